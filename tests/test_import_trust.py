"""Imports trust only what replays: status, winner, days and player results come from the
replayed log; `ui_state` is checked field by field; the same game is never stored twice."""

from __future__ import annotations

import copy
import json
from pathlib import Path
from typing import Any

import pytest

from ww_desktop.cli import main
from ww_desktop.game_files import replay_check
from ww_desktop.headless import new_bot_game, play_on
from ww_desktop.store import Store
from ww_desktop.store.export import checksum, export_game, import_checked
from ww_desktop.ui_state import clean_ui_state


@pytest.fixture
def store(tmp_path: Path) -> Store:
    s = Store.open(tmp_path / "data" / "games.sqlite3")
    yield s  # type: ignore[misc]
    s.close()


def finished_export(tmp_path: Path, seed: int = 4) -> dict[str, Any]:
    with Store.open(tmp_path / "source.sqlite3") as source:
        session = new_bot_game(source, "standard", 9, seed)
        play_on(session)
        session.finish()
        return export_game(source.load(session.game_id))


def resealed(data: dict[str, Any]) -> dict[str, Any]:
    data["checksum"] = checksum(data["setup"], data["records"])
    return data


def test_a_faked_winner_changes_nothing(tmp_path: Path, store: Store) -> None:
    data = finished_export(tmp_path)
    real = copy.deepcopy(data["summary"])
    fake = data["summary"]
    loser = "village" if real["winner"] != "village" else "werewolves"
    fake["winner"], fake["days"] = loser, 99
    for player in fake["players"]:
        player["won"] = not player["won"]
    fake["winners"] = [p["name"] for p in fake["players"] if p["won"]]
    result = import_checked(store, data, validate=replay_check)
    stored = store.load(result.game_id)
    assert stored.summary == real
    (line,) = store.list_games()
    assert (line.winner, line.days) == (real["winner"], real["days"])
    wins = {s.name: s.wins for s in store.player_stats()}
    assert wins == {p["name"]: int(p["won"]) for p in real["players"]}


def test_a_finished_game_with_half_a_log_is_still_playing(tmp_path: Path, store: Store) -> None:
    data = resealed(finished_export(tmp_path))
    data["records"] = data["records"][: len(data["records"]) // 2]
    resealed(data)
    result = import_checked(store, data, validate=replay_check)
    stored = store.load(result.game_id)
    assert stored.status == "playing" and stored.summary is None
    assert [g.id for g in store.unfinished()] == [result.game_id]
    assert store.player_stats() == []


def test_a_crafted_ui_state_is_checked_field_by_field(tmp_path: Path, store: Store) -> None:
    data = finished_export(tmp_path)
    data["records"] = data["records"][:20]
    data["status"], data["summary"] = "playing", None
    resealed(data)
    data["ui_state"] = {
        "confirmed": True,
        "claims": {
            "0": {"role": "seer", "reports": [{"target": 1, "werewolf": True}]},
            "77": {"role": "seer"},
            "x": 3,
            "1": {"role": "<b>king</b>"},
        },
        "timer_left": 10**40,
        "timer_day": "soon",
        "wording": "rude",
        "extras": {
            "passplay": {"round": {"kind": "night", "seats": [0, 99]}, "seen": []},
            "evil": {"a": 1},
        },
    }
    result = import_checked(store, data, validate=replay_check)
    ui = store.load(result.game_id).ui_state
    assert ui["confirmed"] is False
    assert ui["claims"] == {
        "0": {"role": "seer", "reports": [{"target": 1, "werewolf": True}]},
        "1": {"role": None, "reports": []},
    }
    assert "timer_left" not in ui and "timer_day" not in ui and ui["wording"] is None
    assert ui["extras"]["passplay"]["round"] is None and "evil" not in ui["extras"]


@pytest.mark.parametrize(
    "junk",
    [
        [],
        "x",
        None,
        {"claims": [1]},
        {"claims": {"0": {"reports": "no"}}},
        {"extras": 5},
        {"extras": {"passplay": {"left": {"0": 3}, "picks": [[0]], "intents": {"0": 4}}}},
        {"timer_left": -5, "confirmed": "yes"},
    ],
)
def test_clean_ui_state_never_raises(junk: Any) -> None:
    clean = clean_ui_state(junk, seats=5, ended=False)
    assert clean["confirmed"] is False
    json.dumps(clean)


def test_confirmed_is_kept_for_a_game_that_ended(tmp_path: Path, store: Store) -> None:
    data = finished_export(tmp_path)
    data["ui_state"] = {"confirmed": True}
    result = import_checked(store, data, validate=replay_check)
    assert store.load(result.game_id).ui_state["confirmed"] is True


def _cli(capsys: pytest.CaptureFixture[str], data: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--data-dir", str(data), *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_cli_import_lists_the_replayed_truth(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    data = finished_export(tmp_path, seed=6)
    data["records"] = data["records"][:10]
    resealed(data)  # still says "finished", with the full summary
    file = tmp_path / "half.json"
    file.write_text(json.dumps(data))
    code, out, err = _cli(capsys, tmp_path / "d", "import", str(file))
    assert code == 0, err
    (game,) = json.loads(_cli(capsys, tmp_path / "d", "games", "--json")[1])
    assert game["status"] == "playing" and game["winner"] is None
    # Importing it twice adds nothing.
    code, again, err = _cli(capsys, tmp_path / "d", "import", str(file))
    assert code == 0 and again == out and "already in the history" in err
    assert len(json.loads(_cli(capsys, tmp_path / "d", "games", "--json")[1])) == 1
