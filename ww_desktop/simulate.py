"""The balance lab: many bot games of one table, their win rates and how sure we are of them.

`simulate(preset, players, roles, settings, games=G, seed=S)` deals game i from a seed derived
from (S, i) (`setup.deal`), plays it with the reasoning bots (`engine.reasoning`) or the random
bot (`engine.bots`), and counts the winners. Games run in chunks on a process pool (all cores
by default; `workers=1` plays in this process). The numbers depend only on (table, G, S, bot),
never on the worker count or the order chunks finish in. Between chunks the run reports
progress and checks for cancellation (a `threading.Event` or a callable), so the lobby's
balance panel can stop a run and start another.

Each side's win rate comes with a 95% Wilson score interval: with G games the true rate of
this table *under these bots* lies in it 19 times out of 20. The bots are a rough model (see
docs/bots.md), so read the numbers as "how this table plays between simple bots".

No Qt here.
"""

from __future__ import annotations

import contextlib
import gc
import math
import os
import sys
import threading
import time
from collections import Counter
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, field
from typing import Any

from .engine.bots import play_random
from .engine.reasoning import mix, play_reasoning
from .engine.roles import canonical
from .engine.setup import Setup, SetupError, deal, problems

BOTS = ("reasoning", "random")
Z95 = 1.959963984540054

Progress = Callable[[int, int], None]
"""Called with (games done, games in all) after every chunk."""

Cancel = threading.Event | Callable[[], bool]


