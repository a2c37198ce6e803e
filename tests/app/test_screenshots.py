"""Render the public window in its main states at 1920x1080 and save PNGs to docs/screenshots/.

The README links these pictures; the test also checks each one is a real, non-blank image.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtGui import QImage
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.public.window import PublicWindow

from .conftest import make_setup, play_to_end, play_until

OUT = Path(__file__).resolve().parents[2] / "docs" / "screenshots"


def _save(window: PublicWindow, name: str) -> Path:
    OUT.mkdir(parents=True, exist_ok=True)
    QApplication.processEvents()  # let pending layout requests run before the grab
    path = OUT / f"public-{name}.png"
    window.grab().save(str(path))
    image = QImage(str(path))
    assert image.width() == 1920 and image.height() == 1080
    assert len({image.pixel(x, y) for x in range(0, 1920, 97) for y in range(0, 1080, 89)}) > 1
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
    assert shown.current_page() == "checking"
    _save(shown, "checking")
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
