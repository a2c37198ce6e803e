"""The phone server inside the app: the hub on the Qt loop (qasync), the host's pairing window
and the TV's join card, with a real WebSocket phone talking to it."""

from __future__ import annotations

import asyncio
import json
import os
from pathlib import Path

import aiohttp
import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication, QWidget

from ww_desktop.app.controller import GameController
from ww_desktop.app.phones.qt_hub import PhoneHub, release_loop
from ww_desktop.app.phones.widgets import JoinCard, PhonesDialog, PhoneSeatsBox
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.setup import deal
from ww_desktop.store import Store

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay"]


@pytest.fixture
def hub(qtbot, tmp_path):
    store = Store.open(tmp_path / "games.sqlite")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    controller = GameController(store)
    hub = PhoneHub(controller, settings)
    hub.set_address("127.0.0.1")  # the host picks the loopback: the phones below use it
    tv = QWidget()
    tv.resize(1280, 720)
    qtbot.addWidget(tv)
    yield hub, controller, tv
    hub.close()
    if hub._stopping is not None:
        qtbot.waitUntil(hub._stopping.done, timeout=5000)
    release_loop()
    store.close()


async def _phone(port: int, seat: int, frames: list, stop: asyncio.Event, answer: bool):
    url = f"http://127.0.0.1:{port}"
    async with aiohttp.ClientSession() as http:
        ws = await http.ws_connect(f"{url}/ws", headers={"Origin": url})
        await ws.send_str(json.dumps({"t": "join", "room": frames.pop(0), "seat": seat}))
        while not stop.is_set():
            try:
                msg = await ws.receive(timeout=0.2)
            except TimeoutError:
                continue
            if msg.type is not aiohttp.WSMsgType.TEXT:
                break
            frame = json.loads(msg.data)
            frames.append(frame)
            if answer and frame["t"] == "view" and frame["questions"]:
                q = frame["questions"][0]
                ok = [t["seat"] for t in q["targets"] if t["ok"]]
                target = None if q["skip_ok"] else ok[0]
                act = {"t": "act", "cid": q["id"], "q": q["id"], "target": target}
                await ws.send_str(json.dumps(act))
                answer = False
        await ws.close()


def test_host_lets_a_phone_in_and_the_phone_plays_through_the_controller(qtbot, hub):
    hub_, controller, tv = hub
    controller.start(deal("standard", NAMES, seed=4))
    dialog = PhonesDialog(hub_)
    qtbot.addWidget(dialog)
    card = JoinCard(hub_, tv)
    tv.show()
    with qtbot.waitSignal(hub_.link_changed, timeout=5000):
        hub_.open_table({0, 1}, port=0)
    assert hub_.link.startswith("http://") and "?room=" in hub_.link
    assert card.isVisible() and not card.qr.pixmap().isNull()
    assert hub_.server.room.code in card.code.text()
    frames: list = [hub_.server.room.code]
    stop = asyncio.Event()
    with qtbot.waitSignal(hub_.join_requested, timeout=5000) as asked:
        task = asyncio.ensure_future(_phone(hub_.server.port, 0, frames, stop, True))
    assert asked.args == [0]
    status, let_in, _refuse, _free = dialog.rows[0]
    assert dialog.isVisible() and let_in.isVisible() and not _free.isVisible()
    assert status.text() == "asks to join"
    records = len(controller.game.records)
    qtbot.mouseClick(let_in, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(f["t"] == "view" for f in frames), timeout=5000)
    view = next(f for f in frames if f["t"] == "view")
    assert view["name"] == "Ann" and view["card"]["role_id"] == controller.game.state.seats[0].role
    # The phone answered its night question: the controller recorded it, the console follows.
    qtbot.waitUntil(lambda: len(controller.game.records) > records, timeout=5000)
    assert controller.game.choices[-1].seat == 0
    assert dialog.rows[0][0].text() == "connected"
    # Lost phone: the host frees the seat; the phone is told and let go.
    hub_.free(0)
    qtbot.waitUntil(lambda: any(f.get("code") == "seat_freed" for f in frames), timeout=5000)
    stop.set()
    qtbot.waitUntil(task.done, timeout=5000)
    assert dialog.rows[0][0].text() == "no phone yet"


def test_the_tv_shows_the_join_card_over_the_table(qtbot, hub, tmp_path):
    hub_, controller, _tv = hub
    controller.start(deal("standard", NAMES, seed=4))
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1920, 1080)
    card = JoinCard(hub_, tv)
    tv.show()
    with qtbot.waitSignal(hub_.link_changed, timeout=5000):
        hub_.open_table(set(range(len(NAMES))), port=0)
    assert card.isVisible()
    assert tv.rect().contains(card.geometry())
    QApplication.processEvents()
    chosen = os.environ.get("WW_SCREENSHOTS_DIR")
    folder = Path(chosen).resolve() if chosen else tmp_path
    folder.mkdir(parents=True, exist_ok=True)
    assert tv.grab().save(str(folder / "public-phones-join.png"))
    # Once every seat is paired the room closes and the card leaves the TV.
    hub_.server.room.close()
    hub_.pairing_changed.emit()
    assert not card.isVisible()


def test_the_lobby_box_remembers_who_plays_on_a_phone(qtbot, tmp_path):
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    box = PhoneSeatsBox(settings)
    qtbot.addWidget(box)
    box.set_names(NAMES)
    assert box.phone_seats() == set()
    box.setChecked(True)
    box.boxes[1].setChecked(True)
    box.boxes[3].setChecked(True)
    assert box.phone_seats() == {1, 3}
    again = PhoneSeatsBox(settings)
    qtbot.addWidget(again)
    again.set_names(["Bob", "Zed", "Dan"])  # reordered table: ticks follow the names
    assert again.phone_seats() == {0, 2}


