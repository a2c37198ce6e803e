"""The phone server: the page, its assets and one WebSocket, served by aiohttp.

`PhoneServer` runs on an asyncio loop (the app's Qt loop through qasync, or the headless
`host` command's own loop) and talks to a :class:`Table` (the game's owner) through three
calls: the game, `apply(choice)` and two facts (wording, whether the end may be revealed). The
table calls :meth:`PhoneServer.update` after every change; the server then pushes each paired
phone its own view, built by `view.phone_view` and nothing else.

Hardening (see docs/phones.md): the WebSocket's ``Origin`` must be this server; messages are at
most :data:`MAX_MESSAGE` bytes and at most :data:`MAX_RATE` a second per connection; heartbeats
drop dead connections; join requests and token guesses are rate-limited per address; the seat
comes from the token only; one live connection per seat. Plain HTTP on purpose: a local
address has no certificate a phone would trust, and a self-signed one teaches players to click
through warnings. The page loads nothing from elsewhere (a strict Content-Security-Policy).
"""

from __future__ import annotations

import asyncio
import contextlib
import itertools
import json
import secrets
import time
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any, Protocol

from aiohttp import WSMsgType, web

from ..engine.game import Game
from ..engine.requests import Choice, IllegalChoice, Target, Verb
from ..texts import i18n
from .keep import SeatKeeper
from .room import JoinRequest, Limiter, Questions, Room
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


class Table(Protocol):
    """What the server needs from the game's owner."""

    @property
    def game(self) -> Game | None: ...

    def apply(self, choice: Choice) -> str | IllegalChoice | None:
        """Apply a phone's answer; return why it was refused (the engine's refusal, which the
        server says in the phone's language, or a sentence), or None when applied."""

    def wording(self) -> str: ...

    def reveal_allowed(self) -> bool: ...


@dataclass(eq=False)
class _Conn:
    ws: web.WebSocketResponse
    address: str
    ticket: int
    seat: int | None = None
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
        port: the port listened on, once started.
    """

    def __init__(
        self,
        table: Table,
        phone_seats: frozenset[int] | set[int],
        keeper: SeatKeeper | None = None,
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
        self.port = 0
        self._joins = Limiter(10, 60.0)
        self._guesses = Limiter(10, 60.0)
        self._conns: set[_Conn] = set()
        self._tickets = itertools.count(1)
        self._runner: web.AppRunner | None = None
        self._site: web.TCPSite | None = None
        self.bound: str | None = None  # the address listened on

    # ---------------------------------------------------------------- lifecycle

    def app(self) -> web.Application:
        """The aiohttp application (routes and security headers)."""
        app = web.Application(middlewares=[_headers], client_max_size=MAX_MESSAGE)
        app.router.add_get("/ws", self._websocket)
        for path in PAGES:
            app.router.add_get(path, self._page)
        for path in ASSETS:
            app.router.add_get(path, self._asset)
        return app

    async def start(self, bind: str = "127.0.0.1", port: int = 0) -> int:
        """Listen on `bind`:`port` (0: any free port); return the port."""
        self._runner = web.AppRunner(self.app(), access_log=None, handle_signals=False)
        await self._runner.setup()
        return await self._listen(bind, port)

    async def _listen(self, bind: str, port: int) -> int:
        assert self._runner is not None
        site = web.TCPSite(self._runner, bind, port)
        await site.start()
        self._site = site
        self.bound = bind
        server = site._server
        sockets = getattr(server, "sockets", None) or []
        self.port = int(sockets[0].getsockname()[1]) if sockets else port
        return self.port

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
        for conn in list(self._conns):
            if conn.seat is not None:
                self._push_view(conn)
        if game.ended and self.keeper is not None:
            self.keeper.forget()  # nothing to come back to after a restart

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
        if request.headers.get("Origin") != f"http://{request.host}":
            raise web.HTTPForbidden(text="wrong origin")
        ws = web.WebSocketResponse(heartbeat=HEARTBEAT, max_msg_size=MAX_MESSAGE)
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
        return isinstance(code, str) and secrets.compare_digest(
            code.strip().upper().encode(), self.room.code.encode()
        )

    def _seats(self, conn: _Conn, code: object) -> None:
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
        seat = self.room.seat_of(token)
        if seat is None:
            self._refuse_guess(conn, "bad_token")
            return
        for other in list(self._conns):
            if other is not conn and other.seat == seat:
                other.seat = None
                self._send(other, {"t": "error", "code": "replaced"})
                self._send_close(other)
        conn.seat = seat
        self._send(conn, {"t": "welcome"})
        self._push_view(conn)
        self._paired()

    def _refuse_guess(self, conn: _Conn, code: str) -> None:
        if not self._guesses.allow(conn.address):
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
                why = tr(PAGE[key]).format(**params)
            self._send(conn, {"t": "ack", "cid": cid, "ok": False, "why": why})
            self._push_view(conn)
            return
        if found.request is None:  # a decoy note: closes, changes nothing in the game
            self.questions.drop(seat, found)
            self._send(conn, {"t": "ack", "cid": cid, "ok": True})
            self.update()  # every phone gets a frame, as after a real answer: no tell
            return
        problem = self.table.apply(Choice(seat, Verb(found.verb), target))
        if problem is None:
            self._send(conn, {"t": "ack", "cid": cid, "ok": True})
        else:  # the game moved on meanwhile: the phone's words, not the rules' English
            why = self._refusal_words(conn, problem)
            self._send(conn, {"t": "ack", "cid": cid, "ok": False, "why": why})
            self._push_view(conn)

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
) -> tuple[str, dict[str, Any]] | None:
    """Why the rules would refuse `target` for `question` (a page word and its fields), or None.

    The same checks as the engine's for an open request, so a phone's answer that passes them
    is taken.
    """
    if target is None:
        return None if question.can_skip else ("must_choose", {})
    picks = target if isinstance(target, tuple) else (target,)
    if len(picks) != question.count:
        return ("pick_one", {}) if question.count == 1 else ("pick_n", {"n": question.count})
    if len(set(picks)) != len(picks):
        return ("different", {})
    seats = game.state.seats if game is not None else []
    for t in picks:
        if t not in question.targets:
            name = seats[t].name if 0 <= t < len(seats) else "?"
            return ("cannot_choose", {"name": name})
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


@web.middleware
async def _headers(request: web.Request, handler: Any) -> web.StreamResponse:
    response: web.StreamResponse = await handler(request)
    response.headers["Cache-Control"] = "no-store"
    response.headers["X-Content-Type-Options"] = "nosniff"
    response.headers["Referrer-Policy"] = "no-referrer"
    response.headers["X-Frame-Options"] = "DENY"
    response.headers["Content-Security-Policy"] = (
        f"default-src 'self'; connect-src 'self' ws://{request.host}; img-src 'self' data:; "
        "style-src 'self'; script-src 'self'; frame-ancestors 'none'"
    )
    return response
