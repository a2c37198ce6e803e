"""Benchmark of the simulator (issue 21): games per second on one core and on all cores.

Prints two figures for 15-player `standard` tables with the reasoning bots:

* one core: `--games` whole games played in one process (dealing included, as `simulate`
  does it), per second of that process's CPU time, so that other work on a shared machine
  does not count (aim: >= 1,000 games/s);
* all cores: the wall-clock time of ``python -m ww_desktop simulate --preset standard
  --players 15 --games 3000`` run as a fresh process, start-up included (aim: >= 1,500
  games/s on two cores); beside it the processor time that command used (its own and its
  workers', start-up included), as games per processor-second: steadier than the wall
  clock on a shared machine, and the two-core figure a quiet machine would reach is about
  twice it (less the start-up's part, about 0.1 s).

This checkout is measured twice when its engine is compiled (``tools/build_engine.py``):
``compiled`` (``WW_ENGINE=compiled``) and ``pure`` (``WW_ENGINE=pure``, the same code as plain
Python); without a build, only ``pure``.

The machine may be shared: compare runs made one after the other, or pass ``--against DIR``
(a checkout of another version, e.g. from ``git archive``) to measure both versions
alternately, `--rounds` times, and print the medians and the ratios. With ``--interleaved``
the one-core ratio is also measured inside one process that holds both versions, playing
the same games with each in turn (new games each round), `--rounds` times, the best time
of each counted: on a busy machine this is the steadiest figure of the two. The ratios are
printed against ``other`` (the version given with ``--against``).

``--simulate-only`` measures only the command (no one-core figure), and ``--no-pure`` leaves
out the plain-Python run of a compiled checkout: with ``--against`` the two make a quick
comparison of the command alone, old and new one after the other.

Run: ``uv run python bench/bench_simulate.py [--games N] [--rounds N] [--against DIR]
[--interleaved] [--simulate-only] [--no-pure]``.
"""

from __future__ import annotations

import argparse
import os
import resource
import statistics
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent

SIMULATE = (
    sys.executable,
    "-m",
    "ww_desktop",
    "simulate",
    "--preset",
    "standard",
    "--players",
    "15",
)

ONE_CORE = """
import sys, time
from ww_desktop.simulate import game_seed, player_names, table_roles
from ww_desktop.engine.reasoning import play_reasoning
from ww_desktop.engine.setup import deal
games = int(sys.argv[1])
names = player_names(15)
roles = table_roles("standard", 15, None)
for i in range(20):  # warm up
    play_reasoning(deal("standard", names, roles, {}, game_seed(1, i)), game_seed(1, i))
start = time.process_time()
for i in range(games):
    seed = game_seed(0, i)
    play_reasoning(deal("standard", names, roles, {}, seed), seed)
print(games / (time.process_time() - start))
"""


def _env(source: Path, engine: str) -> dict[str, str]:
    env = {**os.environ, "PYTHONPATH": str(source)}
    env.pop("WW_ENGINE", None)
    # Start-up as installed copies have it, with their bytecode cached (pip and the packaging
    # compile it): a shell with PYTHONDONTWRITEBYTECODE set would have every run compile
    # each module again (20-30 ms of processor time of a `simulate` start, in both versions).
    env.pop("PYTHONDONTWRITEBYTECODE", None)
    if engine:
        env["WW_ENGINE"] = engine
    return env


def one_core(source: Path, games: int, engine: str = "") -> float:
    """Games per second in one process, the package imported from `source`."""
    out = subprocess.run(
        [sys.executable, "-c", ONE_CORE, str(games)],
        env=_env(source, engine),
        capture_output=True,
        text=True,
        check=True,
        cwd=source,  # `-c` puts the working folder first on the path: it must be `source`
    )
    return float(out.stdout.strip().splitlines()[-1])


INTERLEAVED = """
import importlib, os, sys, time

def load(spec):
    path, _, engine = spec.partition("@")
    for name in [k for k in sys.modules if k == "ww_desktop" or k.startswith("ww_desktop.")]:
        del sys.modules[name]
    # an earlier version's finder of plain-Python modules (engine/native.py) must not serve this one
    sys.meta_path[:] = [f for f in sys.meta_path if type(f).__name__ != "_PlainFinder"]
    os.environ.pop("WW_ENGINE", None)
    if engine:
        os.environ["WW_ENGINE"] = engine
    sys.path.insert(0, path)
    sim = importlib.import_module("ww_desktop.simulate")
    bots = importlib.import_module("ww_desktop.engine.reasoning")
    setup = importlib.import_module("ww_desktop.engine.setup")
    sys.path.remove(path)
    names = sim.player_names(15)
    roles = sim.table_roles("standard", 15, None)

    def run(games, run_seed):
        for i in range(games):
            seed = sim.game_seed(run_seed, i)
            bots.play_reasoning(setup.deal("standard", names, roles, {}, seed), seed)
    return run

games, rounds = int(sys.argv[1]), int(sys.argv[2])
runs = [load(path) for path in sys.argv[3:]]
best = [float("inf")] * len(runs)
for run in runs:
    run(20, 1000)  # warm up
for r in range(rounds):  # new games each round, the same for every version
    for k, run in enumerate(runs):
        start = time.process_time()
        run(games, r)
        best[k] = min(best[k], time.process_time() - start)
print(" ".join(str(games / b) for b in best))
"""


