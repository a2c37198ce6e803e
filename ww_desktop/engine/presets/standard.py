"""The `standard` preset: seed 000's 35 roles and house rules, 4 to 30 players."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..settings import defaults
from .base import Preset, Timers, fill_villagers

WOLF_STEPS = ((7, 2), (11, 3), (14, 4), (18, 5), (21, 6), (25, 7), (28, 8))


def default_wolves(players: int) -> int:
    """Seed 000's "suit the table" werewolf count: 1 up to 6 players, 2 from 7, ..., 8 from 28."""
    wolves = 1
    for start, count in WOLF_STEPS:
        if players >= start:
            wolves = count
    return wolves


def table(players: int, rules: Mapping[str, Any]) -> dict[str, int]:
    """The six default roles suited to the table (Seer always, Knight 5+, Medium 7+, Traitor 8+)."""
    chosen = rules.get("werewolves", "auto")
    wolves = default_wolves(players) if chosen == "auto" else int(chosen)
    wolves = max(1, min(wolves, (players - 1) // 2))  # always outnumbered at the start
    return fill_villagers(
        players,
        {
            "werewolf": wolves,
            "seer": 1,
            "knight": int(players >= 5),
            "medium": int(players >= 7),
            "traitor": int(players >= 8),
        },
    )


def timers(players: int, rules: Mapping[str, Any]) -> Timers:
    """Three minutes of discussion by default, +1 minute at a time, optional turn limit."""
    return Timers(
        discussion=int(rules["discussion_seconds"]),
        extend=60,
        turn_limit=int(rules["turn_limit_seconds"]),
    )


ROLES = (
    "villager", "werewolf", "knight", "seer", "medium", "traitor",
    "mason", "nekomata", "hunter", "baker", "thief", "witch", "dictator", "cursed",
    "tough_guy", "lycan", "apprentice_seer", "diseased", "trapper", "assassin", "priest",
    "old_man", "mayor", "psycho_killer", "lone_wolf", "wolf_cub", "fanatic", "black_cat",
    "big_wolf", "fox", "immoralist", "fox_cub", "lover", "vampire", "teruteru",
)  # fmt: skip

STANDARD = Preset(
    id="standard",
    source="000_b5fa10223a69aae0.txt",
    players=(4, 30),
    roles=ROLES,
    offered=defaults(
        "werewolves",
        "knight_repeat_guard",
        "traitor_knows_wolves",
        "seer_first_night",
        "discussion_seconds",
        "call_window",
        "turn_limit_seconds",
        "hunter_must_choose",
        "thief_victim",
        "witch_waking_potion",
        "trapper_catches",
        "trapper_repeat",
        "priest_blessing",
        "old_man_timing",
        "lone_wolf_wins",
        "wolf_cub_counts",
        "black_cat_spares_lycan",
        "lovers_own_side",
        "vampire_type",
        "teruteru_wins",
        "cards_face_up",
    ),
    fixed={
        "tie_rule": "runoff_then_lot",
        "pack_split": "first_in_seat_order",
        "first_night_prank": False,
        "witch_self_save": True,  # seed 000 lets the Witch save herself
        "first_morning_day": 2,  # seed 000: the first night is day 1's, its morning day 2's
    },
    first_night=1,
    call_order=(
        "thief",
        "pack_meets",
        "masons_meet",
        "lovers_meet",
        "werewolves",
        "seer",
        "apprentice_seer",
        "fox_cub",
        "medium",
        "knight",
        "trapper",
        "priest",
        "assassin",
        "vampire",
        "witch",
        "notes",
    ),
    table=table,
    timers=timers,
    wording="gentle",
)
