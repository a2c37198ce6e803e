"""One view of the table: what the TV and each phone may show now, as a pure function.

The TV (`app/public/window.py`) and every phone (`phones/view.py`) render the same
:class:`TableView`, computed by :func:`table_view` from two things only:

* the game (its setup and its log), and
* ``told``: the log as the voice has told it to the table (`GameController.tell`; None when
  nothing holds the table back: the narration is off, or a headless table). While the voice
  still has to read an outcome (the night's dawn, the vote's result), ``told`` is the log
  before it, so neither the TV nor a phone shows it: a phone never shows the morning's news
  before the dawn is read.

plus the host's two facts about the table: whether the end was confirmed (before it, the end
is hidden everywhere: an ended game looks as if it went on) and whether the vote's verdict is
held for last words.

:func:`seat_part` is a seat's own part of it (like boardgame.io's ``playerView``): its card,
what it knows and whether it is still here, all at the told position too (a player killed in
the night is not told so by their phone before the dawn), and whether its open questions may
be shown (not while the table is behind the game).

It lives beside `session.py` (the "core" layer, Qt-free): the engine knows nothing of the
voice or the host's confirmation, the narration may not be imported by the phones, and the
app's widgets may not be imported by the headless phone server; the app and the phones both
read it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, replace

from .engine.game import Game, Record
from .engine.messages import MORNING_NEWS, Message
from .engine.setup import Setup
from .engine.views import PublicView, RevealSeat, SeatView, public_view, reveal, seat_view


@dataclass(frozen=True, slots=True)
class Verdict:
    """The vote that closed the day, shown on the table at nightfall.

    Attributes:
        day: the day the vote closed.
        totals: the last ballot's votes by seat.
        messages: that day's public messages (the morning's, then the vote's outcome).
        held: the host keeps it up for last words (until they move on).
        key: what tells one verdict from another (a corrected vote is a new verdict).
    """

    day: int
    totals: dict[int, int]
    messages: tuple[Message, ...]
    held: bool
    key: tuple[int, str]


@dataclass(frozen=True, slots=True)
class TableView:
    """What the whole table may see now (public facts only, at the told position).

    Attributes:
        public: the engine's public view at the told position; an ended game the host has
            not confirmed shows as if it went on (see :func:`as_if_going_on`).
        news: the news the table has been told in this phase: by day the day's news (the
            morning's first); at night after a vote, the vote's outcome, then the night's.
        morning: the morning's messages at the start of the day's news (empty at night).
        verdict: the vote that closed the day, at the night it began (else None).
        reveal_allowed: every role may be shown (the host confirmed the end).
        behind: the voice has not yet told the table where the game is (the game is in
            another phase than the one shown): nobody is asked anything meanwhile.
    """

    public: PublicView
    news: tuple[Message, ...]
    morning: tuple[Message, ...]
    verdict: Verdict | None
    reveal_allowed: bool
    behind: bool

    @property
    def phase(self) -> str:
        """ "night", "day" or "ended" (ended only once the end may be revealed)."""
        return self.public.phase

    @property
    def step(self) -> str:
        """The public step ("night", "discussion", "vote", "runoff", "reaction", "ended")."""
        return self.public.step


@dataclass(frozen=True, slots=True)
class SeatPart:
    """One seat's own part of the table view.

    Attributes:
        view: the seat's card, knowledge and presence at the told position.
        asked: whether the seat's open questions may be shown now (not while the table is
            behind the game or hears last words, nor once the game is over).
        end: the winner and every seat's role once the end may be revealed (else None).
    """

    view: SeatView
    asked: bool
    end: tuple[str | None, tuple[RevealSeat, ...]] | None


_replayed: list[tuple[Setup, Sequence[Record], Game]] = []
"""The last told log replayed (one entry): the TV and every phone read the same told log
after each change, so it is replayed once. A cache only: the result is the same without it."""


def told_game(game: Game, told: Sequence[Record] | None) -> Game:
    """The game as the table has been told it: `game` itself when `told` is None or is the
    whole log, else the game replayed from the told log (never changed afterwards)."""
    if told is None or (len(told) == len(game.records) and list(told) == game.records):
        return game
    for setup, log, replayed in _replayed:
        if setup is game.setup and log is told:
            return replayed
    replayed = Game.replay(game.setup, list(told))
    _replayed[:] = [(game.setup, told, replayed)]
    return replayed


def morning_block(news: Sequence[Message]) -> list[Message]:
    """The morning's messages at the start of a day's news ([] when the day had no morning)."""
    if not news or news[0].id != "morning":
        start = next((i for i, m in enumerate(news) if m.id == "morning"), None)
        if start is None:
            return []
        news = news[start:]
    block: list[Message] = []
    for m in news:
        if m.id not in MORNING_NEWS:
            break
        block.append(m)
    return block


def as_if_going_on(view: PublicView) -> PublicView:
    """An ended game's public view without its end (for the table until the host confirms).

    The last public news stays (a death, a vote's outcome: the table saw them happen), but
    nothing tells that the game is over: a deciding vote looks like any vote that sends the
    table to sleep, a deciding morning like any morning.
    """
    messages = tuple(m for m in view.messages if m.id != "game_over")
    last = messages[-1] if messages else None
    if last is None or last.phase != "day":
        return replace(
            view, phase="night", step="night", messages=messages, news=(), vote_totals={}
        )
    day = last.day
    day_msgs = tuple(m for m in messages if m.day == day and m.phase == "day")
    if any(m.id == "vote_totals" for m in day_msgs):
        # The vote closed the day: the table keeps its bars up, then sees the night.
        return replace(
            view,
            phase="night",
            step="night",
            day=day,
            night=day + 1,
            messages=messages,
            news=(),
            vote_totals={},
        )
    return replace(
        view,
        phase="day",
        step="discussion",
        day=day,
        messages=messages,
        news=day_msgs,
        vote_totals={},
    )


def _verdict(view: PublicView, held: bool) -> Verdict | None:
    """The vote that closed the day before this night (None by day, or after no vote)."""
    if view.phase != "night" or view.day <= 0:
        return None
    day_msgs = tuple(m for m in view.messages if m.day == view.day and m.phase == "day")
    ballots = [m for m in day_msgs if m.id == "vote_totals"]
    if not ballots:
        return None
    totals = {int(k): int(v) for k, v in ballots[-1].params["totals"].items()}
    key = (view.day, repr([(m.id, m.params) for m in day_msgs]))
    return Verdict(view.day, totals, day_msgs, held, key)


def table_view(
    game: Game,
    told: Sequence[Record] | None = None,
    *,
    confirmed: bool,
    last_words: bool = False,
) -> TableView:
    """What the table may see: `game` as `told` (see the module doc), the end hidden until
    `confirmed`, the verdict held while `last_words`."""
    shown = game if confirmed else told_game(game, told)
    public = public_view(shown)
    if public.phase == "ended" and not confirmed:
        public = as_if_going_on(public)
    verdict = _verdict(public, last_words)
    news = public.news
    if verdict is not None:
        outcome = verdict.messages[len(morning_block(verdict.messages)) :]
        news = (*outcome, *news)
    live = game.state
    behind = (public.phase, public.day, public.night) != (
        live.phase.value,
        live.day_no,
        live.night_no,
    )
    return TableView(
        public=public,
        news=news,
        morning=tuple(morning_block(public.news)) if public.phase == "day" else (),
        verdict=verdict,
        reveal_allowed=confirmed and game.ended,
        behind=behind and not (confirmed and game.ended),
    )


def seat_part(
    game: Game,
    seat: int,
    told: Sequence[Record] | None = None,
    *,
    confirmed: bool,
    last_words: bool = False,
    view: TableView | None = None,
) -> SeatPart:
    """Seat `seat`'s own part of :func:`table_view` (the same arguments; `view` is that
    table view when already computed): never more than the voice has told the table, plus
    that seat's private knowledge at that point. Nobody is asked anything while the table
    is behind the game, while the verdict is held for last words (the night has not begun
    for the table), or once the game is over."""
    if view is None:
        view = table_view(game, told, confirmed=confirmed, last_words=last_words)
    shown = game if confirmed else told_game(game, told)
    held = view.verdict is not None and view.verdict.held
    return SeatPart(
        view=seat_view(shown, seat),
        asked=not view.behind and not held and view.phase != "ended" and not game.ended,
        end=reveal(game) if view.reveal_allowed else None,
    )