@dataclass(frozen=True, slots=True)
class SideResult:
    """One side's wins: count, rate and its 95% Wilson interval."""

    side: str
    wins: int
    rate: float
    low: float
    high: float

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form."""
        return {"wins": self.wins, "rate": self.rate, "low": self.low, "high": self.high}


@dataclass(frozen=True)
class SimulationResult:
    """What a run found.

    Attributes:
        preset, players, roles, settings, seed, bot: the table and how it was played.
        games: games finished (fewer than asked when cancelled).
        sides: win counts, rates and intervals by side id (draws not included), most wins first.
        draws: games that ended in a draw; `draw` is its rate with interval.
        unfinished: games that hit the choice limit (counted in no side).
        average_days: the mean day number at the end.
        seconds: wall-clock time; games_per_second: games / seconds.
        cancelled: the run was stopped before all games were played.
    """

    preset: str
    players: int
    roles: tuple[str, ...]
    settings: Mapping[str, Any]
    seed: int
    bot: str
    games: int
    sides: tuple[SideResult, ...]
    draws: int
    draw: SideResult
    unfinished: int
    average_days: float
    seconds: float
    games_per_second: float
    cancelled: bool = False
    requested: int = 0
    workers: int = 1
    winners: Mapping[str, int] = field(default_factory=dict)

    def side(self, side_id: str) -> SideResult:
        """The result of one side (zero wins when it never won)."""
        for s in self.sides:
            if s.side == side_id:
                return s
        return _side_result(side_id, 0, self.games)

    def numbers(self) -> dict[str, Any]:
        """The reproducible part (everything but timing and worker count)."""
        data = self.to_json()
        for key in ("seconds", "games_per_second", "workers"):
            data.pop(key)
        return data

    def to_json(self) -> dict[str, Any]:
        """One JSON-ready object (what `ww-desktop simulate --json` prints)."""
        return {
            "preset": self.preset,
            "players": self.players,
            "roles": list(self.roles),
            "settings": dict(self.settings),
            "seed": self.seed,
            "bot": self.bot,
            "games": self.games,
            "requested": self.requested,
            "sides": {s.side: s.to_json() for s in self.sides},
            "draws": self.draw.to_json(),
            "unfinished": self.unfinished,
            "average_days": self.average_days,
            "seconds": self.seconds,
            "games_per_second": self.games_per_second,
            "workers": self.workers,
            "cancelled": self.cancelled,
        }


def wilson(successes: int, trials: int, z: float = Z95) -> tuple[float, float]:
    """The Wilson score interval of a proportion (0, 1 when there are no trials)."""
    if trials <= 0:
        return 0.0, 1.0
    p = successes / trials
    z2 = z * z
    centre = (p + z2 / (2 * trials)) / (1 + z2 / trials)
    half = z * math.sqrt(p * (1 - p) / trials + z2 / (4 * trials * trials)) / (1 + z2 / trials)
    low = 0.0 if successes == 0 else max(0.0, centre - half)
    high = 1.0 if successes == trials else min(1.0, centre + half)
    return low, high


def _side_result(side: str, wins: int, games: int) -> SideResult:
    low, high = wilson(wins, games)
    return SideResult(side, wins, wins / games if games else 0.0, low, high)


def table_roles(
    preset: str,
    players: int,
    roles: Sequence[str] | None = None,
    settings: Mapping[str, Any] | None = None,
) -> list[str]:
    """The role list a run deals: the preset's table, or `roles` topped up with Villagers.

    Raises SetupError (with every problem, in sentences) when the table cannot be played.
    """
    from .engine.setup import role_list

    settings = dict(settings or {})
    names = player_names(max(players, 0))
    if roles is None:
        try:
            listed, _ = role_list(preset, players, settings)
        except (KeyError, ValueError) as exc:
            check = Setup(preset, tuple((n, "villager") for n in names), settings, 0)
            raise SetupError(list(problems(check)) or [str(exc)]) from None
    else:
        listed = [canonical(r) or r for r in roles]
        if len(listed) > players:
            raise SetupError([f"{len(listed)} roles for {players} players"])
        listed += ["villager"] * (players - len(listed))
    table = problems(Setup(preset, tuple(zip(names, listed, strict=True)), settings, 0))
    if table:
        raise SetupError(table)
    return listed


def player_names(players: int) -> list[str]:
    """Seat names for simulated games."""
    return [f"Player {i + 1}" for i in range(players)]


def game_seed(seed: int, index: int) -> int:
    """The seed of game `index` of a run with `seed` (deal, lots and bots all follow it)."""
    return mix(0x51A1, seed, index) & 0x7FFFFFFF


@dataclass(frozen=True, slots=True)
class _Job:
    preset: str
    roles: tuple[str, ...]
    settings: tuple[tuple[str, Any], ...]
    seed: int
    bot: str
    start: int
    stop: int


Tally = tuple[dict[str, int], int, int, int]
"""What a chunk of games sends back (not one record per game): wins by winner ("draw"
included), games cut short by the choice limit, the sum of the finished games' last day
numbers, and the games played."""


def _play_chunk(job: _Job) -> Tally:
    """Play games [start, stop) of a run and count them (see `Tally`)."""
    names = player_names(len(job.roles))
    settings = dict(job.settings)
    winners: dict[str, int] = {}
    unfinished = days = 0
    for i in range(job.start, job.stop):
        s = game_seed(job.seed, i)
        setup = deal(job.preset, names, job.roles, settings, s)
        try:
            if job.bot == "random":
                game = play_random(setup, s)
            else:
                game, _ = play_reasoning(setup, s)
        except RuntimeError:  # the choice limit: a game that would not end
            unfinished += 1
            continue
        winner = game.state.winner
        if winner is None:  # (not reached: a game ends with a winner)
            unfinished += 1
            continue
        winners[winner] = winners.get(winner, 0) + 1
        days += game.state.day_no
    return winners, unfinished, days, job.stop - job.start


def _pool_chunk(job: _Job) -> Tally:
    """A pool worker's chunk: its games, then one pass of the cycle collector, which
    `_worker_start` turned off while they are played (the games make no cycles: the pass
    finds nothing, and keeps memory bounded if a table ever did)."""
    tally = _play_chunk(job)
    gc.collect()
    return tally


def _worker_start() -> None:
    """A pool worker's start: everything it inherited or imported is set aside from the cycle
    collector (`gc.freeze`), and the collector's automatic passes are turned off: they walked
    the games' short-lived objects again and again (4-7% of a worker's time, by `perf`), and
    the games are freed by reference counting; `_pool_chunk` runs one pass after each chunk
    instead. Only in a worker: the app's own process is left as it is."""
    gc.freeze()
    gc.disable()


def _start_method() -> str:
    """How the pool starts its workers: "fork" where it is safe and cheap (Linux, one thread,
    Qt not loaded: the command line), which spares every worker the start of a fresh
    interpreter and the engine's imports (about 0.7 s of a `simulate` run on two cores);
    "spawn" everywhere else (safe beside the app's threads)."""
    if (
        sys.platform == "linux"
        and threading.active_count() == 1
        and not any(name.startswith("PySide6") for name in sys.modules)
    ):
        return "fork"
    return "spawn"


def _cancelled(cancel: Cancel | None) -> bool:
    if cancel is None:
        return False
    if isinstance(cancel, threading.Event):
        return cancel.is_set()
    return bool(cancel())


