"""Issue 16 ("Rules, second pass"): the facts the scenario format cannot state.

The scenarios under tests/scenarios/ pin each rule; these tests add what a scenario cannot
see: when a private message is given (during the night or with the morning's news), what a
request shows, what is absent, the day numbers and the public view's face-up cards.
"""

from __future__ import annotations

from ww_desktop.engine.game import Game
from ww_desktop.engine.messages import Audience, Message
from ww_desktop.engine.requests import Choice, Request, Target, Verb
from ww_desktop.engine.setup import Setup
from ww_desktop.engine.state import Phase
from ww_desktop.engine.views import public_view


def _game(preset: str, roles: list[str], **settings: object) -> Game:
    seats = tuple((f"P{i}", r) for i, r in enumerate(roles))
    return Game(Setup(preset, seats, dict(settings)).checked(), strict_lots=True)


def _play(game: Game, wanted: dict[tuple[int, Verb], Target] | None = None) -> None:
    """Answer the requests of the current phase: `wanted` where given, else skip."""
    wanted = wanted or {}
    start = (game.state.phase, game.state.night_no, game.state.day_no)
    while game.pending() and (game.state.phase, game.state.night_no, game.state.day_no) == start:
        pending = game.pending()
        req = next((r for r in pending if r.key() in wanted), None)
        req = req or next((r for r in pending if r.seat is not None), pending[0])
        game.apply(Choice(req.seat, req.verb, wanted.get((req.seat, req.verb))))


def _after_morning(game: Game, msg_id: str) -> Message:
    """The message `msg_id`, checked to come with the last morning's news (phase day)."""
    messages = game.state.messages
    morning = max(i for i, m in enumerate(messages) if m.id == "morning")
    found = [i for i, m in enumerate(messages) if m.id == msg_id]
    assert found, f"no {msg_id}"
    assert found[-1] > morning, f"{msg_id} came before the morning's news"
    message = messages[found[-1]]
    assert message.phase == "day" and message.day == game.state.day_no
    return message


# ---------------------------------------------------------------- day numbers (seed 000)


def test_standard_first_morning_is_day_two_everywhere_it_shows() -> None:
    game = _game("standard", ["werewolf", "seer", "knight", "villager", "villager"])
    assert public_view(game).night == 1
    _play(game)
    view = public_view(game)
    assert (view.phase, view.night, view.day) == ("day", 1, 2)
    assert all(m.day == 2 for m in view.news)
    _play(game)  # nobody votes
    _play(game, {(0, Verb.ATTACK): 3})
    view = public_view(game)
    assert (view.night, view.day) == (2, 3)
    gone = view.seats[3]
    assert (gone.gone_day, gone.gone_phase) == (2, "night")


def test_other_presets_keep_night_n_then_day_n() -> None:
    game = _game("basic", ["werewolf", "seer", "doctor", "villager", "villager"])
    _play(game)
    assert (game.state.night_no, game.state.day_no) == (1, 1)
    seats = tuple((f"P{i}", r) for i, r in enumerate(["werewolf", "seer", "knight", "villager"]))
    game = Game(Setup("compact", (*seats, ("P4", "villager")), {}, seed=1).checked())
    _play(game)
    assert (game.state.night_no, game.state.day_no) == (0, 1)


# ---------------------------------------------------------------- told in the morning


def test_thief_victim_is_told_with_the_morning_news_not_in_the_night() -> None:
    game = _game("standard", ["werewolf", "thief", "seer", "knight", "villager", "villager"])
    _play(game, {(1, Verb.STEAL): 2})
    assert game.state.seats[1].role == "seer" and game.state.seats[2].role == "villager"
    robbed = _after_morning(game, "robbed")
    assert robbed.audience is Audience.PRIVATE and robbed.to == (2,)
    assert robbed.params == {"role": "villager"}
    stole = next(m for m in game.state.messages if m.id == "thief_stole")
    assert stole.phase == "night"  # the Thief knows what they took at once


def test_cursed_is_told_in_the_morning_and_joins_the_pack_at_nightfall() -> None:
    roles = ["werewolf", "cursed", "seer", "knight", "villager", "villager", "villager"]
    game = _game("standard", roles)
    _play(game)
    _play(game)
    _play(game, {(0, Verb.ATTACK): 1})
    told = _after_morning(game, "cursed_turning")
    assert told.to == (1,) and game.state.seats[1].role == "cursed"
    assert not any(m.id == "pack_joined" for m in game.state.messages)
    _play(game)  # the day; the next night falls
    assert game.state.phase is Phase.NIGHT and game.state.seats[1].role == "werewolf"
    joined = [m for m in game.state.messages if m.id == "pack_joined"]
    assert [(m.to, m.params, m.phase) for m in joined] == [((0,), {"joined": 1}, "night")]
    attacks = {r.seat for r in game.pending() if r.verb is Verb.ATTACK}
    assert attacks == {0, 1}  # and pranks with the pack that very night


# ---------------------------------------------------------------- the Witch (seed 002)


