"""Launch to the first visible window under Xvfb, as a ratio against a bare PySide6 window.

Run: ``uv run python bench/bench_startup.py [--runs N] [--against DIR]``. Starts a private
Xvfb on a free display, then launches, alternately, a bare PySide6 window (``QApplication``
and one shown ``QWidget``) and the app itself (``python -m ww_desktop --data-dir DIR``, the
real command), each with ``WW_DESKTOP_BENCH_EXIT_WHEN_IDLE=1``. Each prints, from the
launcher's clock before the process starts, ``ww-desktop-first-window <seconds>`` once its
first window has painted, and ``ww-desktop-idle <seconds>`` once the app is ready (the lobby
built, the event loop idle), then quits. Prints the medians, and the medians of the per-pair
ratios against the bare window: the first window (aim: at most 1.5x) and the ready lobby.
``--against DIR`` runs another checkout's ``ww_desktop/`` (e.g. ``git archive main``)
alternately too and prints this one against it. Each app run uses a fresh data folder (a
first launch, the worst case: the saved-games file is created). The figures move with the
machine's load; the ratios are what count.
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
    QTimer.singleShot(0, idle)
def idle():
    print(f"ww-desktop-idle {time.time() - T0:.4f}")
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
    (its first window painted) and ``idle`` (the app: the lobby built and the event loop
    idle; the bare window: right after its first paint). A version without the first mark
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


def _ratios(name: str, top: list[float], bottom: list[float], aim: str = "") -> None:
    ratios = [a / b for a, b in zip(top, bottom, strict=True)]
    print(
        f"{name}: median {statistics.median(ratios):.2f}x over {len(ratios)} alternating runs "
        f"(min {min(ratios):.2f}x, max {max(ratios):.2f}x{aim})"
    )


def main() -> int:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="alternating pairs (default 9)")
    parser.add_argument(
        "--against",
        type=Path,
        metavar="DIR",
        help="another checkout (its ww_desktop/ is run alternately with this one's)",
    )
    args = parser.parse_args()
    # An installed app has its bytecode compiled: measure it that way (not the compiler).
    versions: dict[str, Path] = {"this": ROOT}
    if args.against is not None:
        versions["other"] = args.against.resolve()
    for folder in versions.values():
        subprocess.run([sys.executable, "-m", "compileall", "-q", str(folder / "ww_desktop")])
    bare_cmd = [sys.executable, "-c", BARE]
    with xvfb() as display, tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)

        def app_cmd(name: str) -> list[str]:
            return [sys.executable, "-m", "ww_desktop", "--data-dir", str(data / name)]

        launch(bare_cmd, display)  # warm the file cache for each
        for label, folder in versions.items():
            launch(app_cmd(f"warm-{label}"), display, folder)
        bare: list[float] = []
        first: dict[str, list[float]] = {label: [] for label in versions}
        ready: dict[str, list[float]] = {label: [] for label in versions}
        for i in range(args.runs):
            bare.append(launch(bare_cmd, display)["first-window"])
            for label, folder in versions.items():
                marks = launch(app_cmd(f"run{i}-{label}"), display, folder)
                first[label].append(marks["first-window"])
                ready[label].append(marks["idle"])
    print(f"bare PySide6 window, first paint: median {_ms(bare)}")
    for label in versions:
        where = "" if label == "this" else f" ({versions[label]})"
        print(f"ww-desktop {label}{where}:")
        print(f"  first window painted: median {_ms(first[label])}")
        print(f"  lobby ready (built, event loop idle): median {_ms(ready[label])}")
        _ratios("  first window / bare window", first[label], bare, "; aim <= 1.5x")
        _ratios("  lobby ready / bare window", ready[label], bare)
    if "other" in versions:
        _ratios("this / other, first window", first["this"], first["other"])
        _ratios("this / other, lobby ready", ready["this"], ready["other"])
    return 0


if __name__ == "__main__":
    sys.exit(main())
