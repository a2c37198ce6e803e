"""Launch shows the lobby without loading what can wait (issue 21: fast to open).

What a later page, the phones or the voice need is imported and built when first used: the
first window shows sooner. The host's window is on screen, painted, with its title and menus
before the store, the rules and the lobby are loaded; the lobby follows in the same start.
Checked in a fresh process (this one has imported everything).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QStackedWidget

CHILD = r"""
import json, sys
from pathlib import Path
from typing import Any
from PySide6.QtCore import QTimer
from ww_desktop.app.main import start
parts = start(Path(sys.argv[1]), offer_resume=False)
def idle():
    print(json.dumps(sorted(sys.modules)))
    parts.app.quit()
QTimer.singleShot(0, idle)
parts.app.exec()
"""

WAITING = [
    "asyncio",  # the phones' server
    "aiohttp",
    "segno",  # the phones' QR code
    "PySide6.QtMultimedia",  # the voice and the night sounds
    "ww_desktop.narration.narrator",
    "ww_desktop.app.dealing",
    "ww_desktop.app.passplay",
    "ww_desktop.app.history",
    "ww_desktop.app.replay",
]


def test_the_lobby_shows_before_what_can_wait_is_loaded(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "data")],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("[")]
    assert lines, done.stderr
    loaded = set(json.loads(lines[-1]))
    assert "ww_desktop.app.lobby" in loaded
    assert [name for name in WAITING if name in loaded] == []


FIRST = r"""
import json, sys
from pathlib import Path
from PySide6 import QtCore, QtWidgets
from PySide6.QtCore import QTimer
from ww_desktop.app import main

seen = {}
show_first = main._show_first

def watched(window, app):
    show_first(window, app)
    seen["visible"] = window.isVisible()
    seen["title"] = window.windowTitle()
    seen["menus"] = [a.text() for a in window.menuBar().actions()]
    seen["page"] = type(window.stack.currentWidget()).__name__
    seen["colour"] = window.grab().toImage().pixelColor(640, 400).name()
    seen["loaded"] = sorted(sys.modules)
    # Qt's namespace and the style: each makes a Python class for every enum when first used
    seen["qt_namespace"] = "Qt" in QtCore.__dict__
    seen["style"] = "QStyle" in QtWidgets.__dict__

main._show_first = watched
parts = main.start(Path(sys.argv[1]), offer_resume=False)
seen["page_after"] = type(parts.main_window.stack.currentWidget()).__name__
bar = parts.main_window.menuBar()
seen["menus_after"] = [a.text() for a in bar.actions()]
seen["items_after"] = [len(a.menu().actions()) if a.menu() else 0 for a in bar.actions()]
def idle():
    print(json.dumps(seen))
    parts.app.quit()
QTimer.singleShot(0, idle)
parts.app.exec()
"""

LATER = [
    "ww_desktop.store",  # the saved games
    "ww_desktop.engine.game",  # the rules
    "ww_desktop.engine.roles",
    "ww_desktop.app.moderator.common",  # the style sheets (the frame needs one colour)
    "ww_desktop.app.controller",
    "ww_desktop.app.lobby",
    "ww_desktop.app.moderator.console",
    "ww_desktop.app.public.window",  # the Table screen
    "PySide6.QtNetwork",  # the socket a second launch calls
    "ctypes",  # the app's own X connection (the drag shield, the held keys)
    "dataclasses",  # (issue 34: each of these took milliseconds before the first paint)
    "platformdirs",  # (a --data-dir given: the usual folder is not needed)
]


def _first_window(data: Path) -> dict[str, Any]:
    """What the first window showed at its first paint (in a fresh process)."""
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", FIRST, str(data)],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("{")]
    assert lines, done.stderr
    seen: dict[str, Any] = json.loads(lines[-1])
    return seen


def test_the_window_is_painted_before_the_store_the_rules_and_the_lobby_load(
    tmp_path: Path,
) -> None:
    from ww_desktop.app.theme import NIGHT

    seen = _first_window(tmp_path / "data")
    assert seen["colour"] == NIGHT.background.lower()  # the lobby's night, empty
    assert seen["visible"] and seen["title"] == "Werewolf Desktop"
    assert seen["menus"] == ["&Game", "&View", "&Narration", "&Language", "&Help"]
    assert seen["page"] == "QWidget"  # the lobby's place, in the night theme
    assert [name for name in LATER if name in seen["loaded"]] == []
    assert not seen["qt_namespace"] and not seen["style"]
    assert seen["page_after"] == "LobbyPage"
    # Then the menus themselves, in the same places, with their items (and shortcuts)
    assert seen["menus_after"] == seen["menus"]
    assert all(count > 0 for count in seen["items_after"])


def test_a_page_is_built_when_it_is_first_shown(host_window: Any) -> None:
    from ww_desktop.app.dealing import DealingPage
    from ww_desktop.app.main_window import PAGE_DEALING, PAGE_LOBBY

    window = host_window
    stack: QStackedWidget = window.stack
    stack.setCurrentIndex(PAGE_DEALING)
    assert isinstance(stack.currentWidget(), DealingPage)
    assert stack.currentWidget() is window.dealing
    assert stack.count() == 5
    stack.setCurrentIndex(PAGE_LOBBY)
    assert stack.currentWidget() is window.lobby


def test_the_data_folder_is_found_without_the_store(tmp_path: Path) -> None:
    """The single-instance lock at launch uses the store's own folder (found before the
    store is loaded): the saved games and the lock are in the same place."""
    from ww_desktop.app import main
    from ww_desktop.store import default_data_dir

    assert main._data_folder(None) == default_data_dir(None)
    assert main._data_folder(tmp_path / "x") == default_data_dir(tmp_path / "x")


def test_in_high_contrast_the_first_window_is_already_black(tmp_path: Path) -> None:
    """No night-coloured frame before the high contrast the host chose."""
    data = tmp_path / "data"
    data.mkdir()
    (data / "settings.ini").write_text("[ui]\nhigh_contrast=true\n", encoding="utf-8")
    assert _first_window(data)["colour"] == "#000000"
