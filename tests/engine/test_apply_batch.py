"""`Game.apply_batch`: a whole batch at once is the same game as one `apply` per answer."""

from __future__ import annotations

import pytest

from ww_desktop.engine.game import Game
from ww_desktop.engine.reasoning import ReasoningBots
from ww_desktop.engine.requests import Choice, IllegalChoice, Verb
from ww_desktop.engine.setup import deal
from ww_desktop.simulate import player_names, table_roles


def _game(seed: int, players: int = 9) -> Game:
    names = player_names(players)
    return Game(deal("standard", names, table_roles("standard", players), {}, seed))


def _answers(game: Game, seed: int) -> list[Choice]:
    """The bots' answers to every pending request, chosen on a copy of the game."""
    copy = Game.replay(game.setup, game.records)
    bots = ReasoningBots(copy, seed)
    made = []
    for request in copy.pending():
        choice = bots.choose(request)
        copy.apply(choice)
        made.append(choice)
    return made


@pytest.mark.parametrize("seed", [1, 2, 3])
def test_a_batch_at_once_plays_the_same_game(seed: int) -> None:
    one, batched = _game(seed), _game(seed)
    while not one.ended:
        choices = _answers(one, seed)
        for choice in choices:
            one.apply(choice)
        batched.apply_batch(choices)
        assert batched.records == one.records
        assert batched.snapshot() == one.snapshot()
        assert batched.last_action_start() == one.last_action_start()
    assert batched.ended and batched.state.winner == one.state.winner
    assert batched.undo_action() == one.undo_action()
    assert batched.snapshot() == one.snapshot()


def test_an_illegal_answer_stops_where_apply_would() -> None:
    game = _game(4)
    pending = game.pending()
    assert len(pending) > 2
    good = [Choice(r.seat, r.verb, None) for r in pending[:-1]]
    last = pending[-1]
    wrong = Choice(last.seat, last.verb, 99)  # no such seat
    with pytest.raises(IllegalChoice, match="no seat 99"):
        game.apply_batch([*good, wrong])
    assert game.records == good  # the legal ones before it were applied, one by one
    assert [r.key() for r in game.pending()] == [last.key()]


def test_answering_a_request_twice_is_refused() -> None:
    game = _game(5)
    pending = game.pending()
    first = Choice(pending[0].seat, pending[0].verb, None)
    choices = [first] * len(pending)
    with pytest.raises(IllegalChoice):
        game.apply_batch(choices)
    assert game.records == [first]


def test_a_batch_with_a_group_is_applied_one_by_one() -> None:
    game = _game(6)
    while game.state.phase.value != "day":
        game.apply_batch(_answers(game, 6))
    (close,) = [r for r in game.pending() if r.verb is Verb.END_DISCUSSION]
    assert close.group is not None
    game.apply_batch([Choice(None, Verb.END_DISCUSSION, None)])
    assert all(r.verb is Verb.VOTE for r in game.pending())


def test_a_played_game_is_freed_without_the_cycle_collector() -> None:
    """The simulator plays thousands of games: each is freed as soon as it is dropped."""
    import gc
    import weakref

    from ww_desktop.engine.reasoning import play_reasoning
    from ww_desktop.engine.state import GameState

    def states() -> int:  # counted, not weakly referenced: the compiled build's have no weakref
        return sum(type(o) is GameState for o in gc.get_objects())

    game = _game(7)
    gc.disable()
    try:
        before = states()
        played, _ = play_reasoning(game.setup, 7)
        assert played.ended and states() == before + 1
        gone = weakref.ref(played)
        del played
        assert gone() is None and states() == before
    finally:
        gc.enable()


def test_undo_after_a_rebuild_still_draws_lots() -> None:
    game = _game(8)
    while not game.ended:
        game.apply_batch(_answers(game, 8))
    lots = [r for r in game.records if not isinstance(r, Choice)]
    assert game.undo_action()
    while not game.ended:
        game.apply_batch(_answers(game, 8))
    assert [r for r in game.records if not isinstance(r, Choice)] == lots
