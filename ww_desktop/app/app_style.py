"""Every host window and dialog follows the theme, even one opened without a styled parent.

A dialog opened from a styled page inherits the page's style sheet (`moderator.common`'s
NIGHT_QSS or DAY_QSS, which colour dialogs, labels, radio buttons and check boxes). A window
opened without one (an error box at start, a history or replay window on its own) would fall
back to the system's colours, often pale text on light grey next to the night-themed pages:
`WindowTheme`, installed on the application by `install`, gives each such window the night
theme the moment it is first shown. The Table screen (`public.window.PublicWindow`) keeps
its own look (View > Table screen colours).

High contrast (View > High contrast, remembered in QSettings as ``ui/high_contrast``): while
it is on, the filter swaps every host style sheet that is the night or the day theme for
`CONTRAST_QSS` (white on black, yellow accent), now and whenever a page switches theme later;
turned off, each widget gets back the theme it asked for.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings
from PySide6.QtGui import QAction
from PySide6.QtWidgets import QApplication, QMainWindow, QMenu, QWidget

from .contrast_setting import CONTRAST_KEY, high_contrast_on
from .moderator.common import CONTRAST_QSS, DAY_QSS, NIGHT_QSS
from .theme import NIGHT

ASKED_PROPERTY = "theme_asked"
"""The dynamic property keeping the style sheet a widget asked for while high contrast is on."""
FILTER_NAME = "ww_window_theme"
"""The object name of the installed `WindowTheme`."""
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
        self.high_contrast = False
        self._swapping = False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Style a window that is about to be shown and has no style of its own; in high
        contrast, swap a theme style sheet just set for the high-contrast one."""
        if not self.high_contrast and not (isinstance(watched, QWidget) and watched.isWindow()):
            return False  # (every event of the app comes here: the cheap test first)
        if (
            self.high_contrast
            and not self._swapping
            and event.type() == QEvent.Type.StyleChange
            and isinstance(watched, QWidget)
        ):
            self._contrast(watched)
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
        elif (
            self.high_contrast
            and not self._swapping
            and event.type() == QEvent.Type.Show
            and isinstance(watched, QWidget)
            and watched.isWindow()
        ):
            self._contrast(watched)  # a window with a theme of its own (History, Replay)
        return False

    def theme(self, window: QWidget) -> None:
        """Give `window` the night theme (high contrast when that is on)."""
        window.setProperty(THEMED_PROPERTY, True)
        window.setStyleSheet(WINDOW_QSS)
        self.themed += 1
        if self.high_contrast:
            self._contrast(window)

    def _contrast(self, widget: QWidget) -> None:
        self._swapping = True
        try:
            contrast(widget)
        finally:
            self._swapping = False

    def set_high_contrast(self, on: bool) -> None:
        """Turn the host's high-contrast theme on or off, in every open window at once."""
        self.high_contrast = on
        for widget in QApplication.allWidgets():
            if on:
                self._contrast(widget)
            else:
                if isinstance(widget, QMainWindow):
                    widget.menuBar().setStyleSheet("")
                asked = widget.property(ASKED_PROPERTY)
                if isinstance(asked, str) and widget.styleSheet() in (
                    CONTRAST_QSS,
                    CONTRAST_QSS + CONTRAST_LISTS_QSS,
                ):
                    self._swapping = True
                    try:
                        widget.setStyleSheet(asked)
                        widget.setProperty(ASKED_PROPERTY, None)
                    finally:
                        self._swapping = False


PAUSED_FILTERS = (FILTER_NAME, "ww_control_names", "wwRepeatGuard")
"""The app-wide event filters (this theme, `accessible`'s control names, `held_key`'s
repeat guard) that `restyle` takes off while it works: none has anything to do with a
style change, and each would be called from Python for each of its thousands of events."""
PAUSED_COVERS = "privacyCover"
"""The object name of the privacy cover (`widgets.privacy.PrivacyCover`, an app-wide event
filter too, for keys, focus and its children's showing) under a restyled widget: also
taken off while the style changes (nothing is shown, no key pressed meanwhile)."""


