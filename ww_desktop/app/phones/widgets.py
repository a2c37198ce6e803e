"""The phone seats' widgets: the lobby's choice, the host's pairing window, the TV's join card.

* `PhoneSeatsBox` (lobby): "Players' phones", one checkbox per player: that seat sees its card
  and plays on its own phone instead of the privacy-screen deal.
* `PhonesDialog` (host, not modal): the address phones use (the host picks among this
  machine's), the link and room code, and one row per phone seat with its state and the
  host's buttons: let in, turn away, free the seat (lost or swapped phone); and when a seat's
  token comes from another device while its phone is here, "Ann's seat wants to move to a new
  phone" with Allow / Refuse.
* `JoinCard` (TV): the QR code of the link, the same link as text and the room code, drawn
  over the table screen while the room admits seats. It holds no secret: the link's only
  secret-looking part is the room code, which the TV shows anyway.
"""

from __future__ import annotations

from collections.abc import Sequence
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Qt
from PySide6.QtGui import QPixmap, QResizeEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QVBoxLayout,
    QWidget,
)

from ...phones.network import local_addresses, qr_png
from ...texts.assemble import fill

if TYPE_CHECKING:
    from .qt_hub import PhoneHub

PHONE_SEATS_KEY = "lobby/phone_names"


class PhoneSeatsBox(QGroupBox):
    """The lobby's "Players' phones": which players play on their own phone.

    Attributes:
        boxes: one checkbox per player, in seat order.
    """

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(self.tr("Players' phones"), parent)
        self.setAccessibleName(self.title())  # not its group's title
        self.settings = settings
        self.setCheckable(True)
        self.setToolTip(
            self.tr("Ticked players see their card and play on their own phone (local Wi-Fi)")
        )
        saved = settings.value(PHONE_SEATS_KEY, []) or []
        names = saved if isinstance(saved, list) else [saved]
        self._remembered: set[str] = {str(n) for n in names}
        self.setChecked(bool(self._remembered))
        self.boxes: list[QCheckBox] = []
        self._columns = 0
        self._grid = QGridLayout(self)
        self.toggled.connect(lambda _on: self._remember())

    def set_names(self, names: Sequence[str]) -> None:
        """Follow the lobby's player list (keeps each player's tick by name)."""
        if [b.text() for b in self.boxes] == list(names):
            return  # nothing changed (the lobby refreshes often)
        ticked = {b.text() for b in self.boxes if b.isChecked()} | self._remembered
        for box in self.boxes:
            # Never a parentless widget: a stray top-level window takes the activation away
            # from the host's window (Ctrl+Q and the console's keys then do nothing).
            self._grid.removeWidget(box)
            box.hide()
            box.deleteLater()
        self.boxes = []
        for name in names:
            box = QCheckBox(name, self)
            box.setChecked(name in ticked)
            box.toggled.connect(lambda _on: self._remember())
            self.boxes.append(box)
        self._columns = 0
        self._lay_out()
        self._remembered = {b.text() for b in self.boxes if b.isChecked()}

    def _fitting_columns(self) -> int:
        """As many columns (at most 3) as the names leave room for: no name is cut."""
        if not self.boxes:
            return 1
        margins = self._grid.contentsMargins()
        room = self.width() - margins.left() - margins.right()
        spacing = max(0, self._grid.horizontalSpacing())
        hints = [b.sizeHint().width() for b in self.boxes]
        for columns in (3, 2):
            widths = [max(hints[c::columns], default=0) for c in range(columns)]
            if sum(widths) + spacing * (columns - 1) <= room:
                return columns
        return 1

    def _lay_out(self) -> None:
        columns = self._fitting_columns()
        if columns == self._columns:
            return
        self._columns = columns
        for box in self.boxes:
            self._grid.removeWidget(box)
        for i, box in enumerate(self.boxes):
            self._grid.addWidget(box, i // columns, i % columns)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Fewer columns when the names no longer fit side by side."""
        super().resizeEvent(event)
        self._lay_out()

    def phone_seats(self) -> set[int]:
        """The seats (player indices) that play on phones."""
        if not self.isChecked():
            return set()
        return {i for i, b in enumerate(self.boxes) if b.isChecked()}

    def _remember(self) -> None:
        self._remembered = {b.text() for b in self.boxes if b.isChecked()}
        names = sorted(self._remembered) if self.isChecked() else []
        self.settings.setValue(PHONE_SEATS_KEY, names)


class PhonesDialog(QDialog):
    """The host's pairing window (see the module doc).

    Attributes:
        hub: the phone hub.
        address_combo: this machine's addresses; link_label, code_label, qr_label: the link.
        rows: seat -> (state label, let-in button, turn-away button, free button); for a
            seat that wants to move, the let-in and turn-away buttons say Allow and Refuse.
    """

    def __init__(self, hub: PhoneHub, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.hub = hub
        self.setWindowTitle(self.tr("Players' phones"))
        self.rows: dict[int, tuple[QLabel, QPushButton, QPushButton, QPushButton]] = {}
        lay = QVBoxLayout(self)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Phones reach this laptop at:")))
        self.address_combo = QComboBox()
        row.addWidget(self.address_combo, 1)
        lay.addLayout(row)
        self.link_label = QLabel()
        self.link_label.setTextInteractionFlags(Qt.TextInteractionFlag.TextSelectableByMouse)
        self.code_label = QLabel()
        self.qr_label = QLabel()
        self.qr_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        # The phones' kept seats could not be read (saves, issue 32): said here, not only on
        # standard error, since every phone must then join its seat again.
        self.keep_problem = QLabel()
        self.keep_problem.setObjectName("problem")
        self.keep_problem.setWordWrap(True)
        self.keep_problem.hide()
        # The QR code beside the link and the help, the seats below in a scrolled list: the
        # window stays within a 1280x720 screen however many seats (its QR code was cut).
        self.qr_label.setMinimumSize(160, 160)
        beside = QHBoxLayout()
        texts = QVBoxLayout()
        beside.addLayout(texts, 1)
        beside.addWidget(self.qr_label, 0, Qt.AlignmentFlag.AlignTop)
        lay.addLayout(beside)
        for w in (self.link_label, self.code_label, self.keep_problem):
            texts.addWidget(w)
        self.help_label = QLabel(
            self.tr(
                "Phones must be on the same network as this laptop. If they cannot open the "
                "link, open the connection check (the link with /check) on a phone; a guest "
                "network may keep devices apart: use the laptop's own hotspot instead."
            )
        )
        self.help_label.setWordWrap(True)
        texts.addWidget(self.help_label)
        texts.addStretch(1)
        self.ballot_box = QCheckBox(self.tr("Secret ballot: phones vote on their phones"))
        self.ballot_box.setToolTip(
            self.tr("Untick for a show of hands: you enter the votes on the console")
        )
        self.ballot_box.setChecked(hub.ballots())
        self.ballot_box.toggled.connect(hub.set_ballots)
        lay.addWidget(self.ballot_box)
        seats = QWidget()
        self.seats_grid = QGridLayout(seats)
        self.seats_grid.setContentsMargins(0, 0, 0, 0)
        self.seats_area = QScrollArea()
        self.seats_area.setWidgetResizable(True)
        self.seats_area.setWidget(seats)
        self.seats_area.setMinimumHeight(120)
        lay.addWidget(self.seats_area, 1)
        self.address_combo.activated.connect(self._address_chosen)
        hub.link_changed.connect(self._link_changed)
        hub.pairing_changed.connect(self.refresh)
        hub.join_requested.connect(self.show_request)
        hub.move_requested.connect(self.show_request)
        self.refresh()

    def _link_changed(self, _link: str) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Show the hub as it is now."""
        self._fill_addresses()
        link = self.hub.link
        self.link_label.setText(link or self.tr("No game with phone seats is open."))
        server = self.hub.server
        if server is not None and link:
            self.code_label.setText(fill(self.tr("Room code: %1"), server.room.code))
            self.qr_label.setPixmap(_qr_pixmap(link, 4))
        else:
            self.code_label.clear()
            self.qr_label.clear()
        keeper = server.keeper if server is not None else None
        unreadable = keeper is not None and keeper.problem is not None
        self.keep_problem.setText(
            self.tr(
                "The seats the phones kept could not be read from the disk: each phone must "
                "join its seat again (scan the code, then Let in)."
            )
            if unreadable
            else ""
        )
        self.keep_problem.setVisible(unreadable)
        self._fill_seats()

    def _fill_addresses(self) -> None:
        self.address_combo.blockSignals(True)
        self.address_combo.clear()
        chosen = self.hub.chosen_address()
        for address in local_addresses():
            self.address_combo.addItem(address.label(), address.ip)
            if address.ip == chosen:
                self.address_combo.setCurrentIndex(self.address_combo.count() - 1)
        self.address_combo.blockSignals(False)

    def _address_chosen(self, index: int) -> None:
        self.hub.set_address(str(self.address_combo.itemData(index)))

    def _fill_seats(self) -> None:
        while self.seats_grid.count():
            item = self.seats_grid.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.rows = {}
        game = self.hub.controller.game
        names = [x.name for x in game.state.seats] if game is not None else []
        texts = {
            "waiting": self.tr("asks to join"),
            "online": self.tr("connected"),
            "offline": self.tr("paired, not connected"),
            "free": self.tr("no phone yet"),
        }
        moving = self.tr("%1's seat wants to move to a new phone")
        for i, seat in enumerate(sorted(self.hub.seats)):
            state = self.hub.state(seat)
            name = QLabel(names[seat] if seat < len(names) else str(seat + 1))
            who = names[seat] if seat < len(names) else str(seat + 1)
            status = QLabel(fill(moving, who) if state == "moving" else texts[state])
            status.setObjectName(f"phoneState{seat}")
            let_in = QPushButton(self.tr("Let in"))
            refuse = QPushButton(self.tr("Turn away"))
            free = QPushButton(self.tr("Free the seat"))
            if state == "moving":
                let_in.setText(self.tr("Allow"))
                refuse.setText(self.tr("Refuse"))
                let_in.clicked.connect(lambda _c=False, s=seat: self.hub.allow_move(s))
                refuse.clicked.connect(lambda _c=False, s=seat: self.hub.refuse_move(s))
            else:
                let_in.clicked.connect(lambda _c=False, s=seat: self.hub.approve(s))
                refuse.clicked.connect(lambda _c=False, s=seat: self.hub.refuse(s))
            free.clicked.connect(lambda _c=False, s=seat: self.hub.free(s))
            for col, w in enumerate((name, status, let_in, refuse, free)):
                self.seats_grid.addWidget(w, i, col)
            let_in.setVisible(state in ("waiting", "moving"))
            refuse.setVisible(state in ("waiting", "moving"))
            free.setVisible(state in ("online", "offline"))
            self.rows[seat] = (status, let_in, refuse, free)

    def show_request(self, _seat: int) -> None:
        """A phone asks to join, or a seat wants to move: shown, in front."""
        self.refresh()
        self.show()
        self.raise_()


class JoinCard(QWidget):
    """The TV's join card: QR code, link and room code, over the table while seats are open."""

    def __init__(self, hub: PhoneHub, tv: QWidget) -> None:
        super().__init__(tv)
        self.hub = hub
        self.setObjectName("joinCard")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._scale = 0.0  # the card's sizes follow the TV's (`_place`)
        self._qr_modules = 10
        lay = QVBoxLayout(self)
        lay.setContentsMargins(32, 20, 32, 20)  # the title clear of the rounded border
        self.title = QLabel()
        self.title.setObjectName("joinTitle")
        self.qr = QLabel()
        self.link = QLabel()
        self.code = QLabel()
        for w in (self.title, self.qr, self.link, self.code):
            w.setAlignment(Qt.AlignmentFlag.AlignCenter)
            lay.addWidget(w)
        tv.installEventFilter(self)
        hub.link_changed.connect(self._link_changed)
        hub.pairing_changed.connect(self.refresh)
        self._retranslate()

    def _retranslate(self) -> None:
        self.title.setText(self.tr("Scan to play on your phone"))
        self.refresh()

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed (a switch while seats are open): follow it."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retranslate()
        super().changeEvent(event)

    def _link_changed(self, _link: str) -> None:
        self.refresh()

    def refresh(self) -> None:
        """Show the card while the room admits seats; hide it once the game is under way."""
        link = self.hub.link
        server = self.hub.server
        show = bool(link) and server is not None and server.room.open
        if show and server is not None:
            self._fit_sizes()
            self.qr.setPixmap(_qr_pixmap(link, self._qr_modules))
            self.link.setText(link.split("?")[0])
            self.code.setText(fill(self.tr("Room code: %1"), server.room.code))
            self._place()
            self.raise_()
        self.setVisible(show)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        if event.type() == QEvent.Type.Resize:
            self._place()
        return False

    def _fit_sizes(self) -> bool:
        """Texts of 40 px on a 1080p TV (the title 48), the QR code's modules 10 px; in
        proportion on a smaller screen, never under 28 px. True when the sizes changed."""
        parent = self.parentWidget()
        if parent is None:
            return False
        scale = max(0.3, min(parent.width() / 1920, parent.height() / 1080, 1.5))
        if abs(scale - self._scale) < 0.01:
            return False
        self._scale = scale
        text, title = max(28, round(40 * scale)), max(32, round(48 * scale))
        self._qr_modules = max(4, round(10 * scale))
        self.setStyleSheet(
            "#joinCard { background: #fbf3e4; border: 4px solid #2a1a0c; border-radius: 16px; }"
            f"QLabel {{ color: #2a1a0c; font-size: {text}px; }}"
            f"#joinTitle {{ font-size: {title}px; font-weight: bold; }}"
        )
        return True

    def _place(self) -> None:
        parent = self.parentWidget()
        if parent is None:
            return
        if self._fit_sizes() and self.isVisible():
            self.refresh()  # (the QR code at the new size; places the card again)
            return
        self.adjustSize()
        w, h = self.sizeHint().width(), self.sizeHint().height()
        self.setGeometry(max(0, parent.width() - w - 24), 24, w, h)


def _qr_pixmap(link: str, scale: int) -> QPixmap:
    pixmap = QPixmap()
    pixmap.loadFromData(qr_png(link, scale), "PNG")
    return pixmap
