"""The moderator console: keys, the pack's step, notes, the ballot grid, run-off and undo."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_CONSOLE, MainWindow
from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, NOTES, PACK, SINGLE
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")


@pytest.fixture
def window(host_window: MainWindow) -> MainWindow:
    """The host's window (tests/app/conftest.py)."""
    return host_window


def start(window: MainWindow, preset: str, roles: list[str]) -> None:
    """Start a game with these roles in seat order (physical cards: no dealing)."""
    setup = Setup(preset, tuple(zip(NAMES, roles, strict=True)), {}, seed=7).checked()
    window.start_game(setup, False)
    assert window.stack.currentIndex() == PAGE_CONSOLE


def key(
    qtbot: QtBot,
    window: MainWindow,
    k: Qt.Key,
    mod: Qt.KeyboardModifier = Qt.KeyboardModifier.NoModifier,
) -> None:
    qtbot.keyClick(window.console, k, mod)


BASIC = ["seer", "werewolf", "werewolf", "doctor", "villager", "villager", "villager", "villager"]


def test_pack_step_applies_one_choice_and_keys_pick(qtbot: QtBot, window: MainWindow) -> None:
    start(window, "basic", BASIC)
    console = window.console
    game = window.controller.game
    assert game is not None
    assert console.step.kind == PACK
    assert len(console.step.requests) == 2
    assert "werewolves" in console.header_label.text()
    assert console.target_buttons[4].text().startswith("[5]")
    assert all(b.minimumHeight() >= 64 for b in console.target_buttons.values())
    key(qtbot, window, Qt.Key.Key_5)
    assert console.target_buttons[4].isChecked()
    key(qtbot, window, Qt.Key.Key_Return)
    assert game.choices[-2:] == [Choice(1, Verb.ATTACK, 4), Choice(2, Verb.ATTACK, None)]
    # The doctor: N picks nobody, Enter confirms.
    assert console.step.kind == SINGLE and console.step.lead is not None
    assert console.step.lead.verb is Verb.GUARD
    key(qtbot, window, Qt.Key.Key_N)
    assert console.nobody_button.isChecked()
    key(qtbot, window, Qt.Key.Key_Enter)
    assert game.choices[-1] == Choice(3, Verb.GUARD, None)
    # The seer (with a moderator, everyone's private notes are then answered at once).
    key(qtbot, window, Qt.Key.Key_2)
    key(qtbot, window, Qt.Key.Key_Return)
    assert [c for c in game.choices if c.verb is not Verb.NOTE][-1] == Choice(0, Verb.INSPECT, 1)


def test_notes_skipped_in_one_action_and_undone_together(qtbot: QtBot, window: MainWindow) -> None:
    """With a moderator the notes step never shows: the notes go with the last power's
    answer, as one host action, and Ctrl+Z takes them back together."""
    start(window, "basic", BASIC)
    console = window.console
    game = window.controller.game
    assert game is not None
    for k in (Qt.Key.Key_5, Qt.Key.Key_Return, Qt.Key.Key_N, Qt.Key.Key_Return):
        key(qtbot, window, k)
    before = len(game.choices)
    key(qtbot, window, Qt.Key.Key_2)
    key(qtbot, window, Qt.Key.Key_Return)
    notes = [c for c in game.choices[before + 1 :] if c.verb is Verb.NOTE]
    assert len(notes) >= 2 and all(c.target is None for c in notes)
    assert len(game.choices) == before + 1 + len(notes)
    assert game.state.phase.value == "day"
    assert console.step.kind != NOTES
    # The morning was on the TV: Ctrl+Z asks first; "no" keeps everything.
    asked: list[str] = []

    def refuse(_title: str, text: str) -> bool:
        asked.append(text)
        return False

    console.confirm = refuse
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert asked and len(game.choices) == before + 1 + len(notes)
    console.confirm = lambda _t, _x: True
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert len(game.choices) == before  # the Seer's look and the notes, together
    assert console.step.kind == SINGLE and console.step.lead is not None
    assert console.step.lead.verb is Verb.INSPECT
    key(
        qtbot,
        window,
        Qt.Key.Key_Z,
        Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier,
    )
    assert len(game.choices) == before + 1 + len(notes)


