"""A new role needs only its class and the preset data: the core asks it through hooks.

A trial Judge, never shipped, is registered for one test and listed in a copy of the Standard
preset (what docs/engine.md says a role module and the preset data do); no core module knows
it. Its ballot counts three times (`Role.vote_weight`) and, on a side of its own, it takes any
decided game while still here (`Role.claim_victory`).
"""

from __future__ import annotations

from collections.abc import Iterator
from dataclasses import replace
from typing import Any

import pytest

from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.role_base import REGISTRY, Role, register
from ww_desktop.engine.scenario import run_scenario
from ww_desktop.engine.sides import Side
from ww_desktop.engine.state import GameState


class Judge(Role):
    """Trial role: a heavy ballot, and a claim on any decided game while here."""

    id = "trial_judge"
    side = Side.SOLO
    victory_rank = 9

    def vote_weight(self, g: GameState, seat: int) -> int:
        return 3

    def claim_victory(self, g: GameState, alive: list[int], base: str | None) -> Side | None:
        return Side.SOLO


@pytest.fixture
def judge(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    standard = PRESETS["standard"]
    monkeypatch.setitem(PRESETS, "standard", replace(standard, roles=(*standard.roles, Judge.id)))
    register(Judge)
    try:
        yield
    finally:
        del REGISTRY[Judge.id]


def _scenario(judge_votes: str) -> dict[str, Any]:
    """Ann the werewolf against four; the Judge (Bob) votes for `judge_votes`."""
    return {
        "format": "ww-scenario/1",
        "name": "trial judge",
        "preset": "standard",
        "seats": [
            ["Ann", "werewolf"],
            ["Bob", Judge.id],
            ["Cy", "seer"],
            ["Dee", "villager"],
            ["Eve", "villager"],
        ],
        "steps": [
            {"night": {}},
            {"day": {"votes": {"Ann": "Dee", "Bob": judge_votes, "Cy": "Dee", "Dee": "Cy"}}},
        ],
    }


def test_a_new_roles_ballot_weight_decides_the_vote(judge: None) -> None:
    data = _scenario("Ann")
    data["steps"].append(
        {"expect": {"votes": {"Ann": 3, "Dee": 2, "Cy": 1}, "gone": ["Ann"], "winner": "solo"}}
    )
    result = run_scenario(data)
    assert result.passed, result.reason


def test_a_new_role_claims_the_game_it_is_still_in(judge: None) -> None:
    data = _scenario("Ann")
    data["steps"].append({"expect": {"winner": "solo", "winners": ["Bob"]}})
    result = run_scenario(data)
    assert result.passed, result.reason


def test_the_judges_ballot_sends_home_whom_it_votes_for(judge: None) -> None:
    data = _scenario("Dee")  # 3 from the Judge and 2 more: Dee goes home, the game goes on
    data["steps"].append({"expect": {"votes": {"Dee": 5, "Cy": 1}, "gone": ["Dee"]}})
    result = run_scenario(data)
    assert result.passed, result.reason
