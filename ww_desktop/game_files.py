"""Game files: reading one and checking that its log replays (the import's trust), replaying a
saved game, and a saved game's JSON export, the same for every caller.

``ww-desktop import`` (`cli/games.py`) and the History's Import (`app/history.py`) both read a file
with :func:`read_game_file` and pass :func:`replay_check` to ``store.export.import_checked``, so
a file is refused for the same reasons, with the same plain words, wherever it comes in.
:func:`replay_stored` and :func:`export_json` serve the session, the CLI's ``export`` and the
app's saved-games library alike.
"""

from __future__ import annotations

import json
import os
import stat
from pathlib import Path
from typing import Any

from .engine.game import Game, record_from_json
from .engine.roles import REGISTRY
from .engine.setup import Setup
from .engine.views import summary
from .store import Store
from .store.db import StoredGame
from .store.export import GameImportError, Replayed, export_game

MAX_IMPORT_BYTES = 64 * 1024 * 1024
"""A game file larger than this is refused unread (a real one is a few hundred kilobytes)."""


def replay_stored(stored: StoredGame) -> Game:
    """A saved game replayed from its log, with its setup as saved (ValueError, KeyError...
    when the saved data cannot be read)."""
    setup = Setup.from_stored(stored.setup, stored.ui_state)
    return Game.replay(setup, [record_from_json(r) for r in stored.records])


def export_json(store: Store, stored: StoredGame) -> str:
    """The saved game as the JSON export (docs/export-format.md), with its narration."""
    return json.dumps(export_game(stored, store.narration(stored.id)), indent=1, ensure_ascii=False)


def replay_check(setup: dict[str, Any], records: list[dict[str, Any]]) -> Replayed:
    """Refuse an import whose log does not replay legally under its setup.

    Returns what the replay establishes (the summary when the log reaches the end), so the
    import stores that instead of what the file claims. Any failure of the replay, whatever
    the data, becomes a ``ValueError`` with a plain message.
    """
    try:
        parsed = Setup.from_json(setup)
        log = [record_from_json(r) for r in records]
        game = Game.replay(parsed, log)
        same = [r.to_json() for r in game.records] == [r.to_json() for r in log]
    except ValueError:
        raise
    except RecursionError:
        raise ValueError("its data is nested too deeply") from None
    except Exception as exc:  # any malformed value: refuse the file, never a traceback
        raise ValueError(f"its log cannot be replayed ({type(exc).__name__}: {exc})") from None
    if len(game.records) != len(records) or not same:
        raise ValueError("its log does not replay to the same game")
    roles = frozenset(REGISTRY) | frozenset(game.state.preset.roles)
    return Replayed(
        summary=summary(game) if game.ended else None,
        seats=len(game.state.seats),
        roles=roles,
    )


def read_game_file(path: Path) -> Any:
    """The JSON in a game file; ``GameImportError`` with a plain message for any problem.

    Only an ordinary file of at most :data:`MAX_IMPORT_BYTES` is read (``/dev/zero`` or a
    huge file is refused, not read into memory; a pipe is refused without waiting for it).
    """
    try:
        # O_NONBLOCK: opening a pipe (FIFO) with no writer must not wait forever.
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            mode = os.fstat(fd).st_mode
            if stat.S_ISDIR(mode):
                raise IsADirectoryError(path)
            if not stat.S_ISREG(mode):
                raise GameImportError(f"{path} is not an ordinary file")
            with os.fdopen(os.dup(fd), "rb") as f:
                raw = f.read(MAX_IMPORT_BYTES + 1)
        finally:
            os.close(fd)
    except IsADirectoryError:
        raise GameImportError(f"{path} is a folder, not a game file") from None
    except OSError as exc:
        raise GameImportError(f"cannot read {path}: {exc.strerror or exc}") from None
    if len(raw) > MAX_IMPORT_BYTES:
        raise GameImportError(
            f"{path} is larger than {MAX_IMPORT_BYTES // (1024 * 1024)} MB: not a game file"
        )
    try:
        return json.loads(raw.decode("utf-8"))
    except (UnicodeDecodeError, json.JSONDecodeError) as exc:
        raise GameImportError(f"{path} is not a JSON file ({exc})") from None
    except RecursionError:
        raise GameImportError(f"{path} is nested too deeply: not a game file") from None
    except ValueError as exc:  # e.g. an integer of thousands of digits
        if "digits" in str(exc):
            raise GameImportError(
                f"{path} holds a number too long to read: not a game file"
            ) from None
        raise GameImportError(f"{path} cannot be read as a game file ({exc})") from None
