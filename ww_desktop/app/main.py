"""Start the app: QApplication, the store, the controller, the host's window and the TV window.

`run_app()` is what `ww-desktop` (no subcommand) calls. Start-up stays quick: only QtCore,
QtGui and QtWidgets are imported here; QtMultimedia and QtTextToSpeech are imported by the
narration when it first speaks, and the store runs its migrations only when a file needs them.

Failures never show a traceback:

* a saved-games file that is damaged, another program's, locked or from a newer version
  (`StoreError` and subclasses) is explained in a message box that offers to start with a
  fresh file beside it (`Store.open_beside`); the bad file is never touched;
* any exception that escapes to Qt's event loop is shown in a message box by
  `install_exception_hook()`, and the app keeps running.

Benchmarks: with ``WW_DESKTOP_BENCH_EXIT_WHEN_IDLE=1`` the app prints
``ww-desktop-idle <seconds>`` (the time since ``WW_DESKTOP_BENCH_T0``, a ``time.time()`` value
set by the launcher, or since this module was imported) once the first window is shown and a
zero-timer has fired, then quits.
"""

from __future__ import annotations

import os
import sys
import time
import traceback
from collections.abc import Callable
from dataclasses import dataclass
from pathlib import Path
from types import TracebackType
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, QSettings, QTimer
from PySide6.QtGui import QIcon
from PySide6.QtWidgets import QApplication, QMessageBox, QWidget

if TYPE_CHECKING:
    from ..store import Store
    from .controller import GameController
    from .public.window import PublicWindow
    from .screens import ScreenPlacer

_IMPORTED_AT = time.time()

BENCH_ENV = "WW_DESKTOP_BENCH_EXIT_WHEN_IDLE"
BENCH_T0_ENV = "WW_DESKTOP_BENCH_T0"

ORGANIZATION = "Werewolf Desktop"
APPLICATION = "ww-desktop"


@dataclass
class AppParts:
    """Everything `start()` built (for tests and for `run_app`).

    Attributes:
        app: the QApplication.
        store: the open store.
        settings: the app's settings.
        controller: the game controller.
        main_window: the host's window.
        public_window: the TV window.
        placer: keeps the TV window on its screen.
    """

    app: QApplication
    store: Store
    settings: QSettings
    controller: GameController
    main_window: QWidget
    public_window: PublicWindow
    placer: ScreenPlacer


# ---------------------------------------------------------------------------- errors

Reporter = Callable[[str, str, str], None]
"""(title, text, details) -> None: shows an error to the user."""


