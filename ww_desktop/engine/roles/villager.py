"""Villager: no power; finds the werewolves through talk and the vote."""

from __future__ import annotations

from ..role_base import Role, register
from ..sides import Side


@register
class Villager(Role):
    """A plain villager (classic victory: "every Villager gone" counts these)."""

    id = "villager"
    side = Side.VILLAGE
    special = False
