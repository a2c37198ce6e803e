"""Benchmark: from each host action to the screen's update and to the line it causes.

Run with ``uv run python bench/bench_host_actions.py [--preset classic] [--players 9]
[--seed 3] [--language en|fr|ja] [--think SECONDS] [--profile FILE] [--cold [--repeat N]]
[--switch ja,fr]``.

The real app (``ww_desktop.app.main.start``, offscreen, the real ``pyttsx3`` voice: espeak-ng,
Open JTalk for Japanese) plays a whole game driven through the console's own buttons, the
way a host would: each night step's target and Confirm, "End discussion", the vote grid and
"Record", the last words' Continue, the end's confirmation. For every host action it
measures, from the click:

- **screen**: until the host's window has repainted (its first ``UpdateRequest`` after the
  click, handled);
- **GUI work**: how long the click kept the GUI thread busy (the click's own handlers);
- **CPU**: the GUI thread's processor time (``time.thread_time``) from the click to the
  repaint: what the click costs the GUI thread, steady on a busy machine where the wall
  clock waits for the other processes;
- **sound**: until the first non-silent sample of the line the action causes reaches a
  PulseAudio null sink (``bench/audio_probe.py``; a private daemon is started when none is
  reachable), for the actions that cause one (the pack's sleep line, the vote's call, the
  vote's outcome, the next night...). Without PulseAudio: until the voice hands the line to
  the player (``line_started``), and the script says so.

The narrator's pauses and call windows are cut to nothing and the night ambience and chime
are off, so that the sound measured is the line's own start, not a scripted silence; each
line is skipped once heard so that a game takes about a minute. ``--profile FILE`` writes a
cProfile of the clicks (GUI thread) to FILE. Prints each kind of action's median and worst,
then the worst actions of the game; the aim is under 100 ms.

By default the host sets up the table for 2.5 s after launch, so the voice is warm when
"Begin" is pressed. Two other modes (issue 34's figures, aim < 150 ms):

- ``--cold``: the game is dealt as soon as the lobby is up after launch and "Begin" is
  pressed at once (each card looked at for 20 ms: about half a second after launch, before
  the voice's own warm-up 1.5 s after launch); it
  prints click -> the first sample of the night's first line and the subtitle (the TV's
  line) -> that sample, then stops. ``--repeat N`` launches the app N times (a fresh process
  each) and prints the median and the worst.
- ``--switch ja,fr``: a whole game in which the host switches the app's language through
  the Language menu (as a host does) mid-night: to the first language once the first night
  waits for the first role's choice, to the next one at the next night's first choice. The
  pauses between lines are kept (half length) and no line is skipped before its start is
  heard, and for every line read after the first switch it prints cue -> first sample: from
  the moment the narrator asks the voice for the line (after the chime, when there is one)
  to its first sound on the sink. Needs Open JTalk for ``ja`` (``uv sync --extra ja-voice``).

Each mode prints the load average (1 min) at its start and its end.
"""

from __future__ import annotations

import argparse
import cProfile
import json
import os
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path

os.environ.setdefault("WW_DESKTOP_VOICE", "pyttsx3")

sys.path.insert(0, str(Path(__file__).resolve().parent))

from audio_probe import SinkProbe, SinkRecorder, private_pulse

SCREENS = {  # a laptop and a TV: the console is not under the one-screen privacy cover
    "screens": [
        {"name": "Laptop", "x": 0, "y": 0, "width": 1280, "height": 720, "logicalDpi": 96},
        {"name": "TV", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96},
    ]
}

AIM_MS = 100.0
AIM_VOICE_MS = 150.0  # the first line when cold, a line after a switch of language
NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou")


@dataclass
class Action:
    """One host action and what it took."""

    kind: str
    where: str
    gui_ms: float = 0.0
    cpu_ms: float | None = None  # the GUI thread's CPU time, the click -> the repaint
    screen_ms: float | None = None
    sound_ms: float | None = None
    line: str = ""
    ahead: bool | None = None  # the line had been rendered ahead
    speak_ms: float | None = None  # the click -> the narrator deciding to read it
    subtitle_ms: float | None = None  # the click -> the TV's subtitle of the line


