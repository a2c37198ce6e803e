"""The table's clock: what the narrator measures time with, real or simulated.

The narrator never reads the wall clock or starts a `QTimer` itself: it asks a
:class:`TableClock` for the time (:meth:`TableClock.now`, seconds on the table's clock) and for
:class:`Countdown` objects (one-shot, pausable timers). The app uses :class:`RealClock`
(`QElapsedTimer` and precise `QTimer`s). Headless narrated games (``ww-desktop play --bots
--narrated``), the call-length benchmark and tests use :class:`VirtualClock`, which jumps
from one due countdown to the next: a whole narrated game runs in a moment, and the same game
gives the same times to the millisecond.
"""

from __future__ import annotations

import heapq
import itertools
from collections.abc import Callable

from PySide6.QtCore import QElapsedTimer, QObject, Qt, QTimer, Signal

__all__ = ["Countdown", "RealClock", "TableClock", "VirtualClock"]


class Countdown(QObject):
    """A one-shot timer on a table clock.

    Signals:
        timeout(): the countdown ran out.
    """

    timeout = Signal()

    def start(self, ms: int) -> None:
        """(Re)start the countdown: `timeout` in *ms* milliseconds."""
        raise NotImplementedError

    def stop(self) -> None:
        """Stop it (no `timeout`)."""
        raise NotImplementedError

    def remaining_ms(self) -> int:
        """Milliseconds left (0 when stopped)."""
        raise NotImplementedError

    def is_active(self) -> bool:
        """Whether it runs."""
        raise NotImplementedError


class TableClock(QObject):
    """Seconds on the table's clock, and countdowns that follow it."""

    def now(self) -> float:
        """Seconds since the clock started."""
        raise NotImplementedError

    def countdown(self, parent: QObject | None = None) -> Countdown:
        """A new stopped countdown."""
        raise NotImplementedError


class _RealCountdown(Countdown):
    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self.timeout)

    def start(self, ms: int) -> None:
        self._timer.start(max(0, int(ms)))

    def stop(self) -> None:
        self._timer.stop()

    def remaining_ms(self) -> int:
        return max(0, self._timer.remainingTime()) if self._timer.isActive() else 0

    def is_active(self) -> bool:
        return self._timer.isActive()


class RealClock(TableClock):
    """The wall clock (monotonic), from the moment the clock was made plus *offset*."""

    def __init__(self, parent: QObject | None = None, offset: float = 0.0) -> None:
        super().__init__(parent)
        self._elapsed = QElapsedTimer()
        self._elapsed.start()
        self.offset = offset

    def now(self) -> float:
        return self.offset + self._elapsed.nsecsElapsed() / 1e9

    def countdown(self, parent: QObject | None = None) -> Countdown:
        return _RealCountdown(parent)


class _VirtualCountdown(Countdown):
    def __init__(self, clock: VirtualClock, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._clock = clock
        self._due: float | None = None
        self._token = 0

    def start(self, ms: int) -> None:
        self._token += 1
        self._due = self._clock.now() + max(0, int(ms)) / 1000.0
        self._clock._schedule(self._due, self, self._token)

    def stop(self) -> None:
        self._token += 1
        self._due = None

    def remaining_ms(self) -> int:
        if self._due is None:
            return 0
        return max(0, round((self._due - self._clock.now()) * 1000))

    def is_active(self) -> bool:
        return self._due is not None

    def _fire(self, token: int) -> None:
        if token != self._token or self._due is None:
            return  # stopped or restarted since
        self._due = None
        self.timeout.emit()


class VirtualClock(TableClock):
    """Simulated time: :meth:`advance` jumps to the next due countdown and fires it.

    Besides countdowns, plain callbacks can be scheduled with :meth:`call_at` (the bots'
    answers in a headless narrated game).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self._now = 0.0
        self._heap: list[tuple[float, int, Callable[[], None]]] = []
        self._seq = itertools.count()

    def now(self) -> float:
        return self._now

    def countdown(self, parent: QObject | None = None) -> Countdown:
        return _VirtualCountdown(self, parent)

    def call_at(self, when: float, callback: Callable[[], None]) -> None:
        """Run *callback* when the clock reaches *when* (seconds)."""
        heapq.heappush(self._heap, (max(when, self._now), next(self._seq), callback))

    def _schedule(self, due: float, countdown: _VirtualCountdown, token: int) -> None:
        self.call_at(due, lambda: countdown._fire(token))

    def pending(self) -> int:
        """How many events wait (stale countdowns included)."""
        return len(self._heap)

    def run_until(self, done: Callable[[], bool], limit: int = 5000) -> bool:
        """Advance event by event until *done()* (at most *limit* events); return *done()*."""
        for _ in range(limit):
            if done() or self.advance() is None:
                break
        return done()

    def advance(self) -> float | None:
        """Jump to the next event and run it; return the jump in seconds (None: nothing due)."""
        if not self._heap:
            return None
        when, _, callback = heapq.heappop(self._heap)
        step = when - self._now
        self._now = when
        callback()
        return step
