"""Launch to the first visible window under Xvfb, as a ratio against a bare PySide6 window.

Run: ``uv run python bench/bench_startup.py [--runs N] [--against DIR]``. Starts a private
Xvfb on a free display, then launches, in rounds, a bare PySide6 window (``QApplication``
and one shown ``QWidget``) and the app itself (``python -m ww_desktop --data-dir DIR``, the
real command), each with ``WW_DESKTOP_BENCH_EXIT_WHEN_IDLE=1``. Each prints, from the
launcher's clock before the process starts, ``ww-desktop-first-window <seconds>`` once its
first window has painted and ``ww-desktop-first-window-cpu <seconds>`` (the processor time
it used until then), then ``ww-desktop-idle <seconds>`` and ``ww-desktop-idle-cpu
<seconds>`` once the app is ready (the lobby built, the event loop idle), and quits.
``--against DIR`` runs another checkout's ``ww_desktop/`` (e.g. ``git archive main``) in
each round too and prints this one against it (a version before issue 34 prints no
processor times: its lines by processor time are left out). The order within a round
alternates (the bare window first, then last), so no side always follows another. Each
app run uses a fresh data folder (a first launch, the worst case: the saved-games file is
created).

Prints each ratio taken round by round against the bare window of the same round (and
``this / other``), as its median, its middle half (interquartile range) and its extremes:
the first window by the clock (aim: at most 1.3x, issue 34) and by processor time, and the
lobby ready by both; and the load average before and after. On a machine shared with other
work the clock counts the time a process waited for a core: its ratios spread widely (from
0.7x to 2x and more at load 5), while the processor-time ratios stay within a few
hundredths; more rounds (``--runs 25``) tighten both. The figures move with the load; the
ratios are what count.

On the 2-core development machine (issue 34; 21 rounds, load average 2.8-3.4, against
``git archive main`` from before): the first window 1.17x the bare window by the clock
(middle half 0.98-1.32x) and 1.19x by processor time (1.15-1.22x), against 1.40x (1.01-1.58x)
and 1.29x (1.27-1.35x) before; this / before 0.90x by processor time (0.88-0.95x); the lobby
ready no later (0.97x of before by processor time, 0.95-1.02x).
"""

from __future__ import annotations

import argparse
import contextlib
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from collections.abc import Iterator
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]

BARE = r"""
import os, sys, time
from PySide6.QtCore import QEvent, QObject, QTimer
from PySide6.QtWidgets import QApplication, QWidget
T0 = float(os.environ['WW_DESKTOP_BENCH_T0'])
app = QApplication(sys.argv)
w = QWidget(); w.resize(1280, 720)
class FirstPaint(QObject):
    def eventFilter(self, watched, event):
        if event.type() == QEvent.Type.Paint:
            w.removeEventFilter(self)
            QTimer.singleShot(0, painted)
        return False
seen = FirstPaint(); w.installEventFilter(seen)
w.show()
def painted():
    print(f"ww-desktop-first-window {time.time() - T0:.4f}")
    print(f"ww-desktop-first-window-cpu {time.process_time():.4f}")
    QTimer.singleShot(0, idle)
def idle():
    print(f"ww-desktop-idle {time.time() - T0:.4f}")
    print(f"ww-desktop-idle-cpu {time.process_time():.4f}")
    app.quit()
app.exec()
"""


