"""Plain text for user-written words: a player called `<img src=...>` shows exactly that.

Qt's labels guess whether a text is markup (`Qt.AutoText`), so a name such as `<br>Bob` or
`<img src="/some/file">` would break a line or load a local file. Every label that may show a
name (or any other text a user typed) is set to `Qt.PlainText` with these helpers; the few
labels that use markup on purpose set `Qt.RichText` themselves and escape every name.
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel, QWidget


def plain(*labels: QLabel) -> None:
    """Show these labels' texts as plain text."""
    for label in labels:
        label.setTextFormat(Qt.TextFormat.PlainText)


def plain_label(text: str = "", parent: QWidget | None = None) -> QLabel:
    """A new label that shows `text` as plain text."""
    label = QLabel(parent)
    label.setTextFormat(Qt.TextFormat.PlainText)
    label.setText(text)
    return label


def plain_labels(root: QWidget) -> None:
    """Every label under `root` that still guesses (`Qt.AutoText`) shows plain text.

    Call it once a widget has built its labels; labels set to rich text are left alone.
    """
    for label in root.findChildren(QLabel):
        if label.textFormat() == Qt.TextFormat.AutoText:
            label.setTextFormat(Qt.TextFormat.PlainText)


def plain_tooltip(text: str) -> str:
    """A tooltip that shows `text` as typed (tooltips, too, guess at markup)."""
    if not text:
        return ""
    return f"<span style='white-space: pre-wrap'>{html.escape(text)}</span>"
