"""A whole narrated game, headless: ``ww-desktop play --bots --narrated``.

The game runs through the real :class:`~ww_desktop.app.controller.GameController` and the
real :class:`~ww_desktop.narration.narrator.Narrator`, with a silent voice that paces each
line as if it were spoken, on a simulated table clock
(:class:`~ww_desktop.narration.clock.VirtualClock`). A bot "host" answers each step the way
the console groups it (the pack's pick, a ballot, one power...) after a random delay drawn
between 0.5 and 20 seconds of table time (``host_delay``: ``play --host-delay MIN:MAX``),
only once the narrator has called that step (by day: once the table has heard the news);
with ``undo_rate`` it takes back that fraction of its actions a moment later and answers
again. The narration record keeps the host's actions (``"host"``: apply, undo, redo, when,
and the log's length after each). Everything random comes from the seed, so the
same seed gives the same game, the same narration and the same times.

``language`` ("en", "ja", "fr") is the table's language: every line is said, shown and
recorded in it, from the app's catalogue (the export's narration is in the game's language).

``time_scale`` paces the run in real time: K table seconds per real second (0: as fast as
the machine goes). Anyone can then check the whole timeline of a narrated game from its
export (its ``narration`` object: every line and every call, here or gone).
"""

from __future__ import annotations

import random
from collections.abc import Callable
from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from ..engine.bots import random_choice
from ..engine.requests import Choice, Request
from ..narration.clock import VirtualClock
from ..narration.narrate_cli import catalogue
from ..narration.narrator import Narrator
from ..narration.paced import ClockedSilentVoice
from ..session import Session
from .controller import GameController
from .moderator.steps import BALLOT, DISCUSSION, NOTES, PACK, Step, current_step

__all__ = ["DELAY_RANGE", "NarratedRun", "play_narrated"]

DELAY_RANGE = (0.5, 20.0)
"""The host's answer delay, in table seconds (drawn uniformly)."""

MAX_EVENTS = 200_000


@dataclass
class NarratedRun:
    """The outcome of a headless narrated game.

    Attributes:
        game_id: the saved game's id.
        winner: the winning side.
        days: the number of days played.
        seconds: the game's length on the table clock.
        undone: how many host actions were taken back.
    """

    game_id: str
    winner: str | None
    days: int
    seconds: float
    undone: int


def _identity(context: str, text: str) -> str:
    return text


