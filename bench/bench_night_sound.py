"""Benchmark: what a real narrated night sounds like: the chime over the ambience, the peaks.

Run with ``uv run python bench/bench_night_sound.py [--languages en,fr,ja]
[--preset classic] [--players 9] [--seed 3] [--wait-scale 0.2]``.

For each language the real app (``ww_desktop.app.main.start``, offscreen, the real voice:
espeak-ng, Open JTalk for Japanese with ``uv sync --extra ja-voice``) plays the first night
of a game with the night ambience and the chime ON at their default levels, driven through
the console's own buttons (each role's target and Confirm). Everything it plays is
RECORDED from a PulseAudio null sink (``bench/audio_probe.py``: a private daemon is started
when none is reachable), and the recording is measured where the app's own hooks say each
sound was (the chime's start and end, each line's start and end):

- **chime over the ambience**: the chime's loudest 100 ms (RMS, with the lowered ambience
  under it) against the ambience's level (RMS) just before it (the quiet stretch before the
  chime, at least 0.3 s and at most 1.5 s: no line, no chime) and under it (the gap between
  the chime's end and the line it announces). Aim: at least 10 dB over the ambience around
  it (issue 34: it was 2-6 dB, easily missed). Also printed, stricter: the chime over the
  loudest 100 ms of the stretch before it (the ambience's own swells and crickets).
- **speech peaks**: the loudest sample heard while a line is spoken (the ambience under it
  included). Aim: under -1 dBFS (it reached 0 dBFS).

The call windows are cut to ``--wait-scale`` of their length (the pauses between lines are
kept), so that a night takes about a minute. Prints one row per language, each chime's
figures, and the load average.
"""

from __future__ import annotations

import argparse
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from pathlib import Path

os.environ.setdefault("WW_DESKTOP_VOICE", "pyttsx3")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from audio_probe import SinkRecorder, private_pulse

AIM_CHIME_DB = 10.0
AIM_PEAK_DBFS = -1.0
NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou")
FRAME_S = 0.1  # the loudness window (the tests' `_short_term_db` uses the same)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--languages", default="en,fr,ja")
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=9)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--wait-scale", type=float, default=0.2)
    parser.add_argument("--one", help=argparse.SUPPRESS)  # (one language, in a child)
    args = parser.parse_args()
    if args.one:
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
        with private_pulse() as sink:
            result = _night(args, args.one, sink)
        print(json.dumps(result))
        return 0
    load_before = os.getloadavg()[0]
    results = []
    for code in [c for c in args.languages.split(",") if c]:
        command = [sys.executable, __file__, "--one", code, "--preset", args.preset]
        command += ["--players", str(args.players), "--seed", str(args.seed)]
        command += ["--wait-scale", str(args.wait_scale)]
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        if not lines:
            print(f"{code}: the night could not be recorded: {done.stderr[-600:]}")
            results.append({"language": code, "error": "no recording"})
            continue
        results.append(json.loads(lines[-1]))
    return _report(results, (load_before, os.getloadavg()[0]))


def _night(args: argparse.Namespace, code: str, sink: str | None) -> dict[str, object]:
    """Play and record the first night in language *code*; the measures."""
    if sink is None:
        return {"language": code, "error": "no PulseAudio null sink"}
    recorder = SinkRecorder(sink)
    recorder.wait_flowing()
    from PySide6.QtCore import Qt
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from ww_desktop.app.language import install_language
    from ww_desktop.app.main import _NarrationStarter, start
    from ww_desktop.app.main_window import PAGE_CONSOLE, PAGE_DEALING
    from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, NOTES, PACK, SINGLE
    from ww_desktop.engine.setup import deal
    from ww_desktop.narration import narrator as narrator_module
    from ww_desktop.narration.audio import audio_outputs_available

    tmp = Path(tempfile.mkdtemp(prefix="ww-bench-night-"))
    parts = start(tmp / "data", offer_resume=False)
    if parts is None:
        return {"language": code, "error": "the app did not start"}
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if code != "en":
        install_language(app, code)
    if not audio_outputs_available():
        return {"language": code, "error": "no audio output"}
    window: QWidget = parts.main_window
    window.confirm = lambda *_a: True  # type: ignore[attr-defined]

    def pump(seconds: float, until: Callable[[], bool] = lambda: False) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if until():
                return True
            app.processEvents()
            time.sleep(0.002)
        return until()

    pump(2.5)  # the host sets up the table
    setup = deal(args.preset, list(NAMES[: args.players]), seed=args.seed)
    window.start_game(setup, True)  # type: ignore[attr-defined]
    starter = parts.controller.findChild(_NarrationStarter)
    assert starter is not None and starter.narrator is not None
    narrator = starter.narrator
    voice = starter._voice
    sounds = narrator.sounds
    if type(voice).__name__ != "Pyttsx3Voice" or sounds is None:
        return {"language": code, "error": f"no speech engine or no sounds ({voice})"}
    narrator.wait_scale = args.wait_scale
    chimes: list[list[float]] = []  # [start, end]
    lines: list[list[float]] = []  # [start, end]
    original_chime = sounds.chime

    def chime(then: Callable[[], None] | None = None) -> None:
        chimes.append([time.perf_counter(), 0.0])
        original_chime(then)

    sounds.chime = chime  # type: ignore[method-assign]
    chime_ms = sounds._chime_ms()

    def chime_done() -> None:
        if chimes and not chimes[-1][1]:
            chimes[-1][1] = chimes[-1][0] + chime_ms / 1000

    sounds.chime_finished.connect(chime_done)
    voice.line_started.connect(lambda _t: lines.append([time.perf_counter(), 0.0]))

    def line_finished(_text: str) -> None:
        if lines and not lines[-1][1]:
            lines[-1][1] = time.perf_counter()

    voice.line_finished.connect(line_finished)

    def click(button: QWidget) -> None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    def quiet() -> bool:
        return narrator.state in (
            narrator_module.IDLE,
            narrator_module.WAITING,
            narrator_module.READY_WAIT,
        )

    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        page = window.stack.currentIndex()  # type: ignore[attr-defined]
        if page == PAGE_DEALING:
            dealing = window.dealing  # type: ignore[attr-defined]
            while dealing.state == "pass":
                click(dealing.show_button)
                click(dealing.hide_button)
            if dealing.state == "done":
                click(dealing.begin_button)
            pump(0.05)
            continue
        if page != PAGE_CONSOLE:
            pump(0.05)
            continue
        console = window.console  # type: ignore[attr-defined]
        step = console.step
        if step.kind in (DISCUSSION, NOTES, BALLOT):
            break  # the morning
        if step.kind in (SINGLE, PACK) and step.lead is not None and quiet():
            lead = step.lead
            for target in lead.targets[: lead.count]:
                click(console.target_buttons[target])
            if len(lead.targets) < lead.count:
                click(console.nobody_button)
            if console.confirm_button.isEnabled():
                click(console.confirm_button)
        pump(0.1)
    # The morning's news, then the ambience's fade.
    pump(20.0, lambda: narrator.state in (narrator_module.IDLE, narrator_module.WAITING))
    pump(1.5)
    window._force_close = True  # type: ignore[attr-defined]
    starter.shutdown()
    result = _measure(code, chimes, lines, recorder)
    recorder.close()
    result["load"] = os.getloadavg()[0]
    return result


