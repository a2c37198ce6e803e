"""The `traditional` preset (seed 004): table, calling order, host's deal, refusals.

Rule cases live in tests/scenarios/traditional/; this file checks what scenarios cannot see:
the role table, the order of requests, choices the rules refuse, private messages.
"""

from __future__ import annotations

from collections import Counter

import pytest

from ww_desktop.engine.game import Game
from ww_desktop.engine.requests import Choice, IllegalChoice, Verb
from ww_desktop.engine.setup import Setup, SetupError, assign, role_list
from ww_desktop.engine.state import Phase

NAMES = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lu", "Mo"]


def game(roles: list[str], **settings: object) -> Game:
    seats = tuple(zip(NAMES, roles, strict=False))
    return Game(Setup("traditional", seats, dict(settings), seed=1).checked())


def seat(g: Game, name: str) -> int:
    return [s.name for s in g.state.seats].index(name)


def answer_rest(g: Game) -> None:
    """Skip every pending request (seat or host) until the phase changes."""
    phase, day = g.state.phase, g.state.day_no
    while g.pending() and g.state.phase is phase and g.state.day_no == day:
        g.apply(Choice(g.pending()[0].seat, g.pending()[0].verb, None))


# ---------------------------------------------------------------- table


@pytest.mark.parametrize(("players", "wolves"), [(7, 2), (9, 2), (16, 2), (17, 3), (20, 3)])
def test_third_werewolf_from_seventeen(players: int, wolves: int) -> None:
    roles, dropped = role_list("traditional", players)
    counts = Counter(roles)
    assert counts["werewolf"] == wolves
    assert counts["seer"] == 1
    assert counts["villager"] == players - wolves - 1
    assert not dropped


# ---------------------------------------------------------------- the host's deal


def test_assign_builds_the_hosts_deal() -> None:
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
    roles = {
        "Gus": "werewolf",
        "Ann": "werewolf",
        "Bob": "seer",
        "Cy": "archangel",
        "Dee": "villager",
        "Eve": "night_hunter",
        "Fay": "villager",
    }
    setup = assign("traditional", names, roles, {"vote_rule": "plurality"}, seed=5)
    assert setup.seats[0] == ("Ann", "werewolf")
    assert setup.seats[2] == ("Cy", "doctor")
    assert setup.seats[4] == ("Eve", "vigilante")
    assert setup.settings == {"vote_rule": "plurality"}
    assert setup.seed == 5
    assert Game(setup).state.phase is Phase.NIGHT


def test_assign_refuses_a_bad_deal() -> None:
    names = ["Ann", "Bob", "Cy", "Dee", "Eve", "Fay", "Gus"]
    with pytest.raises(SetupError, match="no role for Gus"):
        assign("traditional", names, {n: "villager" for n in names[:-1]})
    with pytest.raises(SetupError, match="not at the table"):
        assign("traditional", names, {**{n: "villager" for n in names}, "Zed": "seer"})
    with pytest.raises(SetupError, match="at least one werewolf"):
        assign("traditional", names, {n: "villager" for n in names})
    with pytest.raises(SetupError, match="no knight role"):
        assign("traditional", names, {**{n: "villager" for n in names}, "Ann": "knight"})


# ---------------------------------------------------------------- calling order


def test_calling_order_with_every_role() -> None:
    g = game(
        [
            "werewolf",
            "werewolf",
            "seer",
            "devil",
            "spy",
            "sorcerer",
            "archangel",
            "magistrate",
            "wolfsbane",
            "vigilante",
            "mafia",
            "cupid",
            "villager",
        ],
        wolfsbane_mode="sprinkle",
    )
    steps = [(r.step, r.verb) for r in g.pending() if r.step != "notes"]
    assert steps == [
        ("cupid", Verb.LINK),
        ("werewolves", Verb.ATTACK),
        ("werewolves", Verb.ATTACK),
        ("mafia", Verb.ATTACK),
        ("devil_wake", Verb.WAKE),
        ("spy_wake", Verb.WAKE),
        ("seer", Verb.INSPECT),
        ("devil", Verb.INSPECT),
        ("spy", Verb.INSPECT),
        ("sorcerer", Verb.INSPECT),
        ("doctor", Verb.GUARD),
        ("magistrate", Verb.SHIELD),
        ("wolfsbane", Verb.SPRINKLE),
        ("vigilante", Verb.KILL),
    ]
    orders = [r.order for r in g.pending()]
    assert orders == sorted(orders)
    wake = next(r for r in g.pending() if r.verb is Verb.WAKE)
    assert wake.targets == () and wake.can_skip


