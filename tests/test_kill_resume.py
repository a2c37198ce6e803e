"""A game killed (SIGKILL) at many random moments and resumed ends exactly like an
uninterrupted game with the same seed: same log, same winner, same export."""

from __future__ import annotations

import json
import os
import random
import signal
import subprocess
import sys
from pathlib import Path

import pytest

SEED = 20261129
ARGS = ["play", "--bots", "--preset", "standard", "--players", "12", "--seed", str(SEED)]


def _cli(data: Path, *args: str) -> list[str]:
    return [sys.executable, "-m", "ww_desktop", "--data-dir", str(data), *args]


def _export(data: Path, game_id: str) -> dict:
    out = subprocess.run(
        _cli(data, "export", game_id), capture_output=True, text=True, check=True
    ).stdout
    exported = json.loads(out)
    for key in ("exported", "created", "checksum"):
        exported.pop(key, None)
    return exported


@pytest.mark.skipif(not hasattr(signal, "SIGKILL"), reason="needs SIGKILL")
def test_killed_and_resumed_game_ends_like_an_uninterrupted_one(tmp_path: Path) -> None:
    plain = tmp_path / "plain"
    done = subprocess.run(_cli(plain, *ARGS), capture_output=True, text=True, check=True)
    plain_id = done.stdout.split()[0]
    reference = _export(plain, plain_id)

    killed = tmp_path / "killed"
    rng = random.Random(SEED)
    command = _cli(killed, *ARGS, "--verbose")
    game_id = None
    kills = 0
    for _ in range(40):
        proc = subprocess.Popen(command, stdout=subprocess.PIPE, text=True)
        assert proc.stdout is not None
        first = proc.stdout.readline().strip()
        game_id = game_id or first
        assert first == game_id
        # Let it save a random number of choices, then kill it mid-game without warning.
        for _ in range(rng.randrange(1, 12)):
            if not proc.stdout.readline():
                break
        if proc.poll() is None:
            os.kill(proc.pid, signal.SIGKILL)
            kills += 1
        proc.stdout.close()
        proc.wait()
        command = _cli(killed, "play", "--resume", game_id, "--verbose")
        status = json.loads(
            subprocess.run(
                _cli(killed, "games", "--json"), capture_output=True, text=True, check=True
            ).stdout
        )
        if status and status[0]["status"] == "finished":
            break
    assert kills >= 3, "the game ended before it could be interrupted often enough"
    assert game_id is not None
    resumed = _export(killed, game_id)
    assert resumed["records"] == reference["records"]
    assert resumed["summary"] == reference["summary"]
    assert resumed["setup"] == reference["setup"]
