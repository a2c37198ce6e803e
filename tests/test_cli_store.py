"""The saved-game commands: play, games, export (JSON and Markdown), import, bad input."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ww_desktop.cli import main


def _run(capsys: pytest.CaptureFixture[str], data: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--data-dir", str(data), *args])
    out, err = capsys.readouterr()
    return code, out, err


def test_play_list_export_import_round_trip(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, _ = _run(
        capsys, tmp_path, "play", "--bots", "--preset", "compact", "--players", "8", "--seed", "3"
    )
    assert code == 0
    game_id = out.split()[0]
    assert "winner:" in out
    code, out, _ = _run(capsys, tmp_path, "games", "--json")
    games = json.loads(out)
    assert [g["id"] for g in games] == [game_id]
    assert games[0]["status"] == "finished" and games[0]["preset"] == "compact"
    code, out, _ = _run(capsys, tmp_path, "export", game_id, "--format", "md")
    assert code == 0 and "# Werewolf game: Compact (quick games)" in out and "| Player |" in out
    exported = tmp_path / "game.json"
    assert _run(capsys, tmp_path, "export", game_id, "--to", str(exported))[0] == 0
    code, out, _ = _run(capsys, tmp_path / "other", "import", str(exported))
    assert code == 0
    assert len(json.loads(_run(capsys, tmp_path / "other", "games", "--json")[1])) == 1
    # The same file again, or into the store it came from: recognised, not counted twice.
    code, again, err = _run(capsys, tmp_path / "other", "import", str(exported))
    assert code == 0 and again == out and "already in the history" in err
    code, out, err = _run(capsys, tmp_path, "import", str(exported))
    assert code == 0 and out.split() == [game_id] and "already in the history" in err
    assert len(json.loads(_run(capsys, tmp_path, "games", "--json")[1])) == 1


def test_tampered_import_is_refused_and_adds_nothing(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    _, out, _ = _run(capsys, tmp_path, "play", "--bots", "--players", "7", "--seed", "5")
    game_id = out.split()[0]
    exported = tmp_path / "game.json"
    _run(capsys, tmp_path, "export", game_id, "--to", str(exported))
    data = json.loads(exported.read_text())
    data["records"][0]["target"] = 99  # an impossible seat; checksum no longer matches
    exported.write_text(json.dumps(data))
    code, _, err = _run(capsys, tmp_path, "import", str(exported))
    assert code == 2 and "Traceback" not in err and err.startswith("ww-desktop import:")
    # Even with a recomputed checksum the log must replay legally.
    from ww_desktop.store.export import checksum

    data["checksum"] = checksum(data["setup"], data["records"])
    exported.write_text(json.dumps(data))
    code, _, err = _run(capsys, tmp_path, "import", str(exported))
    assert code == 2 and ("replay" in err.lower() or "seat" in err.lower()), err
    assert len(json.loads(_run(capsys, tmp_path, "games", "--json")[1])) == 1


def test_bad_input_gives_a_sentence_not_a_traceback(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, _, err = _run(capsys, tmp_path, "export", "no-such-game")
    assert code == 2 and "no-such-game" in err
    code, _, err = _run(capsys, tmp_path, "play", "--bots", "--players", "3")
    assert code == 2 and "4 to 30 players" in err
    code, _, err = _run(capsys, tmp_path, "play")
    assert code == 2 and "--bots" in err
    (tmp_path / "x.json").write_text("{not json")
    code, _, err = _run(capsys, tmp_path, "import", str(tmp_path / "x.json"))
    assert code == 2 and "not a JSON file" in err
    code, _, err = _run(capsys, tmp_path, "play", "--resume", "nope")
    assert code == 2


def test_resuming_a_game_stopped_before_its_summary_finishes_it(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """A kill between the last choice and the summary leaves a decided game 'playing';
    resuming it saves the summary instead of leaving it unfinished forever."""
    from ww_desktop.headless import new_bot_game, next_bot_choice
    from ww_desktop.store import Store, default_store_path

    with Store.open(default_store_path(tmp_path)) as store:
        session = new_bot_game(store, "standard", 8, 11)
        while (choice := next_bot_choice(session)) is not None:
            session.apply(choice)  # every choice saved, but finish() never called
        game_id = session.game_id
        assert str(store.load(game_id).status) == "playing"
    code, out, _ = _run(capsys, tmp_path, "play", "--resume", game_id)
    assert code == 0 and "already over" in out
    games = json.loads(_run(capsys, tmp_path, "games", "--json")[1])
    assert games[0]["status"] == "finished" and games[0]["winner"]
