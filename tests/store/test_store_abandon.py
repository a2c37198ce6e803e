"""Abandoning an unfinished game: kept (with its log) and listed, never offered again,
across a reopen of the real SQLite file, an export and an import, and `games --json`."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from store_helpers import make_record, make_setup, make_summary

from ww_desktop.cli import main as cli_main
from ww_desktop.store import Store
from ww_desktop.store.export import export_game, import_game


def test_an_abandoned_game_stays_in_the_history_but_is_not_offered_again(db_path: Path) -> None:
    with Store.open(db_path) as store:
        left = store.create_game(make_setup())
        store.append_records(left, 0, [make_record(i) for i in range(4)])
        other = store.create_game(make_setup(["Zoe", "Yan", "Xia", "Will", "Val"]))
        assert {g.id for g in store.unfinished()} == {left, other}
        store.abandon(left)
        store.abandon(left)  # twice changes nothing
    with Store.open(db_path) as store:  # a relaunch
        assert [g.id for g in store.unfinished()] == [other]
        listed = {g.id: g for g in store.list_games()}
        assert listed[left].abandoned is not None and listed[other].abandoned is None
        stored = store.load(left)
        assert stored.abandoned is not None and len(stored.records) == 4


def test_a_finished_game_cannot_be_abandoned(store: Store) -> None:
    setup = make_setup()
    game = store.create_game(setup)
    store.finish(game, make_summary(setup))
    with pytest.raises(ValueError):
        store.abandon(game)
    assert store.load(game).abandoned is None


def test_export_and_import_keep_the_abandoned_mark(store: Store, tmp_path: Path) -> None:
    game = store.create_game(make_setup())
    store.abandon(game)
    data = export_game(store.load(game))
    assert data["status"] == "playing" and isinstance(data["abandoned"], str)
    with Store.open(tmp_path / "other.sqlite3") as other:
        new_id = import_game(other, data)
        assert other.load(new_id).abandoned is not None
        assert other.unfinished() == []
    kept = store.create_game(make_setup(["Zoe", "Yan", "Xia", "Will", "Val"]))
    assert "abandoned" not in export_game(store.load(kept))  # written only when abandoned


def test_games_json_tells_abandoned_games_apart(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = tmp_path / "data"
    data.mkdir()
    from ww_desktop.store import default_store_path

    with Store.open(default_store_path(data)) as store:
        left = store.create_game(make_setup())
        kept = store.create_game(make_setup(["Zoe", "Yan", "Xia", "Will", "Val"]))
        store.abandon(left)
    assert cli_main(["--data-dir", str(data), "games", "--json"]) == 0
    rows = {row["id"]: row for row in json.loads(capsys.readouterr().out)}
    assert rows[left]["status"] == "playing" and rows[left]["abandoned"]
    assert rows[kept]["status"] == "playing" and rows[kept]["abandoned"] is None
    assert cli_main(["--data-dir", str(data), "games"]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert any(left in line and line.endswith("abandoned") for line in lines)
    assert any(kept in line and line.endswith("playing") for line in lines)
