"""What the voice reads next at night, and when: pure functions (no Qt, no clock of its own).

The :class:`~ww_desktop.narration.narrator.Narrator` (Qt) only plays lines, reports when one
ended and asks this module what comes next. Everything it decides is a function of:

- the night's script (:func:`~ww_desktop.narration.script.night_script`: the engine's play
  list turned into wake and sleep lines) and what the game waits for now (the steps of its
  pending requests, whether the night is resolved): a :class:`Table`;
- where the voice is in that script: a :class:`NightPos`, itself a fold of the narration
  record (:func:`started`, :func:`ended`) and of the host's actions (:func:`corrected`);
- the table's clock (seconds).

:func:`decide` gives the next line, or the time to ask again, or "wait for the game". The
rules (``docs/timeline.md``, "The call window rule"):

1. Each call is its wake line, its **call window** (``Line.window_ms`` x ``wait_scale``),
   then its sleep line; between lines, ``pause_ms`` x ``pause_scale`` of silence. These
   lengths never depend on who is here: an answer does not shorten a window, a gone role's
   call lasts as long as a present one's.
2. The voice waits for the game only for what is always here: the pack's pick (a pack step,
   ``werewolves`` or ``mafia``, whose players are here) before anything after the pack's wake
   line, and the night's resolution before "everyone, open your eyes". It never waits for a
   role that may be gone (the Seer's look before the Witch's call).
3. A correction that takes back the answer of a step already called (its wake line read to
   the end) calls that step again: the open call is closed by its sleep line first (a line
   being read is never cut), then the script goes on from that step's wake line, calling
   every later step again, here or gone alike.
4. A resumed night (:func:`resume`) starts from the first call the game still waits for, or
   from the first call of the record not closed tonight (an empty record: from the first
   step pending, or the reaction call if only the first batch's notes are left).
"""

from __future__ import annotations

from collections.abc import Iterable, Sequence
from dataclasses import dataclass, replace

from ..engine.playlist import PACK_STEPS
from .script import NIGHT_END, Line

__all__ = [
    "Decision",
    "NightPos",
    "Pacing",
    "Table",
    "called_steps",
    "corrected",
    "decide",
    "delayed",
    "ended",
    "is_sleep",
    "is_wake",
    "longest_window_ms",
    "more_time",
    "resume",
    "skip_silence",
    "started",
]


MERGED_WAKE = "step.werewolves.after_meeting.wake"
"""The pack's wake line when it follows its first-night meeting (eyes kept open)."""


EPSILON = 0.0005
"""Half a millisecond: times closer than this are the same time (clocks tick in ms)."""


def is_wake(line: Line) -> bool:
    """Whether *line* opens a call ("Seer, open your eyes")."""
    return line.step is not None and line.text_id.endswith(".wake")


def is_sleep(line: Line) -> bool:
    """Whether *line* closes a call ("Seer, close your eyes")."""
    return line.step is not None and line.text_id.endswith(".sleep")


@dataclass(frozen=True)
class Pacing:
    """Factors on the lengths the script gives: ``wait_scale`` on call windows,
    ``pause_scale`` on the silences between lines (tests and the demo use less than 1)."""

    wait_scale: float = 1.0
    pause_scale: float = 1.0

    def window(self, line: Line) -> float:
        """The call window after wake line *line*, in seconds."""
        return max(0, round(line.window_ms * self.wait_scale)) / 1000.0

    def pause(self, line: Line) -> float:
        """The silence after *line*, in seconds."""
        return max(0, round(line.pause_ms * self.pause_scale)) / 1000.0


@dataclass(frozen=True)
class Table:
    """What the director reads of the game now.

    Attributes:
        lines: the night's script (:func:`~ww_desktop.narration.script.night_script`).
        pending: the steps of the game's pending requests.
        night_over: whether the night has been resolved (the game left it).
    """

    lines: tuple[Line, ...]
    pending: frozenset[str]
    night_over: bool


