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
from ww_desktop.app.moderator.steps import DISCUSSION
from ww_desktop.engine.requests import Verb
from ww_desktop.engine.setup import Setup

from .narrated_table import (
    NAMES,
    SEAT_KEYS,
    Voice,
    classic_six,
    key,
    pick,
    standard_eight,
    start,
    to_the_ballot,
    vote_home,
)


def test_a_gone_mediums_call_shows_her_step_like_anyone_elses(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    console = window.console
    voice = start(window, controller, standard_eight())
    # Night 1: the Seer looks at Bob, the Knight guards Ann.
    voice.run_until(lambda: voice.calling("seer"))
    key(qtbot, window, Qt.Key.Key_2)
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("knight"))
    key(qtbot, window, Qt.Key.Key_1)
    key(qtbot, window, Qt.Key.Key_Return)
    to_the_ballot(qtbot, window, voice)
    vote_home(qtbot, window, 2, 5)  # Cleo, the Medium, goes home; she votes for Fay
    key(qtbot, window, Qt.Key.Key_Return)  # after her last words, night falls
    voice.run_until(lambda: voice.calling("werewolves"))
    key(qtbot, window, SEAT_KEYS[5])  # the pack picks Fay
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("seer"))
    key(qtbot, window, SEAT_KEYS[3])
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.narrator.call_open() == "medium")
    assert console.header_label.text() == "Night 2 – the Medium"
    assert console.pages.currentIndex() == PAGE_TARGETS
    assert "Cleo" in console.step_label.text() and "Medium" in console.step_label.text()
    assert "narration is still reading" not in console.header_label.text()
    assert not console.confirm_button.isEnabled()
    # Keys do nothing to a call nobody answers.
    records = len(controller.game.records)
    key(qtbot, window, SEAT_KEYS[0])
    key(qtbot, window, Qt.Key.Key_Return)
    assert len(controller.game.records) == records
    # Once her call is over the console goes back to the game.
    voice.run_until(lambda: voice.narrator.call_open() != "medium")
    voice.run_until(lambda: "Medium" not in console.header_label.text())


def _witch_says_nobody(qtbot: QtBot, window: MainWindow, controller: GameController) -> None:
    """The Witch uses no potion: Nobody for each of her questions."""
    potions = (Verb.SAVE, Verb.POISON)
    while any(r.verb in potions for r in controller.pending()):
        pick(qtbot, window, Qt.Key.Key_N)


def _vote_home(qtbot: QtBot, window: MainWindow, voice: Voice, seat: int, other: int) -> None:
    """The day: to the vote, everyone votes `seat` home (who votes `other`), last words."""
    to_the_ballot(qtbot, window, voice)
    vote_home(qtbot, window, seat, other)
    key(qtbot, window, Qt.Key.Key_Return)  # after the last words, night falls


def _looks_like_a_step(
    qtbot: QtBot, window: MainWindow, controller: GameController, header: str, prompt: str
) -> None:
    """The console shows `header` and the seat line `prompt` over the grid of players, Confirm
    off; keys choose nothing."""
    console = window.console
    assert console.header_label.text() == header
    assert console.step_label.text() == prompt
    assert console.pages.currentIndex() == PAGE_TARGETS
    assert console.target_buttons  # the players still here, as for a living role
    assert not console.confirm_button.isEnabled()
    records = len(controller.game.records)
    pick(qtbot, window, SEAT_KEYS[3])
    assert len(controller.game.records) == records


