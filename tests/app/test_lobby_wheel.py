"""The mouse wheel never changes a lobby field the host has not clicked into (issue 36,
item 6): scrolling the House rules over a combo box or a spin box scrolls the pane and leaves
every setting as it was; a field with the focus still takes the wheel."""

from __future__ import annotations

from typing import Any

import pytest
from PySide6.QtCore import QPoint, QPointF, QSettings, Qt
from PySide6.QtGui import QWheelEvent
from PySide6.QtWidgets import (
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QComboBox,
    QScrollBar,
    QWidget,
)
from pytestqt.qtbot import QtBot
from shiboken6 import Shiboken

from ww_desktop.app.lobby.page import LobbyPage
from ww_desktop.engine.presets import PRESETS

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")


def _wheel(widget: QWidget, down: bool = True) -> None:
    """One notch of a real mouse wheel over the middle of `widget`."""
    local = QPointF(widget.rect().center())
    event = QWheelEvent(
        local,
        QPointF(widget.mapToGlobal(local.toPoint())),
        QPoint(0, 0),
        QPoint(0, -120 if down else 120),
        Qt.MouseButton.NoButton,
        Qt.KeyboardModifier.NoModifier,
        Qt.ScrollPhase.NoScrollPhase,
        False,
    )
    QApplication.sendEvent(widget, event)


def _value(field: QWidget) -> Any:
    if not Shiboken.isValid(field):
        return "rebuilt"  # a change rebuilt the lobby's fields: this one is gone
    if isinstance(field, QComboBox):
        return field.currentIndex()
    if isinstance(field, QAbstractSpinBox | QAbstractSlider):
        return field.value()  # type: ignore[union-attr]
    raise AssertionError(field)


def _fields(lobby: LobbyPage) -> list[QWidget]:
    return [
        w
        for w in lobby.findChildren(QWidget)
        if isinstance(w, QComboBox | QAbstractSpinBox | QAbstractSlider)
        and not isinstance(w, QScrollBar)
        and w.isEnabled()
    ]


@pytest.mark.parametrize("preset", list(PRESETS))
def test_the_wheel_leaves_every_unfocused_field_alone(
    qtbot: QtBot, settings: QSettings, preset: str
) -> None:
    lobby = LobbyPage(settings)
    qtbot.addWidget(lobby)
    lobby.resize(1600, 900)
    lobby.show()
    qtbot.waitExposed(lobby)
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData(preset))
    lobby.set_players(list(NAMES))
    lobby.deal_physical.setChecked(True)  # the physical cards' combo boxes too
    lobby.setFocus()
    fields = _fields(lobby)
    assert len(fields) >= 10
    before = {id(f): _value(f) for f in fields}
    for field in fields:
        if not Shiboken.isValid(field):
            continue
        _wheel(field)
        _wheel(field, down=False)
        _wheel(field)
    changed = [f"{before[id(f)]} -> {_value(f)}" for f in fields if _value(f) != before[id(f)]]
    assert changed == []
    # A field the host clicked into still takes the wheel.
    spin = next(s for s in lobby.role_spins.values() if s.isEnabled() and s.value() < s.maximum())
    spin.setFocus()
    qtbot.waitUntil(spin.hasFocus)
    start = spin.value()
    _wheel(spin, down=False)
    assert spin.value() == start + 1
