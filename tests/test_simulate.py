"""The balance lab: reproducible win rates, honest intervals, a CLI that says what is wrong."""

from __future__ import annotations

import json
import subprocess
import sys
import threading

import pytest

from ww_desktop.cli import main
from ww_desktop.engine.setup import SetupError
from ww_desktop.simulate import TAIL, _spans, simulate, table_roles, wilson


def test_fixed_seed_is_reproducible_whatever_the_worker_count() -> None:
    a = simulate("standard", 8, games=24, seed=3, workers=1)
    b = simulate("standard", 8, games=24, seed=3, workers=1)
    c = simulate("standard", 8, games=24, seed=3, workers=2, chunk=5)
    assert a.numbers() == b.numbers() == c.numbers()
    assert a.games == 24 and sum(s.wins for s in a.sides) + a.draws + a.unfinished == 24
    other = simulate("standard", 8, games=24, seed=4, workers=1)
    assert other.numbers() != a.numbers()


def test_a_pool_of_workers_counts_the_games_of_one() -> None:
    """Chunks of shrinking size, counted in the workers (tallies, not records): the same
    numbers as one worker playing every game in turn."""
    one = simulate("standard", 8, games=150, seed=9, workers=1)
    two = simulate("standard", 8, games=150, seed=9, workers=2)
    assert two.workers == 2 and two.games == 150
    assert two.numbers() == one.numbers()


def test_chunks_shrink_at_the_end_so_the_workers_finish_together() -> None:
    spans = _spans(3000, 2, 100, None)
    assert [a for a, _ in spans] == [0, *(b for _, b in spans[:-1])] and spans[-1][1] == 3000
    assert spans[0] == (0, 100) and all(b - a <= TAIL for a, b in spans[-4:])
    assert _spans(40, 2, 3, 3) == [(a, min(a + 3, 40)) for a in range(0, 40, 3)]


@pytest.mark.parametrize("bot", ["reasoning", "random"])
def test_interval_contains_the_rate(bot: str) -> None:
    result = simulate("compact", 9, games=30, seed=1, bot=bot, workers=1)
    assert result.sides
    for side in (*result.sides, result.draw):
        assert 0.0 <= side.low <= side.rate <= side.high <= 1.0
    assert result.average_days > 0
    assert result.games_per_second > 0


def test_wilson() -> None:
    low, high = wilson(50, 100)
    assert low == pytest.approx(0.4038, abs=1e-3) and high == pytest.approx(0.5962, abs=1e-3)
    assert wilson(0, 10)[0] == 0.0 and wilson(10, 10)[1] == 1.0


def test_roles_are_topped_up_with_villagers() -> None:
    roles = table_roles("standard", 7, ["werewolf", "seer", "witch"])
    assert roles == ["werewolf", "seer", "witch", "villager", "villager", "villager", "villager"]
    with pytest.raises(SetupError):
        table_roles("standard", 5, ["werewolf", "werewolf", "werewolf"])


def test_progress_and_cancel() -> None:
    seen: list[tuple[int, int]] = []
    stop = threading.Event()

    def progress(done: int, total: int) -> None:
        seen.append((done, total))
        if done >= 6:
            stop.set()

    result = simulate(
        "basic", 6, games=40, seed=2, workers=1, chunk=3, progress=progress, cancel=stop
    )
    assert result.cancelled and result.games == 6
    assert seen == [(3, 40), (6, 40)]


def test_cli_prints_rates(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        ["simulate", "--preset", "standard", "--players", "7", "--games", "12", "--workers", "1"]
    )
    out = capsys.readouterr().out
    assert code == 0
    assert "werewolves" in out and "95% interval" in out and "average length" in out
    assert "games per second" in out


def test_cli_json_parses(capsys: pytest.CaptureFixture[str]) -> None:
    code = main(
        [
            "simulate",
            "--preset",
            "classic",
            "--players",
            "8",
            "--games",
            "10",
            "--seed",
            "9",
            "--bot",
            "random",
            "--json",
            "--workers",
            "1",
            "--settings",
            "witch_two_potions=true",
        ]
    )
    data = json.loads(capsys.readouterr().out)
    assert code == 0
    assert data["games"] == 10 and data["bot"] == "random" and data["seed"] == 9
    assert data["settings"] == {"witch_two_potions": True}
    for side in data["sides"].values():
        assert side["low"] <= side["rate"] <= side["high"]


@pytest.mark.parametrize(
    ("argv", "words"),
    [
        (["--preset", "nope", "--players", "9"], "unknown preset"),
        (["--preset", "standard", "--players", "9", "--roles", "wizard"], "unknown role"),
        (["--preset", "standard", "--players", "9", "--settings", "foo=1"], "unknown setting"),
        (["--preset", "standard", "--players", "2"], "for 4 to 30 players"),
        (
            [
                "--preset",
                "standard",
                "--players",
                "6",
                "--roles",
                "werewolf",
                "werewolf",
                "werewolf",
            ],
            "outnumbered",
        ),
        (["--preset", "standard", "--players", "6", "--settings", "oops"], "KEY=VALUE"),
        (["--preset", "standard", "--players", "6", "--games", "0"], "at least 1"),
    ],
)
def test_cli_bad_input_exits_2(
    argv: list[str], words: str, capsys: pytest.CaptureFixture[str]
) -> None:
    code = main(
        ["simulate", *argv, "--games", "3"] if "--games" not in argv else ["simulate", *argv]
    )
    err = capsys.readouterr().err
    assert code == 2
    assert words in err and "Traceback" not in err
    assert err.strip().count("\n") == 0


def test_cli_subprocess_no_traceback() -> None:
    done = subprocess.run(
        [
            sys.executable,
            "-m",
            "ww_desktop",
            "simulate",
            "--preset",
            "standard",
            "--players",
            "99",
            "--games",
            "2",
        ],
        capture_output=True,
        text=True,
        timeout=60,
    )
    assert done.returncode == 2
    assert "Traceback" not in done.stderr and "players" in done.stderr


def test_cli_on_two_workers_gives_the_numbers_of_one() -> None:
    """The command line forks its workers (Linux, no Qt): the numbers stay the same."""
    command = [sys.executable, "-m", "ww_desktop", "simulate", "--preset", "standard"]
    command += ["--players", "12", "--games", "40", "--seed", "5", "--json"]

    def run(workers: int) -> dict[str, object]:
        done = subprocess.run(
            [*command, "--workers", str(workers)],
            capture_output=True,
            text=True,
            timeout=120,
            check=True,
        )
        data = json.loads(done.stdout)
        for key in ("seconds", "games_per_second", "workers"):
            data.pop(key, None)
        return data

    assert run(2) == run(1)
