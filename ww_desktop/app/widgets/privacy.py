"""The privacy cover: an opaque panel over the moderator console for one-screen games.

With a single screen, everyone can see the laptop. The cover hides the console completely
(an opaque panel, not a blur) and lifts only while the host holds a key (Shift+Space by
default). It covers again at once when the key (or its modifier) is released, when the window
loses focus, or when the application goes to the background.

Usage (by the window that owns the console)::

    cover = PrivacyCover(console_widget)
    cover.set_enabled(one_screen)

The cover follows its parent's size, stays on top of the parent's other children, and
swallows the hold key so that it never reaches the console (Space alone may start the timer
there; Shift+Space only lifts the cover).

It hides the console's content, not only its pixels: while it covers, the console's other
children are hidden (so they are out of the accessibility tree a screen reader reads, and out
of the focus chain: Tab cannot reach a widget under the cover) and the console's shortcuts are
off (Enter cannot confirm what the host cannot see), except those marked `keep_under_cover`
(the narration's keys, the day timer's: they act on what the table hears and sees anyway).
A child the console shows while covered is hidden again at once. Lifting gives everything
back as it was, the keyboard focus too.

While it is lifted, the console's keys work with the hold's modifiers still down: the host
holding Shift+Space presses Enter to confirm, N for nobody, a digit for a seat; the key
reaches the console as if pressed alone (`unheld_key`).

Only a real press lifts it (`held_key.HeldKey`: an X server sends a held key's repeats as plain
release/press pairs, which must neither lift it again after it covered nor cover it while the
key is held), and a key held since before it covered never lifts it: that takes a release and
a new press.
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget
from shiboken6 import isValid

from ...texts.assemble import fill
from .. import theme
from .held_key import HeldKey, Stroke

OPEN_UNDER_COVER = "openUnderCover"
"""A shortcut with this property set (`keep_under_cover`) stays on while the cover covers."""

MODIFIER_KEYS = {
    Qt.KeyboardModifier.ShiftModifier: Qt.Key.Key_Shift,
    Qt.KeyboardModifier.ControlModifier: Qt.Key.Key_Control,
    Qt.KeyboardModifier.AltModifier: Qt.Key.Key_Alt,
    Qt.KeyboardModifier.MetaModifier: Qt.Key.Key_Meta,
}


SHIFTED_DIGITS = {"xcb": range(10, 19), "windows": range(2, 11)}
"""The top row's 1-9 by scan code (X keycodes, PC set 1), whatever the shifted key
makes of them ("!" on a US keyboard)."""


def unheld_key(event: QKeyEvent, modifiers: Qt.KeyboardModifier) -> Qt.Key:
    """The key of `event` as pressed without `modifiers` (Shift held for the cover turns the
    top row's 1 into "!": the digit by its scan code, on X11 and Windows)."""
    key = Qt.Key(event.key())
    if not modifiers & Qt.KeyboardModifier.ShiftModifier or Qt.Key.Key_0 <= key <= Qt.Key.Key_9:
        return key
    app = QApplication.instance()
    platform = app.platformName() if isinstance(app, QApplication) else ""
    codes = SHIFTED_DIGITS.get(platform)
    code = int(event.nativeScanCode())
    if codes is not None and code in codes:
        return Qt.Key(Qt.Key.Key_1.value + code - codes.start)
    return key


def keep_under_cover(shortcut: QShortcut) -> QShortcut:
    """Leave `shortcut` on while the cover covers: for keys that act only on what the table
    hears or sees anyway (the narration, the day timer), never on the console's content."""
    shortcut.setProperty(OPEN_UNDER_COVER, True)
    return shortcut


class PrivacyCover(QWidget):
    """An opaque cover over `parent_widget` that lifts while the hold key is held.

    Signals:
        lifted_changed(bool): True when the cover lifts, False when it covers again.

    Attributes:
        hold_key: the key to hold (a Qt.Key).
        hold_modifiers: the modifiers that must be held with it.
    """

    lifted_changed = Signal(bool)

    def __init__(
        self,
        parent_widget: QWidget,
        hold_key: Qt.Key = Qt.Key.Key_Space,
        hold_modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.ShiftModifier,
    ) -> None:
        super().__init__(parent_widget)
        self.setObjectName("privacyCover")
        self.hold_key = hold_key
        self.hold_modifiers = hold_modifiers
        self._enabled = False
        self._lifted = False
        self._swallowed = False  # the hold key's press was the cover's: so is its release
        self._stale = False  # the hold key was down when the window lost the keyboard
        self._hold_code = 0  # the hold key's native scan code (asked of the X server)
        self._concealed: list[QWidget] = []  # the console's children hidden by the cover
        self._muted: list[QShortcut] = []  # the console's shortcuts turned off by it
        self._focus: QWidget | None = None  # the console's focus before it covered
        self._hold = HeldKey(hold_key, self)
        self._hold.released.connect(self._let_go)
        self._modifiers = HeldKey(self._modifier_keys(), self)
        self._modifiers.released.connect(self._let_go)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        # The keyboard stays on the cover while it covers (never on a hidden widget under it).
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        self.setStyleSheet(
            f"#privacyCover {{ background: {theme.NIGHT.card}; }}"
            f"#privacyCover QLabel {{ color: {theme.NIGHT.card_text}; }}"
        )
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._layout = layout
        self.view: QWidget | None = None
        self._title = QLabel(self)
        self._title.setFont(theme.font(32, bold=True))
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint = QLabel(self)
        self._hint.setObjectName("privacyHint")
        self._hint.setFont(theme.font(20))
        self._hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint.setWordWrap(True)
        layout.addWidget(self._title)
        layout.addWidget(self._hint)
        self._update_texts()
        parent_widget.installEventFilter(self)
        app = QApplication.instance()
        if app is not None:
            app.installEventFilter(self)
            app.applicationStateChanged.connect(self._on_app_state)  # type: ignore[attr-defined]
        self.hide()

    # ------------------------------------------------------------------ API

    def set_enabled(self, enabled: bool) -> None:
        """Turn the cover on (covering at once) or off (never shown)."""
        self._enabled = enabled
        self._set_lifted(False, force=True)

    def is_enabled(self) -> bool:
        """Whether the cover is in use (one-screen games)."""
        return self._enabled

    def is_covering(self) -> bool:
        """Whether the console is hidden right now."""
        return self._enabled and not self._lifted

    def releasing(self) -> bool:
        """Whether a release of the hold key (or its modifier) is held back, waiting to see
        whether the key repeats (`held_key.REPEAT_GRACE_MS`)."""
        return self._hold.releasing() or self._modifiers.releasing()

    def set_hold_key(
        self,
        key: Qt.Key,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    ) -> None:
        """Choose the key to hold (and its modifiers)."""
        self.hold_key = key
        self.hold_modifiers = modifiers
        self._hold.keys = frozenset([key])
        self._modifiers.keys = self._modifier_keys()
        self._forget_keys()
        self._update_texts()
        self._set_lifted(False)

    def show_view(self, view: QWidget) -> None:
        """Show `view` (the table's own view: public facts only) over the cover instead of
        its title, full size, with the hint on one line under it: with one screen the laptop
        shows what the table may see, and the console only while the key is held.

        The view is a child of the window, not of the console: the console's style sheet
        (its 16 px text) must not reach the view's own sizes. It is placed over the cover
        and shown exactly while the cover is (`_place_view`); its own keys are off (they
        are the TV window's: F11 is the host's window's own)."""
        self.view = view
        host = self.window()
        if host is not self:
            view.setParent(host)
        for shortcut in view.findChildren(QShortcut):
            shortcut.setEnabled(False)
        self._title.hide()
        self._layout.setAlignment(Qt.AlignmentFlag.AlignBottom | Qt.AlignmentFlag.AlignHCenter)
        self._layout.setContentsMargins(0, 0, 0, 0)
        self._hint.setFont(theme.font(14))
        self._hint.setWordWrap(False)
        self.setStyleSheet(
            f"#privacyCover {{ background: {theme.NIGHT.background}; }}"
            f"QLabel#privacyHint {{ color: {theme.NIGHT.muted}; padding: 2px; }}"
        )
        self._place_view()

    def _place_view(self) -> None:
        """The view over the cover (above its hint) while the cover shows, else hidden."""
        view = self.view
        if view is None or not isValid(view):
            return
        host = view.parentWidget()
        if not self.isVisible() or host is None:
            view.hide()
            return
        top_left = self.mapTo(host, self.rect().topLeft())
        height = max(0, self.height() - self._hint.sizeHint().height())
        view.setGeometry(top_left.x(), top_left.y(), self.width(), height)
        view.show()
        view.raise_()

    def key_text(self) -> str:
        """The hold key as the user reads it ("Shift+Space")."""
        combo = QKeySequence(self.hold_modifiers.value | self.hold_key.value)
        return combo.toString(QKeySequence.SequenceFormat.NativeText)

    # ------------------------------------------------------------------ internals

    def _update_texts(self) -> None:
        self._title.setText(self.tr("The console is covered"))
        self._hint.setText(
            #: %1: the key to hold down (e.g. "Space")
            fill(self.tr("Hold %1 to look. Let go and it covers again."), self.key_text())
        )
        self.setAccessibleName(self._title.text())  # what a screen reader says on the cover
        self.setAccessibleDescription(self._hint.text())

    def _modifier_keys(self) -> frozenset[Qt.Key]:
        return frozenset(key for mod, key in MODIFIER_KEYS.items() if self.hold_modifiers & mod)

    def _matches_press(self, event: QKeyEvent) -> bool:
        if event.key() != self.hold_key:
            return False
        wanted = self.hold_modifiers
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        return (mods & wanted) == wanted

    def _in_my_window(self, obj: QObject) -> bool:
        if not isinstance(obj, QWidget):
            return False
        return obj.window() is self.window()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Follow the parent's size; lift and cover on the hold key; cover on focus loss;
        keep the covered children hidden."""
        kind = event.type()
        parent = self.parentWidget()
        if obj is parent and kind in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit()
            return False
        if obj is parent and kind in (QEvent.Type.Move, QEvent.Type.Hide):
            self._place_view()  # (the console moved in its window, or left it)
        if not self._enabled:
            return False
        if kind == QEvent.Type.ShowToParent and self._lifted is False:
            if isinstance(obj, QWidget) and obj is not self and obj.parentWidget() is parent:
                self._conceal_child(obj)  # shown by the console while covered: hidden again
            return False
        if kind in (QEvent.Type.WindowDeactivate, QEvent.Type.Hide) and (
            obj is self.window() or obj is parent
        ):
            self._forget_keys()
            self._set_lifted(False)
            return False
        if kind == QEvent.Type.ApplicationDeactivate:
            self._forget_keys()
            self._set_lifted(False)
            return False
        if kind == QEvent.Type.WindowActivate and obj is self.window() and self._stale:
            self._stale = self._hold_down() is not False  # let go meanwhile: a press is new
        if kind in (
            QEvent.Type.ShortcutOverride,
            QEvent.Type.KeyPress,
            QEvent.Type.KeyRelease,
        ) and isinstance(event, QKeyEvent):
            if not self._in_my_window(obj):
                return False
            parent_shown = parent is not None and parent.isVisible()
            if not parent_shown and not self._lifted and not self._swallowed:
                return False  # the console is not on screen (the lobby, the deal): its keys
            return self._key(kind, event)
        return False

    def _key(self, kind: QEvent.Type, event: QKeyEvent) -> bool:
        """One key event of the window: True when it is the cover's (the console never
        sees it)."""
        self._modifiers.feed(event)  # (only the modifier keys count there)
        if event.key() != self.hold_key:
            if kind == QEvent.Type.KeyPress and self._lifted:
                return self._as_if_alone(event)
            return False
        self._hold_code = int(event.nativeScanCode()) or self._hold_code
        if kind == QEvent.Type.KeyRelease:
            # A real release covers (`_let_go`), a repeat does not.
            if self._hold.feed(event) is Stroke.RELEASE:
                self._stale = False  # let go for real: the next press is a new one
            return self._lifted or self._swallowed
        if not self._matches_press(event):
            if kind == QEvent.Type.KeyPress:
                self._hold.feed(event)
            return False
        if kind == QEvent.Type.ShortcutOverride:
            event.accept()  # keep the console's own shortcuts from firing
            return True
        self._swallowed = True
        stroke = self._hold.feed(event)
        if stroke is Stroke.PRESS and self._stale:
            return True  # held since before the window lost the keyboard: not a new press
        if stroke is Stroke.PRESS:
            # A real press of the whole combination: the modifiers are down now.
            self._modifiers.assume_down()
            self._set_lifted(True)
        return True

    def _as_if_alone(self, event: QKeyEvent) -> bool:
        """A key pressed while the look is held: give it to the console as if pressed
        without the hold's modifiers (Shift+Enter confirms as Enter does). True when it
        was given so (the original goes no further)."""
        held = self.hold_modifiers
        mods = event.modifiers()
        if not held or (mods & held) != held or event.key() in MODIFIER_KEYS.values():
            return False
        if event.key() in (Qt.Key.Key_unknown, 0):
            return False
        key = unheld_key(event, held)
        plain = QKeyEvent(
            QEvent.Type.KeyPress,
            key,
            mods & ~held,
            event.nativeScanCode(),
            event.nativeVirtualKey(),
            event.nativeModifiers(),
            event.text().lower() if key == event.key() else "",
            event.isAutoRepeat(),
            event.count(),
        )
        plain.setTimestamp(event.timestamp())  # (a held key's repeat stays a repeat)
        target = QApplication.focusWidget() or self.window()
        QApplication.sendEvent(target, plain)  # its shortcut, if any, fires (Qt sends it
        return True  # a ShortcutOverride first, as for a real key)

    def _let_go(self) -> None:
        """The hold key or a modifier was really let go: cover."""
        if not self._hold.is_down():
            self._swallowed = False
        if self._lifted:
            self._set_lifted(False)

    def _forget_keys(self) -> None:
        self._hold.reset()
        self._modifiers.reset()
        self._swallowed = False
        # Still held (the X server says so) when the window lost the keyboard: the repeats
        # that reach the window again (one may come without its release) never lift it;
        # that takes a real release first.
        self._stale = bool(self._hold_down())

    def _hold_down(self) -> bool | None:
        """Whether the hold key is down now, asked of the X server (None: cannot tell)."""
        state = self._hold.key_state
        if state is None or not self._hold_code:
            return None
        return state.is_down(self._hold_code)

    def _on_app_state(self, state: Qt.ApplicationState) -> None:
        if state != Qt.ApplicationState.ApplicationActive:
            self._set_lifted(False)

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
            self.raise_()
        self._place_view()

    def _set_lifted(self, lifted: bool, *, force: bool = False) -> None:
        lifted = lifted and self._enabled
        changed = lifted != self._lifted
        self._lifted = lifted
        if self._enabled and not lifted:
            self._fit()
            self.show()
            self.raise_()
            self._conceal()
        else:
            self.hide()
            self._reveal()
        self._place_view()
        if changed or force:
            self.lifted_changed.emit(lifted)

    # ------------------------------------------------------------------ the covered content

    def _conceal(self) -> None:
        """Hide the console's content and turn its shortcuts off (idempotent)."""
        parent = self.parentWidget()
        if parent is None:
            return
        focus = QApplication.focusWidget()
        took_focus = focus is not None and focus is not self and parent.isAncestorOf(focus)
        if took_focus:
            self._focus = focus
        direct = Qt.FindChildOption.FindDirectChildrenOnly
        for child in parent.findChildren(QWidget, options=direct):
            explicitly_hidden = child.isHidden() and child.testAttribute(
                Qt.WidgetAttribute.WA_WState_ExplicitShowHide
            )
            if child is not self and not explicitly_hidden:
                self._conceal_child(child)
        for shortcut in parent.findChildren(QShortcut):
            if shortcut.isEnabled() and not shortcut.property(OPEN_UNDER_COVER):
                shortcut.setEnabled(False)
                self._muted.append(shortcut)
        if took_focus:
            self.setFocus(Qt.FocusReason.OtherFocusReason)

    def _conceal_child(self, child: QWidget) -> None:
        if child.isWindow() or child is self:
            return
        if child not in self._concealed:
            self._concealed.append(child)
        child.hide()

    def _reveal(self) -> None:
        """Give the console back its content, its shortcuts and its focus."""
        concealed, self._concealed = self._concealed, []
        for child in concealed:
            if isValid(child):
                child.show()
        muted, self._muted = self._muted, []
        for shortcut in muted:
            if isValid(shortcut):
                shortcut.setEnabled(True)
        focus, self._focus = self._focus, None
        if focus is not None and isValid(focus) and focus.isVisible():
            focus.setFocus(Qt.FocusReason.OtherFocusReason)
