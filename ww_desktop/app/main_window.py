"""The host's main window: lobby, dealing, console, reveal, one page at a time.

`MainWindow` holds a QStackedWidget (lobby -> dealing -> console -> reveal), a menu (Game:
New, Resume..., Quit (Ctrl+Q); View: Full screen, and the Table screen's items added by the
app) and a banner line where the controller's errors appear as sentences (never tracebacks).
Closing the window mid-game asks first; the game is saved after every action, so it can be
resumed later. Which cards are still to be dealt is saved with the game
(`controller.cards_to_deal`), so a game resumed mid-deal goes on dealing where it stopped.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6 import QtCore  # Qt: when used (its enums cost at launch)
from PySide6.QtCore import QEvent, QSettings, Signal
from PySide6.QtGui import QAction, QCloseEvent, QColor, QPalette, QShowEvent
from PySide6.QtWidgets import (
    QMainWindow,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..resources import NIGHT_BACKGROUND
from .contrast_setting import high_contrast_on

if TYPE_CHECKING:
    from ..engine.setup import Setup
    from .controller import GameController
    from .dealing import DealingPage
    from .end_view import RevealView
    from .history import HistoryDialog
    from .library import Library
    from .lobby import LobbyPage
    from .moderator import ModeratorConsole
    from .passplay import PassPlayPage
    from .phones.qt_hub import PhoneHub
    from .phones.widgets import PhonesDialog
    from .replay import ReplayView

PAGE_LOBBY, PAGE_DEALING, PAGE_CONSOLE, PAGE_REVEAL = range(4)
_PREPARE_REVEAL = QEvent.Type(QEvent.registerEventType())
"""The posted `MainWindow._prepare_reveal`."""
PAGE_PASSPLAY = 4
"""`controller.extras` key: the seats whose cards are still to be dealt (absent once dealt)."""


class MainWindow(QMainWindow):
    """The moderator's window.

    The dealing, reveal and pass-and-play pages, and the phones' window, are built (and
    their modules imported) when first used: the window shows sooner at launch. Until then
    an empty placeholder holds the page's place in the stack; showing that place (by any
    means, `stack.setCurrentIndex` included) builds the page first. At launch the app shows
    the window's frame first (``MainWindow(None, settings)``: title, menus, the night
    background) and gives it the controller with `attach`, which builds the lobby and the
    console in their places (each page is made inside the stack: its style sheet is worked
    out once, not again when it is inserted).

    Attributes:
        controller: the game controller.
        settings: the app's QSettings (the lobby remembers the last table there).
        stack: the pages; lobby, dealing, console, reveal: the pages themselves.
        passplay: the pass-and-play page (replaces the console when there is no moderator).
        banner: the error line (hidden when empty).
        confirm: asks a yes/no question (title, text) -> bool; tests replace it.
        ask_leave: asks what becomes of the game in progress when the host starts a new one:
            "keep" (for later), "abandon" or "stay"; tests replace it.
        new_action, resume_action, quit_action, fullscreen_action: the menu actions.
        view_menu: the View menu (the app adds the Table screen's items to it).
        privacy_cover: set by the app (`main.wire_windows`): the cover over the console.
        language_menu: the Language menu (`language.LanguageMenu`; the app switches on its
            `language_chosen`).
        demo_action: Game > Watch a demo game; demo_console: the demo's window while it runs.
        print_action: Game > Print... (Ctrl+P); print_dialog: the last one it opened.
        voice_settings_action: Narration > Voice settings... (emits
            ``voice_settings_requested``; the app opens `voice_settings.VoiceSettingsDialog`).
    """

    voice_settings_requested = Signal()
    pages_rebuilt = Signal()
    """The lobby and the console were rebuilt in the new language (see `retranslate`)."""
    controller: GameController

    def __init__(
        self,
        controller: GameController | None,
        settings: QSettings,
        parent: QWidget | None = None,
    ) -> None:
        """The whole window; with `controller` None only its frame (title, menus, the night
        background, an empty page), shown at launch before anything else is loaded: the app
        calls `attach` once it has a controller."""
        super().__init__(parent)
        self.settings = settings
        self.confirm: Callable[[str, str], bool] = self._ask
        self.ask_leave: Callable[[], str] = self._ask_leave
        self._force_close = False
        self._banner_again: Callable[[], str] | None = None
        self._language_stale = False
        self._narrator: object | None = None
        self._dealing_single = False
        self.demo_console: QWidget | None = None
        self.setWindowTitle(self.tr("Werewolf Desktop"))
        self.setMinimumSize(1024, 640)
        self.resize(1280, 720)

        central = QWidget()
        central.setObjectName("page")
        self._central_layout = lay = QVBoxLayout(central)
        lay.setContentsMargins(0, 0, 0, 0)
        lay.setSpacing(0)
        self.stack = QStackedWidget()
        self.stack.setObjectName("main_stack")
        lay.addWidget(self.stack, 1)
        self.setCentralWidget(central)
        self._pages: dict[int, QWidget] = {}
        self._reveal_ahead: tuple[object, ...] | None = None  # see `_prepare_reveal`
        # The frame's look: the night's background (black in high contrast) filling each
        # page's place, all it shows before `attach` gives it the night theme's style sheet.
        # (A palette, not a style sheet: no style sheet is worked out before the first paint.)
        night = QPalette()
        background = "#000000" if high_contrast_on(settings) else NIGHT_BACKGROUND
        night.setColor(QPalette.ColorRole.Window, QColor(background))
        for _ in range(PAGE_PASSPLAY + 1):
            placeholder = QWidget()
            placeholder.setPalette(night)
            placeholder.setAutoFillBackground(True)
            self.stack.addWidget(placeholder)
        self._history: HistoryDialog | None = None
        self._phones_dialog: PhonesDialog | None = None
        self._menu_titles: list[QAction] = []
        if controller is None:
            self._title_menus()  # the menus themselves come with `attach`
        else:
            self.attach(controller)

    def attach(self, controller: GameController) -> None:
        """Complete the window around `controller`: the banner line, the phones, the lobby
        (the page shown) and the console, the menus, and the pages' wiring."""
        self.controller = controller
        self._build_menu()
        from .moderator.common import NIGHT_QSS

        central = self.centralWidget()
        if central is not None:
            central.setStyleSheet(NIGHT_QSS)  # (high contrast: swapped by `app_style`)
        from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton  # (not in the frame)

        banner_row = QWidget()
        br = QHBoxLayout(banner_row)
        br.setContentsMargins(0, 0, 0, 0)
        br.setSpacing(0)
        self.banner = QLabel()
        self.banner.setObjectName("banner")
        self.banner.setWordWrap(True)
        br.addWidget(self.banner, 1)
        self.banner_close = QPushButton(self.tr("Dismiss"))
        self.banner_close.setFocusPolicy(QtCore.Qt.FocusPolicy.NoFocus)
        self.banner_close.clicked.connect(self.clear_banner)
        br.addWidget(self.banner_close)
        self.banner_row = banner_row
        banner_row.hide()
        self._central_layout.insertWidget(0, banner_row)

        controller.error.connect(self.show_error)
        controller.finished.connect(self._show_reveal)
        controller.changed.connect(self._changed)
        from .phones.qt_hub import PhoneHub

        self.phones: PhoneHub = PhoneHub(controller, self.settings, parent=self)
        # A join or a seat move opens Players' phones even when it was never built in this run
        # (a game resumed after a restart) or was put away in another language.
        self.phones.join_requested.connect(self._phone_asks)
        self.phones.move_requested.connect(self._phone_asks)
        self.phones.failed.connect(self.show_error)  # (the seats kept, the port...)
        self.stack.currentChanged.connect(self._page)
        from .widgets.plain import plain_labels

        plain_labels(self)
        self._page(PAGE_LOBBY)
        self._page(PAGE_CONSOLE)  # its shortcuts and the privacy cover are there from the start

    # ------------------------------------------------------------ pages built when first used

    def _page(self, index: int) -> QWidget:
        """The page at `index`, built now (in place of its placeholder) if it is not yet."""
        page = self._pages.get(index)
        placeholder = self.stack.widget(index)
        if page is not None or placeholder is None:  # built, or no such page (-1)
            return page or self.lobby
        if index == PAGE_LOBBY and not hasattr(self, "controller"):
            return placeholder  # the frame before `attach`: the lobby comes with it
        controller = self.controller
        if index == PAGE_LOBBY:
            from .lobby import LobbyPage

            # Built in its place: its style is worked out once, not again on insertion.
            lobby = LobbyPage(self.settings, self.stack)
            lobby.start_requested.connect(self.start_game)
            lobby.demo_button.clicked.connect(self.watch_demo)
            page = lobby
        elif index == PAGE_CONSOLE:
            from .moderator import ModeratorConsole

            console = ModeratorConsole(controller, self.stack)
            console.show_card_requested.connect(self.show_card_again)
            page = console
        elif index == PAGE_DEALING:
            from .dealing import DealingPage

            dealing = DealingPage(controller)
            dealing.finished.connect(self._dealing_done)
            dealing.state_changed.connect(self._dealing_progress)
            page = dealing
        elif index == PAGE_REVEAL:
            from .end_view import RevealView

            reveal = RevealView()
            reveal.new_game_requested.connect(self.new_game)
            page = reveal
        else:
            from .passplay import PassPlayPage

            page = PassPlayPage(controller, self.settings)
        self._pages[index] = page
        from .widgets.plain import plain_labels

        plain_labels(page)
        self.stack.insertWidget(index, page)
        if self.stack.currentWidget() is placeholder:
            self.stack.setCurrentWidget(page)
        self.stack.removeWidget(placeholder)
        placeholder.deleteLater()
        return page

    @property
    def lobby(self) -> LobbyPage:
        """The lobby (built by `attach`)."""
        return self._page(PAGE_LOBBY)  # type: ignore[return-value]

    @property
    def console(self) -> ModeratorConsole:
        """The moderator's console (built by `attach`)."""
        return self._page(PAGE_CONSOLE)

    @property
    def dealing(self) -> DealingPage:
        """The dealing page (built when first used)."""
        return self._page(PAGE_DEALING)  # type: ignore[return-value]

    @property
    def reveal(self) -> RevealView:
        """The reveal page (built when first used)."""
        return self._page(PAGE_REVEAL)  # type: ignore[return-value]

    @property
    def passplay(self) -> PassPlayPage:
        """The pass-and-play page (built when first used)."""
        return self._page(PAGE_PASSPLAY)  # type: ignore[return-value]

    @property
    def phones_dialog(self) -> PhonesDialog:
        """Game > Players' phones... (built when first opened)."""
        if self._phones_dialog is None:
            from .phones.widgets import PhonesDialog

            self._phones_dialog = PhonesDialog(self.phones, self)
        return self._phones_dialog

    def _phone_asks(self, seat: int) -> None:
        """A phone asks for a seat, or a seat's token comes from another device: the host
        must see it (the window, once built, follows these requests itself)."""
        if self._phones_dialog is None:
            self.phones_dialog.show_request(seat)

    # ------------------------------------------------------------ menu

    def _menu_bar_titles(self) -> list[str]:
        """The menu bar's titles, in the app's language."""
        from .language import language_menu_title

        return [
            self.tr("&Game"),
            self.tr("&View"),
            self.tr("&Narration"),
            language_menu_title(),
            self.tr("&Help"),
        ]

    def _title_menus(self) -> None:
        """The frame's menu bar: the menus' titles only, the same words in the same places
        (an item each), for the first paint; `_build_menu` puts the menus in their places
        (making the menus and their actions took milliseconds before the first paint)."""
        bar = self.menuBar()
        self._menu_titles = [bar.addAction(title) for title in self._menu_bar_titles()]

    def _build_menu(self) -> None:
        # (setShortcuts: PySide6's setShortcut would load every enum of Qt's namespace,
        # about 20 ms before the first window.) The texts: `_retranslate_menus`.
        from PySide6.QtGui import QKeySequence  # (its enums: not before the first window)

        bar = self.menuBar()
        for title in self._menu_titles:  # (the frame's titles: the menus take their place)
            bar.removeAction(title)
            title.deleteLater()
        self._menu_titles = []
        self.game_menu = bar.addMenu("")
        self.new_action = QAction(self)
        self.new_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.New)])
        self.new_action.triggered.connect(self.new_game)
        self.game_menu.addAction(self.new_action)
        self.resume_action = QAction(self)
        self.resume_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.Open)])
        self.resume_action.triggered.connect(self.choose_resume)
        self.game_menu.addAction(self.resume_action)
        self.history_action = QAction(self)
        self.history_action.setShortcuts([QKeySequence("Ctrl+H")])
        self.history_action.triggered.connect(self.show_history)
        self.game_menu.addAction(self.history_action)
        self.phones_action = QAction(self)
        self.phones_action.triggered.connect(lambda: self.phones_dialog.show())
        self.game_menu.addAction(self.phones_action)
        self.demo_action = QAction(self)
        self.demo_action.triggered.connect(self.watch_demo)
        self.game_menu.addAction(self.demo_action)
        self.print_action = QAction(self)
        self.print_action.setShortcuts([QKeySequence("Ctrl+P")])
        self.print_action.triggered.connect(self.show_print)
        self.game_menu.addAction(self.print_action)
        self.game_menu.addSeparator()
        self.quit_action = QAction(self)
        # Ctrl+Q everywhere (some platforms bind no key to the standard Quit).
        quit_keys = QKeySequence.keyBindings(QKeySequence.StandardKey.Quit)
        ctrl_q = QKeySequence("Ctrl+Q")
        self.quit_action.setShortcuts([*quit_keys, *([] if ctrl_q in quit_keys else [ctrl_q])])
        self.quit_action.triggered.connect(self.close)
        self.game_menu.addAction(self.quit_action)
        self.view_menu = bar.addMenu("")
        self.fullscreen_action = QAction(self)
        self.fullscreen_action.setCheckable(True)
        self.fullscreen_action.setShortcuts([QKeySequence("F11")])
        self.fullscreen_action.toggled.connect(self.set_full_screen)
        self.view_menu.addAction(self.fullscreen_action)
        self.narration_menu = bar.addMenu("")
        self.voice_settings_action = QAction(self)
        self.voice_settings_action.triggered.connect(self.voice_settings_requested.emit)
        self.narration_menu.addAction(self.voice_settings_action)
        from .language import LanguageMenu, current_language

        self.language_menu = LanguageMenu(current_language(), self)
        bar.addMenu(self.language_menu)
        self.help_menu = bar.addMenu("")
        self.help_action = QAction(self)
        self.help_action.setShortcuts([QKeySequence(QKeySequence.StandardKey.HelpContents)])
        if QKeySequence("F1") not in self.help_action.shortcuts():
            self.help_action.setShortcuts([*self.help_action.shortcuts(), QKeySequence("F1")])
        self.help_action.triggered.connect(self.show_help)
        self.help_menu.addAction(self.help_action)
        self._retranslate_menus()

    def _retranslate_menus(self) -> None:
        """The menus' texts, in the app's language (at start and on every LanguageChange)."""
        if self._menu_titles:  # the frame: its titles alone
            for item, title in zip(self._menu_titles, self._menu_bar_titles(), strict=True):
                item.setText(title)
            return
        self.game_menu.setTitle(self.tr("&Game"))
        self.new_action.setText(self.tr("&New game"))
        self.resume_action.setText(self.tr("&Resume a saved game..."))
        self.history_action.setText(self.tr("&History and replays..."))
        self.phones_action.setText(self.tr("Players' &phones..."))
        self.demo_action.setText(self.tr("Watch a &demo game"))
        self.print_action.setText(self.tr("Pr&int..."))
        self.quit_action.setText(self.tr("&Quit"))
        self.view_menu.setTitle(self.tr("&View"))
        self.fullscreen_action.setText(self.tr("&Full screen"))
        self.narration_menu.setTitle(self.tr("&Narration"))
        self.voice_settings_action.setText(self.tr("&Voice settings..."))
        self.help_menu.setTitle(self.tr("&Help"))
        self.help_action.setText(self.tr("&Primer and shortcuts..."))

    def table_setup(self) -> Setup:
        """The table in play, or the one the lobby sets up (with no names yet: the cards
        chosen so far, seats numbered)."""
        game = self.controller.game
        if game is not None:
            return game.setup
        setup = self.lobby.would_be_setup()
        if not setup.seats:
            import dataclasses  # (not loaded before the first window)

            roles = self.lobby.role_list()
            seats = tuple((str(i + 1), r) for i, r in enumerate(roles))
            setup = dataclasses.replace(setup, seats=seats)
        return setup

    def show_help(self) -> None:
        """F1: the primer of the table in play (or the one the lobby sets up) and the
        shortcut sheet."""
        from .help import HelpDialog

        setup = self.table_setup()
        from .moderator.common import NIGHT_QSS

        dialog = HelpDialog(setup, [self], self)
        dialog.setObjectName("page")  # the console's night theme, as the demo's window has
        dialog.setAttribute(QtCore.Qt.WidgetAttribute.WA_StyledBackground, True)
        dialog.setStyleSheet(NIGHT_QSS)
        self.help_dialog = dialog
        dialog.open()

    def show_print(self) -> QWidget:
        """Game > Print... (Ctrl+P): the cards and night sheet of the table in play (or the
        one the lobby sets up) and, once the game has ended, its summary, as a PDF."""
        from .printing.dialog import PrintDialog

        game = self.controller.game
        setup = self.table_setup()
        dialog = PrintDialog(setup, game, self)
        self.print_dialog = dialog
        dialog.open()
        return dialog

    def focus_first_field(self) -> None:
        """Give this window the keyboard, in the first field of the page shown (the lobby's
        name entry at launch)."""
        self.raise_()
        self.activateWindow()
        if self.stack.currentIndex() == PAGE_LOBBY:
            self.lobby.name_edit.setFocus(QtCore.Qt.FocusReason.ActiveWindowFocusReason)
        else:
            page = self.stack.currentWidget()
            if page is not None:
                page.setFocus(QtCore.Qt.FocusReason.ActiveWindowFocusReason)
                page.focusNextChild()

    def set_full_screen(self, on: bool) -> None:
        """Toggle full screen."""
        if on:
            self.showFullScreen()
        else:
            self.showNormal()

    # ------------------------------------------------------------ flow

    @property
    def mid_game(self) -> bool:
        """A game is loaded and its end has not been confirmed."""
        return self.controller.game is not None and not self.controller.confirmed

    def start_game(self, setup: Setup, app_deals: bool) -> None:
        """Start a new game from the lobby; deal the cards when the app dealt them."""
        self.clear_banner()
        phone_seats = self.lobby.phone_seats()
        to_deal = [s for s in range(len(setup.seats)) if s not in phone_seats] if app_deals else []
        if not self.controller.start(setup, self.lobby.wording(), deal=to_deal):
            return
        self.console.reset_history()
        self.phones.open_table(phone_seats)
        if phone_seats:
            self.phones_dialog.show()
        if to_deal:
            self._dealing_single = False
            self.stack.setCurrentIndex(PAGE_DEALING)
            self.dealing.deal_all(skip=phone_seats)
        else:
            self._show_game_page()

    def _dealing_done(self) -> None:
        if not self.dealing.single:
            self.controller.deal_progress(None)  # the narration starts now
        self._show_game_page()
        self.console.refresh()
        if self._language_stale:  # the language changed while the cards were dealt
            self._language_stale = False
            self.retranslate()

    def _dealing_progress(self, state: str) -> None:
        """Save which cards are still to be dealt, so a resumed game goes on dealing there."""
        if self.dealing.single or self.controller.game is None:
            return
        left = list(self.dealing.seats)
        if state == "pass" and self.dealing.current is not None:
            left.insert(0, self.dealing.current)
        elif state != "done":
            return
        self.controller.deal_progress(left)

    def _show_game_page(self) -> None:
        """The console, or the pass-and-play page when the game has no moderator."""
        game = self.controller.game
        if game is not None and game.setup.mode == "pass_and_play":
            self.stack.setCurrentIndex(PAGE_PASSPLAY)
            self.passplay.begin()
        else:
            self.stack.setCurrentIndex(PAGE_CONSOLE)

    def show_card_again(self, seat: int) -> None:
        """A player sees their card again, behind the same pass-and-hide steps."""
        if self.controller.game is None:
            return
        self.stack.setCurrentIndex(PAGE_DEALING)
        self.dealing.show_again(seat)

    def new_game(self) -> None:
        """Back to the lobby: the game in progress stays saved for later, or is abandoned."""
        from .library import LibraryError

        leaving = self.ask_leave() if self.mid_game else "keep"
        if leaving == "stay":
            return
        game_id = self.controller.game_id
        if self.controller.game is not None:
            self.controller.close_game()
        if leaving == "abandon" and game_id is not None:
            try:
                self.library.abandon(game_id)
            except LibraryError as exc:
                self.show_error(str(exc))
        self.clear_banner()
        self.stack.setCurrentIndex(PAGE_LOBBY)

    @property
    def library(self) -> Library:
        """The saved games (the resume list, History, replays), over the controller's store."""
        from .library import Library

        return Library(self.controller.store)

    def choose_resume(self) -> None:
        """Pick a saved, unfinished game and resume it (or abandon some)."""
        from .library import LibraryError

        try:
            games = self.library.unfinished()
        except LibraryError as exc:
            self.show_error(str(exc))
            return
        if not games:
            self.show_error(self.tr("There is no unfinished game to resume."))
            return
        self._ask_resume()

    def offer_resume(self) -> bool:
        """At launch: list the unfinished games (when, rules, mode, where each stopped) to
        continue one or abandon some; return whether one was resumed."""
        if self.controller.game is not None:
            return False
        from .library import LibraryError

        try:
            if not self.library.has_unfinished():
                return False
        except LibraryError as exc:
            self.show_error(str(exc))
            return False
        except Exception:  # e.g. the store closed meanwhile: the offer is only a convenience
            return False
        return self._ask_resume()

    def _ask_resume(self) -> bool:
        """The unfinished games' dialog; resume the one the host continues."""
        from .resume import ResumeDialog

        dialog = ResumeDialog(self.library, self)
        dialog.exec()
        chosen = dialog.chosen
        dialog.deleteLater()
        if chosen is None:
            return False
        if self.mid_game and not self.confirm(
            self.tr("Resume another game"),
            self.tr("The game is saved; you can resume it later. Switch games?"),
        ):
            return False
        return self.resume(chosen)

    def show_history(self) -> HistoryDialog:
        """The game history: search, records, replay, export, import, delete (one dialog,
        reused: Qt must not delete widgets that Python still holds)."""
        if self._history is not None:
            self._history.refresh()
            self._history.show()
            self._history.raise_()
            return self._history
        from .history import HistoryDialog

        dialog = self._history = HistoryDialog(self.library, self, self.controller)

        def resume(game_id: str) -> None:
            if self.mid_game and not self.confirm(
                self.tr("Resume another game"),
                self.tr("The game is saved; you can resume it later. Switch games?"),
            ):
                return
            dialog.accept()
            self.resume(game_id)

        dialog.resume_requested.connect(resume)
        dialog.replay_requested.connect(lambda game_id: self.show_replay(game_id, dialog))
        dialog.show()
        return dialog

    def show_replay(self, game_id: str, parent: QWidget | None = None) -> ReplayView | None:
        """Open a saved game's replay in a window of its own."""
        from ..texts import assemble
        from .library import LibraryError
        from .replay import ReplayModel, ReplayView

        try:
            stored = self.library.load(game_id)
            model = ReplayModel.from_stored(stored.setup, stored.records, stored.ui_state)
        except (LibraryError, ValueError) as exc:
            self.show_error(assemble.fill(self.tr("This game cannot be replayed: %1"), exc))
            return None
        view = ReplayView(model)
        view.setParent(parent or self, QtCore.Qt.WindowType.Window)
        view.show()
        return view

    def resume(self, game_id: str) -> bool:
        """Resume one saved game on the console (or its reveal, if it was confirmed)."""
        if self.controller.resume(game_id):
            self.console.reset_history()
            self.clear_banner()
            left = self.controller.cards_to_deal
            if self.controller.confirmed:
                self._show_reveal()
            elif left is not None:  # no narration until the cards are dealt
                self.stack.setCurrentIndex(PAGE_DEALING)
                self.dealing.deal_seats(left)
            else:
                self._show_game_page()
            return True
        return False

    def _show_reveal(self) -> None:
        game = self.controller.game
        if game is None:
            return
        if self._reveal_ahead != self._reveal_key():  # (not built ahead for this game)
            self._build_reveal()
        self._reveal_ahead = None  # (the story controls are the reveal's now)
        self.stack.setCurrentIndex(PAGE_REVEAL)

    def _build_reveal(self) -> None:
        """Fill the reveal page and its story's controls for the game as it is now."""
        game = self.controller.game
        if game is None:
            return
        self.reveal.show_game(game, self.controller.wording())
        from .story_player import end_story  # what really happened, on the TV

        end_story(
            self.reveal, game, self.controller.wording(), getattr(self._narrator, "voice", None)
        )

    def _reveal_key(self) -> tuple[object, ...] | None:
        """What the reveal shows: the game's log (but the end's confirmation), its wording,
        the voice and the reveal page itself; None without an ended game."""
        game = self.controller.game
        if game is None or not game.ended:
            return None
        from ..engine.host import HostRecord, Moment

        records = tuple(
            r
            for r in game.records
            if not (isinstance(r, HostRecord) and r.moment is Moment.END_CONFIRMED)
        )
        voice = getattr(self._narrator, "voice", None)
        page = self._pages.get(PAGE_REVEAL)
        return (id(game.setup), records, self.controller.wording(), id(voice), id(page))

    def _prepare_reveal(self) -> None:
        """While the end preview waits for the host's confirmation, build the reveal (its
        seats' rows, the story's controls and pictures: ~100 ms) for the confirmation to
        show it at once; after the host's window has repainted (see `host_action`)."""
        from .moderator.host_action import AFTER_PAINT

        QtCore.QCoreApplication.postEvent(self, QEvent(_PREPARE_REVEAL), AFTER_PAINT)

    def event(self, event: QEvent) -> bool:
        """The posted `_prepare_reveal`."""
        if event.type() == _PREPARE_REVEAL:
            key = self._reveal_key()
            if self.controller.confirmed or key is None or key == self._reveal_ahead:
                return True  # (no game to reveal, or built already)
            self._build_reveal()
            self.reveal.ensurePolished()
            self._reveal_ahead = self._reveal_key()
            return True
        return super().event(event)

    def _changed(self) -> None:
        # A correction after the end preview brings the game back: stay on the console.
        if self.stack.currentIndex() == PAGE_REVEAL and not self.controller.confirmed:
            self.stack.setCurrentIndex(PAGE_CONSOLE if self.controller.game else PAGE_LOBBY)
        game = self.controller.game
        if (
            game is not None
            and game.ended
            and not self.controller.confirmed
            and self._reveal_ahead != self._reveal_key()
        ):
            self._prepare_reveal()

    def watch_demo(self) -> None:
        """Play a narrated bot game on the table screen (kept out of the saved games)."""
        from .demo import DemoConsole

        if self.demo_console is not None and self.demo_console.isVisible():
            self.demo_console.raise_()
            self.demo_console.activateWindow()
            return
        if self.mid_game:
            self.show_error(self.tr("Leave the current game (Game > New game) to watch a demo."))
            return
        console = DemoConsole(self)
        console.closed.connect(self._demo_closed)
        self.demo_console = console
        console.start()

    def _demo_closed(self) -> None:
        """The demo's window closed: the keyboard comes back to this window."""
        self.demo_console = None
        self.focus_first_field()

    # ------------------------------------------------------------ language switch
    # What `language.LanguageSwitcher` asks of this window (its `SwitchableWindow`); the
    # window itself follows the language on QEvent.LanguageChange (`retranslate`).

    def switch_blocker(self) -> str | None:
        """``"dealing"`` or ``"demo"`` while a switch would lose that progress, else None."""
        if self.stack.currentIndex() == PAGE_DEALING:
            return "dealing"
        if self.demo_console is not None and self.demo_console.isVisible():
            return "demo"
        return None

    def keep_for_switch(self) -> None:
        """Save the lobby's table before the lobby is rebuilt in the new language."""
        self.lobby.save_table()

    def current_page(self) -> int:
        """The page shown now (`PAGE_LOBBY`, `PAGE_CONSOLE`...)."""
        return self.stack.currentIndex()

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed (`language.install_language`): follow it."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate_menus()
            if not hasattr(self, "controller"):
                pass  # the frame before `attach`: its pages are built in the language set
            elif self.isVisible():
                self.retranslate()
            else:  # hidden: when it shows again
                self._language_stale = True
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Follow a language chosen while the window was hidden."""
        if self._language_stale and hasattr(self, "controller"):
            self._language_stale = False
            self.retranslate()
        super().showEvent(event)

    def retranslate(self) -> None:
        """Show this window in the app's language; the window, its menus, the banner, the
        History and replay windows and the phones' server stay as they are (the banner
        follows when its message can be said again: `show_error`).

        The menus and the title are set again in place (`_retranslate_menus`). The lobby
        and the console are rebuilt, because their texts are set all through their
        constructors and their state is not theirs: the lobby's table is saved and read
        back, the console re-derives everything from the controller. Pages built when
        first used (dealing, reveal, pass-and-play) go back to their placeholders and are
        built again in the new language (the dealing page never while it is shown: the
        switch is refused then). The narrator is attached to the new console; then
        `pages_rebuilt` lets the app wire what it owns (the privacy cover, the volume).
        """
        self.setWindowTitle(self.tr("Werewolf Desktop"))
        self.banner_close.setText(self.tr("Dismiss"))
        self._retranslate_banner()
        self._retranslate_menus()
        if self.stack.currentIndex() == PAGE_DEALING:
            self._language_stale = True  # mid-deal: the cards' progress lives in that page;
            return  # the pages follow once the cards are dealt
        had_focus = self.isActiveWindow()
        page = self.stack.currentIndex()
        self._rebuild_pages()
        self.continue_from(page)
        if had_focus:
            self.focus_first_field()
        self.pages_rebuilt.emit()

    def _rebuild_pages(self) -> None:
        from .balance.panel import BalancePanel

        self.lobby.save_table()
        old_console = self.console
        old_passplay = self._pages.get(PAGE_PASSPLAY)
        if old_passplay is not None:
            # Its state is saved with the game (the new page reads it back); until Qt deletes
            # it, it must not drive the game too on the controller's next change.
            old_passplay.active = False  # type: ignore[attr-defined]
        for panel in self.lobby.findChildren(BalancePanel):
            panel.shutdown()  # its thread is joined before the page goes
        self.stack.blockSignals(True)  # no lazy page is built while the stack is redone
        try:
            for index in range(PAGE_PASSPLAY + 1):
                widget = self.stack.widget(index)
                self.stack.insertWidget(index, QWidget())  # a placeholder
                if widget is not None:  # the old page (or placeholder) goes
                    self.stack.removeWidget(widget)
                    widget.deleteLater()
            self._pages = {}
            self._page(PAGE_LOBBY)
            self._page(PAGE_CONSOLE)
        finally:
            self.stack.blockSignals(False)
        console = self.console
        confirm = old_console.confirm
        if getattr(confirm, "__self__", None) is not old_console:
            console.confirm = confirm
        if self._narrator is not None:
            console.attach_narrator(self._narrator)
        console.subtitle_label.setText(old_console.subtitle_label.text())  # the voice's
        if self._phones_dialog is not None and not self._phones_dialog.isVisible():
            self._phones_dialog.deleteLater()  # built again, in the new language, when opened
            self._phones_dialog = None

    def continue_from(self, page: int) -> None:
        """Show, for the game in progress, what the window showed on *page* before."""
        if self.controller.game is None or page == PAGE_LOBBY:
            self.stack.setCurrentIndex(PAGE_LOBBY)
            return
        if self.controller.confirmed or page == PAGE_REVEAL:
            self._show_reveal()
        else:
            self._show_game_page()
            self.console.refresh()

    def attach_narrator(self, narrator: object) -> None:
        """Give the console's narration controls a `Narrator` (see the console's hook); a
        console rebuilt in another language gets it too."""
        self._narrator = narrator
        self.console.attach_narrator(narrator)

    # ------------------------------------------------------------ messages

    def show_error(self, text: str, again: Callable[[], str] | None = None) -> None:
        """Show a message in the banner line (and the status bar). `again` gives the
        message in the app's language after a switch (the no-sound warning stayed in
        English); without it the banner keeps `text`."""
        self._banner_again = again
        self.banner.setText(text)
        self.banner_row.show()
        self.statusBar().showMessage(text, 8000)

    def clear_banner(self) -> None:
        """Hide the banner line."""
        self._banner_again = None
        self.banner.clear()
        self.banner_row.hide()

    def _retranslate_banner(self) -> None:
        again = getattr(self, "_banner_again", None)
        if again is not None and self.banner_row.isVisibleTo(self):
            self.banner.setText(again())

    def _ask_leave(self) -> str:
        from PySide6.QtWidgets import QMessageBox

        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("New game"),
            self.tr("The game is saved; you can resume it later. Leave it for a new game?"),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        keep = box.addButton(self.tr("Keep it for later"), QMessageBox.ButtonRole.AcceptRole)
        box.addButton(self.tr("Abandon it"), QMessageBox.ButtonRole.DestructiveRole)
        box.addButton(self.tr("Cancel"), QMessageBox.ButtonRole.RejectRole)
        box.setInformativeText(
            self.tr("An abandoned game stays in the history but is never offered again.")
        )
        box.setDefaultButton(keep)
        box.exec()
        role = box.buttonRole(box.clickedButton())  # by role: PySide may hand back a new wrapper
        if role == QMessageBox.ButtonRole.AcceptRole:
            return "keep"
        return "abandon" if role == QMessageBox.ButtonRole.DestructiveRole else "stay"

    def _ask(self, title: str, text: str) -> bool:
        from PySide6.QtWidgets import QMessageBox

        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes

    def closeEvent(self, event: QCloseEvent) -> None:
        """Ask before quitting mid-game (the game is saved and can be resumed)."""
        if self.mid_game and not self._force_close:
            if not self.confirm(
                self.tr("Quit"),
                self.tr("The game is saved; you can resume it later. Quit?"),
            ):
                event.ignore()
                return
            self.controller.save_ui_state()
        event.accept()
