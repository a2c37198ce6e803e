"""Start-up time and memory of the app, beside a bare PySide6 window (offscreen).

Run: ``uv run python bench/startup.py [--runs N]``. Prints the median time from launch to
the first window shown with the event loop idle, for the app (``ww-desktop`` with
``WW_DESKTOP_BENCH_EXIT_WHEN_IDLE=1``) and for a bare QWidget started the same way, their
ratio (aim: <= 1.5), and the peak memory (ru_maxrss) of a 15-player game played to the end
through the controller with the public window shown (aim: < 200 MB).
"""

from __future__ import annotations

import argparse
import os
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

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

APP = r"""
import sys
from pathlib import Path
from ww_desktop.app.main import run_app
sys.exit(run_app(Path(sys.argv[1])))
"""

MEMORY = r"""
import resource, sys
from pathlib import Path
from PySide6.QtWidgets import QApplication
from ww_desktop.app.controller import GameController
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.bots import bot_rng, random_choice
from ww_desktop.engine.setup import deal
from ww_desktop.store import Store

app = QApplication([])
store = Store.open(Path(sys.argv[1]) / "games.sqlite3")
controller = GameController(store)
window = PublicWindow(controller)
window.resize(1920, 1080)
window.show()
names = [f"Player {i}" for i in range(15)]
controller.start(deal("standard", names, seed=11))
steps = 0
while controller.pending():
    game = controller.game
    rng = bot_rng(11, len(game.records))
    pending = controller.pending()
    request = pending[rng.randrange(len(pending))]
    controller.apply(random_choice(game, request, rng))
    app.processEvents()
    steps += 1
controller.confirm_end()
app.processEvents()
print(steps, resource.getrusage(resource.RUSAGE_SELF).ru_maxrss)
"""


def _time(code: str, args: list[str]) -> float:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WW_DESKTOP_BENCH_EXIT_WHEN_IDLE="1")
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    env["WW_DESKTOP_BENCH_T0"] = repr(time.time())
    done = subprocess.run(
        [sys.executable, "-c", code, *args],
        env=env,
        capture_output=True,
        text=True,
        timeout=120,
        check=True,
    )
    for line in done.stdout.splitlines():
        if line.startswith("ww-desktop-idle "):
            return float(line.split()[1])
    raise RuntimeError(f"no timing printed:\n{done.stdout}\n{done.stderr}")


def main() -> int:
    """Run the benchmark and print its numbers."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    # An installed app has its bytecode compiled; measure it that way (not the compiler).
    package = Path(__file__).resolve().parents[1] / "ww_desktop"
    subprocess.run([sys.executable, "-m", "compileall", "-q", str(package)], check=False)
    with tempfile.TemporaryDirectory() as tmp:
        data = Path(tmp)
        _time(APP, [str(data / "warm")])  # warm the file cache for both
        _time(BARE, [])
        bare, app = [], []
        for i in range(args.runs):
            bare.append(_time(BARE, []))
            app.append(_time(APP, [str(data / f"run{i}")]))
        b, a = statistics.median(bare), statistics.median(app)
        print(f"bare PySide6 window: median {b * 1000:.0f} ms over {args.runs} runs")
        print(f"ww-desktop:          median {a * 1000:.0f} ms over {args.runs} runs")
        print(f"ratio: {a / b:.2f} (aim <= 1.5)")
        env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
        done = subprocess.run(
            [sys.executable, "-c", MEMORY, str(data)],
            env=env,
            capture_output=True,
            text=True,
            timeout=300,
            check=True,
        )
        steps, kb = done.stdout.split()[-2:]
        print(
            f"15-player game ({steps} choices) to the end: peak {int(kb) / 1024:.0f} MB (aim < 200)"
        )
    return 0


if __name__ == "__main__":
    sys.exit(main())
