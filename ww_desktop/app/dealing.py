"""Dealing behind privacy screens: each player sees their own card, one at a time.

For every seat the same three screens follow each other: "Pass to Ann" (it fills the page),
the card while Ann presses and holds Show (or after a click on Show), then Hide, which wipes
the card and passes to the next player. Every card has the same size and the same parts
(icon, role name, side name and colour, one sentence of what to do, what the player knows),
so nothing about the screen's shape tells one role from another. After Hide no widget keeps
any text or picture of the card, and no window title ever names a role.

The page also serves a single player who asks to see their card again during the game
(`show_again(seat)`), behind the same steps.

Keys: Space is handled by the page itself, never by a button's shortcut, and only a real
press counts (`widgets.held_key.HeldKey`: repeats are told apart whether or not the system
flags them; an X server sends most of them as a plain release and press). Space on "Pass to
Ann" shows the card; held, the card stays while the key is down and is hidden (passing on to
the next player) when the key is really let go; a short tap leaves it up until the next real
press of Space or a click on Hide. A key held down never opens the next card: that takes a
release (longer than the repeat's grace time) and a new press. So holding Space never runs
through the deal.

Only the screen on show is in the window (and so in the accessibility tree): the card's
screen is hidden, and its texts wiped, whenever the card is not on show.
"""

from __future__ import annotations

