"""Accessibility: every control has a name a screen reader reads, in the chosen language, and
the Table screen's accessible tree never names a secret.

* Every page is walked at each moment of a game (lobby, Help, Print, deal, card, night and
  day console, Claims, vote, end preview, reveal, pass-and-play, voice settings, History, the
  unfinished games, and the Table screen at night, by day with its countdown, at the vote
  and at the reveal) in English, Japanese and French with the app's `accessible.install`
  filter, on the tree Qt gives a screen reader, against `tests/accessibility_rules.py`: a
  name of its own for every control, in the chosen language; a drop-down linked to its
  label; every image named; no markup; each ballot choice names its voter and candidate.
  After a switch to Japanese and back the names follow; the View menu's "None: one screen"
  follows a switch without being opened.
* Each side has a shape of its own, shown with its colour and its name.
* Whole games are played with a Table screen shown; after every change its whole accessible
  tree (names and descriptions of every visible node) is read: no role is named (except a
  card shown face up to the table) and no secret word, until the host confirms the end.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from tests.accessibility_rules import name_problems, qt_tree
from ww_desktop.app import accessible, theme
from ww_desktop.app.balance.panel import BalancePanel
from ww_desktop.app.controller import GameController
from ww_desktop.app.dealing import RoleCard
from ww_desktop.app.history import HistoryDialog
from ww_desktop.app.language import install_language
from ww_desktop.app.main_window import PAGE_CONSOLE, MainWindow
from ww_desktop.app.moderator.steps import DISCUSSION, current_step
from ww_desktop.app.moderator.vote import VoteGrid, ballot_name
from ww_desktop.app.passplay import PassPlayPage
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.app.resume import ResumeDialog
from ww_desktop.app.voice_settings import VoiceControl, VoiceSettingsDialog
from ww_desktop.app.widgets.timer_ring import format_seconds
from ww_desktop.engine.requests import Verb
from ww_desktop.narration.night_sounds import NightSounds
from ww_desktop.narration.voices import SilentVoice
from ww_desktop.resources import SIDE_COLOURS
from ww_desktop.store import Store
from ww_desktop.texts import i18n

from .conftest import make_setup, play_step, play_to_end, play_until
from .test_privacy import ROLE_RE, SECRET_RE, _shown_cards

LANGUAGES = ("en", "ja", "fr")
NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")


@pytest.fixture
def names_filter(qapp: QApplication) -> Iterator[accessible.ControlNames]:
    """The app's control-naming filter, removed afterwards."""
    names = accessible.install(qapp)
    yield names
    qapp.removeEventFilter(names)
    names.setParent(None)
    names.deleteLater()


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Install the parametrized language; English again afterwards."""
    code = str(request.param)
    install_language(qapp, code)
    yield code
    install_language(qapp, "en")


def spoken_name(widget: QWidget) -> str:
    """What a screen reader says for this widget (its accessible name)."""
    iface = QAccessible.queryAccessibleInterface(widget)
    return iface.text(QAccessible.Text.Name).strip() if iface is not None else ""


def problems_in(root: QWidget, language: str, where: str) -> list[str]:
    """What a screen reader user would miss in `root` (`accessibility_rules.name_problems`,
    on the tree Qt gives a screen reader), once pending events are through."""
    for _ in range(3):
        QApplication.processEvents()
    return name_problems(qt_tree(root), language, f"{where}: ")


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_page_names_every_control_in_the_chosen_language(
    qtbot: QtBot,
    controller: GameController,
    settings: QSettings,
    language: str,
    names_filter: accessible.ControlNames,
    tmp_path: Path,
    store: Store,
) -> None:
    """Each page of the host's window, Help, Print, the Claims dialog, pass-and-play, the
    voice settings, History, the unfinished games and the Table screen, walked at every
    moment of a game: every control a user reaches has a name of its own in the chosen
    language (a drop-down a linked label), every image a name, no name or description is
    markup, and each choice of the ballot grid says who votes for whom."""
    found: list[str] = []
    window = MainWindow(controller, settings)
    window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    window.console.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1280, 720)
    tv.show()
    qtbot.waitExposed(tv)
    lobby = window.lobby
    lobby.clear_players()
    for name in NAMES:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    found += problems_in(window, language, "lobby")
    found += problems_in(tv, language, "table screen, lobby")
    seer = window.findChild(QWidget, "count_seer")
    assert seer is not None and spoken_name(seer) == i18n.role_name("seer")
    assert spoken_name(lobby.discussion_spin) == lobby.tr("Discussion")

    window.show_help()
    qtbot.waitExposed(window.help_dialog)
    found += problems_in(window.help_dialog, language, "help")
    window.help_dialog.close()
    printing = window.show_print()
    qtbot.waitExposed(printing)
    found += problems_in(printing, language, "print")
    printing.close()
    window.start_game(make_setup("standard", 9, seed=3), True)
    found += problems_in(window, language, "deal, pass")
    qtbot.mouseClick(window.dealing.show_button, Qt.MouseButton.LeftButton)
    found += problems_in(window, language, "deal, a card up")
    window.stack.setCurrentIndex(PAGE_CONSOLE)
    found += problems_in(window, language, "night console")
    found += problems_in(tv, language, "table screen, night")
    claims = window.console.open_claims(0)
    assert claims is not None
    qtbot.waitExposed(claims)
    found += problems_in(claims, language, "claims")
    claims.close()
    game = controller.game
    assert game is not None
    tv.news_ms = 0
    play_until(controller, 3, lambda: current_step(controller.pending()).kind == DISCUSSION)
    tv._card_done()  # the morning's news card is done: the table with its countdown
    controller.timer.start()
    found += problems_in(window, language, "day console")
    found += problems_in(tv, language, "table screen, day")
    ring = tv.table.ring
    assert tv.current_page() == "table" and ring.isVisibleTo(tv)
    assert format_seconds(controller.timer.remaining()) in spoken_name(ring)  # the countdown
    controller.timer.reset(0)
    play_until(controller, 3, lambda: any(r.verb is Verb.VOTE for r in controller.pending()))
    found += problems_in(window, language, "vote console")
    found += problems_in(tv, language, "table screen, vote")
    grid = window.findChild(VoteGrid)
    assert grid is not None and grid.isVisible()
    voter, candidate = grid.requests[0].seat, grid.requests[0].targets[0]
    assert voter is not None
    assert spoken_name(grid.buttons[(voter, candidate)]) == ballot_name(
        grid.names, voter, candidate
    )
    play_to_end(controller, 3)
    found += problems_in(window, language, "end preview")
    with qtbot.waitSignal(controller.finished):
        controller.confirm_end()
    found += problems_in(window, language, "reveal")
    found += problems_in(tv, language, "table screen, reveal")

    passplay = PassPlayPage(controller, settings)
    qtbot.addWidget(passplay)
    passplay.resize(1280, 720)
    passplay.show()
    qtbot.waitExposed(passplay)
    found += problems_in(passplay, language, "pass and play")
    for dialog_class in (HistoryDialog, ResumeDialog):
        other = dialog_class(store)
        other.show()
        qtbot.waitExposed(other)
        found += problems_in(other, language, dialog_class.__name__)
        other.close()
        Shiboken.delete(other)  # gone before the store closes (it reads it on a switch)
    voice = SilentVoice(seconds_per_char=0.0)
    ini = QSettings(str(tmp_path / "voice.ini"), QSettings.Format.IniFormat)
    dialog = VoiceSettingsDialog(VoiceControl(voice, NightSounds(), ini))
    qtbot.addWidget(dialog)
    dialog.show()
    qtbot.waitExposed(dialog)
    found += problems_in(dialog, language, "voice settings")
    dialog.close()
    voice.shutdown()
    window._force_close = True
    assert not found, f"in {language}: " + "\n".join(found)


def test_names_follow_a_language_switch_and_back(
    qtbot: QtBot, host_window: MainWindow, names_filter: accessible.ControlNames
) -> None:
    """A switch to Japanese and back: the lobby's role counts and the Discussion box are
    named again in each language (they were left unnamed until the lobby was rebuilt)."""
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    try:
        for code in ("ja", "en"):
            install_language(app, code)
            qtbot.waitUntil(lambda c=code: window_language(host_window) == c)
            for _ in range(3):
                QApplication.processEvents()
            seer = host_window.findChild(QWidget, "count_seer")
            assert seer is not None
            assert spoken_name(seer) == i18n.role_name("seer"), code
            assert spoken_name(host_window.lobby.discussion_spin) == host_window.lobby.tr(
                "Discussion"
            )
            assert not problems_in(host_window, code, code)
    finally:
        install_language(app, "en")


def window_language(window: MainWindow) -> str:
    """Which language the lobby is shown in (from its Discussion label)."""
    return "ja" if window.lobby.tr("Discussion") == "議論" else "en"


def accessible_texts(window: QWidget) -> list[str]:
    """The names and descriptions of every visible node of the window's accessible tree."""
    texts: list[str] = []

    def walk(node: QAccessibleInterface, depth: int) -> None:
        if depth > 40 or node.state().invisible:
            return
        for kind in (QAccessible.Text.Name, QAccessible.Text.Description):
            text = node.text(kind)
            if text:
                texts.append(text)
        for i in range(node.childCount()):
            child = node.child(i)
            if child is not None and child.isValid():
                walk(child, depth + 1)

    root = QAccessible.queryAccessibleInterface(window)
    assert root is not None
    walk(root, 0)
    return texts


