"""The saved-games database: every game's setup and its append-only log of records.

One SQLite file (standard library :mod:`sqlite3`) holds every game. A game is its *setup*
(a JSON object) plus an ordered list of *records* (JSON objects, the engine's choices and
lots); the store treats both as opaque JSON except for the setup's ``seats`` (``[name,
role]`` pairs), which feed the players table used for search and statistics.

Durability and sharing:

* WAL journal, ``synchronous=FULL``: when :meth:`Store.append_record` returns, the record
  is on disk and survives a crash or a power cut;
* every write is one ``BEGIN IMMEDIATE`` transaction, and a busy timeout lets two app
  instances share one file; :meth:`Store.append_record` takes the index the caller
  expects the record to get, so two writers of one game cannot interleave silently;
* foreign keys are on: deleting a game deletes its records and players.

Opening is careful with files that are not ours: the file is first inspected through a
read-only connection, and a damaged file, another program's file, or a file written by a
newer version raises a :class:`StoreError` subclass whose message says what happened and
what to do. Such a file is never written, overwritten or deleted. Once the user agrees,
:meth:`Store.set_aside` keeps a damaged file under a new name (renamed, byte for byte) so a
fresh file can take its place, and :meth:`Store.open_beside` / :meth:`Store.reopen_beside`
start (or reuse) a fresh file next to a newer version's file (``games-2.sqlite3``, ...).

Times are stored as ISO 8601 UTC text and returned as aware :class:`datetime` objects.
"""

from __future__ import annotations

import errno
import json
import os
import random
import sqlite3
import stat
import threading
import time
import uuid
from collections.abc import Iterator, Mapping, Sequence
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from datetime import UTC, datetime
from enum import StrEnum
from pathlib import Path
from types import TracebackType
from typing import Any, Self

import platformdirs

from ww_desktop.store import migrations
from ww_desktop.store.migrations import APPLICATION_ID, CURRENT_VERSION

__all__ = [
    "DB_FILENAME",
    "CorruptStoreError",
    "ForeignStoreError",
    "GameStatus",
    "GameSummary",
    "LockedStoreError",
    "NewerStoreError",
    "PlayerStats",
    "ReadOnlyStoreError",
    "RecordIndexError",
    "Store",
    "StoreError",
    "StoredGame",
    "UnknownGameError",
    "canonical_json",
    "check_summary",
    "default_data_dir",
    "default_store_path",
]

#: File name of the saved-games database inside the data folder.
DB_FILENAME = "games.sqlite3"

_SQLITE_HEADER = b"SQLite format 3\x00"

#: Less free space than this, and an I/O error is reported as a full disk.
_LOW_SPACE = 1024 * 1024

# SQLite primary result codes (``sqlite3.Error.sqlite_errorcode & 0xFF``).
_BUSY, _LOCKED, _READONLY, _IOERR, _CORRUPT, _FULL, _CANTOPEN, _NOTADB = 5, 6, 8, 10, 11, 13, 14, 26


# --------------------------------------------------------------------------- errors


class StoreError(Exception):
    """Something went wrong with the saved-games file; the message tells the user what to do.

    Attributes:
        path: the database file concerned, when known.
        reason: what went wrong, for the app's own words when the class does not say it
            ("disk_full", "cannot_open", "read_write"; "" otherwise).
    """

    def __init__(self, message: str, path: Path | None = None, reason: str = "") -> None:
        super().__init__(" ".join(message.split()))  # one line, whatever SQLite said
        self.path = path
        self.reason = reason


class CorruptStoreError(StoreError):
    """The file is an SQLite database of ours, but damaged."""


class LockedStoreError(StoreError):
    """Another connection held the file's write lock for longer than the busy timeout."""


class ReadOnlyStoreError(StoreError):
    """The file, its folder or its disk cannot be written."""


class NewerStoreError(StoreError):
    """The file's schema is newer than this program understands.

    Attributes:
        found: the file's schema version.
        supported: the newest version this program understands.
    """

    def __init__(self, message: str, path: Path | None, found: int, supported: int) -> None:
        super().__init__(message, path)
        self.found = found
        self.supported = supported


class ForeignStoreError(StoreError):
    """The file is not a Werewolf Desktop saved-games file (another program's, or not SQLite)."""


class UnknownGameError(StoreError):
    """No game with that id is stored (it may have been deleted by another window)."""


class RecordIndexError(StoreError):
    """:meth:`Store.append_record` was given an index other than the number of records.

    Attributes:
        expected: the number of records stored (the index the next record must have).
        given: the index the caller passed.
    """

    def __init__(self, message: str, expected: int, given: int) -> None:
        super().__init__(message)
        self.expected = expected
        self.given = given


def _one_line(text: str) -> str:
    """`text` on one line (SQLite's reports span several)."""
    return " ".join(text.split())


def _integrity_detail(problems: list[str]) -> str:
    """What ``PRAGMA quick_check`` found, in a few words: its first finding, on one line."""
    lines = [
        line.strip()
        for problem in problems
        for line in str(problem).splitlines()
        if line.strip() and not line.strip().startswith("***")
    ]
    first = _one_line(lines[0]) if lines else "no detail"
    if len(first) > 80:
        first = first[:77] + "..."
    more = f", and {len(lines) - 1} more" if len(lines) > 1 else ""
    return f"SQLite's integrity check failed: {first}{more}"


def _damaged(path: Path, detail: str) -> CorruptStoreError:
    detail = _one_line(detail)
    return CorruptStoreError(
        f"The saved-games file at {path} is damaged ({detail}). It has been left untouched; "
        "start with a fresh file beside it, or restore a backup.",
        path,
    )


def _foreign(path: Path, detail: str) -> ForeignStoreError:
    return ForeignStoreError(
        f"The file at {path} is not a Werewolf Desktop saved-games file ({detail}). "
        "It has been left untouched; start with a fresh file beside it, or choose another "
        "data folder with --data-dir.",
        path,
    )


def _locked(path: Path, timeout: float) -> LockedStoreError:
    return LockedStoreError(
        f"The saved-games file at {path} is busy: another program (perhaps another "
        f"Werewolf Desktop window) kept it locked for more than {timeout:g} seconds. "
        "Nothing was changed; close the other program or wait, then try again.",
        path,
    )


def _read_only(path: Path) -> ReadOnlyStoreError:
    return ReadOnlyStoreError(
        f"The saved-games file at {path} cannot be written (the file, its folder or the "
        "disk is read-only). Nothing was changed; make it writable, or choose a writable "
        "data folder with --data-dir.",
        path,
    )


def _disk_full(path: Path) -> StoreError:
    return StoreError(
        f"The disk holding the saved-games file at {path} is full. The last change was "
        "not saved; free some space and try again.",
        path,
        "disk_full",
    )


