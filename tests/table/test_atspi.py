"""A screen reader at the table: the app's accessible tree read over AT-SPI, as Orca reads it.

The rig runs a D-Bus session and the accessibility bus (`at-spi-bus-launcher`); the app runs
with ``QT_LINUX_ACCESSIBILITY_ALWAYS_ON=1``; `Table.tree` reads every window's tree with
``gi.repository.Atspi`` (Debian's Python: ``atspi_tree.py``). The keys go through the X
server, as in the rest of the tier, and every wait is on what the tree shows.

Each preset's game is played in each language (``WW_TABLE_ATSPI_ALL=1``; by default
`standard` in English with one screen, `classic` in Japanese with two, and pass-and-play in
English, ``test_atspi_passplay.py``):

- with one screen: the lobby (the preset chosen), the deal between cards and with a card up,
  night 1 under the cover and looked at (Shift+Space), then the preset's own saved games at
  the vote and at the unconfirmed end, each under the cover and looked at;
- with two screens: the lobby, the deal, night 1, then the preset's saved games at the day's
  countdown, the vote and the unconfirmed end, the Table screen read at each.

It fails on:

- private text reachable while covered: any node of the console under the cover that
  shows, any role's name in the host's window (between two cards, under the cover), and on
  the Table screen a role never called aloud (the Villager) or a private answer, before the
  host confirms the end;
- a focusable widget under the cover;
- an interactive control without a right name (`accessibility_rules.name_problems`: its own
  name in the chosen language, a drop-down with its label, each ballot choice its voter
  and candidate, every image named, no markup).
"""

from __future__ import annotations

import os
import re
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest

from tests.accessibility_rules import catalogue, name_problems, role_words, walk
from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.requests import Verb
from ww_desktop.engine.setup import deal as deal_roles
from ww_desktop.headless import next_bot_choice
from ww_desktop.session import Session
from ww_desktop.store import Store

from .conftest import _folder
from .rig import Table

Tree = list[dict[str, Any]]
NAMES = ("Ann", "Bob", "Cat", "Dan", "Eve", "Fay", "Gus")
"""Seven players: every preset's table (`traditional` starts at seven)."""
SECRETS = ("THUMB UP", "THUMB DOWN", "POINT AT", "here ·", "· here", "chose:")
"""The console's private answers, never on the Table screen (English)."""
ALL = os.environ.get("WW_TABLE_ATSPI_ALL") == "1"
LANGUAGES = ("en", "ja", "fr")
EVERY = [(preset, language) for preset in PRESETS for language in LANGUAGES]
ONE_SCREEN = EVERY if ALL else [("standard", "en")]
TWO_SCREENS = EVERY if ALL else [("classic", "ja")]
"""By default one preset per language (the tier stays short; pass-and-play plays in
English); ``WW_TABLE_ATSPI_ALL=1`` plays every preset in every language, both ways."""
COVER = "privacyCover"
CONSOLE = ".main_stack.console."
TABLE_VIEW = ".tablePage"
"""The table's view (the Table screen's page; with one screen, also behind the console)."""


@pytest.fixture
def atspi_rig(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Callable[..., Table]]:
    """A factory of rigs with the accessibility bus (stopped afterwards)."""
    made: list[Table] = []

    def make(language: str = "en", two_screens: bool = False, settings: str = "[lobby]\n") -> Table:
        """A rig whose app starts with *settings* (its ``settings.ini``: the lobby's preset)."""
        table = Table(
            _folder(request, tmp_path),
            two_screens=two_screens,
            language=language,
            accessibility=True,
        ).start()
        (table.data_dir / "settings.ini").write_text(settings, "utf-8")
        made.append(table)
        return table

    try:
        yield make
    finally:
        for table in made:
            table.stop()


# ---------------------------------------------------------------------- reading the tree


def window(tree: Tree, which: str) -> dict[str, Any]:
    """The host's window (``host``) or the Table screen (``tv``) in *tree* (empty if none)."""
    wanted = "QApplication.MainWindow" if which == "host" else "QApplication.publicWindow"
    return next((w for w in tree if w.get("id") == wanted), {"states": [], "children": []})


