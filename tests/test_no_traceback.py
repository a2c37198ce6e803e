"""No traceback, ever: every bad input and fault in docs/bad-inputs.md gets a plain message.

Each case runs the real command (in-process, or as a program when a pipe or a device is
involved) and checks the exit code, the message and that no Python traceback is printed.
"""

from __future__ import annotations

import json
import sqlite3
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest

from ww_desktop.cli import main
from ww_desktop.store import Store
from ww_desktop.store.export import checksum

ROOT = Path(__file__).resolve().parents[1]


def run(capsys: pytest.CaptureFixture[str], *args: str) -> tuple[int, str, str]:
    try:
        code = main(list(args))
    except SystemExit as exc:  # argparse's own usage errors
        code = int(exc.code or 0)
    out, err = capsys.readouterr()
    assert "Traceback" not in out + err, err
    return code, out, err


def program(
    *args: str, pipe_to_head: bool = False, cwd: Path = ROOT
) -> subprocess.CompletedProcess[str]:
    command = [sys.executable, "-m", "ww_desktop", *args]
    if pipe_to_head:
        line = " ".join(f"'{a}'" for a in command) + " | head -n 1"
        return subprocess.run(
            ["bash", "-o", "pipefail", "-c", line],
            capture_output=True,
            text=True,
            cwd=cwd,
            timeout=120,
        )
    return subprocess.run(command, capture_output=True, text=True, cwd=cwd, timeout=120)


@pytest.fixture
def data(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> tuple[Path, str]:
    """A data folder with one finished bot game; returns (folder, game id)."""
    folder = tmp_path / "data"
    code, out, _ = run(
        capsys, "--data-dir", str(folder), "play", "--bots", "--players", "7", "--seed", "2"
    )
    assert code == 0
    return folder, out.split()[0]


# ------------------------------------------------------------------ export --to


@pytest.mark.parametrize(
    ("target", "message"),
    [
        ("{tmp}/missing/game.json", "does not exist"),
        ("{tmp}", "is a folder"),
        ("/dev/full", "not an ordinary file"),
        ("/dev/null", "not an ordinary file"),
        ("/proc/version", "cannot be written"),
        ("{data}/games.sqlite3", "saved-games file"),
        ("{data}/games.sqlite3-wal", "saved-games file"),
        ("{data}/settings.ini", "data folder"),
    ],
)
def test_export_to_a_bad_place(
    data: tuple[Path, str],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    target: str,
    message: str,
) -> None:
    folder, game_id = data
    (folder / "settings.ini").write_text("[General]\n")
    before = (folder / "games.sqlite3").read_bytes()
    target = target.format(tmp=tmp_path, data=folder)
    code, _, err = run(capsys, "--data-dir", str(folder), "export", game_id, "--to", target)
    assert code == 2 and err.startswith("ww-desktop export:") and message in err, err
    assert (folder / "games.sqlite3").read_bytes() == before
    assert (folder / "settings.ini").read_text() == "[General]\n"
    code, out, _ = run(capsys, "--data-dir", str(folder), "games", "--json")
    assert code == 0 and [g["id"] for g in json.loads(out)] == [game_id]


def test_export_writes_whole_files_only(
    data: tuple[Path, str], tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    folder, game_id = data
    target = tmp_path / "game.json"
    target.write_text("old")
    assert run(capsys, "--data-dir", str(folder), "export", game_id, "--to", str(target))[0] == 0
    assert json.loads(target.read_text())["format"] == "ww-game/1"
    assert [p.name for p in tmp_path.iterdir() if p.name.endswith(".tmp")] == []
    # A new file in the data folder is fine (nothing is written over).
    assert (
        run(
            capsys,
            "--data-dir",
            str(folder),
            "export",
            game_id,
            "--to",
            str(folder / "a.md"),
            "--format",
            "md",
        )[0]
        == 0
    )


# ------------------------------------------------------------------ import


def _exported(
    capsys: pytest.CaptureFixture[str], data: tuple[Path, str], tmp_path: Path
) -> dict[str, Any]:
    folder, game_id = data
    file = tmp_path / "game.json"
    run(capsys, "--data-dir", str(folder), "export", game_id, "--to", str(file))
    return json.loads(file.read_text())


def _with_lot(data: dict[str, Any], value: Any) -> dict[str, Any]:
    lots = [r for r in data["records"] if r["kind"] == "lot"]
    if lots:
        lots[0]["value"] = value
    else:
        data["records"].insert(0, {"kind": "lot", "value": value})
    data["checksum"] = checksum(data["setup"], data["records"])
    return data


@pytest.mark.parametrize(
    ("change", "message"),
    [
        (lambda d: _with_lot(d, 57), "does not replay"),
        (lambda d: _with_lot(d, -3), "does not replay"),
        (lambda d: _with_lot(d, 10**30), "does not replay"),
        (lambda d: _with_lot(d, [10**30, 2]), "does not replay"),
        (lambda d: _with_lot(d, "many"), "lot's value"),
        (lambda d: {**d, "format": "ww-game/" + "9" * 5000}, "newer version"),
        (lambda d: {**d, "format": "ww-game/1000000000000"}, "newer version"),
    ],
)
def test_import_of_a_bad_game(
    data: tuple[Path, str],
    tmp_path: Path,
    capsys: pytest.CaptureFixture[str],
    change: Any,
    message: str,
) -> None:
    game = change(_exported(capsys, data, tmp_path))
    file = tmp_path / "bad.json"
    file.write_text(json.dumps(game))
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "other"), "import", str(file))
    assert code == 2 and message in err, err
    code, out, _ = run(capsys, "--data-dir", str(tmp_path / "other"), "games", "--json")
    assert json.loads(out) == []


