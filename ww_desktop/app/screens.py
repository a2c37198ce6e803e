"""Which screen shows the public window, and keeping it there.

* The chosen screen is remembered by its NAME in QSettings (``public/screen``), so the TV is
  found again on the next game night even when the screen order changes.
* With two or more screens, the public window goes full screen on the chosen screen (by
  default the first screen that is not the console's); with one screen it opens windowed and
  the console uses the privacy cover.
* F11 (on the public window) toggles full screen.
* When a screen is unplugged mid-game (`QGuiApplication.screenRemoved`), a public window that
  was on it moves to a remaining screen, windowed; when a screen is plugged in and it is the
  remembered one, the window goes back there, full screen.
"""

from __future__ import annotations

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtGui import QGuiApplication, QScreen
from PySide6.QtWidgets import QWidget

SETTINGS_KEY = "public/screen"


class ScreenPlacer(QObject):
    """Places the public window on a screen and follows screens coming and going.

    Signals:
        placed(str, bool): the screen's name and whether the window is full screen.

    Attributes:
        window: the public window.
        settings: where the chosen screen's name is kept.
        console: the moderator's window (its screen is avoided when there is another).
    """

    placed = Signal(str, bool)

    def __init__(
        self,
        window: QWidget,
        settings: QSettings,
        console: QWidget | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.settings = settings
        self.console = console
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.screenRemoved.connect(self._on_screen_removed)
        app.screenAdded.connect(self._on_screen_added)

    # ------------------------------------------------------------------ choosing

    @staticmethod
    def screen_names() -> list[str]:
        """The names of the screens connected now."""
        return [s.name() for s in QGuiApplication.screens()]

    def remembered(self) -> str | None:
        """The remembered screen's name, if any."""
        value = self.settings.value(SETTINGS_KEY, None)
        return str(value) if value else None

    def remember(self, name: str) -> None:
        """Remember this screen for the public window."""
        self.settings.setValue(SETTINGS_KEY, name)
        self.settings.sync()

    def choose(self) -> QScreen:
        """The screen the public window should use now."""
        screens = QGuiApplication.screens()
        wanted = self.remembered()
        for screen in screens:
            if screen.name() == wanted:
                return screen
        console_screen = self.console.screen() if self.console is not None else None
        console_screen = console_screen or QGuiApplication.primaryScreen()
        for screen in screens:
            if screen is not console_screen:
                return screen
        return console_screen or screens[0]

    def _full_screen_on(self, screen: QScreen) -> bool:
        """Full screen only on a screen of its own (not the console's)."""
        if len(QGuiApplication.screens()) < 2:
            return False
        console_screen = self.console.screen() if self.console is not None else None
        return screen is not console_screen

    # ------------------------------------------------------------------ placing

    def place(self, screen: QScreen | None = None) -> None:
        """Show the window on `screen` (default: `choose()`), full screen when it may be."""
        screen = screen or self.choose()
        self.move_to(screen, full_screen=self._full_screen_on(screen))

    def move_to(self, screen: QScreen, *, full_screen: bool) -> None:
        """Show the window on this screen, full screen or windowed."""
        w = self.window
        if w.isFullScreen():
            w.showNormal()
        area = screen.availableGeometry()
        width, height = int(area.width() * 0.7), int(area.height() * 0.7)
        w.setGeometry(
            area.x() + (area.width() - width) // 2,
            area.y() + (area.height() - height) // 2,
            width,
            height,
        )
        handle = w.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
        if full_screen:
            w.showFullScreen()
        else:
            w.showNormal()
        w.raise_()
        self.placed.emit(screen.name(), full_screen)

    def choose_screen(self, name: str) -> bool:
        """The host picked a screen by name: remember it and move there. False if absent."""
        for screen in QGuiApplication.screens():
            if screen.name() == name:
                self.remember(name)
                self.place(screen)
                return True
        return False

    def toggle_full_screen(self) -> None:
        """F11: full screen on and off where the window is."""
        if self.window.isFullScreen():
            self.window.showNormal()
        else:
            self.window.showFullScreen()

    # ------------------------------------------------------------------ screens come and go

    def _on_screen_removed(self, screen: QScreen) -> None:
        handle = self.window.windowHandle()
        on_it = (handle is not None and handle.screen() is screen) or self.window.screen() is screen
        if on_it:
            self.rescue(exclude=screen)
        else:
            QTimer.singleShot(0, self._check_visible)

    def rescue(self, exclude: QScreen | None = None) -> None:
        """Move the window, windowed, to a screen still connected (not `exclude`)."""
        remaining = [s for s in QGuiApplication.screens() if s is not exclude]
        target: QScreen | None = QGuiApplication.primaryScreen()
        if target is exclude or target is None:
            target = remaining[0] if remaining else None
        if target is None:
            return
        self.move_to(target, full_screen=False)

    def _check_visible(self) -> None:
        """Rescue a window left where no screen is any more."""
        centre = self.window.frameGeometry().center()
        if self.window.isVisible() and QGuiApplication.screenAt(centre) is None:
            self.rescue()

    def _on_screen_added(self, screen: QScreen) -> None:
        if screen.name() == self.remembered() and self.window.isVisible():
            QTimer.singleShot(0, lambda: self.place(screen))
