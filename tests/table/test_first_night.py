"""A whole deal and the first night, played through the keyboard at a real X server with a
sound server: the window answers, nothing loops in stderr, the night is heard, and the
Table screen shows no secret."""

from __future__ import annotations

from .checks import game_ids, narration_problems
from .driver import begin, choose_the_tv, deal_all, open_lobby, start_game
from .rig import Table

#: Words the TV must never show during the night: roles never named by the narration at
#: night, and the console's private answers.
SECRETS = ("Villager", "THUMB UP", "THUMB DOWN", "POINT AT", "here ·", "· here", "chose:")


def test_first_night_with_a_sound_server(table: Table) -> None:
    open_lobby(table)
    start_game(table)
    deal_all(table)
    heard_from = len(table.sound().frames)
    begin(table)
    table.wait_for(
        lambda: any(f > -50 for f in table.sound().frames[heard_from:]),
        60,
        "the first night to be heard",
    )
    late = table.watch(15.0)
    loops = table.repeating_warnings(at_most=3)
    if loops:
        raise table.fail(f"repeating Qt warnings: {loops[:3]}")
    if late or not table.app_running():
        raise table.fail(f"the window did not answer within 1 s at {late} s")
    night = table.sound().frames[heard_from:]
    speech = sum(1 for f in night if f > -35) * 0.01
    if speech < 2.0:
        raise table.fail(f"the night's voice was hardly heard ({speech:.1f} s above -35 dBFS)")
    if max(night) > -1.0:
        raise table.fail(f"the sound clips (peak {max(night):.1f} dBFS)")
    table.kill_app()
    (game_id,) = game_ids(table)
    problems = narration_problems(table.export(game_id))
    if problems:
        raise table.fail(f"the narration record: {problems}")


def test_the_table_screen_shows_no_secret_at_night(table2: Table) -> None:
    table = table2
    table.launch()
    table.wait_for(lambda: bool(table.app_windows()), 60, "the app's window")
    choose_the_tv(table)
    table.wait_for_text("New game", timeout=60, region="1920x1080+0+0", name="lobby")
    start_game(table)
    deal_all(table)
    begin(table)
    tv = "1920x1080+1920+0"
    table.wait_for_text("Night", timeout=60, region=tv, name="tv-night")
    for i in range(4):
        text = " ".join(table.read_screen(tv, name=f"tv-{i}").split())
        leaks = [s for s in SECRETS if s.lower() in text.lower()]
        if leaks:
            raise table.fail(f"the Table screen showed {leaks} at night: {text!r}")
        console = " ".join(table.read_screen("1920x1080+0+0", name=f"console-{i}").split())
        if "Night" not in console:
            raise table.fail(f"the console is not at the night: {console!r}")
