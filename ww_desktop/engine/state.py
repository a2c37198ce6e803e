"""The game state derived from a setup and its log (never stored: rebuilt by replay)."""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import StrEnum
from typing import TYPE_CHECKING, Any, TypeVar

from .messages import Audience, Message
from .role_base import REGISTRY, Role
from .sides import Count, Side

if TYPE_CHECKING:
    from .presets import Preset
    from .setup import Setup

T = TypeVar("T")

_ROLES: dict[str, Role] = REGISTRY
"""The role registry (filled when `engine.roles` is imported, as `game.py` does)."""


class Phase(StrEnum):
    """Where the game is."""

    NIGHT = "night"
    DAY = "day"
    ENDED = "ended"


class Cause(StrEnum):
    """Why a seat went home (host-only: the table is never told how)."""

    PRANK = "prank"
    VOTE = "vote"
    DICTATE = "dictate"
    POISON = "poison"
    ASSASSIN = "assassin"
    BITE = "bite"
    MAFIA = "mafia"
    VIGILANTE = "vigilante"
    HUNTER = "hunter"
    NEKOMATA = "nekomata"
    BLACK_CAT = "black_cat"
    FOLLOW = "follow"
    LOOKED = "looked"
    PSYCHO = "psycho"
    TRAP = "trap"
    OLD_AGE = "old_age"
    DELAYED = "delayed"


_PHASE_VALUE: dict[Phase, str] = {p: p.value for p in Phase}
"""Each phase's plain string (an enum's `.value` is a slow descriptor lookup)."""

NIGHT_CAUSES = frozenset(
    {
        Cause.PRANK,
        Cause.POISON,
        Cause.ASSASSIN,
        Cause.BITE,
        Cause.MAFIA,
        Cause.VIGILANTE,
        Cause.LOOKED,
        Cause.PSYCHO,
        Cause.TRAP,
        Cause.DELAYED,
    }
)
VOTE_CAUSES = frozenset({Cause.VOTE, Cause.DICTATE})
LINKED_CAUSES = frozenset({Cause.HUNTER, Cause.NEKOMATA, Cause.BLACK_CAT, Cause.FOLLOW})


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
        setup: the table's setup.
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

    setup: Setup
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
        return _ROLES[self.seats[seat].role]

    def role_by_id(self, role_id: str) -> Role:
        """The role object for a (canonical) role id."""
        return _ROLES[role_id]

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
        message = Message(msg_id, params, audience, to, day, _PHASE_VALUE[phase])
        self.messages.append(message)
        return message

    def tell(self, seat: int, msg_id: str, **params: Any) -> None:
        """A private message for one seat (also in the host's log)."""
        phase = self.phase  # as `emit` does it, one call less (a hot path)
        day = self.night_no if phase is Phase.NIGHT else self.day_no
        message = Message(msg_id, params, Audience.PRIVATE, (seat,), day, _PHASE_VALUE[phase])
        self.messages.append(message)

    def tell_at_morning(self, seat: int, msg_id: str, **params: Any) -> None:
        """A private message for one seat, held until the next morning's news is read (seed
        000: the Thief's victim and the Cursed are "told privately in the morning")."""
        self.mem.setdefault("morning_tells", []).append((seat, msg_id, params))

    def host(self, msg_id: str, **params: Any) -> None:
        """A fact for the moderator's log only."""
        phase = self.phase  # as `emit` does it, one call less (a hot path)
        day = self.night_no if phase is Phase.NIGHT else self.day_no
        self.messages.append(Message(msg_id, params, Audience.HOST, (), day, _PHASE_VALUE[phase]))

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
