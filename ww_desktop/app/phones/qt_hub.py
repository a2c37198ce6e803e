"""`PhoneHub`: the phone server inside the app, on the Qt event loop (qasync), driven by signals.

The app's event loop stays Qt's own (``app.exec()``); the first time phones are needed, a
qasync loop is attached to it as asyncio's running loop (:func:`ensure_loop`), so aiohttp runs
on the GUI thread, between Qt events: the server reads the game and calls the controller on
the same thread as every other view, with no locks. The server runs only while a game with
phone seats is open (`open_table` / `close`).

The hub follows the controller (through the typed seam `seam.TableHost`): after every
`changed`, and whenever the voice tells the table more, it pushes every phone its view (the
table view at what the voice has told, `table_view.py`); once
every phone seat is paired, or the game moves on (a choice is made), the room closes (no new
seats; a freed seat can be opened again by the host). The phone seats are saved with the game
(``controller.extras["phones"]``), so a resumed game serves them again; the seat tokens'
digests are kept beside the database (`keep.py`, never in the save or an export), so after a
restart a phone that reloads its page is back on its seat without asking the host again.
"""

from __future__ import annotations

import contextlib
from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QSettings, QTimer, Signal
from PySide6.QtWidgets import QApplication

from ...engine.game import Game, Record
from ...engine.requests import Choice, IllegalChoice
from ...phones.keep import SeatKeeper
from ...phones.network import local_addresses
from ...texts import assemble

if TYPE_CHECKING:
    import asyncio  # imported when phones are first used: start-up stays quick

    from ...phones.room import JoinRequest
    from ...phones.server import PhoneServer
    from ...seam import TableHost

EXTRAS_KEY = "phones"
ADDRESS_KEY = "phones/address"
PORT_KEY = "phones/port"
BALLOTS_KEY = "phones/ballots"
DEFAULT_PORT = 8765

_loop: asyncio.AbstractEventLoop | None = None


def ensure_loop() -> asyncio.AbstractEventLoop:
    """asyncio's running loop on the GUI thread, made from Qt's (created once, on first use)."""
    import asyncio

    global _loop
    if _loop is None or _loop.is_closed():
        import qasync

        _loop = qasync.QEventLoop(QApplication.instance(), already_running=True)
    with contextlib.suppress(RuntimeError):
        if asyncio.get_running_loop() is _loop:
            return _loop
    asyncio.events._set_running_loop(_loop)
    return _loop


def release_loop() -> None:
    """Detach the qasync loop from the GUI thread (tests; the app keeps it until it quits)."""
    import asyncio

    asyncio.events._set_running_loop(None)


class ControllerTable:
    """The `Table` the server needs, over the app's `GameController`."""

    def __init__(self, controller: TableHost) -> None:
        self.controller = controller

    @property
    def game(self) -> Game | None:
        return self.controller.game

    def apply(self, choice: Choice) -> str | IllegalChoice | None:
        errors: list[str] = []
        self.controller.error.connect(errors.append)
        try:
            ok = self.controller.apply(choice)
        finally:
            self.controller.error.disconnect(errors.append)
        if ok:
            return None
        refusal = self.controller.last_refusal
        if refusal is not None:
            return refusal  # the server says it in the phone's language
        return errors[0] if errors else "refused"

    def wording(self) -> str:
        return self.controller.wording()

    def reveal_allowed(self) -> bool:
        return self.controller.confirmed

    def told(self) -> Sequence[Record] | None:
        return self.controller.told_log

    def last_words(self) -> bool:
        return self.controller.last_words