def _measure(
    code: str, chimes: list[list[float]], lines: list[list[float]], recorder: SinkRecorder
) -> dict[str, object]:
    """The chime over the ambience before and under it, and the speech's peak."""
    spoken = [(a, b) for a, b in lines if b]
    per_chime: list[dict[str, float]] = []
    for start, end in chimes:
        if not end:
            continue  # (cut)
        before_lines = [b for _a, b in spoken if b <= start]
        quiet_from = max(start - 1.5, (max(before_lines) + 0.05) if before_lines else 0.0)
        after = [a for a, _b in spoken if a >= end]
        gap_to = (min(after) - 0.01) if after else end + 0.1
        chime_db = recorder.loudest_db(start, end, FRAME_S)
        long_enough = start - 0.02 - quiet_from >= 0.3
        before_db = recorder.rms_db(quiet_from, start - 0.02) if long_enough else None
        before_loudest = (
            recorder.loudest_db(quiet_from, start - 0.02, FRAME_S) if long_enough else None
        )
        under_db = recorder.rms_db(end + 0.03, gap_to) if gap_to - end - 0.03 >= 0.05 else None
        figures = {"chime_db": chime_db}
        if before_db is not None and before_loudest is not None:
            figures["over_before"] = chime_db - before_db
            figures["ambience_before_db"] = before_db
            figures["over_loudest_before"] = chime_db - before_loudest
        if under_db is not None:
            figures["over_under"] = chime_db - under_db
            figures["ambience_under_db"] = under_db
        per_chime.append(figures)
    peaks = [recorder.peak_db(a, b + 0.05) for a, b in spoken]
    return {
        "language": code,
        "chimes": per_chime,
        "lines": len(spoken),
        "chimes_played": len(chimes),
        "peak_db": max(peaks) if peaks else None,
        "median_line_peak_db": statistics.median(peaks) if peaks else None,
    }


def _report(results: list[dict[str, object]], load: tuple[float, float]) -> int:
    print("A real narrated night recorded from the audio output (ambience and chime on)")
    print(
        f"{'language':9} {'chimes':>6} {'over the ambience before':>26}"
        f" {'over the ambience under':>25} {'speech peak':>12}"
    )
    met = True
    for r in results:
        code = str(r["language"])
        if "error" in r:
            print(f"{code:9} {r['error']}")
            met = False
            continue
        chimes = r["chimes"]
        assert isinstance(chimes, list)

        def spread(key: str, these: list[dict[str, float]] = chimes) -> tuple[str, float | None]:
            values = [c[key] for c in these if key in c]
            if not values:
                return "-", None
            least = min(values)
            return f"median {statistics.median(values):.1f}, least {least:.1f} dB", least

        before, least_before = spread("over_before")
        strict, _least = spread("over_loudest_before")
        under, least_under = spread("over_under")
        peak = r["peak_db"]
        peak_text = f"{peak:.1f} dBFS" if isinstance(peak, float) else "-"
        print(f"{code:9} {len(chimes):>6} {before:>26} {under:>25} {peak_text:>12}")
        print(f"    (over the loudest 100 ms before it: {strict})")
        for key in ("ambience_before_db", "ambience_under_db", "chime_db"):
            values = [c[key] for c in chimes if key in c]
            if values:
                print(f"    ({key}: median {statistics.median(values):.1f} dBFS)")
        least = [v for v in (least_before, least_under) if v is not None]
        if not least or min(least) < AIM_CHIME_DB:
            met = False
        if not isinstance(peak, float) or peak >= AIM_PEAK_DBFS:
            met = False
    print(f"load average (1 min): {load[0]:.2f} at the start, {load[1]:.2f} at the end")
    verdict = "met" if met else "NOT met"
    print(
        f"aims (every chime >= {AIM_CHIME_DB:.0f} dB over the ambience before and under it;"
        f" speech peaks < {AIM_PEAK_DBFS:.0f} dBFS): {verdict}"
    )
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
