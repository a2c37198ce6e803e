"""The app restarts on a game with phone seats: a phone that reloads is back on its seat.

A real store, two controllers and two hubs one after the other (the app before and after the
restart), and a real WebSocket phone. Only the token's digest is kept, beside the database:
never the token, and nothing of it in the game's export.
"""

from __future__ import annotations

import asyncio
import json
from typing import Any

import aiohttp
import pytest
from PySide6.QtCore import QSettings

from ww_desktop.app.controller import GameController
from ww_desktop.app.phones.qt_hub import PORT_KEY, PhoneHub, release_loop
from ww_desktop.engine.setup import deal
from ww_desktop.phones.keep import SeatKeeper, digest
from ww_desktop.store import Store
from ww_desktop.store.export import export_game

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay"]


class _Phone:
    """A phone's page: one connection at a time, its frames, and its token (localStorage)."""

    def __init__(self) -> None:
        self.frames: list[dict[str, Any]] = []
        self.token = ""
        self.task: asyncio.Future[None] | None = None

    def open(self, port: int, first: dict[str, Any]) -> None:
        self.task = asyncio.ensure_future(self._run(port, first))

    async def _run(self, port: int, first: dict[str, Any]) -> None:
        url = f"http://127.0.0.1:{port}"
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(f"{url}/ws", headers={"Origin": url})
            await ws.send_str(json.dumps(first))
            async for msg in ws:
                if msg.type is not aiohttp.WSMsgType.TEXT:
                    break
                frame = json.loads(msg.data)
                self.frames.append(frame)
                if frame["t"] == "welcome" and frame.get("token"):
                    self.token = frame["token"]

    def views(self) -> list[dict[str, Any]]:
        return [f for f in self.frames if f["t"] == "view"]


@pytest.fixture
def place(qtbot, tmp_path):
    store = Store.open(tmp_path / "games.sqlite")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(PORT_KEY, 0)  # any free port
    hubs: list[PhoneHub] = []

    def app() -> tuple[GameController, PhoneHub]:
        controller = GameController(store)
        hub = PhoneHub(controller, settings)
        hub.set_address("127.0.0.1")
        hubs.append(hub)
        return controller, hub

    yield store, app
    for hub in hubs:
        hub.close()
        if hub._stopping is not None:
            qtbot.waitUntil(hub._stopping.done, timeout=5000)
    release_loop()
    store.close()


def _stop(qtbot, hub: PhoneHub) -> None:
    hub.close()
    assert hub._stopping is not None
    qtbot.waitUntil(hub._stopping.done, timeout=5000)


def test_after_a_restart_a_reloaded_phone_is_back_on_its_seat(qtbot, place):
    store, app = place
    controller, hub = app()
    controller.start(deal("standard", NAMES, seed=5))
    game_id = controller.session.game_id
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=5000):
        hub.open_table({0, 1}, port=0)
    phone = _Phone()
    with qtbot.waitSignal(hub.join_requested, timeout=5000):
        phone.open(hub.server.port, {"t": "join", "room": hub.server.room.code, "seat": 1})
    hub.approve(1)
    qtbot.waitUntil(lambda: bool(phone.token and phone.views()), timeout=5000)
    role = phone.views()[-1]["card"]["role_id"]
    token = phone.token

    # The app quits (the phone's connection drops) and starts again on the same game.
    _stop(qtbot, hub)
    qtbot.waitUntil(phone.task.done, timeout=5000)
    controller.close_game()
    kept = SeatKeeper.beside(store.path, game_id)
    assert kept.load() == {digest(token): 1}
    assert token not in kept.path.read_text(encoding="utf-8")
    controller, hub = app()
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=5000):
        assert controller.resume(game_id)
    assert hub.state(1) == "offline" and hub.state(0) == "free"

    # The page reloads: its token puts it back on its seat, with its card, and no host step.
    back = _Phone()
    back.open(hub.server.port, {"t": "hello", "token": token})
    qtbot.waitUntil(lambda: bool(back.views()), timeout=5000)
    view = back.views()[-1]
    assert view["seat"] == 1 and view["name"] == "Bob" and view["card"]["role_id"] == role
    assert hub.state(1) == "online"
    # A wrong token still gets nothing.
    stranger = _Phone()
    stranger.open(hub.server.port, {"t": "hello", "token": token[:-2] + "xx"})
    qtbot.waitUntil(lambda: bool(stranger.frames), timeout=5000)
    assert [f["t"] for f in stranger.frames] == ["error"] and not stranger.views()

    # Neither the token nor its digest is in the game's save or its export.
    stored = store.load(game_id)
    exported = json.dumps(export_game(stored))
    assert token not in exported and digest(token) not in exported

    # The host frees the seat: after another restart the old token is refused.
    hub.free(1)
    assert kept.load() == {}
    _stop(qtbot, hub)
    controller.close_game()
    controller, hub = app()
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=5000):
        assert controller.resume(game_id)
    assert hub.state(1) == "free"
    late = _Phone()
    late.open(hub.server.port, {"t": "hello", "token": token})
    qtbot.waitUntil(lambda: bool(late.frames), timeout=5000)
    assert late.frames[-1] == {**late.frames[-1], "t": "error", "code": "bad_token"}
    _stop(qtbot, hub)  # the phones' connections close with the server
    for p in (back, stranger, late):
        assert p.task is not None
        qtbot.waitUntil(p.task.done, timeout=5000)
