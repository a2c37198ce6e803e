"""The night's private answers (`engine/answers.py`) are due while the role is awake and never
disagree with what the night's resolution tells at dawn: pinned over many random games of
every preset, with the bots answering the night's requests in random order."""

from __future__ import annotations

import random

import pytest

from ww_desktop.engine.answers import (
    CARD,
    FLAT_HAND,
    LOOK_IDS,
    THUMB_DOWN,
    THUMB_UP,
    VICTIM,
    Answer,
    night_answers,
)
from ww_desktop.engine.bots import bot_rng, random_choice
from ww_desktop.engine.game import Game
from ww_desktop.engine.messages import Audience, Message
from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup, deal, role_list
from ww_desktop.engine.state import Phase

LOOKERS = ("seer", "apprentice_seer", "medium", "fox_cub", "thief", "devil", "spy", "sorcerer")


def _key(a: Answer) -> tuple[str, int, int | None, str | None]:
    return (a.message, a.seat, a.target, a.reading)


def _told(m: Message) -> tuple[str, int, int | None, str | None]:
    result = m.params.get("result", m.params.get("role"))
    if m.id == "free_white":
        result = "not_werewolf"
    return (m.id, m.to[0], m.params.get("target"), None if result is None else str(result))


def _table(preset: str, rng: random.Random) -> Setup:
    p = PRESETS[preset]
    low, high = p.players
    players = rng.randint(low, min(high, 16))
    extra = [r for r in LOOKERS if r in p.roles and rng.random() < 0.6]
    if "fox_cub" in extra:
        extra.append("fox")
    roles, _ = role_list(preset, players, extra=extra)
    names = [f"P{i}" for i in range(players)]
    return deal(preset, names, roles, seed=rng.randrange(10**6))


def play_and_check(setup: Setup, seed: int) -> int:
    """Play a random game; at every moment of every night compare the due answers with what
    the night's resolution tells. Returns how many answers were checked."""
    game = Game(setup)
    checked = 0
    shown: list[tuple[int, int, list[Answer], set[tuple[int | None, Verb]], bool]] = []
    night_choices: set[tuple[int | None, Verb]] = set()
    night = game.state.night_no if game.state.phase is Phase.NIGHT else None
    for _ in range(5000):
        state = game.state
        if state.phase is Phase.NIGHT:
            steal_open = any(r.verb is Verb.STEAL for r in game.pending())
            shown.append(
                (
                    state.night_no,
                    len(game.records),
                    night_answers(game),
                    set(night_choices),
                    steal_open,
                )
            )
        pending = game.pending()
        if not pending:
            break
        rng = bot_rng(seed, len(game.records))
        request = pending[rng.randrange(len(pending))]
        choice = random_choice(game, request, rng)
        game.apply(choice)
        if game.state.phase is Phase.NIGHT and game.state.night_no != night:
            night, night_choices = game.state.night_no, set()
        if game.state.phase is Phase.NIGHT:
            night_choices.add((choice.seat, choice.verb))
    assert game.ended
    for number, _, answers, made, steal_open in shown:
        told = [
            _told(m)
            for m in game.state.messages
            if m.id in LOOK_IDS
            and m.audience is Audience.PRIVATE
            and m.phase == "night"
            and m.day == number
        ]
        looks = [a for a in answers if a.show != VICTIM]
        for a in looks:
            assert _key(a) in told, (number, a, told)
            checked += 1
        # Complete: every look whose own choice is in (and no steal still open) is shown.
        due = {
            t
            for t in told
            if t[0] in ("medium_result", "free_white")
            or (
                t[0] in ("inspect_result", "fox_cub_result")
                and (t[1], Verb.INSPECT) in made
                and not steal_open
            )
            or (t[0] == "thief_stole" and (t[1], Verb.STEAL) in made)
        }
        assert due <= {_key(a) for a in looks}, (number, due, looks)
    return checked


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_answers_agree_with_the_dawn(preset: str) -> None:
    rng = random.Random(f"answers:{preset}")
    checked = 0
    for game_no in range(25):
        checked += play_and_check(_table(preset, rng), game_no)
    assert checked > 20


