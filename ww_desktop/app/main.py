"""Start the app: QApplication, the store, the controller, the host's window and the TV window.

`run_app()` is what `ww-desktop` (no subcommand) calls. Start-up stays quick (issue 21): the
host's window is shown first as its frame (title, menus, the night background: `_show_first`)
and painted before the store, the rules, the lobby, the console and the Table screen are
loaded and built, in the same `start()`; nothing before that paint loads the Python classes
of the enums of Qt's namespace or of the style (PySide6 makes one per enum on first use:
about 40 ms). QtMultimedia and QtTextToSpeech are imported by the narration when it first
speaks, and the store runs its migrations only when a file needs them.

One app per data folder (`instance.SingleInstance`): a second launch on the same folder
brings the running app to the front and exits (exit code 0) without opening the saved-games
file. Quitting (Ctrl+Q, or closing the host's window) stops everything the app runs on other
threads and waits for it (the voice's worker thread, the demo's voice, the lobby's balance
simulation), closes the Table screen and lets go of the file and the lock, so the process
ends. The screens are placed by `screens.ScreenPlacer`; with one screen the console gets the
privacy cover (`wire_windows`). At launch the console has the keyboard (its first field).

Failures never show a traceback:

* a saved-games file that is damaged, another program's, locked or from a newer version
  (`StoreError` and subclasses) is explained in a message box that offers to start with a
  fresh file; the choice is remembered: a damaged file is set aside under a new name, kept
  byte for byte (the host is told where), and the fresh file takes its place; a newer or
  busy file is left in place and the fresh file beside it is used again next time;
* any exception that escapes to Qt's event loop is shown in a message box by
  `install_exception_hook()`, and the app keeps running.

Benchmarks: with ``WW_DESKTOP_BENCH_EXIT_WHEN_IDLE=1`` the app prints
``ww-desktop-first-window <seconds>`` once its first window has painted (the time since
``WW_DESKTOP_BENCH_T0``, a ``time.time()`` value set by the launcher, or since this module was
imported), then ``ww-desktop-first-window-cpu <seconds>`` (the processor time the process
used until then: steadier than the clock on a busy machine), and ``ww-desktop-idle
<seconds>`` once the lobby is built and a zero-timer has fired (then
``ww-desktop-idle-cpu <seconds>``), then quits.
"""

from __future__ import annotations

import contextlib
import os
import sys
import time
import traceback
from collections.abc import Callable, Iterator
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6 import QtCore  # Qt: when used (its enums cost at launch)
from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtWidgets import QApplication, QMainWindow, QWidget

if TYPE_CHECKING:
    from ..store import Store
    from .controller import GameController
    from .instance import SingleInstance
    from .public.window import PublicWindow
    from .screens import ScreenAsker, ScreenPlacer

_IMPORTED_AT = time.time()


def _quicker_module_checks() -> None:
    """Let PySide6 check each newly imported module for its ``__feature__`` switches by
    reading the module's file, not through `inspect.getsource`.

    PySide6 (6.4 and later) asks of every module imported after it whether its source
    mentions "PySide6" (PYSIDE-2029); `inspect.getsource` tokenizes each file through
    linecache, which made our own imports at launch about a third slower. Same question,
    same answer: the raw file is searched for the same word; anything that is not a plain
    ``.py`` file, or a PySide6 without this hook, goes the original way."""
    feature = sys.modules.get("shibokensupport.feature")
    original = getattr(feature, "_mod_uses_pyside", None)
    if feature is None or original is None or getattr(original, "ww_quick", False):
        return

    def uses_pyside(module: Any) -> bool:
        path = getattr(module, "__file__", None)
        if not isinstance(path, str) or not path.endswith(".py"):
            return bool(original(module))
        try:
            with open(path, "rb") as source:
                return b"PySide6" in source.read()
        except OSError:
            return bool(original(module))

    uses_pyside.ww_quick = True  # type: ignore[attr-defined]
    feature._mod_uses_pyside = uses_pyside  # type: ignore[attr-defined]


_quicker_module_checks()

BENCH_ENV = "WW_DESKTOP_BENCH_EXIT_WHEN_IDLE"
BENCH_T0_ENV = "WW_DESKTOP_BENCH_T0"

