"""The lobby's balance panel: the odds of each side for the table being set up.

While the host changes the players, the preset, the role counts or the house rules, the panel
plays bot games of the table in the background (`ww_desktop.simulate.simulate`, on a process
pool with one worker per core, driven from one worker thread) and shows:

* each side's win rate as a bar in the side's colour with its 95% interval as a whisker, the
  side's name beside it (colour is never the only signal) and the numbers in words;
* the average length of a game in days;
* a small chart of the village's win rate with one werewolf fewer, as set, and one more
  (those two tables are simulated too when they are legal);
* "Simulating..." with a progress bar while games are played, and an honest note that the
  bots are a rough model, with a link that says what they do.

A change is debounced (`DEBOUNCE_MS`); the running simulation is cancelled at once and its
results are dropped (each run has a generation number; a message from an older run is
ignored), so an old table's numbers never show for a new one. A run starts with a few games
(`STAGES[0]`) and refines with more while the table stays the same; the batches use different
seeds and are added up. An illegal table shows nothing but a hint. The panel only simulates
while it is visible, and a checkbox (remembered in QSettings, on by default) turns it off.

"Suggest a fairer table" plays the tables one card away from the table as set (see
`worker.nearby_tables`), the same games for each, and proposes the one whose village
odds are closest to 50 % if it beats the table as set; the host uses it or dismisses it.

The GUI thread never waits: a `SimulationWorker` (a `QObject` on its own `QThread`, see
`worker`) reports its progress and results by queued signals.
"""

from __future__ import annotations

