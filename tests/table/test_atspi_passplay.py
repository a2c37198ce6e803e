"""Pass-and-play read by a screen reader: the laptop goes round the table, AT-SPI at the rig.

A blind player is handed the laptop with headphones on and reads it with a screen reader
(Orca reads the accessible tree over AT-SPI, see ``test_atspi.py``). A game without a
moderator is played from the lobby (four players, `basic`): the deal, every night turn, the
morning, the discussion and a secret ballot (a turn per voter). A player acts the way a
screen reader's user does: the keyboard for what it reaches (Space held to open a turn,
Enter for Done and "Hide my turn"), the screen reader's "activate" (an AT-SPI action) for a
target button. The test fails on:

- while "Pass to Bob" shows (the privacy screen between two players): any role's name in
  the host's window, any node of a turn screen, any text of the previous player's turn;
- while Bob's turn shows: any screen but Bob's turn, the name of a role that is not Bob's
  (before he answers), any text of the previous player's turn that is not on Bob's own;
- at every moment: an interactive control without a right name
  (`accessibility_rules.name_problems`), or a button a screen reader can activate without
  a name;
- on the Table screen (a window behind the laptop's, with one screen): a private text.

By default in French (one preset per language across the tier's AT-SPI tests);
``WW_TABLE_ATSPI_ALL=1``: in English, Japanese and French.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any

import pytest

from tests.accessibility_rules import role_words, texts, walk

from .rig import Table
from .test_atspi import (
    ALL,
    LANGUAGES,
    Checks,
    Tree,
    atspi_rig,  # noqa: F401  (the fixture)
    deal,
    lobby,
    nodes,
    showing_name,
    tr,
    wait_tree,
    window,
)

PLAYERS = ("Ann", "Bob", "Cat", "Dan")
PRESET = "basic"
SETTINGS = f"[lobby]\npreset={PRESET}\nmode=pass_and_play\n[passplay]\nmin_turn_ms=300\n"
"""The lobby plays without a moderator; a turn's Done is allowed after 0.3 s (not 8 s)."""
DEALT = "Every card is dealt. Put the laptop where everyone can reach it."
BUTTONS = {"push button", "toggle button", "radio button", "check box"}
SCREEN = re.compile(r"\.(\w+_screen)(?:\.|$)")


def screens(tree: Tree) -> set[str]:
    """The pass-and-play screens that show in the host's window."""
    found = set()
    for node in nodes(window(tree, "host")):
        match = SCREEN.search(node["id"])
        if match:
            found.add(match.group(1))
    return found


def own_texts(tree: Tree) -> set[str]:
    """Every text readable in the host window's pass-and-play screen on show."""
    host = window(tree, "host")
    return {
        text.strip()
        for node in nodes(host)
        if SCREEN.search(node["id"])
        for text in (node["name"], node.get("text", ""))
        if text and text.strip()
    }


class TurnChecks(Checks):
    """The screen reader's checks of one pass-and-play game."""

    def __init__(self, table: Table, roles: dict[str, str]) -> None:
        super().__init__(table)
        self.roles_of = roles  # name -> role, in the table's language
        self.words = role_words(table.language)
        self.previous: set[str] = set()  # what the previous player's turn showed
        self.pass_texts: set[str] = set()  # what every pass screen shows

    def buttons_named(self, tree: Tree, moment: str) -> None:
        """A button the screen reader can activate (focusable or not) has a name."""
        for node, _ in walk(window(tree, "host")):
            if node["role"] in BUTTONS and not node["name"].strip():
                self.problems.append(f"{moment}: a {node['role']} without a name")

    def roles_in(self, tree: Tree) -> set[str]:
        found = set()
        for text in texts(window(tree, "host")):
            for word in self.words:
                if word in text if self.language == "ja" else re.search(rf"\b{word}s?\b", text):
                    found.add(word)
        return found

    def between(self, tree: Tree, name: str) -> None:
        moment = f"pass to {name}"
        self.names(tree, moment)
        self.buttons_named(tree, moment)
        self.table_screen(tree, moment)
        if screens(tree) != {"pass_screen"}:
            self.problems.append(f"{moment}: screens {sorted(screens(tree))} in the tree")
        self.no_role(tree, moment)
        left = self.previous & own_texts(tree)
        if left:
            self.problems.append(f"{moment}: the previous turn's {sorted(left)} still there")
        self.pass_texts |= own_texts(tree)

    def turn(self, tree: Tree, name: str) -> None:
        moment = f"{name}'s turn"
        self.names(tree, moment)
        self.buttons_named(tree, moment)
        self.table_screen(tree, moment)
        if screens(tree) != {"turn_screen"}:
            self.problems.append(f"{moment}: screens {sorted(screens(tree))} in the tree")
        others = self.roles_in(tree) - {self.roles_of[name]}
        if others:
            self.problems.append(f"{moment}: names roles not {name}'s: {sorted(others)}")
        mine = own_texts(tree)
        left = (self.previous - mine) & {t for t in self.previous if t not in self.pass_texts}
        header = [t for t in left if any(p in t for p in PLAYERS if p != name)]
        if header:
            self.problems.append(f"{moment}: the previous turn's {sorted(header)} still there")


