"""With a sound server running the app never freezes, and the night is heard.

Qt 6.11's QSoundEffect plays from a thread of its own; with PulseAudio it switched a socket
notifier from there and the event loop spun on "QSocketNotifier: Invalid socket N" (gigabytes
of stderr, the window dead) at the first night or at a resume, in 3 of 3 launches of the
packaged app. The app now feeds every sound from the GUI thread (narration/sound_clip.py).
"""

from __future__ import annotations

import os

from .games import stopped_at_night, stopped_game
from .rig import Table

#: Launches in a row (the issue asks for 20; WW_TABLE_LAUNCHES changes it).
LAUNCHES = int(os.environ.get("WW_TABLE_LAUNCHES", "20"))

#: Seconds of night each launch listens to and pings the window through; the first launch
#: listens through several calls (each chime, each lowering of the ambience: the freeze came
#: after a few of them).
NIGHT_S = 4.0
FIRST_NIGHT_S = 40.0


def _resume_and_listen(table: Table, launch: int) -> None:
    table.launch()
    table.answer_window("Unfinished games", "Return")  # Continue (the default button)
    heard_from = len(table.sound().frames)
    table.wait_for(
        lambda: any(f > -60 for f in table.sound().frames[heard_from:]) or not table.app_running(),
        60,
        "the resumed night to be heard",
    )
    slow = table.watch(FIRST_NIGHT_S if launch == 1 else NIGHT_S)
    if not table.app_running():
        raise table.fail(f"launch {launch}: the app ended:\n{table.stderr()[-2000:]}")
    loops = table.repeating_warnings(at_most=3)
    if loops:
        raise table.fail(f"launch {launch}: repeating Qt warnings: {loops[:3]}")
    if slow:
        raise table.fail(f"launch {launch}: the window did not answer within 1 s at {slow} s")
    table.kill_app()


#: Every preset, in turn (the first is the recipe's).
PRESETS = ("classic", "standard", "basic", "compact", "traditional")


def test_resumed_night_with_a_sound_server_never_freezes(table: Table) -> None:
    """Each launch continues a game stopped mid-night, the presets in turn. The first is the
    recipe: `play --bots --narrated --preset classic --players 7` stopped after 16 choices
    (mid night 2), continued in the app."""
    folders = {}
    for preset in PRESETS:
        folders[preset] = table.folder / f"data-{preset}"
        folders[preset].mkdir()
        if preset == "classic":
            stopped_game(folders[preset], choices=16)
        else:
            stopped_at_night(folders[preset], preset=preset)
    for launch in range(1, LAUNCHES + 1):
        table.data_dir = folders[PRESETS[(launch - 1) % len(PRESETS)]]
        _resume_and_listen(table, launch)
