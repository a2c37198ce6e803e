"""The speech threads' use of espeak-ng, at length: the render-ahead stress, many launches.

Run: ``uv run python bench/bench_espeak_stress.py [--launches N] [--rounds R] [--against DIR]``.

Launches ``tests/narration/espeak_stress.py`` (two real voices rendering the app's lines
ahead in en/fr/ja while the GUI thread switches language; R rounds, about 16 lines each)
N times as it is and N times under AddressSanitizer's checks (libasan preloaded, Python's
allocations through malloc, when gcc's libasan is installed), and prints each kind's exit
codes, lines rendered and time. A crash shows as a negative exit code (-11: segmentation
fault); under the checks, a read past a line's text ends the child with exit code 1 and
the report is printed. ``--against DIR`` runs another checkout's ``ww_desktop/`` (e.g. a
``git worktree`` of the commit before the fix) the same way, for comparison.

Measured on 2026-12-02 (2 busy cores, ``--launches 2 --rounds 60 --against`` a worktree
of the commit before the fix):

- this checkout: exit 0 in 2 of 2 launches as it is (1,707 lines in 11 s) and 2 of 2
  under AddressSanitizer (1,680 lines in 15 s);
- the old code: exit 0 in 2 of 2 as it is (1,679 lines in 27 s), exit 1 in 2 of 2 under
  AddressSanitizer at the first line ("heap-buffer-overflow ... READ of size 540" in
  ``espeak_Synth``: a 54-byte line read as 540 bytes). As it is, its crash is rare: none in
  24 launches of 30 rounds (about 12,000 lines), once in about 40 launches at the rig.
"""

from __future__ import annotations

import argparse
import collections
import glob
import os
import re
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parents[1]
DRIVER = ROOT / "tests" / "narration" / "espeak_stress.py"
ASAN_OPTIONS = "detect_leaks=0:alloc_dealloc_mismatch=0:verify_asan_link_order=0"


def libasan() -> str | None:
    found = sorted(
        glob.glob("/usr/lib/*/libasan.so.[0-9]*") + glob.glob("/usr/lib*/libasan.so.[0-9]*")
    )
    return found[-1] if found else None


def launch(rounds: int, code_dir: Path, checked: bool) -> tuple[int, int, float, str]:
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen", "PYTHONPATH": str(code_dir)}
    if checked:
        env.update(LD_PRELOAD=libasan() or "", ASAN_OPTIONS=ASAN_OPTIONS, PYTHONMALLOC="malloc")
    start = time.monotonic()
    done = subprocess.run(
        [sys.executable, str(DRIVER), str(rounds)],
        cwd=ROOT,
        env=env,
        capture_output=True,
        text=True,
        timeout=1800,
    )
    found = re.search(r"rendered (\d+) lines", done.stdout)
    report = ""
    if "AddressSanitizer" in done.stderr:
        lines = done.stderr.splitlines()
        report = "\n".join(line for line in lines if "ERROR:" in line or "READ of" in line)
        report += "\n" + "\n".join(lines[i] for i in range(len(lines)) if " in espeak_" in lines[i])
    elif done.returncode:
        report = "\n".join(done.stderr.splitlines()[-12:])
    rendered = int(found.group(1)) if found else 0
    return done.returncode, rendered, time.monotonic() - start, report


def run(label: str, code_dir: Path, launches: int, rounds: int) -> None:
    kinds = [False] + ([True] if libasan() else [])
    for checked in kinds:
        codes: collections.Counter[int] = collections.Counter()
        lines = 0
        seconds = 0.0
        shown = False
        for _ in range(launches):
            code, rendered, took, report = launch(rounds, code_dir, checked)
            codes[code] += 1
            lines += rendered
            seconds += took
            if report and not shown:
                print(f"  first failure ({label}, {'checked' if checked else 'as it is'}):")
                print("    " + report.strip().replace("\n", "\n    "))
                shown = True
        kind = "under AddressSanitizer" if checked else "as it is"
        summary = ", ".join(f"exit {c}: {n}" for c, n in sorted(codes.items()))
        print(
            f"{label:10} {kind:23} {launches} launches: {summary}; "
            f"{lines} lines rendered in {seconds:.0f} s"
        )


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--launches", type=int, default=10)
    parser.add_argument("--rounds", type=int, default=100)
    parser.add_argument("--against", type=Path, help="another checkout to run the same way")
    args = parser.parse_args()
    if not libasan():
        print("libasan not found (gcc's AddressSanitizer): running without the checks only")
    run("this", ROOT, args.launches, args.rounds)
    if args.against is not None:
        run(args.against.name, args.against.resolve(), args.launches, args.rounds)
    return 0


if __name__ == "__main__":
    sys.exit(main())
