"""Shared helpers for the host's screens: texts, seat keys, icons and the two themes.

The texts come from `ww_desktop.texts.i18n` (English through Qt's translation system); the
colours follow `ww_desktop.app.theme` (the TV's day and night themes).
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6 import QtCore  # Qt: when used (its enums cost at launch)
from PySide6.QtCore import QCoreApplication, QTemporaryDir
from PySide6.QtGui import QIcon, QPixmap
from PySide6.QtWidgets import QPushButton

from ...resources import SIDE_COLOURS, role_icon_path
from ...texts.i18n import (
    claim_report_text,
    claim_role_text,
    message_text,
    role_blurb,
    role_name,
    side_name,
    verb_label,
    winner_text,
)
from ..theme import DAY, NIGHT

__all__ = [
    "CONTRAST_QSS",
    "DAY_QSS",
    "NIGHT_QSS",
    "SEAT_KEYS",
    "claim_report_text",
    "claim_role_text",
    "message_text",
    "role_blurb",
    "role_icon",
    "role_name",
    "role_pixmap",
    "seat_key",
    "side_colour",
    "side_name",
    "tr",
    "verb_label",
    "winner_text",
]

SEAT_KEYS = "123456789ABCDEFGHIJKLMOPQRSTUVWXYZ"
"""Keys that pick seats, in seat order: 1-9, then letters (N is kept for "nobody")."""


def tr(text: str, context: str = "Console") -> str:
    """Translate a text of the host's screens."""
    return QCoreApplication.translate(context, text)


def seat_key(index: int) -> str:
    """The key that picks the seat at this index ("" beyond the 34th seat)."""
    return SEAT_KEYS[index] if 0 <= index < len(SEAT_KEYS) else ""


def key_for_seat(index: int) -> QtCore.Qt.Key | None:
    """The Qt key of a seat's shortcut."""
    key = seat_key(index)
    if not key:
        return None
    return QtCore.Qt.Key(ord(key))


def role_icon(role_id: str) -> QIcon:
    """The role's badge icon."""
    return QIcon(str(role_icon_path(role_id)))


def role_pixmap(role_id: str, size: int) -> QPixmap:
    """The role's badge, rendered at `size` pixels."""
    return role_icon(role_id).pixmap(size, size)


def side_colour(side: str) -> str:
    """The side's colour (#rrggbb)."""
    return SIDE_COLOURS.get(str(side), SIDE_COLOURS["solo"])


_BASE_QSS = """
QWidget {{ font-size: 16px; }}
QWidget#page, QWidget#console, QStackedWidget#main_stack > QWidget {{
    background: {bg}; color: {fg};
}}
QDialog, QMessageBox, QInputDialog {{ background: {bg}; color: {fg}; }}
QLabel {{ color: {fg}; background: transparent; }}
QLabel a {{ color: {accent}; }}
QToolTip {{ background: {field}; color: {fg}; border: 1px solid {border}; }}
QLabel#title {{ font-size: 30px; font-weight: bold; }}
QLabel#subtitle {{ font-size: 20px; color: {muted}; }}
QLabel#muted {{ color: {muted}; }}
QLabel#problem {{ color: {bad_text}; font-weight: bold; }}
QLabel#banner {{ background: {bad}; color: #ffffff; padding: 8px 12px; font-weight: bold; }}
QFrame#panel {{ background: {panel}; border-radius: 10px; }}
QPushButton {{
    background: {button}; color: {fg}; border: 2px solid {border}; border-radius: 8px;
    padding: 8px 14px; font-size: 17px;
}}
QPushButton:hover {{ border-color: {accent}; }}
QPushButton:checked {{ background: {accent}; color: {accent_fg}; border-color: {accent}; }}
QPushButton:disabled {{ color: {muted}; border-color: {panel}; }}
QPushButton#primary {{
    background: {accent}; color: {accent_fg}; border-color: {accent}; font-weight: bold;
    font-size: 20px;
}}
QPushButton#primary:disabled {{ background: {panel}; color: {muted}; }}
QPushButton#seat_action {{ padding: 4px 6px; font-size: 15px; }}
QPushButton#target {{ font-size: 20px; min-height: 64px; text-align: left; padding-left: 16px; }}
QListWidget, QTextBrowser, QLineEdit, QSpinBox, QComboBox, QTableWidget {{
    background: {field}; color: {fg}; border: 1px solid {border}; border-radius: 6px;
    padding: 4px;
}}
QComboBox QAbstractItemView {{ background: {field}; color: {fg}; }}
QCheckBox, QRadioButton {{ color: {fg}; }}
QGroupBox {{ color: {fg}; font-weight: bold; border: 1px solid {border}; border-radius: 8px;
    margin-top: 14px; padding-top: 10px; }}
QGroupBox::title {{ subcontrol-origin: margin; left: 10px; padding: 0 4px; }}
QScrollArea {{ background: transparent; border: none; }}
QScrollArea > QWidget > QWidget {{ background: transparent; }}
QSpinBox {{ padding-right: 22px; }}
QSpinBox::up-button, QSpinBox::down-button {{
    subcontrol-origin: border; width: 20px; background: {button}; border: none;
}}
QSpinBox::up-button {{ subcontrol-position: top right; }}
QSpinBox::down-button {{ subcontrol-position: bottom right; }}
QSpinBox::up-arrow {{ image: url({up}); width: 10px; height: 7px; }}
QSpinBox::down-arrow, QComboBox::down-arrow {{ image: url({down}); width: 10px; height: 7px; }}
QComboBox::drop-down {{ border: none; width: 22px; }}
QScrollBar:vertical {{ background: transparent; width: 10px; margin: 0; }}
QScrollBar::handle:vertical {{ background: {border}; border-radius: 5px; min-height: 30px; }}
QScrollBar::add-line, QScrollBar::sub-line {{ height: 0; width: 0; }}
QScrollBar::add-page, QScrollBar::sub-page {{ background: none; }}
QScrollBar:horizontal {{ background: transparent; height: 10px; margin: 0; }}
QScrollBar::handle:horizontal {{ background: {border}; border-radius: 5px; min-width: 30px; }}
QCheckBox::indicator, QRadioButton::indicator {{
    width: 18px; height: 18px; background: {field}; border: 2px solid {fg};
}}
QCheckBox::indicator {{ border-radius: 4px; }}
QRadioButton::indicator {{ border-radius: 11px; }}
QCheckBox::indicator:checked {{ background: {accent}; border-color: {accent};
    image: url({tick}); }}
QRadioButton::indicator:checked {{ image: url({dot}); }}
QCheckBox::indicator:disabled, QRadioButton::indicator:disabled {{ border-color: {muted}; }}
QCheckBox:disabled, QRadioButton:disabled {{ color: {muted}; }}
QHeaderView::section {{ background: {panel}; color: {fg}; padding: 4px; border: none; }}
"""

