"""Which screen the table sees, keeping the Table screen there, and private windows off it.

* The host picks the table's screen in View > Table screen on (each screen by its name, or
  "None: one screen"), and is asked once at the first launch with two screens or more.
  Dragging the Table screen to a third screen (not the console's) also chooses it; dragged
  onto the console's screen, it goes back to the table's. The
  choice is remembered by the screen's NAME in QSettings (``public/screen``; ``NO_SCREEN``
  for "none"), so the TV is found again on the next game night even when the screen order
  or the primary display changes. Before the host chooses, the table gets the largest
  screen that is not a laptop's own panel (``eDP-1``, ``LVDS-1``, or any screen under 17
  inches: `QScreen.physicalSize`), so a TV set as the primary display still gets the table.
* With a screen for the table, the Table screen goes full screen there and the console (and
  every other window: dealing, pass-and-play turns, dialogs, the demo's controls) is kept on
  another screen: `ScreenPlacer.keep_private()` checks every visible window a few times a
  second and moves any that lands on the table's screen back to the console's screen.
* Without one (a single screen, or "none" chosen), `one_screen_changed(True)` tells the app
  to cover the console with the privacy cover (`widgets/privacy.py`), which shows the
  table's view in the host's window (`one_screen.py`): the Table screen's own window is
  hidden then (`hides_table_alone`; without it, it opens windowed behind the console).
* When the table's screen is unplugged mid-game (`QGuiApplication.screenRemoved`), the Table
  screen steps aside (hidden, or minimised, never over the console) and the app goes to
  one-screen mode; when that screen is plugged in again, the Table screen goes back there,
  full screen, never minimised, and the console keeps the keyboard.
* The Table screen never takes the keyboard focus from the console when it is shown.
* A private window being moved (dragged by its title bar) near or onto the table's screen
  is blanked at once, before it gets there, and stays blank until it is back off that
  screen (`DragShield`): the guard's check a few times a second came too late, every role
  showed on the TV until the mouse was released. A window manager's move tells the app
  nothing until the mouse is released, so at an X server the shield asks the server where
  the private windows are every `DRAG_POLL_MS` (`XWindowPlace`).
"""

from __future__ import annotations

import contextlib
import math
from collections.abc import Callable

from PySide6 import QtCore  # Qt: when used (its enums cost at launch)
from PySide6.QtCore import QEvent, QObject, QRect, QSettings, QTimer, Signal
from PySide6.QtGui import QAction, QActionGroup, QGuiApplication, QScreen
from PySide6.QtWidgets import QApplication, QMenu, QWidget

SETTINGS_KEY = "public/screen"
TEXT_KEY = "public/text_size"
"""The Table screen's text size ("normal", "large", "larger": `theme.TEXT_SIZES`)."""
LOOK_KEY = "public/look"
"""The Table screen's colours ("warm", "dark" day, "contrast": `theme.LOOKS`)."""
NO_SCREEN = "<none>"
"""The remembered value for "None: one screen"."""
BUILT_IN = ("EDP", "LVDS", "DSI")
"""Names of a laptop's own panel: never the table's screen unless the host says so."""
PANEL_WORDS = ("BUILT-IN", "BUILTIN", "INTERNAL", "COLOR LCD", "RETINA")
"""Words in a laptop panel's name or model (macOS "Built-in Retina Display", "Color LCD")."""
LAPTOP_INCHES = 17.0
"""A screen under this diagonal is a laptop's panel (a TV or a projector is larger)."""
MEASURED_INCHES = 10.0
"""Smaller reported sizes are no measure (a TV's EDID may give only its aspect, "16 x 9 mm")."""
GUARD_MS = 250
STEP_ASIDE_CHECK_MS = 400
"""How long the window manager has to minimise a Table screen that steps aside."""
"""How often the placer checks that no private window sits on the table's screen."""

ScreenAsker = Callable[[list[str], int], int | None]
"""(screen labels, default index) -> the index chosen, or None (asked later again)."""


def table_rank(
    names: str, pixels: int, inches: float, primary: bool
) -> tuple[bool, bool, int, int, bool]:
    """How well a screen suits the table before the host chooses (the highest wins): not a
    laptop's own panel (by its name or model: `BUILT_IN`, `PANEL_WORDS`), not laptop-sized
    (under `LAPTOP_INCHES` diagonal), physically the largest (an unknown size counts as a
    TV's), then the most pixels, then not the primary display.

    The physical size comes first: a 14-inch laptop with as many pixels as the TV (or more)
    is still the laptop, even when the TV is the primary display and no name tells.
    """
    words = names.upper()
    panel = words.startswith(BUILT_IN) or any(word in words for word in PANEL_WORDS)
    measured = inches >= MEASURED_INCHES
    laptop_sized = measured and inches < LAPTOP_INCHES
    return (not panel, not laptop_sized, round(inches) if measured else 999, pixels, not primary)


