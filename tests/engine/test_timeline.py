"""The engine's timeline (`engine/timeline.py`): the deal, then each night and day, each page
holding exactly its own events and the seats as they stood at its end."""

from __future__ import annotations

import pytest

from ww_desktop.engine.bots import play_random
from ww_desktop.engine.game import Choice, Game, Lot
from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.reasoning import play_reasoning
from ww_desktop.engine.setup import deal
from ww_desktop.engine.timeline import (
    DAY,
    DEAL,
    END,
    NIGHT,
    Timeline,
    TimelineError,
    page_key,
    timeline,
)

KINDS = (DEAL, NIGHT, DAY, END)


def _names(n: int) -> list[str]:
    return [f"P{i}" for i in range(n)]


def check_timeline(game: Game, tl: Timeline) -> None:
    """Every page holds only its own events; together they hold every event once; the seats
    at each page's end agree with when each player went home."""
    assert tl.game.snapshot() == Game.replay(game.setup, game.records).snapshot()
    pages = tl.pages
    assert pages[0].kind == DEAL
    assert [p.kind for p in pages].count(DEAL) == 1
    keys = [(p.kind, p.number) for p in pages]
    assert len(set(keys)) == len(keys), keys
    for page in pages[1:]:
        assert page.kind in KINDS
        for m in page.messages:
            assert page_key(m) == (page.kind, page.number), (page.kind, page.number, m)
    filed = [m for p in pages for m in p.messages]
    assert sorted(map(repr, filed)) == sorted(map(repr, game.state.messages))
    assert [c for p in pages for c in p.choices] == game.choices
    assert all(s.here and s.role == s.dealt for s in pages[0].seats)
    if game.ended:
        assert pages[-1].kind == END
    revived = {m.params["seat"] for m in game.state.messages if m.id == "came_back"}
    index = {key: i for i, key in enumerate(keys)}
    final = game.state.seats
    for i, page in enumerate(pages[1:], start=1):
        for seat in page.seats:
            if seat.index in revived:
                continue
            gone = final[seat.index]
            if gone.here:
                assert seat.here
                continue
            when = index[(NIGHT if gone.gone_phase == "night" else DAY, gone.gone_day)]
            assert seat.here == (i < when), (page.kind, page.number, seat, gone)
    last = [p for p in pages if p.kind != END][-1]
    assert [s.role for s in last.seats] == [s.role for s in final]


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_random_games_of_every_preset(preset: str) -> None:
    low, high = PRESETS[preset].players
    for players in sorted({low, (low + high) // 2, high}):
        for seed in range(6):
            game = play_random(deal(preset, _names(players), seed=seed), seed)
            check_timeline(game, timeline(game.setup, game.records))


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_reasoning_bot_games_of_every_preset(preset: str) -> None:
    low, high = PRESETS[preset].players
    for seed in range(4):
        players = low + seed * (high - low) // 3
        game, _ = play_reasoning(deal(preset, _names(players), seed=seed), seed)
        check_timeline(game, timeline(game.setup, game.records))


def test_night_two_holds_night_two() -> None:
    """The page titled "night 2" holds night 2's actions and results, not day 1's vote."""
    game = play_random(deal("standard", _names(9), seed=3), 3)
    tl = timeline(game.setup, game.records)
    night = tl.page(NIGHT, 2)
    assert night is not None
    assert all(m.day == 2 and m.phase == "night" for m in night.messages)
    assert night.messages[0].id == "night_falls"
    assert not any(m.id == "ballot" for m in night.messages)
    day = tl.page(DAY, 2)  # standard (seed 000): night 1's morning is day 2
    assert day is not None and any(m.id == "ballot" for m in day.messages)
    assert tl.page(DAY, 1) is None


def test_a_compact_game_the_old_replay_could_not_open() -> None:
    """Compact, 7 players, seed 16: a one-option draw is never in the log, so reading it from
    the log (the old replay did) raised a lot error."""
    game = play_random(deal("compact", _names(7), seed=16), 16)
    tl = timeline(game.setup, game.records)
    check_timeline(game, tl)
    assert tl.pages[1].kind == NIGHT and tl.pages[1].number == 0


def test_the_deal_holds_what_players_know_from_the_start() -> None:
    game = play_random(deal("standard", _names(12), seed=1), 1)
    deal_page = timeline(game.setup, game.records).pages[0]
    assert deal_page.messages and all(m.audience.value == "private" for m in deal_page.messages)
    assert not deal_page.choices


def test_an_unfinished_game_has_no_end_page() -> None:
    game = play_random(deal("basic", _names(8), seed=2), 2)
    cut = [i for i, r in enumerate(game.records) if isinstance(r, Choice)][10]
    records = game.records[:cut]
    tl = timeline(game.setup, records)
    assert tl.pages[-1].kind in (NIGHT, DAY)
    assert not tl.game.ended


def test_a_log_that_does_not_replay_is_refused_with_a_sentence() -> None:
    game = play_random(deal("basic", _names(8), seed=2), 2)
    broken = [Choice(0, game.choices[0].verb, 99)]
    with pytest.raises(TimelineError, match="does not replay"):
        timeline(game.setup, broken)
    lots = [r for r in game.records if isinstance(r, Lot)]
    if lots:
        wrong = [Lot("not-a-seat", lots[0].purpose)] + [r for r in game.records if r is not lots[0]]
        with pytest.raises(TimelineError):
            timeline(game.setup, wrong)
