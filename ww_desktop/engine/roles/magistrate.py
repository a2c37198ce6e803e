"""Magistrate (seed 004): each night names one person who may not be lynched the next day.

The shield is chosen at night (`shield`, may be skipped) and lasts for the following day only
(night N shields day N: nights and days are numbered night 1, day 1, night 2, day 2...). The
morning announces it publicly (`lynch_shield`, with the seat) when that person is still here;
the shielded person cannot be voted for (or accused) that day. The same person may be named
again the next night. `magistrate_self` (on by default) lets the Magistrate name herself.
A shield named before the Magistrate is taken home that night still holds. Village side.
"""

from __future__ import annotations

from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import GameState


@register
class Magistrate(Role):
    """Shields one person from the next day's lynch."""

    id = "magistrate"
    side = Side.VILLAGE
    step = "magistrate"

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        targets = g.alive() if g.rules["magistrate_self"] else g.others(seat)
        return [request(g, seat, Verb.SHIELD, targets, step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.PROTECT:
            return
        target = night.choice(seat, Verb.SHIELD)
        if target is None or night.number in g.marks.vote_shield:
            return
        g.marks.vote_shield[night.number] = target
        g.mem[f"shield.by.{night.number}"] = seat
        g.host("shielded", seat=seat, target=target)

    def at_morning(self, g: GameState, seat: int) -> None:
        if g.mem.get(f"shield.by.{g.day_no}") != seat:
            return
        target = g.marks.vote_shield.get(g.day_no)
        if isinstance(target, int) and g.here(target):
            g.emit("lynch_shield", seat=target)
