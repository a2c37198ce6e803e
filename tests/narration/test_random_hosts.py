"""Random hosts against the real narrator: the voice keeps its promises (issues 28 and 29).

Hypothesis draws hosts: each answer after a random delay (0.5 to 20 s of table time, some
within the call's window, some long after), corrections anywhere (Ctrl+Z once, twice or
three times in a row, sometimes a redo), the app closed and the game resumed anywhere, the
language switched anywhere. The real controller, store and narrator run on a simulated clock
(`narrated_table.Table`), and every run checks, from what the table heard:

- every call opened is closed by its sleep line, read to its end;
- a step whose answer was taken back is called again before dawn;
- the voice never waits on nothing: while the console waits for the voice, the voice is
  never silent longer than the longest call window + 5 s;
- call windows and the silences before calls are the same whoever is here (exact lengths:
  the window of the step, the pause between lines; only a correction changes a window, and
  the pack, always here, may keep its eyes open until its pick).

A few hundred random hosts run in the normal suite; set ``WW_RANDOM_HOSTS`` to run more
(``WW_RANDOM_HOSTS=5000 uv run pytest -n 0 tests/narration/test_random_hosts.py``, see the
README).
"""

from __future__ import annotations

import os
import random
from dataclasses import dataclass, field
from pathlib import Path

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from narrated_table import Marks, Table, check_record

from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, NOTES, PACK, current_step
from ww_desktop.engine.bots import random_choice
from ww_desktop.engine.playlist import night_plan
from ww_desktop.engine.requests import Choice
from ww_desktop.engine.setup import Setup
from ww_desktop.narration.clock import VirtualClock
from ww_desktop.store import Store

EXAMPLES = int(os.environ.get("WW_RANDOM_HOSTS", "200"))
"""How many random hosts a run plays (the normal suite: 200)."""

TABLES = {
    "classic": (
        "classic",
        (
            ("Ann", "werewolf"),
            ("Bob", "seer"),
            ("Cid", "witch"),
            ("Dee", "villager"),
            ("Eve", "werewolf"),
            ("Fay", "villager"),
            ("Gus", "villager"),
        ),
    ),
    "standard": (
        "standard",
        (
            ("Ann", "werewolf"),
            ("Bob", "werewolf"),
            ("Cid", "seer"),
            ("Dee", "villager"),
            ("Eve", "villager"),
            ("Fay", "villager"),
            ("Gus", "villager"),
        ),
    ),
}

MOVES = ("answer", "answer", "answer", "answer", "undo", "undo2", "undo3", "redo", "resume", "lang")


@dataclass
class Host:
    """A random host's plan: what it does next, and after how long."""

    moves: list[tuple[str, float]]
    seed: int
    marks: Marks = field(default_factory=Marks)
    recalls: list[tuple[float, str]] = field(default_factory=list)
    silent_breaches: list[str] = field(default_factory=list)
    day_rewinds: list[float] = field(default_factory=list)
    restart_times: list[float] = field(default_factory=list)


@st.composite
def hosts(draw: st.DrawFn) -> tuple[str, Host]:
    table = draw(st.sampled_from(sorted(TABLES)))
    n = draw(st.integers(min_value=4, max_value=24))
    moves = [
        (
            draw(st.sampled_from(MOVES)),
            draw(st.one_of(st.floats(0.5, 4.0), st.floats(4.0, 20.0), st.floats(20.0, 40.0))),
        )
        for _ in range(n)
    ]
    return table, Host(moves, draw(st.integers(0, 10_000)))