def roles_at(table: Table) -> dict[str, str]:
    """Each player's role, in the table's language (from the saved game's export)."""
    done = table.cli("games", "--json")
    games: list[dict[str, Any]] = json.loads(done.stdout)
    exported = table.export(str(games[0]["id"]))
    setup: dict[str, Any] = exported["setup"]  # type: ignore[assignment]
    roles = {str(seat[0]): str(seat[1]) for seat in setup["seats"]}
    return {name: tr(table.language, role.title()) for name, role in roles.items()}


def first_targets(tree: Tree) -> list[str]:
    """The path of the first target of each question on the turn screen."""
    paths = []
    for node in nodes(window(tree, "host")):
        if node["id"].endswith(".question"):
            for child, _ in walk(node):
                if child["role"] in BUTTONS and child is not node:
                    paths.append(child["path"])
                    break
    return paths


def take_turn(table: Table, check: TurnChecks, name: str) -> None:
    """Pass to *name*, who opens the turn (Space held), answers (a target activated) and
    hides it (Enter, Enter)."""
    lang = table.language
    passing = tr(lang, "Pass to %1", name)
    tree = wait_tree(table, lambda t: showing_name(t, "host", passing), f"pass to {name}")
    check.between(tree, name)
    header = tr(lang, "%1's turn", name)
    table.key_down("space")
    try:
        tree = wait_tree(table, lambda t: showing_name(t, "host", header), f"{name}'s turn")
    finally:
        table.key_up("space")
    check.turn(tree, name)
    seen = own_texts(tree)
    for path in first_targets(tree):
        table.press(path)
    answered = tr(lang, "Your answers are in")
    deadline = time.monotonic() + 60
    while not showing_name(tree, "host", answered):  # Done, once the minimum time is over
        if time.monotonic() > deadline or not table.app_running():
            raise table.fail(f"{name}'s Done never took: the answers are not in")
        table.key("Return")
        tree = table.tree(f"{name}-done")
    seen |= own_texts(tree)
    check.names(tree, f"{name}'s answers")
    table.key("Return")  # Hide my turn
    tree = wait_tree(table, lambda t: not showing_name(t, "host", header), f"{name} hid")
    check.previous = seen


@pytest.mark.parametrize("language", LANGUAGES if ALL else ("fr",))
def test_pass_and_play_read_by_a_screen_reader(
    atspi_rig: Callable[..., Table],  # noqa: F811
    language: str,
) -> None:
    table = atspi_rig(language, settings=SETTINGS)
    start = Checks(table)
    lobby(table, start, names=PLAYERS)
    deal(table, start, names=PLAYERS, dealt=DEALT)
    check = TurnChecks(table, roles_at(table))
    check.problems += start.problems
    table.key("Return")  # begin: the laptop goes round the table
    for name in PLAYERS:
        take_turn(table, check, name)
    start.problems.clear()
    check.report()
