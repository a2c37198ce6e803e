"""Apprentice Seer (seed 000): takes over the Seer's look once no Seer is left.

While a Seer is here the Apprentice has no night power. When the last Seer goes home (by any
means, at night or by day), the Apprentice is told privately (`apprentice_promoted`) and looks
into one person each night from the next night on, exactly like the Seer (same readings; a Fox
looked into goes home; looking at a Psycho Killer sends them home). If no Seer was dealt at
all, the Apprentice looks from the first night, and that first night follows
`seer_first_night` like the Seer's (choose, a free white, or nothing). The Apprentice never
learns who the Seer was. A Thief who steals the Seer keeps a Seer at the table, so the
Apprentice waits for that one.
"""

from __future__ import annotations

from ..deaths import Departure
from ..night import Night, Stage
from ..requests import Request
from ..role_base import register
from ..sides import Side
from ..state import GameState
from ._shared import SeerLook


def _no_seer_dealt(g: GameState) -> bool:
    return not any(s.dealt == "seer" for s in g.seats)


def active(g: GameState, seat: int, night: int) -> bool:
    """Whether this Apprentice looks on this night."""
    if _no_seer_dealt(g):
        return True
    start = g.mem.get(f"apprentice.from.{seat}")
    return start is not None and night >= start


@register
class ApprenticeSeer(SeerLook):
    """Looks like the Seer once the Seer has gone home (the Seer's look, switched on later)."""

    id = "apprentice_seer"
    side = Side.VILLAGE
    step = "apprentice_seer"

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if not active(g, seat, g.night_no):
            return []
        return super().night_requests(g, seat)

    def day_requests(self, g: GameState, seat: int) -> list[Request]:
        return []  # seed 004's free inquiry is the Seer's alone

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if active(g, seat, night.number):
            super().at_stage(stage, g, seat, night)

    def on_other_gone(self, g: GameState, seat: int, departure: Departure) -> None:
        if f"apprentice.from.{seat}" in g.mem:
            return
        if g.seats[departure.seat].role != "seer" or g.seats_with("seer"):
            return
        g.mem[f"apprentice.from.{seat}"] = g.night_no + 1
        g.tell(seat, "apprentice_promoted", night=g.night_no + 1)
