"""The balance panel's background work: bot games on a `QThread`, reported by signals.

`SimulationWorker` is a `QObject` moved to its own `QThread` (named ``balance-simulation``);
it plays a list of `Stage`s in turn with `ww_desktop.simulate.simulate` and reports each
stage's progress and result by queued signals, so the GUI thread never polls and never waits.
Every message carries the run's generation number: the panel drops those of a cancelled run.
A run is cancelled through a `threading.Event` that `simulate` checks between chunks.
While a run's thread lives, Python's garbage collection runs in the GUI thread only (see
`collector`): a Qt object freed in the simulation's thread would crash the app.

`nearby_tables()` lists the tables one card away from a table (a role swapped for another of
the preset's), keeping those that move the odds towards the side that wins too rarely: the
candidates of "Suggest a fairer table".
"""

from __future__ import annotations

import atexit
import threading
from collections.abc import Sequence
from dataclasses import dataclass

from PySide6.QtCore import QObject, Qt, QThread, Signal, Slot

from ...engine.presets import get_preset
from ...engine.roles import canonical, role
from ...simulate import simulate
from ..collector import collector
from .table import VILLAGER, BalanceTable

THREAD_NAME = "balance-simulation"


@dataclass(frozen=True, slots=True)
class Stage:
    """One batch of games: which table, how many games, which seed.

    Attributes:
        key: what the batch counts for ("main", "fewer", "more", or a candidate's number).
        table: the table played; games: how many; seed: the batch's seed.
    """

    key: str
    table: BalanceTable
    games: int
    seed: int


class SimulationWorker(QObject):
    """Plays stages one after the other on its thread; reports by signals.

    Signals:
        progress(int, int, int): generation, stage index, games of that stage done.
        result(int, int, object): generation, stage index, its `SimulationResult`.
        done(int): generation; every stage was played.
        failed(int, str): generation, what went wrong (a sentence).
        ended(): the run is over (done, failed or cancelled): the thread may quit.
    """

    progress = Signal(int, int, int)
    result = Signal(int, int, object)
    done = Signal(int)
    failed = Signal(int, str)
    ended = Signal()

    def __init__(
        self, generation: int, stages: Sequence[Stage], workers: int, cancel: threading.Event
    ) -> None:
        super().__init__()
        self.generation = generation
        self.stages = list(stages)
        self.workers = workers
        self.cancel = cancel

    @Slot()
    def run(self) -> None:
        """Play every stage in turn (on the worker thread)."""
        try:
            for index, stage in enumerate(self.stages):
                if self.cancel.is_set():
                    return
                t = stage.table

                def progress(done: int, _total: int, index: int = index) -> None:
                    self.progress.emit(self.generation, index, done)

                result = simulate(
                    t.preset,
                    t.players,
                    t.roles,
                    dict(t.settings),
                    games=stage.games,
                    seed=stage.seed,
                    workers=self.workers,
                    progress=progress,
                    cancel=self.cancel,
                )
                if result.cancelled or self.cancel.is_set():
                    return
                self.result.emit(self.generation, index, result)
            self.done.emit(self.generation)
        except Exception as exc:  # shown to the user as a sentence
            self.failed.emit(self.generation, str(exc))
        finally:
            self.ended.emit()


_LIVE: list[Run] = []
"""Every run whose thread may still be running: a `QThread` must outlive its thread, even
when the panel that started it is gone (a cancelled run ends at its next chunk of games)."""


def _prune() -> None:
    _LIVE[:] = [r for r in _LIVE if r.running()]


@atexit.register
def _wait_for_all(seconds: float = 10.0) -> None:
    """At exit, stop every run and wait for its thread (a running QThread must not die)."""
    for run in _LIVE:
        run.cancel.set()
    for run in _LIVE:
        run.wait(int(seconds * 1000))


class Run:
    """A worker on its own thread; kept alive (with its Python references) until it ends.

    Attributes:
        thread: the `QThread` (object name `THREAD_NAME`); worker: the `SimulationWorker`;
        cancel: set it to stop the run.
    """

    def __init__(self, worker: SimulationWorker) -> None:
        self.worker = worker
        self.cancel = worker.cancel
        self.thread = QThread()
        self.thread.setObjectName(THREAD_NAME)
        worker.moveToThread(self.thread)
        self.thread.started.connect(worker.run)
        # Direct: the thread's loop quits from the thread itself, even while the GUI thread
        # is blocked in `wait()` (at quit) and could not deliver a queued call.
        worker.ended.connect(self.thread.quit, Qt.ConnectionType.DirectConnection)
        _prune()
        _LIVE.append(self)

    def start(self) -> None:
        """Start the thread (the worker runs at once); garbage is collected in the GUI thread
        until it has ended."""
        pin = collector()
        pin.hold()
        self.thread.finished.connect(pin.release)
        self.thread.start()

    def running(self) -> bool:
        """Whether the thread still runs."""
        return self.thread.isRunning()

    def wait(self, milliseconds: int) -> bool:
        """Wait for the thread to end; False on timeout."""
        return self.thread.wait(max(0, milliseconds))


def _side(role_id: str) -> str:
    try:
        return str(role(role_id).side)
    except KeyError:
        return "village"


def nearby_tables(table: BalanceTable, village_rate: float, limit: int = 8) -> list[BalanceTable]:
    """Legal tables one card away that should help the side winning too rarely.

    With the village under 50 %, a card of another side becomes a village role or a Villager
    becomes a village role with a power; above 50 %, the reverse. Plain swaps (a Werewolf for
    a Villager and back) come first; at most `limit` tables.
    """
    preset = get_preset(table.preset)
    offered = [r for r in preset.roles if canonical(r) is not None]
    dealt = sorted(set(table.roles))
    helps_village = village_rate < 0.5
    swaps: list[tuple[int, str, str]] = []
    for old in dealt:
        for new in offered:
            if new == old:
                continue
            old_v, new_v = _side(old) == "village", _side(new) == "village"
            if helps_village:
                good = (not old_v and new_v) or (old == VILLAGER and new_v)
            else:
                good = (old_v and not new_v) or (old_v and new == VILLAGER and old != VILLAGER)
            if not good:
                continue
            plain = int(VILLAGER not in (old, new)) + int("werewolf" not in (old, new))
            swaps.append((plain, old, new))
    # A fixed werewolf count in the house rules would contradict a changed table.
    settings = tuple((k, v) for k, v in table.settings if k != "werewolves")
    found: list[BalanceTable] = []
    for _, old, new in sorted(swaps):
        roles = list(table.roles)
        roles[roles.index(old)] = new
        candidate = type(table)(table.preset, tuple(sorted(roles)), settings)
        if candidate.legal() and candidate not in found:
            found.append(candidate)
        if len(found) >= limit:
            break
    return found