def test_the_seer_is_answered_when_her_look_is_entered() -> None:
    setup = Setup(
        "classic",
        (
            ("Ann", "werewolf"),
            ("Bob", "seer"),
            ("Cid", "villager"),
            ("Dee", "witch"),
            ("Eve", "villager"),
        ),
        seed=3,
    ).checked()
    game = Game(setup)
    assert night_answers(game) == []
    wolves = [r for r in game.pending() if r.verb is Verb.ATTACK]
    for r in wolves:
        game.apply(Choice(r.seat, r.verb, 2))
    assert night_answers(game) == []  # the Seer has not looked yet
    game.apply(Choice(1, Verb.INSPECT, 0))
    answers = night_answers(game)
    seer = [a for a in answers if a.role == "seer"]
    assert seer == [Answer(1, "seer", 0, "werewolf", THUMB_UP, None, "inspect_result")]
    for r in [r for r in game.pending() if r.verb is Verb.NOTE]:
        game.apply(Choice(r.seat, r.verb, None))
    # The Witch is awake now: she is shown the pack's choice.
    witch = [a for a in night_answers(game) if a.show == VICTIM]
    assert witch == [Answer(3, "witch", 2, None, VICTIM, None, "witch_victim")]
    assert [a for a in night_answers(game) if a.role == "seer"] == seer
    for r in list(game.pending()):
        game.apply(Choice(r.seat, r.verb, None))
    assert game.state.phase is Phase.DAY
    assert night_answers(game) == []  # the night is over
    dawn = [m for m in game.state.messages if m.id == "inspect_result"]
    assert dawn[0].params == {"target": 0, "result": "werewolf"}


def test_compacts_free_look_is_due_before_the_first_choice() -> None:
    game = Game(deal("compact", [f"P{i}" for i in range(8)], seed=1))
    answers = night_answers(game)
    assert len(answers) == 1 and answers[0].show == THUMB_DOWN and answers[0].role == "seer"
    free = next(m for m in game.state.messages if m.id == "free_white")
    assert answers[0].target == free.params["target"]


def test_every_kind_of_showing() -> None:
    shows = {THUMB_UP, THUMB_DOWN, CARD, FLAT_HAND}
    seen: set[str] = set()
    rng = random.Random("shows")
    for preset in ("standard", "traditional"):
        for game_no in range(15):
            setup = _table(preset, rng)
            game = Game(setup)
            for _ in range(400):
                seen |= {a.show for a in night_answers(game)}
                pending = game.pending()
                if not pending:
                    break
                r = bot_rng(game_no, len(game.records))
                game.apply(random_choice(game, pending[r.randrange(len(pending))], r))
    assert shows <= seen


def test_no_look_is_told_while_a_thief_may_still_change_it() -> None:
    """The Seer looks at a werewolf before the Thief has chosen; the Thief then steals that
    werewolf's card, so the robbed player is a Villager when the look is read."""
    seats = (
        ("Ann", "werewolf"),
        ("Bob", "seer"),
        ("Cid", "thief"),
        ("Dee", "villager"),
        ("Eve", "villager"),
        ("Fay", "werewolf"),
        ("Gus", "villager"),
        ("Hal", "villager"),
    )
    game = Game(Setup("standard", seats, seed=2).checked())
    game.apply(Choice(1, Verb.INSPECT, 0))
    assert [a for a in night_answers(game) if a.role == "seer"] == []  # a steal is open
    game.apply(Choice(2, Verb.STEAL, 0))
    seer = [a for a in night_answers(game) if a.role == "seer"]
    assert seer == [Answer(1, "seer", 0, "not_werewolf", THUMB_DOWN, None, "inspect_result")]
    thief = [a for a in night_answers(game) if a.role == "thief"]
    assert thief == [Answer(2, "thief", 0, "werewolf", CARD, "werewolf", "thief_stole")]
    for _ in range(50):
        pending = game.pending()
        if not pending or game.state.phase is not Phase.NIGHT:
            break
        game.apply(Choice(pending[0].seat, pending[0].verb, None))
    told = next(m for m in game.state.messages if m.id == "inspect_result")
    assert told.params == {"target": 0, "result": "not_werewolf"}
