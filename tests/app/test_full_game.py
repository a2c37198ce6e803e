"""Whole games through the real widgets, one per preset: lobby, dealing, console, reveal."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_CONSOLE, PAGE_DEALING, PAGE_REVEAL, MainWindow
from ww_desktop.app.moderator.console import PAGE_END, PAGE_LAST_WORDS
from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, NOTES, PACK, SINGLE
from ww_desktop.engine.presets import PRESETS
from ww_desktop.texts.i18n import role_name

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")
LEFT = Qt.MouseButton.LeftButton


def click(qtbot: QtBot, button: object) -> None:
    qtbot.mouseClick(button, LEFT)  # type: ignore[arg-type]


def play_console(qtbot: QtBot, window: MainWindow) -> None:
    """Answer every step with the widgets until the reveal is on screen."""
    console = window.console
    for _ in range(600):
        if window.stack.currentIndex() == PAGE_REVEAL:
            return
        assert window.stack.currentIndex() == PAGE_CONSOLE
        assert not window.banner_row.isVisible(), window.banner.text()
        step = console.step
        if console.pages.currentIndex() == PAGE_END:
            click(qtbot, console.end_preview.confirm_button)
        elif console.pages.currentIndex() == PAGE_LAST_WORDS:
            click(qtbot, console.continue_button)  # the table heard the last words
        elif step.kind in (SINGLE, PACK):
            lead = step.lead
            assert lead is not None
            for target in lead.targets[: lead.count]:
                click(qtbot, console.target_buttons[target])
            if len(lead.targets) < lead.count:
                click(qtbot, console.nobody_button)
            click(qtbot, console.confirm_button)
        elif step.kind == NOTES:
            click(qtbot, console.notes_button)
        elif step.kind == DISCUSSION:
            click(qtbot, console.end_discussion_button)
        elif step.kind == BALLOT:
            grid = console.vote_grid
            first = grid.candidates[0]
            for req in step.requests:
                assert req.seat is not None
                wanted = first if first in req.targets else req.targets[0]
                click(qtbot, grid.buttons[(req.seat, wanted)])
            click(qtbot, console.record_button)
        else:
            pytest.fail(f"nothing to do at {console.header_label.text()}")
    pytest.fail("the game did not end")


@pytest.mark.parametrize("preset", list(PRESETS))
def test_full_game(
    qtbot: QtBot, controller: GameController, settings: QSettings, preset: str
) -> None:
    window = MainWindow(controller, settings)
    window.confirm = lambda _title, _text: True
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)

    lobby = window.lobby
    lobby.clear_players()
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData(preset))
    players = max(8, PRESETS[preset].players[0])
    for name in NAMES[:players]:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    assert lobby.names() == list(NAMES[:players])
    assert lobby.start_button.isEnabled(), lobby.problems()
    click(qtbot, lobby.start_button)

    assert window.stack.currentIndex() == PAGE_DEALING
    dealing = window.dealing
    for _ in range(players):
        assert dealing.state == "pass"
        click(qtbot, dealing.show_button)
        assert dealing.state == "card"
        click(qtbot, dealing.hide_button)
    assert dealing.state == "done"
    click(qtbot, dealing.begin_button)

    with qtbot.waitSignal(controller.finished, timeout=20000):
        play_console(qtbot, window)
    assert window.stack.currentIndex() == PAGE_REVEAL
    game = controller.game
    assert game is not None and game.ended and controller.confirmed
    for seat in game.state.seats:
        text = window.reveal.seat_labels[seat.index].text()
        assert seat.name in text
        assert role_name(seat.role) in text
    window._force_close = True
