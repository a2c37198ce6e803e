"""A held key, told apart from its repeats: only a real press counts, only a real release lets go.

While a key is held the system repeats it. Windows, macOS and Wayland flag the repeats
(`QKeyEvent.isAutoRepeat()`), but an X server sends each repeat as a release followed at once
by a press, and Qt flags only the pairs it happens to see together: under Xvfb + openbox,
4 of 11 repeats of a held Space were flagged; the other 7 reached the app as a plain release
then a plain press. Code that trusts the flag takes every such pair for "let go, pressed
again": a held Space ran through a whole deal of secret cards in 2.8 s.

`HeldKey` follows one key (or a few keys meaning the same thing) from the events its owner
feeds it (`feed`) and says what each one is (`Stroke`):

* a release is held back (`grace_ms`, a single-shot timer): when a press of the key comes
  before the timer runs out, the pair was a repeat and nothing happened; otherwise the key was
  really let go (`released` is emitted then);
* the X server gives a repeat's release and press the same time stamp
  (`QKeyEvent.timestamp()`), so a press stamped within `SAME_TIME_MS` of the last release is
  a repeat even when it comes late (a busy machine); a press stamped later is a real one, even
  within the grace time (a quick tap again);
* a press while the key is already down is a repeat, flagged or not; `pressed` is emitted
  only when the key goes down from up: a key held down never counts twice, so whatever the
  press opened (a card, the cover's look, a turn), the next one needs the key released for a
  real moment (longer than the grace time) and pressed again.

At an X server the wait is not needed: the repeat's press is made by the server together with
its release, so asking the server right away whether the key is down (`XKeyState`, xcb's
QueryKeymap on the app's own connection, `xcb.key_is_down`) tells a repeat from a real release at
once: a held card hides the moment the key is let go, not a grace time later. Elsewhere, or
when the server cannot be asked, the grace time decides.

A key whose release went to another window leaves the key "down": `reset` (on focus loss)
forgets it, and a press after `STUCK_MS` without any event of the key counts again (repeats
come every few tens of milliseconds).

`RepeatGuard` (installed app-wide by `install`, from `main.complete_application`) does the
same for shortcuts: Qt skips a non-repeating shortcut (`QShortcut.setAutoRepeat(False)`) only
for flagged repeats, so under X a held Enter confirmed step after step; the guard takes the
ShortcutOverride of a press stamped as the release before it, and no shortcut fires. It also
takes an Enter pressed again within `BOUNCE_MS` of the last one (a clumsy host's double
Enter): at the table, the second press confirmed the next step (the night's notes) before the
host had even seen it, and the night ended while the voice was still calling the werewolves.
"""

from __future__ import annotations

from collections.abc import Iterable
from enum import Enum

from PySide6.QtCore import QCoreApplication, QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent

from .xcb import key_is_down

REPEAT_GRACE_MS = 60
"""A release followed by a press of the same key within this time is the key repeating."""

SAME_TIME_MS = 5
"""A press stamped this close to the last release is that release's repeat (X stamps both
with the same time)."""

BOUNCE_MS = 250
"""An Enter pressed again this soon after the last (their time stamps) is the same "yes"
pressed twice: it fires no shortcut (a deliberate Enter for the next step comes later)."""

STUCK_MS = 1000
"""A key seen down, then silent this long, was let go where the app did not see it."""


class XKeyState:
    """Whether a key is down now, asked of the X server (`xcb.key_is_down`: the app's own
    xcb connection, one round trip). `is_down` says None when it cannot tell (another
    platform, no libxcb, no connection): the caller waits for the repeat instead.
    """

    def is_down(self, keycode: int) -> bool | None:
        """Whether the key with this X keycode (`QKeyEvent.nativeScanCode()`) is down."""
        return key_is_down(keycode)


X_KEYS = XKeyState()
"""The one X key-state asker of the app."""


class Stroke(Enum):
    """What one key event turned out to be."""

    PRESS = "press"
    """A real press: the key went down (`HeldKey.pressed` was emitted)."""
    REPEAT = "repeat"
    """The key is still down (a repeat, flagged or not, or a press of a key held before)."""
    RELEASE = "release"
    """A release, held back: `HeldKey.released` follows unless the key repeats at once."""
    OTHER = "other"
    """Not a press or release of the watched keys."""


