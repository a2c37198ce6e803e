"""The TV unplugged and plugged in again, four times, at a real X server (RandR monitors
removed and set again): each time the laptop's one window shows the table's view while the
TV is away, the Table screen comes back full screen on the TV (never left minimised: it was
in 2 of 4 re-plugs) and the host's window keeps the keyboard: a name the host types right after
each re-plug lands in the lobby's player list (before the fix the Table screen took the
keyboard at each re-plug, and the names went nowhere)."""

from __future__ import annotations

from .driver import choose_the_tv
from .rig import Table

TV = "1920x1080+1920+0"
TV_MONITOR = ("TV", "1920/1000x1080/560+1920+0", "none")
LAPTOP = "1920x1080+0+0"
NAMES = ("Ann", "Bob", "Cat", "Dan")


def _table_screen_state(table: Table) -> str:
    found = table.run("xdotool", "search", "--name", "^Table screen$", check=False).split()
    if not found:
        return "none"
    out = table.run("xprop", "-id", found[0], "_NET_WM_STATE", "WM_STATE", check=False)
    return out


def test_the_tv_comes_back_after_each_replug(table2: Table) -> None:
    table = table2
    table.launch()
    table.wait_for(lambda: bool(table.app_windows()), 60, "the app's window")
    choose_the_tv(table)
    table.wait_for_text("Waiting for the game", region=TV, timeout=60, name="tv")
    for i in range(4):
        table.run("xrandr", "--delmonitor", "TV")
        table.wait_for(
            lambda: len(table.app_windows()) == 1, 20, f"the Table screen to step aside ({i})"
        )
        table.run("xrandr", "--setmonitor", *TV_MONITOR)
        table.wait_for_text("Waiting for the game", region=TV, timeout=30, name=f"back-{i}")
        state = _table_screen_state(table)
        if "Iconic" in state or "HIDDEN" in state:
            raise table.fail(f"the Table screen came back minimised ({i}): {state}")
        active = table.active_title()
        if "Werewolf Desktop" not in active or "Table screen" in active:
            raise table.fail(f"the keyboard went to {active!r} after re-plug {i}")
        # The host's next keys: a player's name, typed in the lobby's name field.
        table.type(NAMES[i])
        table.key("Return")
        table.wait_for_text(NAMES[i], region=LAPTOP, timeout=30, name=f"typed-{i}")
