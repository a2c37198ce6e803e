"""The typed seam between the running game and what follows it: :class:`TableHost`.

The app's `GameController` (`app/controller.py`) owns the game. The narrator
(`narration/narrator.py`) and the phones' hub (`app/phones/qt_hub.py`) follow it through this
one `Protocol` and nothing else: no `Any`, no probing with `getattr`. It sits under them all
(Qt Core and the engine only), because the narration may not import the app (see
`tests/test_layers.py`). mypy checks that the controller fits wherever one is handed over
(`app/main.py` builds the narrator, `app/main_window.py` the hub, with the app's controller).
"""

from __future__ import annotations

from pathlib import Path
from typing import Protocol

from PySide6.QtCore import SignalInstance

from .engine.game import Game, Record
from .engine.requests import Choice, IllegalChoice, Request

NarrationPart = tuple[int, list[dict[str, object]]]
"""A part of the narration's flight record to save: the index it starts at and its entries
(JSON objects)."""


class DayTimer(Protocol):
    """The day's discussion timer, as the narrator follows it."""

    @property
    def expired(self) -> SignalInstance:
        """0:00 (the voice says "time is up")."""


class SavedGames(Protocol):
    """The saved games' store, as the phones' hub needs it."""

    @property
    def path(self) -> Path:
        """The database file (the phones' kept seats are saved beside it)."""


class UndoStack(Protocol):
    """The current game's session, as the narrator reads it."""

    @property
    def redo_depth(self) -> int:
        """How many host actions can be applied again (a redo makes it smaller)."""


class TableHost(Protocol):
    """What the narrator and the phones' hub need from the game's owner (the controller).

    Signals (see `GameController`): changed, started, error(str), subtitle(str), told.
    """

    @property
    def changed(self) -> SignalInstance: ...

    @property
    def started(self) -> SignalInstance: ...

    @property
    def error(self) -> SignalInstance: ...

    @property
    def subtitle(self) -> SignalInstance: ...

    @property
    def told(self) -> SignalInstance: ...

    @property
    def game(self) -> Game | None:
        """The current game, if any."""

    @property
    def game_id(self) -> str | None:
        """The saved game being played."""

    @property
    def session(self) -> UndoStack | None: ...

    @property
    def store(self) -> SavedGames: ...

    @property
    def timer(self) -> DayTimer: ...

    @property
    def dealing(self) -> bool:
        """The cards are being dealt (nothing is narrated meanwhile)."""

    @property
    def confirmed(self) -> bool:
        """The host confirmed the end (roles may be revealed everywhere)."""

    @property
    def last_words(self) -> bool:
        """The vote's verdict is held for last words."""

    @property
    def last_refusal(self) -> IllegalChoice | None:
        """The engine's last refusal (None once a choice is applied)."""

    @property
    def extras(self) -> dict[str, object]:
        """Screen state other views save with the game (JSON values)."""

    @property
    def told_log(self) -> tuple[Record, ...] | None:
        """The log as the voice has told it to the table (None: all of it)."""

    def pending(self) -> list[Request]: ...

    def apply(self, choice: Choice) -> bool: ...

    def wording(self) -> str: ...

    def tell(self, upto: int | None) -> None: ...

    def save_ui_state(self) -> None: ...

    def narration_record(self) -> dict[str, object]: ...

    def save_narration_record(
        self, lines: NarrationPart, calls: NarrationPart, host: NarrationPart | None = None
    ) -> None: ...