class HeldKey(QObject):
    """One key's real presses and releases, whatever the system's auto-repeat sends.

    Signals:
        pressed(): the key went down (a real press, never a repeat).
        released(): the key was really let go (after the grace time without a repeat press).

    Attributes:
        keys: the watched keys (a press of any of them is a press of "the key").
        grace_ms: how long a release is held back waiting for its repeat press.
    """

    pressed = Signal()
    released = Signal()

    def __init__(
        self,
        keys: Qt.Key | Iterable[Qt.Key],
        parent: QObject | None = None,
        grace_ms: int = REPEAT_GRACE_MS,
    ) -> None:
        super().__init__(parent)
        self.keys = frozenset([keys] if isinstance(keys, Qt.Key) else keys)
        self.grace_ms = grace_ms
        self.key_state: XKeyState | None = X_KEYS
        self._repeating = False  # the server said the last release was a repeat's
        self._down = False
        self._release_stamp = 0
        self._held_ms = 0
        self._down_clock = QElapsedTimer()
        self._last_event = QElapsedTimer()
        self._grace = QTimer(self)
        self._grace.setSingleShot(True)
        self._grace.setTimerType(Qt.TimerType.PreciseTimer)
        self._grace.timeout.connect(self._let_go)

    # ------------------------------------------------------------------ API

    def is_down(self) -> bool:
        """Whether the key is held now (a release still held back counts as held)."""
        return self._down

    def releasing(self) -> bool:
        """Whether a release is held back, waiting to see whether the key repeats."""
        return self._grace.isActive()

    def held_ms(self) -> int:
        """How long the key was down, from its real press to the release that let it go
        (while it is down: until now)."""
        if self._down and not self._grace.isActive() and self._down_clock.isValid():
            return int(self._down_clock.elapsed())
        return self._held_ms

    def reset(self) -> None:
        """Forget the key (the window lost the keyboard: its release may go elsewhere).
        No signal: the key counts as up, and a repeat pair still reads as a repeat."""
        self._grace.stop()
        self._repeating = False
        self._down = False
        self._down_clock.invalidate()

    def assume_down(self) -> None:
        """The key is down (another event said so: a modifier held with a press), even if
        its press came before this object could see it. No signal."""
        if not self._down:
            self._down = True
            self._down_clock.start()

    def feed(self, event: QEvent) -> Stroke:
        """Take one event; say what it was. Only KeyPress and KeyRelease events of the
        watched keys count (ShortcutOverride and other keys are `Stroke.OTHER`)."""
        kind = event.type()
        if kind not in (QEvent.Type.KeyPress, QEvent.Type.KeyRelease):
            return Stroke.OTHER
        if not isinstance(event, QKeyEvent) or event.key() not in self.keys:
            return Stroke.OTHER
        silent_ms = self._last_event.elapsed() if self._last_event.isValid() else None
        self._last_event.start()
        if kind == QEvent.Type.KeyRelease:
            return self._release(event)
        return self._press(event, silent_ms)

    # ------------------------------------------------------------------ internals

    def _release(self, event: QKeyEvent) -> Stroke:
        if event.isAutoRepeat():
            return Stroke.REPEAT  # flagged: the key is still down, its press follows
        self._release_stamp = int(event.timestamp())
        if self._down and self._down_clock.isValid():
            self._held_ms = int(self._down_clock.elapsed())
        down = self.key_state.is_down(int(event.nativeScanCode())) if self.key_state else None
        if down:
            self._repeating = True  # the server made its press already: it is coming
            return Stroke.REPEAT
        self._repeating = False
        self._grace.start(0 if down is False else max(0, self.grace_ms))
        return Stroke.RELEASE

    def _press(self, event: QKeyEvent, silent_ms: int | None) -> Stroke:
        if event.isAutoRepeat():
            self._grace.stop()  # the release before it was part of the repeat
            self._repeating = False
            self.assume_down()
            return Stroke.REPEAT
        repeating, self._repeating = self._repeating, False
        if repeating:
            if not self._stamped_apart(event):
                self.assume_down()  # the press of the repeat the server told of
                return Stroke.REPEAT
            self._let_go()  # the app asked late: a real release, then this real press
        elif self._grace.isActive():
            self._grace.stop()
            if not self._stamped_apart(event):
                self.assume_down()  # (held since before this object saw it, maybe)
                return Stroke.REPEAT  # released and pressed at once: the key repeats
            self._let_go()  # a real release, then a real (quick) press
        elif self._down:
            if silent_ms is None or silent_ms < STUCK_MS:
                return Stroke.REPEAT
        elif self._same_time(event):
            self.assume_down()  # a repeat whose release was let go (a late press)
            return Stroke.REPEAT
        self._down = True
        self._down_clock.start()
        self.pressed.emit()
        return Stroke.PRESS

    def _same_time(self, event: QKeyEvent) -> bool:
        stamp = int(event.timestamp())
        return bool(
            stamp and self._release_stamp and abs(stamp - self._release_stamp) <= SAME_TIME_MS
        )

    def _stamped_apart(self, event: QKeyEvent) -> bool:
        """Both events carry time stamps, and they are too far apart for a repeat."""
        stamp = int(event.timestamp())
        return bool(stamp and self._release_stamp) and not self._same_time(event)

    def _let_go(self) -> None:
        self._grace.stop()
        if self._down:
            self._down = False
            self._down_clock.invalidate()
            self.released.emit()