def simulate(
    preset: str,
    players: int,
    roles: Sequence[str] | None = None,
    settings: Mapping[str, Any] | None = None,
    *,
    games: int = 1000,
    seed: int = 0,
    bot: str = "reasoning",
    workers: int | None = None,
    progress: Progress | None = None,
    cancel: Cancel | None = None,
    chunk: int | None = None,
) -> SimulationResult:
    """Play `games` bot games of a table and count the winners (see the module docstring).

    Raises SetupError (sentences) for an unknown preset, role or setting or an illegal table,
    and ValueError for a bad `games`, `bot` or `workers`.
    """
    if bot not in BOTS:
        raise ValueError(f"unknown bot '{bot}' (known: {', '.join(BOTS)})")
    if games < 1:
        raise ValueError("play at least one game")
    if workers is not None and workers < 1:
        raise ValueError("use at least one worker")
    settings = dict(settings or {})
    listed = tuple(table_roles(preset, players, roles, settings))
    cores = os.cpu_count() or 1
    want = workers if workers is not None else cores
    spans = _spans(games, want, chunk or max(1, min(100, games // (4 * cores) or 1)), chunk)
    frozen = tuple(sorted(settings.items()))
    jobs = [_Job(preset, listed, frozen, seed, bot, a, b) for a, b in spans]
    used = max(1, min(want, len(jobs)))
    tally = _Merged()
    stopped = False
    start = time.perf_counter()
    if used == 1:
        for job in jobs:
            if _cancelled(cancel):
                stopped = True
                break
            tally.add(_play_chunk(job))
            if progress:
                progress(tally.played, games)
    else:
        # Imported here: the lobby imports this module, and app start-up should not pay for it.
        import multiprocessing
        from concurrent.futures import FIRST_COMPLETED, Future, ProcessPoolExecutor, wait

        context = multiprocessing.get_context(_start_method())
        pool = ProcessPoolExecutor(max_workers=used, mp_context=context, initializer=_worker_start)
        try:
            queue = list(reversed(jobs))
            running: set[Future[Tally]] = set()
            while queue or running:
                while queue and len(running) < 2 * used and not stopped:
                    running.add(pool.submit(_pool_chunk, queue.pop()))
                done, running = wait(running, timeout=0.1, return_when=FIRST_COMPLETED)
                for future in done:
                    tally.add(future.result())
                if done and progress:
                    progress(tally.played, games)
                if _cancelled(cancel):
                    stopped = True
                    for future in running:
                        future.cancel()
                    break
        finally:
            pool.shutdown(wait=not stopped, cancel_futures=True)
    seconds = time.perf_counter() - start
    return _result(
        preset, players, listed, settings, seed, bot, games, tally, seconds, stopped, used
    )


def _spans(games: int, workers: int, size: int, fixed: int | None) -> list[tuple[int, int]]:
    """The chunks of a run, as game ranges [a, b): `size` games each (the `chunk` asked for,
    or on one worker); on several, `size` games while many are left, then fewer and fewer
    (a third of a worker's share of the rest, down to `TAIL` games): the workers run out of
    games together instead of one playing a last whole chunk while the others wait."""
    spans: list[tuple[int, int]] = []
    a = 0
    while a < games:
        n = size
        if fixed is None and workers > 1:
            n = min(size, max(TAIL, (games - a) // (3 * workers)))
        spans.append((a, min(a + n, games)))
        a += n
    return spans


TAIL = 10
"""The fewest games in a chunk at a run's end (about 10 ms of a worker's time)."""


class _Merged:
    """The tallies of the chunks played so far, added up (the order they come in is free)."""

    def __init__(self) -> None:
        self.winners: Counter[str] = Counter()
        self.unfinished = 0
        self.days = 0
        self.played = 0

    def add(self, tally: Tally) -> None:
        winners, unfinished, days, played = tally
        self.winners.update(winners)
        self.unfinished += unfinished
        self.days += days
        self.played += played


def _result(
    preset: str,
    players: int,
    roles: tuple[str, ...],
    settings: Mapping[str, Any],
    seed: int,
    bot: str,
    requested: int,
    tally: _Merged,
    seconds: float,
    cancelled: bool,
    workers: int,
) -> SimulationResult:
    played = tally.played
    winners = Counter(tally.winners)
    draws = winners.pop("draw", 0)
    unfinished = tally.unfinished
    sides = tuple(
        _side_result(side, wins, played)
        for side, wins in sorted(winners.items(), key=lambda kv: (-kv[1], kv[0]))
    )
    finished = played - unfinished
    return SimulationResult(
        preset=preset,
        players=players,
        roles=roles,
        settings=dict(settings),
        seed=seed,
        bot=bot,
        games=played,
        sides=sides,
        draws=draws,
        draw=_side_result("draw", draws, played),
        unfinished=unfinished,
        average_days=tally.days / finished if finished else 0.0,
        seconds=seconds,
        games_per_second=played / seconds if seconds > 0 else 0.0,
        cancelled=cancelled,
        requested=requested,
        workers=workers,
        winners=dict(winners),
    )


def format_result(result: SimulationResult) -> str:
    """The human-readable summary `ww-desktop simulate` prints."""
    lines = [
        f"{result.games} games of {result.preset} with {result.players} players "
        f"({result.bot} bots, seed {result.seed})"
        + (" - cancelled early" if result.cancelled else "")
    ]
    rows = [*result.sides]
    if result.draws:
        rows.append(result.draw)
    for s in rows:
        lines.append(
            f"  {s.side:<12} {100 * s.rate:5.1f}%  (95% interval {100 * s.low:.1f}-"
            f"{100 * s.high:.1f}%, {s.wins} wins)"
        )
    if result.unfinished:
        lines.append(f"  unfinished   {result.unfinished} games hit the choice limit")
    lines.append(f"  average length {result.average_days:.2f} days")
    lines.append(
        f"  {result.games_per_second:.0f} games per second on {result.workers} "
        f"worker{'s' if result.workers != 1 else ''}"
    )
    return "\n".join(lines)


def parse_setting(text: str) -> tuple[str, Any]:
    """`KEY=VALUE` from the command line: true/false, whole numbers, else the text."""
    key, sep, raw = text.partition("=")
    if not sep or not key.strip():
        raise ValueError(f"a setting is written KEY=VALUE, not '{text}'")
    value: Any = raw.strip()
    low = value.lower()
    if low in ("true", "false"):
        value = low == "true"
    else:
        with contextlib.suppress(ValueError):
            value = int(value)
    return key.strip(), value


MAX_GAMES = 10_000_000
"""The most games `simulate --games` plays (more would run for days)."""
MAX_WORKERS = 256
"""The most processes `simulate --workers` starts."""


def run_cli(args: Any) -> int:
    """`ww-desktop simulate`: print the result (or one JSON object); bad input exits 2."""
    import json
    import sys

    prog = "ww-desktop simulate"
    try:
        settings = dict(parse_setting(text) for text in args.settings)
        if args.games < 1:
            raise ValueError("--games must be at least 1")
        if args.games > MAX_GAMES:
            raise ValueError(f"--games must be at most {MAX_GAMES:,}")
        if args.workers is not None and args.workers < 1:
            raise ValueError("--workers must be at least 1")
        if args.workers is not None and args.workers > MAX_WORKERS:
            raise ValueError(f"--workers must be at most {MAX_WORKERS}")
        table_roles(args.preset, args.players, args.roles, settings)
    except SetupError as exc:
        print(f"{prog}: {'; '.join(exc.problems)}.", file=sys.stderr)
        return 2
    except ValueError as exc:
        print(f"{prog}: {exc}.", file=sys.stderr)
        return 2
    bar = _ProgressBar(sys.stderr) if sys.stderr.isatty() else None
    try:
        result = simulate(
            args.preset,
            args.players,
            args.roles,
            settings,
            games=args.games,
            seed=args.seed,
            bot=args.bot,
            workers=args.workers,
            progress=bar.update if bar else None,
        )
    except KeyboardInterrupt:
        print(f"\n{prog}: interrupted.", file=sys.stderr)
        return 130
    finally:
        if bar:
            bar.close()
    if args.json:
        print(json.dumps(result.to_json()))
    else:
        print(format_result(result))
    return 0


class _ProgressBar:
    """A one-line progress bar on a terminal."""

    def __init__(self, stream: Any, width: int = 30) -> None:
        self.stream = stream
        self.width = width
        self.shown = False

    def update(self, done: int, total: int) -> None:
        filled = self.width * done // max(total, 1)
        bar = "#" * filled + "-" * (self.width - filled)
        self.stream.write(f"\r[{bar}] {done}/{total} games")
        self.stream.flush()
        self.shown = True

    def close(self) -> None:
        if self.shown:
            self.stream.write("\n")
            self.stream.flush()
