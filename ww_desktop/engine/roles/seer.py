"""Seer: looks into one person each night and learns whether they are a werewolf.

The first night follows `seer_first_night`: the Seer chooses, is told one random person who
is not a werewolf (a "free white": never a werewolf, possibly the Traitor), or learns nothing.

Open choice, whom the free white may name: seed 000 calls it "one person other than the Seer
who is not a werewolf (sometimes called a first-night free white; it may be the Traitor)". A
free white is a look's "not a werewolf" answer given for free, so it names only people whose
look would say "not a werewolf" (and who are not werewolves in the head count): the Traitor
and the Fanatic may be named, but not the Lycan (a look says "werewolf") nor a Nightly- or
Survive-type Vampire (a look says "Vampire"), though neither is a werewolf; a Bite-type
Vampire, read "not a werewolf", may be named. The Big Wolf, read "not a werewolf" but a
werewolf, never is.
Seed 004 under `first_phase: day`: the game opens with a day, and on that day 1 the Seer has
one free inquiry, a day power (`inspect`), its result told privately as at night.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from ..night import Night
from ..requests import Request, Target, Verb
from ..role_base import Role, register, request
from ..sides import Count, Reading, Side
from ..state import GameState
from .knight import acts_tonight

if TYPE_CHECKING:
    from ..deaths import Departure


def first_night(g: GameState) -> bool:
    """Whether tonight is the game's first night."""
    return g.night_no == g.preset.first_night and g.rules["first_phase"] == "night"


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


@register
class Seer(Role):
    """Looks into one person each night."""

    id = "seer"
    side = Side.VILLAGE
    step = "seer"

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if first_night(g) and g.rules["seer_first_night"] != "choose":
            return []
        if not acts_tonight(g):
            return []
        return [request(g, seat, Verb.INSPECT, look_targets(g, seat), step=self.step)]

    def day_requests(self, g: GameState, seat: int) -> list[Request]:
        if g.rules["first_phase"] == "day" and g.day_no == 1 and g.nights_done == 0:
            return [request(g, seat, Verb.INSPECT, look_targets(g, seat), step=self.step)]
        return []

    def day_action(
        self, g: GameState, seat: int, verb: Verb, target: Target, queue: deque[Departure]
    ) -> bool:
        if verb is Verb.INSPECT and isinstance(target, int):
            tell_look(g, seat, target)
        return False

    def at_stage(self, stage: str, g: GameState, seat: int, night: Night) -> None:
        if stage != "look" or not g.here(seat):
            return
        if first_night(g) and g.rules["seer_first_night"] == "free_white":
            free_white(g, seat)
            return
        target = night.choice(seat, Verb.INSPECT)
        if target is not None:
            tell_look(g, seat, target)
