"""Helpers and family base classes shared by several roles (no role is registered here).

A role module imports from here, never from another role's module: the Seer's look is used by
the Apprentice Seer, the Fox Cub, the Devil, the Spy and the Sorcerer; the pack's base class by
every werewolf; the seed 000 "from the second night" rule by the Trapper, the Assassin and the
Vampire; the seed 004 night kill by the Vigilante and the Mafia.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING, ClassVar

from ..deaths import leave
from ..flow import pack_attack_count
from ..messages import Audience, Message
from ..night import Night, Stage
from ..requests import Request, Target, Verb
from ..role_base import Role, request
from ..sides import Count, Reading, Side
from ..state import Cause, GameState

if TYPE_CHECKING:
    from ..deaths import Departure


# ---- when powers work ----
def acts_tonight(g: GameState) -> bool:
    """Night 0 (compact) is for meeting only: powers start from night 1."""
    return g.night_no >= 1


def from_second_night(g: GameState, night: int) -> bool:
    """Seed 000's powers that start on night 2 (Trapper, Assassin, Vampire, Witch)."""
    return night >= g.preset.first_night + 1


def first_night(g: GameState, night: int | None = None) -> bool:
    """Whether tonight (or night number `night`) is the game's first night."""
    number = g.night_no if night is None else night
    return number == g.preset.first_night and g.rules.get("first_phase", "night") == "night"


# ---- looks ----
def look_targets(g: GameState, seat: int) -> list[int]:
    """Whom a looker may look into: anyone else here (or anyone, where the preset allows)."""
    return g.alive() if g.rules["seer_may_target_self"] else g.others(seat)


def tell_look(g: GameState, seat: int, target: int) -> None:
    """Give a Seer-type look's result privately."""
    reading = g.role(target).seer_reading(g, target)
    g.tell(seat, "inspect_result", target=target, result=reading.value)


def free_white(g: GameState, seat: int) -> None:
    """Tell the Seer one random other person who is not a werewolf."""
    options = [
        i
        for i in g.others(seat)
        if g.count_of(i) is not Count.WOLF and g.role(i).seer_reading(g, i) is Reading.NOT_WEREWOLF
    ]
    if options:
        key = f"night{g.night_no}:seat{seat}"
        g.tell(seat, "free_white", target=g.draw(options, "free_white", key))


class SeerLook(Role):
    """The Seer's look (Seer, Apprentice Seer): one person a night, "werewolf or not"; the first
    night follows `seer_first_night`."""

    side = Side.VILLAGE
    stages = frozenset({Stage.LOOK})
    told: ClassVar[tuple[str, ...]] = ("inspect_result",)

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if first_night(g) and g.rules["seer_first_night"] != "choose":
            return []
        if not acts_tonight(g):
            return []
        assert self.step is not None
        return [request(g, seat, Verb.INSPECT, look_targets(g, seat), step=self.step)]

    def day_action(
        self, g: GameState, seat: int, verb: Verb, target: Target, queue: deque[Departure]
    ) -> bool:
        if verb is Verb.INSPECT and isinstance(target, int):
            tell_look(g, seat, target)
        return False

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.LOOK or not g.here(seat):
            return
        if first_night(g) and g.rules["seer_first_night"] == "free_white":
            free_white(g, seat)
            return
        target = night.choice(seat, Verb.INSPECT)
        if target is not None:
            tell_look(g, seat, target)


class RoleLooker(Role):
    """Learns one person's role each night; counts for nobody (Devil, Spy)."""

    count = Count.NONE
    wake_step: ClassVar[str] = ""
    """Its first call, without a target, while a Seer is here (`needs_dealt`: only called
    when a Seer was dealt)."""
    stages = frozenset({Stage.LOOK})
    told: ClassVar[tuple[str, ...]] = ("inspect_result",)

    def seer_reading(self, g: GameState, seat: int) -> Reading:
        """The Seer is told the correct role (see roles/devil.py)."""
        return Reading(self.id)

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        asks: list[Request] = []
        if g.seats_with("seer"):
            asks.append(request(g, seat, Verb.WAKE, [], step=self.wake_step))
        assert self.step is not None
        asks.append(request(g, seat, Verb.INSPECT, look_targets(g, seat), step=self.step))
        return asks

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.LOOK or not g.here(seat):
            return
        target = night.choice(seat, Verb.INSPECT)
        if target is not None:
            g.tell(seat, "inspect_result", target=target, result=g.seats[target].role)


# ---- the pack ----
class PackRole(Role):
    """Base for every role that pranks with the pack (Werewolf, Lone Wolf, Wolf Cub, Big Wolf)."""

    side = Side.WEREWOLVES
    count = Count.WOLF
    seer_reads = Reading.WEREWOLF
    medium_reads = Reading.WEREWOLF
    pack = True
    special = False
    step = "werewolves"
    team_pick = True

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        """Every pack member knows the others."""
        mates = [i for i in range(len(g.seats)) if g.role(i).pack and i != seat]
        return [Message("knows_pack", {"seats": mates}, Audience.PRIVATE, (seat,), 0, "night")]

    def called(self, g: GameState, night: int) -> bool:
        """The pack is called every night it may prank."""
        saved = g.night_no
        g.night_no = night
        try:
            return pack_attack_count(g) > 0
        finally:
            g.night_no = saved


def join_pack(g: GameState, seat: int) -> None:
    """A seat has just become a pack member: it learns the pack and the pack learns it."""
    mates = [i for i in range(len(g.seats)) if g.role(i).pack and i != seat]
    g.tell(seat, "knows_pack", seats=mates)
    for mate in mates:
        if g.here(mate):
            g.tell(mate, "pack_joined", joined=seat)


# ---- seed 004's night kills ----
def sent_home_tonight(night: Night, seat: int) -> bool:
    """Whether an earlier kill tonight already sends this seat home (so it cannot act)."""
    return seat in night.void or any(d.seat == seat for d in night.queue)


def night_kill(g: GameState, night: Night, killer: int, target: int, cause: Cause) -> None:
    """A seed 004 night kill other than the pack's: the Archangel's protection stops it."""
    if not g.here(target):
        return
    if target in night.guarded:
        g.host("guard_worked", seat=target, guard=night.guarded[target])
        return
    g.host("night_kill", seat=target, killer=killer, cause=cause.value)
    leave(night.queue, target, cause, killer)
