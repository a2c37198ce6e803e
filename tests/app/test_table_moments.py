"""The table's moments are in the log: the last words after a vote, the claims on the
nameplates and the host's confirmation of the end are host records, so Ctrl+Z, Ctrl+Shift+Z
and a resume (the app killed and opened again on the same SQLite file) cover them like any
choice. Real widgets (the host's window, the TV window), a real store file."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import PAGE_REVEAL, MainWindow
from ww_desktop.app.moderator.console import PAGE_BALLOT, PAGE_END, PAGE_LAST_WORDS
from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, PACK
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.bots import bot_rng, random_choice
from ww_desktop.engine.host import HostRecord, Moment
from ww_desktop.session import Session
from ww_desktop.store import Store

from .conftest import play_to_end
from .narrated_table import (
    Voice,
    basic_eight,
    classic_to_the_ballot,
    key,
    to_discussion,
    tv_caught_up,
    vote_home,
)

CTRL = Qt.KeyboardModifier.ControlModifier
CTRL_SHIFT = Qt.KeyboardModifier.ControlModifier | Qt.KeyboardModifier.ShiftModifier

Reopen = Callable[[], MainWindow]


def moments(window: MainWindow) -> list[str]:
    game = window.controller.game
    assert game is not None
    return [r.moment.value for r in game.records if isinstance(r, HostRecord)]


def vote_eve_home(qtbot: QtBot, window: MainWindow) -> dict[int, int | None]:
    """To the vote; everyone votes for Eve but Eve (for Ann) and Bob (no vote); Enter."""
    console = window.console
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.step.kind == BALLOT
    grid = console.vote_grid
    wanted: dict[int, int | None] = {}
    for _ in console.step.requests:
        voter = grid.requests[grid.current].seat
        assert voter is not None
        if voter == 4:
            wanted[voter] = 0
            key(qtbot, window, Qt.Key.Key_1)
        elif voter == 1:
            wanted[voter] = None
            key(qtbot, window, Qt.Key.Key_N)
        else:
            wanted[voter] = 4
            key(qtbot, window, Qt.Key.Key_5)
    assert grid.ballots() == wanted
    key(qtbot, window, Qt.Key.Key_Return)
    return wanted


@pytest.fixture
def tv(qtbot: QtBot, host_window: MainWindow) -> PublicWindow:
    screen = PublicWindow(host_window.controller)
    qtbot.addWidget(screen)
    screen.times_up_sound.enabled = False
    return screen  # not shown: the host's window stays active for its shortcuts


@pytest.fixture
def reopen(qtbot: QtBot, tmp_path: Path, host_window: MainWindow) -> Iterator[Reopen]:
    """Open the app again on the same SQLite file, as after a kill: the first window is
    never closed (nothing is saved on the way out), a new store, controller and window
    resume the game it was playing."""
    opened: list[tuple[Store, GameController, MainWindow]] = []
    game_id = None

    def open_again() -> MainWindow:
        nonlocal game_id
        game_id = game_id or host_window.controller.game_id
        assert game_id is not None
        for _store, _controller, old in [(None, None, host_window), *opened]:
            old.hide()
        store = Store.open(tmp_path / "data" / "games.sqlite3")
        controller = GameController(store)
        settings = QSettings(str(tmp_path / f"again{len(opened)}.ini"), QSettings.Format.IniFormat)
        window = MainWindow(controller, settings)
        window.confirm = lambda _title, _text: True
        window.console.confirm = lambda _title, _text: True
        qtbot.addWidget(window)
        opened.append((store, controller, window))
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        window.activateWindow()
        qtbot.waitUntil(lambda: QApplication.activeWindow() is window)
        assert window.resume(game_id)
        return window

    yield open_again
    for store, controller, window in opened:
        window._force_close = True
        controller.timer.reset(0)
        window.close()
        store.close()


def test_the_last_words_and_the_nightfall_are_host_records(
    qtbot: QtBot, host_window: MainWindow, tv: PublicWindow
) -> None:
    window = host_window
    to_discussion(qtbot, window)
    vote_eve_home(qtbot, window)
    console = window.console
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    assert "Eve" in console.verdict_label.text()
    tv_caught_up(qtbot, tv)
    assert tv.step_label.text() == "Last words"
    assert moments(window) == ["last_words"]
    key(qtbot, window, Qt.Key.Key_Return)  # on to the night
    assert console.step.kind == PACK
    tv_caught_up(qtbot, tv)
    assert tv.current_page() == "night"
    assert moments(window) == ["last_words", "nightfall"]


def test_ctrl_z_during_the_last_words_takes_the_ballot_back(
    qtbot: QtBot, host_window: MainWindow, tv: PublicWindow
) -> None:
    window = host_window
    to_discussion(qtbot, window)
    ballots = vote_eve_home(qtbot, window)
    console = window.console
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    # Back at the vote, the ballots as they were entered, Eve at the table again.
    assert console.step.kind == BALLOT
    assert console.pages.currentIndex() == PAGE_BALLOT
    assert console.vote_grid.ballots() == ballots
    assert console.record_button.isEnabled()
    game = window.controller.game
    assert game is not None and game.state.seats[4].here
    assert not window.controller.last_words
    tv_caught_up(qtbot, tv)
    assert tv.step_label.text() != "Last words"
    assert moments(window) == []
    # Redo: the ballot and its last words again.
    key(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    assert "Eve" in console.verdict_label.text()
    tv_caught_up(qtbot, tv)
    assert tv.step_label.text() == "Last words"
    assert not game.state.seats[4].here
    # Enter: the night; Ctrl+Z there brings the last words back, not the vote.
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.step.kind == PACK
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    tv_caught_up(qtbot, tv)
    assert tv.step_label.text() == "Last words"
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.step.kind == PACK
    tv_caught_up(qtbot, tv)
    assert tv.current_page() == "night"


def test_a_resume_during_the_last_words_comes_back_to_them(
    qtbot: QtBot, host_window: MainWindow, reopen: Reopen
) -> None:
    to_discussion(qtbot, host_window)
    vote_eve_home(qtbot, host_window)
    assert host_window.console.pages.currentIndex() == PAGE_LAST_WORDS
    window = reopen()  # killed during the last words, opened again
    console = window.console
    assert window.controller.last_words
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    assert "Eve" in console.verdict_label.text()
    tv = PublicWindow(window.controller)
    qtbot.addWidget(tv)
    tv_caught_up(qtbot, tv)
    assert tv.current_page() == "table"
    assert tv.step_label.text() == "Last words"
    # Ctrl+Z after the resume still takes the ballot back, as it was.
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert console.step.kind == BALLOT
    key(qtbot, window, Qt.Key.Key_Return)  # recorded again
    assert console.pages.currentIndex() == PAGE_LAST_WORDS
    key(qtbot, window, Qt.Key.Key_Return)  # on to the night, then killed again
    assert console.step.kind == PACK
    again = reopen()
    assert not again.controller.last_words
    assert again.console.step.kind == PACK


def test_a_narrated_resume_during_the_last_words_waits_for_the_host(
    qtbot: QtBot, host_window: MainWindow, reopen: Reopen
) -> None:
    """With the voice on, the night does not fall on its own after a resume during the
    last words; it falls when the host moves on."""
    to_discussion(qtbot, host_window)
    vote_eve_home(qtbot, host_window)
    window = reopen()
    voice = Voice(window.controller, window)
    for _ in range(200):  # a long while: the table speaks
        voice.clock.advance()
    assert not any(line.startswith("Night falls") for line in voice.said)
    assert window.console.pages.currentIndex() == PAGE_LAST_WORDS
    key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: any(line.startswith("Night falls") for line in voice.said))


def test_claims_are_undone_redone_and_resumed(
    qtbot: QtBot, host_window: MainWindow, reopen: Reopen, store: Store
) -> None:
    window = host_window
    to_discussion(qtbot, window)
    controller = window.controller
    controller.set_claim(0, "seer")
    controller.add_report(0, 1, True)
    assert controller.claims == {0: {"role": "seer", "reports": [{"target": 1, "werewolf": True}]}}
    assert window.console.undo_button.isEnabled()
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # the report goes, the claim stays
    assert controller.claims == {0: {"role": "seer", "reports": []}}
    assert window.console.step.kind == DISCUSSION  # the night's choices are untouched
    key(qtbot, window, Qt.Key.Key_Z, CTRL_SHIFT)
    assert controller.claims[0]["reports"] == [{"target": 1, "werewolf": True}]
    assert moments(window) == ["claim", "report"]
    game_id = controller.game_id
    assert game_id is not None
    assert "claims" not in store.load(game_id).ui_state  # the screen state keeps no claims
    again = reopen()
    assert again.controller.claims == controller.claims
    again.controller.clear_claims(0)
    assert again.controller.claims == {}
    key(qtbot, again, Qt.Key.Key_Z, CTRL)
    assert again.controller.claims[0]["role"] == "seer"


def test_the_confirmed_end_survives_a_resume_and_is_never_taken_back(
    qtbot: QtBot, host_window: MainWindow, reopen: Reopen, store: Store
) -> None:
    window = host_window
    setup = basic_eight()
    window.start_game(setup, False)
    controller = window.controller
    play_to_end(controller, seed=11)
    console = window.console
    assert console.pages.currentIndex() == PAGE_END
    assert not controller.confirmed
    key(qtbot, window, Qt.Key.Key_Return)  # the host confirms the end
    assert controller.confirmed
    assert window.stack.currentIndex() == PAGE_REVEAL
    assert moments(window)[-1] == Moment.END_CONFIRMED.value
    game = controller.game
    assert game is not None
    length = len(game.records)
    # The reveal was shown to everyone: the confirmation is final, Ctrl+Z does nothing.
    assert not controller.can_undo
    console.undo()
    assert not controller.undo()
    assert controller.session is not None and controller.session.undo() is None
    assert controller.confirmed and len(game.records) == length
    game_id = controller.game_id
    assert game_id is not None
    saved = store.load(game_id)
    assert saved.status == "finished"
    assert "confirmed" not in saved.ui_state  # in the log, not in the screen state
    again = reopen()
    assert again.controller.confirmed
    assert again.stack.currentIndex() == PAGE_REVEAL
    assert again.controller.revealed() is not None


def _old_save(store: Store, *, to_the_end: bool) -> str:
    """A game saved by a version before host records: claims and the confirmation were
    kept in its screen state, the log has only choices and lots."""
    setup = basic_eight()
    session = Session.new(store, setup)
    game = session.game
    while not game.ended and (to_the_end or game.state.phase.value != "day"):
        pending = game.pending()
        rng = bot_rng(3, len(game.records))
        session.apply(random_choice(game, pending[rng.randrange(len(pending))], rng))
    if to_the_end:
        session.finish()
    claims = {"2": {"role": "seer", "reports": [{"target": 1, "werewolf": True}]}}
    store.set_ui_state(
        session.game_id,
        {"claims": claims, "confirmed": to_the_end, "timer_left": 60, "extras": {}},
    )
    return session.game_id


def test_an_old_save_keeps_its_confirmed_end(
    qtbot: QtBot, host_window: MainWindow, store: Store
) -> None:
    game_id = _old_save(store, to_the_end=True)
    before = store.load(game_id)
    assert host_window.resume(game_id)
    controller = host_window.controller
    assert controller.confirmed and not controller.can_undo
    assert host_window.stack.currentIndex() == PAGE_REVEAL
    assert controller.claims == {2: {"role": "seer", "reports": [{"target": 1, "werewolf": True}]}}
    controller.save_ui_state()
    after = store.load(game_id)
    assert after.records == before.records  # nothing added to an old log
    assert after.ui_state["claims"] == before.ui_state["claims"]
    assert after.ui_state["confirmed"] is True


def test_an_old_save_s_claims_stay_under_new_ones(
    qtbot: QtBot, host_window: MainWindow, store: Store
) -> None:
    game_id = _old_save(store, to_the_end=False)
    before = store.load(game_id)
    assert host_window.resume(game_id)
    controller = host_window.controller
    old = {2: {"role": "seer", "reports": [{"target": 1, "werewolf": True}]}}
    assert controller.claims == old
    assert store.load(game_id).records == before.records
    controller.set_claim(2, "doctor")  # the player changes their story
    assert controller.claims[2]["role"] == "doctor"
    assert controller.claims[2]["reports"] == old[2]["reports"]
    key(qtbot, host_window, Qt.Key.Key_Z, CTRL)
    assert controller.claims == old
    assert store.load(game_id).ui_state["claims"] == before.ui_state["claims"]


def test_the_voice_follows_the_last_words_back_and_forth(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    """With the voice on: Ctrl+Z during the last words calls the vote again; Ctrl+Z after
    the night fell stops the night (its open call is closed) and the voice waits for the
    last words to end again; Enter: night falls again, the pack is called."""
    window = host_window
    voice = classic_to_the_ballot(qtbot, window, controller)
    vote_home(qtbot, window, 4, 0)  # Eve goes home; she votes for Ann
    assert window.console.pages.currentIndex() == PAGE_LAST_WORDS
    mark = len(voice.said)
    voice.run_until(lambda: any("Eve" in line for line in voice.said[mark:]))
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # the ballot is taken back
    assert window.console.step.kind == BALLOT
    key(qtbot, window, Qt.Key.Key_Return)  # and recorded again, as it was
    assert window.console.pages.currentIndex() == PAGE_LAST_WORDS
    key(qtbot, window, Qt.Key.Key_Return)  # night falls
    voice.run_until(lambda: voice.calling("werewolves"))
    key(qtbot, window, Qt.Key.Key_Z, CTRL)  # oops: back to the last words
    assert window.console.pages.currentIndex() == PAGE_LAST_WORDS
    mark = len(voice.said)
    for _ in range(300):  # a long while: nothing but the closing of the open call
        voice.clock.advance()
    assert voice.narrator.call_open() is None
    assert not any("open your eyes" in line for line in voice.said[mark:])
    key(qtbot, window, Qt.Key.Key_Return)  # night falls again
    voice.run_until(lambda: voice.calling("werewolves"))
    assert any(line.startswith("Night falls") for line in voice.said[mark:])


def test_taking_back_a_claim_is_no_correction_for_the_voice(
    qtbot: QtBot, host_window: MainWindow, controller: GameController
) -> None:
    """A claim made and taken back during the vote: the voice says nothing more (no
    correction, the vote is not called again)."""
    window = host_window
    voice = classic_to_the_ballot(qtbot, window, controller)
    for _ in range(100):
        voice.clock.advance()
    mark = len(voice.said)
    controller.set_claim(1, "seer")
    key(qtbot, window, Qt.Key.Key_Z, CTRL)
    assert controller.claims == {}
    assert window.console.step.kind == BALLOT
    for _ in range(100):
        voice.clock.advance()
    assert voice.said[mark:] == []