def _check_tree(window: PublicWindow, controller: GameController) -> int:
    texts = accessible_texts(window)
    assert texts, "the Table screen's accessible tree is empty"
    shown = _shown_cards(controller)
    cards = 0
    for text in texts:
        for role in ROLE_RE.finditer(text):
            assert role.group(1).lower() in shown, f"{text!r} names a role before the end"
            cards += 1
        secret = SECRET_RE.search(text)
        assert secret is None, f"{text!r} tells a secret ({secret.group(0)!r})"
    return cards


@pytest.mark.parametrize(
    ("preset", "players", "seed"),
    [("standard", 9, 1), ("traditional", 8, 1), ("classic", 10, 2)],
)
def test_table_screen_accessible_tree_names_no_secret(
    qtbot: QtBot,
    controller: GameController,
    preset: str,
    players: int,
    seed: int,
    names_filter: accessible.ControlNames,
) -> None:
    window = PublicWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert controller.start(make_setup(preset, players, seed))
    _check_tree(window, controller)
    while play_step(controller, seed):
        _check_tree(window, controller)
    assert controller.game is not None and controller.game.ended
    _check_tree(window, controller)
    with qtbot.waitSignal(controller.finished):
        controller.confirm_end()
    assert window.current_page() == "reveal"
    texts = accessible_texts(window)
    revealed = controller.revealed()
    assert revealed is not None
    for seat in revealed[1]:
        assert any(i18n.role_name(seat.role) in t for t in texts), "the reveal is read out"


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_sides_are_told_by_shape_and_name_never_by_colour_alone(
    qtbot: QtBot, language: str
) -> None:
    """Each side has its own shape; the role card's side pill and the odds' legend show the
    shape and the side's name (in the chosen language) beside the colour."""
    shapes = {side: theme.side_mark(side) for side in SIDE_COLOURS}
    assert all(shapes.values()) and len(set(shapes.values())) == len(shapes)
    card = RoleCard()
    qtbot.addWidget(card)
    panel = BalancePanel()
    qtbot.addWidget(panel)
    for side in SIDE_COLOURS:
        card.fill("Ann", "villager", side, [])
        assert card.side_label.text() == f"{shapes[side]} {i18n.side_name(side)}"
        legend = panel._side_label(side)
        assert shapes[side] in legend and i18n.side_name(side) in legend
    assert spoken_name(card.side_label)  # read out too, with its name


def test_the_screen_menu_follows_a_language_switch_unopened(
    qtbot: QtBot, controller: GameController, settings: QSettings, qapp: QApplication
) -> None:
    """View > Table screen on > "None: one screen" is read in the new language at once: a
    screen reader reads the menu's items without opening it (it stayed in English)."""
    from PySide6.QtWidgets import QMenu

    from ww_desktop.app.screens import NO_SCREEN, ScreenPlacer

    public = PublicWindow(controller)
    qtbot.addWidget(public)
    menu = QMenu()
    placer = ScreenPlacer(public, settings, parent=controller)
    screens = placer.attach_menu(menu)
    try:
        install_language(qapp, "ja")
        qtbot.waitUntil(lambda: screens.submenu.title() != "&Table screen on")
        QApplication.processEvents()
        none = screens.actions_by_name()[NO_SCREEN]
        assert none.text() == screens.tr("None: one screen") != "None: one screen"
    finally:
        install_language(qapp, "en")
        menu.deleteLater()
