"""The ballot grid: voters by candidates, filled by the host with the mouse or the keyboard.

Each row is a voter (in seat order); the first column is "no vote" (never scrolled out of
sight), then one column per candidate (in seat order). The highlighted row is the voter being
entered: a seat key (1-9, letters) records that voter's choice and moves to the next voter, N
records "no vote", Up/Down move between voters. In "totals" mode the host types how many
votes each candidate got instead; the totals are turned into one ballot per voter by
`steps.distribute` (voters in seat order, never for themselves), because the engine takes
one choice per voter.

A ballot's ~100 widgets take 50-100 ms to build and style: the console has the ballot that
"End discussion" would open built ahead while the table talks (`VoteGrid.prepare_later`,
after the window's repaint), and drops it at nightfall before the night's look is applied
(`VoteGrid.clear`), so that neither click waits for them.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field

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
from shiboken6 import Shiboken

from ...engine.requests import Request
from ...texts.assemble import fill, join_list, number
from ...texts.i18n import tally_text
from ..widgets.plain import plain_label, plain_tooltip
from .common import seat_key
from .host_action import AFTER_PAINT
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


_PREPARE_EVENT = QEvent.Type(QEvent.registerEventType())
"""The posted `VoteGrid.prepare_later`."""


def _ballot_key(requests: Sequence[Request], names: Sequence[str]) -> tuple[object, ...]:
    """What a built ballot shows: its voters, each one's candidates, the names."""
    return (tuple((r.seat, tuple(sorted(r.targets))) for r in requests), tuple(names))


