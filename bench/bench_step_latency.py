"""Benchmark: from a narration step starting to its first audio sample being ready.

Run with ``uv run python bench/bench_step_latency.py [--nights N]``.

A real game (the ``classic`` preset, 9 players, saved in a temporary store) is driven by
random bots; a :class:`~ww_desktop.narration.narrator.Narrator` reads each night with the
real :class:`~ww_desktop.narration.voices.Pyttsx3Voice` (espeak-ng). For every line the
delay is measured from the narrator deciding to read it (``Narrator._speak``) to the voice
emitting ``line_started``, which it does once the line's WAV has been rendered in the worker
thread and handed to the player in the GUI thread: the first sample is then ready to play.
Each line is skipped as soon as it starts so that a night takes seconds, not minutes.
Prints the median and the maximum; the aim is below 150 ms.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QCoreApplication, QEventLoop, QTimer

from ww_desktop.app.controller import GameController
from ww_desktop.engine.bots import bot_rng, random_choice
from ww_desktop.engine.setup import Setup, role_list
from ww_desktop.engine.state import Phase
from ww_desktop.narration.narrator import Narrator
from ww_desktop.narration.script import Line
from ww_desktop.narration.voices import Pyttsx3Voice
from ww_desktop.store import Store

AIM_MS = 150.0


def _run_until(done: list[bool], timeout_ms: int) -> None:
    loop = QEventLoop()
    poll = QTimer()
    poll.setInterval(5)
    poll.timeout.connect(lambda: loop.quit() if done else None)
    poll.start()
    QTimer.singleShot(timeout_ms, loop.quit)
    loop.exec()
    poll.stop()


def _play_night(controller: GameController, seed: int) -> None:
    """Answer every request of the current night (bots), so the night resolves."""
    game = controller.game
    assert game is not None
    night = game.state.night_no
    while not game.ended and game.state.phase is Phase.NIGHT and game.state.night_no == night:
        pending = controller.pending()
        if not pending:
            break
        choice = random_choice(game, pending[0], bot_rng(seed, len(game.records)))
        controller.apply(choice)


def _play_day(controller: GameController, seed: int) -> None:
    game = controller.game
    assert game is not None
    while not game.ended and game.state.phase is not Phase.NIGHT:
        pending = controller.pending()
        if not pending:
            break
        controller.apply(random_choice(game, pending[0], bot_rng(seed, len(game.records))))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--nights", type=int, default=2)
    parser.add_argument("--seed", type=int, default=3)
    args = parser.parse_args()

    app = QCoreApplication(sys.argv)
    with tempfile.TemporaryDirectory(prefix="ww-bench-") as tmp:
        store = Store.open(Path(tmp) / "games.sqlite3")
        controller = GameController(store)
        voice = Pyttsx3Voice()
        if not voice.voices():
            print("No speech engine (espeak-ng); nothing to measure.")
            voice.shutdown()
            store.close()
            return 2
        # Warm-up: the first espeak-ng render and the first QtMultimedia use.
        warm: list[bool] = []
        voice.line_started.connect(lambda _t: warm.append(True))
        voice.speak("Warming up.")
        _run_until(warm, 10_000)
        voice.stop()

        narrator = Narrator(controller, voice)
        narrator.wait_scale = 0.0
        narrator.pause_scale = 0.0
        started_at: dict[str, float] = {}
        delays_ms: list[float] = []
        texts: list[str] = []
        original_speak = narrator._speak

        def timed_speak(line: Line) -> None:
            started_at["t"] = time.perf_counter()
            original_speak(line)

        def on_started(text: str) -> None:
            if "t" in started_at:
                delays_ms.append((time.perf_counter() - started_at.pop("t")) * 1000)
                texts.append(text)
                QTimer.singleShot(0, narrator.skip)

        narrator._speak = timed_speak  # type: ignore[method-assign]
        voice.line_started.connect(on_started)
        night_over: list[bool] = []
        narrator.night_done.connect(lambda: night_over.append(True))

        roles, _ = role_list("classic", 9)
        setup = Setup("classic", tuple((f"P{i + 1}", r) for i, r in enumerate(roles)), seed=9)
        controller.start(setup.checked())
        for _ in range(args.nights):
            game = controller.game
            assert game is not None
            if game.ended:
                break
            night_over.clear()
            _play_night(controller, args.seed)
            _run_until(night_over, 60_000)
            _play_day(controller, args.seed)
        narrator.set_enabled(False)
        voice.shutdown()
        store.close()
        del app

    if not delays_ms:
        print("No line was measured.")
        return 1
    median = statistics.median(delays_ms)
    worst = max(delays_ms)
    print(f"lines measured: {len(delays_ms)} over {args.nights} night(s)")
    print(f"step start -> first sample ready: median {median:.1f} ms, max {worst:.1f} ms")
    slowest = texts[delays_ms.index(worst)]
    print(f"slowest line: {slowest!r}")
    print(f"aim < {AIM_MS:.0f} ms: {'met' if worst < AIM_MS else 'NOT met'}")
    return 0 if worst < AIM_MS else 1


if __name__ == "__main__":
    sys.exit(main())
