"""The typed seam between the running game and what follows it: :class:`TableHost`.

The app's `GameController` (`app/controller.py`) owns the game. The narrator
(`narration/narrator.py`), the phones' hub (`app/phones/qt_hub.py`) and the host's console
(`app/moderator/`: the console, its panels and the timer's controls) follow it through this
one `Protocol` and nothing else: no `Any`, no probing with `getattr`. It sits under them all
(Qt Core and the engine only), because the narration may not import the app (see
`tests/test_layers.py`). mypy checks that the controller fits wherever one is handed over
(`app/main.py` builds the narrator, `app/main_window.py` the hub and the console, with the
app's controller).
"""

from __future__ import annotations

from collections.abc import Mapping, Sequence
from pathlib import Path
from typing import Any, Protocol

from PySide6.QtCore import SignalInstance

from .engine.game import Game, Record
from .engine.host import HostRecord
from .engine.requests import Choice, IllegalChoice, Request
from .engine.views import PublicView

NarrationPart = tuple[int, list[dict[str, object]]]
"""A part of the narration's flight record to save: the index it starts at and its entries
(JSON objects)."""


class DayTimer(Protocol):
    """The day's discussion timer, as the narrator and the console follow it."""

    @property
    def expired(self) -> SignalInstance:
        """0:00 (the voice says "time is up")."""

    @property
    def ticked(self) -> SignalInstance:
        """ticked(int): the seconds left, a few times a second while it runs."""

    @property
    def state_changed(self) -> SignalInstance:
        """Started, paused or reset."""

    @property
    def running(self) -> bool: ...

    @property
    def total(self) -> int:
        """This run's length in seconds (0: never set)."""

    def remaining(self) -> int:
        """The whole seconds left."""

    def toggle(self) -> None:
        """Start, or pause (the host's Space)."""

    def pause(self) -> None: ...


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
    """What the narrator, the phones' hub and the host's console need from the game's owner
    (the controller; each member is documented there).

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
    def claims(self) -> Mapping[int, dict[str, Any]]:
        """Public claims on nameplates: seat -> {"role": id | None, "reports": [...]}."""

    @property
    def can_undo(self) -> bool: ...

    @property
    def can_redo(self) -> bool: ...

    @property
    def told_log(self) -> tuple[Record, ...] | None:
        """The log as the voice has told it to the table (None: all of it)."""

    def pending(self) -> list[Request]: ...

    def apply(self, choice: Choice) -> bool: ...

    def apply_action(
        self, choices: Sequence[Choice | HostRecord], *, last_words: bool = False
    ) -> bool:
        """Several choices as one host action (undone together); all or nothing."""

    def undo(self) -> bool: ...

    def redo(self) -> bool: ...

    def undone_choices(self) -> list[Choice]:
        """The choices of the action just corrected (what a redo would apply again)."""

    def last_action_public(self) -> bool:
        """Whether undoing the last action takes back something the TV already showed."""

    def end_last_words(self) -> bool: ...

    def confirm_end(self) -> None: ...

    def set_claim(self, seat: int, role_id: str | None) -> None: ...

    def add_report(self, seat: int, target: int, werewolf: bool) -> None: ...

    def clear_claims(self, seat: int) -> None: ...

    def extend_timer(self) -> None: ...

    def public_view_now(self) -> PublicView:
        """The public projection of the game as it is now (not gated on the voice)."""

    def table_behind(self) -> bool:
        """The table has not yet been told where the game is (the voice is still reading)."""

    def wording(self) -> str: ...

    def tell(self, upto: int | None) -> None: ...

    def save_ui_state(self) -> None: ...

    def narration_record(self) -> dict[str, object]: ...

    def save_narration_record(
        self, lines: NarrationPart, calls: NarrationPart, host: NarrationPart | None = None
    ) -> None: ...
