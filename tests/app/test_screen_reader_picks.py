"""A screen reader's "activate" on a target button picks it (issue 37).

A screen reader acts on a control through its accessible action; on a checkable button Qt's
action is "Toggle", which checks the button without a click. The pass-and-play target
buttons took no keyboard focus and listened to clicks only, so a blind player's pick showed
checked but was never made ("Not done yet: choose someone"; found at the rig by
``tests/table/test_atspi_passplay.py``).
"""

from __future__ import annotations

from PySide6.QtGui import QAccessible
from PySide6.QtWidgets import QAbstractButton
from pytestqt.qtbot import QtBot

from ww_desktop.app.passplay.page import OpenScreen
from ww_desktop.app.passplay.plan import ASKED, Question
from ww_desktop.app.passplay.turn import QuestionBox
from ww_desktop.engine.requests import Verb

NAMES = ["Ann", "Bob", "Cat", "Dan"]


def activate(button: QAbstractButton) -> str:
    """Do the button's first accessible action, as a screen reader does; its name."""
    iface = QAccessible.queryAccessibleInterface(button)
    assert iface is not None
    actions = iface.actionInterface()
    assert actions is not None
    name = actions.actionNames()[0]
    actions.doAction(name)
    return name


def test_a_players_target_is_picked_by_a_screen_reader(qtbot: QtBot) -> None:
    box = QuestionBox(Question(ASKED, Verb.INSPECT, (1, 2, 3)), NAMES, "neutral")
    qtbot.addWidget(box)
    with qtbot.waitSignal(box.changed):
        assert activate(box.buttons[2]) == "Toggle"
    assert box.selected == [2] and box.ready()
    assert box.nobody_button is not None
    activate(box.nobody_button)
    assert box.selected == [None]
    assert [b.isChecked() for b in box.buttons.values()] == [False, False, False]
    box.buttons[1].click()  # a click still picks, once
    assert box.selected == [1] and box.buttons[1].isChecked()
    box.buttons[1].click()  # a second click keeps the one target
    assert box.selected == [1] and box.buttons[1].isChecked()


def test_a_choice_in_the_open_is_picked_by_a_screen_reader(qtbot: QtBot) -> None:
    screen = OpenScreen()
    qtbot.addWidget(screen)
    screen.ask("Who goes?", "", [0, 1, 2], NAMES, can_skip=False)
    assert not screen.confirm_button.isEnabled()
    activate(screen.buttons[1])
    assert screen.selected == [1] and screen.confirm_button.isEnabled()
    activate(screen.buttons[2])
    assert screen.selected == [2] and not screen.buttons[1].isChecked()