def interleaved(versions: list[tuple[Path, str]], games: int, rounds: int) -> list[float]:
    """Games per second of each version (best of `rounds`), all played in one process. A
    version is a folder and an engine (`WW_ENGINE`, "" for the default); the compiled one
    first (a compiled module is not loaded twice in one process)."""
    specs = [f"{source}@{engine}" for source, engine in versions]
    out = subprocess.run(
        [sys.executable, "-c", INTERLEAVED, str(games), str(rounds), *specs],
        capture_output=True,
        text=True,
        check=True,
        cwd=versions[0][0],
    )
    return [float(x) for x in out.stdout.split()]


def all_cores(source: Path, games: int, engine: str = "") -> tuple[float, float]:
    """Games per second of the `simulate` command on all cores, start-up included, and
    games per second of the processor time it used (the command's and its workers')."""
    before = resource.getrusage(resource.RUSAGE_CHILDREN)
    start = time.perf_counter()
    subprocess.run(
        [*SIMULATE, "--games", str(games), "--json"],
        env=_env(source, engine),
        capture_output=True,
        check=True,
        cwd=source,
    )
    wall = time.perf_counter() - start
    after = resource.getrusage(resource.RUSAGE_CHILDREN)
    cpu = after.ru_utime - before.ru_utime + after.ru_stime - before.ru_stime
    return games / wall, games / cpu


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000, help="games for the one-core figure")
    parser.add_argument("--sim-games", type=int, default=3000, help="games for `simulate`")
    parser.add_argument("--rounds", type=int, default=3)
    parser.add_argument("--against", type=Path, default=None, help="another version to compare")
    parser.add_argument(
        "--interleaved",
        action="store_true",
        help="also every version in one process, in turn (best of --rounds)",
    )
    parser.add_argument(
        "--simulate-only", action="store_true", help="only the command (no one-core figure)"
    )
    parser.add_argument(
        "--no-pure", action="store_true", help="not the plain-Python run of a compiled checkout"
    )
    args = parser.parse_args()
    sys.path.insert(0, str(ROOT))
    os.environ["WW_ENGINE"] = "pure"  # this process only asks `native` whether a build is there
    from ww_desktop.engine import native

    os.environ.pop("WW_ENGINE")
    built = bool(native.built_files()) and native.stale() is None
    versions: dict[str, tuple[Path, str]] = {}
    if built:
        versions["compiled"] = (ROOT, "compiled")
    if not (built and args.no_pure):
        versions["pure"] = (ROOT, "pure")
    if args.against is not None:
        versions["other"] = (args.against.resolve(), "")
    one: dict[str, list[float]] = {k: [] for k in versions}
    every: dict[str, list[float]] = {k: [] for k in versions}
    spent: dict[str, list[float]] = {k: [] for k in versions}
    for r in range(args.rounds):  # alternate, so a change in the machine's load hits both
        order = list(versions.items())
        for name, (source, engine) in order if r % 2 == 0 else reversed(order):
            if not args.simulate_only:
                one[name].append(one_core(source, args.games, engine))
            wall, cpu = all_cores(source, args.sim_games, engine)
            every[name].append(wall)
            spent[name].append(cpu)
    cores = os.cpu_count() or 1
    print(f"15-player standard, reasoning bots (median of {args.rounds} alternating rounds)")
    if not built:
        print("  (no current compiled engine: tools/build_engine.py builds it)")
    for name in versions:
        if one[name]:
            print(
                f"  {name:8}: one core {statistics.median(one[name]):5.0f} games/s (aim >= 1,000)"
            )
        print(
            f"  {name:8}: simulate --games {args.sim_games} on {cores} cores, start-up included:"
            f" {statistics.median(every[name]):5.0f} games/s (aim >= 1,500);"
            f" {statistics.median(spent[name]):5.0f} games per processor-second"
        )
        print(
            "            rounds: "
            + (f"one core {[round(x) for x in one[name]]}, " if one[name] else "")
            + f"all cores {[round(x) for x in every[name]]},"
            f" per processor-second {[round(x) for x in spent[name]]}"
        )
    base = "other" if "other" in versions else "pure"
    for name in versions:
        if name == base or base not in versions:
            continue
        ratios = []
        if one[name]:
            r1 = statistics.median(a / b for a, b in zip(one[name], one[base], strict=True))
            ratios.append(f"one core {r1:.2f}x")
        r2 = statistics.median(a / b for a, b in zip(every[name], every[base], strict=True))
        r3 = statistics.median(a / b for a, b in zip(spent[name], spent[base], strict=True))
        ratios += [f"all cores {r2:.2f}x", f"per processor-second {r3:.2f}x"]
        print(f"  ratio {name}/{base}: {', '.join(ratios)} (medians)")
    if args.interleaved and len(versions) > 1 and base in versions:
        names = list(versions)
        speeds = interleaved(
            [versions[k] for k in names], min(args.games, 200), max(args.rounds, 5)
        )
        mine = dict(zip(names, speeds, strict=True))
        print(
            "  one core, all in one process (best of rounds): "
            + ", ".join(f"{k} {v:.0f}" for k, v in mine.items())
            + " games/s; "
            + ", ".join(f"{k}/{base} {mine[k] / mine[base]:.2f}x" for k in names if k != base)
        )
    print(f"  load average: {' '.join(f'{x:.1f}' for x in os.getloadavg())}")


if __name__ == "__main__":
    main()
