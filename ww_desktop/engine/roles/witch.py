"""Witch: a waking potion and a sleeping potion, one use each.

Seed 000: from night 2; one potion a night; the waking potion saves whoever the pack pranks
tonight (`witch_waking_potion: save_attacked`) or brings back the person voted home the day
before (`revive_voted`: not people taken home or who followed). Seed 002 (Classic): from night
1; one potion a night unless `witch_two_potions`; may not save herself unless
`witch_self_save`; the victim is no longer shown once the cure is used.

The Witch is asked after the pack has chosen (a reaction), and sees the prank's target.
"""

from __future__ import annotations

from ..night import Night
from ..requests import Request, Verb
from ..sides import Side
from ..state import Cause, GameState
from .base import Role, register, request


@register
class Witch(Role):
    """Two potions, one use each."""

    id = "witch"
    side = Side.VILLAGE
    step = "witch"

    def called(self, g: GameState, night: int) -> bool:
        return night >= int(g.rules["witch_from_night"])

    def reaction_requests(self, g: GameState, seat: int, night: Night) -> list[Request]:
        if night.number < int(g.rules["witch_from_night"]):
            return []
        group = None if g.rules["witch_two_potions"] else f"potion.{seat}"
        asks: list[Request] = []
        if not g.mem.get(f"witch.waking_used.{seat}"):
            if g.rules["witch_waking_potion"] == "revive_voted":
                voted = g.voted_home
                if voted is not None and not g.here(voted):
                    asks.append(request(g, seat, Verb.REVIVE, [voted], step="witch", group=group))
            else:
                victims = [t for t, _ in night.pranks if g.here(t)]
                if not g.rules["witch_self_save"]:
                    victims = [t for t in victims if t != seat]
                if victims:
                    info = {"victims": victims}
                    asks.append(
                        request(g, seat, Verb.SAVE, victims, step="witch", group=group, info=info)
                    )
        if not g.mem.get(f"witch.sleeping_used.{seat}"):
            asks.append(request(g, seat, Verb.POISON, g.others(seat), step="witch", group=group))
        return asks

    def at_stage(self, stage: str, g: GameState, seat: int, night: Night) -> None:
        if stage == "protect":
            saved = night.choice(seat, Verb.SAVE)
            if saved is not None:
                night.saved.add(saved)
                g.mem[f"witch.waking_used.{seat}"] = True
                g.host("potion_used", seat=seat, potion="save", target=saved)
        elif stage == "attack":
            target = night.choice(seat, Verb.POISON)
            if target is not None and seat not in night.void:
                g.mem[f"witch.sleeping_used.{seat}"] = True
                g.mem[f"poisoned.{target}"] = night.number
                g.host("potion_used", seat=seat, potion="poison", target=target)
                from ..deaths import leave

                leave(night.queue, target, Cause.POISON, seat)
        elif stage == "save":
            back = night.choice(seat, Verb.REVIVE)
            if back is not None and not g.here(back):
                g.mem[f"witch.waking_used.{seat}"] = True
                s = g.seats[back]
                s.here, s.gone_day, s.gone_phase, s.gone_cause = True, None, None, None
                g.emit("came_back", seat=back)
