"""The table's checks on a narration record catch what they are for (they need no X server).

A record like the one the table tier exports: a night where the Seer is here and the Witch
gone. When the Witch's call is shorter than the Seer's, the table can tell she is gone."""

from __future__ import annotations

from typing import Any

from .checks import call_windows, narration_problems


def _line(name: str, step: str | None, start: float, end: float) -> dict[str, Any]:
    return {"line": name, "step": step, "start": start, "end": end, "text": name}


def _night(witch_wait: float) -> dict[str, Any]:
    lines = [
        _line("night.begin", None, 0.0, 3.0),
        _line("step.werewolves.wake", "werewolves", 3.8, 9.0),
        _line("step.werewolves.sleep", "werewolves", 20.0, 22.0),
        _line("step.seer.wake", "seer", 22.8, 28.0),
        _line("step.seer.sleep", "seer", 40.0, 42.0),
        _line("step.witch.wake", "witch", 42.8, 49.0),
        _line("step.witch.sleep", "witch", 49.0 + witch_wait, 51.0 + witch_wait),
        _line("night.dawn", None, 51.8 + witch_wait, 55.0 + witch_wait),
    ]
    calls = [
        {"role": "werewolves", "night": 1, "here": True, "open": 3.8, "close": 20.0},
        {"role": "seer", "night": 1, "here": True, "open": 22.8, "close": 40.0},
        {"role": "witch", "night": 1, "here": False, "open": 42.8, "close": 49.0 + witch_wait},
    ]
    return {"narration": {"lines": lines, "calls": calls, "host": []}}


def test_calls_as_long_whoever_is_here_pass() -> None:
    export = _night(12.0)
    assert call_windows(export["narration"]) == {"seer 1 (here)": 12.0, "witch 2 (gone)": 12.0}
    assert narration_problems(export) == []


def test_a_gone_witchs_shorter_call_is_a_problem() -> None:
    problems = narration_problems(_night(6.0))
    assert any("the calls last differently" in p for p in problems), problems
