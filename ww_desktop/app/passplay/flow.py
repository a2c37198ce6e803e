"""Pass-and-play's flow without Qt: which screen comes next, given the game and the page's state.

`next_step` is the whole routing decision of `PassPlayPage` (page.py): the page gathers its
state (the round in progress, the rounds done, whether the laptop still waits for "open your
eyes" or for the vote's result to be seen, who left, who plays on a phone), asks `next_step`,
and shows the screen it names. Tests drive it with a plain engine `Game`, no widget.

The order of the decision, first match wins:

1. the game is decided: END;
2. a round of private turns is in progress: TURNS (its next turn);
3. a vote's result not seen yet on the laptop: VERDICT;
4. a night whose round of turns has not been played, with someone to ask: ROUND (one turn
   per player still here, in seat order); only phones asked: PHONES;
5. the night's round is over and the laptop waits for "Everyone, open your eyes": BACK;
6. a reaction chosen in the open (the Hunter's shot): OPEN;
7. at night: remaining private requests (a reaction opened after the round): ROUND of
   catch-up turns; the table's own decision: OPEN; else PHONES or IDLE;
8. by day: the discussion (DISCUSSION), after a round of private turns when the day opens with
   a secret power to use; the vote (BALLOT, or PHONES when only phones still vote); then any
   private request left (catch-up ROUND), the table's decision (OPEN), else PHONES or IDLE.
"""

from __future__ import annotations

from collections.abc import Collection, Sequence
from dataclasses import dataclass

from ...engine.game import Game
from ...engine.requests import Request, Verb
from ...engine.state import Phase
from .plan import OPEN_VERBS

NIGHT_ROUND, DAY_ROUND, BALLOT_ROUND, POWER_ROUND, CATCH_UP = (
    "night",
    "day",
    "ballot",
    "power",
    "catch_up",
)
"""The kinds of rounds of private turns (a day power's round is opened by the page)."""

END, TURNS, VERDICT, ROUND, PHONES, BACK, OPEN, DISCUSSION, BALLOT, IDLE = (
    "end",
    "turns",
    "verdict",
    "round",
    "phones",
    "back",
    "open",
    "discussion",
    "ballot",
    "idle",
)
"""What `next_step` may answer."""


@dataclass(frozen=True)
class Step:
    """What comes next.

    Attributes:
        what: END, TURNS, VERDICT, ROUND, PHONES, BACK, OPEN, DISCUSSION, BALLOT or IDLE.
        key: ROUND: the round's key ("night:2", "day:1", "catch_up:<log length>").
        kind: ROUND: the round's kind (NIGHT_ROUND, DAY_ROUND, CATCH_UP).
        seats: ROUND: the seats that take a turn, in order.
        request: OPEN: the request chosen in the open.
        ballots: BALLOT: every ballot asked; voters: those cast on the laptop or a phone.
    """

    what: str
    key: str = ""
    kind: str = ""
    seats: tuple[int, ...] = ()
    request: Request | None = None
    ballots: tuple[Request, ...] = ()
    voters: tuple[Request, ...] = ()


def _catch_up(game: Game, requests: Sequence[Request]) -> Step:
    seats = tuple(sorted({r.seat for r in requests if r.seat is not None}))
    return Step(ROUND, f"catch_up:{len(game.records)}", CATCH_UP, seats)


def next_step(
    game: Game,
    *,
    round_open: bool = False,
    done_rounds: Collection[str] = (),
    back_due: bool = False,
    verdict_due: bool = False,
    left: Collection[int] = (),
    phones: Collection[int] = (),
) -> Step:
    """The next screen (see the module doc for the order).

    Args:
        game: the game (its pending requests are read, nothing is applied).
        round_open: a round of private turns is in progress.
        done_rounds: the keys of the rounds already played.
        back_due: the night's round is over; "Everyone, open your eyes" not pressed yet.
        verdict_due: a vote's result has not been shown on the laptop yet.
        left: the seats marked as left (a stand-in answers them).
        phones: the seats played on the players' own phones (never on the laptop).
    """
    if game.ended:
        return Step(END)
    if round_open:
        return Step(TURNS)
    if verdict_due:
        return Step(VERDICT)
    s = game.state
    night = s.phase is Phase.NIGHT
    pending = game.pending()
    on_phones = [r for r in pending if r.seat in phones]
    humans = [
        r for r in pending if r.seat is not None and r.seat not in left and r.seat not in phones
    ]
    here = tuple(i for i in s.alive() if i not in left and i not in phones)
    if night:
        key = f"night:{s.night_no}"
        if key not in done_rounds and humans:
            return Step(ROUND, key, NIGHT_ROUND, here)
        if on_phones and not humans:
            return Step(PHONES)
    if back_due:
        return Step(BACK)
    shots = [r for r in humans if r.verb in OPEN_VERBS]
    if shots:
        return Step(OPEN, request=shots[0])
    private = [r for r in humans if r.verb not in OPEN_VERBS]
    host = [r for r in pending if r.seat is None]
    if night:
        if private:
            return _catch_up(game, private)
        if host:
            return Step(OPEN, request=host[0])
        return Step(PHONES if on_phones else IDLE)
    if any(r.verb is Verb.END_DISCUSSION for r in host):
        secret = [r for r in private if r.group != "discussion"]
        key = f"day:{s.day_no}"
        if secret and key not in done_rounds:
            return Step(ROUND, key, DAY_ROUND, here)
        if secret:
            return _catch_up(game, secret)
        return Step(DISCUSSION)
    ballots = [r for r in pending if r.verb in (Verb.VOTE, Verb.RUNOFF)]
    if ballots and not humans and on_phones:
        return Step(PHONES)  # the laptop's voters are done; the phones still vote
    if ballots:
        voters = tuple(r for r in ballots if r in humans or r in on_phones)
        return Step(BALLOT, ballots=tuple(ballots), voters=voters)
    if private:
        return _catch_up(game, private)
    if host:
        return Step(OPEN, request=host[0])
    return Step(PHONES if on_phones else IDLE)
