"""Persistence: games saved in SQLite, schema migrations and a JSON export (no Qt here).

See :mod:`ww_desktop.store.db` for the store, :mod:`ww_desktop.store.migrations` for the
schema and :mod:`ww_desktop.store.export` for the ``ww-game/1`` export format.
"""

from ww_desktop.store.db import (
    DB_FILENAME,
    CorruptStoreError,
    ForeignStoreError,
    GameStatus,
    GameSummary,
    LockedStoreError,
    NewerStoreError,
    PlayerStats,
    ReadOnlyStoreError,
    RecordIndexError,
    Store,
    StoredGame,
    StoreError,
    UnknownGameError,
    default_data_dir,
    default_store_path,
)
from ww_desktop.store.export import GameImportError, export_game, import_game

__all__ = [
    "DB_FILENAME",
    "CorruptStoreError",
    "ForeignStoreError",
    "GameImportError",
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
    "default_data_dir",
    "default_store_path",
    "export_game",
    "import_game",
]