def nodes(win: dict[str, Any]) -> Iterator[dict[str, Any]]:
    for node, _ in walk(win):
        yield node


def covered(tree: Tree) -> bool:
    return any(n["id"].endswith(COVER) for n in nodes(window(tree, "host")))


def showing_name(tree: Tree, which: str, text: str) -> bool:
    return any(text in n["name"] for n in nodes(window(tree, which)))


def wait_tree(table: Table, check: Callable[[Tree], bool], what: str, timeout: float = 60) -> Tree:
    """Read the tree until *check* holds (the last read is returned)."""
    deadline = time.monotonic() + timeout
    tree: Tree = []
    while time.monotonic() < deadline:
        tree = table.tree(re.sub(r"\W+", "-", what)[:30])
        if check(tree):
            return tree
        if not table.app_running():
            break
    raise table.fail(f"the accessible tree never showed {what}")


def read_aloud(tree: Tree) -> list[tuple[object, ...]]:
    """What a screen reader can read of *tree*: each showing node's id, role, name,
    description, text and states (its path aside)."""
    return [
        (n["id"], n["role"], n["name"], n["description"], n.get("text", ""), tuple(n["states"]))
        for win in tree
        for n, _ in walk(win)
    ]


def settled_tree(
    table: Table, check: Callable[[Tree], bool], what: str, timeout: float = 60
) -> Tree:
    """Read the tree until *check* holds on two reads in a row that read the same.

    A read walks the tree node by node while the app goes on: one taken as a screen
    changes holds part of the old screen and part of the new one. Two equal reads in a row
    are one screen, settled."""
    deadline = time.monotonic() + timeout
    last: list[tuple[object, ...]] | None = None
    while time.monotonic() < deadline:
        tree = table.tree(re.sub(r"\W+", "-", what)[:30])
        aloud = read_aloud(tree) if check(tree) else None
        if aloud is not None and aloud == last:
            return tree
        last = aloud
        if not table.app_running():
            break
    raise table.fail(f"the accessible tree never settled on {what}")


def tr(language: str, source: str, *args: str) -> str:
    text = catalogue(language).get(source, source)
    for i, arg in enumerate(args, start=1):
        text = text.replace(f"%{i}", arg)
    return text


# ---------------------------------------------------------------------- the checks


class Checks:
    """The checks of one game in one language; problems are collected, then reported."""

    def __init__(self, table: Table, preset: str = "standard") -> None:
        self.table = table
        # A dead player's card is laid face up (`traditional`): the role on the table's
        # view of that seat is public, the view read to everyone.
        self.face_up = bool(PRESETS[preset].rules().get("cards_face_up"))
        self.language = table.language
        words = role_words(table.language)
        self.roles = re.compile(
            "|".join(re.escape(w) for w in words)
            if table.language == "ja"
            else r"\b(" + "|".join(re.escape(w) for w in words) + r")s?\b"
        )
        self.never_called = tr(table.language, "Villager")
        self.problems: list[str] = []

    def names(self, tree: Tree, moment: str) -> None:
        """Every control of both windows has a right name."""
        for which in ("host", "tv"):
            win = window(tree, which)
            self.problems += name_problems(win, self.language, f"{moment}, {which}: ")

    def no_role(self, tree: Tree, moment: str) -> None:
        """No role's name is reachable in the host's window (title and menus aside)."""
        host = window(tree, "host")
        for node in nodes(host):
            if node is host or node["role"] in ("menu item", "menu bar"):
                continue
            if TABLE_VIEW in node["id"]:
                continue  # the table's view (one screen): public, `table_screen`'s rules
            for text in (node["name"], node["description"], node.get("text", "")):
                found = self.roles.search(text or "")
                if found:
                    self.problems.append(f"{moment}: {text!r} names {found.group(0)!r}")

    def cover_hides(self, tree: Tree, moment: str) -> None:
        """While covered nothing of the console but the cover shows, nothing under it takes
        the keyboard, and no role is reachable."""
        if not covered(tree):
            self.problems.append(f"{moment}: the console is not covered")
        for node in nodes(window(tree, "host")):
            if CONSOLE in node["id"] and COVER not in node["id"]:
                said = node["name"] or node.get("text") or node["role"]
                focus = "focusable " if "focusable" in node["states"] else ""
                self.problems.append(f"{moment}: {focus}{said!r} reachable under the cover")
        self.no_role(tree, moment)

    def table_screen(self, tree: Tree, moment: str) -> None:
        """The Table screen tells nothing private (nor the table's view in the host's
        window, with one screen)."""
        public = [window(tree, "tv")]
        public += [n for n in nodes(window(tree, "host")) if n["id"].endswith(TABLE_VIEW)]
        for view in public:
            for node, _ in walk(view):
                if self.face_up and node["id"].endswith(".plateBadge"):
                    continue  # a dead player's card, face up
                for text in (node["name"], node["description"], node.get("text", "")):
                    leaks = [s for s in (*SECRETS, self.never_called) if s.lower() in text.lower()]
                    if text and leaks:
                        self.problems.append(f"{moment}, Table screen: {text!r} tells {leaks}")

    def report(self) -> None:
        if self.problems:
            raise self.table.fail(
                f"{len(self.problems)} problems for a screen reader ({self.language}):\n"
                + "\n".join(dict.fromkeys(self.problems))
            )