def test_undo_of_private_action_does_not_ask(qtbot: QtBot, window: MainWindow) -> None:
    start(window, "basic", BASIC)
    console = window.console
    game = window.controller.game
    assert game is not None
    console.confirm = lambda _t, _x: pytest.fail("a private action needs no confirmation")
    key(qtbot, window, Qt.Key.Key_5)
    key(qtbot, window, Qt.Key.Key_Return)
    assert len(game.choices) == 2
    key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)
    assert game.choices == []
    assert console.step.kind == PACK


def test_vote_grid_tie_then_runoff(qtbot: QtBot, window: MainWindow) -> None:
    roles = ["seer", "werewolf", "werewolf", "knight", "villager", "villager", "medium", "villager"]
    start(window, "standard", roles)
    console = window.console
    game = window.controller.game
    assert game is not None
    for _ in range(20):
        if console.step.kind == DISCUSSION:
            break
        if console.step.kind == NOTES:
            key(qtbot, window, Qt.Key.Key_Return)
        else:
            key(qtbot, window, Qt.Key.Key_N)
            key(qtbot, window, Qt.Key.Key_Return)
    assert console.step.kind == DISCUSSION
    key(qtbot, window, Qt.Key.Key_Space)
    assert window.controller.timer.running
    key(qtbot, window, Qt.Key.Key_Space)
    assert not window.controller.timer.running
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.step.kind == BALLOT
    # Eve (5) and Fay (6) get four votes each: a tie.
    for k in "55566566":
        key(qtbot, window, Qt.Key(ord(k)))
    assert console.vote_grid.totals() == {4: 4, 5: 4}
    key(qtbot, window, Qt.Key.Key_Return)
    assert game.state.tallies[-1]["totals"] == {4: 4, 5: 4}
    assert console.step.kind == BALLOT and console.step.lead is not None
    assert console.step.lead.verb is Verb.RUNOFF
    assert console.vote_grid.candidates == [4, 5]
    assert "run-off" in console.header_label.text()
    # Totals mode: 5 for Eve, 2 for Fay; shared out one ballot per voter.
    console.totals_check.setChecked(True)
    console.vote_grid.total_spins[4].setValue(5)
    console.vote_grid.total_spins[5].setValue(2)
    qtbot.mouseClick(console.record_button, Qt.MouseButton.LeftButton)
    assert game.state.tallies[-1]["verb"] == "runoff"
    assert game.state.tallies[-1]["totals"] == {4: 5, 5: 2}
    assert not game.state.seats[4].here


def test_toggle_pick_follows_the_request() -> None:
    """One target replaces; two targets toggle and the oldest makes room; nobody clears."""
    from ww_desktop.app.moderator.common import toggle_pick

    assert toggle_pick([1], 2, 1, True, (1, 2, 3)) == [2]
    assert toggle_pick([1], 9, 1, True, (1, 2, 3)) == [1]  # not a legal target: unchanged
    assert toggle_pick([1, 2], 3, 2, False, (1, 2, 3)) == [2, 3]
    assert toggle_pick([1, 2], 1, 2, False, (1, 2, 3)) == [2]
    assert toggle_pick([1], None, 1, True, (1, 2)) == [None]
    assert toggle_pick([1], None, 1, False, (1, 2)) == []
    assert toggle_pick([None], 2, 2, True, (1, 2)) == [2]


