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
- while Bob's turn shows: any screen but Bob's turn, a role named that is not Bob's
  (before he answers), another player's card or "Ann's turn", and anything the previous
  player's answers showed ("Your answers are in" and what they told);
- at every moment: an interactive control without a right name
  (`accessibility_rules.name_problems`), or a button a screen reader can activate without
  a name;
- on the Table screen (a window behind the laptop's, with one screen): a private text.

The default run plays it in English; ``WW_TABLE_ATSPI_ALL=1`` in English, Japanese and French.

Every conclusion is drawn from a settled tree (`settled_tree`: two reads in a row that read
the same, the expected screen in it): a read walks the tree while the app goes on, and one
taken as the screen changes holds half of each screen (it once read the ballot's choice and
concluded that no turn was passed). Enter (Done, "Hide my turn", "Everyone, open your
eyes", "To the vote") is never pressed sooner after the last than the app's double-Enter
guard allows (`BOUNCE_MS`: an Enter that soon is the same press twice, by design; "To the
vote" right after "open your eyes" was taken so), and again only when the tree, settled,
still shows the screen as it was after three reads.
"""

from __future__ import annotations

import json
import re
import time
from collections.abc import Callable
from typing import Any

import pytest

from tests.accessibility_rules import role_words, texts, walk
from ww_desktop.app.widgets.held_key import BOUNCE_MS

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
    read_aloud,
    settled_tree,
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
        self.outcome: set[str] = set()  # what it showed only once answered
        self.pass_texts: set[str] = set()  # what a pass screen shows

    def buttons_named(self, tree: Tree, moment: str) -> None:
        """A button the screen reader can activate (focusable or not) has a name."""
        for node, _ in walk(window(tree, "host")):
            if node["role"] in BUTTONS and not node["name"].strip():
                self.problems.append(f"{moment}: a {node['role']} without a name")

    def roles_in(self, tree: Tree) -> set[str]:
        """The roles named as such in the host's window: a text that is a role's name, or
        a part of one between "·" or ":" (a card's title, a picture's name, "Bob: Seer");
        a description that mentions werewolves names none."""
        found = set()
        for text in texts(window(tree, "host")):
            for part in re.split(r"[·:：\n]", text):
                word = part.strip().lstrip("●▲■◆★♦◇○△□ ").strip()
                if word in self.words:
                    found.add(word)
        return found

    def screen(self, tree: Tree, moment: str, expected: str) -> None:
        """Names, the Table screen, and only the *expected* screen in the tree."""
        self.names(tree, moment)
        self.buttons_named(tree, moment)
        self.table_screen(tree, moment)
        if screens(tree) != {expected}:
            self.problems.append(f"{moment}: screens {sorted(screens(tree))} in the tree")

    def between(self, tree: Tree, name: str) -> None:
        moment = f"pass to {name}"
        self.screen(tree, moment, "pass_screen")
        self.no_role(tree, moment)
        mine = own_texts(tree)
        left = (self.previous - self.pass_texts) & mine
        if left:
            self.problems.append(f"{moment}: the previous turn's {sorted(left)} still there")
        self.pass_texts |= mine

    def turn(self, tree: Tree, name: str) -> None:
        moment = f"{name}'s turn"
        self.screen(tree, moment, "turn_screen")
        others = self.roles_in(tree) - {self.roles_of[name]}
        if others:
            self.problems.append(f"{moment}: names roles not {name}'s: {sorted(others)}")
        mine = own_texts(tree)
        turns = {tr(self.language, "%1's turn", p) for p in PLAYERS if p != name}
        left = sorted((mine & turns) | (mine & self.outcome))
        if left:
            self.problems.append(f"{moment}: an earlier turn's {left} still there")
        for node in nodes(window(tree, "host")):
            if node["id"].endswith("turn_screen.card.subtitle") and node["name"] != name:
                self.problems.append(f"{moment}: the card of {node['name']!r}")


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


def open_turn(table: Table, name: str) -> Tree:
    """*name* holds Space on "Pass to <name>" until the turn opens; the turn's tree."""
    header = tr(table.language, "%1's turn", name)
    table.key_down("space")
    try:
        return settled_tree(
            table,
            lambda t: showing_name(t, "host", header) and screens(t) == {"turn_screen"},
            f"{name}'s turn",
        )
    finally:
        table.key_up("space")


class Enter:
    """The Enter key, pressed as a player does: the app's double-Enter guard (`BOUNCE_MS`)
    takes a second Enter that soon after the last for the same press twice (by design), so
    a press comes no sooner (the tree is read meanwhile: a player's next Enter comes once
    the screen is read)."""

    def __init__(self, table: Table) -> None:
        self.table = table
        self.last = -1.0  # when Enter was last pressed (time.monotonic)

    def press(self) -> None:
        while time.monotonic() - self.last <= BOUNCE_MS / 1000 and self.table.app_running():
            self.table.tree("before-enter")
        self.table.key("Return")
        self.last = time.monotonic()

    def until(
        self,
        check: Callable[[Tree], bool],
        before: Callable[[Tree], bool],
        what: str,
        settle: bool = True,
    ) -> Tree:
        """Press Enter and read the tree until *check* holds (on a settled tree, or on any
        read when not *settle*). Enter is pressed again only when three settled reads in a
        row still show the screen as it was *before* (the press was not taken)."""
        table = self.table
        for _ in range(3):
            self.press()
            unchanged = 0
            last: list[tuple[object, ...]] | None = None
            while time.monotonic() < self.last + 60 and table.app_running():
                tree = table.tree(re.sub(r"\W+", "-", what)[:30])
                aloud = read_aloud(tree)
                settled = aloud == last
                last = aloud
                if (settled or not settle) and check(tree):
                    return tree
                unchanged = unchanged + 1 if settled and before(tree) else 0
                if unchanged >= 3:
                    break  # the screen as it was, settled, three reads on: press again
            else:
                break
        raise table.fail(f"the accessible tree never showed {what}")


def take_turn(table: Table, check: TurnChecks, enter: Enter, name: str) -> None:
    """*name* opens the turn (Space held), answers (the first target of each question,
    activated as a screen reader does) and hides it (Enter: Done, Enter: Hide)."""
    lang = table.language
    header = tr(lang, "%1's turn", name)
    tree = open_turn(table, name)
    check.turn(tree, name)
    seen = own_texts(tree)
    for path in first_targets(tree):
        table.press(path)
    # Done, once the panel says so (the minimum time over, every answer given).
    ready = tr(lang, "Press Done when you are ready.")
    wait_tree(table, lambda t: showing_name(t, "host", ready), f"{name}'s Done enabled")
    answered = tr(lang, "Your answers are in")
    tree = enter.until(
        lambda t: showing_name(t, "host", answered),
        lambda t: showing_name(t, "host", ready),
        f"{name}'s answers in",
    )
    check.screen(tree, f"{name}'s answers", "turn_screen")
    check.outcome = own_texts(tree) - seen
    check.previous = seen | check.outcome
    enter.until(  # Hide my turn (`pass_round` waits for the next screen to settle)
        lambda t: not showing_name(t, "host", header),
        lambda t: showing_name(t, "host", answered),
        f"{name}'s turn hidden",
        settle=False,
    )


def pass_round(table: Table, check: TurnChecks, enter: Enter, what: str) -> Tree:
    """Every turn of a round (night or ballot); the tree once the round is over."""
    passing = re.compile(re.escape(tr(table.language, "Pass to %1")).replace("%1", "(\\w+)"))
    played: list[str] = []
    while True:
        tree = settled_tree(
            table,
            lambda t: (
                len(screens(t)) == 1
                and screens(t) != {"turn_screen"}
                and (
                    screens(t) != {"pass_screen"}
                    or any(passing.fullmatch(n["name"]) for n in nodes(window(t, "host")))
                )
            ),
            f"{what}: the next turn",
        )
        found = [
            m.group(1) for n in nodes(window(tree, "host")) if (m := passing.fullmatch(n["name"]))
        ]
        if not found:
            if not played:
                raise table.fail(f"{what}: no turn was passed")
            return tree
        name = found[0]
        if name in played:
            raise table.fail(f"{what}: {name}'s turn came twice")
        check.between(tree, name)
        take_turn(table, check, enter, name)
        played.append(name)


def press_named(table: Table, tree: Tree, name: str) -> None:
    """Activate the control named *name* (as a screen reader's user does)."""
    found = [n["path"] for n in nodes(window(tree, "host")) if n["name"] == name]
    if not found:
        raise table.fail(f"no control named {name!r}")
    table.press(found[0])


@pytest.mark.parametrize("language", LANGUAGES if ALL else ("en",))
def test_pass_and_play_read_by_a_screen_reader(
    atspi_rig: Callable[..., Table],  # noqa: F811
    language: str,
) -> None:
    table = atspi_rig(language, settings=SETTINGS)
    check = TurnChecks(table, {})
    lobby(table, check, names=PLAYERS)
    deal(table, check, names=PLAYERS, dealt=DEALT)
    check.roles_of = roles_at(table)
    enter = Enter(table)

    def only(screen: str) -> Callable[[Tree], bool]:
        return lambda t: screens(t) == {screen}

    enter.until(  # begin: the laptop goes round the table
        only("pass_screen"),
        lambda t: showing_name(t, "host", tr(language, DEALT)),
        "the first turn passed",
        settle=False,
    )
    tree = pass_round(table, check, enter, "night 1")
    check.screen(tree, "the night is over", "back_screen")
    # Everyone, open your eyes; then To the vote.
    tree = enter.until(only("discussion_screen"), only("back_screen"), "the discussion")
    check.screen(tree, "the discussion", "discussion_screen")
    tree = enter.until(only("ballot_choice_screen"), only("discussion_screen"), "the ballot")
    check.screen(tree, "how the table votes", "ballot_choice_screen")
    press_named(table, tree, tr(language, "Secret ballot: pass the laptop"))
    # (a read just after the press may still show the choice: the round starts once it goes)
    wait_tree(table, lambda t: "ballot_choice_screen" not in screens(t), "the ballot's passing")
    tree = pass_round(table, check, enter, "the secret ballot")
    check.screen(tree, "after the ballot", sorted(screens(tree))[0])
    check.report()
