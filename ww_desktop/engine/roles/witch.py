"""Witch: a waking potion and a sleeping potion, one use each.

Seed 000: from night 2; one potion a night; the waking potion saves whoever the pack pranks
tonight (`witch_waking_potion: save_attacked`) or brings back the person voted home the day
before (`revive_voted`: not people taken home or who followed); she may save herself. Seed 002
(Classic): from night 1; one potion a night unless `witch_two_potions`; may not save herself
unless `witch_self_save`; "Privately show the attack victim only while the cure remains".

The Witch is asked after the pack has chosen (a reaction). While her waking potion (the cure)
remains she is shown the pack's target(s) (`info["victims"]` on each of her requests), even
when she is the target and may not save herself: she then sees it and cannot save. Once the
cure is used she is shown nothing. What she was shown is also kept as a private message
(`witch_saw`, told as the night resolves) so her card and the log remember it.
"""

from __future__ import annotations

from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import Cause, GameState


def shown_victims(g: GameState, seat: int, night: Night) -> list[int]:
    """The pack's targets the Witch is shown tonight: only while her cure remains (and only
    when it saves the pranked person), including herself."""
    if night.number < int(g.rules["witch_from_night"]) or not g.here(seat):
        return []
    if g.mem.get(f"witch.waking_used.{seat}") or g.rules["witch_waking_potion"] != "save_attacked":
        return []
    return [t for t, _ in night.pranks if g.here(t)]


@register
class Witch(Role):
    """Two potions, one use each."""

    id = "witch"
    kill_rank = 50
    side = Side.VILLAGE
    step = "witch"

    def called(self, g: GameState, night: int) -> bool:
        return night >= int(g.rules["witch_from_night"])

    def step_asks(self, g: GameState, seat: int, step: str) -> tuple[Verb, ...]:
        """While her waking potion remains she may be asked to use it (to save whoever the
        pack attacks, or to bring back the person voted home), and while her sleeping potion
        remains, to use that one."""
        if step != self.step:
            return ()
        asks: list[Verb] = []
        if not g.mem.get(f"witch.waking_used.{seat}"):
            revive = g.rules["witch_waking_potion"] == "revive_voted"
            asks.append(Verb.REVIVE if revive else Verb.SAVE)
        if not g.mem.get(f"witch.sleeping_used.{seat}"):
            asks.append(Verb.POISON)
        return tuple(asks)

    def reaction_requests(self, g: GameState, seat: int, night: Night) -> list[Request]:
        if night.number < int(g.rules["witch_from_night"]):
            return []
        group = None if g.rules["witch_two_potions"] else f"potion.{seat}"
        shown = shown_victims(g, seat, night)
        info = {"victims": shown} if shown else None
        asks: list[Request] = []
        if not g.mem.get(f"witch.waking_used.{seat}"):
            if g.rules["witch_waking_potion"] == "revive_voted":
                voted = g.voted_home
                if voted is not None and not g.here(voted):
                    asks.append(request(g, seat, Verb.REVIVE, [voted], step="witch", group=group))
            else:
                savable = [t for t in shown if t != seat or g.rules["witch_self_save"]]
                if savable:
                    asks.append(
                        request(g, seat, Verb.SAVE, savable, step="witch", group=group, info=info)
                    )
        if not g.mem.get(f"witch.sleeping_used.{seat}"):
            asks.append(
                request(g, seat, Verb.POISON, g.others(seat), step="witch", group=group, info=info)
            )
        if shown and not asks:  # shown the victim, with nothing she may do about it
            asks.append(request(g, seat, Verb.SAVE, [], step="witch", info=info))
        return asks

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is Stage.PROTECT:
            for victim in shown_victims(g, seat, night):
                g.tell(seat, "witch_saw", target=victim)
            saved = night.choice(seat, Verb.SAVE)
            if saved is not None:
                night.saved.add(saved)
                g.mem[f"witch.waking_used.{seat}"] = True
                g.host("potion_used", seat=seat, potion="save", target=saved)
        elif stage is Stage.ATTACK:
            target = night.choice(seat, Verb.POISON)
            if target is not None and seat not in night.void:
                g.mem[f"witch.sleeping_used.{seat}"] = True
                g.marks.poisoned[target] = night.number
                g.host("potion_used", seat=seat, potion="poison", target=target)
                from ..deaths import leave

                leave(night.queue, target, Cause.POISON, seat)
        elif stage is Stage.SAVE:
            back = night.choice(seat, Verb.REVIVE)
            if back is not None and not g.here(back):
                g.mem[f"witch.waking_used.{seat}"] = True
                s = g.seats[back]
                s.here, s.gone_day, s.gone_phase, s.gone_cause = True, None, None, None
                g.emit("came_back", seat=back)