@contextlib.contextmanager
def xvfb() -> Iterator[str]:
    """A private Xvfb on a free display; yields the DISPLAY value."""
    if shutil.which("Xvfb") is None:
        raise SystemExit("bench_startup.py needs Xvfb (apt install xvfb)")
    for number in range(140, 240):
        if (
            not Path(f"/tmp/.X11-unix/X{number}").exists()
            and not Path(f"/tmp/.X{number}-lock").exists()
        ):
            break
    else:
        raise SystemExit("no free X display")
    server = subprocess.Popen(
        ["Xvfb", f":{number}", "-screen", "0", "1920x1080x24", "-nolisten", "tcp"],
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    try:
        deadline = time.monotonic() + 20
        while not Path(f"/tmp/.X11-unix/X{number}").exists():
            if server.poll() is not None or time.monotonic() > deadline:
                raise SystemExit("Xvfb did not start")
            time.sleep(0.05)
        yield f":{number}"
    finally:
        server.terminate()
        server.wait(timeout=10)


def launch(command: list[str], display: str, pythonpath: Path | None = None) -> dict[str, float]:
    """Seconds from just before the process starts to each mark it prints: ``first-window``
    (its first window painted), ``first-window-cpu`` (the processor seconds it used until
    then; absent from a version before issue 34) and ``idle`` (the app: the lobby built and
    the event loop idle; the bare window: right after its first paint). A version without
    the first mark
    (before issue 21's frame-first launch) showed its window only once all was built: its
    ``idle`` is its first window too."""
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
    env["WW_DESKTOP_BENCH_EXIT_WHEN_IDLE"] = "1"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if pythonpath is not None:
        env["PYTHONPATH"] = str(pythonpath)
    env["WW_DESKTOP_BENCH_T0"] = repr(time.time())
    done = subprocess.run(
        command,
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        cwd=pythonpath or ROOT,
    )
    marks: dict[str, float] = {}
    for line in done.stdout.splitlines():
        if line.startswith("ww-desktop-"):
            name, _, value = line.removeprefix("ww-desktop-").partition(" ")
            marks[name] = float(value)
    if "idle" not in marks:
        raise RuntimeError(f"no timing printed:\n{done.stdout}\n{done.stderr}")
    marks.setdefault("first-window", marks["idle"])
    return marks


def _ms(values: list[float]) -> str:
    return f"{statistics.median(values) * 1000:.0f} ms"


def spread(values: list[float]) -> tuple[float, float, float, float, float]:
    """(min, first quartile, median, third quartile, max) of *values*."""
    if len(values) < 2:
        return (values[0],) * 5
    low, mid, high = statistics.quantiles(values, n=4, method="inclusive")
    return min(values), low, mid, high, max(values)


def _ratios(name: str, top: list[float], bottom: list[float], aim: str = "") -> None:
    ratios = [a / b for a, b in zip(top, bottom, strict=True) if a and b]
    if not ratios:
        return
    least, low, mid, high, most = spread(ratios)
    print(
        f"{name}: median {mid:.2f}x, middle half {low:.2f}-{high:.2f}x, over {len(ratios)} "
        f"rounds (min {least:.2f}x, max {most:.2f}x{aim})"
    )


def _load() -> str:
    try:
        return "/".join(f"{x:.1f}" for x in os.getloadavg())
    except OSError:
        return "?"


def main() -> int:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=15, help="rounds (default 15)")
    parser.add_argument(
        "--against",
        type=Path,
        metavar="DIR",
        help="another checkout (its ww_desktop/ is run in each round with this one's)",
    )
    args = parser.parse_args()
    # An installed app has its bytecode compiled: measure it that way (not the compiler).
    versions: dict[str, Path] = {"this": ROOT}
    if args.against is not None:
        versions["other"] = args.against.resolve()
    for folder in versions.values():
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(folder / "ww_desktop")])
    bare_cmd = [sys.executable, "-c", BARE]
    load_before = _load()
    with xvfb() as display, tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)

        def app_cmd(name: str) -> list[str]:
            return [sys.executable, "-m", "ww_desktop", "--data-dir", str(data / name)]

        launch(bare_cmd, display)  # warm the file cache for each
        for label, folder in versions.items():
            launch(app_cmd(f"warm-{label}"), display, folder)
        sides = ["bare", *versions]
        marks: dict[str, list[dict[str, float]]] = {side: [] for side in sides}
        for i in range(args.runs):
            for side in sides if i % 2 == 0 else reversed(sides):
                if side == "bare":
                    marks[side].append(launch(bare_cmd, display))
                else:
                    marks[side].append(launch(app_cmd(f"run{i}-{side}"), display, versions[side]))

    def figures(side: str, mark: str) -> list[float]:
        return [run.get(mark, 0.0) for run in marks[side]]

    bare = figures("bare", "first-window")
    bare_cpu = figures("bare", "first-window-cpu")
    print(f"load average (1/5/15 min): {load_before} before, {_load()} after")
    print(f"bare PySide6 window, first paint: median {_ms(bare)}")
    for label in versions:
        where = "" if label == "this" else f" ({versions[label]})"
        print(f"ww-desktop {label}{where}:")
        print(f"  first window painted: median {_ms(figures(label, 'first-window'))}")
        print(f"  lobby ready (built, event loop idle): median {_ms(figures(label, 'idle'))}")
        _ratios(
            "  first window / bare window", figures(label, "first-window"), bare, "; aim <= 1.3x"
        )
        _ratios("  same, processor time", figures(label, "first-window-cpu"), bare_cpu)
        _ratios("  lobby ready / bare window", figures(label, "idle"), bare)
        _ratios("  same, processor time", figures(label, "idle-cpu"), bare_cpu)
    if "other" in versions:
        _ratios(
            "this / other, first window",
            figures("this", "first-window"),
            figures("other", "first-window"),
        )
        _ratios(
            "this / other, same, processor time",
            figures("this", "first-window-cpu"),
            figures("other", "first-window-cpu"),
        )
        _ratios("this / other, lobby ready", figures("this", "idle"), figures("other", "idle"))
        _ratios(
            "this / other, same, processor time",
            figures("this", "idle-cpu"),
            figures("other", "idle-cpu"),
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
