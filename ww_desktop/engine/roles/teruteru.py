"""Teruteru (seed 000): a side of their own with no power, who wants to be voted home.

Teruteru counts as a person in the head count and reads `not_werewolf`. Being voted home does
not end the game: it goes on, and when it is decided Teruteru is added to `winners` beside
whichever side wins (a draw has no winning side, so nobody is added). Teruteru never wins by
staying to the end.

`teruteru_wins`:
- `voted` (default): only after going home by the day's vote or the Dictator's decision.
- `any`: after going home in any way (a prank, a potion, being taken home, ...).

The win itself is `wins_alone` below (step 6 of victory.py's order).
"""

from __future__ import annotations

from ..role_base import Role, register
from ..sides import Count, Reading, Side
from ..state import GameState


@register
class Teruteru(Role):
    """Wins beside the winning side once voted home (or gone any way, by setting)."""

    id = "teruteru"
    side = Side.SOLO
    count = Count.HUMAN
    seer_reads = Reading.NOT_WEREWOLF
    medium_reads = Reading.NOT_WEREWOLF

    def wins_alone(self, g: GameState, seat: int) -> bool:
        """Gone home by the vote (or any way, under `teruteru_wins: any`)."""
        counts = g.rules["teruteru_wins"] == "any" or seat in g.marks.voted_home
        return bool(not g.here(seat) and counts)
