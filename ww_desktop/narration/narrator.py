"""The narrator: reads the night aloud as a function of the game's position (Qt, never blocks).

:class:`Narrator` follows a :class:`~ww_desktop.app.controller.GameController`. It keeps no
idea of its own about where the game is: on every change of the log it re-derives what to say
from the game (its setup, its log, and the engine's night play list,
:func:`~ww_desktop.engine.playlist.night_plan`). At night, what to read next and when is
decided by the pure functions of :mod:`~ww_desktop.narration.director` (from the night's
script, what the game waits for, the voice's position and the clock); this Qt class only
plays the lines, reports when one ended and asks again.

The night (see ``docs/timeline.md``):

- nothing is said while the cards are dealt (``controller.dealing``); the first night starts
  when the dealing is finished;
- each call of the plan is read as its wake line, then **the call window** (the same length
  whether the step's players are here or gone; an answer does not shorten it, only
  :meth:`Narrator.more_time` lengthens it, and :meth:`Narrator.skip` never cuts it), then its
  sleep line. The voice waits for the game only for the pack's pick (the pack is always
  here: it keeps its eyes open until the pick is entered), never for a role that may be
  gone (the Witch is called whether the Seer has looked or not);
- "everyone, open your eyes" is read once the night is resolved, then the morning news; only
  then does the TV show the morning (``controller.tell``): the table never sees an outcome
  before the voice has reached it;
- when the log changes underneath (a correction, a redo, a resume), stale lines are dropped:
  a step whose answer was taken back is called again (the open call is closed first by its
  sleep line; a line being read is never cut), a
  night corrected after its dawn is read again with the right names after a "correction"
  line, and a corrected vote is announced again;
- by day it reads the news (the vote's outcome) and the calls to the discussion, the vote
  and the run-off.

With :attr:`Narrator.sounds` (a :class:`~ww_desktop.narration.night_sounds.NightSounds`) the
night ambience plays from nightfall to dawn, lowered under each line, and a chime ends before
each wake-up line.

Every line is emitted as a subtitle (:attr:`Narrator.line_changed`, also forwarded to
``controller.subtitle``) and logged in the game's flight record
(:class:`~ww_desktop.narration.recorder.FlightRecord`), saved with the game. Time comes from a
:class:`~ww_desktop.narration.clock.TableClock` (real in the app, simulated in headless games).
"""

from __future__ import annotations

import logging
import math
from collections.abc import Callable
from dataclasses import replace
from typing import TYPE_CHECKING

from PySide6.QtCore import QCoreApplication, QObject, Signal, Slot

from ..engine.host import HostRecord
from ..engine.messages import Audience
from ..engine.playlist import Call, NightPlan, night_plan
from ..engine.requests import Verb
from ..engine.state import Phase
from . import director
from .clock import RealClock, TableClock
from .director import NightPos, Pacing
from .recorder import FlightRecord
from .script import (
    Line,
    discussion_line,
    line_text,
    news_lines,
    night_script,
    runoff_line,
    vote_line,
)
from .voices import VoiceBackend

if TYPE_CHECKING:
    from ..engine.game import Game
    from ..engine.messages import Message
    from ..seam import TableHost
    from .night_sounds import NightSounds

__all__ = ["MORE_TIME_MS", "Narrator"]

log = logging.getLogger(__name__)

# What the narrator is doing.
IDLE = "idle"  # nothing to read, or ready for the next line
SPEAKING = "speaking"  # the voice reads the current line
CUT = "cut"  # the current line was cut by pause(); read it again on resume()
WAITING = "waiting"  # a call window is open (after a wake line)
READY_WAIT = "ready_wait"  # before a line: waiting for the game (the night's end, batch 1)
TIMER = "timer"  # a pause between lines runs
TIMER_PAUSED = "timer_paused"  # a pause or a call window, stopped by pause()

MORE_TIME_MS = 15000
"""What the host's "more time" adds to the open call window."""

Item = tuple[Line, int | None]
"""A queued line and the log length the TV may show once it starts (None: no change)."""


