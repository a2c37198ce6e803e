"""Export and import of one game as JSON: the ``ww-game/1`` format.

An export is one JSON object (UTF-8, conventionally saved as ``*.wwgame.json``)::

    {
      "format": "ww-game/1",
      "exported": "2025-03-14T21:05:00.123456+00:00",
      "app_version": "0.1.0",
      "created": "2025-03-14T19:40:12.000000+00:00",
      "setup": {"format": "ww-setup/1", "preset": "standard", "seats": [["Ann", "seer"]], ...},
      "records": [{"kind": "choice", "seat": 3, "verb": "inspect", "target": 1},
                  {"kind": "lot", "value": 4}],
      "ui_state": {},
      "status": "finished",
      "summary": {"winner": "village", "winners": ["Bob"], "days": 3, "players": [...]},
      "checksum": "9f2c...64 hex digits"
    }

Keys:

``format`` (string, required)
    ``"ww-game/<N>"``. This program writes and reads ``N = 1``; a larger ``N`` is refused as
    coming from a newer version. Anything else is not a game export.
``exported`` (string, required)
    When the file was written, ISO 8601 with a UTC offset. Informative only.
``app_version`` (string, required)
    The Werewolf Desktop version that wrote it. Informative only.
``created`` (string, optional)
    When the game was created, ISO 8601. Kept on import when present and valid; else the
    import time is used.
``setup`` (object, required)
    The game's setup exactly as the engine stored it. Its ``seats`` must be a list of
    ``[name, role]`` pairs (name a string, role a string or null). An optional ``wording``
    ("gentle", "neutral" or "classic") is the table's wording; without it the preset's
    applies (older saves kept the lobby's choice in ``ui_state.wording``, still read).
``records`` (array, required)
    The game's log in order. Each record is exactly one of:

    * ``{"kind": "choice", "seat": S, "verb": V, "target": T}`` -- ``S`` a seat number
      (integer >= 0) or null, ``V`` a non-empty string, ``T`` null, a seat number, or a list
      of seat numbers;
    * ``{"kind": "lot", "value": X}`` -- ``X`` an integer;
    * ``{"kind": "host", "moment": M, ...}`` -- a host record (the table's moments:
      ``engine/host.py``): ``M`` one of ``last_words``, ``nightfall``, ``end_confirmed``
      (no other key), ``claim`` (``seat``, ``role``: a string or null), ``report`` (``seat``,
      ``target``, ``werewolf``: a boolean), ``clear_claims`` (``seat``). Games saved before
      host records existed have none.

    No other keys are allowed in a record.
``ui_state`` (object, required)
    App state to restore when the game is resumed (may be ``{}``).
``status`` (string, required)
    ``"playing"`` or ``"finished"``.
``abandoned`` (string, optional)
    When the host abandoned this unfinished (``"playing"``) game, an ISO 8601 time; written
    only for an abandoned game. An imported abandoned game stays abandoned (not offered for
    resuming).
``summary`` (object or null, required)
    Null while playing. For a finished game: ``winner`` (string), ``winners`` (list of
    names), ``days`` (integer) and ``players`` (list of ``{"name", "role", "side", "won"}``
    with ``won`` a boolean); other keys are kept.
``checksum`` (string, required)
    Lower-case hex SHA-256 of the UTF-8 bytes of the canonical JSON of
    ``{"setup": setup, "records": records}``. Canonical JSON: keys sorted, no whitespace
    (separators ``","`` and ``":"``), non-ASCII characters written as themselves (not
    ``\\u`` escapes), no NaN or Infinity -- Python's ``json.dumps(value, sort_keys=True,
    separators=(",", ":"), ensure_ascii=False, allow_nan=False)``. It detects files edited
    by hand or damaged in transit; it is not a signature.
``narration`` (object, optional; always written)
    The narration's flight record, beside the log and not in the checksum: ``lines`` (what
    the voice said and when; each line's ``language``, "en", "ja", "fr", is the language it
    was spoken in), ``calls``, ``host``, and ``language``: the language of every line, or
    null when nothing was narrated, when the lines were recorded before they kept their
    language, or when the table switched language mid-game (each line then says its own).
    ``docs/export-format.md`` has the details.

Other top-level keys are ignored, so later ``ww-game/1`` writers may add informative keys;
a change to the meaning of any key above requires a new format number.

Importing (:func:`import_game`) checks all of the above, then the optional replay check,
and only then stores the game under a new id, in one transaction: a refused file adds
nothing. Only what replays is trusted: with the replay check, ``status`` and ``summary`` are
derived from the replayed log (a faked winner or a "finished" game with half a log changes
nothing), ``ui_state`` is checked field by field (what does not fit is dropped; an unfinished
game is never marked as revealed), and a game already stored (same setup, same log) is
recognised and not added again.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Callable
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

import ww_desktop
from ww_desktop.flight_record import (
    entries_from_json,
    entries_to_json,
    host_from_json,
    host_to_json,
    narration_language,
)
from ww_desktop.store import migrations
from ww_desktop.store.db import GameStatus, Store, StoredGame, canonical_json, check_summary
from ww_desktop.ui_state import clean_ui_state

__all__ = [
    "FORMAT",
    "FORMAT_VERSION",
    "GameImportError",
    "ImportResult",
    "Replayed",
    "check_record",
    "checksum",
    "export_game",
    "import_checked",
    "import_game",
]

#: The format number this program writes and reads.
FORMAT_VERSION = 1
#: The ``format`` value of an export written by this program.
FORMAT = f"ww-game/{FORMAT_VERSION}"

_FORMAT_RE = re.compile(r"ww-game/([0-9]+)")
_CHECKSUM_RE = re.compile(r"[0-9a-f]{64}")
_REQUIRED = (
    "format",
    "exported",
    "app_version",
    "setup",
    "records",
    "ui_state",
    "status",
    "summary",
    "checksum",
)
_CHOICE_KEYS = frozenset({"kind", "seat", "verb", "target"})
_LOT_KEYS = frozenset({"kind", "value"})
_LOT_OPTIONAL = frozenset({"purpose"})
_HOST_KEYS: dict[str, frozenset[str]] = {
    "last_words": frozenset(),
    "nightfall": frozenset(),
    "end_confirmed": frozenset(),
    "claim": frozenset({"seat", "role"}),
    "report": frozenset({"seat", "target", "werewolf"}),
    "clear_claims": frozenset({"seat"}),
}
"""A host record's keys besides ``kind`` and ``moment``, by moment (see above)."""


