"""One screen, one window the table can watch (issue 30, item 1).

With one screen the host's window shows the table's view over the console: the night, the
timer, the vote and the morning, drawn by the TV window's own widget, full size; the Table
screen's separate window is not shown. The console (and a private answer on it) shows only
while Shift+Space is held; nothing private is painted otherwise. The timer's key still works
under the view, the text size chosen for the Table screen applies to the view too, and a
language switch keeps the view (the new console gets it).
"""

from __future__ import annotations

import re

import pytest
from PySide6.QtCore import QEvent, Qt
from PySide6.QtWidgets import QApplication, QLabel, QMenu, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app import main
from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_CONSOLE, MainWindow
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.app.screens import ScreenPlacer

from .conftest import make_setup, play_step
from .test_privacy_cover import ROLE_RE, Keys


def shown_texts(window: QWidget) -> list[str]:
    """Every text a label of the window paints now (visible labels only)."""
    return [
        label.text()
        for label in window.findChildren(QLabel)
        if label.isVisible() and label.text().strip()
    ]


def private_texts(window: QWidget) -> list[str]:
    """Shown texts that name a role (the app's own name aside)."""
    texts = (t.replace("Werewolf Desktop", "") for t in shown_texts(window))
    return [t for t in texts if ROLE_RE.search(re.sub(r"<[^>]+>", " ", t))]


@pytest.fixture
def one_screen(
    host_window: MainWindow, controller: GameController, settings: object
) -> tuple[MainWindow, PublicWindow, ScreenPlacer]:
    """The app's wiring on one screen: the Table screen's window, its placer, the cover."""
    tv = PublicWindow(controller)
    placer = ScreenPlacer(tv, host_window.settings, console=host_window, parent=controller)
    main.wire_windows(host_window, placer)
    placer.place()
    # As the app does: a language switch rebuilds the console, the cover follows it.
    host_window.pages_rebuilt.connect(lambda: main.cover_console(host_window, placer))
    from ww_desktop.app.language import LanguageSwitcher

    LanguageSwitcher(host_window, QApplication.instance(), host_window.settings, parent=controller)
    assert placer.is_one_screen()
    return host_window, tv, placer


def test_the_window_shows_the_table_and_the_console_only_while_held(
    qtbot: QtBot, one_screen: tuple[MainWindow, PublicWindow, ScreenPlacer], controller
) -> None:
    window, tv, _placer = one_screen
    window.start_game(make_setup("standard", 8, 3), False)
    for _ in range(3):
        play_step(controller, 3)
    assert window.stack.currentIndex() == PAGE_CONSOLE
    table = window.table_on_laptop  # type: ignore[attr-defined]
    view = table.view
    cover = window.privacy_cover  # type: ignore[attr-defined]
    # One window: the Table screen's own is not shown; the host's shows the table's view,
    # as large as the page (the console's whole place).
    assert not tv.isVisible()
    assert [w for w in QApplication.topLevelWidgets() if w.isVisible()] == [window]
    assert table.showing_table() and view.isVisible()
    assert view.current_page() == "night"
    # Its own sizes, not the console's 16 px text (the console's style sheet stays off it).
    assert view.subtitle_label.fontInfo().pixelSize() >= 24
    assert view.width() >= window.console.width() * 0.95
    assert view.height() >= window.console.height() * 0.9
    assert private_texts(window) == []
    assert not window.console.seats_panel.isVisible()
    # Held: the console, and nothing of the view; let go: the table's view again.
    keys = Keys(window)
    with qtbot.waitSignal(cover.lifted_changed):
        keys.press()
    assert window.console.seats_panel.isVisible() and not view.isVisible()
    assert private_texts(window) != []
    with qtbot.waitSignal(cover.lifted_changed):
        keys.release()
    assert view.isVisible() and private_texts(window) == []
    # The day: the timer on the table's view; Space starts it from under the view.
    for _ in range(200):
        if controller.public_view().phase == "day":
            break
        play_step(controller, 3)
    assert controller.public_view().phase == "day"
    view._card_done()  # (the morning card's few seconds)
    assert view.current_page() == "table" and view.table.ring.isVisible()
    assert private_texts(window) == []
    running = controller.timer.running
    qtbot.keyClick(QApplication.focusWidget() or window, Qt.Key.Key_Space)
    assert controller.timer.running is not running
    assert table.showing_table()


