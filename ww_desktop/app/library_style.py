"""The look of the saved-games windows (history, replay, the resume list).

They are windows of their own, so the console's style sheet (set on the main window's central
widget) does not reach them: `style_library_window` gives them the console's night look, with
the lists, tabs and headers the console has no rules for, and a size that fits the screen.
"""

from __future__ import annotations

from PySide6.QtWidgets import QWidget

from .moderator.common import NIGHT_QSS
from .theme import NIGHT

FIELD = "#241d55"
"""The background of lists and text boxes (the console's field colour)."""

LIBRARY_QSS = (
    NIGHT_QSS
    + f"""
QDialog#page, QWidget#page {{ background: {NIGHT.background}; color: {NIGHT.text}; }}
QTreeWidget {{
    background: {FIELD}; color: {NIGHT.text}; border: 1px solid {NIGHT.plate_border};
    border-radius: 6px; alternate-background-color: #2b2363;
}}
QTreeWidget::item {{ padding: 6px 4px; }}
QTreeWidget::item:selected {{ background: {NIGHT.accent}; color: {NIGHT.background}; }}
QTabWidget::pane {{ border: 1px solid {NIGHT.plate_border}; border-radius: 8px; top: -1px; }}
QTabWidget > QWidget > QWidget {{ background: {NIGHT.background}; }}
QTabBar::tab {{
    background: {NIGHT.plate}; color: {NIGHT.text}; padding: 8px 18px; font-size: 17px;
    border: 1px solid {NIGHT.plate_border}; border-bottom: none;
    border-top-left-radius: 8px; border-top-right-radius: 8px;
}}
QTabBar::tab:selected {{ background: {NIGHT.accent}; color: {NIGHT.background}; }}
"""
)
"""The saved-games windows (history, replay, the resume list): the console's night look."""


def style_library_window(window: QWidget, width: int = 1040, height: int = 680) -> None:
    """Give a saved-games window the app's night look and a comfortable size (never more
    than the screen it opens on)."""
    window.setObjectName("page")
    window.setStyleSheet(LIBRARY_QSS)
    screen = window.screen()
    if screen is not None:
        room = screen.availableGeometry()
        width = min(width, room.width() - 40)
        height = min(height, room.height() - 60)
    window.resize(width, height)
