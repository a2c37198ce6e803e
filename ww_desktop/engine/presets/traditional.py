"""The `traditional` preset: seed 004's moderator-led party game and its variation roles."""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from ..settings import defaults
from .base import Preset, Timers, fill_villagers


def table(players: int, rules: Mapping[str, Any]) -> dict[str, int]:
    """Two Werewolves and a Seer (a third werewolf from 17 players); Villagers for the rest."""
    return fill_villagers(players, {"werewolf": 3 if players >= 17 else 2, "seer": 1})


def timers(players: int, rules: Mapping[str, Any]) -> Timers:
    """ "A couple of minutes" before the final vote: three by default."""
    return Timers(discussion=int(rules["discussion_seconds"]))


TRADITIONAL = Preset(
    id="traditional",
    source="004_bcbd568c23cdd951.txt",
    players=(7, 30),
    roles=(
        "villager",
        "werewolf",
        "seer",
        "wolfsbane",
        "doctor",
        "sorcerer",
        "devil",
        "vigilante",
        "mafia",
        "spy",
        "magistrate",
        "mason",
        "cupid",
    ),
    offered={
        **defaults(
            "first_phase",
            "wolfsbane_mode",
            "wolfsbane_last_two",
            "vote_rule",
            "magistrate_self",
            "discussion_seconds",
            "call_window",
            "cards_face_up",
        ),
        # Seed 004's own defaults.
        "vote_rule": "majority",
        "cards_face_up": True,  # "He reveals his card and leaves it face-up"
    },
    # max_accused: the host may name up to two accused before the final vote (flow.accusations).
    fixed={"tie_rule": "no_elimination", "seer_may_target_self": False, "max_accused": 2},
    first_night=1,
    call_order=(
        "cupid",
        "lovers_meet",
        "pack_meets",
        "masons_meet",
        "werewolves",
        "mafia",
        "devil_wake",
        "spy_wake",
        "seer",
        "devil",
        "spy",
        "sorcerer",
        "doctor",
        "magistrate",
        "wolfsbane",
        "vigilante",
        "notes",
    ),
    table=table,
    timers=timers,
    wording="classic",
)
