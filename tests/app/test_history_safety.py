"""The History's export and import follow the same safety rules as the command line, and a
game saved with junk screen state still resumes."""

from __future__ import annotations

import json
import sqlite3
from pathlib import Path

from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.history import HistoryDialog
from ww_desktop.headless import new_bot_game, next_bot_choice, play_on
from ww_desktop.store import Store


def _dialog(qtbot: QtBot, store: Store) -> tuple[HistoryDialog, str]:
    session = new_bot_game(store, "basic", 6, 3)
    play_on(session)
    session.finish()
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.select(session.game_id)
    return dialog, session.game_id


def test_export_never_writes_over_the_saved_games(qtbot: QtBot, store: Store) -> None:
    dialog, game_id = _dialog(qtbot, store)
    for target in (store.path, Path(f"{store.path}-wal"), store.path.parent):
        assert not dialog.export_to(target, "json")
        assert "export failed" in dialog.status.text().lower()
    assert [g.id for g in store.list_games()] == [game_id]
    with sqlite3.connect(store.path) as conn:  # still the database it was
        assert conn.execute("PRAGMA quick_check").fetchone() == ("ok",)
    assert dialog.export_to(store.path.parent.parent / "game.json", "json")


def test_import_of_a_device_or_a_copy(qtbot: QtBot, store: Store, tmp_path: Path) -> None:
    dialog, game_id = _dialog(qtbot, store)
    assert dialog.import_from(Path("/dev/zero")) is None
    assert "not an ordinary file" in dialog.status.text()
    file = tmp_path / "game.json"
    assert dialog.export_to(file, "json")
    assert dialog.import_from(file) == game_id
    assert "already in the history" in dialog.status.text()
    assert len(store.list_games()) == 1


def test_junk_screen_state_still_resumes(qapp: object, store: Store) -> None:
    session = new_bot_game(store, "basic", 6, 4)
    for _ in range(6):  # a game under way
        choice = next_bot_choice(session)
        assert choice is not None
        session.apply(choice)
    assert not session.game.ended
    junk = {
        "claims": {"0": "seer", "x": {}, "2": {"role": 5, "reports": [{"target": "Ann"}]}},
        "confirmed": "yes",
        "timer_left": "ten",
        "timer_day": [],
        "wording": {"a": 1},
        "extras": {"passplay": {"round": "night", "left": [], "seen": {"0": "x"}}},
    }
    store.set_ui_state(session.game_id, junk)
    controller = GameController(store)
    errors: list[str] = []
    controller.error.connect(errors.append)
    assert controller.resume(session.game_id), errors
    assert not controller.confirmed and controller.claims == {2: {"role": None, "reports": []}}
    assert controller.wording() in ("gentle", "neutral", "classic")
    json.dumps(controller.extras)
    controller.deleteLater()
