"""The narration's WAV player reaches a real sound output (a PulseAudio null sink).

It plays through ``QAudioSink`` alone, which needs no QtMultimedia media backend: the packaged
app ships without FFmpeg. Runs in a child process (QtMultimedia must meet the private sound
server before its first use); skipped without ``pulseaudio`` and ``parec``.
"""

from __future__ import annotations

import json
import shutil
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]

CHILD = r"""
import json, sys, time
sys.path.insert(0, sys.argv[1] + "/bench")
from audio_probe import SinkProbe, private_pulse
from pathlib import Path
with private_pulse() as sink:
    from PySide6.QtCore import QEventLoop, QTimer
    from PySide6.QtWidgets import QApplication
    from ww_desktop.narration.audio import WavPlayer, wav_duration
    from ww_desktop.resources import resource_path
    app = QApplication([])
    wav = resource_path("sounds", "chime.wav")
    probe = SinkProbe(sink)
    player = WavPlayer()
    ended = []
    player.finished.connect(lambda: ended.append(time.perf_counter()))
    loop = QEventLoop()
    player.finished.connect(loop.quit)
    QTimer.singleShot(10_000, loop.quit)
    player.warm_up(wav)  # as the app does at launch (silent: volume 0)
    QTimer.singleShot(1500, loop.quit)
    loop.exec()
    probe.arm()
    began = time.perf_counter()
    audible = player.play(wav, wav_duration(wav), 1.0)
    loop.exec()
    heard = probe.heard_at(1.0)
    probe.close()
    print(json.dumps({
        "audible": audible,
        "heard": None if heard is None else heard - began,
        "ended": ended[0] - began if ended else None,
        "duration": wav_duration(wav),
    }))
"""


@pytest.mark.skipif(
    shutil.which("pulseaudio") is None or shutil.which("parec") is None,
    reason="needs pulseaudio and parec",
)
def test_a_line_is_heard_and_ends_when_its_sound_ends() -> None:
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(ROOT)],
        capture_output=True,
        text=True,
        timeout=60,
        cwd=ROOT,
        env={**__import__("os").environ, "QT_QPA_PLATFORM": "offscreen"},
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    if not lines and "Null Output" not in done.stderr and done.returncode == 0:
        pytest.skip("no private sound server could be started")
    assert lines, done.stderr
    result = json.loads(lines[-1])
    assert result["audible"] is True
    assert result["heard"] is not None and result["heard"] < 0.5  # the chime was heard
    # "finished" comes once the last sample is out, not at the safety timer's end
    assert result["ended"] is not None
    assert result["duration"] - 0.1 < result["ended"] < result["duration"] + 1.0
