"""Facts about the standard preset's extra roles that scenarios cannot state (message ids,
absent messages, starting knowledge) and the "More roles" role list."""

from __future__ import annotations

from ww_desktop.engine.game import Game
from ww_desktop.engine.messages import Audience
from ww_desktop.engine.requests import Choice, Target, Verb
from ww_desktop.engine.setup import Setup, role_list, table_problems
from ww_desktop.engine.state import Phase


def _game(roles: list[str], **settings: object) -> Game:
    seats = tuple((f"P{i}", r) for i, r in enumerate(roles))
    return Game(Setup("standard", seats, dict(settings)).checked(), strict_lots=True)


def _play(game: Game, wanted: dict[tuple[int, Verb], Target], phase: Phase) -> None:
    """Answer every pending request of the current phase: `wanted` where given, else skip."""
    start = (game.state.phase, game.state.night_no, game.state.day_no)
    while game.pending() and (game.state.phase, game.state.night_no, game.state.day_no) == start:
        assert game.state.phase is phase
        pending = game.pending()
        req = next((r for r in pending if r.key() in wanted), None)
        req = req or next((r for r in pending if r.seat is not None), pending[0])
        game.apply(Choice(req.seat, req.verb, wanted.get((req.seat, req.verb))))  # type: ignore[arg-type]


def test_dictator_is_revealed_publicly_and_used_once() -> None:
    game = _game(["werewolf", "werewolf", "dictator", "seer", "villager", "villager", "villager"])
    _play(game, {}, Phase.NIGHT)
    _play(game, {(2, Verb.DICTATE): 4}, Phase.DAY)
    revealed = [m for m in game.messages(Audience.PUBLIC) if m.id == "dictator_revealed"]
    assert [m.params for m in revealed] == [{"seat": 2, "target": 4}]
    assert not any(m.id == "vote_totals" for m in game.messages())
    _play(game, {}, Phase.NIGHT)
    assert game.state.phase is Phase.DAY
    assert not any(r.verb is Verb.DICTATE for r in game.pending())


def test_baker_bread_from_the_first_morning_which_is_day_two() -> None:
    game = _game(["werewolf", "baker", "seer", "villager", "villager"])
    _play(game, {}, Phase.NIGHT)
    assert game.state.day_no == 2  # seed 000: the first night is day 1's
    assert game.state.morning_ids.count("bread_arrived") == 1
    assert "bread_not_arrived" not in game.state.morning_ids
    _play(game, {}, Phase.DAY)
    _play(game, {}, Phase.NIGHT)
    assert game.state.day_no == 3
    assert game.state.morning_ids.count("bread_arrived") == 1


def test_fanatic_knows_the_pack_and_the_pack_does_not_know_the_fanatic() -> None:
    game = _game(["werewolf", "big_wolf", "fanatic", "seer", "villager", "villager", "villager"])
    told = {m.to[0]: m for m in game.messages(Audience.PRIVATE) if m.id.startswith("knows")}
    assert told[2].id == "knows_wolves" and told[2].params["seats"] == [0, 1]
    assert told[0].params["seats"] == [1] and told[1].params["seats"] == [0]


def test_more_roles_drops_from_the_end_and_reports() -> None:
    roles, dropped = role_list("standard", 6, {}, ["nekomata", "baker", "dictator", "mayor"])
    assert roles == ["werewolf", "seer", "knight", "nekomata", "baker", "dictator"]
    assert dropped == ["mayor"]
    assert table_problems("standard", roles) == []
    roles, dropped = role_list("standard", 9, {}, ["old_man", "teruteru"])
    assert dropped == [] and roles.count("villager") == 1
    roles, dropped = role_list("standard", 5, {}, ["black_cat", "fanatic", "lover", "lover"])
    assert roles == ["werewolf", "seer", "knight", "black_cat", "fanatic"]
    assert dropped == ["lover", "lover"]