def _message_box(title: str, text: str, details: str) -> None:
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
        try:
            self.report(
                QApplication.translate("Errors", "Something went wrong"),
                QApplication.translate(
                    "Errors",
                    "Werewolf Desktop met an unexpected problem: {error}\n\n"
                    "The game is saved after every action, so nothing is lost. You can go "
                    "on playing; if this happens again, restart the app and resume the game.",
                ).format(error=str(value) or kind.__name__),
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
    retry = None
    if isinstance(error, LockedStoreError):
        retry = box.addButton(
            QApplication.translate("Store", "Try again"), QMessageBox.ButtonRole.ActionRole
        )
    box.addButton(QApplication.translate("Store", "Quit"), QMessageBox.ButtonRole.RejectRole)
    box.setDefaultButton(fresh)
    box.exec()
    clicked = box.clickedButton()
    if clicked is fresh:
        return "fresh"
    if retry is not None and clicked is retry:
        return "retry"
    return "quit"


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
                return Store.open_beside(exc.path or path)
            except StoreError as again:
                report(
                    QApplication.translate("Store", "Saved games"),
                    QApplication.translate(
                        "Store",
                        "A fresh saved-games file cannot be created either: {error}\n\n"
                        "Start the app with --data-dir and a folder you can write to.",
                    ).format(error=again),
                    "",
                )
                return None
    return None


# ---------------------------------------------------------------------------- start-up


def app_settings(data_dir: Path | None) -> QSettings:
    """The app's settings: an ini file in `data_dir` when given, else the platform's place."""
    if data_dir is not None:
        folder = Path(data_dir).expanduser()
        folder.mkdir(parents=True, exist_ok=True)
        return QSettings(str(folder / "settings.ini"), QSettings.Format.IniFormat)
    return QSettings()


def make_application(argv: list[str] | None = None) -> QApplication:
    """The QApplication with the names QSettings uses and the app icon."""
    from ..resources import resource_path

    existing = QApplication.instance()
    app = existing if isinstance(existing, QApplication) else QApplication(argv or sys.argv)
    app.setOrganizationName(ORGANIZATION)
    app.setApplicationName(APPLICATION)
    app.setApplicationDisplayName("Werewolf Desktop")
    icon = resource_path("app", "ww-desktop.svg")
    if not icon.is_file():
        icon = resource_path("app", "ww-desktop.png")
    app.setWindowIcon(QIcon(str(icon)))
    # The host's window decides when the app ends (see _QuitWhenConsoleCloses).
    app.setQuitOnLastWindowClosed(False)
    return app


class _QuitWhenConsoleCloses(QObject):
    """Quit once the host's window has really closed (its closeEvent may refuse)."""

    def __init__(self, console: QWidget, app: QApplication) -> None:
        super().__init__(console)
        self._console = console
        self._app = app
        console.installEventFilter(self)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if obj is self._console and event.type() == QEvent.Type.Close:
            QTimer.singleShot(0, self._check)
        return False

    def _check(self) -> None:
        if not self._console.isVisible():
            self._app.quit()


VOICE_ENV = "WW_DESKTOP_VOICE"
"""Force a voice backend ("silent", "pyttsx3", "qt"); the settings decide otherwise."""


class _NarrationStarter(QObject):
    """Creates the voice and the narrator when the first game starts (not at launch: the
    speech engine takes a moment to load) and attaches them to the console."""

    def __init__(self, controller: QObject, main_window: QWidget, settings: QSettings) -> None:
        super().__init__(controller)
        self._controller = controller
        self._main_window = main_window
        self._settings = settings
        self.narrator: QObject | None = None
        self._voice: Any = None

    def ensure(self) -> None:
        if self.narrator is None:
            from ..narration.narrator import Narrator
            from ..narration.voices import load_voice_settings, make_voice

            wanted = load_voice_settings(self._settings)
            kind = os.environ.get(VOICE_ENV) or ("auto" if wanted.enabled else "silent")
            self._voice = make_voice(kind, parent=self)
            self._voice.apply_settings(wanted)
            self.narrator = Narrator(self._controller, self._voice, parent=self)  # type: ignore[arg-type]
            self._main_window.attach_narrator(self.narrator)  # type: ignore[attr-defined]
            self._controller.subtitle.connect(self._speak_page_line)  # type: ignore[attr-defined]
        # With no moderator the laptop goes round and the pass-and-play page leads the night
        # with its own lines: the role calls would only talk over it.
        self.narrator.set_enabled(not self._pass_and_play())  # type: ignore[attr-defined]

    def _pass_and_play(self) -> bool:
        game = self._controller.game  # type: ignore[attr-defined]
        return game is not None and game.setup.mode == "pass_and_play"

    def _speak_page_line(self, text: str) -> None:
        """In pass-and-play, speak the page's subtitles (the narrator is off then)."""
        if text and self._voice is not None and self._pass_and_play():
            self._voice.speak(text)
        self.follow_language()

    def follow_language(self) -> None:
        """Speak the app's language when the voice has it (else English, said once)."""
        if self.narrator is None:
            return
        from .language import current_language, narration_setup

        notice = narration_setup(self.narrator, self._voice, current_language(), self._settings)  # type: ignore[arg-type]
        if notice:
            self._main_window.show_error(notice)  # type: ignore[attr-defined]

    def rewire(self, main_window: QWidget) -> None:
        """The host's window was re-created (language switch): attach the narrator to it."""
        self._main_window = main_window
        if self.narrator is not None:
            main_window.attach_narrator(self.narrator)  # type: ignore[attr-defined]
            self.follow_language()

    def shutdown(self) -> None:
        if self._voice is not None:
            self._voice.shutdown()


def start(
    data_dir: Path | None = None,
    *,
    argv: list[str] | None = None,
    ask: Asker | None = None,
    offer_resume: bool = True,
) -> AppParts | None:
    """Build the app and show its windows (without running the event loop)."""
    app = make_application(argv)
    install_exception_hook()
    from .language import LanguageSwitcher, choose_language, install_language

    install_language(app, choose_language(app_settings(data_dir)))
    store = open_store(data_dir, ask=ask)
    if store is None:
        return None
    from .controller import GameController
    from .main_window import MainWindow
    from .public.window import PublicWindow
    from .screens import ScreenPlacer

    settings = app_settings(data_dir)
    controller = GameController(store)
    main_window = MainWindow(controller, settings)
    public_window = PublicWindow(controller)
    from ..phones.widgets import JoinCard

    JoinCard(main_window.phones, public_window)  # the TV's QR code while phones may join
    placer = ScreenPlacer(public_window, settings, console=main_window, parent=controller)
    _QuitWhenConsoleCloses(main_window, app)
    narration = _NarrationStarter(controller, main_window, settings)
    controller.started.connect(narration.ensure)

    def shutdown() -> None:
        controller.save_ui_state()
        narration.shutdown()
        parts.public_window.close()
        store.close()

    app.aboutToQuit.connect(shutdown)
    main_window.show()
    placer.place()
    main_window.raise_()
    main_window.activateWindow()
    parts = AppParts(app, store, settings, controller, main_window, public_window, placer)

    def new_windows(window: QWidget) -> None:
        _QuitWhenConsoleCloses(window, app)
        narration.rewire(window)

    LanguageSwitcher(parts, new_windows).connect_menu(main_window)
    if offer_resume:
        # Once the windows are up: "Continue the game from night 3?" (only if one is unfinished).
        QTimer.singleShot(0, main_window.offer_resume)
    return parts


def run_app(data_dir: Path | None = None) -> int:
    """Run the app until the host quits; returns the exit code."""
    parts = start(data_dir)
    if parts is None:
        return 1
    if os.environ.get(BENCH_ENV) == "1":
        t0 = float(os.environ.get(BENCH_T0_ENV, _IMPORTED_AT))

        def idle() -> None:
            print(f"ww-desktop-idle {time.time() - t0:.4f}", flush=True)
            parts.app.quit()

        QTimer.singleShot(0, idle)
    return int(parts.app.exec())
