"""A game's day-by-day timeline, built on `Game.replay`'s rules: the deal, night 1, day 1, ...

`timeline(setup, records)` replays a stored log one choice at a time, exactly as
`Game.replay` does (lots are taken from the log, never re-rolled, and one-option draws are
never read from it), and cuts it into pages. A page is one night or one day (plus the deal
before the first night and the end after the last phase); it holds every message that belongs
to it (public, private and the host's: a message's own `day` and `phase` say where it
belongs), the choices made while it was under way and the seats' states at its end. The
Replay view, History's summaries and the Markdown export read it; nothing else re-derives the
course of a game.

A log that does not replay (a damaged or foreign file) raises `TimelineError`, a
`ValueError` with a sentence a person understands.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass

from .game import EngineError, Game, Lot, LotError, Record
from .messages import Audience, Message
from .requests import Choice, IllegalChoice
from .setup import Setup
from .state import GameState

DEAL = "deal"
NIGHT = "night"
DAY = "day"
END = "end"
"""The kinds of page, in the order a game meets them."""

_OPENERS = ("night_falls", "day_breaks")
"""Messages that open the first phase: everything before them belongs to the deal."""


class TimelineError(ValueError):
    """A stored log that cannot be replayed; the message says why."""


@dataclass(frozen=True, slots=True)
class SeatState:
    """One seat at the end of a page.

    Attributes:
        index: the seat index.
        name: the player's name.
        role: the role held then (a Thief's steal or a conversion changes it).
        dealt: the role dealt at the start.
        here: whether the player was still in the game.
        gone_day: the day (or night) number the player went home, if gone.
        gone_phase: "night" or "day", if gone.
        gone_cause: why the player went home ("attack", "vote", ...), if gone.
    """

    index: int
    name: str
    role: str
    dealt: str
    here: bool
    gone_day: int | None
    gone_phase: str | None
    gone_cause: str | None


@dataclass(frozen=True, slots=True)
class Page:
    """One page of the timeline.

    Attributes:
        kind: "deal", "night", "day" or "end".
        number: the night's or day's number (0 for the deal and the end).
        messages: every message of this page in order (public, private and the host's).
        choices: the choices made while this page was under way, in order.
        seats: every seat's state at the end of this page.
    """

    kind: str
    number: int
    messages: tuple[Message, ...]
    choices: tuple[Choice, ...]
    seats: tuple[SeatState, ...]

    @property
    def public(self) -> tuple[Message, ...]:
        """The page's public messages (what the whole table was told)."""
        return tuple(m for m in self.messages if m.audience is Audience.PUBLIC)

    @property
    def private(self) -> tuple[Message, ...]:
        """The page's private messages and the host's notes (night actions, results, ballots)."""
        return tuple(m for m in self.messages if m.audience is not Audience.PUBLIC)


@dataclass(frozen=True, slots=True)
class Timeline:
    """A whole game as pages, and the replayed game itself (for the final reveal).

    Attributes:
        pages: the deal, then each night and day in order, then the end if the game ended.
        game: the game replayed to the end of its log.
    """

    pages: tuple[Page, ...]
    game: Game

    def page(self, kind: str, number: int = 0) -> Page | None:
        """The page of one night or day (or the deal, or the end), if the game reached it."""
        for page in self.pages:
            if page.kind == kind and page.number == number:
                return page
        return None


def page_key(message: Message) -> tuple[str, int]:
    """The page a message belongs to, from its own phase and number (not the deal)."""
    if message.phase == "ended":
        return (END, 0)
    return (NIGHT if message.phase == "night" else DAY, message.day)


def seat_states(state: GameState) -> tuple[SeatState, ...]:
    """Every seat's state now."""
    return tuple(
        SeatState(
            s.index,
            s.name,
            s.role,
            s.dealt,
            s.here,
            s.gone_day,
            s.gone_phase,
            None if s.gone_cause is None else str(s.gone_cause),
        )
        for s in state.seats
    )


class _Builder:
    """Collects pages while a log is replayed."""

    def __init__(self, dealt: tuple[SeatState, ...]) -> None:
        self.order: list[tuple[str, int]] = [(DEAL, 0)]
        self.messages: dict[tuple[str, int], list[Message]] = {(DEAL, 0): []}
        self.choices: dict[tuple[str, int], list[Choice]] = {(DEAL, 0): []}
        self.seats: dict[tuple[str, int], tuple[SeatState, ...]] = {(DEAL, 0): dealt}
        self.dealing = True
        self.seen = 0

    @property
    def current(self) -> tuple[str, int]:
        return self.order[-1]

    def take(self, game: Game) -> None:
        """File the messages the last step added; close the pages it moved past."""
        before = self.current
        for message in game.state.messages[self.seen :]:
            if self.dealing and message.id in _OPENERS:
                self.dealing = False
            key = (DEAL, 0) if self.dealing else page_key(message)
            if key not in self.messages:
                self.order.append(key)
                self.messages[key] = []
                self.choices[key] = []
            self.messages[key].append(message)
        self.seen = len(game.state.messages)
        now = seat_states(game.state)
        for key in self.order[self.order.index(before) :]:
            if key != (DEAL, 0):
                self.seats[key] = now

    def pages(self) -> tuple[Page, ...]:
        return tuple(
            Page(
                kind,
                number,
                tuple(self.messages[(kind, number)]),
                tuple(self.choices[(kind, number)]),
                self.seats[(kind, number)],
            )
            for kind, number in self.order
        )


def timeline(setup: Setup, records: Sequence[Record]) -> Timeline:
    """The pages of a game from its setup and log (see the module's docstring)."""
    lots = [r.value for r in records if isinstance(r, Lot)]
    try:
        game = Game(setup, lots=lots, single_lots=False)
        dealt = seat_states(game.state)
        builder = _Builder(tuple(_as_dealt(s) for s in dealt))
        builder.take(game)
        for record in records:
            if isinstance(record, Choice):
                builder.choices[builder.current].append(record)
                game.apply(record)
                builder.take(game)
    except (LotError, EngineError, IllegalChoice) as exc:
        raise TimelineError(f"the saved log does not replay: {exc}") from exc
    return Timeline(builder.pages(), game)


def game_timeline(game: Game) -> Timeline:
    """The timeline of a game in memory (replayed from its setup and log)."""
    return timeline(game.setup, game.records)


def _as_dealt(seat: SeatState) -> SeatState:
    """A seat as dealt: its first role, in the game."""
    return SeatState(seat.index, seat.name, seat.dealt, seat.dealt, True, None, None, None)