def test_devil_is_not_woken_without_a_seer() -> None:
    g = game(["werewolf", "werewolf", "seer", "devil", "villager", "villager", "villager"])
    assert any(r.verb is Verb.WAKE for r in g.pending())
    g.apply(Choice(seat(g, "Ann"), Verb.ATTACK, seat(g, "Cy")))
    answer_rest(g)
    answer_rest(g)  # day 1: nobody lynched
    assert g.state.phase is Phase.NIGHT
    verbs = {(r.seat, r.verb) for r in g.pending()}
    assert (seat(g, "Dee"), Verb.INSPECT) in verbs
    assert (seat(g, "Dee"), Verb.WAKE) not in verbs


def test_cupid_asked_only_on_the_first_night_and_not_for_himself() -> None:
    g = game(["werewolf", "werewolf", "seer", "cupid", "villager", "villager", "villager"])
    cu = seat(g, "Dee")
    link = next(r for r in g.pending() if r.verb is Verb.LINK)
    assert link.count == 2 and cu not in link.targets
    with pytest.raises(IllegalChoice):
        g.apply(Choice(cu, Verb.LINK, (cu, seat(g, "Eve"))))
    with pytest.raises(IllegalChoice):
        g.apply(Choice(cu, Verb.LINK, seat(g, "Eve")))
    g.apply(Choice(cu, Verb.LINK, (seat(g, "Eve"), seat(g, "Fay"))))
    answer_rest(g)
    linked = {(m.to, m.params["partner"]) for m in g.messages() if m.id == "linked"}
    assert linked == {((seat(g, "Eve"),), seat(g, "Fay")), ((seat(g, "Fay"),), seat(g, "Eve"))}
    answer_rest(g)
    assert not any(r.verb is Verb.LINK for r in g.pending())


def test_masons_know_each_other() -> None:
    g = game(["werewolf", "werewolf", "seer", "mason", "mason", "villager", "villager"])
    known = {m.to: m.params["seats"] for m in g.messages() if m.id == "knows_masons"}
    assert known == {(3,): [4], (4,): [3]}


def test_mafia_know_each_other_not_the_spy() -> None:
    g = game(["werewolf", "werewolf", "mafia", "mafia", "spy", "seer", "villager", "villager"])
    known = {m.to: m.params["seats"] for m in g.messages() if m.id == "knows_mafia"}
    assert known == {(2,): [3], (3,): [2]}
    mafia_targets = next(r for r in g.pending() if r.seat == 2 and r.verb is Verb.ATTACK).targets
    assert 2 not in mafia_targets and 3 not in mafia_targets and 0 in mafia_targets


# ---------------------------------------------------------------- refusals


def test_magistrate_self_off_refuses_herself() -> None:
    roles = ["werewolf", "werewolf", "seer", "magistrate", "villager", "villager", "villager"]
    g = game(roles, magistrate_self=False)
    with pytest.raises(IllegalChoice):
        g.apply(Choice(3, Verb.SHIELD, 3))
    g = game(roles)
    g.apply(Choice(3, Verb.SHIELD, 3))


