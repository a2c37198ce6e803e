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
from ww_desktop.store.export import checksum


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
        assert digest(store) == before
        assert game_ids(capsys, folder) == [game_id]
