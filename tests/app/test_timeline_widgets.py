"""One timeline, through the real widgets: the console, the TV and the voice stay together.

The main window and the TV window are real widgets driven with key presses (pytest-qt); the
narrator is the real one, on a simulated table clock with a silent voice paced as if it
spoke, so the tests are deterministic and need no sleeps.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_CONSOLE, PAGE_DEALING, MainWindow
from ww_desktop.app.moderator.steps import DISCUSSION, IDLE, SINGLE
from ww_desktop.app.public.window import PublicWindow, walk_texts
from ww_desktop.engine.requests import Verb

from .narrated_table import Voice, classic_six, key, night_until_the_witch, tv_caught_up


@pytest.fixture
def window(host_window: MainWindow) -> MainWindow:
    """The host's window (tests/app/conftest.py)."""
    return host_window


@pytest.fixture
def tv(qtbot: QtBot, controller: GameController) -> PublicWindow:
    w = PublicWindow(controller)
    w.news_ms = 10_000_000  # the morning card stays up: the test reads it
    qtbot.addWidget(w)
    w.resize(1280, 720)
    return w


def test_nothing_is_narrated_while_the_cards_are_dealt(
    qtbot: QtBot, window: MainWindow, controller: GameController
) -> None:
    voice = Voice(controller, window)
    window.start_game(classic_six(), True)
    assert window.stack.currentIndex() == PAGE_DEALING
    for _ in range(100):
        voice.clock.advance()
    assert voice.said == []  # not "Werewolves, open your eyes" before anyone saw a card
    window.dealing.finished.emit()  # the last card was seen and hidden
    assert window.stack.currentIndex() == PAGE_CONSOLE
    voice.run_until(lambda: bool(voice.said))
    assert voice.said[0].startswith("Night falls")


def test_ctrl_z_during_the_witchs_call_calls_the_seer_again(
    qtbot: QtBot, window: MainWindow, controller: GameController
) -> None:
    voice = Voice(controller, window)
    window.start_game(classic_six(), False)
    night_until_the_witch(qtbot, window, voice)
    mark = len(voice.said)
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    step = window.console.step
    assert step.kind == SINGLE and step.lead is not None and step.lead.verb is Verb.INSPECT
    voice.run_until(lambda: voice.calling("seer"))
    assert voice.said[mark:] == [
        "Witch, close your eyes.",
        "Seer, open your eyes and point to someone whose nature you want to know.",
    ]
    key(qtbot, window, Qt.Key.Key_6)
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("witch"))  # and the Witch is woken again


def test_the_tv_shows_the_morning_when_the_voice_reads_the_dawn(
    qtbot: QtBot, window: MainWindow, controller: GameController, tv: PublicWindow
) -> None:
    voice = Voice(controller, window)
    window.start_game(classic_six(), False)
    night_until_the_witch(qtbot, window, voice)
    key(qtbot, window, Qt.Key.Key_N)  # the Witch saves nobody...
    key(qtbot, window, Qt.Key.Key_Return)
    if window.console.step.kind == SINGLE:
        key(qtbot, window, Qt.Key.Key_N)  # ...and poisons nobody
        key(qtbot, window, Qt.Key.Key_Return)
    game = controller.game
    assert game is not None and game.state.phase.value == "day"
    # The night is resolved, but the voice is still calling the Witch: the TV stays at
    # night, and the console does not open the day yet.
    assert tv.current_page() == "night"
    assert not any("Dan" in t for t in walk_texts(tv) if "went home" in t)
    assert window.console.step.kind == IDLE
    assert "Wait for the voice" in window.console.step_label.text()
    shown = [label.text() for label in window.findChildren(QLabel) if label.isVisibleTo(window)]
    assert "No game is running." not in shown  # (it stood in the middle of the waiting page)
    key(qtbot, window, Qt.Key.Key_Return)  # Enter does nothing meanwhile
    assert game.state.phase.value == "day" and len(game.choices) > 0
    voice.run_until(lambda: voice.said and voice.said[-1].startswith("Morning light"))
    assert tv.current_page() == "news"
    assert "Dan" in tv.news_headline.text()
    voice.run_until(lambda: window.console.step.kind == DISCUSSION)


def test_a_victim_corrected_after_dawn_is_announced_again_on_the_tv_and_aloud(
    qtbot: QtBot, window: MainWindow, controller: GameController, tv: PublicWindow
) -> None:
    voice = Voice(controller, window)
    window.start_game(classic_six(), False)
    night_until_the_witch(qtbot, window, voice)
    for _ in range(2):
        if window.console.step.kind == SINGLE:
            key(qtbot, window, Qt.Key.Key_N)
            key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: any("Dan" in s for s in voice.said))
    assert "Dan" in tv.news_headline.text()
    game = controller.game
    assert game is not None
    # The host meant Fay: Ctrl+Z back to the pack's pick (the console asks nothing here).
    while not any(r.verb is Verb.ATTACK for r in controller.pending()):
        key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert "Dan" in tv.news_headline.text()  # the TV waits for the corrected reading
    mark = len(voice.said)
    key(qtbot, window, Qt.Key.Key_6)
    key(qtbot, window, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_1)
    key(qtbot, window, Qt.Key.Key_Return)
    for _ in range(2):
        if window.console.step.kind == SINGLE:
            key(qtbot, window, Qt.Key.Key_N)
            key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: any("Fay" in s for s in voice.said[mark:]))
    again = voice.said[mark:]
    assert again[0].startswith("A correction")
    assert not any("Dan" in s for s in again)
    tv_caught_up(qtbot, tv)  # (the TV follows the console's repaint)
    assert "Fay" in tv.news_headline.text() and "Dan" not in tv.news_headline.text()
