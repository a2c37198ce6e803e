"""Dealing behind privacy screens: the same steps and card size for every role, nothing left."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QEvent, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.dealing import HOLD_MS, DealingPage
from ww_desktop.app.main_window import PAGE_CONSOLE, PAGE_DEALING, MainWindow
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.engine.setup import Setup
from ww_desktop.texts.i18n import role_name, side_name

LEFT = Qt.MouseButton.LeftButton
NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")
ROLES = ["werewolf", "seer", "villager", "knight", "werewolf", "medium", "traitor", "lover"]


@pytest.fixture
def window(qtbot: QtBot, controller: GameController, settings: QSettings) -> Iterator[MainWindow]:
    w = MainWindow(controller, settings)
    w.confirm = lambda _title, _text: True
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w._force_close = True


def visible_texts(root: QWidget) -> list[str]:
    """Every text a visible label of the window shows."""
    return [
        label.text()
        for label in root.findChildren(QLabel)
        if label.isVisibleTo(root) and label.isVisible() and label.text()
    ]


def role_words() -> set[str]:
    """Every role name (and side name) the app could show."""
    words = {role_name(r) for r in REGISTRY}
    return words | {side_name(s) for s in ("werewolves", "foxes", "lovers", "vampire", "mafia")}


def leaks(window: MainWindow) -> list[str]:
    words = role_words()
    shown = [*visible_texts(window), window.windowTitle()]
    shown = [t.replace("Werewolf Desktop", "") for t in shown]  # the app's own name
    return [t for t in shown for w in words if w in t]


def test_same_steps_and_size_for_every_role(qtbot: QtBot, window: MainWindow) -> None:
    roles = [*ROLES[:7], "lover"]
    roles[2] = "lover"
    setup = Setup("standard", tuple(zip(NAMES, roles, strict=True)), {}, seed=3).checked()
    window.start_game(setup, True)
    assert window.stack.currentIndex() == PAGE_DEALING
    dealing = window.dealing
    states: list[str] = []
    dealing.state_changed.connect(states.append)
    sequences: list[list[str]] = []
    sizes = set()
    titles = set()
    for seat, name in enumerate(NAMES):
        start = len(states)
        assert dealing.state == "pass"
        assert name in dealing.pass_label.text()
        assert leaks(window) == [], seat
        click_show = dealing.show_button
        qtbot.mouseClick(click_show, LEFT)
        assert dealing.state == "card"
        card = dealing.card
        assert card.role_label.text() == role_name(roles[seat])
        assert card.knows_label.text()
        sizes.add((card.width(), card.height(), card.geometry().topLeft().toTuple()))
        titles.add(window.windowTitle())
        qtbot.mouseClick(dealing.hide_button, LEFT)
        assert not card.role_label.text() and card.icon.pixmap().isNull()
        assert leaks(window) == [], seat
        sequences.append(states[start:])
    assert all(seq == sequences[0] for seq in sequences[:-1])
    assert sequences[0] == ["card", "pass"]
    assert sequences[-1] == ["card", "done"]
    assert len(sizes) == 1
    assert titles == {window.windowTitle()}
    qtbot.mouseClick(dealing.begin_button, LEFT)
    assert window.stack.currentIndex() == PAGE_CONSOLE


def test_the_card_tells_what_the_player_knows(qtbot: QtBot, window: MainWindow) -> None:
    roles = list(ROLES)
    roles[2] = "lover"
    setup = Setup("standard", tuple(zip(NAMES, roles, strict=True)), {}, seed=3).checked()
    window.start_game(setup, True)
    dealing = window.dealing
    qtbot.mouseClick(dealing.show_button, LEFT)
    assert "Fay" not in dealing.card.knows_label.text()
    assert "Eve" in dealing.card.knows_label.text()  # Ann's fellow werewolf
    qtbot.mouseClick(dealing.hide_button, LEFT)
    qtbot.mouseClick(dealing.show_button, LEFT)  # Bob
    qtbot.mouseClick(dealing.hide_button, LEFT)
    qtbot.mouseClick(dealing.show_button, LEFT)  # Cleo, a Lover
    assert "Hal" in dealing.card.knows_label.text()


def test_a_card_again_from_the_console(qtbot: QtBot, window: MainWindow) -> None:
    roles = list(ROLES)
    roles[2] = "lover"
    setup = Setup("standard", tuple(zip(NAMES, roles, strict=True)), {}, seed=3).checked()
    window.start_game(setup, False)
    assert window.stack.currentIndex() == PAGE_CONSOLE
    window.console.show_card_requested.emit(1)
    assert window.stack.currentIndex() == PAGE_DEALING
    dealing = window.dealing
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    assert leaks(window) == []
    qtbot.mouseClick(dealing.show_button, LEFT)
    assert dealing.card.role_label.text() == role_name("seer")
    qtbot.mouseClick(dealing.hide_button, LEFT)
    assert dealing.state == "done"
    assert leaks(window) == []
    qtbot.mouseClick(dealing.begin_button, LEFT)
    assert window.stack.currentIndex() == PAGE_CONSOLE


def test_press_and_hold_hides_on_release(qtbot: QtBot, window: MainWindow) -> None:
    roles = ["werewolf", "seer", "doctor", "villager", "villager"]
    setup = Setup("basic", tuple(zip(NAMES[:5], roles, strict=True)), {}, seed=1).checked()
    window.start_game(setup, True)
    dealing = window.dealing
    qtbot.mousePress(dealing.show_button, LEFT)
    assert dealing.state == "card"
    dealing._held.restart()
    qtbot.waitUntil(lambda: dealing._held.elapsed() >= 400, timeout=2000)
    qtbot.mouseRelease(dealing.card, LEFT)
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    assert not dealing.card.role_label.text()


# ------------------------------------------------------------ keys and auto-repeat


class Keyboard:
    """Space as a keyboard sends it, with time stamps (ms), to the widget with the focus.

    `hold()` repeats the key as an X server does: each repeat is a plain release and a plain
    press with the same time stamp, not flagged as auto-repeat (Qt flags only some of them)."""

    def __init__(self, window: MainWindow) -> None:
        self.window = window
        self.t = 1_000_000

    def send(self, kind: QEvent.Type, *, repeat: bool = False, stamp: int | None = None) -> None:
        target = QApplication.focusWidget() or self.window
        event = QKeyEvent(kind, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", repeat)
        event.setTimestamp(self.t if stamp is None else stamp)
        QApplication.sendEvent(target, event)

    def press(self) -> None:
        self.t += 150
        self.send(QEvent.Type.KeyPress)

    def release(self) -> None:
        self.t += 150
        self.send(QEvent.Type.KeyRelease)

    def hold(self, repeats: int = 40, *, flagged: bool = False) -> None:
        """The key stays down: 660 ms, then a repeat every 40 ms."""
        self.t += 660
        for _ in range(repeats):
            self.t += 40
            self.send(QEvent.Type.KeyRelease, repeat=flagged)
            self.send(QEvent.Type.KeyPress, repeat=flagged)


def _settled(qtbot: QtBot, dealing: DealingPage) -> None:
    """Wait until a release held back (to see whether the key repeats) is decided."""
    qtbot.waitUntil(lambda: not dealing.space.releasing(), timeout=5000)


def _dealt_five(window: MainWindow) -> DealingPage:
    roles = ["werewolf", "seer", "doctor", "villager", "villager"]
    setup = Setup("basic", tuple(zip(NAMES[:5], roles, strict=True)), {}, seed=1).checked()
    window.start_game(setup, True)
    window.activateWindow()
    return window.dealing


def _cards_shown(dealing: DealingPage) -> list[str]:
    cards: list[str] = []
    dealing.state_changed.connect(
        lambda state: cards.append(dealing.card.name_label.text()) if state == "card" else None
    )
    return cards


@pytest.mark.parametrize("flagged", [False, True], ids=["x11-pairs", "flagged"])
def test_holding_space_never_runs_through_the_deal(
    qtbot: QtBot, window: MainWindow, flagged: bool
) -> None:
    """Held on "Pass to Ann", Space shows Ann's card while it is down, and only hers."""
    dealing = _dealt_five(window)
    cards = _cards_shown(dealing)
    keys = Keyboard(window)
    keys.press()
    assert dealing.state == "card" and dealing.card.name_label.text() == "Ann"
    keys.hold(75, flagged=flagged)  # 3.7 s down
    assert dealing.state == "card" and dealing.card.name_label.text() == "Ann"
    qtbot.waitUntil(lambda: dealing.space.held_ms() >= HOLD_MS, timeout=5000)
    assert dealing.state == "card" and cards == ["Ann"]  # the event loop ran: still Ann's
    keys.release()  # the real release (never flagged)
    qtbot.waitUntil(lambda: dealing.state == "pass", timeout=5000)  # released: hidden
    assert "Bob" in dealing.pass_label.text()
    assert cards == ["Ann"]
    assert not dealing.card.role_label.text() and dealing.card.icon.pixmap().isNull()
    assert leaks(window) == []


