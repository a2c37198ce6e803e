"""Werewolf: pranks with the pack each night; knows the pack from the start."""

from __future__ import annotations

from ..flow import pack_attack_count
from ..messages import Audience, Message
from ..role_base import Role, register
from ..sides import Count, Reading, Side
from ..state import GameState


class PackRole(Role):
    """Base for every role that pranks with the pack (Werewolf, Lone Wolf, Wolf Cub, Big Wolf)."""

    side = Side.WEREWOLVES
    count = Count.WOLF
    seer_reads = Reading.WEREWOLF
    medium_reads = Reading.WEREWOLF
    pack = True
    special = False
    step = "werewolves"

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        """Every pack member knows the others."""
        mates = [i for i in range(len(g.seats)) if g.role(i).pack and i != seat]
        return [Message("knows_pack", {"seats": mates}, Audience.PRIVATE, (seat,), 0, "night")]

    def called(self, g: GameState, night: int) -> bool:
        """The pack is called every night it may prank."""
        saved = g.night_no
        g.night_no = night
        try:
            return pack_attack_count(g) > 0
        finally:
            g.night_no = saved


@register
class Werewolf(PackRole):
    """A werewolf."""

    id = "werewolf"
