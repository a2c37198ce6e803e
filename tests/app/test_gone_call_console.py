"""While the voice calls a role whose player is gone, the console shows that role's step as
it would for a player still here (issue 28: it said "The narration is still reading", so a
glance at the laptop told the table the Medium was gone). The real console and the real
narrator on a simulated clock."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.moderator.console import PAGE_TARGETS
from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION
from ww_desktop.engine.setup import Setup

from .test_answer_calls import NAMES, ROLES, SEAT_KEYS
from .test_timeline_widgets import Voice, _key


def test_a_gone_mediums_call_shows_her_step_like_anyone_elses(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    console = window.console
    voice = Voice(controller, window)
    setup = Setup("standard", tuple(zip(NAMES, ROLES, strict=True)), {}, seed=7).checked()
    window.start_game(setup, False)
    # Night 1: the Seer looks at Bob, the Knight guards Ann.
    voice.run_until(lambda: voice.calling("seer"))
    _key(qtbot, window, Qt.Key.Key_2)
    _key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("knight"))
    _key(qtbot, window, Qt.Key.Key_1)
    _key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: console.step.kind == DISCUSSION)
    _key(qtbot, window, Qt.Key.Key_Return)  # to the vote
    voice.run_until(lambda: console.step.kind == BALLOT)
    grid = console.vote_grid
    for _ in console.step.requests:  # Cleo, the Medium, goes home; she votes for Fay
        voter = grid.requests[grid.current].seat
        _key(qtbot, window, SEAT_KEYS[5] if voter == 2 else SEAT_KEYS[2])
    _key(qtbot, window, Qt.Key.Key_Return)
    _key(qtbot, window, Qt.Key.Key_Return)  # after her last words, night falls
    voice.run_until(lambda: voice.calling("werewolves"))
    _key(qtbot, window, SEAT_KEYS[5])  # the pack picks Fay
    _key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("seer"))
    _key(qtbot, window, SEAT_KEYS[3])
    _key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.narrator.call_open() == "medium")
    assert console.header_label.text() == "Night 2 – the Medium"
    assert console.pages.currentIndex() == PAGE_TARGETS
    assert "Cleo" in console.step_label.text() and "Medium" in console.step_label.text()
    assert "narration is still reading" not in console.header_label.text()
    assert not console.confirm_button.isEnabled()
    # Keys do nothing to a call nobody answers.
    records = len(controller.game.records)
    _key(qtbot, window, SEAT_KEYS[0])
    _key(qtbot, window, Qt.Key.Key_Return)
    assert len(controller.game.records) == records
    # Once her call is over the console goes back to the game.
    voice.run_until(lambda: voice.narrator.call_open() != "medium")
    voice.run_until(lambda: "Medium" not in console.header_label.text())