class GameImportError(ValueError):
    """A game file was refused; the message says why, in words a person understands."""


def checksum(setup: dict[str, Any], records: list[dict[str, Any]]) -> str:
    """SHA-256 (hex) of the canonical JSON of ``{"setup": setup, "records": records}``."""
    text = canonical_json({"setup": setup, "records": records})
    return hashlib.sha256(text.encode("utf-8")).hexdigest()


def export_game(stored: StoredGame, narration: dict[str, Any] | None = None) -> dict[str, Any]:
    """The ``ww-game/1`` export of a stored game (a dict ready for ``json.dump``).

    *narration* is the game's flight record (``Store.narration``): exported as the top-level
    ``"narration"`` object (``{"lines": [], "calls": [], "host": [], "language": null}`` when
    nothing was narrated), with the language its lines were spoken in."""
    flight = dict(narration or {})
    flight.setdefault("lines", [])
    flight.setdefault("calls", [])
    flight.setdefault("host", [])
    flight["language"] = narration_language(flight["lines"])
    exported: dict[str, Any] = {
        "format": FORMAT,
        "exported": datetime.now(UTC).isoformat(timespec="microseconds"),
        "app_version": ww_desktop.__version__,
        "created": stored.created.astimezone(UTC).isoformat(timespec="microseconds"),
        "setup": stored.setup,
        "records": stored.records,
        "ui_state": stored.ui_state,
        "status": stored.status.value,
        "summary": stored.summary,
        "checksum": checksum(stored.setup, stored.records),
        "narration": flight,
    }
    if stored.abandoned is not None and stored.summary is None:
        exported["abandoned"] = stored.abandoned.astimezone(UTC).isoformat(timespec="microseconds")
    return exported


def _is_int(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool)


def _is_seat(value: Any) -> bool:
    return _is_int(value) and value >= 0