def _translate(exc: sqlite3.Error, path: Path, timeout: float) -> StoreError:
    """The :class:`StoreError` that tells the user what an SQLite error means."""
    code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
    if code in (_BUSY, _LOCKED):
        return _locked(path, timeout)
    if code == _READONLY:
        return _read_only(path)
    if code in (_CORRUPT, _NOTADB):
        return _damaged(path, str(exc))
    if code == _FULL or (code == _IOERR and _low_on_space(path)):
        return _disk_full(path)
    if code == _CANTOPEN:
        if path.parent.is_dir() and not os.access(path.parent, os.W_OK):
            return _read_only(path)
        return StoreError(
            f"The saved-games file at {path} cannot be opened ({exc}). Check that its "
            "folder exists and is accessible, or choose another data folder with --data-dir.",
            path,
            "cannot_open",
        )
    return StoreError(
        f"The saved-games file at {path} could not be read or written ({exc}). "
        "Nothing more was changed; try again, or restart the app.",
        path,
        "read_write",
    )


# Extended codes: a read-only connection met a change left by a crash that only a writer
# may finish (a hot rollback journal; a WAL to recover; a WAL index to build).
_READONLY_NEEDS_WRITER = (_READONLY | 1 << 8, _READONLY | 3 << 8, _READONLY | 5 << 8)


class _NeedsRepair(Exception):
    """The inspection could not read the file before SQLite's own crash recovery runs."""

    def __init__(self, error: sqlite3.Error) -> None:
        super().__init__(str(error))
        self.error = error

    @staticmethod
    def or_translated(exc: sqlite3.Error, path: Path, timeout: float) -> Exception:
        if getattr(exc, "sqlite_errorcode", None) in _READONLY_NEEDS_WRITER:
            return _NeedsRepair(exc)
        return _translate(exc, path, timeout)


# --------------------------------------------------------------------------- values


class GameStatus(StrEnum):
    """Whether a game is still being played or has ended (compares equal to its value)."""

    PLAYING = "playing"
    FINISHED = "finished"


@dataclass(frozen=True)
class StoredGame:
    """One game as stored.

    Attributes:
        id: the game's id (32 hex digits).
        setup: the setup JSON object.
        records: the log, in order (record *i* has index *i*).
        ui_state: app state to restore on resume (narration step, timer, claims...).
        status: playing or finished.
        created: when the game was created (UTC).
        updated: when its log or status last changed (UTC).
        summary: the end-of-game summary, or None while playing.
        abandoned: when the host abandoned this unfinished game (UTC), or None.
    """

    id: str
    setup: dict[str, Any]
    records: list[dict[str, Any]]
    ui_state: dict[str, Any]
    status: GameStatus
    created: datetime
    updated: datetime
    summary: dict[str, Any] | None
    abandoned: datetime | None = None


@dataclass(frozen=True)
class GameSummary:
    """One line of the history list.

    Attributes:
        id: the game's id.
        created: when the game was created (UTC).
        updated: when its log or status last changed (UTC).
        preset: the setup's preset id, if any.
        players: the players' names in seat order.
        status: playing or finished.
        winner: the winning side of a finished game.
        days: the number of days a finished game lasted.
        abandoned: when the host abandoned this unfinished game (UTC), or None.
    """

    id: str
    created: datetime
    updated: datetime
    preset: str | None
    players: tuple[str, ...]
    status: GameStatus
    winner: str | None
    days: int | None
    abandoned: datetime | None = None


@dataclass
class PlayerStats:
    """One player's record across finished games (players are grouped by case-folded name).

    Attributes:
        name: the name as spelled in the player's most recent finished game.
        games: finished games played.
        wins: games won.
        wins_by_side: side -> games won on that side.
        games_by_side: side -> games played on that side.
    """

    name: str
    games: int = 0
    wins: int = 0
    wins_by_side: dict[str, int] = field(default_factory=dict)
    games_by_side: dict[str, int] = field(default_factory=dict)


# --------------------------------------------------------------------------- helpers


def default_data_dir(override: Path | None = None) -> Path:
    """The folder holding the saved-games file: ``override`` (``--data-dir DIR``) if given,
    else the per-user data folder of ``platformdirs``. The folder is not created."""
    if override is not None:
        return Path(override).expanduser()
    return platformdirs.user_data_path("ww-desktop")


def default_store_path(data_dir: Path | None = None) -> Path:
    """The saved-games file inside :func:`default_data_dir` of ``data_dir``."""
    return default_data_dir(data_dir) / DB_FILENAME


def canonical_json(value: Any) -> str:
    """``value`` as canonical JSON: sorted keys, no spaces, UTF-8 text, no NaN/Infinity.

    Raises ``ValueError`` (or ``TypeError``) for values JSON cannot represent.
    """
    return json.dumps(
        value, sort_keys=True, separators=(",", ":"), ensure_ascii=False, allow_nan=False
    )


def check_summary(summary: Any) -> None:
    """Raise ``ValueError`` unless ``summary`` has the shape :meth:`Store.finish` needs.

    Required: ``winner`` (str), ``winners`` (list of str), ``days`` (int) and ``players``
    (list of objects with ``name``, ``role`` and ``side`` strings and a ``won`` bool).
    Other keys are kept as they are.
    """
    if not isinstance(summary, dict):
        raise ValueError("the summary is not a JSON object")
    if not isinstance(summary.get("winner"), str):
        raise ValueError("the summary's 'winner' is not a string")
    winners = summary.get("winners")
    if not isinstance(winners, list) or not all(isinstance(w, str) for w in winners):
        raise ValueError("the summary's 'winners' is not a list of names")
    days = summary.get("days")
    if not isinstance(days, int) or isinstance(days, bool) or days < 0:
        raise ValueError("the summary's 'days' is not a whole number")
    players = summary.get("players")
    if not isinstance(players, list):
        raise ValueError("the summary's 'players' is not a list")
    for i, player in enumerate(players):
        if (
            not isinstance(player, dict)
            or not all(isinstance(player.get(k), str) for k in ("name", "role", "side"))
            or not isinstance(player.get("won"), bool)
        ):
            raise ValueError(
                f"player {i} of the summary lacks a name, role, side (strings) or won (bool)"
            )


# A stored time is at least a day from datetime's limits, so that showing it in any time
# zone (years 1 to 9999 there too) can never overflow.
_EARLIEST = datetime(1, 1, 2, tzinfo=UTC)
_LATEST = datetime(9999, 12, 30, 23, 59, 59, 999999, tzinfo=UTC)


def _in_range(moment: datetime, shown: object) -> datetime:
    """`moment` (aware) in UTC; ``ValueError`` when it is too close to year 1 or past 9999."""
    try:
        utc = moment.astimezone(UTC)
    except OverflowError:
        utc = None
    if utc is None or not _EARLIEST <= utc <= _LATEST:
        raise ValueError(f"the time {shown} is out of range (years 1 to 9999 in UTC)")
    return utc


