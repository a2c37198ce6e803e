"""The game API and the scenario runner's failures.

Scenario files under tests/scenarios must all pass, so every rule that says "this is refused"
is pinned here instead: each case is a scenario that must FAIL, with the reason it gives.
The runner must never raise, whatever it is fed. Also: what each seat is told at the start
(pack, Masons, Lovers, the Traitor under `traitor_knows_wolves`), which a scenario cannot
express, and the basic promises of `Game` (illegal choices change nothing, undo, replay).
"""

from __future__ import annotations

import json
from pathlib import Path
from typing import Any

import pytest

from ww_desktop.engine.game import Game, record_from_json
from ww_desktop.engine.messages import Audience
from ww_desktop.engine.requests import Choice, IllegalChoice, Verb
from ww_desktop.engine.scenario import run_path, run_scenario
from ww_desktop.engine.setup import Setup


def scen(preset: str, seats: str, steps: list[Any], **extra: Any) -> dict[str, Any]:
    """A scenario object from a compact seat list such as "Ann:werewolf Bob:seer"."""
    return {
        "format": "ww-scenario/1",
        "name": "case",
        "preset": preset,
        "seats": [s.split(":") for s in seats.split()],
        "steps": steps,
        **extra,
    }


S5 = "Ann:werewolf Bob:seer Cy:knight Dee:villager Eve:villager"
S7W = "Ann:werewolf Ben:werewolf Cat:seer Wil:witch Eli:villager Flo:villager Gus:villager"
C9 = (
    "Ana:werewolf Abe:werewolf Cat:seer Wil:witch Hal:hunter "
    "Dan:villager Eli:villager Fay:villager Gil:villager"
)
H7 = "Ann:werewolf Ben:werewolf Cat:seer Hal:hunter Eli:villager Flo:villager Gus:villager"
K5 = "Ana:werewolf Bo:madman Cy:seer Di:villager Ed:villager"
T7 = "Ana:werewolf Abe:werewolf Cy:seer Di:villager Ed:villager Fy:villager Gu:villager"
QUIET: dict[str, Any] = {"day": {}}