NAVIGATION_KEYS = frozenset(
    {
        Qt.Key.Key_Up,
        Qt.Key.Key_Down,
        Qt.Key.Key_Left,
        Qt.Key.Key_Right,
        Qt.Key.Key_PageUp,
        Qt.Key.Key_PageDown,
    }
)
"""Keys whose shortcuts may repeat while held (moving through a list)."""


class RepeatGuard(QObject):
    """App-wide: a held key's unflagged repeat never fires a shortcut.

    A shortcut that must not repeat (`QShortcut.setAutoRepeat(False)`: Enter, Space, Ctrl+Z,
    a seat's key...) is skipped by Qt only for repeats flagged as such; an X server's plain
    release/press pairs fired it again and again (a held Enter stepped through the console).
    The guard remembers each key's last release (its time stamp) and, when a press of the same
    key comes stamped alike, takes its ShortcutOverride: no shortcut fires, and the key press
    still reaches the focused widget (a held letter still types in a text field). Arrow and
    page keys are left alone (their shortcuts repeat on purpose). Events without time stamps
    (Qt's own test events on widgets) are never touched.
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("wwRepeatGuard")
        self._released: dict[int, tuple[int, QElapsedTimer]] = {}
        self._entered = 0  # the time stamp of the last Enter that fired (0: none yet)

    def is_repeat(self, event: QKeyEvent) -> bool:
        """Whether this press (or its ShortcutOverride) is an unflagged repeat."""
        if event.isAutoRepeat() or event.key() in NAVIGATION_KEYS:
            return False  # flagged: Qt's shortcuts already know
        last = self._released.get(int(event.key()))
        if last is None:
            return False
        stamp, clock = last
        mine = int(event.timestamp())
        if mine:
            return abs(mine - stamp) <= SAME_TIME_MS
        return clock.elapsed() <= SAME_TIME_MS  # (no stamp on the override: at once)

    def is_bounce(self, event: QKeyEvent) -> bool:
        """Whether this Enter comes within `BOUNCE_MS` of the last one that fired (noted
        here). The same press seen again (its override passed on to a parent: the same stamp)
        is not a bounce; events without stamps are never one."""
        if event.key() not in (Qt.Key.Key_Return, Qt.Key.Key_Enter) or event.isAutoRepeat():
            return False
        if event.modifiers() & ~Qt.KeyboardModifier.KeypadModifier:
            return False  # Ctrl+Enter (start the game) is another key
        mine = int(event.timestamp())
        if not mine:
            return False
        if self._entered and 0 < mine - self._entered < BOUNCE_MS:
            return True
        self._entered = mine
        return False

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Note releases; take the ShortcutOverride of a repeat's press or a double Enter."""
        kind = event.type()
        if kind == QEvent.Type.KeyRelease and isinstance(event, QKeyEvent):
            if not event.isAutoRepeat() and event.timestamp():
                clock = QElapsedTimer()
                clock.start()
                self._released[int(event.key())] = (int(event.timestamp()), clock)
        elif (
            kind == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and (self.is_repeat(event) or self.is_bounce(event))
        ):
            event.accept()
            return True
        return False


def install(app: QCoreApplication) -> RepeatGuard:
    """Install the app-wide `RepeatGuard` (once)."""
    found = app.findChild(RepeatGuard, "wwRepeatGuard")
    if found is not None:
        return found
    guard = RepeatGuard(app)
    app.installEventFilter(guard)
    return guard
