"""Start-up: a bad store is explained and a fresh one offered; errors never crash the app."""

from __future__ import annotations

import sys
from pathlib import Path

import pytest
from pytestqt.qtbot import QtBot

from ww_desktop.app import main
from ww_desktop.store import CorruptStoreError, ForeignStoreError, StoreError


def _bad_file(folder: Path) -> Path:
    folder.mkdir(parents=True, exist_ok=True)
    path = folder / "games.sqlite3"
    path.write_bytes(b"this is not a database, it is somebody's shopping list\n" * 50)
    return path


def test_foreign_store_offers_a_fresh_one(qapp: object, tmp_path: Path) -> None:
    bad = _bad_file(tmp_path / "data")
    before = bad.read_bytes()
    asked: list[Exception] = []
    told: list[str] = []

    def ask(error: Exception, path: Path) -> str:
        asked.append(error)
        return "fresh"

    store = main.open_store(tmp_path / "data", ask=ask, report=lambda t, x, d: told.append(x))
    assert store is not None
    assert isinstance(asked[0], (ForeignStoreError, CorruptStoreError))
    (kept,) = [p for p in bad.parent.iterdir() if ".damaged-" in p.name]
    assert kept.read_bytes() == before  # kept byte for byte ...
    assert str(kept) in told[0]  # ... and the host is told where
    assert store.path == bad  # the fresh file has the usual name
    store.close()


def test_the_fresh_file_choice_is_remembered(qapp: object, tmp_path: Path) -> None:
    bad = _bad_file(tmp_path / "data")
    asked: list[Exception] = []

    def ask(error: Exception, path: Path) -> str:
        asked.append(error)
        return "fresh"

    store = main.open_store(tmp_path / "data", ask=ask, report=lambda t, x, d: None)
    assert store is not None
    game = store.create_game({"preset": "basic", "seats": [["Ann", None], ["Bob", None]]})
    store.close()
    again = main.open_store(tmp_path / "data", ask=ask, report=lambda t, x, d: None)
    assert again is not None and len(asked) == 1  # not asked again
    assert [g.id for g in again.list_games()] == [game]  # the games saved since are there
    again.close()
    assert sorted(p.name for p in bad.parent.iterdir() if p.suffix == ".sqlite3")[1:] == [
        "games.sqlite3"
    ]


def test_a_newer_file_keeps_its_fresh_neighbour(qapp: object, tmp_path: Path) -> None:
    import sqlite3

    from ww_desktop.store import Store
    from ww_desktop.store.migrations import CURRENT_VERSION

    folder = tmp_path / "data"
    with Store.open(folder / "games.sqlite3"):
        pass
    with sqlite3.connect(folder / "games.sqlite3") as conn:
        conn.execute(
            "INSERT INTO schema_version VALUES (?, '2099-01-01T00:00:00+00:00', 'future')",
            (CURRENT_VERSION + 5,),
        )
    asked: list[Exception] = []

    def ask(error: Exception, path: Path) -> str:
        asked.append(error)
        return "fresh"

    first = main.open_store(folder, ask=ask, report=lambda t, x, d: None)
    assert first is not None and first.path.name == "games-2.sqlite3"
    game = first.create_game({"preset": "basic", "seats": [["Ann", None], ["Bob", None]]})
    first.close()
    second = main.open_store(folder, ask=ask, report=lambda t, x, d: None)
    assert second is not None and second.path.name == "games-2.sqlite3"
    assert [g.id for g in second.list_games()] == [game]
    second.close()
    assert not (folder / "games-3.sqlite3").exists()


def test_quitting_at_a_bad_store(qapp: object, tmp_path: Path) -> None:
    _bad_file(tmp_path / "data")
    assert main.open_store(tmp_path / "data", ask=lambda e, p: "quit") is None


