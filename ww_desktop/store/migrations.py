"""Schema versions of the saved-games database and the steps between them.

The database records its schema in two places:

* ``PRAGMA application_id`` is set to :data:`APPLICATION_ID` by the first migration, so a
  file can be recognised as ours (or as some other program's SQLite file) before anything
  is read from it;
* the ``schema_version`` table holds one row per applied migration (``version``,
  ``applied`` as an ISO 8601 UTC time, ``description``); the current version is the
  largest ``version``. A database with no such table is at version 0 (empty).

:data:`MIGRATIONS` is the ordered list of steps. :func:`migrate` applies the missing ones
in order; the caller runs it inside one transaction (``BEGIN IMMEDIATE`` ... ``COMMIT``),
so a failed or interrupted migration leaves the file as it was. Never edit a published
migration: add a new one at the end.

Version 1 -- games and their records::

    games(id TEXT PRIMARY KEY, setup TEXT JSON, status 'playing'|'finished',
          created TEXT, updated TEXT, summary TEXT JSON or NULL)
    records(game_id -> games.id ON DELETE CASCADE, idx INTEGER, body TEXT JSON,
            PRIMARY KEY (game_id, idx))

Version 2 -- search, statistics and app state:

* ``games.ui_state`` (JSON object, default ``{}``): what the app restores on resume;
* ``games.preset``, ``games.winner``, ``games.days``: copied out of the setup and summary
  JSON so the history list needs no JSON parsing;
* ``players(game_id, seat, name, name_key, role, end_role, side, won)``: one row per seat,
  filled from the setup's ``seats``; ``name_key`` is the case-folded name (indexed, for
  search and statistics); ``end_role``, ``side`` and ``won`` come from the summary of a
  finished game and are NULL otherwise;
* indexes for newest-first listing, unfinished games and name look-ups.

The step from 1 to 2 fills the new columns and the players table from each game's stored
setup and summary JSON.

Version 3 -- ``narration(game_id, kind, idx, body)``: each game's flight record.

Version 4 -- ``games.abandoned`` (ISO 8601 UTC time or NULL): when the host abandoned an
unfinished game. Its ``status`` stays ``'playing'`` (it never ended by the rules), but it is
no longer offered for resuming; the history shows it as abandoned.
"""

from __future__ import annotations

import json
import sqlite3
from collections.abc import Callable, Sequence
from dataclasses import dataclass
from datetime import UTC, datetime
from typing import Any

__all__ = [
    "APPLICATION_ID",
    "CURRENT_VERSION",
    "MIGRATIONS",
    "Migration",
    "current_version",
    "has_schema_table",
    "match_outcomes",
    "migrate",
    "name_key",
    "seats_of",
    "summary_columns",
]

#: ``PRAGMA application_id`` of a Werewolf Desktop saved-games file ("WWDs").
APPLICATION_ID = 0x57574473


@dataclass(frozen=True)
class Migration:
    """One step of the schema.

    Attributes:
        version: the schema version reached once this step is applied (1, 2, ...).
        description: what the step does, stored in ``schema_version``.
        apply: the step itself, given the connection inside the caller's transaction.
    """

    version: int
    description: str
    apply: Callable[[sqlite3.Connection], None]


def name_key(name: str) -> str:
    """The key a player name is searched and grouped by: stripped and case-folded."""
    return " ".join(name.split()).casefold()


def seats_of(setup: Any) -> list[tuple[str, str | None]]:
    """The ``(name, role)`` of each seat of a setup, or ``ValueError`` if malformed.

    A seat is a ``[name, role]`` pair; the role may be null (not dealt yet).
    """
    if not isinstance(setup, dict):
        raise ValueError("the setup is not a JSON object")
    seats = setup.get("seats")
    if not isinstance(seats, list):
        raise ValueError("the setup has no list of seats")
    result: list[tuple[str, str | None]] = []
    for number, seat in enumerate(seats):
        if (
            not isinstance(seat, list | tuple)
            or len(seat) != 2
            or not isinstance(seat[0], str)
            or not (seat[1] is None or isinstance(seat[1], str))
        ):
            raise ValueError(f"seat {number} of the setup is not a [name, role] pair")
        result.append((seat[0], seat[1]))
    return result


