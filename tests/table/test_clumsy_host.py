"""A clumsy host through a resumed night whose Seer and Witch have gone home, on two screens.

The host presses Enter twice on the werewolves' pick, takes it back (Ctrl+Z) and puts it
back (Ctrl+Shift+Z) while the voice goes on. Then the voice still "calls" the gone Seer and
Witch, each for as long as one who is here would be given: the laptop's console must show
their steps then, like any other (it used to say "The narration is still reading" for the
Witch, and to jump to the day while the voice still called the werewolves: a glance at the
laptop told the table who would not wake). The narration record must close every call it
opened, never fall silent longer than a call window + 5 s, and keep the pauses before the
calls equal; the window answers throughout.
"""

from __future__ import annotations

import re
import time

from .checks import narration_problems
from .driver import choose_the_tv
from .games import stopped_at_night, wolves_target
from .rig import Table

CONSOLE = "1920x1080+0+0"


def test_a_clumsy_host_with_the_seer_and_the_witch_gone(table2: Table) -> None:
    table = table2
    # Nine players, night 4: one werewolf, four others here; the Seer and the Witch gone.
    game_id = stopped_at_night(table.data_dir, players=9, gone="witch")
    target = wolves_target(table.data_dir, game_id)
    table.launch()
    choose_the_tv(table)
    table.answer_window("Unfinished games", "Return")  # Continue (the default button)

    seen: list[str] = []  # the console's pages, in order ("werewolves", "witch", "reading")
    answered: set[str] = set()
    deadline = time.monotonic() + 300
    while time.monotonic() < deadline:
        low = " ".join(table.read_screen(CONSOLE, name="console").split()).lower()
        if "discussion" in low or re.search(r"day \d+ [-–—] the ", low):
            break  # the night is over (the Hunter's shot at dawn is a day step)
        if "the end" in low or "game is decided" in low:
            raise table.fail(f"the game ended at night; the console showed {seen}")
        title = re.search(r"night \d+ \S+ t?he ([a-z']+)", low)  # (the 't' may be lost)
        page = title.group(1) if title else ("reading" if "still reading" in low else "")
        if page and (not seen or seen[-1] != page):
            seen.append(page)
        if page.startswith("werewol") and "werewolves" not in answered:
            if "not called yet" in low:
                continue  # the host waits for the voice
            answered.add("werewolves")
            table.key(str(target + 1), "Return", "Return")  # Enter twice
            if table.watch(2.0):
                raise table.fail("the window did not answer within 1 s after the pick")
            table.key("ctrl+z")  # "no, wait"…
            table.watch(1.0)
            table.key("ctrl+shift+z")  # …"yes, that one"
    else:
        raise table.fail(f"the night never ended; the console showed {seen}")

    for role in ("seer", "witch"):
        if role not in seen:
            raise table.fail(f"the gone {role}'s call never showed its step: the console: {seen}")
    if "reading" in seen[: seen.index("witch")]:
        raise table.fail(f"'still reading' showed before the Witch's step: {seen}")
    late = table.watch(4.0)
    if late:
        raise table.fail(f"the window did not answer within 1 s at {late} s")
    table.kill_app()
    problems = narration_problems(table.export(game_id))
    if problems:
        raise table.fail(f"the narration record: {problems}")
