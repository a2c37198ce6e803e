"""Privacy: the TV never shows a role, a night target or a private result before the end.

The one exception is a card the table is shown: a departed player's card under the
`cards_face_up` rule (on in traditional, seed 004: "He reveals his card and leaves it
face-up") and seed 002's Hunter, who "reveals when shooting". Such a role may appear only
once that player has gone home and only as their true role; nothing else is revealed.

Many whole games (every preset, several sizes and seeds) are played through the controller
with a PublicWindow shown; after every change every text the window shows is read (labels,
buttons, title, tooltips, painted texts) and checked. The privacy cover of one-screen games
is tested with real key presses and releases.
"""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QVBoxLayout, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.public import window as public_window
from ww_desktop.app.public.window import PublicWindow, walk_texts
from ww_desktop.app.widgets.privacy import PrivacyCover
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.resources import ROLE_SIDES
from ww_desktop.texts import i18n

from .conftest import make_setup, play_step

ROLE_WORDS = sorted(
    {i18n.role_name(r) for r in (*REGISTRY, *ROLE_SIDES)}
    | {r for r in (*REGISTRY, *ROLE_SIDES)}
    | {r.replace("_", " ") for r in (*REGISTRY, *ROLE_SIDES)},
    key=len,
    reverse=True,
)
ROLE_RE = re.compile(r"\b(" + "|".join(re.escape(w) for w in ROLE_WORDS) + r")s?\b", re.I)
SECRET_RE = re.compile(
    r"\b(guard\w*|potion\w*|poison\w*|protect\w*|bless\w*|trap\w*|chose|chosen|pranked|"
    r"prank|attacked|killed|saved|looked|inspect\w*|is (not )?a|wins?|won|winner)\b",
    re.I,
)

GAMES = [
    (preset, players, seed)
    for preset, sizes in (
        ("standard", (5, 9, 13, 16)),
        ("basic", (5, 8, 12)),
        ("classic", (6, 10, 14)),
        ("compact", (6, 9, 12)),
        ("traditional", (8, 12, 17)),
    )
    for players in sizes
    for seed in (1, 2)
]


def test_public_window_source_never_reads_the_game() -> None:
    """The window's code uses only the controller's public API (the privacy guarantee)."""
    folder = Path(public_window.__file__).parent
    for path in folder.glob("*.py"):
        code = "\n".join(
            line for line in path.read_text().splitlines() if not line.lstrip().startswith("#")
        )
        code = re.sub(r'"""(.|\n)*?"""', "", code)
        for banned in (".game", ".session", "seat_view", "import reveal", ".state.", "Game("):
            assert banned not in code, f"{path.name} uses {banned}"
        assert re.search(r"\.game\b", code) is None


def _shown_cards(controller: GameController) -> set[str]:
    """The role words of the cards the table has been shown (checked to be allowed)."""
    game = controller.game
    assert game is not None
    s = game.state
    words: set[str] = set()
    for m in game.messages():
        if m.id != "role_revealed":
            continue
        seat = s.seats[m.params["seat"]]
        assert m.audience.value == "public"
        assert not seat.here and m.params["role"] == seat.role, "a card shown is the true one"
        assert s.rules["cards_face_up"] or (s.rules["hunter_reveals"] and seat.role == "hunter")
        role_id = seat.role
        words |= {i18n.role_name(role_id).lower(), role_id, role_id.replace("_", " ")}
    return words


def _check(window: PublicWindow, controller: GameController) -> int:
    """Check every text the window shows; return how many name a card shown to the table."""
    texts = walk_texts(window)
    assert texts, "the window shows nothing at all"
    shown = _shown_cards(controller)
    cards = 0
    for text in texts:
        for role in ROLE_RE.finditer(text):
            assert role.group(1).lower() in shown, (
                f"{text!r} names a role ({role.group(0)!r}) before the end"
            )
            cards += 1
        secret = SECRET_RE.search(text)
        assert secret is None, f"{text!r} tells a secret ({secret.group(0)!r})"
    return cards


END_RE = re.compile(r"\b(end|over|checking|confirm\w*|won|wins?|winner|victory)\b", re.I)


def _check_no_end(window: PublicWindow) -> None:
    for text in walk_texts(window):
        found = END_RE.search(text)
        assert found is None, f"{text!r} tells the game is over ({found.group(0)!r})"


