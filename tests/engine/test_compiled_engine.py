"""The compiled engine (mypyc, `tools/build_engine.py`) plays the very games plain Python plays.

The build is optional and fast (issue 34); it must never change a game. The same games, on
every preset, at several table sizes, with both bots and many seeds, are played in two fresh
processes, one with `WW_ENGINE=pure` and one with `WW_ENGINE=compiled`; every game's records,
messages, winner, winners and (reasoning bots) public claims must be equal.

Without a build these tests are skipped, unless `WW_REQUIRE_COMPILED=1` (set by `.ci/run`,
which builds it) says it must be there: then they fail.
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path

import pytest

from ww_desktop.engine import native

ROOT = Path(__file__).resolve().parents[2]
REQUIRED = os.environ.get("WW_REQUIRE_COMPILED") == "1"

PLAY = r"""
import hashlib, json, sys
from ww_desktop.engine import native, game as game_module
from ww_desktop.engine.bots import play_random
from ww_desktop.engine.reasoning import play_reasoning
from ww_desktop.engine.setup import deal
from ww_desktop.simulate import game_seed, player_names, table_roles

TABLES = (("standard", 8), ("standard", 15), ("basic", 6), ("basic", 10), ("classic", 9),
          ("classic", 13), ("compact", 9), ("traditional", 8), ("traditional", 12),
          ("traditional", 18))
MIXED = ("werewolf", "werewolf", "wolf_cub", "seer", "witch", "hunter", "knight", "thief",
         "fox", "medium", "mason", "mason", "priest", "dictator")
games = int(sys.argv[1])
out = {"compiled": native.ACTIVE, "game_module": game_module.__file__, "games": {}}
tables = [(p, n, None) for p, n in TABLES] + [("standard", 15, MIXED)]
for preset, players, roles in tables:
    names = player_names(players)
    listed = table_roles(preset, players, roles)
    for bot in ("random", "reasoning"):
        for index in range(games):
            seed = game_seed(34, index)
            setup = deal(preset, names, listed, {}, seed)
            if bot == "random":
                game, claims = play_random(setup, seed), ()
            else:
                game, claims = play_reasoning(setup, seed)
            body = {
                "records": [r.to_json() for r in game.records],
                "messages": [m.to_json() for m in game.state.messages],
                "winners": sorted(game.state.winners),
                "claims": [list(c) for c in claims],
            }
            key = f"{preset}:{players}:{'mixed' if roles else 'preset'}:{bot}:{index}"
            out["games"][key] = {
                "winner": game.state.winner,
                "records": len(game.records),
                "digest": hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest(),
            }
print(json.dumps(out))
"""


def _play(engine: str, games: int) -> dict[str, object]:
    done = subprocess.run(
        [sys.executable, "-c", PLAY, str(games)],
        env={**os.environ, native.ENV: engine},
        cwd=ROOT,
        capture_output=True,
        text=True,
        timeout=900,
    )
    assert done.returncode == 0, done.stderr
    result: dict[str, object] = json.loads(done.stdout)
    return result


def _require_build() -> None:
    why = "no compiled engine" if not native.built_files() else native.stale()
    if why is None:
        return
    if REQUIRED:
        pytest.fail(f"WW_REQUIRE_COMPILED=1 but the compiled engine is not usable: {why}")
    pytest.skip(f"the compiled engine is not built here ({why}; tools/build_engine.py)")


def test_both_builds_play_the_same_games() -> None:
    _require_build()
    pure = _play("pure", 50)
    compiled = _play("compiled", 50)
    assert pure["compiled"] is False and str(pure["game_module"]).endswith(".py")
    assert compiled["compiled"] is True and str(compiled["game_module"]).endswith(".so")
    assert len(pure["games"]) == 11 * 2 * 50  # type: ignore[arg-type]
    differ = [
        key
        for key in pure["games"]  # type: ignore[attr-defined]
        if pure["games"][key] != compiled["games"].get(key)  # type: ignore[index]
    ]
    assert not differ, f"{len(differ)} games differ, first: {differ[:5]}"
    winners = {game["winner"] for game in compiled["games"].values()}  # type: ignore[attr-defined]
    assert len(winners) >= 2  # both sides win some: the games are real games


def test_a_source_changed_after_the_build_is_not_run(tmp_path: Path) -> None:
    """A stale build falls back to plain Python, and says which file changed."""
    _require_build()
    stamp = json.loads(native.STAMP.read_text(encoding="utf-8"))
    stamp["modules"]["flow"].update(sha256="0" * 64, size=-1)
    edited = tmp_path / "stamp.json"
    edited.write_text(json.dumps(stamp), encoding="utf-8")
    assert native.stale(edited) == "engine/flow.py changed since the build"
    assert native.stale() is None
    # A touched file with the same contents is still current (the hash decides).
    stamp = json.loads(native.STAMP.read_text(encoding="utf-8"))
    stamp["modules"]["flow"]["mtime_ns"] = 1
    edited.write_text(json.dumps(stamp), encoding="utf-8")
    assert native.stale(edited) is None


def test_the_build_runs_by_default_and_pure_python_on_request() -> None:
    _require_build()
    code = "from ww_desktop.engine import native, state; print(native.ACTIVE, state.__file__)"
    pure = subprocess.run(
        [sys.executable, "-c", code],
        env={**os.environ, native.ENV: "pure"},
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert pure.stdout.split()[0] == "False" and pure.stdout.strip().endswith("state.py")
    assert pure.stderr == ""
    default = subprocess.run(
        [sys.executable, "-c", code],
        env={k: v for k, v in os.environ.items() if k != native.ENV},
        cwd=ROOT,
        capture_output=True,
        text=True,
        check=True,
    )
    assert default.stdout.split()[0] == "True" and ".so" in default.stdout


_M = (1 << 64) - 1


def _finish(z: int) -> int:
    z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _M
    z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _M
    return z ^ (z >> 31)


def test_the_bots_random_numbers_are_splitmix64_in_either_build() -> None:
    """The compiled build draws the bots' numbers on C's 64-bit integers (`reasoning.py`,
    `_NATIVE_INTS`); they must be the bits plain Python's integers give, here written out."""
    import random

    from ww_desktop.engine import reasoning

    def rng_state(seed: int, records: int, salt: int) -> int:
        x = reasoning.mix(0x5EA5, seed)
        x = _finish((x ^ (records & _M)) + 0x9E3779B97F4A7C15 & _M)
        return _finish((x ^ (salt & _M)) + 0x9E3779B97F4A7C15 & _M)

    def choice_at(state: int, seq: list[int]) -> int:
        shift = 64 - len(seq).bit_length()
        while True:
            state = (state + 0x9E3779B97F4A7C15) & _M
            if (r := _finish(state) >> shift) < len(seq):
                return seq[r]

    def randoms(state: int, n: int) -> list[float]:
        out = []
        for _ in range(n):
            state = (state + 0x9E3779B97F4A7C15) & _M
            out.append((_finish(state) >> 11) / 9007199254740992.0)
        return out

    draw = random.Random(34)
    for _ in range(5000):
        seed = draw.getrandbits(draw.choice([8, 31, 63, 64]))
        records = draw.randrange(0, 400)
        salt = draw.choice([draw.randrange(-64, 2000), draw.getrandbits(64)])
        assert reasoning._rng_state(seed, records, salt) == rng_state(seed, records, salt)
        state = draw.getrandbits(64)
        seq = list(range(draw.randrange(1, 40)))
        assert reasoning._choice_at(state, seq) == choice_at(state, seq)
        assert reasoning._randoms(state, 3) == randoms(state, 3)
