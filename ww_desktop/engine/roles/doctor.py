"""Doctor (seed 002) and Archangel (seed 004): protects anyone, themselves too, each night.

Protection stops only the werewolves' attack (and, in seed 004, the other night kills); the
Witch's poison passes it. Repeating the same person is allowed.
"""

from __future__ import annotations

from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import GameState


@register
class Doctor(Role):
    """Guards any living player, themselves included."""

    id = "doctor"
    side = Side.VILLAGE
    aliases = ("archangel",)
    step = "doctor"

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        return [request(g, seat, Verb.GUARD, g.alive(), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.PROTECT:
            return
        target = night.choice(seat, Verb.GUARD)
        if target is not None:
            night.guarded.setdefault(target, seat)
            g.host("guarded", seat=seat, target=target)
