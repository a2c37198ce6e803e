"""The narrator's night decisions as a pure function (`narration/director.py`), no Qt.

The same defects as `test_voice_corrections.py` (issue 28), checked on the function itself:
the script of a classic first night, what the game waits for, and the clock.
"""

from __future__ import annotations

from dataclasses import replace

from ww_desktop.engine.setup import Setup
from ww_desktop.narration import director
from ww_desktop.narration.director import Decision, NightPos, Pacing, Table
from ww_desktop.narration.script import Line, night_script

SETUP = Setup(
    "classic",
    (
        ("Ann", "werewolf"),
        ("Bob", "seer"),
        ("Cid", "witch"),
        ("Dee", "villager"),
        ("Eve", "werewolf"),
        ("Fay", "villager"),
    ),
    seed=5,
).checked()
LINES = tuple(night_script(SETUP, 1))
PACING = Pacing()


def table(*pending: str, over: bool = False) -> Table:
    return Table(LINES, frozenset(pending), over)


def index(text_id: str) -> int:
    return next(i for i, x in enumerate(LINES) if x.text_id == text_id)


def read(t: Table, pos: NightPos, now: float) -> tuple[NightPos, Line, float]:
    """Ask, read the line given (each line lasts 2 s), return the new position and time."""
    decision = director.decide(t, pos, now)
    if decision.line is None and decision.at is not None:
        now = decision.at
        decision = director.decide(t, pos, now)
    assert decision.line is not None, decision
    pos = director.started(t, pos, decision.line)
    now += 2.0
    return director.ended(pos, now, PACING), decision.line, now


def at(text_id: str, *pending: str) -> tuple[NightPos, float]:
    """Read the script from its start up to (and including) *text_id*."""
    pos, now = NightPos(), 0.0
    while True:
        pos, line, now = read(table(*pending), pos, now)
        if line.text_id == text_id:
            return pos, now


def test_a_call_is_its_wake_line_its_window_and_its_sleep_line() -> None:
    pos, now = at("step.seer.wake")
    assert pos.window and pos.due == now + 12.0
    assert director.decide(table(), pos, now) == Decision(at=now + 12.0)
    assert director.decide(table(), pos, now + 12.0).line == LINES[index("step.seer.sleep")]


def test_the_pack_keeps_its_eyes_open_until_its_pick_and_nobody_else_is_waited_for() -> None:
    pos, now = at("step.werewolves.after_meeting.wake", "werewolves", "seer")
    later = now + 100.0
    assert director.decide(table("werewolves", "seer"), pos, later) == Decision()
    # The Seer's look is not in and never waited for: the Witch's call comes on time.
    pos, _, now = read(table("seer"), pos, later)
    pos, _, now = read(table("seer"), pos, now)  # the Seer's wake line
    pos, line, now = read(table("seer", "notes"), pos, now)
    assert line.text_id == "step.seer.sleep"
    decision = director.decide(table("seer", "notes"), pos, now)
    assert decision == director.decide(table(), pos, now) == Decision(at=now + 0.8)


def test_the_packs_pick_taken_back_in_its_window_closes_the_call_and_calls_it_again() -> None:
    """Defect a: the pick taken back while the pack's window is open."""
    pos, now = at("step.werewolves.after_meeting.wake", "werewolves")
    assert "werewolves" in pos.called
    pos = director.corrected(table("werewolves"), pos, {"werewolves"}, now + 3.0)
    pos, line, now = read(table("werewolves"), pos, now + 3.0)
    assert line.text_id == "step.werewolves.sleep"
    pos, line, now = read(table("werewolves"), pos, now)
    assert line.text_id == "step.werewolves.wake"  # the plain call: they closed their eyes
    # Then the pack's window, and the voice waits for its pick before anything else.
    assert director.decide(table("werewolves"), pos, now + 60.0) == Decision()
    assert "seer" not in director.called_steps(pos)


def test_a_correction_during_a_wake_line_lets_it_end_then_closes_its_call() -> None:
    pos, now = at("step.werewolves.sleep")
    seer_wake = LINES[index("step.seer.wake")]
    pos, _ = replace(pos, due=0.0), now
    pos = director.started(table(), pos, seer_wake)  # "Seer, open your eyes..." is read
    pos = director.corrected(table("werewolves"), pos, {"werewolves"}, now + 1.0)
    assert pos.reading == seer_wake  # never cut
    pos = director.ended(pos, now + 2.0, PACING)
    assert not pos.window  # no window after it: its call is closed at once
    pos, line, now = read(table("werewolves"), pos, now + 2.0)
    assert line.text_id == "step.seer.sleep"
    pos, line, now = read(table("werewolves"), pos, now)
    assert line.text_id == "step.werewolves.wake"


def test_corrections_in_a_row_never_cut_a_sleep_line() -> None:
    """Defect b: the Witch's sleep line being read when a second correction comes."""
    pos, now = at("step.witch.wake")
    pos = director.corrected(table("seer"), pos, {"seer"}, now + 1.0)
    decision = director.decide(table("seer"), pos, now + 1.0)
    assert decision.line is not None and decision.line.text_id == "step.witch.sleep"
    pos = director.started(table("seer"), pos, decision.line)
    pos = director.corrected(table("werewolves", "seer"), pos, {"werewolves"}, now + 1.065)
    assert pos.reading == decision.line and pos.closing is None
    pos = director.ended(pos, now + 3.0, PACING)
    pos, line, _ = read(table("werewolves", "seer"), pos, now + 3.0)
    assert line.text_id == "step.werewolves.wake"


def test_a_resume_with_an_empty_record_goes_on_from_what_is_left() -> None:
    """Defect c: nothing recorded, only the notes left: "night falls", then the Witch."""
    pos = director.resume(table("notes"), [], [])
    pos, line, now = read(table("notes"), pos, 0.0)
    assert line.text_id == "night.begin"
    pos, line, now = read(table("notes"), pos, now)
    assert line.text_id == "step.witch.wake"
    assert director.resume(table("seer", "notes"), [], []).jump == index("step.seer.wake")
    record = ["pack_meets", "werewolves", "seer"]
    assert director.resume(table("notes"), record, record).jump == index("step.witch.wake")
    assert director.resume(table(over=True), [], []).jump == index("night.dawn")


def test_the_silences_do_not_depend_on_who_is_here() -> None:
    """Defect d: the same decisions whether the roles after the pack have answered, are
    still to answer, or are gone (no requests at all)."""
    for text_id in ("step.seer.sleep", "step.witch.wake", "step.witch.sleep"):
        pos, now = at(text_id)
        for later in (now, now + 0.5, now + 12.0, now + 30.0):
            decisions = [
                director.decide(table(*pending), pos, later)
                for pending in ((), ("seer",), ("seer", "notes"), ("witch",), ("notes",))
            ]
            assert all(d == decisions[0] for d in decisions), (text_id, later, decisions)


def test_a_second_resume_does_not_call_again_steps_answered_with_no_voice() -> None:
    """A game played by the bots up to the Witch, resumed (the voice goes straight to the
    Witch), killed during her call and resumed again: the voice calls the Witch again, never
    the pack or the Seer whose answers came in before any voice (it called the pack again,
    a lie to the table)."""
    assert director.resume(table("notes"), ["witch"], []).jump == index("step.witch.wake")
    # a gone role's call still to be made after the record's first call is made
    assert director.resume(table("notes"), ["werewolves"], ["werewolves"]).jump == index(
        "step.seer.wake"
    )
