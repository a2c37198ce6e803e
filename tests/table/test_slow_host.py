"""A slow host at the table: every step of a resumed night answered 12 s after its call
opened. The voice waits for no gone role, closes every call it opened, and is never silent
longer than the longest call window + 5 s; the window keeps answering."""

from __future__ import annotations

import time

from .checks import narration_problems
from .games import stopped_at_night, wolves_target
from .rig import Table

CONSOLE = "1920x1080+0+0"
LATE_S = 12.0


def test_a_slow_host_through_a_whole_night(table2: Table) -> None:
    table = table2
    game_id = stopped_at_night(table.data_dir)
    target = wolves_target(table.data_dir, game_id)
    table.launch()
    table.wait_for_text("Which screen", timeout=60, name="which-screen")
    table.key("Return")
    table.wait_for(
        lambda: bool(table.run("xdotool", "search", "--name", "Unfinished games", check=False)),
        60,
        "the list of unfinished games",
    )
    table.key("Return")
    answered: list[str] = []
    deadline = time.monotonic() + 240
    while time.monotonic() < deadline:
        text = " ".join(table.read_screen(CONSOLE, name="console").split())
        low = text.lower()
        if "discussion" in low or ("day " in low and "night" not in low):
            break  # the night is over
        if "not called yet" in low or "confirm" not in low:
            continue
        step = low.split("night")[-1][:40]
        if answered and answered[-1] == step:
            continue
        late = table.watch(LATE_S)  # the host is slow: 12 s after the call opened
        if late:
            raise table.fail(f"the window did not answer within 1 s at {late} s")
        if "werewol" in step:
            table.key(str(target + 1), "Return")
        else:
            table.key("n", "Return")
        answered.append(step)
    table.watch(5.0)
    table.kill_app()
    if not answered:
        raise table.fail("no step of the night was ever called")
    problems = narration_problems(table.export(game_id))
    if problems:
        raise table.fail(f"the narration record after a slow host: {problems}")
