"""Fixtures for the app tests: data folders in tmp_path, a real store and controller, bots.

Every test gets QSettings redirected to an ini file under its tmp_path (and Qt's standard
paths in test mode), a real SQLite store in tmp_path, and a real `GameController`.
`play_step()` / `play_to_end()` drive a game through the controller with random legal choices
(the engine's own random bot).
"""

from __future__ import annotations

import random
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, QStandardPaths
from PySide6.QtWidgets import QApplication

from ww_desktop.app.controller import GameController
from ww_desktop.engine.bots import bot_rng, random_choice
from ww_desktop.engine.setup import Setup, deal
from ww_desktop.store import Store

NAMES = (
    "Ann Brook",
    "Bob",
    "Cleo",
    "Dan",
    "Eve",
    "Fay",
    "Gus",
    "Hal",
    "Ivy",
    "Jo",
    "Kim",
    "Lou",
    "Max",
    "Nia",
    "Oz",
    "Pia",
    "Quinn",
    "Ray",
    "Sam",
    "Tia",
    "Uma",
    "Vic",
    "Wes",
    "Xia",
    "Yan",
    "Zoe",
    "Abe",
    "Bea",
    "Cal",
    "Dee",
)
"""Player names that are not role names or ordinary words."""


@pytest.fixture(scope="session", autouse=True)
def _english(qapp: QApplication) -> None:
    """The app's language at start is English with its plural forms ("8 cards", never
    "8 card(s)"), as `ww-desktop` installs it; a test that switches language switches back."""
    from ww_desktop.app.language import install_language

    install_language(qapp, "en")


@pytest.fixture(autouse=True)
def _redirect_data(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> Iterator[None]:
    """QSettings (native and ini) and Qt's standard paths go to tmp_path."""
    QStandardPaths.setTestModeEnabled(True)
    settings_dir = tmp_path / "settings"
    settings_dir.mkdir()
    for fmt in (QSettings.Format.NativeFormat, QSettings.Format.IniFormat):
        for scope in (QSettings.Scope.UserScope, QSettings.Scope.SystemScope):
            QSettings.setPath(fmt, scope, str(settings_dir))
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    QCoreApplication.setOrganizationName("ww-desktop-tests")
    QCoreApplication.setApplicationName("ww-desktop-tests")
    monkeypatch.setenv("XDG_DATA_HOME", str(tmp_path / "xdg-data"))
    monkeypatch.setenv("XDG_CONFIG_HOME", str(tmp_path / "xdg-config"))
    monkeypatch.setenv("WW_DESKTOP_VOICE", "silent")  # the real voice has its own tests
    yield
    from ww_desktop.app.collector import collector

    collector().unpin_for_app()  # a test that started the app: Python collects by itself again


@pytest.fixture
def settings(tmp_path: Path) -> QSettings:
    """A QSettings on an ini file in tmp_path."""
    return QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    """A real store in tmp_path."""
    s = Store.open(tmp_path / "data" / "games.sqlite3")
    yield s
    s.close()


@pytest.fixture
def controller(qapp: object, store: Store) -> Iterator[GameController]:
    """A real controller on the tmp_path store."""
    c = GameController(store)
    yield c
    c.timer.reset(0)
    c.deleteLater()


def make_setup(preset: str, players: int, seed: int) -> Setup:
    """The preset's own table for `players` players, dealt from `seed`."""
    return deal(preset, list(NAMES[:players]), seed=seed)


def play_step(controller: GameController, seed: int) -> bool:
    """Answer one pending request with a random legal choice; False when nothing is asked."""
    game = controller.game
    assert game is not None
    pending = controller.pending()
    if not pending:
        return False
    rng: random.Random = bot_rng(seed, len(game.records))
    request = pending[rng.randrange(len(pending))]
    assert controller.apply(random_choice(game, request, rng))
    return True


def play_to_end(
    controller: GameController,
    seed: int,
    after_each: Callable[[], None] | None = None,
    limit: int = 5000,
) -> None:
    """Play the current game to its end (the host still has to confirm)."""
    for _ in range(limit):
        if not play_step(controller, seed):
            break
        if after_each is not None:
            after_each()
    assert controller.game is not None and controller.game.ended


def play_until(controller: GameController, seed: int, done: Callable[[], bool]) -> None:
    """Play random choices until `done()` holds (fails if the game ends first)."""
    for _ in range(5000):
        if done():
            return
        assert play_step(controller, seed), "the game ended before the wanted moment"
    raise AssertionError("never reached the wanted moment")


def screenshot_dir(tmp_path: Path) -> Path:
    """Where screenshot tests save their PNGs: a temporary folder, or the folder named by
    WW_SCREENSHOTS_DIR (`WW_SCREENSHOTS_DIR=docs/screenshots uv run pytest
    tests/app/test_screenshots.py` refreshes the pictures the README shows)."""
    import os

    chosen = os.environ.get("WW_SCREENSHOTS_DIR")
    folder = Path(chosen).resolve() if chosen else tmp_path / "screenshots"
    folder.mkdir(parents=True, exist_ok=True)
    return folder


@pytest.fixture
def host_window(qtbot: Any, controller: GameController, settings: QSettings) -> Iterator[Any]:
    """The host's main window, shown and active (shortcuts need an active window); every
    "are you sure?" question is answered yes."""
    from PySide6.QtWidgets import QApplication

    from ww_desktop.app.main_window import MainWindow

    w = MainWindow(controller, settings)
    w.confirm = lambda _title, _text: True
    w.console.confirm = lambda _title, _text: True
    qtbot.addWidget(w)
    w.resize(1280, 720)
    w.show()
    qtbot.waitExposed(w)
    w.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is w)
    yield w
    w._force_close = True


def qt_orphans(count: int = 20) -> list[bool]:
    """*count* Qt objects left in reference cycles (owned by Python: only the collector frees
    them, like a closed window's). The list returned fills as they are destroyed: for each,
    whether that was in the GUI thread (Qt cannot stop an object's timers in another)."""
    import threading

    from PySide6.QtCore import QObject, Qt

    in_gui_thread: list[bool] = []

    def note_thread(_obj: object = None) -> None:
        in_gui_thread.append(threading.current_thread() is threading.main_thread())

    for _ in range(count):
        orphan = QObject()
        orphan.cycle = orphan  # type: ignore[attr-defined]
        orphan.destroyed.connect(note_thread, Qt.ConnectionType.DirectConnection)
    return in_gui_thread
