"""The console's flow without Qt (`app/moderator/flow.py`): which page it shows, on a plain
Game, for the moments the table rig found wrong (a night over early in the game, a gone
role's call, the end and the last words while the voice is still reading)."""

from __future__ import annotations

from ww_desktop.app.moderator.flow import Page, console_page, night_call
from ww_desktop.app.moderator.steps import DISCUSSION, PACK
from ww_desktop.engine.game import Game
from ww_desktop.engine.playlist import Call
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")
ROLES = ("seer", "werewolf", "witch", "villager", "werewolf", "villager", "hunter", "villager")


def _game() -> Game:
    return Game(Setup("classic", tuple(zip(NAMES, ROLES, strict=True)), {}, seed=7).checked())


def _call(step: str, here: bool) -> Call:
    return Call(step=step, here=here, reaction=False, kind="power", window_ms=12000)


def _page(game: Game, **kw: object) -> object:
    args: dict[str, object] = {
        "pending": game.pending(),
        "behind": False,
        "calling": None,
        "next_call": lambda: None,
        "last_words": False,
        "focus": None,
    }
    args.update(kw)
    return console_page(game, **args)  # type: ignore[arg-type]


def test_no_game_and_the_games_own_step() -> None:
    assert (
        console_page(
            None,
            pending=(),
            behind=False,
            calling=None,
            next_call=lambda: None,
            last_words=False,
            focus=None,
        ).page
        is Page.NO_GAME
    )
    shown = _page(_game())
    assert shown.page is Page.STEP and shown.step.kind == PACK  # the pack's pick


def test_a_gone_roles_call_is_shown_like_its_step() -> None:
    game = _game()
    shown = _page(game, calling=_call("witch", here=False))
    assert (shown.page, shown.call.step, shown.upcoming) == (Page.CALL, "witch", False)
    assert _page(game, calling=_call("witch", here=True)).page is Page.STEP  # her own step


def test_a_night_over_early_shows_the_next_call_not_the_day() -> None:
    """The game is at day (the night resolved at the pack's pick), the voice is still at
    night: the next call comes, marked "not called yet"; never the day's discussion."""
    game = _game()
    for _ in range(40):  # every night answer "nobody" where it may, else the first target
        if game.state.phase.value != "night":
            break
        request = game.pending()[0]
        target = None if request.can_skip else request.targets[0]
        game.apply(Choice(request.seat, request.verb, target))
    assert game.state.phase.value == "day"
    shown = _page(game, behind=True, next_call=lambda: _call("witch", here=False))
    assert (shown.page, shown.call.step, shown.upcoming) == (Page.CALL, "witch", True)
    waiting = _page(game, behind=True)  # no call left: the voice reads the dawn
    assert waiting.page is Page.WAITING and waiting.step.kind == DISCUSSION
    assert _page(game).page is Page.STEP  # told: the day goes on


def test_night_call_looks_at_the_voice_only_while_it_matters() -> None:
    game = _game()
    assert night_call(
        game, behind=False, calling=_call("seer", here=True), next_call=lambda: None
    ) == (None, False)
    gone = _call("seer", here=False)
    assert night_call(game, behind=False, calling=gone, next_call=lambda: None) == (gone, False)


def test_the_end_and_the_last_words_wait_for_the_calls_still_to_come() -> None:
    game = _game()
    assert _page(game, last_words=True).page is Page.LAST_WORDS
    shown = _page(game, last_words=True, calling=_call("witch", here=False))
    assert shown.page is Page.CALL
    assert Verb.ATTACK in {r.verb for r in game.pending()}
