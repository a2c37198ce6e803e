"""Medium: on the night after a vote, learns whether the person voted home was a werewolf."""

from __future__ import annotations

from ..night import Night, Stage
from ..role_base import Role, register
from ..sides import Side
from ..state import GameState


@register
class Medium(Role):
    """Told, at night, how the person voted home that day reads."""

    id = "medium"
    side = Side.VILLAGE
    step = "medium"
    told = ("medium_result",)
    stages = frozenset({Stage.LOOK})

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.LOOK or not g.here(seat) or g.voted_home is None:
            return
        target = g.voted_home
        reading = g.role(target).medium_reading(g, target)
        g.tell(seat, "medium_result", target=target, result=reading.value)

    def called(self, g: GameState, night: int) -> bool:
        """Called on every night after the first."""
        return night > g.preset.first_night
