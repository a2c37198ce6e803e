"""The one view of the table (`table_view.py`): a pure function of the game and the told log."""

from __future__ import annotations

from ww_desktop.engine.bots import step_random
from ww_desktop.engine.game import Game, Record
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup
from ww_desktop.table_view import seat_part, table_view

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay")
ROLES = ("werewolf", "seer", "witch", "villager", "werewolf", "villager")
PICKS = {Verb.ATTACK: 5, Verb.INSPECT: 0, Verb.VOTE: 0}
"""The pack takes Fay, the Seer looks at Ann, everyone votes Ann out (Ann votes Bob)."""


def _game() -> Game:
    return Game(Setup("classic", tuple(zip(NAMES, ROLES, strict=True)), {}, seed=7).checked())


def _answer(game: Game) -> None:
    """Answer the first open request as scripted (the Witch and the notes pass)."""
    request = game.pending()[0]
    if request.verb is Verb.END_DISCUSSION:
        game.apply(Choice(None, Verb.END_DISCUSSION, None))
        return
    target = 1 if request.verb is Verb.VOTE and request.seat == 0 else PICKS.get(request.verb)
    game.apply(Choice(request.seat, request.verb, target if target in request.targets else None))


def _until(game: Game, phase: str, number: int) -> None:
    for _ in range(200):
        if (game.state.phase.value, game.state.night_no) == (phase, number):
            return
        _answer(game)
    raise AssertionError(f"never reached {phase} {number}")


def test_the_morning_waits_for_the_voice_on_every_screen() -> None:
    game = _game()
    night: tuple[Record, ...] = ()
    while game.state.phase.value == "night":
        night = tuple(game.records)  # the voice tells the night as it goes...
        _answer(game)
    # ...until the last answer resolves it: Fay went home, the voice has not said so yet.
    before = table_view(game, night, confirmed=False)
    assert before.phase == "night" and before.behind and before.morning == ()
    assert all(m.id != "gone_home" for m in before.news)
    fay = seat_part(game, 5, night, confirmed=False)
    assert fay.view.here and not fay.asked  # her phone does not know yet, and asks nothing
    seer = seat_part(game, 1, night, confirmed=False).view.private
    live = seat_part(game, 1, None, confirmed=False).view.private
    assert all(m in live for m in seer)  # nothing the game does not hold
    told = table_view(game, tuple(game.records), confirmed=False)  # "open your eyes"
    assert told.phase == "day" and not told.behind
    assert [m.params.get("seat") for m in told.morning if m.id == "gone_home"] == [5]
    assert told.news[: len(told.morning)] == told.morning
    assert not seat_part(game, 5, tuple(game.records), confirmed=False).view.here
    dawn = seat_part(game, 1, tuple(game.records), confirmed=False).view.private
    assert [m.id for m in dawn] == ["inspect_result"]  # the Seer's look, on her phone


def test_the_verdict_is_news_at_nightfall_and_held_for_last_words() -> None:
    game = _game()
    _until(game, "night", 2)  # Ann was voted out
    view = table_view(game, None, confirmed=False)
    assert view.verdict is not None and not view.verdict.held
    assert view.verdict.totals == {0: 4, 1: 1}
    ids = [m.id for m in view.news]
    assert "vote_totals" in ids and ids[-1] == "night_falls"
    held = table_view(game, None, confirmed=False, last_words=True)
    assert held.verdict is not None and held.verdict.held
    assert held.verdict.key == view.verdict.key
    # The night's notes wait until the last words are over: the table is still awake.
    assert game.pending() and seat_part(game, 3, None, confirmed=False).asked
    assert not seat_part(game, 3, None, confirmed=False, last_words=True).asked
    # By day there is no verdict: the ballot's bars are the day's own.
    day = _game()
    _until(day, "day", 1)
    assert table_view(day, None, confirmed=False).verdict is None


def test_the_end_is_hidden_until_the_host_confirms_it() -> None:
    game = _game()
    _until(game, "night", 2)  # Ann is gone; bots play on to the end
    for _ in range(500):
        if game.ended:
            break
        step_random(game, 11)
    assert game.ended
    hidden = table_view(game, None, confirmed=False)
    assert hidden.phase != "ended" and not hidden.reveal_allowed
    assert all(m.id != "game_over" for m in hidden.news + hidden.public.messages)
    assert seat_part(game, 3, None, confirmed=False).end is None
    shown = table_view(game, None, confirmed=True)
    assert shown.phase == "ended" and shown.reveal_allowed
    part = seat_part(game, 3, None, confirmed=True)
    assert part.end is not None and not part.asked


def test_a_told_log_taken_back_shows_what_was_told_until_the_voice_tells_again() -> None:
    game = _game()
    _until(game, "day", 1)
    told = tuple(game.records)  # the dawn was read: Fay went home
    game.undo_action()  # the host corrects the pack's pick...
    game.undo_action()
    assert game.state.phase.value == "night"
    view = table_view(game, told, confirmed=False)
    assert view.phase == "day" and view.behind  # ...the table keeps the morning it heard
    assert any(m.id == "gone_home" for m in view.morning)
