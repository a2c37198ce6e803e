"""Lone Wolf (seed 000): a member of the pack who wants to be the last werewolf standing.

Knows the pack and is known by it, may play the prank (the first pack member in seat order
does), reads as a werewolf to the Seer and the Medium, and counts as a werewolf.

`lone_wolf_wins`:
- `alone` (default): when the Werewolves win, the Lone Wolf wins only if they are the one and
  only werewolf still here, and then wins alone (`winners` holds the Lone Wolf, not the rest
  of the werewolves' side; Teruteru may still be added). If any other werewolf is still here,
  or the Lone Wolf has gone home, the Lone Wolf loses while the rest of the side wins.
- `with_pack`: the Lone Wolf wins with the Werewolves like any werewolf.

The victory rule itself lives in `victory._finish` (step 6 of its order).
"""

from __future__ import annotations

from ..role_base import register
from ._shared import PackRole


@register
class LoneWolf(PackRole):
    """A werewolf who wins only as the last werewolf (by default)."""

    id = "lone_wolf"
