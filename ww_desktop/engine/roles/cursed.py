"""Cursed (seed 000): a villager who turns into a werewolf when the pack's prank reaches them.

Follows "When pranked, does not go home but becomes a Werewolf from the next night. Until then,
Villagers' side." and "The Cursed is told privately in the morning". A prank that is not
stopped does not send the Cursed home: it is noted when the prank resolves, and the Cursed is
told privately in that morning's news (`cursed_turning`). Until the next night falls nothing
else changes: the Cursed is still on the Villagers' side, counts as a person in the head count
(so the prank alone never decides the game that morning: with one werewolf, the Cursed and one
villager left the game goes on, and if the only real werewolf is voted home the next day the
Villagers win), and is read "not a werewolf" by the Seer and the Medium. When the next night
falls (`Role.at_nightfall`, before anyone is asked) the seat's role becomes `werewolf`: from
then on they count as a werewolf, are read as one, and prank with the pack that very night; the
new member is told the pack (`knows_pack`) and every werewolf is told who joined
(`pack_joined`).

Anything that stops the prank first (the Knight, a trap, the Witch's waking potion) leaves the
Cursed untouched. A Cursed who is pranked and also sent home another way the same night (a
sleeping potion, the Assassin), or voted home the next day, leaves as the Cursed, on the
Villagers' side. No setting changes the Cursed.
"""

from __future__ import annotations

from ..night import Night
from ..role_base import Role, register
from ..sides import Side
from ..state import GameState
from ._shared import join_pack


@register
class Cursed(Role):
    """Turns into a werewolf instead of going home when pranked."""

    id = "cursed"
    side = Side.VILLAGE

    def on_pranked(self, g: GameState, seat: int, night: Night, prankster: int) -> bool:
        if f"cursed.turns.{seat}" not in g.mem:
            g.mem[f"cursed.turns.{seat}"] = night.number
            g.tell_at_morning(seat, "cursed_turning")
        g.host("cursed_pranked", seat=seat, prankster=prankster)
        return True

    def at_nightfall(self, g: GameState, seat: int) -> None:
        if g.mem.pop(f"cursed.turns.{seat}", None) is None:
            return
        g.seats[seat].role = "werewolf"
        g.host("cursed_turned", seat=seat)
        join_pack(g, seat)
