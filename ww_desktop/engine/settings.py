"""Every house rule the engine knows: the one table of its values, default, role and texts.

The texts are plain English marked with `QT_TRANSLATE_NOOP` (the engine never imports Qt); the
app translates them (`app/i18n.setting_title`, `setting_value`).

Presets (see `presets/`) say which of these a table may change and their defaults; a setting a
preset does not offer, or a value outside its list, is refused with a clear reason.
"""

from __future__ import annotations

from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from .problems import Problem
from .role_names import QT_TRANSLATE_NOOP


@dataclass(frozen=True, slots=True)
class SettingSpec:
    """One house rule.

    Attributes:
        id: the setting id used in scenarios, saves and the lobby.
        values: the allowed values, or () for an integer in `int_range`.
        int_range: inclusive bounds for integer settings.
        allow_auto: also accept the string "auto" (the werewolf count).
        default: the value a table gets unless its preset or the host says otherwise.
        role: the role this rule is about, or None for a rule of the whole table.
        title: what the rule is about, in English (marked for translation, context
            ``LobbyPage``; the lobby shows it, setup problems quote it).
        labels: value -> its words in English (marked for translation, context ``Setting``);
            booleans and plain numbers need none.
    """

    id: str
    values: tuple[Any, ...] = ()
    int_range: tuple[int, int] | None = None
    allow_auto: bool = False
    default: Any = None
    role: str | None = None
    title: str = ""
    labels: Mapping[Any, str] = field(default_factory=dict)

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
        SettingSpec(
            "werewolves",
            int_range=(1, 14),
            allow_auto=True,
            default="auto",
            role="werewolf",
            title=QT_TRANSLATE_NOOP("LobbyPage", "How many werewolves (auto suits the table)."),
            labels={"auto": QT_TRANSLATE_NOOP("Setting", "suit the table")},
        ),
        SettingSpec(
            "knight_repeat_guard",
            values=B,
            default=True,
            role="knight",
            title=QT_TRANSLATE_NOOP(
                "LobbyPage", "The Knight may guard the same person twice in a row."
            ),
        ),
        SettingSpec(
            "traitor_knows_wolves",
            values=B,
            default=False,
            role="traitor",
            title=QT_TRANSLATE_NOOP("LobbyPage", "The Traitor learns who the werewolves are."),
        ),
        SettingSpec(
            "seer_first_night",
            values=("choose", "free_white", "none"),
            default="choose",
            role="seer",
            title=QT_TRANSLATE_NOOP(
                "LobbyPage", "The Seer's first night: a look, a free clear, or none."
            ),
            labels={
                "choose": QT_TRANSLATE_NOOP("Setting", "the Seer chooses"),
                "free_white": QT_TRANSLATE_NOOP("Setting", "told one person who is not a werewolf"),
                "none": QT_TRANSLATE_NOOP("Setting", "nothing"),
            },
        ),
        SettingSpec(
            "discussion_seconds",
            int_range=(10, 3600),
            default=180,
            title=QT_TRANSLATE_NOOP("LobbyPage", "Discussion"),
        ),
        SettingSpec(
            "turn_limit_seconds",
            values=(0, 30, 60),
            default=0,
            title=QT_TRANSLATE_NOOP("LobbyPage", "A time limit for each night turn (0: none)."),
            labels={
                0: QT_TRANSLATE_NOOP("Setting", "no limit"),
                30: QT_TRANSLATE_NOOP("Setting", "30 seconds"),
                60: QT_TRANSLATE_NOOP("Setting", "60 seconds"),
            },
        ),
        SettingSpec(
            "hunter_must_choose",
            values=B,
            default=True,
            role="hunter",
            title=QT_TRANSLATE_NOOP("LobbyPage", "The Hunter must take someone along."),
        ),
        SettingSpec(
            "thief_victim",
            values=("villager", "swap"),
            default="villager",
            role="thief",
            title=QT_TRANSLATE_NOOP("LobbyPage", "What the Thief's victim becomes."),
            labels={
                "villager": QT_TRANSLATE_NOOP("Setting", "the robbed become Villagers"),
                "swap": QT_TRANSLATE_NOOP("Setting", "the robbed become the Thief"),
            },
        ),
        SettingSpec(
            "witch_waking_potion",
            values=("save_attacked", "revive_voted"),
            default="save_attacked",
            role="witch",
            title=QT_TRANSLATE_NOOP("LobbyPage", "What the Witch's waking potion does."),
            labels={
                "save_attacked": QT_TRANSLATE_NOOP("Setting", "saves tonight's target"),
                "revive_voted": QT_TRANSLATE_NOOP("Setting", "brings back the person voted home"),
            },
        ),
        SettingSpec(
            "trapper_catches",
            values=("random", "prankster"),
            default="random",
            role="trapper",
            title=QT_TRANSLATE_NOOP("LobbyPage", "Whom the Trapper's trap catches."),
            labels={
                "random": QT_TRANSLATE_NOOP("Setting", "a random werewolf"),
                "prankster": QT_TRANSLATE_NOOP("Setting", "the werewolf who chose the target"),
            },
        ),
        SettingSpec(
            "trapper_repeat",
            values=B,
            default=False,
            role="trapper",
            title=QT_TRANSLATE_NOOP(
                "LobbyPage", "The Trapper may trap the same person twice in a row."
            ),
        ),
        SettingSpec(
            "priest_blessing",
            values=("any", "night_only", "even_linked"),
            default="any",
            role="priest",
            title=QT_TRANSLATE_NOOP("LobbyPage", "What the Priest's blessing protects from."),
            labels={
                "any": QT_TRANSLATE_NOOP("Setting", "the vote and the night"),
                "night_only": QT_TRANSLATE_NOOP("Setting", "the night only"),
                "even_linked": QT_TRANSLATE_NOOP(
                    "Setting", "everything, even following someone home"
                ),
            },
        ),
        SettingSpec(
            "old_man_timing",
            values=("wolves_plus_one", "wolves_left_times_two"),
            default="wolves_plus_one",
            role="old_man",
            title=QT_TRANSLATE_NOOP("LobbyPage", "When the Old Man goes home of old age."),
            labels={
                "wolves_plus_one": QT_TRANSLATE_NOOP("Setting", "night number werewolves + 1"),
                "wolves_left_times_two": QT_TRANSLATE_NOOP(
                    "Setting", "day number werewolves left × 2"
                ),
            },
        ),
        SettingSpec(
            "lone_wolf_wins",
            values=("alone", "with_pack"),
            default="alone",
            role="lone_wolf",
            title=QT_TRANSLATE_NOOP("LobbyPage", "How the Lone Wolf wins."),
            labels={
                "alone": QT_TRANSLATE_NOOP("Setting", "only as the last werewolf"),
                "with_pack": QT_TRANSLATE_NOOP("Setting", "with the pack"),
            },
        ),
        SettingSpec(
            "wolf_cub_counts",
            values=("any", "vote_only"),
            default="any",
            role="wolf_cub",
            title=QT_TRANSLATE_NOOP(
                "LobbyPage", "Which trips home of the Wolf Cub anger the pack."
            ),
            labels={
                "any": QT_TRANSLATE_NOOP("Setting", "any way home"),
                "vote_only": QT_TRANSLATE_NOOP("Setting", "only when voted home"),
            },
        ),
        SettingSpec(
            "black_cat_spares_lycan",
            values=B,
            default=False,
            role="black_cat",
            title=QT_TRANSLATE_NOOP("LobbyPage", "The Black Cat never takes a Lycan."),
        ),
        SettingSpec(
            "lovers_own_side",
            values=B,
            default=True,
            role="lover",
            title=QT_TRANSLATE_NOOP("LobbyPage", "The Lovers win as their own side."),
        ),
        SettingSpec(
            "vampire_type",
            values=("nightly", "survive", "bite"),
            default="nightly",
            role="vampire",
            title=QT_TRANSLATE_NOOP("LobbyPage", "How the Vampire plays."),
            labels={
                "nightly": QT_TRANSLATE_NOOP("Setting", "sends someone home each night"),
                "survive": QT_TRANSLATE_NOOP("Setting", "wins by surviving"),
                "bite": QT_TRANSLATE_NOOP("Setting", "wins by biting everyone"),
            },
        ),
        SettingSpec(
            "teruteru_wins",
            values=("voted", "any"),
            default="voted",
            role="teruteru",
            title=QT_TRANSLATE_NOOP("LobbyPage", "How Teruteru wins."),
            labels={
                "voted": QT_TRANSLATE_NOOP("Setting", "when voted home"),
                "any": QT_TRANSLATE_NOOP("Setting", "whenever they go home"),
            },
        ),
        # Seed 002 (basic, classic).
        SettingSpec(
            "tie_rule",
            values=("runoff_then_lot", "no_elimination"),
            default="runoff_then_lot",
            title=QT_TRANSLATE_NOOP("LobbyPage", "What a tied vote does."),
            labels={
                "runoff_then_lot": QT_TRANSLATE_NOOP("Setting", "a run-off, then a lot"),
                "no_elimination": QT_TRANSLATE_NOOP("Setting", "nobody goes home"),
            },
        ),
        SettingSpec(
            "victory",
            values=("parity", "classic"),
            default="parity",
            title=QT_TRANSLATE_NOOP("LobbyPage", "When the werewolves win."),
            labels={
                "parity": QT_TRANSLATE_NOOP("Setting", "as many werewolves as the rest"),
                "classic": QT_TRANSLATE_NOOP(
                    "Setting", "every Villager or every special role gone"
                ),
            },
        ),
        SettingSpec(
            "victory_timing",
            values=("after_all_deaths", "attack_first"),
            default="after_all_deaths",
            title=QT_TRANSLATE_NOOP("LobbyPage", "When the game checks for a winner."),
            labels={
                "after_all_deaths": QT_TRANSLATE_NOOP("Setting", "after every trip home"),
                "attack_first": QT_TRANSLATE_NOOP("Setting", "right after the attack"),
            },
        ),
        SettingSpec(
            "witch_self_save",
            values=B,
            default=False,
            role="witch",
            title=QT_TRANSLATE_NOOP("LobbyPage", "The Witch may save herself."),
        ),
        SettingSpec(
            "witch_two_potions",
            values=B,
            default=False,
            role="witch",
            title=QT_TRANSLATE_NOOP("LobbyPage", "The Witch may use both potions in one night."),
        ),
        # Seed 003 (compact).
        SettingSpec(
            "pack_split",
            values=("first_in_seat_order", "larger_then_lot"),
            default="first_in_seat_order",
            role="werewolf",
            title=QT_TRANSLATE_NOOP("LobbyPage", "What happens when the werewolves disagree."),
            labels={
                "first_in_seat_order": QT_TRANSLATE_NOOP(
                    "Setting", "the first werewolf in seat order"
                ),
                "larger_then_lot": QT_TRANSLATE_NOOP("Setting", "the larger choice, else a lot"),
            },
        ),
        SettingSpec(
            "no_vote",
            values=("abstain", "random"),
            default="abstain",
            title=QT_TRANSLATE_NOOP("LobbyPage", "What a player who does not vote does."),
            labels={
                "abstain": QT_TRANSLATE_NOOP("Setting", "they abstain"),
                "random": QT_TRANSLATE_NOOP("Setting", "a random vote is cast"),
            },
        ),
        SettingSpec(
            "pace",
            values=("normal", "short"),
            default="normal",
            title=QT_TRANSLATE_NOOP("LobbyPage", "Normal or short timers."),
            labels={
                "normal": QT_TRANSLATE_NOOP("Setting", "normal"),
                "short": QT_TRANSLATE_NOOP("Setting", "short"),
            },
        ),
        SettingSpec(
            "no_madman",
            values=B,
            default=False,
            role="traitor",
            title=QT_TRANSLATE_NOOP("LobbyPage", "Play without the Madman (Traitor)."),
        ),
        SettingSpec(
            "with_masons",
            values=B,
            default=False,
            role="mason",
            title=QT_TRANSLATE_NOOP("LobbyPage", "Add two Masons."),
        ),
        SettingSpec(
            "no_seer",
            values=B,
            default=False,
            role="seer",
            title=QT_TRANSLATE_NOOP("LobbyPage", "Play without the Seer."),
        ),
        # Seed 004 (traditional).
        SettingSpec(
            "first_phase",
            values=("night", "day"),
            default="night",
            title=QT_TRANSLATE_NOOP("LobbyPage", "Whether the game starts at night or by day."),
            labels={
                "night": QT_TRANSLATE_NOOP("Setting", "night"),
                "day": QT_TRANSLATE_NOOP("Setting", "day"),
            },
        ),
        SettingSpec(
            "wolfsbane_mode",
            values=("passive", "sprinkle"),
            default="passive",
            role="wolfsbane",
            title=QT_TRANSLATE_NOOP("LobbyPage", "How Wolfsbane works."),
            labels={
                "passive": QT_TRANSLATE_NOOP("Setting", "always protects its holder"),
                "sprinkle": QT_TRANSLATE_NOOP("Setting", "sprinkled on a doorstep"),
            },
        ),
        SettingSpec(
            "wolfsbane_last_two",
            values=("werewolves", "village", "stalemate"),
            default="werewolves",
            role="wolfsbane",
            title=QT_TRANSLATE_NOOP("LobbyPage", "Who wins when Wolfsbane is one of the last two."),
            labels={
                "werewolves": QT_TRANSLATE_NOOP("Setting", "the werewolves win"),
                "village": QT_TRANSLATE_NOOP("Setting", "the village wins"),
                "stalemate": QT_TRANSLATE_NOOP("Setting", "a draw"),
            },
        ),
        SettingSpec(
            "vote_rule",
            values=("plurality", "majority"),
            default="plurality",
            title=QT_TRANSLATE_NOOP("LobbyPage", "Plurality or a majority to send someone home."),
            labels={
                "plurality": QT_TRANSLATE_NOOP("Setting", "the most votes"),
                "majority": QT_TRANSLATE_NOOP("Setting", "more than half the votes"),
            },
        ),
        SettingSpec(
            "magistrate_self",
            values=B,
            default=True,
            role="magistrate",
            title=QT_TRANSLATE_NOOP("LobbyPage", "The Magistrate may shield themselves."),
        ),
        # Every preset: how long a night call lasts (engine/playlist.py: the call window).
        SettingSpec(
            "call_window",
            values=("short", "normal", "long"),
            default="normal",
            title=QT_TRANSLATE_NOOP(
                "LobbyPage",
                "How long each role is called at night; the same whether its player is "
                "still here or gone, so the wait tells nothing.",
            ),
            labels={
                "short": QT_TRANSLATE_NOOP("Setting", "short"),
                "normal": QT_TRANSLATE_NOOP("Setting", "normal"),
                "long": QT_TRANSLATE_NOOP("Setting", "long"),
            },
        ),
        # Every preset: a departed player's card is turned face-up (seed 004's way).
        SettingSpec(
            "cards_face_up",
            values=B,
            default=False,
            title=QT_TRANSLATE_NOOP(
                "LobbyPage", "A player who goes home shows their card to everyone."
            ),
        ),
    )
}
"""Every house rule, once: its values, default, role and texts (lobby, i18n and presets read it)."""


def defaults(*setting_ids: str) -> dict[str, Any]:
    """The default of each named house rule, in the given order (a preset's `offered`)."""
    return {setting_id: SPECS[setting_id].default for setting_id in setting_ids}


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
