"""A new role needs only its class and the preset data: the core asks it through hooks.

A trial Judge, never shipped, is registered for one test and listed in a copy of the Standard
preset (what docs/engine.md says a role module and the preset data do); no core module knows
it. Its ballot counts three times (`Role.vote_weight`) and, on a side of its own, it takes any
decided game while still here (`Role.claim_victory`).
"""

from __future__ import annotations

from collections.abc import Iterator, Mapping
from dataclasses import replace
from typing import Any, ClassVar

import pytest

from ww_desktop.engine.playlist import as_state, night_plan
from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.requests import Request, Verb
from ww_desktop.engine.role_base import REGISTRY, Role, register, request
from ww_desktop.engine.scenario import run_scenario
from ww_desktop.engine.setup import Setup
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


class Scout(Role):
    """Trial role: a look from the second night, first woken alone while a Seer was dealt."""

    id = "trial_scout"
    step = "trial_scout"
    herald_step = "trial_scout_wake"
    needs_dealt: ClassVar[Mapping[str, str]] = {herald_step: "seer"}

    def calling(self, g: GameState, step: str, night: int, dealt: Mapping[str, int]) -> str | None:
        if night == g.preset.first_night:
            return None
        return super().calling(g, step, night, dealt)

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        return [request(g, seat, Verb.INSPECT, g.others(seat), step=self.step)]


@pytest.fixture
def scout(monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    standard = PRESETS["standard"]
    order = list(standard.call_order)
    order.insert(order.index("seer") + 1, Scout.step)  # its wake step is left out on purpose
    trial = replace(standard, roles=(*standard.roles, Scout.id), call_order=tuple(order))
    monkeypatch.setitem(PRESETS, "standard", trial)
    register(Scout)
    try:
        yield
    finally:
        del REGISTRY[Scout.id]


def _scout_table(*roles: str) -> Setup:
    names = ("Ann", "Bob", "Cy", "Dee", "Eve", "Fay")
    return Setup("standard", tuple(zip(names, ("werewolf", Scout.id, *roles), strict=True)))


def test_a_new_roles_steps_are_called_as_its_own_hook_says(scout: None) -> None:
    """The play list asks the role (`Role.calling`) and names it nowhere: not on the first
    night; from the second, its wake (left out of the preset's order) just before its look,
    and only when a Seer was dealt; called with the same window once its player is gone."""
    with_seer = _scout_table("seer", "villager", "villager", "villager")
    assert Scout.step not in night_plan(with_seer, 1).steps
    plan = night_plan(with_seer, 2)
    steps = plan.steps
    assert steps[steps.index("seer") :] == ("seer", Scout.herald_step, Scout.step)
    wake, look = plan.call(Scout.herald_step), plan.call(Scout.step)
    assert wake is not None and wake.kind == "wake" and wake.window_ms == 4000
    assert look is not None and look.kind == "power" and look.window_ms == 12000
    without = night_plan(_scout_table("villager", "villager", "villager", "villager"), 2)
    assert Scout.step in without.steps and Scout.herald_step not in without.steps
    state = as_state(with_seer)
    state.seats[1].here = False
    gone = night_plan(state, 2).call(Scout.step)
    assert gone is not None and not gone.here and gone.window_ms == 12000
    # What the console shows while the voice calls it, here or gone.
    assert REGISTRY[Scout.id].step_asks(state, 1, Scout.step) == (Verb.INSPECT,)
