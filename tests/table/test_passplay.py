"""Pass-and-play at a real X server: holding the key on a player's turn opens that turn
only, however long it is held (the X server repeats it as release/press pairs)."""

from __future__ import annotations

from .driver import NAMES, deal_all, open_lobby
from .rig import Table
from .test_deal import _first_name, _ocr


def test_holding_space_opens_only_the_current_players_turn(table: Table) -> None:
    open_lobby(table)
    for name in NAMES:
        table.type(name)
        table.key("Return")
    # The odds are worked out in the background and move the lobby's layout when they show:
    # click once they are in.
    table.wait_for_text("Average game length", timeout=90, name="odds")
    table.key("F11")  # full screen: the whole lobby in view (the odds scroll it otherwise)
    table.click_text("No moderator:")
    table.key("ctrl+Return")
    table.wait_for_text("Pass to Ann", timeout=60, name="deal")
    deal_all(table)
    done = " ".join(table.read_screen(name="dealt").split())
    if "everyone can reach it" not in done:
        raise table.fail(f"the game did not start in pass-and-play: {done!r}")
    table.key("Return")  # begin: the laptop goes round the table
    table.wait_for_text("hold to open my turn", timeout=90, name="turn")
    first = _first_name(" ".join(table.read_screen(name="pass").split()))
    shots = []
    with table.held("space"):
        for _ in range(10):
            shots.append(str(table.screenshot("held")))
    seen = set()
    for shot in shots:
        text = _ocr(table, shot)
        owner = _first_name(text)
        if owner is not None:
            seen.add(owner)
    if seen - {first}:
        raise table.fail(f"a held key showed other players' turns: {sorted(seen)} (first {first})")
    after = " ".join(table.read_screen(name="released").split())
    if first and f"Pass to {first}" not in after and first not in after:
        raise table.fail(f"after letting go the screen left {first}'s turn: {after!r}")
