"""Render the bundled SVG icons to pixmaps (cached), optionally recoloured."""

from __future__ import annotations

from functools import lru_cache
from pathlib import Path

from PySide6.QtCore import QByteArray, Qt
from PySide6.QtGui import QPainter, QPixmap
from PySide6.QtSvg import QSvgRenderer

from ...resources import role_icon_path, ui_icon_svg


@lru_cache(maxsize=256)
def _render(data: bytes, size: int) -> QPixmap:
    renderer = QSvgRenderer(QByteArray(data))
    pixmap = QPixmap(size, size)
    pixmap.fill(Qt.GlobalColor.transparent)
    painter = QPainter(pixmap)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    renderer.render(painter)
    painter.end()
    return pixmap


def svg_pixmap(path: Path, size: int) -> QPixmap:
    """An SVG file as a square pixmap of `size` pixels."""
    return _render(path.read_bytes(), max(1, size))


def role_pixmap(role_id: str, size: int) -> QPixmap:
    """A role's badge icon (side colour with a white glyph)."""
    return svg_pixmap(role_icon_path(role_id), size)


def ui_pixmap(name: str, colour: str, size: int) -> QPixmap:
    """A single-colour UI glyph ("moon", "went_home"...) tinted to `colour`."""
    return _render(ui_icon_svg(name, colour), max(1, size))