@dataclass
class Stamps:
    """Times noted by the hooks (``perf_counter``)."""

    repaint: float | None = None
    repaint_cpu: float | None = None  # ``thread_time`` at the repaint
    spoken: float | None = None
    handed: float | None = None
    subtitle: float | None = None
    text: str = ""
    ahead: bool | None = None
    lines: list[str] = field(default_factory=list)


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="classic")
    parser.add_argument("--players", type=int, default=9)
    parser.add_argument("--seed", type=int, default=3)
    parser.add_argument("--language", default="en")
    parser.add_argument("--profile", type=Path)
    parser.add_argument(
        "--think", type=float, default=0.5, help="seconds the host takes before each action"
    )
    parser.add_argument(
        "--cold", action="store_true", help="press Begin at once after launch, then stop"
    )
    parser.add_argument("--repeat", type=int, default=1, help="with --cold: launches")
    parser.add_argument("--json", action="store_true", help=argparse.SUPPRESS)
    parser.add_argument("--switch", default="", help="languages to switch to mid-night, e.g. ja,fr")
    args = parser.parse_args()
    if args.cold and args.repeat > 1:
        return _cold_runs(args)
    if args.cold:  # the host deals and begins at once (each click's events are handled)
        args.think = 0.02
    screens = Path(tempfile.mkdtemp(prefix="ww-bench-screens-")) / "screens.json"
    screens.write_text(json.dumps(SCREENS))
    os.environ["QT_QPA_PLATFORM"] = f"offscreen:configfile={screens}"
    with private_pulse() as sink:
        return _run(args, sink)


