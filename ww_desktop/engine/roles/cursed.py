"""Cursed (seed 000): a villager who turns into a werewolf when the pack's prank reaches them.

Until the change the Cursed is an ordinary villager (Villagers' side, read "not a werewolf").
A prank that is not stopped does not send the Cursed home: it is noted when the prank resolves
and, at the `convert` stage of the same night, the seat's role becomes `werewolf`. From then on
they count as a werewolf in the head count (so the change can already decide the game at that
morning's victory check), are read as a werewolf by the Seer and the Medium, and prank with the
pack from the next night. The Cursed is told privately (`cursed_turned`); the new member is
told the pack (`knows_pack`) and every werewolf is told who joined (`pack_joined`).

Anything that stops the prank first (the Knight, a trap, the Witch's waking potion) leaves the
Cursed untouched. A Cursed who is pranked and also sent home another way the same night (a
sleeping potion, the Assassin) still turns before the night's trips home, and leaves as a
werewolf. No setting changes the Cursed.
"""

from __future__ import annotations

from ..night import Night
from ..sides import Side
from ..state import GameState
from .base import Role, register


def join_pack(g: GameState, seat: int) -> None:
    """A seat has just become a pack member: it learns the pack and the pack learns it."""
    mates = [i for i in range(len(g.seats)) if g.role(i).pack and i != seat]
    g.tell(seat, "knows_pack", seats=mates)
    for mate in mates:
        if g.here(mate):
            g.tell(mate, "pack_joined", joined=seat)


@register
class Cursed(Role):
    """Turns into a werewolf instead of going home when pranked."""

    id = "cursed"
    side = Side.VILLAGE

    def on_pranked(self, g: GameState, seat: int, night: Night, prankster: int) -> bool:
        g.mem[f"cursed.turns.{seat}"] = night.number
        g.host("cursed_pranked", seat=seat, prankster=prankster)
        return True

    def at_stage(self, stage: str, g: GameState, seat: int, night: Night) -> None:
        if stage != "convert" or g.mem.get(f"cursed.turns.{seat}") != night.number:
            return
        del g.mem[f"cursed.turns.{seat}"]
        if not g.here(seat) or g.seats[seat].role != self.id:
            return
        g.seats[seat].role = "werewolf"
        g.host("cursed_turned", seat=seat)
        g.tell(seat, "cursed_turned")
        join_pack(g, seat)