from collections.abc import Collection

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, Signal
from PySide6.QtGui import QFocusEvent, QKeyEvent, QPixmap
from PySide6.QtWidgets import (
    QApplication,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ..texts.assemble import fill
from .controller import GameController
from .moderator.common import (
    NIGHT_QSS,
    message_text,
    role_blurb,
    role_name,
    role_pixmap,
    side_colour,
    side_name,
)
from .theme import NIGHT, side_mark
from .widgets.held_key import HeldKey, Stroke
from .widgets.plain import plain_labels

CARD_WIDTH = 620
CARD_HEIGHT = 540
HOLD_MS = 350
"""A press longer than this is a "hold": releasing it hides the card again."""


def _card_qss(border: str = "") -> str:
    """The card's look: night colours in every theme (its text stays light on the dark card
    when the page around it is in the day theme)."""
    return (
        f"QFrame#card {{ background: #241d55; border-radius: 18px;{border} }}"
        f" QFrame#card QLabel {{ color: {NIGHT.text}; }}"
        f" QFrame#card QLabel#subtitle {{ color: {NIGHT.muted}; }}"
    )


class RoleCard(QFrame):
    """One player's card, always the same size and layout.

    Attributes:
        icon: the role's badge; name_label: the player's name; role_label: the role's name;
        side_label: the side's shape and name (with its colour: never the colour alone);
        blurb_label: what to do; knows_label: what the player knows.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("card")
        self.setFixedSize(CARD_WIDTH, CARD_HEIGHT)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(28, 24, 28, 24)
        lay.setSpacing(10)
        self.name_label = QLabel()
        self.name_label.setObjectName("subtitle")
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.name_label)
        self.icon = QLabel()
        self.icon.setFixedHeight(140)
        self.icon.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.icon)
        self.role_label = QLabel()
        self.role_label.setObjectName("title")
        self.role_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.role_label)
        self.side_label = QLabel()
        self.side_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.side_label)
        self.blurb_label = QLabel()
        self.blurb_label.setWordWrap(True)
        self.blurb_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.blurb_label.setStyleSheet("font-size: 19px;")
        lay.addWidget(self.blurb_label)
        self.knows_label = QLabel()
        self.knows_label.setWordWrap(True)
        self.knows_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.knows_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Expanding)
        self.knows_label.setAlignment(Qt.AlignmentFlag.AlignHCenter | Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.knows_label, 1)
        self.clear()
        plain_labels(self)

    def fill(self, player: str, role_id: str, side: str, knows: list[str]) -> None:
        """Show one player's card."""
        colour = side_colour(side)
        self.setStyleSheet(_card_qss(f" border: 6px solid {colour};"))
        self.name_label.setText(player)
        self.icon.setPixmap(role_pixmap(role_id, 128))
        self.icon.setAccessibleName(role_name(role_id))
        self.role_label.setText(role_name(role_id))
        self.side_label.setText(f"{side_mark(side)} {side_name(side)}".strip())
        self.side_label.setStyleSheet(
            f"background: {colour}; color: #ffffff; font-size: 18px; font-weight: bold;"
            " border-radius: 6px; padding: 4px 12px;"
        )
        self.blurb_label.setText(role_blurb(role_id))
        self.knows_label.setText(
            "\n".join(knows) if knows else self.tr("You know nothing more for now.")
        )

    def clear(self) -> None:
        """Wipe every text and picture of the card."""
        self.setStyleSheet(_card_qss())
        for label in (
            self.name_label,
            self.role_label,
            self.side_label,
            self.blurb_label,
            self.knows_label,
        ):
            label.clear()
        self.side_label.setStyleSheet("")
        self.icon.setPixmap(QPixmap())
        self.icon.setAccessibleName("")


class DealingPage(QWidget):
    """The dealing page: pass, show, hide, for each seat in order.

    Signals:
        finished(): every card was seen (or the single card shown again was hidden).
        state_changed(str): "pass", "card" or "done" (for the sequence checks).

    Attributes:
        controller: the game controller (`seat_view` gives each card).
        stack: the three screens; pass_label: "Pass to Ann"; show_button: press and hold (or
            click) to see the card; card: the RoleCard; hide_button: hides the card;
        done_label / begin_button: the last screen.
        seats: the seats still to deal, in order; current: the seat on screen.
        single: dealing one card again (from the console).
    """

    finished = Signal()
    state_changed = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(NIGHT_QSS)
        self.controller = controller
        self.seats: list[int] = []
        self.current: int | None = None
        self.single = False
        self.state = "done"
        self._held = QElapsedTimer()
        self.space = HeldKey(Qt.Key.Key_Space, self)
        self.space.released.connect(self._key_released)
        self._key_showed = False
        # The page takes the keys itself: its buttons never get keyboard focus.
        self.setFocusPolicy(Qt.FocusPolicy.StrongFocus)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)  # the card and its button fit a 720-line screen
        self.stack = QStackedWidget()
        lay.addWidget(self.stack)

        # Pass screen.
        pass_page = QWidget()
        pl = QVBoxLayout(pass_page)
        pl.addStretch(2)
        self.pass_label = QLabel()
        self.pass_label.setObjectName("title")
        self.pass_label.setStyleSheet("font-size: 54px; font-weight: bold;")
        self.pass_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        pl.addWidget(self.pass_label)
        self.pass_hint = QLabel(
            self.tr("Only this player looks. Press and hold Show, or click it once.")
        )
        self.pass_hint.setObjectName("subtitle")
        self.pass_hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        pl.addWidget(self.pass_hint)
        pl.addSpacing(30)
        row = QHBoxLayout()
        row.addStretch(1)
        self.show_button = QPushButton(self.tr("Show my card (hold)"))
        self.show_button.setObjectName("primary")
        self.show_button.setMinimumSize(360, 90)
        self.show_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.show_button.pressed.connect(self._pressed)
        row.addWidget(self.show_button)
        row.addStretch(1)
        pl.addLayout(row)
        pl.addStretch(3)
        self.stack.addWidget(pass_page)

        # Card screen.
        card_page = QWidget()
        cl = QVBoxLayout(card_page)
        cl.setContentsMargins(0, 4, 0, 4)
        cl.addStretch(1)
        crow = QHBoxLayout()
        crow.addStretch(1)
        self.card = RoleCard()
        crow.addWidget(self.card)
        crow.addStretch(1)
        cl.addLayout(crow)
        hrow = QHBoxLayout()
        hrow.addStretch(1)
        self.hide_button = QPushButton(self.tr("Hide (Space)"))
        self.hide_button.setObjectName("primary")
        self.hide_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.hide_button.setMinimumSize(300, 64)
        self.hide_button.clicked.connect(self.hide_card)
        hrow.addWidget(self.hide_button)
        hrow.addStretch(1)
        cl.addSpacing(8)
        cl.addLayout(hrow)
        cl.addStretch(1)
        self.stack.addWidget(card_page)

        # Done screen.
        done_page = QWidget()
        dl = QVBoxLayout(done_page)
        dl.addStretch(2)
        self.done_label = QLabel()
        self.done_label.setObjectName("title")
        self.done_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.done_label.setWordWrap(True)
        dl.addWidget(self.done_label)
        drow = QHBoxLayout()
        drow.addStretch(1)
        self.begin_button = QPushButton(self.tr("Begin"))
        self.begin_button.setToolTip("Enter")
        self.begin_button.setObjectName("primary")
        self.begin_button.setMinimumSize(300, 72)
        self.begin_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.begin_button.clicked.connect(self.finished.emit)
        drow.addWidget(self.begin_button)
        drow.addStretch(1)
        dl.addSpacing(20)
        dl.addLayout(drow)
        dl.addStretch(3)
        self.stack.addWidget(done_page)
        plain_labels(self)

    # ------------------------------------------------------------ driving

    def deal_all(self, skip: Collection[int] = ()) -> None:
        """Start dealing every seat's card in seat order (except `skip`: phone seats)."""
        game = self.controller.game
        self.single = False
        self.seats = [s for s in range(len(game.state.seats)) if s not in skip] if game else []
        self._next()

    def deal_seats(self, seats: list[int]) -> None:
        """Go on dealing these seats' cards in this order (a game resumed mid-deal)."""
        self.single = False
        self.seats = list(seats)
        self._next()

    def show_again(self, seat: int) -> None:
        """Show one player's card again (asked from the console)."""
        self.single = True
        self.seats = [seat]
        self._next()

    def _next(self) -> None:
        self.card.clear()
        if not self.seats:
            self.current = None
            game = self.controller.game
            no_host = game is not None and game.setup.mode == "pass_and_play"
            if no_host:
                self.done_label.setText(
                    self.tr("Every card is dealt. Put the laptop where everyone can reach it.")
                )
                self.begin_button.setText(self.tr("Begin the game"))
            elif self.single:
                self.done_label.setText(self.tr("Hand the laptop back to the moderator."))
                self.begin_button.setText(self.tr("Back to the game"))
            else:
                self.done_label.setText(
                    self.tr("Every card is dealt. Hand the laptop back to the moderator.")
                )
                self.begin_button.setText(self.tr("Begin the game"))
            self._set_state("done", 2)
            return
        self.current = self.seats.pop(0)
        name = self._name(self.current)
        self.pass_label.setText(fill(self.tr("Pass to %1"), name))
        self.show_button.setText(fill(self.tr("%1: show my card (hold)"), name))
        self._set_state("pass", 0)

    def _name(self, seat: int) -> str:
        game = self.controller.game
        return game.state.seats[seat].name if game else ""

    def _set_state(self, state: str, index: int) -> None:
        self.state = state
        self.stack.setCurrentIndex(index)
        self.setFocus()
        self.state_changed.emit(state)

    def _pressed(self) -> None:
        self._held.start()
        app = QApplication.instance()
        if app is not None:
            # The Show button disappears under the finger: watch the release application-wide.
            app.installEventFilter(self)
        self.show_card()

    def _released(self) -> None:
        if not self._held.isValid():
            return
        app = QApplication.instance()
        if app is not None:
            app.removeEventFilter(self)
        if self._held.elapsed() >= HOLD_MS and self.state == "card":
            self.hide_card()
        self._held.invalidate()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """End a press-and-hold wherever the mouse button is released."""
        if event.type() == QEvent.Type.MouseButtonRelease and self._held.isValid():
            self._released()
        return False

    def event(self, event: QEvent) -> bool:
        """Keep Space for the page (no shortcut elsewhere may take it while dealing)."""
        if (
            event.type() == QEvent.Type.ShortcutOverride
            and isinstance(event, QKeyEvent)
            and event.key() == Qt.Key.Key_Space
        ):
            event.accept()
            return True
        return super().event(event)

    def keyPressEvent(self, event: QKeyEvent) -> None:
        """A real press of Space shows the card (or hides a card left up); repeats, flagged
        or not, do nothing. Enter on the last screen begins the game (or goes back to it)."""
        if (
            event.key() in (Qt.Key.Key_Return, Qt.Key.Key_Enter)
            and self.state == "done"
            and not event.isAutoRepeat()
        ):
            event.accept()
            self.begin_button.click()
            return
        if event.key() != Qt.Key.Key_Space:
            super().keyPressEvent(event)
            return
        event.accept()
        if self.space.feed(event) is not Stroke.PRESS:
            return
        if self.state == "pass":
            self._key_showed = True
            self.show_card()
        elif self.state == "card":
            self._key_showed = False
            self.hide_card()

    def keyReleaseEvent(self, event: QKeyEvent) -> None:
        """Space let go (`_key_released` once it is sure not to be a repeat)."""
        if event.key() != Qt.Key.Key_Space:
            super().keyReleaseEvent(event)
            return
        event.accept()
        self.space.feed(event)

    def _key_released(self) -> None:
        """Space really let go: after a hold the card is hidden; a short tap leaves it up."""
        if not self._key_showed:
            return
        self._key_showed = False
        if self.space.held_ms() >= HOLD_MS and self.state == "card":
            self.hide_card()

    def focusOutEvent(self, event: QFocusEvent) -> None:
        """The keyboard went elsewhere: its release may never come here."""
        self.space.reset()
        self._key_showed = False
        super().focusOutEvent(event)

    def show_card(self) -> None:
        """Reveal the current seat's card."""
        if self.current is None or self.state != "pass":
            return
        view = self.controller.seat_view(self.current)
        if view is None:
            return
        game = self.controller.game
        names = [s.name for s in game.state.seats] if game else []
        wording = self.controller.wording()
        knows = [message_text(m, names, wording) for m in view.private]
        self.card.fill(view.name, view.role, str(view.side.value), knows)
        self._set_state("card", 1)

    def hide_card(self) -> None:
        """Wipe the card and pass to the next player."""
        if self.state != "card":
            return
        self.card.clear()
        self._next()
