"""History (search, delete with confirmation, records, export/import) and replay, driven
through the real widgets on a real SQLite store."""

from __future__ import annotations

import json
from pathlib import Path

from PySide6.QtWidgets import QApplication, QMessageBox
from pytestqt.qtbot import QtBot

from ww_desktop.app.history import HistoryDialog
from ww_desktop.app.replay import ReplayModel, ReplayView
from ww_desktop.headless import new_bot_game, play_on
from ww_desktop.store import Store


def _store_with_games(tmp_path: Path) -> tuple[Store, list[str]]:
    store = Store.open(tmp_path / "games.sqlite3")
    ids = []
    for seed in (1, 2, 3):
        session = new_bot_game(store, "standard", 8, seed)
        play_on(session)
        ids.append(session.game_id)
    new_bot_game(store, "basic", 6, 9)  # one unfinished game
    return store, ids


def _answer_box(qtbot: QtBot, button: QMessageBox.StandardButton) -> None:
    def click() -> None:
        box = QApplication.activeModalWidget()
        assert isinstance(box, QMessageBox)
        box.button(button).click()

    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, click)


def test_history_lists_searches_and_keeps_player_records(qtbot: QtBot, tmp_path: Path) -> None:
    store, _ = _store_with_games(tmp_path)
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    assert dialog.games.topLevelItemCount() == 4
    dialog.search.setText("player 3")
    assert dialog.games.topLevelItemCount() == 4  # every table has a Player 3
    dialog.search.setText("nobody-called-this")
    assert dialog.games.topLevelItemCount() == 0
    dialog.search.clear()
    names = {
        dialog.players.topLevelItem(i).text(0) for i in range(dialog.players.topLevelItemCount())
    }
    assert "Player 1" in names
    first = dialog.players.topLevelItem(0)
    assert int(first.text(1)) == 3  # three finished games each


def test_delete_asks_first_and_cancel_keeps_the_game(qtbot: QtBot, tmp_path: Path) -> None:
    store, ids = _store_with_games(tmp_path)
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.select(ids[0])
    _answer_box(qtbot, QMessageBox.StandardButton.Cancel)
    assert dialog.delete_selected() is False
    assert len(store.list_games()) == 4
    _answer_box(qtbot, QMessageBox.StandardButton.Yes)
    assert dialog.delete_selected() is True
    assert ids[0] not in {g.id for g in store.list_games()}
    assert dialog.games.topLevelItemCount() == 3


def test_resume_only_for_unfinished_and_export_import(qtbot: QtBot, tmp_path: Path) -> None:
    store, ids = _store_with_games(tmp_path)
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.select(ids[1])
    assert not dialog.resume_button.isEnabled()
    unfinished = store.unfinished()[0].id
    dialog.select(unfinished)
    assert dialog.resume_button.isEnabled()
    with qtbot.waitSignal(dialog.resume_requested) as blocker:
        dialog.resume_button.click()
    assert blocker.args == [unfinished]

    dialog.select(ids[1])
    out = tmp_path / "game.json"
    assert dialog.export_to(out, "json")
    assert dialog.export_to(tmp_path / "game.md", "md")
    assert "# Werewolf game" in (tmp_path / "game.md").read_text()
    assert dialog.import_from(out) == ids[1]  # already there: recognised, not doubled
    assert "already in the history" in dialog.status.text()
    assert len(store.list_games()) == 4
    tampered = json.loads(out.read_text())
    tampered["records"] = tampered["records"][:-3]
    (tmp_path / "bad.json").write_text(json.dumps(tampered))
    assert dialog.import_from(tmp_path / "bad.json") is None
    assert "Not imported" in dialog.status.text()
    assert len(store.list_games()) == 4


def test_replay_steps_day_by_day_and_ends_with_the_reveal(qtbot: QtBot, tmp_path: Path) -> None:
    store, ids = _store_with_games(tmp_path)
    stored = store.load(ids[0])
    model = ReplayModel.from_stored(stored.setup, stored.records)
    view = ReplayView(model)
    qtbot.addWidget(view)
    assert view.title.text() == "Night 1"
    view.next_day()
    assert view.title.text() == "Day 2"  # standard: the first night is day 1's (seed 000)
    view.next_day()
    assert view.title.text() == "Night 2"
    text = view.text.toPlainText()
    assert "At the end of Night 2" in text and "voted for" not in text  # night 2 only
    view.previous_day()
    assert view.title.text() == "Day 2"
    assert "voted for" in view.text.toPlainText()  # who voted for whom (console only)
    view.end_button.click()
    final = view.text.toPlainText()
    for seat in stored.setup["seats"]:
        assert seat[0] in final
    assert " win" in final.lower()


def test_the_app_offers_the_unfinished_game_and_opens_history(qtbot: QtBot, tmp_path: Path) -> None:
    """At launch the unfinished game is offered (with where it stopped: "night 1"); the
    Game menu opens the history, and a replay opens from it."""
    from PySide6.QtCore import QSettings

    from ww_desktop.app.controller import GameController
    from ww_desktop.app.main_window import MainWindow

    store, ids = _store_with_games(tmp_path)
    unfinished = store.unfinished()[0].id
    controller = GameController(store)
    window = MainWindow(controller, QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat))
    qtbot.addWidget(window)
    asked: list[str] = []

    def continue_it() -> None:
        from ww_desktop.app.resume import ResumeDialog

        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, continue_it)
            return
        assert isinstance(dialog, ResumeDialog)
        row = dialog.games.topLevelItem(0)
        asked.append(" ".join(row.text(c) for c in range(5)) if row is not None else "")
        dialog.continue_button.click()

    from PySide6.QtCore import QTimer

    QTimer.singleShot(0, continue_it)
    assert window.offer_resume()
    assert asked and "night 1" in asked[0] and "Player 1" in asked[0]
    game = controller.game
    assert game is not None and controller.session is not None
    assert controller.session.game_id == unfinished
    dialog = window.show_history()
    assert dialog.games.topLevelItemCount() == 4
    replay = window.show_replay(ids[0])
    assert replay is not None and replay.title.text() == "Night 1"
    replay.close()
    dialog.close()
    window._force_close = True
    window.close()
    controller.close_game()
