"""Render the main screens and save PNGs: the public window in its main states at 1920x1080,
and the laptop's lobby, role card and console at 1280x720.

The README links these pictures (refresh them with
`WW_SCREENSHOTS_DIR=docs/screenshots uv run pytest tests/app/test_screenshots.py`); the test
also checks each one is a real, non-blank image of the right size.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.public.window import PublicWindow

from .conftest import make_setup, play_to_end, play_until, screenshot_dir

OUT = Path()


@pytest.fixture(autouse=True)
def _out(tmp_path: Path) -> None:
    global OUT
    OUT = screenshot_dir(tmp_path)


def _save(window: QWidget, name: str, size: tuple[int, int] = (1920, 1080)) -> Path:
    QApplication.processEvents()  # let pending layout requests run before the grab
    path = OUT / (f"public-{name}.png" if size == (1920, 1080) else f"{name}.png")
    window.grab().save(str(path))
    image = QImage(str(path))
    assert (image.width(), image.height()) == size
    w, h = size
    assert len({image.pixel(x, y) for x in range(0, w, 97) for y in range(0, h, 89)}) > 1
    return path


@pytest.fixture
def shown(qtbot: QtBot, controller: GameController) -> PublicWindow:
    window = PublicWindow(controller)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    return window


def test_screenshots(qtbot: QtBot, controller: GameController, shown: PublicWindow) -> None:
    assert controller.start(make_setup("standard", 11, seed=7))
    view = controller.public_view
    controller.subtitle.emit("Everyone, close your eyes. The werewolves wake up and choose.")
    assert shown.current_page() == "night"
    _save(shown, "night")

    play_until(controller, 7, lambda: shown.current_page() == "news")
    _save(shown, "morning")

    shown._card_done()
    controller.set_claim(2, "seer")
    v = view()
    assert v is not None
    here = [s.index for s in v.seats if s.here]
    controller.add_report(2, here[-1], True)
    controller.set_claim(5, "knight")
    controller.timer.reset(300)
    controller.timer.extend(0)
    assert shown.current_page() == "table"
    _save(shown, "day-timer")

    def voted() -> bool:
        v = view()
        return v is not None and v.phase == "day" and bool(v.vote_totals)

    play_until(controller, 7, voted)
    shown._card_done()
    _save(shown, "day-votes")

    play_to_end(controller, 7)
    assert shown.current_page() in ("table", "night", "news")  # the end is not shown yet
    _save(shown, "end-preview")
    controller.confirm_end()
    assert shown.current_page() == "reveal"
    _save(shown, "reveal")


def test_screenshot_grid(qtbot: QtBot, controller: GameController, shown: PublicWindow) -> None:
    assert controller.start(make_setup("standard", 20, seed=3))
    shown.news_ms = 1
    play_until(controller, 3, lambda: (controller.public_view() or shown).day >= 2)  # type: ignore[union-attr]
    qtbot.waitUntil(lambda: shown.current_page() == "table")
    controller.timer.reset(240)
    _save(shown, "grid")


def test_laptop_screenshots(qtbot: QtBot, controller: GameController, settings: object) -> None:
    """The lobby, a role card, the night console and the day console at 1280x720."""
    from PySide6.QtCore import Qt

    from ww_desktop.app.main_window import MainWindow
    from ww_desktop.app.moderator.steps import DISCUSSION, NOTES, PACK, SINGLE

    window = MainWindow(controller, settings)  # type: ignore[arg-type]
    window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    lobby = window.lobby
    lobby.clear_players()
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData("standard"))
    for name in ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"):
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    _save(window, "lobby", (1280, 720))
    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    dealing = window.dealing
    qtbot.mouseClick(dealing.show_button, Qt.MouseButton.LeftButton)
    _save(window, "role_card", (1280, 720))
    while dealing.state != "done":
        if dealing.state == "card":
            qtbot.mouseClick(dealing.hide_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(dealing.show_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dealing.begin_button, Qt.MouseButton.LeftButton)
    console = window.console
    _save(window, "console_night", (1280, 720))
    for _ in range(50):
        step = console.step
        if step.kind == DISCUSSION:
            break
        if step.kind in (SINGLE, PACK):
            lead = step.lead
            assert lead is not None
            if lead.can_skip:
                qtbot.mouseClick(console.nobody_button, Qt.MouseButton.LeftButton)
            else:
                qtbot.mouseClick(console.target_buttons[lead.targets[0]], Qt.MouseButton.LeftButton)
            qtbot.mouseClick(console.confirm_button, Qt.MouseButton.LeftButton)
        elif step.kind == NOTES:
            qtbot.mouseClick(console.notes_button, Qt.MouseButton.LeftButton)
    assert console.step.kind == DISCUSSION
    _save(window, "console_day", (1280, 720))
    window._force_close = True
