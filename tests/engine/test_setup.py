"""Setting up a table: validation sentences, role lists with extra roles, and dealing."""

from __future__ import annotations

from typing import Any

import pytest

from ww_desktop.engine.presets import PRESETS, get_preset
from ww_desktop.engine.setup import Setup, SetupError, deal, problems, role_list


def setup_of(preset: str, roles: list[str], **settings: Any) -> Setup:
    seats = tuple((f"P{i}", r) for i, r in enumerate(roles))
    return Setup(preset, seats, settings)


def fill(n: int, wolves: int = 1, extra: tuple[str, ...] = ("seer",)) -> list[str]:
    roles = ["werewolf"] * wolves + list(extra)
    return roles + ["villager"] * (n - len(roles))


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_player_range_is_enforced_with_a_sentence(preset_id: str) -> None:
    low, high = get_preset(preset_id).players
    for n in (low - 1, high + 1):
        found = problems(setup_of(preset_id, fill(n, wolves=max(1, n // 4))))
        assert f"the {preset_id} preset is for {low} to {high} players, not {n}" in found
    for n in (low, high):
        assert problems(setup_of(preset_id, fill(n, wolves=max(1, (n - 1) // 4)))) == []


def test_werewolves_must_be_outnumbered() -> None:
    found = problems(setup_of("standard", fill(4, wolves=2)))
    assert found == [
        "the werewolves must be outnumbered at the start: 2 werewolves against 2 others"
    ]
    assert problems(setup_of("standard", fill(5, wolves=2))) == []


def test_at_least_one_werewolf() -> None:
    assert "deal at least one werewolf" in problems(setup_of("standard", fill(5, wolves=0)))


@pytest.mark.parametrize("pair", ["mason", "lover"])
def test_pair_roles_need_a_partner(pair: str) -> None:
    found = problems(setup_of("standard", fill(6, extra=("seer", pair))))
    assert found == [f"the {pair} role comes as a pair: deal at least 2, not 1"]
    assert problems(setup_of("standard", fill(6, extra=("seer", pair, pair)))) == []


def test_only_one_pair_of_lovers() -> None:
    found = problems(setup_of("standard", fill(9, extra=("seer",) + ("lover",) * 3)))
    assert "only one pair of Lovers can be dealt, not 3 Lovers" in found


def test_unknown_role_and_role_outside_the_preset() -> None:
    found = problems(setup_of("standard", ["werewolf", "seer", "unicorn", "villager"]))
    assert found == ["unknown role 'unicorn' (for P2)"]
    found = problems(setup_of("basic", ["werewolf", "seer", "witch", "villager"]))
    assert found == ["the basic preset has no witch role (for P2)"]


def test_aliases_are_accepted_and_resolved() -> None:
    checked = setup_of(
        "compact", ["werewolf", "madman", "seer", "freemason", "freemason"]
    ).checked()
    assert [r for _, r in checked.seats] == ["werewolf", "traitor", "seer", "mason", "mason"]
    archangel = setup_of("traditional", fill(7, wolves=2, extra=("seer", "archangel")))
    assert ("P3", "doctor") in archangel.checked().seats


def test_settings_are_checked() -> None:
    roles = fill(5)
    assert problems(setup_of("standard", roles, wind="north")) == ["unknown setting 'wind'"]
    assert problems(setup_of("standard", roles, tie_rule="no_elimination")) == [
        "the standard preset has no setting 'tie_rule'"
    ]
    assert problems(setup_of("standard", roles, hunter_must_choose="sometimes")) == [
        "setting 'hunter_must_choose' takes one of true, false, not sometimes"
    ]
    assert problems(setup_of("standard", roles, werewolves=0)) == [
        "setting 'werewolves' must be between 1 and 14, not 0"
    ]
    assert problems(setup_of("standard", roles, werewolves="auto", discussion_seconds=90)) == []


def test_every_problem_is_listed_at_once() -> None:
    bad = Setup("standard", (("A", "werewolf"), ("a", "dragon")), {"fog": 1})
    with pytest.raises(SetupError) as info:
        bad.checked()
    text = "; ".join(info.value.problems)
    for part in ("4 to 30 players, not 2", "same name 'a'", "unknown setting 'fog'", "dragon"):
        assert part in text


def test_unknown_preset() -> None:
    assert problems(Setup("poker", (("A", "werewolf"),))) == [
        "unknown preset 'poker' (known: standard, basic, classic, compact, traditional)"
    ]


def test_role_list_drops_from_the_end_and_reports_it() -> None:
    roles, dropped = role_list("standard", 6, extra=["hunter", "witch", "baker"])
    assert roles == ["werewolf", "seer", "knight", "hunter", "witch", "baker"]
    assert dropped == []
    roles, dropped = role_list("standard", 5, extra=["hunter", "witch", "baker"])
    assert roles == ["werewolf", "seer", "knight", "hunter", "witch"]
    assert dropped == ["baker"]


def test_role_list_drops_a_split_pair_whole() -> None:
    roles, dropped = role_list("standard", 6, extra=["mason", "mason", "lover", "lover"])
    assert roles.count("lover") == 0 and roles.count("mason") == 2
    assert sorted(dropped) == ["lover", "lover"]
    assert problems(setup_of("standard", roles)) == []


def test_role_list_extra_roles_replace_villagers() -> None:
    roles, dropped = role_list("standard", 8, extra=["hunter"])
    assert dropped == []
    assert sorted(roles) == sorted(
        ["werewolf", "werewolf", "seer", "knight", "medium", "traitor", "hunter", "villager"]
    )


def test_deal_is_reproducible_from_the_seed() -> None:
    names = [f"N{i}" for i in range(11)]
    a = deal("standard", names, seed=7)
    b = deal("standard", names, seed=7)
    assert a == b and a.seed == 7
    others = {deal("standard", names, seed=s).seats for s in range(8, 14)}
    assert any(seats != a.seats for seats in others)
    assert sorted(r for _, r in a.seats) == sorted(role_list("standard", 11)[0])
    assert [n for n, _ in a.seats] == names


def test_deal_refuses_a_role_list_of_the_wrong_length() -> None:
    with pytest.raises(SetupError, match="3 roles for 4 players"):
        deal("standard", ["A", "B", "C", "D"], roles=["werewolf", "seer", "villager"], seed=1)


def test_setup_json_round_trip() -> None:
    a = deal("classic", [f"N{i}" for i in range(9)], settings={"witch_self_save": True}, seed=3)
    assert Setup.from_json(a.to_json()) == a
    with pytest.raises(SetupError):
        Setup.from_json({"preset": "classic"})