def _timestamp(moment: datetime | None = None) -> str:
    """`moment` (now by default) as stored: ISO 8601 UTC text. ``ValueError`` for a time
    out of range (past year 9999 or before year 1 once moved to UTC)."""
    if moment is None:
        moment = datetime.now(UTC)
    elif moment.tzinfo is None:
        moment = moment.astimezone()  # a naive time is local time, as datetime reads it
    return _in_range(moment, moment).isoformat(timespec="microseconds")


def _parse_time(text: str) -> datetime:
    """A stored time, aware and in UTC; ``ValueError`` for one that is not a time or is out
    of range (a damaged row: past year 9999 or before year 1 once moved to UTC)."""
    if not isinstance(text, str):
        raise ValueError(f"the time {text!r} is not text")
    try:
        moment = datetime.fromisoformat(text)
    except ValueError:
        raise ValueError(f"the time {text!r} is not a date and time") from None
    if moment.tzinfo is None:
        moment = moment.replace(tzinfo=UTC)
    return _in_range(moment, text)


def _json_object(value: Any, what: str) -> str:
    if not isinstance(value, dict):
        raise ValueError(f"the {what} must be a JSON object (a dict)")
    try:
        return canonical_json(value)
    except (TypeError, ValueError) as exc:
        raise ValueError(f"the {what} cannot be stored as JSON: {exc}") from exc


_SIDECAR_ENDS = ("-wal", "-shm", "-journal")


def _has_sidecars(path: Path) -> bool:
    return Path(f"{path}-wal").exists() or Path(f"{path}-shm").exists()


def _wal_empty(path: Path) -> bool:
    """Whether no committed change waits in the file's WAL (none, or an empty one)."""
    try:
        return Path(f"{path}-wal").stat().st_size == 0
    except FileNotFoundError:
        return True
    except OSError:
        return False


def _low_on_space(path: Path) -> bool:
    """Whether the disk holding `path` has less than :data:`_LOW_SPACE` bytes free: an I/O
    error there is most likely the full disk (SQLite says "disk I/O error" when its shared
    memory file cannot grow, not "database or disk is full")."""
    for folder in (path.parent, *path.parent.parents):
        try:
            info = os.statvfs(folder)
        except (OSError, AttributeError):
            continue
        return info.f_bavail * info.f_frsize < _LOW_SPACE
    return False


def _sidecars(path: Path) -> set[str]:
    return {end for end in ("-wal", "-shm") if Path(f"{path}{end}").exists()}


def _remove_new_sidecars(path: Path, had: set[str]) -> None:
    """Remove the -wal/-shm a failed open on a read-only file left (nothing was written)."""
    for end in ("-wal", "-shm"):
        side = Path(f"{path}{end}")
        if end not in had and side.exists():
            if end == "-wal" and side.stat().st_size > 0:
                return  # holds data: never touch it
            with suppress(OSError):
                side.unlink()


def _translate_os(exc: OSError, path: Path) -> StoreError:
    """The :class:`StoreError` that tells the user what a failed file operation means."""
    if exc.errno == errno.ENOSPC:
        return _disk_full(path)
    if exc.errno == errno.EROFS:
        return _read_only(path)
    return StoreError(
        f"The saved-games file at {path} could not be read or written "
        f"({exc.strerror or exc}). Nothing more was changed; try again, or choose another "
        "data folder with --data-dir.",
        path,
        "read_write",
    )


def _not_a_folder(path: Path) -> StoreError:
    return StoreError(
        f"The data folder {path.parent} is not a folder (it is a file or a device), so the "
        "saved games cannot be kept there. Nothing was changed; choose a folder with --data-dir.",
        path,
        "cannot_open",
    )


