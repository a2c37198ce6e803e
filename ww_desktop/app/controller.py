"""`GameController`: owns the game, its save and the timer; the only thing views call.

Data flows one way: a click (or a bot, or the narrator) becomes a `Choice`; the controller
hands it to the session, which applies it and commits every new record to the store; then
the controller emits `changed` once and every view re-renders from the projections
(`public_view()`, `seat_view()`, the game itself for the moderator). Illegal choices and
engine failures never raise into Qt: they are reported through `error`.

The table's moments (last words, claims, the confirmed end) are host records in the log
(`engine/host.py`), applied through the session like any choice: `claims`, `confirmed` and
`last_words` are read back from the log after every change, so undo, redo and resume cover
them. The saved screen state (`ui_state`) keeps only the layout, the timer and the dealing
(and, for a game saved before host records, the claims and the confirmation it kept).
"""

from __future__ import annotations

import sqlite3
from collections.abc import Sequence
from dataclasses import replace
from typing import Any

from PySide6.QtCore import QCoreApplication, QObject, Signal

from ..engine.game import EngineError, Game
from ..engine.host import HostRecord, Moment, table_moments
from ..engine.presets import get_preset
from ..engine.requests import Choice, IllegalChoice, Request
from ..engine.roles import REGISTRY
from ..engine.setup import Setup
from ..engine.state import Phase
from ..engine.views import (
    PublicView,
    RevealSeat,
    SeatView,
    public_view,
    reveal,
    seat_view,
)
from ..session import Session
from ..store import Store, StoreError
from ..texts import i18n
from ..texts.assemble import fill
from ..ui_state import DEALING_KEY, clean_ui_state
from .timer import DayTimer


def _last_words_due(game: Game) -> list[HostRecord]:
    """After a ballot: when it sent the table to the night, its outcome is held for last
    words (in the same host action as the ballot)."""
    if not game.ended and game.state.phase is Phase.NIGHT:
        return [HostRecord(Moment.LAST_WORDS)]
    return []


def error_text(exc: Exception, names: Sequence[str] = (), wording: str = "gentle") -> str:
    """A failure in the table's language: a translated lead-in, then the detail (an engine
    refusal in the table's language too, naming the players by `names`)."""
    if isinstance(exc, StoreError):
        lead = QCoreApplication.translate("Controller", "The game could not be saved: %1")
        return fill(lead, i18n.store_error_text(exc))
    elif isinstance(exc, IllegalChoice):
        lead = QCoreApplication.translate("Controller", "That choice is not allowed: %1")
        return fill(lead, i18n.refusal_text(exc, names, wording))
    else:
        lead = QCoreApplication.translate("Controller", "That could not be recorded: %1")
    return fill(lead, exc)


