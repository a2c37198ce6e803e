"""The console and the voice together: a night step shown before the voice calls it says
"not called yet"; after the vote the voice waits for the last words."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.moderator.console import PAGE_LAST_WORDS
from ww_desktop.engine.requests import Verb

from .narrated_table import Voice, classic_six, classic_to_the_ballot, key, vote_home


def test_a_step_not_called_yet_says_so(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    voice = Voice(controller, window)
    window.start_game(classic_six(), False)
    hint = window.console.call_hint
    voice.run_until(lambda: voice.calling("werewolves"))
    assert not hint.isVisibleTo(window)  # the pack is being called: nothing to wait for
    key(qtbot, window, Qt.Key.Key_4)
    key(qtbot, window, Qt.Key.Key_Return)
    # The pack answered at once; the console shows the Seer while the voice still holds
    # the werewolves' call window.
    lead = window.console.step.lead
    assert lead is not None and lead.verb is Verb.INSPECT
    assert voice.narrator.call_open() == "werewolves"
    assert hint.isVisibleTo(window)
    assert hint.text() == "Not called yet: wait for the voice to call the Seer."
    voice.run_until(lambda: voice.calling("seer"))
    assert not hint.isVisibleTo(window)


def test_the_voice_waits_for_the_last_words(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    """After the vote the voice reads its outcome, then waits: nightfall comes only when
    the host moves on from the last words."""
    window = host_window
    voice = classic_to_the_ballot(qtbot, window, controller)
    vote_home(qtbot, window, 4, 0)  # Eve (a werewolf) goes; she votes for Ann
    assert window.console.pages.currentIndex() == PAGE_LAST_WORDS
    mark = len(voice.said)
    voice.run_until(lambda: any("Eve" in line for line in voice.said[mark:]))  # the outcome
    for _ in range(200):  # a long while: the table speaks
        voice.clock.advance()
    assert not any(line.startswith("Night falls") for line in voice.said[mark:])
    key(qtbot, window, Qt.Key.Key_Return)  # the host moves on
    voice.run_until(lambda: any(line.startswith("Night falls") for line in voice.said[mark:]))
