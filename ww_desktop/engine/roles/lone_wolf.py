"""Lone Wolf (seed 000): a member of the pack who wants to be the last werewolf standing.

Knows the pack and is known by it, may play the prank (the first pack member in seat order
does), reads as a werewolf to the Seer and the Medium, and counts as a werewolf.

`lone_wolf_wins`:
- `alone` (default): when the Werewolves win, the Lone Wolf wins only if they are the one and
  only werewolf still here, and then wins alone (`winners` holds the Lone Wolf, not the rest
  of the werewolves' side; Teruteru may still be added). If any other werewolf is still here,
  or the Lone Wolf has gone home, the Lone Wolf loses while the rest of the side wins.
- `with_pack`: the Lone Wolf wins with the Werewolves like any werewolf.

The rule is `narrow_winners` below (step 6 of victory.py's order).
"""

from __future__ import annotations

from ..role_base import register
from ..sides import Side
from ..state import GameState
from ._shared import PackRole


@register
class LoneWolf(PackRole):
    """A werewolf who wins only as the last werewolf (by default)."""

    id = "lone_wolf"

    def narrow_winners(self, g: GameState, side: str, winners: set[int]) -> set[int]:
        """`lone_wolf_wins: alone`: the last werewolf wins alone; otherwise the Lone Wolf loses."""
        if side != Side.WEREWOLVES.value or g.rules["lone_wolf_wins"] != "alone":
            return winners
        lone = set(g.seats_with("lone_wolf", alive_only=False))
        wolves_here = [i for i in g.alive() if g.is_wolf(i)]
        if len(wolves_here) == 1 and wolves_here[0] in lone:
            return {wolves_here[0]}
        return winners - lone
