"""Nothing private in the accessibility tree before it is on screen (issue 37).

A screen reader reads the window's accessible tree, not its pixels. During the deal, between
two cards, no role is reachable (not the next player's card, not the console's seats with
their "<Role> · here"); while a card is up, only that card's; in pass-and-play, "Pass to Bob"
exposes no role until Bob opens his turn. With one screen or two.
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QWidget
from pytestqt.qtbot import QtBot

from tests.app.test_passplay import Record, default_choice, start_direct, take_turn
from tests.app.test_privacy_cover import ROLE_RE, reachable_texts, roles_reachable
from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.widgets.privacy import PrivacyCover
from ww_desktop.engine.setup import Setup
from ww_desktop.texts import i18n

LEFT = Qt.MouseButton.LeftButton
NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")
ROLES = ["werewolf", "seer", "villager", "knight", "werewolf", "medium", "villager", "villager"]
EIGHT = ["werewolf", "villager", "seer", "villager", "doctor", "werewolf", "villager", "villager"]


def seat_lines(window: QWidget) -> list[str]:
    """Reachable texts in the form of the console's seats ("Werewolf · here")."""
    return [t for t in reachable_texts(window) if "·" in t and ROLE_RE.search(t)]


@pytest.mark.parametrize("screens", [1, 2])
def test_the_deal_exposes_only_the_card_on_show(
    qtbot: QtBot, host_window: MainWindow, screens: int
) -> None:
    window = host_window
    if screens == 1:
        PrivacyCover(window.console).set_enabled(True)  # as the app does with one screen
    setup = Setup("standard", tuple(zip(NAMES, ROLES, strict=True)), {}, seed=3).checked()
    window.start_game(setup, True)
    dealing = window.dealing
    for seat, role in enumerate(ROLES):
        assert dealing.state == "pass" and NAMES[seat] in dealing.pass_label.text()
        assert roles_reachable(window) == [], seat
        qtbot.mouseClick(dealing.show_button, LEFT)
        shown = {m.group(1) for t in roles_reachable(window) for m in ROLE_RE.finditer(t)}
        assert i18n.role_name(role) in shown  # the card is read out to its player
        assert seat_lines(window) == []  # ... and nobody else's role
        qtbot.mouseClick(dealing.hide_button, LEFT)
    assert dealing.state == "done"
    assert roles_reachable(window) == []


def test_pass_and_play_exposes_no_role_before_the_turn_opens(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    window = start_direct(qtbot, controller, settings, "basic", EIGHT)
    page = window.passplay
    record = Record()
    for _ in range(len(EIGHT)):
        if page.screen_name != "pass":
            break
        assert roles_reachable(window) == [], page.current
        take_turn(qtbot, page, record, default_choice, "night")
    assert len(record.turns) >= 3
    window._force_close = True