def test_the_table_texts_size_and_a_language_switch(
    qtbot: QtBot, one_screen: tuple[MainWindow, PublicWindow, ScreenPlacer], controller
) -> None:
    window, tv, placer = one_screen
    view = window.table_on_laptop.view  # type: ignore[attr-defined]
    placer.set_text_size("larger")
    assert view.text_size == tv.text_size > 1.0
    window.start_game(make_setup("standard", 8, 3), False)
    old_cover = window.privacy_cover  # type: ignore[attr-defined]
    window.language_menu.actions_by_code["fr"].trigger()
    try:
        qtbot.waitUntil(lambda: window.privacy_cover is not old_cover)  # type: ignore[attr-defined]
        cover = window.privacy_cover  # type: ignore[attr-defined]
        assert window.table_on_laptop.view is view  # type: ignore[attr-defined]
        assert view.parentWidget() is window and view.isVisible()
        assert cover.is_covering() and not tv.isVisible()
    finally:
        window.language_menu.actions_by_code["en"].trigger()


def test_the_host_holding_the_look_answers_with_the_keys(
    qtbot: QtBot, one_screen: tuple[MainWindow, PublicWindow, ScreenPlacer], controller
) -> None:
    """Holding Shift+Space to look, the host's other hand picks and confirms: a seat's key
    and Enter reach the console as if pressed alone (with Shift still down they did
    nothing: the host had to let go, and the console covered again)."""
    window, _tv, _placer = one_screen
    window.start_game(make_setup("standard", 8, 3), False)
    game = controller.game
    assert game is not None
    keys = Keys(window)

    def shifted(key: Qt.Key) -> None:
        keys.send(QEvent.Type.KeyPress, key)
        keys.send(QEvent.Type.KeyRelease, key)

    before = len(controller.game.records)
    shifted(Qt.Key.Key_Return)  # covered: nothing
    assert len(controller.game.records) == before
    with qtbot.waitSignal(window.privacy_cover.lifted_changed):  # type: ignore[attr-defined]
        keys.press()
    step = window.console.step
    target = step.requests[0].targets[0] if step.requests and step.requests[0].targets else None
    if target is not None:
        shifted(Qt.Key(Qt.Key.Key_1.value + target))
    else:
        shifted(Qt.Key.Key_N)
    shifted(Qt.Key.Key_Return)
    assert len(controller.game.records) > before


def test_the_host_chooses_the_key_to_hold(
    qtbot: QtBot, one_screen: tuple[MainWindow, PublicWindow, ScreenPlacer], controller
) -> None:
    """View > Key to look at the console: F12 instead of Shift+Space, remembered; the hint
    under the table's view says it, and F12 held shows the console."""
    window, _tv, placer = one_screen
    table = window.table_on_laptop  # type: ignore[attr-defined]
    menu = window.view_menu.findChild(QMenu, "hold_key_menu")
    assert menu is not None
    f12 = next(a for a in menu.actions() if a.data() == "F12")
    f12.trigger()
    assert placer.settings.value("privacy/hold_key") == "F12"
    window.start_game(make_setup("standard", 8, 3), False)
    cover = window.privacy_cover  # type: ignore[attr-defined]
    assert any("F12" in text for text in shown_texts(window))
    keys = Keys(window)
    with qtbot.waitSignal(cover.lifted_changed):
        keys.send(QEvent.Type.KeyPress, Qt.Key.Key_F12, mods=Qt.KeyboardModifier.NoModifier)
    assert not table.showing_table() and window.console.seats_panel.isVisible()
    with qtbot.waitSignal(cover.lifted_changed):
        keys.t += 200
        keys.send(QEvent.Type.KeyRelease, Qt.Key.Key_F12, mods=Qt.KeyboardModifier.NoModifier)
    assert table.showing_table()
