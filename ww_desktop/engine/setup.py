"""A table's setup: preset, settings and seats with their roles; validation and dealing.

`Setup` is what a game is started from (and stored with). `problems()` lists everything wrong
with one, in sentences; `deal()` shuffles a role list onto the players reproducibly from a
seed; `assign()` takes the host's own choice of who plays what; `role_list()` builds the
role list a preset suggests, adding picked extra roles and dropping roles from the end of
the list when there are more roles than seats (seed 000).
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from .messages import WORDINGS
from .presets import PRESETS, get_preset
from .problems import Problem
from .roles import canonical, role
from .settings import check_settings
from .sides import Count

SETUP_FORMAT = "ww-setup/1"


class SetupError(ValueError):
    """A setup that cannot be played; `problems` lists every reason."""

    def __init__(self, problems: Sequence[str]) -> None:
        super().__init__("; ".join(problems))
        self.problems = list(problems)


@dataclass(frozen=True)
class Setup:
    """A table: preset, house-rule overrides, seats (name, role id) in seat order.

    Attributes:
        preset: the preset id.
        seats: (player name, dealt role id) in seat order.
        settings: the house rules that differ from the preset's defaults.
        seed: the seed random draws and bots derive from (None: draws must be forced).
        mode: "moderator" or "pass_and_play" (the engine plays the same either way).
        wording: the table's wording ("gentle", "neutral" or "classic"; None: the preset's).
            Screens, voice, exports and replay all read `table_wording()`.
    """

    preset: str
    seats: tuple[tuple[str, str], ...]
    settings: Mapping[str, Any] = field(default_factory=dict)
    seed: int | None = None
    mode: str = "moderator"
    wording: str | None = None

    def table_wording(self) -> str:
        """The wording this table plays with: its own choice, else the preset's."""
        if self.wording:
            return self.wording
        return str(get_preset(self.preset).wording) if self.preset in PRESETS else "neutral"

    @property
    def names(self) -> list[str]:
        """Player names in seat order."""
        return [name for name, _ in self.seats]

    def to_json(self) -> dict[str, Any]:
        """The stored form (`wording` only when the table chose one)."""
        data: dict[str, Any] = {
            "format": SETUP_FORMAT,
            "preset": self.preset,
            "settings": dict(self.settings),
            "seats": [[name, role_id] for name, role_id in self.seats],
            "seed": self.seed,
            "mode": self.mode,
        }
        if self.wording is not None:  # saves from before the choice was kept have no key
            data["wording"] = self.wording
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> Setup:
        """Read the stored form; raises SetupError when it is malformed or not playable."""
        try:
            if data.get("format", SETUP_FORMAT) != SETUP_FORMAT:
                raise SetupError([f"unknown setup format {data.get('format')!r}"])
            seats = tuple((str(n), str(r)) for n, r in data["seats"])
            settings = dict(data.get("settings") or {})
            seed = data.get("seed")
            if seed is not None and not isinstance(seed, int):
                raise SetupError(["the seed must be a whole number"])
            wording = data.get("wording")
            if wording is not None and wording not in WORDINGS:
                known = ", ".join(WORDINGS)
                raise SetupError([f"unknown wording {wording!r} (known: {known})"])
            setup = Setup(
                str(data["preset"]),
                seats,
                settings,
                seed,
                str(data.get("mode", "moderator")),
                wording,
            )
        except (KeyError, TypeError, ValueError) as exc:
            if isinstance(exc, SetupError):
                raise
            raise SetupError([f"not a valid setup: {exc}"]) from exc
        return setup.checked()

    @staticmethod
    def from_stored(data: Mapping[str, Any], ui_state: Mapping[str, Any] | None = None) -> Setup:
        """Read a saved game's setup. Saves from before the wording was part of the setup kept
        the lobby's choice in the screen state (`ui_state["wording"]`): it is taken from there
        when the setup has none."""
        setup = Setup.from_json(data)
        legacy = (ui_state or {}).get("wording")
        if setup.wording is None and legacy in WORDINGS:
            setup = replace(setup, wording=str(legacy))
        return setup

    def checked(self) -> Setup:
        """This setup with role aliases resolved; raises SetupError listing every problem."""
        found = problems(self)
        if found:
            raise SetupError(found)
        seats = tuple((name, canonical(r) or r) for name, r in self.seats)
        return Setup(self.preset, seats, dict(self.settings), self.seed, self.mode, self.wording)


