"""Diseased (seed 000): a villager whose going home to a prank gives the pack a night off.

When the pack's prank sends the Diseased home on night N, the werewolves are not asked to
prank on night N+1 (`g.marks.no_prank_night`, read by `flow.pack_attack_count`), so nobody is
pranked that night; other night powers work as usual. Nothing happens when the Diseased goes
home any other way (vote, potion, Assassin, Vampire, being taken home or following), nor when
the prank was stopped (Knight, trap, waking potion, blessing), since then they do not go home
by the prank. No setting changes the Diseased.
"""

from __future__ import annotations

from ..deaths import Departure
from ..role_base import Asks, Role, register
from ..sides import Side
from ..state import Cause, GameState


@register
class Diseased(Role):
    """Gone home by a prank: the pack rests the next night."""

    id = "diseased"
    side = Side.VILLAGE

    def on_gone(self, g: GameState, seat: int, departure: Departure) -> Asks:
        if departure.cause is Cause.PRANK:
            g.marks.no_prank_night = g.night_no + 1
            g.host("diseased_infects_pack", seat=seat, night=g.night_no + 1)
        yield from ()
