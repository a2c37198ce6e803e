"""The voice follows the game's one timeline (issue "One timeline").

A real controller, a real SQLite store and the real narrator, on a simulated table clock
(`VirtualClock`) with a silent voice paced as if it spoke: every test is deterministic and
runs in milliseconds, and the times asserted are the table's.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from narrated_table import Table

from ww_desktop.engine.playlist import WINDOW_MS, night_plan
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup
from ww_desktop.store import Store

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")
ROLES = ("werewolf", "seer", "witch", "villager", "werewolf", "villager")
ANN, BOB, CID, DEE, EVE, FAY = range(6)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "games.sqlite3")
    yield s
    s.close()


@pytest.fixture
def table(qapp: object, store: Store) -> Table:
    return Table(store)


@pytest.fixture
def setup() -> Setup:
    return Setup("classic", tuple(zip(NAMES, ROLES, strict=True)), seed=5).checked()


def _first_night(table: Table, victim: int = DEE) -> None:
    """Night 1 of the classic table: the pack takes *victim*, the Seer looks at Ann."""
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", victim)
    table.run_until(lambda: table.waiting_on("seer"))
    table.answer("seer", ANN)
    table.notes()
    table.run_until(lambda: table.waiting_on("witch"))


def test_nothing_is_said_while_the_cards_are_dealt(table: Table, setup: Setup) -> None:
    assert table.controller.start(setup, deal=range(len(setup.seats)))
    for _ in range(50):
        table.clock.advance()
    assert table.said == []
    table.controller.deal_progress([3, 4, 5])  # half the cards dealt: still silent
    for _ in range(50):
        table.clock.advance()
    assert table.said == []
    table.controller.deal_progress(None)
    table.run_until(lambda: len(table.said) >= 1)
    assert table.said[0].startswith("Night falls")


def test_a_call_lasts_its_window_whatever_the_answer(table: Table, setup: Setup) -> None:
    """Answered at once or never, a call lasts the same; only "more time" lengthens it."""
    assert table.controller.start(setup)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)  # at once
    table.run_until(lambda: table.waiting_on("seer"))
    table.narrator.skip()  # skipping never cuts a call window
    assert table.waiting_on("seer")
    assert table.narrator.more_time(5000)
    table.answer("seer", ANN)
    table.notes()
    table.run_until(lambda: table.waiting_on("witch"))
    table.witch_declines()
    table.run_until(lambda: table.controller.game.state.phase.value == "day")
    calls = {c.role: c for c in table.narrator.record.calls}
    plan = night_plan(table.controller.game.state, 1)
    wolves, seer = calls["werewolves"], calls["seer"]
    window = plan.call("werewolves").window_ms / 1000
    wake = 0  # the wake line's own length, measured from the record
    for line in table.narrator.record.lines:
        if line.step == "werewolves" and line.line.endswith(".wake"):
            wake = line.end - line.start
    assert wolves.close - wolves.open == pytest.approx(wake + window, abs=0.002)
    seer_wake = next(
        x.end - x.start
        for x in table.narrator.record.lines
        if x.step == "seer" and x.line.endswith(".wake")
    )
    assert seer.close - seer.open == pytest.approx(
        seer_wake + WINDOW_MS["power"] / 1000 + 5, abs=0.002
    )


def test_a_gone_role_is_called_exactly_as_long_as_a_present_one(table: Table, setup: Setup) -> None:
    assert table.controller.start(setup)
    _first_night(table, victim=BOB)  # the pack takes the Seer
    table.witch_declines()
    table.run_until(lambda: bool(table.controller.pending()))
    game = table.controller.game
    assert not game.state.here(BOB)
    # Day 1: nobody is voted home; night 2 calls the gone Seer with the same window.
    table.run_until(lambda: not table.controller.table_behind())
    table.answer("discussion", None)
    table.run_until(lambda: not table.controller.table_behind() and not table.narrator.queued())
    ballots = [Choice(r.seat, r.verb, None) for r in table.controller.pending()]
    assert table.controller.apply_action(ballots)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)
    table.notes()
    table.run_until(lambda: table.waiting_on("seer"))  # gone: nobody answers
    table.run_until(lambda: table.waiting_on("witch"))
    table.witch_declines()
    table.run_until(lambda: table.narrator.plan_steps() == ())
    seer_calls = [c for c in table.narrator.record.calls if c.role == "seer"]
    assert [c.here for c in seer_calls] == [True, False]
    here, gone = (c.close - c.open for c in seer_calls)
    assert here == pytest.approx(gone, abs=0.002)


def test_undoing_the_seers_look_during_the_witchs_call_calls_the_seer_again(
    table: Table, setup: Setup
) -> None:
    assert table.controller.start(setup)
    _first_night(table)
    mark = len(table.said)
    assert table.controller.undo()  # takes back the Seer's look (and the notes after it)
    table.run_until(lambda: table.waiting_on("seer"))
    assert table.said_since(mark) == ["Witch, close your eyes.", "Seer, open your eyes."] or [
        s.split(" ")[0] for s in table.said_since(mark)
    ] == ["Witch,", "Seer,"]
    table.answer("seer", FAY)
    table.notes()
    table.run_until(lambda: table.waiting_on("witch"))
    # The Witch's call was closed by its sleep line: it stays in the record, closed.
    assert [c.role for c in table.narrator.record.calls] == [
        "pack_meets",
        "werewolves",
        "seer",
        "witch",
        "seer",
        "witch",
    ]
    assert all(c.close is not None for c in table.narrator.record.calls[:-1])


def test_a_night_corrected_after_its_dawn_is_read_again_with_the_right_name(
    table: Table, setup: Setup
) -> None:
    assert table.controller.start(setup)
    _first_night(table, victim=DEE)
    table.witch_declines()
    table.run_until(lambda: any("Dee" in s for s in table.said))
    assert table.controller.public_view().phase == "day"
    # The host entered the wrong victim: take the night back to the pack's pick.
    while (
        table.controller.game.state.phase.value != "night"
        or any(r.step == "werewolves" for r in table.controller.pending()) is False
    ):
        assert table.controller.undo()
    # Until the night is resolved again, the TV keeps the morning it showed.
    assert table.controller.public_view().phase == "day"
    mark = len(table.said)
    table.answer("werewolves", FAY)
    table.answer("seer", ANN)
    table.notes()
    table.witch_declines()
    table.run_until(lambda: any("Fay" in s for s in table.said_since(mark)))
    again = table.said_since(mark)
    assert any("correction" in s.lower() for s in again)
    assert not any("Dee" in s for s in again)
    assert [
        m.params.get("seat") for m in table.controller.public_view().news if m.id == "gone_home"
    ] in (
        [FAY],
        [],
    )
    assert not table.controller.public_view_now().seats[FAY].here


def test_the_tv_shows_the_morning_only_when_the_voice_reads_the_dawn(
    table: Table, setup: Setup
) -> None:
    assert table.controller.start(setup)
    _first_night(table)
    table.witch_declines()
    game = table.controller.game
    assert game.state.phase.value == "day"  # the night is resolved...
    assert table.controller.public_view().phase == "night"  # ...but not told yet
    assert table.controller.table_behind()
    table.run_until(
        lambda: (
            table.narrator.current is not None and table.narrator.current.text_id == "night.dawn"
        )
    )
    assert table.controller.public_view().phase == "day"
    assert not table.controller.public_view().seats[DEE].here


def test_a_resumed_night_calls_the_current_step_again(
    table: Table, setup: Setup, store: Store
) -> None:
    assert table.controller.start(setup)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)
    table.run_until(lambda: table.waiting_on("seer"))
    game_id = table.controller.session.game_id
    table.controller.close_game()
    again = Table(store)
    assert again.controller.resume(game_id)
    again.run_until(lambda: again.waiting_on("seer"))
    assert again.said[0].startswith("Night falls")
    assert again.said[1].startswith("Seer, open your eyes")
    # The clock goes on from the saved record, and the night goes on to its end.
    assert again.narrator.now() > 0
    again.answer("seer", ANN)
    again.notes()
    again.run_until(lambda: again.waiting_on("witch"))


def test_undo_takes_back_the_whole_pack_pick_after_a_resume(table: Table, store: Store) -> None:
    setup = Setup(
        "standard",
        (
            ("Ann", "werewolf"),
            ("Bob", "werewolf"),
            ("Cid", "seer"),
            ("Dee", "villager"),
            ("Eve", "villager"),
            ("Fay", "villager"),
            ("Gus", "villager"),
        ),
        settings={"seer_first_night": "none"},
        seed=3,
    ).checked()
    assert table.controller.start(setup)
    game = table.controller.game
    while not any(r.verb is Verb.ATTACK for r in table.controller.pending()):
        pending = table.controller.pending()
        assert table.controller.apply_action([Choice(r.seat, r.verb, None) for r in pending])
    before = len(game.records)
    wolves = [r for r in table.controller.pending() if r.verb is Verb.ATTACK]
    assert len(wolves) == 2
    assert table.controller.apply(Choice(wolves[0].seat, Verb.ATTACK, DEE))
    assert table.controller.apply(Choice(wolves[1].seat, Verb.ATTACK, DEE))
    game_id = table.controller.session.game_id
    again = Table(store)
    assert again.controller.resume(game_id)
    assert again.controller.undo()
    assert len(again.controller.game.records) == before  # both wolves' choices, together
    assert again.controller.redo()
    assert len(again.controller.game.records) >= before + 2


@pytest.mark.parametrize("wording", ["gentle", "classic"])
def test_the_lobbys_wording_reaches_the_voice(table: Table, setup: Setup, wording: str) -> None:
    assert table.controller.start(setup, wording)
    _first_night(table, victim=DEE)
    table.witch_declines()
    table.run_until(lambda: any("Dee" in s for s in table.said))
    news = next(s for s in table.said if "Dee" in s)
    if wording == "classic":
        assert "dead" in news
    else:
        assert "dead" not in news


def test_undoing_the_packs_pick_during_the_seers_call_calls_the_pack_again(
    table: Table, setup: Setup
) -> None:
    assert table.controller.start(setup)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)
    table.run_until(lambda: table.waiting_on("seer"))
    mark = len(table.said)
    assert table.controller.undo()  # takes back the pack's pick
    table.run_until(lambda: table.waiting_on("werewolves"))
    said = table.said_since(mark)
    assert said[0].startswith("Seer, close") and said[-1].startswith("Werewolves,"), said
    table.answer("werewolves", FAY)
    table.run_until(lambda: table.waiting_on("seer"))


def test_undoing_the_packs_pick_while_the_seer_is_being_woken_calls_the_pack_again(
    table: Table, setup: Setup
) -> None:
    assert table.controller.start(setup)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)
    table.run_until(lambda: table.narrator.call_open() == "seer")  # "Seer, open your eyes..."
    mark = len(table.said)
    assert table.controller.undo()  # takes back the pack's pick
    table.run_until(lambda: table.waiting_on("werewolves"))
    said = table.said_since(mark)
    assert said[-1].startswith("Werewolves,"), said