@pytest.mark.parametrize(
    ("text", "message"),
    [
        ("[" * 100_000 + "]" * 100_000, "nested too deeply"),
        ('{"format": ' + "9" * 5000 + "}", "number too long to read"),
        ("\xff\xfe", "not a JSON file"),
    ],
)
def test_import_of_a_bad_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str, message: str
) -> None:
    file = tmp_path / "bad.json"
    file.write_bytes(text.encode("latin-1"))
    code, _, err = run(capsys, "--data-dir", str(tmp_path / "d"), "import", str(file))
    assert code == 2 and message in err, err


@pytest.mark.parametrize(
    ("path", "message"), [("/dev/zero", "not an ordinary file"), ("/", "folder")]
)
def test_import_of_a_device_or_folder(tmp_path: Path, path: str, message: str) -> None:
    done = program("--data-dir", str(tmp_path), "import", path)
    assert done.returncode == 2 and message in done.stderr and "Traceback" not in done.stderr


# ------------------------------------------------------------------ scenario


@pytest.mark.parametrize(
    "text", ["[" * 100_000 + "]" * 100_000, '{"preset": "basic", "seats": ' + "7" * 5000 + "}"]
)
def test_scenario_of_a_bad_file(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], text: str
) -> None:
    file = tmp_path / "bad.json"
    file.write_text(text)
    code, out, _ = run(capsys, "scenario", str(file))
    assert code == 1 and out.startswith("FAIL") and out.splitlines()[-1] == "0 passed, 1 failed"


def test_scenario_of_an_empty_folder(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _out, err = run(capsys, "scenario", str(tmp_path))
    assert code == 1 and "no scenario files" in err


# ------------------------------------------------------------------ pipes


def _many_games(folder: Path, count: int) -> None:
    with Store.open(folder / "games.sqlite3") as store:
        for i in range(count):
            store.create_game(
                {"preset": "basic", "seats": [[f"Player {i} {j}", None] for j in range(12)]}
            )


@pytest.mark.parametrize(
    "args",
    [
        ("play", "--bots", "--verbose", "--players", "12", "--seed", "1"),
        ("scenario", "tests/scenarios"),
        ("games", "--json"),
        ("games",),
    ],
)
def test_output_cut_short_by_the_reader(tmp_path: Path, args: tuple[str, ...]) -> None:
    _many_games(tmp_path, 400)
    done = program("--data-dir", str(tmp_path), *args, pipe_to_head=True)
    assert "Traceback" not in done.stderr and "Broken pipe" not in done.stderr, done.stderr
    assert done.stdout.count("\n") == 1


# ------------------------------------------------------------------ games


def test_one_bad_row_never_hides_the_others(
    data: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, game_id = data
    with Store.open(folder / "games.sqlite3") as store:
        old = store.create_game({"seats": [["Ann", None], ["Bob", None]]})  # no preset
        bad = store.create_game({"preset": "basic", "seats": [["Cy", None]]})
    with sqlite3.connect(folder / "games.sqlite3") as conn:
        conn.execute("UPDATE games SET created = 'the day before' WHERE id = ?", (bad,))
    code, out, err = run(capsys, "--data-dir", str(folder), "games")
    assert code == 0 and game_id in out and old in out and bad not in out
    assert f"game {bad} is left out" in err
    code, out, err = run(capsys, "--data-dir", str(folder), "games", "--json")
    assert code == 0 and {g["id"] for g in json.loads(out)} == {game_id, old}
    assert bad in err


# ------------------------------------------------------------------ plain messages


def test_resume_with_an_empty_id(
    data: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, _ = data
    code, _, err = run(capsys, "--data-dir", str(folder), "play", "--resume", "")
    assert code == 2 and "--resume needs the id" in err and "--bots" not in err


def test_a_bad_record_names_its_game(
    data: tuple[Path, str], capsys: pytest.CaptureFixture[str]
) -> None:
    folder, game_id = data
    with sqlite3.connect(folder / "games.sqlite3") as conn:
        conn.execute(
            "UPDATE records SET body = ? WHERE game_id = ? AND idx = 0",
            ('{"kind": "choice", "seat": "x", "verb": 5, "target": null}', game_id),
        )
    for args in (("play", "--resume", game_id), ("export", game_id, "--format", "md")):
        code, _, err = run(capsys, "--data-dir", str(folder), *args)
        assert code == 2 and game_id in err, err


def test_empty_data_dir_is_an_error(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    code, _, err = run(capsys, "--data-dir", "", "games")
    assert code == 2 and "--data-dir" in err


def test_markdown_export_strips_control_characters(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    from ww_desktop.engine.setup import deal
    from ww_desktop.headless import play_on
    from ww_desktop.session import Session

    folder = tmp_path / "d"
    names = ["\x1b[2JAnn", "Bob\x07", "Cy\x9b31m", "Di|x", "Ed", "Flo", "Gus"]
    with Store.open(folder / "games.sqlite3") as store:
        session = Session.new(store, deal("basic", names, seed=1))
        play_on(session)
        game_id = session.game_id
    code, out, _ = run(capsys, "--data-dir", str(folder), "export", game_id, "--format", "md")
    assert code == 0
    assert not any((ord(c) < 32 and c != "\n") or 0x7F <= ord(c) < 0xA0 for c in out)
    assert "[2JAnn" in out and "Di\\|x" in out


@pytest.mark.parametrize(
    ("option", "value"), [("--games", "1000000000"), ("--workers", "100000"), ("--games", "0")]
)
def test_simulate_bounds(capsys: pytest.CaptureFixture[str], option: str, value: str) -> None:
    code, _, err = run(capsys, "simulate", "--preset", "basic", "--players", "6", option, value)
    assert code == 2 and option in err
