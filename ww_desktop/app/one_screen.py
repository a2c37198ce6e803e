"""One screen, one window the table can watch.

Most game nights have a laptop and no TV. Then the host's window itself is the table's
screen: while a game is on the console, the window shows the table's view (the same widget
as the TV's window, `public.window.PublicWindow`: the night, the timer, the vote, the
morning, full size) over the console, and the console shows only while the host holds the
cover's key (Shift+Space, or the host's choice): `widgets.privacy.PrivacyCover` does the
holding (an X server's key repeats are not a let-go), hides the console's content while it
covers, and covers again at once when the key is let go or the window loses the keyboard.
A private answer the host must show is on the console, so it shows the same way. Nothing
private is drawn unless the key is held; the deal and pass-and-play have their own pages and
stay as they are. While the key is held the host's other hand works the console's keys with
the hold's modifiers still down (Shift+Enter confirms: `PrivacyCover._as_if_alone`). The
view is a child of the window over the cover, not of the console: the console's style sheet
would shrink its text (`PrivacyCover.show_view`). The key to hold is the host's choice (View
> Key to look at the console, `HOLD_KEYS`), remembered in the settings.

The TV's own window is not shown then (one window: `ScreenPlacer.hides_table_alone`); it
comes back, full screen on its screen, when a screen for the table is plugged in or chosen,
and the cover goes off.

`TableOnLaptop` owns the view: one for the app's life, handed to each new cover (a language
switch rebuilds the console and its cover; the view follows the language in place). Its
end-of-timer sound is silent: the TV's window plays it (once), shown or not.
"""

from __future__ import annotations

from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject
from PySide6.QtGui import QAction, QActionGroup, QKeySequence
from PySide6.QtWidgets import QMenu, QWidget

if TYPE_CHECKING:
    from .controller import GameController
    from .screens import ScreenPlacer
    from .widgets.privacy import PrivacyCover

HOLD_KEY = "privacy/hold_key"
"""The key the host holds to look at the console (a QKeySequence's portable text)."""
HOLD_KEYS = ("Shift+Space", "Ctrl+Space", "F12")
"""The keys offered in View > Key to look at the console (the first is the default)."""

ViewFactory = Callable[["GameController"], QWidget]
"""Makes the table's view for a controller (`PublicWindow` by default)."""


def public_view(controller: GameController) -> QWidget:
    """The table's view: the TV window's widget, as it is."""
    from .public.window import PublicWindow

    return PublicWindow(controller)


class TableOnLaptop(QObject):
    """The table's view on the host's window while the table has no screen of its own.

    Attributes:
        view: the table's view (a `PublicWindow`, embedded: never a window of its own).
        placer: the screen placer (its text size and colours apply to the view too).
        cover: the cover showing the view now (None before `cover_with`).
        key_menu: View > Key to look at the console (set by `attach_menu`).
    """

    def __init__(
        self,
        controller: GameController,
        placer: ScreenPlacer,
        make_view: ViewFactory = public_view,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.placer = placer
        self.cover: PrivacyCover | None = None
        self.view = make_view(controller)
        sound = getattr(self.view, "times_up_sound", None)
        if sound is not None:
            sound.enabled = False  # the TV's window sounds time's up, shown or not
        self.view.setObjectName(self.view.objectName() or "tableOnLaptop")
        placer.hides_table_alone = True
        placer.mirrors.append(self.view)
        placer.apply_text_size()
        placer.apply_look()

    def cover_with(self, cover: PrivacyCover) -> None:
        """Show the view on `cover` (a new console's cover after a language switch): call
        before the cover is enabled, so that the view's own keys are off under it too. The
        cover takes the host's chosen key."""
        old = self.cover
        if old is not None and old is not cover:
            old.view = None  # (the old console's cover, deleted soon: it lets the view go)
        self.cover = cover
        cover.show_view(self.view)
        self._apply_hold_key()

    def hold_key(self) -> str:
        """The key the host holds to look (one of `HOLD_KEYS`)."""
        value = str(self.placer.settings.value(HOLD_KEY, HOLD_KEYS[0]) or HOLD_KEYS[0])
        return value if value in HOLD_KEYS else HOLD_KEYS[0]

    def set_hold_key(self, text: str) -> None:
        """Remember the key to hold (one of `HOLD_KEYS`) and give it to the cover."""
        self.placer.settings.setValue(HOLD_KEY, text if text in HOLD_KEYS else HOLD_KEYS[0])
        self.placer.settings.sync()
        self._apply_hold_key()

    def _apply_hold_key(self) -> None:
        if self.cover is None:
            return
        combo = QKeySequence(self.hold_key())[0]  # type: ignore[index]
        if (combo.key(), combo.keyboardModifiers()) != (
            self.cover.hold_key,
            self.cover.hold_modifiers,
        ):
            self.cover.set_hold_key(combo.key(), combo.keyboardModifiers())

    def attach_menu(self, menu: QMenu) -> QMenu:
        """Add View > Key to look at the console (one screen): the keys of `HOLD_KEYS`."""
        keys = QMenu(menu)
        keys.setObjectName("hold_key_menu")
        group = QActionGroup(keys)
        group.setExclusive(True)
        for text in HOLD_KEYS:
            action = QAction(QKeySequence(text).toString(QKeySequence.SequenceFormat.NativeText))
            action.setParent(keys)
            action.setCheckable(True)
            action.setData(text)
            action.setChecked(text == self.hold_key())
            action.triggered.connect(lambda _c=False, t=text: self.set_hold_key(t))
            group.addAction(action)
            keys.addAction(action)
        menu.addMenu(keys)
        self.key_menu = keys
        self._retranslate_menu()
        keys.installEventFilter(self)  # LanguageChange reaches the menu, not this object
        return keys

    def _retranslate_menu(self) -> None:
        self.key_menu.setTitle(self.tr("&Key to look at the console (one screen)"))

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Follow the app's language (the menu receives QEvent.LanguageChange)."""
        if event.type() == QEvent.Type.LanguageChange and obj is getattr(self, "key_menu", None):
            self._retranslate_menu()
        return False

    def showing_table(self) -> bool:
        """Whether the host's window shows the table's view now (the console covered)."""
        cover = self.cover
        return (
            cover is not None
            and cover.is_covering()
            and cover.isVisible()
            and self.view.isVisible()
        )


def table_on_laptop(main_window: QWidget, placer: ScreenPlacer) -> TableOnLaptop:
    """The host's window's `TableOnLaptop` (made at the first call, with the phones' join
    card over its view as over the TV's)."""
    found = getattr(main_window, "table_on_laptop", None)
    if isinstance(found, TableOnLaptop):
        return found
    controller = main_window.controller  # type: ignore[attr-defined]
    table = TableOnLaptop(controller, placer, parent=main_window)
    main_window.table_on_laptop = table  # type: ignore[attr-defined]
    phones = getattr(main_window, "phones", None)
    if phones is not None:
        from .phones.widgets import JoinCard

        JoinCard(phones, table.view)  # the QR code while phones may join, as on the TV
    return table
