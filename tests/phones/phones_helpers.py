"""Helpers for the phone tests: a real server on loopback and phones that play over WebSocket.

`running_table()` starts a `HeadlessTable` (a real SQLite save under tmp_path) and its
`PhoneServer` on 127.0.0.1 with a free port. `Phone` is a scripted phone: it joins, keeps
every frame it receives, and answers its open questions with random legal choices.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import uuid
from collections.abc import AsyncIterator
from pathlib import Path
from typing import Any

import aiohttp

from ww_desktop.engine.setup import deal
from ww_desktop.phones.host import HeadlessTable
from ww_desktop.phones.server import PhoneServer
from ww_desktop.session import Session
from ww_desktop.store import Store


@contextlib.asynccontextmanager
async def running_table(
    tmp_path: Path,
    preset: str,
    players: int,
    phones: int,
    seed: int,
    *,
    auto_start: bool = True,
) -> AsyncIterator[tuple[HeadlessTable, PhoneServer, aiohttp.ClientSession]]:
    """A headless table with `phones` phone seats on loopback (approvals automatic), and an
    HTTP client session for the phones."""
    store = Store.open(tmp_path / f"games-{seed}.sqlite")
    with store:
        names = [f"P{i}" for i in range(players)]
        session = Session.new(store, deal(preset, names, seed=seed))
        table = HeadlessTable(session, frozenset(range(phones)), seed)
        server = PhoneServer(table, table.phone_seats)
        table.server = server

        def on_join(req: Any) -> None:
            server.approve(req.seat)
            if auto_start and all(server.room.paired(s) for s in table.phone_seats):
                server.close_room()
                table.start()

        server.on_join = on_join
        await server.start("127.0.0.1", 0)
        try:
            async with aiohttp.ClientSession() as http:
                yield table, server, http
        finally:
            await server.stop()


class FakeClock:
    """A clock the test moves on by hand (`server.clock = clock`): no real waiting."""

    def __init__(self) -> None:
        self.now = 1000.0

    def __call__(self) -> float:
        return self.now


class Phone:
    """One scripted phone: a WebSocket client that records every frame it receives.

    Like the page, it sends its device id (random, kept by the phone) with `join` and `hello`.
    """

    def __init__(
        self,
        server: PhoneServer,
        session: aiohttp.ClientSession,
        rng: random.Random | None,
        device: str | None = None,
    ):
        self.device = device if device is not None else uuid.uuid4().hex
        self.server = server
        self.http = session
        self.rng = rng
        self.frames: list[dict[str, Any]] = []
        self.raw: list[str] = []
        self.token = ""
        self.ws: aiohttp.ClientWebSocketResponse | None = None
        self.answered: set[str] = set()
        self.taps: list[tuple[str, str]] = []  # (phase, title) of the view each answer was to

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.server.port}"

    async def connect(self, origin: str | None = None) -> None:
        headers = {"Origin": origin if origin is not None else self.url}
        self.ws = await self.http.ws_connect(f"{self.url}/ws", headers=headers)

    async def send(self, payload: dict[str, Any]) -> None:
        assert self.ws is not None
        if payload.get("t") in ("join", "hello") and self.device and "device" not in payload:
            payload = {**payload, "device": self.device}
        await self.ws.send_str(json.dumps(payload))

    async def receive(self, timeout: float = 5.0) -> dict[str, Any] | None:
        """The next frame, or None when the connection closed."""
        assert self.ws is not None
        msg = await self.ws.receive(timeout=timeout)
        if msg.type is not aiohttp.WSMsgType.TEXT:
            return None
        self.raw.append(msg.data)
        frame = json.loads(msg.data)
        self.frames.append(frame)
        if frame.get("t") == "welcome" and frame.get("token"):
            self.token = frame["token"]
        return dict(frame)

    async def until(self, kind: str, timeout: float = 5.0) -> dict[str, Any]:
        """Read frames until one of `kind` arrives."""
        while True:
            frame = await self.receive(timeout)
            assert frame is not None, f"closed while waiting for {kind}"
            if frame["t"] == kind:
                return frame

    async def join(self, seat: int, lang: str = "en") -> None:
        await self.connect()
        await self.send({"t": "join", "room": self.server.room.code, "seat": seat, "lang": lang})
        await self.until("welcome")

    def act_for(self, view: dict[str, Any]) -> list[dict[str, Any]]:
        """Random legal answers to the view's open questions not answered yet."""
        acts = []
        for q in view.get("questions", []):
            if q["id"] in self.answered:
                continue
            self.answered.add(q["id"])
            seats = [t["seat"] for t in q["targets"] if t.get("ok", True)]
            can_skip = q["skip"] is not None and q.get("skip_ok", True)
            if can_skip and (len(seats) < q["count"] or self.rng.random() < 0.15):
                target: Any = None
            elif q["count"] == 1:
                target = self.rng.choice(seats)
            else:
                target = sorted(self.rng.sample(seats, q["count"]))
            acts.append({"t": "act", "cid": uuid.uuid4().hex, "q": q["id"], "target": target})
        return acts

    async def play(self, done: asyncio.Event) -> None:
        """Answer every question this phone is asked until the game ends."""
        while not done.is_set():
            try:
                frame = await self.receive(timeout=0.5)
            except TimeoutError:
                continue
            if frame is None:
                return
            if frame["t"] == "view":
                for act in self.act_for(frame):
                    self.taps.append((frame["phase"], frame["title"]))
                    await self.send(act)
                if frame.get("end"):
                    return
