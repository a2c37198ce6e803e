"""The phone server: the page, its assets and one WebSocket, served by aiohttp.

`PhoneServer` runs on an asyncio loop (the app's Qt loop through qasync, or the headless
`host` command's own loop) and talks to a :class:`Table` (the game's owner): the game,
`apply(choice)` and the table's facts (wording, whether the end may be revealed, what the
voice has told, whether the verdict is held for last words). The table calls
:meth:`PhoneServer.update` after every change (and when the voice tells the table more); the
server then pushes each paired phone its own view, built by `view.phone_view` and nothing
else.

Hardening (see docs/phones.md): only the Host names this server listens on are served (else
421), and the WebSocket's ``Origin`` must be one of them; every response, errors included,
carries the same security headers, with a Content-Security-Policy built from the server's own
address; messages are at most :data:`MAX_MESSAGE` bytes and at most :data:`MAX_RATE` a second
per connection; heartbeats drop dead connections; join requests are rate-limited per address
and wrong room codes and tokens lock the address out (`room.Lockout`), the right answer
included; the seat comes from the token only; one live connection per seat, and a token from
another device moves the seat only when the host allows it or the seat's phone has been gone
for :data:`MOVE_GRACE` seconds. Plain HTTP on purpose: a local address has no certificate a
phone would trust, and a self-signed one teaches players to click through warnings. The page
loads nothing from elsewhere (a strict Content-Security-Policy).
"""

from __future__ import annotations

import asyncio
import contextlib
import functools
import itertools
import json
import logging
import time
from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from aiohttp import WSMsgType, web
from aiohttp.http_exceptions import HttpProcessingError

from ..engine.game import Game, Record
from ..engine.requests import Choice, IllegalChoice, Target, Verb
from ..engine.state import Phase
from ..texts import i18n
from ..texts.placeholders import fill
from .keep import SeatKeeper, digest
from .room import JoinRequest, Limiter, Lockout, Questions, Room, same_text
from .texts import PAGE, language_of, page_texts, speaking, tr
from .view import Question, frame, phone_view

STATIC = Path(__file__).resolve().parent / "static"
PAGES = {"/": "index.html", "/check": "check.html"}
ASSETS = {
    "/phone.js": ("phone.js", "text/javascript"),
    "/phone.css": ("phone.css", "text/css"),
    "/check.js": ("check.js", "text/javascript"),
}
MAX_MESSAGE = 4096
"""The largest message a phone may send (bytes)."""
MAX_RATE = 20
"""Messages a connection may send per second before it is closed."""
HEARTBEAT = 15.0
"""Seconds between pings; a phone that misses one is dropped (its seat is held)."""
GUESS_LIMIT = 10
"""Wrong room codes and tokens an address may send within :data:`GUESS_WINDOW` seconds."""
GUESS_WINDOW = 60.0
LOCK_TIME = 60.0
"""Seconds an address that guessed too often is locked out (the right answer refused too)."""
DECOY_WAIT = 20.0
"""Seconds the night's last answer waits for the other phones' decoy notes at most."""
MOVE_GRACE = 30.0
"""Seconds a seat's phone must have been gone before its token opens the seat on another device
without the host's say (a phone that slept, died or was swapped)."""
LOOPBACK = ("127.0.0.1", "::1")
WILDCARD = ("0.0.0.0", "::", "")


class _UnreadableRequests(logging.Filter):
    """A request that is not readable HTTP (a stranger's junk, a port scan) is answered 400
    and is no fault of the table: no traceback on the console for it. A fault of the server
    itself (500) is still logged in full."""

    def filter(self, record: logging.LogRecord) -> bool:
        exc = record.exc_info[1] if record.exc_info else None
        return not isinstance(exc, HttpProcessingError)


_HTTP_LOG = logging.getLogger("ww_desktop.phones.http")
_HTTP_LOG.addFilter(_UnreadableRequests())