def _run(args: argparse.Namespace, sink: str | None) -> int:
    from PySide6.QtCore import QEvent, QObject, Qt, QTimer
    from PySide6.QtTest import QTest
    from PySide6.QtWidgets import QApplication, QWidget

    from ww_desktop.app.language import install_language
    from ww_desktop.app.main import _NarrationStarter, start
    from ww_desktop.app.main_window import PAGE_CONSOLE, PAGE_DEALING, PAGE_REVEAL
    from ww_desktop.app.moderator.console import PAGE_END, PAGE_LAST_WORDS
    from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, NOTES, PACK, SINGLE
    from ww_desktop.engine.setup import deal
    from ww_desktop.narration import narrator as narrator_module

    load_before = os.getloadavg()[0]
    switches = [code for code in args.switch.split(",") if code]
    tmp = Path(tempfile.mkdtemp(prefix="ww-bench-actions-"))

    def on_tv(labels: list[str], default: int) -> int:
        return next((i for i, label in enumerate(labels) if label.startswith("TV")), default)

    early = SinkProbe(sink) if sink else None  # recording before the app starts
    if early is not None:
        early.wait_flowing()
    parts = start(tmp / "data", offer_resume=False, ask_screen=on_tv)
    if parts is None:
        print("The app did not start.")
        return 2
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    if args.language != "en":
        install_language(app, args.language)
    window: QWidget = parts.main_window
    window.confirm = lambda *_a: True  # type: ignore[attr-defined]
    from ww_desktop.narration.audio import audio_outputs_available

    probe = early if early is not None and audio_outputs_available() else None
    if early is not None and probe is None:
        early.close()
    recorder = SinkRecorder(sink) if switches and probe is not None else None
    if recorder is not None:
        recorder.wait_flowing()

    def pump(seconds: float, until: Callable[[], bool] = lambda: False) -> bool:
        end = time.monotonic() + seconds
        while time.monotonic() < end:
            if until():
                return True
            app.processEvents()
            time.sleep(0.001)
        return until()

    stamps = Stamps()

    class Repaints(QObject):
        """Notes the end of the host's window's first paint after a click."""

        def eventFilter(self, watched: QObject, event: QEvent) -> bool:
            if (
                event.type() == QEvent.Type.Paint
                and stamps.repaint is None
                and isinstance(watched, QWidget)
                and watched.window() is window
            ):
                app.removeEventFilter(self)
                QTimer.singleShot(0, painted)
            return False

    def painted() -> None:
        stamps.repaint_cpu = time.thread_time()
        stamps.repaint = time.perf_counter()

    repaints = Repaints()

    if not args.cold:
        pump(2.5)  # the voice warms up 1.5 s after launch, as for a host setting up the table
    setup = deal(args.preset, list(NAMES[: args.players]), seed=args.seed)
    window.start_game(setup, True)  # type: ignore[attr-defined]  (as the lobby's Start)
    starter = parts.controller.findChild(_NarrationStarter)
    assert starter is not None and starter.narrator is not None
    narrator = starter.narrator
    voice = starter._voice
    if type(voice).__name__ != "Pyttsx3Voice":
        print(f"No speech engine (the voice is {type(voice).__name__}); nothing to measure.")
        return 2
    narrator.wait_scale = 0.0
    narrator.pause_scale = 0.5 if switches else 0.0
    if narrator.sounds is not None:
        narrator.sounds.night_ended()
    narrator.sounds = None
    original_speak = narrator._speak

    def timed_speak(line: object, release: int | None) -> None:
        if stamps.spoken is None:
            stamps.spoken = time.perf_counter()
        original_speak(line, release)  # type: ignore[arg-type]

    narrator._speak = timed_speak  # type: ignore[method-assign]

    def handed(text: str) -> None:
        if stamps.handed is None:
            stamps.handed = time.perf_counter()
            stamps.text = text
            stamps.ahead = bool(voice.last_from_cache)
        stamps.lines.append(text)

    voice.line_started.connect(handed)

    def subtitled(text: str) -> None:
        if text and stamps.subtitle is None:
            stamps.subtitle = time.perf_counter()

    narrator.line_changed.connect(subtitled)
    cues: list[tuple[float, str, str, bool]] = []  # (time, language, line, rendered ahead)
    original_voice_speak = voice.speak

    def cued_speak(text: str) -> None:  # the narrator asks for the line (after any chime)
        if switched:
            from ww_desktop.app.language import current_language

            at = time.perf_counter()
            cues.append((at, current_language(), text, bool(voice.is_ready_ahead(text))))
        original_voice_speak(text)

    voice.speak = cued_speak  # type: ignore[method-assign]
    switched: list[str] = []
    started_at: list[float] = []

    def hurry() -> None:  # skip each line once heard: a game takes a minute, not an hour
        if switches:  # (a line cut short would sound into the next line's measure)
            return
        if narrator.state == narrator_module.SPEAKING:
            if not started_at:
                started_at.append(time.monotonic())
            elif time.monotonic() - started_at[0] > 0.25:
                started_at.clear()
                narrator.skip()
        else:
            started_at.clear()

    hurrier = QTimer()
    hurrier.setInterval(20)
    hurrier.timeout.connect(hurry)
    hurrier.start()

    profile = cProfile.Profile() if args.profile else None
    actions: list[Action] = []
    console = window.console  # type: ignore[attr-defined]

    def switch_language(code: str) -> None:
        """As a host does: the Language menu's item (the console is rebuilt)."""
        menu = window.language_menu  # type: ignore[attr-defined]
        old = window.console  # type: ignore[attr-defined]
        menu.actions_by_code[code].trigger()
        switched.append(code)
        pump(10.0, lambda: window.console is not old)  # type: ignore[attr-defined]
        pump(args.think)

    def quiet() -> bool:
        return narrator.state in (narrator_module.IDLE, narrator_module.WAITING) or (
            narrator.state == narrator_module.READY_WAIT
        )

    def act(kind: str, button: QWidget) -> None:
        console = window.console  # type: ignore[attr-defined]  (rebuilt by a switch)
        pump(30.0 if switches else 3.0, quiet)  # the host acts once the voice is quiet
        pump(args.think)  # and looks at the screen
        where = console.header_label.text()
        stamps.__init__()  # type: ignore[misc]
        if probe is not None:
            probe.arm()
        app.installEventFilter(repaints)  # (removed at the first paint)
        t0, cpu0 = time.perf_counter(), time.thread_time()
        if profile is not None:
            profile.enable()
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)
        if profile is not None:
            profile.disable()
        action = Action(kind, where, gui_ms=(time.perf_counter() - t0) * 1000)
        pump(2.0, lambda: stamps.repaint is not None)
        if stamps.repaint is not None:
            action.screen_ms = (stamps.repaint - t0) * 1000
            if stamps.repaint_cpu is not None:
                action.cpu_ms = (stamps.repaint_cpu - cpu0) * 1000
        pump(1.0, lambda: stamps.spoken is not None)
        if stamps.spoken is not None:
            pump(5.0, lambda: stamps.handed is not None)
            heard: float | None = stamps.handed
            if probe is not None and heard is not None:
                pump(3.0, lambda: probe._event.is_set())
                heard = probe.heard_at(0)
            if heard is not None:
                action.sound_ms = (heard - t0) * 1000
                action.line = stamps.text
                action.ahead = stamps.ahead
                action.speak_ms = (stamps.spoken - t0) * 1000
                if stamps.subtitle is not None:
                    action.subtitle_ms = (stamps.subtitle - t0) * 1000
        actions.append(action)

    def click_plain(button: QWidget) -> None:
        QTest.mouseClick(button, Qt.MouseButton.LeftButton)

    switched_at: list[int] = []
    deadline = time.monotonic() + 600
    while time.monotonic() < deadline:
        if window.stack.currentIndex() == PAGE_REVEAL:  # type: ignore[attr-defined]
            break
        if window.stack.currentIndex() == PAGE_DEALING:  # type: ignore[attr-defined]
            dealing = window.dealing  # type: ignore[attr-defined]
            while dealing.state == "pass":  # each player looks at their card
                click_plain(dealing.show_button)
                pump(args.think)
                click_plain(dealing.hide_button)
            if dealing.state == "done":
                act("begin", dealing.begin_button)  # the night's first line
                if args.cold:
                    break
            continue
        if window.stack.currentIndex() != PAGE_CONSOLE:  # type: ignore[attr-defined]
            pump(0.05)
            continue
        console = window.console  # type: ignore[attr-defined]
        step = console.step
        page = console.pages.currentIndex()
        night_now = step.kind in (SINGLE, PACK) and step.lead is not None
        if switches and night_now and len(switched) < len(switches):
            night_no = parts.controller.game.state.night_no
            if not switched or night_no > switched_at[-1]:
                pump(30.0, quiet)  # mid-night: the first role's call has been read
                switch_language(switches[len(switched)])
                switched_at.append(night_no)
                continue
        if page == PAGE_END:
            act("end confirmed", console.end_preview.confirm_button)
        elif page == PAGE_LAST_WORDS:
            act("last words", console.continue_button)
        elif step.kind in (SINGLE, PACK) and step.lead is not None:
            lead = step.lead
            pump(3.0, quiet)
            for target in lead.targets[: lead.count]:
                click_plain(console.target_buttons[target])
            if len(lead.targets) < lead.count:
                click_plain(console.nobody_button)
            if not console.confirm_button.isEnabled():
                print(f"stuck at {console.header_label.text()!r}", file=sys.stderr)
                pump(0.5)
                continue
            act("pack's pick" if step.kind == PACK else "night step", console.confirm_button)
        elif step.kind == NOTES:
            act("notes", console.notes_button)
        elif step.kind == DISCUSSION:
            act("end discussion", console.end_discussion_button)
        elif step.kind == BALLOT:
            grid = console.vote_grid
            first = grid.candidates[0]
            for req in step.requests:
                wanted = first if first in req.targets else req.targets[0]
                click_plain(grid.buttons[(req.seat, wanted)])
            act("vote recorded", console.record_button)
        else:
            pump(0.05)
    hurrier.stop()
    ended = window.stack.currentIndex() == PAGE_REVEAL  # type: ignore[attr-defined]
    if profile is not None:
        profile.dump_stats(str(args.profile))
    window._force_close = True  # type: ignore[attr-defined]
    if recorder is not None:
        pump(1.0)
    starter.shutdown()
    if probe is not None:
        probe.close()
    load = (load_before, os.getloadavg()[0])
    if args.cold:
        return _report_cold(actions, probe is not None, args, load)
    code = _report(actions, ended, probe is not None, args)
    if switches:
        code = max(code, _report_switch(cues, recorder, switched, load))
        if recorder is not None:
            recorder.close()
    print(f"load average (1 min): {load[0]:.2f} at the start, {load[1]:.2f} at the end")
    return code