MUST_FAIL: dict[str, tuple[dict[str, Any], str]] = {
    # --- settings
    "setting not offered": (
        scen("basic", S5.replace("knight", "doctor"), [], settings={"seer_first_night": "none"}),
        "the basic preset has no setting 'seer_first_night'",
    ),
    "setting value outside its list": (
        scen("standard", S5, [], settings={"seer_first_night": "maybe"}),
        "setting 'seer_first_night' takes one of choose, free_white, none, not maybe",
    ),
    "boolean setting given a string": (
        scen("standard", S5, [], settings={"knight_repeat_guard": "yes"}),
        "setting 'knight_repeat_guard' takes one of true, false",
    ),
    "number setting out of range": (
        scen("standard", S5, [], settings={"discussion_seconds": 1}),
        "setting 'discussion_seconds' must be between 10 and 3600, not 1",
    ),
    "unknown setting": (
        scen("standard", S5, [], settings={"moon_phase": "full"}),
        "unknown setting 'moon_phase'",
    ),
    "a fixed rule is not a setting of compact": (
        scen("compact", K5, [], settings={"seer_first_night": "choose"}),
        "the compact preset has no setting 'seer_first_night'",
    ),
    # --- knight
    "knight guards himself": (
        scen("standard", S5, [{"night": {"Cy": {"guard": "Cy"}}}]),
        "Cy cannot guard Cy (themselves)",
    ),
    "knight repeats under knight_repeat_guard false": (
        scen(
            "standard",
            S5,
            [{"night": {"Cy": {"guard": "Dee"}}}, QUIET, {"night": {"Cy": {"guard": "Dee"}}}],
            settings={"knight_repeat_guard": False},
        ),
        "Cy cannot guard Dee",
    ),
    "compact knight on night 0": (
        scen(
            "compact",
            K5.replace("Di:villager", "Kn:knight"),
            [{"night": {"Kn": {"guard": "Cy"}}}],
            lots=["Kn"],
        ),
        "Kn was never asked to guard",
    ),
    # --- first nights
    "standard pack attacks on night 1": (
        scen("standard", S5, [{"night": {"Ann": {"attack": "Dee"}}}]),
        "Ann was never asked to attack",
    ),
    "compact pack attacks on night 0": (
        scen("compact", K5, [{"night": {"Ana": {"attack": "Di"}}}], lots=["Di"]),
        "Ana was never asked to attack",
    ),
    "free white seer chooses on night 1": (
        scen(
            "standard",
            S5,
            [{"night": {"Bob": {"inspect": "Ann"}}}],
            settings={"seer_first_night": "free_white"},
            lots=["Dee"],
        ),
        "Bob was never asked to inspect",
    ),
    "seer looks into himself": (
        scen("standard", S5, [{"night": {"Bob": {"inspect": "Bob"}}}]),
        "Bob cannot inspect Bob (themselves)",
    ),
    # --- witch
    "standard witch on night 1": (
        scen("standard", S7W, [{"night": {"Wil": {"poison": "Ann"}}}]),
        "Wil was never asked to poison",
    ),
    "standard witch uses both potions in one night": (
        scen(
            "standard",
            S7W,
            [
                {"night": {}},
                QUIET,
                {"night": {"Ann": {"attack": "Eli"}, "Wil": {"save": "Eli", "poison": "Ben"}}},
            ],
        ),
        "Wil was never asked to poison",
    ),
    "classic witch saves herself": (
        scen("classic", C9, [{"night": {"Ana": {"attack": "Wil"}, "Wil": {"save": "Wil"}}}]),
        "Wil was never asked to save",
    ),
    "classic witch saves after the cure is used": (
        scen(
            "classic",
            C9,
            [
                {"night": {"Ana": {"attack": "Dan"}, "Wil": {"save": "Dan"}}},
                QUIET,
                {"night": {"Ana": {"attack": "Eli"}, "Wil": {"save": "Eli"}}},
            ],
        ),
        "Wil was never asked to save",
    ),
    "classic witch, one potion a night": (
        scen(
            "classic",
            C9,
            [{"night": {"Ana": {"attack": "Dan"}, "Wil": {"save": "Dan", "poison": "Ana"}}}],
        ),
        "Wil was never asked to poison",
    ),
    "standard witch saves after the cure is used": (
        scen(
            "standard",
            S7W,
            [
                {"night": {}},
                QUIET,
                {"night": {"Ann": {"attack": "Eli"}, "Wil": {"save": "Eli"}}},
                QUIET,
                {"night": {"Ann": {"attack": "Flo"}, "Wil": {"save": "Flo"}}},
            ],
        ),
        "Wil was never asked to save (the game is at day 4)",  # standard: night 3 ends on day 4
    ),
    "revive without revive_voted": (
        scen("standard", S7W, [{"night": {}}, QUIET, {"night": {"Wil": {"revive": "Eli"}}}]),
        "Wil was never asked to revive",
    ),
    # --- hunter
    "standard hunter declines although he must choose": (
        scen(
            "standard",
            H7,
            [{"night": {}}, QUIET, {"night": {"Ann": {"attack": "Hal"}, "Hal": {"shoot": None}}}],
        ),
        "Hal must choose someone to shoot",
    ),
    "standard hunter gives no shot although he must choose": (
        scen("standard", H7, [{"night": {}}, QUIET, {"night": {"Ann": {"attack": "Hal"}}}]),
        "Hal must shoot someone at night 2, and the step gives no choice",
    ),
    "standard hunter shoots when the game is decided": (
        scen(
            "standard",
            "Ann:werewolf Bob:seer Hal:hunter Dee:villager",
            [
                {"night": {}},
                {"day": {"votes": {"Ann": "Bob", "Hal": "Bob", "Dee": "Bob", "Bob": "Ann"}}},
                {"night": {"Ann": {"attack": "Hal"}, "Hal": {"shoot": "Ann"}}},
            ],
        ),
        "Hal was never asked to shoot",
    ),
    "classic poisoned hunter shoots": (
        scen(
            "classic",
            C9,
            [
                {
                    "night": {
                        "Ana": {"attack": "Dan"},
                        "Wil": {"poison": "Hal"},
                        "Hal": {"shoot": "Ana"},
                    }
                }
            ],
        ),
        "Hal was never asked to shoot",
    ),
    "classic attacked and poisoned hunter shoots": (
        scen(
            "classic",
            C9,
            [
                {
                    "night": {
                        "Ana": {"attack": "Hal"},
                        "Wil": {"poison": "Hal"},
                        "Hal": {"shoot": "Ana"},
                    }
                }
            ],
        ),
        "Hal was never asked to shoot",
    ),
    "classic attack_first: no shot once the attack decided": (
        scen(
            "classic",
            "Ana:werewolf Hal:hunter Dan:villager Eli:villager",
            [{"night": {"Ana": {"attack": "Hal"}, "Hal": {"shoot": "Ana"}}}],
            settings={"victory_timing": "attack_first"},
        ),
        "Hal was never asked to shoot",
    ),
    "a reaction never asked for": (
        scen("standard", H7, [{"night": {}}, {"day": {"reactions": {"Hal": {"shoot": "Ann"}}}}]),
        "Hal was never asked to shoot",
    ),
    # --- votes
    "vote for oneself": (
        scen("standard", S5, [{"night": {}}, {"day": {"votes": {"Ann": "Ann"}}}]),
        "Ann cannot vote Ann (themselves)",
    ),
    "run-off vote for someone not tied": (
        scen(
            "standard",
            S5,
            [
                {"night": {}},
                {
                    "day": {
                        "votes": {"Ann": "Dee", "Bob": "Ann"},
                        "runoff": {"Cy": "Eve"},
                    }
                },
            ],
        ),
        "Cy cannot runoff Eve",
    ),
    "basic tie has no run-off": (
        scen(
            "basic",
            S5.replace("knight", "doctor"),
            [
                {"night": {}},
                {"day": {"votes": {"Ann": "Dee", "Bob": "Ann"}, "runoff": {"Cy": "Ann"}}},
            ],
        ),
        "Cy was never asked to runoff",
    ),
    "a gone seat votes": (
        scen(
            "standard",
            S5,
            [
                {"night": {}},
                {"day": {"votes": {"Ann": "Eve", "Bob": "Eve", "Cy": "Eve"}}},
                {"night": {}},
                {"day": {"votes": {"Eve": "Ann"}}},
            ],
        ),
        "Eve was never asked to vote",
    ),
    # --- pack
    "traditional wolves attack a wolf": (
        scen("traditional", T7, [{"night": {"Ana": {"attack": "Abe"}}}]),
        "Ana cannot attack Abe",
    ),
    "standard wolves attack a wolf": (
        scen(
            "standard",
            "Ann:werewolf Ben:werewolf Cat:seer Dan:knight Eli:villager Flo:villager Gus:villager",
            [{"night": {}}, QUIET, {"night": {"Ann": {"attack": "Ben"}}}],
        ),
        "Ann cannot attack Ben",
    ),
    # --- lots
    "missing lot": (
        scen("compact", K5, [{"night": {}}]),
        "a free_white draw among",
    ),
    "wrong lot (a werewolf as free white)": (
        scen("compact", K5, [{"night": {}}], lots=["Ana"]),
        "the lot 0 is not among the options of the free_white draw",
    ),
    "lot that is not a seat": (
        scen("compact", K5, [{"night": {}}], lots=["Zed"]),
        "lot 'Zed' is neither a seat name nor yes/no",
    ),
    # --- malformed scenarios
    "unknown role": (
        scen("standard", "Ann:werewolf Bob:seer Cy:dragon Dee:villager", []),
        "unknown role 'dragon'",
    ),
    "role of another preset": (
        scen("basic", "Ann:werewolf Bob:seer Cy:knight Dee:villager", []),
        "the basic preset has no knight role",
    ),
    "unknown preset": (scen("chess", S5, []), "unknown preset 'chess'"),
    "unknown expect key": (
        scen("standard", S5, [{"expect": {"mood": "calm"}}]),
        "unknown expect key 'mood'",
    ),
    "unknown step": (scen("standard", S5, [{"dusk": {}}]), "unknown step 'dusk'"),
    "unknown verb": (
        scen("standard", S5, [{"night": {"Bob": {"stare": "Ann"}}}]),
        "unknown verb 'stare'",
    ),
    "unknown seat": (
        scen("standard", S5, [{"night": {"Zed": {"note": "Ann"}}}]),
        "unknown seat 'Zed'",
    ),
    "wrong format": (dict(scen("standard", S5, []), format="ww-scenario/9"), "unknown format"),
    "missing steps": (
        {"format": "ww-scenario/1", "preset": "standard", "seats": []},
        "missing 'steps'",
    ),
    "not an object": ([1, 2, 3], "a scenario must be a JSON object"),
    "a day when it is night": (scen("standard", S5, [{"day": {}}]), "expected a day"),
    "night after the end": (
        scen(
            "standard",
            S5,
            [
                {"night": {}},
                {"day": {"votes": {"Bob": "Ann", "Cy": "Ann", "Dee": "Ann"}}},
                {"night": {}},
            ],
        ),
        "the game is already over",
    ),
    "a wrong expectation": (
        scen("standard", S5, [{"night": {}}, {"expect": {"gone": ["Dee"]}}]),
        "gone: expected ['Dee'], got []",
    ),
    "a wrong told": (
        scen(
            "standard",
            S5,
            [{"night": {"Bob": {"inspect": "Dee"}}}, {"expect": {"told": {"Bob": "werewolf"}}}],
        ),
        "Bob should have been told 'werewolf', got 'not_werewolf'",
    ),
    "a wrong winner": (
        scen("standard", S5, [{"night": {}}, {"expect": {"winner": "village"}}]),
        "winner: expected village, got None",
    ),
}


