"""Knight (seed 000, 003): protects one other person from the prank each night.

Under `knight_repeat_guard: false` the Knight may not protect last night's choice again.
"""

from __future__ import annotations

from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import GameState
from ._shared import acts_tonight


@register
class Knight(Role):
    """Guards one other person; never themselves; never told whether it worked."""

    id = "knight"
    side = Side.VILLAGE
    step = "knight"
    stages = frozenset({Stage.PROTECT})

    def called(self, g: GameState, night: int) -> bool:
        """Called from night 1 (compact's night 0 is for meeting only)."""
        return night >= 1

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if not acts_tonight(g):
            return []
        targets = g.others(seat)
        last = g.mem.get(f"guard.last.{seat}")
        if not g.rules["knight_repeat_guard"] and last in targets:
            targets.remove(last)
        return [request(g, seat, Verb.GUARD, targets, step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.PROTECT or (seat, Verb.GUARD) not in night.answers:
            return
        target = night.choice(seat, Verb.GUARD)
        g.mem[f"guard.last.{seat}"] = target
        if target is not None:
            night.guarded.setdefault(target, seat)
            g.host("guarded", seat=seat, target=target)
