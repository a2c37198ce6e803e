"""A language switch in the middle of the night, through the Language menu: the voice goes
on in the new language, every call is closed, and the Table screen follows. Then the host
turns the volume down in Voice settings: after a switch that showed "Werewolf Desktop met an
unexpected problem" (the old console's deleted volume slider was still bound to the voice)."""

from __future__ import annotations

from .checks import game_ids, narration_problems
from .driver import begin, choose_the_tv, deal_all, start_game
from .rig import Table

TV = "1920x1080+1920+0"


def test_switching_to_french_mid_night(table2: Table) -> None:
    table = table2
    table.launch()
    choose_the_tv(table)
    table.wait_for_text("New game", timeout=60, region="1920x1080+0+0", name="lobby")
    start_game(table)
    deal_all(table)
    begin(table)
    table.wait_for_text("open your eyes", timeout=90, region=TV, name="first-call")
    table.key("alt+l")  # Language menu: English, 日本語, Français
    table.key("Down", "Down", "Return")
    table.wait_for_text("yeux", "Nuit", "village", timeout=90, region=TV, name="tv-french")
    late = table.watch(20.0)
    if late:
        raise table.fail(f"the window did not answer within 1 s at {late} s")
    table.key("alt+n", "v")  # Narration > Réglages de la voix...
    table.wait_for(lambda: "voix" in table.active_title().lower(), 30, "the voice settings to open")
    table.key("Tab", "Tab", "Tab", "Left", "Left", "Left")  # the volume slider, turned down
    table.key("Escape")  # (the settings apply as they change: Close)

    def error_window() -> bool:
        return bool(table.run("xdotool", "search", "--name", "problème", check=False).split())

    table.wait_for(
        lambda: (
            error_window()
            or "Traceback" in table.stderr()
            or "voix" not in table.active_title().lower()
        ),
        30,
        "the dialog to close",
    )
    late = table.watch(5.0)
    if error_window() or "Traceback" in table.stderr():
        raise table.fail(
            "Voice settings after the switch: 'Un problème est survenu'"
            f" ({table.stderr().strip().splitlines()[-1:]})"
        )
    if late:
        raise table.fail(f"the window did not answer within 1 s at {late} s")
    table.kill_app()
    (game_id,) = game_ids(table)
    export = table.export(game_id)
    narration = export["narration"]
    assert isinstance(narration, dict)
    last = [str(line["text"]) for line in narration["lines"] if not line.get("dropped")][-2:]
    english = [t for t in last if " your " in f" {t} " or " the " in f" {t} "]
    if english:
        raise table.fail(f"the voice still spoke English after the switch: {last}")
    problems = narration_problems(export)
    if problems:
        raise table.fail(f"the narration record: {problems}")