# ---------------------------------------------------------------------- the game


def lobby(table: Table, check: Checks, launch: bool = True, names: tuple[str, ...] = NAMES) -> None:
    if launch:
        table.launch()
    tree = wait_tree(
        table,
        lambda t: any("focused" in n["states"] for n in nodes(window(t, "host"))),
        "the lobby with the keyboard in the name field",
    )
    check.names(tree, "lobby")
    for name in names:
        table.type(name)
        table.key("Return")
    table.key("ctrl+Return")


def deal(
    table: Table,
    check: Checks,
    names: tuple[str, ...] = NAMES,
    dealt: str = "Every card is dealt. Hand the laptop back to the moderator.",
) -> None:
    """Deal every card; check between two cards and with the first card up."""
    lang = table.language
    for i, name in enumerate(names):
        tree = wait_tree(
            table,
            lambda t, n=name: showing_name(t, "host", tr(lang, "Pass to %1", n)),
            f"pass to {name}",
        )
        if i < 2:
            check.no_role(tree, f"deal, pass to {name}")
            check.names(tree, f"deal, pass to {name}")
        table.key("space")
        if i == 0:
            tree = wait_tree(
                table,
                lambda t, n=name: not showing_name(t, "host", tr(lang, "Pass to %1", n)),
                f"{name}'s card",
            )
            check.names(tree, f"deal, {name}'s card")
        table.key("space")
    done = tr(lang, dealt)
    tree = wait_tree(table, lambda t: showing_name(t, "host", done), "every card dealt")
    check.no_role(tree, "deal done")
    check.names(tree, "deal done")


def look_under_cover(table: Table, check: Checks, moment: str) -> Tree:
    """Hold Shift+Space: the console shows (names checked); let go: covered again."""
    tree = wait_tree(table, covered, f"the cover at {moment}")
    check.cover_hides(tree, f"{moment}, covered")
    check.table_screen(tree, moment)
    table.key_down("shift")
    table.key_down("space")
    try:
        lifted = wait_tree(table, lambda t: not covered(t), f"the console at {moment}")
        check.names(lifted, f"{moment}, lifted")
    finally:
        table.key_up("space")
        table.key_up("shift")
    tree = wait_tree(table, covered, f"the cover again at {moment}")
    check.cover_hides(tree, f"{moment}, covered again")
    return lifted


def saved_game(
    table: Table, preset: str, stop: Callable[[list[Any]], bool], mode: str = "moderator"
) -> None:
    """Replace the rig's saved games with one bot game of *preset* (seven players) stopped
    where *stop* holds."""
    for old in table.data_dir.glob("games.sqlite3*"):
        old.unlink()
    store = Store.open(table.data_dir / "games.sqlite3")
    try:
        names = [f"Player {i}" for i in range(1, 8)]
        session = Session.new(store, deal_roles(preset, names, seed=3, mode=mode))
        while not stop(session.game.pending()):
            choice = next_bot_choice(session)
            assert choice is not None, "the bot game ended before the wanted moment"
            session.apply(choice)
    finally:
        store.close()


