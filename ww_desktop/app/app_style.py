"""Every host window and dialog follows the theme, even one opened without a styled parent.

A dialog opened from a styled page inherits the page's style sheet (`moderator.common`'s
NIGHT_QSS or DAY_QSS, which colour dialogs, labels, radio buttons and check boxes). A window
opened without one (an error box at start, a history or replay window on its own) would fall
back to the system's colours, often pale text on light grey next to the night-themed pages:
`WindowTheme`, installed on the application by `install`, gives each such window the night
theme the moment it is first shown. The Table screen (`public.window.PublicWindow`) keeps
its own look.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject
from PySide6.QtWidgets import QApplication, QWidget

from .moderator.common import NIGHT_QSS
from .theme import NIGHT

THEMED_PROPERTY = "themed_window"
"""The dynamic property set on a window this filter styled."""

WINDOW_QSS = (
    NIGHT_QSS + f'*[{THEMED_PROPERTY}="true"] {{ background: {NIGHT.background}; '
    f"color: {NIGHT.text}; }}"
)
"""The style given to an unstyled window: the night theme, and its own background."""


def _styled(widget: QWidget) -> bool:
    """True when the widget or one of its ancestors has a style sheet (it follows it)."""
    node: QWidget | None = widget
    while node is not None:
        if node.styleSheet():
            return True
        node = node.parentWidget()
    return False


def _keeps_own_look(widget: QWidget) -> bool:
    from .public.window import PublicWindow

    return isinstance(widget, PublicWindow)


class WindowTheme(QObject):
    """An application event filter: unstyled windows get the night theme when shown.

    Attributes:
        themed: how many windows this filter styled (for tests and diagnostics).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.themed = 0

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Style a window that is about to be shown and has no style of its own."""
        if (
            event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched.isWindow()
            and not _styled(watched)
            and not _keeps_own_look(watched)
            and not watched.inherits("QMainWindow")  # its pages carry their own style
            and not watched.inherits("QMenu")
            and watched.metaObject().className() not in ("QTipLabel", "QRubberBand")
        ):
            self.theme(watched)
        return False

    def theme(self, window: QWidget) -> None:
        """Give `window` the night theme."""
        window.setProperty(THEMED_PROPERTY, True)
        window.setStyleSheet(WINDOW_QSS)
        self.themed += 1


def install(app: QApplication) -> WindowTheme:
    """Install the filter on the application (once; the existing one is returned again)."""
    existing = app.findChild(WindowTheme)
    if isinstance(existing, WindowTheme):
        return existing
    follower = WindowTheme(app)
    app.installEventFilter(follower)
    return follower
