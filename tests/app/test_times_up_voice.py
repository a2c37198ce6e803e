"""Time's up is heard at the table: when the day's discussion timer runs out, the voice says
so once (it showed only on the TV, with no sound or voice cue; issue 36, item 8). The real
narrator on a simulated clock, attached to the host's window."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION

from .narrated_table import key, standard_eight, start

TIMES_UP = "Time is up. Finish your sentence, then we go to the vote."


def test_the_voice_says_times_up_once_in_the_discussion_only(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    console = window.console
    voice = start(window, controller, standard_eight())
    voice.run_until(lambda: voice.calling("seer"))  # night 1: the Seer looks at Bob...
    key(qtbot, window, Qt.Key.Key_2)
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("knight"))  # ...the Knight guards Ann
    key(qtbot, window, Qt.Key.Key_1)
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: console.step.kind == DISCUSSION)
    voice.run_until(lambda: any("floor" in t.lower() for t in voice.said))
    assert TIMES_UP not in voice.said
    controller.timer.expired.emit()  # the day timer runs out
    voice.run_until(lambda: TIMES_UP in voice.said)
    controller.timer.expired.emit()  # a second run of the timer the same day: said once
    key(qtbot, window, Qt.Key.Key_Return)  # to the vote
    voice.run_until(lambda: console.step.kind == BALLOT)
    voice.run_until(lambda: any("vote" in t.lower() for t in voice.said[-2:]))
    controller.timer.expired.emit()  # nothing to say once the vote is open
    voice.clock.run_until(lambda: False, 200)  # let the voice go on a while
    assert voice.said.count(TIMES_UP) == 1
