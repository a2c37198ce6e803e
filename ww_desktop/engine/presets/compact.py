"""The `compact` preset: seed 003's 5-to-12-player tables with night 0 and set timers."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..settings import defaults
from .base import Preset, Timers

# Seed 003's recommended table: werewolf, madman (traitor), seer, medium, knight, masons, villagers.
# The seed's role list says the Knight is "not with 7" but its table deals one at 7: we follow
# the table (see README, "Where the seeds disagree").
RECOMMENDED: Mapping[int, tuple[int, int, int, int, int, int, int]] = {
    5: (1, 1, 1, 0, 0, 0, 2),
    6: (1, 1, 1, 0, 1, 0, 2),
    7: (2, 0, 1, 0, 1, 0, 3),
    8: (2, 1, 1, 1, 1, 0, 2),
    9: (2, 1, 1, 1, 1, 0, 3),
    10: (2, 1, 1, 1, 1, 2, 2),
    11: (2, 1, 1, 1, 1, 2, 3),
    12: (3, 1, 1, 1, 1, 2, 3),
}


def table(players: int, rules: Mapping[str, Any]) -> dict[str, int]:
    """The recommended table, with the optional "No madman", "With masons", "No seer" rules."""
    wolf, madman, seer, medium, knight, mason, villager = RECOMMENDED[players]
    if rules.get("no_madman") and madman:
        madman, villager = 0, villager + 1
    if rules.get("with_masons") and not mason and villager >= 2:
        mason, villager = 2, villager - 2
    if rules.get("no_seer") and seer:
        seer, villager = 0, villager + 1
    counts = {
        "werewolf": wolf,
        "traitor": madman,
        "seer": seer,
        "medium": medium,
        "knight": knight,
        "mason": mason,
        "villager": villager,
    }
    return {role: n for role, n in counts.items() if n}


def timers(players: int, rules: Mapping[str, Any]) -> Timers:
    """ "Normal": day 2 to 3.5 minutes by table size, night 50 s, vote 40 s; "Short": 60 %."""
    low, high = 5, 12
    size = min(max(players, low), high)
    day = 120 + round((size - low) * 90 / (high - low) / 5) * 5
    night, vote = 50, 40
    if rules.get("pace") == "short":
        day, night, vote = round(day * 0.6), round(night * 0.6), round(vote * 0.6)
    return Timers(discussion=day, vote=vote, night=night, extend=60)


COMPACT = Preset(
    id="compact",
    source="003_f04997a2e3c76d0b.txt",
    players=(5, 12),
    roles=("villager", "werewolf", "traitor", "seer", "medium", "knight", "mason"),
    offered={
        **defaults(
            "pack_split",
            "no_vote",
            "pace",
            "no_madman",
            "with_masons",
            "no_seer",
            "call_window",
            "cards_face_up",
        ),
        # Seed 003's own defaults.
        "pack_split": "larger_then_lot",
        "no_vote": "random",
    },
    fixed={
        "seer_first_night": "free_white",
        "tie_rule": "runoff_then_lot",
        "knight_repeat_guard": True,
        "discussion_seconds": 180,
        "first_night_prank": False,
    },
    first_night=0,
    call_order=(
        "pack_meets",
        "masons_meet",
        "seer_free_white",
        "werewolves",
        "seer",
        "knight",
        "medium",
        "notes",
    ),
    table=table,
    timers=timers,
    wording="neutral",
)