def problems(setup: Setup) -> list[Problem]:
    """Everything that stops this setup from being played (sentences with ids)."""
    if setup.preset not in PRESETS:
        known = ", ".join(PRESETS)
        text = f"unknown preset '{setup.preset}' (known: {known})"
        return [Problem("unknown_preset", text, preset=setup.preset)]
    preset = get_preset(setup.preset)
    found: list[Problem] = []
    low, high = preset.players
    n = len(setup.seats)
    if not low <= n <= high:
        text = f"the {preset.id} preset is for {low} to {high} players, not {n}"
        found.append(Problem("player_count", text, preset=preset.id, low=low, high=high, count=n))
    names = [name.strip() for name, _ in setup.seats]
    if any(not name for name in names):
        found.append(Problem("name_missing", "every player needs a name"))
    for name, times in Counter(n.casefold() for n in names).items():
        if times > 1 and name:
            text = f"two players have the same name '{name}'"
            found.append(Problem("name_twice", text, name=name))
    found += check_settings(preset.offered, setup.settings, preset.id)
    roles: list[str] = []
    for name, role_id in setup.seats:
        key = canonical(role_id)
        if key is None:
            text = f"unknown role '{role_id}' (for {name})"
            found.append(Problem("unknown_role", text, role=role_id, name=name))
        elif key not in preset.roles:
            text = f"the {preset.id} preset has no {key} role (for {name})"
            found.append(Problem("role_not_in_preset", text, preset=preset.id, role=key, name=name))
        else:
            roles.append(key)
    if len(roles) == len(setup.seats):
        found += table_problems(preset.id, roles)
    return found


def table_problems(preset_id: str, roles: Sequence[str]) -> list[Problem]:
    """Problems with a role list: pairs, and werewolves outnumbered at the start."""
    found: list[Problem] = []
    counts = Counter(roles)
    for role_id, times in counts.items():
        need = role(role_id).pair_min
        if need and times < need:
            text = f"the {role_id} role comes as a pair: deal at least {need}, not {times}"
            found.append(Problem("role_pair", text, role=role_id, need=need, count=times))
    if counts.get("lover", 0) > 2:
        text = f"only one pair of Lovers can be dealt, not {counts['lover']} Lovers"
        found.append(Problem("one_lover_pair", text, count=counts["lover"]))
    wolves = sum(1 for r in roles if role(r).count is Count.WOLF)
    mafia = sum(1 for r in roles if role(r).count is Count.MAFIA)
    if wolves == 0 and mafia == 0:
        found.append(Problem("no_werewolf", "deal at least one werewolf"))
    elif wolves * 2 >= len(roles):
        others = len(roles) - wolves
        text = (
            f"the werewolves must be outnumbered at the start: {wolves} werewolves "
            f"against {others} others"
        )
        found.append(Problem("wolves_not_outnumbered", text, wolves=wolves, others=others))
    return found


def role_list(
    preset_id: str,
    players: int,
    settings: Mapping[str, Any] | None = None,
    extra: Sequence[str] = (),
) -> tuple[list[str], list[str]]:
    """The preset's suggested roles for this many players, plus `extra` picked roles.

    Extra roles replace Villagers first; when there are still more roles than seats, roles are
    dropped from the end of the list (a pair role cut in two is dropped whole, its seat going
    to a Villager). Returns (roles, dropped).
    """
    preset = get_preset(preset_id)
    counts = preset.table(players, preset.rules(settings))
    base = [r for r, n in counts.items() if r != "villager" for _ in range(n)]
    wanted = base + [canonical(r) or r for r in extra]
    dropped = wanted[players:]
    roles = wanted[:players]
    for role_id, times in Counter(roles).items():  # a pair cut in two is dropped whole
        if canonical(role_id) and times < role(role_id).pair_min:
            roles = [r for r in roles if r != role_id]
            dropped = [role_id] * times + dropped
    roles += ["villager"] * (players - len(roles))
    return roles, dropped


def assign(
    preset_id: str,
    names: Sequence[str],
    roles_by_name: Mapping[str, str],
    settings: Mapping[str, Any] | None = None,
    *,
    seed: int | None = None,
    mode: str = "moderator",
) -> Setup:
    """The host deals the roles (seed 004's "the Moderator decides who plays each role").

    `names` gives the seat order, `roles_by_name` each player's role (ids or aliases). The
    setup is validated like any other; raises SetupError listing every problem, including
    players without a role and roles for people not at the table. The seed only drives the
    game's later random draws (a fresh one when None).
    """
    found: list[Problem] = []
    missing = [n for n in names if n not in roles_by_name]
    if missing:
        text = "no role for " + ", ".join(missing)
        found.append(Problem("no_role_for", text, names=missing))
    strangers = [n for n in roles_by_name if n not in names]
    if strangers:
        text = "roles for people not at the table: " + ", ".join(strangers)
        found.append(Problem("role_for_stranger", text, names=strangers))
    if found:
        raise SetupError(found)
    seed = random.randrange(2**31) if seed is None else seed
    seats = tuple((name, roles_by_name[name]) for name in names)
    return Setup(preset_id, seats, dict(settings or {}), seed, mode).checked()


def deal(
    preset_id: str,
    names: Sequence[str],
    roles: Sequence[str] | None = None,
    settings: Mapping[str, Any] | None = None,
    seed: int | None = None,
    mode: str = "moderator",
) -> Setup:
    """Shuffle roles onto the players reproducibly from `seed` (the preset's table by default)."""
    seed = random.randrange(2**31) if seed is None else seed
    if roles is None:
        roles, _ = role_list(preset_id, len(names), settings)
    shuffled = list(roles)
    random.Random(seed).shuffle(shuffled)
    seats = tuple(zip(names, shuffled, strict=False))
    if len(names) != len(roles):
        raise SetupError([f"{len(roles)} roles for {len(names)} players"])
    return Setup(preset_id, seats, dict(settings or {}), seed, mode).checked()
