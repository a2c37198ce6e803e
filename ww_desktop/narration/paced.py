"""A silent voice paced on a table clock: a line lasts as long as it would take to say.

Headless narrated games (``ww-desktop play --bots --narrated``), the call-length benchmark
and the narrator's tests run on a :class:`~ww_desktop.narration.clock.VirtualClock`; this
voice ends each line after its estimated speaking time on that clock (the same estimate the
silent backend uses), so a night "lasts" as long as it would at a table.
"""

from __future__ import annotations

from PySide6.QtCore import QObject

from .clock import TableClock
from .voices import DEFAULT_SECONDS_PER_CHAR, SilentVoice

__all__ = ["ClockedSilentVoice"]


class ClockedSilentVoice(SilentVoice):
    """:class:`SilentVoice` whose lines end on a :class:`TableClock`'s countdown."""

    def __init__(
        self,
        clock: TableClock,
        parent: QObject | None = None,
        *,
        seconds_per_char: float = DEFAULT_SECONDS_PER_CHAR,
    ) -> None:
        super().__init__(parent, seconds_per_char=seconds_per_char)
        self._line_timer = clock.countdown(self)
        self._line_timer.timeout.connect(self._finish_line)

    def _pace_current(self, seconds: float) -> None:
        assert self._current is not None
        text = self._current
        self.line_started.emit(text)
        if self._current is text:  # a slot may have called stop()
            self._line_timer.start(max(0, round(seconds * 1000)))

    def stop(self) -> None:
        """Cut the current line and drop the queue (no ``line_finished`` for them)."""
        self._line_timer.stop()
        super().stop()
