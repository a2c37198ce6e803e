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
"""

from __future__ import annotations

from PySide6.QtCore import QEvent, QObject, Qt, Signal
from PySide6.QtGui import QKeyEvent, QKeySequence
from PySide6.QtWidgets import QApplication, QLabel, QVBoxLayout, QWidget

from ...texts.assemble import fill
from .. import theme


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
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setAutoFillBackground(True)
        self.setStyleSheet(
            f"#privacyCover {{ background: {theme.NIGHT.card}; }}"
            f"#privacyCover QLabel {{ color: {theme.NIGHT.card_text}; }}"
        )
        layout = QVBoxLayout(self)
        layout.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._title = QLabel(self)
        self._title.setFont(theme.font(32, bold=True))
        self._title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._hint = QLabel(self)
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

    def set_hold_key(
        self,
        key: Qt.Key,
        modifiers: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
    ) -> None:
        """Choose the key to hold (and its modifiers)."""
        self.hold_key = key
        self.hold_modifiers = modifiers
        self._update_texts()
        self._set_lifted(False)

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

    def _matches_press(self, event: QKeyEvent) -> bool:
        if event.key() != self.hold_key:
            return False
        wanted = self.hold_modifiers
        mods = event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier
        return (mods & wanted) == wanted

    def _is_release_of_hold(self, event: QKeyEvent) -> bool:
        if event.key() == self.hold_key:
            return True
        modifier_keys = {
            Qt.KeyboardModifier.ShiftModifier: Qt.Key.Key_Shift,
            Qt.KeyboardModifier.ControlModifier: Qt.Key.Key_Control,
            Qt.KeyboardModifier.AltModifier: Qt.Key.Key_Alt,
            Qt.KeyboardModifier.MetaModifier: Qt.Key.Key_Meta,
        }
        return any(
            self.hold_modifiers & mod and event.key() == key for mod, key in modifier_keys.items()
        )

    def _in_my_window(self, obj: QObject) -> bool:
        if not isinstance(obj, QWidget):
            return False
        return obj.window() is self.window()

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Follow the parent's size; lift and cover on the hold key; cover on focus loss."""
        kind = event.type()
        parent = self.parentWidget()
        if obj is parent and kind in (QEvent.Type.Resize, QEvent.Type.Show):
            self._fit()
            return False
        if not self._enabled:
            return False
        if kind in (QEvent.Type.WindowDeactivate, QEvent.Type.Hide) and (
            obj is self.window() or obj is parent
        ):
            self._set_lifted(False)
            return False
        if kind == QEvent.Type.ApplicationDeactivate:
            self._set_lifted(False)
            return False
        if kind in (
            QEvent.Type.ShortcutOverride,
            QEvent.Type.KeyPress,
            QEvent.Type.KeyRelease,
        ) and isinstance(event, QKeyEvent):
            if not self._in_my_window(obj):
                return False
            if kind == QEvent.Type.KeyRelease:
                if self._lifted and not event.isAutoRepeat() and self._is_release_of_hold(event):
                    self._set_lifted(False)
                    return True
                return event.key() == self.hold_key and self._lifted
            if self._matches_press(event):
                if kind == QEvent.Type.ShortcutOverride:
                    event.accept()  # keep the console's own shortcuts from firing
                    return True
                if not event.isAutoRepeat():
                    self._set_lifted(True)
                return True
        return False

    def _on_app_state(self, state: Qt.ApplicationState) -> None:
        if state != Qt.ApplicationState.ApplicationActive:
            self._set_lifted(False)

    def _fit(self) -> None:
        parent = self.parentWidget()
        if parent is not None:
            self.setGeometry(parent.rect())
            self.raise_()

    def _set_lifted(self, lifted: bool, *, force: bool = False) -> None:
        lifted = lifted and self._enabled
        changed = lifted != self._lifted
        self._lifted = lifted
        if self._enabled and not lifted:
            self._fit()
            self.show()
            self.raise_()
        else:
            self.hide()
        if changed or force:
            self.lifted_changed.emit(lifted)
