"""The Table screen and the console in the real app (`main.start`), on one offscreen screen:
the console keeps the keyboard at launch, its secrets sit behind the privacy cover, the View
menu opens a closed Table screen again, a game saved mid-deal resumes its dealing, and the
demo's controls open inside the screen. (Two and three screens: `test_screens.py`.)"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ww_desktop.app import main
from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_CONSOLE, PAGE_DEALING, MainWindow
from ww_desktop.app.screens import NO_SCREEN
from ww_desktop.narration.voices import SilentVoice
from ww_desktop.store import Store

from .conftest import make_setup

pytestmark = pytest.mark.qt_log_ignore("does not support")


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path) -> Iterator[main.AppParts]:
    previous = sys.excepthook
    started = main.start(tmp_path / "data", offer_resume=False)
    assert started is not None
    qtbot.waitExposed(started.main_window)
    yield started
    sys.excepthook = previous
    started.main_window._force_close = True  # type: ignore[attr-defined]
    started.main_window.close()
    started.public_window.close()
    started.placer.stop()
    if started.instance is not None:
        started.instance.release()
    started.store.close()


def test_the_console_has_the_keyboard_at_launch(qtbot: QtBot, parts: main.AppParts) -> None:
    """Typing a name at once works: the focus is in the console's first field, not on the
    Table screen."""
    window = parts.main_window
    assert isinstance(window, MainWindow)
    qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
    assert QApplication.focusWidget() is window.lobby.name_edit
    qtbot.keyClicks(QApplication.focusWidget(), "Ann")
    assert window.lobby.name_edit.text() == "Ann"
    assert not parts.public_window.isActiveWindow()
    assert parts.public_window.testAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating)


def test_one_screen_covers_the_console(qtbot: QtBot, parts: main.AppParts) -> None:
    """With one screen every secret on the console sits behind the cover, lifted only while
    Shift+Space is held (real key events)."""
    window = parts.main_window
    assert isinstance(window, MainWindow)
    assert parts.placer.is_one_screen()
    cover = window.privacy_cover  # type: ignore[attr-defined]
    assert cover.is_enabled()
    window.start_game(make_setup("standard", 8, 3), False)
    assert window.stack.currentIndex() == PAGE_CONSOLE
    qtbot.waitUntil(cover.isVisible)
    assert cover.geometry() == window.console.rect() and cover.is_covering()
    # Nothing of the console shows through: the cover is opaque and on top of it.
    grab = window.console.grab().toImage()
    centre = grab.pixelColor(grab.width() // 2, grab.height() // 4)
    cover_grab = cover.grab().toImage()
    assert centre == cover_grab.pixelColor(cover_grab.width() // 2, cover_grab.height() // 4)
    window.console.setFocus()
    with qtbot.waitSignal(cover.lifted_changed) as lifted:
        qtbot.keyPress(window.console, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert lifted.args == [True] and not cover.is_covering()
    with qtbot.waitSignal(cover.lifted_changed) as covered:
        qtbot.keyRelease(window.console, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert covered.args == [False] and cover.is_covering()


def test_choosing_none_keeps_the_cover_and_a_screen_removes_it(
    qtbot: QtBot, parts: main.AppParts
) -> None:
    window = parts.main_window
    cover = window.privacy_cover  # type: ignore[attr-defined]
    assert parts.placer.choose_screen(NO_SCREEN)
    assert cover.is_enabled()
    settings = QSettings(
        str(Path(parts.store.path).parent / "settings.ini"), QSettings.Format.IniFormat
    )
    assert settings.value("public/screen") == NO_SCREEN


def test_the_view_menu_opens_a_closed_table_screen(qtbot: QtBot, parts: main.AppParts) -> None:
    window = parts.main_window
    tv = parts.public_window
    tv.close()
    assert not tv.isVisible()
    actions = [a for a in window.view_menu.actions() if a.text() == "&Show the table screen"]  # type: ignore[attr-defined]
    assert len(actions) == 1 and actions[0].shortcut().toString() == "Ctrl+T"
    actions[0].trigger()
    qtbot.waitUntil(tv.isVisible)
    assert QApplication.activeWindow() is not tv


def _see_cards(window: MainWindow, count: int) -> list[int]:
    seen = []
    for _ in range(count):
        assert window.dealing.state == "pass"
        seen.append(window.dealing.current)
        window.dealing.show_card()
        window.dealing.hide_card()
    return [s for s in seen if s is not None]


def test_a_game_saved_mid_deal_resumes_its_dealing(
    qtbot: QtBot, controller: GameController, store: Store, settings: QSettings
) -> None:
    first = MainWindow(controller, settings)
    qtbot.addWidget(first)
    first.start_game(make_setup("standard", 8, 3), True)
    assert first.stack.currentIndex() == PAGE_DEALING
    assert _see_cards(first, 3) == [0, 1, 2]
    game_id = controller.session.game_id if controller.session else None  # type: ignore[attr-defined]
    assert game_id is not None
    first._force_close = True
    # The laptop's battery dies; the next launch resumes the game.
    again = GameController(store)
    second = MainWindow(again, settings)
    qtbot.addWidget(second)
    assert second.resume(game_id)
    assert second.stack.currentIndex() == PAGE_DEALING
    assert second.dealing.state == "pass" and second.dealing.current == 3
    assert _see_cards(second, 5) == [3, 4, 5, 6, 7]
    assert second.dealing.state == "done"
    second.dealing.begin_button.click()
    assert second.stack.currentIndex() == PAGE_CONSOLE
    # Dealt and begun: a later resume goes straight to the console.
    third = MainWindow(GameController(store), settings)
    qtbot.addWidget(third)
    assert third.resume(game_id)
    assert third.stack.currentIndex() == PAGE_CONSOLE
    for w in (second, third):
        w._force_close = True


def test_a_game_saved_before_its_first_card_deals_every_card_on_resume(
    qtbot: QtBot, controller: GameController, store: Store, settings: QSettings
) -> None:
    """The app dies right after "Start": the next launch deals every card, then narrates."""
    first = MainWindow(controller, settings)
    qtbot.addWidget(first)
    first._force_close = True
    first.start_game(make_setup("standard", 8, 3), True)
    assert controller.dealing and controller.cards_to_deal == list(range(8))
    game_id = controller.session.game_id if controller.session else None  # type: ignore[attr-defined]
    assert game_id is not None
    first._force_close = True
    # Saved as an older version did: dealing, but no list of the cards left.
    saved = store.load(game_id).ui_state or {}
    store.set_ui_state(game_id, {**saved, "extras": {}})
    again = GameController(store)
    second = MainWindow(again, settings)
    second._force_close = True
    qtbot.addWidget(second)
    assert second.resume(game_id)
    assert again.dealing  # the narration waits for the cards
    assert second.stack.currentIndex() == PAGE_DEALING
    assert _see_cards(second, 8) == list(range(8))
    second.dealing.begin_button.click()
    assert not again.dealing and again.cards_to_deal is None
    assert second.stack.currentIndex() == PAGE_CONSOLE
    second._force_close = True


def test_the_demo_controls_open_inside_the_screen(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    from ww_desktop.app.demo import DemoConsole

    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    area = window.screen().availableGeometry()
    window.setGeometry(area.x(), area.bottom() - 300, 1024, 640)  # low on the screen
    window.show()
    demo = DemoConsole(window, voice=SilentVoice(), seed=1)
    demo.fit_on_screen()
    demo.show()
    demo.fit_on_screen()  # what `start()` does
    frame = demo.frameGeometry()
    assert area.contains(frame.topLeft()) and area.contains(frame.bottomRight()), (frame, area)
    demo.close()
    window._force_close = True
