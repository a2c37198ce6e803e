"""The voice after corrections and resumes (issue 28): never a lie, never silent for good.

A real controller, a real SQLite store and the real narrator on a simulated table clock
(`narrated_table.Table`): each test plays what a host did at a table and checks what the
table heard, and when.
"""

from __future__ import annotations

import random
from collections.abc import Iterator
from pathlib import Path

import pytest
from narrated_table import PAUSE, Marks, Table, check_record

from ww_desktop.engine.bots import random_choice
from ww_desktop.engine.playlist import night_plan
from ww_desktop.engine.requests import Choice
from ww_desktop.engine.setup import Setup
from ww_desktop.session import Session
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


def _windows(table: Table) -> dict[str, float]:
    game = table.controller.game
    assert game is not None
    plan = night_plan(game.state, max(1, game.state.night_no))
    return {c.step: c.window_ms / 1000 for c in plan.calls}


def _check(table: Table, marks: Marks | None = None) -> None:
    windows = _windows(table)
    breaches = check_record(
        table.narrator.record.lines, marks or Marks(), window_of=lambda s: windows[s]
    )
    assert breaches == []


# --------------------------------------------------------------------------- defect a


def test_the_packs_pick_taken_back_during_its_call_calls_the_pack_again(
    table: Table, setup: Setup
) -> None:
    """The pick entered, the console moved on to the Seer, Ctrl+Z while the pack's call is
    still open: the pack is called again, and the Seer only once the pack has picked."""
    assert table.controller.start(setup)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)
    assert any(r.step == "seer" for r in table.controller.pending())  # the console moved on
    table.run_for(2.0)
    assert table.waiting_on("werewolves")
    mark, undone_at = len(table.said), table.narrator.now()
    assert table.controller.undo()
    table.run_until(lambda: table.waiting_on("werewolves") and len(table.said) > mark)
    assert table.said_since(mark) == [
        "Werewolves, close your eyes.",
        "Werewolves, open your eyes. Choose one villager to send home.",
    ] or [s.split(",")[0] for s in table.said_since(mark)] == ["Werewolves", "Werewolves"]
    # The host is slow this time: the voice never moves on to the Seer meanwhile.
    table.run_for(60.0)
    assert not any(s.startswith("Seer") for s in table.said_since(mark))
    assert "seer" not in table.narrator.called_tonight()
    assert table.console_waits_for_the_voice() is False  # the console is on the pack
    table.answer("werewolves", FAY)
    table.run_until(lambda: table.waiting_on("seer"))
    table.answer("seer", ANN)
    _check(table, Marks(corrections=[undone_at]))


def test_the_packs_pick_taken_back_after_the_seer_was_called_calls_from_the_pack(
    table: Table, setup: Setup
) -> None:
    assert table.controller.start(setup)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)
    table.run_until(lambda: table.waiting_on("seer"))
    undone_at = table.narrator.now()
    assert table.controller.undo()
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", FAY)
    table.run_until(lambda: table.waiting_on("seer"))
    calls = [c.role for c in table.narrator.record.calls]
    assert calls == ["pack_meets", "werewolves", "seer", "werewolves", "seer"]
    _check(table, Marks(corrections=[undone_at]))


# --------------------------------------------------------------------------- defect b


