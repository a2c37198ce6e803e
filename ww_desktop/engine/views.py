"""Projections of a game: what the table may see, what one seat may see, the final reveal.

`public_view()` is built only from public messages and who is still here, so a screen that
renders it cannot show a role, a night target or a private result before the end: the
privacy of the TV window holds by construction. The one role a table learns before the end
comes from a public message too (`role_revealed`): a departed player's card under
`cards_face_up` (on in `traditional`), and seed 002's Hunter, who "reveals when shooting".
`seat_view()` is one player's private card.
`reveal()` is everything, for the end of the game.
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import Game
from .messages import Audience, Message
from .requests import Request, Verb
from .roles import role
from .sides import Side
from .state import Phase


@dataclass(frozen=True, slots=True)
class PublicSeat:
    """A nameplate: name, seat order, whether (and on which day) the player went home, and
    their role when the table has been shown it (`role_revealed`), else None."""

    index: int
    name: str
    here: bool
    gone_day: int | None
    gone_phase: str | None
    role: str | None = None


@dataclass(frozen=True, slots=True)
class PublicView:
    """What the whole table may know now.

    Attributes:
        phase: "night", "day" or "ended".
        night: the night number (current or last).
        day: the day number (current or last).
        step: "night", "discussion", "vote", "runoff", "reaction" or "ended".
        seats: the nameplates in seat order.
        dawn: seats announced gone home at the last morning.
        news: public messages of the current phase (the morning's news by day).
        vote_totals: the last ballot's totals by seat today (empty before a vote).
        messages: every public message so far.
    """

    phase: str
    night: int
    day: int
    step: str
    seats: tuple[PublicSeat, ...]
    dawn: tuple[int, ...]
    news: tuple[Message, ...]
    vote_totals: dict[int, int]
    messages: tuple[Message, ...]


def public_view(game: Game) -> PublicView:
    """The public projection (safe for the TV at any moment)."""
    s = game.state
    public = tuple(m for m in s.messages if m.audience is Audience.PUBLIC)
    shown = {m.params["seat"]: str(m.params["role"]) for m in public if m.id == "role_revealed"}
    seats = tuple(
        PublicSeat(x.index, x.name, x.here, x.gone_day, x.gone_phase, shown.get(x.index))
        for x in s.seats
    )
    current = s.night_no if s.phase is Phase.NIGHT else s.day_no
    news = tuple(m for m in public if m.day == current and m.phase == s.phase.value)
    totals: dict[int, int] = {}
    for m in public:
        if m.id == "vote_totals" and m.day == s.day_no and s.phase is not Phase.NIGHT:
            totals = {int(k): int(v) for k, v in m.params["totals"].items()}
    return PublicView(
        phase=s.phase.value,
        night=s.night_no,
        day=s.day_no,
        step=current_step(game),
        seats=seats,
        dawn=tuple(s.dawn),
        news=news,
        vote_totals=totals,
        messages=public,
    )


def current_step(game: Game) -> str:
    """A public name for what the table is doing (never which role acts)."""
    if game.ended:
        return "ended"
    pending = game.pending()
    verbs = {r.verb for r in pending}
    if game.state.phase is Phase.NIGHT:
        return "night"
    if Verb.RUNOFF in verbs:
        return "runoff"
    if Verb.VOTE in verbs:
        return "vote"
    if Verb.END_DISCUSSION in verbs:
        return "discussion"
    return "reaction"


@dataclass(frozen=True, slots=True)
class SeatView:
    """One player's private card: role, side, what they know, their results, their turn."""

    index: int
    name: str
    role: str
    dealt: str
    side: Side
    here: bool
    private: tuple[Message, ...]
    pending: tuple[Request, ...]


def seat_view(game: Game, seat: int) -> SeatView:
    """What one seat may see privately."""
    s = game.state
    x = s.seats[seat]
    private = tuple(m for m in s.messages if m.audience is Audience.PRIVATE and seat in m.to)
    pending = tuple(r for r in game.pending() if r.seat == seat)
    return SeatView(
        seat, x.name, x.role, x.dealt, role(x.role).side_of(s, seat), x.here, private, pending
    )


@dataclass(frozen=True, slots=True)
class RevealSeat:
    """A seat at the final reveal."""

    index: int
    name: str
    dealt: str
    role: str
    side: Side
    here: bool
    won: bool
    gone_day: int | None
    gone_phase: str | None
    gone_cause: str | None


def reveal(game: Game) -> tuple[str | None, tuple[RevealSeat, ...]]:
    """The winner and every seat's role (only meant for after the end)."""
    s = game.state
    seats = tuple(
        RevealSeat(
            x.index,
            x.name,
            x.dealt,
            x.role,
            role(x.role).side_of(s, x.index),
            x.here,
            x.index in s.winners,
            x.gone_day,
            x.gone_phase,
            x.gone_cause.value if x.gone_cause else None,
        )
        for x in s.seats
    )
    return s.winner, seats


def summary(game: Game) -> dict[str, object]:
    """The stored summary of a finished game (for history and player records)."""
    winner, seats = reveal(game)
    return {
        "winner": winner,
        "winners": [x.name for x in seats if x.won],
        "days": game.state.day_no,
        "players": [
            {"name": x.name, "role": x.role, "side": x.side.value, "won": x.won} for x in seats
        ],
    }
