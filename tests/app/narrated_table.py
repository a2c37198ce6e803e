"""The host's window with the real narrator on a simulated clock: what the console's narrated
tests share (their set-ups were copied from file to file).

* `Voice`: the real narrator on a virtual table clock with a silent voice paced as if it
  spoke, attached to the main window (deterministic, no sleeps);
* `key`, `pick`: the host's keys on the console (a key; a seat's key then Enter);
  `SEAT_KEYS`: seat -> its key (1-8);
* the tables: `classic_six()` (Ann the werewolf, Bob the Seer, Cleo the Witch...) and
  `standard_eight()` (Ann the Seer, Cleo the Medium, Gus the Knight...);
* `start`: a game started with the voice on;
* the host's moves the tests repeat: `night_until_the_witch`, `to_the_ballot`, `vote_home`,
  and `classic_to_the_ballot` (the classic six's first night, narrated, up to the vote).
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, NOTES, PACK, SINGLE
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.setup import Setup
from ww_desktop.narration.clock import VirtualClock
from ww_desktop.narration.narrator import WAITING, Narrator
from ww_desktop.narration.paced import ClockedSilentVoice

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")
BASIC_ROLES = (
    "seer",
    "werewolf",
    "werewolf",
    "doctor",
    "villager",
    "villager",
    "villager",
    "villager",
)
CLASSIC_ROLES = ("werewolf", "seer", "witch", "villager", "werewolf", "villager")
STANDARD_ROLES = (
    "seer",
    "werewolf",
    "medium",
    "villager",
    "werewolf",
    "villager",
    "knight",
    "villager",
)
SEAT_KEYS = (
    Qt.Key.Key_1,
    Qt.Key.Key_2,
    Qt.Key.Key_3,
    Qt.Key.Key_4,
    Qt.Key.Key_5,
    Qt.Key.Key_6,
    Qt.Key.Key_7,
    Qt.Key.Key_8,
)


class Voice:
    """The narrator on a virtual clock, attached to the main window.

    Attributes:
        clock: the table's clock (advanced by `run_until`); narrator: the real narrator;
        said: every line it began, in order.
    """

    def __init__(self, controller: GameController, window: MainWindow) -> None:
        self.clock = VirtualClock(controller)
        voice = ClockedSilentVoice(self.clock, controller)
        self.narrator = Narrator(controller, voice, controller, clock=self.clock)
        self.narrator.translate = lambda context, text: text
        self.said: list[str] = []
        self.narrator.line_changed.connect(lambda t: self.said.append(t) if t else None)
        window.attach_narrator(self.narrator)
        self.narrator._on_changed()  # follow the game already loaded, if any

    def run_until(self, done: Callable[[], bool], limit: int = 5000) -> None:
        assert self.clock.run_until(done, limit), f"never happened; said so far: {self.said[-4:]}"

    def calling(self, step: str) -> bool:
        return self.narrator.state == WAITING and self.narrator.call_open() == step


def classic_six() -> Setup:
    """Six at a classic table: Ann and Eve the werewolves, Bob the Seer, Cleo the Witch."""
    return Setup("classic", tuple(zip(NAMES, CLASSIC_ROLES, strict=False)), {}, seed=7).checked()


def standard_eight() -> Setup:
    """Eight at a standard table: Ann the Seer, Bob and Eve the werewolves, Cleo the Medium,
    Gus the Knight."""
    seats = tuple(zip(NAMES, STANDARD_ROLES, strict=True))
    return Setup("standard", seats, {}, seed=7).checked()


def start(window: MainWindow, controller: GameController, setup: Setup) -> Voice:
    """The game started on the host's window (the cards already dealt), the voice on."""
    voice = Voice(controller, window)
    window.start_game(setup, False)
    return voice


def key(
    qtbot: QtBot, window: MainWindow, k: Qt.Key, mod: Qt.KeyboardModifier | None = None
) -> None:
    """One key pressed on the console."""
    qtbot.keyClick(window.console, k, mod or Qt.KeyboardModifier.NoModifier)


def pick(qtbot: QtBot, window: MainWindow, k: Qt.Key) -> None:
    """A key (a seat's, or N for nobody), then Enter."""
    key(qtbot, window, k)
    key(qtbot, window, Qt.Key.Key_Return)


def night_until_the_witch(qtbot: QtBot, window: MainWindow, voice: Voice) -> None:
    """At the classic six: the pack picks Dan (key 4), the Seer looks at Ann (key 1), as the
    host would, each once the voice calls it; then the voice calls the Witch."""
    voice.run_until(lambda: voice.calling("werewolves"))
    pick(qtbot, window, Qt.Key.Key_4)
    voice.run_until(lambda: voice.calling("seer"))
    pick(qtbot, window, Qt.Key.Key_1)
    voice.run_until(lambda: voice.calling("witch"))


def to_the_ballot(qtbot: QtBot, window: MainWindow, voice: Voice) -> None:
    """Once the day's discussion is on the console, Enter (to the vote), until the ballot."""
    console = window.console
    voice.run_until(lambda: console.step.kind == DISCUSSION)
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: console.step.kind == BALLOT)


def vote_home(qtbot: QtBot, window: MainWindow, seat: int, other: int) -> None:
    """The ballot on the console: everyone votes `seat` home, who votes for `other`; Enter."""
    console = window.console
    grid = console.vote_grid
    for _ in console.step.requests:
        voter = grid.requests[grid.current].seat
        key(qtbot, window, SEAT_KEYS[other] if voter == seat else SEAT_KEYS[seat])
    key(qtbot, window, Qt.Key.Key_Return)


def classic_to_the_ballot(qtbot: QtBot, window: MainWindow, controller: GameController) -> Voice:
    """The classic six, narrated: the pack picks Dan, the Seer looks at Ann, the Witch does
    nothing; then the day, up to the vote."""
    voice = start(window, controller, classic_six())
    night_until_the_witch(qtbot, window, voice)
    while window.console.step.kind == SINGLE:  # the Witch does nothing
        pick(qtbot, window, Qt.Key.Key_N)
    to_the_ballot(qtbot, window, voice)
    return voice


def tv_caught_up(qtbot: QtBot, tv: PublicWindow) -> None:
    """Wait for the TV's re-render, posted by a host's action to follow the console's."""
    qtbot.waitUntil(lambda: not tv.refresh_pending(), timeout=5000)


def basic_eight() -> Setup:
    """Eight at a basic table: Ann the Seer, Bob and Cleo the werewolves, Dan the Doctor."""
    return Setup("basic", tuple(zip(NAMES, BASIC_ROLES, strict=True)), {}, seed=7).checked()


def to_discussion(qtbot: QtBot, window: MainWindow) -> None:
    """`basic_eight`'s night 1 as the host enters it (no voice): the pack picks Hal, nobody
    else does anything; up to the day's discussion."""
    window.start_game(basic_eight(), False)
    console = window.console
    for _ in range(20):
        if console.step.kind == DISCUSSION:
            return
        assert console.step.kind != NOTES  # with a moderator the notes never show
        key(qtbot, window, Qt.Key.Key_8 if console.step.kind == PACK else Qt.Key.Key_N)
        key(qtbot, window, Qt.Key.Key_Return)
    raise AssertionError("no discussion")
