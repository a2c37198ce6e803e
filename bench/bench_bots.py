"""Benchmark of the bots: games per second on ONE core, 15-player standard table.

Plays `--games` whole games (dealt from seeds 0, 1, ...) with the reasoning bots
(`engine.reasoning`, aim: >= 1,000 games/s) and with the random bot (`engine.bots`) for
comparison, in this process, and prints both rates, choices per game, and the share of the
time spent in the bot versus the rules engine. `--profile` prints the top of a cProfile run
of the reasoning games.

Run: ``uv run python bench/bench_bots.py [--games N] [--players N] [--profile]``.
"""

from __future__ import annotations

import argparse
import cProfile
import pstats
import time
from collections.abc import Callable

from ww_desktop.engine.bots import play_random
from ww_desktop.engine.game import Game
from ww_desktop.engine.reasoning import ReasoningBots, play_reasoning
from ww_desktop.engine.setup import Setup, deal


def setups(players: int, games: int) -> list[Setup]:
    names = [f"Player {i + 1}" for i in range(players)]
    return [deal("standard", names, seed=i) for i in range(games)]


def rate(play: Callable[[Setup, int], Game], tables: list[Setup]) -> tuple[float, float]:
    """Games per second and choices per game."""
    start = time.perf_counter()
    records = 0
    for i, setup in enumerate(tables):
        records += len(play(setup, i).records)
    return len(tables) / (time.perf_counter() - start), records / len(tables)


def bot_share(tables: list[Setup]) -> float:
    """The share of a reasoning game's time spent choosing: everything but the engine's
    `apply` and `apply_batch` (the bots answer a whole batch at once)."""
    engine = 0.0
    start = time.perf_counter()
    for i, setup in enumerate(tables):
        game = Game(setup)
        bots = ReasoningBots(game, i)
        for name in ("apply", "apply_batch"):
            step = getattr(game, name)

            def timed(arg, step=step):  # type: ignore[no-untyped-def]
                nonlocal engine
                t = time.perf_counter()
                step(arg)
                engine += time.perf_counter() - t

            setattr(game, name, timed)
        bots.play()
    total = time.perf_counter() - start
    return 1.0 - engine / total


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--players", type=int, default=15)
    parser.add_argument("--profile", action="store_true")
    args = parser.parse_args()
    tables = setups(args.players, args.games)
    rate(lambda s, i: play_reasoning(s, i)[0], tables[:50])  # warm up
    reasoning, r_choices = rate(lambda s, i: play_reasoning(s, i)[0], tables)
    randomly, x_choices = rate(play_random, tables)
    share = bot_share(tables[: max(1, args.games // 4)])
    print(f"{args.players}-player standard, {args.games} games, one core")
    print(
        f"  reasoning bots: {reasoning:8.0f} games/s  ({r_choices:.0f} records a game; "
        f"{100 * share:.0f}% of the time in the bot, the rest in the engine)"
    )
    print(f"  random bot:     {randomly:8.0f} games/s  ({x_choices:.0f} records a game)")
    print(
        f"  aim: >= 1,000 games/s with reasoning bots: {'met' if reasoning >= 1000 else 'NOT met'}"
    )
    if args.profile:
        profiler = cProfile.Profile()
        profiler.enable()
        for i, setup in enumerate(tables[:300]):
            play_reasoning(setup, i)
        profiler.disable()
        pstats.Stats(profiler).sort_stats("tottime").print_stats(15)


if __name__ == "__main__":
    main()
