"""A game tied to its save: every record is committed to the store before anyone sees it.

`Session` is the one place that joins the rules engine and the store. The Qt controller and
the headless `ww-desktop play` command both use it, so a game played in the app, by bots on
the command line, killed and resumed, is saved and restored by the same code.

A host action may hold host records (`engine/host.py`: last words, claims, the confirmed
end) beside its choices: they are saved, undone, redone and resumed the same way. A
confirmed end is final: it is never undone (the store has marked the game finished).
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from typing import Any

from .engine.game import Game
from .engine.host import HostRecord, Moment
from .engine.requests import Choice
from .engine.setup import Setup
from .engine.views import summary
from .game_files import replay_stored
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
        self._redo: list[list[Choice | HostRecord]] = []

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
        game = replay_stored(stored)
        if len(game.records) != len(stored.records):
            raise ValueError("the saved log does not replay to the same game")
        return cls(store, game_id, game)

    def apply(self, choice: Choice) -> None:
        """Apply a choice and save every record it added; raises IllegalChoice untouched."""
        self.apply_action([choice])

    def apply_action(
        self,
        choices: Sequence[Choice | HostRecord],
        then: Callable[[Game], Sequence[HostRecord]] | None = None,
    ) -> None:
        """Apply several choices (and host records) as one host action, saved in one
        transaction. `then`, given the game once they are applied, names host records that
        belong to the same action (the last words after a ballot that ends the day).

        All or nothing: when one is refused (IllegalChoice, EngineError) or the save fails,
        the game is put back as it was before the first one and the error is raised.
        """
        mark = len(self.game.records)
        try:
            for choice in choices:
                self._apply_one(choice)
            for record in then(self.game) if then is not None else ():
                self.game.apply_host(record)
            self._persist()
        except Exception:
            if len(self.game.records) != mark:
                self.game.rewind(mark)  # nothing unsaved is ever shown
            raise
        self._redo.clear()

    def _apply_one(self, record: Choice | HostRecord) -> None:
        if isinstance(record, HostRecord):
            self.game.apply_host(record)
        else:
            self.game.apply(record)

    def undo(self) -> list[Choice | HostRecord] | None:
        """Take back the last host action (it can be redone); None when there is none.

        A host action is the engine's grouping (`Game.last_action_start`): the pack's pick,
        a whole ballot (with its last words), a Hunter's shot, a claim, the move to the
        night after last words... the same before and after a resume. A confirmed end is
        never taken back (None)."""
        last = self.game.records[-1] if self.game.records else None
        if isinstance(last, HostRecord) and last.moment is Moment.END_CONFIRMED:
            return None
        undone = self.game.undo_action()
        if not undone:
            return None
        self.store.truncate(self.game_id, len(self.game.records))
        self._saved = len(self.game.records)
        self._redo.append(undone)
        return undone

    def redo(self) -> list[Choice | HostRecord] | None:
        """Apply again the last undone host action, if nothing else was chosen since."""
        if not self._redo:
            return None
        choices = self._redo.pop()
        redo = self._redo
        try:
            self.apply_action(choices)
        except Exception:
            self._redo = redo
            self._redo.append(choices)
            raise
        self._redo = redo
        return choices

    def next_redo(self) -> list[Choice | HostRecord]:
        """The host action a redo would apply again (empty when there is none)."""
        return list(self._redo[-1]) if self._redo else []

    @property
    def can_redo(self) -> bool:
        """Whether an undone host action can be applied again."""
        return bool(self._redo)

    @property
    def redo_depth(self) -> int:
        """How many undone host actions can be applied again (a redo lowers it by one)."""
        return len(self._redo)

    def finish(self) -> None:
        """Mark the saved game finished, with its summary (the host confirmed the end)."""
        self.store.finish(self.game_id, summary(self.game))

    def set_ui_state(self, state: dict[str, Any]) -> None:
        """Save what the app needs to restore the screen (layout, timer, dealing)."""
        self.store.set_ui_state(self.game_id, state)

    def _persist(self) -> None:
        records = self.game.records
        fresh = [r.to_json() for r in records[self._saved :]]
        self.store.append_records(self.game_id, self._saved, fresh)
        self._saved = len(records)
