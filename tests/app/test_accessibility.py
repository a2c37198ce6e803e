"""Accessibility: every control has a name a screen reader reads, in the chosen language, and
the Table screen's accessible tree never names a secret.

* The host's lobby, console (night and day), Claims dialog and pass-and-play page are walked
  in English, Japanese and French with the app's `accessible.install` filter: every visible
  control (button, field, spin box, slider, list) has a non-empty accessible name, read
  through Qt's accessibility interface as a screen reader would; a role's card count is named
  by the role's name in that language.
* Each side has a shape of its own, shown with its colour and its name.
* Whole games are played with a Table screen shown; after every change its whole accessible
  tree (names and descriptions of every visible node) is read: no role is named (except a
  card shown face up to the table) and no secret word, until the host confirms the end.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import QAccessible, QAccessibleInterface
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app import accessible, theme
from ww_desktop.app.balance.panel import BalancePanel
from ww_desktop.app.controller import GameController
from ww_desktop.app.dealing import RoleCard
from ww_desktop.app.language import install_language
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.passplay import PassPlayPage
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.state import Phase
from ww_desktop.resources import SIDE_COLOURS
from ww_desktop.texts import i18n

from .conftest import make_setup, play_step, play_until
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


def unnamed(root: QWidget) -> list[str]:
    """Visible controls of `root` a screen reader cannot name."""
    QApplication.processEvents()
    found = []
    for widget in root.findChildren(QWidget):
        if accessible.needs_name(widget) and widget.isVisible() and not spoken_name(widget):
            found.append(f"{type(widget).__name__} {widget.objectName()!r}")
    return found


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_every_control_has_a_name_in_the_chosen_language(
    qtbot: QtBot,
    controller: GameController,
    settings: QSettings,
    language: str,
    names_filter: accessible.ControlNames,
) -> None:
    found: dict[str, list[str]] = {}
    window = MainWindow(controller, settings)
    window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    lobby = window.lobby
    lobby.clear_players()
    for name in NAMES:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    found["lobby"] = unnamed(window)
    seer = window.findChild(QWidget, "count_seer")
    assert seer is not None and seer.isVisible()
    assert spoken_name(seer) == i18n.role_name("seer")  # in the chosen language

    assert controller.start(make_setup("standard", 9, seed=3))
    window.stack.setCurrentIndex(2)
    found["night console"] = unnamed(window)
    claims = window.console.open_claims(0)
    assert claims is not None
    qtbot.waitExposed(claims)
    found["claims"] = unnamed(claims)
    claims.close()
    game = controller.game
    assert game is not None
    play_until(controller, 3, lambda: game.state.phase is Phase.DAY)
    found["day console"] = unnamed(window)

    passplay = PassPlayPage(controller, settings)
    qtbot.addWidget(passplay)
    passplay.resize(1280, 720)
    passplay.show()
    qtbot.waitExposed(passplay)
    found["pass and play"] = unnamed(passplay)
    window._force_close = True
    bad = {where: items for where, items in found.items() if items}
    assert not bad, f"controls without an accessible name in {language}: {bad}"


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