def summary_columns(summary: Any) -> tuple[str | None, int | None]:
    """The ``(winner, days)`` of a summary, each None when absent or of the wrong type."""
    if not isinstance(summary, dict):
        return None, None
    winner = summary.get("winner")
    days = summary.get("days")
    return (
        winner if isinstance(winner, str) else None,
        days if isinstance(days, int) and not isinstance(days, bool) else None,
    )


def _now() -> str:
    return datetime.now(UTC).isoformat(timespec="microseconds")


def has_schema_table(conn: sqlite3.Connection) -> bool:
    """Whether the database has a ``schema_version`` table."""
    row = conn.execute(
        "SELECT 1 FROM sqlite_master WHERE type = 'table' AND name = 'schema_version'"
    ).fetchone()
    return row is not None


def current_version(conn: sqlite3.Connection) -> int:
    """The schema version of the database: 0 when it has no ``schema_version`` table."""
    if not has_schema_table(conn):
        return 0
    row = conn.execute("SELECT MAX(version) FROM schema_version").fetchone()
    return int(row[0]) if row is not None and row[0] is not None else 0


def _v1(conn: sqlite3.Connection) -> None:
    conn.execute(f"PRAGMA application_id = {APPLICATION_ID}")
    conn.execute(
        """
        CREATE TABLE schema_version (
            version     INTEGER NOT NULL PRIMARY KEY,
            applied     TEXT NOT NULL,
            description TEXT NOT NULL
        )
        """
    )
    conn.execute(
        """
        CREATE TABLE games (
            id      TEXT NOT NULL PRIMARY KEY,
            setup   TEXT NOT NULL,
            status  TEXT NOT NULL DEFAULT 'playing'
                    CHECK (status IN ('playing', 'finished')),
            created TEXT NOT NULL,
            updated TEXT NOT NULL,
            summary TEXT
        )
        """
    )
    conn.execute(
        """
        CREATE TABLE records (
            game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            idx     INTEGER NOT NULL CHECK (idx >= 0),
            body    TEXT NOT NULL,
            PRIMARY KEY (game_id, idx)
        ) WITHOUT ROWID
        """
    )


def _fill_players(conn: sqlite3.Connection, game_id: str, setup: Any, summary: Any) -> None:
    """Insert a game's players rows from its setup (and summary, when finished)."""
    try:
        seats = seats_of(setup)
    except ValueError:
        return  # an old game with an odd setup stays listed, just without names
    outcomes = match_outcomes(seats, summary)
    conn.executemany(
        "INSERT INTO players (game_id, seat, name, name_key, role, end_role, side, won)"
        " VALUES (?, ?, ?, ?, ?, ?, ?, ?)",
        [
            (game_id, seat, name, name_key(name), role, *outcomes.get(seat, (None, None, None)))
            for seat, (name, role) in enumerate(seats)
        ],
    )


def match_outcomes(
    seats: Sequence[tuple[str, str | None]], summary: Any
) -> dict[int, tuple[str | None, str | None, int | None]]:
    """Map seat numbers to ``(end_role, side, won)`` from a summary's ``players`` list.

    Entry *i* of the summary goes to seat *i* when the names agree; otherwise to the first
    seat of that name not yet matched. Entries naming no seat are ignored.
    """
    if not isinstance(summary, dict) or not isinstance(summary.get("players"), list):
        return {}
    result: dict[int, tuple[str | None, str | None, int | None]] = {}
    for i, entry in enumerate(summary["players"]):
        if not isinstance(entry, dict) or not isinstance(entry.get("name"), str):
            continue
        name = entry["name"]
        if i < len(seats) and seats[i][0] == name and i not in result:
            seat: int | None = i
        else:
            seat = next(
                (s for s, (n, _) in enumerate(seats) if n == name and s not in result), None
            )
        if seat is None:
            continue
        role = entry.get("role")
        side = entry.get("side")
        won = entry.get("won")
        result[seat] = (
            role if isinstance(role, str) else None,
            side if isinstance(side, str) else None,
            int(won) if isinstance(won, bool) else None,
        )
    return result