def restyle(widget: QWidget, sheet: str) -> None:
    """Give `widget` a theme's style sheet (`DAY_QSS`, `NIGHT_QSS`) at once, as cheaply as
    Qt allows: the console's day/night switch.

    Without it, every widget under `widget` is re-polished and laid out again while the
    app-wide Python event filters see each of their ~2,000 events, which made the switch
    cost 40-190 ms. Here the filters are off while the sheet is set and the new layout
    worked out (no window is shown and no key pressed meanwhile). In high contrast the
    widget keeps `CONTRAST_QSS`, the same day and night, and only remembers the theme it
    asked for (given back when high contrast is turned off): nothing is re-polished."""
    app = QApplication.instance()
    if not isinstance(app, QApplication):
        widget.setStyleSheet(sheet)
        return
    follower = app.findChild(WindowTheme, FILTER_NAME)
    contrast_on = isinstance(follower, WindowTheme) and follower.high_contrast
    if contrast_on and widget.styleSheet() == CONTRAST_QSS and _themed_sheet(sheet):
        widget.setProperty(ASKED_PROPERTY, sheet)
        return
    covers: list[QObject] = widget.findChildren(QWidget, PAUSED_COVERS)
    paused = covers + [
        found for name in PAUSED_FILTERS if (found := app.findChild(QObject, name)) is not None
    ]
    for event_filter in paused:
        app.removeEventFilter(event_filter)
    try:
        widget.setStyleSheet(sheet)
        QCoreApplication.sendPostedEvents(None, QEvent.Type.LayoutRequest)
    finally:
        for event_filter in paused:  # (the covers, then in the order `main.complete_application`
            app.installEventFilter(event_filter)  # installs: the last one is called first)
    if contrast_on and isinstance(follower, WindowTheme):
        follower._contrast(widget)  # (the first time only: then the sheet stays)


class _ContrastText(QObject):
    """Names the "High contrast" item in the app's language, again on a language switch
    (the menu receives QEvent.LanguageChange; the action does not)."""

    def __init__(self, action: QAction, menu: QMenu) -> None:
        super().__init__(menu)
        self._action = action
        self._retranslate()
        menu.installEventFilter(self)

    def _retranslate(self) -> None:
        self._action.setText(QCoreApplication.translate("Theme", "&High contrast"))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        return False


CONTRAST_LISTS_QSS = """
QTreeWidget, QListWidget, QTextBrowser {
    background: #000000; color: #ffffff; border: 2px solid #ffffff;
}
QTreeWidget::item:selected, QListWidget::item:selected { background: #ffd700; color: #000000; }
QHeaderView::section { background: #000000; color: #ffffff; border: 1px solid #ffffff; }
QTabWidget::pane { border: 2px solid #ffffff; }
QTabBar::tab { background: #000000; color: #ffffff; border: 2px solid #ffffff; padding: 8px 18px; }
QTabBar::tab:selected { background: #ffd700; color: #000000; }
"""
"""High contrast for the lists, tabs and headers of the saved-games windows and dialogs."""

MENU_CONTRAST_QSS = """
QMenuBar { background: #000000; color: #ffffff; }
QMenuBar::item { background: #000000; color: #ffffff; padding: 4px 10px; }
QMenuBar::item:selected { background: #ffd700; color: #000000; }
QMenu { background: #000000; color: #ffffff; border: 2px solid #ffffff; }
QMenu::item:selected { background: #ffd700; color: #000000; }
QMenu::item:disabled { color: #c0c0c0; }
"""
"""High contrast for the host window's menu bar and its menus (they are not pages)."""


def _themed_sheet(sheet: str) -> bool:
    """Whether `sheet` is one of the host's themes, or built on one (the saved-games
    windows add their lists to the night theme)."""
    return bool(sheet) and (
        sheet in (NIGHT_QSS, DAY_QSS, WINDOW_QSS)
        or sheet.startswith(NIGHT_QSS)
        or sheet.startswith(DAY_QSS)
    )


def contrast(widget: QWidget) -> None:
    """Give `widget` the high-contrast style sheet if it asked for a theme's (which is kept,
    to be given back when high contrast is turned off); a main window's menu bar too."""
    sheet = widget.styleSheet()
    if _themed_sheet(sheet):
        widget.setProperty(ASKED_PROPERTY, sheet)
        plain = sheet in (NIGHT_QSS, DAY_QSS, WINDOW_QSS)
        widget.setStyleSheet(CONTRAST_QSS if plain else CONTRAST_QSS + CONTRAST_LISTS_QSS)
    if isinstance(widget, QMainWindow):
        widget.menuBar().setStyleSheet(MENU_CONTRAST_QSS)


def attach_menu(follower: WindowTheme, menu: QMenu, settings: QSettings) -> QAction:
    """Add the checkable "High contrast" item to the host's View menu (remembered in
    `settings`) and apply the remembered choice."""
    action = QAction(menu)
    action.setObjectName("high_contrast_action")
    _ContrastText(action, menu)
    action.setCheckable(True)
    on = high_contrast_on(settings)
    action.setChecked(on)
    follower.set_high_contrast(on)

    def toggled(checked: bool) -> None:
        settings.setValue(CONTRAST_KEY, checked)
        settings.sync()
        follower.set_high_contrast(checked)

    action.toggled.connect(toggled)
    menu.addAction(action)
    return action


def install(app: QApplication) -> WindowTheme:
    """Install the filter on the application (once; the existing one is returned again)."""
    existing = app.findChild(WindowTheme, FILTER_NAME)  # (by name: see language.py)
    if isinstance(existing, WindowTheme):
        return existing
    follower = WindowTheme(app)
    follower.setObjectName(FILTER_NAME)
    app.installEventFilter(follower)
    return follower