class Run:
    """One random host playing against the narrator until its moves run out, then a fast
    host playing on to the end of the night being read."""

    def __init__(self, store: Store, table_name: str, host: Host) -> None:
        self.store = store
        self.host = host
        self.clock: VirtualClock | None = None
        self.table = Table(store)
        self.clock = self.table.clock
        preset, seats = TABLES[table_name]
        setup = Setup(preset, seats, seed=host.seed).checked()
        assert self.table.controller.start(setup)
        self.game_id = self.table.controller.session.game_id  # type: ignore[union-attr]
        self.rng = random.Random(host.seed)
        self.lines: list = []  # the record's lines across restarts
        self.longest = max(
            (c.window_ms for n in (1, 2, 3) for c in night_plan(setup, n).calls), default=0
        )
        self.silent_since: float | None = None

    # -------------------------------------------------------------- the host's moves

    def _now(self) -> float:
        return self.table.narrator.now()

    def may_answer(self) -> bool:
        step = current_step(self.table.controller.pending())
        lead = step.lead
        if lead is None:
            return False
        if step.kind in (DISCUSSION, BALLOT):
            narrator = self.table.narrator
            return not self.table.controller.table_behind() and not narrator.queued()
        if step.kind == NOTES or not lead.step:
            return True
        if lead.step not in self.table.narrator.plan_steps():
            return True
        return lead.step in self.table.narrator.called_tonight()

    def answer(self) -> bool:
        controller = self.table.controller
        game = controller.game
        assert game is not None
        if game.ended or not self.may_answer():
            return False
        step = current_step(controller.pending())
        rng = random.Random(f"{self.host.seed}:{len(game.records)}")
        requests = list(step.requests)
        if step.kind in (NOTES, DISCUSSION):
            choices = [
                Choice(r.seat, r.verb, None)
                for r in requests[: 1 if step.kind == DISCUSSION else None]
            ]
        elif step.kind == PACK:
            first = random_choice(game, requests[0], rng)
            choices = [first] + [Choice(r.seat, r.verb, None) for r in requests[1:]]
        else:
            choices = [random_choice(game, r, rng) for r in requests]
        assert controller.apply_action(choices), choices
        return True

    def undo(self, times: int) -> None:
        controller = self.table.controller
        for _ in range(times):
            game = controller.game
            assert game is not None
            if game.ended or not controller.can_undo:
                return
            before_called = set(self.table.narrator.called_tonight())
            lines = self.table.narrator.record.lines
            begins = [x.start for x in lines if x.line == "night.begin"]
            if any(x.line == "night.dawn" and x.start >= max(begins, default=0) for x in lines):
                before_called = set()  # after dawn: the night is read again as a correction
            before_pending = {r.step for r in controller.pending()}
            night = (game.state.phase.value, game.state.night_no)
            now = self._now()
            assert controller.undo()
            after = {r.step for r in controller.pending()}
            self.host.marks.corrections.append(now)
            if (game.state.phase.value, game.state.night_no) != night and night[0] == "night":
                self.host.day_rewinds.append(now)
            for step in (after - before_pending) & before_called:
                self.host.recalls.append((now, step))

    def resume(self) -> None:
        old = self.table
        self.host.restart_times.append(self._now())
        old.controller.close_game()
        self.host.marks.restarts.append(len(self.store.narration(self.game_id)["lines"]))
        self.table = Table(self.store, clock=self.clock)
        assert self.table.controller.resume(self.game_id)

    def language(self) -> None:
        stretch = self.rng.choice([1, 2, 3])
        self.table.narrator.translate = lambda context, text: " ".join([text] * stretch)

    # -------------------------------------------------------------- the clock

    def watch(self) -> None:
        """After every event: is the console left waiting on a silent voice?"""
        narrator = self.table.narrator
        speaking = narrator.state in ("speaking", "cut")
        if speaking or not self.table.console_waits_for_the_voice():
            self.silent_since = None
            return
        if self.silent_since is None:
            self.silent_since = self._now()
        if self._now() - self.silent_since > self.longest / 1000 + 5:
            self.host.silent_breaches.append(
                f"silent {self._now() - self.silent_since:.1f}s at {self._now():.1f} "
                f"({narrator.state}, {self.table.said[-2:]})"
            )
            self.silent_since = None

    def run(self) -> None:
        clock = self.clock
        assert clock is not None
        for move, delay in self.host.moves:
            due = clock.now() + delay
            clock.call_at(due, lambda: None)
            while clock.now() < due:
                assert clock.advance() is not None
                self.watch()
            game = self.table.controller.game
            assert game is not None
            if game.ended:
                break
            if move == "answer":
                self.answer()
            elif move.startswith("undo"):
                self.undo(int(move[4:] or 1))
            elif move == "redo":
                self.table.controller.redo()
            elif move == "resume":
                self.resume()
            else:
                self.language()
            self.watch()
        self.finish()

    def finish(self) -> None:
        """A fast host plays on until the night being read (if any) has had its dawn."""
        clock = self.clock
        assert clock is not None
        narrator = self.table.narrator
        for _ in range(20_000):
            game = self.table.controller.game
            assert game is not None
            night_read = narrator.plan_steps() != ()
            if game.ended and not narrator.queued() and narrator.state == "idle":
                break
            day = not night_read and game.state.phase.value == "day"
            if day and not narrator.queued() and narrator.state in ("idle", "ready_wait"):
                break
            if self.answer():
                self.watch()
                continue
            assert clock.advance() is not None, (narrator.state, self.table.said[-3:])
            self.watch()
        self.lines = list(self.table.narrator.record.lines)


def _recalled_before_dawn(run: Run) -> list[str]:
    lines = run.lines
    missing = []
    for t, step in run.host.recalls:
        if any(t <= r for r in run.host.restart_times + run.host.day_rewinds):
            continue  # the app was closed, or the night taken back whole, since
        dawn = next((x for x in lines if x.line == "night.dawn" and x.start >= t), None)
        end = dawn.start if dawn is not None else float("inf")
        if dawn is None and run.table.narrator.plan_steps() == ():
            continue
        # Called again: a wake line of that step whose window opened after the correction
        # (a correction during the wake line itself is answered in the window that follows).
        woken = [
            x
            for x in lines
            if x.step == step
            and x.line.endswith(".wake")
            and not x.dropped
            and x.end is not None
            and t <= x.end
            and x.start <= end
        ]
        if not woken:
            missing.append(f"{step} taken back at {t:.1f}, not called again before dawn")
    return missing


@settings(
    max_examples=EXAMPLES,
    deadline=None,
    suppress_health_check=[HealthCheck.function_scoped_fixture, HealthCheck.too_slow],
    derandomize=EXAMPLES <= 200,
)
@given(drawn=hosts())
def test_random_hosts_never_make_the_voice_lie(qapp: object, tmp_path: Path, drawn) -> None:
    table_name, host = drawn
    path = tmp_path / f"{random.random()}.sqlite3"
    store = Store.open(path)
    try:
        run = Run(store, table_name, host)
        run.run()
        windows: dict[str, float] = {}
        for n in (1, 2, 3, 4, 5):
            for c in night_plan(run.table.controller.game.state, n).calls:  # type: ignore[union-attr]
                windows[c.step] = c.window_ms / 1000
        breaches = check_record(run.lines, host.marks, window_of=lambda s: windows[s])
        assert breaches == []
        assert _recalled_before_dawn(run) == []
        assert host.silent_breaches == []
    finally:
        store.close()
        path.unlink(missing_ok=True)
