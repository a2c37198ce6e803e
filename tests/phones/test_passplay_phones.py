"""A pass-and-play table where some players use their own phones.

The laptop goes round the players without a phone; the phone seats never get a laptop turn:
they answer on their phones (scripted WebSocket phones here), and the laptop shows "waiting
for the phones" while only they are asked. The game is played to its end.
"""

from __future__ import annotations

import asyncio
import json
import random

import aiohttp
import pytest
from PySide6.QtCore import QSettings, Qt

from tests.app.test_passplay import Record, click, default_choice, take_turn
from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_DEALING, PAGE_PASSPLAY, PAGE_REVEAL, MainWindow
from ww_desktop.app.phones.qt_hub import PORT_KEY, release_loop
from ww_desktop.store import Store

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal"]
PHONES = (0, 3)


@pytest.fixture
def window(qtbot, tmp_path):
    store = Store.open(tmp_path / "games.sqlite")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(PORT_KEY, 0)
    settings.setValue("passplay/min_turn_ms", 1)
    settings.setValue("passplay/hold_ms", 1)
    window = MainWindow(GameController(store), settings)
    window.phones.set_address("127.0.0.1")  # the host picks the loopback: the phones use it
    window.confirm = lambda _title, _text: True
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    yield window
    window.phones.close()
    if window.phones._stopping is not None:
        qtbot.waitUntil(window.phones._stopping.done, timeout=30000)
    release_loop()
    store.close()


async def _phone(
    port: int, code: str, seat: int, stop: asyncio.Event, free: asyncio.Event, seen: list
) -> None:
    """Join `seat`, then answer every new question at random until told to stop; no answer
    before `free` is set (the laptop has waited for the phones once: never a matter of
    timing on a busy machine)."""
    rng = random.Random(seat)
    url = f"http://127.0.0.1:{port}"
    answered: set[str] = set()
    async with aiohttp.ClientSession() as http:
        ws = await http.ws_connect(f"{url}/ws", headers={"Origin": url})
        await ws.send_str(json.dumps({"t": "join", "room": code, "seat": seat}))
        while not stop.is_set():
            try:
                msg = await ws.receive(timeout=0.2)
            except TimeoutError:
                continue
            if msg.type is not aiohttp.WSMsgType.TEXT:
                break
            frame = json.loads(msg.data)
            seen.append(frame)
            for q in frame.get("questions") or []:
                if q["id"] in answered:
                    continue
                answered.add(q["id"])
                seats = [t["seat"] for t in q["targets"] if t["ok"]]
                if len(seats) < q["count"]:
                    target = None
                elif q["count"] == 1:
                    target = rng.choice(seats)
                else:
                    target = sorted(rng.sample(seats, q["count"]))
                await free.wait()
                act = {"t": "act", "cid": q["id"], "q": q["id"], "target": target}
                await ws.send_str(json.dumps(act))
        await ws.close()


def test_pass_and_play_with_phone_seats_plays_to_the_end(qtbot, window):
    lobby = window.lobby
    lobby.clear_players()
    for name in NAMES:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    click(qtbot, lobby.mode_pass)
    lobby.phones_box.setChecked(True)
    for seat in PHONES:
        lobby.phones_box.boxes[seat].setChecked(True)
    hub = window.phones
    hub.join_requested.connect(hub.approve)  # the host lets every phone in
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=30000):
        click(qtbot, lobby.start_button)
    controller = window.controller
    stop, free = asyncio.Event(), asyncio.Event()
    seen: dict[int, list] = {seat: [] for seat in PHONES}
    code = hub.server.room.code
    tasks = [
        asyncio.ensure_future(_phone(hub.server.port, code, s, stop, free, seen[s])) for s in PHONES
    ]
    qtbot.waitUntil(lambda: all(hub.state(s) == "online" for s in PHONES), timeout=30000)
    assert not hub.room_open()  # every phone seat is paired: the link admits no one else
    # The privacy-screen deal skips the phone seats.
    assert window.stack.currentIndex() == PAGE_DEALING
    dealt = []
    while window.dealing.current is not None and window.dealing.show_button.isVisible():
        dealt.append(window.dealing.current)
        click(qtbot, window.dealing.show_button)
        click(qtbot, window.dealing.hide_button)
    assert not set(dealt) & set(PHONES)
    click(qtbot, window.dealing.begin_button)
    page = window.passplay
    record = Record()
    waited = 0
    for _ in range(2000):
        if window.stack.currentIndex() == PAGE_REVEAL:
            break
        assert window.stack.currentIndex() == PAGE_PASSPLAY
        name = page.screen_name
        if name == "pass":
            assert page.current not in PHONES  # a phone seat never gets the laptop
            take_turn(qtbot, page, record, default_choice, "?")
        elif name == "phones":
            waited += 1
            free.set()  # the phones answer now
            qtbot.waitUntil(lambda: page.screen_name != "phones", timeout=30000)
        elif name == "back":
            click(qtbot, page.back_button)
        elif name == "verdict":
            click(qtbot, page.verdict_button)
        elif name == "discussion":
            click(qtbot, page.vote_button)
        elif name == "ballot_choice":
            click(qtbot, page.secret_button)
        elif name == "open":
            screen = page.open_screen
            if screen.buttons:
                for seat in list(screen.buttons)[: screen.count]:
                    click(qtbot, screen.buttons[seat])
            else:
                click(qtbot, screen.nobody_button)
            click(qtbot, screen.confirm_button)
        elif name == "end":
            click(qtbot, page.end_button)
        else:
            pytest.fail(f"stuck on the {name!r} screen")
    else:
        pytest.fail("the game did not end")
    # The reveal reaches the phones once the host confirmed the end.
    qtbot.waitUntil(lambda: all(any(f.get("end") for f in seen[s]) for s in PHONES), timeout=30000)
    stop.set()
    qtbot.waitUntil(lambda: all(t.done() for t in tasks), timeout=30000)
    game = controller.game
    assert game.ended and controller.confirmed
    assert waited > 0
    assert {c.seat for c in game.choices} >= set(PHONES)  # the phones really played
    assert all(t["seat"] not in PHONES for t in record.turns)
