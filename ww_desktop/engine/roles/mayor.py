"""Mayor (seed 000): a villager whose ballot counts twice, in the vote and in the run-off.

Nobody is told who the Mayor is; the vote totals (`vote_totals`, the scenario `votes`) simply
include the Mayor's ballot twice (`vote_weight` below). A tie or a lead is decided on these
weighted totals. No night power (a private note like any powerless player). No setting
changes the Mayor.
"""

from __future__ import annotations

from ..role_base import Role, register
from ..sides import Side
from ..state import GameState


@register
class Mayor(Role):
    """A villager whose vote counts twice."""

    id = "mayor"
    side = Side.VILLAGE

    def vote_weight(self, g: GameState, seat: int) -> int:
        """The Mayor's ballot counts twice."""
        return 2
