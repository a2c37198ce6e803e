"""The lobby's flow without Qt: what the lobby shows and allows, from the table as plain data.

`LobbyPage` (page.py) reads what the host entered into a `Table` (names in seat order, the
preset, the role counts, the house rules as shown, how the cards are dealt and who leads the
night) and asks this module; its widgets only draw the answers. Tests drive it with plain
data, no widget (`tests/app/test_lobby_flow.py`), like the console's `moderator/flow.py`.

* `lobby_view`: the problems by section (each an id the page words, or the engine's own
  `Problem`), whether Start is allowed, the card and player counts, whether the odds may be
  worked out, the discussion's length and which house rules differ from their default;
* `suggested_counts`: the role counts the preset suggests for this many players (what the
  counts follow until the host edits one: "Suit the table");
* `started_setup`: the `Setup` that Start hands on (dealt by the app, or as entered);
* `remembered` / `to_remember`: the last table, as kept in the settings between runs.

The order of the problems, per section: the role counts against the players first (no other
role problem is shown until they match), then the cards entered (physical cards), then the
engine's `problems()` of the would-be setup, each beside its section (`PROBLEM_SECTIONS`), and
last "add the players" on an empty table.
"""

from __future__ import annotations

import dataclasses
import json
from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass, field
from typing import Any

from ...engine.messages import WORDINGS
from ...engine.presets import PRESETS, get_preset
from ...engine.presets.base import Preset
from ...engine.problems import Problem
from ...engine.setup import Setup, deal, problems

PLAYERS, ROLES, RULES, CARDS = "players", "roles", "rules", "cards"
SECTIONS = (PLAYERS, ROLES, RULES, CARDS)
"""The lobby's sections, each with its problem label."""

MODERATOR, PASS_AND_PLAY = "moderator", "pass_and_play"
"""Who leads the night: a moderator, or nobody (the laptop is passed around)."""

DEFAULT_PRESET = "standard"

PROBLEM_SECTIONS = {
    "player_count": PLAYERS,
    "name_missing": PLAYERS,
    "name_twice": PLAYERS,
    "unknown_setting": RULES,
    "setting_not_offered": RULES,
    "setting_whole_number": RULES,
    "setting_range": RULES,
    "setting_choice": RULES,
}
"""Which lobby section shows each setup problem (`engine.problems` ids); roles otherwise."""

COUNTS_DIFFER, CARDS_MISSING, CARDS_DIFFER, NO_PLAYERS = (
    "counts_differ",
    "cards_missing",
    "cards_differ",
    "no_players",
)
"""The lobby's own problems (the engine's come as its `Problem`)."""


@dataclass(frozen=True)
class Table:
    """What the host has entered in the lobby.

    Attributes:
        preset: the chosen preset's id.
        names: the players' names in seat order (trimmed).
        counts: role id -> how many cards of it (zeros allowed).
        settings: the house rules as the lobby shows them (every offered one it can change).
        physical: the table dealt physical cards (the host enters who got what).
        cards: with physical cards, the card entered for each player in order (None: not yet).
        mode: MODERATOR or PASS_AND_PLAY.
        wording: the table's wording (one of `WORDINGS`).
    """

    preset: str
    names: tuple[str, ...] = ()
    counts: Mapping[str, int] = field(default_factory=dict)
    settings: Mapping[str, Any] = field(default_factory=dict)
    physical: bool = False
    cards: tuple[str | None, ...] = ()
    mode: str = MODERATOR
    wording: str = "gentle"

    def house_rules(self) -> dict[str, Any]:
        """The house rules that differ from the preset's defaults (what a `Setup` keeps)."""
        offered = get_preset(self.preset).offered
        return {k: v for k, v in self.settings.items() if v != offered.get(k)}

    def role_list(self) -> list[str]:
        """The dealt roles, one per card, in the preset's order."""
        return [r for r, n in self.counts.items() for _ in range(n)]

    def would_be_setup(self) -> Setup:
        """The setup as it stands (roles in list order or as entered; not shuffled)."""
        roles = [c or "" for c in self.cards] if self.physical else self.role_list()
        padded = (roles + ["villager"] * len(self.names))[: len(self.names)]
        seats = tuple(zip(self.names, padded, strict=True))
        return Setup(self.preset, seats, self.house_rules())


@dataclass(frozen=True)
class Notice:
    """One problem the lobby shows.

    Attributes:
        id: COUNTS_DIFFER, CARDS_MISSING, CARDS_DIFFER, NO_PLAYERS, or the engine's problem
            id (then `problem` holds it).
        cards, players: COUNTS_DIFFER: how many cards for how many players.
        names: CARDS_MISSING: the players whose card is not entered.
        problem: the engine's problem, worded by the texts (`i18n.problem_text`).
    """

    id: str
    cards: int = 0
    players: int = 0
    names: tuple[str, ...] = ()
    problem: Problem | None = None


@dataclass(frozen=True)
class LobbyView:
    """What the lobby shows and allows.

    Attributes:
        problems: section -> its problems, in order (every section is a key).
        can_start: the table is legal: Start is enabled.
        players, cards: how many players and how many cards ("9 cards for 9 players").
        odds: the players, roles and rules are settled: the odds may be worked out.
        discussion: the day's discussion in seconds (the preset's pace when not offered).
        discussion_offered: the host may set the discussion's length.
        physical_allowed: physical cards may be chosen (not without a moderator).
        changed: the house rules that differ from their default (their "default: ..." shows).
    """

    problems: Mapping[str, tuple[Notice, ...]]
    can_start: bool
    players: int
    cards: int
    odds: bool
    discussion: int
    discussion_offered: bool
    physical_allowed: bool
    changed: frozenset[str]