def test_a_gone_witchs_call_shows_what_she_would_be_asked(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    voice = start(window, controller, classic_six())
    # Night 1: the pack picks Cleo, the Witch; she may not save herself: she is asked her
    # poison, and uses nothing.
    voice.run_until(lambda: voice.calling("werewolves"))
    pick(qtbot, window, SEAT_KEYS[2])
    voice.run_until(lambda: voice.calling("seer"))
    pick(qtbot, window, SEAT_KEYS[0])
    voice.run_until(lambda: voice.calling("witch"))
    assert window.console.header_label.text() == "Night 1 – the Witch"
    assert window.console.step_label.text() == "Cleo (Witch): Send home"  # the gentle wording
    _witch_says_nobody(qtbot, window, controller)
    _vote_home(qtbot, window, voice, 4, 0)  # Eve (a werewolf) goes home
    # Night 2: the voice calls the Witch, who is gone. Her cure is unused: the console asks
    # what a Witch with her cure is asked first.
    voice.run_until(lambda: voice.calling("werewolves"))
    pick(qtbot, window, SEAT_KEYS[3])
    voice.run_until(lambda: voice.calling("seer"))
    pick(qtbot, window, SEAT_KEYS[0])
    voice.run_until(lambda: voice.narrator.call_open() == "witch")
    _looks_like_a_step(qtbot, window, controller, "Night 2 – the Witch", "Cleo (Witch): Save")
    assert window.console.info_label.text() == "The werewolves chose: Dan"


def test_a_gone_seers_call_shows_what_she_would_be_asked(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    window = host_window
    voice = start(window, controller, classic_six())
    # Night 1: the pack picks Bob, the Seer, who looks at Ann; the Witch saves nobody.
    voice.run_until(lambda: voice.calling("werewolves"))
    pick(qtbot, window, SEAT_KEYS[1])
    voice.run_until(lambda: voice.calling("seer"))
    assert window.console.header_label.text() == "Night 1 – the Seer"
    assert window.console.step_label.text() == "Bob (Seer): Look"
    pick(qtbot, window, SEAT_KEYS[0])
    voice.run_until(lambda: voice.calling("witch"))
    _witch_says_nobody(qtbot, window, controller)
    _vote_home(qtbot, window, voice, 5, 0)  # Fay (a villager) goes home
    voice.run_until(lambda: voice.calling("werewolves"))
    pick(qtbot, window, SEAT_KEYS[3])
    voice.run_until(lambda: voice.narrator.call_open() == "seer")
    _looks_like_a_step(qtbot, window, controller, "Night 2 – the Seer", "Bob (Seer): Look")


EARLY_ROLES = (
    "seer",
    "werewolf",
    "witch",
    "villager",
    "werewolf",
    "villager",
    "hunter",
    "villager",
)


def _answer_while_called(qtbot: QtBot, window: MainWindow, voice: Voice, step: str) -> None:
    """Every request of *step* answered "nobody" once the voice calls it (the Witch: twice)."""
    voice.run_until(lambda: voice.calling(step))
    while voice.calling(step) and window.console.confirm_button.isVisible():
        before = len(window.console.controller.game.records)
        key(qtbot, window, Qt.Key.Key_N)
        key(qtbot, window, Qt.Key.Key_Return)
        if len(window.console.controller.game.records) == before:
            break


def test_a_night_over_early_still_looks_like_a_night_on_the_console(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    """Night 2, the Seer and the Witch gone: the pack's pick ends the night in the game at
    once. The console used to jump to the day (and at the table, to "Day 4 – the Hunter")
    while the voice was still calling the werewolves: a glance at the laptop told the table
    that nobody else would wake. It now shows the calls still to come, each in its turn."""
    window = host_window
    console = window.console
    names = tuple(zip(NAMES, EARLY_ROLES, strict=True))
    voice = start(window, controller, Setup("classic", names, {}, seed=7).checked())
    voice.run_until(lambda: voice.calling("werewolves"))  # night 1: the pack takes Ann (Seer)
    key(qtbot, window, SEAT_KEYS[0])
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("seer"))
    key(qtbot, window, SEAT_KEYS[1])
    key(qtbot, window, Qt.Key.Key_Return)
    _answer_while_called(qtbot, window, voice, "witch")
    to_the_ballot(qtbot, window, voice)
    vote_home(qtbot, window, 2, 3)  # Cleo, the Witch, goes home
    key(qtbot, window, Qt.Key.Key_Return)  # after her last words, night falls
    voice.run_until(lambda: voice.calling("werewolves"))
    key(qtbot, window, SEAT_KEYS[3])  # the pack picks Dan: the night is over in the game
    key(qtbot, window, Qt.Key.Key_Return)
    assert controller.game.state.phase.value != "night"
    headers: list[str] = []

    def seen() -> bool:
        text = console.header_label.text()
        if not headers or headers[-1] != text:
            headers.append(text)
        return console.step.kind == DISCUSSION

    voice.run_until(seen)
    night = [h for h in headers if not h.startswith("Day")]
    assert night[:2] == ["Night 2 – the Seer", "Night 2 – the Witch"], headers
    assert headers.index("Night 2 – the Witch") < min(
        (i for i, h in enumerate(headers) if h.startswith("Day")), default=len(headers)
    ), headers
    assert not any("Day" in h for h in headers[: headers.index("Night 2 – the Witch") + 1])
