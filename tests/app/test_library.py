"""The saved games as the windows see them (`app/library.py`), on real SQLite files, no widget:
listing, where a game stopped, export and import (once, refused with a reason), abandon,
delete; and History, the resume list and the main window reach the store only through it."""

from __future__ import annotations

import ast
import json
from pathlib import Path

import pytest

from ww_desktop.app.library import Library, LibraryError
from ww_desktop.headless import new_bot_game, play_on
from ww_desktop.store import Store

APP = Path(__file__).resolve().parents[2] / "ww_desktop" / "app"


def _library(tmp_path: Path, name: str = "games.sqlite3") -> tuple[Library, str, str]:
    store = Store.open(tmp_path / name)
    done = new_bot_game(store, "standard", 8, 4)
    play_on(done)
    open_game = new_bot_game(store, "basic", 6, 9)
    return Library(store), done.game_id, open_game.game_id


def test_lists_games_and_tells_where_an_unfinished_one_stopped(tmp_path: Path) -> None:
    library, done, open_game = _library(tmp_path)
    assert {g.id for g in library.games()} == {done, open_game}
    assert [g.id for g in library.unfinished()] == [open_game]
    assert library.stopped_at(open_game) == "night 1"
    assert library.mode(open_game) == "moderator"
    assert library.games("nobody-called-this") == []
    assert {s.name for s in library.player_stats()} >= {"Player 1", "Player 8"}


def test_export_then_import_adds_a_game_once(tmp_path: Path) -> None:
    library, done, _ = _library(tmp_path)
    path = tmp_path / "out" / "game.json"
    path.parent.mkdir()
    library.export_to(done, path, "json")
    data = json.loads(path.read_text(encoding="utf-8"))
    assert data["format"] == "ww-game/1"
    assert data["records"] == library.load(done).records
    other = Library(Store.open(tmp_path / "other.sqlite3"))
    first = other.import_file(path)
    again = other.import_file(path)
    assert first.added and not again.added
    assert first.game_id == again.game_id
    assert [g.id for g in other.games()] == [first.game_id]

    summary = tmp_path / "out" / "game.md"
    library.export_to(done, summary, "md")
    assert "Player 1" in summary.read_text(encoding="utf-8")


def test_import_says_why_a_file_is_refused(tmp_path: Path) -> None:
    library, done, _ = _library(tmp_path)
    garbage = tmp_path / "garbage.json"
    garbage.write_text("{ not json", encoding="utf-8")
    with pytest.raises(LibraryError) as unreadable:
        library.import_file(garbage)
    assert unreadable.value.kind == "refused"
    assert "not a JSON file" in str(unreadable.value)

    listed = tmp_path / "list.json"
    listed.write_text("[1, 2]", encoding="utf-8")
    with pytest.raises(LibraryError) as not_a_game:
        library.import_file(listed)
    assert not_a_game.value.kind == "refused"

    tampered = json.loads(library.export_json(done))
    tampered["records"] = tampered["records"][:-3] + tampered["records"][-1:]
    bad = tmp_path / "tampered.json"
    bad.write_text(json.dumps(tampered), encoding="utf-8")
    with pytest.raises(LibraryError) as refused:
        Library(Store.open(tmp_path / "third.sqlite3")).import_file(bad)
    assert refused.value.kind == "refused"


def test_abandon_and_delete(tmp_path: Path) -> None:
    library, done, open_game = _library(tmp_path)
    library.abandon(open_game)
    assert library.unfinished() == []
    assert not library.has_unfinished()
    assert open_game in {g.id for g in library.games()}  # still in the history
    library.delete(done)
    assert [g.id for g in library.games()] == [open_game]
    with pytest.raises(LibraryError) as gone:
        library.load(done)
    assert gone.value.kind == "store"


def test_export_never_overwrites_the_store(tmp_path: Path) -> None:
    library, done, _ = _library(tmp_path)
    with pytest.raises(LibraryError):
        library.export_to(done, library.store.path, "json")
    assert library.load(done).records  # the store is intact


@pytest.mark.parametrize("module", ["history.py", "resume.py", "main_window.py"])
def test_saved_games_windows_reach_the_store_only_through_the_library(module: str) -> None:
    """No `.store.` method calls and no store functions (export, import, files) in the windows."""
    tree = ast.parse((APP / module).read_text(encoding="utf-8"))
    calls = [
        ast.unparse(node.func)
        for node in ast.walk(tree)
        if isinstance(node, ast.Call)
        and isinstance(node.func, ast.Attribute)
        and isinstance(node.func.value, ast.Attribute)
        and node.func.value.attr == "store"
    ]
    imports = [
        node.module
        for node in ast.walk(tree)
        if isinstance(node, ast.ImportFrom) and node.module and node.module.startswith("store.")
    ]
    assert calls == [] and imports == []


def test_deleting_or_abandoning_a_game_forgets_its_phones(tmp_path: Path) -> None:
    from ww_desktop.phones.keep import SeatKeeper, digest

    library, done, open_game = _library(tmp_path)
    kept = {g: SeatKeeper.beside(library.store.path, g) for g in (done, open_game)}
    for keeper in kept.values():
        keeper.save({digest("a-token"): 2})
        assert keeper.path.exists()
    library.abandon(open_game)
    assert not kept[open_game].path.exists()
    library.delete(done)
    assert not kept[done].path.exists()
