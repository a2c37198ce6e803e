"""The host's high-contrast choice (View > High contrast), readable before the theme loads.

`app_style` applies it; the host's window reads it for its first frame at launch, before
the style sheets are built (`main_window.MainWindow`).
"""

from __future__ import annotations

from PySide6.QtCore import QSettings

CONTRAST_KEY = "ui/high_contrast"
"""QSettings key: the host's high-contrast theme is on."""


def high_contrast_on(settings: QSettings) -> bool:
    """Whether the host turned high contrast on (View > High contrast)."""
    return str(settings.value(CONTRAST_KEY, "false")).lower() in ("true", "1")