def _check_header(path: Path) -> bool:
    """Whether ``path`` holds data; raise :class:`ForeignStoreError` if that is not SQLite.

    Only an ordinary file is read (a pipe would block, a device never ends)."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except FileNotFoundError:
        return False
    except NotADirectoryError:
        raise _not_a_folder(path) from None
    except IsADirectoryError:
        raise _foreign(path, "it is a folder") from None
    except PermissionError:
        raise StoreError(
            f"The saved-games file at {path} cannot be read (permission denied). Fix its "
            "permissions, or choose another data folder with --data-dir.",
            path,
        ) from None
    except OSError as exc:
        raise _translate_os(exc, path) from None
    try:
        info = os.fstat(fd)
        if stat.S_ISDIR(info.st_mode):
            raise _foreign(path, "it is a folder")
        if not stat.S_ISREG(info.st_mode):
            raise _foreign(path, "it is not an ordinary file (a device, a pipe or a socket)")
        head = os.read(fd, len(_SQLITE_HEADER))
    except OSError as exc:
        raise _translate_os(exc, path) from None
    finally:
        os.close(fd)
    if not head:
        return False
    if head != _SQLITE_HEADER:
        raise _foreign(path, "it is not an SQLite database at all")
    return True


# --------------------------------------------------------------------------- the store


class Store:
    """A connection to one saved-games file.

    Open it with :meth:`open` (or :meth:`open_beside`), and close it with :meth:`close` or
    a ``with`` block. One ``Store`` may be shared between threads (calls are serialised);
    several ``Store`` objects, in one process or several, may use one file at once.

    Attributes:
        path: the database file.
        timeout: seconds to wait for another writer's lock before giving up with
            :class:`LockedStoreError`.
        last_error: the last time the file refused a read or a write (locked, disk full,
            read-only...), that refusal, whoever caught it (None if it never did); so a
            caller several layers up can still tell the user the store's own words.
    """

    path: Path
    timeout: float

    def __init__(self, path: Path, connection: sqlite3.Connection, timeout: float) -> None:
        """Wrap an open, migrated connection; use :meth:`open` instead."""
        self.path = path
        self.timeout = timeout
        self._conn = connection
        self._lock = threading.RLock()
        self.last_error: StoreError | None = None

    # ----------------------------------------------------------------- opening

    @classmethod
    def open(cls, path: Path | None = None, *, timeout: float = 5.0) -> Self:
        """Open (creating it and its folders if needed) the saved-games file at ``path``.

        ``path`` defaults to :func:`default_store_path`. An older schema is migrated.
        Raises :class:`ForeignStoreError`, :class:`CorruptStoreError`,
        :class:`NewerStoreError`, :class:`LockedStoreError`, :class:`ReadOnlyStoreError`
        or :class:`StoreError`; in every such case the file is left as it was.
        """
        path = Path(path).expanduser() if path is not None else default_store_path()
        try:
            path.parent.mkdir(parents=True, exist_ok=True)
        except (FileExistsError, NotADirectoryError):
            raise _not_a_folder(path) from None
        except OSError as exc:
            raise StoreError(
                f"The folder {path.parent} for saved games cannot be created "
                f"({exc.strerror or exc}). "
                "Choose another data folder with --data-dir.",
                path,
            ) from exc
        if _check_header(path):
            cls._inspect(path, timeout)
            if not os.access(path, os.W_OK):
                raise _read_only(path)  # before SQLite leaves a -wal and -shm behind
        had = _sidecars(path)
        try:
            conn = sqlite3.connect(
                path, timeout=timeout, isolation_level=None, check_same_thread=False
            )
        except sqlite3.Error as exc:
            raise _translate(exc, path, timeout) from exc
        try:
            cls._prepare(conn, path, timeout)
        except ReadOnlyStoreError:
            conn.close()
            _remove_new_sidecars(path, had)
            raise
        except BaseException:
            conn.close()
            raise
        return cls(path, conn, timeout)

    @classmethod
    def open_read_only(cls, path: Path | None = None, *, timeout: float = 5.0) -> Self:
        """Open the saved-games file for reading only (listing, exporting, the History).

        Never writes, never takes the write lock, never creates the file or its folder: it
        works on a read-only disk and while another program writes. (The one exception:
        a file of ours that a crash left mid-change gets SQLite's own recovery first, as
        any writer would run it; see :meth:`_inspect`.) A missing file reads as
        an empty store. A file with an older schema is opened the ordinary way (it must be
        migrated first); a bad file raises as :meth:`open` does.
        """
        path = Path(path).expanduser() if path is not None else default_store_path()
        try:
            return cls._open_read_only(path, timeout)
        except StoreError as exc:
            if exc.reason != "disk_full":
                raise
            # Reading changes nothing: say why it cannot even read (a crash-left WAL needs
            # a little room for its index beside the file).
            raise StoreError(
                f"The disk holding the saved-games file at {path} is full, so the saved "
                "games cannot even be read (SQLite needs a little room beside the file). "
                "Nothing was changed; free some space and try again.",
                path,
                "disk_full",
            ) from exc

    @classmethod
    def _open_read_only(cls, path: Path, timeout: float) -> Self:
        if not _check_header(path):
            conn = sqlite3.connect(":memory:", isolation_level=None, check_same_thread=False)
            cls._prepare(conn, path, timeout)
            return cls(path, conn, timeout)
        cls._inspect(path, timeout)
        # No -wal/-shm: nobody has the file open; read it as it is (a read-only connection
        # would create them). Else share the live ones, read-only; but on a full disk with
        # nothing in the WAL (the -shm cannot grow), read the file as it is too.
        immutable = not _has_sidecars(path)
        while True:
            uri = f"{path.absolute().as_uri()}?mode=ro" + ("&immutable=1" if immutable else "")
            opened: sqlite3.Connection | None = None
            try:
                opened = sqlite3.connect(
                    uri, uri=True, timeout=timeout, isolation_level=None, check_same_thread=False
                )
                version = migrations.current_version(opened)
                opened.execute("PRAGMA foreign_keys = ON")
                conn = opened
                break
            except sqlite3.Error as exc:
                if opened is not None:
                    opened.close()
                error = _translate(exc, path, timeout)
                if immutable or error.reason != "disk_full" or not _wal_empty(path):
                    raise error from exc
                immutable = True
        if version < CURRENT_VERSION:
            conn.close()
            return cls.open(path, timeout=timeout)
        return cls(path, conn, timeout)

    @classmethod
    def open_beside(cls, path: Path, *, timeout: float = 5.0) -> Self:
        """Start a fresh saved-games file next to the (bad) file at ``path``.

        The new file is ``<stem>-2<suffix>``, ``<stem>-3<suffix>``... , the first name not
        taken; nothing existing is ever replaced. Use it once the user agrees.
        """
        path = Path(path).expanduser()
        path.parent.mkdir(parents=True, exist_ok=True)
        number = 2
        while True:
            candidate = path.with_name(f"{path.stem}-{number}{path.suffix}")
            try:
                # Claim the name atomically: an empty file is taken as a new database.
                with candidate.open("xb"):
                    pass
            except FileExistsError:
                number += 1
                continue
            except OSError as exc:
                if not os.access(path.parent, os.W_OK):
                    raise _read_only(candidate) from exc
                raise StoreError(
                    f"A fresh saved-games file cannot be created at {candidate} ({exc}).",
                    candidate,
                ) from exc
            return cls.open(candidate, timeout=timeout)

    @classmethod
    def reopen_beside(cls, path: Path, *, timeout: float = 5.0) -> Self:
        """The fresh file chosen before next to the (bad) file at ``path``, else a new one.

        The highest-numbered ``<stem>-N<suffix>`` that opens cleanly is used again, so the
        games saved in it stay in view; only when there is none is a new file started
        (:meth:`open_beside`).
        """
        path = Path(path).expanduser()
        numbered: list[tuple[int, Path]] = []
        prefix = f"{path.stem}-"
        for candidate in path.parent.glob(f"{path.stem}-*{path.suffix}"):
            middle = candidate.name[len(prefix) : len(candidate.name) - len(path.suffix)]
            if middle.isdigit() and len(middle) < 9:
                numbered.append((int(middle), candidate))
        for _, candidate in sorted(numbered, reverse=True):
            try:
                return cls.open(candidate, timeout=timeout)
            except StoreError:
                continue
        return cls.open_beside(path, timeout=timeout)

    @staticmethod
    def set_aside(path: Path) -> Path:
        """Keep a damaged (or foreign) file under a new name beside it; return that name.

        The file and its ``-wal``/``-shm``/``-journal`` are renamed (not copied: the bytes
        stay exactly as they were) to ``<stem>.damaged-<UTC time><suffix>``, a name not
        taken; the usual name is then free for a fresh file, so the next launch, the
        History and the command line all use the fresh file without asking again. Never
        call it for a file another program may be using (a newer version's, a locked one).
        Raises :class:`StoreError` when the file cannot be renamed (nothing is changed).
        """
        path = Path(path).expanduser()
        stamp = datetime.now(UTC).strftime("%Y%m%d-%H%M%S")
        number = 1
        while True:
            tail = f"-{number}" if number > 1 else ""
            kept = path.with_name(f"{path.stem}.damaged-{stamp}{tail}{path.suffix}")
            if not any(Path(f"{kept}{end}").exists() for end in ("", *_SIDECAR_ENDS)):
                break
            number += 1
        try:
            os.link(path, kept)  # fails if the name was taken meanwhile: never clobbers
        except FileExistsError:
            return Store.set_aside(path)
        except OSError:
            try:
                os.rename(path, kept)
            except OSError as exc:
                raise StoreError(
                    f"The damaged saved-games file at {path} cannot be set aside ({exc}). "
                    "Nothing was changed; choose another data folder with --data-dir.",
                    path,
                ) from exc
        else:
            path.unlink()
        for end in _SIDECAR_ENDS:
            side = Path(f"{path}{end}")
            if side.exists():
                with suppress(OSError):
                    os.rename(side, Path(f"{kept}{end}"))
        return kept

    @staticmethod
    def _inspect(path: Path, timeout: float) -> None:
        """:meth:`_inspect_plain`; but a file a crash left mid-change (a hot ``-journal``, a
        WAL to recover) cannot be read without finishing that repair, which only a writer
        may do: SQLite's own recovery is run (when the file and its folder are writable)
        and the check made again. A read-only file that needs it is reported as such."""
        try:
            Store._inspect_plain(path, timeout)
            return
        except _NeedsRepair:
            pass
        with path.open("rb") as f:
            header = f.read(100)
        if int.from_bytes(header[68:72], "big") != APPLICATION_ID:
            # Not ours (by its header): another program's file is not ours to repair.
            raise _foreign(path, "it is an SQLite database of another program")
        if not (os.access(path, os.W_OK) and os.access(path.parent, os.W_OK)):
            raise StoreError(
                f"The saved-games file at {path} was left mid-change by a program that "
                "stopped, and the file or its folder is read-only, so it cannot be repaired. "
                "Nothing was changed; make it writable once, then try again.",
                path,
                "read_write",
            )
        try:
            # An ordinary connection rolls the change back (or recovers the WAL) as it reads.
            conn = sqlite3.connect(path, timeout=timeout, isolation_level=None)
            try:
                conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
            finally:
                conn.close()
        except sqlite3.Error as exc:
            raise _translate(exc, path, timeout) from exc
        try:
            Store._inspect_plain(path, timeout)
        except _NeedsRepair as exc:
            raise _translate(exc.error, path, timeout) from exc

    @staticmethod
    def _inspect_plain(path: Path, timeout: float) -> None:
        """Check, without writing, that the existing SQLite file at ``path`` is ours.

        A WAL-mode file with no ``-wal``/``-shm`` beside it has no live connection, so it
        is read as immutable: even a read-only connection would leave those files behind.
        If one appeared meanwhile, the check is made again the ordinary (read-only) way.
        """
        with path.open("rb") as f:
            header = f.read(100)
        wal_mode = len(header) > 19 and header[18] == 2
        if wal_mode and not _has_sidecars(path):
            Store._inspect_once(path, timeout, immutable=True)
            if not _has_sidecars(path):
                return
        try:
            Store._inspect_once(path, timeout, immutable=False)
        except StoreError as exc:
            # A full disk: the -shm a crash or a failed write left cannot grow. With nothing
            # in the WAL, the file itself holds every game: read it as it is.
            if not (wal_mode and exc.reason == "disk_full" and _wal_empty(path)):
                raise
            Store._inspect_once(path, timeout, immutable=True)

    @staticmethod
    def _inspect_once(path: Path, timeout: float, *, immutable: bool) -> None:
        uri = f"{path.absolute().as_uri()}?mode=ro" + ("&immutable=1" if immutable else "")
        try:
            conn = sqlite3.connect(uri, uri=True, timeout=timeout, isolation_level=None)
        except sqlite3.Error as exc:
            raise _NeedsRepair.or_translated(exc, path, timeout) from exc
        try:
            (app_id,) = conn.execute("PRAGMA application_id").fetchone()
            if app_id != APPLICATION_ID:
                (objects,) = conn.execute("SELECT COUNT(*) FROM sqlite_master").fetchone()
                if app_id == 0 and objects == 0:
                    return  # an empty SQLite database: nothing to lose, it becomes ours
                raise _foreign(path, "it is an SQLite database of another program")
            # Check the pages before trusting anything read from them.
            problems = [row[0] for row in conn.execute("PRAGMA quick_check(3)")]
            if problems != ["ok"]:
                raise _damaged(path, _integrity_detail(problems))
            if not migrations.has_schema_table(conn):
                raise _damaged(path, "its schema_version table is missing")
            version = migrations.current_version(conn)
            if version > CURRENT_VERSION:
                raise NewerStoreError(
                    f"The saved-games file at {path} was written by a newer version of "
                    f"Werewolf Desktop (schema {version}; this version reads up to "
                    f"{CURRENT_VERSION}). It has been left untouched; update Werewolf "
                    "Desktop to use it, or start with a fresh file beside it.",
                    path,
                    version,
                    CURRENT_VERSION,
                )
        except sqlite3.Error as exc:
            raise _NeedsRepair.or_translated(exc, path, timeout) from exc
        finally:
            conn.close()

    @staticmethod
    def _prepare(conn: sqlite3.Connection, path: Path, timeout: float) -> None:
        """Migrate the (inspected) database to the current schema and set the pragmas."""
        try:
            conn.execute("PRAGMA foreign_keys = ON")
            conn.execute("BEGIN IMMEDIATE")
            try:
                # Another instance may have migrated the file since the inspection.
                version = migrations.current_version(conn)
                if version > CURRENT_VERSION:
                    raise NewerStoreError(
                        f"The saved-games file at {path} was just upgraded by a newer "
                        "version of Werewolf Desktop. It has been left untouched; update "
                        "Werewolf Desktop to use it.",
                        path,
                        version,
                        CURRENT_VERSION,
                    )
                if migrations.migrate(conn):
                    conn.execute("COMMIT")
                else:
                    # Nothing to do, but find out now whether we may write at all: a
                    # write of the header fails on a read-only file; then undo it.
                    (user_version,) = conn.execute("PRAGMA user_version").fetchone()
                    conn.execute(f"PRAGMA user_version = {int(user_version)}")
                    conn.execute("ROLLBACK")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise
            Store._wal_mode(conn, timeout)
            conn.execute("PRAGMA synchronous = FULL")
        except sqlite3.Error as exc:
            raise _translate(exc, path, timeout) from exc

    @staticmethod
    def _wal_mode(conn: sqlite3.Connection, timeout: float) -> None:
        """Switch to WAL, waiting up to `timeout` for the others: SQLite does not wait by
        itself here (several programs opening a brand-new file at once)."""
        deadline = time.monotonic() + timeout
        while True:
            try:
                conn.execute("PRAGMA journal_mode = WAL").fetchone()
                return
            except sqlite3.OperationalError as exc:
                code = (getattr(exc, "sqlite_errorcode", None) or 0) & 0xFF
                if code not in (_BUSY, _LOCKED) or time.monotonic() >= deadline:
                    raise
                time.sleep(random.uniform(0.005, 0.03))

    def close(self) -> None:
        """Close the connection (idempotent)."""
        with self._lock:
            self._conn.close()

    def __enter__(self) -> Self:
        return self

    def __exit__(
        self,
        exc_type: type[BaseException] | None,
        exc: BaseException | None,
        tb: TracebackType | None,
    ) -> None:
        self.close()

    def __repr__(self) -> str:
        return f"Store({str(self.path)!r})"

    # ----------------------------------------------------------------- plumbing

    @contextmanager
    def _errors(self) -> Iterator[None]:
        try:
            yield
        except sqlite3.ProgrammingError:
            raise
        except sqlite3.Error as exc:
            self.last_error = _translate(exc, self.path, self.timeout)
            raise self.last_error from exc

    @contextmanager
    def _transaction(self, begin: str = "BEGIN IMMEDIATE") -> Iterator[sqlite3.Connection]:
        """One transaction: ``BEGIN IMMEDIATE`` for writes, ``BEGIN`` for a read snapshot."""
        with self._lock, self._errors():
            conn = self._conn
            conn.execute(begin)
            try:
                yield conn
                conn.execute("COMMIT")
            except BaseException:
                if conn.in_transaction:
                    conn.execute("ROLLBACK")
                raise

    def _require_game(self, conn: sqlite3.Connection, game_id: str) -> str:
        row = conn.execute("SELECT status FROM games WHERE id = ?", (game_id,)).fetchone()
        if row is None:
            raise UnknownGameError(f"No saved game has the id {game_id!r}.", self.path)
        return str(row[0])

    @staticmethod
    def _count(conn: sqlite3.Connection, game_id: str) -> int:
        (last,) = conn.execute(
            "SELECT MAX(idx) FROM records WHERE game_id = ?", (game_id,)
        ).fetchone()
        return 0 if last is None else int(last) + 1

    @staticmethod
    def _insert_players(
        conn: sqlite3.Connection, game_id: str, seats: Sequence[tuple[str, str | None]]
    ) -> None:
        conn.executemany(
            "INSERT INTO players (game_id, seat, name, name_key, role) VALUES (?, ?, ?, ?, ?)",
            [
                (game_id, seat, name, migrations.name_key(name), role)
                for seat, (name, role) in enumerate(seats)
            ],
        )

    def _write_outcomes(
        self, conn: sqlite3.Connection, game_id: str, summary: Mapping[str, Any] | None
    ) -> None:
        conn.execute(
            "UPDATE players SET end_role = NULL, side = NULL, won = NULL WHERE game_id = ?",
            (game_id,),
        )
        if summary is None:
            return
        seats = conn.execute(
            "SELECT name, role FROM players WHERE game_id = ? ORDER BY seat", (game_id,)
        ).fetchall()
        outcomes = migrations.match_outcomes([(n, r) for n, r in seats], summary)
        conn.executemany(
            "UPDATE players SET end_role = ?, side = ?, won = ? WHERE game_id = ? AND seat = ?",
            [(*outcome, game_id, seat) for seat, outcome in outcomes.items()],
        )

    # ----------------------------------------------------------------- writing

    def create_game(self, setup: dict[str, Any], *, created: datetime | None = None) -> str:
        """Store a new game with no records yet; return its id (uuid4 hex).

        Raises ``ValueError`` if ``setup`` is not a JSON object with ``[name, role]`` seats.
        """
        return self.insert_game(setup, [], created=created)

    def insert_game(
        self,
        setup: dict[str, Any],
        records: Sequence[dict[str, Any]],
        *,
        ui_state: dict[str, Any] | None = None,
        summary: dict[str, Any] | None = None,
        created: datetime | None = None,
        abandoned: datetime | None = None,
        narration: Mapping[str, Any] | None = None,
    ) -> str:
        """Store a whole game in one transaction (as an import does); return its new id.

        With a ``summary`` the game is stored finished; with ``abandoned`` (and no summary),
        abandoned at that time; with ``narration`` (``{"lines": [...], "calls": [...]}``),
        that flight record too. Everything is checked before anything is written: raises
        ``ValueError`` for data that cannot be stored (a time out of range, NaN...), and
        then stores nothing.
        """
        game_id, _ = self._insert(
            setup,
            records,
            ui_state=ui_state,
            summary=summary,
            created=created,
            abandoned=abandoned,
            narration=narration,
            unique=False,
        )
        return game_id

    def insert_unique(
        self,
        setup: dict[str, Any],
        records: Sequence[dict[str, Any]],
        *,
        ui_state: dict[str, Any] | None = None,
        summary: dict[str, Any] | None = None,
        created: datetime | None = None,
        abandoned: datetime | None = None,
        narration: Mapping[str, Any] | None = None,
    ) -> tuple[str, bool]:
        """:meth:`insert_game`, unless the same game (same setup, same log) is stored already.

        Returns ``(id, added)``: the new game's id and True, or the id of the game already
        stored and False (then nothing is written). The check and the insert are one
        transaction, so two imports of one file at once store it once.
        """
        return self._insert(
            setup,
            records,
            ui_state=ui_state,
            summary=summary,
            created=created,
            abandoned=abandoned,
            narration=narration,
            unique=True,
        )

    def _insert(
        self,
        setup: dict[str, Any],
        records: Sequence[dict[str, Any]],
        *,
        ui_state: dict[str, Any] | None,
        summary: dict[str, Any] | None,
        created: datetime | None,
        unique: bool,
        abandoned: datetime | None = None,
        narration: Mapping[str, Any] | None = None,
    ) -> tuple[str, bool]:
        setup_text = _json_object(setup, "setup")
        seats = migrations.seats_of(setup)
        bodies = [_json_object(record, f"record {i}") for i, record in enumerate(records)]
        ui_text = _json_object({} if ui_state is None else ui_state, "ui state")
        summary_text = None
        if summary is not None:
            check_summary(summary)
            summary_text = _json_object(summary, "summary")
        winner, days = migrations.summary_columns(summary)
        preset = setup.get("preset")
        game_id = uuid.uuid4().hex
        created_text = _timestamp(created)
        abandoned_text = None if abandoned is None or summary is not None else _timestamp(abandoned)
        flight = [
            (kind, i, _json_object(entry, "narration entry"))
            for kind, key in (("line", "lines"), ("call", "calls"), ("host", "host"))
            for i, entry in enumerate((narration or {}).get(key) or [])
        ]
        with self._transaction() as conn:
            if unique:
                same = self._same_game(conn, setup_text, bodies)
                if same is not None:
                    return same, False
            conn.execute(
                "INSERT INTO games (id, setup, status, created, updated, summary, ui_state,"
                " preset, winner, days, abandoned) VALUES (?, ?, ?, ?, ?, ?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    setup_text,
                    (GameStatus.PLAYING if summary is None else GameStatus.FINISHED).value,
                    created_text,
                    created_text,
                    summary_text,
                    ui_text,
                    preset if isinstance(preset, str) else None,
                    winner,
                    days,
                    abandoned_text,
                ),
            )
            conn.executemany(
                "INSERT INTO records (game_id, idx, body) VALUES (?, ?, ?)",
                [(game_id, i, body) for i, body in enumerate(bodies)],
            )
            self._insert_players(conn, game_id, seats)
            if summary is not None:
                self._write_outcomes(conn, game_id, summary)
            conn.executemany(
                "INSERT INTO narration (game_id, kind, idx, body) VALUES (?, ?, ?, ?)",
                [(game_id, kind, i, body) for kind, i, body in flight],
            )
        return game_id, True

    @staticmethod
    def _same_game(conn: sqlite3.Connection, setup_text: str, bodies: list[str]) -> str | None:
        """The id of a stored game with this very setup and log, if any."""
        candidates = conn.execute(
            "SELECT id FROM games WHERE setup = ? ORDER BY created, id", (setup_text,)
        ).fetchall()
        for (game_id,) in candidates:
            stored = conn.execute(
                "SELECT body FROM records WHERE game_id = ? ORDER BY idx", (game_id,)
            ).fetchall()
            if [body for (body,) in stored] == bodies:
                return str(game_id)
        return None

    def append_record(self, game_id: str, index: int, record: dict[str, Any]) -> None:
        """Append ``record`` as record number ``index`` and commit it to disk.

        ``index`` must equal the number of records stored, else :class:`RecordIndexError`
        (another writer got there first, or the caller is out of step).
        """
        self.append_records(game_id, index, [record])

    def append_records(self, game_id: str, index: int, records: list[dict[str, Any]]) -> None:
        """Append several records from number ``index`` on, in ONE committed transaction
        (a choice and the lots it drew are saved together or not at all)."""
        if not records:
            return
        bodies = [_json_object(record, "record") for record in records]
        with self._transaction() as conn:
            self._require_game(conn, game_id)
            count = self._count(conn, game_id)
            if index != count:
                raise RecordIndexError(
                    f"Record {index} cannot be saved for game {game_id}: it has {count} "
                    "records (another window may be playing the same game).",
                    expected=count,
                    given=index,
                )
            conn.executemany(
                "INSERT INTO records (game_id, idx, body) VALUES (?, ?, ?)",
                [(game_id, index + i, body) for i, body in enumerate(bodies)],
            )
            conn.execute("UPDATE games SET updated = ? WHERE id = ?", (_timestamp(), game_id))

    def truncate(self, game_id: str, length: int) -> None:
        """Drop the records from index ``length`` on (undo).

        ``length`` must be between 0 and the number of records. Truncating a finished game
        below its full length also reopens it (same transaction), since its summary no
        longer describes the log.
        """
        with self._transaction() as conn:
            status = self._require_game(conn, game_id)
            count = self._count(conn, game_id)
            if not 0 <= length <= count:
                raise StoreError(
                    f"Game {game_id} has {count} records; it cannot be cut to {length}.",
                    self.path,
                )
            if length == count:
                return
            conn.execute("DELETE FROM records WHERE game_id = ? AND idx >= ?", (game_id, length))
            conn.execute("UPDATE games SET updated = ? WHERE id = ?", (_timestamp(), game_id))
            if status == GameStatus.FINISHED:
                self._set_playing(conn, game_id)

    def set_ui_state(self, game_id: str, state: dict[str, Any]) -> None:
        """Replace the app state restored on resume; committed at once."""
        text = _json_object(state, "ui state")
        with self._transaction() as conn:
            self._require_game(conn, game_id)
            conn.execute("UPDATE games SET ui_state = ? WHERE id = ?", (text, game_id))

    def set_narration(self, game_id: str, narration: dict[str, Any]) -> None:
        """Replace the game's narration flight record (``{"lines": [...], "calls": [...]}``)."""
        self.update_narration(
            game_id,
            lines=(0, list(narration.get("lines") or [])),
            calls=(0, list(narration.get("calls") or [])),
            host=(0, list(narration.get("host") or [])),
        )

    def update_narration(
        self,
        game_id: str,
        *,
        lines: tuple[int, list[dict[str, Any]]] = (0, []),
        calls: tuple[int, list[dict[str, Any]]] = (0, []),
        host: tuple[int, list[dict[str, Any]]] | None = None,
    ) -> None:
        """Rewrite the flight record's entries from an index on (``(start, entries)`` for
        the lines, the calls and, when given, the host's actions): what came before is
        kept, what came after is replaced. One transaction, committed at once."""
        rows: list[tuple[str, str, int, str]] = []
        cuts: list[tuple[str, str, int]] = []
        kinds = [("line", lines), ("call", calls)] + ([("host", host)] if host else [])
        for kind, (start, entries) in kinds:
            cuts.append((game_id, kind, start))
            for i, entry in enumerate(entries):
                rows.append((game_id, kind, start + i, _json_object(entry, "narration entry")))
        with self._transaction() as conn:
            self._require_game(conn, game_id)
            conn.executemany(
                "DELETE FROM narration WHERE game_id = ? AND kind = ? AND idx >= ?", cuts
            )
            conn.executemany(
                "INSERT INTO narration (game_id, kind, idx, body) VALUES (?, ?, ?, ?)", rows
            )

    def narration(self, game_id: str) -> dict[str, Any]:
        """The game's narration flight record: ``{"lines": [...], "calls": [...]}``, plus
        ``"host": [...]`` when the host's actions were recorded."""
        with self._transaction("BEGIN") as conn:
            self._require_game(conn, game_id)
            found = conn.execute(
                "SELECT kind, body FROM narration WHERE game_id = ? ORDER BY kind, idx",
                (game_id,),
            ).fetchall()
        record: dict[str, list[Any]] = {"lines": [], "calls": []}
        names = {"line": "lines", "call": "calls", "host": "host"}
        for kind, body in found:
            record.setdefault(names.get(kind, "calls"), []).append(json.loads(body))
        return record

    def finish(self, game_id: str, summary: dict[str, Any]) -> None:
        """Mark the game finished with its end-of-game ``summary`` (see :func:`check_summary`).

        Finishing a finished game replaces its summary.
        """
        check_summary(summary)
        text = _json_object(summary, "summary")
        winner, days = migrations.summary_columns(summary)
        with self._transaction() as conn:
            self._require_game(conn, game_id)
            conn.execute(
                "UPDATE games SET status = ?, summary = ?, winner = ?, days = ?, updated = ?,"
                " abandoned = NULL WHERE id = ?",
                (GameStatus.FINISHED.value, text, winner, days, _timestamp(), game_id),
            )
            self._write_outcomes(conn, game_id, summary)

    def abandon(self, game_id: str) -> None:
        """Abandon an unfinished game: it stays in the history (as abandoned) with its log,
        but is no longer offered for resuming. Raises ``ValueError`` for a finished game;
        abandoning an abandoned game changes nothing."""
        with self._transaction() as conn:
            status = self._require_game(conn, game_id)
            if status == GameStatus.FINISHED:
                raise ValueError("a finished game cannot be abandoned")
            stamp = _timestamp()
            conn.execute(
                "UPDATE games SET abandoned = ?, updated = ? WHERE id = ? AND abandoned IS NULL",
                (stamp, stamp, game_id),
            )

    def reopen(self, game_id: str) -> None:
        """Set a finished game back to playing (an undo after the end); drops its summary."""
        with self._transaction() as conn:
            self._require_game(conn, game_id)
            self._set_playing(conn, game_id)

    def _set_playing(self, conn: sqlite3.Connection, game_id: str) -> None:
        conn.execute(
            "UPDATE games SET status = ?, summary = NULL, winner = NULL, days = NULL,"
            " abandoned = NULL, updated = ? WHERE id = ?",
            (GameStatus.PLAYING.value, _timestamp(), game_id),
        )
        self._write_outcomes(conn, game_id, None)

    def delete(self, game_id: str) -> None:
        """Delete the game, its records and its players rows."""
        with self._transaction() as conn:
            self._require_game(conn, game_id)
            conn.execute("DELETE FROM games WHERE id = ?", (game_id,))

    # ----------------------------------------------------------------- reading

    def records(self, game_id: str) -> list[dict[str, Any]]:
        """The game's records, in order."""
        with self._transaction("BEGIN") as conn:
            self._require_game(conn, game_id)
            rows = conn.execute(
                "SELECT body FROM records WHERE game_id = ? ORDER BY idx", (game_id,)
            ).fetchall()
        return [json.loads(body) for (body,) in rows]

    def load(self, game_id: str) -> StoredGame:
        """The whole game (one consistent snapshot)."""
        with self._transaction("BEGIN") as conn:
            row = conn.execute(
                "SELECT setup, ui_state, status, created, updated, summary, abandoned"
                " FROM games WHERE id = ?",
                (game_id,),
            ).fetchone()
            if row is None:
                raise UnknownGameError(f"No saved game has the id {game_id!r}.", self.path)
            bodies = conn.execute(
                "SELECT body FROM records WHERE game_id = ? ORDER BY idx", (game_id,)
            ).fetchall()
        setup, ui_state, status, created, updated, summary, abandoned = row
        try:
            return StoredGame(
                id=game_id,
                setup=json.loads(setup),
                records=json.loads("[" + ",".join(body for (body,) in bodies) + "]"),
                ui_state=json.loads(ui_state),
                status=GameStatus(status),
                created=_parse_time(created),
                updated=_parse_time(updated),
                summary=None if summary is None else json.loads(summary),
                abandoned=None if abandoned is None else _parse_time(abandoned),
            )
        except (TypeError, ValueError) as exc:  # a damaged row (an edited date, bad JSON...)
            raise ValueError(
                f"game {game_id} in {self.path} cannot be read ({exc}); the other saved "
                "games are not affected"
            ) from exc

    def list_games(self, search: str | None = None) -> list[GameSummary]:
        """All games, newest (by creation) first.

        With ``search``, only games with a player whose name starts with it, ignoring case
        and surrounding spaces (so a whole name matches too). A game whose row cannot be
        read is left out (see :meth:`list_games_checked`).
        """
        return self.list_games_checked(search)[0]

    def list_games_checked(
        self, search: str | None = None
    ) -> tuple[list[GameSummary], list[tuple[str, str]]]:
        """:meth:`list_games`, and ``(id, problem)`` for each game whose row is unreadable
        (a damaged date or status): one bad row never hides the others."""
        where = ""
        params: tuple[str, ...] = ()
        key = migrations.name_key(search) if search is not None else ""
        if key:
            # A prefix range on the indexed, case-folded name (no scan of the JSON).
            where = (
                "WHERE g.id IN (SELECT game_id FROM players WHERE name_key >= ? AND name_key < ?)"
            )
            params = (key, key + "\U0010ffff")
        return self._summaries_checked(
            f"SELECT g.id, g.created, g.updated, g.preset, g.status, g.winner, g.days,"
            f" g.abandoned FROM games g {where} ORDER BY g.created DESC, g.id",
            params,
        )

    def unfinished(self) -> list[GameSummary]:
        """The games still being played (not abandoned), most recently played first."""
        return self._summaries(
            "SELECT g.id, g.created, g.updated, g.preset, g.status, g.winner, g.days,"
            " g.abandoned FROM games g WHERE g.status = 'playing' AND g.abandoned IS NULL"
            " ORDER BY g.updated DESC, g.id",
            (),
        )

    def _summaries(self, query: str, params: tuple[str, ...]) -> list[GameSummary]:
        return self._summaries_checked(query, params)[0]

    def _summaries_checked(
        self, query: str, params: tuple[str, ...]
    ) -> tuple[list[GameSummary], list[tuple[str, str]]]:
        with self._transaction("BEGIN") as conn:
            games = conn.execute(query, params).fetchall()
            names: dict[str, list[str]] = {row[0]: [] for row in games}
            if len(names) > 200:
                rows = conn.execute(
                    "SELECT game_id, name FROM players ORDER BY game_id, seat"
                ).fetchall()
            else:
                marks = ",".join("?" * len(names))
                rows = conn.execute(
                    f"SELECT game_id, name FROM players WHERE game_id IN ({marks})"
                    " ORDER BY game_id, seat",
                    tuple(names),
                ).fetchall()
        for game_id, name in rows:
            seated = names.get(game_id)
            if seated is not None:
                seated.append(name)
        good: list[GameSummary] = []
        bad: list[tuple[str, str]] = []
        for game_id, created, updated, preset, status, winner, days, abandoned in games:
            try:
                good.append(
                    GameSummary(
                        id=str(game_id),
                        created=_parse_time(created),
                        updated=_parse_time(updated),
                        preset=preset if isinstance(preset, str) else None,
                        players=tuple(str(n) for n in names[game_id]),
                        status=GameStatus(status),
                        winner=winner if isinstance(winner, str) else None,
                        days=days if isinstance(days, int) else None,
                        abandoned=None if abandoned is None else _parse_time(abandoned),
                    )
                )
            except (TypeError, ValueError) as exc:
                bad.append((str(game_id), f"its saved row cannot be read ({exc})"))
        return good, bad

    def player_stats(self) -> list[PlayerStats]:
        """Per player (grouped by case-folded name) across finished games.

        Sorted by games played, then wins (both descending), then name.
        """
        with self._transaction("BEGIN") as conn:
            rows = conn.execute(
                "SELECT p.name_key, p.name, p.side, p.won FROM players p"
                " JOIN games g ON g.id = p.game_id"
                " WHERE g.status = 'finished' AND p.won IS NOT NULL"
                " ORDER BY g.created, g.id"
            ).fetchall()
        stats: dict[str, PlayerStats] = {}
        for key, name, side, won in rows:
            entry = stats.setdefault(key, PlayerStats(name=name))
            entry.name = name  # rows come oldest first: the latest spelling wins
            entry.games += 1
            side_name = side if side is not None else "unknown"
            entry.games_by_side[side_name] = entry.games_by_side.get(side_name, 0) + 1
            if won:
                entry.wins += 1
                entry.wins_by_side[side_name] = entry.wins_by_side.get(side_name, 0) + 1
        return sorted(stats.values(), key=lambda s: (-s.games, -s.wins, s.name.casefold()))

    def schema_version(self) -> int:
        """The file's schema version (always :data:`CURRENT_VERSION` once open)."""
        with self._lock, self._errors():
            return migrations.current_version(self._conn)
