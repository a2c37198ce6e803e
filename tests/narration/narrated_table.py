"""A narrated table for tests: the real controller, store and narrator on a simulated clock.

:class:`Table` joins a :class:`GameController` on a real SQLite store, the real
:class:`Narrator`, a silent voice paced as if it spoke (:class:`ClockedSilentVoice`) and a
:class:`VirtualClock`: a whole night runs in milliseconds and the times are the table's.
:func:`check_record` states what every narrated night must keep, read from the narration
record alone (what the table heard, and when).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from ww_desktop.app.controller import GameController
from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, PACK, SINGLE, current_step
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.narration.clock import VirtualClock
from ww_desktop.narration.narrator import WAITING, Narrator
from ww_desktop.narration.paced import ClockedSilentVoice
from ww_desktop.narration.recorder import LineEntry
from ww_desktop.store import Store

PAUSE = 0.8
"""The silence between two lines (``script.DEFAULT_PAUSE_MS``)."""

TOLERANCE = 0.002
"""Times are saved to the millisecond: two times this close are the same."""


def identity(context: str, text: str) -> str:
    return text


class Table:
    """A controller, a narrator on a virtual clock, and what was said."""

    def __init__(self, store: Store, clock: VirtualClock | None = None) -> None:
        self.store = store
        self.controller = GameController(store)
        self.clock = clock if clock is not None else VirtualClock(self.controller)
        self.voice = ClockedSilentVoice(self.clock, self.controller)
        self.narrator = Narrator(self.controller, self.voice, self.controller, clock=self.clock)
        self.narrator.translate = identity
        self.said: list[str] = []
        self.narrator.line_changed.connect(lambda t: self.said.append(t) if t else None)

    def run_until(self, done: Callable[[], bool], limit: int = 5000) -> None:
        assert self.clock.run_until(done, limit), f"never happened; said so far: {self.said[-5:]}"

    def run_for(self, seconds: float) -> None:
        """Let *seconds* of table time pass (every event due meanwhile runs)."""
        end = self.clock.now() + seconds
        self.clock.call_at(end, lambda: None)
        self.run_until(lambda: self.clock.now() >= end)

    def waiting_on(self, step: str) -> bool:
        return self.narrator.state == WAITING and self.narrator.call_open() == step

    def reading(self, text_id: str) -> bool:
        current = self.narrator.current
        return (
            self.narrator.state == "speaking" and current is not None and current.text_id == text_id
        )

    def answer(self, step: str, target: int | None) -> None:
        requests = [r for r in self.controller.pending() if r.step == step]
        assert requests, (step, self.controller.pending())
        choices = [Choice(requests[0].seat, requests[0].verb, target)]
        choices += [Choice(r.seat, r.verb, None) for r in requests[1:]]
        assert self.controller.apply_action(choices)

    def notes(self) -> None:
        notes = [r for r in self.controller.pending() if r.verb is Verb.NOTE]
        if notes:
            assert self.controller.apply_action([Choice(r.seat, r.verb, None) for r in notes])

    def witch_declines(self) -> None:
        """The Witch uses no potion (both her requests answered "nobody" at once)."""
        if any(r.step == "witch" for r in self.controller.pending()):
            self.answer("witch", None)

    def said_since(self, mark: int) -> list[str]:
        return self.said[mark:]

    def lines(self, text_id: str) -> list[LineEntry]:
        return [x for x in self.narrator.record.lines if x.line == text_id]

    def console_waits_for_the_voice(self) -> bool:
        """Whether the console now shows a step the voice has not reached: a night step not
        called yet ("Not called yet"), or the day while the table is behind ("Wait for the
        voice")."""
        step = current_step(self.controller.pending())
        lead = step.lead
        if lead is None:
            return False
        if step.kind in (DISCUSSION, BALLOT):
            return self.controller.table_behind()
        if step.kind in (SINGLE, PACK) and lead.step in self.narrator.plan_steps():
            return lead.step not in self.narrator.called_tonight()
        return False


@dataclass
class Breach:
    """One broken promise found in a narration record."""

    what: str
    at: float
    detail: str = ""


@dataclass
class Marks:
    """What the harness knows besides the record: when the app was restarted, and when a
    correction (or "more time", a pause) may legitimately change a call's length."""

    restarts: list[int] = field(default_factory=list)  # the record's first line after each
    corrections: list[float] = field(default_factory=list)


def _silence(prev: LineEntry | None, line: LineEntry) -> float | None:
    if prev is None or prev.end is None:
        return None
    return line.start - prev.end


def check_record(
    lines: list[LineEntry],
    marks: Marks,
    *,
    window_of: Callable[[str], float],
    pack_steps: frozenset[str] = frozenset({"werewolves", "mafia"}),
) -> list[Breach]:
    """Every promise the voice keeps at night, checked on the lines the table heard.

    - every call opened is closed by its sleep line, spoken to its end (only the pack's
      first-night meeting runs into the pack's own call); a restart of the app forgives the
      call it cut;
    - the silence before every wake line is the pause between lines, exactly;
    - a call's window (from the end of its wake line to its sleep line) is its window,
      exactly, unless a correction came during it; the pack's may be longer (the pack is
      always here: the voice waits for its pick).
    """
    breaches: list[Breach] = []
    open_step: str | None = None
    wake: LineEntry | None = None
    prev: LineEntry | None = None
    restarts = set(marks.restarts)
    for i, line in enumerate(lines):
        if i in restarts:
            open_step, wake, prev = None, None, None  # the app was closed: it forgives
        text = line.line
        step = line.step
        if step is not None and text.endswith(".wake"):
            if open_step is not None and open_step != step and open_step != "pack_meets":
                breaches.append(Breach("call left open", line.start, f"{open_step} -> {step}"))
            gap = _silence(prev, line)
            if (
                gap is not None
                and prev is not None
                and not prev.line.endswith(".wake")
                and abs(gap - PAUSE) > TOLERANCE
                and not prev.dropped
                and not any(
                    (prev.end or prev.start) - TOLERANCE <= t <= line.start + TOLERANCE
                    for t in marks.corrections
                )
            ):
                breaches.append(Breach("silence before a call", line.start, f"{step}: {gap:.3f}"))
            if open_step == step and prev is not None and prev.line == text:
                pass  # the same wake line again (repeat)
            open_step, wake = step, line
        elif step is not None and text.endswith(".sleep"):
            if line.dropped and i + 1 not in restarts:
                breaches.append(Breach("sleep line cut", line.start, text))
            if open_step != step:
                if not (prev is not None and prev.line == text):
                    breaches.append(Breach("sleep without a call", line.start, text))
            elif wake is not None and wake.end is not None and not wake.dropped:
                window = line.start - wake.end
                expected = window_of(step)
                corrected = any(
                    wake.start - TOLERANCE <= t <= line.start + TOLERANCE for t in marks.corrections
                )
                if not corrected:
                    if step in pack_steps:
                        if window < expected - TOLERANCE:
                            breaches.append(Breach("short pack call", line.start, f"{window}"))
                    elif abs(window - expected) > TOLERANCE:
                        breaches.append(
                            Breach("call window", line.start, f"{step}: {window:.3f}/{expected}")
                        )
            open_step, wake = None, None
        elif open_step is not None and text.startswith("night.dawn"):
            breaches.append(Breach("call left open at dawn", line.start, open_step))
            open_step = None
        prev = line
    return breaches
