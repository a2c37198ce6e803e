"""Tests for ``ww-desktop narrate``: a real WAV with espeak-ng, and clear errors."""

from __future__ import annotations

import subprocess
import sys
import wave
from pathlib import Path

import pytest

from ww_desktop.cli import main
from ww_desktop.narration.narrate_cli import build_setup
from ww_desktop.narration.script import night_script, script_texts


def _has_espeak() -> bool:
    try:
        import pyttsx3  # noqa: F401
    except ImportError:
        return False
    from ctypes.util import find_library

    return find_library("espeak-ng") is not None


def test_renders_a_night_to_a_wav(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    if not _has_espeak():
        pytest.skip("espeak-ng is not installed")
    out = tmp_path / "night.wav"
    code = main(
        ["narrate", "--preset", "standard", "--players", "8", "--night", "2", "--to", str(out)]
    )
    assert code == 0
    printed = capsys.readouterr().out
    assert str(out) in printed and " s " in printed
    with wave.open(str(out), "rb") as wav:
        seconds = wav.getnframes() / wav.getframerate()
        assert wav.getnchannels() == 1
    texts = script_texts(night_script(build_setup("standard", 8, None), 2, "gentle"))
    chars = sum(len(t) for t in texts)
    # About 15 characters a second at the default rate, plus 0.6 s between lines.
    expected = chars / 15 + 0.6 * (len(texts) - 1)
    assert 0.5 * expected < seconds < 2.0 * expected, (seconds, expected)
    assert f"{seconds:.1f} s" in printed


def test_waits_make_a_playable_night_with_the_call_windows(tmp_path: Path) -> None:
    """`--waits`: after each wake line, the call window's silence (the app's rule)."""
    if not _has_espeak():
        pytest.skip("espeak-ng is not installed")
    plain, timed = tmp_path / "plain.wav", tmp_path / "timed.wav"
    argv = ["narrate", "--preset", "classic", "--players", "8", "--night", "2", "--to"]
    assert main([*argv, str(plain)]) == 0
    assert main([*argv, str(timed), "--waits"]) == 0

    def seconds(path: Path) -> float:
        with wave.open(str(path), "rb") as wav:
            return wav.getnframes() / wav.getframerate()

    lines = night_script(build_setup("classic", 8, None), 2, "classic")
    windows = sum(x.window_ms for x in lines if x.text_id.endswith(".wake")) / 1000
    pauses = sum(x.pause_ms for x in lines[:-1]) / 1000 - 0.6 * (len(lines) - 1)
    assert windows > 30  # the werewolves, the Seer and the Witch
    assert seconds(timed) - seconds(plain) == pytest.approx(windows + pauses, abs=0.2)


@pytest.mark.parametrize(
    ("argv", "message"),
    [
        (["--preset", "nosuch", "--players", "8"], "unknown preset 'nosuch'"),
        (["--preset", "standard", "--players", "3"], "for 4 to 30 players, not 3"),
        (["--preset", "standard", "--players", "5", "--roles", "dragon"], "unknown role"),
        (["--preset", "basic", "--players", "6", "--roles", "seer", "doctor"], "werewolf"),
        (["--preset", "compact", "--players", "6", "--night", "-1"], "first night"),
    ],
)
def test_bad_input_gives_a_message_and_exit_code_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], argv: list[str], message: str
) -> None:
    out = tmp_path / "night.wav"
    assert main(["narrate", *argv, "--to", str(out)]) == 2
    err = capsys.readouterr().err
    assert message in err
    assert "Traceback" not in err
    assert not out.exists()


def test_the_command_line_program_reports_bad_input(tmp_path: Path) -> None:
    argv = ["narrate", "--preset", "standard", "--players", "3", "--to", str(tmp_path / "x.wav")]
    done = subprocess.run(
        [sys.executable, "-m", "ww_desktop", *argv],
        capture_output=True,
        text=True,
        check=False,
    )
    assert done.returncode == 2
    assert "not 3" in done.stderr and "Traceback" not in done.stderr


def test_missing_speech_engine_gives_a_message_and_exit_code_2(
    tmp_path: Path, capsys: pytest.CaptureFixture[str], monkeypatch: pytest.MonkeyPatch
) -> None:
    from ww_desktop.narration import voices

    def no_engine(*args: object, **kwargs: object) -> float:
        raise voices.SpeechUnavailable("On Linux, install the espeak-ng package.")

    monkeypatch.setattr(voices, "render_wav", no_engine)
    argv = ["narrate", "--preset", "classic", "--players", "7", "--to", str(tmp_path / "n.wav")]
    assert main(argv) == 2
    err = capsys.readouterr().err
    assert "speech is not available" in err and "espeak-ng" in err
    assert "Traceback" not in err
