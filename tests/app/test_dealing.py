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


def _space(window: MainWindow, kind: QEvent.Type, *, repeat: bool = False) -> None:
    """A real Space key event, delivered where the keyboard sends it (the focus widget)."""
    target = QApplication.focusWidget() or window
    event = QKeyEvent(kind, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", repeat)
    QApplication.sendEvent(target, event)


def _dealt_five(window: MainWindow) -> DealingPage:
    roles = ["werewolf", "seer", "doctor", "villager", "villager"]
    setup = Setup("basic", tuple(zip(NAMES[:5], roles, strict=True)), {}, seed=1).checked()
    window.start_game(setup, True)
    window.activateWindow()
    return window.dealing


def test_holding_space_never_runs_through_the_deal(qtbot: QtBot, window: MainWindow) -> None:
    dealing = _dealt_five(window)
    cards: list[str] = []
    dealing.state_changed.connect(
        lambda state: cards.append(dealing.card.name_label.text()) if state == "card" else None
    )
    qtbot.keyPress(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert dealing.state == "card" and dealing.card.name_label.text() == "Ann"
    for _ in range(40):  # the key stays down: the system repeats it
        _space(window, QEvent.Type.KeyRelease, repeat=True)
        _space(window, QEvent.Type.KeyPress, repeat=True)
        assert dealing.state == "card" and dealing.card.name_label.text() == "Ann"
    qtbot.waitUntil(lambda: dealing._key_held.elapsed() >= HOLD_MS, timeout=3000)
    _space(window, QEvent.Type.KeyRelease)
    # Released after a hold: hidden, and the next player is only asked for.
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    assert not dealing.card.role_label.text() and dealing.card.icon.pixmap().isNull()
    assert cards == ["Ann"]
    assert leaks(window) == []


def test_a_tap_leaves_the_card_and_only_a_fresh_press_hides_it(
    qtbot: QtBot, window: MainWindow
) -> None:
    dealing = _dealt_five(window)
    states: list[str] = []
    dealing.state_changed.connect(states.append)
    _space(window, QEvent.Type.KeyPress)
    _space(window, QEvent.Type.KeyRelease)  # a short tap
    assert dealing.state == "card" and dealing.card.name_label.text() == "Ann"
    for _ in range(10):
        _space(window, QEvent.Type.KeyPress, repeat=True)
        _space(window, QEvent.Type.KeyRelease, repeat=True)
    assert dealing.state == "card" and dealing.card.name_label.text() == "Ann"
    _space(window, QEvent.Type.KeyPress)  # a fresh press hides and passes on
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    for _ in range(10):  # ... and keeping it down shows nothing more
        _space(window, QEvent.Type.KeyRelease, repeat=True)
        _space(window, QEvent.Type.KeyPress, repeat=True)
    _space(window, QEvent.Type.KeyRelease)
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    assert states == ["card", "pass"]
    assert leaks(window) == []


def test_no_button_of_the_deal_takes_the_keyboard(qtbot: QtBot, window: MainWindow) -> None:
    dealing = _dealt_five(window)
    for button in (dealing.show_button, dealing.hide_button, dealing.begin_button):
        assert button.focusPolicy() == Qt.FocusPolicy.NoFocus
        assert button.shortcut().isEmpty()
    qtbot.mouseClick(dealing.show_button, LEFT)
    assert dealing.state == "card"
    # Space held down from before (only repeats arrive): nothing happens.
    _space(window, QEvent.Type.KeyPress, repeat=True)
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
