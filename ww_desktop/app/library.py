"""The saved games as the windows see them: list, where each stopped, load, export, import, delete.

The main window, History and the launch's resume list all go through one `Library` instead of
calling the store, the export module and the file checks each in its own way. It holds no Qt:
every method returns plain data or raises `LibraryError`, whose `kind` tells the window which
sentence to show (the detail is the store's or the file check's own reason):

* ``"store"``: the saved-games file could not be read or written (`StoreError`);
* ``"refused"``: a file to import is not a game this version can take: not an ordinary file,
  not JSON, not a game export, or a game that does not replay to the same end;
* ``"write"``: an export could not be written where the host asked.

Example::

    library = Library(store)
    for game in library.unfinished():
        print(game.id, library.stopped_at(game.id))
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from dataclasses import dataclass
from pathlib import Path
from typing import Literal

from ..game_files import export_json, replay_stored
from ..store import GameSummary, Store, StoreError
from ..store.db import PlayerStats, StoredGame
from ..store.export import GameImportError, import_checked
from ..store.files import write_export
from ..texts import i18n

Kind = Literal["store", "refused", "write"]


class LibraryError(Exception):
    """A saved-games operation that failed; `kind` says how, `str()` says why."""

    def __init__(self, kind: Kind, reason: object) -> None:
        super().__init__(str(reason))
        self.kind: Kind = kind
        self.reason = reason


@dataclass(frozen=True)
class Imported:
    """The result of importing a file: the game's id, and whether it was new to the library."""

    game_id: str
    added: bool


class Library:
    """The saved games of one store (see the module docstring).

    Attributes:
        store: the saved-games store underneath (the controller plays games in it).
    """

    def __init__(self, store: Store) -> None:
        self.store = store

    @classmethod
    def of(cls, source: Library | Store) -> Library:
        """`source` itself when it is a library, else a library over that store."""
        return source if isinstance(source, Library) else cls(source)

    # ------------------------------------------------------------------ listing

    def games(self, search: str | None = None) -> list[GameSummary]:
        """Every game, newest first; with `search`, only those with a player of that name."""
        with _store_errors():
            return self.store.list_games(search or None)

    def player_stats(self) -> list[PlayerStats]:
        """Each player's record across the saved games."""
        with _store_errors():
            return self.store.player_stats()

    def unfinished(self) -> list[GameSummary]:
        """The games that can still be continued (not finished, not abandoned)."""
        with _store_errors():
            return self.store.unfinished()

    def has_unfinished(self) -> bool:
        """Whether any game can be continued."""
        return bool(self.unfinished())

    # ------------------------------------------------------------------ one game

    def load(self, game_id: str) -> StoredGame:
        """The saved game (setup, records, UI state)."""
        with _store_errors():
            return self.store.load(game_id)

    def mode(self, game_id: str) -> str:
        """How the game is played: ``"moderator"`` or ``"pass_and_play"``."""
        return str(self.load(game_id).setup.get("mode", "moderator"))

    def stopped_at(self, game_id: str) -> str:
        """Where a saved game stopped, as "night 3" / "day 2" (replays its log)."""
        stored = self.load(game_id)
        try:
            game = replay_stored(stored)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise LibraryError("refused", exc) from exc
        state = game.state
        if state.phase.value == "night":
            return i18n.night_title(state.night_no).lower()
        return i18n.day_title(state.day_no).lower()

    def delete(self, game_id: str) -> None:
        """Delete a game and its replay for good (and its phones' kept seats)."""
        with _store_errors():
            self.store.delete(game_id)
        self._forget_phones(game_id)

    def abandon(self, game_id: str) -> None:
        """End an unfinished game as abandoned: never offered again, still in the history.
        Its phones' kept seats go: nobody can come back to it."""
        with _store_errors():
            self.store.abandon(game_id)
        self._forget_phones(game_id)

    def _forget_phones(self, game_id: str) -> None:
        from ..phones.keep import SeatKeeper

        SeatKeeper.beside(self.store.path, game_id).forget()

    # ------------------------------------------------------------------ files

    def export_json(self, game_id: str) -> str:
        """The game as the JSON export (docs/export-format.md), with its narration."""
        stored = self.load(game_id)
        with _store_errors():
            return export_json(self.store, stored)

    def export_markdown(self, game_id: str) -> str:
        """The game's summary to read (Markdown), from its replayed log."""
        from ..report import markdown_summary

        stored = self.load(game_id)
        try:
            game = replay_stored(stored)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise LibraryError("refused", exc) from exc
        return markdown_summary(game)

    def export_to(self, game_id: str, path: Path, fmt: Literal["json", "md"] = "json") -> None:
        """Write the game to `path` as JSON or Markdown (never over the store itself)."""
        text = self.export_json(game_id) if fmt == "json" else self.export_markdown(game_id)
        try:
            write_export(path, text + "\n", self.store.path)
        except (OSError, ValueError) as exc:
            raise LibraryError("write", exc) from exc
        except StoreError as exc:
            raise LibraryError("store", exc) from exc

    def import_file(self, path: Path) -> Imported:
        """Add the game in a JSON export to the library, once (it must replay to the same end)."""
        from ..game_files import read_game_file, replay_check

        try:
            data = read_game_file(path)  # a plain reason for any file that is not JSON
        except (GameImportError, OSError, ValueError) as exc:
            raise LibraryError("refused", exc) from exc
        if not isinstance(data, dict):
            raise LibraryError("refused", "this is not a Werewolf Desktop game file")
        try:
            result = import_checked(self.store, data, validate=replay_check)
        except (GameImportError, ValueError) as exc:
            raise LibraryError("refused", exc) from exc
        except StoreError as exc:
            raise LibraryError("store", exc) from exc
        return Imported(result.game_id, result.added)


@contextmanager
def _store_errors() -> Iterator[None]:
    """Turn the store's failures (and a saved game it cannot read) into `LibraryError("store")`."""
    try:
        yield
    except (StoreError, ValueError) as exc:
        raise LibraryError("store", exc) from exc