def _witch_asks(game: Game) -> list[Request]:
    """Skip the night's first batch until the Witch (seat 3) is asked for her potions."""
    potions = (Verb.SAVE, Verb.POISON)
    while not any(r.seat == 3 and r.verb in potions for r in game.pending()):
        req = game.pending()[0]
        game.apply(Choice(req.seat, req.verb, None))
    return [r for r in game.pending() if r.seat == 3]


def _classic_witch_night(game: Game) -> list[Message]:
    return [m for m in game.state.messages if m.id == "witch_saw"]


def test_classic_witch_who_is_the_victim_is_shown_it_and_cannot_save() -> None:
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager"]
    game = _game("classic", roles)
    game.apply(Choice(0, Verb.ATTACK, 3))
    asks = _witch_asks(game)
    assert all(r.info.get("victims") == [3] for r in asks)
    assert all(3 not in r.targets for r in asks if r.verb is Verb.SAVE)
    assert {r.verb for r in asks} == {Verb.POISON}
    _play(game)
    assert [m.params for m in _classic_witch_night(game)] == [{"target": 3}]


def test_classic_witch_is_shown_nothing_once_the_cure_is_used() -> None:
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager"]
    game = _game("classic", roles)
    _play(game, {(0, Verb.ATTACK): 5, (3, Verb.SAVE): 5})
    _play(game)
    game.apply(Choice(0, Verb.ATTACK, 6))
    asks = _witch_asks(game)
    assert asks and all("victims" not in r.info for r in asks)
    _play(game)
    assert len(_classic_witch_night(game)) == 1  # only night 1's


# ---------------------------------------------------------------- the Hunter (seed 002)


def test_classic_hunter_voted_home_reveals_when_shooting_only() -> None:
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager"]
    game = _game("classic", roles)
    _play(game)
    votes = {(s, Verb.VOTE): 4 for s in range(7) if s != 4}
    _play(game, {**votes, (4, Verb.SHOOT): 0})
    revealed = [m for m in game.messages(Audience.PUBLIC) if m.id == "role_revealed"]
    assert [m.params for m in revealed] == [{"seat": 4, "role": "hunter"}]
    assert public_view(game).seats[4].role == "hunter"
    assert [s.role for s in public_view(game).seats if s.index != 4] == [None] * 6

    game = _game("classic", roles)
    _play(game)
    _play(game, votes)  # the Hunter declines: nothing is revealed
    assert not any(m.id == "role_revealed" for m in game.state.messages)


def test_classic_hunter_attacked_at_night_is_asked_after_the_dawn() -> None:
    roles = ["werewolf", "werewolf", "seer", "witch", "hunter", "villager", "villager"]
    game = _game("classic", roles)
    _play(game, {(0, Verb.ATTACK): 4})
    assert game.state.phase is Phase.DAY and game.state.dawn == [4]
    assert [(r.seat, r.verb) for r in game.pending()] == [(4, Verb.SHOOT)]
    news = [m.id for m in public_view(game).news]
    assert news[:2] == ["morning", "gone_home"]
    game.apply(Choice(4, Verb.SHOOT, 1))
    news = [m.id for m in public_view(game).news]
    assert news[-3:] == ["hunter_took", "role_revealed", "gone_home"]
    assert game.state.seats[1].gone_phase == "day"


# ---------------------------------------------------------------- face-up cards (seed 004)


def test_traditional_cards_face_up_in_the_public_view_only_once_gone() -> None:
    roles = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"]
    game = _game("traditional", roles)
    assert all(s.role is None for s in public_view(game).seats)
    _play(game, {(0, Verb.ATTACK): 2})
    view = public_view(game)
    assert [(s.index, s.role) for s in view.seats if s.role] == [(2, "seer")]
    shown = [m for m in view.news if m.id == "role_revealed"]
    assert [m.params for m in shown] == [{"seat": 2, "role": "seer"}]


def test_cards_face_down_reveal_nothing() -> None:
    roles = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"]
    game = _game("traditional", roles, cards_face_up=False)
    _play(game, {(0, Verb.ATTACK): 2})
    assert not any(m.id == "role_revealed" for m in game.state.messages)
    assert all(s.role is None for s in public_view(game).seats)


# ---------------------------------------------------------------- open choices


def test_bite_vampire_is_not_asked_on_the_first_night() -> None:
    game = _game(
        "standard", ["werewolf", "vampire", "seer", "villager", "villager"], vampire_type="bite"
    )
    assert not any(r.verb is Verb.BITE for r in game.pending())
    _play(game)
    _play(game)
    assert any(r.verb is Verb.BITE and r.seat == 1 for r in game.pending())


def test_cupid_is_not_called_at_night_when_the_game_opens_with_a_day() -> None:
    roles = ["werewolf", "werewolf", "seer", "cupid", "villager", "villager", "villager"]
    game = _game("traditional", roles, first_phase="day")
    links = [r for r in game.pending() if r.verb is Verb.LINK]
    assert [(r.seat, r.count) for r in links] == [(3, 2)]
    _play(game)  # Cupid skips
    assert game.state.phase is Phase.NIGHT
    assert not any(r.verb is Verb.LINK for r in game.pending())
    assert not game.state.role(3).called(game.state, game.state.night_no)
