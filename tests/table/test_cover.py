"""The one-screen cover (the table's view over the console) at a real X server: Shift+Space
held lifts it and keeps it up (the X server repeats Space as release/press pairs, mostly not
flagged); when it covers again while the keys are still down (the window lost the keyboard
for a moment), the held keys never lift it again: that takes letting go and a new press."""

from __future__ import annotations

from .driver import begin, deal_all, open_lobby, start_game
from .rig import Table

COVERED = "hold shift+space to look"
"""The hint under the table's view, shown while the console is covered."""


def _covered(text: str) -> bool:
    return COVERED in " ".join(text.split()).lower()


def _shown(table: Table, title: str) -> list[str]:
    return table.run("xdotool", "search", "--onlyvisible", "--name", title, check=False).split()


def _minimise(table: Table, title: str) -> str:
    """Minimise the window titled *title* and wait until it is off the screen (a search
    that came back empty once let the test go on without minimising anything)."""
    table.wait_for(lambda: bool(_shown(table, title)), 15, f"the window {title!r}")
    window = _shown(table, title)[0]
    table.run("xdotool", "windowminimize", "--sync", window, check=False)
    table.wait_for(lambda: window not in _shown(table, title), 15, "the window to minimise")
    return window


def test_a_held_key_never_lifts_the_cover_again(table: Table) -> None:
    open_lobby(table)
    start_game(table)
    deal_all(table)
    begin(table)
    table.wait_for_text(COVERED, timeout=60, name="covered")
    table.key_down("shift")
    table.key_down("space")
    try:
        table.wait_for(
            lambda: not _covered(table.read_screen(name="lifting")), 10, "the cover to lift"
        )
        for i in range(4):  # 660 ms, then a repeat every 40 ms: it stays up
            if _covered(table.read_screen(name=f"held-{i}")):
                raise table.fail("the cover came back while Shift+Space was held")
        # The console's window loses the keyboard (minimised: one screen, one window) and
        # gets it back, the keys still down and repeating: it must stay covered.
        window = _minimise(table, "^Werewolf Desktop$")
        table.run("xdotool", "windowactivate", "--sync", window, check=False)
        table.wait_for_text(COVERED, timeout=10, name="back")
        for i in range(4):
            if not _covered(table.read_screen(name=f"still-held-{i}")):
                raise table.fail("keys held since before the cover came back lifted it again")
    finally:
        table.key_up("space")
        table.key_up("shift")
    # Let go, then a new press held: it lifts.
    table.key_down("shift")
    table.key_down("space")
    try:
        table.wait_for(
            lambda: not _covered(table.read_screen(name="new-press")), 10, "a new press to lift it"
        )
    finally:
        table.key_up("space")
        table.key_up("shift")
    table.wait_for_text(COVERED, timeout=10, name="let-go")
