"""Lover (seed 000): a pair who know each other; when one goes home the other follows.

If both are still here when the game would be decided they win instead (`lovers_own_side`,
on by default; a surviving Fox comes first). With it off they are villagers who only follow.
Each is told the other at the start (`knows_lover`); both count as people in the head count.
Following happens for any way home and joins the end of the departure queue (`Cause.FOLLOW`).
"""

from __future__ import annotations

from collections.abc import Mapping

from ..deaths import Departure, follow
from ..messages import Audience, Message
from ..role_base import Role, register
from ..sides import Side
from ..state import Cause, GameState


@register
class Lover(Role):
    """One of the two Lovers."""

    id = "lover"
    side = Side.LOVERS
    pair_min = 2
    victory_rank = 2
    meeting = "lovers_meet"

    def meets(self, g: GameState, dealt: Mapping[str, int]) -> bool:
        """The Lovers meet when two were dealt."""
        return dealt.get("lover", 0) >= 2

    def claim_victory(self, g: GameState, alive: list[int], base: str | None) -> Side | None:
        """Both Lovers still here take a decided game (`lovers_own_side`)."""
        lovers = g.seats_with("lover", alive_only=False)
        if g.rules["lovers_own_side"] and len(lovers) >= 2 and all(g.here(i) for i in lovers):
            return Side.LOVERS
        return None

    def side_of(self, g: GameState, seat: int) -> Side:
        return Side.LOVERS if g.rules["lovers_own_side"] else Side.VILLAGE

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        others = [i for i, s in enumerate(g.seats) if s.role == "lover" and i != seat]
        return [Message("knows_lover", {"seats": others}, Audience.PRIVATE, (seat,), 0, "night")]

    def on_other_gone(self, g: GameState, seat: int, departure: Departure) -> None:
        if g.seats[departure.seat].role == "lover":
            follow(g, seat, Cause.FOLLOW, departure.seat)