@dataclass(frozen=True)
class NightPos:
    """Where the voice is in the night's script.

    Attributes:
        cursor: the index of the next script line to read (``len(lines)``: all read).
        closing: a sleep line to read before the cursor's line (a correction closes the
            call that was open).
        reading: the line being read now (None: silence).
        open_step: the step whose call is open (its wake line started, its sleep line not).
        due: when the silence after the last line ends (a pause, or a call window).
        window: whether that silence is a call window (after a wake line).
        short: the line being read is a wake line a correction overtook: no window after it,
            its call is closed at once.
        called: the steps whose wake line was read to its end in this pass, in order.
        jump: after the script's first line ("night falls"), go on from this index (a
            resumed night); 0: no jump.
        plain: the cursor's line is the pack's merged "keep your eyes open" wake line, to
            be read as a plain wake line (the pack closed its eyes since).
    """

    cursor: int = 0
    closing: Line | None = None
    reading: Line | None = None
    open_step: str | None = None
    due: float = 0.0
    window: bool = False
    short: bool = False
    called: tuple[str, ...] = ()
    jump: int = 0
    plain: bool = False

    @property
    def dawn_read(self) -> bool:
        """Whether "everyone, open your eyes" was started."""
        return self.reading is None and self.closing is None and self.cursor < 0


@dataclass(frozen=True)
class Decision:
    """What to do now.

    Attributes:
        line: the line to read now (None: stay silent).
        at: when to ask again (None: when the game changes, or never if ``done``).
        done: the night's script has been read to its end.
    """

    line: Line | None = None
    at: float | None = None
    done: bool = False


def _next_line(table: Table, pos: NightPos) -> Line | None:
    if pos.closing is not None:
        return pos.closing
    if 0 <= pos.cursor < len(table.lines):
        line = table.lines[pos.cursor]
        if pos.plain and line.text_id == MERGED_WAKE:
            return replace(line, text_id="step.werewolves.wake")
        return line
    return None


def _pack_pending_before(table: Table, index: int) -> bool:
    """Whether a pack whose wake line comes before *index* still has to pick."""
    for line in table.lines[: max(0, index)]:
        if is_wake(line) and line.step in PACK_STEPS and line.here and line.step in table.pending:
            return True
    return False


def decide(table: Table, pos: NightPos, now: float) -> Decision:
    """The next thing to do at night (see the module docstring)."""
    if pos.reading is not None:
        return Decision()  # the line ends first
    line = _next_line(table, pos)
    if line is None:
        return Decision(done=True)
    if now < pos.due - EPSILON:
        return Decision(at=pos.due)
    if line.ready_when == NIGHT_END and not table.night_over:
        return Decision()
    if pos.closing is None and _pack_pending_before(table, pos.cursor):
        return Decision()  # the pack is always here: its pick is worth waiting for
    return Decision(line=line)


def started(table: Table, pos: NightPos, line: Line) -> NightPos:
    """The voice starts *line* (the one :func:`decide` gave)."""
    if pos.closing is not None and line == pos.closing:
        return replace(pos, closing=None, reading=line, open_step=None, short=False)
    cursor = pos.cursor + 1
    plain = False
    if pos.cursor == 0 and pos.jump > 1:
        cursor = pos.jump  # a resumed night: "night falls", then the first call to make
        plain = pos.plain
    if line.ready_when == NIGHT_END:
        cursor = -1  # dawn: the script is read
    open_step = pos.open_step
    if is_wake(line):
        open_step = line.step
    elif is_sleep(line):
        open_step = None
    return replace(
        pos, cursor=cursor, reading=line, open_step=open_step, short=False, jump=0, plain=plain
    )


def ended(pos: NightPos, now: float, pacing: Pacing) -> NightPos:
    """The line being read ended (or was skipped) at *now*."""
    line = pos.reading
    if line is None:
        return pos
    if is_wake(line) and not pos.short:
        assert line.step is not None
        called = (*pos.called, line.step)
        return replace(pos, reading=None, due=now + pacing.window(line), window=True, called=called)
    # A wake line a correction overtook: its call is closed at once and made again later.
    return replace(pos, reading=None, due=now + pacing.pause(line), window=False, short=False)


def more_time(pos: NightPos, seconds: float) -> NightPos:
    """The host's "more time": the open call window lasts *seconds* longer."""
    if pos.reading is None and pos.window:
        return replace(pos, due=pos.due + seconds)
    return pos


