"""Villager: no power; finds the werewolves through talk and the vote."""

from __future__ import annotations

from ..sides import Side
from .base import Role, register


@register
class Villager(Role):
    """A plain villager (classic victory: "every Villager gone" counts these)."""

    id = "villager"
    side = Side.VILLAGE
    special = False
