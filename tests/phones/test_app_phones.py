"""Phones in the whole app: the lobby's choice reaches the deal, the hub, the save and resume."""

from __future__ import annotations

import asyncio
import threading

import pytest
from PySide6.QtCore import QSettings, Qt

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_DEALING, MainWindow
from ww_desktop.app.phones.qt_hub import PORT_KEY, PhoneHub, release_loop
from ww_desktop.engine.setup import deal
from ww_desktop.store import Store

from .test_qt_hub import _device

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus"]


@pytest.fixture
def window(qtbot, tmp_path):
    store = Store.open(tmp_path / "games.sqlite")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    settings.setValue(PORT_KEY, 0)  # any free port
    controller = GameController(store)
    window = MainWindow(controller, settings)
    window.confirm = lambda _title, _text: True
    qtbot.addWidget(window)
    window.show()
    yield window
    hub = window.phones
    hub.close()
    if hub._stopping is not None:
        qtbot.waitUntil(hub._stopping.done, timeout=5000)
    release_loop()
    store.close()


def test_phone_seats_skip_the_deal_are_served_and_come_back_on_resume(qtbot, window):
    lobby = window.lobby
    lobby.clear_players()
    for name in NAMES:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    lobby.phones_box.setChecked(True)
    lobby.phones_box.boxes[0].setChecked(True)
    lobby.phones_box.boxes[2].setChecked(True)
    assert lobby.phone_seats() == {0, 2}
    hub = window.phones
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=5000):
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    controller = window.controller
    assert hub.seats == {0, 2} and hub.link
    assert window.phones_dialog.isVisible()
    assert sorted(window.phones_dialog.rows) == [0, 2]
    # The privacy-screen deal skips the phone seats: Bob is first, Cleo never comes.
    assert window.stack.currentIndex() == PAGE_DEALING
    assert window.dealing.current == 1 and 2 not in window.dealing.seats
    assert controller.extras["phones"] == {"seats": [0, 2]}
    game_id = controller.session.game_id
    controller.close_game()
    assert hub.server is None and not hub.link
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=5000):
        assert controller.resume(game_id)
    assert hub.seats == {0, 2} and hub.room_open()


def test_pass_and_play_tables_may_have_phone_seats(qtbot, window):
    lobby = window.lobby
    lobby.phones_box.setChecked(True)
    lobby.mode_pass.setChecked(True)
    assert lobby.phones_box.isEnabled()
    lobby.phones_box.set_names(NAMES)
    lobby.phones_box.boxes[4].setChecked(True)
    assert lobby.phone_seats() == {4}


def test_the_apps_let_in_flow_with_a_real_phone_browser(qtbot, window):
    """Through the real lobby: the host starts a game with Ann on a phone; a phone browser
    (Chromium's mobile emulation) opens the join link and taps Ann; the app's Players' phones
    window says Ann asks to join; the host clicks Let in; the phone shows Ann's card."""
    mobile = pytest.importorskip("tests.phones.test_mobile")
    if not (mobile.CHROMIUM and mobile.DRIVER):
        pytest.skip("needs Debian's chromium and chromium-driver")
    lobby = window.lobby
    lobby.clear_players()
    for name in NAMES[:5]:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    lobby.phones_box.setChecked(True)
    lobby.phones_box.boxes[0].setChecked(True)
    hub = window.phones
    hub.set_address("127.0.0.1")
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=5000):
        qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    link = hub.link
    seen: dict = {}
    release = threading.Event()

    def phone() -> None:  # the phone, on its own thread: the app's loop keeps serving
        try:
            with mobile._mobile(390, 844) as driver:
                driver.get(link)
                ann = mobile._wait(driver, lambda d: mobile._shown(d, "#seats button"), 30)
                mobile._tap(driver, ann)
                mobile._wait(driver, lambda d: d.find_element("id", "me").text == "Ann", 60)
                seen["role"] = driver.find_element("id", "role").get_attribute("textContent")
                release.wait(60)  # the phone stays on until the host's window was checked
        except Exception as exc:  # reported by the test's thread
            seen["error"] = repr(exc)

    thread = threading.Thread(target=phone)
    thread.start()
    dialog = window.phones_dialog
    try:
        qtbot.waitUntil(lambda: hub.state(0) == "waiting" or "error" in seen, timeout=60000)
        assert "error" not in seen, seen
        status, let_in, _refuse, _free = dialog.rows[0]
        assert dialog.isVisible() and status.text() == "asks to join" and let_in.isVisible()
        qtbot.mouseClick(let_in, Qt.MouseButton.LeftButton)
        qtbot.waitUntil(lambda: "role" in seen or "error" in seen, timeout=60000)
        assert "error" not in seen, seen
        assert seen["role"]
        qtbot.waitUntil(lambda: dialog.rows[0][0].text() == "connected", timeout=10000)
    finally:
        release.set()
        thread.join(60)
    assert "error" not in seen, seen


