"""The game state derived from a setup and its log (never stored: rebuilt by replay), and the
`Role` base class with the role registry.

`GameState` and `Role` name each other (a role's hooks read and change the state; the state
answers a seat's role), so one module holds both: the engine's modules form no import circle,
not even through type-checking imports (`tests/engine/test_engine_imports.py`). Role modules
import `Role`, `register` and `request` from `role_base.py`; the other names a role hook takes
come from leaf modules (`night.py`, `stages.py`, `departure.py`, `outcome.py`).
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Generator, Mapping, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, ClassVar, TypeVar

from .departure import LINKED_CAUSES as LINKED_CAUSES
from .departure import NIGHT_CAUSES as NIGHT_CAUSES
from .departure import VOTE_CAUSES as VOTE_CAUSES
from .departure import Cause as Cause
from .departure import Departure
from .messages import Audience, Message, new_message
from .native import mypyc_attr
from .presets import Preset  # at run time too: the compiled build checks the type
from .requests import Request, Target, Verb
from .sides import Count, Reading, Side

if TYPE_CHECKING:
    from .night import Night
    from .outcome import Outcome
    from .stages import Stage

T = TypeVar("T")


class Phase(StrEnum):
    """Where the game is."""

    NIGHT = "night"
    DAY = "day"
    ENDED = "ended"


_PHASE_VALUE: dict[Phase, str] = {p: p.value for p in Phase}
"""Each phase's plain string (an enum's `.value` is a slow descriptor lookup)."""


@dataclass(slots=True)
class Seat:
    """One player at the table.

    Attributes:
        index: seat number (0-based, seat order).
        name: the player's name.
        dealt: the role dealt at the start.
        role: the role now (after a Thief or a Cursed change).
        here: still in the game.
        gone_day: the day or night number they went home.
        gone_phase: "night" or "day".
        gone_cause: why (host-only).
    """

    index: int
    name: str
    dealt: str
    role: str
    here: bool = True
    gone_day: int | None = None
    gone_phase: str | None = None
    gone_cause: Cause | None = None


@dataclass(slots=True)
class Marks:
    """Facts one part of the rules leaves for another to read (a role for the core, or for
    another role): typed fields, never shared string keys. What a role keeps for itself alone
    stays in `GameState.mem` under its own prefix ("knight.last.3").

    Attributes:
        pair: Cupid's pair (deaths.py: the other follows; Cupid's `last_word`: the last two win).
        blessed: seats whose Priest's blessing is still on (deaths.py: it stops one trip home).
        voted_home: seats the day's vote or the Dictator sent home (Teruteru's win).
        poisoned: seat -> the night the Witch's sleeping potion reached it (the Hunter's shot).
        no_prank_night: the night the pack may not prank (the Diseased; flow.py).
        double_prank_night: the night the pack pranks twice (the Wolf Cub; flow.py).
        vote_shield: day -> the seat nobody may vote for that day (the Magistrate; flow.py).
        took: a Thief's seat -> the seat it robbed (the Priest's spent blessing).
        no_reactions: the game ended by the attack alone (`attack_first`): gone seats do not
            react (the Hunter).
    """

    pair: tuple[int, int] | None = None
    blessed: set[int] = field(default_factory=set)
    voted_home: set[int] = field(default_factory=set)
    poisoned: dict[int, int] = field(default_factory=dict)
    no_prank_night: int | None = None
    double_prank_night: int | None = None
    vote_shield: dict[int, int] = field(default_factory=dict)
    took: dict[int, int] = field(default_factory=dict)
    no_reactions: bool = False


@dataclass
class GameState:
    """Everything the rules need, rebuilt from the log.

    Attributes:
        setup: the table's `setup.Setup` (kept, not read by the rules: typed loosely so that
            this module does not name `setup.py`, which reads the role registry; `Any`, not
            `object`: the compiled build's dataclass looks annotations up in this module).
        preset: its preset.
        rules: every rule's value (preset defaults plus the table's settings).
        seats: the seats in seat order.
        phase: night, day or ended.
        night_no: the number of the current (or last) night.
        day_no: the number of the current (or last) day.
        messages: every message emitted so far, in order.
        mem: what a role remembers for itself (keys like "knight.last.3"), never module globals.
        marks: the facts roles and the core share (`Marks`, typed).
        winner: the winning side id, "draw", or None while undecided.
        winners: the seats that win.
        dawn: seats announced gone home at the last morning.
        morning_ids: public message ids of the last morning.
        last_tally: the vote totals of the last ballot (seat -> votes).
        voted_home: the seat the last day's vote (or Dictator) sent home, if any.
        nights_done: how many nights have resolved.
        draw: the game's random draw (consumes lots; see Game).
    """

    setup: Any
    preset: Preset
    rules: dict[str, Any]
    seats: list[Seat]
    draw_fn: Callable[..., Any]
    phase: Phase = Phase.NIGHT
    night_no: int = 0
    day_no: int = 0
    messages: list[Message] = field(default_factory=list)
    mem: dict[str, Any] = field(default_factory=dict)
    marks: Marks = field(default_factory=Marks)
    winner: str | None = None
    winners: frozenset[int] = frozenset()
    dawn: list[int] = field(default_factory=list)
    morning_ids: list[str] = field(default_factory=list)
    last_tally: dict[int, int] = field(default_factory=dict)
    voted_home: int | None = None
    nights_done: int = 0
    tallies: list[dict[str, Any]] = field(default_factory=list)

    # ---- lookups ----
    def role(self, seat: int) -> Role:
        """The current role object of a seat."""
        return REGISTRY[self.seats[seat].role]

    def role_by_id(self, role_id: str) -> Role:
        """The role object for a (canonical) role id."""
        return REGISTRY[role_id]

    def acting_role(self, night: Night, seat: int) -> Role:
        """The role whose night power a seat uses tonight (`Night.acting`: a Thief's steal);
        else its role now."""
        held = night.acting.get(seat) if night.acting else None
        if held is None:
            return self.role(seat)
        return REGISTRY[held]

    def alive(self) -> list[int]:
        """Seats still here, in seat order."""
        return [s.index for s in self.seats if s.here]

    def here(self, seat: int) -> bool:
        """Whether a seat is still here."""
        return self.seats[seat].here

    def has_role(self, seat: int, *role_ids: str) -> bool:
        """Whether a seat's current role is one of these."""
        return self.seats[seat].role in role_ids

    def seats_with(self, *role_ids: str, alive_only: bool = True) -> list[int]:
        """Seats whose current role is one of these."""
        return [s.index for s in self.seats if s.role in role_ids and (s.here or not alive_only)]

    def dealt(self, role_id: str) -> bool:
        """Whether any seat was dealt (or now holds) this role."""
        return any(s.dealt == role_id or s.role == role_id for s in self.seats)

    def count_of(self, seat: int) -> Count:
        """How a seat counts in the head count now."""
        return self.role(seat).count_of(self, seat)

    def side_of(self, seat: int) -> Side:
        """The side a seat wins with now."""
        return self.role(seat).side_of(self, seat)

    def is_wolf(self, seat: int) -> bool:
        """Counts as a werewolf in the head count."""
        return self.count_of(seat) is Count.WOLF

    def pack(self) -> list[int]:
        """Seats here that prank with the werewolves."""
        return [i for i in self.alive() if self.role(i).pack]

    def others(self, seat: int) -> list[int]:
        """Seats here other than this one."""
        return [i for i in self.alive() if i != seat]

    def name(self, seat: int) -> str:
        """A seat's player name."""
        return self.seats[seat].name

    # ---- effects ----
    def emit(
        self,
        msg_id: str,
        audience: Audience = Audience.PUBLIC,
        to: tuple[int, ...] = (),
        **params: Any,
    ) -> Message:
        """Append a message for the current phase."""
        phase = self.phase
        day = self.night_no if phase is Phase.NIGHT else self.day_no
        message = new_message(msg_id, params, audience, to, day, _PHASE_VALUE[phase])
        self.messages.append(message)
        return message

    def tell(self, seat: int, msg_id: str, **params: Any) -> None:
        """A private message for one seat (also in the host's log)."""
        phase = self.phase  # as `emit` does it, one call less (a hot path)
        day = self.night_no if phase is Phase.NIGHT else self.day_no
        message = new_message(msg_id, params, Audience.PRIVATE, (seat,), day, _PHASE_VALUE[phase])
        self.messages.append(message)

    def tell_at_morning(self, seat: int, msg_id: str, **params: Any) -> None:
        """A private message for one seat, held until the next morning's news is read (seed
        000: the Thief's victim and the Cursed are "told privately in the morning")."""
        self.mem.setdefault("morning_tells", []).append((seat, msg_id, params))

    def host(self, msg_id: str, **params: Any) -> None:
        """A fact for the moderator's log only."""
        phase = self.phase  # as `emit` does it, one call less (a hot path)
        day = self.night_no if phase is Phase.NIGHT else self.day_no
        self.messages.append(
            new_message(msg_id, params, Audience.HOST, (), day, _PHASE_VALUE[phase])
        )

    def draw(self, options: Sequence[T], purpose: str, key: str | None = None) -> T:
        """A random draw among options (consumes a lot; see Game).

        `key`, when given, names the draw by what it answers (e.g. the night, the seat and the
        target of a Fox Cub's look) instead of by its position in the log: a new lot is then
        the same whenever the draw is made, so a private answer can be told while the role is
        still awake and the night's resolution tells the same (see `engine/answers.py`)."""
        if not options:
            raise ValueError(f"nothing to draw from for {purpose}")
        result: T = (
            self.draw_fn(list(options), purpose)
            if key is None
            else self.draw_fn(list(options), purpose, key)
        )
        return result

    @property
    def ended(self) -> bool:
        """The game is decided."""
        return self.phase is Phase.ENDED


# ---------------------------------------------------------------- roles

Asks = Generator[list[Request], dict[Any, Any], None]

REGISTRY: dict[str, Role] = {}
ALIASES: dict[str, str] = {}


def register(cls: type[Role]) -> type[Role]:
    """Class decorator: add one instance of the role to the registry, with its aliases."""
    if cls.id in REGISTRY:
        raise RuntimeError(f"role '{cls.id}' registered twice")
    REGISTRY[cls.id] = cls()
    for alias in cls.aliases:
        ALIASES[alias] = cls.id
    return cls


_HOOKED: dict[str, frozenset[str]] = {}
_HOOKED_FOR = [-1]
"""How many roles were registered when `_HOOKED` was last filled (-1: never)."""


def hooked(hook: str) -> frozenset[str]:
    """The ids of the roles whose method `hook` is their own (not `Role`'s, which does
    nothing): hot loops over the seats skip the others."""
    found = _HOOKED.get(hook)
    if found is not None and _HOOKED_FOR[0] == len(REGISTRY):
        return found
    if found is None or len(_HOOKED.get("", ())) != len(REGISTRY):
        if len(_HOOKED.get("", ())) != len(REGISTRY):
            _HOOKED.clear()
            _HOOKED[""] = frozenset(REGISTRY)  # the registry these sets were made from
        base = getattr(Role, hook)
        found = frozenset(i for i, r in REGISTRY.items() if getattr(type(r), hook) is not base)
        _HOOKED[hook] = found
        _HOOKED_FOR[0] = len(REGISTRY)
    return found


def canonical(role_id: str) -> str | None:
    """The role id for an id or alias, or None when it is unknown."""
    if role_id in REGISTRY:
        return role_id
    return ALIASES.get(role_id)


def role(role_id: str) -> Role:
    """The registered role with this id (aliases accepted)."""
    key = canonical(role_id)
    if key is None:
        raise KeyError(role_id)
    return REGISTRY[key]


@mypyc_attr(allow_interpreted_subclasses=True)
class Role:
    """A role: its description as class attributes and its hooks as methods.

    Attributes:
        id: the role id.
        side: the side it wins with (see `side_of` for roles whose side depends on settings).
        count: how it counts when werewolves are compared with everyone else.
        seer_reads: what the Seer is told when looking at it.
        medium_reads: what the Medium is told about it.
        pack: whether it pranks with the werewolves and knows them (and they know it).
        special: counts as a "special role" for the classic victory rule.
        aliases: other ids accepted for it.
        step: its night calling step (None: it is never called at night).
        pair_min: a role that needs a partner: how many must be dealt at least (0: none).
        meeting: a first-night recognition step its holders are called to together (the
            Masons' "masons_meet", the Lovers' and Cupid's "lovers_meet"; see `meets`).
        kill_rank: a night killer's place in the `attack` stage after the pack's prank (lower
            first: Mafia 10, Vigilante 20, Vampire 30, Assassin 40, Witch's poison 50; None:
            the role kills nobody there and its `at_stage(ATTACK)` is not called).
        victory_rank: the order in which roles claim a decided game (`claim_victory`; lower
            first: the Foxes, then the Lovers, then the Vampire).
        team_pick: its holders agree on one pick at its `step` (the pack, the Mafia): a
            "pack" call (see `calling`).
        needs_dealt: steps of this role called only when another role was dealt: step ->
            that role (the Devil's and the Spy's wake needs a Seer; see `calling`).
        told: the private night messages this role is told that the host shows it while it
            is still awake (`answers.night_answers`; see `night_answer`).

    Besides `step`, a role may have more calling steps as class attributes named `*_step`
    (the Devil's `wake_step`, the Seer's `free_white_step`); `playlist.role_steps` lists them.
    """

    id: ClassVar[str] = ""
    side: ClassVar[Side] = Side.VILLAGE
    count: ClassVar[Count] = Count.HUMAN
    seer_reads: ClassVar[Reading] = Reading.NOT_WEREWOLF
    medium_reads: ClassVar[Reading] = Reading.NOT_WEREWOLF
    pack: ClassVar[bool] = False
    special: ClassVar[bool] = True
    aliases: ClassVar[tuple[str, ...]] = ()
    step: ClassVar[str | None] = None
    pair_min: ClassVar[int] = 0
    kill_rank: ClassVar[int | None] = None
    meeting: ClassVar[str | None] = None
    victory_rank: ClassVar[int] = 0
    team_pick: ClassVar[bool] = False
    needs_dealt: ClassVar[Mapping[str, str]] = {}
    told: ClassVar[tuple[str, ...]] = ()
    stages: ClassVar[frozenset[str] | None] = None
    """The night stages at which `at_stage` does something (None: any may). Read only from
    the class that defines `at_stage`: a subclass with an `at_stage` of its own and no
    `stages` of its own is called at every stage."""

    # ---- description hooks (may depend on settings or state) ----
    def side_of(self, g: GameState, seat: int) -> Side:
        """The side this seat wins with."""
        return self.side

    def count_of(self, g: GameState, seat: int) -> Count:
        """How this seat counts in the head count."""
        return self.count

    def seer_reading(self, g: GameState, seat: int) -> Reading:
        """What a Seer's look at this seat tells."""
        return self.seer_reads

    def medium_reading(self, g: GameState, seat: int) -> Reading:
        """What the Medium learns when this seat was voted home."""
        return self.medium_reads

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        """Private facts this seat is told when the game starts (fellow wolves, partner...)."""
        return []

    def called(self, g: GameState, night: int) -> bool:
        """Whether this role's step is read out on this night (alive or not): for narration."""
        return self.step is not None

    def meets(self, g: GameState, dealt: Mapping[str, int]) -> bool:
        """Whether this role's `meeting` is called, given how many of each role were dealt."""
        return True

    # ---- the night's calls, step by step (the play list, the console, pass-and-play) ----
    def calling(self, g: GameState, step: str, night: int, dealt: Mapping[str, int]) -> str | None:
        """How one of this role's calling steps is read out on `night`, whether its holders
        are here or gone, given how many of each role were dealt (`playlist.night_plan`):
        the step's kind, which sets its call window ("power", "reaction", "pack", "wake" or
        "meeting"), or None when the step is not called that night.

        By default a step is called when `called` says so and the roles it `needs_dealt`
        were dealt: the role's own `step` is a "pack" call for a `team_pick`, a "reaction"
        for a role asked once the night's first choices are in (`reaction_requests`: the
        Witch), else a "power"; any other of its steps only wakes it ("wake")."""
        need = self.needs_dealt.get(step)
        if need is not None and not dealt.get(need):
            return None
        if not self.called(g, night):
            return None
        if step != self.step:
            return "wake"
        if self.team_pick:
            return "pack"
        if type(self).reaction_requests is not Role.reaction_requests:
            return "reaction"
        return "power"

    def step_asks(self, g: GameState, seat: int, step: str) -> tuple[Verb, ...]:
        """What this seat may be asked at one of its calling steps tonight, the verb the
        host's console leads with first; also asked of a seat that is gone, so that the
        console shows the same prompt while the voice calls a step nobody answers. By
        default the verbs of its night requests at that step; a role asked later in the
        night (the Witch) says what it may still be asked."""
        found: list[Verb] = []
        for r in self.night_requests(g, seat):
            if r.step == step and r.verb not in found:
                found.append(r.verb)
        return tuple(found)

    def night_answer(self, message: Message) -> tuple[str, bool] | None:
        """How the host shows this role one of the private night messages it is `told`:
        (what it reads: a `Reading` value or a role id, whether a role card is shown); None
        for a message that is not this role's. By default a look's `result`, not as a card."""
        if message.id not in self.told:
            return None
        return str(message.params.get("result")), False

    # ---- the day's vote ----
    def vote_weight(self, g: GameState, seat: int) -> int:
        """How many votes this seat's ballot counts for (the Mayor's counts twice)."""
        return 1

    # ---- victory (see victory.py for the order; asked once per role, not per seat) ----
    def holds_victory(self, g: GameState, alive: list[int]) -> bool:
        """Someone holding this role is still here and no other win counts while they are
        (a Nightly- or Bite-type Vampire): only this role's `claim_victory` may decide."""
        return False

    def claim_victory(self, g: GameState, alive: list[int], base: str | None) -> Side | None:
        """Someone holding this role is still here and the game would be won by `base` (None:
        this role holds the game): the side that takes it instead, or None."""
        return None

    def at_pack_parity(self, g: GameState, alive: list[int]) -> str | None:
        """The werewolves reach parity while someone holding this role is here: a different
        outcome (a side id or "draw"), or None (the Wolfsbane's last-two question)."""
        return None

    def last_word(self, g: GameState, alive: list[int], outcome: Outcome | None) -> Outcome | None:
        """The outcome after every other check (held by anyone, gone or not): Cupid's pair
        as the last two. Return `outcome` to leave it as it is."""
        return outcome

    def narrow_winners(self, g: GameState, side: str, winners: set[int]) -> set[int]:
        """The winning seats once `side` has won (the Lone Wolf wins alone or not at all)."""
        return winners

    def wins_alone(self, g: GameState, seat: int) -> bool:
        """This seat wins beside whichever side wins (Teruteru voted home)."""
        return False

    # ---- requests ----
    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        """What this seat is asked at night, besides the pack's attack (batch one)."""
        return []

    def reaction_requests(self, g: GameState, seat: int, night: Night) -> list[Request]:
        """What this seat is asked once the night's first choices are in (the Witch)."""
        return []

    def day_requests(self, g: GameState, seat: int) -> list[Request]:
        """Powers this seat may use during the day's discussion (the Dictator)."""
        return []

    def day_action(
        self, g: GameState, seat: int, verb: Verb, target: Target, queue: deque[Departure]
    ) -> bool:
        """A day power was used; queue trips home. Return True when the day's vote is off."""
        return False

    # ---- resolution hooks (see resolution.STAGES for the order) ----
    def on_targeted(self, g: GameState, seat: int, actor: int, verb: Verb, night: Night) -> None:
        """This seat was the target of a night power (the Psycho Killer reacts here)."""

    def on_pranked(self, g: GameState, seat: int, night: Night, prankster: int) -> bool:
        """This seat is pranked and nothing stopped it. Return True when the role handles it
        (the Fox shrugs it off, the Cursed turns, the Tough Guy holds on), False to go home."""
        return False

    def trap_sprung(
        self, g: GameState, seat: int, night: Night, target: int, prankster: int
    ) -> bool:
        """A prank reaches `target`, whom this seat trapped tonight (`Night.trapped`): queue who
        the trap sends home. Return True when the prank stops there (the Trapper's catch),
        False to go on past the guard check (a guard on the same person was caught instead)."""
        return False

    def wards_off_prank(self, g: GameState, seat: int) -> bool:
        """This seat's own role keeps the pack's prank off it, after traps and guards and
        before the waking potion (a passive Wolfsbane; its sprinkled herb is `Night.sprinkled`)."""
        return False

    def resists(self, g: GameState, seat: int, departure: Departure) -> bool:
        """This seat is about to go home (before any blessing). Return True to stay: the trip
        does not happen (the Psycho Killer shrugs off every night-time trip home)."""
        return False

    def on_gone(self, g: GameState, seat: int, departure: Departure) -> Asks:
        """This seat went home: chains (Hunter's shot, Nekomata, Black Cat...). May ask."""
        yield from ()

    def when_settled(self, g: GameState, seat: int) -> Asks:
        """A reaction this seat asked for (`deaths.after_settled`) once the trips home queued
        with its own have gone: the Hunter's shot. May ask."""
        yield from ()

    def on_other_gone(self, g: GameState, seat: int, departure: Departure) -> None:
        """Another seat went home while this one is here (Lovers, Immoralist, Apprentice)."""

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        """A night stage is running: the role acts if it has something to do there."""

    def at_nightfall(self, g: GameState, seat: int) -> None:
        """A night begins and this seat is here (before anyone is asked): the Cursed turns."""

    def at_morning(self, g: GameState, seat: int) -> None:
        """Morning news for a dealt role (alive or gone): the Baker's bread."""
