"""The lobby's flow without Qt (`app/lobby/flow.py`): what the lobby shows and allows, on a
table given as plain data (no widget): the counts it suggests, the problems beside each part,
when Start is allowed, the setup Start hands on, and the last table kept between runs."""

from __future__ import annotations

from collections import Counter

import pytest

from ww_desktop.app.lobby.flow import (
    CARDS,
    CARDS_DIFFER,
    CARDS_MISSING,
    COUNTS_DIFFER,
    DEFAULT_PRESET,
    NO_PLAYERS,
    PASS_AND_PLAY,
    PLAYERS,
    ROLES,
    RULES,
    Table,
    lobby_view,
    remembered,
    started_setup,
    suggested_counts,
    to_remember,
)
from ww_desktop.engine.presets import PRESETS, get_preset
from ww_desktop.engine.setup import SetupError

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou")


def _table(preset: str, players: int, **changes: object) -> Table:
    """A table of `players` names whose counts follow the preset's own table."""
    names = NAMES[:players]
    fields: dict[str, object] = {
        "preset": preset,
        "names": names,
        "counts": suggested_counts(preset, players, {}),
    }
    fields.update(changes)
    return Table(**fields)  # type: ignore[arg-type]


def _ids(table: Table) -> dict[str, list[str]]:
    return {k: [n.id for n in v] for k, v in lobby_view(table).problems.items()}


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_suggested_counts_are_the_presets_table_and_a_legal_start(preset: str) -> None:
    p = get_preset(preset)
    low, high = p.players
    for n in range(low, min(high, len(NAMES)) + 1):
        counts = suggested_counts(preset, n, {})
        assert {r: c for r, c in counts.items() if c} == p.table(n, p.rules()), n
        view = lobby_view(_table(preset, n))
        assert view.can_start and view.odds, (n, view.problems)
        assert (view.players, view.cards) == (n, n)
    # Fewer players than the preset takes: its smallest table, and Start is refused.
    assert suggested_counts(preset, 1, {}) == suggested_counts(preset, low, {})
    few = lobby_view(_table(preset, 1, counts=suggested_counts(preset, 1, {})))
    assert not few.can_start and "player_count" in [n.id for n in few.problems[PLAYERS]]


def test_counts_that_do_not_match_the_players_hide_the_other_role_problems() -> None:
    counts = dict(suggested_counts("standard", 8, {}))
    counts["lover"], counts["villager"] = 1, counts["villager"] - 2  # a lone lover; 7 cards
    view = lobby_view(_table("standard", 8, counts=counts))
    assert not view.can_start and not view.odds
    (notice,) = view.problems[ROLES]  # only the counts: the lone lover waits for them
    assert (notice.id, notice.cards, notice.players) == (COUNTS_DIFFER, 7, 8)
    counts["villager"] += 1  # the counts match: now the lone lover is said
    assert _ids(_table("standard", 8, counts=counts))[ROLES] == ["role_pair"]
    assert not lobby_view(_table("standard", 8, counts=counts)).can_start
    counts["lover"], counts["villager"] = 2, counts["villager"] - 1
    assert lobby_view(_table("standard", 8, counts=counts)).can_start


def test_physical_cards_say_who_is_missing_then_whether_they_match() -> None:
    table = _table("basic", 6, physical=True, cards=(None,) * 6)
    view = lobby_view(table)
    (missing,) = view.problems[CARDS]
    assert missing.id == CARDS_MISSING and missing.names == NAMES[:6]
    assert not view.can_start
    wrong = ("werewolf", "seer", "villager", "seer", "werewolf", "villager")
    assert _ids(_table("basic", 6, physical=True, cards=wrong))[CARDS] == [CARDS_DIFFER]
    right = ("werewolf", "seer", "villager", "doctor", "werewolf", "villager")
    table = _table("basic", 6, physical=True, cards=right)
    assert lobby_view(table).can_start
    setup = started_setup(table, seed=5)
    assert [r for _, r in setup.seats] == list(right), "the cards as the table dealt them"
    # A role problem of entered cards is shown beside the cards, not the counts.
    wolves = ("werewolf",) * 3 + ("seer", "villager", "doctor")
    counts = {"werewolf": 3, "seer": 1, "villager": 1, "doctor": 1}
    ids = _ids(_table("basic", 6, physical=True, cards=wolves, counts=counts))
    assert ids[ROLES] == [] and ids[CARDS], ids


def test_an_empty_table_asks_for_the_players() -> None:
    view = lobby_view(Table(DEFAULT_PRESET, counts=suggested_counts(DEFAULT_PRESET, 0, {})))
    assert NO_PLAYERS in [n.id for n in view.problems[PLAYERS]]
    assert not view.can_start and not view.odds


def test_house_rules_off_their_default_are_kept_and_marked() -> None:
    offered = get_preset("classic").offered
    table = _table("classic", 8, settings={**offered, "witch_self_save": True})
    view = lobby_view(table)
    assert table.house_rules() == {"witch_self_save": True}
    assert view.changed == {"witch_self_save"} and view.can_start
    # A setting out of its range is said beside the rules; the odds wait for it.
    bad = _table("standard", 9, settings={"werewolves": 99})
    view = lobby_view(bad)
    assert [n.id for n in view.problems[RULES]] == ["setting_range"]
    assert not view.can_start and not view.odds


def test_the_discussion_follows_the_setting_or_the_presets_pace() -> None:
    offered = get_preset("classic").offered
    view = lobby_view(_table("classic", 8, settings={**offered, "discussion_seconds": 240}))
    assert view.discussion_offered and view.discussion == 240
    compact = get_preset("compact").offered
    normal = lobby_view(_table("compact", 8, settings=dict(compact)))
    short = lobby_view(_table("compact", 8, settings={**compact, "pace": "short"}))
    assert not normal.discussion_offered
    assert 0 < short.discussion < normal.discussion and short.can_start


def test_without_a_moderator_the_app_deals() -> None:
    assert lobby_view(_table("classic", 8)).physical_allowed
    assert not lobby_view(_table("classic", 8, mode=PASS_AND_PLAY)).physical_allowed


def test_start_deals_the_counted_roles_in_the_tables_mode_and_wording() -> None:
    table = _table("classic", 9, mode=PASS_AND_PLAY, wording="classic")
    first, again = started_setup(table, seed=11), started_setup(table, seed=11)
    assert first == again, "the seed decides the deal"
    assert first.names == list(NAMES[:9])
    assert Counter(r for _, r in first.seats) == Counter(table.role_list())
    assert (first.mode, first.wording, first.seed) == (PASS_AND_PLAY, "classic", 11)
    with pytest.raises(SetupError):
        started_setup(_table("classic", 2, counts={"werewolf": 1, "seer": 1}), seed=1)


def test_the_last_table_comes_back_and_garbage_is_ignored() -> None:
    table = _table("compact", 6, wording="neutral", physical=True, cards=(None,) * 6)
    kept = to_remember(table)
    back = remembered(kept)
    assert (back.preset, back.names, back.wording, back.physical) == (
        "compact",
        NAMES[:6],
        "neutral",
        True,
    )
    junk = remembered(
        {"lobby/preset": "nope", "lobby/players": "{not json", "lobby/wording": "grim"}
    )
    assert (junk.preset, junk.names, junk.wording, junk.physical) == (
        DEFAULT_PRESET,
        (),
        None,
        False,
    )
    assert remembered({"lobby/players": '["Ann", "  ", 3]'}).names == ("Ann", "3")