def delayed(pos: NightPos, seconds: float) -> NightPos:
    """The silence now running lasts *seconds* longer (the narration was paused)."""
    return replace(pos, due=pos.due + seconds) if pos.reading is None else pos


def skip_silence(pos: NightPos, now: float) -> NightPos:
    """The host skips the pause after a line: a call window is never cut."""
    if pos.reading is None and not pos.window and pos.due > now:
        return replace(pos, due=now)
    return pos


def _wake_index(lines: Sequence[Line], step: str) -> int | None:
    return next((i for i, x in enumerate(lines) if is_wake(x) and x.step == step), None)


def _sleep_line(lines: Sequence[Line], step: str) -> Line | None:
    return next((x for x in lines if is_sleep(x) and x.step == step), None)


def corrected(table: Table, pos: NightPos, taken_back: Iterable[str], now: float) -> NightPos:
    """A host's correction took back the answers of *taken_back* steps (the steps pending
    after it that were not before): call again the earliest of them already called."""
    if pos.cursor < 0:
        return pos  # after dawn: the night is read again by the caller
    again = [s for s in taken_back if s in pos.called]
    starts = [i for s in again if (i := _wake_index(table.lines, s)) is not None]
    if not starts:
        return pos
    first = min(starts)
    step = table.lines[first].step
    assert step is not None
    before = {x.step for x in table.lines[:first] if is_wake(x)}
    keep = tuple(s for s in pos.called if s in before and s != step)
    reading = pos.reading
    closing = pos.closing
    short = pos.short
    due = pos.due
    window = pos.window
    if reading is not None and is_wake(reading) and reading.step is not None:
        # A wake line being read ends first; then its call closes at once.
        closing = _sleep_line(table.lines, reading.step)
        short = True
    elif reading is None and pos.open_step is not None:
        # A call window is open: close it now.
        closing = closing or _sleep_line(table.lines, pos.open_step)
        if window:
            due, window = now, False
    # else: a sleep line (or a frame line) is being read: it ends, then the step is called.
    return replace(
        pos,
        cursor=first,
        closing=closing,
        short=short,
        due=due,
        window=window,
        called=keep,
        plain=table.lines[first].text_id == MERGED_WAKE,
    )


def resume(table: Table, opened: Sequence[str], closed: Sequence[str]) -> NightPos:
    """Where a resumed night starts (a new game object, the app restarted...).

    *opened* and *closed* are the steps of tonight's calls in the narration record, opened
    and closed; both may be empty (a game played by ``play --bots``). The voice reads
    "night falls" again, then goes on from the first call still to make or to answer.
    """
    lines = table.lines
    calls = [i for i, x in enumerate(lines) if is_wake(x)]
    dawn = next((i for i, x in enumerate(lines) if x.ready_when == NIGHT_END), len(lines) - 1)
    start = dawn
    # Calls before the record's first one were skipped by an earlier resume (their answers
    # came in with no voice, `play --bots`): they are not made again.
    first_opened = next((i for i in calls if lines[i].step in opened), len(lines))
    for i in calls:
        step = lines[i].step
        if step in table.pending:
            start = i
            break
        if opened and step not in closed and i >= first_opened:
            start = i  # the record's open call (or a call not made yet) is made again
            break
    else:
        if not opened and not table.night_over:
            # Nothing called is pending and nothing recorded: the reaction call is still
            # to come once the first batch's last answers are in.
            reactions = [i for i in calls if lines[i].reaction]
            if reactions:
                start = reactions[0]
    called = tuple(x.step for x in lines[:start] if is_wake(x) and x.step is not None)
    return NightPos(jump=start, called=called, plain=lines[start].text_id == MERGED_WAKE)


def called_steps(pos: NightPos) -> tuple[str, ...]:
    """The steps called in this pass (their wake line read), in order."""
    steps = list(pos.called)
    if pos.reading is not None and is_wake(pos.reading) and pos.reading.step is not None:
        steps.append(pos.reading.step)
    return tuple(steps)


def longest_window_ms(lines: Iterable[Line]) -> int:
    """The longest call window of a script (what "the voice never waits on nothing" allows)."""
    return max((x.window_ms for x in lines if is_wake(x)), default=0)
