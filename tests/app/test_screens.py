"""Screens: the Table screen goes full screen on the screen the host chose (remembered by
name), windowed behind a covered console on one screen, steps aside when its screen is
unplugged and comes back when it is plugged in again; no private window ever sits on the
table's screen. Two and three virtual screens come from Qt's offscreen plugin
(`QT_QPA_PLATFORM=offscreen:configfile=screens.json`), so each case runs in a subprocess
(`screens_driver.py` runs the real app)."""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

import pytest
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
    app.screenRemoved.emit(tv)
    for _ in range(3):
        app.processEvents()
    out["after"] = {"minimized": window.isMinimized(), "full": window.isFullScreen(),
                    "console_active": QApplication.activeWindow() is console}
if sys.argv[3] == "hotplug":
    tv = [s for s in app.screens() if s.name() == "TV"][0]
    app.screenRemoved.emit(tv)  # the TV was not there yet...
    for _ in range(3):
        app.processEvents()
    placer.show_table()  # ...the host showed the Table screen on the laptop (Ctrl+T)
    app.processEvents()
    out["before"] = {"screen": window.screen().name(), "full": window.isFullScreen(),
                     "one_screen": placer.is_one_screen()}
    app.screenAdded.emit(tv)  # then plugged the TV in
    for _ in range(3):
        app.processEvents()
    out["after"] = {"screen": window.screen().name(), "full": window.isFullScreen(),
                    "one_screen": placer.is_one_screen()}
if sys.argv[3] == "drift":
    window.showNormal()
    window.setGeometry(200, 100, 800, 500)  # dragged (or moved by the system) onto the laptop
    app.processEvents()
    import time
    until = time.monotonic() + 20  # (on a busy machine the move back takes a few passes)
    while time.monotonic() < until:  # what the placer's guard does a few times a second
        placer.keep_private()
        for _ in range(3):
            app.processEvents()
        if window.screen().name() == "TV" and window.isFullScreen():
            break
    out["after"] = {"screen": window.screen().name(), "full": window.isFullScreen()}
if sys.argv[3] == "drag":
    third = [s for s in app.screens() if s.name() == "Projector"][0]
    window.showNormal()
    area = third.geometry()
    window.setGeometry(area.x() + 100, area.y() + 100, 800, 500)  # the host drags it there
    app.processEvents()
    for _ in range(5):
        placer.keep_private()
        for _ in range(3):
            app.processEvents()
    out["after"] = {"screen": window.screen().name(), "full": window.isFullScreen()}
    out["remembered"] = QSettings(sys.argv[1], QSettings.Format.IniFormat).value(SETTINGS_KEY)
if sys.argv[3] == "peek":
    import time
    from PySide6.QtWidgets import QLabel, QVBoxLayout
    secret = QLabel("Werewolf", console)
    secret.setStyleSheet("font-size: 60px; color: white; background: #402080;")
    QVBoxLayout(console).addWidget(secret)
    console.setGeometry(100, 100, 800, 500)
    app.processEvents()

    def colours():
        image = console.grab().toImage()
        return len({image.pixel(x, y) for x in range(0, image.width(), 7)
                    for y in range(0, image.height(), 7)})

    out["at_rest"] = colours()
    path = []
    for x in range(100, 1500, 40):  # the host drags the console toward the TV (x 1280)
        console.move(x, 100)
        app.processEvents()
        right = console.frameGeometry().right()
        path.append({"right": right, "colours": colours()})
    out["path"] = path
    console.move(100, 100)  # and back onto the laptop
    deadline = time.monotonic() + 10
    while placer.shield.is_shielded(console) and time.monotonic() < deadline:
        app.processEvents()
        time.sleep(0.02)
    out["back"] = colours()
if sys.argv[3] == "choose":
    out["chose"] = placer.choose_screen("Laptop")
    app.processEvents()
    out["after"] = {"screen": window.screen().name(), "full": window.isFullScreen(),
                    "console": console.screen().name()}
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


def test_unplugged_screen_steps_the_window_aside(tmp_path: Path) -> None:
    out = run(tmp_path, TWO, "TV", "unplug")
    assert out["screen"] == "TV"
    assert out["after"]["minimized"] is True and out["after"]["full"] is False
    assert out["after"]["console_active"] is True


