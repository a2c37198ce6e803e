"""A game night on one 1280x720 laptop, the table watching the laptop's only window.

The host resumes a saved game at the start of its last day (a whole night from the lobby
takes minutes of narration) and runs it to its end: the window shows the table's view (the
day, the timer the host starts with Space, the vote, the night, the end), never the
console's private facts; the console shows only while the host holds Shift+Space, and the
host answers on it with the other hand (a seat's key, N, Enter) while holding. Nothing here
touches the window manager: one window, within the screen, all the time.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from contextlib import contextmanager

from .games import one_day_from_the_end
from .rig import Table

HINT = "hold shift+space"
CONSOLE = "ctrl+shift+z"
"""On the console's header at every step (its Redo button): the console is on screen."""
MOMENTS = {
    "vote": ("the vote",),
    "night": ("night falls", "close your eyes"),
    "end": ("win",),
}
"""What the table must see on the laptop's window, each at least once."""
PRIVATE = ("werewolf ·", "villager ·", "seer ·", "witch ·", "confirm", "log")
"""What the console shows and the table must never read: a seat's role line, the console's
buttons and log."""
RING = "460x260+400+220"
"""The timer's numerals in the table's view."""


def _flat(text: str) -> str:
    return " ".join(text.split()).lower()


def _table_view(table: Table, name: str) -> str:
    """Read the screen once the table's view is back after a look (the hint line shows:
    a busy machine takes a moment to see the key let go); no secret may show then."""
    text = ""
    for _ in range(10):
        text = _flat(table.read_screen(name=name))
        if CONSOLE not in text:  # (or the reveal, once the host confirmed the end)
            break
    leaks = [word for word in PRIVATE if word in text]
    if leaks:
        raise table.fail(f"the table read {leaks} without the key held: {text!r}")
    return text


@contextmanager
def _looking(table: Table, *wanted: str) -> Iterator[str]:
    """Hold Shift+Space until the console shows (one of *wanted*, if given); let go after."""
    table.key_down("shift")
    table.key_down("space")
    try:
        text = ""
        for _ in range(30):
            text = _flat(table.read_screen(name="look"))
            if CONSOLE in text and (not wanted or any(w in text for w in wanted)):
                break
        else:
            raise table.fail(f"the console never showed {wanted}: {text!r}")
        yield text
    finally:
        table.key_up("space")
        table.key_up("shift")


def _within_the_screen(table: Table) -> None:
    for window in table.app_windows():
        out = table.run("xdotool", "getwindowgeometry", "--shell", window)
        geo = dict(line.split("=", 1) for line in out.split() if "=" in line)
        x, y, w, h = (int(geo[k]) for k in ("X", "Y", "WIDTH", "HEIGHT"))
        if x < 0 or y < 0 or x + w > 1280 or y + h > 720:
            raise table.fail(f"a window is not within the 1280x720 screen: {geo}")


def test_a_game_run_and_watched_on_one_small_screen(table720: Table) -> None:
    table = table720
    _game_id, killed = one_day_from_the_end(table.data_dir)
    table.launch()
    table.answer_window("Unfinished games", "Return")  # Continue
    table.wait_for_text("3:00", "day", timeout=60, name="day")
    _table_view(table, "day-view")
    if len(table.app_windows()) != 1:
        raise table.fail(f"more than one window: {table.app_windows()}")
    _within_the_screen(table)
    # Space starts the timer from under the table's view; the table sees it run.
    table.key("space")
    table.wait_for(
        lambda: re.search(r"2:[0-5]\d", table.read_screen(RING, name="timer")) is not None,
        30,
        "the table to see the timer running",
    )
    seen = {"timer": _table_view(table, "timer-view")}
    answered: list[str] = []
    deadline = time.monotonic() + 180  # (the voice calls each step: a busy machine is slow)
    turn = 0
    while time.monotonic() < deadline:
        turn += 1
        view = _table_view(table, f"watch-{turn}")
        for moment, words in MOMENTS.items():
            if any(word in view for word in words):
                seen.setdefault(moment, view)
        if "win" in view:
            break
        with _looking(table) as console:
            # The other hand on the keys, Shift still down (Shift+Space held).
            if "not called yet" in console:
                continue  # (the voice has not called the step yet)
            if re.search(r"night \d+ . the werewolves", console):  # (the step's title)
                table.run("xdotool", "key", str(killed + 1))
            elif any(step in console for step in ("the seer", "the witch", "the hunter")):
                table.run("xdotool", "key", "n")
            table.run("xdotool", "key", "Return")
            answered.append(console[:80])
    else:
        raise table.fail(f"the game never ended on the table's view: {sorted(seen)}, {answered}")
    missing = [moment for moment in MOMENTS if moment not in seen]
    if missing:
        raise table.fail(f"the table never saw {missing}: {seen}")
    _within_the_screen(table)
    if len(table.app_windows()) != 1:
        raise table.fail(f"more than one window: {table.app_windows()}")