def test_exception_hook_reports_and_keeps_going(qapp: object, monkeypatch: object) -> None:
    shown: list[tuple[str, str, str]] = []
    previous = sys.excepthook
    try:
        hook = main.install_exception_hook(lambda t, x, d: shown.append((t, x, d)))
        try:
            raise StoreError("the disk is full")
        except StoreError as exc:
            hook(type(exc), exc, exc.__traceback__)
        assert hook.count == 1
        _title, text, details = shown[0]
        assert "the disk is full" in text and "Traceback" not in text
        assert "Traceback" in details
    finally:
        sys.excepthook = previous


@pytest.mark.qt_log_ignore("does not support raise")
def test_start_builds_both_windows(qtbot: QtBot, tmp_path: Path) -> None:
    previous = sys.excepthook
    try:
        parts = main.start(tmp_path / "data", ask=lambda e, p: "quit")
        assert parts is not None
        qtbot.addWidget(parts.main_window)
        qtbot.addWidget(parts.public_window)
        # One screen: one window; the host's shows the table's view during the game.
        assert parts.main_window.isVisible() and not parts.public_window.isVisible()
        assert parts.main_window.table_on_laptop.view.current_page() == "idle"  # type: ignore[attr-defined]
        assert parts.public_window.current_page() == "idle"
        assert (tmp_path / "data" / "settings.ini").parent.is_dir()
        parts.public_window.close()
        assert parts.main_window.isVisible()  # closing the TV does not end the app
        parts.store.close()
    finally:
        sys.excepthook = previous


def test_the_narrator_is_attached_when_a_game_starts(qtbot: QtBot, tmp_path: Path) -> None:
    """Starting a game in the real app gives the console working narration controls."""
    from ww_desktop.app.main import start
    from ww_desktop.engine.setup import deal

    parts = start(tmp_path / "data")
    assert parts is not None
    try:
        console = parts.main_window.console
        assert not console.narration_buttons["pause"].isEnabled()
        with qtbot.waitSignal(parts.controller.subtitle, timeout=5000):
            parts.controller.start(deal("standard", [f"P{i}" for i in range(8)], seed=2))
        assert console.narration_buttons["pause"].isEnabled()
    finally:
        parts.main_window._force_close = True
        parts.main_window.close()
        parts.public_window.close()


def test_pass_and_play_games_do_not_get_role_calls(qtbot: QtBot, tmp_path: Path) -> None:
    """With no moderator the narrator's role calls are off; the page's lines are spoken."""
    from ww_desktop.app.main import start
    from ww_desktop.engine.setup import deal

    parts = start(tmp_path / "data")
    assert parts is not None
    try:
        names = [f"P{i}" for i in range(8)]
        parts.controller.start(deal("standard", names, seed=2, mode="pass_and_play"))
        narrator = parts.main_window.console.narrator
        assert narrator is not None and not narrator._enabled
        parts.controller.start(deal("standard", names, seed=3))
        assert narrator._enabled
    finally:
        parts.main_window._force_close = True
        parts.main_window.close()
        parts.public_window.close()


def test_the_app_frees_qt_objects_in_its_gui_thread_whoever_allocates(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Once the app is up, Python's collector runs only in the GUI thread. The voice renders
    on threads of its own that run Python; a Qt object freed on one of them can stop no timer
    there and is later called into freed memory (a crash of the whole app at the table)."""
    import gc
    import threading

    from ww_desktop.app.collector import collector

    from .conftest import qt_orphans

    parts = start_app(tmp_path)
    try:
        assert collector().pinned_for_app() and not gc.isenabled()
        in_gui_thread = qt_orphans(20)

        def allocate() -> None:  # like a line rendered on the voice's thread: much garbage
            for _ in range(200_000):
                cell: list[object] = []
                cell.append(cell)

        worker = threading.Thread(target=allocate, name="allocating")
        worker.start()
        worker.join()
        qtbot.waitUntil(lambda: len(in_gui_thread) == 20, timeout=10_000)
        assert in_gui_thread == [True] * 20
    finally:
        parts.main_window._force_close = True
        parts.main_window.close()
        parts.public_window.close()
    collector().unpin_for_app()
    assert gc.isenabled()


def start_app(tmp_path: Path) -> main.AppParts:
    """The real app on a data folder in tmp_path."""
    parts = main.start(tmp_path / "data")
    assert parts is not None
    return parts
