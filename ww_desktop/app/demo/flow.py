"""The demo's flow, with no Qt: what happens next, who acts, what the night panel tells, the pace.

`DemoFlow` plays a bot game one beat at a time over a `DemoTable` (the demo's
`GameController` satisfies it; `EngineTable` is the same over a bare engine `Game`, for
tests). Each `beat(cue)` returns the events the page renders (captions, the "behind closed
eyes" lines, the end); `on_line(text_id, step)` does the same when the narrator starts a line.
The page turns events into words: the flow only names what happened, with its data.

The narrator is read through a `Cue` (is it on, busy, in a call, which step the call waits
for, which steps it called tonight). At night a step is played only once the narrator has
called it: a step is never answered ahead of its call, so a role that learns something
without choosing (the Medium) is still awake in an unresolved night when it is called, and
its reading (`engine.answers.night_answers`) is there to tell.

`Pace` is the demo's speed as data: the beat, and how the narrator's pauses, call windows and
the TV's morning card scale with it.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field
from typing import Any, Protocol

from ...engine.answers import night_answers
from ...engine.game import Game
from ...engine.messages import Audience, Message
from ...engine.reasoning import WEREWOLF, Claim, ReasoningBots
from ...engine.requests import Choice, IllegalChoice, Request, Verb
from ...engine.setup import Setup, deal
from ...engine.state import Phase
from ...engine.views import PublicView, public_view

DEMO_PRESET = "standard"
DEMO_NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")
DEMO_ROLES = (
    "seer",
    "knight",
    "medium",
    "traitor",
    "werewolf",
    "werewolf",
    "villager",
    "villager",
    "villager",
)
DEMO_WORDING = "gentle"

BEAT_MS = 1500
"""One beat at normal speed: how long a caption stays before the next step."""

DEMO_WINDOW_SCALE = 0.25
"""The demo's call windows against a real game's, at normal speed: the bots answer at once, so
a call only lasts long enough to read who does what (a night takes about 15 s, not 40)."""

NEWS_MS = 5000
"""How long the TV's morning card stays at normal speed."""

SPEEDS: tuple[tuple[str, float], ...] = (
    ("slow", 0.5),
    ("normal", 1.0),
    ("fast", 2.0),
    ("faster", 4.0),
)
"""The speeds offered on the laptop (id, factor)."""

MAX_WAIT_BEATS = 400
"""Beats the demo waits for a busy narrator before it goes on anyway (a stuck voice)."""


def demo_setup(seed: int) -> Setup:
    """The demo's table, dealt from `seed`."""
    return deal(DEMO_PRESET, list(DEMO_NAMES), list(DEMO_ROLES), {}, seed)


@dataclass(frozen=True)
class Pace:
    """The demo's pace at one speed.

    Attributes:
        speed: the factor (1.0 normal, 2.0 twice as fast).
        interval_ms: one beat.
        pause_scale: the narrator's pauses against a real game's.
        wait_scale: the narrator's call windows against a real game's.
        news_ms: how long the TV's morning card stays.
    """

    speed: float
    interval_ms: int
    pause_scale: float
    wait_scale: float
    news_ms: int

    @classmethod
    def at(cls, factor: float, beat_ms: int = BEAT_MS) -> Pace:
        """The pace at speed `factor` (at least 0.05)."""
        speed = max(0.05, float(factor))
        return cls(
            speed=speed,
            interval_ms=max(1, round(beat_ms / speed)),
            pause_scale=1.0 / speed,
            wait_scale=DEMO_WINDOW_SCALE / speed,
            news_ms=max(1, round(NEWS_MS / speed)),
        )


@dataclass(frozen=True)
class Cue:
    """What the narrator is doing, as the flow needs it.

    Attributes:
        enabled: the narrator reads (False: nobody calls the steps; they are played in order).
        busy: it reads, pauses, or the table has not yet been told where the game is.
        waiting: a call is open (after a wake line, for the call's window).
        waits_for: the step the open call waits for (None: a call with no request).
        line: identifies the current line (a new line, a new value).
        called: the steps called tonight so far.
    """

    enabled: bool = False
    busy: bool = False
    waiting: bool = False
    waits_for: str | None = None
    line: object = None
    called: tuple[str, ...] = ()