def test_a_tv_plugged_in_later_gets_the_table(tmp_path: Path) -> None:
    out = run(tmp_path, TWO, "", "hotplug")
    assert out["before"] == {"screen": "Laptop", "full": False, "one_screen": True}
    assert out["after"] == {"screen": "TV", "full": True, "one_screen": False}


def test_the_table_screen_stays_put(tmp_path: Path) -> None:
    out = run(tmp_path, TWO, "TV", "drift")
    assert out["after"] == {"screen": "TV", "full": True}


def test_a_private_window_dragged_across_the_tv_is_blank_before_it_gets_there(
    tmp_path: Path,
) -> None:
    """Dragging the console across the TV drew every role there until the mouse was
    released (the guard checks a few times a second): blanked at once, from before it
    reaches the TV's screen, and back as it was once off it."""
    out = run(tmp_path, TWO, "TV", "peek")
    assert out["at_rest"] > 1
    on_tv = [step for step in out["path"] if step["right"] >= 1280]
    assert on_tv and all(step["colours"] == 1 for step in on_tv), out["path"]
    assert out["back"] > 1


def test_dragged_to_a_third_screen_it_stays_there(tmp_path: Path) -> None:
    three = {
        "screens": [
            *TWO["screens"],
            {"name": "Projector", "x": 3200, "y": 0, "width": 1920, "height": 1080},
        ]
    }
    out = run(tmp_path, three, "TV", "drag")
    assert out["after"] == {"screen": "Projector", "full": True}
    assert out["remembered"] == "Projector"


def test_choosing_a_screen_is_remembered_by_name(tmp_path: Path) -> None:
    out = run(tmp_path, TWO, "TV", "choose")
    assert out["chose"] is True
    assert out["remembered"] == "Laptop"
    assert out["after"]["screen"] == "Laptop"
    assert out["after"]["full"] is True  # the table's own screen
    assert out["after"]["console"] == "TV"  # the console went to the other screen


# ---------------------------------------------------------------------------- the real app

TV_PRIMARY = {
    "screens": [
        {"name": "HDMI-1", "x": 0, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96},
        {"name": "eDP-1", "x": 1920, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96},
    ]
}
THREE = {
    "screens": [
        {"name": "eDP-1", "x": 0, "y": 0, "width": 1366, "height": 768, "logicalDpi": 96},
        {"name": "HDMI-1", "x": 1366, "y": 0, "width": 1920, "height": 1080, "logicalDpi": 96},
        {"name": "DP-2", "x": 3286, "y": 0, "width": 2560, "height": 1440, "logicalDpi": 96},
    ]
}
DRIVER = Path(__file__).with_name("screens_driver.py")


def launch(data: Path, screens: dict[str, Any], action: str, choice: str = "-") -> Any:
    """Run the real app (`main.start`) on these virtual screens; its JSON report."""
    config = data.parent / f"screens-{data.name}-{len(screens['screens'])}.json"
    config.write_text(json.dumps(screens))
    env = dict(
        os.environ,
        QT_QPA_PLATFORM=f"offscreen:configfile={config}",
        WW_DESKTOP_VOICE="silent",
        PYTHONPATH=str(DRIVER.parents[2]),
    )
    done = subprocess.run(
        [sys.executable, str(DRIVER), str(data), action, choice],
        capture_output=True,
        text=True,
        env=env,
        timeout=240,
        check=False,
    )
    assert done.returncode == 0, done.stderr[-3000:]
    return json.loads(done.stdout.strip().splitlines()[-1])


def test_first_launch_asks_and_remembers_the_screen_by_name(tmp_path: Path) -> None:
    data = tmp_path / "data"
    first = launch(data, THREE, "start", "DP-2")
    assert first["asked"] and sorted(first["asked"][0][:3]) == [
        "DP-2 (2560 x 1440)",
        "HDMI-1 (1920 x 1080)",
        "eDP-1 (1366 x 768)",
    ]
    assert first["asked"][0][-1].startswith("None: one screen")
    assert first["remembered"] == "DP-2"
    assert first["table"]["screen"] == "DP-2" and first["table"]["full"] is True
    assert first["console"]["screen"] != "DP-2" and first["covered"] is False
    assert sorted(first["menu"]) == ["<none>", "DP-2", "HDMI-1", "eDP-1"]
    # Next game night the screens come in another order: the table finds DP-2 by its name.
    moved = {"screens": [THREE["screens"][2] | {"x": 0}, THREE["screens"][0] | {"x": 2560}]}
    second = launch(data, moved, "start")
    assert second["asked"] == []  # asked only once
    assert second["table"]["screen"] == "DP-2" and second["table"]["full"] is True
    assert second["console"]["screen"] == "eDP-1"


