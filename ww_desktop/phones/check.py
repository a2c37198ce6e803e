"""The self-test's phone check: serve a bot table on loopback, load the page, pair a phone.

Proves an installation (or a frozen build) has the phone server's libraries and its page
files, and that a phone can join and receive its view. Runs in well under a second.
"""

from __future__ import annotations

import asyncio
import json
import tempfile
from pathlib import Path

from ..engine.setup import deal
from ..session import Session
from ..store import Store


def check_phone_server() -> str:
    """Raise RuntimeError when the phone server does not work; else a short summary."""
    with tempfile.TemporaryDirectory() as folder:
        store = Store.open(Path(folder) / "games.sqlite3")
        with store:
            session = Session.new(store, deal("standard", [f"P{i}" for i in range(6)], seed=1))
            return asyncio.run(_check(session))


async def _check(session: Session) -> str:
    import aiohttp

    from .host import HeadlessTable
    from .room import JoinRequest
    from .server import ASSETS, STATIC, PhoneServer

    missing = [name for name, _ in ASSETS.values() if not (STATIC / name).is_file()]
    if missing:
        raise RuntimeError(f"the phone page's files are missing: {missing}")
    table = HeadlessTable(session, frozenset({0}), seed=1)
    server = PhoneServer(table, table.phone_seats)
    table.server = server

    def approve(req: JoinRequest) -> None:
        server.approve(req.seat)

    server.on_join = approve
    port = await server.start("127.0.0.1", 0)
    url = f"http://127.0.0.1:{port}"
    try:
        async with aiohttp.ClientSession() as http:
            async with http.get(f"{url}/") as page:
                if page.status != 200 or "phone.js" not in await page.text():
                    raise RuntimeError(f"the phone page did not load ({page.status})")
            ws = await http.ws_connect(f"{url}/ws", headers={"Origin": url})
            await ws.send_str(json.dumps({"t": "join", "room": server.room.code, "seat": 0}))
            for _ in range(5):
                frame = json.loads((await ws.receive(timeout=5)).data)
                if frame["t"] == "view":
                    await ws.close()
                    return f"a phone joined on port {port}"
            raise RuntimeError("the phone received no view")
    finally:
        await server.stop()
