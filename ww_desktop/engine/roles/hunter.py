"""Hunter: on going home, takes one chosen person home too; everyone is told who.

Seed 000: asked on any trip home unless the game is already decided at that moment; must
choose someone under `hunter_must_choose` (on by default). Seed 002 (Classic): may shoot after
the werewolves' attack or the vote, or decline; a poisoned Hunter cannot shoot, even when also
attacked; asked even when the game looks decided (victory is checked after every death).
"""

from __future__ import annotations

from ..deaths import Departure, follow
from ..requests import Verb
from ..sides import Side
from ..state import Cause, GameState
from ..victory import decide
from .base import Asks, Role, register, request


@register
class Hunter(Role):
    """Shoots one person on going home."""

    id = "hunter"
    side = Side.VILLAGE

    def on_gone(self, g: GameState, seat: int, departure: Departure) -> Asks:
        if g.mem.get("no_reactions"):
            return
        if g.rules["hunter_shot_blocked_by_poison"]:
            if departure.cause not in (Cause.PRANK, Cause.VOTE):
                return
            if g.mem.get(f"poisoned.{seat}") == g.night_no and departure.cause is Cause.PRANK:
                return
        if not g.rules["hunter_asked_when_decided"] and decide(g) is not None:
            return
        targets = g.alive()
        if not targets:
            return
        can_skip = not g.rules["hunter_must_choose"]
        answers = yield [request(g, seat, Verb.SHOOT, targets, step="hunter", can_skip=can_skip)]
        target = answers.get((seat, Verb.SHOOT))
        if isinstance(target, int):
            g.emit("hunter_took", seat=target)
            follow(g, target, Cause.HUNTER, seat)
        else:
            g.host("hunter_declined", seat=seat)