def test_the_tv_as_the_primary_display(tmp_path: Path) -> None:
    """HDMI TV as the primary display: the console still opens on the laptop, the table on
    the TV, even before the host answers the question."""
    out = launch(tmp_path / "data", TV_PRIMARY, "start")
    assert out["primary"] == "HDMI-1"
    assert out["remembered"] is None  # the question was closed unanswered
    assert out["table"]["screen"] == "HDMI-1" and out["table"]["full"] is True
    assert out["console"]["screen"] == "eDP-1"
    assert out["moved_private"] == 0  # the console was never even shown on the TV


def test_none_means_one_screen_with_the_cover(tmp_path: Path) -> None:
    out = launch(tmp_path / "data", TV_PRIMARY, "start", "none")
    assert out["remembered"] == "<none>"
    assert out["table"]["visible"] is False  # one window: the host's shows the table's view
    assert out["covered"] is True
    assert out["windows"] == ["MainWindow"]


def test_unplug_and_plug_the_tv_mid_game(tmp_path: Path) -> None:
    out = launch(tmp_path / "data", TV_PRIMARY, "unplug", "HDMI-1")
    gone = out["unplugged"]
    assert gone["table"]["visible"] is False  # one window: the laptop's shows the table
    assert gone["console"]["screen"] == "eDP-1" and gone["active"] is True
    assert gone["covered"] is True  # one screen now: the console hides its secrets
    assert gone["table_on_laptop"] is True
    back = out["plugged"]
    assert back["table"]["screen"] == "HDMI-1" and back["table"]["full"] is True
    assert back["table"]["minimized"] is False and back["table"]["visible"] is True
    assert back["covered"] is False
    # The host's next keys go to the console, not to the Table screen shown again.
    assert back["active"] is True and back["focus_in_console"] is True


def test_a_language_switch_keeps_the_screens(tmp_path: Path) -> None:
    out = launch(tmp_path / "data", TV_PRIMARY, "language", "HDMI-1")
    switched = out["switched"]
    assert switched["same_window"] is True and switched["menu"] is True
    assert switched["game_menu"] == "&Partie" and "Table screen" not in switched["screen_menu"]
    assert switched["table"]["screen"] == "HDMI-1" and switched["table"]["full"] is True
    assert switched["console"]["screen"] == "eDP-1"
    assert switched["covered"] is False
    assert switched["active"] is True


@pytest.mark.parametrize(("screens", "choice"), [(TV_PRIMARY, "HDMI-1"), (THREE, "HDMI-1")])
def test_no_private_page_on_the_table_screen_in_a_whole_game(
    tmp_path: Path, screens: dict[str, Any], choice: str
) -> None:
    out = launch(tmp_path / "data", screens, "game", choice)
    game = out["game"]
    assert game["ended"] and game["steps"] > 10 and game["checks"] > 20
    assert game["on_table"] == []
    assert game["moved"] == 0  # nothing had to be moved off the table's screen either


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


@pytest.mark.parametrize("size", [(1280, 720), (1366, 768)], ids=lambda s: f"{s[0]}x{s[1]}")
def test_the_console_opens_within_a_small_laptop_screen(
    tmp_path: Path, size: tuple[int, int]
) -> None:
    """On one 1280x720 (or 1366x768) screen the host's window, frame included, opens within
    the screen: it opened 20 px taller, the bottom of "Start the game" cut."""
    width, height = size
    laptop = {"name": "eDP-1", "x": 0, "y": 0, "width": width, "height": height}
    out = launch(tmp_path / "data", {"screens": [laptop | {"logicalDpi": 96}]}, "start")
    x, y, w, h = out["console"]["geometry"]
    assert out["console"]["full"] is False
    assert x >= 0 and y >= 0 and x + w <= width and y + h <= height, out["console"]
    assert w >= 1024 and h >= 600, "still a usable window"


