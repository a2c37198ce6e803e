"""The unfinished games: continue one, or abandon the ones that will not be finished.

`ResumeDialog` lists the store's unfinished games, most recently played first, each with when
it was last played, its rules, its mode (a moderator leads, or pass-and-play), where it
stopped ("night 3") and its players. The host continues one (Enter), abandons one (it ends as
abandoned: kept in the history with its log, never offered again) or leaves them for later.
The app shows it at launch when a game is unfinished, and from Game > Resume a saved game.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import (
    QDialog,
    QHBoxLayout,
    QLabel,
    QPushButton,
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


class ResumeDialog(QDialog):
    """The unfinished games, with Continue, Abandon and Not now.

    Attributes:
        library: the saved games.
        games: the list (one row per unfinished game; the newest selected).
        heading: how many games are unfinished.
        status: a line for what was done ("abandoned") and errors.
        chosen: the id of the game to continue once the dialog is accepted (else None).
    """

    def __init__(self, library: Library | Store, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.library = Library.of(library)
        self.chosen: str | None = None
        self.setWindowTitle(self.tr("Unfinished games"))
        self.heading = QLabel()
        self.heading.setObjectName("subtitle")
        self.heading.setWordWrap(True)
        hint = QLabel(
            self.tr(
                "Continue a game, or abandon one you will not finish: it stays in the history "
                "as abandoned and is not offered again."
            )
        )
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        self.games = QTreeWidget()
        self.games.setRootIsDecorated(False)
        self.games.setHeaderLabels(
            [
                self.tr("Last played"),
                self.tr("Rules"),
                self.tr("Mode"),
                self.tr("Stopped at"),
                self.tr("Players"),
            ]
        )
        self.games.setAccessibleName(self.tr("Unfinished games"))
        self.continue_button = QPushButton(self.tr("&Continue"))
        self.continue_button.setObjectName("primary")
        self.continue_button.setDefault(True)
        self.abandon_button = QPushButton(self.tr("&Abandon"))
        self.later_button = QPushButton(self.tr("&Not now"))
        self.status = QLabel()
        self.status.setTextFormat(Qt.TextFormat.PlainText)
        self.status.setWordWrap(True)
        buttons = QHBoxLayout()
        buttons.addWidget(self.abandon_button)
        buttons.addStretch(1)
        buttons.addWidget(self.later_button)
        buttons.addWidget(self.continue_button)
        layout = QVBoxLayout(self)
        layout.addWidget(self.heading)
        layout.addWidget(hint)
        layout.addWidget(self.games, 1)
        layout.addWidget(self.status)
        layout.addLayout(buttons)
        style_library_window(self, 960, 520)

        self.continue_button.clicked.connect(self.continue_selected)
        self.abandon_button.clicked.connect(self.abandon_selected)
        self.later_button.clicked.connect(self.reject)
        self.games.itemDoubleClicked.connect(lambda *_: self.continue_selected())
        self.games.itemSelectionChanged.connect(self._update_buttons)
        self.refresh()

    def refresh(self) -> None:
        """Reload the unfinished games from the store (the newest selected)."""
        self.games.clear()
        try:
            games = self.library.unfinished()
        except LibraryError as exc:
            self.status.setText(str(exc))
            games = []
        for g in games:
            self.games.addTopLevelItem(self._row(g))
        for i in range(self.games.columnCount() - 1):
            self.games.resizeColumnToContents(i)
        self.heading.setText(self.tr("%n unfinished game(s)", "", len(games)))
        first = self.games.topLevelItem(0)
        if first is not None:
            self.games.setCurrentItem(first)
        self._update_buttons()

    def _row(self, g: GameSummary) -> QTreeWidgetItem:
        mode = self._mode(g.id)
        where = self._stopped_at(g.id)
        item = QTreeWidgetItem(
            [
                g.updated.astimezone().strftime("%Y-%m-%d %H:%M"),
                i18n.preset_title(g.preset) if g.preset else "?",
                mode,
                where,
                assemble.join_list(g.players),
            ]
        )
        item.setToolTip(4, plain_tooltip(assemble.join_list(g.players)))
        item.setData(0, ID_ROLE, g.id)
        return item

    def _stopped_at(self, game_id: str) -> str:
        """Where the game stopped: "night 3", or during the deal (cards still to see:
        "night 1" said nothing of the cards nobody had seen)."""
        try:
            if self.library.load(game_id).ui_state.get("dealing") is True:
                return self.tr("during the deal")
            return self.library.stopped_at(game_id)
        except LibraryError:
            return "?"

    def _mode(self, game_id: str) -> str:
        try:
            mode = self.library.mode(game_id)
        except LibraryError:
            return "?"
        if mode == "pass_and_play":
            return self.tr("Pass and play")
        return self.tr("With a moderator")

    def selected_id(self) -> str | None:
        """The selected game's id."""
        items = self.games.selectedItems()
        return str(items[0].data(0, ID_ROLE)) if items else None

    def _update_buttons(self) -> None:
        chosen = self.selected_id() is not None
        self.continue_button.setEnabled(chosen)
        self.abandon_button.setEnabled(chosen)

    def continue_selected(self) -> None:
        """Close the dialog to continue the selected game."""
        game_id = self.selected_id()
        if game_id is not None:
            self.chosen = game_id
            self.accept()

    def abandon_selected(self) -> bool:
        """Abandon the selected game (kept in the history, not offered again); return whether
        it was. The dialog closes once no unfinished game is left."""
        game_id = self.selected_id()
        if game_id is None:
            return False
        try:
            self.library.abandon(game_id)
        except LibraryError as exc:
            self.status.setText(str(exc))
            return False
        self.refresh()
        self.status.setText(self.tr("The game was abandoned; it stays in the history."))
        if self.games.topLevelItemCount() == 0:
            self.reject()
        return True
