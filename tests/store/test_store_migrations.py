"""Schema versions: fixtures written by older versions open and migrate with nothing lost."""

from __future__ import annotations

import shutil
import sqlite3
from pathlib import Path

import make_fixtures
import pytest
from store_helpers import make_record, make_setup

from ww_desktop.store import GameStatus, Store, StoreError
from ww_desktop.store import migrations as m


def schema(path: Path) -> list[tuple[str, str, str]]:
    conn = sqlite3.connect(path)
    try:
        rows = conn.execute(
            "SELECT type, name, sql FROM sqlite_master WHERE name NOT LIKE 'sqlite_%'"
            " ORDER BY type, name"
        ).fetchall()
    finally:
        conn.close()
    return [(t, n, " ".join((sql or "").split())) for t, n, sql in rows]


@pytest.fixture
def v1_copy(tmp_path: Path) -> Path:
    path = tmp_path / "games.sqlite3"
    shutil.copyfile(make_fixtures.V1_PATH, path)
    return path


def test_fixture_is_version_1_and_matches_its_script(tmp_path: Path) -> None:
    conn = sqlite3.connect(make_fixtures.V1_PATH)
    try:
        assert m.current_version(conn) == 1
        assert conn.execute("PRAGMA application_id").fetchone()[0] == m.APPLICATION_ID
    finally:
        conn.close()
    rebuilt = tmp_path / "rebuilt.sqlite3"
    make_fixtures.build_v1(rebuilt)
    assert schema(rebuilt) == schema(make_fixtures.V1_PATH)

    def content(path: Path) -> list[object]:
        c = sqlite3.connect(path)
        try:
            return [
                c.execute("SELECT * FROM games ORDER BY id").fetchall(),
                c.execute("SELECT * FROM records ORDER BY game_id, idx").fetchall(),
            ]
        finally:
            c.close()

    assert content(rebuilt) == content(make_fixtures.V1_PATH)


def test_v1_fixture_migrates_with_nothing_lost(v1_copy: Path) -> None:
    with Store.open(v1_copy) as store:
        assert store.schema_version() == m.CURRENT_VERSION
        for game_id, (
            setup,
            records,
            status,
            created,
            updated,
            summary,
        ) in make_fixtures.GAMES.items():
            game = store.load(game_id)
            assert game.setup == setup
            assert game.records == records
            assert game.status == status
            assert game.created.isoformat(timespec="microseconds") == created
            assert game.updated.isoformat(timespec="microseconds") == updated
            assert game.summary == summary
            assert game.ui_state == {}

        finished, playing = (
            "0123456789abcdef0123456789abcdef",
            "fedcba9876543210fedcba9876543210",
        )
        listed = store.list_games()
        assert [g.id for g in listed] == [playing, finished]
        assert listed[1].players == ("Ann", "Bob", "Chloé", "Dev")
        assert (listed[1].preset, listed[1].winner, listed[1].days) == ("standard", "village", 1)
        assert (listed[0].preset, listed[0].winner, listed[0].status) == (
            "classic",
            None,
            GameStatus.PLAYING,
        )
        # The players table was filled from the old setups: search and stats work.
        assert [g.id for g in store.list_games("ANN")] == [playing, finished]
        assert [g.id for g in store.list_games("chloé")] == [finished]
        stats = {s.name: s for s in store.player_stats()}
        assert set(stats) == {"Ann", "Bob", "Chloé", "Dev"}
        assert stats["Ann"].wins_by_side == {} and stats["Ann"].games_by_side == {"werewolves": 1}
        assert stats["Dev"].wins_by_side == {"village": 1}
        assert [g.id for g in store.unfinished()] == [playing]

        # The migrated file carries on like a new one.
        store.append_record(playing, 2, make_record(2))
        assert len(store.records(playing)) == 3
        store.create_game(make_setup())

    # Same schema as a file made by this version from scratch.
    fresh = v1_copy.with_name("fresh.sqlite3")
    Store.open(fresh).close()
    assert schema(v1_copy) == schema(fresh)


def test_failed_migration_leaves_the_file_at_its_version(
    v1_copy: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    before = v1_copy.read_bytes()

    real = m.MIGRATIONS[1].apply

    def broken(conn: sqlite3.Connection) -> None:
        real(conn)  # does all of its work, then fails
        raise sqlite3.OperationalError("simulated failure half-way")

    steps = (m.MIGRATIONS[0], m.Migration(2, "broken", broken))
    monkeypatch.setattr(m, "MIGRATIONS", steps)
    with pytest.raises(StoreError, match="simulated failure"):
        Store.open(v1_copy)
    monkeypatch.undo()
    assert v1_copy.read_bytes() == before
    with Store.open(v1_copy) as store:
        assert store.schema_version() == m.CURRENT_VERSION


def test_migrate_refuses_to_go_back(tmp_path: Path) -> None:
    conn = sqlite3.connect(tmp_path / "x.sqlite3", isolation_level=None)
    try:
        assert m.migrate(conn) == [1, 2, 3, 4]
        assert m.migrate(conn) == []
        with pytest.raises(ValueError, match="newer"):
            m.migrate(conn, target=1)
    finally:
        conn.close()


def test_migration_2_tolerates_odd_old_games(v1_copy: Path) -> None:
    conn = sqlite3.connect(v1_copy)
    conn.execute(
        "INSERT INTO games VALUES ('odd', '{\"seats\": \"nobody\"}', 'finished',"
        " '2020-01-01T00:00:00+00:00', '2020-01-01T00:00:00+00:00', 'not json')"
    )
    conn.commit()
    conn.close()
    with Store.open(v1_copy) as store:
        odd = next(g for g in store.list_games() if g.id == "odd")
        assert odd.players == () and odd.winner is None and odd.preset is None


def test_name_key_and_seats() -> None:
    assert m.name_key("  Ann  Marie ") == "ann marie"
    assert m.name_key("STRASSE") == m.name_key("straße")
    assert m.seats_of({"seats": [["A", None], ("B", "seer")]}) == [("A", None), ("B", "seer")]
    bad: object
    for bad in ({}, {"seats": "x"}, {"seats": [["A", 1]]}, {"seats": [[1, "seer"]]}, []):
        with pytest.raises(ValueError):
            m.seats_of(bad)