def _report_cold(
    actions: list[Action], probed: bool, args: argparse.Namespace, load: tuple[float, float]
) -> int:
    """The first line of a cold start: one launch's figures (as JSON with --json)."""
    begin = next((a for a in actions if a.kind == "begin"), None)
    result = {
        "click_ms": begin.sound_ms if begin else None,
        "subtitle_ms": begin.subtitle_ms if begin else None,
        "ahead": begin.ahead if begin else None,
        "gui_ms": begin.gui_ms if begin else None,
        "speak_ms": begin.speak_ms if begin else None,
        "screen_ms": begin.screen_ms if begin else None,
        "probed": probed,
        "load": load[0],
    }
    if args.json:
        print(json.dumps(result))
        return 0
    return _print_cold([result])


def _cold_runs(args: argparse.Namespace) -> int:
    """Launch the app *args.repeat* times, each pressing Begin at once; the spread."""
    results = []
    command = [sys.executable, __file__, "--cold", "--json", "--preset", args.preset]
    command += ["--players", str(args.players), "--seed", str(args.seed)]
    command += ["--language", args.language]
    for _ in range(args.repeat):
        done = subprocess.run(command, capture_output=True, text=True, check=False)
        lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
        if not lines:
            print(f"a launch failed: {done.stderr[-400:]}", file=sys.stderr)
            continue
        results.append(json.loads(lines[-1]))
    return _print_cold(results)


