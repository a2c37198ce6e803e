"""Mason (seed 000, 004) / Freemason (seed 003): villagers who know each other from the start.

Seed 000: one pair on the villagers' side, two seats; each is told the other (`knows_masons`)
when the game starts. No power (a private note at night); they do not follow each other home:
if one goes home the other stays. Read `not_werewolf`; counted as people. No setting.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..messages import Audience, Message
from ..role_base import Role, register
from ..sides import Side
from ..state import GameState


@register
class Mason(Role):
    """Knows the other Masons; no power."""

    id = "mason"
    side = Side.VILLAGE
    aliases = ("freemason",)
    pair_min = 2
    meeting = "masons_meet"

    def meets(self, g: GameState, dealt: Mapping[str, int]) -> bool:
        """The Masons meet when two or more were dealt."""
        return dealt.get("mason", 0) >= 2

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        others = [i for i, s in enumerate(g.seats) if s.role == "mason" and i != seat]
        return [Message("knows_masons", {"seats": others}, Audience.PRIVATE, (seat,), 0, "night")]
