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

from ..requests import Request, Verb
from ..role_base import register, request
from ..sides import Side
from ..state import GameState
from ._shared import SeerLook, look_targets


@register
class Seer(SeerLook):
    """Looks into one person each night."""

    id = "seer"
    side = Side.VILLAGE
    step = "seer"

    def day_requests(self, g: GameState, seat: int) -> list[Request]:
        if g.rules["first_phase"] == "day" and g.day_no == 1 and g.nights_done == 0:
            return [request(g, seat, Verb.INSPECT, look_targets(g, seat), step=self.step)]
        return []
