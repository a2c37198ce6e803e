"""Fanatic (seed 000): a human on the werewolves' side who always knows the pack.

At the start the Fanatic is told privately who every pack member is (`knows_wolves`); the
pack is not told about the Fanatic. No night power (a private note). The Seer and the Medium
read the Fanatic as `not_werewolf`, and in the head count the Fanatic is one of the people,
not a werewolf. Wins when the Werewolves win, gone or not. Unlike the Traitor, the knowledge
does not depend on a setting; no setting changes the Fanatic.
"""

from __future__ import annotations

from ..messages import Audience, Message
from ..role_base import Role, register
from ..sides import Count, Reading, Side
from ..state import GameState


@register
class Fanatic(Role):
    """Knows the werewolves; counts as a person; wins with the werewolves."""

    id = "fanatic"
    side = Side.WEREWOLVES
    count = Count.HUMAN
    seer_reads = Reading.NOT_WEREWOLF
    medium_reads = Reading.NOT_WEREWOLF

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        wolves = [i for i in range(len(g.seats)) if g.role(i).pack]
        return [Message("knows_wolves", {"seats": wolves}, Audience.PRIVATE, (seat,), 0, "night")]
