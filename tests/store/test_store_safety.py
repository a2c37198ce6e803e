"""Saves stay safe: brand-new files opened by many programs at once, readers that never wait
for a writer, and a damaged file set aside byte for byte."""

from __future__ import annotations

import json
import multiprocessing
import sqlite3
import time
from pathlib import Path

import pytest
from store_helpers import make_setup

from ww_desktop.cli import main
from ww_desktop.store import Store, StoreError


def _open_at(path: str, start: float, results: multiprocessing.SimpleQueue[object]) -> None:
    while time.time() < start:
        pass
    try:
        with Store.open(Path(path)) as store:
            store.create_game(make_setup())
        results.put("ok")
    except StoreError as exc:
        results.put(f"{type(exc).__name__}: {exc}")


def test_six_programs_open_a_brand_new_file_at_once(tmp_path: Path) -> None:
    """SQLite does not wait by itself when it switches a new file to WAL: the store does."""
    context = multiprocessing.get_context("fork")
    failures = []
    for round_ in range(25):
        path = tmp_path / f"new-{round_}.sqlite3"
        results: multiprocessing.SimpleQueue[object] = context.SimpleQueue()
        start = time.time() + 0.15
        children = [
            context.Process(target=_open_at, args=(str(path), start, results)) for _ in range(6)
        ]
        for child in children:
            child.start()
        for child in children:
            child.join(60)
        outcomes = [results.get() for _ in children]
        failures += [o for o in outcomes if o != "ok"]
        with Store.open(path) as store:
            assert len(store.list_games()) == 6
    assert failures == []


def test_reading_commands_never_wait_for_a_writer(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "data"
    with Store.open(folder / "games.sqlite3") as store:
        game = store.create_game(make_setup())
    writer = sqlite3.connect(folder / "games.sqlite3", isolation_level=None)
    writer.execute("BEGIN IMMEDIATE")  # another program holds the write lock ...
    writer.execute("UPDATE games SET updated = updated")
    try:
        began = time.monotonic()
        assert main(["--data-dir", str(folder), "games", "--json"]) == 0
        assert [g["id"] for g in json.loads(capsys.readouterr().out)] == [game]
        assert main(["--data-dir", str(folder), "export", game]) == 0
        assert json.loads(capsys.readouterr().out)["format"] == "ww-game/1"
        assert time.monotonic() - began < 3  # ... and the readers did not wait for it
    finally:
        writer.execute("ROLLBACK")
        writer.close()


def test_reading_commands_create_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder = tmp_path / "nothing-here"
    assert main(["--data-dir", str(folder), "games"]) == 0
    assert capsys.readouterr().out == "no saved games\n"
    assert main(["--data-dir", str(folder), "export", "abc"]) == 2
    assert "No saved game" in capsys.readouterr().err
    assert not folder.exists()


def test_set_aside_keeps_the_bytes_and_frees_the_name(tmp_path: Path) -> None:
    bad = tmp_path / "games.sqlite3"
    bad.write_bytes(b"SQLite format 3\x00" + b"\x17" * 4000)
    Path(f"{bad}-wal").write_bytes(b"wal bytes")
    before = bad.read_bytes()
    kept = Store.set_aside(bad)
    assert kept.parent == tmp_path and ".damaged-" in kept.name and kept.suffix == ".sqlite3"
    assert kept.read_bytes() == before and Path(f"{kept}-wal").read_bytes() == b"wal bytes"
    assert not bad.exists() and not Path(f"{bad}-wal").exists()
    bad.write_bytes(b"another damaged one")
    second = Store.set_aside(bad)
    assert second != kept and second.read_bytes() == b"another damaged one"
    assert kept.read_bytes() == before