@pytest.mark.parametrize("case", list(MUST_FAIL), ids=list(MUST_FAIL))
def test_scenario_fails_with_a_reason(case: str) -> None:
    data, reason = MUST_FAIL[case]
    result = run_scenario(data)
    assert not result.passed, f"{case}: expected a FAIL"
    assert reason in result.reason, result.reason
    assert "internal error" not in result.reason
    assert result.line().startswith("FAIL ")


def test_a_valid_setting_value_passes() -> None:
    data = scen("standard", S5, [{"night": {}}], settings={"discussion_seconds": 240})
    assert run_scenario(data).passed


def test_bad_json_file_fails_cleanly(tmp_path: Path) -> None:
    path = tmp_path / "broken.json"
    path.write_text('{"format": "ww-scenario/1", "steps": [', encoding="utf-8")
    [result] = run_path(path)
    assert not result.passed
    assert "not valid JSON" in result.reason


def test_missing_file_fails_cleanly(tmp_path: Path) -> None:
    [result] = run_path(tmp_path / "nope.json")
    assert not result.passed and "no such file" in result.reason


def test_a_list_of_scenarios_in_one_file(tmp_path: Path) -> None:
    good = scen("standard", S5, [{"night": {}}])
    bad = scen("standard", S5, [{"expect": {"mood": 1}}])
    path = tmp_path / "two.json"
    path.write_text(json.dumps([good, dict(bad, name="bad one")]), encoding="utf-8")
    results = run_path(path)
    assert [r.passed for r in results] == [True, False]
    assert results[1].name == "bad one"