def test_after_a_restart_the_app_shows_the_host_every_join_and_seat_move(qtbot, window):
    """The app restarts on a game whose phones were paired (the Players' phones window was never
    opened in this run): Ann's copied token from another device, and a phone asking for Bob's
    free seat, each open the window by themselves with their buttons (Allow / Refuse, Let in);
    nobody is let in or moved without the host."""
    store = window.controller.store
    before = GameController(store)  # the app before the restart
    settings = QSettings(str(window.settings.fileName()) + ".before", QSettings.Format.IniFormat)
    old_hub = PhoneHub(before, settings)
    old_hub.set_address("127.0.0.1")
    before.start(deal("standard", NAMES[:6], seed=4))
    game_id = before.session.game_id
    with qtbot.waitSignal(old_hub.link_changed, check_params_cb=bool, timeout=5000):
        old_hub.open_table({0, 1}, port=0)
    stop = asyncio.Event()
    ann: list = []
    join = {"t": "join", "room": old_hub.server.room.code, "seat": 0, "device": "ann-phone"}
    with qtbot.waitSignal(old_hub.join_requested, timeout=5000):
        tasks = [asyncio.ensure_future(_device(old_hub.server.port, join, ann, stop))]
    old_hub.approve(0)
    qtbot.waitUntil(lambda: any(f["t"] == "view" for f in ann), timeout=5000)
    token = next(f["token"] for f in ann if f["t"] == "welcome")
    old_hub.close()
    assert old_hub._stopping is not None
    qtbot.waitUntil(old_hub._stopping.done, timeout=5000)
    qtbot.waitUntil(tasks[0].done, timeout=5000)
    before.close_game()

    hub = window.phones
    hub.set_address("127.0.0.1")
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=5000):
        assert window.controller.resume(game_id)
    assert window._phones_dialog is None  # nobody opened it in this run
    port = hub.server.port
    ann = []
    hello = {"t": "hello", "token": token, "device": "ann-phone"}
    tasks = [asyncio.ensure_future(_device(port, hello, ann, stop))]
    qtbot.waitUntil(lambda: hub.state(0) == "online", timeout=5000)

    copied: list = []
    with qtbot.waitSignal(hub.move_requested, timeout=5000):
        other = {"t": "hello", "token": token, "device": "someone-else"}
        tasks.append(asyncio.ensure_future(_device(port, other, copied, stop)))
    dialog = window._phones_dialog
    assert dialog is not None and dialog.isVisible()
    status, allow, refuse, _free = dialog.rows[0]
    assert status.text() == "Ann's seat wants to move to a new phone"
    assert allow.isVisible() and allow.text() == "Allow" and refuse.text() == "Refuse"
    qtbot.mouseClick(refuse, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(f.get("code") == "refused" for f in copied), timeout=5000)
    assert not any(f["t"] in ("welcome", "view") for f in copied) and hub.state(0) == "online"

    dialog.hide()  # the host put the window away: the next request brings it back
    bob: list = []
    with qtbot.waitSignal(hub.join_requested, timeout=5000):
        asks = {"t": "join", "room": hub.server.room.code, "seat": 1, "device": "bob-phone"}
        tasks.append(asyncio.ensure_future(_device(port, asks, bob, stop)))
    assert dialog.isVisible()
    status, let_in, _turn_away, _free = dialog.rows[1]
    assert status.text() == "asks to join" and let_in.isVisible()
    qtbot.mouseClick(let_in, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: any(f["t"] == "view" for f in bob), timeout=5000)
    stop.set()
    qtbot.waitUntil(lambda: all(t.done() for t in tasks), timeout=5000)


def test_seats_kept_that_cannot_be_read_are_said_in_the_window(qtbot, window):
    from ww_desktop.phones.keep import SeatKeeper

    controller = window.controller
    assert controller.start(deal("standard", NAMES[:6], seed=4))
    hub = window.phones
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=5000):
        hub.open_table({0, 1}, port=0)
    assert not window.banner_row.isVisibleTo(window)
    game_id = controller.session.game_id
    controller.close_game()
    kept = SeatKeeper.beside(controller.store.path, game_id).path
    kept.unlink(missing_ok=True)
    kept.mkdir(parents=True)  # something that is no seats file where they are kept
    with qtbot.waitSignal(hub.link_changed, check_params_cb=bool, timeout=5000):
        assert controller.resume(game_id)
    # The host is told in the window, not only on a terminal nobody reads.
    assert window.banner_row.isVisibleTo(window)
    text = window.banner.text()
    assert "cannot be read" in text and "join its seat again" in text and kept.name in text