def test_the_server_listens_only_on_the_address_the_host_picked(qtbot, hub):
    """Picked the loopback: the page answers there, and nowhere else on this machine; a new
    pick moves the server there without a new room."""
    from ww_desktop.phones.network import local_addresses

    hub_, controller, _tv = hub
    controller.start(deal("standard", NAMES, seed=4))
    with qtbot.waitSignal(hub_.link_changed, timeout=5000):
        hub_.open_table({0}, port=0)
    server = hub_.server
    assert server.bound == "127.0.0.1" and hub_.link.startswith("http://127.0.0.1:")
    others = [a.ip for a in local_addresses() if a.ip != "127.0.0.1"]
    if not others:
        return  # this machine has no other address to check against
    import socket

    def reachable(ip: str) -> bool:
        with socket.socket() as s:
            s.settimeout(1)
            return s.connect_ex((ip, server.port)) == 0

    assert reachable("127.0.0.1") and not reachable(others[0])
    room = server.room.code
    with qtbot.waitSignal(hub_.link_changed, timeout=5000):
        hub_.set_address(others[0])
    assert server.bound == others[0] and hub_.server is server and server.room.code == room
    assert reachable(others[0]) and not reachable("127.0.0.1")


async def _device(port: int, first: dict, frames: list, stop: asyncio.Event) -> None:
    """One device: sends `first`, keeps every frame, until told to stop or closed."""
    url = f"http://127.0.0.1:{port}"
    async with aiohttp.ClientSession() as http:
        ws = await http.ws_connect(f"{url}/ws", headers={"Origin": url})
        await ws.send_str(json.dumps(first))
        while not stop.is_set():
            try:
                msg = await ws.receive(timeout=0.2)
            except TimeoutError:
                continue
            if msg.type is not aiohttp.WSMsgType.TEXT:
                break
            frames.append(json.loads(msg.data))
        await ws.close()


def test_a_seat_moves_to_another_phone_only_when_the_host_allows_it(qtbot, hub):
    """Ann's token comes from a second device while her phone is connected: the Players'
    phones window asks the host; Refuse keeps her phone, Allow moves the seat."""
    hub_, controller, _tv = hub
    controller.start(deal("standard", NAMES, seed=4))
    dialog = PhonesDialog(hub_)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(hub_.link_changed, timeout=5000):
        hub_.open_table({0, 1}, port=0)
    port, stop = hub_.server.port, asyncio.Event()
    ann: list = []
    join = {"t": "join", "room": hub_.server.room.code, "seat": 0, "device": "ann-phone-1"}
    with qtbot.waitSignal(hub_.join_requested, timeout=5000):
        tasks = [asyncio.ensure_future(_device(port, join, ann, stop))]
    hub_.approve(0)
    qtbot.waitUntil(lambda: any(f["t"] == "view" for f in ann), timeout=5000)
    token = next(f["token"] for f in ann if f["t"] == "welcome")

    def second_device(device: str) -> list:
        frames: list = []
        hello = {"t": "hello", "token": token, "device": device}
        with qtbot.waitSignal(hub_.move_requested, timeout=5000) as asked:
            tasks.append(asyncio.ensure_future(_device(port, hello, frames, stop)))
        assert asked.args == [0]
        status, allow, refuse, _free = dialog.rows[0]
        assert dialog.isVisible() and allow.isVisible() and refuse.isVisible()
        assert status.text() == "Ann's seat wants to move to a new phone"
        assert (allow.text(), refuse.text()) == ("Allow", "Refuse")
        return frames

    other = second_device("copied-token-device")
    qtbot.mouseClick(dialog.rows[0][2], Qt.MouseButton.LeftButton)  # Refuse
    qtbot.waitUntil(lambda: any(f.get("code") == "refused" for f in other), timeout=5000)
    assert not any(f["t"] in ("welcome", "view") for f in other)
    assert not any(f.get("code") == "replaced" for f in ann) and hub_.state(0) == "online"
    qtbot.waitUntil(lambda: dialog.rows[0][0].text() == "connected", timeout=5000)

    new = second_device("ann-new-phone")
    qtbot.mouseClick(dialog.rows[0][1], Qt.MouseButton.LeftButton)  # Allow
    qtbot.waitUntil(lambda: any(f["t"] == "view" for f in new), timeout=5000)
    qtbot.waitUntil(lambda: any(f.get("code") == "replaced" for f in ann), timeout=5000)
    stop.set()
    qtbot.waitUntil(lambda: all(t.done() for t in tasks), timeout=5000)


def test_unreadable_kept_seats_are_said_in_the_players_phones_window(qtbot, hub, tmp_path):
    """The phones' kept seats cannot be read (here: the file is a pipe): the host reads it
    in the Players' phones window, not only on standard error."""
    from ww_desktop.phones.keep import SeatKeeper

    hub_, controller, _tv = hub
    controller.start(deal("standard", NAMES, seed=4))
    keeper = SeatKeeper.beside(tmp_path / "games.sqlite", controller.session.game_id)
    keeper.path.parent.mkdir(parents=True, exist_ok=True)
    os.mkfifo(keeper.path)
    dialog = PhonesDialog(hub_)
    qtbot.addWidget(dialog)
    dialog.show()
    with qtbot.waitSignal(hub_.link_changed, timeout=5000):
        hub_.open_table({0, 1}, port=0)
    dialog.refresh()
    assert dialog.keep_problem.isVisible()
    assert "join its seat again" in dialog.keep_problem.text()
