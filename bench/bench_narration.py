"""Benchmark: from ``speak()`` to the line's first sample reaching the audio output.

Run with ``uv run python bench/bench_narration.py [--language en|fr|ja]``.

The output is a PulseAudio null sink (a private daemon is started when none is reachable
and ``pulseaudio`` is installed); its monitor is recorded with ``parec`` and the first
non-silent sample after ``speak()`` is the moment the table would hear the line
(``bench/audio_probe.py``). Without PulseAudio the benchmark falls back to the hand-off
(the rendered WAV handed to the player, ``line_started``) and says so.

Three figures, each from an idle voice:

- **cold**: the voice is created and the first line spoken at once (nothing warmed);
- **cold, prepared**: the voice is created and the coming night's lines are rendered ahead
  (``prepare()``, what the app does while the cards are dealt), then the first line;
- **warm**: every line of a night, one after the other (median and max).

Also times ``render_wav`` for the whole night as ``ww-desktop narrate`` would. Aim: 150 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
sys.path.insert(0, str(Path(__file__).resolve().parent))

from audio_probe import SinkProbe, private_pulse
from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

AIM_MS = 150.0


def _night_lines(language: str) -> list[str]:
    from ww_desktop.narration.narrate_cli import build_setup, catalogue
    from ww_desktop.narration.script import night_script, script_texts

    setup = build_setup("standard", 8, None)
    lines = night_script(setup, 2, "gentle") + night_script(setup, 1, "gentle")
    return list(dict.fromkeys(script_texts(lines, setup.names, catalogue(language))))


def _spin_until(done: Callable[[], bool], timeout_s: float) -> bool:
    loop = QEventLoop()
    poll = QTimer()
    poll.setInterval(1)
    poll.timeout.connect(lambda: loop.quit() if done() else None)
    poll.start()
    QTimer.singleShot(round(timeout_s * 1000), loop.quit)
    if not done():
        loop.exec()
    poll.stop()
    return done()


class _Meter:
    """Times one line: to its hand-off (``line_started``) and to its first sample heard."""

    def __init__(self, probe: SinkProbe | None) -> None:
        self.probe = probe

    def line(self, voice: object, text: str, start: float | None = None) -> tuple[float, float]:
        started: list[float] = []

        def on_started(_t: str) -> None:
            started.append(time.perf_counter())

        voice.line_started.connect(on_started)  # type: ignore[attr-defined]
        if self.probe is not None:
            self.probe.arm()
        t0 = start if start is not None else time.perf_counter()
        voice.speak(text)  # type: ignore[attr-defined]
        _spin_until(lambda: bool(started), 30)
        heard = float("nan")
        if self.probe is not None:
            _spin_until(lambda: self.probe._event.is_set(), 5)  # type: ignore[union-attr]
            at = self.probe.heard_at(0)
            heard = (at - t0) * 1000 if at is not None else float("nan")
        voice.line_started.disconnect(on_started)  # type: ignore[attr-defined]
        voice.stop()  # type: ignore[attr-defined]
        if self.probe is not None:
            self.probe.wait_silence()
        handoff = (started[0] - t0) * 1000 if started else float("nan")
        return handoff, heard


def _new_voice(language: str) -> object:
    from ww_desktop.narration.voices import Pyttsx3Voice, VoiceSettings

    voice = Pyttsx3Voice()
    voice.apply_settings(VoiceSettings(language=language))  # what the app does
    return voice


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--language", default="en")
    args = parser.parse_args()
    with private_pulse() as sink:
        return _run(args.language, sink)


def _run(language: str, sink: str | None) -> int:
    app = QCoreApplication(sys.argv)
    from ww_desktop.narration.audio import audio_outputs_available
    from ww_desktop.narration.voices import render_wav

    audible = audio_outputs_available()
    probe = SinkProbe(sink) if sink and audible else None
    meter = _Meter(probe)
    lines = _night_lines(language)

    # Cold: create the voice and speak at once.
    start = time.perf_counter()
    voice = _new_voice(language)
    cold = meter.line(voice, lines[0], start)
    voice.shutdown()  # type: ignore[attr-defined]

    # Cold but prepared while the cards are dealt (the app's path).
    voice = _new_voice(language)
    voice.prepare(lines)  # type: ignore[attr-defined]
    _spin_until(lambda: voice.prepared() >= len(lines), 30)  # type: ignore[attr-defined]
    prepared = meter.line(voice, lines[0])
    voice.shutdown()  # type: ignore[attr-defined]

    # Warm, not prepared: every line rendered on demand.
    voice = _new_voice(language)
    meter.line(voice, lines[-1])  # the first use of this voice
    warm = [meter.line(voice, text) for text in lines]
    voice.shutdown()  # type: ignore[attr-defined]

    with tempfile.TemporaryDirectory() as tmp:
        t0 = time.perf_counter()
        night = render_wav(lines, Path(tmp) / "night.wav", language=language)
        render_ms = (time.perf_counter() - t0) * 1000

    column = 1 if probe is not None else 0
    what = "first sample heard on the output" if probe is not None else "hand-off to the player"
    print(f"Narration latency ({language}): speak() -> {what}")
    if probe is None:
        print("  NOTE: no PulseAudio null sink here; measured up to the hand-off only")
    print(f"  cold first line (voice just created): {cold[column]:7.1f} ms")
    print(f"  cold first line, night prepared:      {prepared[column]:7.1f} ms")
    values = [w[column] for w in warm]
    print(f"  warm, {len(values)} lines: median {statistics.median(values):6.1f} ms, ")
    print(f"                    max    {max(values):6.1f} ms")
    if probe is not None:
        handoffs = [w[0] for w in warm]
        print(f"  (warm hand-off median {statistics.median(handoffs):.1f} ms)")
    best_first = prepared[column]
    print(
        f"  aim < {AIM_MS:.0f} ms for the first line: {'met' if best_first < AIM_MS else 'NOT met'}"
    )
    print(f"render_wav: {len(lines)} lines, {night:.1f} s of audio in {render_ms:.0f} ms")
    if probe is not None:
        probe.close()
    app.quit()
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