def test_a_key_held_from_the_card_before_never_opens_the_next(
    qtbot: QtBot, window: MainWindow
) -> None:
    """A tap leaves Ann's card up; a press hides it, and held, Bob's card stays closed."""
    dealing = _dealt_five(window)
    cards = _cards_shown(dealing)
    keys = Keyboard(window)
    keys.press()
    keys.release()  # a short tap: the card stays up
    _settled(qtbot, dealing)
    assert dealing.state == "card" and dealing.card.name_label.text() == "Ann"
    keys.press()  # a real press hides it and asks for Bob
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    keys.hold(75)  # ... and the key stays down: X's release/press pairs
    assert dealing.state == "pass" and cards == ["Ann"]
    assert leaks(window) == []
    # A repeat's release taken for a let-go on a busy machine (its press came late), then
    # its press, stamped as the release was: still a repeat, Bob's card stays closed.
    keys.t += 40
    keys.send(QEvent.Type.KeyRelease)
    _settled(qtbot, dealing)
    keys.send(QEvent.Type.KeyPress)
    assert dealing.state == "pass" and cards == ["Ann"]
    # A real release, and a new press: Bob's card.
    keys.release()
    _settled(qtbot, dealing)
    assert dealing.state == "pass" and cards == ["Ann"]
    keys.press()
    assert dealing.state == "card" and cards == ["Ann", "Bob"]