@pytest.mark.parametrize("language", ["en", "fr", "ja"])
def test_corrections_in_a_row_during_the_witchs_call_never_lose_her_sleep_line(
    table: Table, setup: Setup, language: str
) -> None:
    """Ctrl+Z again and again while "Witch, close your eyes" is read: it is read to its end
    (in every language: longer lines only give the corrections more time to land)."""
    stretch = {"en": 1, "fr": 2, "ja": 3}[language]
    table.narrator.translate = lambda context, text: " ".join([text] * stretch)
    assert table.controller.start(setup)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)
    table.run_until(lambda: table.waiting_on("seer"))
    table.answer("seer", ANN)
    table.notes()
    table.run_until(lambda: table.waiting_on("witch"))
    marks = Marks(corrections=[table.narrator.now()])
    while not any(r.step == "seer" for r in table.controller.pending()):
        assert table.controller.undo()  # the notes, then the Seer's look
    table.run_until(lambda: table.reading("step.witch.sleep"))
    table.clock.call_at(table.clock.now() + 0.065, lambda: None)
    table.clock.advance()  # 65 ms into "Witch, close your eyes"
    marks.corrections.append(table.narrator.now())
    assert table.controller.undo()  # and the pack's pick
    table.run_until(lambda: table.waiting_on("werewolves"))
    sleeps = table.lines("step.witch.sleep")
    assert sleeps and not any(x.dropped for x in sleeps)
    assert sleeps[-1].end is not None and sleeps[-1].end - sleeps[-1].start > 0.5
    _check(table, marks)


# --------------------------------------------------------------------------- defect c


def test_a_night_resumed_with_an_empty_record_goes_on(
    qapp: object, store: Store, setup: Setup
) -> None:
    """A game stopped mid-night by `play --bots` (no narration record), continued in the app:
    the voice calls what is left and reads the dawn."""
    session = Session.new(store, setup)
    game = session.game
    while not any(r.step == "witch" for r in game.pending()):
        pending = game.pending()
        request = next(r for r in pending if r.step != "witch")

        session.apply_action([random_choice(game, request, random.Random(1))])
    assert store.narration(session.game_id) == {"lines": [], "calls": []}
    table = Table(store)
    assert table.controller.resume(session.game_id)
    table.run_until(lambda: table.waiting_on("witch"), limit=200)
    assert table.said[0].startswith("Night falls")
    assert "witch" in table.narrator.called_tonight()  # the console's step is called
    table.witch_declines()
    table.run_until(lambda: bool(table.lines("night.dawn")), limit=200)


def test_a_night_resumed_with_only_the_notes_left_calls_the_witch(
    qapp: object, store: Store, setup: Setup
) -> None:
    session = Session.new(store, setup)
    game = session.game
    for step in ("werewolves", "seer"):
        request = next(r for r in game.pending() if r.step == step)
        target = DEE if step == "werewolves" else ANN
        session.apply_action([Choice(request.seat, request.verb, target)])
        for other in [r for r in game.pending() if r.step == step]:
            session.apply_action([Choice(other.seat, other.verb, None)])
    assert any(r.step == "notes" for r in game.pending())
    table = Table(store)
    assert table.controller.resume(session.game_id)
    # The Witch's call does not wait for the notes (it waits for nothing that may be gone).
    table.run_until(lambda: table.waiting_on("witch"), limit=200)
    assert table.said[0].startswith("Night falls")
    table.notes()
    table.run_for(30.0)
    table.witch_declines()  # entered after her call: still taken
    table.run_until(lambda: bool(table.lines("night.dawn")), limit=200)


# --------------------------------------------------------------------------- defect d


def test_the_silence_before_the_witchs_call_is_the_same_whether_the_seer_looked_or_not(
    table: Table, setup: Setup
) -> None:
    """A slow host: the Seer's look comes 10 s after her call closed. The Witch is called
    0.8 s after "Seer, close your eyes", as she is when the Seer is gone."""
    assert table.controller.start(setup)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)
    table.run_until(lambda: table.reading("step.seer.sleep"))
    late = table.clock.now() + 10.0
    table.clock.call_at(late, lambda: (table.answer("seer", ANN), table.notes()))
    table.run_until(lambda: table.reading("step.witch.wake"))
    seer_sleep = table.lines("step.seer.sleep")[-1]
    witch_wake = table.lines("step.witch.wake")[-1]
    assert seer_sleep.end is not None
    assert witch_wake.start - seer_sleep.end == pytest.approx(PAUSE, abs=0.002)
    table.run_until(lambda: table.reading("step.witch.sleep"))
    table.run_until(lambda: bool(table.controller.pending()) and table.clock.now() > late)
    _check(table)


