"""Build the schema fixtures in ``tests/store/fixtures/``.

``v1.sqlite3`` is a small database at schema version 1 (games and records tables only),
made with the real version-1 migration, holding one finished and one unfinished game. The
tests open a copy of it with the current program and check that it migrates with nothing
lost, against the data below. Run it again only if the data here changes::

    uv run python tests/store/make_fixtures.py
"""

from __future__ import annotations

import json
import sqlite3
import sys
from pathlib import Path
from typing import Any

FIXTURES = Path(__file__).resolve().parent / "fixtures"
V1_PATH = FIXTURES / "v1.sqlite3"

SETUP_FINISHED: dict[str, Any] = {
    "format": "ww-setup/1",
    "preset": "standard",
    "settings": {"knight_repeat_guard": False},
    "seats": [["Ann", "werewolf"], ["Bob", "seer"], ["Chloé", "villager"], ["Dev", "knight"]],
    "seed": 1234,
    "mode": "moderator",
}
RECORDS_FINISHED: list[dict[str, Any]] = [
    {"kind": "lot", "value": 4},
    {"kind": "choice", "seat": 1, "verb": "inspect", "target": 0},
    {"kind": "choice", "seat": 0, "verb": "attack", "target": 2},
    {"kind": "choice", "seat": None, "verb": "vote", "target": [0, 0, 0]},
]
SUMMARY_FINISHED: dict[str, Any] = {
    "winner": "village",
    "winners": ["Bob", "Chloé", "Dev"],
    "days": 1,
    "players": [
        {"name": "Ann", "role": "werewolf", "side": "werewolves", "won": False},
        {"name": "Bob", "role": "seer", "side": "village", "won": True},
        {"name": "Chloé", "role": "villager", "side": "village", "won": True},
        {"name": "Dev", "role": "knight", "side": "village", "won": True},
    ],
}
SETUP_PLAYING: dict[str, Any] = {
    "format": "ww-setup/1",
    "preset": "classic",
    "settings": {},
    "seats": [["ann", "seer"], ["Eve", "werewolf"], ["Finn", "villager"]],
    "seed": 99,
    "mode": "no-moderator",
}
RECORDS_PLAYING: list[dict[str, Any]] = [
    {"kind": "lot", "value": 0},
    {"kind": "choice", "seat": 0, "verb": "inspect", "target": None},
]

#: id -> (setup, records, status, created, updated, summary), as stored in v1.
GAMES: dict[str, tuple[dict[str, Any], list[dict[str, Any]], str, str, str, Any]] = {
    "0123456789abcdef0123456789abcdef": (
        SETUP_FINISHED,
        RECORDS_FINISHED,
        "finished",
        "2024-05-01T19:00:00.000000+00:00",
        "2024-05-01T20:30:00.000000+00:00",
        SUMMARY_FINISHED,
    ),
    "fedcba9876543210fedcba9876543210": (
        SETUP_PLAYING,
        RECORDS_PLAYING,
        "playing",
        "2024-05-02T19:00:00.000000+00:00",
        "2024-05-02T19:10:00.000000+00:00",
        None,
    ),
}


def build_v1(path: Path) -> None:
    """Write the version-1 fixture database to ``path`` (replacing it)."""
    sys.path.insert(0, str(Path(__file__).resolve().parents[2]))
    from ww_desktop.store import migrations

    path.parent.mkdir(parents=True, exist_ok=True)
    path.unlink(missing_ok=True)
    conn = sqlite3.connect(path, isolation_level=None)
    try:
        conn.execute("BEGIN IMMEDIATE")
        migrations.migrate(conn, target=1)
        for game_id, (setup, records, status, created, updated, summary) in GAMES.items():
            conn.execute(
                "INSERT INTO games (id, setup, status, created, updated, summary)"
                " VALUES (?, ?, ?, ?, ?, ?)",
                (
                    game_id,
                    json.dumps(setup),
                    status,
                    created,
                    updated,
                    None if summary is None else json.dumps(summary),
                ),
            )
            conn.executemany(
                "INSERT INTO records (game_id, idx, body) VALUES (?, ?, ?)",
                [(game_id, i, json.dumps(r)) for i, r in enumerate(records)],
            )
        conn.execute("COMMIT")
        conn.execute("VACUUM")
    finally:
        conn.close()


if __name__ == "__main__":
    build_v1(V1_PATH)
    print(f"wrote {V1_PATH}")
