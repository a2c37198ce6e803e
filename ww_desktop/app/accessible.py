"""Accessible names for the host's controls (screen readers), in the chosen language.

A button says its text, but a spin box, a slider, a list or a field says nothing unless it is
given a name. `ControlNames`, installed on the application by `install`, names each such
control the moment it is shown, from what a sighted user reads beside it: the form label of
its row, the label to its left in a grid or a row, the label above it in a column, else its
tool tip or placeholder; that label becomes the control's buddy, so a screen reader also
finds the control "labelled by" it (on Linux that is how a drop-down, whose name is its
value, is read). Names set in code win (they are never replaced). Every one of these texts
went through Qt's translation, so the names are in the language the app runs in, and after
a language switch the names it gave are given again from the retranslated labels.

Only widgets made by this app (from Python) are named. The widgets Qt makes inside its own
dialogs (a file dialog's fields, a message box's buttons) are named by Qt already; touching
them from Python is what crashed History's Export… and Import…: reading a Qt-made widget's
parent or layout makes a short-lived Python wrapper, and when that wrapper goes, PySide marks
the wrappers of its children (the very widget being named) as deleted while Qt still uses them.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, QTimer
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


def _from_layout(widget: QWidget) -> QLabel | None:
    """The label a sighted user reads as this control's name: its form row's label, the
    label to its left in a grid, the label before it in a row or column (None if none)."""
    parent = widget.parentWidget()
    top = parent.layout() if parent is not None else None
    layout = _find_layout(top, widget) if top is not None else None
    if layout is None:
        return None
    if isinstance(layout, QFormLayout):
        label = layout.labelForField(widget)
        return label if isinstance(label, QLabel) and _label_text(label) else None
    index = layout.indexOf(widget)
    if isinstance(layout, QGridLayout):
        position: tuple[int, int, int, int] = layout.getItemPosition(index)  # type: ignore[assignment]
        row, column = position[0], position[1]
        for col in range(column - 1, -1, -1):
            item = layout.itemAtPosition(row, col)
            w = item.widget() if item is not None else None
            if isinstance(w, QLabel) and _label_text(w):
                return w
        return None
    if isinstance(layout, QBoxLayout):
        for i in range(index - 1, -1, -1):
            item = layout.itemAt(i)
            w = item.widget() if item is not None else None
            if w is None:
                continue
            if isinstance(w, QLabel) and _label_text(w):
                return w
            if isinstance(w, CONTROLS):
                return None  # another control sits between: that label is not ours
        # The first control of its row: the row may be the field of a form's row.
        found = _form_label(top, layout) if top is not None else None
        if found is None and parent is not None and layout is top:
            found = _holder_label(parent)  # a widget of its own holds the row
        return found
    return None


def _holder_label(holder: QWidget) -> QLabel | None:
    """The form label of the row whose field is the widget `holder` (None if none)."""
    outer = holder.parentWidget()
    outer_top = outer.layout() if outer is not None else None
    form = _find_layout(outer_top, holder) if outer_top is not None else None
    if isinstance(form, QFormLayout):
        label = form.labelForField(holder)
        if isinstance(label, QLabel) and _label_text(label):
            return label
    return None


def _form_label(layout: QLayout, field: QLayout) -> QLabel | None:
    """The label of the form row whose field is the layout `field` (searched in `layout`)."""
    if isinstance(layout, QFormLayout):
        label = layout.labelForField(field)
        if isinstance(label, QLabel) and _label_text(label):
            return label
    for i in range(layout.count()):
        item = layout.itemAt(i)
        child = item.layout() if item is not None else None
        if child is not None and child is not field:
            found = _form_label(child, field)
            if found is not None:
                return found
    return None


def name_for(widget: QWidget) -> str:
    """The name a user would give this control from what is written beside it ("" if none).
    The label it comes from is linked to the control (its buddy: a screen reader reads a
    drop-down's label through that link, since on Linux its name is its value)."""
    label = widget.property("buddy_label")
    if isinstance(label, str) and label:
        return label
    beside = _from_layout(widget)
    if beside is not None:
        if beside.buddy() is None:
            beside.setBuddy(widget)
        return _label_text(beside)
    text = widget.toolTip().strip()
    if not text and isinstance(widget, QLineEdit):
        text = widget.placeholderText().strip()
    if not text and isinstance(widget, QAbstractButton):
        text = widget.text().replace("&", "").strip()
    return text


AUTO_NAME = "ww_auto_name"
"""The property holding the name `ControlNames` gave a control (so that it can give it again,
in the new language, after a language switch; a name set in code is never touched)."""


def _name(widget: QWidget) -> bool:
    """Give `widget` its name from what is beside it, unless code named it; True when it
    has a name now (a button with a text says its text)."""
    current = widget.accessibleName()
    if current and current != widget.property(AUTO_NAME):
        return True
    if isinstance(widget, QAbstractButton) and widget.text().strip():
        return True
    name = name_for(widget)
    if name != current:
        widget.setAccessibleName(name)
        widget.setProperty(AUTO_NAME, name)
    return bool(name)


def name_controls(root: QWidget) -> int:
    """Name every unnamed control in `root` (and `root`); returns how many were named."""
    named = 0
    for widget in [root, *root.findChildren(QWidget)]:
        if ours(widget) and needs_name(widget) and not widget.accessibleName():
            named += _name(widget)
    return named


AUTO_DESCRIPTION = "ww_auto_description"
"""The property holding the description `plain_description` gave a widget."""


def plain_description(widget: QWidget) -> None:
    """A tool tip in markup (`plain.plain_tooltip` wraps a name so that it shows as typed)
    is read by a screen reader as the widget's description, markup and all: give the widget
    its words instead (a description set in code is kept)."""
    if not ours(widget):
        return
    tip = widget.toolTip()
    current = widget.accessibleDescription()
    if current and current != widget.property(AUTO_DESCRIPTION):
        return
    words = ""
    if tip.lstrip().startswith("<"):  # markup (Qt guesses so, too)
        from PySide6.QtGui import QTextDocumentFragment

        words = QTextDocumentFragment.fromHtml(tip).toPlainText()
    if words != current:
        widget.setAccessibleDescription(words)
        widget.setProperty(AUTO_DESCRIPTION, words)


FILTER_NAME = "ww_control_names"
"""The object name of the installed `ControlNames`."""


class ControlNames(QObject):
    """An application event filter: each control gets a name when it is shown, and again
    (in the new language) once a language switch has retranslated the labels beside it."""

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._again: list[QWidget] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Name a control about to be shown; after a language change, name it again."""
        kind = event.type()
        if kind in (QEvent.Type.ToolTipChange, QEvent.Type.Show) and isinstance(watched, QWidget):
            plain_description(watched)
        if (
            kind in (QEvent.Type.Show, QEvent.Type.LanguageChange)
            and isinstance(watched, QWidget)
            and ours(watched)
            and needs_name(watched)
            and (kind == QEvent.Type.LanguageChange or not _name(watched))
        ):
            # After a switch the label beside is retranslated by its page's own handler,
            # maybe after this control's event (and a control shown before its label has a
            # text gets no name yet): name it again once the events are through.
            if not self._again:
                QTimer.singleShot(0, self._name_again)
            self._again.append(watched)
        return False

    def _name_again(self) -> None:
        again, self._again = self._again, []
        for widget in again:
            if Shiboken.isValid(widget):
                _name(widget)


def install(app: QApplication) -> ControlNames:
    """Install the filter on the application (once; the existing one is returned again)."""
    existing = app.findChild(ControlNames, FILTER_NAME)  # (by name: see language.py)
    if isinstance(existing, ControlNames):
        return existing
    names = ControlNames(app)
    names.setObjectName(FILTER_NAME)
    app.installEventFilter(names)
    return names
