"""A game night on one 1280x720 laptop, the table watching the laptop's only window (#30).

The host opens the app, types five names in the lobby (the lobby remembers ``basic`` from
last time), deals the cards and runs the whole game to its end: the window shows the table's
view (the night, the day, the timer the host starts with Space, the vote, the end), never the
console's private facts; the console shows only while the host holds Shift+Space, and the
host answers on it with the other hand (a seat's key, N, Enter) while holding, once the voice
has called the step (the host knows where the voice is from the saved game's narration
record). Nothing here touches the window manager: one window, within the screen, all the
time.
"""

from __future__ import annotations

import re
import time
from collections.abc import Iterator
from contextlib import contextmanager

from .checks import game_ids
from .driver import begin, deal_all, open_lobby, start_game
from .games import game_now, host_answers, seat_keys
from .rig import Table, TableError
from .test_whole_game import FAST_RATE, RETRY_S, _choices, _open_call, _told_since_dawn

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve")
RING = "460x260+400+220"
"""The timer's numerals in the table's view."""

HINT = "hold shift+space"
CONSOLE = "ctrl+shift+z"
"""On the console's header at every step (its Redo button): the console is on screen."""
MOMENTS = {
    "vote": ("the vote",),
    "night": ("night falls", "close your eyes"),
    "end": ("win",),
}
"""What the table must see on the laptop's window, each at least once."""
STORY_TITLES = ("the deal", "night 1", "day 1", "the end")
"""A told story's page titles (read lower-case, as `_flat` gives them)."""
PRIVATE = ("werewolf ·", "villager ·", "seer ·", "witch ·", "confirm", "log")
"""What the console shows and the table must never read: a seat's role line, the console's
buttons and log."""


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


def _start_the_timer(table: Table) -> None:
    """Space starts the day's timer from under the table's view; the table sees it run (Space
    again if the console was still waiting for the voice to open the floor)."""
    for _ in range(3):
        table.key("space")
        try:
            table.wait_for(
                lambda: re.search(r"2:[0-5]\d", table.read_screen(RING, name="timer")) is not None,
                15,
                "the table to see the timer running",
            )
            return
        except TableError:
            continue
    raise table.fail("the table never saw the timer running")


def test_a_whole_game_from_the_lobby_on_one_small_screen(table720: Table) -> None:
    table = table720
    (table.data_dir / "settings.ini").write_text(
        f"[lobby]\npreset=basic\n\n[narration]\nrate={FAST_RATE}\n", "utf-8"
    )
    open_lobby(table)
    _within_the_screen(table)
    start_game(table, NAMES)
    deal_all(table, NAMES)
    _within_the_screen(table)
    begin(table)
    (game_id,) = game_ids(table)
    seen: dict[str, str] = {}
    answered: list[str] = []
    timer_started = False
    pressed_at, pressed_t = -1, 0.0
    deadline = time.monotonic() + 300  # (the voice calls each step: a busy machine is slow)
    turn = 0
    while time.monotonic() < deadline:
        turn += 1
        view = _table_view(table, f"watch-{turn}")
        for moment, words in MOMENTS.items():
            if any(word in view for word in words):
                seen.setdefault(moment, view)
        export = table.export(game_id)
        game = game_now(export)
        if game.ended:  # type: ignore[attr-defined]
            break
        if _choices(export) == pressed_at and time.monotonic() - pressed_t < RETRY_S:
            continue  # (the keys sent are not in the log yet)
        answers = host_answers(game)
        if not answers:
            continue
        call = _open_call(export)
        verb = str(answers[0].verb.value)  # type: ignore[attr-defined]
        if str(game.state.phase.value) == "night":  # type: ignore[attr-defined]
            ready = call is not None and any(r.step == call for r in game.pending())  # type: ignore[attr-defined]
        elif verb == "end_discussion" and not timer_started:
            if _told_since_dawn(export, "day.discussion"):
                _start_the_timer(table)
                seen["timer"] = _table_view(table, "timer-view")
                timer_started = True
            continue
        elif verb in ("vote", "runoff"):
            ready = _told_since_dawn(export, "day.vote", "day.runoff")
        else:
            ready = _told_since_dawn(export)
        if not ready:
            continue
        with _looking(table) as console:
            # The other hand on the keys, Shift still down (Shift+Space held).
            for key in seat_keys(answers):
                table.run("xdotool", "key", key)
            answered.append(console[:80])
        pressed_at, pressed_t = _choices(export), time.monotonic()
    else:
        raise table.fail(f"the game was not decided in time: {sorted(seen)}, {answered}")
    # The host looks once more, and confirms the end (Enter) on the console.
    deadline = time.monotonic() + 120
    while not any(r.get("moment") == "end_confirmed" for r in table.export(game_id)["records"]):  # type: ignore[attr-defined]
        if time.monotonic() > deadline:
            raise table.fail("the host could not confirm the end")
        with _looking(table):
            table.run("xdotool", "key", "Return")
    for turn in range(10):
        view = _table_view(table, f"end-{turn}")
        if any(word in view for word in MOMENTS["end"]):
            seen.setdefault("end", view)
            break
    missing = [moment for moment in (*MOMENTS, "timer") if moment not in seen]
    if missing:
        raise table.fail(f"the table never saw {missing}: {seen}")
    # F8 tells the story. With one screen its pictures take the cards' place on the laptop
    # (the Table screen's window is hidden): the cards' fates go, a story page's title shows.
    table.key("F8")
    for turn in range(10):
        story = _flat(table.read_screen(name=f"story-{turn}"))
        if "still here" not in story and any(t in story for t in STORY_TITLES):
            break
    else:
        raise table.fail(f"F8's story was not seen on the laptop: {story!r}")
    _within_the_screen(table)
    if len(table.app_windows()) != 1:
        raise table.fail(f"more than one window: {table.app_windows()}")
