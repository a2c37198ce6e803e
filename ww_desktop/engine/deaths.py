"""The one queue every trip home goes through.

`leave()` puts a departure on the queue; `process()` empties it. For each departure it asks
the departing role whether it stays (`Role.resists`: the Psycho Killer at night), checks
the Priest's blessing (by cause, under the `priest_blessing` setting), marks the seat gone,
lets the departed role react (`Role.on_gone`: the Hunter's shot, the Nekomata, the Black Cat,
the Wolf Cub) and lets every seat still here react (`Role.on_other_gone`: Lovers follow, the
Immoralist follows the last Fox, the Apprentice Seer takes over). Cupid's pair (seed 004,
`g.marks.pair`) follow each other from here, in `_pair_follows`: the pair need not hold
Cupid, and Cupid may be gone, so no role hook would do. Reactions
that need a person's answer are asked through the generator (`yield` a batch of requests).
The loop runs until the queue is empty, so chains of any length resolve the same way.

A reaction that must see the settled state (the Hunter's shot: "if the game is already decided
when the Hunter goes home, there is no choice") is not asked from `on_gone`: the role calls
`after_settled`, and once the queue is empty `process` runs it (`Role.when_settled`), then
empties the queue again for the chains it set off. Under `hunter_shot_timing: after_dawn`
(seed 002's script) such reactions wait through the night and run after the dawn is read
(`resolution.stage_dawn`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Generator
from typing import Any

from .departure import LINKED_CAUSES, NIGHT_CAUSES, VOTE_CAUSES, Cause
from .departure import Departure as Departure
from .messages import Audience
from .requests import Request
from .role_base import hooked
from .state import GameState, Phase

Asks = Generator[list[Request], dict[Any, Any], None]


def blessing_stops(g: GameState, cause: Cause) -> bool:
    """Whether a blessing stops a trip home with this cause, under the priest_blessing rule."""
    mode = g.rules["priest_blessing"]
    if cause in NIGHT_CAUSES:
        return True
    if cause in VOTE_CAUSES:
        return bool(mode in ("any", "even_linked"))
    if cause in LINKED_CAUSES:
        return bool(mode == "even_linked")
    return False


def leave(queue: deque[Departure], seat: int, cause: Cause, source: int | None = None) -> None:
    """Queue a trip home."""
    queue.append(Departure(seat, cause, source))


def after_settled(g: GameState, seat: int) -> None:
    """From `on_gone`: run this seat's `when_settled` once the queue is empty."""
    g.mem.setdefault("settled", []).append(seat)


def process(g: GameState, queue: deque[Departure], gone: list[int]) -> Asks:
    """Empty the queue: blessings, going home, every chain it sets off, then the reactions
    waiting for the settled state (and their chains, until nothing is left)."""
    yield from _empty(g, queue, gone)
    while g.mem.get("settled") and not (
        g.phase is Phase.NIGHT and g.rules["hunter_shot_timing"] == "after_dawn"
    ):
        seat = g.mem["settled"].pop(0)
        if not g.mem["settled"]:
            del g.mem["settled"]
        yield from g.role(seat).when_settled(g, seat)
        _drain_followers(g, queue)
        yield from _empty(g, queue, gone)


def _empty(g: GameState, queue: deque[Departure], gone: list[int]) -> Asks:
    while queue:
        departure = queue.popleft()
        seat = departure.seat
        if not g.here(seat):
            continue
        if g.role(seat).resists(g, seat, departure):
            continue
        if seat in g.marks.blessed and blessing_stops(g, departure.cause):
            g.marks.blessed.discard(seat)
            g.tell(seat, "blessing_worked")
            g.host("blessing_stopped", seat=seat, cause=departure.cause.value)
            if departure.cause in VOTE_CAUSES:
                g.emit("blessing_stopped_vote", seat=seat)
            continue
        mark_gone(g, departure)
        gone.append(seat)
        yield from g.role(seat).on_gone(g, seat, departure)
        reacting = hooked("on_other_gone")
        for other in g.alive():
            if g.seats[other].role in reacting:
                g.role(other).on_other_gone(g, other, departure)
        _pair_follows(g, seat)
        _drain_followers(g, queue)


def mark_gone(g: GameState, departure: Departure) -> None:
    """Record a seat as gone home (host log says why; the table is never told)."""
    s = g.seats[departure.seat]
    s.here = False
    night = g.phase is Phase.NIGHT
    s.gone_phase = "night" if night else g.phase.value
    s.gone_day = g.night_no if night else g.day_no
    s.gone_cause = departure.cause
    g.host(
        "went_home",
        seat=departure.seat,
        cause=departure.cause.value,
        source=departure.source,
    )
    if departure.cause in VOTE_CAUSES:
        g.marks.voted_home.add(departure.seat)


def _pair_follows(g: GameState, seat: int) -> None:
    """Cupid's pair: when one of the two goes home (any cause), the other follows at once."""
    pair = g.marks.pair
    if pair and seat in pair:
        for other in pair:
            if other != seat and g.here(other):
                follow(g, other, Cause.FOLLOW, seat)


def _drain_followers(g: GameState, queue: deque[Departure]) -> None:
    """Move follow-ups that roles registered in g.mem['follow'] onto the queue."""
    pending: list[tuple[int, str, int | None]] = g.mem.pop("follow", [])
    for seat, cause, source in pending:
        queue.append(Departure(seat, Cause(cause), source))


def follow(g: GameState, seat: int, cause: Cause, source: int | None = None) -> None:
    """From a hook: queue a trip home to be processed after the current one."""
    g.mem.setdefault("follow", []).append((seat, cause.value, source))


def public_gone(g: GameState, seats: list[int]) -> None:
    """Announce who went home (never how). Under `cards_face_up` (seed 004: a departed player
    "reveals his card and leaves it face-up") each is followed by their role, made public."""
    for seat in seats:
        g.emit("gone_home", Audience.PUBLIC, seat=seat)
        if g.rules["cards_face_up"]:
            g.emit("role_revealed", Audience.PUBLIC, seat=seat, role=g.seats[seat].role)
