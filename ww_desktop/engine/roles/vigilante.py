"""Vigilante (seed 004; that page's night Hunter, alias `night_hunter`): may kill at night.

Each night the Vigilante may name one other person to kill, or nobody (`kill`). The Vigilante
is called last, and the kill is the weakest of the night's kills (`kill_rank`): the
werewolves' prank and then the Mafia's kill resolve first, and a Vigilante they send home
tonight does not kill. A Vigilante who takes a werewolf means two people gone that morning.
The Archangel's protection stops the kill like it stops the werewolves'. The Vigilante plays
for the village.

`sent_home_tonight` and `night_kill` are shared with the Mafia (mafia.py).
"""

from __future__ import annotations

from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import Cause, GameState
from ._shared import night_kill, sent_home_tonight


@register
class Vigilante(Role):
    """Kills one person at night if they choose to."""

    id = "vigilante"
    kill_rank = 20
    side = Side.VILLAGE
    aliases = ("night_hunter",)
    step = "vigilante"

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        return [request(g, seat, Verb.KILL, g.others(seat), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.ATTACK or not g.here(seat):
            return
        target = night.choice(seat, Verb.KILL)
        if target is None:
            return
        if sent_home_tonight(night, seat):
            g.host("kill_void", seat=seat, target=target)
            return
        night_kill(g, night, seat, target, Cause.VIGILANTE)
