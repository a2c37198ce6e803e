"""The one-screen cover over the real console: it hides the content, not only its pixels.

While it covers, nothing under it is in the accessibility tree a screen reader reads (no role,
no log line), Tab cannot reach a widget under it, and the console's keys do nothing; lifting
gives everything back. It lifts only on a real press of Shift+Space: an X server's repeats
(plain release/press pairs with one time stamp) never lift it again once it covered.
"""

from __future__ import annotations

import re
from typing import Any

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface, QKeyEvent, QShortcut
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_CONSOLE, MainWindow
from ww_desktop.app.widgets.privacy import PrivacyCover
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.texts import i18n

from .conftest import make_setup, play_step, play_to_end

ROLE_WORDS = sorted({i18n.role_name(r) for r in REGISTRY}, key=len, reverse=True)
ROLE_RE = re.compile(r"\b(" + "|".join(re.escape(w) for w in ROLE_WORDS) + r")s?\b")
SHIFT = Qt.KeyboardModifier.ShiftModifier


def reachable_texts(window: QWidget) -> list[str]:
    """Names, descriptions and values of every node of the window's accessible tree that is
    not invisible (what a screen reader reads)."""
    texts: list[str] = []

    def walk(node: QAccessibleInterface, depth: int) -> None:
        if depth > 60 or node.state().invisible:
            return
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description, QAccessible.Text.Value):
            text = node.text(kind)
            if text:
                texts.append(text)
        for i in range(node.childCount()):
            child = node.child(i)
            if child is not None and child.isValid():
                walk(child, depth + 1)

    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    walk(root, 0)
    return texts


def roles_reachable(window: QWidget) -> list[str]:
    """Reachable texts that name a role (the app's own name aside)."""
    texts = (t.replace("Werewolf Desktop", "") for t in reachable_texts(window))
    return [t for t in texts if ROLE_RE.search(t)]


class Keys:
    """Shift+Space as a keyboard sends it, with time stamps, to the widget with the focus."""

    def __init__(self, window: QWidget) -> None:
        self.window = window
        self.t = 5_000_000

    def send(self, kind: QEvent.Type, key: Qt.Key = Qt.Key.Key_Space, **kw: Any) -> None:
        target = QApplication.focusWidget() or self.window
        mods = kw.get("mods", SHIFT)
        event = QKeyEvent(kind, key, mods, " " if key == Qt.Key.Key_Space else "", False)
        event.setTimestamp(self.t)
        QApplication.sendEvent(target, event)

    def press(self) -> None:
        self.t += 200
        self.send(QEvent.Type.KeyPress)

    def release(self) -> None:
        self.t += 200
        self.send(QEvent.Type.KeyRelease)

    def hold(self, repeats: int = 50) -> None:
        """X's auto-repeat: 660 ms, then a plain release and press (one stamp) every 40 ms."""
        self.t += 660
        for _ in range(repeats):
            self.t += 40
            self.send(QEvent.Type.KeyRelease)
            self.send(QEvent.Type.KeyPress)


@pytest.fixture
def covered(host_window: MainWindow, controller: GameController) -> tuple[MainWindow, PrivacyCover]:
    """The host's window at night 1 of a game with a few answers in the log, covered."""
    host_window.start_game(make_setup("standard", 8, 3), False)
    for _ in range(3):
        play_step(controller, 3)
    assert host_window.stack.currentIndex() == PAGE_CONSOLE
    cover = PrivacyCover(host_window.console)
    cover.set_enabled(True)
    return host_window, cover


