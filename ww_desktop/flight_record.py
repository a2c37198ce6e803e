"""The narration flight record's format: its entries and their JSON form, in one place.

The narrator records (``narration/recorder.py``), the store saves and exports
(``store/db.py``, ``store/export.py``) and an import reads back the same lists:
``{"lines": [...], "calls": [...], "host": [...]}`` (``docs/export-format.md``,
"narration"). Both sides read and write it through this module, so the format has one
definition. Pure Python.
"""

from __future__ import annotations

import math
from collections.abc import Callable
from dataclasses import asdict, dataclass
from typing import Any, TypeVar

E = TypeVar("E")

__all__ = [
    "HOST_ACTIONS",
    "CallEntry",
    "HostEntry",
    "LineEntry",
    "entries_from_json",
    "entries_to_json",
    "host_from_json",
    "host_to_json",
    "narration_language",
]

HOST_ACTIONS = ("apply", "undo", "redo")
"""The host's actions on the log that the record keeps."""


@dataclass
class LineEntry:
    """One line the narrator started (``language``: the language its text is in, "en",
    "ja", "fr"...; None for a line recorded before the record kept it)."""

    line: str
    text: str
    step: str | None
    start: float
    end: float | None = None
    dropped: bool = False
    language: str | None = None


@dataclass
class CallEntry:
    """One night call, from its wake line to its sleep line."""

    night: int
    role: str
    here: bool
    open: float
    close: float | None = None


@dataclass
class HostEntry:
    """One action of the host on the log: when, which, and the log's length after it."""

    t: float
    action: str
    log: int


def _seconds(value: float | None) -> float | None:
    """A time rounded to 1 ms; None for no time, or one JSON cannot hold (NaN, infinite)."""
    if value is None:
        return None
    try:
        seconds = float(value)
    except (OverflowError, TypeError, ValueError):
        return None
    return round(seconds, 3) if math.isfinite(seconds) else None


def _number(value: Any) -> float:
    """A time in seconds: a finite number (10**400, NaN or Infinity is refused)."""
    if isinstance(value, bool) or not isinstance(value, int | float):
        raise TypeError(value)
    try:
        seconds = float(value)
    except OverflowError:
        raise ValueError(value) from None
    if not math.isfinite(seconds):
        raise ValueError(value)
    return seconds


def _maybe_number(value: Any) -> float | None:
    return None if value is None else _number(value)


def _text(value: Any) -> str:
    if not isinstance(value, str):
        raise TypeError(value)
    return value


def _line(d: Any) -> LineEntry:
    step = d.get("step")
    dropped = d.get("dropped", False)
    language = d.get("language")
    if not (step is None or isinstance(step, str)) or not isinstance(dropped, bool):
        raise TypeError(d)
    if not (language is None or (isinstance(language, str) and 0 < len(language) <= 35)):
        raise TypeError(d)  # a language tag ("ja", "pt-BR"), or none
    return LineEntry(
        _text(d["line"]),
        _text(d["text"]),
        step,
        _number(d["start"]),
        _maybe_number(d.get("end")),
        dropped,
        language,
    )


def narration_language(lines: list[Any]) -> str | None:
    """The language every line of an export's ``narration.lines`` says it was spoken in;
    None when no line says (nothing narrated, or recorded before lines kept it) or when
    they differ (the table switched language mid-game: each line tells its own)."""
    found = {d.get("language") for d in lines if isinstance(d, dict)}
    found.discard(None)
    return str(found.pop()) if len(found) == 1 else None


def _call(d: Any) -> CallEntry:
    night, here = d["night"], d["here"]
    if isinstance(night, bool) or not isinstance(night, int) or not isinstance(here, bool):
        raise TypeError(d)
    if not 0 <= night < 2**31:
        raise ValueError(d)
    return CallEntry(
        night, _text(d["role"]), here, _number(d["open"]), _maybe_number(d.get("close"))
    )


def _keep(items: Any, parse: Callable[[Any], E]) -> list[E]:
    """The items *parse* accepts, in order (a malformed one is left out)."""
    kept: list[E] = []
    for d in items if isinstance(items, list) else []:
        try:
            kept.append(parse(d))
        except (AttributeError, KeyError, TypeError, ValueError):
            continue
    return kept


def entries_from_json(data: Any) -> tuple[list[LineEntry], list[CallEntry]]:
    """The well-formed lines and calls of an export's ``narration`` object.

    Anything malformed (a missing key, a value of the wrong type, a time that is not a
    finite number of seconds: NaN, Infinity, 10**400) is left out, entry by entry; this
    never raises.
    """
    if not isinstance(data, dict):
        return [], []
    return _keep(data.get("lines"), _line), _keep(data.get("calls"), _call)


def _host(d: Any) -> HostEntry:
    action, length = d["action"], d["log"]
    if action not in HOST_ACTIONS or isinstance(length, bool) or not isinstance(length, int):
        raise TypeError(d)
    if not 0 <= length < 2**31:  # a log's length: 10**400 or -1 is no log
        raise ValueError(d)
    return HostEntry(_number(d["t"]), action, length)


def host_from_json(data: Any) -> list[HostEntry]:
    """The well-formed host actions of an export's ``narration`` object (never raises)."""
    return _keep(data.get("host"), _host) if isinstance(data, dict) else []


def host_to_json(host: list[HostEntry]) -> list[dict[str, Any]]:
    """The export form of the host's actions, seconds rounded to 1 ms."""
    return [{"t": _seconds(h.t), "action": h.action, "log": h.log} for h in host]


def entries_to_json(lines: list[LineEntry], calls: list[CallEntry]) -> dict[str, Any]:
    """The export form: ``{"lines": [...], "calls": [...]}``, seconds rounded to 1 ms."""
    out_lines = []
    for e in lines:
        d = asdict(e)
        d["start"], d["end"] = _seconds(e.start), _seconds(e.end)
        if e.language is None:
            del d["language"]  # (a line recorded before lines kept their language)
        out_lines.append(d)
    out_calls = []
    for c in calls:
        d = asdict(c)
        d["open"], d["close"] = _seconds(c.open), _seconds(c.close)
        out_calls.append(d)
    return {"lines": out_lines, "calls": out_calls}
