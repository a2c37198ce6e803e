"""Round trips and queries of :class:`ww_desktop.store.Store` on real SQLite files."""

from __future__ import annotations

import sqlite3
from datetime import UTC, datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from store_helpers import NAMES, make_record, make_setup, make_summary

from ww_desktop.store import (
    GameStatus,
    RecordIndexError,
    Store,
    StoreError,
    UnknownGameError,
    default_data_dir,
    default_store_path,
)
from ww_desktop.store.migrations import CURRENT_VERSION


def test_open_creates_folders_and_sets_pragmas(db_path: Path) -> None:
    assert not db_path.parent.exists()
    with Store.open(db_path) as store:
        assert db_path.is_file()
        assert store.schema_version() == CURRENT_VERSION
        conn = store._conn
        assert conn.execute("PRAGMA journal_mode").fetchone()[0] == "wal"
        assert conn.execute("PRAGMA synchronous").fetchone()[0] == 2  # FULL
        assert conn.execute("PRAGMA foreign_keys").fetchone()[0] == 1
    # Reopening an up-to-date file applies nothing new.
    with Store.open(db_path) as store:
        rows = store._conn.execute("SELECT version FROM schema_version").fetchall()
        assert [v for (v,) in rows] == list(range(1, CURRENT_VERSION + 1))


