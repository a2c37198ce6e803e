"""The console's day/night switch (issue 34): the looks of each phase, and nothing lost.

The switch (`app_style.restyle`) takes the app-wide event filters off while Qt re-polishes
the console's widgets, so that they are not called from Python for each of its ~2,000
events (`bench/bench_theme_switch.py` prints the time). These tests check what a host would
see: the console looks the same as one given the theme's style sheet plainly, in high
contrast it stays white on black, and a dialog opened after a switch still gets the theme
(the filter is back).
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtWidgets import QApplication, QDialog, QLabel, QVBoxLayout
from pytestqt.qtbot import QtBot

from ww_desktop.app import app_style
from ww_desktop.app.controller import GameController
from ww_desktop.app.moderator.common import DAY_QSS, NIGHT_QSS
from ww_desktop.app.moderator.console import ModeratorConsole
from ww_desktop.engine.state import Phase

from .conftest import make_setup, play_until


@pytest.fixture
def follower(qapp: QApplication) -> Iterator[app_style.WindowTheme]:
    """The app's theme filter, installed as the app installs it, and removed after."""
    installed = app_style.install(qapp)
    yield installed
    installed.set_high_contrast(False)
    qapp.removeEventFilter(installed)
    installed.setParent(None)
    installed.deleteLater()


def _console(qtbot: QtBot, controller: GameController) -> ModeratorConsole:
    console = ModeratorConsole(controller)
    qtbot.addWidget(console)
    console.resize(1280, 720)
    console.show()
    qtbot.waitExposed(console)
    return console


def test_the_switch_paints_what_setting_the_style_sheet_paints(
    qtbot: QtBot, controller: GameController, follower: app_style.WindowTheme
) -> None:
    """Night and day look exactly as on a console given the theme's style sheet plainly."""
    console = _console(qtbot, controller)
    plain = _console(qtbot, controller)

    def plain_theme(theme: str) -> None:  # the switch as it was: Qt's own, filters on
        plain.setStyleSheet(DAY_QSS if theme == "day" else NIGHT_QSS)

    plain._apply_theme = plain_theme  # type: ignore[method-assign]
    assert controller.start(make_setup("classic", 9, seed=3))
    game = controller.game
    assert game is not None
    for phase in (Phase.NIGHT, Phase.DAY, Phase.NIGHT):
        play_until(controller, 3, lambda phase=phase: game.state.phase is phase)
        QApplication.processEvents()
        assert console.styleSheet() == plain.styleSheet()
        assert console.grab().toImage() == plain.grab().toImage()


def test_a_dialog_opened_after_a_switch_still_gets_the_theme(
    qtbot: QtBot, controller: GameController, follower: app_style.WindowTheme
) -> None:
    console = _console(qtbot, controller)
    assert controller.start(make_setup("classic", 9, seed=3))
    game = controller.game
    assert game is not None
    play_until(controller, 3, lambda: game.state.phase is Phase.DAY)
    assert console.styleSheet() == DAY_QSS
    dialog = QDialog()  # no styled parent: the app-wide filter styles it when shown
    qtbot.addWidget(dialog)
    QVBoxLayout(dialog).addWidget(QLabel("Sure?"))
    themed = follower.themed
    dialog.show()
    qtbot.waitUntil(lambda: follower.themed == themed + 1)
    assert dialog.styleSheet() == app_style.WINDOW_QSS


def test_in_high_contrast_the_switch_keeps_white_on_black_and_gives_the_day_back(
    qtbot: QtBot, controller: GameController, follower: app_style.WindowTheme
) -> None:
    console = _console(qtbot, controller)
    follower.set_high_contrast(True)
    assert controller.start(make_setup("classic", 9, seed=3))
    assert console.styleSheet() == app_style.CONTRAST_QSS
    game = controller.game
    assert game is not None
    play_until(controller, 3, lambda: game.state.phase is Phase.DAY)
    assert console.styleSheet() == app_style.CONTRAST_QSS
    follower.set_high_contrast(False)
    assert console.styleSheet() == DAY_QSS


def test_the_privacy_cover_still_lifts_on_its_key_after_a_switch(
    qtbot: QtBot, controller: GameController, follower: app_style.WindowTheme
) -> None:
    """The privacy cover's app-wide filter, taken off during the switch, is back after it:
    the hold key still lifts the cover, and letting go covers the console again."""
    from PySide6.QtCore import Qt

    from ww_desktop.app.widgets.privacy import PrivacyCover

    console = _console(qtbot, controller)
    cover = PrivacyCover(console)
    cover.set_enabled(True)
    console.activateWindow()
    assert controller.start(make_setup("classic", 9, seed=3))
    game = controller.game
    assert game is not None
    play_until(controller, 3, lambda: game.state.phase is Phase.DAY)
    assert console.styleSheet() == DAY_QSS  # (switched from the night)
    assert cover.is_covering()
    target = console.undo_button  # (a button takes Space: the console never sees it)
    with qtbot.waitSignal(cover.lifted_changed) as blocker:
        qtbot.keyPress(target, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert blocker.args == [True]
    with qtbot.waitSignal(cover.lifted_changed) as blocker:
        qtbot.keyRelease(target, Qt.Key.Key_Space, Qt.KeyboardModifier.ShiftModifier)
    assert blocker.args == [False]
    assert cover.is_covering()
