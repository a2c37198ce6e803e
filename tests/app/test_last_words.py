"""After the vote: the outcome stays on both screens for last words until the host moves on;
at 0:00 the table screen shows "Time's up!" and sounds the end of the timer."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.moderator.console import PAGE_LAST_WORDS
from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, PACK
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.setup import Setup

from .narrated_table import key, to_discussion, tv_caught_up


@pytest.fixture
def window(host_window: MainWindow) -> MainWindow:
    return host_window


@pytest.fixture
def tv(qtbot: QtBot, window: MainWindow) -> PublicWindow:
    screen = PublicWindow(window.controller)
    qtbot.addWidget(screen)
    screen.times_up_sound.enabled = False  # counted, not heard
    # Not shown: the host's window stays active (its shortcuts need that).
    return screen


def test_the_vote_outcome_waits_for_last_words(
    qtbot: QtBot, window: MainWindow, tv: PublicWindow
) -> None:
    to_discussion(qtbot, window)
    console = window.console
    key(qtbot, window, Qt.Key.Key_Return)  # to the vote
    assert console.step.kind == BALLOT
    for _ in range(len(console.step.requests)):
        key(qtbot, window, Qt.Key.Key_5)  # everyone votes Eve (she votes Ann)
    key(qtbot, window, Qt.Key.Key_Return)
    game = window.controller.game
    assert game is not None and not game.state.seats[4].here
    # The console holds the outcome; the night waits for the host.
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    assert "Eve" in console.verdict_label.text()
    assert console.step.kind != PACK
    # The TV keeps the vote's bars and says so, however long the table talks.
    tv_caught_up(qtbot, tv)
    assert tv.current_page() == "table"
    assert tv.step_label.text() == "Last words"
    tv._card_done()  # the card's time runs out: nothing moves on its own
    assert tv.current_page() == "table"
    assert not tv.table.ring.isVisibleTo(tv)  # no timer left over beside the results
    # Enter: on to the night, on both screens.
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.step.kind == PACK
    tv_caught_up(qtbot, tv)
    assert tv.current_page() == "night"
    assert not window.controller.last_words


def test_correcting_the_vote_ends_the_last_words(
    qtbot: QtBot, window: MainWindow, tv: PublicWindow
) -> None:
    to_discussion(qtbot, window)
    console = window.console
    key(qtbot, window, Qt.Key.Key_Return)
    for _ in range(len(console.step.requests)):
        key(qtbot, window, Qt.Key.Key_5)
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    qtbot.keyClick(window.console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert console.step.kind == BALLOT
    assert not window.controller.last_words


def test_times_up_banner_and_sound(qtbot: QtBot, window: MainWindow, tv: PublicWindow) -> None:
    to_discussion(qtbot, window)
    timer = window.controller.timer
    tv_caught_up(qtbot, tv)
    tv._card_done()  # the morning card is over: the table
    assert tv.current_page() == "table"
    assert not tv.times_up_label.isVisibleTo(tv)
    timer.reset(0)  # the host's clock, run down: 0:00
    timer.reset(1)
    with qtbot.waitSignal(timer.expired, timeout=3000):
        timer.start()
    assert tv.times_up_label.isVisibleTo(tv)
    assert tv.times_up_label.text() == "Time's up!"
    assert tv.times_up_sound.plays == 1
    window.controller.extend_timer()  # "+1 minute": the banner goes
    assert not tv.times_up_label.isVisibleTo(tv)


def test_no_vote_column_stays_in_sight_with_many_candidates(
    qtbot: QtBot, window: MainWindow
) -> None:
    """With 14 players the candidates scroll sideways; "no vote" sits first, whole."""
    names = [f"Player{i}" for i in range(14)]
    roles = ["seer", "werewolf", "werewolf", "doctor"] + ["villager"] * 10
    setup = Setup("basic", tuple(zip(names, roles, strict=True)), {}, seed=7).checked()
    window.start_game(setup, False)
    console = window.console
    for _ in range(20):
        if console.step.kind == DISCUSSION:
            break
        key(qtbot, window, Qt.Key.Key_8 if console.step.kind == PACK else Qt.Key.Key_N)
        key(qtbot, window, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.step.kind == BALLOT
    grid = console.vote_grid
    header = grid.findChild(QLabel, "noVoteHeader")
    assert header is not None
    qtbot.waitUntil(lambda: header.width() > 0)  # laid out
    viewport = grid.grid_scroll.viewport()
    left = header.mapTo(viewport, header.rect().topLeft()).x()
    right = header.mapTo(viewport, header.rect().topRight()).x()
    assert left >= 0 and right <= viewport.width()
    assert header.width() >= header.sizeHint().width()  # "no vote" whole, not "no vo"
    first_voter = grid.requests[0].seat
    none = grid.buttons[(first_voter, None)]
    assert none.mapTo(viewport, none.rect().topRight()).x() <= viewport.width()
