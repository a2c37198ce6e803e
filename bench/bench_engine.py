"""Benchmark of the rules engine: random 15-player `standard` games played to the end.

Deals N tables (seeds 0..N-1, the preset's default roles), plays each with the random bot
(`ww_desktop.engine.bots`) and prints choices per second, microseconds per choice (aim: well
under 1 ms) and games per second. Dealing is not timed; everything from the first request to
the end of the game is.

Run: ``uv run python bench/bench_engine.py [--games N] [--players N] [--preset ID]``.
"""

from __future__ import annotations

import argparse
import time

from ww_desktop.engine.bots import play_random
from ww_desktop.engine.setup import deal


def run(games: int, players: int, preset: str) -> tuple[int, float]:
    """Play `games` games; return (choices made, seconds spent)."""
    names = [f"P{i}" for i in range(players)]
    setups = [deal(preset, names, seed=seed) for seed in range(games)]
    choices = 0
    start = time.perf_counter()
    for seed, setup in enumerate(setups):
        game = play_random(setup, seed)
        choices += len(game.choices)
    return choices, time.perf_counter() - start


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=300)
    parser.add_argument("--players", type=int, default=15)
    parser.add_argument("--preset", default="standard")
    args = parser.parse_args()
    choices, seconds = run(args.games, args.players, args.preset)
    print(f"{args.games} {args.preset} games of {args.players} players, {choices} choices")
    print(f"{choices / seconds:,.0f} choices/second")
    print(f"{seconds / choices * 1e6:,.1f} µs per choice")
    print(f"{args.games / seconds:,.1f} games/second")


if __name__ == "__main__":
    main()
