"""Launch to the first visible window under Xvfb, as a ratio against a bare PySide6 window.

Run: ``uv run python bench/bench_startup.py [--runs N]``. Starts a private Xvfb on a free
display, then launches, alternately, a bare PySide6 window (``QApplication`` and one shown
``QWidget``) and the app itself (``python -m ww_desktop --data-dir DIR``, the real command),
each with ``WW_DESKTOP_BENCH_EXIT_WHEN_IDLE=1``: both print ``ww-desktop-idle <seconds>`` (from
the launcher's clock before the process starts) once their first window is shown and the
event loop has run, then quit. Prints the median of each, the median of the per-pair ratios
(aim: at most 1.5x) and the medians. Each app run uses a fresh data folder (a first launch,
the worst case: the saved-games file is created). The figures move with the machine's load;
the ratio is what counts.
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
from PySide6.QtCore import QTimer
from PySide6.QtWidgets import QApplication, QWidget
app = QApplication(sys.argv)
w = QWidget(); w.resize(1280, 720); w.show()
def idle():
    print(f"ww-desktop-idle {time.time() - float(os.environ['WW_DESKTOP_BENCH_T0']):.4f}")
    app.quit()
QTimer.singleShot(0, idle)
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


def launch(command: list[str], display: str) -> float:
    """Seconds from just before the process starts to its first window shown and idle."""
    env = dict(os.environ, DISPLAY=display, QT_QPA_PLATFORM="xcb")
    env["WW_DESKTOP_BENCH_EXIT_WHEN_IDLE"] = "1"
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["WW_DESKTOP_BENCH_T0"] = repr(time.time())
    done = subprocess.run(command, env=env, capture_output=True, text=True, timeout=120)
    for line in done.stdout.splitlines():
        if line.startswith("ww-desktop-idle "):
            return float(line.split()[1])
    raise RuntimeError(f"no timing printed:\n{done.stdout}\n{done.stderr}")


def main() -> int:
    """Measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=9, help="alternating pairs (default 9)")
    args = parser.parse_args()
    # An installed app has its bytecode compiled: measure it that way (not the compiler).
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(ROOT / "ww_desktop")])
    bare_cmd = [sys.executable, "-c", BARE]
    with xvfb() as display, tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)

        def app_cmd(name: str) -> list[str]:
            return [sys.executable, "-m", "ww_desktop", "--data-dir", str(data / name)]

        launch(bare_cmd, display)  # warm the file cache for both
        launch(app_cmd("warm"), display)
        bare: list[float] = []
        app: list[float] = []
        for i in range(args.runs):
            bare.append(launch(bare_cmd, display))
            app.append(launch(app_cmd(f"run{i}"), display))
    ratios = [a / b for a, b in zip(app, bare, strict=True)]
    print(f"bare PySide6 window: median {statistics.median(bare) * 1000:.0f} ms")
    print(f"ww-desktop lobby:    median {statistics.median(app) * 1000:.0f} ms")
    print(
        f"ratio: median {statistics.median(ratios):.2f}x over {args.runs} alternating pairs "
        f"(min {min(ratios):.2f}x, max {max(ratios):.2f}x; aim <= 1.5x)"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
