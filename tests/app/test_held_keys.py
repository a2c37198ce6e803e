"""A held key told apart from its repeats (`widgets.held_key`), and pass-and-play's unlock.

An X server sends a held key's repeats mostly as a plain release then a plain press, both
stamped with the same time, and Qt flags only some of them as auto-repeat. These tests send
such pairs (with realistic time stamps, without the flag) and check that only a real press
counts and that a key held down never opens the next player's turn.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QElapsedTimer, QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut, QWindow
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QLineEdit, QWidget
from pytestqt.qtbot import QtBot

from tests.app.test_passplay import start_direct
from ww_desktop.app.controller import GameController
from ww_desktop.app.widgets.held_key import (
    BOUNCE_MS,
    SAME_TIME_MS,
    STUCK_MS,
    HeldKey,
    Stroke,
    install,
)

SPACE = Qt.Key.Key_Space
EIGHT = ["werewolf", "villager", "seer", "villager", "doctor", "werewolf", "villager", "villager"]


def key(kind: QEvent.Type, stamp: int, *, flagged: bool = False) -> QKeyEvent:
    event = QKeyEvent(kind, SPACE, Qt.KeyboardModifier.NoModifier, " ", flagged)
    event.setTimestamp(stamp)
    return event


PRESS, RELEASE = QEvent.Type.KeyPress, QEvent.Type.KeyRelease


def test_x11_repeat_pairs_are_repeats_and_a_release_lets_go(qtbot: QtBot) -> None:
    held = HeldKey(SPACE)
    presses: list[int] = []
    releases: list[int] = []
    held.pressed.connect(lambda: presses.append(1))
    held.released.connect(lambda: releases.append(1))
    assert held.feed(key(PRESS, 1000)) is Stroke.PRESS
    t = 1660
    for _ in range(30):  # X: release and press, one stamp, none flagged
        t += 40
        assert held.feed(key(RELEASE, t)) is Stroke.RELEASE
        assert held.feed(key(PRESS, t)) is Stroke.REPEAT
    assert held.is_down() and presses == [1] and releases == []
    held.feed(key(RELEASE, t + 30))
    assert held.releasing() and held.is_down()
    with qtbot.waitSignal(held.released, timeout=5000):
        pass
    assert not held.is_down() and releases == [1]
    # A release whose press came late (a busy machine): the press carries its stamp.
    held.feed(key(PRESS, t + 300))
    held.feed(key(RELEASE, t + 1000))
    qtbot.waitUntil(lambda: not held.releasing(), timeout=5000)
    assert held.feed(key(PRESS, t + 1000)) is Stroke.REPEAT
    assert held.is_down() and presses == [1, 1]


def test_flagged_repeats_and_a_quick_second_press(qtbot: QtBot) -> None:
    held = HeldKey(SPACE)
    assert held.feed(key(PRESS, 0)) is Stroke.PRESS  # (no stamps: Qt's own test events)
    assert held.feed(key(RELEASE, 0, flagged=True)) is Stroke.REPEAT
    assert held.feed(key(PRESS, 0, flagged=True)) is Stroke.REPEAT
    assert held.feed(key(RELEASE, 0)) is Stroke.RELEASE
    assert held.feed(key(PRESS, 0)) is Stroke.REPEAT  # no stamps: within the grace time
    assert held.feed(key(RELEASE, 5000)) is Stroke.RELEASE
    assert held.feed(key(PRESS, 5050)) is Stroke.PRESS  # stamped 50 ms apart: tapped again
    assert held.feed(key(QEvent.Type.ShortcutOverride, 5050)) is Stroke.OTHER


def test_a_release_seen_elsewhere_does_not_keep_the_key_down(qtbot: QtBot) -> None:
    held = HeldKey(SPACE)
    assert held.feed(key(PRESS, 1000)) is Stroke.PRESS
    # Its release went to another window; after a long silence a press is a real one.
    qtbot.waitUntil(lambda: held._last_event.elapsed() > STUCK_MS, timeout=5000)
    assert held.feed(key(PRESS, 9000)) is Stroke.PRESS
    held.reset()
    assert not held.is_down()
    assert held.feed(key(PRESS, 9500)) is Stroke.PRESS


def test_space_held_through_a_turn_never_opens_the_next_one(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    """Ann holds Space: her turn opens; she keeps it down while she answers and hides her
    turn. "Pass to Bob" shows, and the repeats of her key never fill Bob's bar nor open his
    turn; a release and a new hold do."""
    window = start_direct(qtbot, controller, settings, "basic", EIGHT)
    page = window.passplay
    screen = page.pass_screen
    page.hold_ms = 200
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=2000)
    qtbot.waitUntil(screen.hold_button.hasFocus, timeout=2000)
    stamp = 1_000_000
    opened: list[int] = []
    page.turn_opened.connect(opened.append)

    def send(kind: QEvent.Type) -> None:
        target: QWidget = QApplication.focusWidget() or window
        QApplication.sendEvent(target, key(kind, stamp))

    def repeat() -> None:
        nonlocal stamp
        stamp += 40
        send(RELEASE)
        send(PRESS)

    def repeat_until(done: object) -> None:
        def check() -> bool:
            if done():  # type: ignore[operator]
                return True
            repeat()
            return False

        qtbot.waitUntil(check, timeout=5000)

    send(PRESS)
    repeat_until(lambda: page.screen_name == "turn")
    assert opened == [0]
    turn = page.turn_screen
    for box in turn.boxes:  # Ann answers with the mouse, Space still down
        repeat()
        box.pick(box.question.targets[0] if box.question.targets else None)
    repeat_until(turn.done_button.isEnabled)
    turn.finish()
    repeat()
    turn.finish()  # "Hide my turn"
    assert page.screen_name == "pass" and page.current == 1
    # (Qt offscreen drops the window's activation when the focused button hides under
    # Ann's turn; a window manager keeps it.)
    window.activateWindow()
    qtbot.waitUntil(screen.hold_button.hasFocus, timeout=2000)
    bar: list[int] = []
    clock = QElapsedTimer()
    clock.start()

    def held_long() -> bool:  # six times the hold: Bob's turn stays closed
        bar.append(screen.hold_bar.value())
        return page.screen_name != "pass" or clock.elapsed() > 6 * page.hold_ms

    repeat_until(held_long)
    assert page.screen_name == "pass" and opened == [0] and set(bar) == {0}
    stamp += 40
    send(RELEASE)  # really let go
    qtbot.waitUntil(lambda: not screen.hold_keys.releasing(), timeout=5000)
    stamp += 300
    send(PRESS)  # a new press, held: Bob's turn
    repeat_until(lambda: page.screen_name == "turn")
    assert opened == [0, 1]
    window._force_close = True


# ------------------------------------------------------------------ shortcuts (RepeatGuard)


@pytest.fixture
def guarded(qtbot: QtBot, qapp: QApplication) -> Iterator[QWidget]:
    """A shown, active window with the app-wide guard installed (as `main` installs it).
    Keys go through the window system (`QTest` on the QWindow): time-stamped, with their
    ShortcutOverride, as an X server's events are."""
    guard = install(qapp)
    window = QWidget()
    qtbot.addWidget(window)
    window.show()
    window.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window, timeout=5000)
    yield window
    qapp.removeEventFilter(guard)
    guard.setParent(None)  # (gone with this fixture: the next test installs its own)


