"""History: past games (searchable by player), per-player records, replay, export, import.

`HistoryDialog` lists the games in the store, newest first: date, preset, players, winner and
length. The host can search by a player's name, replay a game, resume an unfinished one,
export one (JSON to keep or share, Markdown to read), import a JSON file, or delete one after
confirming. A second tab shows each player's record across game nights.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QDialog,
    QFileDialog,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QMessageBox,
    QPushButton,
    QTabWidget,
    QTreeWidget,
    QTreeWidgetItem,
    QVBoxLayout,
    QWidget,
)

from ..store import GameSummary, Store
from ..texts import assemble, i18n
from .library import Library, LibraryError
from .library_style import style_library_window
from .widgets.plain import plain_tooltip

ID_ROLE = Qt.ItemDataRole.UserRole


class HistoryDialog(QDialog):
    """The saved games and the players' records.

    Signals:
        resume_requested(str): the host wants to continue this unfinished game.
        replay_requested(str): the host wants to review this game.

    Attributes:
        library: the saved games.
        games: the list of games (one row each).
        players: the players' records.
        status: a line for results and errors.
    """

    resume_requested = Signal(str)
    replay_requested = Signal(str)

    def __init__(
        self, library: Library | Store, parent: QWidget | None = None, controller: Any = None
    ) -> None:
        super().__init__(parent)
        self.library = Library.of(library)
        # The game on the app's table screen (its story goes there when no game is on it).
        self.controller = controller
        style_library_window(self)
        self.search = QLineEdit()
        self.search.setClearButtonEnabled(True)
        self.games = QTreeWidget()
        self.games.setRootIsDecorated(False)
        self.players = QTreeWidget()
        self.players.setRootIsDecorated(False)
        self.replay_button = QPushButton()
        self.story_button = QPushButton()
        self.resume_button = QPushButton()
        self.export_button = QPushButton()
        self.summary_button = QPushButton()
        self.import_button = QPushButton()
        self.delete_button = QPushButton()
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)  # file names, player names
        self.status.setWordWrap(True)

        tabs = self.tabs = QTabWidget()
        page = QWidget()
        page_layout = QVBoxLayout(page)
        page_layout.addWidget(self.search)
        page_layout.addWidget(self.games, 1)
        buttons = QHBoxLayout()
        for b in (
            self.replay_button,
            self.story_button,
            self.resume_button,
            self.export_button,
            self.summary_button,
            self.import_button,
            self.delete_button,
        ):
            buttons.addWidget(b)
        page_layout.addLayout(buttons)
        tabs.addTab(page, "")
        tabs.addTab(self.players, "")
        layout = QVBoxLayout(self)
        layout.addWidget(tabs, 1)
        layout.addWidget(self.status)

        self.search.textChanged.connect(self.refresh)
        self.games.itemSelectionChanged.connect(self._update_buttons)
        self.games.itemDoubleClicked.connect(lambda *_: self._replay())
        self.replay_button.clicked.connect(self._replay)
        self.story_button.clicked.connect(self.tell_story)
        self.resume_button.clicked.connect(self._resume)
        self.export_button.clicked.connect(self._ask_export_json)
        self.summary_button.clicked.connect(self._ask_export_md)
        self.import_button.clicked.connect(self._ask_import)
        self.delete_button.clicked.connect(self.delete_selected)
        self._fixed_texts()
        self.refresh()

    def _fixed_texts(self) -> None:
        self.setWindowTitle(self.tr("Game history"))
        self.games.setAccessibleName(self.windowTitle())  # the list of games, for a screen reader
        self.search.setPlaceholderText(self.tr("Search by player name"))
        self.games.setHeaderLabels(
            [
                self.tr("Date"),
                self.tr("Rules"),
                self.tr("Players"),
                self.tr("Winner"),
                self.tr("Days"),
                self.tr("Status"),
            ]
        )
        self.players.setHeaderLabels(
            [self.tr("Player"), self.tr("Games"), self.tr("Wins"), self.tr("Wins by side")]
        )
        self.replay_button.setText(self.tr("&Replay"))
        self.story_button.setText(self.tr("&Tell the story"))
        self.resume_button.setText(self.tr("Re&sume"))
        self.export_button.setText(self.tr("&Export…"))
        self.summary_button.setText(self.tr("Export su&mmary…"))
        self.import_button.setText(self.tr("&Import…"))
        self.delete_button.setText(self.tr("&Delete…"))
        self.tabs.setTabText(0, self.tr("Games"))
        self.tabs.setTabText(1, self.tr("Players"))

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed: the labels in place, the lists drawn again when
        shown (the search and the selected game are kept)."""
        if event.type() == QEvent.Type.LanguageChange:
            chosen = self.selected_id()
            self._fixed_texts()
            self.status.clear()  # a sentence of the other language
            if self.isVisible():  # else `MainWindow.show_history` refreshes it when shown
                self.refresh()
                if chosen is not None:
                    self.select(chosen)
        super().changeEvent(event)

    # ------------------------------------------------------------ listing

    def refresh(self) -> None:
        """Reload both lists from the store (keeping the search)."""
        self.games.clear()
        try:
            games = self.library.games(self.search.text().strip() or None)
            stats = self.library.player_stats()
        except LibraryError as exc:
            self.status.setText(str(exc))
            return
        for g in games:
            self.games.addTopLevelItem(self._row(g))
        for i in range(self.games.columnCount()):
            self.games.resizeColumnToContents(i)
        self.players.clear()
        for p in stats:
            sides = assemble.join_list(
                [
                    assemble.label(i18n.side_name(side), assemble.number(n))
                    for side, n in sorted(p.wins_by_side.items())
                ]
            )
            item = QTreeWidgetItem([p.name, str(p.games), str(p.wins), sides])
            self.players.addTopLevelItem(item)
        self._update_buttons()

    def _row(self, g: GameSummary) -> QTreeWidgetItem:
        if str(g.status) == "finished":
            status = self.tr("finished")
        elif g.abandoned is not None:
            status = self.tr("abandoned")
        else:
            status = self.tr("unfinished")
        winner = i18n.winner_text(g.winner) if g.winner else "—"
        players = self.tr("%n player(s)", "", len(g.players))
        item = QTreeWidgetItem(
            [
                g.created.astimezone().strftime("%Y-%m-%d %H:%M"),
                i18n.preset_title(g.preset) if g.preset else "?",
                players,
                winner,
                str(g.days or "—"),
                status,
            ]
        )
        item.setToolTip(2, plain_tooltip(assemble.join_list(g.players)))
        item.setData(0, ID_ROLE, g.id)
        item.setData(5, ID_ROLE, "abandoned" if g.abandoned is not None else str(g.status))
        return item

    def selected_id(self) -> str | None:
        """The selected game's id."""
        items = self.games.selectedItems()
        return str(items[0].data(0, ID_ROLE)) if items else None

    def select(self, game_id: str) -> None:
        """Select a game's row."""
        for i in range(self.games.topLevelItemCount()):
            item = self.games.topLevelItem(i)
            if item is not None and item.data(0, ID_ROLE) == game_id:
                self.games.setCurrentItem(item)

    def _update_buttons(self) -> None:
        items = self.games.selectedItems()
        chosen = bool(items)
        unfinished = chosen and items[0].data(5, ID_ROLE) == "playing"
        for b in (self.replay_button, self.export_button, self.summary_button):
            b.setEnabled(chosen)
        self.delete_button.setEnabled(chosen)
        self.resume_button.setEnabled(bool(unfinished))
        # Told aloud on the TV: never the secrets of a game that may still be resumed.
        self.story_button.setEnabled(chosen and not unfinished)

    # ------------------------------------------------------------ actions

    def _replay(self) -> None:
        game_id = self.selected_id()
        if game_id:
            self.replay_requested.emit(game_id)

    def tell_story(self) -> QWidget | None:
        """What really happened in the selected game (finished or abandoned), told aloud step
        by step in a window of its own (`story_player.py`)."""
        from .story_player import StoryWindow

        game_id = self.selected_id()
        if not self.story_button.isEnabled():
            return None  # none chosen, or a game still to be finished
        try:
            stored = self.library.load(game_id) if game_id else None
            if stored is None:
                return None
            window = StoryWindow.from_stored(stored.setup, stored.records, stored.ui_state, self)
        except (LibraryError, ValueError) as exc:
            text = QCoreApplication.translate("MainWindow", "This game cannot be replayed: %1")
            self.status.setText(assemble.fill(text, exc))
            return None
        window.show()
        return window

    def _resume(self) -> None:
        game_id = self.selected_id()
        if game_id:
            self.resume_requested.emit(game_id)

    def delete_selected(self) -> bool:
        """Delete the selected game after the host confirms; return whether it was deleted."""
        game_id = self.selected_id()
        if not game_id:
            return False
        box = QMessageBox(
            QMessageBox.Icon.Warning,
            self.tr("Delete this game?"),
            self.tr("The game and its replay will be gone for good."),
            QMessageBox.StandardButton.Yes | QMessageBox.StandardButton.Cancel,
            self,
        )
        box.setDefaultButton(QMessageBox.StandardButton.Cancel)
        if box.exec() != QMessageBox.StandardButton.Yes:
            return False
        try:
            self.library.delete(game_id)
        except LibraryError as exc:
            self.status.setText(str(exc))
            return False
        self.status.setText(self.tr("The game was deleted."))
        self.refresh()
        return True

    def export_to(self, path: Path, fmt: str = "json") -> bool:
        """Export the selected game to a file (json or md)."""
        game_id = self.selected_id()
        if not game_id:
            return False
        try:
            self.library.export_to(game_id, path, "md" if fmt == "md" else "json")
        except LibraryError as exc:
            self.status.setText(assemble.fill(self.tr("The export failed: %1"), exc))
            return False
        self.status.setText(assemble.fill(self.tr("Saved to %1"), path))
        return True

    def import_from(self, path: Path) -> str | None:
        """Import a game from a JSON export; refused files add nothing and say why."""
        try:
            result = self.library.import_file(path)
        except LibraryError as exc:
            self.status.setText(assemble.fill(self.tr("Not imported: %1"), exc))
            return None
        game_id = result.game_id
        if result.added:
            self.status.setText(self.tr("The game was added to the history."))
        else:
            self.status.setText(self.tr("This game is already in the history: not added again."))
        self.refresh()
        self.select(game_id)
        return game_id

    def _ask_export_json(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export game"), "werewolf-game.json", self.tr("Game files (*.json)")
        )
        if name:
            self.export_to(Path(name), "json")

    def _ask_export_md(self) -> None:
        name, _ = QFileDialog.getSaveFileName(
            self, self.tr("Export summary"), "werewolf-game.md", self.tr("Markdown (*.md)")
        )
        if name:
            self.export_to(Path(name), "md")

    def _ask_import(self) -> None:
        name, _ = QFileDialog.getOpenFileName(
            self, self.tr("Import game"), "", self.tr("Game files (*.json)")
        )
        if name:
            self.import_from(Path(name))
