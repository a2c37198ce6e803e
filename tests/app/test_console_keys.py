"""The console answers every narration key and shows the open call's countdown (issue 36,
items 7 and 8): Ctrl+M (+15 s) pressed while a wake line is read is added as the call opens,
and says so; F9 during a call says that a call is never cut short; the call's time left is
on the console; the day timer says "Time's up!" on the console too (with the sound when no
table screen is up) and is gone from the header during the vote.

The narrator is the real one on a simulated clock (`test_timeline_widgets.Voice`); the
console's countdown is refreshed by a timer in the app, here by calling the same method."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION

from .narrated_table import Voice, classic_six, key

CTRL = Qt.KeyboardModifier.ControlModifier
WOLVES_CALL_S = 15.0
"""The werewolves' call window in this game (the Seer's is 12 s)."""


def _reading_wake(voice: Voice, step: str) -> bool:
    line = voice.narrator.current
    return (
        voice.narrator.state == "speaking"
        and line is not None
        and line.step == step
        and line.text_id.endswith(".wake")
    )


def test_more_time_during_the_wake_line_is_added_as_the_call_opens(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    console = window.console
    voice = Voice(controller, window)
    window.start_game(classic_six(), False)
    voice.run_until(lambda: _reading_wake(voice, "werewolves"))
    key(qtbot, window, Qt.Key.Key_M, CTRL)
    assert console.key_status.text() == "+15 s: added as soon as the call opens."
    voice.run_until(lambda: voice.calling("werewolves"))
    opened = voice.narrator.now()
    console.update_call_line()  # (the console's countdown timer)
    assert console.key_status.text().startswith("+15 s: 0:")
    assert console.key_status.text().endswith(" left for this call.")
    assert console.call_line.isVisibleTo(window)
    assert console.call_line.text() == "Call open: 0:30 left"
    key(qtbot, window, Qt.Key.Key_F9)  # Skip: a call window is never cut
    assert console.key_status.text() == "F9: a call's time is never cut short."
    assert voice.calling("werewolves")
    voice.run_until(lambda: voice.narrator.call_open() != "werewolves")
    assert voice.narrator.now() - opened == WOLVES_CALL_S + 15
    console.update_call_line()
    assert not console.call_line.isVisibleTo(window)  # between calls: no countdown


def test_more_time_in_an_open_call_says_how_long_is_left(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    console = window.console
    voice = Voice(controller, window)
    window.start_game(classic_six(), False)
    voice.run_until(lambda: voice.calling("werewolves"))
    console.update_call_line()
    assert console.call_line.text() == "Call open: 0:15 left"
    key(qtbot, window, Qt.Key.Key_M, CTRL)
    assert console.key_status.text() == "+15 s: 0:30 left for this call."
    assert console.call_line.text() == "Call open: 0:30 left"


def test_times_up_on_the_console_and_no_stale_timer_in_the_vote(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    console = window.console
    window.start_game(classic_six(), False)
    key(qtbot, window, Qt.Key.Key_4)  # the pack picks Dan
    key(qtbot, window, Qt.Key.Key_Return)
    while console.step.kind != DISCUSSION:  # the others do nothing
        key(qtbot, window, Qt.Key.Key_N)
        key(qtbot, window, Qt.Key.Key_Return)
    timer = controller.timer
    timer.reset(1)
    assert console.header_timer.text() == "0:01"
    with qtbot.waitSignal(timer.expired, timeout=10_000):
        timer.start()
    assert console.header_timer.text() == "Time's up!"
    assert console.times_up_sound.plays == 1  # no table screen here: the console sounds it
    timer.reset(60)
    assert console.header_timer.text() == "1:00"
    key(qtbot, window, Qt.Key.Key_Return)  # to the vote
    assert console.step.kind == BALLOT
    assert console.header_timer.text() == ""  # no stale 1:00 through the vote
