"""The table the balance lab simulates: the preset, one role per seat, the house rules.

Plain data (no Qt), shared by the panel and the worker that plays its games.
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from dataclasses import dataclass
from typing import Any

from ...engine.setup import SetupError
from ...simulate import table_roles

WEREWOLF = "werewolf"
VILLAGER = "villager"


@dataclass(frozen=True, slots=True)
class BalanceTable:
    """A table to simulate: the preset, one role per player, the house rules.

    Attributes:
        preset: the preset id.
        roles: one role id per seat (Villagers included).
        settings: the house rules, as sorted (key, value) pairs.
    """

    preset: str
    roles: tuple[str, ...]
    settings: tuple[tuple[str, Any], ...] = ()

    @classmethod
    def make(
        cls, preset: str, roles: Sequence[str], settings: Mapping[str, Any] | None = None
    ) -> BalanceTable:
        """A table from the lobby's choices."""
        return cls(preset, tuple(roles), tuple(sorted((settings or {}).items())))

    @property
    def players(self) -> int:
        """The number of seats."""
        return len(self.roles)

    @property
    def werewolves(self) -> int:
        """How many plain Werewolf cards the table deals."""
        return self.roles.count(WEREWOLF)

    def legal(self) -> bool:
        """Whether the simulator can play this table."""
        try:
            table_roles(self.preset, self.players, self.roles, dict(self.settings))
        except (SetupError, ValueError, KeyError):
            return False
        return True

    def variant(self, delta: int) -> BalanceTable | None:
        """The table with one Werewolf more (a Villager fewer) or fewer; None when illegal."""
        roles = list(self.roles)
        old, new = (VILLAGER, WEREWOLF) if delta > 0 else (WEREWOLF, VILLAGER)
        if old not in roles:
            return None
        roles[roles.index(old)] = new
        # A fixed werewolf count in the house rules would contradict the new table.
        settings = tuple((k, v) for k, v in self.settings if k != "werewolves")
        table = BalanceTable(self.preset, tuple(sorted(roles)), settings)
        return table if table.legal() else None