ORGANIZATION = "Werewolf Desktop"
APPLICATION = "ww-desktop"


class AppParts:
    """Everything `start()` built (for tests and for `run_app`).

    (A plain class, not a dataclass: the dataclasses module is not loaded before the first
    window.)

    Attributes:
        app: the QApplication.
        store: the open store.
        settings: the app's settings.
        controller: the game controller.
        main_window: the host's window.
        public_window: the TV window.
        placer: keeps the TV window on its screen.
        instance: the data folder's single-instance lock.
    """

    def __init__(
        self,
        app: QApplication,
        store: Store,
        settings: QSettings,
        controller: GameController,
        main_window: QWidget,
        public_window: PublicWindow,
        placer: ScreenPlacer,
        instance: SingleInstance | None = None,
    ) -> None:
        self.app = app
        self.store = store
        self.settings = settings
        self.controller = controller
        self.main_window = main_window
        self.public_window = public_window
        self.placer = placer
        self.instance = instance


# ---------------------------------------------------------------------------- errors

Reporter = Callable[[str, str, str], None]
"""(title, text, details) -> None: shows an error to the user."""


def _message_box(title: str, text: str, details: str) -> None:
    from PySide6.QtWidgets import QMessageBox  # (its enums: loaded when needed)

    box = QMessageBox(QMessageBox.Icon.Critical, title, text)
    if details:
        box.setDetailedText(details)
    box.exec()


class ExceptionHook:
    """`sys.excepthook` replacement: a message box instead of a traceback; the app lives on.

    Attributes:
        report: how the error is shown (a message box; tests replace it).
        previous: the hook that was installed before.
        count: how many errors were reported.
    """

    def __init__(self, report: Reporter | None = None) -> None:
        self.report = report or _message_box
        self.previous = sys.excepthook
        self.count = 0
        self._busy = False

    def __call__(
        self,
        kind: type[BaseException],
        value: BaseException,
        tb: TracebackType | None,
    ) -> None:
        """Show the error (once at a time) and keep going."""
        if issubclass(kind, KeyboardInterrupt):
            app = QApplication.instance()
            if app is not None:
                app.quit()
            return
        self.count += 1
        details = "".join(traceback.format_exception(kind, value, tb))
        sys.stderr.write(details)
        if self._busy:
            return
        self._busy = True
        from ..texts.placeholders import fill

        try:
            self.report(
                QApplication.translate("Errors", "Something went wrong"),
                #: %1: the problem, as Python reports it (in English)
                fill(
                    QApplication.translate(
                        "Errors",
                        "Werewolf Desktop met an unexpected problem: %1\n\n"
                        "The game is saved after every action, so nothing is lost. You can go "
                        "on playing; if this happens again, restart the app and resume the game.",
                    ),
                    str(value) or kind.__name__,
                ),
                details,
            )
        finally:
            self._busy = False


def install_exception_hook(report: Reporter | None = None) -> ExceptionHook:
    """Install (and return) the app-wide exception hook."""
    hook = ExceptionHook(report)
    sys.excepthook = hook
    return hook


# ---------------------------------------------------------------------------- the store

Asker = Callable[[Exception, Path], str]
"""(error, path) -> "fresh", "retry" or "quit": what the user chose for a bad store."""


