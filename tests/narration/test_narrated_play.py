"""`ww-desktop play --bots --narrated --host-delay MIN:MAX`: the host's actions in the export.

The narration record keeps every action of the host on the log (apply, undo, redo), with
its table time and the log's length after it; `export` writes it as ``narration.host`` and
an import keeps it (``docs/export-format.md``).
"""

from __future__ import annotations

import itertools
import json
from pathlib import Path

import pytest

from ww_desktop.cli import main

PLAY = ("play", "--bots", "--narrated", "--preset", "classic", "--players", "7", "--seed", "4")


def _run(capsys: pytest.CaptureFixture[str], data: Path, *args: str) -> tuple[int, str, str]:
    code = main(["--data-dir", str(data), *args])
    out, err = capsys.readouterr()
    return code, out, err


def _export(capsys: pytest.CaptureFixture[str], data: Path, game_id: str) -> dict:
    code, out, err = _run(capsys, data, "export", game_id)
    assert code == 0, err
    return json.loads(out)


def test_the_host_delay_and_the_hosts_actions_reach_the_export(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    code, out, err = _run(capsys, tmp_path, *PLAY, "--undo-rate", "0.3", "--host-delay", "1:3")
    assert code == 0, err
    game_id = out.split()[0]
    corrections = int(out.rsplit("(", 1)[1].split(",")[1].split()[0])
    exported = _export(capsys, tmp_path, game_id)
    host = exported["narration"]["host"]
    assert host and {h["action"] for h in host} <= {"apply", "undo", "redo"}
    assert sum(h["action"] == "undo" for h in host) == corrections > 0
    times = [h["t"] for h in host]
    assert times == sorted(times)
    assert host[-1]["log"] == len(exported["records"])
    for before, after in itertools.pairwise(host):
        if after["action"] == "undo":
            assert after["log"] < before["log"]
        else:
            assert after["log"] > before["log"]
    # Each answer came 1 to 3 s after its call opened (the host's delay, drawn with the seed).
    calls = exported["narration"]["calls"]
    applies = [h["t"] for h in host if h["action"] == "apply"]
    for call in calls:
        if call["here"] and call["role"] == "werewolves":
            answered = [t for t in applies if t >= call["open"]]
            assert answered and answered[0] - call["open"] <= 3.0 + 10.0  # wake line + delay

    # An import keeps the host's actions.
    other = tmp_path / "other"
    path = tmp_path / "game.json"
    path.write_text(json.dumps(exported), encoding="utf-8")
    code, out, err = _run(capsys, other, "import", str(path))
    assert code == 0, err
    imported = out.split()[0]
    assert _export(capsys, other, imported)["narration"]["host"] == host


def test_the_same_seed_gives_the_same_host(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    hosts = []
    for name in ("a", "b"):
        code, out, err = _run(capsys, tmp_path / name, *PLAY, "--host-delay", "0.5:20")
        assert code == 0, err
        hosts.append(_export(capsys, tmp_path / name, out.split()[0])["narration"]["host"])
    assert hosts[0] == hosts[1]


@pytest.mark.parametrize("bad", ["5", "3:1", "a:b", "-1:2", ":"])
def test_a_bad_host_delay_is_one_clear_line(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], bad: str
) -> None:
    code, _, err = _run(capsys, tmp_path, *PLAY, f"--host-delay={bad}")
    assert code == 2
    assert err.startswith("ww-desktop play: --host-delay is MIN:MAX") and err.count("\n") == 1


@pytest.mark.parametrize("language", ["ja", "fr"])
def test_the_export_says_the_narrations_language(
    qapp: object, tmp_path: Path, capsys: pytest.CaptureFixture[str], language: str
) -> None:
    """`play --language ja` saves the lines in Japanese; the export says so, for the whole
    narration and for each line, and an import keeps it."""
    code, out, err = _run(capsys, tmp_path, *PLAY, "--language", language)
    assert code == 0, err
    exported = _export(capsys, tmp_path, out.split()[0])
    narration = exported["narration"]
    assert narration["language"] == language
    assert narration["lines"] and {line["language"] for line in narration["lines"]} == {language}
    path = tmp_path / "game.json"
    path.write_text(json.dumps(exported, ensure_ascii=False), encoding="utf-8")
    other = tmp_path / "other"
    code, out, err = _run(capsys, other, "import", str(path))
    assert code == 0, err
    again = _export(capsys, other, out.split()[0])["narration"]
    assert again["language"] == language and again["lines"] == narration["lines"]