def test_shielded_person_cannot_be_voted_or_accused() -> None:
    g = game(["werewolf", "werewolf", "seer", "magistrate", "villager", "villager", "villager"])
    g.apply(Choice(3, Verb.SHIELD, 4))
    g.apply(Choice(0, Verb.ATTACK, 5))
    answer_rest(g)
    shield = [m for m in g.messages() if m.id == "lynch_shield"]
    assert [m.params["seat"] for m in shield] == [4] and shield[0].day == 1
    assert g.state.day_no == 1
    g.apply(Choice(None, Verb.END_DISCUSSION, None))
    accuse = g.pending()[0]
    assert accuse.verb is Verb.ACCUSE and 4 not in accuse.targets
    g.apply(Choice(None, Verb.ACCUSE, None))
    with pytest.raises(IllegalChoice):
        g.apply(Choice(0, Verb.VOTE, 4))
    g.apply(Choice(0, Verb.VOTE, 1))


def test_shield_not_announced_for_someone_gone_that_night() -> None:
    g = game(["werewolf", "werewolf", "seer", "magistrate", "villager", "villager", "villager"])
    g.apply(Choice(3, Verb.SHIELD, 4))
    g.apply(Choice(0, Verb.ATTACK, 4))
    answer_rest(g)
    assert "lynch_shield" not in g.state.morning_ids
    assert g.state.dawn == [4]


def test_accused_limit_the_vote_and_at_most_two() -> None:
    g = game(["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"])
    g.apply(Choice(0, Verb.ATTACK, 6))
    answer_rest(g)
    g.apply(Choice(None, Verb.END_DISCUSSION, None))
    g.apply(Choice(None, Verb.ACCUSE, 1))
    second = g.pending()[0]
    assert second.verb is Verb.ACCUSE and 1 not in second.targets
    g.apply(Choice(None, Verb.ACCUSE, 3))
    assert all(r.verb is Verb.VOTE for r in g.pending())
    accused = [m for m in g.messages() if m.id == "accused"]
    assert accused[-1].params["seats"] == [1, 3]
    with pytest.raises(IllegalChoice):
        g.apply(Choice(2, Verb.VOTE, 0))
    g.apply(Choice(2, Verb.VOTE, 1))


def test_other_presets_ask_for_no_accused() -> None:
    seats = (("Ann", "werewolf"), ("Bob", "seer"), ("Cy", "doctor"), ("Dee", "villager"))
    g = Game(Setup("basic", seats, {}, seed=1).checked())
    answer_rest(g)
    g.apply(Choice(None, Verb.END_DISCUSSION, None))
    assert all(r.verb is Verb.VOTE for r in g.pending())


def test_free_inquiry_only_on_the_opening_day() -> None:
    roles = [
        "werewolf",
        "werewolf",
        "seer",
        "villager",
        "villager",
        "villager",
        "villager",
        "villager",
    ]
    g = game(roles, first_phase="day")
    assert g.state.phase is Phase.DAY and g.state.day_no == 1
    inquiry = [r for r in g.pending() if r.verb is Verb.INSPECT]
    assert [r.seat for r in inquiry] == [2]
    answer_rest(g)
    answer_rest(g)  # night 2
    assert g.state.phase is Phase.DAY and g.state.day_no == 2
    assert not any(r.verb is Verb.INSPECT for r in g.pending())
    g = game(roles[:7])
    answer_rest(g)
    assert g.state.phase is Phase.DAY
    assert not any(r.verb is Verb.INSPECT for r in g.pending())


def test_replay_rebuilds_a_traditional_game() -> None:
    g = game(
        ["werewolf", "werewolf", "seer", "cupid", "mafia", "vigilante", "magistrate", "villager"]
    )
    g.apply(Choice(3, Verb.LINK, (6, 7)))
    g.apply(Choice(4, Verb.ATTACK, 7))
    g.apply(Choice(6, Verb.SHIELD, 2))
    answer_rest(g)
    g.apply(Choice(None, Verb.END_DISCUSSION, None))
    g.apply(Choice(None, Verb.ACCUSE, 0))
    answer_rest(g)
    again = Game.replay(g.setup, g.records)
    assert again.snapshot() == g.snapshot()
