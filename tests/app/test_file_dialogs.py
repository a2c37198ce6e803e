"""History's Export…, Export summary… and Import… through the real file dialogs, with the
app's application-wide filters installed (the control names for screen readers and the
window theme), as `ww-desktop` runs: the host types a file name, accepts, and the file is
written or the game imported. (With the control-naming filter these dialogs crashed the app:
it read the parent and layout of widgets Qt makes inside its own dialog.)

Each dialog is met as a host meets it: found when it is shown, its file name field typed
into, Enter pressed. History is opened from the Game menu of the main window.
"""

from __future__ import annotations

import json
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QObject, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QFileDialog, QLineEdit, QPushButton
from pytestqt.qtbot import QtBot

from ww_desktop.app import accessible, app_style
from ww_desktop.app.controller import GameController
from ww_desktop.app.history import HistoryDialog
from ww_desktop.app.main_window import MainWindow
from ww_desktop.headless import new_bot_game, play_on
from ww_desktop.store import Store


@pytest.fixture
def app_filters(qapp: QApplication) -> Iterator[list[QObject]]:
    """The app's own application event filters (as `main` installs them), removed after."""
    filters: list[QObject] = [app_style.install(qapp), accessible.install(qapp)]
    yield filters
    for event_filter in filters:
        qapp.removeEventFilter(event_filter)
        event_filter.setParent(None)
        event_filter.deleteLater()


def _answer_file_dialog(qtbot: QtBot, name: str, seen: list[str]) -> None:
    """When a file dialog shows up, type `name` into its name field and press Enter."""

    def answer() -> None:
        dialog = QApplication.activeModalWidget()
        if not isinstance(dialog, QFileDialog) or not dialog.isVisible():
            QTimer.singleShot(20, answer)
            return
        seen.append(dialog.windowTitle())
        field = dialog.findChild(QLineEdit, "fileNameEdit")
        assert field is not None
        dialog.activateWindow()  # the host's typing goes to the dialog's name field
        field.setFocus()
        qtbot.waitUntil(field.hasFocus, timeout=20000)
        field.clear()
        qtbot.keyClicks(field, name)
        completer = field.completer()
        popup = completer.popup() if completer is not None else None
        if popup is not None and popup.isVisible():  # the folder's names offered: not taken
            qtbot.keyClick(popup, Qt.Key.Key_Escape)
        qtbot.keyClick(field, Qt.Key.Key_Return)

    QTimer.singleShot(0, answer)


def _through_dialog(
    qtbot: QtBot, button: QPushButton, name: str, done: Callable[[], bool]
) -> list[str]:
    seen: list[str] = []
    _answer_file_dialog(qtbot, name, seen)
    qtbot.mouseClick(button, Qt.MouseButton.LeftButton)  # returns once the dialog is closed
    qtbot.waitUntil(done, timeout=20000)
    return seen


def test_history_export_summary_and_import_through_the_real_dialogs(
    qtbot: QtBot,
    controller: GameController,
    settings: QSettings,
    store: Store,
    tmp_path: Path,
    app_filters: list[QObject],
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = tmp_path / "out"
    folder.mkdir()
    monkeypatch.chdir(folder)  # where the dialogs open
    session = new_bot_game(store, "standard", 8, 4)
    play_on(session)
    window = MainWindow(controller, settings)
    window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    history = window.show_history()
    assert isinstance(history, HistoryDialog)
    qtbot.waitExposed(history)
    history.select(session.game_id)

    game_file = folder / "game.json"
    seen = _through_dialog(qtbot, history.export_button, "game.json", game_file.exists)
    assert seen == ["Export game"]
    assert json.loads(game_file.read_text())["records"]
    assert str(game_file) in history.status.text()

    summary = folder / "game.md"
    seen = _through_dialog(qtbot, history.summary_button, "game.md", summary.exists)
    assert seen == ["Export summary"]
    assert summary.read_text().startswith("# ")

    # Import into another store: the game is added and selected.
    other = Store.open(tmp_path / "other.sqlite3")
    fresh = HistoryDialog(other, window)
    qtbot.addWidget(fresh)
    fresh.show()
    qtbot.waitExposed(fresh)
    assert fresh.games.topLevelItemCount() == 0
    seen = _through_dialog(
        qtbot, fresh.import_button, "game.json", lambda: fresh.games.topLevelItemCount() == 1
    )
    assert seen == ["Import game"]
    imported = other.list_games()
    assert len(imported) == 1 and fresh.selected_id() == imported[0].id
    assert "added to the history" in fresh.status.text()
    fresh.close()
    other.close()


@pytest.mark.parametrize(("code", "heading"), [("ja", "## 1日目"), ("fr", "## Jour 1")])
def test_the_summary_is_in_the_apps_language_with_no_empty_heading(
    qtbot: QtBot,
    qapp: QApplication,
    store: Store,
    tmp_path: Path,
    app_filters: list[QObject],
    monkeypatch: pytest.MonkeyPatch,
    code: str,
    heading: str,
) -> None:
    from ww_desktop.app.language import install_language

    monkeypatch.chdir(tmp_path)
    session = new_bot_game(store, "basic", 7, 2)
    play_on(session)
    install_language(qapp, code)
    try:
        history = HistoryDialog(store)
        qtbot.addWidget(history)
        history.show()
        qtbot.waitExposed(history)
        history.select(session.game_id)
        summary = tmp_path / "game.md"
        _through_dialog(qtbot, history.summary_button, "game.md", summary.exists)
    finally:
        install_language(qapp, "en")
    text = summary.read_text()
    lines = text.splitlines()
    assert heading in lines
    assert "Werewolf game" not in text and "Players:" not in text
    headings = [i for i, line in enumerate(lines) if line.startswith("## ")]
    for at in headings:  # every heading has something under it
        body = next((line for line in lines[at + 1 :] if line.strip()), "")
        assert body and not body.startswith("## "), lines[at]
