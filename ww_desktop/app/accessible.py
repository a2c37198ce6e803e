"""Accessible names for the host's controls (screen readers), in the chosen language.

A button says its text, but a spin box, a slider, a list or a field says nothing unless it is
given a name. `ControlNames`, installed on the application by `install`, names each such
control the moment it is shown, from what a sighted user reads beside it: the form label of
its row, the label to its left in a grid or a row, the label above it in a column, else its
tool tip or placeholder. Names set in code win (they are never replaced). Every one of these
texts went through Qt's translation, so the names are in the language the app runs in.

Only widgets made by this app (from Python) are named. The widgets Qt makes inside its own
dialogs (a file dialog's fields, a message box's buttons) are named by Qt already; touching
them from Python is what crashed History's Export… and Import…: reading a Qt-made widget's
parent or layout makes a short-lived Python wrapper, and when that wrapper goes, PySide marks
the wrappers of its children (the very widget being named) as deleted while Qt still uses them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QApplication,
    QBoxLayout,
    QComboBox,
    QFormLayout,
    QGridLayout,
    QLabel,
    QLayout,
    QLineEdit,
    QPlainTextEdit,
    QScrollBar,
    QTextEdit,
    QWidget,
)
from shiboken6 import Shiboken

CONTROLS = (
    QAbstractButton,
    QAbstractItemView,
    QAbstractSlider,
    QAbstractSpinBox,
    QComboBox,
    QLineEdit,
    QPlainTextEdit,
    QTextEdit,
)
"""The kinds of widget a screen reader must be able to name."""


def ours(widget: QObject) -> bool:
    """True for a live widget this app made (from Python), not one Qt made inside its own
    dialogs or controls (those are left alone: see the module's docstring)."""
    return (
        isinstance(widget, QWidget)
        and Shiboken.isValid(widget)
        and Shiboken.createdByPython(widget)
    )


def needs_name(widget: QWidget) -> bool:
    """True for a control a user reaches (not a scroll bar, not a spin box's inner field)."""
    if not isinstance(widget, CONTROLS) or isinstance(widget, QScrollBar):
        return False
    parent = widget.parentWidget()
    return not (isinstance(widget, QLineEdit) and isinstance(parent, (QAbstractSpinBox, QComboBox)))


def _label_text(item_widget: QWidget | None) -> str:
    if isinstance(item_widget, QLabel) and item_widget.text().strip():
        doc = item_widget.text()
        if "<" in doc:  # rich text: the plain words
            from PySide6.QtGui import QTextDocumentFragment

            doc = QTextDocumentFragment.fromHtml(doc).toPlainText()
        return doc.replace("&", "").strip().rstrip(":：").strip()
    return ""


def _find_layout(layout: QLayout, widget: QWidget) -> QLayout | None:
    if layout.indexOf(widget) >= 0:
        return layout
    for i in range(layout.count()):
        item = layout.itemAt(i)
        child = item.layout() if item is not None else None
        if child is not None:
            found = _find_layout(child, widget)
            if found is not None:
                return found
    return None


def _from_layout(widget: QWidget) -> str:
    parent = widget.parentWidget()
    top = parent.layout() if parent is not None else None
    layout = _find_layout(top, widget) if top is not None else None
    if layout is None:
        return ""
    if isinstance(layout, QFormLayout):
        label = layout.labelForField(widget)
        return _label_text(label) if isinstance(label, QWidget) else ""
    index = layout.indexOf(widget)
    if isinstance(layout, QGridLayout):
        position: tuple[int, int, int, int] = layout.getItemPosition(index)  # type: ignore[assignment]
        row, column = position[0], position[1]
        for col in range(column - 1, -1, -1):
            item = layout.itemAtPosition(row, col)
            text = _label_text(item.widget() if item is not None else None)
            if text:
                return text
        return ""
    if isinstance(layout, QBoxLayout):
        for i in range(index - 1, -1, -1):
            item = layout.itemAt(i)
            w = item.widget() if item is not None else None
            if w is None:
                continue
            text = _label_text(w)
            if text:
                return text
            if isinstance(w, CONTROLS):
                return ""  # another control sits between: that label is not ours
    return ""


def name_for(widget: QWidget) -> str:
    """The name a user would give this control from what is written beside it ("" if none)."""
    label = widget.property("buddy_label")
    if isinstance(label, str) and label:
        return label
    text = _from_layout(widget)
    if not text:
        text = widget.toolTip().strip()
    if not text and isinstance(widget, QLineEdit):
        text = widget.placeholderText().strip()
    if not text and isinstance(widget, QAbstractButton):
        text = widget.text().replace("&", "").strip()
    return text


def name_controls(root: QWidget) -> int:
    """Name every unnamed control in `root` (and `root`); returns how many were named."""
    named = 0
    for widget in [root, *root.findChildren(QWidget)]:
        if ours(widget) and needs_name(widget) and not widget.accessibleName():
            name = name_for(widget)
            if name and not (isinstance(widget, QAbstractButton) and widget.text().strip()):
                widget.setAccessibleName(name)
                named += 1
    return named


FILTER_NAME = "ww_control_names"
"""The object name of the installed `ControlNames`."""


class ControlNames(QObject):
    """An application event filter: each control gets a name when it is shown."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Name a control about to be shown (once: a name already set is kept)."""
        if (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and ours(watched)
            and needs_name(watched)
            and not watched.accessibleName()
        ):
            name = name_for(watched)
            if name and not (isinstance(watched, QAbstractButton) and watched.text().strip()):
                watched.setAccessibleName(name)
        return False


def install(app: QApplication) -> ControlNames:
    """Install the filter on the application (once; the existing one is returned again)."""
    existing = app.findChild(ControlNames, FILTER_NAME)  # (by name: see language.py)
    if isinstance(existing, ControlNames):
        return existing
    names = ControlNames(app)
    names.setObjectName(FILTER_NAME)
    app.installEventFilter(names)
    return names
