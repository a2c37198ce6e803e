"""Every house rule the engine knows, with its allowed values.

Presets (see `presets/`) say which of these a table may change and their defaults; a setting a
preset does not offer, or a value outside its list, is refused with a clear reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .problems import Problem


@dataclass(frozen=True, slots=True)
class SettingSpec:
    """One house rule.

    Attributes:
        id: the setting id used in scenarios, saves and the lobby.
        values: the allowed values, or () for an integer in `int_range`.
        int_range: inclusive bounds for integer settings.
        allow_auto: also accept the string "auto" (the werewolf count).
    """

    id: str
    values: tuple[Any, ...] = ()
    int_range: tuple[int, int] | None = None
    allow_auto: bool = False

    def check(self, value: Any) -> Problem | None:
        """Return None when `value` is allowed, else a sentence saying why not."""
        if self.allow_auto and value == "auto":
            return None
        if self.int_range is not None:
            low, high = self.int_range
            if isinstance(value, bool) or not isinstance(value, int):
                text = f"setting '{self.id}' takes a whole number, not {value!r}"
                return Problem("setting_whole_number", text, setting=self.id, value=value)
            if not low <= value <= high:
                text = f"setting '{self.id}' must be between {low} and {high}, not {value}"
                return Problem(
                    "setting_range", text, setting=self.id, low=low, high=high, value=value
                )
            return None
        if value not in self.values or isinstance(value, bool) != isinstance(self.values[0], bool):
            shown = ", ".join(_show(v) for v in self.values)
            text = f"setting '{self.id}' takes one of {shown}, not {_show(value)}"
            return Problem("setting_choice", text, setting=self.id, value=value)
        return None


def _show(value: Any) -> str:
    if isinstance(value, bool):
        return "true" if value else "false"
    return repr(value) if not isinstance(value, str) else value


B = (True, False)

SPECS: Mapping[str, SettingSpec] = {
    spec.id: spec
    for spec in (
        # Seed 000 (standard).
        SettingSpec("werewolves", int_range=(1, 14), allow_auto=True),
        SettingSpec("knight_repeat_guard", B),
        SettingSpec("traitor_knows_wolves", B),
        SettingSpec("seer_first_night", ("choose", "free_white", "none")),
        SettingSpec("discussion_seconds", int_range=(10, 3600)),
        SettingSpec("turn_limit_seconds", (0, 30, 60)),
        SettingSpec("hunter_must_choose", B),
        SettingSpec("thief_victim", ("villager", "swap")),
        SettingSpec("witch_waking_potion", ("save_attacked", "revive_voted")),
        SettingSpec("trapper_catches", ("random", "prankster")),
        SettingSpec("trapper_repeat", B),
        SettingSpec("priest_blessing", ("any", "night_only", "even_linked")),
        SettingSpec("old_man_timing", ("wolves_plus_one", "wolves_left_times_two")),
        SettingSpec("lone_wolf_wins", ("alone", "with_pack")),
        SettingSpec("wolf_cub_counts", ("any", "vote_only")),
        SettingSpec("black_cat_spares_lycan", B),
        SettingSpec("lovers_own_side", B),
        SettingSpec("vampire_type", ("nightly", "survive", "bite")),
        SettingSpec("teruteru_wins", ("voted", "any")),
        # Seed 002 (basic, classic).
        SettingSpec("tie_rule", ("runoff_then_lot", "no_elimination")),
        SettingSpec("victory", ("parity", "classic")),
        SettingSpec("victory_timing", ("after_all_deaths", "attack_first")),
        SettingSpec("witch_self_save", B),
        SettingSpec("witch_two_potions", B),
        # Seed 003 (compact).
        SettingSpec("pack_split", ("first_in_seat_order", "larger_then_lot")),
        SettingSpec("no_vote", ("abstain", "random")),
        SettingSpec("pace", ("normal", "short")),
        SettingSpec("call_window", ("short", "normal", "long")),
        SettingSpec("no_madman", B),
        SettingSpec("with_masons", B),
        SettingSpec("no_seer", B),
        # Seed 004 (traditional).
        SettingSpec("first_phase", ("night", "day")),
        SettingSpec("wolfsbane_mode", ("passive", "sprinkle")),
        SettingSpec("wolfsbane_last_two", ("werewolves", "village", "stalemate")),
        SettingSpec("vote_rule", ("plurality", "majority")),
        SettingSpec("magistrate_self", B),
        # Every preset: a departed player's card is turned face-up (seed 004's way).
        SettingSpec("cards_face_up", B),
    )
}


def check_settings(
    offered: Mapping[str, Any], given: Mapping[str, Any], preset: str
) -> list[Problem]:
    """Return the problems with `given` overrides for a preset offering `offered` defaults."""
    problems: list[Problem] = []
    for key, value in given.items():
        if key not in SPECS:
            problems.append(Problem("unknown_setting", f"unknown setting '{key}'", setting=key))
        elif key not in offered:
            text = f"the {preset} preset has no setting '{key}'"
            problems.append(Problem("setting_not_offered", text, preset=preset, setting=key))
        else:
            reason = SPECS[key].check(value)
            if reason:
                problems.append(reason)
    return problems
