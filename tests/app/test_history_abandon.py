"""Abandoning an unfinished game from the launch list, on a real SQLite file: the list tells
the games apart (rules, mode, where each stopped), an abandoned game is not offered again
after a relaunch, and History shows it as abandoned; the saved-games windows take the app's
look."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

from PySide6.QtCore import QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.history import HistoryDialog
from ww_desktop.app.language import install_language
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.resume import ResumeDialog
from ww_desktop.engine.setup import deal
from ww_desktop.headless import new_bot_game, play_on
from ww_desktop.session import Session
from ww_desktop.store import Store


def _launch(qtbot: QtBot, path: Path, tmp_path: Path) -> tuple[Store, GameController, MainWindow]:
    store = Store.open(path)
    controller = GameController(store)
    settings = QSettings(str(tmp_path / "s.ini"), QSettings.Format.IniFormat)
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    return store, controller, window


def _quit(store: Store, controller: GameController, window: MainWindow) -> None:
    window._force_close = True
    window.close()
    controller.close_game()
    store.close()


def _on_dialog(act: Callable[[QWidget], None], seen: list[QWidget]) -> None:
    """Run *act* on the modal dialog once it is up (the launch list runs its own loop)."""

    def run() -> None:
        dialog = QApplication.activeModalWidget()
        if dialog is None:
            QTimer.singleShot(10, run)
            return
        seen.append(dialog)
        try:
            act(dialog)
        finally:
            if dialog.isVisible():  # a failed check must not leave the test waiting
                dialog.close()

    QTimer.singleShot(0, run)


def test_an_abandoned_game_is_not_offered_again_and_shows_in_history(
    qtbot: QtBot, tmp_path: Path
) -> None:
    install_language(QApplication.instance(), "en")  # type: ignore[arg-type]
    path = tmp_path / "data" / "games.sqlite3"
    with Store.open(path) as store:
        finished = new_bot_game(store, "standard", 8, 1)
        play_on(finished)
        names = [f"Guest {i}" for i in range(1, 7)]
        passed = Session.new(store, deal("basic", names, seed=4, mode="pass_and_play"))
        left = new_bot_game(store, "classic", 8, 2)  # the newest: listed first
        left_id, passed_id = left.game_id, passed.game_id

    store, controller, window = _launch(qtbot, path, tmp_path)
    seen: list[QWidget] = []
    rows: list[list[str]] = []

    def abandon_first(dialog: QWidget) -> None:
        assert isinstance(dialog, ResumeDialog)
        for i in range(dialog.games.topLevelItemCount()):
            item = dialog.games.topLevelItem(i)
            assert item is not None
            rows.append([item.text(c) for c in range(dialog.games.columnCount())])
        assert dialog.heading.text() == "2 unfinished games"
        assert dialog.selected_id() == left_id
        dialog.abandon_button.click()  # the classic game; the basic one stays
        assert dialog.heading.text() == "1 unfinished game"
        dialog.later_button.click()

    _on_dialog(abandon_first, seen)
    assert not window.offer_resume()
    assert seen and controller.game is None
    # when, rules, mode and where it stopped tell the two games apart
    assert rows[0][1:4] == ["Classic", "With a moderator", "night 1"]
    assert rows[1][1:4] == ["Basic", "Pass and play", "night 1"]
    assert "Player 1" in rows[0][4] and "Guest 1" in rows[1][4]
    _quit(store, controller, window)

    # A relaunch on the same file: only the pass-and-play game is offered; continue it.
    store, controller, window = _launch(qtbot, path, tmp_path)
    offered: list[str] = []

    def continue_it(dialog: QWidget) -> None:
        assert isinstance(dialog, ResumeDialog)
        offered.extend(
            str(dialog.games.topLevelItem(i).data(0, 256))  # type: ignore[union-attr]
            for i in range(dialog.games.topLevelItemCount())
        )
        dialog.continue_button.click()

    _on_dialog(continue_it, [])
    assert window.offer_resume()
    assert offered == [passed_id]
    assert controller.session is not None and controller.session.game_id == passed_id

    history = window.show_history()
    try:
        _check_history(history, finished.game_id, left_id, passed_id)
    finally:
        history.close()
        _quit(store, controller, window)


def _check_history(history: HistoryDialog, finished_id: str, left_id: str, passed_id: str) -> None:
    statuses = {
        str(item.data(0, 256)): item.text(5)
        for item in (
            history.games.topLevelItem(i) for i in range(history.games.topLevelItemCount())
        )
        if item is not None
    }
    assert statuses == {
        finished_id: "finished",
        left_id: "abandoned",
        passed_id: "unfinished",
    }
    history.select(left_id)
    assert not history.resume_button.isEnabled()  # abandoned: ended, not offered
    assert history.replay_button.isEnabled()  # its log is kept
    assert history.games.topLevelItem(0).text(2) == "8 players"  # type: ignore[union-attr]
    # the app's look: the night background, not the desktop's grey, and a roomy window
    assert history.objectName() == "page" and "#" in history.styleSheet()
    room = history.screen().availableGeometry()
    assert history.width() == min(1040, room.width() - 40)
    assert history.height() == min(680, room.height() - 60)


def test_the_resume_menu_says_so_when_every_game_is_finished_or_abandoned(
    qtbot: QtBot, tmp_path: Path
) -> None:
    path = tmp_path / "games.sqlite3"
    with Store.open(path) as store:
        store.abandon(new_bot_game(store, "basic", 6, 3).game_id)
    store, controller, window = _launch(qtbot, path, tmp_path)
    assert not window.offer_resume()  # no list opens (it would wait for an answer)
    window.choose_resume()
    assert window.banner.text() == "There is no unfinished game to resume."
    _quit(store, controller, window)


def test_counts_use_plural_forms_in_every_language(qtbot: QtBot, tmp_path: Path) -> None:
    """ "1 player" / "8 players" (never "player(s)") in English, French and Japanese."""
    app = QApplication.instance()
    store = Store.open(tmp_path / "games.sqlite3")
    new_bot_game(store, "basic", 6, 1)
    expected = {
        "en": ("6 players", "1 unfinished game"),
        "fr": ("6 joueurs", "1 partie en cours"),
        "ja": ("6人", "途中のゲームが1件あります"),
    }
    try:
        for code, (players, heading) in expected.items():
            install_language(app, code)  # type: ignore[arg-type]
            history = HistoryDialog(store)
            qtbot.addWidget(history)
            row = history.games.topLevelItem(0)
            assert row is not None and row.text(2) == players
            resume = ResumeDialog(store)
            qtbot.addWidget(resume)
            assert resume.heading.text() == heading
            assert "(s)" not in row.text(2) + resume.heading.text()
    finally:
        install_language(app, "en")  # type: ignore[arg-type]
        store.close()


def _leave_with(button_text: str) -> Callable[[QWidget], None]:
    def press(dialog: QWidget) -> None:
        from PySide6.QtWidgets import QMessageBox

        assert isinstance(dialog, QMessageBox)
        assert [b.text() for b in dialog.buttons()].count(button_text) == 1
        next(b for b in dialog.buttons() if b.text() == button_text).click()

    return press


def test_a_new_game_asks_to_keep_or_abandon_the_one_in_progress(
    qtbot: QtBot, tmp_path: Path
) -> None:
    """Game > New game mid-game: Cancel stays, "Keep it for later" leaves it offered at the
    next launch, "Abandon it" ends it as abandoned (never offered again, still in History)."""
    install_language(QApplication.instance(), "en")  # type: ignore[arg-type]
    path = tmp_path / "games.sqlite3"
    with Store.open(path) as store:
        kept_id = new_bot_game(store, "basic", 6, 3).game_id
        dropped_id = new_bot_game(store, "classic", 8, 4).game_id
    store, controller, window = _launch(qtbot, path, tmp_path)
    try:
        for game_id, answer in ((kept_id, "Cancel"), (kept_id, "Keep it for later")):
            assert controller.resume(game_id)
            _on_dialog(_leave_with(answer), [])
            window.new_action.trigger()
            assert (controller.game is None) == (answer != "Cancel")
        assert controller.resume(dropped_id)
        _on_dialog(_leave_with("Abandon it"), [])
        window.new_action.trigger()
        assert controller.game is None
        assert [g.id for g in window.library.unfinished()] == [kept_id]
        assert {g.id for g in window.library.games()} == {kept_id, dropped_id}
    finally:
        _quit(store, controller, window)


def test_a_game_stopped_mid_deal_says_so_in_the_launch_list(qtbot: QtBot, tmp_path: Path) -> None:
    """A game stopped while the cards were being dealt is listed as stopped "during the
    deal" (it said "night 1"), in French too; once dealt, it says "night 1"."""
    app = QApplication.instance()
    store = Store.open(tmp_path / "games.sqlite3")
    controller = GameController(store)
    names = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay"]
    try:
        assert controller.start(deal("basic", names, seed=2), deal=[0, 1, 2, 3, 4, 5])
        controller.deal_progress([3, 4, 5])  # three cards seen, then the laptop died
        assert controller.session is not None
        game_id = controller.session.game_id

        def where() -> str:
            resume = ResumeDialog(store)
            qtbot.addWidget(resume)
            row = next(
                resume.games.topLevelItem(i)
                for i in range(resume.games.topLevelItemCount())
                if resume.games.topLevelItem(i).data(0, Qt.ItemDataRole.UserRole) == game_id
            )
            return row.text(3)

        assert where() == "during the deal"
        install_language(app, "fr")  # type: ignore[arg-type]
        assert where() == "pendant la distribution"
        install_language(app, "en")  # type: ignore[arg-type]
        controller.deal_progress(None)
        assert where() == "night 1"
    finally:
        install_language(app, "en")  # type: ignore[arg-type]
        controller.close_game()
        store.close()
