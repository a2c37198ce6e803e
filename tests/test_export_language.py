"""`export --format md --language L`: the Markdown summary in the game's language."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest


def _cli(data: Path, *args: str) -> str:
    done = subprocess.run(
        [sys.executable, "-m", "ww_desktop", "--data-dir", str(data), *args],
        capture_output=True,
        text=True,
        timeout=120,
        check=False,
    )
    assert done.returncode == 0, done.stderr
    return done.stdout


@pytest.mark.parametrize(
    ("language", "heading", "day"),
    [
        ("en", "Werewolf game", "## Day 1"),
        ("fr", "Partie de Loups-garous", "## Jour 1"),
        ("ja", "人狼ゲーム", "## 1日目"),
    ],
)
def test_markdown_summary_in_each_language(
    tmp_path: Path, language: str, heading: str, day: str
) -> None:
    game_id = _cli(
        tmp_path, "play", "--bots", "--preset", "classic", "--players", "7", "--seed", "3"
    ).split()[0]
    text = _cli(tmp_path, "export", game_id, "--format", "md", "--language", language)
    assert text.startswith(f"# {heading}")
    assert day in text
    if language != "en":
        assert "Player 1 voted" not in text and "Votes:" not in text
