"""Phones in the whole app: the lobby's choice reaches the deal, the hub, the save and resume."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_DEALING, MainWindow
from ww_desktop.phones.qt_hub import PORT_KEY, release_loop
from ww_desktop.store import Store

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
