"""The ``ww-game/1`` export: round trips, and every refusal adds nothing."""

from __future__ import annotations

import copy
import json
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from store_helpers import make_record, make_setup, make_summary

from ww_desktop.store import GameImportError, Store
from ww_desktop.store.export import FORMAT, checksum, export_game, import_game


@pytest.fixture
def finished(store: Store) -> str:
    setup = make_setup()
    game = store.create_game(setup)
    for i in range(9):
        store.append_record(game, i, make_record(i))
    store.set_ui_state(game, {"step": 3})
    store.finish(game, make_summary(setup))
    return game


def test_round_trip_through_a_file(store: Store, finished: str, tmp_path: Path) -> None:
    original = store.load(finished)
    data = export_game(original)
    assert data["format"] == FORMAT == "ww-game/1"
    assert set(data) >= {
        "format",
        "exported",
        "app_version",
        "setup",
        "records",
        "ui_state",
        "status",
        "summary",
        "checksum",
    }
    file = tmp_path / "game.wwgame.json"
    file.write_text(json.dumps(data, indent=2, ensure_ascii=False), encoding="utf-8")

    with Store.open(tmp_path / "other.sqlite3") as other:
        new_id = import_game(other, json.loads(file.read_text(encoding="utf-8")))
        copy_ = other.load(new_id)
        assert new_id != finished
        for field in ("setup", "records", "ui_state", "status", "summary", "created"):
            assert getattr(copy_, field) == getattr(original, field)
        assert [g.id for g in other.list_games("ann")] == [new_id]
        assert other.player_stats()[0].games == 1


def test_playing_game_round_trip(store: Store) -> None:
    game = store.create_game(make_setup())
    store.append_record(game, 0, make_record(0))
    data = export_game(store.load(game))
    store.append_record(game, 1, make_record(1))  # the stored game went on since
    new_id = import_game(store, data)
    loaded = store.load(new_id)
    assert loaded.status == "playing" and loaded.summary is None
    assert loaded.records == [make_record(0)]
    assert {g.id for g in store.unfinished()} == {game, new_id}


def test_checksum_is_of_canonical_json() -> None:
    import hashlib

    setup, records = {"b": 1, "a": "é"}, [{"kind": "lot", "value": 1}]
    text = '{"records":[{"kind":"lot","value":1}],"setup":{"a":"é","b":1}}'
    assert checksum(setup, records) == hashlib.sha256(text.encode()).hexdigest()


