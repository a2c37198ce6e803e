"""Assassin (seed 000): from night 2, once, quietly sends one other person home.

On any night from the second, the Assassin may name one other person or say "not tonight"
(skip); the power is spent as soon as it is used. The trip home (cause `assassin`) is queued
at the `attack` stage after the pack's prank and the Vampire, in `kill_rank` order, and no guard
or trap stops it (the Knight's protection only covers the prank). A Priest's blessing does
stop it (a night-time trip home). An Assassin who is pranked (or otherwise sent home) the same
night still acts: every trip home of the night happens together at the `depart` stage. Aimed
at a Psycho Killer it is spent, the Psycho Killer stays and the Assassin goes home. No setting
changes the Assassin.
"""

from __future__ import annotations

from ..deaths import leave
from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import Cause, GameState
from ._shared import from_second_night


@register
class Assassin(Role):
    """One quiet send-off, past any protection."""

    id = "assassin"
    kill_rank = 40
    side = Side.VILLAGE
    step = "assassin"

    def called(self, g: GameState, night: int) -> bool:
        return from_second_night(g, night)

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if not from_second_night(g, g.night_no) or g.mem.get(f"assassin.used.{seat}"):
            return []
        return [request(g, seat, Verb.ASSASSINATE, g.others(seat), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.ATTACK or seat in night.void:
            return
        target = night.choice(seat, Verb.ASSASSINATE)
        if target is None:
            return
        g.mem[f"assassin.used.{seat}"] = True
        g.host("assassinated", seat=seat, target=target)
        leave(night.queue, target, Cause.ASSASSIN, seat)