def check_record(record: Any, index: int = 0) -> None:
    """Raise :class:`GameImportError` unless ``record`` is a choice, a lot or a host record
    (see above)."""
    where = f"record {index}"
    if not isinstance(record, dict):
        raise GameImportError(f"{where} is not a JSON object.")
    kind = record.get("kind")
    if kind == "choice":
        if set(record) != _CHOICE_KEYS:
            raise GameImportError(
                f"{where} is a choice but its keys are {sorted(record)}; "
                f"a choice has exactly {sorted(_CHOICE_KEYS)}."
            )
        seat, verb, target = record["seat"], record["verb"], record["target"]
        if not (seat is None or _is_seat(seat)):
            raise GameImportError(f"{where}: the seat must be a seat number or null.")
        if not isinstance(verb, str) or not verb:
            raise GameImportError(f"{where}: the verb must be a non-empty string.")
        if not (
            target is None
            or _is_seat(target)
            or (isinstance(target, list) and all(_is_seat(t) for t in target))
        ):
            raise GameImportError(
                f"{where}: the target must be null, a seat number or a list of seat numbers."
            )
    elif kind == "lot":
        if not _LOT_KEYS <= set(record) <= _LOT_KEYS | _LOT_OPTIONAL:
            raise GameImportError(
                f"{where} is a lot but its keys are {sorted(record)}; "
                f"a lot has {sorted(_LOT_KEYS)} and may have {sorted(_LOT_OPTIONAL)}."
            )
        value = record["value"]
        if "purpose" in record and not isinstance(record["purpose"], str):
            raise GameImportError(f"{where}: the lot's purpose must be text.")
        if not (
            _is_int(value)
            or value in ("yes", "no")
            or (isinstance(value, list) and value and all(_is_int(v) for v in value))
        ):
            raise GameImportError(
                f"{where}: the lot's value must be a seat number, a list of them, or yes/no."
            )
    elif kind == "host":
        _check_host_record(record, where)
    else:
        raise GameImportError(f"{where} is neither a choice nor a lot (kind {kind!r}).")


def _check_host_record(record: dict[str, Any], where: str) -> None:
    moment = record.get("moment")
    keys = _HOST_KEYS.get(moment) if isinstance(moment, str) else None
    if keys is None:
        raise GameImportError(f"{where} is a host record of an unknown moment ({moment!r}).")
    if set(record) != {"kind", "moment"} | keys:
        raise GameImportError(
            f"{where} is a {moment} host record but its keys are {sorted(record)}; "
            f"it has exactly {sorted({'kind', 'moment'} | keys)}."
        )
    if "seat" in keys and not _is_seat(record["seat"]):
        raise GameImportError(f"{where}: the seat must be a seat number.")
    if "role" in keys and not (record["role"] is None or isinstance(record["role"], str)):
        raise GameImportError(f"{where}: the claimed role must be a role id or null.")
    if "target" in keys and not (_is_seat(record["target"]) and type(record["werewolf"]) is bool):
        raise GameImportError(f"{where}: a report names a seat number and true or false.")


def _check_format(data: dict[str, Any]) -> None:
    fmt = data.get("format")
    if fmt is None:
        raise GameImportError("This is not a Werewolf Desktop game file: it has no 'format'.")
    match = _FORMAT_RE.fullmatch(fmt) if isinstance(fmt, str) else None
    if match is None:
        raise GameImportError(
            f"This is not a Werewolf Desktop game file: its format is {fmt!r}, not {FORMAT!r}."
        )
    digits = match.group(1).lstrip("0") or "0"
    # Compared as text: a number of thousands of digits is "newer" too, not an error.
    version = int(digits) if len(digits) <= 9 else FORMAT_VERSION + 1
    if version > FORMAT_VERSION:
        raise GameImportError(
            f"This game file was exported by a newer version of Werewolf Desktop (format "
            f"{fmt}; this version reads {FORMAT}). Update Werewolf Desktop to import it."
        )
    if version != FORMAT_VERSION:
        raise GameImportError(f"This game file has an unknown format, {fmt!r}.")


def _validated(data: Any) -> tuple[dict[str, Any], list[dict[str, Any]]]:
    """Check everything but the replay; return the setup and records."""
    if not isinstance(data, dict):
        raise GameImportError("This is not a Werewolf Desktop game file: not a JSON object.")
    _check_format(data)
    missing = [key for key in _REQUIRED if key not in data]
    if missing:
        raise GameImportError(f"The game file is incomplete: it lacks {', '.join(missing)}.")
    for key, kind, name in (
        ("exported", str, "a string"),
        ("app_version", str, "a string"),
        ("setup", dict, "an object"),
        ("records", list, "a list"),
        ("ui_state", dict, "an object"),
        ("status", str, "a string"),
        ("checksum", str, "a string"),
    ):
        if not isinstance(data[key], kind):
            raise GameImportError(f"The game file's {key!r} must be {name}.")
    if "created" in data and not isinstance(data["created"], str):
        raise GameImportError("The game file's 'created' must be a string.")
    setup, records, status, summary = (
        data["setup"],
        data["records"],
        data["status"],
        data["summary"],
    )
    try:
        migrations.seats_of(setup)
    except ValueError as exc:
        raise GameImportError(f"The game file's setup is malformed: {exc}.") from exc
    for index, record in enumerate(records):
        check_record(record, index)
    if status not in (GameStatus.PLAYING.value, GameStatus.FINISHED.value):
        raise GameImportError(
            f"The game file's status is {status!r}; it must be 'playing' or 'finished'."
        )
    if status == GameStatus.PLAYING.value and summary is not None:
        raise GameImportError("The game file says the game is playing but has a summary.")
    if status == GameStatus.FINISHED.value:
        try:
            check_summary(summary)
        except ValueError as exc:
            raise GameImportError(f"The game file's summary is malformed: {exc}.") from exc
    if not _CHECKSUM_RE.fullmatch(data["checksum"]):
        raise GameImportError("The game file's checksum is not 64 lower-case hex digits.")
    try:
        expected = checksum(setup, records)
    except (TypeError, ValueError) as exc:
        raise GameImportError(f"The game file holds values JSON cannot represent: {exc}.") from exc
    if expected != data["checksum"]:
        raise GameImportError(
            "The game file's checksum does not match its setup and records: it was edited "
            "or damaged after export, so it is refused."
        )
    return setup, records


