"""The console may show a night step before the voice calls it (the previous call window is
still open): it then says "not called yet", until the voice calls that role."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.engine.requests import Verb

from .test_timeline_widgets import Voice, _key, _setup


def test_a_step_not_called_yet_says_so(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    voice = Voice(controller, window)
    window.start_game(_setup(), False)
    hint = window.console.call_hint
    voice.run_until(lambda: voice.calling("werewolves"))
    assert not hint.isVisibleTo(window)  # the pack is being called: nothing to wait for
    _key(qtbot, window, Qt.Key.Key_4)
    _key(qtbot, window, Qt.Key.Key_Return)
    # The pack answered at once; the console shows the Seer while the voice still holds
    # the werewolves' call window.
    lead = window.console.step.lead
    assert lead is not None and lead.verb is Verb.INSPECT
    assert voice.narrator.call_open() == "werewolves"
    assert hint.isVisibleTo(window)
    assert hint.text() == "Not called yet: wait for the voice to call the Seer."
    voice.run_until(lambda: voice.calling("seer"))
    assert not hint.isVisibleTo(window)
