"""Traitor (seed 000) / Madman (seed 003): a human on the werewolves' side with no power.

Reads "not a werewolf" to the Seer and the Medium; counts on the people's side. Under
`traitor_knows_wolves` the Traitor is told the pack on the first night (they are not told).
"""

from __future__ import annotations

from ..messages import Audience, Message
from ..role_base import Role, register
from ..sides import Side
from ..state import GameState


@register
class Traitor(Role):
    """Wins with the werewolves; normally does not know them."""

    id = "traitor"
    side = Side.WEREWOLVES
    aliases = ("madman",)

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        if not g.rules["traitor_knows_wolves"]:
            return []
        wolves = [i for i in range(len(g.seats)) if g.role(i).pack]
        return [Message("knows_wolves", {"seats": wolves}, Audience.PRIVATE, (seat,), 0, "night")]
