"""Hosts at the table, through a whole resumed night on two screens (console on the laptop):

- a slow host answers every step 12 s after its call opened;
- a clumsy host corrects twice in a row during the Witch's call (answer, Ctrl+Z, answer,
  Ctrl+Z), then answers again.

Each time the voice waits for no gone role, closes every call it opened ("Witch, close your
eyes" was lost after two corrections), calls again a step taken back, is never silent longer
than the longest call window + 5 s, and the window keeps answering.
"""

from __future__ import annotations

import re
import time
from collections.abc import Callable

from .checks import narration_problems
from .driver import choose_the_tv
from .games import stopped_at_night, wolves_target
from .rig import Table

CONSOLE = "1920x1080+0+0"


def _resume_on_two_screens(table: Table) -> tuple[str, int]:
    game_id = stopped_at_night(table.data_dir)
    target = wolves_target(table.data_dir, game_id)
    table.launch()
    choose_the_tv(table)
    table.answer_window("Unfinished games", "Return")  # Continue (the default button)
    return game_id, target


def _host_the_night(table: Table, answer: Callable[[str], None], limit_s: float = 300) -> list[str]:
    """Answer each step once the voice has called it (``answer(step)``), until the day."""
    answered: list[str] = []
    answered_at = 0.0
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        low = " ".join(table.read_screen(CONSOLE, name="console").split()).lower()
        if "discussion" in low or ("day " in low and "night" not in low):
            return answered
        if "not called yet" in low:  # (tesseract misses "Confirm" on some pages)
            continue
        # ("night 2 – the seer"; tesseract sometimes drops the "t": "night 2 - he seer")
        title = re.search(r"night \d+ \S+ t?he ([a-z']+)", low)
        if title is None:
            continue
        # The step and what it asks ("player 1 (witch): save", then "…: poison").
        asked = re.search(r"\(([a-z' ]+)\):\s*([a-z]+)", low)
        step = title.group(1) + (f" {asked.group(1)}:{asked.group(2)}" if asked else "")
        if answered and answered[-1] == step and time.monotonic() - answered_at < 20.0:
            continue  # answered already (still on screen 20 s later: a correction reopened it)
        answer(step)
        answered.append(step)
        answered_at = time.monotonic()
    raise table.fail(f"the night never ended; steps answered: {answered}")


def _check(table: Table, game_id: str, answered: list[str]) -> list[str]:
    table.watch(5.0)
    table.kill_app()
    if not answered:
        raise table.fail("no step of the night was ever called")
    export = table.export(game_id)
    problems = narration_problems(export)
    if problems:
        raise table.fail(f"the narration record: {problems}")
    narration = export["narration"]
    assert isinstance(narration, dict)
    return [str(line["line"]) for line in narration["lines"] if not line.get("dropped")]


def test_a_slow_host_through_a_whole_night(table2: Table) -> None:
    table = table2
    game_id, target = _resume_on_two_screens(table)

    def slow(step: str) -> None:
        late = table.watch(12.0)  # the host is slow: 12 s after the call opened
        if late:
            raise table.fail(f"the window did not answer within 1 s at {late} s")
        table.key(str(target + 1) if "werewol" in step else "n", "Return")

    _check(table, game_id, _host_the_night(table, slow))


def test_two_corrections_in_a_row_during_the_witchs_call(table2: Table) -> None:
    table = table2
    game_id, target = _resume_on_two_screens(table)
    corrected = []

    def clumsy(step: str) -> None:
        table.watch(2.0)
        if "witch" in step and not corrected:
            corrected.append(step)
            table.key("n", "Return", "ctrl+z", "n", "Return", "ctrl+z", "n", "Return")
            return
        table.key(str(target + 1) if "werewol" in step else "n", "Return")

    lines = _check(table, game_id, _host_the_night(table, clumsy))
    if not corrected:
        raise table.fail(f"the Witch was never called: {lines}")
    last_wake = max(i for i, line in enumerate(lines) if line == "step.witch.wake")
    if "step.witch.sleep" not in lines[last_wake:]:
        raise table.fail(f"'Witch, close your eyes' was never said after her last call: {lines}")