@dataclass(eq=False)
class _Built:
    """One ballot's widgets: the grid, the totals and their parts (see `VoteGrid`)."""

    key: tuple[object, ...]
    grid: QWidget = field(init=False)
    totals: QWidget = field(init=False)
    nobody: QLabel = field(init=False)
    buttons: dict[tuple[int, int | None], QRadioButton] = field(default_factory=dict)
    groups: dict[int, QButtonGroup] = field(default_factory=dict)
    row_labels: dict[int, QLabel] = field(default_factory=dict)
    total_spins: dict[int, QSpinBox] = field(default_factory=dict)

    def discard(self, *, now: bool = False) -> None:
        """Drop the widgets (a ballot built ahead that did not come, a ballot done with);
        `now`: at once, so that they are out of the console before its style changes."""
        for holder in (self.grid, self.totals):
            if not Shiboken.isValid(holder):
                continue
            if now:
                Shiboken.delete(holder)
            else:
                holder.hide()
                holder.deleteLater()


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
        self._shown: _Built | None = None  # the ballot on screen
        self._ready: _Built | None = None  # the ballot built ahead (`prepare`)
        self._expected: Callable[[], tuple[Sequence[Request], Sequence[str]] | None] | None
        self._expected = None

    def load(self, requests: Sequence[Request], names: Sequence[str]) -> None:
        """Show a new ballot (the one built ahead by `prepare` when it is this one)."""
        self.requests = sorted(requests, key=lambda r: -1 if r.seat is None else r.seat)
        self.names = list(names)
        cands: set[int] = set()
        for r in self.requests:
            cands.update(r.targets)
        self.candidates = sorted(cands)
        self.current = 0
        built, self._ready = self._ready, None
        if built is None or built.key != _ballot_key(self.requests, self.names):
            if built is not None:
                built.discard()
            built = self._build(self.requests, self.names, self.candidates)
        self._install(built)
        self._mark_current()
        self.set_totals_mode(self.totals_mode)

    def prepare(self, requests: Sequence[Request], names: Sequence[str]) -> None:
        """Build the ballot expected next (hidden, styled and laid out) so that `load`
        only shows it: ~100 radio buttons take 50-100 ms to build and style, which the
        host's "End discussion" used to wait for. A ballot other than the one prepared
        is built at `load` as before."""
        ordered = sorted(requests, key=lambda r: -1 if r.seat is None else r.seat)
        key = _ballot_key(ordered, list(names))
        if self._ready is not None:
            if self._ready.key == key:
                return
            self._ready.discard()
        cands: set[int] = set()
        for r in ordered:
            cands.update(r.targets)
        self._ready = self._build(ordered, list(names), sorted(cands))

    def prepare_later(
        self, expected: Callable[[], tuple[Sequence[Request], Sequence[str]] | None]
    ) -> None:
        """`prepare` the ballot `expected()` gives (None: none), once the events already
        due are handled: after the host's window has repainted (its update is posted at
        `Qt.LowEventPriority`, this below it), so the click that led here is not slowed."""
        self._expected = expected
        QCoreApplication.postEvent(self, QEvent(_PREPARE_EVENT), AFTER_PAINT)

    def event(self, event: QEvent) -> bool:
        """The posted `prepare_later`."""
        if event.type() == _PREPARE_EVENT:
            expected, self._expected = self._expected, None
            ballot = expected() if expected is not None else None
            if ballot is not None:
                self.prepare(*ballot)
            return True
        return super().event(event)

    def _build(self, requests: list[Request], names: list[str], candidates: list[int]) -> _Built:
        """The grid and the totals of one ballot, under their scroll areas' viewports
        (styled by the console's sheet) but not shown yet."""
        built = _Built(_ballot_key(requests, names))
        built.grid = self._build_grid(built, requests, names, candidates)
        built.totals = self._build_totals(built, requests, names, candidates)
        built.grid.ensurePolished()  # (children too: the style's work, done now)
        built.totals.ensurePolished()
        built.nobody.setMinimumWidth(built.nobody.sizeHint().width())
        return built

    def clear(self) -> None:
        """Drop the ballot shown and the one built ahead, at once (see `_Built.discard`;
        never `QScrollArea.takeWidget`, which would style the ballot again, out of the
        console, before it goes)."""
        for built in (self._shown, self._ready):
            if built is not None:
                built.discard(now=True)
        self._shown = self._ready = None
        self.buttons, self.groups, self.row_labels, self.total_spins = {}, {}, {}, {}

    def _install(self, built: _Built) -> None:
        """Show a built ballot in the scroll areas (`setWidget` deletes the one shown
        before)."""
        self._shown = built
        self.buttons, self.groups = built.buttons, built.groups
        self.row_labels, self.total_spins = built.row_labels, built.total_spins
        self.grid_scroll.setWidget(built.grid)
        self.totals_scroll.setWidget(built.totals)

    def _changed_in(self, built: _Built) -> None:
        if built is self._shown:
            self.changed.emit()

    def _build_grid(
        self, built: _Built, requests: list[Request], names: list[str], candidates: list[int]
    ) -> QWidget:
        holder = QWidget(self.grid_scroll.viewport())
        holder.hide()
        grid = QGridLayout(holder)
        grid.setHorizontalSpacing(6)
        grid.setVerticalSpacing(4)
        head = QLabel(QCoreApplication.translate("Vote", "Voter \\ votes for"))
        head.setObjectName("muted")
        grid.addWidget(head, 0, 0)
        # "no vote" comes first, beside the voters: many candidates scroll sideways, and
        # the column every ballot starts in must never be the one scrolled out of sight.
        nobody = QLabel(QCoreApplication.translate("Vote", "no vote\n[N]"))
        nobody.setObjectName("noVoteHeader")
        nobody.setAlignment(Qt.AlignmentFlag.AlignCenter)
        grid.addWidget(nobody, 0, 1)
        built.nobody = nobody
        for col, head_seat in enumerate(candidates, start=2):
            grid.addWidget(_SeatHeader(names[head_seat], seat_key(head_seat)), 0, col)
            grid.setColumnStretch(col, 1)  # the room left is shared: each name gets its part
        for row, req in enumerate(requests, start=1):
            voter = req.seat
            assert voter is not None
            label = plain_label(f"[{seat_key(voter)}] {names[voter]}")
            built.row_labels[voter] = label
            grid.addWidget(label, row, 0)
            group = QButtonGroup(holder)
            group.setExclusive(True)
            built.groups[voter] = group
            columns: list[int | None] = [None, *candidates]
            for col, cand in enumerate(columns, start=1):
                button = QRadioButton()
                button.setObjectName(f"vote_{voter}_{'none' if cand is None else cand}")
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                button.setAccessibleName(ballot_name(names, voter, cand))
                if cand is not None and cand not in req.targets:
                    button.setEnabled(False)
                group.addButton(button)
                built.buttons[(voter, cand)] = button
                button.toggled.connect(lambda _on, b=built: self._changed_in(b))
                grid.addWidget(button, row, col, Qt.AlignmentFlag.AlignCenter)
            built.buttons[(voter, None)].setChecked(True)
        grid.setRowStretch(len(requests) + 1, 1)
        return holder

    def _build_totals(
        self, built: _Built, requests: list[Request], names: list[str], candidates: list[int]
    ) -> QWidget:
        holder = QWidget(self.totals_scroll.viewport())
        holder.hide()
        grid = QGridLayout(holder)
        for row, cand in enumerate(candidates):
            grid.addWidget(plain_label(names[cand]), row, 0)
            spin = QSpinBox()
            spin.setRange(0, len(requests))
            spin.setObjectName(f"total_{cand}")
            spin.valueChanged.connect(lambda _v, b=built: self._changed_in(b))
            grid.addWidget(spin, row, 1)
            built.total_spins[cand] = spin
        grid.setRowStretch(len(candidates), 1)
        grid.setColumnStretch(2, 1)
        return holder

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
