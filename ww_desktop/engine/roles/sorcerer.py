"""Sorcerer (seed 004): secretly helps the werewolves by hunting for the Seer.

Each night the Sorcerer may look at one other person and is told only whether that person is
the Seer (`seer` / `not_seer`). The werewolves do not know the Sorcerer and the Sorcerer does
not know them. A Seer looking at the Sorcerer sees no werewolf.

The Sorcerer wins when the werewolves win and loses otherwise. In the head count the Sorcerer
counts for nobody, so one werewolf, one villager and the Sorcerer left means the werewolves
(and the Sorcerer) have won.
"""

from __future__ import annotations

from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Count, Reading, Side
from ..state import GameState
from ._shared import look_targets


@register
class Sorcerer(Role):
    """Looks for the Seer on the werewolves' behalf."""

    id = "sorcerer"
    side = Side.WEREWOLVES
    count = Count.NONE
    step = "sorcerer"
    told = ("inspect_result",)

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        return [request(g, seat, Verb.INSPECT, look_targets(g, seat), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.LOOK or not g.here(seat):
            return
        target = night.choice(seat, Verb.INSPECT)
        if target is not None:
            found = Reading.SEER if g.has_role(target, "seer") else Reading.NOT_SEER
            g.tell(seat, "inspect_result", target=target, result=found.value)
