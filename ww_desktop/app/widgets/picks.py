"""Pick buttons a screen reader can press: a checkable button acts on a click and on
AT-SPI's "Toggle".

A screen reader activates a control with its accessible action. On a checkable button Qt's
only action is "Toggle", which calls `QAbstractButton.toggle()`: the button shows checked,
but `clicked` is never sent. A pick connected to `clicked` was then left out while the
button looked picked (a blind player's target in pass-and-play: "Not done yet: choose
someone"). So a pick follows `toggled` (`on_pick`), and the app's own marking of the
buttons (`mark`) sends no signal.
"""

from __future__ import annotations

from collections.abc import Callable

from PySide6.QtWidgets import QAbstractButton


def on_pick(button: QAbstractButton, slot: Callable[[], object]) -> None:
    """Run *slot* when *button* is picked, by a click, a key or a screen reader."""
    button.toggled.connect(lambda _on: slot())


def mark(button: QAbstractButton, on: bool) -> None:
    """Check or uncheck *button* as the app's own answer says (no pick is sent)."""
    was = button.blockSignals(True)
    try:
        button.setChecked(on)
    finally:
        button.blockSignals(was)