def _ask_store(error: Exception, path: Path) -> str:
    from PySide6.QtWidgets import QMessageBox

    from ..store import LockedStoreError, NewerStoreError

    box = QMessageBox(QMessageBox.Icon.Warning, QApplication.translate("Store", "Saved games"), "")
    box.setText(
        QApplication.translate("Store", "The saved-games file cannot be opened.")
        + "\n\n"
        + str(error)
    )
    if isinstance(error, NewerStoreError):
        advice = QApplication.translate(
            "Store", "Install the newer version of Werewolf Desktop to keep using this file."
        )
    elif isinstance(error, LockedStoreError):
        advice = QApplication.translate(
            "Store", "Close the other Werewolf Desktop window that uses it, then try again."
        )
    else:
        advice = QApplication.translate(
            "Store", "The file is left exactly as it is, so nothing in it is lost."
        )
    box.setInformativeText(
        advice
        + "\n\n"
        + QApplication.translate("Store", "You can start with a fresh saved-games file next to it.")
    )
    fresh = box.addButton(
        QApplication.translate("Store", "Start with a fresh file"),
        QMessageBox.ButtonRole.AcceptRole,
    )
    if isinstance(error, LockedStoreError):
        box.addButton(
            QApplication.translate("Store", "Try again"), QMessageBox.ButtonRole.ActionRole
        )
    box.addButton(QApplication.translate("Store", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(fresh)
    box.exec()
    role = box.buttonRole(box.clickedButton())  # by role: PySide may hand back a new wrapper
    if role == QMessageBox.ButtonRole.AcceptRole:
        return "fresh"
    return "retry" if role == QMessageBox.ButtonRole.ActionRole else "quit"


def open_store(
    data_dir: Path | None,
    ask: Asker | None = None,
    report: Reporter | None = None,
) -> Store | None:
    """Open the saved-games store; on a bad file ask, and maybe start a fresh one beside it.

    Returns None when the user chose to quit (or nothing could be opened).
    """
    from ..store import Store, StoreError, default_store_path

    ask = ask or _ask_store
    report = report or _message_box
    path = default_store_path(data_dir)
    for _ in range(10):
        try:
            return Store.open(path)
        except StoreError as exc:
            choice = ask(exc, exc.path or path)
            if choice == "retry":
                continue
            if choice != "fresh":
                return None
            try:
                return _fresh_store(exc, exc.path or path, report)
            except StoreError as again:
                from ..texts.placeholders import fill

                report(
                    QApplication.translate("Store", "Saved games"),
                    #: %1: why the file cannot be created (the system's words)
                    fill(
                        QApplication.translate(
                            "Store",
                            "A fresh saved-games file cannot be created either: %1\n\n"
                            "Start the app with --data-dir and a folder you can write to.",
                        ),
                        again,
                    ),
                    "",
                )
                return None
    return None


def _fresh_store(error: Exception, path: Path, report: Reporter) -> Store:
    """The host chose a fresh file: remember that choice for every later launch.

    A damaged or foreign file is set aside under a new name (kept byte for byte, and the
    host is told where) and a fresh file takes the usual name, so the next launch, the
    History and the command line all use it without asking. A newer version's file, or one
    another program holds, is left in place (it may be in use): the fresh file beside it
    chosen before is used again, so no game saved there is ever lost from view.
    """
    from ..store import CorruptStoreError, ForeignStoreError, Store
    from ..texts.placeholders import fill

    if isinstance(error, (CorruptStoreError, ForeignStoreError)) and path.is_file():
        kept = Store.set_aside(path)
        store = Store.open(path)
        report(
            QApplication.translate("Store", "Saved games"),
            #: %1: the path of the damaged file, kept under a new name
            fill(
                QApplication.translate(
                    "Store",
                    "A fresh saved-games file was started. The damaged file was kept, unchanged, "
                    "as:\n%1\n\nAn SQLite repair tool may still rescue it; delete it once you no "
                    "longer need it.",
                ),
                kept,
            ),
            "",
        )
        return store
    return Store.reopen_beside(path)


# ---------------------------------------------------------------------------- start-up


def _data_folder(data_dir: Path | None) -> Path:
    """`store.default_data_dir` without loading the store before the first window."""
    if data_dir is not None:
        return Path(data_dir).expanduser()
    import platformdirs

    return platformdirs.user_data_path("ww-desktop")


def app_settings(data_dir: Path | None) -> QSettings:
    """The app's settings: an ini file in `data_dir` when given, else the platform's place."""
    if data_dir is not None:
        folder = Path(data_dir).expanduser()
        folder.mkdir(parents=True, exist_ok=True)
        return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings()


def make_application(argv: list[str] | None = None, *, complete: bool = True) -> QApplication:
    """The QApplication with the names QSettings uses, the app icon and the app-wide watchers
    (`complete_application`); with `complete` False only the names (at launch the rest comes
    once the first window is on screen)."""
    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Werewolf Desktop")
    # The host's window decides when the app ends (see _QuitWhenConsoleCloses).
    app.setQuitOnLastWindowClosed(False)
    if complete:
        complete_application(app)
    return app


def complete_application(app: QApplication) -> None:
    """The app icon, and the app-wide event filters: the theme for every dialog and window
    (even without a styled parent), a name for every control (read by screen readers), and
    the guard that keeps a held key's repeats from firing shortcuts (`held_key.RepeatGuard`)."""
    from ..resources import resource_path

    icon = resource_path("app", "ww-desktop.svg")
    if not icon.is_file():
        icon = resource_path("app", "ww-desktop.png")
    from PySide6.QtGui import QIcon

    app.setWindowIcon(QIcon(str(icon)))
    from .app_style import install as follow_theme

    follow_theme(app)
    from .accessible import install as name_controls

    name_controls(app)
    from .widgets.held_key import install as guard_repeats

    guard_repeats(app)  # a held key's X repeats never fire a shortcut again


class _QuitWhenConsoleCloses(QObject):
    """Quit once the host's window has really closed (its closeEvent may refuse)."""

    def __init__(self, console: QWidget, app: QApplication) -> None:
        super().__init__(console)
        self._console = console
        self._app = app
        console.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        # Close comes before the window's own closeEvent, which may ask "Quit?" in a nested
        # event loop: the check runs again once the window is really hidden.
        if obj is self._console and event.type() in (QEvent.Type.Close, QEvent.Type.Hide):
            QTimer.singleShot(0, self._check)
        return False

    def _check(self) -> None:
        if not self._console.isVisible():
            self._app.quit()


VOICE_ENV = "WW_DESKTOP_VOICE"
"""Force a voice backend ("silent", "pyttsx3", "qt"); the settings decide otherwise."""


VOICE_WARM_MS = 1500
"""The voice starts this long after launch (the windows are up first)."""

AHEAD_OTHER_LANGUAGES = 3
"""How many of the lines that may come next are also rendered in the other languages."""


class _NarrationStarter(QObject):
    """Creates the voice and the narrator when the first game starts (not at launch: the
    speech engine takes a moment to load) and attaches them to the console.

    The voice follows the app's language before the first line; the fixed lines of the
    coming night are rendered ahead while the cards are dealt; the night sounds (ambience,
    chime) go with the narrator; trouble with speech or sound is shown on the console."""

    def __init__(
        self, controller: GameController, main_window: QWidget, settings: QSettings
    ) -> None:
        super().__init__(controller)
        self._controller = controller
        self._main_window = main_window
        self._settings = settings
        self.narrator: QObject | None = None
        self.control: Any = None  # voice_settings.VoiceControl
        self._voice: Any = None
        self._notice = ""
        self._trouble = ""  # the untranslated message behind `_notice`
        self._language_notice = ""  # no voice for the language chosen mid-game
        self._prepared_for: tuple[int, str, int, int, str] | None = None
        self._catalogues: dict[str, Any] = {}  # language -> the narration's translate

    def _ensure_voice(self) -> Any:
        """The voice, its night sounds and their settings (made once)."""
        if self.control is None:
            from ..narration.night_sounds import NightSounds
            from ..narration.voices import load_voice_settings, make_voice
            from .voice_settings import VoiceControl

            wanted = load_voice_settings(self._settings)
            kind = os.environ.get(VOICE_ENV) or "auto"
            self._voice = make_voice(kind, parent=self)
            self._voice.apply_settings(wanted)
            self._voice.unavailable.connect(self._show_trouble)
            self.control = VoiceControl(self._voice, NightSounds(self), self._settings, self)
            self.follow_language(tell=False)  # the host is told when a game starts
        return self.control

    def warm(self) -> None:
        """Start the voice and open the audio path while the host sets up the table, so
        that the first line of the game is not a cold start (about a second)."""
        self._ensure_voice()
        self._voice.prepare([])

    def ensure(self) -> None:
        control = self._ensure_voice()
        if self.narrator is None:
            from ..narration.narrator import Narrator

            self.narrator = Narrator(self._controller, self._voice, parent=self)
            self.narrator.sounds = control.sounds
            self._attach(self._main_window)
            self._controller.subtitle.connect(self._speak_page_line)
            self._controller.changed.connect(self._prepare_night)
        self.follow_language()  # before the first line: it is read in the game's language
        # With no moderator the laptop goes round and the pass-and-play page leads the night
        # with its own lines: the role calls would only talk over it.
        self._prepared_for = None
        self._prepare_night()
        self.narrator.set_enabled(not self._pass_and_play())  # type: ignore[attr-defined]

    def _prepare_night(self) -> None:
        """Render the lines that may come next while the table is busy: the coming night's
        fixed lines while the cards are dealt, the morning's news during the night, the
        vote's outcome and the next night by day (no cold start, no wait at a cue); and the
        first of them in the other languages too, so that a switch of language finds its
        next line ready (the switch then renders the rest: `follow_language`)."""
        game = self._controller.game
        if game is None or self.narrator is None or self._pass_and_play():
            return
        from .language import current_language

        s = game.state
        language = current_language()
        key = (id(game), s.phase.value, s.night_no, s.day_no, language)
        if key == self._prepared_for:
            return
        self._prepared_for = key
        from ..narration.ahead import upcoming_lines
        from ..narration.script import script_texts

        # The narrator's wording: its own, else the table's (saved with the game's setup).
        wording = self.narrator.wording or self._controller.wording()  # type: ignore[attr-defined]
        lines = upcoming_lines(s, wording)
        names = [seat.name for seat in s.seats]
        translate = self.narrator.translate  # type: ignore[attr-defined]
        soon = lines[:AHEAD_OTHER_LANGUAGES]
        also = {
            code: script_texts(soon, names, other)
            for code, other in self._translators(language).items()
        }
        self._voice.prepare(script_texts(lines, names, translate), also)

    def _translators(self, language: str) -> dict[str, Any]:
        """The narration's translate function of each app language but *language*."""
        from ..narration.narrate_cli import catalogue
        from .language import LANGUAGES

        for code in LANGUAGES:
            if code not in self._catalogues:
                try:
                    self._catalogues[code] = catalogue(code) or (lambda _c, text: text)
                except ValueError:  # (a language with no compiled catalogue)
                    self._catalogues[code] = None
        return {c: f for c, f in self._catalogues.items() if c != language and f is not None}

    def _attach(self, main_window: QWidget) -> None:
        main_window.attach_narrator(self.narrator)  # type: ignore[attr-defined]
        console = getattr(main_window, "console", None)
        if console is not None and self.control is not None:
            self.control.bind_volume_slider(console.volume)
            self._show_hint()

    def _show_hint(self) -> None:
        """The console's narration panel says why the voice is quiet, if it is."""
        console = getattr(self._main_window, "console", None)
        if self._notice:  # in the language of now (the console is rebuilt on a switch)
            from ..narration.voices import message_text

            self._notice = message_text(self._trouble)
        notice = self._notice or self._language_notice
        if console is not None and notice:
            console.narration_hint.setText(notice)
            console.narration_hint.show()
        elif console is not None and self.narrator is not None:
            console.narration_hint.hide()

    def _show_trouble(self, message: str) -> None:
        """No speech or no sound: say so on the console, in the app's language."""
        from ..narration.voices import message_text

        self._trouble = message
        self._notice = message_text(message)
        self._main_window.show_error(  # type: ignore[attr-defined]
            self._notice, again=lambda: message_text(message)
        )
        console = getattr(self._main_window, "console", None)
        if console is not None:
            console.narration_hint.setText(self._notice)
            console.narration_hint.show()

    def show_settings(self) -> None:
        """Narration > Voice settings...: the dialog (the voice starts if it has not)."""
        from .voice_settings import VoiceSettingsDialog

        dialog = VoiceSettingsDialog(self._ensure_voice(), self._main_window)
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_DeleteOnClose, True)
        dialog.open()

    def _pass_and_play(self) -> bool:
        game = self._controller.game
        return game is not None and game.setup.mode == "pass_and_play"

    def _speak_page_line(self, text: str) -> None:
        """In pass-and-play, speak the page's subtitles (the narrator is off then)."""
        if text and self._voice is not None and self._pass_and_play():
            self._voice.speak(text)

    def follow_language(self, tell: bool = True, switched: bool = False) -> None:
        """Speak the app's language with its voice (else subtitles with a soft chime).

        Without a voice for the language the host is told once per language, and again on
        every switch while a game is loaded (*switched*): a voice that goes quiet mid-night
        must say why, on the banner and on the console's narration panel."""
        if self._voice is None:
            return
        from .language import current_language, narration_setup

        target: Any = self.narrator if self.narrator is not None else _Translate()
        mid_game = switched and self._controller.game is not None
        settings = self._settings if tell and not mid_game else None
        notice = narration_setup(target, self._voice, current_language(), settings)
        self._language_notice = notice if mid_game and notice else ""
        if notice and tell:
            self._main_window.show_error(notice)  # type: ignore[attr-defined]
        if mid_game:
            self._show_hint()
        self._prepare_night()  # the next lines in the new language (a switch mid-game)

    def reattach(self) -> None:
        """The host's window rebuilt its console (a language switch): bind its volume
        slider and show the voice notice there (the window gave it the narrator)."""
        if self.narrator is not None:
            self._attach(self._main_window)

    def shutdown(self) -> None:
        if self._voice is not None:
            self._voice.shutdown()


@contextlib.contextmanager
def _filters_paused(app: QApplication) -> Iterator[None]:
    """Build and show the windows without the app-wide event filters, then catch up.

    The theme (`app_style.WindowTheme`) and the control names (`accessible.ControlNames`)
    watch every event of the application from Python; the thousands of events of building
    the lobby and the console made start-up about a third slower. At launch they are
    installed only here, at the end (`complete_application`), and a second start in the same
    process pauses the installed ones. Nothing is missed: afterwards each visible widget
    gets the filters' own Show handling (the same conditions), and every later window and
    page meets the installed filters as before."""
    from PySide6.QtGui import QShowEvent

    from . import accessible, app_style

    for name in (app_style.FILTER_NAME, accessible.FILTER_NAME):
        installed = app.findChild(QObject, name)
        if installed is not None:
            app.removeEventFilter(installed)
    try:
        yield
    finally:
        complete_application(app)  # (the filters already made are returned, not added)
        filters: list[QObject] = [app_style.install(app), accessible.install(app)]
        for event_filter in filters:
            app.removeEventFilter(event_filter)  # (harmless when not installed)
            app.installEventFilter(event_filter)
        for window in QApplication.topLevelWidgets():
            if not window.isVisible():
                continue
            for widget in [window, *window.findChildren(QWidget)]:
                if widget.isVisible():
                    for event_filter in filters:
                        event_filter.eventFilter(widget, QShowEvent())


FIRST_PAINT_MS = 300
"""At launch, wait at most this long for the first window's first paint (a window manager
maps a window in a few milliseconds; a slower one does not hold the lobby back for long)."""


class _FirstPaint(QObject):
    """Sees the first paint of any of some widgets (an event filter; removes itself).

    Several: a widget whose area is all covered by opaque children (the frame's page place
    fills the central widget with its colour) gets no paint event of its own."""

    def __init__(self, widgets: list[QWidget]) -> None:
        super().__init__(widgets[0])
        self.painted = False
        self._widgets = widgets
        for widget in widgets:
            widget.installEventFilter(self)

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if not self.painted and event.type() == QEvent.Type.Paint and watched in self._widgets:
            self.painted = True
            for widget in self._widgets:
                widget.removeEventFilter(self)
        return False


def _show_first(window: QWidget, app: QApplication) -> None:
    """Show the host's window (its frame) and let it paint before anything else is loaded.

    The events of the window's first appearance are handled here, the user's input aside (it
    waits for the loaded app), for at most `FIRST_PAINT_MS` (the wait ends when its timer
    fires, even early: a coarse timer may fire a little before its time, and nothing else
    may come to wake the wait again). With ``WW_DESKTOP_BENCH_EXIT_WHEN_IDLE=1`` prints
    ``ww-desktop-first-window <seconds>`` (see the module's docstring) once painted."""
    from PySide6.QtCore import QEventLoop

    central = window.centralWidget() if isinstance(window, QMainWindow) else None
    stack = getattr(window, "stack", None)
    page = stack.currentWidget() if stack is not None else None  # filled with the night
    watched = [w for w in (window, central, page) if isinstance(w, QWidget)]
    seen = _FirstPaint(watched)
    window.show()
    wake = QTimer()
    wake.setSingleShot(True)
    wake.start(FIRST_PAINT_MS)  # the wait below always ends
    flags = (
        QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents
        | QEventLoop.ProcessEventsFlag.WaitForMoreEvents
    )
    while not seen.painted and wake.isActive():
        app.processEvents(flags)
    wake.stop()
    app.processEvents(QEventLoop.ProcessEventsFlag.ExcludeUserInputEvents)  # the flush
    if os.environ.get(BENCH_ENV) == "1":
        print(f"ww-desktop-first-window {time.time() - _bench_t0():.4f}", flush=True)
        print(f"ww-desktop-first-window-cpu {time.process_time():.4f}", flush=True)
    seen.deleteLater()


def _bench_t0() -> float:
    return float(os.environ.get(BENCH_T0_ENV, _IMPORTED_AT))


def wire_windows(main_window: QWidget, placer: ScreenPlacer) -> None:
    """Wire the host window to the screen placer: the View menu's screen items, and the
    privacy cover over the console whenever the table has no screen of its own."""
    placer.attach_menu(main_window.view_menu)  # type: ignore[attr-defined]
    from . import app_style

    app = QApplication.instance()
    if isinstance(app, QApplication):
        settings = getattr(main_window, "settings", placer.settings)
        app_style.attach_menu(app_style.install(app), main_window.view_menu, settings)  # type: ignore[attr-defined]
    cover_console(main_window, placer)
    from .one_screen import table_on_laptop

    table_on_laptop(main_window, placer).attach_menu(main_window.view_menu)  # type: ignore[attr-defined]


def cover_console(main_window: QWidget, placer: ScreenPlacer) -> None:
    """Put the privacy cover over the window's console (again, when the console was rebuilt
    in another language), on whenever the table has no screen of its own; the cover shows
    the table's view (`one_screen.TableOnLaptop`: one window the table can watch)."""
    from .one_screen import table_on_laptop
    from .widgets.privacy import PrivacyCover

    cover = PrivacyCover(main_window.console)  # type: ignore[attr-defined]
    main_window.privacy_cover = cover  # type: ignore[attr-defined]
    table_on_laptop(main_window, placer).cover_with(cover)
    placer.one_screen_changed.connect(cover.set_enabled)
    cover.set_enabled(placer.is_one_screen())


def _shut_down_windows(main_window: QWidget) -> None:
    """Stop what the host's window runs on other threads: the demo and its voice, the lobby's
    balance simulation (each joined)."""
    from .balance.panel import BalancePanel

    demo = getattr(main_window, "demo_console", None)
    if demo is not None:
        demo.close()
    for panel in main_window.findChildren(BalancePanel):
        panel.shutdown()


class _Translate:
    """Stands in for the narrator before it exists (only its ``translate`` is set)."""

    def __init__(self) -> None:
        self.translate: Any = None
        self.language: str | None = None


def start(
    data_dir: Path | None = None,
    *,
    argv: list[str] | None = None,
    ask: Asker | None = None,
    offer_resume: bool = True,
    ask_screen: ScreenAsker | None = None,
) -> AppParts | None:
    """Build the app and show its windows (without running the event loop).

    Raises `AlreadyRunning` when another Werewolf Desktop uses the same data folder (it is
    asked to come to the front; this one opens nothing). `ask_screen` replaces the first
    launch's "Which screen does the table see?" dialog (tests)."""
    app = make_application(argv, complete=False)  # the rest once the window is up
    install_exception_hook()
    from .instance import AlreadyRunning, SingleInstance
    from .language import choose_language, install_language

    folder = _data_folder(data_dir)
    instance = SingleInstance(folder, app)
    if not instance.acquire(listen=False):  # (the socket once the window is up)
        raised = instance.notify_running()
        instance.deleteLater()
        raise AlreadyRunning(folder, raised)
    settings = app_settings(data_dir)
    install_language(app, choose_language(settings))
    # The first window: the host's window's frame (title, menus, the night background), on
    # the console's screen and painted before the store, the rules and the pages load.
    from .main_window import MainWindow
    from .screens import place_console_at_launch

    main_window = MainWindow(None, settings)
    place_console_at_launch(main_window, settings)  # never on the table's screen
    _show_first(main_window, app)
    instance.listen()
    from .collector import collector

    # Python's cycles are freed in the GUI thread only: the voice's threads run Python too,
    # and a Qt object freed on one of them can crash the app (see `collector`).
    collector().pin_for_app()

    store = open_store(data_dir, ask=ask)
    if store is None:
        main_window.hide()
        main_window.deleteLater()
        instance.release()
        return None
    from .controller import GameController
    from .instance import bring_to_front
    from .language import LanguageSwitcher
    from .public.window import PublicWindow
    from .screens import ScreenPlacer

    with _filters_paused(app):  # the windows are up sooner (see there)
        controller = GameController(store)
        main_window.attach(controller)
        public_window = PublicWindow(controller)
        from .phones.widgets import JoinCard

        JoinCard(main_window.phones, public_window)  # the TV's QR code while phones may join
        placer = ScreenPlacer(public_window, settings, console=main_window, parent=controller)
        _QuitWhenConsoleCloses(main_window, app)
        narration = _NarrationStarter(controller, main_window, settings)
        controller.started.connect(narration.ensure)
        main_window.voice_settings_requested.connect(narration.show_settings)
        QTimer.singleShot(VOICE_WARM_MS, narration.warm)

        def shutdown() -> None:
            # Quit: save, stop every thread (and wait for it), close the TV, let go of the file.
            controller.save_ui_state()
            _shut_down_windows(parts.main_window)
            narration.shutdown()
            parts.public_window.close()
            store.close()
            instance.release()

        app.aboutToQuit.connect(shutdown)
        from .one_screen import table_on_laptop

        table_on_laptop(main_window, placer)  # (one screen: the Table screen's window hides)
        placer.place_console()  # (already there: see place_console_at_launch)
        placer.place()
        parts = AppParts(
            app, store, settings, controller, main_window, public_window, placer, instance
        )
        instance.raise_requested.connect(bring_to_front(lambda: parts.main_window))

        def focus_console() -> None:
            parts.main_window.focus_first_field()  # type: ignore[attr-defined]

        focus_console()
    # The View menu's items and the console's privacy cover (an app-wide filter too: after
    # the windows' first show; the console is not on screen at launch).
    wire_windows(main_window, placer)

    def pages_rebuilt() -> None:
        # The language switch rebuilt the lobby and the console (same window, same TV).
        cover_console(main_window, placer)
        narration.reattach()

    main_window.pages_rebuilt.connect(pages_rebuilt)
    switcher = LanguageSwitcher(main_window, app, settings, parent=controller)
    switcher.language_switched.connect(lambda _code: narration.follow_language(switched=True))

    def first_questions() -> None:
        # Once the windows are up: which screen is the table's (first launch with two), then
        # "Continue the game from night 3?" (only if one is unfinished).
        parts.placer.ask_first_time(ask_screen)
        focus_console()
        if offer_resume:
            parts.main_window.offer_resume()  # type: ignore[attr-defined]

    QTimer.singleShot(0, first_questions)
    return parts


def run_app(data_dir: Path | None = None) -> int:
    """Run the app until the host quits; returns the exit code."""
    from .instance import AlreadyRunning

    try:
        parts = start(data_dir)
    except AlreadyRunning as running:
        print(running, file=sys.stderr)
        if not running.raised:
            from ..texts.placeholders import fill

            _message_box(
                QApplication.translate("Errors", "Werewolf Desktop is already running"),
                #: %1: the data folder's path
                fill(
                    QApplication.translate(
                        "Errors",
                        "Werewolf Desktop is already running with this data folder:\n%1\n\n"
                        "Switch to its window, or quit it before starting it again.",
                    ),
                    running.folder,
                ),
                "",
            )
        return 0
    if parts is None:
        return 1
    if os.environ.get(BENCH_ENV) == "1":
        t0 = _bench_t0()

        def idle() -> None:
            print(f"ww-desktop-idle {time.time() - t0:.4f}", flush=True)
            print(f"ww-desktop-idle-cpu {time.process_time():.4f}", flush=True)
            parts.app.quit()

        QTimer.singleShot(0, idle)
    return int(parts.app.exec())