_ARROW_DIR = QTemporaryDir()
"""Small arrow pictures for spin boxes and lists (a style sheet can only load files)."""


def _arrow(direction: str, colour: str) -> str:
    points = "0,7 5,0 10,7" if direction == "up" else "0,0 10,0 5,7"
    path = Path(_ARROW_DIR.path()) / f"{direction}_{colour.lstrip('#')}.svg"
    if not path.exists():
        path.write_text(
            "<svg xmlns='http://www.w3.org/2000/svg' width='10' height='7' viewBox='0 0 10 7'>"
            f"<polygon points='{points}' fill='{colour}'/></svg>",
            encoding="utf-8",
        )
    return path.as_posix()


def _mark(kind: str, colour: str) -> str:
    """A tick (check boxes) or a dot (radio buttons) in `colour`, as an SVG file."""
    path = Path(_ARROW_DIR.path()) / f"{kind}_{colour.lstrip('#')}.svg"
    if not path.exists():
        shape = (
            f"<polyline points='4,10 8,14 15,5' fill='none' stroke='{colour}' stroke-width='3'/>"
            if kind == "tick"
            else f"<circle cx='9' cy='9' r='5' fill='{colour}'/>"
        )
        path.write_text(
            "<svg xmlns='http://www.w3.org/2000/svg' width='18' height='18'"
            f" viewBox='0 0 18 18'>{shape}</svg>",
            encoding="utf-8",
        )
    return path.as_posix()


NIGHT_QSS = _BASE_QSS.format(
    tick=_mark("tick", NIGHT.background),
    dot=_mark("dot", NIGHT.accent),
    up=_arrow("up", NIGHT.text),
    down=_arrow("down", NIGHT.text),
    bg=NIGHT.background,
    fg=NIGHT.text,
    muted=NIGHT.muted,
    panel=NIGHT.plate,
    button="#322a6e",
    field="#241d55",
    border=NIGHT.plate_border,
    accent=NIGHT.accent,
    accent_fg=NIGHT.background,
    bad="#b3261e",
    bad_text="#ff9e8f",
)
"""The night theme: deep blue-violet, light text, a warm accent."""

DAY_QSS = _BASE_QSS.format(
    tick=_mark("tick", "#ffffff"),
    dot=_mark("dot", DAY.accent_text),
    up=_arrow("up", DAY.text),
    down=_arrow("down", DAY.text),
    bg=DAY.background,
    fg=DAY.text,
    muted=DAY.muted,
    panel="#f1e3c8",
    button=DAY.plate,
    field="#fffdf8",
    border=DAY.plate_border,
    accent=DAY.accent_text,
    accent_fg="#ffffff",
    bad="#b3261e",
    bad_text="#b3261e",
)
"""The day theme: warm light background, dark text, a burnt accent."""

CONTRAST_QSS = _BASE_QSS.format(
    tick=_mark("tick", "#000000"),
    dot=_mark("dot", "#ffd700"),
    up=_arrow("up", "#ffffff"),
    down=_arrow("down", "#ffffff"),
    bg="#000000",
    fg="#ffffff",
    muted="#ffffff",
    panel="#1a1a1a",
    button="#000000",
    field="#000000",
    border="#ffffff",
    accent="#ffd700",
    accent_fg="#000000",
    bad="#b3261e",
    bad_text="#ff8080",
)
"""The host's high-contrast theme (View > High contrast): white on black, a yellow accent,
day and night alike."""


def toggle_pick(
    selected: list[int | None], target: int | None, count: int, can_skip: bool, legal: object
) -> list[int | None]:
    """The targets picked after clicking `target` (None: "nobody").

    With one target to name a click replaces the pick; with several (Cupid, a double prank)
    a click toggles a seat and the oldest pick makes room when the count is full. `legal` is
    the collection of seats that may be picked.
    """
    if target is None:
        return [None] if can_skip else []
    if target not in legal:  # type: ignore[operator]
        return selected
    if count == 1:
        return [target]
    if target in selected:
        return [t for t in selected if t != target]
    picks: list[int | None] = [t for t in selected if t is not None]
    if len(picks) >= count:
        picks.pop(0)
    picks.append(target)
    return picks


def primary_button(
    text: str, slot: Callable[[], object] | None = None, size: tuple[int, int] = (320, 72)
) -> QPushButton:
    """The step's one primary action: large, styled "primary", never stealing keyboard focus
    (Enter and the seat keys stay with the page)."""
    button = QPushButton(text)
    button.setObjectName("primary")
    button.setMinimumSize(*size)
    button.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
    if slot is not None:
        button.clicked.connect(slot)
    return button