def test_the_console_follows_the_classic_wording(
    qtbot: QtBot, window: MainWindow, controller: GameController
) -> None:
    """Under the classic wording the console says what the TV says ("dead"), never the
    gentle "went home"."""
    from PySide6.QtWidgets import QAbstractButton, QLabel

    from ww_desktop.engine.setup import deal
    from ww_desktop.texts import i18n

    from .conftest import play_until

    names = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus"]
    assert controller.start(deal("classic", names, seed=3), "classic")
    assert controller.wording() == "classic"
    window._show_game_page()
    game = controller.game
    assert game is not None
    play_until(controller, 3, lambda: any(not s.here for s in game.state.seats))
    qtbot.waitUntil(lambda: window.console.seats_panel.rows != {})
    window.console.refresh()
    gone = next(s for s in game.state.seats if not s.here)
    shown = [
        w.text()
        for w in window.console.findChildren(QLabel) + window.console.findChildren(QAbstractButton)
        if w.isVisibleTo(window)
    ]
    assert not [t for t in shown if "went home" in t], shown
    badge = i18n.went_home_badge(gone.gone_day, gone.gone_phase, "classic")
    assert badge.startswith("dead") and any(badge in t for t in shown), (badge, shown)


def test_seat_rows_follow_the_game_without_being_rebuilt(qtbot: QtBot, window: MainWindow) -> None:
    """The seat panel shows each player's new state (gone home) in their row; the rows are
    updated in place, not rebuilt at every host action (issue 34)."""
    start(window, "basic", BASIC)
    controller = window.controller
    panel = window.console.seats_panel
    rows = dict(panel.rows)
    eve = rows[4]
    assert "<s>" not in eve.findChildren(QLabel)[1].text()  # Eve is here
    # Night 1: the pack takes Eve; everyone else answers nothing.
    assert controller.apply_action([Choice(1, Verb.ATTACK, 4), Choice(2, Verb.ATTACK, None)])
    while (pending := controller.pending()) and pending[0].verb is not Verb.END_DISCUSSION:
        assert controller.apply_action([Choice(pending[0].seat, pending[0].verb, None)])
    texts = [label.text() for label in eve.findChildren(QLabel)]
    assert any("<s>Eve</s>" in text for text in texts), texts  # struck out: gone home
    assert not any("here" in text for text in texts), texts
    assert any("here" in label.text() for label in rows[5].findChildren(QLabel))  # Fay is
    assert panel.rows == rows  # the same rows (and their buttons) throughout


def test_night_steps_reuse_the_target_buttons(qtbot: QtBot, window: MainWindow) -> None:
    """Each night step shows the seats it offers (and only those), none picked, with the
    same buttons as the step before (made once: issue 34); a click picks the seat for the
    step now shown."""
    start(window, "basic", BASIC)
    console = window.console
    game = window.controller.game
    assert game is not None

    def shown() -> list[int]:
        return [s for s, b in console._seat_buttons.items() if b.isVisibleTo(console)]

    pack = dict(console.target_buttons)
    assert sorted(shown()) == sorted(console.step.lead.targets)  # type: ignore[union-attr]
    qtbot.mouseClick(pack[4], Qt.MouseButton.LeftButton)
    assert pack[4].isChecked()
    qtbot.mouseClick(console.confirm_button, Qt.MouseButton.LeftButton)
    assert game.choices[-2:] == [Choice(1, Verb.ATTACK, 4), Choice(2, Verb.ATTACK, None)]
    lead = console.step.lead  # the doctor
    assert lead is not None and lead.verb is Verb.GUARD
    assert sorted(shown()) == sorted(lead.targets)
    assert all(console.target_buttons[s] is pack[s] for s in lead.targets if s in pack)
    assert not any(b.isChecked() for b in console.target_buttons.values())
    assert console.nobody_button.isVisibleTo(console) is lead.can_skip
    qtbot.mouseClick(console.target_buttons[5], Qt.MouseButton.LeftButton)
    qtbot.mouseClick(console.confirm_button, Qt.MouseButton.LeftButton)
    assert game.choices[-1] == Choice(3, Verb.GUARD, 5)
