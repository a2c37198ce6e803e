"""Python's cyclic garbage collection pinned to the GUI thread: for the app's life, and while
simulations run.

Python collects reference cycles in whichever thread happens to allocate past its threshold.
The balance simulation allocates far more than the GUI thread (it plays thousands of bot
games), so a collection usually runs there. A Qt object in a cycle (a closed window's, owned
by Python) is then destroyed in the simulation's thread, where Qt cannot stop its timers
("QObject::~QObject: Timers cannot be stopped from another thread"): a timer stays
registered in the GUI thread and later fires into freed memory, and the app crashes.

While a simulation thread (or a thread it started, such as a process pool's) is alive,
`GuiThreadCollector` turns automatic collection off and collects from a timer in the GUI
thread instead, as often as the automatic collector would (by the same thresholds; the
oldest generation waits). Once those threads are gone it turns automatic collection back on
(after at most `GRACE_MS` when an unrelated thread started meanwhile keeps running).

The app itself (`main.start`) pins collection for its whole life with `pin_for_app`: its voice
renders lines on a thread of its own, and Open JTalk's lane is another, both running Python
code that allocates. Then every generation is collected in the GUI thread, by the rule
pyqtgraph's ``GarbageCollector`` follows (the oldest once the middle one has been collected
more times than its threshold).
"""

from __future__ import annotations

import gc
import threading
import time

from PySide6.QtCore import QCoreApplication, QObject, QThread, QTimer

INTERVAL_MS = 50
"""How often the GUI thread looks at the collector's counts while collection is pinned."""

GRACE_MS = 10_000
"""After the last simulation ended: the longest wait for the threads it started to end."""


class GuiThreadCollector(QObject):
    """Collects garbage in the GUI thread while at least one holder needs it.

    Attributes:
        holders: how many simulation threads run (`hold` minus `release`).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.holders = 0
        self._was_enabled = False
        self._pinned = False
        self._threads_before: set[threading.Thread] = set()
        self._released_at = 0.0
        self._for_app = False
        self._timer = QTimer(self)
        self._timer.setInterval(INTERVAL_MS)
        self._timer.timeout.connect(self._tick)

    def pinned(self) -> bool:
        """Whether automatic collection is off and this object collects instead."""
        return self._pinned

    def hold(self) -> None:
        """A simulation thread is about to start (call it in the GUI thread)."""
        self.holders += 1
        if self._pinned:
            return
        self._pinned = True
        self._was_enabled = gc.isenabled()
        self._threads_before = set(threading.enumerate())
        gc.disable()
        self._timer.start()

    def pin_for_app(self) -> None:
        """Collect in the GUI thread from now on, every generation (the app's whole life)."""
        if not self._for_app:
            self._for_app = True
            self.hold()

    def unpin_for_app(self) -> None:
        """Undo `pin_for_app` at once (tests that start the app in their own process): the
        automatic collector is back unless a simulation still holds it."""
        if self._for_app:
            self._for_app = False
            self.holders = max(0, self.holders - 1)
            if self.holders == 0 and self._pinned:
                self._unpin()

    def pinned_for_app(self) -> bool:
        """Whether `pin_for_app` holds collection in the GUI thread."""
        return self._for_app

    def release(self) -> None:
        """A simulation thread ended; unpin once the threads it started have ended too."""
        self.holders = max(0, self.holders - 1)
        if self.holders == 0:
            self._released_at = time.monotonic()
            self._tick()

    def _tick(self) -> None:
        self.collect_due()
        if self.holders or not self._pinned:
            return
        waited = (time.monotonic() - self._released_at) * 1000
        if self.threads_started() and waited < GRACE_MS:
            return
        self._unpin()

    def threads_started(self) -> list[threading.Thread]:
        """Python threads started since collection was pinned that still run (a process
        pool's, say). Not Qt's: Python lists those for ever once they ran Python code, and
        `holders` counts the simulation threads."""
        return [
            t
            for t in threading.enumerate()
            if t not in self._threads_before
            and t.is_alive()
            and not isinstance(t, threading._DummyThread)
        ]

    def _unpin(self) -> None:
        self._timer.stop()
        self._pinned = False
        self._threads_before = set()
        if self._was_enabled:
            gc.enable()

    def collect_due(self) -> None:
        """Collect the young generations the automatic collector would collect now.

        While a simulation alone pins it, the oldest generation waits for automatic
        collection to resume: a full collection of the app's heap can hold the GUI thread for
        a noticeable moment, and the automatic collector runs one only once many objects
        have survived since the last. Pinned for the app's life, it is collected too.
        """
        levels = 3 if self._for_app else 2
        counts = gc.get_count()[:levels]
        thresholds = gc.get_threshold()[:levels]
        generation = -1
        for i, (count, threshold) in enumerate(zip(counts, thresholds, strict=True)):
            if threshold <= 0 or count <= threshold:
                break
            generation = i
        if generation >= 0:
            gc.collect(generation)


_COLLECTOR: GuiThreadCollector | None = None


def collector() -> GuiThreadCollector:
    """The app's one collector (made on first use, in the GUI thread, owned by the app)."""
    global _COLLECTOR
    app = QCoreApplication.instance()
    assert app is not None and QThread.currentThread() is app.thread(), "GUI thread only"
    if _COLLECTOR is None or not _alive(_COLLECTOR):
        if _COLLECTOR is not None and _COLLECTOR.pinned() and _COLLECTOR._was_enabled:
            gc.enable()  # the app that owned it is gone
        _COLLECTOR = GuiThreadCollector(app)
    return _COLLECTOR


def _alive(obj: QObject) -> bool:
    import shiboken6

    return bool(shiboken6.isValid(obj))