def clamp_players(preset: Preset, players: int) -> int:
    """A player count within the preset's range (what its tables are defined for)."""
    low, high = preset.players
    return min(max(players, low), high)


def physical_allowed(mode: str) -> bool:
    """Whether physical cards may be chosen: not without a moderator (nobody may see the
    roles, so the app deals them)."""
    return mode != PASS_AND_PLAY


def suggested_counts(
    preset_id: str, players: int, house_rules: Mapping[str, Any]
) -> dict[str, int]:
    """The counts the preset suggests for this many players (its nearest table when the
    count is out of its range); {} when the house rules give it no table."""
    preset = get_preset(preset_id)
    try:
        table = preset.table(clamp_players(preset, players), preset.rules(house_rules))
    except (KeyError, ValueError):
        return {}
    return {role: int(table.get(role, 0)) for role in preset.roles}


def discussion_seconds(preset_id: str, players: int, house_rules: Mapping[str, Any]) -> int:
    """The day's discussion for this table, in seconds (0 when the rules give none)."""
    preset = get_preset(preset_id)
    try:
        return int(
            preset.timers(clamp_players(preset, players), preset.rules(house_rules)).discussion
        )
    except (KeyError, ValueError):
        return 0


def _problems(table: Table) -> dict[str, tuple[Notice, ...]]:
    found: dict[str, list[Notice]] = {k: [] for k in SECTIONS}
    names = list(table.names)
    roles = table.role_list()
    counts_match = len(roles) == len(names)
    if not counts_match:
        found[ROLES].append(Notice(COUNTS_DIFFER, cards=len(roles), players=len(names)))
    if table.physical:
        missing = tuple(n for n, card in zip(names, table.cards, strict=False) if not card)
        if missing:
            found[CARDS].append(Notice(CARDS_MISSING, names=missing))
        elif counts_match and Counter(table.cards) != Counter(roles):
            found[CARDS].append(Notice(CARDS_DIFFER))
    complete = counts_match and not (table.physical and found[CARDS])
    for problem in problems(table.would_be_setup()):
        section = PROBLEM_SECTIONS.get(problem.id, ROLES)
        if section == ROLES and not complete:
            continue  # the role counts are not settled yet: that problem says so
        if section == ROLES and table.physical:
            section = CARDS
        found[section].append(Notice(problem.id, problem=problem))
    if not names:
        found[PLAYERS].append(Notice(NO_PLAYERS))
    return {k: tuple(v) for k, v in found.items()}


def lobby_view(table: Table) -> LobbyView:
    """What the lobby shows for this table (see the module)."""
    preset = get_preset(table.preset)
    found = _problems(table)
    rules = table.house_rules()
    defaults = preset.offered
    return LobbyView(
        problems=found,
        can_start=not any(found.values()),
        players=len(table.names),
        cards=len(table.role_list()),
        odds=not any(found[k] for k in (PLAYERS, ROLES, RULES)),
        discussion=discussion_seconds(table.preset, len(table.names), rules),
        discussion_offered="discussion_seconds" in defaults,
        physical_allowed=physical_allowed(table.mode),
        changed=frozenset(k for k, v in table.settings.items() if v != defaults.get(k)),
    )


def started_setup(table: Table, seed: int) -> Setup:
    """The setup Start hands on: dealt by the app with `seed`, or as the host entered the
    physical cards; in the table's mode and wording. Raises `SetupError` on a table that
    `lobby_view` does not allow to start."""
    rules = table.house_rules()
    if table.physical:
        entered = table.would_be_setup()
        setup = Setup(table.preset, entered.seats, rules, seed, table.mode).checked()
    else:
        setup = deal(table.preset, table.names, table.role_list(), rules, seed, table.mode)
    return dataclasses.replace(setup, wording=table.wording)


@dataclass(frozen=True)
class Remembered:
    """The last table, as the lobby opens it again.

    Attributes:
        preset: a known preset's id; names: the players in seat order;
        wording: a known wording, or None (the preset's own); physical: physical cards;
        mode: MODERATOR or PASS_AND_PLAY.
    """

    preset: str = DEFAULT_PRESET
    names: tuple[str, ...] = ()
    wording: str | None = None
    physical: bool = False
    mode: str = MODERATOR


REMEMBERED_KEYS = ("lobby/players", "lobby/preset", "lobby/wording", "lobby/deal", "lobby/mode")
"""The settings' keys the last table is kept under."""


def remembered(values: Mapping[str, object]) -> Remembered:
    """The last table from what the settings kept (`to_remember`'s keys); anything unknown
    or malformed is left at its default."""
    preset = values.get("lobby/preset")
    try:
        names = json.loads(str(values.get("lobby/players") or "[]"))
    except ValueError:
        names = []
    wording = values.get("lobby/wording")
    return Remembered(
        preset=preset if isinstance(preset, str) and preset in PRESETS else DEFAULT_PRESET,
        names=tuple(str(n) for n in names if str(n).strip()) if isinstance(names, list) else (),
        wording=wording if isinstance(wording, str) and wording in WORDINGS else None,
        physical=values.get("lobby/deal") == "physical",
        mode=PASS_AND_PLAY if values.get("lobby/mode") == PASS_AND_PLAY else MODERATOR,
    )


def to_remember(table: Table) -> dict[str, str]:
    """What the settings keep of this table for next time (read back by `remembered`)."""
    return {
        "lobby/players": json.dumps(list(table.names)),
        "lobby/preset": table.preset,
        "lobby/wording": table.wording,
        "lobby/deal": "physical" if table.physical else "app",
        "lobby/mode": table.mode,
    }
