"""The `basic` and `classic` presets: seed 002's two rule sets, 4 to 20 players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..settings import defaults
from .base import Preset, Timers, fill_villagers

SETTINGS_002 = {
    **defaults(
        "tie_rule",
        "victory_timing",
        "witch_self_save",
        "witch_two_potions",
        "discussion_seconds",
        "call_window",
        "cards_face_up",
    ),
    # Seed 002's own default.
    "tie_rule": "no_elimination",
}
FIXED_002 = {
    "wolves_may_target_pack": True,
    "hunter_asked_when_decided": True,
    "hunter_shot_blocked_by_poison": True,
    "hunter_must_choose": False,
    "witch_from_night": 1,
    "pack_split": "first_in_seat_order",
    "hunter_shot_timing": "after_dawn",
    "hunter_reveals": True,
}


def wolves_002(players: int) -> int:
    """Seed 002's tables: 2 wolves at 7, 3 at 9 and 10, 4 at 12; one per three players between."""
    return max(1, players // 3)


def basic_table(players: int, rules: Mapping[str, Any]) -> dict[str, int]:
    """Basic: werewolves, a Seer and a Doctor, Villagers for the rest (seed 002's tables)."""
    return fill_villagers(players, {"werewolf": wolves_002(players), "seer": 1, "doctor": 1})


def classic_table(players: int, rules: Mapping[str, Any]) -> dict[str, int]:
    """Classic: werewolves, Seer, Witch and Hunter; small tables drop the Hunter, then the Witch.

    Seed 002 gives 9, 10 and 12 players; below 6 players there would be no plain Villager left
    (and "all Villagers gone" would end the game at once), so the Hunter joins from 6 and the
    Witch from 5.
    """
    return fill_villagers(
        players,
        {
            "werewolf": wolves_002(players),
            "seer": 1,
            "witch": int(players >= 5),
            "hunter": int(players >= 6),
        },
    )


def timers(players: int, rules: Mapping[str, Any]) -> Timers:
    """Seed 002 sets no timer: the discussion length is the table's choice (3 minutes)."""
    return Timers(discussion=int(rules["discussion_seconds"]))


BASIC = Preset(
    id="basic",
    source="002_e58986697c07040e.txt (Basic)",
    players=(4, 20),
    roles=("villager", "werewolf", "seer", "doctor"),
    offered={**SETTINGS_002, "victory": "parity"},
    fixed=FIXED_002,
    first_night=1,
    call_order=("pack_meets", "werewolves", "doctor", "seer", "notes"),
    table=basic_table,
    timers=timers,
    wording="classic",
)

CLASSIC = Preset(
    id="classic",
    source="002_e58986697c07040e.txt (Classic)",
    players=(4, 20),
    roles=("villager", "werewolf", "seer", "witch", "hunter"),
    offered={**SETTINGS_002, "victory": "classic"},
    fixed=FIXED_002,
    first_night=1,
    call_order=("pack_meets", "werewolves", "seer", "witch", "notes"),
    table=classic_table,
    timers=timers,
    wording="classic",
)
