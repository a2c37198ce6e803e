"""The deal at a real X server: however long a key is held, no card but the current
player's is ever on screen.

Under X the desktop's key auto-repeat (660 ms, then 25/s) reaches Qt mostly as plain
release/press pairs, not flagged as repeats: holding Space on "Pass to Ann" used to show
Ann's card, then Bob's, and run on through the deal.
"""

from __future__ import annotations

import subprocess

from .driver import NAMES, open_lobby, start_game
from .rig import Table


def _ocr(table: Table, shot: str) -> str:
    out = subprocess.run(
        ["tesseract", shot, "-", "--psm", "11"],
        capture_output=True,
        text=True,
        check=False,
        env={"OMP_THREAD_LIMIT": "1", "PATH": "/usr/bin:/bin"},
    ).stdout
    return " ".join(out.split())


def _first_name(text: str) -> str | None:
    """Whose screen it is: the first player's name on it (a card lists the pack after)."""
    found = [(text.find(n), n) for n in NAMES if f"{n} " in f"{text} " or f" {n}" in text]
    found = [(i, n) for i, n in found if i >= 0]
    return min(found)[1] if found else None


def test_holding_space_shows_only_the_current_players_card(table: Table) -> None:
    open_lobby(table)
    start_game(table)
    shots = []
    with table.held("space"):
        # 3 s of a held key: the X server sends about 60 repeats after 660 ms.
        for _ in range(8):
            shots.append(str(table.screenshot("held")))
    # Let go: the card is hidden once the app has seen the release (and painted).
    after = " ".join(table.wait_for_text("Pass to Bob", timeout=5, name="released").split())
    shown = 0
    for shot in shots:
        text = _ocr(table, shot)
        owner = _first_name(text)
        if "Every card is dealt" in text:
            raise table.fail(f"the held key ran through the deal: {text!r} ({shot})")
        if owner not in ("Ann", None) and f"Pass to {owner}" not in text:
            raise table.fail(f"{owner}'s card was on screen while Ann held Space: {text!r}")
        if owner not in ("Ann", "Bob", None):
            raise table.fail(f"the held key ran on to {owner}: {text!r} ({shot})")
        shown += owner == "Ann" and "Pass to" not in text
    if not shown:
        raise table.fail("Ann's card never showed while she held Space")
    if "Pass to Bob" not in after:
        raise table.fail(f"after Ann let go, the deal is not at Bob: {after!r}")
    # A fresh press after a real release opens Bob's card, and only his.
    table.key("space")
    bob = " ".join(table.read_screen(name="bob").split())
    if "Bob" not in bob or "Pass to" in bob:
        raise table.fail(f"a fresh press did not show Bob's card: {bob!r}")
