"""Files that are not (or no longer) a good saved-games file: reported, never touched.

For each kind of bad file: the right error type with a message saying what to do, the
file's bytes unchanged afterwards, and :meth:`Store.open_beside` starting a fresh file next
to it without replacing anything.
"""

from __future__ import annotations

import multiprocessing
import os
import random
import sqlite3
from collections.abc import Iterator
from pathlib import Path

import pytest
from store_helpers import make_record, make_setup

from ww_desktop.store import (
    CorruptStoreError,
    ForeignStoreError,
    LockedStoreError,
    NewerStoreError,
    Store,
    StoreError,
)
from ww_desktop.store.migrations import CURRENT_VERSION


def make_store_file(path: Path, games: int = 3, records: int = 40) -> list[str]:
    """A good saved-games file with some games, closed (so its WAL is checkpointed)."""
    with Store.open(path) as store:
        ids = []
        for _ in range(games):
            game = store.create_game(make_setup())
            for i in range(records):
                store.append_record(game, i, make_record(i))
            ids.append(game)
    assert not Path(f"{path}-wal").exists()
    return ids


def snapshot(folder: Path) -> dict[str, bytes]:
    """Every file in ``folder`` and its bytes.

    A ``-shm`` file is left out: it is SQLite's shared memory (read marks of live
    connections), rebuilt from the WAL at will, not data.
    """
    return {
        p.name: p.read_bytes()
        for p in sorted(folder.iterdir())
        if p.is_file() and not p.name.endswith("-shm")
    }


def assert_beside_works(path: Path) -> None:
    before = snapshot(path.parent)
    with Store.open_beside(path) as fresh:
        assert fresh.path == path.with_name(f"{path.stem}-2{path.suffix}")
        game = fresh.create_game(make_setup())
        fresh.append_record(game, 0, make_record(0))
    # Nothing that was there before was changed.
    after = snapshot(path.parent)
    assert {name: after[name] for name in before} == before


@pytest.fixture
def bad_path(tmp_path: Path) -> Path:
    folder = tmp_path / "data"
    folder.mkdir()
    return folder / "games.sqlite3"


def check_refused(path: Path, error: type[StoreError], *words: str) -> StoreError:
    before = snapshot(path.parent)
    with pytest.raises(error) as info:
        Store.open(path, timeout=0.05)
    assert snapshot(path.parent) == before  # not a byte written, no file left beside it
    message = str(info.value)
    assert str(path) in message
    for word in words:
        assert word in message
    assert info.value.path == path
    return info.value


def test_random_bytes_are_foreign(bad_path: Path) -> None:
    bad_path.write_bytes(random.Random(1).randbytes(50_000))
    check_refused(bad_path, ForeignStoreError, "not an SQLite database", "left untouched")
    assert_beside_works(bad_path)


def test_text_file_is_foreign(bad_path: Path) -> None:
    bad_path.write_text("my shopping list\n")
    check_refused(bad_path, ForeignStoreError, "not a Werewolf Desktop")
    assert_beside_works(bad_path)


def test_folder_in_the_way_is_foreign(bad_path: Path) -> None:
    bad_path.mkdir()
    with pytest.raises(ForeignStoreError, match="folder"):
        Store.open(bad_path)
    assert_beside_works(bad_path)


def test_foreign_sqlite_file(bad_path: Path) -> None:
    conn = sqlite3.connect(bad_path)
    conn.execute("CREATE TABLE recipes (name TEXT, minutes INTEGER)")
    conn.execute("INSERT INTO recipes VALUES ('soup', 30)")
    conn.commit()
    conn.close()
    check_refused(bad_path, ForeignStoreError, "another program", "left untouched")
    assert_beside_works(bad_path)


def test_foreign_wal_sqlite_file_with_pending_wal(bad_path: Path) -> None:
    # Another program's WAL database, still open by it: its WAL is not ours to checkpoint.
    owner = sqlite3.connect(bad_path, isolation_level=None)
    owner.execute("PRAGMA journal_mode = WAL")
    owner.execute("PRAGMA wal_autocheckpoint = 0")
    owner.execute("CREATE TABLE t (x)")
    owner.execute("INSERT INTO t VALUES (1)")
    try:
        check_refused(bad_path, ForeignStoreError, "another program")
    finally:
        owner.close()