def _print_cold(results: list[dict[str, object]]) -> int:
    sound = "the first sample on the output"
    if not all(r["probed"] for r in results):
        sound = "the hand-off to the player (NO null sink)"
    print(f"Cold start: Begin pressed as soon as the lobby was up ({len(results)} launches)")
    worst = 0.0
    for key, label in (("click_ms", "click"), ("subtitle_ms", "subtitle")):
        values: list[float] = []
        for r in results:
            value = r[key]
            if isinstance(value, (int, float)):
                values.append(float(value))
        if key == "subtitle_ms":  # the subtitle -> the sound (the voice's lag behind it)
            values = []
            for r in results:
                click, sub = r["click_ms"], r["subtitle_ms"]
                if isinstance(click, (int, float)) and isinstance(sub, (int, float)):
                    values.append(float(click) - float(sub))
        if not values:
            print(f"{label} -> {sound}: not measured")
            worst = float("inf")
            continue
        worst = max(worst, max(values))
        print(
            f"{label} -> {sound}: median {statistics.median(values):.0f} ms,"
            f" worst {max(values):.0f} ms"
        )
    for key, label in (
        ("gui_ms", "the click's own work on the GUI thread"),
        ("speak_ms", "click -> the narrator reads the line"),
        ("screen_ms", "click -> the console repainted"),
    ):
        these = [float(v) for r in results if isinstance(v := r.get(key), (int, float))]
        if these:
            median = statistics.median(these)
            print(f"  ({label}: median {median:.0f} ms, worst {max(these):.0f} ms)")
    ahead = sum(1 for r in results if r["ahead"])
    print(f"the first line was rendered ahead in {ahead} of {len(results)} launches")
    loads = [float(r["load"]) for r in results if isinstance(r["load"], (int, float))]
    if loads:
        print(f"load average (1 min): {min(loads):.2f}-{max(loads):.2f}")
    met = worst < AIM_VOICE_MS
    print(f"aim < {AIM_VOICE_MS:.0f} ms: {'met' if met else 'NOT met'} (worst {worst:.0f} ms)")
    return 0 if met else 1


