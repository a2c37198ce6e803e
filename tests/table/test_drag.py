"""The console dragged by its title bar across the TV, at a real X server and window manager:
at no point of the drag does the TV's screen show anything private (every role and the
night's answer showed there until the mouse was released), and once let go the console is
back on the laptop, whole."""

from __future__ import annotations

import re

from .driver import choose_the_tv
from .games import stopped_at_night
from .rig import Table

TV = "1920x1080+1920+0"
LAPTOP = "1920x1080+0+0"
SECRET = re.compile(r"(werewolf|villager|seer|witch|hunter) . (here|dead)|your pack")
"""The console's private lines (a seat's role and state, the pack's note)."""


def _flat(text: str) -> str:
    return " ".join(text.split()).lower()


def _title_bar(table: Table) -> tuple[int, int]:
    """A point on the console's title bar (its frame's top, from the window manager)."""
    from Xlib import display

    d = display.Display(table.display)
    try:
        root = d.screen().root
        extents = d.intern_atom("_NET_FRAME_EXTENTS")
        for wid in table.app_windows():
            if table.run("xdotool", "getwindowname", wid).strip() != "Werewolf Desktop":
                continue
            win = d.create_resource_object("window", int(wid))
            geometry = win.get_geometry()
            if geometry.width < 600:
                continue  # (a helper window of the same name)
            origin = root.translate_coords(win, 0, 0)
            frame = win.get_full_property(extents, 0)
            top = int(frame.value[2]) if frame is not None else 20
            return origin.x + 200, origin.y - max(4, top // 2)
    finally:
        d.close()
    raise table.fail("the console's window was not found")


def test_dragging_the_console_across_the_tv_shows_nothing_there(table2: Table) -> None:
    table = table2
    stopped_at_night(table.data_dir)
    table.launch()
    choose_the_tv(table)
    table.answer_window("Unfinished games", "Return")  # Continue
    console = _flat(table.wait_for_text("your pack", region=LAPTOP, timeout=60, name="console"))
    if not SECRET.search(console):
        raise table.fail(f"the console shows no private line to test with: {console!r}")
    grab_x, grab_y = _title_bar(table)
    table.run("xdotool", "mousemove", str(grab_x), str(grab_y), "mousedown", "1")
    try:
        # Across the TV, the button held, the pointer moving as a hand does (small steps);
        # the TV read back every few steps, the pointer still.
        for step in range(1, 61):
            table.run("xdotool", "mousemove", str(grab_x + 40 * step), str(grab_y))
            if step % 12:
                continue
            tv = _flat(table.read_screen(TV, name=f"tv-{step}"))
            leaks = SECRET.findall(tv)
            if leaks:
                raise table.fail(f"the TV showed {leaks} during the drag (step {step}): {tv!r}")
    finally:
        table.run("xdotool", "mouseup", "1")
    back = _flat(table.wait_for_text("your pack", region=LAPTOP, timeout=30, name="back"))
    if not SECRET.search(back):
        raise table.fail(f"the console did not come back whole on the laptop: {back!r}")
    tv = _flat(table.read_screen(TV, name="tv-after"))
    if SECRET.search(tv):
        raise table.fail(f"the TV shows private lines after the drag: {tv!r}")