def test_a_gone_seer_and_a_present_one_leave_the_same_silences(
    qapp: object, tmp_path: Path
) -> None:
    """The same night played twice, once with the Seer gone: the silences and the call
    lengths the table hears are the same, to the millisecond."""

    def night_two(seer_eaten: bool) -> list[tuple[str, float, float]]:
        store = Store.open(tmp_path / f"{seer_eaten}.sqlite3")
        table = Table(store)
        setup = Setup("classic", tuple(zip(NAMES, ROLES, strict=True)), seed=5).checked()
        assert table.controller.start(setup)
        table.run_until(lambda: table.waiting_on("werewolves"))
        table.answer("werewolves", BOB if seer_eaten else DEE)
        table.run_until(lambda: table.waiting_on("seer"))
        table.answer("seer", ANN)
        table.notes()
        table.run_until(lambda: table.waiting_on("witch"))
        table.witch_declines()
        table.run_until(lambda: not table.controller.table_behind(), limit=500)
        table.answer("discussion", None)
        table.run_until(lambda: not table.controller.table_behind() and not table.narrator.queued())
        ballots = [Choice(r.seat, r.verb, None) for r in table.controller.pending()]
        assert table.controller.apply_action(ballots)
        table.run_until(lambda: table.reading("night.begin"))
        start = len(table.narrator.record.lines) - 1
        table.run_until(lambda: table.waiting_on("werewolves"))
        table.answer("werewolves", FAY if seer_eaten else BOB)
        # The Seer (here) looks 10 s after her call closed: a slow host.
        if not seer_eaten:
            table.run_until(lambda: table.reading("step.seer.sleep"))
            table.clock.call_at(
                table.clock.now() + 10, lambda: (table.answer("seer", ANN), table.notes())
            )
        else:
            table.notes()
        table.run_until(lambda: table.reading("step.witch.sleep"))
        lines = table.narrator.record.lines[start:]
        store.close()
        return [
            (x.line, round(x.start - lines[0].start, 3), round((x.end or 0) - x.start, 3))
            for x in lines
        ]

    here, gone = night_two(False), night_two(True)
    assert here == gone


# --------------------------------------------------------------------------- defect e


def test_a_gone_witchs_call_is_exposed_as_her_step(table: Table, setup: Setup) -> None:
    """While the gone Witch is called, the narrator says which call is being made, here or
    gone alike, so the console can show her step as it shows anyone's."""
    assert table.controller.start(setup)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", CID)  # the pack takes the Witch
    table.run_until(lambda: table.waiting_on("seer"))
    table.answer("seer", ANN)
    table.notes()
    table.run_until(lambda: table.waiting_on("witch"))
    call = table.narrator.calling()
    assert call is not None and (call.step, call.here) == ("witch", True)
    table.witch_declines()
    table.run_until(lambda: not table.controller.table_behind(), limit=500)
    table.answer("discussion", None)
    table.run_until(lambda: not table.controller.table_behind() and not table.narrator.queued())
    ballots = [Choice(r.seat, r.verb, None) for r in table.controller.pending()]
    assert table.controller.apply_action(ballots)
    table.run_until(lambda: table.waiting_on("werewolves"))
    table.answer("werewolves", DEE)
    table.run_until(lambda: table.waiting_on("seer"))
    table.answer("seer", DEE)
    table.notes()
    table.run_until(lambda: table.reading("step.witch.wake"))
    assert not any(r.step == "witch" for r in table.controller.pending())
    seen: list[tuple[str, bool] | None] = []
    for _ in range(1000):
        if table.reading("night.dawn"):
            break
        call = table.narrator.calling()
        seen.append(None if call is None else (call.step, call.here))
        assert table.clock.advance() is not None, table.said[-3:]
    assert ("witch", False) in seen
    # From her wake line to the end of her sleep line, the call is hers.
    i = seen.index(("witch", False))
    assert set(seen[i : seen.index(None, i)]) == {("witch", False)}