def _report_switch(
    cues: list[tuple[float, str, str, bool]],
    recorder: SinkRecorder | None,
    switched: list[str],
    load: tuple[float, float],
) -> int:
    """Cue -> first sample of every line read after a switch of language, per language."""
    print(f"Language switched mid-night to {', '.join(switched) or 'nothing'}")
    if recorder is None:
        print("NO null sink: cue -> first sample not measured")
        return 1
    by_language: dict[str, list[tuple[float, str, bool]]] = {}
    for i, (at, code, text, ahead) in enumerate(cues):
        end = cues[i + 1][0] if i + 1 < len(cues) else at + 5.0
        heard = recorder.first_sound_after(at, timeout=0.5)
        if heard is None or heard > end:
            continue  # (a line cut before its sound: not a measure)
        tail = recorder.last_sound_before(at)
        if tail is not None and at - tail < 0.03:
            print(f"  (the line before {text[:30]!r} still sounded at its cue)")
        by_language.setdefault(code, []).append(((heard - at) * 1000, text, ahead))
    worst = 0.0
    for code, values in by_language.items():
        ms = [v for v, _t, _a in values]
        late = max(values)
        ahead = sum(1 for _v, _t, a in values if a)
        worst = max(worst, late[0])
        print(
            f"{code}: {len(ms)} lines, cue -> first sample median {statistics.median(ms):.0f} ms,"
            f" worst {late[0]:.0f} ms ({late[1][:40]!r}); {ahead} rendered ahead"
        )
    met = bool(by_language) and worst < AIM_VOICE_MS
    print(f"aim < {AIM_VOICE_MS:.0f} ms: {'met' if met else 'NOT met'} (worst {worst:.0f} ms)")
    return 0 if met else 1


def _report(actions: list[Action], ended: bool, probed: bool, args: argparse.Namespace) -> int:
    sound = "first sample on the output" if probed else "hand-off to the player (NO null sink)"
    print(
        f"{len(actions)} host actions, {args.preset} {args.players} players, seed {args.seed},"
        f" {args.language}{'' if ended else ' (the game did NOT end)'}"
    )
    print(
        f"screen: click -> the window repainted; CPU: the GUI thread's processor time over"
        f" the same span; sound: click -> {sound}"
    )
    print(
        f"{'action':16} {'n':>3} {'GUI med/max':>14} {'CPU med/max':>14}"
        f" {'screen med/max':>16} {'sound med/max':>16}"
    )

    def fmt(values: list[float]) -> str:
        if not values:
            return "-"
        return f"{statistics.median(values):.0f}/{max(values):.0f} ms"

    kinds = list(dict.fromkeys(a.kind for a in actions))
    for kind in kinds:
        these = [a for a in actions if a.kind == kind]
        gui = [a.gui_ms for a in these]
        cpu = [a.cpu_ms for a in these if a.cpu_ms is not None]
        screen = [a.screen_ms for a in these if a.screen_ms is not None]
        heard = [a.sound_ms for a in these if a.sound_ms is not None]
        print(
            f"{kind:16} {len(these):>3} {fmt(gui):>14} {fmt(cpu):>14} {fmt(screen):>16}"
            f" {fmt(heard):>16}"
        )
    print("worst:")
    worst = sorted(actions, key=lambda a: max(a.screen_ms or 0.0, a.sound_ms or 0.0), reverse=True)[
        :5
    ]
    for a in worst:
        heard = "-"
        if a.sound_ms is not None:
            ahead = "rendered ahead" if a.ahead else "NOT rendered ahead"
            heard = f"{a.sound_ms:.0f} ms, read from {a.speak_ms:.0f} ms, {ahead}: {a.line[:36]!r}"
        shown = f"{a.screen_ms:.0f} ms" if a.screen_ms is not None else "-"
        if a.cpu_ms is not None:
            shown += f" (CPU {a.cpu_ms:.0f} ms)"
        print(f"  {a.kind:16} at {a.where[:30]!r}: screen {shown}, sound {heard}")
    overall = max(
        [a.screen_ms or 0.0 for a in actions] + [a.sound_ms or 0.0 for a in actions] + [0.0]
    )
    met = ended and overall < AIM_MS
    verdict = "met" if met else "NOT met"
    print(f"aim < {AIM_MS:.0f} ms for every action: {verdict} (worst {overall:.0f} ms)")
    return 0 if met else 1


if __name__ == "__main__":
    sys.exit(main())