@pytest.mark.parametrize(("preset", "players", "seed"), GAMES)
def test_whole_games_show_no_secret(
    qtbot: QtBot, controller: GameController, preset: str, players: int, seed: int
) -> None:
    window = PublicWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    assert controller.start(make_setup(preset, players, seed))
    _check(window, controller)
    pages: set[str] = set()
    cards = 0
    while play_step(controller, seed):
        pages.add(window.current_page())
        cards += _check(window, controller)
        if window.current_page() == "news" and seed % 2:
            window._card_done()  # the card's timer running out
            cards += _check(window, controller)
    if preset == "traditional":
        assert cards, "face-up cards are shown on the TV in traditional"
    assert controller.game is not None and controller.game.ended
    # Nothing about the end before the host confirms it (seed 002's correction window).
    assert window.current_page() in ("table", "night", "news")
    _check(window, controller)
    _check_no_end(window)
    assert {"night", "table"} & pages or {"news"} & pages

    with qtbot.waitSignal(controller.finished):
        controller.confirm_end()
    assert window.current_page() == "reveal"
    texts = walk_texts(window)
    assert any(ROLE_RE.search(t) for t in texts), "the reveal shows every role"
    revealed = controller.revealed()
    assert revealed is not None
    for seat in revealed[1]:
        assert i18n.role_name(seat.role) in texts


def test_revealed_is_none_until_confirmed(controller: GameController) -> None:
    assert controller.start(make_setup("standard", 6, 4))
    while play_step(controller, 4):
        assert controller.revealed() is None
    assert controller.revealed() is None
    controller.confirm_end()
    assert controller.revealed() is not None


# ---------------------------------------------------------------------------- privacy cover


@pytest.fixture
def console(qtbot: QtBot) -> QWidget:
    w = QWidget()
    layout = QVBoxLayout(w)
    secret = QLabel("Ann is the Seer", w)
    button = QPushButton("Start timer", w)
    layout.addWidget(secret)
    layout.addWidget(button)
    qtbot.addWidget(w)
    w.resize(800, 600)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    button.setFocus()
    return w


def test_cover_is_opaque_over_the_console(qtbot: QtBot, console: QWidget) -> None:
    cover = PrivacyCover(console)
    cover.set_enabled(True)
    assert cover.is_covering() and cover.isVisible()
    assert cover.geometry() == console.rect()
    console.resize(900, 700)
    qtbot.waitUntil(lambda: cover.geometry() == console.rect())
    image = console.grab().toImage()
    colours = {image.pixel(x, y) for x in range(0, 900, 50) for y in range(0, 700, 50)}
    assert len(colours) <= 3  # the console's text is not drawn through the cover
    assert "Shift" in cover.key_text()


def test_cover_lifts_only_while_the_key_is_held(qtbot: QtBot, console: QWidget) -> None:
    cover = PrivacyCover(console)
    cover.set_enabled(True)
    focus = console.findChild(QPushButton)
    assert focus is not None
    qtbot.keyPress(focus, Qt.Key.Key_Space)  # Space alone does not lift it
    assert cover.is_covering()
    qtbot.keyRelease(focus, Qt.Key.Key_Space)
    qtbot.waitUntil(lambda: not cover.releasing())  # let go (not a repeat)
    with qtbot.waitSignal(cover.lifted_changed) as blocker:
        qtbot.keyPress(focus, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert blocker.args == [True]
    assert not cover.is_covering() and not cover.isVisible()
    with qtbot.waitSignal(cover.lifted_changed) as blocker:
        qtbot.keyRelease(focus, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert blocker.args == [False]
    assert cover.is_covering() and cover.isVisible()


def test_cover_returns_when_shift_is_released(qtbot: QtBot, console: QWidget) -> None:
    cover = PrivacyCover(console)
    cover.set_enabled(True)
    qtbot.keyPress(console, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert not cover.is_covering()
    with qtbot.waitSignal(cover.lifted_changed) as blocker:
        qtbot.keyRelease(console, Qt.Key.Key_Shift)
    assert blocker.args == [False] and cover.is_covering()


def test_cover_returns_on_focus_loss(qtbot: QtBot, console: QWidget) -> None:
    cover = PrivacyCover(console)
    cover.set_enabled(True)
    qtbot.keyPress(console, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert not cover.is_covering()
    QApplication.sendEvent(console, QEvent(QEvent.Type.WindowDeactivate))
    assert cover.is_covering()


def test_cover_swallows_the_hold_key_and_a_chosen_key_works(qtbot: QtBot, console: QWidget) -> None:
    cover = PrivacyCover(console)
    cover.set_enabled(True)
    pressed: list[int] = []
    button = console.findChild(QPushButton)
    assert button is not None
    button.clicked.connect(lambda: pressed.append(1))
    qtbot.keyPress(button, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    qtbot.keyRelease(button, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert pressed == []  # the console never saw Shift+Space
    cover.set_hold_key(Qt.Key.Key_F12)
    qtbot.keyPress(button, Qt.Key.Key_F12)
    assert not cover.is_covering()
    with qtbot.waitSignal(cover.lifted_changed) as blocker:
        qtbot.keyRelease(button, Qt.Key.Key_F12)
    assert blocker.args == [False] and cover.is_covering()


def test_disabled_cover_never_shows(qtbot: QtBot, console: QWidget) -> None:
    cover = PrivacyCover(console)
    assert not cover.is_covering() and not cover.isVisible()
    cover.set_enabled(True)
    cover.set_enabled(False)
    assert not cover.isVisible()
    qtbot.keyPress(console, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert not cover.isVisible()
