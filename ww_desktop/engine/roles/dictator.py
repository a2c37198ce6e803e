"""Dictator (seed 000): a villager who may, once, decide a day alone.

During the discussion of any day (not once the vote has opened) the Dictator may use
`dictate` on one other person still here. That person goes home at once (`Cause.DICTATE`, which
counts as being voted home for the Medium, the Nekomata, the Black Cat, the Wolf Cub and
Teruteru), the table is told publicly who the Dictator is (`dictator_revealed`, with the
Dictator's seat and the person sent home), and there is no vote that day: the game goes
straight to the night (or ends, if decided). The power is used once per game; skipping it
on a day keeps it for later days. The request shares the group "discussion" with the host's
`end_discussion`, so using it closes the discussion. No setting changes the Dictator.
"""

from __future__ import annotations

from collections import deque

from ..deaths import Departure, leave
from ..requests import Request, Target, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import Cause, GameState


@register
class Dictator(Role):
    """Once, sends one person home during the discussion; no vote that day."""

    id = "dictator"
    side = Side.VILLAGE

    def day_requests(self, g: GameState, seat: int) -> list[Request]:
        if g.mem.get(f"dictator.used.{seat}"):
            return []
        return [request(g, seat, Verb.DICTATE, g.others(seat), step="dictator", group="discussion")]

    def day_action(
        self, g: GameState, seat: int, verb: Verb, target: Target, queue: deque[Departure]
    ) -> bool:
        if verb is not Verb.DICTATE or not isinstance(target, int):
            return False
        g.mem[f"dictator.used.{seat}"] = True
        g.emit("dictator_revealed", seat=seat, target=target)
        leave(queue, target, Cause.DICTATE, seat)
        return True