WINDOWS_TV_PRIMARY = {
    "screens": [
        {"name": r"\\.\DISPLAY1", "x": 0, "y": 0, "width": 1920, "height": 1080},
        {"name": r"\\.\DISPLAY2", "x": 1920, "y": 0, "width": 1366, "height": 768},
    ]
}
"""A TV as the primary display, with names that tell nothing (Windows): the offscreen
plugin gives each screen a physical size at 100 dpi (the 1366 x 768 panel: 15.7 inches)."""


def test_the_first_question_preselects_the_tv_when_it_is_primary(tmp_path: Path) -> None:
    """The first launch's question preselects the TV (pressing Enter put the console, and
    the deal, on the TV); the console opens on the laptop."""
    out = launch(tmp_path / "data", WINDOWS_TV_PRIMARY, "start", "-")
    assert out["primary"] == r"\\.\DISPLAY1"
    assert out["preselected"] == [r"\\.\DISPLAY1 (1920 x 1080)"]
    assert out["table"]["screen"] == r"\\.\DISPLAY1" and out["table"]["full"] is True
    assert out["console"]["screen"] == r"\\.\DISPLAY2"


@pytest.mark.parametrize(
    ("tv", "laptop"),
    [
        # A 55-inch TV as the primary display and a 14-inch laptop, both 1920 x 1080, the
        # panel named DP-1 (no eDP in sight): the laptop was preselected.
        (("HDMI-1", 1920 * 1080, 55.0, True), ("DP-1", 1920 * 1080, 14.0, False)),
        # A 13-inch laptop of 2560 x 1600 beside a 1080p TV: more pixels, still the laptop.
        (("HDMI-A-1", 1920 * 1080, 50.0, False), ("DP-2", 2560 * 1600, 13.3, True)),
        # A projector that reports no size (or only its aspect, 16 x 9 mm) is no laptop.
        (("DP-3", 1280 * 800, 0.0, True), ("DISPLAY2", 1920 * 1200, 15.6, False)),
        (("DP-3", 1280 * 800, 0.7, False), ("DISPLAY2", 1920 * 1200, 15.6, True)),
        # A Mac's panel by its name.
        (
            ("DELL U2720Q", 1920 * 1080, 0.0, False),
            ("Built-in Retina Display", 2880 * 1800, 0.0, True),
        ),
    ],
)
def test_the_table_screen_is_chosen_by_physical_size_and_the_panel(
    tv: tuple[str, int, float, bool], laptop: tuple[str, int, float, bool]
) -> None:
    from ww_desktop.app.screens import table_rank

    assert table_rank(*tv) > table_rank(*laptop), (tv, laptop)


def test_a_mac_panel_with_more_pixels_is_not_preselected(tmp_path: Path) -> None:
    """A TV as the primary display beside a Mac whose panel ("Built-in Retina Display",
    1920 x 1200) has more pixels than the TV: the TV is preselected (the panel was)."""
    screens = {
        "screens": [
            {"name": "ASUS TV", "x": 0, "y": 0, "width": 1920, "height": 1080},
            {"name": "Built-in Retina Display", "x": 1920, "y": 0, "width": 1920, "height": 1200},
        ]
    }
    out = launch(tmp_path / "data", screens, "start", "-")
    assert out["primary"] == "ASUS TV"
    assert out["preselected"] == ["ASUS TV (1920 x 1080)"]
    assert out["table"]["screen"] == "ASUS TV" and out["table"]["full"] is True
    assert out["console"]["screen"] == "Built-in Retina Display"


def test_the_console_opens_large_on_a_1080p_screen(tmp_path: Path) -> None:
    """On a 1920x1080 screen the host's window opens on most of it (it opened at 1280x740:
    the lobby scrolled "Who leads the night" out of view), frame included within it."""
    laptop = {"name": "eDP-1", "x": 0, "y": 0, "width": 1920, "height": 1080}
    out = launch(tmp_path / "data", {"screens": [laptop | {"logicalDpi": 96}]}, "start")
    x, y, w, h = out["console"]["geometry"]
    assert w >= 1600 and h >= 900, out["console"]
    assert out["lobby_whole"] is True  # "Who leads the night" in view, nothing scrolls
    assert x >= 0 and y >= 0 and x + w <= 1920 and y + h <= 1080, out["console"]