class PhoneHub(QObject):
    """The phone seats of the open game.

    Signals:
        link_changed(str): the join link (empty when no server runs).
        join_requested(int): a phone asks for this seat; the host approves or refuses.
        move_requested(int): this seat's token came from another device while its phone is
            here (or was, moments ago): the host allows the move or refuses it.
        pairing_changed(): a seat was paired, freed, connected or disconnected.
        failed(str): a sentence for the host: the server could not start (the port is taken...),
            or the seats kept for the game could not be read.

    Attributes:
        controller: the app's controller.
        settings: where the chosen address and port are remembered.
        server: the running server, or None.
        seats: the phone seats of the open game.
        address: the address the link shows (the host picks it).
    """

    link_changed = Signal(str)
    join_requested = Signal(int)
    move_requested = Signal(int)
    pairing_changed = Signal()
    failed = Signal(str)

    def __init__(
        self, controller: TableHost, settings: QSettings, parent: QObject | None = None
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.settings = settings
        self.server: PhoneServer | None = None
        self.seats: frozenset[int] = frozenset()
        self.address = str(settings.value(ADDRESS_KEY, "") or "")
        self._starting: asyncio.Future[None] | None = None
        self._choices_at_open = 0
        self._stopping: asyncio.Future[None] | None = None
        self._rebinding: asyncio.Future[None] | None = None
        self._pushed_told: object = None  # the told log the phones were last sent
        controller.changed.connect(self._changed)
        controller.told.connect(self._follow_told)  # the voice told the table more
        controller.started.connect(self._game_loaded)

    # ---------------------------------------------------------------- the table

    def open_table(self, seats: set[int] | frozenset[int], port: int | None = None) -> None:
        """Serve `seats` of the controller's game on phones (nothing when `seats` is empty)."""
        self.close()
        self.seats = frozenset(seats)
        if self.controller.game is None or not self.seats:
            return
        self.controller.extras[EXTRAS_KEY] = {"seats": sorted(self.seats)}
        self.controller.save_ui_state()
        self._choices_at_open = len(self.controller.game.choices)
        import asyncio

        from ...phones.server import PhoneServer

        ensure_loop()
        server = PhoneServer(ControllerTable(self.controller), self.seats, self._keeper())
        server.questions.ballots = self.ballots()
        server.on_join = self._on_join
        server.on_pairing = self.pairing_changed.emit
        server.on_move = self.move_requested.emit
        self.server = server
        keeper = server.keeper
        if keeper is not None and keeper.problem is not None:  # (said on stderr too)
            text = self.tr(
                "The phones' seats kept for this game cannot be read (%1): each phone must "
                "join its seat again."
            )
            self.failed.emit(assemble.fill(text, str(keeper.path)))
        if port is None:
            saved = self.settings.value(PORT_KEY, DEFAULT_PORT)
            port = int(saved) if isinstance(saved, (int, str)) and str(saved).isdigit() else 0
        self._starting = asyncio.ensure_future(self._start(server, port))

    def _keeper(self) -> SeatKeeper | None:
        """Where this game's paired seats are kept across a restart (beside the database)."""
        game_id = self.controller.game_id
        if game_id is None:
            return None
        return SeatKeeper.beside(self.controller.store.path, game_id)

    async def _start(self, server: PhoneServer, port: int) -> None:
        # Only on the address the host picked (a stranger on another network of this laptop,
        # a VPN or a guest Wi-Fi, cannot even reach the page).
        bind = self.chosen_address()
        try:
            await server.start(bind, port)
        except OSError as exc:
            if port == 0:
                self.failed.emit(self._cannot_serve(exc))
                self.server = None
                return
            await server.start(bind, 0)  # the remembered port is taken: any free one
        if self.server is server:
            server.update()
            self.link_changed.emit(self.link)

    def close(self) -> None:
        """Stop serving phones (the game closed, or a new one starts)."""
        server, self.server = self.server, None
        self.seats = frozenset()
        if server is not None:
            # the hub may be gone when they fire
            server.on_join = server.on_pairing = server.on_move = None
            if server.ended and server.keeper is not None:
                server.keeper.forget()  # the game is over and closed: nothing to come back to
            import asyncio

            self._stopping = asyncio.ensure_future(server.stop())
            self.link_changed.emit("")

    @property
    def link(self) -> str:
        """The join link on the chosen address ("" when no server runs)."""
        if self.server is None or not self.server.port:
            return ""
        return self.server.link(self.chosen_address())

    def chosen_address(self) -> str:
        """The address the host picked, if this machine still has it, else the likeliest."""
        addresses = [a.ip for a in local_addresses()]
        return self.address if self.address in addresses else addresses[0]

    def set_address(self, address: str) -> None:
        """The host picks the address phones use (remembered for the next game)."""
        self.address = address
        self.settings.setValue(ADDRESS_KEY, address)
        server = self.server
        if server is not None and server.bound not in (None, address):
            import asyncio

            self._rebinding = asyncio.ensure_future(self._rebind(server, self.chosen_address()))
        elif server is not None:
            self.link_changed.emit(self.link)

    def _cannot_serve(self, exc: OSError) -> str:
        text = self.tr("The phones' page cannot be served (%1).")
        return assemble.fill(text, exc.strerror or str(exc))

    async def _rebind(self, server: PhoneServer, address: str) -> None:
        try:
            await server.rebind(address)
        except OSError as exc:
            self.failed.emit(self._cannot_serve(exc))
            return
        if self.server is server:
            self.link_changed.emit(self.link)

    # ---------------------------------------------------------------- host actions

    def approve(self, seat: int) -> None:
        if self.server is not None:
            self.server.approve(seat)
            self._maybe_close_room()

    def refuse(self, seat: int) -> None:
        if self.server is not None:
            self.server.refuse(seat)

    def allow_move(self, seat: int) -> None:
        """The seat moves to the new phone (the old one is told)."""
        if self.server is not None:
            self.server.allow_move(seat)

    def refuse_move(self, seat: int) -> None:
        """The seat stays on its phone; the other device is turned away."""
        if self.server is not None:
            self.server.refuse_move(seat)

    def free(self, seat: int) -> None:
        """Forget the phone of `seat` and let a new phone ask for it."""
        if self.server is not None:
            self.server.reopen(seat)
            self.server.free(seat)

    def state(self, seat: int) -> str:
        """ "waiting" (asks to join), "moving" (another device has its token), "online",
        "offline" (paired, not connected) or "free"."""
        server = self.server
        if server is None:
            return "free"
        if server.moving(seat):
            return "moving"
        if seat in server.room.waiting:
            return "waiting"
        if server.room.paired(seat):
            return "online" if server.connected(seat) else "offline"
        return "free"

    def ballots(self) -> bool:
        """Whether phone seats vote on their phones (the host's choice, remembered)."""
        value = self.settings.value(BALLOTS_KEY, True)
        return value not in (False, "false", "0", 0)

    def set_ballots(self, on: bool) -> None:
        """The host chooses a secret ballot on the phones (True) or a show of hands."""
        self.settings.setValue(BALLOTS_KEY, on)
        if self.server is not None:
            self.server.set_ballots(on)

    def room_open(self) -> bool:
        return self.server is not None and self.server.room.open

    # ---------------------------------------------------------------- following the game

    def _on_join(self, req: JoinRequest) -> None:
        self.join_requested.emit(req.seat)

    def _maybe_close_room(self) -> None:
        server = self.server
        game = self.controller.game
        if server is None or not server.room.open or game is None:
            return
        started = len(game.choices) > self._choices_at_open
        if started or all(server.room.paired(s) for s in self.seats):
            server.close_room()
            self.pairing_changed.emit()
            self.link_changed.emit(self.link)

    def _changed(self) -> None:
        if self.server is None:
            return
        if self.controller.game is None:
            self.close()
            return
        self._maybe_close_room()
        self._push()
        # The narrator, following the same change, may tell the table more (a line that
        # changes no public fact, such as the Seer's look, does not emit `told`).
        QTimer.singleShot(0, self, self._follow_told)

    def _push(self) -> None:
        """Every phone its view, at what the voice has told now."""
        if self.server is not None:
            self._pushed_told = self.controller.told_log
            self.server.update()

    def _follow_told(self) -> None:
        """The voice told the table more: the phones follow."""
        if self.server is not None and self.controller.told_log is not self._pushed_told:
            self._push()

    def _game_loaded(self) -> None:
        saved = self.controller.extras.get(EXTRAS_KEY)
        listed = saved.get("seats") if isinstance(saved, dict) else None
        seats = {s for s in listed if isinstance(s, int)} if isinstance(listed, list) else set()
        if seats:
            self.open_table(seats)
        else:
            self.close()