def _translate(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


class Narrator(QObject):
    """Reads the game's nights (and the day's announcements) aloud, following the game.

    Signals:
        line_changed(str): the subtitle of the line now spoken ("" clears it); also sent
            to ``controller.subtitle``.
        night_done(): dawn was read with the morning news; the day can start.
        speech_unavailable(str): emitted once, with a plain message, when the voice cannot
            be heard (the narration goes on as subtitles, paced by the backend).

    Attributes:
        controller: the game controller followed.
        voice: the voice backend reading the lines.
        clock: the table's clock (real by default).
        wording: "gentle", "neutral" or "classic" to force one; None follows the table's
            wording (``controller.wording()``: the one saved with the game's setup).
        wait_scale: factor on the call windows (tests and the demo use less than 1).
        pause_scale: factor on the pauses between lines (tests use 0).
        translate: ``translate(context, english) -> str`` for the line texts.
        language: the language `translate` gives ("en", "ja", "fr"; None: not known),
            recorded with each line (the export says what language the narration was in).
        state: what the narrator is doing ("idle", "speaking", "waiting", "timer", ...).
        current: the line being read or waited on, or None.
        last_text: the text of the last line read (what :meth:`repeat` reads again).
        record: the flight record of the game followed.
    """

    line_changed = Signal(str)
    night_done = Signal()
    speech_unavailable = Signal(str)

    def __init__(
        self,
        controller: TableHost,
        voice: VoiceBackend,
        parent: QObject | None = None,
        clock: TableClock | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.voice = voice
        self.clock = clock if clock is not None else RealClock(self)
        self.wording: str | None = None
        self.wait_scale = 1.0
        self.pause_scale = 1.0
        self.sounds: NightSounds | None = None  # ambience and chime (see night_sounds.py)
        self.translate: Callable[[str, str], str] = _translate
        self.language: str | None = None
        self.state = IDLE
        self.current: Line | None = None
        self.last_text = ""
        self.record = FlightRecord()
        self._saved = (0, 0, 0)  # how many lines, calls and host actions were saved
        self._t0 = 0.0
        self._enabled = True
        self._paused = False
        self._frozen = IDLE  # the state pause() froze (TIMER or WAITING)
        self._queue: list[Item] = []
        self._speaking_text: str | None = None
        self._game_id: int | None = None
        self._seen_len = 0
        self._seen_rules = 0  # of which records of the rules (host records left out)
        self._night: int | None = None  # the night whose calls are (or were) read
        self._night_active = False  # between nightfall and the end of the morning news
        self._dawn_read = False
        self._plan: NightPlan | None = None
        self._call_open: str | None = None  # the step whose call is open (in the record)
        self._lines: tuple[Line, ...] = ()  # the night's script
        self._pos: NightPos | None = None  # where the voice is in it (see director.py)
        self._night_len = 0  # the log's length when the night began (told at nightfall)
        self._night_line = False  # the current line is a line of the night's script
        self._night_timer = False  # the silence running is the director's
        self._paused_at = 0.0
        self._pending_steps: frozenset[str] = frozenset()  # the game's asked steps, last seen
        self._redo_depth = 0
        self._night_cursor = 0  # public messages before tonight's morning news
        self._cursor = 0  # public messages already handled
        self._prompts: set[tuple[int, str]] = set()  # day calls already read
        self._correction = False  # the next news is a correction of news already read
        self._remaining_ms = 0
        self._unavailable_sent = False
        self._timer = self.clock.countdown(self)
        self._timer.timeout.connect(self._on_timer)
        voice.line_started.connect(self._on_line_started)
        voice.line_finished.connect(self._on_line_finished)
        voice.unavailable.connect(self._on_unavailable)
        controller.changed.connect(self._on_changed)
        controller.timer.expired.connect(self.times_up)

    # ------------------------------------------------------------------ public slots

    def is_enabled(self) -> bool:
        """Whether the narrator follows the game."""
        return self._enabled

    def is_paused(self) -> bool:
        """Whether :meth:`pause` is in effect."""
        return self._paused

    def queued(self) -> list[Line]:
        """The lines still to read after the current one (the night's script included)."""
        lines = [line for line, _ in self._queue]
        pos = self._pos
        if self._night_active and pos is not None and pos.cursor >= 0:
            if pos.closing is not None:
                lines.append(pos.closing)
            rest = list(self._lines[pos.cursor :])
            if pos.cursor == 0 and pos.jump > 1:
                rest = [rest[0], *self._lines[pos.jump :]]
            lines += rest
        return lines

    def now(self) -> float:
        """Seconds on the table's clock for the game followed."""
        return self.clock.now() - self._t0

    @Slot()
    def pause(self) -> None:
        """Stop reading: the line being spoken is cut (read again on resume), a pause or a
        call window is frozen. The game itself goes on."""
        if self._paused:
            return
        self._paused = True
        self._paused_at = self.now()
        if self.state == SPEAKING:
            self._speaking_text = None
            self._stop_voice()
            self.record.line_dropped(self.now())
            self.state = CUT
        elif self.state in (TIMER, WAITING):
            self._remaining_ms = self._timer.remaining_ms()
            self._paused_at = self.now()
            self._timer.stop()
            self._frozen = self.state
            self.state = TIMER_PAUSED

    @Slot()
    def resume(self) -> None:
        """Go on from where :meth:`pause` stopped."""
        if not self._paused:
            return
        self._paused = False
        if self.state == IDLE and self._pos is not None:
            self._pos = director.delayed(self._pos, self.now() - self._paused_at)
        if self.state == CUT and self.current is not None:
            self._speak(self.current, None)
        elif self.state == TIMER_PAUSED and self._night_timer and self._pos is not None:
            self._pos = director.delayed(self._pos, self.now() - self._paused_at)
            self.state = IDLE
            self._next()
        elif self.state == TIMER_PAUSED:
            self.state = self._frozen
            self._timer.start(self._remaining_ms)
        else:
            self._kick()

    @Slot()
    def repeat(self) -> None:
        """Read the current line again (then carry on as after it)."""
        if self.current is None or self.state not in (SPEAKING, CUT, TIMER, IDLE):
            return  # a call window is never cut short by repeating its wake line
        self._timer.stop()
        if self.state == SPEAKING:
            self._speaking_text = None
            self._stop_voice()
            self.record.line_dropped(self.now())
        if self._paused:
            self.state = CUT  # read again on resume
            return
        self._speak(self.current, None)

    @Slot()
    def skip(self) -> None:
        """Drop the current line (or cut the pause after it).

        A call window is never cut: it lasts the same whether the role is here or gone, so
        cutting it would tell the table something. Skipping a wake line opens its window.
        """
        if self.state in (SPEAKING, CUT):
            self._speaking_text = None
            self._stop_voice()
            self.record.line_dropped(self.now())
            self._after_line()
        elif self.state == TIMER or (self.state == TIMER_PAUSED and self._frozen == TIMER):
            self._timer.stop()
            if self._night_timer and self._pos is not None:
                self._pos = director.skip_silence(self._pos, self.now())
            self.state = IDLE
            self._next()

    @Slot()
    def more_time(self, ms: int = MORE_TIME_MS) -> bool:
        """The host's "more time": lengthen the open call window; False when none is open."""
        if self.state == WAITING or (self.state == TIMER_PAUSED and self._frozen == WAITING):
            if self._night_timer and self._pos is not None:
                self._pos = director.more_time(self._pos, ms / 1000.0)
            if self.state == WAITING:
                self._timer.start(self._timer.remaining_ms() + ms)
            else:
                self._remaining_ms += ms
            return True
        return False

    def call_open(self) -> str | None:
        """The step whose call window is open now (None: no call is open)."""
        return self._call_open if self.state in (WAITING, TIMER_PAUSED) else None

    def call_left_ms(self) -> int | None:
        """Time left in the call window open now (None: no call is open); it stands still
        while the narration is paused."""
        if self.call_open() is None:
            return None
        if self.state == TIMER_PAUSED:
            return int(self._remaining_ms)
        return int(self._timer.remaining_ms())

    def reading_wake_line(self) -> bool:
        """Whether the voice is reading a wake line (a call is about to open)."""
        line = self.current
        return (
            self.state in (SPEAKING, CUT)
            and line is not None
            and str(line.text_id).endswith(".wake")
        )

    def plan_steps(self) -> tuple[str, ...]:
        """The steps called tonight (the engine's play list of the night being read)."""
        return self._plan.steps if self._plan is not None and self._night_active else ()

    def called_tonight(self) -> list[str]:
        """The steps called tonight, in order: their wake line was started and no correction
        has since asked to call them again."""
        if not self._night_active or self._pos is None:
            return []
        return list(director.called_steps(self._pos))

    def calling(self) -> Call | None:
        """The call being made now, from the start of its wake line to the end of its sleep
        line, here or gone alike (None: no call). The console shows that call's step the
        same way whether its players are here or gone."""
        pos, plan = self._pos, self._plan
        if not self._night_active or pos is None or plan is None:
            return None
        step = pos.open_step
        if step is None and pos.reading is not None and director.is_sleep(pos.reading):
            step = pos.reading.step
        return plan.call(step) if step is not None else None

    def next_call(self) -> Call | None:
        """The next call of tonight's plan the voice has not begun yet (None: none left, or no
        night is being read). When the game's night is over before the voice's (the roles
        still to call are all gone), the console shows this call's step, marked "not called
        yet", as it would for a role that is here."""
        plan = self._plan
        if not self._night_active or plan is None:
            return None
        done = set(self.called_tonight())
        now = self.calling()
        for step in plan.steps:
            if step not in done and (now is None or step != now.step):
                return plan.call(step)
        return None

    def flush_record(self) -> None:
        """Save the flight record now (it is also saved after every line)."""
        self._save_record()

    @Slot(float)
    def set_volume(self, volume: float) -> None:
        """Set the voice's volume, 0.0 to 1.0."""
        self.voice.set_volume(volume)

    @Slot(bool)
    def set_enabled(self, enabled: bool) -> None:
        """Turn the narration off (silence, no subtitles; the TV follows the game at once)
        or back on (it catches up with the game: mid-night from the call the game waits for)."""
        if enabled == self._enabled:
            return
        self._enabled = enabled
        if not enabled:
            self._stop_all()
            self._game_id = None
            self._set_subtitle("")
            self._tell(None)
            if self.sounds is not None:
                self.sounds.night_ended()
            return
        self._on_changed()

    # ------------------------------------------------------------------ following the game

    def _game(self) -> Game | None:
        game: Game | None = self.controller.game
        return game

    @Slot()
    def _on_changed(self) -> None:
        game = self._game()
        if not self._enabled:
            return
        if game is None or self.controller.dealing:
            if self._game_id is not None or self.state != IDLE:
                self._stop_all()
                self._set_subtitle("")
            self._game_id = None
            return
        pending = frozenset(r.step for r in self.controller.pending())
        if id(game) != self._game_id:
            self._load(game)
        else:
            self._note_host_action(len(game.records))
            rules = _rules_len(game)
            # Taking back only a claim (a host record) is no correction of the game; taking
            # back the move to the night after last words is (the night stops).
            if len(game.records) < self._seen_len and (
                rules < self._seen_rules or self.controller.last_words
            ):
                self._rewound(game, pending - self._pending_steps)
            self._follow(game)
        self._pending_steps = pending
        self._seen_len = len(game.records)
        self._seen_rules = _rules_len(game)
        self._redo_depth = self._session_redo_depth()
        self._sync_tv()
        self._kick()

    def _session_redo_depth(self) -> int:
        session = self.controller.session
        return session.redo_depth if session is not None else 0

    def _note_host_action(self, length: int) -> None:
        """Record the host's action that changed the log (apply, undo or redo)."""
        if length == self._seen_len:
            return
        if length < self._seen_len:
            action = "undo"
        elif self._session_redo_depth() < self._redo_depth:
            action = "redo"
        else:
            action = "apply"
        self.record.host_action(self.now(), action, length)
        self._save_record()

    def _load(self, game: Game) -> None:
        """A new or resumed game (or the narration turned back on): start from now."""
        self._stop_all()
        self._game_id = id(game)
        self._seen_len = len(game.records)
        self._seen_rules = _rules_len(game)
        self.record = self._load_record()
        self._saved = (len(self.record.lines), len(self.record.calls), len(self.record.host))
        self._t0 = self.clock.now() - self.record.last_time()
        self._prompts.clear()
        self._correction = False
        self._night = None
        self._dawn_read = False
        fresh = not game.choices
        self._cursor = 0 if fresh else len(self._public())
        self._tell(len(game.records))
        s = game.state
        if s.phase is Phase.NIGHT and self.controller.last_words:
            pass  # resumed during the last words: the night begins when the host moves on
        elif s.phase is Phase.NIGHT:
            self._begin_night(resume=not fresh)
        else:
            self._queue_day_lines()

    def _follow(self, game: Game) -> None:
        """The log grew (or was corrected): queue what the table must now hear."""
        s = game.state
        if s.phase is Phase.NIGHT and s.night_no != self._night:
            if self.controller.last_words:
                # Last words after the vote: read its outcome now, the night once the host
                # moves on (the controller then changes again).
                self._queue += self._new_news()
                return
            self._begin_night(resume=False)
        elif s.phase is Phase.NIGHT:
            pass  # the director reads the game's pending steps when it decides
        elif not self._night_active:
            self._queue_day_lines()

    def _rewound(self, game: Game, taken_back: frozenset[str]) -> None:
        """The log was cut (a correction): drop stale lines, call again what was undone
        (*taken_back*: the steps asked again that were not asked before the correction)."""
        s = game.state
        if s.phase is Phase.NIGHT and self.controller.last_words:
            # The host's move to the night was taken back: the last words again. The night
            # being read stops as one taken back whole; it begins when the host moves on.
            if self._night_active:
                self._close_abandoned_night()
            self._night = None
            self._tell(len(game.records))
            return
        if s.phase is Phase.NIGHT and s.night_no == self._night and self._night_active:
            if self._dawn_read:
                self._correct_after_dawn()
            else:
                self._recall_undone(taken_back)
            return
        if s.phase is Phase.NIGHT and s.night_no == self._night:
            self._correct_after_dawn()  # back into a night whose morning was read
            return
        # Back into a day: drop what was queued, announce the new outcome as a correction.
        if self._night_active and (s.phase is not Phase.NIGHT or s.night_no != self._night):
            self._night = s.night_no if s.phase is not Phase.NIGHT else None
        self._close_abandoned_night()
        public = len(self._public())
        if self._cursor > public:
            self._cursor = public
            self._correction = True
        day = s.day_no
        self._prompts = {p for p in self._prompts if p[0] != day or p[1] == "discussion"}
        self._tell(len(game.records))

    def _close_abandoned_night(self) -> None:
        """The night being read was taken back whole (a correction back into the day): the
        line being read ends (a sleep line is never cut), the open call is closed by its
        sleep line, and nothing else of the night is read."""
        current = self.current
        line = None
        if self.state in (SPEAKING, CUT) and current is not None and current.step is not None:
            line = current  # a night line: wake or sleep
        closing = next((x for x, _ in self._queue if director.is_sleep(x)), None)
        step = self._call_open
        if closing is None and step is not None and (line is None or not director.is_sleep(line)):
            closing = next(
                (x for x in self._lines if director.is_sleep(x) and x.step == step),
                Line(f"step.{step}.sleep", step=step, wording=self._wording()),
            )
        if line is None and self.state in (SPEAKING, CUT):
            self._speaking_text = None  # a day line: cut
            self._stop_voice()
            self.record.line_dropped(self.now())
        if line is None and step is not None and closing is None:
            self.record.call_abandoned()
            self._call_open = None
        self._timer.stop()
        self._queue.clear()
        self._night_line = False
        if line is not None:
            self.current = replace(line, window_ms=0)  # no call window after it
        else:
            self.current = None
            self.state = IDLE
        if closing is not None:
            self._queue.append((closing, None))
        self._pos = NightPos(cursor=-1)
        self._night_active = False
        if self.sounds is not None:
            self.sounds.night_ended()

    def _recall_undone(self, taken_back: frozenset[str]) -> None:
        """Mid-night correction: call again the earliest called step whose answer was taken
        back (``director.corrected``); a line being read is never cut."""
        if self._pos is None:
            return
        self._pos = director.corrected(self._table(), self._pos, taken_back, self.now())
        if self.state in (WAITING, TIMER) and self._night_timer:
            self._timer.stop()
            self.state = IDLE  # the director decides again (see _kick)
        elif self.state == TIMER_PAUSED and self._night_timer:
            self._remaining_ms = 0

    def _correct_after_dawn(self) -> None:
        """The night was corrected after its morning was read: read it again when resolved."""
        self._close_abandoned_night()  # a night line being read ends, an open call is closed
        self._night_active = True
        self._dawn_read = True
        called = self._plan.steps if self._plan is not None else ()
        self._pos = NightPos(cursor=-1, called=called)  # every call was made tonight
        self._correction = True
        self._cursor = self._night_cursor
        self._queue = [item for item in self._queue if director.is_sleep(item[0])]

    def _public(self) -> list[Message]:
        game = self._game()
        if game is None:
            return []
        return [m for m in game.state.messages if m.audience is Audience.PUBLIC]

    def _wording(self) -> str:
        if self.wording:
            return self.wording
        return self.controller.wording()

    def _new_news(self) -> list[Item]:
        public = self._public()
        end = len(public)
        if not self.controller.confirmed:
            # The end is announced only once the host has confirmed it (a wrong entry can
            # still be corrected, and the table must not learn the game would have ended).
            end = next((i for i in range(self._cursor, end) if public[i].id == "game_over"), end)
        fresh = public[self._cursor : end]
        self._cursor = end
        lines = news_lines(fresh, self._wording())
        game = self._game()
        release = len(game.records) if game is not None else None
        if lines and self._correction:
            lines.insert(0, Line("news.correction", wording=self._wording()))
        if lines:
            self._correction = False
        return [(line, release) for line in lines]

    def _night_lines(self) -> list[Line]:
        game = self._game()
        assert game is not None and self._night is not None
        return night_script(game.state, self._night, self._wording())

    def _table(self) -> director.Table:
        """What the director reads of the game now."""
        pending = frozenset(r.step for r in self.controller.pending())
        return director.Table(self._lines, pending, self._night_over())

    def _pacing(self) -> Pacing:
        return Pacing(self.wait_scale, self.pause_scale)

    def _begin_night(self, resume: bool) -> None:
        game = self._game()
        assert game is not None
        s = game.state
        if self._night_active:  # the game moved on while the last night was still read
            self._close_abandoned_night()
        self._queue += self._new_news()  # the day's outcome comes before nightfall
        self._night = s.night_no
        self._night_active = True
        self._dawn_read = False
        self._night_len = len(game.records)
        self._plan = night_plan(game.state, s.night_no)
        self._lines = tuple(self._night_lines())
        if resume:  # joining mid-night: from the first call still to make or to answer
            tonight = [c for c in self.record.calls if c.night == s.night_no]
            self._pos = director.resume(
                self._table(),
                [c.role for c in tonight],
                [c.role for c in tonight if c.close is not None],
            )
        else:
            self._pos = NightPos()
        if self.sounds is not None:
            self.sounds.night_started()

    def _queue_day_lines(self) -> None:
        game = self._game()
        if game is None:
            return
        if game.ended and not self._public()[self._cursor :]:
            return
        self._queue += self._new_news()
        if game.ended:
            return
        pending = self.controller.pending()
        day = game.state.day_no
        verbs = {r.verb for r in pending}
        wording = self._wording()
        if Verb.END_DISCUSSION in verbs and (day, "discussion") not in self._prompts:
            self._prompts.add((day, "discussion"))
            self._queue.append((discussion_line(game.state, wording), None))
        if Verb.VOTE in verbs and (day, "vote") not in self._prompts:
            self._prompts.add((day, "vote"))
            self._queue.append((vote_line(wording), None))
        if Verb.RUNOFF in verbs and (day, "runoff") not in self._prompts:
            self._prompts.add((day, "runoff"))
            tied = sorted({t for r in pending if r.verb is Verb.RUNOFF for t in r.targets})
            self._queue.append((runoff_line(tied, wording), None))

    @Slot()
    def times_up(self) -> None:
        """The day's discussion timer ran out: the voice says so once (the table hears it
        even when nobody looks at a screen). Nothing while the game is not in its discussion."""
        game = self._game()
        if game is None or game.ended or not self._enabled:
            return
        if Verb.END_DISCUSSION not in {r.verb for r in self.controller.pending()}:
            return
        day = game.state.day_no
        if (day, "times_up") in self._prompts:
            return
        self._prompts.add((day, "times_up"))
        self._queue.append((Line("day.times_up", wording=self._wording()), None))
        self._kick()

    def _night_over(self) -> bool:
        game = self._game()
        if game is None:
            return True
        s = game.state
        return s.phase is not Phase.NIGHT or s.night_no != self._night

    # ------------------------------------------------------------------ the TV

    def _tell(self, upto: int | None) -> None:
        self.controller.tell(upto)

    def _sync_tv(self) -> None:
        """Let the TV show the game as it is, unless the voice still has to tell it."""
        game = self._game()
        if game is None:
            return
        if any(release is not None for _, release in self._queue):
            return
        if self._night_active and self._pos is not None and self._pos.cursor == 0:
            return  # nightfall is told with "night falls"
        if self._correction or (self._night_active and self._night_over()):
            return  # the morning (or its correction) waits for the voice
        self._tell(len(game.records))

    # ------------------------------------------------------------------ reading

    def _kick(self) -> None:
        if self.state == READY_WAIT:
            self.state = IDLE
        if self.state == IDLE:
            self._next()

    def _next(self) -> None:
        if not self._enabled or self._paused or self.state != IDLE:
            return
        game = self._game()
        night = not self._queue and self._night_active and self._pos is not None
        if night and self._next_night_line():
            return
        if not self._queue:
            if self._night_active and self._dawn_read and not self._correction:
                self._night_active = False
                if self.sounds is not None:
                    self.sounds.night_ended()
                self.night_done.emit()
                if game is not None and self.state == IDLE:
                    self._queue_day_lines()
                    self._sync_tv()
                    if self._queue:
                        self._next()
            elif self._night_active and self._correction and self._night_over():
                self._queue += self._new_news()
                self._correction = False
                self._next()
            return
        line, release = self._queue.pop(0)
        self._night_line = False
        self._speak(line, release)

    def _next_night_line(self) -> bool:
        """Ask the director what comes next at night; False when the night's script is
        read (the morning news and the day follow)."""
        pos = self._pos
        assert pos is not None
        decision = director.decide(self._table(), pos, self.now())
        if decision.done:
            return False
        if decision.line is None:
            if decision.at is None:
                self.state = READY_WAIT  # the pack's pick, or the night's resolution
            else:
                ms = max(1, math.ceil((decision.at - self.now()) * 1000))
                self._night_timer = True
                self._start(WAITING if pos.window else TIMER, ms)
            return True
        line = decision.line
        self._pos = director.started(self._table(), pos, line)
        game = self._game()
        release: int | None = None
        if line.text_id == "night.begin":
            release = self._night_len
        elif line.ready_when is not None:  # dawn: the morning news follows it
            self._dawn_read = True
            release = len(game.records) if game is not None else None
            self._night_cursor = self._cursor
            self._queue[0:0] = self._new_news()
        self._night_line = True
        self._speak(line, release)
        return True

    def _speak(self, line: Line, release: int | None) -> None:
        self.current = line
        game = self._game()
        names = game.setup.names if game is not None else []
        text = line_text(line, names, self.translate)
        self.last_text = text
        self._speaking_text = text
        self.state = SPEAKING
        now = self.now()
        if line.step is not None and line.text_id.endswith(".wake") and self._night is not None:
            if self._call_open is not None and self._call_open != line.step:
                self.record.call_closed(now)  # the pack's meeting runs into the pack's call
            if self._call_open != line.step:
                self.record.call_opened(self._night, line.step, line.here, now)
            self._call_open = line.step
        elif line.step is not None and line.text_id.endswith(".sleep"):
            self.record.call_closed(now)
            self._call_open = None
        self.record.line_started(line.text_id, text, line.step, now, self.language)
        wake = line.text_id.endswith(".wake")
        if self.sounds is not None and wake and not self.voice.subtitles_only():
            if release is not None:
                self._tell(release)
            self.sounds.chime(then=lambda: self._speak_after_chime(text))  # line after chime
            return
        self.voice.speak(text)
        # The TV shows it as the voice begins (the voice first: the TV's re-render never
        # delays the line's first sound), unless a later line already began meanwhile.
        if release is not None and self.current is line:
            self._tell(release)

    def _speak_after_chime(self, text: str) -> None:
        if self.state == SPEAKING and self._speaking_text == text:
            self.voice.speak(text)

    def _stop_voice(self) -> None:
        self.voice.stop()
        if self.sounds is not None:
            self.sounds.cancel_chime()
            self.sounds.speech_finished()

    @Slot(str)
    def _on_line_started(self, text: str) -> None:
        if self.state == SPEAKING and text == self._speaking_text:
            if self.sounds is not None:
                self.sounds.speech_started()
            self._set_subtitle(text)

    @Slot(str)
    def _on_line_finished(self, text: str) -> None:
        if self.state != SPEAKING or text != self._speaking_text:
            return  # a line cut by stop(), or another user's line
        if self.sounds is not None:
            self.sounds.speech_finished()
        self._speaking_text = None
        self.record.line_ended(self.now())
        self._save_record()
        self._after_line()

    def _after_line(self) -> None:
        line = self.current
        if self._night_line and self._pos is not None and self._pos.reading is not None:
            self._pos = director.ended(self._pos, self.now(), self._pacing())
            self.state = IDLE
            self._next()
            return
        if line is None:
            self.state = IDLE
            self._next()
            return
        if line.step is not None and line.text_id.endswith(".wake"):
            self._night_timer = False
            self._start(WAITING, round(line.window_ms * self.wait_scale))
        else:
            self._night_timer = False
            self._start(TIMER, round(line.pause_ms * self.pause_scale))

    def _start(self, state: str, ms: int) -> None:
        ms = max(0, ms)
        if self._paused:
            self._remaining_ms = ms
            self._frozen = state
            self.state = TIMER_PAUSED
            return
        self.state = state
        self._timer.start(ms)

    @Slot()
    def _on_timer(self) -> None:
        if self.state not in (TIMER, WAITING):
            return
        self.state = IDLE
        self._next()

    def _stop_all(self, keep_night: bool = False) -> None:
        self._timer.stop()
        if self.state in (SPEAKING, CUT):
            self._speaking_text = None
            self._stop_voice()
            self.record.line_dropped(self.now())
        if self._call_open is not None:
            self.record.call_abandoned()
        self._call_open = None
        if self._pos is not None:
            self._pos = NightPos(cursor=-1)  # the night's reading stops here
        self._night_line = False
        self._queue.clear()
        self.current = None
        self.state = IDLE
        if not keep_night:
            self._night_active = False
            if self.sounds is not None:
                self.sounds.night_ended()

    def _set_subtitle(self, text: str) -> None:
        self.line_changed.emit(text)
        self.controller.subtitle.emit(text)

    @Slot(str)
    def _on_unavailable(self, message: str) -> None:
        if not self._unavailable_sent:
            self._unavailable_sent = True
            self.speech_unavailable.emit(message)

    # ------------------------------------------------------------------ the flight record

    def _load_record(self) -> FlightRecord:
        data = self.controller.narration_record()
        return FlightRecord.from_json(data) if data else FlightRecord()

    def _save_record(self) -> None:
        """Save what changed since the last save: only the last saved line and call can
        still change (a line's end, a call's close), so the save starts there."""
        save = self.controller.save_narration_record
        lines_from = max(0, min(self._saved[0] - 1, len(self.record.lines)))
        calls_from = max(0, min(self._saved[1] - 1, len(self.record.calls)))
        host_from = min(self._saved[2], len(self.record.host))
        tail = self.record.tail(lines_from, calls_from, host_from)
        host = tail.get("host", [])
        if host:
            save((lines_from, tail["lines"]), (calls_from, tail["calls"]), (host_from, host))
        else:
            save((lines_from, tail["lines"]), (calls_from, tail["calls"]))
        self._saved = (len(self.record.lines), len(self.record.calls), len(self.record.host))


def _rules_len(game: Game) -> int:
    """How many records of the log are the rules' (choices and lots: host records, the
    table's moments, left out)."""
    return sum(1 for r in game.records if not isinstance(r, HostRecord))
