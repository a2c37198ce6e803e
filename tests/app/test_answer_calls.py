"""A private answer is offered to the host only once its role's call has opened, and a late
one says so (issue 36, item 2): the Medium's reading neither during the day's last words nor
through the wolves' call; the Seer's thumb, entered after the voice has moved on to the
Knight, marked late. The real console and the real narrator on a simulated clock."""

from __future__ import annotations

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.moderator.console import PAGE_LAST_WORDS
from ww_desktop.app.moderator.steps import DISCUSSION

from .narrated_table import SEAT_KEYS, key, standard_eight, start, to_the_ballot, vote_home


def shown(window: MainWindow) -> list[tuple[str, str]]:
    panel = window.console.answer_panel
    if not panel.isVisible():
        return []
    return [(h.text(), a.text()) for h, a in panel.rows]


def test_answers_wait_for_their_call_and_a_late_one_says_so(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    console = window.console
    voice = start(window, controller, standard_eight())
    voice.run_until(lambda: voice.calling("seer"))
    voice.run_until(lambda: voice.narrator.call_open() == "knight")  # the Seer slept again
    lead = console.step.lead
    assert lead is not None and lead.seat == 0  # her look was never entered
    key(qtbot, window, Qt.Key.Key_2)  # she had pointed at Bob: entered late
    key(qtbot, window, Qt.Key.Key_Return)
    assert shown(window) == [
        ("LATE (its call is over): Seer (Ann), about Bob:", "THUMB UP: a werewolf")
    ]
    while console.step.lead is not None and console.step.lead.seat == 6:  # the Knight
        key(qtbot, window, Qt.Key.Key_8)
        key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: console.step.kind == DISCUSSION)
    assert shown(window) == []
    to_the_ballot(qtbot, window, voice)
    vote_home(qtbot, window, 3, 5)  # Dan goes home; he votes for Fay
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    game = controller.game
    assert game is not None and game.state.phase.value == "night"  # the reading is due...
    assert shown(window) == []  # ...but the table is awake: nothing to show
    key(qtbot, window, Qt.Key.Key_Return)  # the host moves on: night falls
    voice.run_until(lambda: voice.calling("werewolves"))
    assert shown(window) == []  # the wolves' call: the Medium sleeps
    key(qtbot, window, SEAT_KEYS[5])  # the pack picks Fay
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("seer"))
    assert shown(window) == []
    voice.run_until(lambda: voice.calling("medium"))
    assert shown(window) == [("Medium (Cleo), about Dan:", "THUMB DOWN: not a werewolf")]


def test_an_answer_in_time_is_withdrawn_once_the_next_call_opens(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    """The table tier saw the Seer's thumb still offered as "Show now" through the Witch's
    call: a host following it shows it to the wrong player."""
    window = host_window
    voice = start(window, controller, standard_eight())
    voice.run_until(lambda: voice.narrator.call_open() == "seer")
    key(qtbot, window, Qt.Key.Key_2)  # she points at Bob, during her call
    key(qtbot, window, Qt.Key.Key_Return)
    assert shown(window) == [("Seer (Ann), about Bob:", "THUMB UP: a werewolf")]
    voice.run_until(lambda: voice.narrator.call_open() == "knight")  # the Seer sleeps again
    assert shown(window) == []


def test_without_the_voice_the_mediums_reading_waits_for_her_turn(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    console = window.console
    window.start_game(standard_eight(), False)
    key(qtbot, window, Qt.Key.Key_2)  # the Seer looks at Bob: shown at once
    key(qtbot, window, Qt.Key.Key_Return)
    assert shown(window) == [("Seer (Ann), about Bob:", "THUMB UP: a werewolf")]
    while console.step.kind != DISCUSSION:
        key(qtbot, window, Qt.Key.Key_8)
        key(qtbot, window, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_Return)  # to the vote
    vote_home(qtbot, window, 3, 5)
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    assert shown(window) == []
    key(qtbot, window, Qt.Key.Key_Return)
    lead = console.step.lead
    assert lead is not None and lead.step == "werewolves"
    assert shown(window) == []
    medium = ("Medium (Cleo), about Dan:", "THUMB DOWN: not a werewolf")
    key(qtbot, window, SEAT_KEYS[5])  # the pack picks Fay
    key(qtbot, window, Qt.Key.Key_Return)
    lead = console.step.lead
    assert lead is not None and lead.step == "seer"
    assert medium not in shown(window)
    key(qtbot, window, Qt.Key.Key_5)  # the Seer looks at Eve
    key(qtbot, window, Qt.Key.Key_Return)
    assert medium in shown(window)  # the Seer's turn is over: the Medium's has come
