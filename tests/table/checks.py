"""Checks every table run makes on the narration record a game exports.

- every call opened (a ``*.wake`` line) is closed by its sleep line before another step is
  called (a game killed mid-call leaves its last call open: the resumed night begins again
  with "night falls");
- at night the voice is never silent longer than the longest call window + 5 s;
- the pause between a call's sleep line and the next call's wake line is always the same;
- every call that does not wait for the pack lasts as long, whoever is here: from the end of
  its wake line to its sleep line, the preset's call window (unless the host took an answer
  back during it: the voice then closes it to call the corrected step again).
"""

from __future__ import annotations

import itertools
import json
from typing import Any

from ww_desktop.engine.playlist import PACK_STEPS

from .rig import Table


def game_ids(table: Table) -> list[str]:
    done = table.cli("games", "--json")
    assert done.returncode == 0, done.stderr
    data = json.loads(done.stdout)
    rows = data["games"] if isinstance(data, dict) else data
    return [str(row["id"]) for row in rows]


def narration_problems(export: dict[str, object]) -> list[str]:
    narration = export.get("narration") or {}
    assert isinstance(narration, dict)
    lines = [line for line in narration.get("lines") or [] if not line.get("dropped")]
    calls = narration.get("calls") or []
    problems: list[str] = []
    open_step: str | None = None
    for line in lines:
        name = str(line.get("line", ""))
        if name == "night.begin":
            open_step = None  # a night begins, or begins again after a kill and a resume
        if name.endswith(".wake"):
            step = str(line.get("step"))
            # "Werewolves, keep your eyes open…" goes on from the pack's meeting: one call.
            if open_step is not None and open_step != step and ".after_" not in name:
                problems.append(f"{name} while the call of {open_step} was still open")
            open_step = step
        elif name.endswith(".sleep"):
            open_step = None
    longest = max(
        (float(c["close"]) - float(c["open"]) for c in calls if c.get("close") is not None),
        default=0.0,
    )
    at_night = False
    for before, after in itertools.pairwise(lines):
        at_night = (at_night or before["line"] == "night.begin") and before["line"] != "night.dawn"
        if not at_night:
            continue  # by day the table talks: the voice waits for the host, not the reverse
        gap = float(after["start"]) - float(before["end"])
        if gap > longest + 5.0:
            problems.append(
                f"{gap:.1f} s of silence between {before['line']} and {after['line']}"
                f" (longest call window {longest:.1f} s)"
            )
    # The pause between one call's sleep line and the next call's wake line is the same
    # whoever is here and however late the host answered (the Witch's call used to come
    # 2.1 s after the Seer's sleep line when the Seer was here, 1.1 s when she was gone).
    pauses = [
        float(after["start"]) - float(before["end"])
        for before, after in itertools.pairwise(lines)
        if str(before["line"]).endswith(".sleep") and str(after["line"]).endswith(".wake")
    ]
    if pauses and max(pauses) - min(pauses) > PAUSE_SPREAD_S:
        problems.append(
            f"the pauses before the calls differ: {min(pauses):.2f} s to {max(pauses):.2f} s"
        )
    windows = call_windows(narration)
    if windows and max(windows.values()) - min(windows.values()) > PAUSE_SPREAD_S:
        problems.append(f"the calls last differently whoever is here: {windows}")
    return problems


def call_windows(narration: dict[str, Any]) -> dict[str, float]:
    """For each call that does not wait for the pack (``"seer 2 (here)"``, ``"witch 2
    (gone)"``...): seconds from the end of its wake line to the start of its sleep line. A
    call the host cut short by taking an answer back (an ``undo`` in the host's record while it
    was open) and the pack's meeting (a window of its own) are left out."""
    lines = [line for line in narration.get("lines") or [] if not line.get("dropped")]
    undos = [float(h["t"]) for h in narration.get("host") or [] if h.get("action") == "undo"]
    calls = narration.get("calls") or []
    out: dict[str, float] = {}
    woken: dict[str, dict[str, Any]] = {}
    for line in lines:
        name, step = str(line.get("line", "")), str(line.get("step"))
        if name == "night.begin":
            woken.clear()
        if name.endswith(".wake") and ".after_" not in name:
            woken[step] = line
        elif name.endswith(".sleep") and step in woken:
            wake = woken.pop(step)
            if step in PACK_STEPS or step == "pack_meets":
                continue
            if any(float(wake["start"]) <= t <= float(line["start"]) for t in undos):
                continue
            call = next(
                (c for c in calls if abs(float(c["open"]) - float(wake["start"])) < 0.25), {}
            )
            who = "here" if call.get("here", True) else "gone"
            out[f"{step} {len(out) + 1} ({who})"] = round(
                float(line["start"]) - float(wake["end"]), 2
            )
    return out


#: How much the pauses before the calls may differ at the table (timer and audio jitter).
PAUSE_SPREAD_S = 0.5
