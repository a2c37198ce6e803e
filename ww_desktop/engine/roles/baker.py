"""Baker (seed 000): a villager whose bread tells the table they are still here.

Follows "everyone is told each morning from day 2 that the bread arrived". Seed 000 counts the
first night as day 1's ("the night of day (werewolves dealt + 1) ... with one werewolf, that is
night 2"), so the first morning is day 2's (`first_morning_day`) and the bread is announced from
the very first morning. Every morning one public message is read: `bread_arrived` while a Baker
is still here, `bread_not_arrived` once every Baker has gone home (so from the morning after the
Baker went home: a Baker gone during a night is already missed that same morning, one voted
home during a day from the next morning on).

The Baker is whoever holds the role now, here or gone (a Thief who stole it bakes from then
on; the robbed person does not). However many Bakers were dealt, only one message is read a
morning (the first Baker in seat order reads it for all). No setting changes the Baker.
"""

from __future__ import annotations

from ..messages import BREAD_ARRIVED, BREAD_NOT_ARRIVED
from ..role_base import Role, register
from ..sides import Side
from ..state import GameState


@register
class Baker(Role):
    """Bread every morning from day 2 while here; no bread once gone."""

    id = "baker"
    side = Side.VILLAGE

    def at_morning(self, g: GameState, seat: int) -> None:
        bakers = g.seats_with(self.id, alive_only=False)
        if g.day_no < 2 or not bakers or bakers[0] != seat:
            return
        if any(g.here(b) for b in bakers):
            g.emit(BREAD_ARRIVED)
        else:
            g.emit(BREAD_NOT_ARRIVED)
