"""Screens: the TV window goes full screen on the remembered screen, windowed on one screen,
and survives its screen being unplugged. Two virtual screens come from Qt's offscreen plugin
(`QT_QPA_PLATFORM=offscreen:configfile=screens.json`), so each case runs in a subprocess."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.public.window import PublicWindow

TWO = {
    "screens": [
        {"name": "Laptop", "x": 0, "y": 0, "width": 1280, "height": 720, "logicalDpi": 96},
        {"name": "TV", "x": 1280, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96},
    ]
}
ONE = {"screens": [TWO["screens"][0]]}

SCRIPT = r"""
import json, sys
from PySide6.QtCore import QSettings
from PySide6.QtGui import QGuiApplication
from PySide6.QtWidgets import QApplication, QWidget
from ww_desktop.app.screens import ScreenPlacer, SETTINGS_KEY

app = QApplication([])
settings = QSettings(sys.argv[1], QSettings.Format.IniFormat)
if sys.argv[2]:
    settings.setValue(SETTINGS_KEY, sys.argv[2])
console = QWidget()
console.setGeometry(100, 100, 800, 500)
console.show()
window = QWidget()
placer = ScreenPlacer(window, settings, console=console)
placer.place()
app.processEvents()
out = {"screens": placer.screen_names(), "screen": window.screen().name(),
       "full": window.isFullScreen(), "geometry": window.geometry().getRect()}
if sys.argv[3] == "unplug":
    tv = [s for s in app.screens() if s.name() == out["screen"]][0]
    placer._on_screen_removed(tv)
    app.processEvents()
    out["after"] = {"screen": window.screen().name(), "full": window.isFullScreen(),
                    "geometry": window.geometry().getRect()}
if sys.argv[3] == "choose":
    out["chose"] = placer.choose_screen("Laptop")
    app.processEvents()
    out["after"] = {"screen": window.screen().name(), "full": window.isFullScreen()}
    out["remembered"] = QSettings(sys.argv[1], QSettings.Format.IniFormat).value(SETTINGS_KEY)
print(json.dumps(out))
"""


def run(tmp_path: Path, screens: dict[str, Any], remembered: str, action: str = "") -> Any:
    config = tmp_path / "screens.json"
    config.write_text(json.dumps(screens))
    env = dict(os.environ, QT_QPA_PLATFORM=f"offscreen:configfile={config}")
    done = subprocess.run(
        [sys.executable, "-c", SCRIPT, str(tmp_path / "s.ini"), remembered, action],
        capture_output=True,
        text=True,
        env=env,
        timeout=60,
        check=True,
    )
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_full_screen_on_the_remembered_screen(tmp_path: Path) -> None:
    out = run(tmp_path, TWO, "TV")
    assert out["screens"] == ["Laptop", "TV"]
    assert out["screen"] == "TV" and out["full"] is True
    assert out["geometry"] == [1280, 0, 1920, 1080]


def test_other_screen_than_the_console_by_default(tmp_path: Path) -> None:
    out = run(tmp_path, TWO, "")
    assert out["screen"] == "TV" and out["full"] is True


def test_a_forgotten_screen_falls_back(tmp_path: Path) -> None:
    out = run(tmp_path, TWO, "Projector")
    assert out["screen"] == "TV" and out["full"] is True


def test_windowed_with_one_screen(tmp_path: Path) -> None:
    out = run(tmp_path, ONE, "TV")
    assert out["screen"] == "Laptop" and out["full"] is False
    _x, _y, w, h = out["geometry"]
    assert w < 1280 and h < 720


def test_unplugged_screen_moves_the_window_windowed(tmp_path: Path) -> None:
    out = run(tmp_path, TWO, "TV", "unplug")
    assert out["screen"] == "TV"
    assert out["after"]["screen"] == "Laptop" and out["after"]["full"] is False
    x, _y, w, _h = out["after"]["geometry"]
    assert x >= 0 and x + w <= 1280


def test_choosing_a_screen_is_remembered_by_name(tmp_path: Path) -> None:
    out = run(tmp_path, TWO, "TV", "choose")
    assert out["chose"] is True
    assert out["remembered"] == "Laptop"
    assert out["after"]["screen"] == "Laptop"
    assert out["after"]["full"] is False  # the console's screen: windowed


def test_f11_toggles_full_screen(qtbot: QtBot, controller: GameController) -> None:
    window = PublicWindow(controller)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    assert not window.isFullScreen()
    window.toggle_full_screen()
    qtbot.waitUntil(window.isFullScreen)
    window.toggle_full_screen()
    qtbot.waitUntil(lambda: not window.isFullScreen())