def screen_label(screen: QScreen) -> str:
    """A screen as the host reads it: "HDMI-1 (Samsung TV, 1920 x 1080)"."""
    size = screen.size()
    model = " ".join(x for x in (screen.manufacturer(), screen.model()) if x).strip()
    details = f"{model}, " if model and model != screen.name() else ""
    return f"{screen.name()} ({details}{size.width()} x {size.height()})"


SHIELD_MARGIN = 16
"""A private window moving this close to the table's screen (pixels) is blanked already."""
SHIELD_LOOKAHEAD = 3
"""A moving window is blanked when this many more moves like its last would bring it onto
the table's screen (a fast drag moves tens of pixels between two moves)."""
SHIELD_SETTLE_MS = 300
"""A blanked window shows again this long after its last move, if off the table's screen."""


DRAG_POLL_MS = 30
"""How often the shield asks the X server where the private windows are (two screens only):
a window manager moving a window by its title bar tells the app only at the end."""


class XWindowPlace:
    """Where a window is on the X server's root window now (`xcb.window_origin`: the app's
    own xcb connection): during a window manager's move the app is told nothing until the
    mouse is released. `origin` says None when it cannot tell (another platform, no libxcb)."""

    def origin(self, window_id: int) -> QtCore.QPoint | None:
        """The window's top-left corner on the root window, or None."""
        from .widgets.xcb import window_origin  # (ctypes: not before the first window)

        place = window_origin(window_id)
        return QtCore.QPoint(*place) if place is not None else None


class DragShield(QObject):
    """Blanks a private window moving toward the table's screen (app-wide event filter).

    A window dragged by the host moves many times a second; at each move the shield checks
    whether its frame, grown by `SHIELD_MARGIN`, touches the table's screen, or would after
    `SHIELD_LOOKAHEAD` more moves like the last one: if so an opaque panel covers the whole
    window at once (painted before the event returns), before any of it can be drawn there.
    Once the window stops moving (`SHIELD_SETTLE_MS`) and is off that screen, the panel
    goes; a window left on it is moved back by the placer first.

    Attributes:
        placer: the screen placer (which screen is the table's, which windows are private).
        shields: the panels up now, by window.
    """

    def __init__(self, placer: ScreenPlacer) -> None:
        super().__init__(placer)
        self.placer = placer
        self.shields: dict[QWidget, QWidget] = {}
        self._last: dict[QWidget, QtCore.QPoint] = {}
        self._settle = QTimer(self)
        self._settle.setSingleShot(True)
        self._settle.setInterval(SHIELD_SETTLE_MS)
        self._settle.timeout.connect(self._settled)
        self.places = XWindowPlace()
        self._where: dict[QWidget, QtCore.QPoint] = {}
        self._poll = QTimer(self)
        self._poll.setInterval(DRAG_POLL_MS)
        self._poll.timeout.connect(self.poll)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
            if isinstance(app, QGuiApplication) and app.platformName() == "xcb":
                self._poll.start()

    def poll(self) -> None:
        """Ask the X server where each private window is: a window moved by the window
        manager (the app is told only once the mouse is released) is blanked at once when
        its move brings it near the table's screen."""
        table = self.placer.table_screen()
        if table is None:
            return
        for window in self.placer.private_windows():
            origin = self.places.origin(int(window.winId()))
            if origin is None:
                return
            if self._where.get(window) == origin:
                continue
            moved = window in self._where
            self._where[window] = origin
            rect = QRect(origin, window.size())
            if moved and (window in self.shields or self._near_rect(window, rect, table)):
                self._blank(window)
                self._settle.start()

    def is_shielded(self, window: QWidget) -> bool:
        """Whether `window` is blanked now."""
        shield = self.shields.get(window)
        return shield is not None and shield.isVisible()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Blank a private window whose move brings it near the table's screen."""
        if event.type() != QEvent.Type.Move or not isinstance(obj, QWidget) or not obj.isWindow():
            return False
        if obj is self.placer.window or _is_table_window(obj) or not obj.isVisible():
            return False
        table = self.placer.table_screen()
        if table is None:
            return False
        if obj in self.shields or self._near(obj, table.geometry()):
            self._blank(obj)
            self._settle.start()
        return False

    def _near_rect(self, window: QWidget, frame: QRect, table: QScreen) -> bool:
        return self._near(window, table.geometry(), frame)

    def _near(self, window: QWidget, area: QRect, frame: QRect | None = None) -> bool:
        frame = window.frameGeometry() if frame is None else frame
        last = self._last.get(window)
        self._last[window] = frame.topLeft()
        m = SHIELD_MARGIN
        if frame.adjusted(-m, -m, m, m).intersects(area):
            return True
        if last is None:
            return False
        step = frame.topLeft() - last
        ahead = frame.translated(step * SHIELD_LOOKAHEAD)
        return ahead.united(frame).intersects(area)

    def _blank(self, window: QWidget) -> None:
        shield = self.shields.get(window)
        if shield is None:
            shield = QWidget(window)
            shield.setObjectName("dragShield")
            shield.setAttribute(QtCore.Qt.WidgetAttribute.WA_StyledBackground, True)
            shield.setStyleSheet("#dragShield { background: #000000; }")
            self.shields[window] = shield
            shield.destroyed.connect(lambda _o=None, w=window: self.shields.pop(w, None))
        shield.setGeometry(window.rect())
        if not shield.isVisible():
            shield.show()
            shield.raise_()
            shield.repaint()  # now, not at the next paint: the window is moving

    def _settled(self) -> None:
        """The windows stopped moving: give back those off the table's screen."""
        table = self.placer.table_screen()
        if table is not None:
            self.placer.keep_private()
        for window, shield in list(self.shields.items()):
            where = self._where.get(window)
            frame = QRect(where, window.size()) if where is not None else window.frameGeometry()
            if table is not None and (
                frame.intersects(table.geometry())
                or window.frameGeometry().intersects(table.geometry())
            ):
                self._settle.start()  # (moved back by the placer: checked again)
                continue
            shield.hide()
            shield.deleteLater()
            del self.shields[window]