class Stamps(QObject):
    """The time stamps of a window's key releases and presses, seen first (an app-wide
    filter installed after the guard runs before it), one count per stroke."""

    def __init__(self, handle: QWindow) -> None:
        super().__init__(handle)
        self.handle = handle
        self.pairs = 0
        self.split = 0
        self._release = 0
        QApplication.instance().installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if watched is not self.handle or not isinstance(event, QKeyEvent):
            return False
        if event.type() == QEvent.Type.KeyRelease:
            self._release = int(event.timestamp())
        elif event.type() == QEvent.Type.ShortcutOverride:  # (each press has one)
            if self._release:
                self.pairs += 1
                self.split += int(event.timestamp()) - self._release > SAME_TIME_MS
            self._release = 0
        return False


def test_a_held_enter_fires_its_shortcut_once(qtbot: QtBot, guarded: QWidget) -> None:
    fired: list[int] = []
    shortcut = QShortcut(QKeySequence(Qt.Key.Key_Return), guarded)
    shortcut.setAutoRepeat(False)
    shortcut.activated.connect(lambda: fired.append(1))
    handle = guarded.windowHandle()
    stamps = Stamps(handle)
    QTest.keyPress(handle, Qt.Key.Key_Return)
    for _ in range(20):  # X's repeats: a release and a press at once, not flagged
        QTest.keyRelease(handle, Qt.Key.Key_Return)
        QTest.keyPress(handle, Qt.Key.Key_Return)
    # (A pair the busy machine stamped apart is two real strokes: it may fire once more.)
    assert stamps.pairs == 20 and stamps.split < 20
    assert len(fired) == 1 + stamps.split
    QApplication.instance().removeEventFilter(stamps)
    QTest.keyRelease(handle, Qt.Key.Key_Return)
    clock = QElapsedTimer()
    clock.start()
    qtbot.waitUntil(lambda: clock.elapsed() > BOUNCE_MS + 50)  # the host's finger comes back
    QTest.keyPress(handle, Qt.Key.Key_Return)
    assert fired == [1, 1]


