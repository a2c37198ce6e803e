"""What a preset is: player range, role table, rules and their defaults, calling order, timers."""

from __future__ import annotations

from collections.abc import Callable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ..settings import SPECS

ENGINE_DEFAULTS: Mapping[str, Any] = {
    # Every house rule's default, from its one table (engine/settings.py).
    **{setting_id: spec.default for setting_id, spec in SPECS.items()},
    # Fixed rules (not offered as settings; they tell the presets' families apart).
    # first_night_prank: whether the pack pranks on the first night (seed 000: nobody is
    # pranked on the first night; seed 003: night 0 is for meeting only).
    # first_morning_day: the day number of the first morning. Seed 000 counts the first night
    # as day 1's, so its first morning is day 2's (night N belongs to day N, the morning after
    # it is day N + 1); elsewhere night N is followed by day N (compact: night 0, then day 1).
    # hunter_shot_timing: "settled" (seed 000: the shot is asked once the trips home queued at
    # that moment have gone, and judged "decided" on that state) or "after_dawn" (seed 002's
    # script: a Hunter gone in the night shoots after the dawn is read, before the victory check).
    # hunter_reveals: seed 002, "a Hunter reveals when shooting": the shot is announced with the
    # Hunter's role (public message `role_revealed`).
    "wolves_may_target_pack": False,
    "hunter_asked_when_decided": False,
    "hunter_shot_blocked_by_poison": False,
    "witch_from_night": 2,
    "seer_may_target_self": False,
    "max_accused": 0,
    "first_night_prank": True,
    "first_morning_day": 1,
    "hunter_shot_timing": "settled",
    "hunter_reveals": False,
}
"""A value for every rule the engine reads; presets override some and offer some."""


@dataclass(frozen=True, slots=True)
class Timers:
    """Default phase lengths in seconds (0: no limit)."""

    discussion: int
    vote: int = 0
    night: int = 0
    extend: int = 60
    turn_limit: int = 0


@dataclass(frozen=True)
class Preset:
    """A rule system, as data.

    Attributes:
        id: preset id ("standard", "basic", ...).
        source: the seed page it follows.
        players: inclusive player range.
        roles: the role ids it may deal, in lobby order.
        offered: the settings a table may change, with their defaults.
        fixed: rules it fixes (over ENGINE_DEFAULTS) that a table may not change.
        first_night: the number of the first night (0 in compact).
        call_order: night steps in calling order (role ids, "werewolves", meeting steps).
        table: the default role counts for a player count and the chosen settings.
        timers: the default phase lengths for a player count and the chosen settings.
        wording: the default wording ("gentle", "neutral" or "classic").
    """

    id: str
    source: str
    players: tuple[int, int]
    roles: tuple[str, ...]
    offered: Mapping[str, Any]
    fixed: Mapping[str, Any]
    first_night: int
    call_order: tuple[str, ...]
    table: Callable[[int, Mapping[str, Any]], dict[str, int]]
    timers: Callable[[int, Mapping[str, Any]], Timers]
    wording: str = "neutral"
    extra: Mapping[str, Any] = field(default_factory=dict)

    def rules(self, overrides: Mapping[str, Any] | None = None) -> dict[str, Any]:
        """Every engine rule's value for a table with these setting overrides."""
        return {**ENGINE_DEFAULTS, **self.fixed, **self.offered, **(overrides or {})}

    def step_order(self, step: str) -> int:
        """Position of a night step in this preset's calling order (unknown steps go last)."""
        try:
            return self.call_order.index(step)
        except ValueError:
            return len(self.call_order)


def fill_villagers(players: int, counts: dict[str, int]) -> dict[str, int]:
    """Top a role table up with Villagers, dropping roles with count 0."""
    rest = players - sum(counts.values())
    table = {role: n for role, n in counts.items() if n > 0}
    if rest > 0:
        table["villager"] = table.get("villager", 0) + rest
    return table
