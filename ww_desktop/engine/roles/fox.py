"""Fox (seed 000): a third side that pranks cannot touch but a Seer's look sends home.

The Fox is on the Foxes' side and is not counted when the werewolves are compared with everyone
else. A prank that reaches the Fox does nothing (it is not stopped by anything else first: a
guard or trap on the Fox still works as usual). When a Seer-type looker (the Seer, or an active
Apprentice Seer; not the Fox Cub) looks into the Fox, the looker is told "not a werewolf" and
the Fox goes home that night (cause `looked`, queued when the night's powers are checked at the
end of the `protect` stage); a Knight's guard does not stop it (a Priest's blessing does, as a
night-time trip home). Any other way home works normally.

If the Fox or a Fox Cub is still here when the Villagers or the Werewolves would win, the Foxes
win instead (checked before the Lovers and a Survive-type Vampire; see `victory.py`), and the
Immoralist wins with them. No setting changes the Fox.
"""

from __future__ import annotations

from ..deaths import leave
from ..night import Night
from ..requests import Verb
from ..role_base import Role, register
from ..sides import Count, Side
from ..state import Cause, GameState

SEER_TYPES = ("seer", "apprentice_seer")
"""Roles whose look sends a Fox home."""


@register
class Fox(Role):
    """Immune to the prank, undone by the Seer's look."""

    id = "fox"
    side = Side.FOXES
    count = Count.NONE
    victory_rank = 1

    def claim_victory(self, g: GameState, alive: list[int], base: str | None) -> Side | None:
        """A Fox still here takes any decided game."""
        return Side.FOXES

    def on_pranked(self, g: GameState, seat: int, night: Night, prankster: int) -> bool:
        g.host("fox_unharmed", seat=seat, prankster=prankster)
        return True

    def on_targeted(self, g: GameState, seat: int, actor: int, verb: Verb, night: Night) -> None:
        if verb is Verb.INSPECT and g.acting_role(night, actor).id in SEER_TYPES:
            g.host("fox_looked", seat=seat, looker=actor)
            leave(night.queue, seat, Cause.LOOKED, actor)
