"""Several writers on one file: threads and processes, each with its own ``Store``."""

from __future__ import annotations

import multiprocessing
import sqlite3
import threading
from pathlib import Path

from store_helpers import append_many, append_then_die, make_record, make_setup

from ww_desktop.store import RecordIndexError, Store
from ww_desktop.store import migrations as m

COUNT = 60


def check_file(path: Path, expected: dict[str, int]) -> None:
    with Store.open(path) as store:
        for game, count in expected.items():
            assert store.records(game) == [make_record(i) for i in range(count)]
    conn = sqlite3.connect(path)
    try:
        assert conn.execute("PRAGMA integrity_check").fetchone()[0] == "ok"
    finally:
        conn.close()


def test_two_threads_two_games(db_path: Path) -> None:
    with Store.open(db_path) as store:
        games = [store.create_game(make_setup()) for _ in range(2)]
    barrier = threading.Barrier(2)
    errors: list[BaseException] = []

    def work(game: str) -> None:
        try:
            barrier.wait()
            append_many(str(db_path), game, COUNT)
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(game,)) for game in games]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    check_file(db_path, dict.fromkeys(games, COUNT))


def test_two_processes_two_games(db_path: Path) -> None:
    with Store.open(db_path) as store:
        games = [store.create_game(make_setup()) for _ in range(2)]
    context = multiprocessing.get_context("spawn")
    with context.Pool(2) as pool:
        results = [pool.apply_async(append_many, (str(db_path), g, COUNT)) for g in games]
        assert [r.get(timeout=60) for r in results] == [COUNT, COUNT]
    check_file(db_path, dict.fromkeys(games, COUNT))


def test_two_writers_racing_on_one_game(db_path: Path) -> None:
    """The index guard: each index is taken by exactly one writer, none is lost or doubled."""
    with Store.open(db_path) as store:
        game = store.create_game(make_setup())
    barrier = threading.Barrier(2)
    won: dict[str, list[int]] = {"a": [], "b": []}
    errors: list[BaseException] = []

    def work(name: str) -> None:
        try:
            with Store.open(db_path, timeout=30) as store:
                barrier.wait()
                for index in range(COUNT):
                    try:
                        store.append_record(game, index, make_record(index))
                        won[name].append(index)
                    except RecordIndexError as exc:
                        assert exc.expected > index
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work, args=(name,)) for name in won]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    assert sorted(won["a"] + won["b"]) == list(range(COUNT))
    check_file(db_path, {game: COUNT})


def test_concurrent_first_open_migrates_once(tmp_path: Path) -> None:
    path = tmp_path / "new.sqlite3"
    barrier = threading.Barrier(4)
    errors: list[BaseException] = []

    def work() -> None:
        try:
            barrier.wait()
            with Store.open(path, timeout=30) as store:
                store.create_game(make_setup())
        except BaseException as exc:  # pragma: no cover - reported below
            errors.append(exc)

    threads = [threading.Thread(target=work) for _ in range(4)]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join()
    assert errors == []
    with Store.open(path) as store:
        assert len(store.list_games()) == 4
        assert store._conn.execute("SELECT COUNT(*) FROM schema_version").fetchone()[0] == len(
            m.MIGRATIONS
        )


def test_records_survive_a_killed_writer(db_path: Path) -> None:
    """Every record appended before a sudden exit is there on the next open."""
    with Store.open(db_path) as store:
        game = store.create_game(make_setup())
    context = multiprocessing.get_context("spawn")
    child = context.Process(target=append_then_die, args=(str(db_path), game, COUNT))
    child.start()
    child.join(60)
    assert child.exitcode == 0
    assert Path(f"{db_path}-wal").exists()  # it never closed: the records are in the WAL
    check_file(db_path, {game: COUNT})