def test_nothing_under_the_cover_is_in_the_accessible_tree(
    qtbot: QtBot, covered: tuple[MainWindow, PrivacyCover], controller: GameController
) -> None:
    window, cover = covered
    console = window.console
    assert cover.is_covering()
    texts = reachable_texts(window)
    assert "The console is covered" in texts
    assert roles_reachable(window) == []
    assert not console.seats_panel.isVisible() and not console.log_panel.isVisible()
    # The console's own refresh (a new answer) shows nothing under the cover.
    play_step(controller, 3)
    console.arm_seat_key("claim")  # shows a label of the console's header
    assert not console.armed_label.isVisible()
    assert roles_reachable(window) == []
    # Lifted, the console is all there again (its roles too).
    keys = Keys(window)
    with qtbot.waitSignal(cover.lifted_changed):
        keys.press()
    assert console.seats_panel.isVisible() and console.armed_label.isVisible()
    assert roles_reachable(window) != []
    with qtbot.waitSignal(cover.lifted_changed):
        keys.release()
    assert roles_reachable(window) == []


def test_at_the_end_nothing_is_read_and_enter_confirms_nothing(
    qtbot: QtBot, covered: tuple[MainWindow, PrivacyCover], controller: GameController
) -> None:
    window, cover = covered
    play_to_end(controller, 3)
    assert cover.is_covering() and not controller.confirmed
    texts = reachable_texts(window)
    assert [t for t in texts if "win" in t.lower()] == []  # "The werewolves win"
    assert roles_reachable(window) == []
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    assert not controller.confirmed  # Enter under the cover confirms nothing
    on = {s.key().toString() for s in window.console.findChildren(QShortcut) if s.isEnabled()}
    assert "Return" not in on and "Ctrl+Z" not in on and "1" not in on
    assert {"F8", "F9", "Space"} <= on  # the narration's and the timer's keys still work
    cover.set_enabled(False)  # (a second screen came)
    assert all(s.isEnabled() for s in window.console.findChildren(QShortcut))
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Return)
    assert controller.confirmed


def test_tab_never_reaches_a_widget_under_the_cover(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    window.start_game(make_setup("standard", 8, 3), False)
    play_to_end(controller, 3)  # the end preview: its Confirm button takes the focus
    console = window.console
    focusable = [
        w
        for w in console.findChildren(QWidget)
        if w.isVisible() and w.focusPolicy() & Qt.FocusPolicy.TabFocus
    ]
    assert focusable, "the console has widgets Tab can reach when it is not covered"
    focusable[0].setFocus()
    assert console.isAncestorOf(QApplication.focusWidget())
    cover = PrivacyCover(console)
    cover.set_enabled(True)
    reached: list[QWidget | None] = [QApplication.focusWidget()]
    for _ in range(40):
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Tab)
        reached.append(QApplication.focusWidget())
    for _ in range(10):
        qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Backtab)
        reached.append(QApplication.focusWidget())
    under = [w for w in reached if w is not None and console.isAncestorOf(w) and w is not cover]
    assert under == []
    # Lifted, the keyboard is back where it was.
    with qtbot.waitSignal(cover.lifted_changed):
        Keys(window).press()
    assert QApplication.focusWidget() is focusable[0]


def test_a_held_key_never_lifts_the_cover_again(
    qtbot: QtBot, covered: tuple[MainWindow, PrivacyCover]
) -> None:
    """X sends a held Shift+Space as release/press pairs: while held, the cover stays up
    (no flicker); covered by a focus loss, a key still held never lifts it; a real release
    and a new press do."""
    window, cover = covered
    changes: list[bool] = []
    cover.lifted_changed.connect(changes.append)
    keys = Keys(window)
    keys.press()
    assert changes == [True]
    keys.hold(75)  # 3.7 s of repeats: the look stays open
    qtbot.waitUntil(lambda: not cover.releasing())
    assert changes == [True] and not cover.is_covering()
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))  # covers
    assert changes == [True, False]
    keys.hold(75)  # still held: the repeats never lift it
    qtbot.waitUntil(lambda: not cover.releasing())
    # A repeat whose press came after its release was let go (a busy machine): same stamp.
    keys.t += 40
    keys.send(QEvent.Type.KeyRelease)
    qtbot.waitUntil(lambda: not cover.releasing())
    keys.send(QEvent.Type.KeyPress)
    assert changes == [True, False] and cover.is_covering()
    keys.release()  # really let go
    qtbot.waitUntil(lambda: not cover.releasing())
    assert cover.is_covering()
    keys.press()  # a new press
    assert changes == [True, False, True]
    with qtbot.waitSignal(cover.lifted_changed) as blocker:
        keys.send(QEvent.Type.KeyRelease, Qt.Key.Key_Shift, mods=SHIFT)  # Shift let go
    assert blocker.args == [False]


