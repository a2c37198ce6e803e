"""Dealing behind privacy screens: the same steps and card size for every role, nothing left."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QLabel, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.i18n import role_name, side_name
from ww_desktop.app.main_window import PAGE_CONSOLE, PAGE_DEALING, MainWindow
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.engine.setup import Setup

LEFT = Qt.MouseButton.LeftButton
NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")
ROLES = ["werewolf", "seer", "villager", "knight", "werewolf", "medium", "traitor", "lover"]


@pytest.fixture
def window(qtbot: QtBot, controller: GameController, settings: QSettings) -> Iterator[MainWindow]:
    w = MainWindow(controller, settings)
    w.confirm = lambda _title, _text: True
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    yield w
    w._force_close = True


def visible_texts(root: QWidget) -> list[str]:
    """Every text a visible label of the window shows."""
    return [
        label.text()
        for label in root.findChildren(QLabel)
        if label.isVisibleTo(root) and label.isVisible() and label.text()
    ]


def role_words() -> set[str]:
    """Every role name (and side name) the app could show."""
    words = {role_name(r) for r in REGISTRY}
    return words | {side_name(s) for s in ("werewolves", "foxes", "lovers", "vampire", "mafia")}


def leaks(window: MainWindow) -> list[str]:
    words = role_words()
    shown = [*visible_texts(window), window.windowTitle()]
    shown = [t.replace("Werewolf Desktop", "") for t in shown]  # the app's own name
    return [t for t in shown for w in words if w in t]


def test_same_steps_and_size_for_every_role(qtbot: QtBot, window: MainWindow) -> None:
    roles = [*ROLES[:7], "lover"]
    roles[2] = "lover"
    setup = Setup("standard", tuple(zip(NAMES, roles, strict=True)), {}, seed=3).checked()
    window.start_game(setup, True)
    assert window.stack.currentIndex() == PAGE_DEALING
    dealing = window.dealing
    states: list[str] = []
    dealing.state_changed.connect(states.append)
    sequences: list[list[str]] = []
    sizes = set()
    titles = set()
    for seat, name in enumerate(NAMES):
        start = len(states)
        assert dealing.state == "pass"
        assert name in dealing.pass_label.text()
        assert leaks(window) == [], seat
        click_show = dealing.show_button
        qtbot.mouseClick(click_show, LEFT)
        assert dealing.state == "card"
        card = dealing.card
        assert card.role_label.text() == role_name(roles[seat])
        assert card.knows_label.text()
        sizes.add((card.width(), card.height(), card.geometry().topLeft().toTuple()))
        titles.add(window.windowTitle())
        qtbot.mouseClick(dealing.hide_button, LEFT)
        assert not card.role_label.text() and card.icon.pixmap().isNull()
        assert leaks(window) == [], seat
        sequences.append(states[start:])
    assert all(seq == sequences[0] for seq in sequences[:-1])
    assert sequences[0] == ["card", "pass"]
    assert sequences[-1] == ["card", "done"]
    assert len(sizes) == 1
    assert titles == {window.windowTitle()}
    qtbot.mouseClick(dealing.begin_button, LEFT)
    assert window.stack.currentIndex() == PAGE_CONSOLE


def test_the_card_tells_what_the_player_knows(qtbot: QtBot, window: MainWindow) -> None:
    roles = list(ROLES)
    roles[2] = "lover"
    setup = Setup("standard", tuple(zip(NAMES, roles, strict=True)), {}, seed=3).checked()
    window.start_game(setup, True)
    dealing = window.dealing
    qtbot.mouseClick(dealing.show_button, LEFT)
    assert "Fay" not in dealing.card.knows_label.text()
    assert "Eve" in dealing.card.knows_label.text()  # Ann's fellow werewolf
    qtbot.mouseClick(dealing.hide_button, LEFT)
    qtbot.mouseClick(dealing.show_button, LEFT)  # Bob
    qtbot.mouseClick(dealing.hide_button, LEFT)
    qtbot.mouseClick(dealing.show_button, LEFT)  # Cleo, a Lover
    assert "Hal" in dealing.card.knows_label.text()


def test_a_card_again_from_the_console(qtbot: QtBot, window: MainWindow) -> None:
    roles = list(ROLES)
    roles[2] = "lover"
    setup = Setup("standard", tuple(zip(NAMES, roles, strict=True)), {}, seed=3).checked()
    window.start_game(setup, False)
    assert window.stack.currentIndex() == PAGE_CONSOLE
    window.console.show_card_requested.emit(1)
    assert window.stack.currentIndex() == PAGE_DEALING
    dealing = window.dealing
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    assert leaks(window) == []
    qtbot.mouseClick(dealing.show_button, LEFT)
    assert dealing.card.role_label.text() == role_name("seer")
    qtbot.mouseClick(dealing.hide_button, LEFT)
    assert dealing.state == "done"
    assert leaks(window) == []
    qtbot.mouseClick(dealing.begin_button, LEFT)
    assert window.stack.currentIndex() == PAGE_CONSOLE


def test_press_and_hold_hides_on_release(qtbot: QtBot, window: MainWindow) -> None:
    roles = ["werewolf", "seer", "doctor", "villager", "villager"]
    setup = Setup("basic", tuple(zip(NAMES[:5], roles, strict=True)), {}, seed=1).checked()
    window.start_game(setup, True)
    dealing = window.dealing
    qtbot.mousePress(dealing.show_button, LEFT)
    assert dealing.state == "card"
    dealing._held.restart()
    qtbot.waitUntil(lambda: dealing._held.elapsed() >= 400, timeout=2000)
    qtbot.mouseRelease(dealing.card, LEFT)
    assert dealing.state == "pass" and "Bob" in dealing.pass_label.text()
    assert not dealing.card.role_label.text()
