"""The voice at the table: after a resume it goes on, and a correction during a call makes it
call that step again (never on to the next role while the console sits on the corrected one).

Read from the game's narration record (`export`), which holds every line said, when, and
every call window, and from the console's pixels.
"""

from __future__ import annotations

import time

from .checks import narration_problems
from .driver import choose_the_tv, resume_first_game
from .games import stopped_at_night, stopped_game, wolves_target
from .rig import Table

CONSOLE = "1920x1080+0+0"


def _lines_since(table: Table, game_id: str, t0: float) -> list[dict[str, object]]:
    export = table.export(game_id)
    narration = export.get("narration") or {}
    assert isinstance(narration, dict)
    lines = narration.get("lines") or []
    assert isinstance(lines, list)
    return [line for line in lines if float(line.get("start", 0.0)) >= t0]


def test_the_voice_goes_on_after_a_resume_with_no_narration_record(table: Table) -> None:
    """A game stopped mid-night by `play --bots` (nothing narrated yet) and continued in the
    app used to stay on "Night falls…" for good."""
    # `play --bots --preset classic --players 7 --seed 5` stopped after 16 choices: mid
    # night 2, the pack's first answer in, the rest pending.
    game_id = stopped_game(table.data_dir, choices=16)
    resume_first_game(table)
    table.wait_for_text("covered", "Night", timeout=60, name="resumed")
    # 45 s of table time: a whole call and more.
    late = table.watch(45.0)
    if late:
        raise table.fail(f"the window did not answer within 1 s at {late} s")
    table.kill_app()
    lines = _lines_since(table, game_id, 0.0)
    wakes = [line for line in lines if str(line.get("line", "")).endswith(".wake")]
    if not wakes:
        said = [line.get("line") for line in lines]
        raise table.fail(f"no role was called in 45 s after the resume; the voice said {said}")
    problems = narration_problems(table.export(game_id))
    if problems:
        raise table.fail(f"the narration record: {problems}")


def _wait_called(table: Table, what: str, timeout: float = 90.0) -> None:
    """Wait until the console's step is *what* and the voice has called it."""
    deadline = time.monotonic() + timeout
    text = ""
    while time.monotonic() < deadline:
        text = " ".join(table.read_screen(CONSOLE, name="console").split())
        if what.lower() in text.lower() and "not called yet" not in text.lower():
            return
    raise table.fail(f"the console never showed the called step {what!r}: {text!r}")


def test_a_correction_during_the_wolves_call_waits_for_the_pack_again(table2: Table) -> None:
    """The pack's pick entered, then taken back (Ctrl+Z) while the voice is still in the
    wolves' call: the voice keeps the wolves' call open until the pick is entered again, and
    only then closes it and calls the Seer (it used to go on to the Seer while the console sat
    on the wolves)."""
    table = table2
    game_id = stopped_at_night(table.data_dir)
    target = wolves_target(table.data_dir, game_id)
    table.launch()
    choose_the_tv(table)
    table.answer_window("Unfinished games", "Return")  # Continue (the default button)
    _wait_called(table, "werewolves")
    table.key(str(target + 1), "Return")  # the pack's pick, confirmed
    table.key("ctrl+z")  # ...and taken back while the voice is still in the wolves' call
    table.watch(30.0)  # longer than the wolves' call window
    said = [str(line.get("line", "")) for line in _lines_since(table, game_id, 0.0)]
    if "step.seer.wake" in said:
        raise table.fail(f"the voice called the Seer while the pick was taken back: {said}")
    table.key(str(target + 1), "Return")  # the pick again
    table.watch(30.0)
    table.kill_app()
    lines = [str(line.get("line", "")) for line in _lines_since(table, game_id, 0.0)]
    if "step.werewolves.sleep" not in lines or "step.seer.wake" not in lines:
        raise table.fail(f"the night did not go on after the pick was entered again: {lines}")
    if lines.index("step.seer.wake") < lines.index("step.werewolves.sleep"):
        raise table.fail(f"the Seer was called before the wolves closed their eyes: {lines}")
    problems = narration_problems(table.export(game_id))
    if problems:
        raise table.fail(f"the narration record: {problems}")


def test_killed_mid_night_and_relaunched_the_voice_picks_up(table: Table) -> None:
    """A flat battery mid-call: the app is killed (SIGKILL) and opened again; the night goes
    on from where it was, every call opened is closed, and nothing saved is lost."""
    game_id = stopped_game(table.data_dir, choices=16)
    resume_first_game(table)
    table.wait_for_text("covered", "Night", timeout=60, name="resumed")
    table.watch(12.0)
    before = table.export(game_id)
    table.kill_app()
    resume_first_game(table)
    table.wait_for_text("covered", "Night", timeout=60, name="relaunched")
    late = table.watch(40.0)
    if late:
        raise table.fail(f"the window did not answer within 1 s at {late} s")
    table.kill_app()
    after = table.export(game_id)
    assert isinstance(before["records"], list) and isinstance(after["records"], list)
    if after["records"][: len(before["records"])] != before["records"]:
        raise table.fail("the relaunched game lost or changed saved choices")
    lines = _lines_since(table, game_id, 0.0)
    if sum(str(line.get("line", "")).endswith(".wake") for line in lines) < 2:
        raise table.fail(f"the voice did not go on after the relaunch: {lines}")
    problems = narration_problems(after)
    if problems:
        raise table.fail(f"the narration record: {problems}")
