"""Does a call's length tell whether the role's player is still here? (issue: one timeline)

Plays narrated bot games headless (``app.narrated_play``: the real controller and narrator,
a silent voice paced as if it spoke, a simulated table clock) with the host answering after
delays drawn between 0.5 and 20 seconds, until at least ``--nights`` nights were read. Then,
for every role called both with its player here and gone, it compares the two samples of
call lengths ("open your eyes" to "close your eyes") with a two-sample Kolmogorov-Smirnov
test, and prints the statistic D and its p-value, per role and pooled (each call measured
against its role's median, so that roles with longer lines do not weigh in). Lengths are
compared to 10 ms (the export keeps each time to 1 ms, so a difference holds +-2 ms of
rounding). Indistinguishable means D near 0 and a large p-value.

    uv run python bench/bench_call_lengths.py [--nights 200] [--seed 1]
"""

from __future__ import annotations

import argparse
import math
import statistics
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent.parent))

from PySide6.QtCore import QCoreApplication

from ww_desktop.app.narrated_play import play_narrated
from ww_desktop.headless import new_bot_game
from ww_desktop.store import Store

TABLES = (("classic", 8), ("standard", 9), ("basic", 7), ("traditional", 9), ("compact", 7))


def ks_2samp(a: list[float], b: list[float]) -> tuple[float, float]:
    """Two-sample Kolmogorov-Smirnov statistic D and its asymptotic p-value."""
    a, b = sorted(a), sorted(b)
    n, m = len(a), len(b)
    i = j = 0
    d = 0.0
    while i < n and j < m:
        x = min(a[i], b[j])
        while i < n and a[i] <= x:
            i += 1
        while j < m and b[j] <= x:
            j += 1
        d = max(d, abs(i / n - j / m))
    en = math.sqrt(n * m / (n + m))
    lam = (en + 0.12 + 0.11 / en) * d
    if lam < 1e-9:
        return d, 1.0
    p = 2 * sum((-1) ** (k - 1) * math.exp(-2 * k * k * lam * lam) for k in range(1, 101))
    return d, min(1.0, max(0.0, p))


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--nights", type=int, default=200)
    parser.add_argument("--seed", type=int, default=1)
    args = parser.parse_args()
    app = QCoreApplication.instance() or QCoreApplication([])
    lengths: dict[str, dict[bool, list[float]]] = defaultdict(lambda: {True: [], False: []})
    nights = games = 0
    started = time.perf_counter()
    with tempfile.TemporaryDirectory() as tmp, Store.open(Path(tmp) / "games.sqlite3") as store:
        seed = args.seed
        while nights < args.nights:
            preset, players = TABLES[games % len(TABLES)]
            run = play_narrated(
                lambda p=preset, n=players, s=seed: new_bot_game(store, p, n, s), seed=seed
            )
            calls = store.narration(run.game_id).get("calls", [])
            nights += len({c["night"] for c in calls})
            for c in calls:
                if c["close"] is not None:
                    length = round(c["close"] - c["open"], 2)  # the export keeps 1 ms per time
                    lengths[f"{preset}:{c['role']}"][c["here"]].append(length)
            games += 1
            seed += 1
    del app
    wall = time.perf_counter() - started
    print(f"{games} narrated games, {nights} nights, {wall:.1f} s of wall time")
    print(
        f"{'role':28} {'here':>5} {'gone':>5} {'median here':>12} {'median gone':>12}"
        f" {'KS D':>6} {'p':>6}"
    )
    pooled_here: list[float] = []
    pooled_gone: list[float] = []
    for role, sample in sorted(lengths.items()):
        here, gone = sample[True], sample[False]
        if not here or not gone:
            continue
        centre = statistics.median(here + gone)
        pooled_here += [x - centre for x in here]
        pooled_gone += [x - centre for x in gone]
        d, p = ks_2samp(here, gone)
        print(
            f"{role:28} {len(here):5} {len(gone):5} {statistics.median(here):11.2f}s"
            f" {statistics.median(gone):11.2f}s {d:6.3f} {p:6.3f}"
        )
    if pooled_here and pooled_gone:
        d, p = ks_2samp(pooled_here, pooled_gone)
        print(
            f"pooled (each call minus its role's median): {len(pooled_here)} here, "
            f"{len(pooled_gone)} gone: KS D = {d:.3f}, p = {p:.3f}"
        )
    else:
        print("no role was called both here and gone: play more nights")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
