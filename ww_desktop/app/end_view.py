"""The end of the game: the host's preview, then the reveal.

When the rules decide the game the console shows `EndPreview` (who won; the last action can
still be corrected with Ctrl+Z) with one primary action, "Confirm the end", which calls
`controller.confirm_end()`. Then `RevealView` shows every role, the winner, and the whole
story page by page (`story.game_story`: Replay's pages, the deal, each night and day, the end;
the same pages the table screen turns beside its cards, which PgUp and PgDn turn from here).
"""

from __future__ import annotations

import html

from PySide6.QtCore import Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut, QShowEvent
from PySide6.QtWidgets import (
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.game import Game
from ..engine.views import reveal
from ..texts import assemble, i18n
from .moderator.common import (
    NIGHT_QSS,
    role_icon,
    role_name,
    side_colour,
    side_name,
    winner_text,
)
from .story import game_story
from .theme import side_mark
from .widgets.plain import plain_labels


def side_label(side: str) -> str:
    """The side's shape and name ("● Village"): never told by its colour alone."""
    return f"{side_mark(side)} {side_name(side)}".strip()


class EndPreview(QWidget):
    """The host's end preview (inside the console).

    Signals:
        confirm_requested(): the host confirms the end.

    Attributes:
        winner_label: who won; winners_label: the winning players; confirm_button: the action.
    """

    confirm_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        lay = QVBoxLayout(self)
        lay.addStretch(1)
        self.winner_label = QLabel()
        self.winner_label.setObjectName("title")
        self.winner_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winner_label.setWordWrap(True)
        lay.addWidget(self.winner_label)
        self.winners_label = QLabel()
        self.winners_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.winners_label.setWordWrap(True)
        self.winners_label.setStyleSheet("font-size: 20px;")
        lay.addWidget(self.winners_label)
        hint = QLabel(
            self.tr(
                "The TV does not show the roles yet. Correct the last action with Ctrl+Z if it"
                " was entered wrongly; otherwise confirm the end."
            )
        )
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(hint)
        row = QHBoxLayout()
        row.addStretch(1)
        self.confirm_button = QPushButton(self.tr("Confirm the end  [Enter]"))
        self.confirm_button.setObjectName("primary")
        self.confirm_button.setMinimumSize(320, 72)
        self.confirm_button.clicked.connect(self.confirm_requested.emit)
        row.addWidget(self.confirm_button)
        row.addStretch(1)
        lay.addSpacing(12)
        lay.addLayout(row)
        lay.addStretch(2)
        plain_labels(self)

    def show_game(self, game: Game) -> None:
        """Fill the preview from a decided game."""
        winner, seats = reveal(game)
        self.winner_label.setText(winner_text(winner))
        won = [x.name for x in seats if x.won]
        text = assemble.fill(
            self.tr("Who won: %1"), assemble.join_and(won) if won else self.tr("nobody")
        )
        self.winners_label.setText(text)


class RevealView(QWidget):
    """The final reveal: the winner, every seat's role and side, the story page by page.

    Signals:
        new_game_requested(): the host wants a new game.

    Attributes:
        winner_label: who won; seat_labels: seat -> its row label (name and role);
        summary: the story, Replay's pages (each page's title a heading, then its lines);
        pages_hint: the keys that turn the TV's pages; new_game_button: back to the lobby;
        body: the cards and the story's pages; story_page: the told story's picture shown
        in the body's place (one screen, `show_story`), None when the cards are shown.
    """

    new_game_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(NIGHT_QSS)
        self.seat_labels: dict[int, QLabel] = {}
        lay = QVBoxLayout(self)
        lay.setContentsMargins(24, 16, 24, 16)
        top = QHBoxLayout()
        self.winner_label = QLabel()
        self.winner_label.setObjectName("title")
        self.winner_label.setStyleSheet("font-size: 36px; font-weight: bold;")
        top.addWidget(self.winner_label, 1)
        self.new_game_button = QPushButton(self.tr("New game"))
        self.new_game_button.setObjectName("primary")
        self.new_game_button.setMinimumHeight(56)
        self.new_game_button.clicked.connect(self.new_game_requested.emit)
        top.addWidget(self.new_game_button)
        lay.addLayout(top)
        # The body (the cards and the story's pages), or the told story's picture in its
        # place when the table has no screen of its own (`show_story`).
        self.body_stack = QStackedWidget()
        lay.addWidget(self.body_stack, 1)
        self.body = QWidget()
        self.body_stack.addWidget(self.body)
        self.story_page: QWidget | None = None
        body = QHBoxLayout(self.body)
        body.setContentsMargins(0, 0, 0, 0)
        self.seats_area = QScrollArea()
        self.seats_area.setWidgetResizable(True)
        body.addWidget(self.seats_area, 3)
        side = QVBoxLayout()
        self.summary = QTextBrowser()
        side.addWidget(self.summary, 1)
        hint = self.tr("PgUp / PgDn: turn the TV's story pages")
        self.pages_hint = QLabel(hint)
        self.pages_hint.setObjectName("muted")
        self.pages_hint.setWordWrap(True)
        side.addWidget(self.pages_hint)
        body.addLayout(side, 2)
        for key, slot in (
            (Qt.Key.Key_PageDown, self.next_tv_page),
            (Qt.Key.Key_PageUp, self.previous_tv_page),
        ):
            shortcut = QShortcut(QKeySequence(key), self)
            shortcut.setWhatsThis(hint)  # the help's shortcut sheet lists it
            shortcut.activated.connect(slot)
        plain_labels(self)

    def showEvent(self, event: QShowEvent) -> None:
        """Shown: the PgUp/PgDn hint only when a table screen shows the story's pages (with
        one screen the table's window is hidden: no TV to turn pages on)."""
        from .story_player import table_screen

        tv = table_screen(self)
        self.pages_hint.setVisible(tv is not None and tv.isVisible())
        super().showEvent(event)

    def show_story(self, page: QWidget, on: bool = True) -> None:
        """The told story's picture (`story_player.StoryPage`) in place of the cards while it
        is told, when the table has no screen of its own (one screen: the table watches this
        page); `on=False` gives the cards back."""
        if on:
            if self.body_stack.indexOf(page) < 0:
                self.body_stack.addWidget(page)
            self.story_page = page
            self.body_stack.setCurrentWidget(page)
        else:
            self.body_stack.setCurrentWidget(self.body)
            if self.story_page is page:
                self.story_page = None

    def showing_story(self) -> bool:
        """Whether this page shows the told story's picture now (in place of the cards)."""
        page = self.story_page
        return page is not None and self.body_stack.currentWidget() is page

    def next_tv_page(self) -> None:
        """PgDn: the table screen shows the story's next page now."""
        self._turn_tv_page(1)

    def previous_tv_page(self) -> None:
        """PgUp: the table screen shows the story's previous page now."""
        self._turn_tv_page(-1)

    def _turn_tv_page(self, delta: int) -> None:
        from .story_player import table_screen

        tv = table_screen(self)
        if tv is not None and hasattr(tv, "turn_story_page"):
            tv.turn_story_page(delta, by_hand=True)

    def show_game(self, game: Game, wording: str = "neutral") -> None:
        """Fill the reveal from a finished game."""
        winner, seats = reveal(game)
        self.winner_label.setText(winner_text(winner))
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setHorizontalSpacing(12)
        grid.setVerticalSpacing(8)
        self.seat_labels = {}
        columns = 2 if len(seats) > 10 else 1
        per_col = -(-len(seats) // columns)
        for i, x in enumerate(seats):
            row, col = i % per_col, i // per_col
            cell = QWidget()
            line = QHBoxLayout(cell)  # the icon right beside its name, whatever the width
            line.setContentsMargins(0, 0, 0, 0)
            line.setSpacing(10)
            icon = QLabel()
            icon.setObjectName(f"reveal_icon_{x.index}")
            icon.setPixmap(role_icon(x.role).pixmap(40, 40))
            icon.setAccessibleName(i18n.role_name(x.role))
            line.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
            role_text = role_name(x.role)
            if x.dealt != x.role:
                role_text += " " + assemble.fill(self.tr("(dealt %1)"), role_name(x.dealt))
            colour = side_colour(x.side.value)
            if x.here:
                state = self.tr("still here")
            else:
                # In the table's wording, as on the nameplates ("dead · night 2").
                state = i18n.went_home_badge(x.gone_day, x.gone_phase, wording)
            won = self.tr("won") if x.won else self.tr("lost")
            label = QLabel(
                f"<span style='font-size:22px'><b>{html.escape(x.name)}</b></span> — "
                f"{html.escape(role_text)}<br>"
                f"<span style='color:{colour}; background:#ffffff; padding:0 4px'>"
                f"&nbsp;{html.escape(side_label(x.side.value))}&nbsp;</span> · "
                f"{html.escape(won)} · {html.escape(state)}"
            )
            label.setTextFormat(Qt.TextFormat.RichText)  # markup on purpose; texts escaped
            label.setObjectName(f"reveal_{x.index}")
            line.addWidget(label, 1)
            grid.addWidget(cell, row, col)
            self.seat_labels[x.index] = label
        grid.setRowStretch(per_col, 1)
        self.seats_area.setWidget(holder)
        parts: list[str] = []
        for title, lines in game_story(game, wording):
            parts.append(f"<h3 style='margin:10px 0 2px 0'>{html.escape(title)}</h3>")
            parts.extend(f"<div>{html.escape(line)}</div>" for line in lines)
        self.summary.setHtml("".join(parts))
