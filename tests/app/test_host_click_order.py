"""A host's click is answered on the host's screen first (issue 34: nothing slow on the GUI
thread): the TV re-renders after the console has repainted, the vote's grid is built while
the table talks, and a finished ballot is not styled again at nightfall."""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QObject, Qt
from PySide6.QtWidgets import QRadioButton
from pytestqt.qtbot import QtBot

from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.moderator.console import PAGE_BALLOT, PAGE_LAST_WORDS
from ww_desktop.app.moderator.steps import BALLOT
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.texts import i18n

from .narrated_table import basic_eight, key, to_discussion


@pytest.fixture
def tv(qtbot: QtBot, host_window: MainWindow) -> PublicWindow:
    screen = PublicWindow(host_window.controller)
    qtbot.addWidget(screen)
    screen.times_up_sound.enabled = False
    return screen


class _Repaints(QObject):
    """Notes, at each repaint of the host's window, whether the TV still had to re-render."""

    def __init__(self, tv: PublicWindow) -> None:
        super().__init__()
        self.tv = tv
        self.tv_pending: list[bool] = []

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.UpdateRequest:
            self.tv_pending.append(self.tv.refresh_pending())
        return False


def test_the_console_repaints_before_the_tv_re_renders(
    qtbot: QtBot, host_window: MainWindow, tv: PublicWindow
) -> None:
    window = host_window
    to_discussion(qtbot, window)
    qtbot.waitUntil(lambda: not tv.refresh_pending())
    repaints = _Repaints(tv)
    window.installEventFilter(repaints)
    try:
        key(qtbot, window, Qt.Key.Key_Return)  # End discussion: the vote
        assert window.console.step.kind == BALLOT
        assert tv.refresh_pending()  # the click's own work is done; the TV's is not
        qtbot.waitUntil(lambda: not tv.refresh_pending(), timeout=5000)
    finally:
        window.removeEventFilter(repaints)
    assert repaints.tv_pending[:1] == [True]  # the host saw the vote before the TV did
    assert tv.step_label.text() == i18n.phase_name("vote")


def test_outside_a_host_click_the_tv_follows_at_once(
    qtbot: QtBot, host_window: MainWindow, tv: PublicWindow
) -> None:
    to_discussion(qtbot, host_window)
    qtbot.waitUntil(lambda: not tv.refresh_pending())
    host_window.controller.set_claim(0, "seer")  # (from the seat panel's menu, say)
    assert not tv.refresh_pending()
    assert tv.table.plates[0].state.claims  # on the TV already


def test_the_vote_grid_is_built_while_the_table_talks(
    qtbot: QtBot, host_window: MainWindow
) -> None:
    window = host_window
    to_discussion(qtbot, window)
    grid = window.console.vote_grid
    qtbot.waitUntil(lambda: grid._ready is not None, timeout=5000)
    prepared = grid._ready
    assert prepared is not None
    key(qtbot, window, Qt.Key.Key_Return)  # End discussion
    assert window.console.pages.currentIndex() == PAGE_BALLOT
    assert grid._shown is prepared  # shown, not built again
    here = [r.seat for r in window.console.step.requests]
    assert sorted(grid.row_labels) == here
    # Each voter starts on "no vote"; nobody can vote for themselves.
    for voter in here:
        assert voter is not None
        assert grid.buttons[(voter, None)].isChecked()
        assert not grid.buttons[(voter, voter)].isEnabled()
    assert grid.ballots() == dict.fromkeys(here)


def test_a_ballot_entered_is_recorded_and_gone_by_nightfall(
    qtbot: QtBot, host_window: MainWindow
) -> None:
    window = host_window
    console = window.console
    to_discussion(qtbot, window)
    key(qtbot, window, Qt.Key.Key_Return)
    for _ in range(len(console.step.requests)):
        key(qtbot, window, Qt.Key.Key_5)  # the votes go to Eve
    entered = console.vote_grid.ballots()
    assert entered is not None and 4 in entered.values()
    key(qtbot, window, Qt.Key.Key_Return)  # Record
    game = window.controller.game
    assert game is not None and not game.state.seats[4].here
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    # Night has fallen on the console: the day's ballot was dropped before the new look
    # was applied (not styled again for nothing).
    ballot = [b for b in console.findChildren(QRadioButton) if b.objectName().startswith("vote_")]
    assert ballot == []
    qtbot.keyClick(console, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # taken back
    assert console.step.kind == BALLOT
    assert console.vote_grid.ballots() == entered  # as it was entered


def _texts(view: object) -> tuple[str, list[str]]:
    labels = view.seat_labels  # type: ignore[attr-defined]
    return view.winner_label.text(), [labels[i].text() for i in sorted(labels)]  # type: ignore[attr-defined]


def test_the_reveal_is_built_while_the_end_waits_for_the_host(
    qtbot: QtBot, host_window: MainWindow
) -> None:
    """The reveal (the seats' roles, the story's controls) is built while the end preview
    waits for the host, after the window's repaint: the confirmation only shows it. A
    correction after the preview gets a reveal of the game as it ends then."""
    from ww_desktop.app.end_view import RevealView
    from ww_desktop.app.main_window import PAGE_REVEAL
    from ww_desktop.app.moderator.console import PAGE_END
    from ww_desktop.app.story_player import StoryControls

    from .conftest import play_to_end

    window = host_window
    setup = basic_eight()
    window.start_game(setup, False)
    controller = window.controller
    play_to_end(controller, seed=11)
    assert window.console.pages.currentIndex() == PAGE_END
    qtbot.waitUntil(lambda: bool(window.reveal.seat_labels), timeout=10_000)
    game = controller.game
    assert game is not None
    # A correction, then another ending: the reveal follows.
    assert controller.undo()
    play_to_end(controller, seed=12)
    qtbot.waitUntil(lambda: window._reveal_ahead == window._reveal_key(), timeout=10_000)
    qtbot.waitUntil(lambda: len(window.reveal.findChildren(StoryControls)) == 1)  # (the old one)
    built = window.reveal.findChildren(StoryControls)
    rows = dict(window.reveal.seat_labels)
    key(qtbot, window, Qt.Key.Key_Return)  # the host confirms the end
    assert controller.confirmed
    assert window.stack.currentIndex() == PAGE_REVEAL
    assert window.reveal.findChildren(StoryControls) == built  # shown, not built again
    assert window.reveal.seat_labels == rows
    fresh = RevealView()
    qtbot.addWidget(fresh)
    fresh.show_game(game, controller.wording())
    assert _texts(window.reveal) == _texts(fresh)  # the game as it ended