def test_space_alone_then_shift_never_lifts_it(
    qtbot: QtBot, covered: tuple[MainWindow, PrivacyCover]
) -> None:
    """Space held first, Shift added: the repeats carry Shift, but no real press of the
    whole combination came."""
    window, cover = covered
    keys = Keys(window)
    keys.t += 200
    keys.send(QEvent.Type.KeyPress, mods=Qt.KeyboardModifier.NoModifier)
    keys.hold(20)  # with Shift now
    qtbot.waitUntil(lambda: not cover.releasing())
    assert cover.is_covering()


def test_shift_space_is_typed_where_the_console_is_not_on_screen(
    qtbot: QtBot, host_window: MainWindow
) -> None:
    """In the lobby (the console not on screen) Shift+Space is an ordinary key: typed."""
    window = host_window
    cover = PrivacyCover(window.console)
    cover.set_enabled(True)
    field = window.lobby.name_edit
    field.setFocus()
    qtbot.waitUntil(field.hasFocus)
    qtbot.keyClicks(field, "Ann")
    qtbot.keyClick(field, Qt.Key.Key_Space, SHIFT)
    qtbot.keyClicks(field, "Brook")
    assert field.text() == "Ann Brook" and cover.is_covering()


class _HeldAtTheServer:
    """Stands in for the X server's key state: the hold key is down (a test double: there
    is no X server offscreen)."""

    def __init__(self) -> None:
        self.down = True

    def is_down(self, _keycode: int) -> bool:
        return self.down


def test_a_key_held_through_a_focus_loss_never_lifts_the_cover_on_its_own(
    qtbot: QtBot, covered: tuple[MainWindow, PrivacyCover]
) -> None:
    """The window lost the keyboard while Shift+Space was held; when it gets it back, X may
    send a repeat's press without its release (the release went to the other window): that
    press is not a new one and never lifts the cover. A real release, then a press, does;
    let go while the window was away, the next press lifts at once."""
    window, cover = covered
    server = _HeldAtTheServer()
    cover._hold.key_state = server  # type: ignore[assignment]
    keys = Keys(window)

    def press(code: int = 65) -> None:
        keys.t += 200
        event = QKeyEvent(QEvent.Type.KeyPress, Qt.Key.Key_Space, SHIFT, code, 32, 1, " ", False)
        event.setTimestamp(keys.t)
        QApplication.sendEvent(QApplication.focusWidget() or window, event)

    def release(code: int = 65) -> None:
        keys.t += 200
        event = QKeyEvent(QEvent.Type.KeyRelease, Qt.Key.Key_Space, SHIFT, code, 32, 1, " ", False)
        event.setTimestamp(keys.t)
        QApplication.sendEvent(QApplication.focusWidget() or window, event)

    server.down = False
    with qtbot.waitSignal(cover.lifted_changed):
        press()
    server.down = True
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))  # covers
    assert cover.is_covering()
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowActivate))
    press()  # a repeat's press, its release lost: the key was never let go
    assert cover.is_covering()
    server.down = False
    release()
    qtbot.waitUntil(lambda: not cover.releasing())
    with qtbot.waitSignal(cover.lifted_changed):
        press()
    # Let go while the window was away: the press when it is back lifts at once.
    server.down = True
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowDeactivate))
    server.down = False
    QApplication.sendEvent(window, QEvent(QEvent.Type.WindowActivate))
    with qtbot.waitSignal(cover.lifted_changed):
        press()