class Table(Protocol):
    """What the server needs from the game's owner."""

    @property
    def game(self) -> Game | None: ...

    def apply(self, choice: Choice) -> str | IllegalChoice | None:
        """Apply a phone's answer; return why it was refused (the engine's refusal, which the
        server says in the phone's language, or a sentence), or None when applied."""

    def wording(self) -> str: ...

    def reveal_allowed(self) -> bool: ...

    def told(self) -> Sequence[Record] | None:
        """The log as the voice has told it to the table (None: all of it): a phone shows
        nothing beyond it (see `table_view`)."""

    def last_words(self) -> bool:
        """Whether the vote's verdict is held for last words."""


@dataclass(eq=False)
class _Conn:
    ws: web.WebSocketResponse
    address: str
    ticket: int
    seat: int | None = None
    device: str = ""
    language: str = "en"
    outbox: asyncio.Queue[str | None] = field(default_factory=asyncio.Queue)
    times: list[float] = field(default_factory=list)


class PhoneServer:
    """Serves one game's phone seats.

    Attributes:
        room: pairing state (code, tokens, waiting join requests).
        questions: each phone seat's open questions.
        on_join: called with each new join request (the host approves or refuses it).
        on_pairing: called whenever a seat is paired, freed, connects or disconnects.
        on_move: called with a seat whose token came from another device while the seat's
            phone is here (or was, less than :data:`MOVE_GRACE` seconds ago); the host allows
            (:meth:`allow_move`) or refuses (:meth:`refuse_move`).
        port: the port listened on, once started.
        clock: the time in seconds (monotonic; injectable, so tests move time on).
    """

    def __init__(
        self,
        table: Table,
        phone_seats: frozenset[int] | set[int],
        keeper: SeatKeeper | None = None,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.table = table
        self.room = Room(frozenset(phone_seats))
        self.keeper = keeper
        """Where the paired seats' token digests are kept across a restart (None: nowhere)."""
        if keeper is not None:
            self.room.restore(keeper.load())
        self.questions = Questions(phone_seats)
        self.on_join: Callable[[JoinRequest], None] | None = None
        self.on_pairing: Callable[[], None] | None = None
        self.on_move: Callable[[int], None] | None = None
        self.port = 0
        self.ended = False
        """Whether the game had ended at the last update (then the kept seats may go)."""
        self.clock = clock
        self._joins = Limiter(10, 60.0, lambda: self.clock())
        self._lockout = Lockout(GUESS_LIMIT, GUESS_WINDOW, LOCK_TIME, lambda: self.clock())
        self._devices: dict[int, str] = {}  # seat -> digest of the device id that holds it
        self._left: dict[int, float] = {}  # seat -> when its last connection went away
        self._moves: dict[int, _Conn] = {}  # seat -> the other device waiting for the host
        self._hosts: list[str] = []  # the Host names served ("127.0.0.1:8765"...)
        self._hosts_at = 0.0
        self._held: tuple[Choice, int, str] | None = None  # the night's last answer, held
        self._held_timer: asyncio.TimerHandle | None = None
        self._conns: set[_Conn] = set()
        self._tickets = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self._site: web.TCPSite | None = None
        self.bound: str | None = None  # the address listened on

    # ---------------------------------------------------------------- lifecycle

    def app(self) -> web.Application:
        """The aiohttp application (routes and security headers)."""

        @web.middleware
        async def guard(request: web.Request, handler: Any) -> web.StreamResponse:
            host = self.accepted_host(request.host)
            response: web.StreamResponse
            if host is None:
                response = web.Response(status=421, text="421: not a name this server has")
            else:
                try:
                    response = await handler(request)
                except web.HTTPException as exc:  # 404, 403, 405...: the same headers
                    response = web.Response(status=exc.status, reason=exc.reason, text=exc.text)
                    if "Allow" in exc.headers:
                        response.headers["Allow"] = exc.headers["Allow"]
            _secure(response, host or (self._hosts[0] if self._hosts else ""))
            return response

        app = web.Application(middlewares=[guard], client_max_size=MAX_MESSAGE)
        app.router.add_get("/ws", self._websocket)
        for path in PAGES:
            app.router.add_get(path, self._page)
        for path in ASSETS:
            app.router.add_get(path, self._asset)
        return app

    async def start(self, bind: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on `bind`:`port` (0: any free port); return the port."""
        self._runner = web.AppRunner(
            self.app(), access_log=None, handle_signals=False, logger=_HTTP_LOG
        )
        await self._runner.setup()
        self._secure_unparsed(self._runner)
        return await self._listen(bind, port)

    def _secure_unparsed(self, runner: web.AppRunner) -> None:
        """A request aiohttp cannot read (a bad request line or header, no Host, a line too
        long) is answered 400 before any middleware: its answer gets the same headers too."""
        server = runner.server
        if server is None:
            return
        names = self

        class _Request(web.Request):
            async def _prepare_hook(self, response: web.StreamResponse) -> None:
                await super()._prepare_hook(response)
                if "Content-Security-Policy" not in response.headers:  # not through `guard`
                    _headers(response, names._hosts[0] if names._hosts else "")

        made: Any = server.request_factory  # the application's, which takes the class
        server.request_factory = functools.partial(made, _cls=_Request)

    async def _listen(self, bind: str, port: int) -> int:
        assert self._runner is not None
        site = web.TCPSite(self._runner, bind, port)
        await site.start()
        self._site = site
        self.bound = bind
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        self.port = int(sockets[0].getsockname()[1]) if sockets else port
        self._hosts = self._names()
        return self.port

    def _names(self) -> list[str]:
        """The Host names (with the port) phones may use: the address listened on (every
        address of this machine for a wildcard bind; "localhost" too on loopback)."""
        bind = self.bound or ""
        if bind in WILDCARD:
            from .network import local_addresses

            names = [a.ip for a in local_addresses()] + [*LOOPBACK, "localhost"]
        elif bind in LOOPBACK:
            names = [bind, "localhost"]
        else:
            names = [bind]
        hosts = []
        for name in names:
            host = f"[{name}]" if ":" in name else name
            hosts.append(f"{host}:{self.port}")
            if self.port == 80:
                hosts.append(host)
        self._hosts_at = self.clock()
        return hosts

    def accepted_host(self, host: str | None) -> str | None:
        """This server's own name for the `Host` a request used, or None when it is not one
        this server listens on (then the request is answered 421)."""
        wanted = (host or "").strip().lower()
        found = next((h for h in self._hosts if same_text(h, wanted)), None)
        stale = self.clock() - self._hosts_at > 5.0  # this machine's addresses may have changed
        if found is None and (self.bound or "") in WILDCARD and stale:
            self._hosts = self._names()
            found = next((h for h in self._hosts if same_text(h, wanted)), None)
        return found

    async def rebind(self, bind: str) -> int:
        """Listen on another address instead (same port when it is free there, else any);
        the phones already connected stay connected."""
        if self._site is not None:
            await self._site.stop()
        try:
            return await self._listen(bind, self.port)
        except OSError:
            return await self._listen(bind, 0)

    async def stop(self) -> None:
        """Close every connection and stop listening."""
        if self._held_timer is not None:  # a held answer never lands in a later game
            self._held_timer.cancel()
            self._held_timer = None
        self._held = None
        for conn in list(self._conns):
            with contextlib.suppress(Exception):
                await conn.ws.close()
        if self._runner is not None:
            await self._runner.cleanup()
            self._runner = None

    def link(self, address: str) -> str:
        """The join link for one address of this machine (no secret in it but the room code)."""
        host = f"[{address}]" if ":" in address else address
        return f"http://{host}:{self.port}/?room={self.room.code}"

    # ---------------------------------------------------------------- host actions

    def update(self) -> None:
        """The game changed: refresh every phone seat's questions and push every paired view."""
        game = self.table.game
        if game is None:
            return
        self.questions.refresh(game)
        self.ended = game.ended
        for conn in list(self._conns):
            if conn.seat is not None:
                self._push_view(conn)
        # After the end the kept seats stay (a restarted table still shows the phones the
        # reveal); whoever runs the table forgets them once the game is closed.

    def approve(self, seat: int) -> bool:
        """Let the phone waiting for `seat` take it (it receives its token, then its view)."""
        found = self.room.approve(seat)
        if found is None:
            return False
        req, token = found
        conn = self._by_ticket(req.ticket)
        if conn is None:
            self.room.free(seat)
            return False
        conn.seat = seat
        self._bind_device(conn, seat)
        self._left.pop(seat, None)
        self._send(conn, {"t": "welcome", "token": token})
        self._push_view(conn)
        self._paired()
        return True

    def refuse(self, seat: int) -> None:
        """Turn away the phone waiting for `seat`."""
        req = self.room.refuse(seat)
        conn = self._by_ticket(req.ticket) if req else None
        if conn is not None:
            self._send(conn, {"t": "error", "code": "refused"})
        self._paired()

    def free(self, seat: int) -> None:
        """Forget the phone holding `seat` (lost or swapped): it is disconnected."""
        self.room.free(seat)
        self._devices.pop(seat, None)
        self._left.pop(seat, None)
        self.refuse_move(seat)
        for conn in list(self._conns):
            if conn.seat == seat:
                conn.seat = None
                self._send(conn, {"t": "error", "code": "seat_freed"})
                self._send_close(conn)
        self._paired()

    def reopen(self, seat: int) -> None:
        """Let a freed seat be paired again after the start (the host's choice)."""
        self.room.free(seat)
        self.room.open = True
        self._paired()

    def close_room(self) -> None:
        """The game starts: the link admits no new seats; waiting phones are told."""
        waiting = list(self.room.waiting.values())
        self.room.close()
        for req in waiting:
            conn = self._by_ticket(req.ticket)
            if conn is not None:
                self._send(conn, {"t": "error", "code": "room_closed"})
        self._paired()

    def set_ballots(self, on: bool) -> None:
        """Votes on the phones (secret ballot) or on the console (show of hands)."""
        self.questions.ballots = on
        self.update()

    def connected(self, seat: int) -> bool:
        """Whether the phone holding `seat` is connected now."""
        return any(c.seat == seat for c in self._conns)

    def moving(self, seat: int) -> bool:
        """Whether another device holding `seat`'s token waits for the host to allow the move."""
        return seat in self._moves

    def allow_move(self, seat: int) -> bool:
        """The host lets the other device take `seat` (the phone that held it is told)."""
        conn = self._moves.pop(seat, None)
        if conn is None or conn not in self._conns:
            self._paired()
            return False
        self._take(conn, seat)
        return True

    def refuse_move(self, seat: int) -> None:
        """The host keeps `seat` on its phone: the other device is turned away."""
        conn = self._moves.pop(seat, None)
        if conn is not None:
            self._send(conn, {"t": "error", "code": "refused"})
            self._send_close(conn)
            self._paired()

    # ---------------------------------------------------------------- HTTP

    async def _page(self, request: web.Request) -> web.StreamResponse:
        name = PAGES[request.path]
        return web.Response(
            body=(STATIC / name).read_bytes(), content_type="text/html", charset="utf-8"
        )

    async def _asset(self, request: web.Request) -> web.StreamResponse:
        name, kind = ASSETS[request.path]
        return web.Response(body=(STATIC / name).read_bytes(), content_type=kind, charset="utf-8")

    async def _websocket(self, request: web.Request) -> web.StreamResponse:
        host = self.accepted_host(request.host)
        if host is None or request.headers.get("Origin") != f"http://{host}":
            raise web.HTTPForbidden(text="wrong origin")
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=MAX_MESSAGE)
        _secure(ws, host)  # the upgrade's own answer carries them too
        await ws.prepare(request)
        conn = _Conn(ws, request.remote or "?", next(self._tickets))
        self._conns.add(conn)
        writer = asyncio.ensure_future(self._writer(conn))
        try:
            async for msg in ws:
                if msg.type is not WSMsgType.TEXT or not self._within_rate(conn):
                    break
                try:
                    data = json.loads(msg.data)
                except ValueError:
                    data = None
                if not isinstance(data, dict):
                    self._send(conn, {"t": "error", "code": "bad_message"})
                    continue
                self._handle(conn, data)
                if conn.ws.closed:
                    break
        finally:
            self._conns.discard(conn)
            self.room.withdraw(conn.ticket)
            for seat, waiting in list(self._moves.items()):
                if waiting is conn:
                    del self._moves[seat]
                    self._paired()
            if conn.seat is not None and not self.connected(conn.seat):
                self._left[conn.seat] = self.clock()
                self._release_held()  # a phone gone to sleep does not hold the night up
            conn.outbox.put_nowait(None)
            with contextlib.suppress(Exception):
                await writer
            if conn.seat is not None:
                self._paired()
        return ws

    async def _writer(self, conn: _Conn) -> None:
        while True:
            text = await conn.outbox.get()
            if text is None or conn.ws.closed:
                break
            if text == "":
                await conn.ws.close()
                break
            try:
                await conn.ws.send_str(text)
            except (ConnectionError, RuntimeError):
                break

    def _within_rate(self, conn: _Conn) -> bool:
        now = time.monotonic()
        conn.times = [t for t in conn.times if now - t < 1.0]
        conn.times.append(now)
        return len(conn.times) <= MAX_RATE

    # ---------------------------------------------------------------- messages

    def _handle(self, conn: _Conn, data: dict[str, Any]) -> None:
        kind = data.get("t")
        if "lang" in data:
            conn.language = language_of(data.get("lang"))
        device = data.get("device")
        if isinstance(device, str) and 8 <= len(device) <= 64:
            conn.device = device
        if kind == "hello":
            self._hello(conn, data.get("token"))
        elif kind == "seats":
            self._seats(conn, data.get("room"))
        elif kind == "join":
            self._join(conn, data)
        elif kind == "act":
            self._act(conn, data)
        elif kind == "lang":
            if conn.seat is not None:
                self._push_view(conn)
            else:
                self._send(conn, {"t": "lang"})  # the page's words in the new language
        elif kind == "ping":
            self._send(conn, {"t": "pong"})
        else:
            self._send(conn, {"t": "error", "code": "bad_message"})

    def _room_ok(self, code: object) -> bool:
        return isinstance(code, str) and same_text(code.strip().upper(), self.room.code)

    def _locked_out(self, conn: _Conn) -> bool:
        """Whether this address is locked out (then it is told, and the connection closed)."""
        if not self._lockout.locked(conn.address):
            return False
        self._send(conn, {"t": "error", "code": "too_many"})
        self._send_close(conn)
        return True

    def _seats(self, conn: _Conn, code: object) -> None:
        if self._locked_out(conn):
            return
        if not self._room_ok(code):
            self._refuse_guess(conn, "no_room")
            return
        if not self.room.open:
            self._send(conn, {"t": "error", "code": "room_closed"})
            return
        game = self.table.game
        names = [x.name for x in game.state.seats] if game else []
        free = set(self.room.free_seats())
        seats = [
            {"seat": s, "name": names[s] if s < len(names) else str(s + 1), "free": s in free}
            for s in sorted(self.room.phone_seats)
        ]
        self._send(conn, {"t": "seats", "seats": seats})

    def _join(self, conn: _Conn, data: dict[str, Any]) -> None:
        if conn.seat is not None:
            self._send(conn, {"t": "error", "code": "bad_message"})
            return
        if self._locked_out(conn):
            return
        if not self._joins.allow(conn.address):
            self._send(conn, {"t": "error", "code": "too_many"})
            self._send_close(conn)
            return
        if not self._room_ok(data.get("room")):
            self._refuse_guess(conn, "no_room")
            return
        problem = self.room.ask(data.get("seat"), conn.address, conn.ticket)
        if problem is not None:
            self._send(conn, {"t": "error", "code": problem})
            return
        self._send(conn, {"t": "waiting"})
        req = self.room.waiting[data["seat"]]
        if self.on_join is not None:
            self.on_join(req)
        self._paired()

    def _hello(self, conn: _Conn, token: object) -> None:
        if conn.seat is not None or self._locked_out(conn):
            return
        seat = self.room.seat_of(token)
        if seat is None:
            self._refuse_guess(conn, "bad_token")
            return
        known = self._devices.get(seat)
        mine = digest(conn.device) if conn.device else ""
        same_device = bool(mine) and known is not None and same_text(known, mine)
        if same_device or not self._present(seat):
            self._take(conn, seat)
            return
        # Another device has this seat's token while the seat's phone is here: the host says.
        old = self._moves.get(seat)
        self._moves[seat] = conn
        if old is not None and old is not conn:
            self._send(old, {"t": "error", "code": "refused"})
            self._send_close(old)
        self._send(conn, {"t": "waiting"})
        if self.on_move is not None:
            self.on_move(seat)
        self._paired()

    def _present(self, seat: int) -> bool:
        """Whether `seat`'s phone is connected, or went away less than MOVE_GRACE ago."""
        if self.connected(seat):
            return True
        left = self._left.get(seat)
        return left is not None and self.clock() - left < MOVE_GRACE

    def _take(self, conn: _Conn, seat: int) -> None:
        """`conn` holds `seat` now; any other connection on it is told and closed."""
        for other in list(self._conns):
            if other is not conn and other.seat == seat:
                other.seat = None
                self._send(other, {"t": "error", "code": "replaced"})
                self._send_close(other)
        conn.seat = seat
        self._bind_device(conn, seat)
        self._left.pop(seat, None)
        self._send(conn, {"t": "welcome"})
        self._push_view(conn)
        self._paired()

    def _bind_device(self, conn: _Conn, seat: int) -> None:
        if conn.device:
            self._devices[seat] = digest(conn.device)
        else:
            self._devices.pop(seat, None)

    def _refuse_guess(self, conn: _Conn, code: str) -> None:
        if self._lockout.fail(conn.address):
            code = "too_many"
        self._send(conn, {"t": "error", "code": code})
        if code == "too_many":
            self._send_close(conn)

    def _act(self, conn: _Conn, data: dict[str, Any]) -> None:
        cid = data.get("cid")
        seat = conn.seat
        if seat is None:
            self._refuse_guess(conn, "bad_token")
            return
        target = _target(data.get("target"))
        if target is False:
            self._send(conn, {"t": "ack", "cid": str(cid)[:64], "ok": False, "why": "bad_target"})
            return
        found = self.questions.answer(seat, data.get("q"), cid)
        if isinstance(found, str):
            self._send(conn, {"t": "ack", "cid": str(cid)[:64], "ok": False, "why": found})
            return
        refusal = _refusal(found, target, self.table.game)
        if refusal is not None:
            # Checked here, against the question, in the phone's own language, so the rules'
            # English sentence never reaches a phone (nor the host's screen).
            with speaking(conn.language):
                key, params = refusal
                why = fill(tr(PAGE[key]), *params)
            self._send(conn, {"t": "ack", "cid": cid, "ok": False, "why": why})
            self._push_view(conn)
            return
        if found.request is None:  # a decoy note: closes, changes nothing in the game
            self.questions.drop(seat, found)
            self._send(conn, {"t": "ack", "cid": cid, "ok": True})
            if not self._release_held():
                self.update()  # every phone gets a frame, as after a real answer: no tell
            return
        choice = Choice(seat, Verb(found.verb), target)
        if self._hold(choice, found, conn, str(cid)):
            return
        problem = self.table.apply(choice)
        if problem is None:
            self._send(conn, {"t": "ack", "cid": cid, "ok": True})
        else:  # the game moved on meanwhile: the phone's words, not the rules' English
            why = self._refusal_words(conn, problem)
            self._send(conn, {"t": "ack", "cid": cid, "ok": False, "why": why})
            self._push_view(conn)

    def _decoys_waiting(self) -> bool:
        """Whether a connected phone still has decoy notes to answer."""
        return any(self.questions.decoys(c.seat) for c in self._conns if c.seat is not None)

    def _hold(self, choice: Choice, question: Question, conn: _Conn, cid: str) -> bool:
        """Hold the night's last answer while other phones still answer their decoys (the
        night would end under them: fewer taps on their phones, a tell). True when held."""
        game = self.table.game
        if game is None or game.state.phase is not Phase.NIGHT or self._held is not None:
            return False
        pending = game.pending()
        if pending != [question.request] or not self._decoys_waiting():
            return False
        seat = conn.seat
        assert seat is not None
        self._held = (choice, conn.ticket, cid)
        self.questions.held.add((seat, choice.verb.value))
        self.questions.drop(seat, question)
        self._send(conn, {"t": "ack", "cid": cid, "ok": True})
        with contextlib.suppress(RuntimeError):
            loop = asyncio.get_running_loop()
            self._held_timer = loop.call_later(DECOY_WAIT, self._release_held, True)
        self.update()
        return True

    def _release_held(self, now: bool = False) -> bool:
        """Apply the held answer once no connected phone has a decoy left (or `now`)."""
        if self._held is None or (not now and self._decoys_waiting()):
            return False
        (choice, ticket, cid), self._held = self._held, None
        self.questions.held.clear()
        if self._held_timer is not None:
            self._held_timer.cancel()
            self._held_timer = None
        problem = self.table.apply(choice)
        conn = self._by_ticket(ticket)
        if problem is not None and conn is not None:
            why = self._refusal_words(conn, problem)
            self._send(conn, {"t": "ack", "cid": cid, "ok": False, "why": why})
        if problem is not None:
            self.update()
        return True

    def _refusal_words(self, conn: _Conn, problem: str | IllegalChoice) -> str:
        """Why an answer was refused, in the phone's language (the engine's refusal by its id,
        else the phone's own "no longer possible")."""
        game = self.table.game
        if not isinstance(problem, IllegalChoice) or game is None:
            with speaking(conn.language):
                return tr(PAGE["not_now"])
        names = [seat.name for seat in game.state.seats]
        with speaking(conn.language):
            return i18n.refusal_text(problem, names, self.table.wording())

    # ---------------------------------------------------------------- sending

    def _push_view(self, conn: _Conn) -> None:
        game = self.table.game
        if game is None or conn.seat is None:
            return
        view = phone_view(
            game,
            conn.seat,
            language=conn.language,
            wording=self.table.wording(),
            questions=self.questions.of(conn.seat),
            reveal_allowed=self.table.reveal_allowed(),
            told=self.table.told(),
            last_words=self.table.last_words(),
        )
        self._send(conn, view)

    def _send(self, conn: _Conn, payload: dict[str, Any]) -> None:
        if "words" not in payload:  # control frames carry the page's words, never game data
            with speaking(conn.language):
                payload = {**payload, "words": page_texts()}
        conn.outbox.put_nowait(frame(payload))

    def _send_close(self, conn: _Conn) -> None:
        conn.outbox.put_nowait("")

    def _by_ticket(self, ticket: int) -> _Conn | None:
        return next((c for c in self._conns if c.ticket == ticket), None)

    def _paired(self) -> None:
        game = self.table.game
        if self.keeper is not None and not (game is not None and game.ended):
            self.keeper.save(dict(self.room.digests))
        if self.on_pairing is not None:
            self.on_pairing()


def _refusal(
    question: Question, target: Target, game: Game | None
) -> tuple[str, tuple[object, ...]] | None:
    """Why the rules would refuse `target` for `question` (a page word and its %1.. values), or
    None.

    The same checks as the engine's for an open request, so a phone's answer that passes them
    is taken.
    """
    if target is None:
        return None if question.can_skip else ("must_choose", ())
    picks = target if isinstance(target, tuple) else (target,)
    if len(picks) != question.count:
        return ("pick_one", ()) if question.count == 1 else ("pick_n", (question.count,))
    if len(set(picks)) != len(picks):
        return ("different", ())
    seats = game.state.seats if game is not None else []
    for t in picks:
        if t not in question.targets:
            name = seats[t].name if 0 <= t < len(seats) else "?"
            return ("cannot_choose", (name,))
    return None


def _target(raw: object) -> Target | bool:
    """A target as the engine takes it, or False when malformed."""
    if raw is None:
        return None
    if isinstance(raw, int) and not isinstance(raw, bool):
        return raw
    if (
        isinstance(raw, list)
        and 0 < len(raw) <= 4
        and all(isinstance(x, int) and not isinstance(x, bool) for x in raw)
    ):
        return tuple(raw)
    return False


def _secure(response: web.StreamResponse, host: str) -> None:
    """The headers every response carries; `host` is this server's own name for itself."""
    if not response.prepared:  # (a WebSocket after its upgrade: its headers went out already)
        _headers(response, host)


def _headers(response: web.StreamResponse, host: str) -> None:
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Content-Security-Policy"] = (
        f"default-src 'self'; connect-src 'self' ws://{host}; img-src 'self' data:; "
        "style-src 'self'; script-src 'self'; frame-ancestors 'none'"
    )