def _abandoned(data: dict[str, Any]) -> datetime | None:
    """When the file says its game was abandoned (None when it was not, or unreadable)."""
    return _created(data, "abandoned")


def _created(data: dict[str, Any], key: str = "created") -> datetime | None:
    text = data.get(key)
    if not isinstance(text, str):
        return None
    try:
        moment = datetime.fromisoformat(text)
        moment = moment if moment.tzinfo is not None else moment.replace(tzinfo=UTC)
        utc = moment.astimezone(UTC)  # past year 9999 or before year 1 in UTC: not kept
    except (ValueError, OverflowError):
        return None
    if not datetime(1, 1, 2, tzinfo=UTC) <= utc <= datetime(9999, 12, 30, tzinfo=UTC):
        return None
    return moment


@dataclass(frozen=True)
class Replayed:
    """What the replay of an imported log establishes (a file cannot fake any of it).

    Attributes:
        summary: the end-of-game summary derived from the replayed log, or None when the
            log has not reached the end (the game is then stored as still playing, whatever
            the file says).
        seats: the number of seats (to check the ``ui_state``'s seat numbers).
        roles: the role ids a claim in the ``ui_state`` may name.
    """

    summary: dict[str, Any] | None
    seats: int
    roles: frozenset[str] = frozenset()


@dataclass(frozen=True)
class ImportResult:
    """The outcome of an import.

    Attributes:
        game_id: the id of the game in the store.
        added: False when the very same game (setup and log) was already stored: nothing
            was added and ``game_id`` is the game already there.
    """

    game_id: str
    added: bool


Validator = Callable[[dict[str, Any], list[dict[str, Any]]], "Replayed | None"]


def import_game(
    store: Store,
    data: dict[str, Any],
    validate: Validator | None = None,
) -> str:
    """Check an exported game and store it under a new id; return that id.

    ``validate(setup, records)``, when given, is called last (the engine passes a replay
    check) and refuses the file by raising ``ValueError``. When it returns a
    :class:`Replayed`, the status, summary and player results stored are the replay's, and
    the ``ui_state`` is checked field by field. The same game imported twice is stored once
    (the id of the game already there is returned). Raises :class:`GameImportError` with the
    reason for any refusal; then nothing is stored.
    """
    return import_checked(store, data, validate).game_id


def import_checked(
    store: Store,
    data: dict[str, Any],
    validate: Validator | None = None,
) -> ImportResult:
    """:func:`import_game`, telling also whether the game was added or already stored."""
    setup, records = _validated(data)
    replayed: Replayed | None = None
    if validate is not None:
        try:
            replayed = validate(setup, records)
        except ValueError as exc:
            raise GameImportError(f"The game in this file does not replay: {exc}") from exc
    summary = data["summary"] if data["status"] == GameStatus.FINISHED.value else None
    ui_state = data["ui_state"]
    if replayed is not None:
        summary = replayed.summary
        ui_state = clean_ui_state(
            ui_state,
            seats=replayed.seats,
            ended=replayed.summary is not None,
            roles=replayed.roles or None,
        )
    flight = _flight_record(data.get("narration"))
    try:
        # The game, its players and its narration: one transaction, all or nothing.
        game_id, added = store.insert_unique(
            setup,
            records,
            ui_state=ui_state,
            summary=summary,
            created=_created(data),
            abandoned=None if summary is not None else _abandoned(data),
            narration=flight,
        )
    except (ValueError, OverflowError) as exc:  # not expected after the checks above
        raise GameImportError(f"The game file cannot be stored: {exc}") from exc
    return ImportResult(game_id, added)


def _flight_record(value: Any) -> dict[str, Any] | None:
    """The optional ``narration`` object: its well-formed entries, or None when none is."""
    lines, calls = entries_from_json(value)
    host = host_from_json(value)
    if not (lines or calls or host):
        return None
    flight = entries_to_json(lines, calls)
    if host:
        flight["host"] = host_to_json(host)
    return flight
