"""Benchmark: delay from ``speak()`` to the first audio sample being ready to play.

Run with ``uv run python bench/bench_narration.py``. For ~20 lines of typical narration
length, measures the time from ``Pyttsx3Voice.speak()`` (voice idle) to the line's WAV
being rendered by espeak-ng in the worker thread and handed to the player in the GUI
thread (``line_started``). With no sound card the hand-off is the last step measured:
the player then only paces the line silently. Also times ``render_wav`` for the whole
night as a CLI would.
"""

from __future__ import annotations

import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from ww_desktop.narration.audio import audio_outputs_available
from ww_desktop.narration.voices import Pyttsx3Voice, render_wav

LINES = [
    "Night falls on the village. Everyone, close your eyes.",
    "Werewolves, wake up and look at each other.",
    "Werewolves, choose the player you will send home tonight.",
    "Werewolves, close your eyes.",
    "Seer, wake up. Point at the player whose nature you want to know.",
    "Seer, close your eyes.",
    "Bodyguard, wake up. Choose the player you will protect tonight.",
    "Bodyguard, close your eyes.",
    "Medium, wake up. This is what the player sent home today really was.",
    "Medium, close your eyes.",
    "Everyone, wake up. The sun rises over the village.",
    "Last night, one player went home and will not come back.",
    "The village has five minutes to discuss.",
    "One minute left. Get ready to vote.",
    "Everyone, point at the player you want to send home.",
    "The vote is tied. The tied players may speak once more.",
    "The village has chosen. Please leave the table.",
    "Night falls again. Everyone, close your eyes.",
    "Hunter, you may take one player home with you.",
    "The game is over. The villagers win.",
]


def _wait_for(signal: object, timeout_ms: int = 10_000) -> bool:
    loop = QEventLoop()
    fired: list[bool] = []

    def done(*_: object) -> None:
        fired.append(True)
        loop.quit()

    signal.connect(done)  # type: ignore[attr-defined]
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    signal.disconnect(done)  # type: ignore[attr-defined]
    return bool(fired)


def main() -> int:
    app = QCoreApplication(sys.argv)
    audible = audio_outputs_available()
    voice = Pyttsx3Voice()
    notes: list[str] = []
    voice.unavailable.connect(notes.append)
    voice.voices()  # let the worker's engine start before timing

    # Warm-up line (first QtMultimedia and espeak-ng use).
    voice.speak("Warming up.")
    _wait_for(voice.line_started)
    voice.stop()

    delays: list[float] = []
    durations: list[float] = []
    for text in LINES:
        start = time.perf_counter()
        voice.speak(text)
        if not _wait_for(voice.line_started):
            print(f"timed out on {text!r}")
            return 1
        delays.append((time.perf_counter() - start) * 1000)
        durations.append(voice.last_duration_s)
        voice.stop()  # measure each line from an idle voice
    voice.shutdown()

    with tempfile.TemporaryDirectory() as tmp:
        start = time.perf_counter()
        night = render_wav(LINES, Path(tmp) / "night.wav")
        render_ms = (time.perf_counter() - start) * 1000

    print("Narration latency: speak() -> WAV rendered and handed to the player")
    if audible:
        print("  audio output: present (playback starts at the hand-off)")
    else:
        print("  audio output: NONE on this machine; measured up to the hand-off")
        print(f"  unavailable: {notes[0] if notes else '(not reported)'}")
    print(f"  lines: {len(delays)}, mean spoken length {statistics.mean(durations):.2f} s")
    print(f"  median: {statistics.median(delays):6.1f} ms")
    print(f"  max:    {max(delays):6.1f} ms")
    print(f"  target: < 150 ms -> {'OK' if max(delays) < 150 else 'MISSED'}")
    print(f"render_wav: {len(LINES)} lines, {night:.1f} s of audio in {render_ms:.0f} ms")
    app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
