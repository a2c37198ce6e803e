"""Immoralist (seed 000): on the Foxes' side; knows the Foxes; follows them home.

The Immoralist is told at the start who the Fox and the Fox Cub are (they are not told about
the Immoralist). As soon as no Fox and no Fox Cub is left (the last one goes home by any
means), the Immoralist follows them home at once (cause `follow`, right after that trip home,
in the same chain). If no Fox or Fox Cub was dealt, nothing ever happens. The Immoralist wins
whenever the Foxes win, even from home, and counts as a person in the head count. No setting
changes the Immoralist.
"""

from __future__ import annotations

from ..deaths import Departure, follow
from ..messages import Audience, Message
from ..role_base import Role, register
from ..sides import Side
from ..state import Cause, GameState

FOXES = ("fox", "fox_cub")


@register
class Immoralist(Role):
    """Knows the Foxes and follows the last of them home."""

    id = "immoralist"
    side = Side.FOXES

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        foxes = g.seats_with(*FOXES, alive_only=False)
        return [Message("knows_foxes", {"seats": foxes}, Audience.PRIVATE, (seat,), 0, "night")]

    def on_other_gone(self, g: GameState, seat: int, departure: Departure) -> None:
        if g.seats[departure.seat].role in FOXES and not g.seats_with(*FOXES):
            g.host("immoralist_follows", seat=seat)
            follow(g, seat, Cause.FOLLOW, departure.seat)