def test_empty_files_become_stores(bad_path: Path) -> None:
    bad_path.write_bytes(b"")
    with Store.open(bad_path) as store:
        assert store.schema_version() == CURRENT_VERSION
    other = bad_path.with_name("empty-sqlite.db")
    sqlite3.connect(other).close()  # SQLite writes nothing for an empty database
    with Store.open(other) as store:
        assert store.schema_version() == CURRENT_VERSION


@pytest.mark.parametrize("where", ["schema page", "data pages", "truncated"])
def test_damaged_store(bad_path: Path, where: str) -> None:
    make_store_file(bad_path)
    data = bytearray(bad_path.read_bytes())
    page = int.from_bytes(data[16:18], "big")
    noise = random.Random(2)
    if where == "schema page":  # keep the 100-byte header, garble the rest of page 1
        data[100:page] = noise.randbytes(page - 100)
    elif where == "data pages":
        for start in range(page, len(data), page):
            data[start + 8 : start + page] = noise.randbytes(page - 8)
    else:
        del data[len(data) // 2 :]
    bad_path.write_bytes(bytes(data))
    check_refused(bad_path, CorruptStoreError, "is damaged", "restore a backup")
    assert_beside_works(bad_path)


def test_newer_schema(bad_path: Path) -> None:
    make_store_file(bad_path)
    conn = sqlite3.connect(bad_path)
    conn.execute(
        "INSERT INTO schema_version VALUES (?, '2099-01-01T00:00:00+00:00', 'future')",
        (CURRENT_VERSION + 1,),
    )
    conn.commit()
    conn.close()
    error = check_refused(bad_path, NewerStoreError, "newer version", "update Werewolf")
    assert isinstance(error, NewerStoreError)
    assert (error.found, error.supported) == (CURRENT_VERSION + 1, CURRENT_VERSION)
    assert_beside_works(bad_path)


def test_ours_without_schema_table_is_damaged(bad_path: Path) -> None:
    make_store_file(bad_path)
    conn = sqlite3.connect(bad_path)
    conn.execute("DROP TABLE schema_version")
    conn.commit()
    conn.close()
    check_refused(bad_path, CorruptStoreError, "schema_version")


@pytest.fixture
def lock_holder(bad_path: Path) -> Iterator[sqlite3.Connection]:
    conn = sqlite3.connect(bad_path, isolation_level=None)
    yield conn
    conn.close()


@pytest.mark.parametrize("journal", ["wal", "delete"])
def test_locked_on_open(bad_path: Path, lock_holder: sqlite3.Connection, journal: str) -> None:
    make_store_file(bad_path)
    if journal == "delete":
        lock_holder.execute("PRAGMA journal_mode = DELETE")
    lock_holder.execute("BEGIN EXCLUSIVE")
    error = check_refused(bad_path, LockedStoreError, "busy", "try again")
    assert "0.05 seconds" in str(error)
    lock_holder.execute("ROLLBACK")
    with Store.open(bad_path) as store:  # fine once the other program lets go
        assert len(store.list_games()) == 3


def test_locked_while_open(bad_path: Path, lock_holder: sqlite3.Connection) -> None:
    (game, *_) = make_store_file(bad_path)
    with Store.open(bad_path, timeout=0.05) as store:
        lock_holder.execute("BEGIN EXCLUSIVE")
        before = bad_path.read_bytes()
        with pytest.raises(LockedStoreError):
            store.append_record(game, 40, make_record(40))
        with pytest.raises(LockedStoreError):
            store.create_game(make_setup())
        assert store.load(game).records[-1] == make_record(39)  # readers still read (WAL)
        assert bad_path.read_bytes() == before
        lock_holder.execute("ROLLBACK")
        store.append_record(game, 40, make_record(40))
        assert len(store.records(game)) == 41


def _open_as_nobody(path: str, results: multiprocessing.SimpleQueue[object]) -> None:
    """In a forked child: drop root, then try to open the file and a fresh one beside it."""
    try:
        os.setgid(65534)
        os.setuid(65534)
        try:
            Store.open(Path(path), timeout=0.05).close()
            results.put("opened")
        except StoreError as exc:
            results.put(type(exc).__name__)
            results.put(str(exc))
        left = sorted(p.name for p in Path(path).parent.glob("*-wal"))
        left += sorted(p.name for p in Path(path).parent.glob("*-shm"))
        try:
            with Store.open_beside(Path(path)) as fresh:
                fresh.create_game(make_setup())
            results.put("beside ok")
        except StoreError as exc:
            results.put(f"beside {type(exc).__name__}")
        results.put(f"left {left}")
        try:
            with Store.open_read_only(Path(path)) as reader:
                results.put(f"read {len(reader.list_games())}")
        except StoreError as exc:
            results.put(f"read {type(exc).__name__}: {exc}")
    except BaseException as exc:  # report anything else to the parent
        results.put(f"crash {exc!r}")


def _run_as_nobody(path: Path) -> list[object]:
    context = multiprocessing.get_context("fork")
    results: multiprocessing.SimpleQueue[object] = context.SimpleQueue()
    child = context.Process(target=_open_as_nobody, args=(str(path), results))
    child.start()
    child.join(30)
    assert child.exitcode == 0
    out = []
    while not results.empty():
        out.append(results.get())
    return out


needs_root = pytest.mark.skipif(
    os.name != "posix" or os.geteuid() != 0,
    reason="runs a child as user 'nobody' to make permissions bite (root ignores them)",
)


@needs_root
@pytest.mark.parametrize("folder_writable", [True, False])
def test_read_only_file(folder_writable: bool) -> None:
    # A folder of its own under /tmp that the unprivileged child can reach (pytest's shared
    # base folder is private, and other test runs change its mode at any moment).
    import shutil
    import tempfile

    base = Path(tempfile.mkdtemp(prefix="ww-read-only-"))
    try:
        base.chmod(0o755)
        check_read_only(base, folder_writable)
    finally:
        shutil.rmtree(base, ignore_errors=True)


def games_in(path: Path) -> int:
    with sqlite3.connect(f"{path.as_uri()}?mode=ro&immutable=1", uri=True) as conn:
        return int(conn.execute("SELECT COUNT(*) FROM games").fetchone()[0])


def check_read_only(tmp_path: Path, folder_writable: bool) -> None:
    folder = tmp_path / "data"
    folder.mkdir()
    path = folder / "games.sqlite3"
    make_store_file(path)
    path.chmod(0o444)
    folder.chmod(0o777 if folder_writable else 0o755)
    before = path.read_bytes()

    out = _run_as_nobody(path)

    assert out[0] == "ReadOnlyStoreError", out
    assert "cannot be written" in str(out[1]) and str(path) in str(out[1])
    assert out[2] == ("beside ok" if folder_writable else "beside ReadOnlyStoreError")
    # No -wal/-shm left behind: making the file writable again is enough.
    assert out[3] == "left []"
    # Listing and exporting read it all the same.
    assert out[4] == f"read {games_in(path)}", out
    assert path.read_bytes() == before
    if folder_writable:
        assert (folder / "games-2.sqlite3").is_file()


def test_open_beside_never_clobbers(bad_path: Path) -> None:
    bad_path.write_bytes(b"garbage")
    taken = [bad_path.with_name(f"games-{n}.sqlite3") for n in (2, 3)]
    for i, path in enumerate(taken):
        path.write_bytes(b"keep me %d" % i)
    with Store.open_beside(bad_path) as fresh:
        assert fresh.path.name == "games-4.sqlite3"
    assert [p.read_bytes() for p in taken] == [b"keep me 0", b"keep me 1"]
    assert bad_path.read_bytes() == b"garbage"
    with Store.open_beside(bad_path) as fresh:
        assert fresh.path.name == "games-5.sqlite3"
