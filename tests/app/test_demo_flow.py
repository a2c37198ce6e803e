"""The demo's flow without Qt: who acts when, what the night panel tells, the pace.

A small stand-in for the narrator walks each night's script (`narration.script.night_script`)
as the real one does: it reads a call's wake line, keeps the call open for a few beats, then
goes on; after the last call it waits for the night to end. Nothing here needs Qt.
"""

from __future__ import annotations

import subprocess
import sys

from ww_desktop.app.demo.flow import (
    ANNOUNCE,
    MORNING,
    REVEAL,
    Caption,
    ClaimPosted,
    Cue,
    DemoFlow,
    EngineTable,
    Event,
    Finished,
    NightAction,
    NightAnswer,
    Pace,
    demo_setup,
)
from ww_desktop.engine.game import Game
from ww_desktop.engine.messages import Audience
from ww_desktop.engine.reasoning import ReasoningBots
from ww_desktop.engine.requests import Verb
from ww_desktop.engine.state import Phase
from ww_desktop.narration.script import NIGHT_END, night_script

CALL_BEATS = 3
"""Beats a call stays open in these tests (the demo's windows last a few beats)."""


class Run:
    """A demo game played by the flow, with a stand-in narrator; every event kept.

    Attributes:
        game: the game; flow: the flow; events: every event, in order;
        by_night: the events of each night, by night number;
        pending_at_wake: for each wake line read, (night, step, the step it waits for, the
            steps pending then).
    """

    def __init__(self, seed: int, narrated: bool = True) -> None:
        self.game = Game(demo_setup(seed))
        self.flow = DemoFlow(EngineTable(self.game), ReasoningBots(self.game, seed))
        self.narrated = narrated
        self.events: list[Event] = []
        self.by_night: dict[int, list[Event]] = {}
        self.pending_at_wake: list[tuple[int, str, str | None, set[str]]] = []
        assert self.flow.start_narration()

    def _keep(self, events: list[Event], night: int | None = None) -> None:
        self.events += events
        if night is not None:
            self.by_night.setdefault(night, []).extend(events)

    def night(self) -> None:
        """One night as the narrator reads it."""
        night = self.game.state.night_no
        called: list[str] = []
        for i, line in enumerate(night_script(self.game.state, night, "gentle")):
            if line.ready_when == NIGHT_END:
                break
            if line.text_id.endswith(".wake") and line.step:
                steps = {r.step for r in self.game.pending()}
                self.pending_at_wake.append((night, line.step, line.waits_for, steps))
            self._keep(self.flow.on_line(line.text_id, line.step), night)
            if line.text_id.endswith(".wake") and line.step:
                called.append(line.step)
                for _ in range(CALL_BEATS):
                    cue = Cue(True, False, True, line.waits_for, i, tuple(called))
                    self._keep(self.flow.beat(cue), night)
        for _ in range(50):  # the calls are over: the narrator waits for the night's end
            if self.game.state.phase is not Phase.NIGHT or self.game.state.night_no != night:
                break
            self._keep(self.flow.beat(Cue(True, line="dawn", called=tuple(called))), night)
        assert self.game.state.night_no != night or self.game.state.phase is not Phase.NIGHT
        self._keep(self.flow.on_line("night.dawn", None), night)

    def play(self) -> None:
        """The whole game, to the reveal."""
        for _ in range(2000):
            if self.flow.done:
                return
            if self.narrated and self.game.state.phase is Phase.NIGHT and not self.game.ended:
                self.night()
            else:
                self._keep(self.flow.beat(Cue()))
        raise AssertionError("the demo never ended")


def test_the_flow_needs_no_qt() -> None:
    code = (
        "import sys; import ww_desktop.app.demo.flow; "
        "sys.exit(any(m.startswith('PySide6') for m in sys.modules))"
    )
    assert subprocess.run([sys.executable, "-c", code], check=False).returncode == 0


def test_the_pace_follows_the_speed() -> None:
    normal, fast = Pace.at(1.0), Pace.at(2.0)
    assert normal.interval_ms == 1500 and fast.interval_ms == 750
    assert fast.wait_scale == normal.wait_scale / 2 and fast.news_ms == normal.news_ms / 2
    assert Pace.at(0).speed == 0.05, "a speed of nothing still goes on"


def test_a_step_is_played_only_once_the_narrator_calls_it() -> None:
    run = Run(seed=3)
    run.play()
    choosers = {"werewolves", "seer", "knight"}  # the calls that ask for a choice
    asked = [(n, step, p) for n, step, here, p in run.pending_at_wake if here and step in choosers]
    assert {step for _n, step, _p in asked} == choosers
    for night, step, pending in asked:
        assert step in pending, f"night {night}: {step} was answered before it was called"
    # No night is resolved before its last call: every call finds the night still going on.
    assert all(pending for *_x, pending in run.pending_at_wake), run.pending_at_wake


def test_the_medium_learns_the_day_s_vote_on_waking() -> None:
    """The bug: the Medium's reading never showed, the night was over before she woke."""
    told = 0
    for seed in (1, 3, 9, 13):
        run = Run(seed)
        run.play()
        medium = next(i for i, (_n, r) in enumerate(run.game.setup.seats) if r == "medium")
        due = [
            m
            for m in run.game.messages(Audience.PRIVATE)
            if m.id == "medium_result" and m.to == (medium,)
        ]
        for m in due:
            events = run.by_night[m.day]
            answers = [e for e in events if isinstance(e, NightAnswer) and e.role == "medium"]
            assert answers == [
                NightAnswer(medium, "medium", m.params["target"], m.params["result"])
            ], (seed, m.day, events)
            wake = events.index(Caption("step", step="medium"))
            assert events[wake + 1] == answers[0], "told as she wakes, before the next call"
            told += 1
    assert told >= 5, "the seeds give the Medium readings to tell"


def test_the_night_panel_tells_who_does_what() -> None:
    run = Run(seed=3)
    run.play()
    seats = run.game.setup.seats
    actions = [e for e in run.events if isinstance(e, NightAction)]
    attacks = [a for a in actions if a.verb is Verb.ATTACK]
    assert attacks and all(set(a.roles) == {"werewolf"} and a.targets for a in attacks)
    looks = [a for a in actions if a.verb is Verb.INSPECT]
    assert looks and all(a.roles == ("seer",) for a in looks)
    seer_learns = [e for e in run.events if isinstance(e, NightAnswer) and e.role == "seer"]
    assert [e.target for e in seer_learns] == [a.targets[0] for a in looks]
    assert all(seats[e.seat][1] == "seer" for e in seer_learns)
    assert not any(a.verb is Verb.NOTE for a in actions), "the notes are not told"


def test_the_day_is_explained_then_played_and_the_game_ends_with_the_reveal() -> None:
    run = Run(seed=3, narrated=False)
    run.play()
    captions = [e for e in run.events if isinstance(e, Caption)]
    kinds = [c.kind for c in captions]
    assert MORNING in kinds and ANNOUNCE in kinds
    assert any(c.verb is Verb.VOTE for c in captions if c.kind == ANNOUNCE)
    assert isinstance(run.events[-1], Finished) and captions[-1].kind == REVEAL
    over = [m for m in run.game.messages(Audience.PUBLIC) if m.id == "game_over"]
    assert captions[-1].winner == over[-1].params["winner"]
    posted = [e for e in run.events if isinstance(e, ClaimPosted)]
    assert posted, "the bots' Seer claims are told"
    table = run.flow.table
    assert all(table.claims[p.claim.seat]["role"] == "seer" for p in posted)
    assert sum(len(e["reports"]) for e in table.claims.values()) == len(posted)