def _v2(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN ui_state TEXT NOT NULL DEFAULT '{}'")
    conn.execute("ALTER TABLE games ADD COLUMN preset TEXT")
    conn.execute("ALTER TABLE games ADD COLUMN winner TEXT")
    conn.execute("ALTER TABLE games ADD COLUMN days INTEGER")
    conn.execute(
        """
        CREATE TABLE players (
            game_id  TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            seat     INTEGER NOT NULL,
            name     TEXT NOT NULL,
            name_key TEXT NOT NULL,
            role     TEXT,
            end_role TEXT,
            side     TEXT,
            won      INTEGER,
            PRIMARY KEY (game_id, seat)
        ) WITHOUT ROWID
        """
    )
    conn.execute("CREATE INDEX players_by_name ON players (name_key, game_id)")
    conn.execute("CREATE INDEX games_by_created ON games (created DESC, id)")
    conn.execute("CREATE INDEX games_by_status ON games (status, updated DESC)")
    rows = conn.execute("SELECT id, setup, summary FROM games").fetchall()
    for game_id, setup_text, summary_text in rows:
        setup = _loads_or_none(setup_text)
        summary = _loads_or_none(summary_text)
        preset = setup.get("preset") if isinstance(setup, dict) else None
        winner, days = summary_columns(summary)
        conn.execute(
            "UPDATE games SET preset = ?, winner = ?, days = ? WHERE id = ?",
            (preset if isinstance(preset, str) else None, winner, days, game_id),
        )
        _fill_players(conn, game_id, setup, summary)


def _v3(conn: sqlite3.Connection) -> None:
    # One row per narration entry (kind "line" or "call"), so that saving the entry just
    # spoken writes one row, not the whole record again.
    conn.execute(
        """
        CREATE TABLE narration (
            game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            kind    TEXT NOT NULL,
            idx     INTEGER NOT NULL,
            body    TEXT NOT NULL,
            PRIMARY KEY (game_id, kind, idx)
        ) WITHOUT ROWID
        """
    )


def _v4(conn: sqlite3.Connection) -> None:
    conn.execute("ALTER TABLE games ADD COLUMN abandoned TEXT")


def _loads_or_none(text: str | None) -> Any:
    if text is None:
        return None
    try:
        return json.loads(text)
    except ValueError:
        return None


MIGRATIONS: tuple[Migration, ...] = (
    Migration(1, "games and records", _v1),
    Migration(2, "ui_state, players table for search and statistics, indexes", _v2),
    Migration(3, "narration: each game's flight record, beside its rules log", _v3),
    Migration(4, "abandoned: unfinished games the host gave up (kept, not offered again)", _v4),
)

#: The schema version this program writes.
CURRENT_VERSION = MIGRATIONS[-1].version


def migrate(conn: sqlite3.Connection, *, target: int = CURRENT_VERSION) -> list[int]:
    """Apply the migrations after the database's version up to ``target``.

    Runs inside the caller's transaction and returns the versions applied (empty when the
    database was already there). Raises ``ValueError`` if the database is newer than
    ``target``.
    """
    version = current_version(conn)
    if version > target:
        raise ValueError(f"schema version {version} is newer than {target}")
    applied: list[int] = []
    for migration in MIGRATIONS:
        if version < migration.version <= target:
            migration.apply(conn)
            conn.execute(
                "INSERT INTO schema_version (version, applied, description) VALUES (?, ?, ?)",
                (migration.version, _now(), migration.description),
            )
            applied.append(migration.version)
    return applied