import os
import sys
import threading
import time
from collections import Counter
from collections.abc import Sequence
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication, QRectF, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QColor, QHideEvent, QPainter, QPaintEvent, QPen, QShowEvent
from PySide6.QtWidgets import (
    QCheckBox,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QProgressBar,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...resources import SIDE_COLOURS
from ...simulate import SideResult, SimulationResult, wilson
from ...texts import assemble, i18n
from ...texts.assemble import fill
from ..theme import NIGHT, side_mark
from .table import BalanceTable
from .worker import Run, SimulationWorker, Stage, nearby_tables

DEBOUNCE_MS = 400
"""How long the table must stay the same before a run starts."""

SUGGEST_GAMES = 400
"""Games played of the table and of each nearby table when looking for a fairer one."""

SUGGEST_SEED = 7
"""The seed of every search batch (the same games for each candidate: a fair comparison)."""

LOPSIDED = 0.10
"""A table whose village odds are further than this from 50 % gets a hint to try a fairer one."""

STAGES: tuple[int, ...] = (200, 800, 3000)
"""Games added at each refinement of the table as set (the variants stop after two)."""

VARIANT_STAGES = 2
"""How many of `STAGES` the one-werewolf-more / one-fewer tables are refined through."""

CHART_HEIGHT = 110
"""The werewolf chart's height (the house rules above it keep their room)."""

SETTINGS_KEY = "balance/enabled"
SIDE_ORDER = ("village", "werewolves", "foxes", "lovers", "vampire", "mafia", "solo")

MAIN, FEWER, MORE = "main", "fewer", "more"


@dataclass
class Tally:
    """Games of one table added up over several runs.

    Attributes:
        games: games played; wins: wins by side (draws apart); draws; unfinished: games that
        hit the choice limit; day_sum: the sum of the end day over finished games.
    """

    games: int = 0
    wins: Counter[str] = field(default_factory=Counter)
    draws: int = 0
    unfinished: int = 0
    day_sum: float = 0.0

    def add(self, result: SimulationResult) -> None:
        """Add one run's games."""
        self.games += result.games
        self.wins.update(result.winners)
        self.draws += result.draws
        self.unfinished += result.unfinished
        self.day_sum += result.average_days * (result.games - result.unfinished)

    def side(self, side: str) -> SideResult:
        """One side's rate and 95% interval ("draw" for draws)."""
        wins = self.draws if side == "draw" else self.wins.get(side, 0)
        low, high = wilson(wins, self.games)
        return SideResult(side, wins, wins / self.games if self.games else 0.0, low, high)

    def sides(self) -> list[SideResult]:
        """Every side that won at least once (village and werewolves always), in a fixed order."""
        shown = {"village", "werewolves", *self.wins}
        order = {s: i for i, s in enumerate(SIDE_ORDER)}
        rows = [self.side(s) for s in sorted(shown, key=lambda s: (order.get(s, 99), s))]
        if self.draws:
            rows.append(self.side("draw"))
        return rows

    @property
    def average_days(self) -> float:
        """The mean day number at the end of a finished game."""
        finished = self.games - self.unfinished
        return self.day_sum / finished if finished else 0.0


def default_workers() -> int:
    """One process per core; one (in this process) in a frozen build.

    A frozen executable's spawned workers would start the app again unless its entry point
    calls `multiprocessing.freeze_support()`, which it does not do yet.
    """
    if getattr(sys, "frozen", False):
        return 1
    return os.cpu_count() or 1


def side_colour(side: str) -> QColor:
    """The side's colour (grey for a draw)."""
    if side == "draw":
        return QColor("#8a8aa0")
    return QColor(SIDE_COLOURS.get(side, SIDE_COLOURS["solo"]))


def percent(rate: float) -> str:
    """A rate as a whole percentage in the language's style ("52%", French "52 %")."""
    return assemble.percent(rate)


class RateBar(QWidget):
    """One side's win rate: a bar in the side's colour and the 95% interval as a whisker.

    Attributes:
        side: the side id; rate, low, high: the rate and its interval (0..1).
    """

    def __init__(self, side: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.side = side
        self.rate = 0.0
        self.low = 0.0
        self.high = 0.0
        self.setMinimumHeight(20)
        self.setMinimumWidth(80)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_result(self, result: SideResult) -> None:
        """Show this rate and interval."""
        self.rate, self.low, self.high = result.rate, result.low, result.high
        self.setAccessibleName(f"{i18n.side_name(self.side)} {percent(self.rate)}")
        self.update()

    def paintEvent(self, event: QPaintEvent) -> None:
        """Track, bar, whisker."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width() - 2, self.height()
        track = QRectF(1, 3, w, h - 6)
        p.setPen(Qt.PenStyle.NoPen)
        p.setBrush(QColor(NIGHT.ring_track))
        p.drawRoundedRect(track, 4, 4)
        p.setBrush(side_colour(self.side))
        p.drawRoundedRect(QRectF(1, 3, w * self.rate, h - 6), 4, 4)
        pen = QPen(QColor(NIGHT.text))
        pen.setWidth(2)
        p.setPen(pen)
        y = h / 2
        x0, x1 = 1 + w * self.low, 1 + w * self.high
        p.drawLine(int(x0), int(y), int(x1), int(y))
        p.drawLine(int(x0), 2, int(x0), h - 2)
        p.drawLine(int(x1), 2, int(x1), h - 2)
        p.end()


class WolfChart(QWidget):
    """The village's win rate with one werewolf fewer, as set, and one more.

    Attributes:
        points: (werewolves, rate, low, high) for each table shown, fewest first.
        labels: the texts drawn under the points (for tests and screen readers).
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.points: list[tuple[int, float, float, float]] = []
        self.current = 0
        self.labels: list[str] = []
        self._drawn: list[str] | None = None
        self.setMinimumHeight(CHART_HEIGHT)
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Fixed)

    def set_points(self, points: list[tuple[int, float, float, float]], current: int) -> None:
        """Show these points; `current` is the werewolf count as set."""
        self.points = sorted(points)
        self.current = current
        self.labels = [f"{n}\n{percent(rate)}" for n, rate, _, _ in self.points]
        self._drawn = None
        self.setAccessibleDescription("; ".join(self.labels))
        self.update()

    def painted_texts(self) -> list[str]:
        """Texts this widget draws under its points (as last painted, else as it would)."""
        texts = self._drawn if self._drawn is not None else self.labels
        return [t.replace("\n", " ") for t in texts] if self.points else []

    def paintEvent(self, event: QPaintEvent) -> None:
        """Axis, a 50% line, a point and an interval per table."""
        p = QPainter(self)
        p.setRenderHint(QPainter.RenderHint.Antialiasing)
        w, h = self.width(), self.height()
        left, right, top, bottom = 40, 10, 8, 34
        plot_h = h - top - bottom
        fg = QColor(NIGHT.text)
        muted = QColor(NIGHT.muted)
        p.setPen(muted)
        font = p.font()
        font.setPixelSize(12)
        p.setFont(font)
        for value in (0.0, 0.5, 1.0):
            y = top + plot_h * (1 - value)
            pen = QPen(muted)
            pen.setStyle(Qt.PenStyle.DashLine if value == 0.5 else Qt.PenStyle.SolidLine)
            p.setPen(pen)
            p.drawLine(left, int(y), w - right, int(y))
            p.drawText(QRectF(0, y - 8, left - 4, 16), Qt.AlignmentFlag.AlignRight, percent(value))
        if not self.points:
            p.end()
            return
        n = len(self.points)
        step = (w - left - right) / n
        metrics = p.fontMetrics()
        # A narrow chart names only the werewolf counts under the points (the rates would run
        # into each other); the rates stay in its accessible description and beside the bars.
        roomy = all(
            metrics.horizontalAdvance(line) + 6 <= step
            for label in self.labels
            for line in label.split("\n")
        )
        colour = side_colour("village")
        self._drawn = [label if roomy else label.split("\n")[0] for label in self.labels]
        prev: tuple[float, float] | None = None
        for i, (wolves, rate, low, high) in enumerate(self.points):
            x = left + step * (i + 0.5)
            y = top + plot_h * (1 - rate)
            pen = QPen(fg)
            pen.setWidth(2)
            p.setPen(pen)
            p.drawLine(
                int(x), int(top + plot_h * (1 - low)), int(x), int(top + plot_h * (1 - high))
            )
            if prev is not None:
                line = QPen(colour)
                line.setWidth(2)
                p.setPen(line)
                p.drawLine(int(prev[0]), int(prev[1]), int(x), int(y))
            prev = (x, y)
            p.setPen(Qt.PenStyle.NoPen)
            p.setBrush(colour)
            radius = 7 if wolves == self.current else 5
            p.drawEllipse(QRectF(x - radius, y - radius, 2 * radius, 2 * radius))
            p.setPen(fg if wolves == self.current else muted)
            p.drawText(
                QRectF(x - step / 2, h - bottom + 4, step, bottom - 4),
                Qt.AlignmentFlag.AlignHCenter,
                self._drawn[i],
            )
        p.end()


class BalancePanel(QWidget):
    """The odds of the table being set up, simulated in the background.

    Signals:
        updated(int): new numbers are shown for the current table (games of the table as set).
        finished(): every refinement of the current table is done.
        running_changed(bool): a simulation started or stopped.
        suggestion_ready(object): the search for a fairer table ended: the proposed
            `BalanceTable`, or None when no table one card away is more even.
        proposal_accepted(object): the host chose "Use this table" (the `BalanceTable`).

    Attributes:
        settings: where the on/off choice is remembered (None: not remembered).
        table: the table shown (None: the setup is illegal, or none was given).
        stages: games added at each refinement (default `STAGES`; tests use fewer).
        workers: processes used by `simulate` (default: one per core).
        debounce: the single-shot timer that starts a run once the table stays the same.
        enabled_box: the on/off checkbox.
        status_label, progress: "Simulating..." and the progress bar.
        hint_label: the hint shown for an illegal table (or when the panel is off).
        rows: side id -> (name label, rate bar, numbers label).
        days_label: the average length; chart: the werewolf chart; note_label: the honesty note.
        tallies: key ("main", "fewer", "more") -> the games counted so far.
        generation: the number of the current run (results of other runs are dropped).
        suggest_button: "Suggest a fairer table"; suggest_games: games per table searched.
        lopsided_label: the hint shown when the village's odds are far from even.
        suggest_box: holds lopsided_label, suggest_button and proposal_box (the lobby may place it).
        proposal_box: the search's progress, then its proposal (proposal_label, use_button,
            dismiss_button); search_progress: its progress bar.
        proposal: the proposed table (None: none yet); search_rates: stage index -> the
            village's rate (0: the table as set, then each candidate).
    """

    updated = Signal(int)
    suggestion_ready = Signal(object)
    proposal_accepted = Signal(object)
    finished = Signal()
    running_changed = Signal(bool)

    def __init__(self, settings: QSettings | None = None, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.settings = settings
        self.table: BalanceTable | None = None
        self.stages: tuple[int, ...] = STAGES
        self.workers = default_workers()
        self.tallies: dict[str, Tally] = {}
        self.generation = 0
        self.rows: dict[str, tuple[QLabel, RateBar, QLabel]] = {}
        self._variants: dict[str, BalanceTable | None] = {}
        self._plan: list[Stage] = []
        self._next_stage = 0  # the first stage of the plan whose result is not in
        self._stage_done = 0  # games of the running stage done so far
        self._cancel: threading.Event | None = None
        self._runs: list[Run] = []  # cancelled ones may still be ending
        self._hint = ""
        self._complete = False
        self.suggest_games = SUGGEST_GAMES
        self.proposal: BalanceTable | None = None
        self.search_rates: dict[int, float] = {}
        self._candidates: list[BalanceTable] = []
        self._search_cancel: threading.Event | None = None
        self._search_generation = 0

        self.debounce = QTimer(self)
        self.debounce.setSingleShot(True)
        self.debounce.setInterval(DEBOUNCE_MS)
        self.debounce.timeout.connect(self._start)
        self._build()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.stop)
        on = True
        if settings is not None:
            on = str(settings.value(SETTINGS_KEY, "true")).lower() not in ("false", "0")
        self.enabled_box.setChecked(on)
        self.enabled_box.toggled.connect(self._toggled)
        self._render()

    # ------------------------------------------------------------ building

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        box = QGroupBox(self.tr("Balance"))
        outer.addWidget(box)
        lay = QVBoxLayout(box)
        lay.setSpacing(6)
        self.enabled_box = QCheckBox(self.tr("Simulate the odds"))
        self.enabled_box.setToolTip(
            self.tr("Play bot games of this table in the background and show who tends to win")
        )
        lay.addWidget(self.enabled_box)

        self.status_label = QLabel()
        self.status_label.setObjectName("muted")
        self.status_label.setWordWrap(True)
        lay.addWidget(self.status_label)
        self.progress = QProgressBar()
        self.progress.setTextVisible(False)
        self.progress.setMaximumHeight(6)
        lay.addWidget(self.progress)

        self.hint_label = QLabel()
        self.hint_label.setObjectName("muted")
        self.hint_label.setWordWrap(True)
        lay.addWidget(self.hint_label)

        self.results = QWidget()
        both = QHBoxLayout(self.results)
        both.setContentsMargins(0, 0, 0, 0)
        both.setSpacing(14)
        res = QVBoxLayout()
        res.setSpacing(6)
        both.addLayout(res, 1)
        self.grid_host = QWidget()
        self.grid = QGridLayout(self.grid_host)
        self.grid.setContentsMargins(0, 0, 0, 0)
        self.grid.setHorizontalSpacing(8)
        self.grid.setVerticalSpacing(2)
        res.addWidget(self.grid_host)
        self.days_label = QLabel()
        res.addWidget(self.days_label)
        res.addStretch(1)
        res = QVBoxLayout()
        res.setSpacing(2)
        both.addLayout(res, 1)
        self.chart_title = QLabel(self.tr("The village's odds by number of werewolves"))
        self.chart_title.setWordWrap(True)
        res.addWidget(self.chart_title)
        self.chart = WolfChart()
        res.addWidget(self.chart)
        res.addStretch(1)
        lay.addWidget(self.results)

        self.note_label = QLabel(
            self.tr(
                "Rough model: the bots are simple. "
                '<a href="bots" style="color: %1">What the bots do</a>'
            )
        )
        self.note_label.setText(fill(self.note_label.text(), NIGHT.accent_text))
        self.note_label.setObjectName("muted")
        self.note_label.setWordWrap(True)
        self.note_label.setTextFormat(Qt.TextFormat.RichText)
        self.note_label.setTextInteractionFlags(Qt.TextInteractionFlag.LinksAccessibleByMouse)
        self.note_label.linkActivated.connect(lambda _link: self.show_bots_help())
        lay.addWidget(self.note_label)

        # "Suggest a fairer table" and its proposal: in this panel unless the lobby places
        # `suggest_box` elsewhere (beside the role counts).
        self.suggest_box = QWidget()
        suggest = QVBoxLayout(self.suggest_box)
        suggest.setContentsMargins(0, 0, 0, 0)
        suggest.setSpacing(4)
        self.lopsided_label = QLabel()
        self.lopsided_label.setWordWrap(True)
        self.lopsided_label.hide()
        suggest.addWidget(self.lopsided_label)
        self.suggest_button = QPushButton(self.tr("Suggest a fairer table"))
        self.suggest_button.setToolTip(
            self.tr("Play bot games of the tables one card away and propose the most even one")
        )
        self.suggest_button.clicked.connect(self.suggest)
        suggest.addWidget(self.suggest_button)

        self.proposal_box = QFrame()
        self.proposal_box.setObjectName("proposal")
        prop = QVBoxLayout(self.proposal_box)
        prop.setContentsMargins(0, 0, 0, 0)
        prop.setSpacing(4)
        self.proposal_label = QLabel()
        self.proposal_label.setWordWrap(True)
        prop.addWidget(self.proposal_label)
        self.search_progress = QProgressBar()
        self.search_progress.setTextVisible(False)
        self.search_progress.setMaximumHeight(6)
        prop.addWidget(self.search_progress)
        buttons = QHBoxLayout()
        buttons.addStretch(1)
        self.use_button = QPushButton(self.tr("Use this table"))
        self.use_button.setObjectName("primary")
        self.use_button.clicked.connect(self.use_proposal)
        buttons.addWidget(self.use_button)
        self.dismiss_button = QPushButton(self.tr("Dismiss"))
        self.dismiss_button.clicked.connect(self.dismiss_proposal)
        buttons.addWidget(self.dismiss_button)
        prop.addLayout(buttons)
        self.proposal_box.hide()
        suggest.addWidget(self.proposal_box)
        lay.addWidget(self.suggest_box)

    def bots_help_text(self) -> str:
        """What the bots do, in a few sentences."""
        return self.tr(
            "The odds come from games played by simple bots, not by people.\n\n"
            "A bot that learns who is a werewolf at night (the Seer) says so the next "
            "morning; sometimes a werewolf-side bot claims to be the Seer too. Everyone votes "
            "for whoever the claims point at, and at random when there are no claims. The "
            "werewolves go after whoever claimed to be the Seer. Nobody reads faces, bluffs "
            "cleverly or remembers who voted for whom.\n\n"
            "Use the numbers to compare tables with each other: real tables with discussion "
            "usually favour the village more. Each bar's whisker is the 95% interval: with "
            "more games it gets narrower."
        )

    def show_bots_help(self) -> None:
        """Explain what the bots do (the link in the note)."""
        QMessageBox.information(self, self.tr("What the bots do"), self.bots_help_text())

    # ------------------------------------------------------------ the table

    def set_table(self, table: BalanceTable | None, hint: str | None = None) -> None:
        """The lobby's table changed: cancel the run and start a new one once it settles.

        None (an illegal setup) shows only `hint`."""
        if table is not None and not table.legal():
            table = None
        self._hint = hint or self.tr("Fix the table to see the odds.")
        if table == self.table:
            self._render()
            return
        self.table = table
        self._cancel_run()
        self.dismiss_proposal()
        self.tallies = {}
        self._plan = []
        self._next_stage = 0
        self._complete = False
        self.debounce.stop()
        if table is not None and self.enabled_box.isChecked():
            self.debounce.start()
        self._render()

    def is_running(self) -> bool:
        """Whether a simulation is running (or about to start)."""
        return self._cancel is not None or self.debounce.isActive()

    def displayed(self) -> dict[str, float]:
        """The rates shown now, by side id ("draw" included); empty when none are shown."""
        if not self.results.isVisibleTo(self):
            return {}
        return {side: bar.rate for side, (_, bar, _) in self.rows.items()}

    def stop(self) -> None:
        """Cancel any run (the app is closing, or the panel is going away)."""
        self.debounce.stop()
        self._cancel_run()
        self._cancel_search()

    # ------------------------------------------------------------ a fairer table

    def is_searching(self) -> bool:
        """Whether the search for a fairer table is running."""
        return self._search_cancel is not None

    def suggest(self) -> None:
        """Play the tables one card away (in the background) and propose the most even one."""
        table = self.table
        main = self.tallies.get(MAIN)
        if table is None or main is None or not main.games:
            return
        self._cancel_search()
        self.proposal = None
        self.search_rates = {}
        self._candidates = nearby_tables(table, main.side("village").rate)
        self.proposal_box.show()
        self.suggest_button.hide()  # the proposal takes its place
        self.lopsided_label.hide()  # the proposal says the odds now
        self.suggest_button.setEnabled(False)
        if not self._candidates:
            self._propose(None)
            return
        tables = [table, *self._candidates]
        stages = [Stage(str(i), t, self.suggest_games, SUGGEST_SEED) for i, t in enumerate(tables)]
        self._search_generation += 1
        self._search_cancel = threading.Event()
        self.search_progress.setRange(0, self.suggest_games * len(stages))
        self.search_progress.setValue(0)
        self.search_progress.show()
        self.use_button.hide()
        self.proposal_label.setText(
            self.tr("Trying %n nearby table(s)…", "", len(self._candidates))
        )
        run = self._launch(self._search_generation, stages, self._search_cancel)
        run.worker.progress.connect(self._on_search_progress)
        run.worker.result.connect(self._on_search_result)
        run.worker.done.connect(self._on_search_done)
        run.worker.failed.connect(self._on_search_failed)
        run.start()

    def use_proposal(self) -> None:
        """The host takes the proposed table."""
        proposal = self.proposal
        self.dismiss_proposal()
        if proposal is not None:
            self.proposal_accepted.emit(proposal)

    def dismiss_proposal(self) -> None:
        """Stop searching and forget the proposal (the host ignores it, or the table changed)."""
        self._cancel_search()
        self.proposal = None
        self.proposal_box.hide()
        self._render()

    def _cancel_search(self) -> None:
        self._search_generation += 1
        if self._search_cancel is not None:
            self._search_cancel.set()
            self._search_cancel = None

    def _on_search_progress(self, generation: int, index: int, done: int) -> None:
        if generation == self._search_generation:
            self.search_progress.setValue(index * self.suggest_games + done)

    def _on_search_result(self, generation: int, index: int, result: SimulationResult) -> None:
        if generation == self._search_generation:
            self.search_rates[index] = result.side("village").rate

    def _on_search_done(self, generation: int) -> None:
        if generation != self._search_generation:
            return
        self._search_cancel = None
        base = self.search_rates.get(0, 0.5)
        best = min(
            (i for i in self.search_rates if i > 0),
            key=lambda i: abs(self.search_rates[i] - 0.5),
            default=None,
        )
        if best is not None and abs(self.search_rates[best] - 0.5) < abs(base - 0.5):
            self._propose(best)
        else:
            self._propose(None)

    def _on_search_failed(self, generation: int, message: str) -> None:
        if generation != self._search_generation:
            return
        self._search_cancel = None
        self.search_progress.hide()
        self.proposal_label.setText(fill(self.tr("The odds could not be simulated: %1"), message))
        self.use_button.hide()

    def _propose(self, index: int | None) -> None:
        """Show the proposal (a candidate's index), or say that none is more even."""
        self.search_progress.hide()
        table = self.table
        if index is None or table is None:
            self.proposal = None
            self.use_button.hide()
            self.proposal_label.setText(self.tr("No table one card away is more even."))
            self.suggestion_ready.emit(None)
            return
        proposal = self._candidates[index - 1]
        self.proposal = proposal
        added = Counter(proposal.roles) - Counter(table.roles)
        removed = Counter(table.roles) - Counter(proposal.roles)
        self.proposal_label.setText(
            assemble.fill(
                self.tr("%1 instead of %2: the village would win about %3 (now %4)."),
                i18n.join_names([i18n.role_name(r) for r in added.elements()]),
                i18n.join_names([i18n.role_name(r) for r in removed.elements()]),
                percent(self.search_rates[index]),
                percent(self.search_rates.get(0, 0.0)),
            )
        )
        self.use_button.show()
        self.suggestion_ready.emit(proposal)

    def shutdown(self, timeout: float = 10.0) -> bool:
        """Cancel any run and wait for its thread to end (the app quits); False on timeout."""
        self.stop()
        deadline = time.monotonic() + timeout
        for run in self._runs:
            run.wait(int(1000 * max(0.0, deadline - time.monotonic())))
        self._runs = [r for r in self._runs if r.running()]
        return not self._runs

    def thread_names(self) -> list[str]:
        """The names of this panel's threads that still run."""
        return [r.thread.objectName() for r in self._runs if r.running()]

    def _launch(self, generation: int, stages: Sequence[Stage], cancel: threading.Event) -> Run:
        """Start a worker thread playing `stages`; its signals come back to this panel."""
        worker = SimulationWorker(generation, stages, self.workers, cancel)
        run = Run(worker)
        run.thread.finished.connect(self._forget_runs)
        self._runs.append(run)
        return run

    def _forget_runs(self) -> None:
        self._runs = [r for r in self._runs if r.running()]

    # ------------------------------------------------------------ running

    def _make_plan(self, table: BalanceTable) -> list[Stage]:
        self._variants = {FEWER: table.variant(-1), MORE: table.variant(+1)}
        plan: list[Stage] = []
        for i, games in enumerate(self.stages):
            plan.append(Stage(MAIN, table, games, i + 1))
            if i < VARIANT_STAGES:
                for key in (FEWER, MORE):
                    variant = self._variants[key]
                    if variant is not None:
                        plan.append(Stage(key, variant, games, i + 1))
        return plan

    def _start(self) -> None:
        table = self.table
        if table is None or not self.enabled_box.isChecked() or self._complete:
            return
        if not self.isVisible():
            return  # started again by showEvent
        if not self._plan:
            self._plan = self._make_plan(table)
            self._next_stage = 0
        self._cancel_run()
        self.generation += 1
        self._cancel = threading.Event()
        self._stage_done = 0
        run = self._launch(self.generation, self._plan[self._next_stage :], self._cancel)
        run.worker.progress.connect(self._on_progress)
        run.worker.result.connect(self._on_result)
        run.worker.done.connect(self._on_done)
        run.worker.failed.connect(self._on_failed)
        run.start()
        self.running_changed.emit(True)
        self._render()

    def _cancel_run(self) -> None:
        """Stop the running simulation; anything it still reports is dropped."""
        self.generation += 1
        if self._cancel is not None:
            self._cancel.set()
            self._cancel = None
            self.running_changed.emit(False)

    def _on_progress(self, generation: int, _index: int, done: int) -> None:
        if generation != self.generation:
            return  # a cancelled run
        self._stage_done = done
        self._render()

    def _on_result(self, generation: int, _index: int, result: SimulationResult) -> None:
        if generation != self.generation:
            return
        stage = self._plan[self._next_stage]
        self.tallies.setdefault(stage.key, Tally()).add(result)
        self._next_stage += 1
        self._stage_done = 0
        self._render()
        if stage.key == MAIN:
            self.updated.emit(self.tallies[MAIN].games)

    def _on_done(self, generation: int) -> None:
        if generation != self.generation:
            return
        self._complete = True
        self._finish_run()
        self._render()
        self.finished.emit()

    def _on_failed(self, generation: int, message: str) -> None:
        if generation != self.generation:
            return
        self._hint = fill(self.tr("The odds could not be simulated: %1"), message)
        self._finish_run()
        self.tallies = {}
        self._render()

    def _finish_run(self) -> None:
        self._cancel = None
        self.running_changed.emit(False)

    # ------------------------------------------------------------ showing

    def _planned(self) -> tuple[int, int]:
        """(games done, games planned) over the whole plan."""
        total = sum(s.games for s in self._plan)
        done = sum(s.games for s in self._plan[: self._next_stage])
        if self._cancel is not None:
            done += self._stage_done
        return done, total

    def _render(self) -> None:
        on = self.enabled_box.isChecked()
        main = self.tallies.get(MAIN)
        show = on and self.table is not None and main is not None and main.games > 0
        self.results.setVisible(show)
        running = on and self.table is not None and (self._cancel is not None or not show)
        running = running and not self._complete
        self.status_label.setVisible(on and self.table is not None)
        self.progress.setVisible(running)
        if not on:
            self.hint_label.setText(self.tr("Turn on to see how often each side wins."))
        elif self.table is None:
            self.hint_label.setText(self._hint)
        self.hint_label.setVisible(not on or self.table is None)
        if on and self.table is not None:
            done, total = self._planned()
            self.progress.setRange(0, max(total, 1))
            self.progress.setValue(done)
            if running:
                self.status_label.setText(
                    assemble.fill(
                        self.tr("Simulating… %1 of %n game(s)", "", total),
                        assemble.number(done),
                    )
                    if total
                    else self.tr("Simulating…")
                )
            elif main is not None:
                self.status_label.setText(
                    assemble.fill(
                        self.tr("%1 bot games; whiskers show the 95% interval."),
                        assemble.number(main.games),
                    )
                )
        self.suggest_button.setVisible(on and self.proposal_box.isHidden())
        self._render_lopsided(main if show and self.proposal_box.isHidden() else None)
        self.suggest_button.setEnabled(show and self.proposal_box.isHidden())
        if show and main is not None:
            self._render_rows(main)
            self.days_label.setText(
                assemble.fill(
                    self.tr("Average game length in days: %1"), assemble.decimal(main.average_days)
                )
            )
            self._render_chart(main)

    def _render_rows(self, main: Tally) -> None:
        results = main.sides()
        wanted = [r.side for r in results]
        if wanted != list(self.rows):
            for name, bar, numbers in self.rows.values():
                for widget in (name, bar, numbers):
                    self.grid.removeWidget(widget)
                    widget.deleteLater()
            self.rows = {}
            for row, side in enumerate(wanted):
                name = QLabel(self._side_label(side))
                name.setTextFormat(Qt.TextFormat.RichText)
                bar = RateBar(side)
                numbers = QLabel()
                numbers.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
                self.grid.addWidget(name, 2 * row, 0)
                self.grid.addWidget(numbers, 2 * row, 1)
                self.grid.addWidget(bar, 2 * row + 1, 0, 1, 2)
                self.rows[side] = (name, bar, numbers)
            self.grid.setColumnStretch(0, 1)
        for result in results:
            _, bar, numbers = self.rows[result.side]
            bar.set_result(result)
            numbers.setText(
                assemble.fill(
                    self.tr("%1 (%2–%3)"),
                    percent(result.rate),
                    percent(result.low),
                    percent(result.high),
                )
            )
            numbers.setToolTip(
                assemble.fill(
                    self.tr("%1 wins in %n game(s); 95% interval %2 to %3", "", main.games),
                    assemble.number(result.wins),
                    percent(result.low),
                    percent(result.high),
                )
            )

    def _render_lopsided(self, main: Tally | None) -> None:
        """Hint at a fairer table when one side wins far more often than the other."""
        rate = main.side("village").rate if main is not None else 0.5
        if rate < 0.5 - LOPSIDED:
            text = self.tr("The werewolves win most games at this table (the village: %1).")
        elif rate > 0.5 + LOPSIDED:
            text = self.tr("The village wins most games at this table (%1).")
        else:
            self.lopsided_label.hide()
            return
        self.lopsided_label.setText(assemble.fill(text, percent(rate)))
        self.lopsided_label.show()

    def _side_label(self, side: str) -> str:
        name = self.tr("Draw") if side == "draw" else i18n.side_name(side)
        colour = side_colour(side).name()
        shape = side_mark(side) or "■"  # a shape per side, not the colour alone
        return f'<span style="color:{colour}">{shape}</span> {name}'

    def _render_chart(self, main: Tally) -> None:
        table = self.table
        if table is None:
            return
        n = table.werewolves
        points = [(n, *self._village(main))]
        for key, delta in ((FEWER, -1), (MORE, +1)):
            tally = self.tallies.get(key)
            if tally is not None and tally.games:
                points.append((n + delta, *self._village(tally)))
        has_variants = any(self._variants.get(k) for k in (FEWER, MORE))
        self.chart_title.setVisible(has_variants and n > 0)
        self.chart.setVisible(has_variants and n > 0)
        self.chart.set_points(points, n)

    @staticmethod
    def _village(tally: Tally) -> tuple[float, float, float]:
        s = tally.side("village")
        return s.rate, s.low, s.high

    def _toggled(self, on: bool) -> None:
        if self.settings is not None:
            self.settings.setValue(SETTINGS_KEY, on)
            self.settings.sync()
        if on:
            if self.table is not None and not self._complete:
                self.debounce.start()
        else:
            self.debounce.stop()
            self._cancel_run()
            self._stage_done = 0
            self.dismiss_proposal()
        self._render()

    def showEvent(self, event: QShowEvent) -> None:
        """Go on simulating once the lobby is shown again."""
        super().showEvent(event)
        if self.table is not None and not self._complete and self._cancel is None:
            self.debounce.start()

    def hideEvent(self, event: QHideEvent) -> None:
        """Stop simulating while the lobby is hidden (a game is being played)."""
        super().hideEvent(event)
        self.debounce.stop()
        if self._search_cancel is not None:
            self.dismiss_proposal()
        if self._cancel is not None:
            self._cancel_run()
            self._stage_done = 0
            self._render()
