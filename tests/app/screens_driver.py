"""Runs the real app (`main.start`) on virtual screens and reports where its windows are.

Used by `test_screens.py` in a subprocess, because Qt reads the offscreen platform's screen
list (``QT_QPA_PLATFORM=offscreen:configfile=screens.json``) once per process::

    python tests/app/screens_driver.py DATA_DIR ACTION [CHOICE]

ACTION is one of:

* ``start``: launch; CHOICE answers the first launch's screen question (a screen name,
  ``none``, or ``-`` to close the question unanswered);
* ``unplug``: launch, start a game, unplug the table's screen, then plug it in again;
* ``language``: launch, start a game, switch the language to French;
* ``game``: launch, deal every card through the dealing page, play a whole game through the
  console's controller, open the History and a replay, confirm the end; every window is
  checked after every step.

The last line printed is a JSON report.
"""

from __future__ import annotations

import json
import random
import sys
from pathlib import Path
from typing import Any

from PySide6.QtCore import QSettings, QTimer
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QMenu, QWidget

from ww_desktop.app import main
from ww_desktop.app.screens import SETTINGS_KEY
from ww_desktop.engine.bots import bot_rng, random_choice
from ww_desktop.engine.setup import deal

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]


def where(widget: QWidget) -> dict[str, Any]:
    """A window's screen (by its centre), state and geometry."""
    screen = QGuiApplication.screenAt(widget.frameGeometry().center())
    return {
        "screen": screen.name() if screen is not None else None,
        "full": widget.isFullScreen(),
        "minimized": widget.isMinimized(),
        "visible": widget.isVisible(),
        "geometry": list(widget.frameGeometry().getRect()),
    }


def settle(app: QApplication) -> None:
    for _ in range(5):
        app.processEvents()


def main_() -> None:
    data_dir, action = Path(sys.argv[1]), sys.argv[2]
    choice = sys.argv[3] if len(sys.argv) > 3 else "-"
    asked: list[list[str]] = []
    preselected: list[str] = []

    def ask_screen(labels: list[str], default: int) -> int | None:
        asked.append(labels)
        preselected.append(labels[default])
        if choice == "-":
            return None
        if choice == "none":
            return len(labels) - 1
        return next(i for i, label in enumerate(labels) if label.startswith(choice + " "))

    parts = main.start(data_dir, offer_resume=False, ask_screen=ask_screen)
    assert parts is not None
    app = parts.app
    settle(app)
    placer = parts.placer
    menu = parts.main_window.view_menu.findChild(QMenu, "table_screen_menu")
    if menu is not None:
        menu.aboutToShow.emit()
    out: dict[str, Any] = {
        "asked": asked,
        "preselected": preselected,
        "primary": QGuiApplication.primaryScreen().name(),
        "remembered": QSettings(str(data_dir / "settings.ini"), QSettings.Format.IniFormat).value(
            SETTINGS_KEY
        ),
        "table": where(parts.public_window),
        "console": where(parts.main_window),
        "covered": parts.main_window.privacy_cover.is_enabled(),
        "lobby_whole": (
            parts.main_window.lobby.body_area.verticalScrollBar().maximum() == 0
            and parts.main_window.lobby.mode_box.visibleRegion().boundingRect().size()
            == parts.main_window.lobby.mode_box.size()
        ),
        "windows": sorted(
            type(w).__name__
            for w in QApplication.topLevelWidgets()
            if w.isVisible() and not w.isMinimized()
        ),
        "menu": [str(a.data()) for a in menu.actions()] if menu is not None else [],
    }
    if action == "unplug":
        controller = parts.controller
        controller.start(deal("standard", NAMES, seed=3))
        parts.main_window.stack.setCurrentIndex(2)
        settle(app)
        tv = next(s for s in app.screens() if s.name() == out["table"]["screen"])
        app.screenRemoved.emit(tv)
        settle(app)
        out["unplugged"] = {
            "table": where(parts.public_window),
            "console": where(parts.main_window),
            "covered": parts.main_window.privacy_cover.is_covering(),
            "active": QApplication.activeWindow() is parts.main_window,
            "table_on_laptop": parts.main_window.table_on_laptop.showing_table(),
        }
        app.screenAdded.emit(tv)
        settle(app)
        out["plugged"] = {
            "table": where(parts.public_window),
            "console": where(parts.main_window),
            "covered": parts.main_window.privacy_cover.is_covering(),
            "active": QApplication.activeWindow() is parts.main_window,
            "focus_in_console": parts.main_window.isAncestorOf(QApplication.focusWidget()),
        }
    if action == "language":
        window = parts.main_window
        window.start_game(deal("standard", NAMES, seed=3), False)
        settle(app)
        window.language_menu.actions_by_code["fr"].trigger()
        settle(app)
        new = parts.main_window
        new_menu = new.view_menu.findChild(QMenu, "table_screen_menu")
        out["switched"] = {
            "same_window": new is window,
            "game_menu": new.menuBar().actions()[0].text(),
            "screen_menu": new_menu.title() if new_menu is not None else "",
            "table": where(parts.public_window),
            "console": where(new),
            "covered": new.privacy_cover.is_enabled(),
            "menu": new_menu is not None,
            "active": QApplication.activeWindow() is new,
        }
    if action == "game":
        out["game"] = play_whole_game(parts)
    out["moved_private"] = placer.moved_private
    print(json.dumps(out), flush=True)
    parts.main_window._force_close = True
    QTimer.singleShot(0, parts.main_window.close)  # the app quits when the console closes
    app.exec()


def play_whole_game(parts: Any) -> dict[str, Any]:
    """Deal and play a whole game; record every private window found on the table's screen."""
    app, window, placer = parts.app, parts.main_window, parts.placer
    table = placer.table_screen()
    assert table is not None
    seen: list[str] = []
    checks = 0
    moved_before = placer.moved_private

    def check(moment: str) -> None:
        nonlocal checks
        settle(app)
        checks += 1
        for widget in placer.private_windows():
            if QGuiApplication.screenAt(widget.frameGeometry().center()) is table:
                seen.append(f"{moment}: {type(widget).__name__} {widget.windowTitle()}")
        tv = QGuiApplication.screenAt(parts.public_window.frameGeometry().center())
        if tv is not table:
            seen.append(f"{moment}: the Table screen left its screen")

    setup = deal("standard", NAMES, seed=5)
    window.start_game(setup, True)
    check("dealing")
    dealing = window.dealing
    while dealing.state != "done":
        dealing.show_card()
        check(f"card of seat {dealing.current}")
        dealing.hide_card()
        check("pass")
    dealing.begin_button.click()
    check("console")
    controller = parts.controller
    steps = 0
    while controller.pending() and steps < 3000:
        game = controller.game
        pending = controller.pending()
        rng: random.Random = bot_rng(5, len(game.records))
        request = pending[rng.randrange(len(pending))]
        assert controller.apply(random_choice(game, request, rng))
        steps += 1
        if steps % 7 == 0:
            check(f"step {steps}")
    check("end preview")
    history = window.show_history()
    check("history")
    history.close()
    window.show_card_again(0)
    dealing.show_card()
    check("card shown again")
    dealing.hide_card()
    dealing.begin_button.click()
    controller.confirm_end()
    check("reveal")
    return {
        "steps": steps,
        "checks": checks,
        "on_table": seen,
        "ended": controller.confirmed,
        "moved": placer.moved_private - moved_before,
    }


if __name__ == "__main__":
    main_()
