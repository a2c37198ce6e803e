"""Tough Guy (seed 000): a villager who holds on for one more day after a prank.

When a prank reaches the Tough Guy (nothing stopped it), they do not go home that morning:
they stay through the next day, talking and voting as usual, and go home at the `delayed`
stage of the following night (after that night's other trips home; the morning list shows
them then). Nobody is told, the Tough Guy included. A second prank while already doomed
changes nothing. Any other way home (the vote, a potion, the Assassin, being taken home)
works at once, and a Tough Guy who is already gone is not sent home again. The delayed trip
is a night-time trip home, so a Priest's blessing stops it. No setting changes the Tough Guy.
"""

from __future__ import annotations

from ..deaths import leave
from ..night import Night, Stage
from ..role_base import Role, register
from ..sides import Side
from ..state import Cause, GameState


@register
class ToughGuy(Role):
    """Goes home at the end of the night after the one they were pranked."""

    id = "tough_guy"
    side = Side.VILLAGE

    def on_pranked(self, g: GameState, seat: int, night: Night, prankster: int) -> bool:
        if f"tough.due.{seat}" not in g.mem:
            g.mem[f"tough.due.{seat}"] = night.number + 1
            g.mem[f"tough.by.{seat}"] = prankster
        g.host("tough_guy_holds_on", seat=seat, prankster=prankster)
        return True

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.DELAYED or g.mem.get(f"tough.due.{seat}") != night.number:
            return
        g.mem.pop(f"tough.due.{seat}")
        prankster = g.mem.pop(f"tough.by.{seat}", None)
        if g.here(seat):
            leave(night.queue, seat, Cause.DELAYED, prankster)
