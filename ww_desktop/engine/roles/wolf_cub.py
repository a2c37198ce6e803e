"""Wolf Cub (seed 000): a member of the pack whose going home gives the pack two pranks.

Knows the pack and is known by it, may play the prank, reads as a werewolf to the Seer and the
Medium, counts as a werewolf. When the Wolf Cub goes home, the next night (the night after a
day the Wolf Cub was voted home on, or the night after the night they went home in) the pack
plays two pranks: the one playing the prank names two different people (`attack` with a list
of two). Each prank is then stopped or not on its own (a guard on one does not save the
other), and the two resolve in seat order of their targets. With fewer than two people left
to prank, the pack pranks one.

`wolf_cub_counts`:
- `any` (default): every way home counts (vote, Dictator, taken home by a Nekomata or a Hunter,
  a potion, a trap...).
- `vote_only`: only being voted home counts (the day's ballot or the Dictator's decision).

The next night is stored as `g.marks.double_prank_night`; `flow.pack_attack_count` reads it.
"""

from __future__ import annotations

from ..deaths import Departure
from ..role_base import Asks, register
from ..state import VOTE_CAUSES, GameState
from ._shared import PackRole


@register
class WolfCub(PackRole):
    """A werewolf whose departure doubles the next night's prank."""

    id = "wolf_cub"

    def on_gone(self, g: GameState, seat: int, departure: Departure) -> Asks:
        if g.rules["wolf_cub_counts"] == "any" or departure.cause in VOTE_CAUSES:
            g.marks.double_prank_night = g.night_no + 1
            g.host("wolf_cub_revenge", seat=seat, night=g.night_no + 1)
        yield from ()
