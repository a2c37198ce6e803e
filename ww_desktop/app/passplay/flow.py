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

`PassPlayState` is everything the page remembers between screens, saved with the game as
``extras["passplay"]`` (the format `ww_desktop/ui_state.py` checks on load).
"""

from __future__ import annotations

from collections.abc import Collection, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from ...engine.game import Game
from ...engine.requests import Choice, Request, Target, Verb
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


# ---------------------------------------------------------------- the saved state

KEEP_DONE = 40
"""How many played rounds' keys are kept."""


def _target(value: object) -> Target:
    if isinstance(value, list):
        return tuple(int(v) for v in value)
    return value if isinstance(value, int) else None


@dataclass
class PassPlayState:
    """What pass-and-play remembers between screens (saved with the game).

    Attributes:
        left: seat -> LEFT_BOT / LEFT_SKIP, the players who left.
        round: the round of private turns in progress ({"key", "kind", "seats"}) or None.
        done: the keys of the rounds played (the last `KEEP_DONE`).
        intents: seat -> the Witch-like intent recorded on their turn ({"night": n, ...}).
        picks: (seat, verb) -> target, tonight's answers (the pack sees its choice so far).
        picks_night: the night `picks` belong to.
        deferred: the round's answers, applied when the round ends.
        seen: seat -> how many private facts the player has been shown.
        back_due: the night whose round ended; "Everyone, open your eyes" not pressed (-1: none).
        told: the log length the TV shows until then (-1: all of it).
        ballots: a ballot's key -> "hands" or "secret".
    """

    left: dict[int, str] = field(default_factory=dict)
    round: dict[str, Any] | None = None
    done: list[str] = field(default_factory=list)
    intents: dict[int, dict[str, Any]] = field(default_factory=dict)
    picks: dict[tuple[int, str], Target] = field(default_factory=dict)
    picks_night: int = -1
    deferred: list[Choice] = field(default_factory=list)
    seen: dict[int, int] = field(default_factory=dict)
    back_due: int = -1
    told: int = -1
    ballots: dict[str, str] = field(default_factory=dict)

    @classmethod
    def from_json(cls, data: Mapping[str, Any] | None) -> PassPlayState:
        """The state saved by `to_json` (already checked by `ui_state.clean_ui_state`)."""
        data = data or {}
        deferred: list[Choice] = []
        for item in data.get("deferred") or []:
            try:
                deferred.append(Choice.from_json(item))
            except ValueError:
                continue
        return cls(
            left={int(k): str(v) for k, v in (data.get("left") or {}).items()},
            round=data.get("round") or None,
            done=[str(d) for d in data.get("done") or []],
            intents={int(k): dict(v) for k, v in (data.get("intents") or {}).items()},
            picks={(int(seat), str(verb)): _target(t) for seat, verb, t in data.get("picks") or []},
            picks_night=int(data.get("picks_night", -1)),
            deferred=deferred,
            seen={int(k): int(v) for k, v in (data.get("seen") or {}).items()},
            back_due=int(data.get("back_due", -1)),
            told=int(data.get("told", -1)),
            ballots={str(k): str(v) for k, v in (data.get("ballots") or {}).items()},
        )

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form, the format saved in ``extras["passplay"]``."""
        return {
            "left": {str(k): v for k, v in self.left.items()},
            "round": self.round,
            "done": self.done[-KEEP_DONE:],
            "intents": {str(k): v for k, v in self.intents.items()},
            "picks": [
                [seat, verb, list(t) if isinstance(t, tuple) else t]
                for (seat, verb), t in self.picks.items()
            ],
            "picks_night": self.picks_night,
            "deferred": [c.to_json() for c in self.deferred],
            "seen": {str(k): v for k, v in self.seen.items()},
            "back_due": self.back_due,
            "told": self.told,
            "ballots": dict(self.ballots),
        }
