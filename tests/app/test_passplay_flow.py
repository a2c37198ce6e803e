"""Pass-and-play's flow without Qt (`app/passplay/flow.py`): what comes next, on a plain Game.

A night and a day of a basic table are played through the engine, asking `next_step` at each
point what the laptop shows: no widget, no controller.
"""

from __future__ import annotations

from ww_desktop.app.passplay import flow
from ww_desktop.app.passplay.flow import PassPlayState, next_step
from ww_desktop.engine.game import Game
from ww_desktop.engine.requests import Choice, Request, Verb
from ww_desktop.engine.setup import Setup
from ww_desktop.ui_state import clean_ui_state

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")
ROLES = ("werewolf", "villager", "seer", "villager", "villager", "werewolf", "villager", "hunter")


def new_game(preset: str = "basic") -> Game:
    return Game(Setup(preset, tuple(zip(NAMES, ROLES, strict=True)), {}, 4, "pass_and_play"))


def answer(game: Game, pick: dict[Verb, int]) -> None:
    """Answer everything pending: the verbs in `pick` name that seat, the rest nobody."""
    for request in game.pending():
        game.apply(Choice(request.seat, request.verb, _target(request, pick)))


def _target(request: Request, pick: dict[Verb, int]) -> int | None:
    wanted = pick.get(request.verb)
    if wanted is not None and wanted in request.targets:
        return wanted
    return None if request.can_skip else request.targets[0]


def test_a_night_then_a_day_step_by_step() -> None:
    game = new_game()
    step = next_step(game)
    assert (step.what, step.key, step.kind) == (flow.ROUND, "night:1", flow.NIGHT_ROUND)
    assert step.seats == tuple(range(8))  # everyone takes a turn, in seat order
    assert next_step(game, round_open=True).what == flow.TURNS
    # Someone left (a stand-in plays them), someone plays on a phone: no laptop turn for them.
    assert next_step(game, left={3}, phones={6}).seats == (0, 1, 2, 4, 5, 7)
    answer(game, {Verb.ATTACK: 1, Verb.INSPECT: 0})
    assert game.state.phase.value == "day"
    done = {"night:1"}
    # The round is over: the laptop waits for "Everyone, open your eyes".
    assert next_step(game, done_rounds=done, back_due=True).what == flow.BACK
    assert next_step(game, done_rounds=done).what == flow.DISCUSSION
    game.apply(Choice(None, Verb.END_DISCUSSION, None))
    step = next_step(game, done_rounds=done)
    assert step.what == flow.BALLOT
    alive = set(game.state.alive())
    assert {r.seat for r in step.voters} == {r.seat for r in step.ballots} == alive
    # Only the phones still vote: the laptop says so.
    laptop = [r for r in game.pending() if r.seat != 6]
    for r in laptop:
        game.apply(Choice(r.seat, r.verb, 0 if r.seat != 0 else 2))
    assert next_step(game, done_rounds=done, phones={6}).what == flow.PHONES
    answer(game, {Verb.VOTE: 0})
    # The vote's result comes first on the laptop, whatever the game does next.
    assert next_step(game, done_rounds=done, verdict_due=True).what == flow.VERDICT
    step = next_step(game, done_rounds=done)
    assert (step.what, step.key) == (flow.ROUND, "night:2")


def test_the_hunter_shoots_in_the_open_and_the_end_ends() -> None:
    game = new_game()
    answer(game, {Verb.ATTACK: 7, Verb.INSPECT: 0})  # the pack takes the Hunter
    step = next_step(game, done_rounds={"night:1"})
    assert step.what == flow.OPEN and step.request is not None
    assert (step.request.seat, step.request.verb) == (7, Verb.SHOOT)
    for _ in range(200):
        if game.ended:
            break
        answer(game, {Verb.SHOOT: 0, Verb.ATTACK: 1, Verb.VOTE: 5})
    assert game.ended
    assert next_step(game, round_open=True, verdict_due=True).what == flow.END


def test_the_saved_state_round_trips_through_the_ui_state_check() -> None:
    state = PassPlayState(
        left={3: "bot"},
        round={"key": "night:2", "kind": flow.NIGHT_ROUND, "seats": [4, 5, 7]},
        done=["night:1", "day:1"],
        intents={0: {"night": 2, "save": True, "poison": None}},
        picks={(0, "attack"): 4, (5, "attack"): (1, 2)},
        picks_night=2,
        deferred=[Choice(0, Verb.ATTACK, 4)],
        seen={0: 2, 2: 1},
        back_due=2,
        told=31,
        ballots={"vote:1:0": "secret"},
    )
    saved = state.to_json()
    checked = clean_ui_state({"extras": {"passplay": saved}}, seats=8, ended=False)
    assert checked["extras"]["passplay"] == saved, "the check keeps every field"
    assert PassPlayState.from_json(checked["extras"]["passplay"]) == state
    # An older save (before "told") still loads; nothing is held on the TV then.
    older = {k: v for k, v in saved.items() if k != "told"}
    checked = clean_ui_state({"extras": {"passplay": older}}, seats=8, ended=False)
    assert PassPlayState.from_json(checked["extras"]["passplay"]).told == -1