def test_a_tap_leaves_the_card_and_only_a_real_press_hides_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    dealing = _dealt_five(window)
    states: list[str] = []
    dealing.state_changed.connect(states.append)
    keys = Keyboard(window)
    keys.press()
    keys.release()  # a short tap
    _settled(qtbot, dealing)
    assert dealing.state == "card" and dealing.card.name_label.text() == "Ann"
    keys.press()  # a real press hides and passes on
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    keys.release()
    _settled(qtbot, dealing)
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    assert states == ["card", "pass"]
    assert leaks(window) == []


def test_a_quick_second_tap_is_a_real_press(qtbot: QtBot, window: MainWindow) -> None:
    """Pressed again 50 ms after a release (stamped apart, before the grace time is over):
    a real press, not a repeat (the host taps twice to show, then hide)."""
    dealing = _dealt_five(window)
    keys = Keyboard(window)
    keys.press()
    keys.t += 80
    keys.send(QEvent.Type.KeyRelease)
    keys.t += 50
    keys.send(QEvent.Type.KeyPress)
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()


def test_only_the_screen_on_show_is_in_the_window(qtbot: QtBot, window: MainWindow) -> None:
    """Between cards the card's screen is hidden (out of the accessibility tree) and empty."""
    dealing = _dealt_five(window)
    card_page = dealing.stack.widget(1)
    assert not card_page.isVisible() and not dealing.card.isVisible()
    qtbot.mouseClick(dealing.show_button, LEFT)
    assert dealing.card.isVisible() and not dealing.show_button.isVisible()
    qtbot.mouseClick(dealing.hide_button, LEFT)
    assert not card_page.isVisible() and not dealing.card.role_label.text()
    # The console (every seat's role) is not on show during the deal.
    assert not window.console.isVisible()


def test_no_button_of_the_deal_takes_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    dealing = _dealt_five(window)
    for button in (dealing.show_button, dealing.hide_button, dealing.begin_button):
        assert button.focusPolicy() == Qt.FocusPolicy.NoFocus
        assert button.shortcut().isEmpty()
    qtbot.mouseClick(dealing.show_button, LEFT)
    assert dealing.state == "card"
    # Space held down from before (only repeats arrive): nothing happens.
    Keyboard(window).hold(5)
    assert dealing.state == "card" and dealing.card.name_label.text() == "Ann"


def test_no_shortcut_that_steps_the_game_repeats(window: MainWindow) -> None:
    from PySide6.QtGui import QShortcut

    stepping = {Qt.Key.Key_Return, Qt.Key.Key_Enter, Qt.Key.Key_Space}
    assert window.passplay is not None  # the page is built when first used
    found = [
        s
        for s in window.findChildren(QShortcut)
        if s.key().count() and s.key()[0].key() in stepping
    ]
    assert len(found) >= 5  # the console's and the pass-and-play page's
    assert [s.key().toString() for s in found if s.autoRepeat()] == []
