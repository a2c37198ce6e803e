"""Fox Cub (seed 000): a Fox who looks into one person a night, but only half the time learns.

Foxes' side, not counted in the head count, knows the Fox from the start (the Fox is not told).
Each night from the first the Fox Cub may look into one other person. Whether the answer comes
is a yes/no lot (`g.draw(["yes", "no"], "fox_cub")`, drawn at the `look` stage only when the
Cub chose someone): "yes" gives the same reading the Seer would get (`werewolf`,
`not_werewolf`, or `vampire`), "no" gives `unclear`. The result is private (`fox_cub_result`).
Its look is not a Seer's: a Fox it looks into stays. Being looked into does not send the Fox
Cub home, but a prank does (it is not immune like the Fox). Like the Fox, a Fox Cub still here
makes the Foxes take a decided game. No setting changes the Fox Cub.
"""

from __future__ import annotations

from ..messages import Audience, Message
from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Count, Reading, Side
from ..state import GameState
from ._shared import acts_tonight, look_targets


@register
class FoxCub(Role):
    """A fox whose look is half guesswork."""

    id = "fox_cub"
    side = Side.FOXES
    count = Count.NONE
    step = "fox_cub"
    told = ("fox_cub_result",)
    victory_rank = 1

    def claim_victory(self, g: GameState, alive: list[int], base: str | None) -> Side | None:
        """A Fox Cub still here takes any decided game, as a Fox does."""
        return Side.FOXES

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        foxes = g.seats_with("fox", alive_only=False)
        return [Message("knows_fox", {"seats": foxes}, Audience.PRIVATE, (seat,), 0, "night")]

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if not acts_tonight(g):
            return []
        return [request(g, seat, Verb.INSPECT, look_targets(g, seat), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.LOOK or not g.here(seat):
            return
        target = night.choice(seat, Verb.INSPECT)
        if target is None:
            return
        key = f"night{night.number}:seat{seat}:target{target}"
        if g.draw(["yes", "no"], "fox_cub", key) == "yes":
            result = g.role(target).seer_reading(g, target).value
        else:
            result = Reading.UNCLEAR.value
        g.tell(seat, "fox_cub_result", target=target, result=result)