class _Host:
    """The bot host: answers each step after a delay, sometimes takes it back."""

    def __init__(
        self,
        controller: GameController,
        narrator: Narrator,
        clock: VirtualClock,
        seed: int,
        undo_rate: float,
        on_action: Callable[[list[Choice]], None] | None,
        host_delay: tuple[float, float] = DELAY_RANGE,
    ) -> None:
        self.controller = controller
        self.narrator = narrator
        self.clock = clock
        self.rng = random.Random(f"narrated-host:{seed}")
        self.undo_rate = undo_rate
        self.host_delay = host_delay
        self.on_action = on_action
        self.undone = 0
        self._scheduled: tuple[Any, ...] | None = None
        self._undone_at: set[int] = set()

    def _key(self, step: Step) -> tuple[Any, ...]:
        game = self.controller.game
        assert game is not None
        lead = step.lead
        return (len(game.records), step.kind, lead.key() if lead else None)

    def _may_answer(self, step: Step) -> bool:
        """Whether the table has reached this step (the host answers what was called)."""
        lead = step.lead
        if lead is None:
            return False
        if step.kind in (DISCUSSION, BALLOT):
            return not self.controller.table_behind() and not self.narrator.queued()
        if step.kind == NOTES or not lead.step:
            return True
        if lead.step not in self.narrator.plan_steps():
            return True  # not called aloud (the Hunter's shot...): answered when it comes
        return lead.step in self.narrator.called_tonight()

    def poll(self) -> None:
        """Schedule the answer to the step the game waits for, if it is due."""
        game = self.controller.game
        if game is None or game.ended:
            return
        step = current_step(self.controller.pending())
        if step.lead is None or not self._may_answer(step):
            return
        key = self._key(step)
        if key == self._scheduled:
            return
        self._scheduled = key
        delay = 0.0 if step.kind == NOTES else self.rng.uniform(*self.host_delay)
        self.clock.call_at(self.clock.now() + delay, lambda: self._answer(key))

    def _answer(self, key: tuple[Any, ...]) -> None:
        game = self.controller.game
        if game is None or game.ended:
            return
        step = current_step(self.controller.pending())
        if step.lead is None or self._key(step) != key:
            return  # the game moved on (a correction) meanwhile
        choices = self._choices(step)
        before = len(game.records)
        if not self.controller.apply_action(choices):
            raise RuntimeError(f"the bot host's answer was refused: {choices}")
        if self.on_action is not None:
            self.on_action(choices)
        if (
            step.kind != NOTES
            and before not in self._undone_at
            and self.rng.random() < self.undo_rate
        ):
            self._undone_at.add(before)
            when = self.clock.now() + self.rng.uniform(0.5, 5.0)
            self.clock.call_at(when, lambda: self._undo(len(game.records)))

    def _undo(self, length: int) -> None:
        game = self.controller.game
        if game is None or game.ended or len(game.records) != length:
            return  # something else happened since: leave it
        if self.controller.undo():
            self.undone += 1
            self._scheduled = None

    def _choices(self, step: Step) -> list[Choice]:
        game = self.controller.game
        assert game is not None
        rng = random.Random(f"{game.setup.seed}:{len(game.records)}:host")
        requests: list[Request] = list(step.requests)
        if step.kind == NOTES:
            return [Choice(r.seat, r.verb, None) for r in requests]
        if step.kind == PACK:
            first = random_choice(game, requests[0], rng)
            return [first] + [Choice(r.seat, r.verb, None) for r in requests[1:]]
        if step.kind == DISCUSSION:
            lead = requests[0]
            return [Choice(lead.seat, lead.verb, None)]
        return [random_choice(game, r, rng) for r in requests]


def play_narrated(
    session_factory: Callable[[], Session],
    *,
    seed: int,
    time_scale: float = 0.0,
    undo_rate: float = 0.0,
    wording: str | None = None,
    on_action: Callable[[list[Choice]], None] | None = None,
    language: str = "en",
    host_delay: tuple[float, float] = DELAY_RANGE,
) -> NarratedRun:
    """Play a whole narrated game (see the module doc) and return its outcome.

    *session_factory* makes the new saved game (the controller adopts it). A
    ``QCoreApplication`` must exist. Raises ``ValueError`` for a *language* the app has no
    text for.
    """
    if QCoreApplication.instance() is None:
        raise RuntimeError("play_narrated needs a QCoreApplication")
    translate = catalogue(language) or _identity  # never the app's installed translator
    session = session_factory()
    controller = GameController(session.store)
    clock = VirtualClock(controller)
    voice = ClockedSilentVoice(clock, controller)
    narrator = Narrator(controller, voice, controller, clock=clock)
    narrator.translate = translate
    narrator.language = language  # recorded with each line
    if wording:
        narrator.wording = wording
    host = _Host(controller, narrator, clock, seed, undo_rate, on_action, host_delay)
    controller.adopt(session)
    for _ in range(MAX_EVENTS):
        game = controller.game
        assert game is not None
        if game.ended and not narrator.queued() and narrator.state == "idle":
            break
        host.poll()
        jump = clock.advance()
        if jump is None:
            raise RuntimeError("the narrated game stalled: nothing left to wait for")
        if time_scale > 0 and jump > 0:
            _wait_real(jump / time_scale)
    else:
        raise RuntimeError("the narrated game did not end")
    game = controller.game
    assert game is not None
    narrator.flush_record()
    session.finish()
    return NarratedRun(
        session.game_id, game.state.winner, game.state.day_no, clock.now(), host.undone
    )


def _wait_real(seconds: float) -> None:
    """Let *seconds* of real time pass with the Qt event loop running."""
    loop = QEventLoop()
    QTimer.singleShot(max(0, round(seconds * 1000)), loop.quit)
    loop.exec()
