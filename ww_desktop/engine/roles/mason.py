"""Mason (seed 000, 004) / Freemason (seed 003): villagers who know each other from the start."""

from __future__ import annotations

from ..messages import Audience, Message
from ..sides import Side
from ..state import GameState
from .base import Role, register


@register
class Mason(Role):
    """Knows the other Masons; no power."""

    id = "mason"
    side = Side.VILLAGE
    aliases = ("freemason",)
    pair_min = 2

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        others = [i for i, s in enumerate(g.seats) if s.role == "mason" and i != seat]
        return [Message("knows_masons", {"seats": others}, Audience.PRIVATE, (seat,), 0, "night")]