def _is_table_window(widget: QWidget) -> bool:
    from .public.window import PublicWindow

    return isinstance(widget, PublicWindow)


class ScreenPlacer(QObject):
    """Places the Table screen and the console, and follows screens coming and going.

    Signals:
        placed(str, bool): the Table screen's screen name and whether it is full screen.
        one_screen_changed(bool): True when the table has no screen of its own (the console
            must be covered), False when it has.

    Attributes:
        window: the Table screen (public window).
        settings: where the chosen screen's name is kept.
        console: the host's window (kept off the table's screen).
        moved_private: how many times a private window was moved off the table's screen.
        stepped_aside: the name of the unplugged screen the Table screen waits for, or None.
        hides_table_alone: with no screen for the table, hide the Table screen's window
            (the host's window shows the table's view: `one_screen.TableOnLaptop`).
        mirrors: other views of the table (on the host's window) given the same text size
            and colours as the Table screen.
    """

    placed = Signal(str, bool)
    one_screen_changed = Signal(bool)

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
        self.moved_private = 0
        self.stepped_aside: str | None = None
        self.hides_table_alone = False
        self.mirrors: list[QWidget] = []
        self._gone: set[str] = set()
        self._one_screen: bool | None = None
        # The console keeps the keyboard: showing the TV must never take the focus.
        window.setAttribute(QtCore.Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        app = QGuiApplication.instance()
        assert isinstance(app, QGuiApplication)
        app.screenRemoved.connect(self._on_screen_removed)
        app.screenAdded.connect(self._on_screen_added)
        app.primaryScreenChanged.connect(self._on_primary_changed)
        self.apply_text_size()
        self.apply_look()
        self._guard = QTimer(self)
        self._guard.setInterval(GUARD_MS)
        self._guard.timeout.connect(self.keep_private)
        self._guard.start()
        self.shield = DragShield(self)

    def text_size(self) -> str:
        """The Table screen's text size setting (a key of `theme.TEXT_SIZES`)."""
        from .theme import TEXT_SIZES

        value = str(self.settings.value(TEXT_KEY, "normal") or "normal")
        return value if value in TEXT_SIZES else "normal"

    def set_text_size(self, name: str) -> None:
        """Remember the Table screen's text size and apply it."""
        self.settings.setValue(TEXT_KEY, name)
        self.settings.sync()
        self.apply_text_size()

    def apply_text_size(self) -> None:
        """Give the Table screen the remembered text size."""
        from .theme import TEXT_SIZES

        for view in (self.window, *self.mirrors):
            setter = getattr(view, "set_text_size", None)
            if callable(setter):
                setter(TEXT_SIZES[self.text_size()])

    def look(self) -> str:
        """The Table screen's colours setting (a key of `theme.LOOKS`)."""
        from .theme import LOOKS

        value = str(self.settings.value(LOOK_KEY, "warm") or "warm")
        return value if value in LOOKS else "warm"

    def set_look(self, name: str) -> None:
        """Remember the Table screen's colours and apply them."""
        self.settings.setValue(LOOK_KEY, name)
        self.settings.sync()
        self.apply_look()

    def apply_look(self) -> None:
        """Give the Table screen the remembered colours."""
        for view in (self.window, *self.mirrors):
            setter = getattr(view, "set_look", None)
            if callable(setter):
                setter(self.look())

    def stop(self) -> None:
        """Stop following screens and windows (this placer is being replaced)."""
        self._guard.stop()
        app = QGuiApplication.instance()
        if isinstance(app, QGuiApplication):
            for signal, slot in (
                (app.screenRemoved, self._on_screen_removed),
                (app.screenAdded, self._on_screen_added),
                (app.primaryScreenChanged, self._on_primary_changed),
            ):
                with contextlib.suppress(RuntimeError, TypeError):
                    signal.disconnect(slot)

    # ------------------------------------------------------------------ screens

    def screens(self) -> list[QScreen]:
        """The screens connected now (a screen reported unplugged is left out)."""
        return [s for s in QGuiApplication.screens() if s.name() not in self._gone]

    def screen_names(self) -> list[str]:
        """The names of the screens connected now."""
        return [s.name() for s in self.screens()]

    def remembered(self) -> str | None:
        """The remembered choice: a screen's name, `NO_SCREEN`, or None (never chosen)."""
        value = self.settings.value(SETTINGS_KEY, None)
        return str(value) if value else None

    def remember(self, name: str) -> None:
        """Remember this screen (or `NO_SCREEN`) for the Table screen."""
        self.settings.setValue(SETTINGS_KEY, name)
        self.settings.sync()

    def _primary(self) -> QScreen | None:
        screens = self.screens()
        primary = QGuiApplication.primaryScreen()
        if primary is not None and primary in screens:
            return primary
        return screens[0] if screens else None

    def table_screen(self) -> QScreen | None:
        """The table's own screen now, or None (one screen, "none" chosen, or stepped aside)."""
        screens = self.screens()
        if len(screens) < 2 or self.stepped_aside is not None:
            return None
        wanted = self.remembered()
        if wanted == NO_SCREEN:
            return None
        for screen in screens:
            if screen.name() == wanted:
                return screen
        return self.default_table_screen(screens)

    def default_table_screen(self, screens: list[QScreen]) -> QScreen | None:
        """The best guess before the host chooses: not a laptop's built-in panel, the
        largest, and not the primary display when all else is equal."""
        primary = self._primary()

        def rank(screen: QScreen) -> tuple[bool, bool, int, int, bool]:
            size, physical = screen.size(), screen.physicalSize()
            return table_rank(
                f"{screen.name()} {screen.manufacturer()} {screen.model()}",
                size.width() * size.height(),
                math.hypot(physical.width(), physical.height()) / 25.4,
                screen is primary,
            )

        return max(screens, key=rank) if len(screens) >= 2 else None

    def console_screen(self) -> QScreen | None:
        """Where the console and every private window belong: never the table's screen."""
        table = self.table_screen()
        primary = self._primary()
        if table is None or primary is not table:
            return primary
        return next((s for s in self.screens() if s is not table), primary)

    def choose(self) -> QScreen:
        """The screen the Table screen should be on now (the console's when it has none)."""
        screen = self.table_screen() or self.console_screen() or QGuiApplication.primaryScreen()
        assert screen is not None
        return screen

    def is_one_screen(self) -> bool:
        """Whether the table has no screen of its own (the console is then covered)."""
        return self.table_screen() is None

    def needs_choice(self) -> bool:
        """Two screens or more and the host never chose: ask at the first launch."""
        return len(self.screens()) >= 2 and self.remembered() is None

    # ------------------------------------------------------------------ placing

    def place(self, screen: QScreen | None = None) -> None:
        """Put the Table screen where it belongs and keep the console off its screen."""
        self.stepped_aside = None
        table = screen or self.table_screen()
        if table is not None:
            self.move_to(table, full_screen=True)
            self._console_keeps_keys()
        else:
            self._windowed_behind()
        self.keep_private()
        self._emit_mode()

    def place_console(self) -> None:
        """Put the host's window on the console's screen (before it is first shown)."""
        target = self.console_screen()
        if self.console is not None and target is not None:
            if self.console.isVisible() and not self.on_table_screen(self.console):
                return
            _move_window(self.console, target)

    def _windowed_behind(self) -> None:
        """One screen: the Table screen as a window on the console's screen, behind it."""
        target = self.console_screen() or QGuiApplication.primaryScreen()
        if target is None:
            return
        if self.hides_table_alone:  # one window: the host's shows the table's view
            self.window.hide()
            self._console_keeps_keys()
            return
        self.move_to(target, full_screen=False)
        self.window.lower()
        if self.console is not None and self.console.isVisible():
            self.console.raise_()
            self.console.activateWindow()

    def _console_keeps_keys(self) -> None:
        """The host's window keeps (or gets back) the keyboard: the Table screen shown
        again (a re-plug) must never take the host's next keys."""
        if self.console is not None and self.console.isVisible():
            self.console.raise_()
            self.console.activateWindow()

    def move_to(self, screen: QScreen, *, full_screen: bool) -> None:
        """Show the Table screen on this screen, full screen or windowed."""
        w = self.window
        if w.isMinimized():
            # Mapped afresh rather than "restored": a window manager may keep an iconified
            # window iconified through a restore sent with the screen change (a re-plug
            # left the Table screen minimised in 2 of 4 tries).
            w.hide()
            w.setWindowState(w.windowState() & ~QtCore.Qt.WindowState.WindowMinimized)
        elif w.isFullScreen():
            w.showNormal()
        # Full screen: cover the screen even where no window manager honours "full screen".
        w.setGeometry(
            screen.geometry() if full_screen else _centred(screen.availableGeometry(), 0.7)
        )
        if w.windowHandle() is None:
            w.winId()  # create the native window, so that it can be given its screen
        handle = w.windowHandle()
        if handle is not None:
            handle.setScreen(screen)
        if full_screen:
            show_full_screen(w)
            w.raise_()
        else:
            w.showNormal()
        self.placed.emit(screen.name(), full_screen)

    def choose_screen(self, name: str) -> bool:
        """The host picked a screen by name (or `NO_SCREEN`): remember it and place. False if
        that screen is not connected."""
        if name != NO_SCREEN and name not in self.screen_names():
            return False
        self.remember(name)
        self.place()
        return True

    def show_table(self) -> None:
        """Show the Table screen again (View menu), where it belongs; with one screen, as a
        window of its own over the laptop's (asked for: the laptop's window already shows
        the table's view during the game)."""
        self.place()
        if self.table_screen() is None and self.hides_table_alone:
            target = self.console_screen() or QGuiApplication.primaryScreen()
            if target is not None:
                self.move_to(target, full_screen=False)
        if self.console is not None and self.console.isVisible():
            self.console.activateWindow()

    def toggle_full_screen(self) -> None:
        """F11: full screen on and off where the window is."""
        if self.window.isFullScreen():
            self.window.showNormal()
        else:
            self.window.showFullScreen()

    def ask_first_time(self, ask: ScreenAsker | None = None) -> bool:
        """With two screens or more and no choice yet, ask the host which one the table sees.
        Returns whether a choice was made."""
        if not self.needs_choice():
            return False
        screens = self.screens()
        labels = [screen_label(s) for s in screens]
        labels.append(self.tr("None: one screen (the console is covered)"))
        default = self.table_screen()
        index = screens.index(default) if default in screens else 0
        chosen = (ask or self._ask_dialog)(labels, index)
        if chosen is None or not 0 <= chosen < len(labels):
            return False
        name = screens[chosen].name() if chosen < len(screens) else NO_SCREEN
        return self.choose_screen(name)

    def _ask_dialog(self, labels: list[str], index: int) -> int | None:
        from PySide6.QtWidgets import QInputDialog

        label, ok = QInputDialog.getItem(
            self.console,
            self.tr("Table screen"),
            self.tr(
                "Which screen does the table see (the TV or projector)?\n"
                "The console and the players' cards always stay on another screen.\n"
                "You can change this later in View > Table screen on."
            ),
            labels,
            index,
            False,
        )
        return labels.index(label) if ok and label in labels else None

    # ------------------------------------------------------------------ the privacy check

    def private_windows(self) -> list[QWidget]:
        """Every visible window other than a Table screen (console, dialogs, demo controls)."""
        found: list[QWidget] = []
        for widget in QApplication.topLevelWidgets():
            if not widget.isVisible() or widget.isMinimized():
                continue
            if widget is self.window or _is_table_window(widget):
                continue
            kind = widget.windowType()
            if kind in (
                QtCore.Qt.WindowType.Popup,
                QtCore.Qt.WindowType.ToolTip,
                QtCore.Qt.WindowType.SplashScreen,
                QtCore.Qt.WindowType.Desktop,
            ):
                continue
            found.append(widget)
        return found

    def on_table_screen(self, widget: QWidget) -> bool:
        """Whether a window sits (by its centre) on the table's screen."""
        table = self.table_screen()
        if table is None:
            return False
        centre = widget.frameGeometry().center()
        return table.geometry().contains(centre) or widget.screen() is table

    def keep_private(self) -> int:
        """Move every private window off the table's screen; return how many were moved."""
        target = self.console_screen()
        if self.table_screen() is None or target is None:
            return 0
        moved = 0
        for widget in self.private_windows():
            if self.on_table_screen(widget):
                _move_window(widget, target)
                moved += 1
        self.moved_private += moved
        self._keep_table_put()
        return moved

    def _keep_table_put(self) -> None:
        """The Table screen stays on the table's screen: it never drifts over the console.
        Dragged by the host to a third screen (not the console's), that screen becomes the
        table's, remembered by name."""
        table, w = self.table_screen(), self.window
        if table is None or not w.isVisible() or w.isMinimized():
            return
        centre = w.frameGeometry().center()
        if table.geometry().contains(centre):
            return
        landed = next((s for s in self.screens() if s.geometry().contains(centre)), None)
        host = self.console
        free = (
            landed is not None
            and landed is not self.console_screen()
            and host is not None
            and not self.on_screen(host, landed)
        )
        if free and landed is not None:
            self.remember(landed.name())
            self.move_to(landed, full_screen=True)
            return
        self.move_to(table, full_screen=True)

    @staticmethod
    def on_screen(widget: QWidget, screen: QScreen) -> bool:
        """Whether a window sits (by its centre) on this screen."""
        return screen.geometry().contains(widget.frameGeometry().center())

    def _on_primary_changed(self, _screen: QScreen) -> None:
        self._schedule_guard()

    def _schedule_guard(self) -> None:
        QTimer.singleShot(0, self.keep_private)

    # ------------------------------------------------------------------ screens come and go

    def _on_screen_removed(self, screen: QScreen) -> None:
        name = screen.name()
        was_table = self.table_screen()
        table_name = was_table.name() if was_table is not None else None
        self._gone.add(name)
        if name == table_name or self._window_on(screen):
            self.stepped_aside = name
            QTimer.singleShot(0, self.step_aside)
        else:
            self._schedule_guard()
        self._emit_mode()

    def step_aside(self) -> None:
        """The table's screen is gone: minimise the Table screen (never over the console)."""
        w = self.window
        if w.isVisible() and self.hides_table_alone:
            w.hide()  # the host's window shows the table's view now
        elif w.isVisible():
            if w.isFullScreen():
                w.showNormal()
            w.showMinimized()
            w.lower()
            # With no window manager to minimise it, hide it rather than cover the console.
            QTimer.singleShot(STEP_ASIDE_CHECK_MS, self._hide_if_over_console)
        if self.console is not None and self.console.isVisible():
            self.console.raise_()
            self.console.activateWindow()
        self.keep_private()

    def _hide_if_over_console(self) -> None:
        w, console = self.window, self.console
        if self.stepped_aside is None or not w.isVisible() or w.isMinimized():
            return
        if console is None or w.frameGeometry().intersects(console.frameGeometry()):
            w.hide()

    def _window_on(self, screen: QScreen) -> bool:
        handle = self.window.windowHandle()
        return (handle is not None and handle.screen() is screen) or self.window.screen() is screen

    def _on_screen_added(self, screen: QScreen) -> None:
        name = screen.name()
        self._gone.discard(name)
        wanted = self.remembered()
        # Back to the screen it waits for, or (nothing chosen, or the chosen one is absent)
        # to a new screen when the table had none of its own.
        back = name in (self.stepped_aside, wanted) or (
            self._one_screen is True and wanted != NO_SCREEN and wanted not in self.screen_names()
        )
        shown = self.window.isVisible() or self.hides_table_alone
        if back and (shown or self.stepped_aside is not None):
            QTimer.singleShot(0, self.place)
        self._emit_mode()

    def _emit_mode(self) -> None:
        one = self.is_one_screen()
        if one != self._one_screen:
            self._one_screen = one
            self.one_screen_changed.emit(one)

    # ------------------------------------------------------------------ the View menu

    def attach_menu(self, menu: QMenu) -> ScreenMenu:
        """Add "Table screen on" and "Show the table screen" to the host's View menu."""
        return ScreenMenu(self, menu)


class ScreenMenu(QObject):
    """The View menu's screen items: "Table screen on" (one entry per screen by name, and
    "None: one screen"), "Show the table screen" (opens a closed Table screen again) and
    "Table screen text" (normal, large, larger) and "Table screen colours" (warm day, dark
    day, high contrast).

    Attributes:
        placer: the screen placer.
        submenu: the "Table screen on" menu (filled each time it opens).
        show_action: "Show the table screen".
        text_menu: the text size menu; look_menu: the colours menu.
    """

    def __init__(self, placer: ScreenPlacer, menu: QMenu) -> None:
        super().__init__(menu)
        self.placer = placer
        menu.addSeparator()
        self.submenu = QMenu(menu)
        self.submenu.setObjectName("table_screen_menu")
        menu.addMenu(self.submenu)
        self.show_action = QAction(menu)
        self.show_action.setShortcut("Ctrl+T")
        self.show_action.triggered.connect(placer.show_table)
        menu.addAction(self.show_action)
        self.submenu.aboutToShow.connect(self.rebuild)
        self.text_menu = QMenu(menu)
        self.text_menu.setObjectName("table_text_menu")
        menu.addMenu(self.text_menu)
        sizes = QActionGroup(self.text_menu)
        sizes.setExclusive(True)
        for name in ("normal", "large", "larger"):
            action = QAction(self.text_menu)
            action.setCheckable(True)
            action.setData(name)
            action.setChecked(name == placer.text_size())
            action.triggered.connect(lambda _c=False, n=name: self.placer.set_text_size(n))
            sizes.addAction(action)
            self.text_menu.addAction(action)
        self.look_menu = QMenu(menu)
        self.look_menu.setObjectName("table_look_menu")
        menu.addMenu(self.look_menu)
        look_group = QActionGroup(self.look_menu)
        look_group.setExclusive(True)
        for name in ("warm", "dark", "contrast"):
            action = QAction(self.look_menu)
            action.setCheckable(True)
            action.setData(name)
            action.setChecked(name == placer.look())
            action.triggered.connect(lambda _c=False, n=name: self.placer.set_look(n))
            look_group.addAction(action)
            self.look_menu.addAction(action)
        self.retranslate()
        self.rebuild()
        self.submenu.installEventFilter(self)  # LanguageChange reaches the menus, not us

    def retranslate(self) -> None:
        """The items' texts in the app's language (at start and on a language switch)."""
        self.submenu.setTitle(self.tr("&Table screen on"))
        self.show_action.setText(self.tr("&Show the table screen"))
        self.text_menu.setTitle(self.tr("Table screen &text"))
        texts = {
            "normal": self.tr("Normal"),
            "large": self.tr("Large"),
            "larger": self.tr("Larger"),
        }
        for action in self.text_menu.actions():
            action.setText(texts[str(action.data())])
        self.look_menu.setTitle(self.tr("Table screen &colours"))
        looks = {
            "warm": self.tr("Warm day"),
            "dark": self.tr("Dark day (for a dark room)"),
            "contrast": self.tr("High contrast"),
        }
        for action in self.look_menu.actions():
            action.setText(looks[str(action.data())])
        self.rebuild()  # "None: one screen" too, read by a screen reader without opening it

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Follow the app's language (the submenu receives QEvent.LanguageChange)."""
        if obj is self.submenu and event.type() == QEvent.Type.LanguageChange:
            self.retranslate()
        return False

    def rebuild(self) -> None:
        """One checkable entry per screen connected now, and "None: one screen"."""
        self.submenu.clear()
        group = QActionGroup(self.submenu)
        group.setExclusive(True)
        current = self.placer.table_screen()
        entries = [(screen_label(s), s.name()) for s in self.placer.screens()]
        entries.append((self.tr("None: one screen"), NO_SCREEN))
        for label, name in entries:
            action = QAction(label, self.submenu)
            action.setCheckable(True)
            action.setData(name)
            action.setChecked(
                (current is None and name == NO_SCREEN)
                or (current is not None and current.name() == name)
            )
            action.triggered.connect(lambda _c=False, n=name: self.placer.choose_screen(n))
            group.addAction(action)
            self.submenu.addAction(action)

    def actions_by_name(self) -> dict[str, QAction]:
        """The submenu's actions by screen name (`NO_SCREEN` for "none")."""
        return {str(a.data()): a for a in self.submenu.actions()}


def show_full_screen(widget: QWidget) -> None:
    """Show a window full screen WITHOUT activating it (`QWidget.showFullScreen()` also
    takes the keyboard focus, which belongs to the console)."""
    state = widget.windowState() & ~(
        QtCore.Qt.WindowState.WindowMinimized | QtCore.Qt.WindowState.WindowMaximized
    )
    widget.setWindowState(state | QtCore.Qt.WindowState.WindowFullScreen)
    widget.show()


def _centred(area: QRect, share: float) -> QRect:
    width, height = int(area.width() * share), int(area.height() * share)
    return QRect(
        area.x() + (area.width() - width) // 2,
        area.y() + (area.height() - height) // 2,
        width,
        height,
    )


FRAME_GUESS = QtCore.QMargins(8, 40, 8, 8)
"""A window's frame (title bar and borders) before it is first shown, when the window
manager has not told its size yet."""


def _frame_margins(widget: QWidget) -> QtCore.QMargins:
    """The window's frame around its contents (a guess before it is first shown)."""
    frame, inner = widget.frameGeometry(), widget.geometry()
    if not widget.isVisible() or frame == inner:
        return FRAME_GUESS
    return QtCore.QMargins(
        inner.left() - frame.left(),
        inner.top() - frame.top(),
        frame.right() - inner.right(),
        frame.bottom() - inner.bottom(),
    )


def fit_window(widget: QWidget, screen: QScreen | None = None) -> None:
    """Shrink a windowed window so that its frame fits the screen's available area (a
    1280x720 laptop opened the console 20 px taller than the screen: "Start the game" cut),
    and move it back inside that area."""
    screen = screen or widget.screen()
    if screen is None or widget.isFullScreen() or widget.isMaximized():
        return
    area, margins = screen.availableGeometry(), _frame_margins(widget)
    room = area.marginsRemoved(margins)
    size = widget.size().boundedTo(room.size())
    if size != widget.size():
        widget.resize(size)
    frame = widget.frameGeometry()
    x = min(max(frame.x(), area.x()), area.right() + 1 - frame.width())
    y = min(max(frame.y(), area.y()), area.bottom() + 1 - frame.height())
    if (x, y) != (frame.x(), frame.y()):
        widget.move(max(x, area.x()), max(y, area.y()))


class _FitWhenShown(QObject):
    """Fits a window into its screen once shown, and again once the window manager has put
    its frame around it (the frame's height is known only then)."""

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if not isinstance(obj, QWidget):
            return False
        kind = event.type()
        if kind == QEvent.Type.Show:
            QTimer.singleShot(0, lambda w=obj: fit_window(w))
        elif (
            kind in (QEvent.Type.Move, QEvent.Type.Resize)
            and obj.isVisible()
            and obj.frameGeometry() != obj.geometry()  # framed: fit once more, and stop
        ):
            QTimer.singleShot(0, lambda w=obj: fit_window(w))
            obj.removeEventFilter(self)
            self.deleteLater()
        return False


LAUNCH_SHARE = 0.9
"""The host's window opens on this share of a large screen (the lobby in view)."""


def launch_size(window: QWidget, screen: QScreen) -> QtCore.QSize:
    """The host's window's size at launch: its own (1280x720) on a small laptop, most of a
    larger screen (on 1920x1080 it opened at 1280x740, the lobby scrolled "Who leads the
    night" out of view), never more than the screen's room for it."""
    room = screen.availableGeometry().marginsRemoved(_frame_margins(window)).size()
    wanted = QtCore.QSize(
        max(window.width(), int(room.width() * LAUNCH_SHARE)),
        max(window.height(), int(room.height() * LAUNCH_SHARE)),
    )
    return wanted.boundedTo(room)


def _move_window(widget: QWidget, screen: QScreen) -> None:
    """Move a window to `screen`, keeping its state (full screen, maximised or windowed)."""
    available = screen.availableGeometry()
    margins = _frame_margins(widget)
    area = available.marginsRemoved(margins)
    full, maximised = widget.isFullScreen(), widget.isMaximized()
    if full or maximised:
        widget.showNormal()
    size = widget.size().boundedTo(area.size())
    widget.resize(size)
    # `move` places the frame (title bar included): centre the frame in the screen (the
    # content moved down by the title bar's height put the bottom off a 720-line screen).
    outer_w = size.width() + margins.left() + margins.right()
    outer_h = size.height() + margins.top() + margins.bottom()
    widget.move(
        available.x() + max(0, (available.width() - outer_w) // 2),
        available.y() + max(0, (available.height() - outer_h) // 2),
    )
    if widget.windowHandle() is None:
        widget.winId()
    handle = widget.windowHandle()
    if handle is not None:
        handle.setScreen(screen)
    if full:
        show_full_screen(widget)
    elif maximised:
        widget.showMaximized()


class _AtLaunch(ScreenPlacer):
    """The placer's choice of screens before the Table screen exists: the remembered
    choice and the screens connected (no window, no signals, no guard timer)."""

    def __init__(self, settings: QSettings) -> None:  # not ScreenPlacer's on purpose
        QObject.__init__(self)
        self.settings = settings
        self.console = None
        self._gone = set()
        self.stepped_aside = None


def place_console_at_launch(console: QWidget, settings: QSettings) -> None:
    """Put the host's window on the console's screen before it is first shown (at launch,
    before the Table screen is built): never on the table's screen, not even for a moment."""
    target = _AtLaunch(settings).console_screen()
    if target is not None:
        console.resize(launch_size(console, target))
        _move_window(console, target)
        if not console.isVisible():  # the real frame is known once shown: fit again then
            console.installEventFilter(_FitWhenShown(console))
