"""The day's discussion timer: start, pause, add a minute; it never moves the game on."""

from __future__ import annotations

import time

from PySide6.QtCore import QObject, QTimer, Signal


class DayTimer(QObject):
    """A countdown measured on the monotonic clock (ticks only refresh the display).

    Signals:
        ticked(int): seconds left, about four times a second while running.
        expired(): the time ran out (once per run).
        state_changed(): started, paused, reset or extended.

    Attributes:
        total: the length of this run in seconds (grows with `extend`).
    """

    ticked = Signal(int)
    expired = Signal()
    state_changed = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.total = 0
        self._left = 0.0
        self._started_at: float | None = None
        self._fired = False
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._on_tick)

    def reset(self, seconds: int) -> None:
        """Set a fresh, stopped countdown."""
        self._tick.stop()
        self.total = seconds
        self._left = float(seconds)
        self._started_at = None
        self._fired = False
        self.state_changed.emit()
        self.ticked.emit(self.remaining())

    def start(self) -> None:
        """Run (or resume) the countdown."""
        if self._started_at is None and self._left > 0:
            self._started_at = time.monotonic()
            self._tick.start()
            self.state_changed.emit()

    def pause(self) -> None:
        """Stop the countdown, keeping what is left."""
        if self._started_at is not None:
            self._left = self._exact_left()
            self._started_at = None
            self._tick.stop()
            self.state_changed.emit()

    def toggle(self) -> None:
        """Start when paused, pause when running."""
        if self.running:
            self.pause()
        else:
            self.start()

    def extend(self, seconds: int = 60) -> None:
        """Add time (the host's "+1 minute")."""
        running = self.running
        self.pause()
        self._left += seconds
        self.total += seconds
        self._fired = False
        if running:
            self.start()
        self.state_changed.emit()
        self.ticked.emit(self.remaining())

    @property
    def running(self) -> bool:
        """Whether the countdown is running."""
        return self._started_at is not None

    def remaining(self) -> int:
        """Whole seconds left (rounded up)."""
        left = self._exact_left()
        return max(0, int(-(-left // 1)))

    def _exact_left(self) -> float:
        if self._started_at is None:
            return self._left
        return max(0.0, self._left - (time.monotonic() - self._started_at))

    def _on_tick(self) -> None:
        left = self.remaining()
        self.ticked.emit(left)
        if left <= 0 and not self._fired:
            self._fired = True
            self.pause()
            self._left = 0.0
            self.expired.emit()