def _set(key: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        data[key] = value

    return change


def _drop(*keys: str) -> Callable[[dict[str, Any]], None]:
    def change(data: dict[str, Any]) -> None:
        for key in keys:
            del data[key]

    return change


def _record(index: int, record: Any) -> Callable[[dict[str, Any]], None]:
    """Replace a record and re-sign, so that only the shape check can catch it."""

    def change(data: dict[str, Any]) -> None:
        data["records"][index] = record
        data["checksum"] = checksum(data["setup"], data["records"])

    return change


def _tamper(data: dict[str, Any]) -> None:
    data["records"][1]["target"] = 4


def _tamper_setup(data: dict[str, Any]) -> None:
    data["setup"]["seats"][0][1] = "seer"


def _bad_summary(data: dict[str, Any]) -> None:
    del data["summary"]["players"][0]["won"]


REFUSALS: dict[str, tuple[Callable[[dict[str, Any]], None], str]] = {
    "missing keys": (_drop("records", "checksum"), "lacks records, checksum"),
    "no format": (_drop("format"), "no 'format'"),
    "wrong format id": (_set("format", "chess-pgn/1"), "not 'ww-game/1'"),
    "newer format": (_set("format", "ww-game/2"), "newer version"),
    "older format": (_set("format", "ww-game/0"), "unknown format"),
    "setup not an object": (_set("setup", []), "'setup' must be an object"),
    "records not a list": (_set("records", {}), "'records' must be a list"),
    "ui_state not an object": (_set("ui_state", None), "'ui_state' must be an object"),
    "bad seats": (_set("setup", {"seats": [["Ann"]]}), "setup is malformed"),
    "bad status": (_set("status", "paused"), "'playing' or 'finished'"),
    "summary missing a field": (_bad_summary, "summary is malformed"),
    "finished without summary": (_set("summary", None), "summary is malformed"),
    "unknown record kind": (_record(0, {"kind": "vote", "value": 1}), "neither a choice"),
    "record not an object": (_record(0, [1, 2]), "not a JSON object"),
    "choice with extra key": (
        _record(1, {"kind": "choice", "seat": 1, "verb": "x", "target": 1, "why": "?"}),
        "a choice has exactly",
    ),
    "choice with bool seat": (
        _record(1, {"kind": "choice", "seat": True, "verb": "x", "target": 1}),
        "seat must be",
    ),
    "choice with bad target": (
        _record(1, {"kind": "choice", "seat": 1, "verb": "x", "target": ["1"]}),
        "target must be",
    ),
    "choice with empty verb": (
        _record(1, {"kind": "choice", "seat": 1, "verb": "", "target": None}),
        "verb must be",
    ),
    "lot with float": (_record(0, {"kind": "lot", "value": 1.5}), "must be a seat number"),
    "lot missing value": (_record(0, {"kind": "lot"}), "a lot has"),
    "tampered record": (_tamper, "checksum does not match"),
    "tampered setup": (_tamper_setup, "checksum does not match"),
    "malformed checksum": (_set("checksum", "abc"), "64 lower-case hex"),
}


@pytest.mark.parametrize("case", REFUSALS)
def test_refusals_add_nothing(store: Store, finished: str, case: str) -> None:
    change, reason = REFUSALS[case]
    data = copy.deepcopy(export_game(store.load(finished)))
    change(data)
    before = store.list_games()
    with pytest.raises(GameImportError, match=reason) as info:
        import_game(store, data)
    assert isinstance(info.value, ValueError)
    assert store.list_games() == before


@pytest.mark.parametrize("data", [None, [], "ww-game/1", 3])
def test_not_an_object(store: Store, data: Any) -> None:
    with pytest.raises(GameImportError, match="not a JSON object"):
        import_game(store, data)
    assert store.list_games() == []


def test_validate_is_called_and_can_refuse(store: Store, finished: str) -> None:
    data = export_game(store.load(finished))
    seen: list[tuple[dict[str, Any], list[dict[str, Any]]]] = []

    def accept(setup: dict[str, Any], records: list[dict[str, Any]]) -> None:
        seen.append((setup, records))

    def refuse(setup: dict[str, Any], records: list[dict[str, Any]]) -> None:
        raise ValueError("record 4: the seer is not awake")

    with pytest.raises(GameImportError, match="does not replay: record 4: the seer"):
        import_game(store, data, validate=refuse)
    assert len(store.list_games()) == 1
    # Accepted: but the very same game is stored already, so it is recognised, not doubled.
    assert import_game(store, data, validate=accept) == finished
    assert seen == [(data["setup"], data["records"])]
    assert len(store.list_games()) == 1


def test_unknown_top_level_keys_are_ignored(store: Store, finished: str) -> None:
    data = export_game(store.load(finished))
    data["comment"] = "exported for the club archive"
    data["created"] = "not a date"  # optional and informative: falls back to now
    new_id = import_game(store, data)
    assert store.load(new_id).records == data["records"]


def _line(text: str, start: float, language: str | None) -> dict[str, Any]:
    line = {"line": "night.begin", "text": text, "step": None, "start": start, "end": start + 1}
    line["dropped"] = False
    if language is not None:
        line["language"] = language
    return line


def test_the_narrations_language_is_exported_and_read_back(store: Store, finished: str) -> None:
    """The export says which language the narration was spoken in (`narration.language`,
    and each line's `language`); an import keeps the lines' languages."""
    lines = [_line("皆さん、目を閉じてください。", 0.0, "ja"), _line("夜が明けました。", 3.0, "ja")]
    store.set_narration(finished, {"lines": lines, "calls": []})
    data = export_game(store.load(finished), store.narration(finished))
    assert data["narration"]["language"] == "ja"
    assert [line["language"] for line in data["narration"]["lines"]] == ["ja", "ja"]
    with Store.open(store.path.parent / "other.sqlite3") as other:
        new_id = import_game(other, json.loads(json.dumps(data)))
        again = export_game(other.load(new_id), other.narration(new_id))
        assert again["narration"]["language"] == "ja"
        assert again["narration"]["lines"] == data["narration"]["lines"]


def test_an_export_from_before_the_language_still_imports(store: Store, finished: str) -> None:
    """A file written before lines kept their language (no `language` anywhere) imports as
    before and exports again with `narration.language` null and its lines unchanged; a table
    that switched language mid-game has no single language (each line says its own)."""
    old = [_line("Everyone, close your eyes.", 0.0, None)]
    store.set_narration(finished, {"lines": old, "calls": []})
    data = export_game(store.load(finished), store.narration(finished))
    assert data["narration"]["language"] is None and data["narration"]["lines"] == old
    del data["narration"]["language"]  # exactly as an older version wrote it
    new_id = import_game(store, data)
    assert new_id == finished  # the same game: recognised, not added again
    with Store.open(store.path.parent / "other.sqlite3") as other:
        new_id = import_game(other, data)
        assert other.narration(new_id)["lines"] == old
    mixed = [_line("Everyone, close your eyes.", 0.0, "en"), _line("夜が明けました。", 3.0, "ja")]
    store.set_narration(finished, {"lines": mixed, "calls": []})
    data = export_game(store.load(finished), store.narration(finished))
    assert data["narration"]["language"] is None
    assert [line["language"] for line in data["narration"]["lines"]] == ["en", "ja"]
