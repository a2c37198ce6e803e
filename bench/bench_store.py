"""Benchmark of the saved-games store: history list and game load on a large file.

Builds a temporary store with 1,000 finished games (15 players, ~150 records each) plus one
30-player game of ~400 records, then prints the median of several runs of:

* ``list_games()`` (aim: < 100 ms) and a name search;
* ``load()`` of the 30-player game (aim: < 50 ms);
* ``player_stats()``, ``Store.open`` (which runs a quick integrity check) and one durable
  ``append_record``.

Run: ``uv run python bench/bench_store.py [--games N] [--runs N]``.
"""

from __future__ import annotations

import argparse
import random
import statistics
import tempfile
import time
from collections.abc import Callable
from datetime import UTC, datetime, timedelta
from pathlib import Path
from typing import Any

from ww_desktop.store import Store

NAMES = [f"Player{i:02d}" for i in range(60)]
ROLES = ["werewolf", "seer", "villager", "knight", "medium", "hunter", "villager"]


def make_game(rng: random.Random, players: int, records: int) -> tuple[dict[str, Any], list[Any]]:
    names = rng.sample(NAMES, players)
    setup = {
        "format": "ww-setup/1",
        "preset": rng.choice(["standard", "classic", "village", "mafia"]),
        "settings": {"knight_repeat_guard": False},
        "seats": [[name, rng.choice(ROLES)] for name in names],
        "seed": rng.randrange(10**6),
        "mode": "moderator",
    }
    log: list[dict[str, Any]] = []
    for _ in range(records):
        if rng.random() < 0.3:
            log.append({"kind": "lot", "value": rng.randrange(players)})
        else:
            log.append(
                {
                    "kind": "choice",
                    "seat": rng.randrange(players),
                    "verb": rng.choice(["vote", "attack", "inspect", "protect"]),
                    "target": rng.randrange(players),
                }
            )
    return setup, log


def summary_of(rng: random.Random, setup: dict[str, Any]) -> dict[str, Any]:
    winner = rng.choice(["village", "werewolves"])
    players = []
    for name, role in setup["seats"]:
        side = "werewolves" if role == "werewolf" else "village"
        players.append({"name": name, "role": role, "side": side, "won": side == winner})
    return {
        "winner": winner,
        "winners": [p["name"] for p in players if p["won"]],
        "days": rng.randint(1, 6),
        "players": players,
    }


def median_ms(action: Callable[[], object], runs: int) -> float:
    times = []
    for _ in range(runs):
        start = time.perf_counter()
        action()
        times.append((time.perf_counter() - start) * 1000)
    return statistics.median(times)


def main() -> None:
    parser = argparse.ArgumentParser(description="Benchmark of the saved-games store.")
    parser.add_argument("--games", type=int, default=1000)
    parser.add_argument("--runs", type=int, default=7)
    args = parser.parse_args()
    rng = random.Random(42)

    with tempfile.TemporaryDirectory() as folder:
        path = Path(folder) / "games.sqlite3"
        start = time.perf_counter()
        with Store.open(path) as store:
            base = datetime(2024, 1, 1, tzinfo=UTC)
            for n in range(args.games):
                setup, log = make_game(rng, 15, rng.randint(130, 170))
                store.insert_game(
                    setup, log, summary=summary_of(rng, setup), created=base + timedelta(hours=n)
                )
            setup, log = make_game(rng, 30, 400)
            big = store.create_game(setup)
            for i, record in enumerate(log):
                store.append_record(big, i, record)
        built = time.perf_counter() - start
        size = path.stat().st_size / 2**20
        print(f"built {args.games} games + 1 large game in {built:.1f} s ({size:.1f} MiB)")

        with Store.open(path) as store:
            results = [
                ("list_games()", median_ms(store.list_games, args.runs), 100.0),
                (
                    "list_games('player07')",
                    median_ms(lambda: store.list_games("player07"), args.runs),
                    100.0,
                ),
                (
                    "load() 30 players, 400 records",
                    median_ms(lambda: store.load(big), args.runs),
                    50.0,
                ),
                ("player_stats()", median_ms(store.player_stats, args.runs), None),
                (
                    "Store.open() + close()",
                    median_ms(lambda: Store.open(path).close(), args.runs),
                    None,
                ),
            ]
            counter = iter(range(400, 400 + args.runs))
            record = {"kind": "lot", "value": 1}
            results.append(
                (
                    "append_record() (durable)",
                    median_ms(lambda: store.append_record(big, next(counter), record), args.runs),
                    None,
                )
            )
            assert len(store.list_games()) == args.games + 1
        for name, ms, aim in results:
            verdict = "" if aim is None else ("  ok" if ms < aim else f"  SLOW (aim < {aim:g} ms)")
            print(f"{name:34s} {ms:8.2f} ms (median of {args.runs}){verdict}")


if __name__ == "__main__":
    main()