def test_held_keys_still_type_and_arrows_still_repeat(qtbot: QtBot, guarded: QWidget) -> None:
    moved: list[int] = []
    down = QShortcut(QKeySequence(Qt.Key.Key_Down), guarded)
    down.activated.connect(lambda: moved.append(1))
    edit = QLineEdit(guarded)
    edit.show()
    edit.setFocus()
    qtbot.waitUntil(edit.hasFocus)
    handle = guarded.windowHandle()
    QTest.keyPress(handle, Qt.Key.Key_A, Qt.KeyboardModifier.NoModifier)
    for _ in range(5):
        QTest.keyRelease(handle, Qt.Key.Key_A)
        QTest.keyPress(handle, Qt.Key.Key_A)
    assert edit.text() == "aaaaaa"
    QTest.keyRelease(handle, Qt.Key.Key_A)
    QTest.keyPress(handle, Qt.Key.Key_Down)
    for _ in range(5):
        QTest.keyRelease(handle, Qt.Key.Key_Down)
        QTest.keyPress(handle, Qt.Key.Key_Down)
    assert len(moved) == 6


def test_enter_pressed_twice_at_once_confirms_once(qtbot: QtBot, guarded: QWidget) -> None:
    """A clumsy host's double Enter (two real strokes, 80 ms apart at the table) is one "yes":
    the second used to confirm the next step before the host had seen it."""
    fired: list[int] = []
    shortcut = QShortcut(QKeySequence(Qt.Key.Key_Return), guarded)
    shortcut.setAutoRepeat(False)
    shortcut.activated.connect(lambda: fired.append(1))
    handle = guarded.windowHandle()
    QTest.keyClick(handle, Qt.Key.Key_Return)
    QTest.keyClick(handle, Qt.Key.Key_Return)  # at once: well within BOUNCE_MS
    assert fired == [1]
    clock = QElapsedTimer()
    clock.start()
    qtbot.waitUntil(lambda: clock.elapsed() > BOUNCE_MS + 50)  # the next step, read, then Enter
    QTest.keyClick(handle, Qt.Key.Key_Return)
    assert fired == [1, 1]
    QTest.keyClick(handle, Qt.Key.Key_Return, Qt.KeyboardModifier.ControlModifier)
    assert fired == [1, 1]  # (Ctrl+Enter is another key: not this shortcut, never a bounce)