# ---------------------------------------------------------------- events


@dataclass(frozen=True)
class Caption:
    """A caption to show. `kind` is one of the constants below; the rest is its data.

    Attributes:
        kind: what the caption says (NIGHT_BEGINS, STEP, DAWN, MORNING, ANNOUNCE, OUTCOME,
            GAME_OVER, REVEAL, REFUSED).
        step: the night step called (STEP).
        verb: the day's request announced (ANNOUNCE).
        claims_made: someone has claimed a role (ANNOUNCE).
        messages: the public messages it tells (MORNING, OUTCOME).
        winner: the winning side (REVEAL).
        attacked: the werewolves chose someone in the night just ended (MORNING): a quiet
            morning then means someone was protected.
    """

    kind: str
    step: str = ""
    verb: Verb | None = None
    claims_made: bool = False
    messages: tuple[Message, ...] = ()
    winner: str | None = None
    attacked: bool = False


NIGHT_BEGINS = "night_begins"
STEP = "step"
DAWN = "dawn"
MORNING = "morning"
ANNOUNCE = "announce"
OUTCOME = "outcome"
GAME_OVER = "game_over"
REVEAL = "reveal"
REFUSED = "refused"


@dataclass(frozen=True)
class ClaimPosted:
    """A bot's Seer claim, now on the nameplates.

    Attributes:
        claim: the claim; new_claimant: the first claim of that player;
        others: other players already claiming to be the Seer.
    """

    claim: Claim
    new_claimant: bool
    others: tuple[int, ...] = ()


@dataclass(frozen=True)
class NightAction:
    """One action of a night step, told openly: `seats` (with their `roles`) did `verb` to
    `targets` (empty: nobody)."""

    verb: Verb
    seats: tuple[int, ...]
    roles: tuple[str, ...]
    targets: tuple[int, ...] = ()


@dataclass(frozen=True)
class NightAnswer:
    """What a role learns tonight: `seat` (playing `role`) learns `reading` about `target`."""

    seat: int
    role: str
    target: int
    reading: str


@dataclass(frozen=True)
class ClearNight:
    """The night panel empties (a new night, or the day begins)."""


@dataclass(frozen=True)
class Finished:
    """The game ended and the reveal is shown."""


Event = Caption | ClaimPosted | NightAction | NightAnswer | ClearNight | Finished


# ---------------------------------------------------------------- the table


class DemoTable(Protocol):
    """What the flow plays on (the demo's `GameController` is one)."""

    claims: dict[int, dict[str, Any]]

    @property
    def game(self) -> Game | None: ...

    def pending(self) -> list[Request]: ...

    def apply(self, choice: Choice) -> bool: ...

    def set_claim(self, seat: int, role_id: str | None) -> None: ...

    def add_report(self, seat: int, target: int, werewolf: bool) -> None: ...

    def public_view(self) -> PublicView | None: ...

    def confirm_end(self) -> None: ...

    def revealed(self) -> tuple[str | None, Any] | None: ...


class EngineTable:
    """A `DemoTable` over a bare engine game (no store, no Qt).

    Attributes:
        game: the game; claims: the claims board; confirmed: the end was confirmed.
    """

    def __init__(self, game: Game) -> None:
        self.game: Game | None = game
        self.claims: dict[int, dict[str, Any]] = {}
        self.confirmed = False

    def pending(self) -> list[Request]:
        """What the game waits for."""
        return self.game.pending() if self.game is not None else []

    def apply(self, choice: Choice) -> bool:
        """Apply a choice; False if it is refused."""
        assert self.game is not None
        try:
            self.game.apply(choice)
        except IllegalChoice:
            return False
        return True

    def set_claim(self, seat: int, role_id: str | None) -> None:
        """Mark the role a player claims."""
        self.claims.setdefault(seat, {"role": None, "reports": []})["role"] = role_id

    def add_report(self, seat: int, target: int, werewolf: bool) -> None:
        """Mark a result a player reports."""
        entry = self.claims.setdefault(seat, {"role": None, "reports": []})
        entry["reports"].append({"target": target, "werewolf": werewolf})

    def public_view(self) -> PublicView | None:
        """The public projection."""
        return public_view(self.game) if self.game is not None else None

    def confirm_end(self) -> None:
        """Confirm the end."""
        self.confirmed = self.game is not None and self.game.ended

    def revealed(self) -> tuple[str | None, Any] | None:
        """The winner (and no seats: the flow needs only the winner)."""
        if self.game is None or not self.confirmed:
            return None
        over = [m for m in self.game.messages(Audience.PUBLIC) if m.id == "game_over"]
        winner = over[-1].params.get("winner") if over else None
        return (str(winner) if winner is not None else None, ())


