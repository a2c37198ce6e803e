"""The `ww-desktop` command line: `roles` matches the seeds' tables; `scenario` reports cleanly."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest

from ww_desktop.cli import main

ROOT = Path(__file__).resolve().parents[2]


def roles_json(capsys: pytest.CaptureFixture[str], preset: str, players: int) -> dict[str, int]:
    code = main(["roles", "--preset", preset, "--players", str(players), "--json"])
    out = capsys.readouterr().out
    assert code == 0
    counts: dict[str, int] = json.loads(out)
    assert sum(counts.values()) == players
    return counts


def standard_row(players: int) -> dict[str, int]:
    """Seed 000: 1 wolf up to 6, 2 from 7, 3 from 11, 4 from 14, 5 from 18, 6 from 21, 7 from 25
    and 8 from 28; the Seer always; the Knight from 5, the Medium from 7, the Traitor from 8."""
    wolves = 1
    for start, n in ((7, 2), (11, 3), (14, 4), (18, 5), (21, 6), (25, 7), (28, 8)):
        if players >= start:
            wolves = n
    row = {
        "werewolf": wolves,
        "seer": 1,
        "knight": int(players >= 5),
        "medium": int(players >= 7),
        "traitor": int(players >= 8),
    }
    row["villager"] = players - sum(row.values())
    return {k: v for k, v in row.items() if v}


@pytest.mark.parametrize("players", range(4, 31))
def test_standard_table(capsys: pytest.CaptureFixture[str], players: int) -> None:
    assert roles_json(capsys, "standard", players) == standard_row(players)


SEED_002 = {
    ("basic", 7): {"werewolf": 2, "villager": 3, "seer": 1, "doctor": 1},
    ("basic", 9): {"werewolf": 3, "villager": 4, "seer": 1, "doctor": 1},
    ("basic", 12): {"werewolf": 4, "villager": 6, "seer": 1, "doctor": 1},
    ("classic", 9): {"werewolf": 3, "villager": 3, "seer": 1, "witch": 1, "hunter": 1},
    ("classic", 10): {"werewolf": 3, "villager": 4, "seer": 1, "witch": 1, "hunter": 1},
    ("classic", 12): {"werewolf": 4, "villager": 5, "seer": 1, "witch": 1, "hunter": 1},
}


@pytest.mark.parametrize(("preset", "players"), list(SEED_002))
def test_seed_002_tables(capsys: pytest.CaptureFixture[str], preset: str, players: int) -> None:
    assert roles_json(capsys, preset, players) == SEED_002[(preset, players)]


# Seed 003: Werewolf, Madman, Seer, Medium, Knight, Freemason, Villager.
SEED_003 = {
    5: (1, 1, 1, 0, 0, 0, 2),
    6: (1, 1, 1, 0, 1, 0, 2),
    7: (2, 0, 1, 0, 1, 0, 3),
    8: (2, 1, 1, 1, 1, 0, 2),
    9: (2, 1, 1, 1, 1, 0, 3),
    10: (2, 1, 1, 1, 1, 2, 2),
    11: (2, 1, 1, 1, 1, 2, 3),
    12: (3, 1, 1, 1, 1, 2, 3),
}
COMPACT_IDS = ("werewolf", "traitor", "seer", "medium", "knight", "mason", "villager")


@pytest.mark.parametrize("players", list(SEED_003))
def test_compact_table(capsys: pytest.CaptureFixture[str], players: int) -> None:
    want = {r: n for r, n in zip(COMPACT_IDS, SEED_003[players], strict=True) if n}
    assert roles_json(capsys, "compact", players) == want


@pytest.mark.parametrize("players", [7, 9, 11, 16, 17, 20, 30])
def test_traditional_table(capsys: pytest.CaptureFixture[str], players: int) -> None:
    wolves = 3 if players >= 17 else 2
    want = {"werewolf": wolves, "seer": 1, "villager": players - wolves - 1}
    assert roles_json(capsys, "traditional", players) == want


def test_roles_plain_text(capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["roles", "--preset", "basic", "--players", "7"]) == 0
    out = capsys.readouterr().out
    assert "werewolf" in out and "doctor" in out


@pytest.mark.parametrize(
    ("args", "message"),
    [
        (["--preset", "chess", "--players", "7"], "unknown preset 'chess'"),
        (["--preset", "standard", "--players", "3"], "is for 4 to 30 players, not 3"),
        (["--preset", "compact", "--players", "13"], "is for 5 to 12 players, not 13"),
        (["--preset", "traditional", "--players", "6"], "is for 7 to 30 players, not 6"),
    ],
)
def test_roles_refuses_bad_input(
    capsys: pytest.CaptureFixture[str], args: list[str], message: str
) -> None:
    assert main(["roles", *args, "--json"]) == 2
    captured = capsys.readouterr()
    assert message in captured.err
    assert "Traceback" not in captured.err + captured.out
    assert captured.out == ""


GOOD = {
    "format": "ww-scenario/1",
    "name": "good one",
    "preset": "basic",
    "seats": [["A", "werewolf"], ["B", "doctor"], ["C", "seer"], ["D", "villager"]],
    "steps": [{"night": {"A": {"attack": "D"}}}, {"expect": {"dawn": ["D"]}}],
}


def test_scenario_all_pass(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    (tmp_path / "good.json").write_text(json.dumps(GOOD), encoding="utf-8")
    assert main(["scenario", str(tmp_path)]) == 0
    lines = capsys.readouterr().out.splitlines()
    assert lines == ["PASS good one", "1 passed, 0 failed"]


def test_scenario_failure_exits_non_zero(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    bad = dict(GOOD, name="bad one", steps=[{"night": {}}, {"expect": {"dawn": ["C"]}}])
    (tmp_path / "a_good.json").write_text(json.dumps(GOOD), encoding="utf-8")
    (tmp_path / "b_bad.json").write_text(json.dumps(bad), encoding="utf-8")
    assert main(["scenario", str(tmp_path)]) == 1
    lines = capsys.readouterr().out.splitlines()
    assert lines[0] == "PASS good one"
    assert lines[1].startswith("FAIL bad one: ")
    assert lines[-1] == "1 passed, 1 failed"


def test_scenario_malformed_file(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    path = tmp_path / "broken.json"
    path.write_text("{ not json", encoding="utf-8")
    assert main(["scenario", str(path)]) == 1
    out = capsys.readouterr().out
    assert "FAIL broken.json: not valid JSON" in out
    assert out.splitlines()[-1] == "0 passed, 1 failed"
    assert "Traceback" not in out


def test_scenario_nothing_found_is_a_failure(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert main(["scenario", str(tmp_path)]) == 1
    assert capsys.readouterr().out.splitlines()[-1] == "0 passed, 0 failed"


def test_scenario_command_as_a_program() -> None:
    done = subprocess.run(
        [sys.executable, "-m", "ww_desktop", "scenario", "tests/scenarios/spec_examples"],
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 0, done.stdout + done.stderr
    lines = done.stdout.splitlines()
    assert lines[-1] == "3 passed, 0 failed"
    assert all(line.startswith("PASS ") for line in lines[:-1])
