"""The ballot grid: voters by candidates, filled by the host with the mouse or the keyboard.

Each row is a voter (in seat order); the first column is "no vote" (never scrolled out of
sight), then one column per candidate (in seat order). The highlighted row is the voter being
entered: a seat key (1-9, letters) records that voter's choice and moves to the next voter, N
records "no vote", Up/Down move between voters. In "totals" mode the host types how many
votes each candidate got instead; the totals are turned into one ballot per voter by
`steps.distribute` (voters in seat order, never for themselves), because the engine takes
one choice per voter.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QEvent, QSize, Qt, Signal
from PySide6.QtGui import QResizeEvent
from PySide6.QtWidgets import (
    QButtonGroup,
    QGridLayout,
    QLabel,
    QRadioButton,
    QScrollArea,
    QSpinBox,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.requests import Request
from ...texts.assemble import fill, join_list, number
from ...texts.i18n import tally_text
from ..widgets.plain import plain_label, plain_tooltip
from .common import seat_key
from .steps import distribute


def ballot_name(names: Sequence[str], voter: int, candidate: int | None) -> str:
    """What a screen reader says for one choice of the grid: who votes for whom."""
    if candidate is None:
        #: a choice of the ballot grid, read by a screen reader; %1: the voter
        return fill(QCoreApplication.translate("Vote", "%1: no vote"), names[voter])
    #: a choice of the ballot grid, read by a screen reader; %1: the voter, %2: the candidate
    return fill(
        QCoreApplication.translate("Vote", "%1 votes for %2"), names[voter], names[candidate]
    )


class _SeatHeader(QLabel):
    """A candidate's column head: the name (shortened, whole in the tooltip, when the
    columns are narrow) over its seat key. The key always shows, so a ballot of many seats
    fits a 1280-pixel laptop without scrolling sideways (seats 6 and 7 were out of sight)."""

    def __init__(self, name: str, key: str) -> None:
        super().__init__()
        self.setTextFormat(Qt.TextFormat.PlainText)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setToolTip(plain_tooltip(name))
        self.name, self.key = name, key
        self._fit(10_000)

    def _fit(self, width: int) -> None:
        shown = self.fontMetrics().elidedText(self.name, Qt.TextElideMode.ElideRight, width)
        text = f"{shown}\n[{self.key}]"
        if text != self.text():
            self.setText(text)

    def minimumSizeHint(self) -> QSize:
        """As narrow as its key (and a radio button)."""
        hint = super().minimumSizeHint()
        key = self.fontMetrics().horizontalAdvance(f"[{self.key}]") + 4
        return QSize(max(key, 28), hint.height())

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Shorten the name to the column's width (whole again when there is room)."""
        super().resizeEvent(event)
        self._fit(event.size().width())

    def changeEvent(self, event: QEvent) -> None:
        """The style gives the font after construction: measure again."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit(self.width() if self.isVisible() else 10_000)


class VoteGrid(QWidget):
    """Voters by candidates, or totals per candidate.

    Signals:
        changed(): a ballot or a total changed.

    Attributes:
        requests: the ballot requests (one per voter).
        candidates: the candidates in seat order.
        buttons: (voter, candidate or None) -> its radio button.
        groups: voter -> the row's exclusive button group.
        total_spins: candidate -> its spin box (totals mode).
        current: the row being entered (index into `requests`).
        totals_mode: whether totals are entered instead of ballots.
    """

    changed = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.requests: list[Request] = []
        self.candidates: list[int] = []
        self.names: list[str] = []
        self.buttons: dict[tuple[int, int | None], QRadioButton] = {}
        self.groups: dict[int, QButtonGroup] = {}
        self.row_labels: dict[int, QLabel] = {}
        self.total_spins: dict[int, QSpinBox] = {}
        self.current = 0
        self.totals_mode = False
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget()
        lay.addWidget(self.stack)
        self.grid_scroll = QScrollArea()
        self.grid_scroll.setWidgetResizable(True)
        self.totals_scroll = QScrollArea()
        self.totals_scroll.setWidgetResizable(True)
        self.stack.addWidget(self.grid_scroll)
        self.stack.addWidget(self.totals_scroll)

    def load(self, requests: Sequence[Request], names: Sequence[str]) -> None:
        """Show a new ballot."""
        self.requests = sorted(requests, key=lambda r: -1 if r.seat is None else r.seat)
        self.names = list(names)
        cands: set[int] = set()
        for r in self.requests:
            cands.update(r.targets)
        self.candidates = sorted(cands)
        self.current = 0
        self._build_grid()
        self._build_totals()
        self.set_totals_mode(self.totals_mode)

    def _build_grid(self) -> None:
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        self.buttons = {}
        self.groups = {}
        self.row_labels = {}
        head = QLabel(QCoreApplication.translate("Vote", "Voter \\ votes for"))
        head.setObjectName("muted")
        grid.addWidget(head, 0, 0)
        # "no vote" comes first, beside the voters: many candidates scroll sideways, and
        # the column every ballot starts in must never be the one scrolled out of sight.
        nobody = QLabel(QCoreApplication.translate("Vote", "no vote\n[N]"))
        nobody.setObjectName("noVoteHeader")
        nobody.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(nobody, 0, 1)
        for col, head_seat in enumerate(self.candidates, start=2):
            grid.addWidget(_SeatHeader(self.names[head_seat], seat_key(head_seat)), 0, col)
            grid.setColumnStretch(col, 1)  # the room left is shared: each name gets its part
        for row, req in enumerate(self.requests, start=1):
            voter = req.seat
            assert voter is not None
            label = plain_label(f"[{seat_key(voter)}] {self.names[voter]}")
            self.row_labels[voter] = label
            grid.addWidget(label, row, 0)
            group = QButtonGroup(holder)
            group.setExclusive(True)
            self.groups[voter] = group
            columns: list[int | None] = [None, *self.candidates]
            for col, cand in enumerate(columns, start=1):
                button = QRadioButton()
                button.setObjectName(f"vote_{voter}_{'none' if cand is None else cand}")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setAccessibleName(ballot_name(self.names, voter, cand))
                if cand is not None and cand not in req.targets:
                    button.setEnabled(False)
                group.addButton(button)
                self.buttons[(voter, cand)] = button
                button.toggled.connect(lambda _on: self.changed.emit())
                grid.addWidget(button, row, col, Qt.AlignmentFlag.AlignCenter)
            self.buttons[(voter, None)].setChecked(True)
        grid.setRowStretch(len(self.requests) + 1, 1)
        self.grid_scroll.setWidget(holder)
        # Measured with the console's style applied (a larger font than the default).
        nobody.ensurePolished()
        nobody.setMinimumWidth(nobody.sizeHint().width())
        self._mark_current()

    def _build_totals(self) -> None:
        holder = QWidget()
        grid = QGridLayout(holder)
        self.total_spins = {}
        for row, cand in enumerate(self.candidates):
            grid.addWidget(plain_label(self.names[cand]), row, 0)
            spin = QSpinBox()
            spin.setRange(0, len(self.requests))
            spin.setObjectName(f"total_{cand}")
            spin.valueChanged.connect(lambda _v: self.changed.emit())
            grid.addWidget(spin, row, 1)
            self.total_spins[cand] = spin
        grid.setRowStretch(len(self.candidates), 1)
        grid.setColumnStretch(2, 1)
        self.totals_scroll.setWidget(holder)

    def set_totals_mode(self, on: bool) -> None:
        """Enter totals per candidate instead of each voter's ballot."""
        self.totals_mode = on
        self.stack.setCurrentIndex(1 if on else 0)
        self.changed.emit()

    def _mark_current(self) -> None:
        for i, req in enumerate(self.requests):
            assert req.seat is not None
            label = self.row_labels.get(req.seat)
            if label is None:
                continue
            label.setStyleSheet(
                "font-weight: bold; text-decoration: underline;" if i == self.current else ""
            )
            name = self.names[req.seat]
            label.setText(("▶ " if i == self.current else "") + f"[{seat_key(req.seat)}] {name}")

    def move_current(self, delta: int) -> None:
        """Move the highlighted voter up or down."""
        if self.requests:
            self.current = (self.current + delta) % len(self.requests)
            self._mark_current()

    def pick(self, candidate: int | None) -> bool:
        """Record the highlighted voter's choice and move to the next voter."""
        if self.totals_mode or not self.requests:
            return False
        voter = self.requests[self.current].seat
        assert voter is not None
        button = self.buttons.get((voter, candidate))
        if button is None or not button.isEnabled():
            return False
        button.setChecked(True)
        if self.current < len(self.requests) - 1:
            self.current += 1
        self._mark_current()
        return True

    def set_ballot(self, voter: int, candidate: int | None) -> None:
        """Record one voter's choice (mouse or test)."""
        button = self.buttons.get((voter, candidate))
        if button is not None and button.isEnabled():
            button.setChecked(True)

    def ballots(self) -> dict[int, int | None] | None:
        """One target per voter (None: no vote); None when totals cannot be distributed."""
        if self.totals_mode:
            totals = {c: s.value() for c, s in self.total_spins.items()}
            return distribute(self.requests, totals)
        out: dict[int, int | None] = {}
        for (voter, cand), button in self.buttons.items():
            if button.isChecked():
                out[voter] = cand
        return out

    def totals(self) -> dict[int, int]:
        """The totals the current ballots give (ballots, not weighted votes)."""
        ballots = self.ballots() or {}
        counts: dict[int, int] = {}
        for target in ballots.values():
            if target is not None:
                counts[target] = counts.get(target, 0) + 1
        return counts


def totals_text(grid: VoteGrid) -> str:
    """A one-line summary of the ballots: "Ann: 3, Bob: 2, 1 no vote" (in the language)."""
    ballots = grid.ballots()
    if ballots is None:
        return QCoreApplication.translate(
            "Vote", "These totals cannot be shared out among the voters."
        )
    counts = grid.totals()
    parts = [tally_text(counts, grid.names)] if counts else []
    blank = sum(1 for t in ballots.values() if t is None)
    if blank:
        #: %1: how many players cast no vote
        parts.append(fill(QCoreApplication.translate("Vote", "%1 no vote"), number(blank)))
    return join_list(parts) or QCoreApplication.translate("Vote", "No votes yet.")