# ---------------------------------------------------------------- the flow


@dataclass
class DemoFlow:
    """What the demo does next, one beat at a time.

    Attributes:
        table: what it plays on; bots: the players at every seat.
        done: the reveal is shown; refused: a bot's answer was refused (the demo stops).
    """

    table: DemoTable
    bots: ReasoningBots
    done: bool = False
    refused: bool = False
    _started: bool = False
    _ending: bool = False
    _busy_beats: int = 0
    _waited: tuple[object, bool] | None = None
    _day_begun: int = -1
    _to_post: list[Claim] = field(default_factory=list)
    _claims_seen: int = 0
    _announced: tuple[Any, ...] | None = None
    _cursor: int = 0
    _told: set[tuple[int, int, str, object]] = field(default_factory=set)

    @property
    def day_begun(self) -> int:
        """The day whose morning was told (-1: none yet)."""
        return self._day_begun

    def start_narration(self) -> bool:
        """The first beat is the welcome's: True once, when the narrator may start."""
        if self._started:
            return False
        self._started = True
        return True

    # ------------------------------------------------------------ beats

    def beat(self, cue: Cue) -> list[Event]:
        """One step of the demo: explain what comes, or let it happen."""
        game = self.table.game
        if self.done or self.refused or game is None or not self._started:
            return []
        if game.ended:
            return self._end(cue)
        if cue.busy and self._busy_beats < MAX_WAIT_BEATS:
            self._busy_beats += 1
            return []
        self._busy_beats = 0
        if game.state.phase is Phase.NIGHT:
            return self._night_beat(cue)
        return self._day_beat(game)

    def _night_beat(self, cue: Cue) -> list[Event]:
        steps = [r.step for r in self.table.pending()]
        if not steps:
            return []
        if not cue.enabled:
            return self._play(steps[0])
        key = (cue.line, cue.waiting)
        if cue.waiting and cue.waits_for in steps:
            if self._waited != key:  # give the caption one beat before the step is played
                self._waited = key
                return []
            return self._play(cue.waits_for)
        missed = [s for s in steps if s in cue.called]
        if missed:  # its call closed before the bots answered: answer it now
            return self._play(missed[0])
        if cue.waiting:
            return []  # another call is open: a step is never played before its call
        if self._waited != key:  # the narrator called all it will: one beat, then the rest
            self._waited = key
            return []
        return self._play(steps[0])

    def _day_beat(self, game: Game) -> list[Event]:
        day = game.state.day_no
        if self._day_begun != day:
            self._day_begun = day
            messages = self._public_messages()
            morning = tuple(messages[self._cursor :])
            self._cursor = len(messages)
            self.bots.discuss()
            claims = self.bots.claims()
            self._to_post = claims[self._claims_seen :]
            self._claims_seen = len(claims)
            night = game.state.night_no
            attacked = any(
                m.id == "prank_chosen" and m.phase == "night" and m.day == night
                for m in game.state.messages
            )
            return [ClearNight(), Caption(MORNING, messages=morning, attacked=attacked)]
        if self._to_post:
            return [self._post_claim(self._to_post.pop(0))]
        pending = self.table.pending()
        if not pending:
            return []
        request = sorted(pending, key=lambda r: r.seat is None)[0]
        key = ("day", day, request.step, request.verb)
        if self._announced != key:
            self._announced = key
            return [Caption(ANNOUNCE, verb=request.verb, claims_made=bool(self.table.claims))]
        events = self._play(request.step)
        messages = self._public_messages()
        fresh = tuple(messages[self._cursor :])
        self._cursor = len(messages)
        return [*events, Caption(OUTCOME, messages=fresh)]

    def _end(self, cue: Cue) -> list[Event]:
        if not self._ending:
            self._ending = True
            return [Caption(GAME_OVER)]
        if cue.busy and self._busy_beats < MAX_WAIT_BEATS:
            self._busy_beats += 1
            return []
        self.table.confirm_end()
        revealed = self.table.revealed()
        self.done = True
        return [Caption(REVEAL, winner=revealed[0] if revealed else None), Finished()]

    # ------------------------------------------------------------ the narrator's lines

    def on_line(self, text_id: str, step: str | None) -> list[Event]:
        """The narrator starts a line: the night's frame and each call, with what a role
        learns on waking (the Medium's reading)."""
        if text_id == "night.begin":
            return [ClearNight(), Caption(NIGHT_BEGINS)]
        if text_id.endswith(".wake") and step:
            return [Caption(STEP, step=step), *self.answers(step, set())]
        if text_id == "night.dawn":
            return [Caption(DAWN)]
        return []

    # ------------------------------------------------------------ playing

    def _play(self, step: str) -> list[Event]:
        """Answer every request of one step (the bots choose); at night, tell who did what."""
        game = self.table.game
        assert game is not None
        at_night = game.state.phase is Phase.NIGHT
        before = len(game.choices)
        for _ in range(200):
            pending = [r for r in self.table.pending() if r.step == step]
            if not pending:
                break
            request = sorted(pending, key=lambda r: r.seat is None)[0]
            if not self.table.apply(self.bots.choose(request)):
                self.refused = True
                return [Caption(REFUSED)]
        if not at_night:
            return []
        made = list(game.choices[before:])
        events: list[Event] = list(self._actions(game, made))
        events += self.answers(step, {c.seat for c in made if c.seat is not None})
        return events

    @staticmethod
    def _actions(game: Game, made: Sequence[Choice]) -> list[NightAction]:
        """One event per action of a night step (notes and wake-ups aside)."""
        groups: dict[tuple[Verb, Any], list[int]] = {}
        for choice in made:
            if choice.seat is None or choice.verb in (Verb.NOTE, Verb.WAKE):
                continue
            groups.setdefault((choice.verb, choice.target), []).append(choice.seat)
        out: list[NightAction] = []
        for (verb, target), seats in groups.items():
            roles = tuple(game.state.seats[s].role for s in seats)
            if target is None:
                targets: tuple[int, ...] = ()
            else:
                targets = tuple(int(t) for t in (target if isinstance(target, tuple) else [target]))
            out.append(NightAction(verb, tuple(seats), roles, targets))
        return out

    def answers(self, step: str, seats: set[int]) -> list[NightAnswer]:
        """What a role learns tonight, as soon as it is due (the Seer's look, the Medium),
        each told once."""
        game = self.table.game
        if game is None or game.state.phase is not Phase.NIGHT:
            return []
        out: list[NightAnswer] = []
        for answer in night_answers(game):
            if answer.role != step and answer.seat not in seats:
                continue
            key = (game.state.night_no, answer.seat, answer.message, answer.target)
            if key in self._told or answer.target is None or answer.reading is None:
                continue
            self._told.add(key)
            role = game.state.seats[answer.seat].role
            out.append(NightAnswer(answer.seat, role, answer.target, answer.reading))
        return out

    # ------------------------------------------------------------ claims

    def _post_claim(self, claim: Claim) -> ClaimPosted:
        claims = self.table.claims
        new_claimant = claims.get(claim.seat, {}).get("role") != "seer"
        others = tuple(s for s, e in claims.items() if e.get("role") == "seer")
        if new_claimant:
            self.table.set_claim(claim.seat, "seer")
        self.table.add_report(claim.seat, claim.target, claim.result == WEREWOLF)
        return ClaimPosted(claim, new_claimant, others)

    def _public_messages(self) -> list[Message]:
        view = self.table.public_view()
        return list(view.messages) if view is not None else []