def test_runner_never_raises_on_garbage() -> None:
    for junk in (None, 3, "x", {"steps": 5}, {"preset": 1, "seats": 2, "steps": []}):
        result = run_scenario(junk)
        assert not result.passed


# ------------------------------------------------------------------ knowledge


def private(game: Game, msg_id: str) -> dict[int, list[int]]:
    """Seat -> the seats named in its `msg_id` message at the start."""
    return {
        m.to[0]: sorted(m.params["seats"])
        for m in game.messages(Audience.PRIVATE)
        if m.id == msg_id
    }


def game_of(preset: str, seats: str, **settings: Any) -> Game:
    pairs = tuple((name, role_id) for name, role_id in (s.split(":") for s in seats.split()))
    return Game(Setup(preset, pairs, settings).checked())


def test_the_pack_knows_each_other_and_not_the_traitor() -> None:
    g = game_of("standard", "A:werewolf B:werewolf C:traitor D:seer E:villager F:villager G:knight")
    assert private(g, "knows_pack") == {0: [1], 1: [0]}
    assert private(g, "knows_wolves") == {}


def test_traitor_knows_wolves_setting() -> None:
    seats = "A:werewolf B:werewolf C:traitor D:seer E:villager F:villager G:knight"
    g = game_of("standard", seats, traitor_knows_wolves=True)
    assert private(g, "knows_wolves") == {2: [0, 1]}
    assert private(g, "knows_pack") == {0: [1], 1: [0]}  # the wolves are not told of C


