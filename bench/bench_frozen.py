"""The frozen executable: its size and its start time to the lobby (offscreen).

Run: ``uv run python bench/bench_frozen.py [--runs N] [--rebuild]``. Uses the one-folder build
in ``dist/ww-desktop/`` (building it first when missing or with ``--rebuild``), prints the
folder's size (aim: under 120 MB) and the median time from launching the executable to the
lobby shown with the event loop idle (aim: under 0.5 s), with
``WW_DESKTOP_BENCH_EXIT_WHEN_IDLE=1`` making the app report and quit once idle.
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

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from build import build, folder_size  # noqa: E402  (packaging/build.py)


def start_time(exe: Path, data: Path) -> float:
    """Seconds from launch to the lobby being shown and idle."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen", WW_DESKTOP_BENCH_EXIT_WHEN_IDLE="1")
    env["WW_DESKTOP_BENCH_T0"] = repr(time.time())
    done = subprocess.run(
        [str(exe), "--data-dir", str(data)], env=env, capture_output=True, text=True, timeout=60
    )
    for line in done.stdout.splitlines():
        if line.startswith("ww-desktop-idle "):
            return float(line.split()[1])
    raise RuntimeError(f"the executable did not report: {done.stdout}{done.stderr}")


def main() -> int:
    """Build if needed, then measure and print."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--runs", type=int, default=7)
    parser.add_argument("--rebuild", action="store_true")
    args = parser.parse_args()
    exe = ROOT / "dist" / "ww-desktop" / ("ww-desktop.exe" if os.name == "nt" else "ww-desktop")
    if args.rebuild or not exe.exists():
        exe = build(onefile=False, quiet=True)
    size = folder_size(exe.parent) / 1_000_000
    with tempfile.TemporaryDirectory() as folder:
        start_time(exe, Path(folder))  # warm the file cache once
        times = [start_time(exe, Path(folder)) for _ in range(args.runs)]
    median = statistics.median(times)
    print(f"one-folder build: {size:.1f} MB (aim < 120 MB)")
    print(f"start to the lobby: median {median * 1000:.0f} ms over {args.runs} runs (aim < 500 ms)")
    return 0


if __name__ == "__main__":
    sys.exit(main())
