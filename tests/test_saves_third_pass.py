"""Saves, third pass (issue 32): nothing lost, nothing half-written, every error in one line.

Each test runs the real command on a real saved-games file and checks what a person sees:
the exit code, one line on standard error, no traceback, and the saved games still there.
"""

from __future__ import annotations

import hashlib
import json
import os
import shutil
import sqlite3
import subprocess
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path

import pytest

from ww_desktop.cli import main


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse's own usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, out, err


def digest(path: Path) -> str:
    return hashlib.sha256(path.read_bytes()).hexdigest()


def game_ids(capsys: pytest.CaptureFixture[str], folder: Path) -> list[str]:
    code, out, err = run(capsys, "--data-dir", str(folder), "games", "--json")
    assert code == 0, err
    return [g["id"] for g in json.loads(out)]


@pytest.fixture
def data(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, str]:
    """A data folder with one finished bot game; returns (folder, game id)."""
    folder = tmp_path / "data"
    code, out, _ = run(
        capsys, "--data-dir", str(folder), "play", "--bots", "--players", "7", "--seed", "2"
    )
    assert code == 0
    return folder, out.split()[0]


# ------------------------------------------------------------------ 1. export over the saves


def test_export_refuses_a_hard_link_to_the_saved_games(
    data: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, game_id = data
    store = folder / "games.sqlite3"
    elsewhere = tmp_path / "elsewhere"
    elsewhere.mkdir()
    alias = elsewhere / "my-games.sqlite3"
    os.link(store, alias)
    before = digest(store)
    code, out, err = run(capsys, "--data-dir", str(folder), "export", game_id, "--to", str(alias))
    assert code == 2 and out == ""
    assert err.count("\n") == 1 and "is the saved-games file" in err
    assert digest(alias) == before and os.path.samefile(alias, store)
    assert game_ids(capsys, folder) == [game_id]


def test_export_never_writes_over_any_sqlite_database(
    data: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A copy of the saves (a backup) elsewhere is no place for an export either."""
    folder, game_id = data
    backup = tmp_path / "backup.sqlite3"
    shutil.copyfile(folder / "games.sqlite3", backup)
    before = digest(backup)
    code, _, err = run(capsys, "--data-dir", str(folder), "export", game_id, "--to", str(backup))
    assert code == 2 and "is an SQLite database" in err and err.count("\n") == 1
    assert digest(backup) == before


@contextmanager
def bind_mount(source: Path, target: Path) -> Iterator[None]:
    target.mkdir()
    done = subprocess.run(
        ["mount", "--bind", str(source), str(target)], capture_output=True, text=True
    )
    if done.returncode != 0:
        pytest.skip(f"mount --bind is not allowed here ({done.stderr.strip()})")
    try:
        yield
    finally:
        subprocess.run(["umount", str(target)], check=True)


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() != 0 or shutil.which("mount") is None,
    reason="a bind mount needs root and the mount program",
)
def test_export_refuses_the_saved_games_through_a_bind_mount(
    data: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, game_id = data
    store = folder / "games.sqlite3"
    before = digest(store)
    alias = tmp_path / "alias"
    with bind_mount(folder, alias):
        for name in ("games.sqlite3", "settings.ini"):
            (alias / name).touch(exist_ok=True)
            code, _, err = run(
                capsys, "--data-dir", str(folder), "export", game_id, "--to", str(alias / name)
            )
            assert code == 2 and err.count("\n") == 1, err
            assert "saved-games file" in err or "data folder" in err
        # The sidecars that do not exist yet (no program has the saves open): a JSON text
        # there would sit beside the saves as their journal or write-ahead log.
        for name in ("games.sqlite3-wal", "games.sqlite3-journal", "games.sqlite3-shm"):
            code, _, err = run(
                capsys, "--data-dir", str(folder), "export", game_id, "--to", str(alias / name)
            )
            assert code == 2 and err.count("\n") == 1 and "saved-games file" in err, err
            assert not (folder / name).exists()
        assert digest(store) == before
        assert game_ids(capsys, folder) == [game_id]


# ------------------------------------------------------------------ 2. imports: all or nothing


def exported(capsys: pytest.CaptureFixture[str], folder: Path, game_id: str) -> dict:
    code, out, err = run(capsys, "--data-dir", str(folder), "export", game_id)
    assert code == 0, err
    return json.loads(out)


GOOD_LINE = {"line": "night_falls", "text": "Night falls.", "step": None, "start": 1.5, "end": 3.0}
GOOD_CALL = {"night": 1, "role": "seer", "here": True, "open": 4.0, "close": 9.0}


@pytest.mark.parametrize(
    "bad",
    [
        '{"line": "x", "text": "y", "step": null, "start": NaN}',
        '{"line": "x", "text": "y", "step": null, "start": 1.0, "end": Infinity}',
        '{"line": "x", "text": "y", "step": null, "start": 1e400}',
        '{"line": "x", "text": "y", "step": null, "start": 1' + "0" * 400 + "}",
    ],
    ids=["nan", "infinity", "1e400", "10**400"],
)
def test_a_narration_time_json_cannot_hold_never_half_imports(
    data: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: str
) -> None:
    """The bad entry is left out (as any malformed entry is); the game and the rest of its
    narration are imported once, in one go; importing again adds nothing."""
    folder, game_id = data
    game = exported(capsys, folder, game_id)
    game["narration"] = {"lines": [GOOD_LINE, "@BAD@"], "calls": [GOOD_CALL]}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game).replace('"@BAD@"', bad))
    other = tmp_path / "other"
    code, out, err = run(capsys, "--data-dir", str(other), "import", str(path))
    assert code == 0 and err == ""
    new_id = out.strip()
    assert exported(capsys, other, new_id)["narration"] == {
        "lines": [GOOD_LINE | {"dropped": False}],
        "calls": [GOOD_CALL],
        "host": [],  # the export always writes the host's actions (none here)
        "language": None,  # and the narration's language (that line said none)
    }
    code, again, err = run(capsys, "--data-dir", str(other), "import", str(path))
    assert code == 0 and again.strip() == new_id and "already in the history" in err
    assert game_ids(capsys, other) == [new_id]


@pytest.mark.parametrize("length", ["-1", "1" + "0" * 400])
def test_a_host_action_on_no_possible_log_is_left_out(
    data: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str], length: str
) -> None:
    """The host's action says the log's length after it: a negative or 400-digit length is
    no log, so that entry is left out like any malformed one, never stored or exported."""
    folder, game_id = data
    game = exported(capsys, folder, game_id)
    good = {"t": 2.5, "action": "apply", "log": 1}
    game["narration"] = {"lines": [], "calls": [], "host": [good, "@BAD@"]}
    path = tmp_path / "game.json"
    bad = '{"t": 3.0, "action": "undo", "log": ' + length + "}"
    path.write_text(json.dumps(game).replace('"@BAD@"', bad))
    other = tmp_path / "other"
    code, out, err = run(capsys, "--data-dir", str(other), "import", str(path))
    assert code == 0 and err == ""
    assert exported(capsys, other, out.strip())["narration"]["host"] == [good]


def test_the_apps_import_is_all_or_nothing_too(
    data: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ww_desktop.app.library import Library
    from ww_desktop.store import Store

    folder, game_id = data
    game = exported(capsys, folder, game_id)
    game["narration"] = {"lines": ["@BAD@"], "calls": [GOOD_CALL]}
    path = tmp_path / "game.json"
    huge = '{"line": "x", "text": "y", "start": 1' + "0" * 400 + "}"
    path.write_text(json.dumps(game).replace('"@BAD@"', huge))
    with Store.open(tmp_path / "other" / "games.sqlite3") as store:
        library = Library(store)
        imported = library.import_file(path)
        assert imported.added
        assert store.narration(imported.game_id) == {"lines": [], "calls": [GOOD_CALL]}
        assert not library.import_file(path).added
        assert [g.id for g in library.games()] == [imported.game_id]


def test_a_store_write_that_fails_stores_nothing(tmp_path: Path) -> None:
    """The game, its players and its narration go in one transaction: a narration the
    store refuses leaves no game behind."""
    from ww_desktop.store import Store

    setup = {"format": "ww-setup/1", "preset": "standard", "seats": [["Ann", "seer"]]}
    with Store.open(tmp_path / "games.sqlite3") as store:
        with pytest.raises(ValueError, match="narration entry"):
            store.insert_unique(
                setup, [], narration={"lines": [{"start": float("nan")}], "calls": []}
            )
        assert store.list_games() == []


# ------------------------------------------------------------------ 3. tracebacks: times


@pytest.mark.parametrize(
    "moment", ["9999-12-31T23:59:59-05:00", "0001-01-01T00:00:00+05:00", "9999-12-31T23:00:00"]
)
def test_an_import_created_out_of_range_gets_the_import_time(
    data: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str], moment: str
) -> None:
    folder, game_id = data
    game = exported(capsys, folder, game_id)
    game["created"] = moment
    path = tmp_path / "game.json"
    path.write_text(json.dumps(game))
    other = tmp_path / "other"
    code, out, _ = run(capsys, "--data-dir", str(other), "import", str(path))
    assert code == 0
    code, listed, _ = run(capsys, "--data-dir", str(other), "games", "--json")
    assert json.loads(listed)[0]["created"][:4] not in ("0001", "9999", "1000")
    assert exported(capsys, other, out.strip())["created"][:4] not in ("0001", "9999")


@pytest.mark.parametrize("column", ["created", "abandoned"])
@pytest.mark.parametrize("moment", ["9999-12-31T23:00:00-05:00", "0001-01-01T00:30:00+01:00"])
def test_a_stored_time_out_of_range_is_one_line(
    data: tuple[Path, str], capsys: pytest.CaptureFixture[str], column: str, moment: str
) -> None:
    from ww_desktop.app.library import Library, LibraryError
    from ww_desktop.store import Store

    folder, game_id = data
    with sqlite3.connect(folder / "games.sqlite3") as conn:
        conn.execute(f"UPDATE games SET {column} = ?", (moment,))
    conn.close()
    code, _, err = run(capsys, "--data-dir", str(folder), "games")
    assert code == 0 and f"game {game_id} is left out" in err and "out of range" in err
    code, _, err = run(capsys, "--data-dir", str(folder), "export", game_id)
    assert code == 2 and err.count("\n") == 1 and "out of range" in err
    with Store.open(folder / "games.sqlite3") as store:
        library = Library(store)
        assert library.games() == []
        with pytest.raises(LibraryError, match="out of range"):
            library.export_json(game_id)


@pytest.mark.parametrize("column", ["created", "abandoned"])
def test_a_stored_time_that_is_no_date_names_the_game(
    qapp: object, data: tuple[Path, str], capsys: pytest.CaptureFixture[str], column: str
) -> None:
    """A date edited into words: every command names the game and the file, in one line."""
    folder, game_id = data
    with sqlite3.connect(folder / "games.sqlite3") as conn:
        conn.execute(f"UPDATE games SET {column} = 'garbage'")
    conn.close()
    for command in (
        ("export", game_id),
        ("play", "--resume", game_id),
        ("print", "summary", game_id, "--to", str(folder.parent / "s.pdf")),
    ):
        code, _, err = run(capsys, "--data-dir", str(folder), *command)
        assert code == 2 and err.count("\n") == 1, err
        assert err.count(game_id) == 1 and str(folder / "games.sqlite3") in err
        assert "'garbage' is not a date and time" in err


# ------------------------------------------------------------------ 3. --data-dir not a folder


@pytest.mark.parametrize("where", ["a file", "/dev/null", "inside a file"])
@pytest.mark.parametrize(
    "command", [("games",), ("games", "--json"), ("export", "abc"), ("play", "--bots"), ()]
)
def test_data_dir_that_is_not_a_folder(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], where: str, command: tuple[str, ...]
) -> None:
    """`()`: the app itself, which must refuse before it opens a window."""
    a_file = tmp_path / "notes.txt"
    a_file.write_text("mine")
    folder = {"a file": a_file, "/dev/null": Path("/dev/null"), "inside a file": a_file / "x"}
    code, out, err = run(capsys, "--data-dir", str(folder[where]), *command)
    assert code == 2 and out == "" and err.count("\n") == 1
    assert "is not a folder" in err
    assert a_file.read_text() == "mine"


def test_the_store_says_when_its_folder_is_a_file(tmp_path: Path) -> None:
    from ww_desktop.store import Store, StoreError

    a_file = tmp_path / "notes.txt"
    a_file.write_text("mine")
    for opener in (Store.open, Store.open_read_only):
        with pytest.raises(StoreError, match="is not a folder"):
            opener(a_file / "games.sqlite3")
    assert a_file.read_text() == "mine"


# ------------------------------------------------------------------ 4. hangs: pipes


def test_import_of_a_pipe_returns_at_once(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    pipe = tmp_path / "game.json"
    os.mkfifo(pipe)
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "data"), "import", str(pipe))
    assert code == 2 and err == f"ww-desktop import: {pipe} is not an ordinary file\n"


def test_a_saved_games_file_that_is_a_pipe_is_refused(tmp_path: Path) -> None:
    from ww_desktop.store import Store, StoreError

    pipe = tmp_path / "games.sqlite3"
    os.mkfifo(pipe)
    for opener in (Store.open, Store.open_read_only):
        with pytest.raises(StoreError, match="not an ordinary file"):
            opener(pipe)


def test_a_phone_seats_file_that_is_a_pipe_never_blocks(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ww_desktop.phones.keep import SeatKeeper

    keeper = SeatKeeper.beside(tmp_path / "games.sqlite3", "abc")
    keeper.path.parent.mkdir()
    os.mkfifo(keeper.path)
    assert keeper.load() == {}
    assert keeper.problem is not None and "not an ordinary file" in keeper.problem
    assert "each phone must join its seat again" in capsys.readouterr().err


# ------------------------------------------------------------------ 5. phone seats unreadable


def test_an_unreadable_phone_seats_folder_is_said(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ww_desktop.phones.keep import SeatKeeper, digest

    keeper = SeatKeeper.beside(tmp_path / "games.sqlite3", "abc")
    keeper.save({digest("token"): 2})
    assert keeper.load() == {digest("token"): 2} and keeper.problem is None
    assert capsys.readouterr().err == ""
    # The folder replaced by a file (a sync tool's conflict, a bad restore...).
    shutil.rmtree(keeper.path.parent)
    keeper.path.parent.write_text("not a folder")
    assert keeper.load() == {}
    err = capsys.readouterr().err
    assert err.count("\n") == 1 and str(keeper.path) in err and "join its seat again" in err
    # Nothing kept at all is not a problem, and says nothing.
    fresh = SeatKeeper.beside(tmp_path / "other" / "games.sqlite3", "abc")
    assert fresh.load() == {} and fresh.problem is None and capsys.readouterr().err == ""


def _load_as_nobody(path: str, results: object) -> None:
    from ww_desktop.phones.keep import SeatKeeper

    os.setgid(65534)
    os.setuid(65534)
    keeper = SeatKeeper(Path(path))
    results.put((keeper.load(), keeper.problem))  # type: ignore[attr-defined]


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() != 0,
    reason="runs a child as user 'nobody' to make permissions bite (root ignores them)",
)
def test_a_phone_seats_folder_without_permission_is_said() -> None:
    import multiprocessing
    import tempfile

    from ww_desktop.phones.keep import SeatKeeper, digest

    base = Path(tempfile.mkdtemp(prefix="ww-seats-"))
    try:
        base.chmod(0o755)
        keeper = SeatKeeper.beside(base / "games.sqlite3", "abc")
        keeper.save({digest("token"): 2})
        keeper.path.parent.chmod(0o700)  # root's own: nobody cannot look inside
        context = multiprocessing.get_context("fork")
        results = context.SimpleQueue()
        child = context.Process(target=_load_as_nobody, args=(str(keeper.path), results))
        child.start()
        child.join(60)
        assert child.exitcode == 0
        seats, problem = results.get()
        assert seats == {} and "Permission denied" in problem
    finally:
        shutil.rmtree(base, ignore_errors=True)


# ------------------------------------------------------------------ 5. messages


@pytest.mark.parametrize("command", [("games",), ("export", "abc"), ("play", "--bots")])
def test_a_damaged_store_is_one_line(
    data: tuple[Path, str], capsys: pytest.CaptureFixture[str], command: tuple[str, ...]
) -> None:
    """Garbled cells in the data pages: SQLite's check reports several lines; the user
    reads one sentence naming the file and what to do."""
    import random

    folder, _ = data
    path = folder / "games.sqlite3"
    raw = bytearray(path.read_bytes())
    page = int.from_bytes(raw[16:18], "big")
    noise = random.Random(2)
    for start in range(page, len(raw), page):
        raw[start + 8 : start + page] = noise.randbytes(page - 8)
    path.write_bytes(bytes(raw))
    code, _, err = run(capsys, "--data-dir", str(folder), *command)
    assert code == 2 and err.count("\n") == 1, err
    assert f"The saved-games file at {path} is damaged" in err and "restore a backup" in err
    assert path.read_bytes() == bytes(raw)


def _crash_mid_game(path: Path, records: int) -> str:
    """A game whose last records are only in the WAL: the writer was killed (no close)."""
    import multiprocessing

    from ww_desktop.store import Store

    setup = {"format": "ww-setup/1", "preset": "standard", "seats": [["Ann", "seer"]]}
    with Store.open(path) as store:
        game_id = store.create_game(setup)

    def write_then_die() -> None:
        store = Store.open(path)
        for i in range(records):
            store.append_record(game_id, i, {"kind": "lot", "value": i})
        os._exit(0)

    child = multiprocessing.get_context("fork").Process(target=write_then_die)
    child.start()
    child.join(60)
    assert child.exitcode == 0
    assert Path(f"{path}-wal").stat().st_size > 0
    return game_id


@pytest.mark.parametrize(
    "journal",
    [b"\xd9\xd5\x05\xf9\x20\xa1\x63\xd7" + bytes(600), b"\x01" * 1024],
    ids=["journal header", "junk"],
)
def test_a_leftover_journal_beside_a_crash_left_wal_is_repaired(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], journal: bytes
) -> None:
    from ww_desktop.store import Store

    folder = tmp_path / "data"
    path = folder / "games.sqlite3"
    game_id = _crash_mid_game(path, 5)
    Path(f"{path}-journal").write_bytes(journal)
    assert game_ids(capsys, folder) == [game_id]  # `games` repairs, then reads
    with Store.open_read_only(path) as store:
        assert [r["value"] for r in store.records(game_id)] == [0, 1, 2, 3, 4]
    with Store.open(path) as store:
        store.append_record(game_id, 5, {"kind": "lot", "value": 5})
    code, out, err = run(capsys, "--data-dir", str(folder), "export", game_id)
    assert code == 0 and len(json.loads(out)["records"]) == 6, err


# ------------------------------------------------------------------ 3. the store refuses mid-game


class _LockAfterFirstChoice:
    """Standard output that, once the first choice is printed, takes the file's write lock
    from another connection (another program writing) and keeps it."""

    def __init__(self, path: Path) -> None:
        self.path = path
        self.text = ""
        self.holder: sqlite3.Connection | None = None

    def write(self, text: str) -> int:
        self.text += text
        if self.holder is None and text.startswith("{"):
            self.holder = sqlite3.connect(self.path, isolation_level=None)
            self.holder.execute("BEGIN IMMEDIATE")
        return len(text)

    def flush(self) -> None:
        pass


def test_narrated_play_says_the_store_is_locked(
    qapp: object,
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    """(`qapp`: the narrated play runs in this process, on the tests' one application.)"""
    folder = tmp_path / "data"
    out = _LockAfterFirstChoice(folder / "games.sqlite3")
    monkeypatch.setattr("sys.stdout", out)
    args = ("play", "--bots", "--narrated", "--players", "7", "--seed", "4", "--verbose")
    code, _, err = run(capsys, "--data-dir", str(folder), *args)
    monkeypatch.undo()
    assert out.holder is not None
    out.holder.execute("ROLLBACK")
    out.holder.close()
    assert code == 2 and err.count("\n") == 1, err
    assert err.startswith("ww-desktop play: The saved-games file at") and "locked" in err
    game_id = out.text.split()[0]
    assert game_ids(capsys, folder) == [game_id]  # the game so far is kept, resumable


@contextmanager
def small_disk(folder: Path, size: str = "2m", options: str = "") -> Iterator[Path]:
    folder.mkdir()
    done = subprocess.run(
        ["mount", "-t", "tmpfs", "-o", f"size={size}{options}", "tmpfs", str(folder)],
        capture_output=True,
        text=True,
    )
    if done.returncode != 0:
        pytest.skip(f"cannot mount a small disk here ({done.stderr.strip()})")
    try:
        yield folder
    finally:
        if subprocess.run(["umount", str(folder)]).returncode != 0:
            subprocess.run(["umount", "-l", str(folder)], check=True)
            pytest.fail(f"a file on {folder} was left open")


def fill(disk: Path, leave_kib: int) -> None:
    """Fill the disk but `leave_kib` KiB."""
    filler = disk / "filler"
    filler.unlink(missing_ok=True)
    free = os.statvfs(disk).f_bavail * os.statvfs(disk).f_frsize
    with filler.open("wb") as f:
        f.write(bytes(max(0, free - leave_kib * 1024)))
    assert os.statvfs(disk).f_bavail * os.statvfs(disk).f_frsize <= leave_kib * 1024


needs_mount = pytest.mark.skipif(
    os.name != "posix" or os.geteuid() != 0 or shutil.which("mount") is None,
    reason="a small full disk (tmpfs) needs root and the mount program",
)


@needs_mount
@pytest.mark.parametrize("leave_kib", [0, 4, 12, 40, 160])
def test_a_full_disk_is_called_full_and_the_games_still_list(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str], leave_kib: int
) -> None:
    with small_disk(tmp_path / "disk") as disk:
        folder = disk / "data"
        code, out, _ = run(capsys, "--data-dir", str(folder), "play", "--bots", "--seed", "2")
        assert code == 0
        first = out.split()[0]
        fill(disk, leave_kib)
        for narrated in ((), ("--narrated",)):
            code, out, err = run(capsys, "--data-dir", str(folder), "play", "--bots", *narrated)
            assert code == 2 and err.count("\n") == 1, err
            assert "is full" in err and "free some space" in err
            listed = game_ids(capsys, folder)  # games started before the disk filled stay
            assert first in listed and out.split()[:1] in ([], *([g] for g in listed))
            code, out, err = run(capsys, "--data-dir", str(folder), "export", first)
            assert code == 0 and json.loads(out)["status"] == "finished", err


@needs_mount
def test_a_full_disk_that_stops_even_reading_says_so(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A crash left changes in the WAL and no -shm, and not a byte is free: SQLite cannot
    read without room for the WAL's index. `games` must not speak of a change not saved."""
    with small_disk(tmp_path / "disk") as disk:
        folder = disk / "data"
        path = folder / "games.sqlite3"
        game_id = _crash_mid_game(path, 5)
        Path(f"{path}-shm").unlink()
        fill(disk, 0)
        code, out, err = run(capsys, "--data-dir", str(folder), "games")
        assert code == 2 and out == "" and err.count("\n") == 1, err
        assert "is full, so the saved games cannot even be read" in err
        assert "The last change was not saved" not in err
        (disk / "filler").unlink()
        assert game_ids(capsys, folder) == [game_id]  # all there once there is room


@needs_mount
def test_a_read_only_disk_with_no_saves_yet_is_called_read_only(
    data: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """Not "cannot be opened (unable to open database file)": the folder is read-only."""
    game = tmp_path / "game.json"
    game.write_text(json.dumps(exported(capsys, *data)))
    with small_disk(tmp_path / "disk", options=",ro") as disk:
        for command in (("play", "--bots"), ("import", str(game))):
            code, _, err = run(capsys, "--data-dir", str(disk), *command)
            assert code == 2 and err.count("\n") == 1, err
            assert "cannot be written" in err and "read-only" in err
        code, out, err = run(capsys, "--data-dir", str(disk), "games")
        assert (code, out, err) == (0, "no saved games\n", "")


# ------------------------------------------------------------------ 5. play --resume --narrated


def test_resume_narrated_goes_on_narrating(tmp_path: Path) -> None:
    """A narrated game killed mid-way, resumed with --narrated: the narrator (not the plain
    bots) finishes it, and its flight record goes on after the lines saved before."""
    import signal
    import sys

    folder = tmp_path / "data"
    cli = [sys.executable, "-m", "ww_desktop", "--data-dir", str(folder)]
    args = ["play", "--bots", "--narrated", "--players", "7", "--seed", "5", "--verbose"]
    proc = subprocess.Popen([*cli, *args], stdout=subprocess.PIPE, text=True)
    assert proc.stdout is not None
    game_id = proc.stdout.readline().strip()
    for _ in range(12):
        assert proc.stdout.readline()
    os.kill(proc.pid, signal.SIGKILL)
    proc.wait()
    proc.stdout.close()

    def export() -> dict:
        done = subprocess.run([*cli, "export", game_id], capture_output=True, text=True)
        return json.loads(done.stdout)

    before = export()
    assert before["status"] == "playing"
    done = subprocess.run(
        [*cli, "play", "--resume", game_id, "--narrated"], capture_output=True, text=True
    )
    assert done.returncode == 0 and done.stderr == "", done.stderr
    assert done.stdout.startswith(game_id) and "table minutes" in done.stdout
    after = export()
    assert after["status"] == "finished"
    lines = before["narration"]["lines"]
    assert after["narration"]["lines"][: len(lines)] == lines
    more = after["narration"]["lines"][len(lines) :]
    assert more and more[0]["start"] >= lines[-1]["start"]


def test_another_programs_file_left_mid_change_is_not_ours_to_repair(tmp_path: Path) -> None:
    import multiprocessing

    from ww_desktop.store import ForeignStoreError, Store

    path = tmp_path / "games.sqlite3"
    with sqlite3.connect(path) as conn:
        conn.execute("PRAGMA journal_mode = WAL")
        conn.execute("PRAGMA application_id = 1234")
        conn.execute("CREATE TABLE notes (body TEXT)")
    conn.close()

    def write_then_die() -> None:
        conn = sqlite3.connect(path, isolation_level=None)
        conn.execute("INSERT INTO notes VALUES ('theirs')")
        os._exit(0)

    child = multiprocessing.get_context("fork").Process(target=write_then_die)
    child.start()
    child.join(60)
    Path(f"{path}-journal").write_bytes(b"\x01" * 1024)
    before = {p.name: p.read_bytes() for p in tmp_path.iterdir() if not p.name.endswith("-shm")}
    for opener in (Store.open, Store.open_read_only):
        with pytest.raises(ForeignStoreError, match="another program"):
            opener(path)
    after = {p.name: p.read_bytes() for p in tmp_path.iterdir() if not p.name.endswith("-shm")}
    assert after == before


def _open_as_nobody(path: str, results: object) -> None:
    from ww_desktop.store import Store, StoreError

    os.setgid(65534)
    os.setuid(65534)
    try:
        Store.open_read_only(Path(path)).close()
        results.put("opened")  # type: ignore[attr-defined]
    except StoreError as exc:
        results.put(str(exc))  # type: ignore[attr-defined]


@pytest.mark.skipif(
    os.name != "posix" or os.geteuid() != 0,
    reason="runs a child as user 'nobody' to make permissions bite (root ignores them)",
)
def test_a_read_only_file_left_mid_change_says_so() -> None:
    import multiprocessing
    import tempfile

    base = Path(tempfile.mkdtemp(prefix="ww-mid-change-"))
    try:
        base.chmod(0o755)
        path = base / "games.sqlite3"
        _crash_mid_game(path, 3)
        Path(f"{path}-journal").write_bytes(b"\x01" * 1024)
        for side in base.iterdir():
            side.chmod(0o644)
        context = multiprocessing.get_context("fork")
        results = context.SimpleQueue()
        child = context.Process(target=_open_as_nobody, args=(str(path), results))
        child.start()
        child.join(60)
        message = results.get()
        assert "left mid-change" in message and "read-only" in message, message
        assert "cannot be written (the file" not in message
    finally:
        shutil.rmtree(base, ignore_errors=True)


@pytest.mark.parametrize("start", [10**400, float("nan"), float("inf"), -(10**400)])
def test_a_flight_record_time_out_of_range_is_left_out(start: float) -> None:
    """What the narrator reads back from a save, or an import, whatever number it holds."""
    from ww_desktop.flight_record import entries_from_json, entries_to_json

    lines, calls = entries_from_json(
        {
            "lines": [GOOD_LINE, {"line": "x", "text": "y", "step": None, "start": start}],
            "calls": [GOOD_CALL, GOOD_CALL | {"close": start}, GOOD_CALL | {"night": 10**400}],
        }
    )
    assert entries_to_json(lines, calls) == {
        "lines": [GOOD_LINE | {"dropped": False}],
        "calls": [GOOD_CALL],
    }


def test_a_plain_launch_does_not_build_the_command_parser(tmp_path: Path) -> None:
    """`ww-desktop` and `ww-desktop --data-dir FOLDER` open the app without the parser and
    the commands (tens of milliseconds of every launch, issue 34); `--help` still lists them."""
    import subprocess
    import sys

    probe = (
        "import sys; import ww_desktop.app.main as m; m.run_app = lambda data_dir=None: "
        "print(data_dir) or 0; from ww_desktop.cli import main; code = main(sys.argv[1:]); "
        "print('ww_desktop.cli.commands' in sys.modules); "
        "sys.exit(code)"
    )
    folder = tmp_path / "games"
    for args, shown in (((), "None"), (("--data-dir", str(folder)), str(folder))):
        done = subprocess.run(
            [sys.executable, "-c", probe, *args], capture_output=True, text=True, check=False
        )
        assert done.returncode == 0, done.stderr
        assert done.stdout.split("\n")[:2] == [shown, "False"]
    helped = subprocess.run(
        [sys.executable, "-c", probe, "--help"], capture_output=True, text=True, check=False
    )
    assert helped.returncode == 0 and "simulate" in helped.stdout
