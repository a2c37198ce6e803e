"""A game tied to its save: every record is committed to the store before anyone sees it.

`Session` is the one place that joins the rules engine and the store. The Qt controller and
the headless `ww-desktop play` command both use it, so a game played in the app, by bots on
the command line, killed and resumed, is saved and restored by the same code.
"""

from __future__ import annotations

from typing import Any

from .engine.game import Game, record_from_json
from .engine.requests import Choice
from .engine.setup import Setup
from .engine.views import summary
from .store import Store


class Session:
    """One game and its save.

    Attributes:
        store: the open store.
        game_id: the stored game's id.
        game: the game (state derived from the stored log).
    """

    def __init__(self, store: Store, game_id: str, game: Game) -> None:
        self.store = store
        self.game_id = game_id
        self.game = game
        self._saved = len(game.records)
        self._redo: list[Choice] = []

    @classmethod
    def new(cls, store: Store, setup: Setup) -> Session:
        """Start and save a new game."""
        game = Game(setup)
        game_id = store.create_game(setup.to_json())
        session = cls(store, game_id, game)
        session._saved = 0
        session._persist()
        return session

    @classmethod
    def resume(cls, store: Store, game_id: str) -> Session:
        """Load a saved game exactly as it stopped (raises ValueError when it cannot be read)."""
        stored = store.load(game_id)
        setup = Setup.from_stored(stored.setup, stored.ui_state)
        records = [record_from_json(r) for r in stored.records]
        game = Game.replay(setup, records)
        if len(game.records) != len(records):
            raise ValueError("the saved log does not replay to the same game")
        return cls(store, game_id, game)

    def apply(self, choice: Choice) -> None:
        """Apply a choice and save every record it added; raises IllegalChoice untouched."""
        self.game.apply(choice)
        try:
            self._persist()
        except Exception:
            self.game.undo()  # nothing unsaved is ever shown
            raise
        self._redo.clear()

    def undo(self) -> Choice | None:
        """Take back the last choice (it can be redone)."""
        undone = self.game.undo()
        if undone is not None:
            self.store.truncate(self.game_id, len(self.game.records))
            self._saved = len(self.game.records)
            self._redo.append(undone)
        return undone

    def redo(self) -> Choice | None:
        """Apply again the last undone choice, if nothing else was chosen since."""
        if not self._redo:
            return None
        choice = self._redo.pop()
        redo = self._redo
        self.game.apply(choice)
        self._persist()
        self._redo = redo
        return choice

    @property
    def can_redo(self) -> bool:
        """Whether an undone choice can be applied again."""
        return bool(self._redo)

    def finish(self) -> None:
        """Mark the saved game finished, with its summary (the host confirmed the end)."""
        self.store.finish(self.game_id, summary(self.game))

    def set_ui_state(self, state: dict[str, Any]) -> None:
        """Save what the app needs to restore the screen (timer, narration step, claims)."""
        self.store.set_ui_state(self.game_id, state)

    def _persist(self) -> None:
        records = self.game.records
        fresh = [r.to_json() for r in records[self._saved :]]
        self.store.append_records(self.game_id, self._saved, fresh)
        self._saved = len(records)
