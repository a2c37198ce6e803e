"""The `Role` base class every role module subclasses, and the role registry.

A role module defines one subclass (or a few for a close family), decorated with `@register`.
Class attributes describe the role (side, how looks read it, how it counts); methods are hooks
the engine calls at fixed points (see `resolution.STAGES` and `night.Stage`). Roles keep no
state of their own: everything a role remembers lives in the game state (`GameState.mem` for
what it alone reads, `GameState.marks` for facts the core or another role reads), so replaying
a log rebuilds it exactly. The core asks roles through these hooks only and names no role.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Generator, Mapping
from typing import TYPE_CHECKING, Any, ClassVar

from .messages import Message
from .requests import Request, Target, Verb
from .sides import Count, Reading, Side

if TYPE_CHECKING:
    from .deaths import Departure
    from .night import Night, Stage
    from .state import GameState
    from .victory import Outcome

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


def request(
    g: GameState,
    seat: int,
    verb: Verb,
    targets: list[int] | tuple[int, ...],
    *,
    step: str,
    can_skip: bool = True,
    count: int = 1,
    group: str | None = None,
    info: Mapping[str, object] | None = None,
) -> Request:
    """Build a request ordered by the preset's calling order."""
    return Request(
        seat=seat,
        verb=verb,
        targets=tuple(sorted(targets)),
        can_skip=can_skip,
        count=count,
        step=step,
        order=g.preset.step_order(step),
        group=group,
        info=dict(info or {}),
    )
