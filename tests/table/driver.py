"""What a host does at the table, through the keyboard only (XTest): type the players'
names in the lobby, start, deal the cards, continue a saved game."""

from __future__ import annotations

from .rig import Table

NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus")


def open_lobby(table: Table) -> None:
    """Launch the app on an empty data folder and wait for the lobby."""
    table.launch()
    table.wait_for(lambda: bool(table.app_windows()), 60, "the app's window")
    table.wait_for_text("New game", timeout=60, name="lobby")


def start_game(table: Table, names: tuple[str, ...] = NAMES) -> None:
    """Type the names (the name field has the keyboard at launch) and start (Ctrl+Enter)."""
    for name in names:
        table.type(name)
        table.key("Return")
    table.key("ctrl+Return")
    table.wait_for_text(f"Pass to {names[0]}", timeout=60, name="deal")


def deal_all(table: Table, names: tuple[str, ...] = NAMES) -> None:
    """Each player in turn: Space shows the card, Space again hides it and passes on."""
    for name in names:
        table.wait_for_text(f"Pass to {name}", timeout=30, name=f"pass-{name}")
        table.key("space")
        table.wait_for_text(name, timeout=30, name=f"card-{name}")
        table.key("space")
    table.wait_for_text("Every card is dealt", timeout=30, name="dealt")


def begin(table: Table) -> None:
    """ "Begin the game" (Enter) once every card is dealt: the first night falls."""
    table.key("Return")


def choose_the_tv(table: Table) -> None:
    """At the first launch with two screens: the TV, preselected, is the table's (Enter)."""
    table.wait_for_text("Which screen", timeout=60, name="which-screen")
    table.answer_window("Table screen", "Return")


def resume_first_game(table: Table) -> None:
    """Launch the app on a data folder with an unfinished game and continue it (Enter)."""
    table.launch()
    table.answer_window("Unfinished games", "Return")  # Continue (the default button)
