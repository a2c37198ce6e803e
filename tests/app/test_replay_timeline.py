"""The Replay view reads the engine's timeline: every saved game opens (every preset, random
and reasoning bots, the compact game the old replay could not open), and each page shows
exactly the night or day its title names, through the real widgets."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.history import HistoryDialog
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.replay import ReplayModel, ReplayView, page_title
from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.reasoning import play_reasoning
from ww_desktop.engine.setup import deal
from ww_desktop.engine.timeline import DAY, DEAL, END, NIGHT, page_key
from ww_desktop.headless import new_bot_game, play_on
from ww_desktop.session import Session
from ww_desktop.store import Store
from ww_desktop.texts import i18n

_MARKERS = {"night_falls", "morning", "day_breaks"}


def _save_reasoning_game(store: Store, preset: str, players: int, seed: int) -> str:
    setup = deal(preset, [f"Player {i}" for i in range(1, players + 1)], seed=seed)
    played, _ = play_reasoning(setup, seed)
    session = Session.new(store, setup)
    for choice in played.choices:
        session.apply(choice)
    session.finish()
    return session.game_id


def walk_pages(qtbot: QtBot, view: ReplayView) -> list[str]:
    """Click "Next day" from the first page to the last; check every page on the way."""
    model = view.model
    view.slider.setValue(0)
    seen: list[str] = []
    for index, page in enumerate(model.pages):
        assert view.slider.value() == index
        assert view.title.text() == page_title(page)
        text = view.text.toPlainText()
        if page.kind != DEAL:
            for m in page.messages:
                assert page_key(m) == (page.kind, page.number)
        for m in page.messages:
            line = "" if m.id in _MARKERS else i18n.message_text(m, model.names, model.wording)
            if line:
                assert line in text, (page_title(page), line)
        if page.kind in (NIGHT, DAY):
            assert f"At the end of {page_title(page)}" in text
            for other in model.pages:
                if other is page or other.kind not in (NIGHT, DAY):
                    continue
                assert page_title(other) not in text.replace(page_title(page), "")
        seen.append(view.title.text())
        with qtbot.waitSignal(view.moment_changed, timeout=1000, raising=False):
            view.next_button.click()
    return seen


@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_every_preset_opens_in_replay_page_by_page(
    qtbot: QtBot, tmp_path: Path, preset: str
) -> None:
    store = Store.open(tmp_path / "games.sqlite3")
    low, high = PRESETS[preset].players
    ids = []
    for seed, players in enumerate((low, (low + high) // 2)):
        session = new_bot_game(store, preset, players, seed)
        play_on(session)
        ids.append(session.game_id)
    ids.append(_save_reasoning_game(store, preset, min(high, low + 4), 7))
    for game_id in ids:
        stored = store.load(game_id)
        view = ReplayView(ReplayModel.from_stored(stored.setup, stored.records, stored.ui_state))
        qtbot.addWidget(view)
        titles = walk_pages(qtbot, view)
        assert titles[0] == "The deal" and titles[-1] == i18n.phase_name("ended")
        assert view.model.pages[-1].kind == END
        final = view.text.toPlainText()
        assert all(name in final for name, _ in stored.setup["seats"])
    store.close()


def test_the_compact_game_that_raised_a_lot_error_opens_from_history(
    qtbot: QtBot, tmp_path: Path
) -> None:
    store = Store.open(tmp_path / "games.sqlite3")
    session = new_bot_game(store, "compact", 7, 16)
    play_on(session)
    controller = GameController(store)
    window = MainWindow(controller, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    errors: list[str] = []
    window.show_error = errors.append  # type: ignore[method-assign]
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.replay_requested.connect(lambda game_id: window.show_replay(game_id, dialog))
    dialog.select(session.game_id)
    with qtbot.waitSignal(dialog.replay_requested):
        dialog.replay_button.click()
    assert not errors
    views = dialog.findChildren(ReplayView)
    assert len(views) == 1
    view = views[0]
    assert view.title.text() == "Night 0"
    walk_pages(qtbot, view)
    view.close()
    store.close()


def test_night_two_shows_night_two(qtbot: QtBot, tmp_path: Path) -> None:
    """The old view's "Night 2" page stopped at day 1; now it holds night 2's own results."""
    store = Store.open(tmp_path / "games.sqlite3")
    session = new_bot_game(store, "standard", 9, 3)
    play_on(session)
    stored = store.load(session.game_id)
    view = ReplayView(ReplayModel.from_stored(stored.setup, stored.records))
    qtbot.addWidget(view)
    while view.title.text() != "Night 2":
        view.next_button.click()
    night = view.page
    assert night.kind == NIGHT and night.number == 2
    text = view.text.toPlainText()
    private = [m for m in night.private if m.audience.value == "host"]
    assert private, "night 2 had host notes (the pack's choice at least)"
    for m in private:
        assert i18n.message_text(m, view.model.names, view.model.wording) in text
    assert "voted for" not in text
    store.close()