def test_masons_and_freemasons_know_each_other() -> None:
    g = game_of("standard", "A:werewolf B:mason C:mason D:seer E:villager")
    assert private(g, "knows_masons") == {1: [2], 2: [1]}
    g = game_of("compact", "A:werewolf B:freemason C:freemason D:seer E:villager F:madman")
    assert private(g, "knows_masons") == {1: [2], 2: [1]}


def test_lovers_know_each_other() -> None:
    g = game_of("standard", "A:werewolf B:lover C:seer D:lover E:villager")
    assert private(g, "knows_lover") == {1: [3], 3: [1]}


def test_villagers_are_told_nothing() -> None:
    g = game_of("standard", "A:werewolf B:seer C:villager D:villager")
    assert [m for m in g.messages(Audience.PRIVATE) if 2 in m.to or 3 in m.to] == []


# ------------------------------------------------------------------ the Game API


def test_illegal_choices_change_nothing() -> None:
    g = game_of("basic", "A:werewolf B:doctor C:seer D:villager E:villager")
    before = g.snapshot()
    bad = [
        Choice(0, Verb.ATTACK, 9),  # no such seat
        Choice(2, Verb.INSPECT, 2),  # the Seer on himself
        Choice(1, Verb.INSPECT, 0),  # wrong verb for the Doctor
        Choice(3, Verb.VOTE, 0),  # out of turn
        Choice(None, Verb.END_DISCUSSION, None),  # the host, at night
        Choice(0, Verb.ATTACK, (1, 2)),  # too many targets
    ]
    for choice in bad:
        with pytest.raises(IllegalChoice):
            g.apply(choice)
        assert g.snapshot() == before


def first_night(g: Game) -> None:
    """A attacks D, B guards himself, C looks at A; the villagers' notes are skipped."""
    for c in (Choice(0, Verb.ATTACK, 3), Choice(1, Verb.GUARD, 1), Choice(2, Verb.INSPECT, 0)):
        g.apply(c)
    for r in g.pending():
        assert r.verb is Verb.NOTE
        g.apply(Choice(r.seat, r.verb, None))


def test_undo_and_replay() -> None:
    g = game_of("basic", "A:werewolf B:doctor C:seer D:villager E:villager")
    start = g.snapshot()
    g.apply(Choice(0, Verb.ATTACK, 3))
    g.apply(Choice(1, Verb.GUARD, 1))
    assert g.undo() == Choice(1, Verb.GUARD, 1)
    assert g.undo() == Choice(0, Verb.ATTACK, 3)
    assert g.undo() is None
    assert g.snapshot() == start
    first_night(g)
    assert g.state.dawn == [3]
    again = Game.replay(g.setup, [record_from_json(r.to_json()) for r in g.records])
    assert again.snapshot() == g.snapshot()


def test_gone_seat_is_refused_with_a_sentence() -> None:
    g = game_of("basic", "A:werewolf B:doctor C:seer D:villager E:villager")
    first_night(g)
    g.apply(Choice(None, Verb.END_DISCUSSION, None))
    with pytest.raises(IllegalChoice, match="D has gone home"):
        g.apply(Choice(3, Verb.VOTE, 0))
    with pytest.raises(IllegalChoice, match="D has gone home"):
        g.apply(Choice(4, Verb.VOTE, 3))
