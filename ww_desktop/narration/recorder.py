"""The narration's flight recorder: what was said, when, and how long each call lasted.

A :class:`FlightRecord` keeps, for one game, every line the narrator started (its text id,
the text as spoken and its language, the step it belongs to, its start and end on the
table's clock, and whether it was dropped before it ended: cut by a correction, a skip or
the game moving on) and every night call (night, role or step id, whether a player holding
it was still here, when "open your eyes" and "close your eyes" started), and every action of
the host on the log (apply, undo, redo: when, and the log's length after it). It is saved
with the game, beside the rules log and not in it, and exported as the top-level
``"narration"`` object of the JSON export (``docs/export-format.md``). Pure Python: no Qt.
"""

from __future__ import annotations

from typing import Any

from ..flight_record import (
    CallEntry,
    HostEntry,
    LineEntry,
    entries_from_json,
    entries_to_json,
    host_from_json,
    host_to_json,
)

__all__ = ["CallEntry", "FlightRecord", "HostEntry", "LineEntry"]


class FlightRecord:
    """The narration events of one game.

    Attributes:
        lines: every line started, in order.
        calls: every night call, in order.
        host: every action of the host on the log, in order.
    """

    def __init__(self) -> None:
        self.lines: list[LineEntry] = []
        self.calls: list[CallEntry] = []
        self.host: list[HostEntry] = []

    # -------------------------------------------------------------- recording

    def line_started(
        self, line_id: str, text: str, step: str | None, at: float, language: str | None = None
    ) -> None:
        """A line starts (the previous unfinished one, if any, was dropped); *language* is
        the language its text is in."""
        self._drop_open(at)
        self.lines.append(LineEntry(line_id, text, step, at, language=language))

    def line_ended(self, at: float) -> None:
        """The current line was spoken to its end."""
        if self.lines and self.lines[-1].end is None:
            self.lines[-1].end = at

    def line_dropped(self, at: float) -> None:
        """The current line was cut before its end."""
        self._drop_open(at)

    def call_opened(self, night: int, step: str, here: bool, at: float) -> None:
        """A role's wake line starts."""
        self.calls.append(CallEntry(night, step, here, at))

    def call_closed(self, at: float) -> None:
        """The open call's sleep line starts."""
        if self.calls and self.calls[-1].close is None:
            self.calls[-1].close = at

    def call_abandoned(self) -> None:
        """The open call never reached its sleep line (the log was corrected under it)."""
        if self.calls and self.calls[-1].close is None:
            self.calls.pop()

    def host_action(self, at: float, action: str, log: int) -> None:
        """The host applied, undid or redid an action; the log is *log* records long."""
        self.host.append(HostEntry(at, action, log))

    def last_time(self) -> float:
        """The latest time recorded (where a resumed game's clock goes on from)."""
        times = [t for e in self.lines for t in (e.start, e.end) if t is not None]
        times += [t for c in self.calls for t in (c.open, c.close) if t is not None]
        times += [h.t for h in self.host]
        return max(times, default=0.0)

    def _drop_open(self, at: float) -> None:
        if self.lines and self.lines[-1].end is None:
            self.lines[-1].end = at
            self.lines[-1].dropped = True

    # -------------------------------------------------------------- JSON

    def tail(self, lines_from: int, calls_from: int, host_from: int = 0) -> dict[str, Any]:
        """The export form of the lines, calls and host actions from these indices on."""
        whole = FlightRecord()
        whole.lines, whole.calls = self.lines[lines_from:], self.calls[calls_from:]
        whole.host = self.host[host_from:]
        return whole.to_json()

    def to_json(self) -> dict[str, Any]:
        """The export form (``flight_record.entries_to_json``, plus ``"host"``)."""
        data = entries_to_json(self.lines, self.calls)
        if self.host:
            data["host"] = host_to_json(self.host)
        return data

    @classmethod
    def from_json(cls, data: Any) -> FlightRecord:
        """Read the export form back; anything malformed is left out (never raises)."""
        record = cls()
        record.lines, record.calls = entries_from_json(data)
        record.host = host_from_json(data)
        return record
