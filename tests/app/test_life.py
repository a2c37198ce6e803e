"""The app's life: quitting ends the process (voice, simulation and TV included), a second
launch on the same data folder wakes the first one and opens nothing, and the demo followed by
a language switch does not abort. Each case runs the real app in a subprocess
(`life_driver.py`) and watches the process itself end."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
from pathlib import Path
from typing import Any

import pytest

DRIVER = Path(__file__).with_name("life_driver.py")
ROOT = DRIVER.parents[2]


def _env(voice: str = "pyttsx3") -> dict[str, str]:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", PYTHONPATH=str(ROOT))
    env["WW_DESKTOP_VOICE"] = voice
    return env


def _pyttsx3() -> bool:
    try:
        import pyttsx3  # noqa: F401
    except Exception:
        return False
    return True


def drive(data: Path, action: str, voice: str = "pyttsx3") -> tuple[int, dict[str, Any], str]:
    """Run the driver; its exit code, its report and its stderr."""
    started = time.monotonic()
    done = subprocess.run(
        [sys.executable, str(DRIVER), str(data), action],
        capture_output=True,
        text=True,
        env=_env(voice),
        timeout=120,
        check=False,
    )
    lines = [x for x in done.stdout.splitlines() if x.startswith("report ")]
    report = json.loads(lines[-1][len("report ") :]) if lines else {}
    report["seconds"] = time.monotonic() - started
    return done.returncode, report, done.stderr


def test_quit_mid_game_the_process_exits(tmp_path: Path) -> None:
    """Ctrl+Q, Yes during a game: the voice stops, its thread is joined, the TV closes and
    the process ends by itself."""
    voice = "pyttsx3" if _pyttsx3() else "silent"
    code, report, err = drive(tmp_path / "data", "quit", voice)
    assert code == 0, err[-3000:]
    assert report["asked"] == ["The game is saved; you can resume it later. Quit?"]
    assert "watchdog" not in report and report["exec"] == 0
    assert report["threads_after"] == []
    assert report["tv_visible"] is False
    assert "Destroyed while thread" not in err
    if voice == "pyttsx3":
        assert report["voice_thread"] == "ww-voice-pyttsx3"


def test_quit_while_the_balance_simulation_runs(tmp_path: Path) -> None:
    code, report, err = drive(tmp_path / "data", "quit-lobby", "silent")
    assert code == 0, err[-3000:]
    assert "balance-simulation" in report["simulating"]
    assert "balance-simulation" not in report["threads_after"]
    assert "watchdog" not in report


@pytest.mark.skipif(not _pyttsx3(), reason="needs pyttsx3 (the demo's voice thread)")
def test_demo_then_language_switch_does_not_abort(tmp_path: Path) -> None:
    """Watch a demo game, stop it, switch to French: no "QThread: Destroyed while thread
    'ww-voice-pyttsx3' is still running" abort (exit 134)."""
    code, report, err = drive(tmp_path / "data", "demo-language")
    assert code == 0, err[-3000:]
    assert report["demo_voice"] == "Pyttsx3Voice"
    assert report["language_switched"] is True
    assert "Destroyed while thread" not in err
    assert report["threads_after"] == []


def test_a_second_launch_wakes_the_first_and_opens_nothing(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = subprocess.Popen(
        [sys.executable, str(DRIVER), str(data), "hold"],
        stdout=subprocess.PIPE,
        stderr=subprocess.PIPE,
        text=True,
        env=_env("silent"),
    )
    try:
        assert first.stdout is not None
        assert first.stdout.readline().strip() == "ready"
        store = data / "games.sqlite3"
        before = store.stat().st_mtime_ns
        second = subprocess.run(
            [sys.executable, "-m", "ww_desktop", "--data-dir", str(data)],
            capture_output=True,
            text=True,
            env=_env("silent"),
            timeout=60,
            check=False,
        )
        assert second.returncode == 0, second.stderr[-2000:]
        assert "already running" in second.stderr
        assert "brought to the front" in second.stderr
        out, err = first.communicate(timeout=60)
    finally:
        if first.poll() is None:
            first.kill()
    assert first.returncode == 0, err[-3000:]
    report = json.loads(next(x for x in out.splitlines() if x.startswith("report "))[7:])
    assert report["raised"] is True
    assert store.stat().st_mtime_ns >= before
    # Once the first has quit, the folder is free again: a new launch may take it.
    from PySide6.QtCore import QLockFile

    from ww_desktop.app.instance import LOCK_NAME

    lock = QLockFile(str(data / LOCK_NAME))
    assert lock.tryLock(0)
    lock.unlock()