def resume(table: Table) -> None:
    table.launch()
    table.answer_window(tr(table.language, "Unfinished games"), "Return")


def voting(pending: list[Any]) -> bool:
    return any(r.verb is Verb.VOTE for r in pending)


def preset_settings(preset: str) -> str:
    """The ``settings.ini`` of a lobby that offers *preset* (as if last played)."""
    return f"[lobby]\npreset={preset}\n"


def ended(pending: list[Any]) -> bool:
    return not pending


def discussing(pending: list[Any]) -> bool:
    return any(r.verb is Verb.END_DISCUSSION for r in pending)


@pytest.mark.parametrize(("preset", "language"), ONE_SCREEN)
def test_one_screen_game_read_by_a_screen_reader(
    atspi_rig: Callable[..., Table], preset: str, language: str
) -> None:
    table = atspi_rig(language, settings=preset_settings(preset))
    check = Checks(table, preset)
    lobby(table, check)
    deal(table, check)
    table.key("Return")  # begin: the night falls, the console covered
    look_under_cover(table, check, "night 1")
    table.kill_app()
    saved_game(table, preset, voting)
    resume(table)
    lifted = look_under_cover(table, check, "the vote")
    player = r"Player \d+"
    template = re.escape(tr(language, "%1 votes for %2"))
    ballot = re.compile(template.replace("%1", player).replace("%2", player))
    if not any(ballot.fullmatch(n["name"]) for n in nodes(window(lifted, "host"))):
        check.problems.append(f"the vote, lifted: no ballot choice named {ballot.pattern!r}")
    table.kill_app()
    saved_game(table, preset, ended)  # the rules ended it; the host has not confirmed it
    resume(table)
    lifted = look_under_cover(table, check, "the end")
    confirm = tr(language, "Confirm the end  [Enter]")
    if not showing_name(lifted, "host", confirm):
        check.problems.append(f"the end, lifted: no {confirm!r}")
    check.report()


@pytest.mark.parametrize(("preset", "language"), TWO_SCREENS)
def test_two_screen_game_read_by_a_screen_reader(
    atspi_rig: Callable[..., Table], preset: str, language: str
) -> None:
    table = atspi_rig(language, two_screens=True, settings=preset_settings(preset))
    check = Checks(table, preset)
    table.launch()
    # The TV, preselected, is the table's.
    table.answer_window(tr(language, "Table screen"), "Return")
    lobby(table, check, launch=False)
    deal(table, check)
    table.key("Return")
    # The game on the Table screen: its night (`compact`'s night 0 may be over, and the day
    # on, by the time the tree is read).
    day = tr(language, "Day %1", "1")
    tree = wait_tree(
        table,
        lambda t: (
            (showing_name(t, "tv", tr(language, "Night")) or showing_name(t, "tv", day))
            and not covered(t)
        ),
        "the game on the Table screen",
    )
    check.table_screen(tree, "night 1")
    check.names(tree, "night 1")
    table.kill_app()
    saved_game(table, preset, discussing)
    resume(table)
    clock = re.compile(re.escape(tr(language, "Time left: %1", "")) + r"\d+:\d\d")
    tree = wait_tree(
        table,
        lambda t: any(clock.search(n["name"]) for n in nodes(window(t, "tv"))),
        "the countdown on the Table screen",
    )
    check.table_screen(tree, "the discussion")
    check.names(tree, "the discussion")
    for moment, stop, shown in (
        ("the vote", voting, tr(language, "The vote")),
        ("the end", ended, tr(language, "Confirm the end  [Enter]")),
    ):
        table.kill_app()
        saved_game(table, preset, stop)
        resume(table)
        tree = wait_tree(table, lambda t, s=shown: showing_name(t, "host", s), moment)
        check.table_screen(tree, moment)
        check.names(tree, moment)
    check.report()