class GameController(QObject):
    """The running game, as the app sees it.

    Signals:
        changed(): the game, the claims or the end state changed; re-render.
        started(): a new or resumed game is loaded.
        ended(): the rules decided the game (the host now sees the end preview).
        finished(): the host confirmed the end: roles may be revealed everywhere.
        error(str): something the user should read (an illegal choice, a save problem).
        subtitle(str): the line the narration is speaking now ("" clears it).
        told(): what the table may see changed (the voice reached an outcome): the TV
            re-renders `public_view()`.

    Attributes:
        store: the saved-games store.
        session: the current game and its save, or None.
        timer: the day's discussion timer.
        claims: public claims on nameplates: seat -> {"role": id | None, "reports": [...]}
            (read from the log's host records).
        confirmed: the host confirmed the end (a host record).
        extras: screen state other views save with the game (JSON-able; e.g. "passplay").
        cards_to_deal: the seats whose cards are still to be dealt, in order, or None when
            the dealing is over (or the cards were dealt by hand). The one record of the
            dealing: `dealing` and the saved state are derived from it.
        last_words: the vote's outcome stays on both screens for last words until the host
            moves on (the narration waits too); a host record, like the move on.
        last_refusal: the engine's last refusal (`IllegalChoice`, with its id and params),
            None once a choice is applied; the phones say it in the phone's language.
    """

    changed = Signal()
    started = Signal()
    ended = Signal()
    finished = Signal()
    error = Signal(str)
    subtitle = Signal(str)
    told = Signal()

    def __init__(self, store: Store, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.store = store
        self.session: Session | None = None
        self.timer = DayTimer(self)
        self.claims: dict[int, dict[str, Any]] = {}
        self.confirmed = False
        self.extras: dict[str, Any] = {}
        self._wording: str | None = None
        self._was_ended = False
        self._timer_day = -1
        self.cards_to_deal: list[int] | None = None
        self.last_words = False
        self.last_refusal: IllegalChoice | None = None
        self._legacy: dict[str, Any] = {}  # claims / confirmed an old save kept in ui_state
        self._told: int | None = None  # log length the TV shows (None: all of it)
        self._told_view: PublicView | None = None

    # ------------------------------------------------------------ game life

    @property
    def game(self) -> Game | None:
        """The current game, if any."""
        return self.session.game if self.session else None

    def start(
        self, setup: Setup, wording: str | None = None, *, deal: Sequence[int] | None = None
    ) -> bool:
        """Start and save a new game; False (and `error`) when it cannot be saved.

        `wording` is the lobby's choice when the setup carries none (default: the preset's);
        it is saved with the setup. `deal` lists the seats whose cards the app is about to
        deal, in order: nothing is narrated until they are dealt (`deal_progress`)."""
        if wording and setup.wording is None:
            setup = replace(setup, wording=wording)
        try:
            self.session = Session.new(self.store, setup)
        except StoreError as exc:
            self.error.emit(self._error_text(exc))
            return False
        cards = list(deal) if deal else None
        self._loaded({"dealing": cards is not None, "extras": {DEALING_KEY: cards or []}})
        if cards is not None:
            self.save_ui_state()  # a crash before the first card still resumes the dealing
        return True

    @property
    def dealing(self) -> bool:
        """The cards are being dealt (the narration waits until they are)."""
        return self.cards_to_deal is not None

    def deal_progress(self, left: Sequence[int] | None) -> None:
        """The seats whose cards are still to be dealt, in order (None: the dealing is over).

        Saved at once, so a game resumed mid-deal goes on dealing where it stopped."""
        cards = None if left is None else list(left)
        if cards == self.cards_to_deal:
            return
        self.cards_to_deal = cards
        self.save_ui_state()
        self.changed.emit()

    def end_last_words(self) -> bool:
        """The host moves on from the last words to the night (a host action: Ctrl+Z
        comes back to the last words)."""
        if not self.last_words:
            return False
        return self.apply_action([HostRecord(Moment.NIGHTFALL)])

    def resume(self, game_id: str) -> bool:
        """Load a saved game exactly as it stopped; False (and `error`) when it cannot."""
        try:
            self.session = Session.resume(self.store, game_id)
            ui_state = self.store.load(game_id).ui_state or {}
        except (StoreError, ValueError, KeyError) as exc:
            self.error.emit(
                fill(
                    QCoreApplication.translate("Controller", "This game cannot be resumed: %1"), exc
                )
            )
            return False
        self._loaded(ui_state)
        return True

    def adopt(self, session: Session, ui_state: dict[str, Any] | None = None) -> None:
        """Take over a game already opened with its save (headless runs, tests)."""
        self.session = session
        self._loaded(dict(ui_state or {}))

    def close_game(self) -> None:
        """Forget the current game (it stays saved)."""
        self.save_ui_state()
        self.session = None
        self._sync_moments()
        self.timer.reset(0)
        self.changed.emit()

    def _loaded(self, ui_state: dict[str, Any]) -> None:
        game = self.game
        assert game is not None
        # Saved screen state may come from an imported file: check it field by field.
        roles = frozenset(REGISTRY) | frozenset(game.state.preset.roles)
        ui_state = clean_ui_state(
            ui_state, seats=len(game.state.seats), ended=game.ended, roles=roles
        )
        claims = {int(k): v for k, v in (ui_state.get("claims") or {}).items()}
        confirmed = bool(ui_state.get("confirmed", False))
        self._legacy = {}
        if claims:
            self._legacy["claims"] = claims
        if confirmed:
            self._legacy["confirmed"] = True
        self._sync_moments()
        self.extras = dict(ui_state.get("extras") or {})
        left = self.extras.pop(DEALING_KEY, None)
        seats = range(len(game.state.seats))
        if ui_state.get("dealing") is True:  # a save from before the list: deal them all
            self.cards_to_deal = list(left) if isinstance(left, list) else list(seats)
        else:
            self.cards_to_deal = None
        self._told = None
        self._told_view = None
        self._wording = ui_state.get("wording") or None  # saves from before setup.wording
        self._was_ended = game.ended
        self._timer_day = -1
        self._sync_timer(ui_state.get("timer_left"))
        self.started.emit()
        self.changed.emit()

    # ------------------------------------------------------------ choices

    def pending(self) -> list[Request]:
        """What the game waits for now."""
        return self.game.pending() if self.game else []

    def apply(self, choice: Choice) -> bool:
        """Apply a choice; on an illegal one emit `error` and change nothing."""
        return self.apply_action([choice])

    def apply_action(
        self, choices: Sequence[Choice | HostRecord], *, last_words: bool = False
    ) -> bool:
        """Apply several choices as one host action (one save, one `changed`, undone
        together); all or nothing: on a refused one emit `error` and change nothing.

        `last_words`: a ballot; when it sends the table to the night, its outcome is held
        for last words (a host record in the same action) until `end_last_words`."""
        if self.session is None:
            self.error.emit(QCoreApplication.translate("Controller", "No game is running."))
            return False
        self.last_refusal = None
        try:
            self.session.apply_action(choices, _last_words_due if last_words else None)
        except IllegalChoice as exc:
            self.last_refusal = exc
            self.error.emit(self._error_text(exc))
            return False
        except (EngineError, StoreError) as exc:
            self.error.emit(
                fill(
                    QCoreApplication.translate("Controller", "That could not be recorded: %1"), exc
                )
            )
            return False
        self._after_change()
        return True

    @property
    def game_id(self) -> str | None:
        """The saved game being played (None when no game is loaded)."""
        return self.session.game_id if self.session is not None else None

    @property
    def can_undo(self) -> bool:
        """Whether there is an action to correct (none once the end is confirmed)."""
        game = self.game
        return game is not None and game.last_action_start() is not None and not self.confirmed

    @property
    def can_redo(self) -> bool:
        """Whether the action just corrected can be applied again."""
        return bool(self.session is not None and self.session.can_redo)

    def undone_choices(self) -> list[Choice]:
        """The choices of the action just corrected (what a redo would apply again), so
        the console can show them as they were; empty when there is none."""
        if self.session is None:
            return []
        return [r for r in self.session.next_redo() if isinstance(r, Choice)]

    def undo(self) -> bool:
        """Correct the last action (seed 002's correction window)."""
        if self.session is None or self.confirmed:
            return False
        try:
            undone = self.session.undo()
        except StoreError as exc:
            self.error.emit(self._error_text(exc))
            return False
        if undone is None:
            return False
        self._after_change()
        return True

    def redo(self) -> bool:
        """Apply again the action just corrected."""
        if self.session is None or not self.session.can_redo:
            return False
        try:
            self.session.redo()
        except (IllegalChoice, EngineError, StoreError) as exc:
            self.error.emit(self._error_text(exc))
            return False
        self._after_change()
        return True

    def last_action_public(self) -> bool:
        """Whether undoing the last choice takes back something the TV already showed."""
        game = self.game
        start = game.last_action_start() if game is not None else None
        if game is None or start is None:
            return False
        before = Game.replay(game.setup, game.records[:start])
        return public_view(before).messages != self.public_view_now().messages

    def confirm_end(self) -> None:
        """The host confirms the end: the reveal may be shown and the save is finished."""
        if self.session is None or not self.session.game.ended or self.confirmed:
            return
        try:
            self.session.apply_action([HostRecord(Moment.END_CONFIRMED)])
            self.session.finish()
        except (IllegalChoice, EngineError, StoreError) as exc:
            self.error.emit(self._error_text(exc))
            if self.session is None or not table_moments(self.session.game.records).confirmed:
                return
        self._sync_moments()
        self.save_ui_state()
        self.finished.emit()
        self.changed.emit()

    def _sync_moments(self) -> None:
        """Read the table's moments back from the log (on an old save's claims and
        confirmation, when it kept them in its screen state)."""
        game = self.game
        if game is None:
            self.claims, self.confirmed, self.last_words = {}, False, False
            return
        moments = table_moments(
            game.records, self._legacy.get("claims"), bool(self._legacy.get("confirmed"))
        )
        self.claims = moments.claims
        self.confirmed = moments.confirmed and game.ended
        self.last_words = moments.last_words and not game.ended

    def _after_change(self) -> None:
        game = self.game
        assert game is not None
        self._sync_moments()
        self._sync_timer(None)
        if game.ended and not self._was_ended:
            self._was_ended = True
            self.ended.emit()
        elif not game.ended:
            self._was_ended = False
        self.save_ui_state()
        self.changed.emit()

    # ------------------------------------------------------------ claims

    def set_claim(self, seat: int, role_id: str | None) -> None:
        """Mark (or clear) the role a player claimed, on their public nameplate (a host
        action in the log: Ctrl+Z takes it back)."""
        self.apply_action([HostRecord(Moment.CLAIM, seat, role=role_id)])

    def add_report(self, seat: int, target: int, werewolf: bool) -> None:
        """Mark a result a player reported ("X is a werewolf" / "X is not")."""
        self.apply_action([HostRecord(Moment.REPORT, seat, target=target, werewolf=werewolf)])

    def clear_claims(self, seat: int) -> None:
        """Remove every mark on a nameplate."""
        if seat in self.claims:
            self.apply_action([HostRecord(Moment.CLEAR_CLAIMS, seat)])

    # ------------------------------------------------------------ views

    def public_view(self) -> PublicView | None:
        """The public projection as the table has been told it (the TV renders only this).

        While the voice still has to read an outcome (the night's dawn, the vote's result)
        this is the view before it: the TV never runs ahead of the voice (see `tell`)."""
        game = self.game
        if game is None:
            return None
        if self._told is None or self._told_view is None:
            return public_view(game)
        return self._told_view

    def public_view_now(self) -> PublicView:
        """The public projection of the game as it is now (not gated on the voice)."""
        assert self.game is not None
        return public_view(self.game)

    def tell(self, upto: int | None) -> None:
        """The narrator says what the table may see: the game up to log length *upto*, as
        it is now (None: always all of it; the narration is off). The view is kept until
        the next `tell`, however the log changes meanwhile; `told` is emitted when it
        changed (the TV re-renders)."""
        game = self.game
        before = self.public_view()
        if game is None or upto is None:
            self._told, self._told_view = None, None
        elif upto >= len(game.records):
            self._told, self._told_view = upto, public_view(game)
        else:
            self._told = upto
            self._told_view = public_view(Game.replay(game.setup, game.records[:upto]))
        if self.public_view() != before:
            self.told.emit()

    def table_behind(self) -> bool:
        """Whether the table has not yet been told where the game is (the voice is still
        reading the night, or an outcome): the console waits before the day goes on."""
        game = self.game
        if game is None or self._told is None:
            return False
        shown = self.public_view()
        return shown is not None and (shown.phase, shown.day, shown.night) != (
            game.state.phase.value,
            game.state.day_no,
            game.state.night_no,
        )

    # ------------------------------------------------------------ the narration's record

    def narration_record(self) -> dict[str, Any]:
        """The current game's narration flight record, as saved (empty when none)."""
        if self.session is None:
            return {}
        try:
            return self.store.narration(self.session.game_id)
        except StoreError:
            return {}

    def save_narration_record(
        self,
        lines: tuple[int, list[dict[str, Any]]],
        calls: tuple[int, list[dict[str, Any]]],
        host: tuple[int, list[dict[str, Any]]] | None = None,
    ) -> None:
        """Save the narration flight record beside the game's log: its lines and calls from
        the given indices on (the entries before them were saved already)."""
        if self.session is None:
            return
        try:
            self.store.update_narration(self.session.game_id, lines=lines, calls=calls, host=host)
        except StoreError as exc:
            self.error.emit(self._error_text(exc))
        except sqlite3.ProgrammingError:
            pass  # the store was closed under a voice still finishing its line

    def seat_view(self, seat: int) -> SeatView | None:
        """One player's private card."""
        return seat_view(self.game, seat) if self.game else None

    def _error_text(self, exc: Exception) -> str:
        """`error_text` with this game's names and wording."""
        game = self.game
        names = [seat.name for seat in game.state.seats] if game is not None else []
        return error_text(exc, names, self.wording())

    def wording(self) -> str:
        """The table's wording ("gentle", "neutral" or "classic"; public, for every screen)."""
        game = self.game
        if game is None:
            return "gentle"
        if game.setup.wording is None and self._wording:
            return self._wording  # an old save: the lobby's choice was kept with the screens
        return game.setup.table_wording()

    def revealed(self) -> tuple[str | None, tuple[RevealSeat, ...]] | None:
        """The winner and every seat's role, only once the host confirmed the end (else None)."""
        if self.game is None or not self.confirmed:
            return None
        return reveal(self.game)

    def story(self) -> list[tuple[str, list[str]]] | None:
        """The whole game night by night (`story.game_story`), only once the host confirmed
        the end (else None): the table screen tells it after the reveal."""
        if self.game is None or not self.confirmed:
            return None
        from .story import game_story

        return game_story(self.game, self.wording())

    def extend_timer(self) -> None:
        """Add the preset's extension (one minute) to the day timer."""
        timers = self.timers()
        self.timer.extend(int(timers.extend) if timers is not None else 60)

    def timers(self) -> Any:
        """The preset's default phase lengths for this table."""
        game = self.game
        if game is None:
            return None
        preset = get_preset(game.setup.preset)
        return preset.timers(len(game.setup.seats), game.state.rules)

    # ------------------------------------------------------------ saving the screen

    def save_ui_state(self) -> None:
        """Save what the screens need to come back exactly: the layout, the timer and the
        dealing (the table's moments are in the log; an old save's claims and confirmation
        are written back as they were read)."""
        if self.session is None:
            return
        legacy = self._legacy
        state: dict[str, Any] = {
            "timer_left": self.timer.remaining(),
            "timer_day": self._timer_day,
            "wording": self._wording,
            "extras": self.extras
            if self.cards_to_deal is None
            else {**self.extras, DEALING_KEY: self.cards_to_deal},
            "dealing": self.dealing,
        }
        if "claims" in legacy:
            state["claims"] = {str(k): v for k, v in legacy["claims"].items()}
        if "confirmed" in legacy:
            state["confirmed"] = True
        try:
            self.session.set_ui_state(state)
        except StoreError as exc:
            self.error.emit(self._error_text(exc))

    def _sync_timer(self, left: int | None) -> None:
        """Reset the discussion timer when a new day starts (or restore a saved one)."""
        game = self.game
        if game is None:
            return
        day = game.state.day_no if game.state.phase.value == "day" else -1
        if day != self._timer_day:
            self._timer_day = day
            timers = self.timers()
            self.timer.reset(int(left) if left is not None else timers.discussion)