def test_default_paths(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    assert default_data_dir(tmp_path / "x") == tmp_path / "x"
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg"))
    assert default_data_dir(None) == tmp_path / "xdg" / "ww-desktop"
    assert default_store_path() == tmp_path / "xdg" / "ww-desktop" / "games.sqlite3"
    with Store.open() as store:
        assert store.path == tmp_path / "xdg" / "ww-desktop" / "games.sqlite3"
        assert store.path.is_file()


def test_round_trip(store: Store) -> None:
    setup = make_setup()
    created = datetime(2024, 5, 1, 21, 0, tzinfo=timezone(timedelta(hours=2)))
    game = store.create_game(setup, created=created)
    assert len(game) == 32 and int(game, 16) >= 0
    records = [make_record(i) for i in range(12)]
    for i, record in enumerate(records):
        store.append_record(game, i, record)
    store.set_ui_state(game, {"step": 7, "timer": 93.5, "claims": {"2": "seer"}})

    loaded = store.load(game)
    assert loaded.id == game
    assert loaded.setup == setup
    assert loaded.records == records == store.records(game)
    assert loaded.ui_state == {"step": 7, "timer": 93.5, "claims": {"2": "seer"}}
    assert loaded.status == "playing"
    assert isinstance(loaded.status, GameStatus)
    assert loaded.created == created and loaded.created.tzinfo is not None
    assert loaded.updated >= loaded.created
    assert loaded.summary is None

    summary = make_summary(setup)
    store.finish(game, summary)
    loaded = store.load(game)
    assert loaded.status == "finished"
    assert loaded.summary == summary
    assert loaded.records == records


def test_index_guard(store: Store) -> None:
    game = store.create_game(make_setup())
    store.append_record(game, 0, make_record(0))
    for wrong in (0, 2, -1):
        with pytest.raises(RecordIndexError) as info:
            store.append_record(game, wrong, make_record(1))
        assert isinstance(info.value, StoreError)
        assert info.value.expected == 1 and info.value.given == wrong
    store.append_record(game, 1, make_record(1))
    assert store.records(game) == [make_record(0), make_record(1)]


def test_unknown_game_and_bad_input(store: Store) -> None:
    for call in (
        lambda: store.append_record("nope", 0, make_record(0)),
        lambda: store.records("nope"),
        lambda: store.load("nope"),
        lambda: store.truncate("nope", 0),
        lambda: store.finish("nope", make_summary(make_setup())),
        lambda: store.reopen("nope"),
        lambda: store.set_ui_state("nope", {}),
        lambda: store.delete("nope"),
    ):
        with pytest.raises(UnknownGameError):
            call()
    with pytest.raises(ValueError, match="seat 0"):
        store.create_game({"seats": [["Ann"]]})
    with pytest.raises(ValueError, match="JSON object"):
        store.create_game([])  # type: ignore[arg-type]
    game = store.create_game(make_setup())
    with pytest.raises(ValueError, match="cannot be stored as JSON"):
        store.append_record(game, 0, {"kind": "lot", "value": float("nan")})
    with pytest.raises(ValueError, match="winners"):
        store.finish(game, {"winner": "village", "days": 1, "players": []})
    assert store.load(game).records == [] and store.load(game).status == "playing"
    assert len(store.list_games()) == 1


def test_durable_for_a_second_store(store: Store, db_path: Path) -> None:
    game = store.create_game(make_setup())
    with Store.open(db_path) as other:
        for i in range(20):
            store.append_record(game, i, make_record(i))
            # Every record is visible to another connection as soon as it returns.
            assert other.records(game) == [make_record(j) for j in range(i + 1)]
        other.append_record(game, 20, make_record(20))
    assert len(store.records(game)) == 21


def test_truncate_and_reopen(store: Store) -> None:
    setup = make_setup()
    game = store.create_game(setup)
    for i in range(6):
        store.append_record(game, i, make_record(i))
    store.truncate(game, 6)  # no-op
    store.truncate(game, 4)
    assert store.records(game) == [make_record(i) for i in range(4)]
    store.append_record(game, 4, {"kind": "lot", "value": 99})
    with pytest.raises(StoreError):
        store.truncate(game, 9)
    with pytest.raises(StoreError):
        store.truncate(game, -1)

    store.finish(game, make_summary(setup))
    assert store.player_stats()
    store.reopen(game)
    loaded = store.load(game)
    assert loaded.status == "playing" and loaded.summary is None
    assert len(loaded.records) == 5
    assert store.player_stats() == []
    assert [g.id for g in store.unfinished()] == [game]

    store.finish(game, make_summary(setup))
    store.truncate(game, 2)  # an undo after the end reopens the game in the same step
    loaded = store.load(game)
    assert loaded.status == "playing" and loaded.summary is None and len(loaded.records) == 2
    store.truncate(game, 0)
    assert store.records(game) == []


def test_list_search_unfinished_delete(store: Store) -> None:
    base = datetime(2024, 1, 1, tzinfo=UTC)
    ids = []
    for n in range(5):
        names = NAMES[n : n + 4]
        setup = make_setup(names, preset="classic" if n % 2 else "standard")
        game = store.create_game(setup, created=base + timedelta(days=n))
        ids.append(game)
        if n in (1, 3):
            store.finish(game, make_summary(setup, winner="werewolves", days=n))
    listed = store.list_games()
    assert [g.id for g in listed] == ids[::-1]  # newest first
    first = listed[-1]
    assert first.players == tuple(NAMES[0:4])
    assert first.preset == "standard" and first.status == "playing"
    assert first.winner is None and first.days is None
    assert listed[1].status == "finished" and listed[1].winner == "werewolves"
    assert listed[1].days == 3 and listed[1].preset == "classic"

    # "Ann" sits only in game 0; "Dev" in games 0-3; case and spaces are ignored.
    assert [g.id for g in store.list_games("ann")] == [ids[0]]
    assert [g.id for g in store.list_games("  DEV ")] == ids[3::-1]
    assert [g.id for g in store.list_games("chlo")] == ids[2::-1]  # a prefix matches
    assert [g.id for g in store.list_games("CHLOÉ")] == ids[2::-1]
    assert store.list_games("Zed") == []
    assert len(store.list_games("")) == 5

    # The search uses the players index, not a scan.
    plan = store._conn.execute(
        "EXPLAIN QUERY PLAN SELECT game_id FROM players WHERE name_key >= ? AND name_key < ?",
        ("a", "b"),
    ).fetchall()
    assert any("players_by_name" in str(row) for row in plan)

    store.append_record(ids[0], 0, make_record(0))  # most recently played
    assert [g.id for g in store.unfinished()] == [ids[0], ids[4], ids[2]]

    store.delete(ids[0])
    assert [g.id for g in store.list_games()] == ids[:0:-1]
    assert store.list_games("ann") == []
    leftovers = store._conn.execute(
        "SELECT (SELECT COUNT(*) FROM records WHERE game_id = :g)"
        " + (SELECT COUNT(*) FROM players WHERE game_id = :g)",
        {"g": ids[0]},
    ).fetchone()[0]
    assert leftovers == 0


def test_player_stats(store: Store) -> None:
    def play(seats: list[tuple[str, str]], winner: str, finished: bool = True) -> None:
        setup = make_setup([n for n, _ in seats])
        setup["seats"] = [list(s) for s in seats]
        game = store.create_game(setup)
        if finished:
            store.finish(game, make_summary(setup, winner=winner))

    play([("Ann", "werewolf"), ("Bob", "seer"), ("Cy", "villager")], "village")
    play([("ann", "seer"), ("Bob", "werewolf"), ("Cy", "villager")], "werewolves")
    play([("ANN", "villager"), ("Bob", "werewolf")], "village")
    play([("Ann", "villager"), ("Dee", "werewolf")], "village", finished=False)

    stats = {s.name.casefold(): s for s in store.player_stats()}
    assert set(stats) == {"ann", "bob", "cy"}
    ann = stats["ann"]
    assert ann.name == "ANN"  # the latest spelling
    assert (ann.games, ann.wins) == (3, 1)
    assert ann.wins_by_side == {"village": 1}
    assert ann.games_by_side == {"werewolves": 1, "village": 2}
    bob = stats["bob"]
    assert (bob.games, bob.wins, bob.wins_by_side) == (3, 2, {"village": 1, "werewolves": 1})
    cy = stats["cy"]
    assert (cy.games, cy.wins, cy.wins_by_side) == (2, 1, {"village": 1})
    assert [s.name for s in store.player_stats()] == ["Bob", "ANN", "Cy"]


def test_finish_matches_summary_to_seats_by_name(store: Store) -> None:
    def outcomes(game: str) -> list[tuple[int, str, str, int]]:
        return store._conn.execute(
            "SELECT seat, name, side, won FROM players WHERE game_id = ? ORDER BY seat", (game,)
        ).fetchall()

    setup = make_setup(["Ann", "Bob", "Cy"])
    game = store.create_game(setup)
    summary = make_summary(setup)
    summary["players"].reverse()  # order differs from the seats: matched by name
    summary["players"].append({"name": "Ghost", "role": "x", "side": "x", "won": True})
    store.finish(game, summary)
    assert outcomes(game) == [
        (0, "Ann", "werewolves", 0),
        (1, "Bob", "village", 1),
        (2, "Cy", "village", 1),
    ]

    twins = make_setup(["Ann", "Bob", "Ann"])  # the same name twice: matched by position
    game = store.create_game(twins)
    store.finish(game, make_summary(twins))
    assert outcomes(game) == [
        (0, "Ann", "werewolves", 0),
        (1, "Bob", "village", 1),
        (2, "Ann", "village", 1),
    ]


def test_store_shared_between_threads(store: Store) -> None:
    import threading

    game = store.create_game(make_setup())
    errors: list[BaseException] = []

    def read() -> None:
        try:
            for _ in range(50):
                store.load(game)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    thread = threading.Thread(target=read)
    thread.start()
    for i in range(50):
        store.append_record(game, i, make_record(i))
    thread.join()
    assert errors == []


json_values = st.recursive(
    st.none() | st.booleans() | st.integers(-(2**53), 2**53) | st.text(max_size=8),
    lambda inner: (
        st.lists(inner, max_size=3) | st.dictionaries(st.text(max_size=5), inner, max_size=3)
    ),
    max_leaves=10,
)


@settings(
    max_examples=25, deadline=None, suppress_health_check=[HealthCheck.function_scoped_fixture]
)
@given(
    records=st.lists(st.dictionaries(st.text(max_size=6), json_values, max_size=4), max_size=8),
    ui_state=st.dictionaries(st.text(max_size=6), json_values, max_size=4),
)
def test_any_json_round_trips(
    store: Store, records: list[dict[str, Any]], ui_state: dict[str, Any]
) -> None:
    game = store.create_game(make_setup())
    for i, record in enumerate(records):
        store.append_record(game, i, record)
    store.set_ui_state(game, ui_state)
    loaded = store.load(game)
    assert loaded.records == records
    assert loaded.ui_state == ui_state


def test_integrity_check_passes_after_use(store: Store, db_path: Path) -> None:
    game = store.create_game(make_setup())
    for i in range(30):
        store.append_record(game, i, make_record(i))
    store.truncate(game, 10)
    store.close()
    conn = sqlite3.connect(db_path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
    finally:
        conn.close()
