"""The narrator: reads the night aloud in step with the game (Qt, GUI thread, never blocks).

:class:`Narrator` listens to :class:`~ww_desktop.app.controller.GameController`. When a night
starts it builds the night's script (:func:`~ww_desktop.narration.script.night_script`) and
reads it line by line through a :class:`~ww_desktop.narration.voices.VoiceBackend`:

- after a wake line of a step whose players are still here, it waits until that step's
  requests (``controller.pending()`` with that ``step``) have been answered, re-checking on
  every ``controller.changed``; a step that turns out to ask nothing tonight waits the line's
  random ``wait_ms`` instead, as does the step of a role whose players have gone home, so
  that silence tells nothing;
- a reaction step (the Witch) is only considered unasked once the night's first batch of
  requests has been answered (its requests come in the second batch);
- between lines it pauses with a ``QTimer`` (never a sleep);
- "everyone, open your eyes" is read once the night has been resolved, then the morning
  news (the public messages since nightfall), then :attr:`Narrator.night_done` is emitted;
- during the day it reads new public messages (the vote's outcome) and the calls to the
  discussion, the vote and the run-off.

Every line is emitted as a subtitle (:attr:`Narrator.line_changed`, also forwarded to
``controller.subtitle``). When the voice cannot be heard the backend paces the lines
silently and the narrator reports it once (:attr:`Narrator.speech_unavailable`).

With :attr:`Narrator.sounds` (a :class:`~ww_desktop.narration.night_sounds.NightSounds`) the
night ambience plays from nightfall to dawn, lowered under each line, and a chime ends before
each wake-up line. The older built-in ambience and chime (``chime_enabled``) stay off by
default.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QObject, Qt, QTimer, QUrl, Signal, Slot

from ..engine.messages import Audience
from ..engine.requests import Request, Verb
from ..engine.state import Phase
from .audio import audio_outputs_available
from .script import (
    NIGHT_END,
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
    from PySide6.QtMultimedia import QSoundEffect

    from ..app.controller import GameController
    from .night_sounds import NightSounds

__all__ = ["Narrator"]

log = logging.getLogger(__name__)

# What the narrator is doing.
IDLE = "idle"  # nothing to read, or ready for the next line
SPEAKING = "speaking"  # the voice reads the current line
CUT = "cut"  # the current line was cut by pause(); read it again on resume()
WAITING = "waiting"  # after a wake line: waiting for the step's requests to be answered
READY_WAIT = "ready_wait"  # before a line: waiting for its `ready_when` (the night's end)
TIMER = "timer"  # a pause or a timed wait runs
TIMER_PAUSED = "timer_paused"  # a pause or a timed wait, stopped by pause()


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
        wording: "gentle", "neutral" or "classic"; None uses the preset's wording.
        wait_scale: factor on the timed waits of gone or unasked steps (tests use 0).
        pause_scale: factor on the pauses between lines (tests use 0).
        chime_enabled: play ``resources/sounds/chime.wav`` before each role's wake line.
        translate: ``translate(context, english) -> str`` for the line texts (default:
            ``QCoreApplication.translate``).
        state: what the narrator is doing ("idle", "speaking", "waiting", "timer", ...).
        current: the line being read or waited on, or None.
        last_text: the text of the last line read (what :meth:`repeat` reads again).
    """

    line_changed = Signal(str)
    night_done = Signal()
    speech_unavailable = Signal(str)

    def __init__(
        self,
        controller: GameController,
        voice: VoiceBackend,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        self.voice = voice
        self.wording: str | None = None
        self.wait_scale = 1.0
        self.pause_scale = 1.0
        self.chime_enabled = False
        self.sounds: NightSounds | None = None  # ambience and chime (see night_sounds.py)
        self.translate: Callable[[str, str], str] = _translate
        self.state = IDLE
        self.current: Line | None = None
        self.last_text = ""
        self._enabled = True
        self._paused = False
        self._queue: list[Line] = []
        self._speaking_text: str | None = None
        self._night: int | None = None  # the night whose script is (or was) read
        self._night_active = False  # between nightfall and night_done
        self._seen_steps: set[str] = set()
        self._batch1: set[tuple[int | None, Verb]] = set()
        self._cursor = 0  # public messages already handled
        self._prompts: set[tuple[int, str]] = set()  # day calls already read
        self._last_seen: tuple[str, int] | None = None  # (phase, night) at the last change
        self._game_id: int | None = None
        self._remaining_ms = 0
        self._unavailable_sent = False
        self._ambience_enabled = False
        self._ambience_volume = 0.3
        self._ambience: QSoundEffect | None = None
        self._chime: QSoundEffect | None = None
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._on_timer)
        voice.line_started.connect(self._on_line_started)
        voice.line_finished.connect(self._on_line_finished)
        voice.unavailable.connect(self._on_unavailable)
        controller.changed.connect(self._on_changed)

    # ------------------------------------------------------------------ public slots

    def is_enabled(self) -> bool:
        """Whether the narrator follows the game."""
        return self._enabled

    def is_paused(self) -> bool:
        """Whether :meth:`pause` is in effect."""
        return self._paused

    def queued(self) -> list[Line]:
        """The lines still to read after the current one."""
        return list(self._queue)

    @Slot()
    def pause(self) -> None:
        """Stop reading: the line being spoken is cut (read again on resume), a pause or
        timed wait is frozen. The game itself goes on."""
        if self._paused:
            return
        self._paused = True
        if self.state == SPEAKING:
            self._speaking_text = None
            self._stop_voice()
            self.state = CUT
        elif self.state == TIMER:
            self._remaining_ms = max(0, self._timer.remainingTime())
            self._timer.stop()
            self.state = TIMER_PAUSED

    @Slot()
    def resume(self) -> None:
        """Go on from where :meth:`pause` stopped."""
        if not self._paused:
            return
        self._paused = False
        if self.state == CUT and self.current is not None:
            self._speak(self.current)
        elif self.state == TIMER_PAUSED:
            self._start_timer(self._remaining_ms)
        elif self.state == WAITING:
            self._check_wait()
        else:
            self._next()

    @Slot()
    def repeat(self) -> None:
        """Read the last line again (then carry on as after it)."""
        if self.current is None:
            return
        self._timer.stop()
        if self.state == SPEAKING:
            self._speaking_text = None
            self._stop_voice()
        if self._paused:
            self.state = CUT  # read again on resume
            return
        self._speak(self.current)

    @Slot()
    def skip(self) -> None:
        """Drop the current line (or cut the pause or timed wait after it).

        A wait for requests is never skipped: the narrator follows the game, so it goes on
        once the step's players have answered.
        """
        if self.state in (SPEAKING, CUT):
            self._speaking_text = None
            self._stop_voice()
            self._after_line()
        elif self.state in (TIMER, TIMER_PAUSED):
            self._timer.stop()
            self.state = IDLE
            self._next()

    @Slot(float)
    def set_volume(self, volume: float) -> None:
        """Set the voice's volume, 0.0 to 1.0."""
        self.voice.set_volume(volume)

    @Slot(bool)
    def set_enabled(self, enabled: bool) -> None:
        """Turn the narration off (silence, no subtitles) or back on (it catches up with
        the game: mid-night it goes on from the step the game waits for)."""
        if enabled == self._enabled:
            return
        self._enabled = enabled
        if not enabled:
            self._stop_all()
            self._night = None
            self._set_subtitle("")
            self._update_ambience()
            if self.sounds is not None:
                self.sounds.night_ended()
            return
        self._on_changed()

    @Slot(bool)
    def set_ambience(self, enabled: bool) -> None:
        """Play (during the night) or stop the quiet night ambience loop."""
        self._ambience_enabled = enabled
        self._update_ambience()

    @Slot(float)
    def set_ambience_volume(self, volume: float) -> None:
        """Set the ambience's volume, 0.0 to 1.0."""
        self._ambience_volume = max(0.0, min(1.0, float(volume)))
        if self._ambience is not None:
            self._ambience.setVolume(self._ambience_volume)

    def ambience_playing(self) -> bool:
        """Whether the ambience loop should be heard now (it is on and it is night)."""
        return self._ambience_enabled and self._enabled and self._night_active

    # ------------------------------------------------------------------ following the game

    @Slot()
    def _on_changed(self) -> None:
        game = self.controller.game
        if not self._enabled:
            if game is not None:
                self._last_seen = (game.state.phase.value, game.state.night_no)
            return
        if game is None:
            self._stop_all()
            self._night = None
            self._game_id = None
            self._last_seen = None
            return
        s = game.state
        if id(game) != self._game_id:  # a new or resumed game: start from now
            self._stop_all()
            self._game_id = id(game)
            self._night = None
            self._prompts.clear()
            fresh = not game.choices
            self._cursor = 0 if fresh else len(self._public())
            self._last_seen = ("day", -1) if fresh else None
        pending = self.controller.pending()
        if s.phase is Phase.NIGHT:
            if s.night_no != self._night:
                fresh = self._last_seen is not None and self._last_seen != ("night", s.night_no)
                self._begin_night(pending, fresh)
            else:
                self._seen_steps.update(r.step for r in pending)
        elif not self._night_active:
            self._queue_day_lines(pending)
        self._last_seen = (s.phase.value, s.night_no)
        if self.state == WAITING:
            self._check_wait()
        elif self.state in (READY_WAIT, IDLE):
            self.state = IDLE
            self._next()

    def _public(self) -> list[Any]:
        game = self.controller.game
        if game is None:
            return []
        return [m for m in game.state.messages if m.audience is Audience.PUBLIC]

    def _wording(self) -> str:
        if self.wording:
            return self.wording
        game = self.controller.game
        return game.state.preset.wording if game is not None else "neutral"

    def _new_news(self) -> list[Line]:
        public = self._public()
        fresh = public[self._cursor :]
        self._cursor = len(public)
        return news_lines(fresh, self._wording())

    def _begin_night(self, pending: list[Request], fresh: bool) -> None:
        game = self.controller.game
        assert game is not None
        s = game.state
        if self._night_active:  # the game moved on while the last night was still read
            self._stop_all()
        self._queue += self._new_news()  # the day's outcome comes before nightfall
        self._night = s.night_no
        self._night_active = True
        self._seen_steps = {r.step for r in pending}
        self._batch1 = {r.key() for r in pending}
        lines = night_script(s, s.night_no, self._wording(), rng_seed=game.setup.seed)
        if not fresh:  # joining mid-night: from the first step the game still waits for
            steps = {r.step for r in pending}
            start = next(
                (i for i, line in enumerate(lines) if line.waits_for in steps),
                len(lines) - 1,
            )
            lines = [lines[0], *lines[max(1, start) :]]
        self._queue += lines
        self._update_ambience()
        if self.sounds is not None:
            self.sounds.night_started()

    def _queue_day_lines(self, pending: list[Request]) -> None:
        game = self.controller.game
        if game is None or (game.ended and not self._public()[self._cursor :]):
            return
        self._queue += self._new_news()
        if game.ended:
            return
        day = game.state.day_no
        verbs = {r.verb for r in pending}
        wording = self._wording()
        if Verb.END_DISCUSSION in verbs and (day, "discussion") not in self._prompts:
            self._prompts.add((day, "discussion"))
            self._queue.append(discussion_line(game.state, wording))
        if Verb.VOTE in verbs and (day, "vote") not in self._prompts:
            self._prompts.add((day, "vote"))
            self._queue.append(vote_line(wording))
        if Verb.RUNOFF in verbs and (day, "runoff") not in self._prompts:
            self._prompts.add((day, "runoff"))
            tied = sorted({t for r in pending if r.verb is Verb.RUNOFF for t in r.targets})
            self._queue.append(runoff_line(tied, wording))

    def _night_over(self) -> bool:
        game = self.controller.game
        if game is None:
            return True
        s = game.state
        return s.phase is not Phase.NIGHT or s.night_no != self._night

    def _wait_status(self, line: Line) -> str:
        """ "wait" (requests still to come), "done" (answered) or "unasked"."""
        step = line.waits_for
        if step is None or self._night_over():
            return "done"
        pending = self.controller.pending()
        if any(r.step == step for r in pending):
            return "wait"
        if step in self._seen_steps:
            return "done"
        if line.reaction and any(r.key() in self._batch1 for r in pending):
            return "wait"  # its requests only come once the first batch is answered
        return "unasked"

    # ------------------------------------------------------------------ reading

    def _next(self) -> None:
        if not self._enabled or self._paused or self.state != IDLE:
            return
        if not self._queue:
            if self._night_active:
                self._night_active = False
                self._update_ambience()
                if self.sounds is not None:
                    self.sounds.night_ended()
                self.night_done.emit()
                if self.controller.game is not None and self.state == IDLE:
                    self._queue_day_lines(self.controller.pending())
                    if self._queue:
                        self._next()
            return
        line = self._queue[0]
        if line.ready_when == NIGHT_END and not self._night_over():
            self.state = READY_WAIT
            return
        self._queue.pop(0)
        if line.ready_when == NIGHT_END:  # dawn: the morning news follows it
            self._queue[0:0] = self._new_news()
        self._speak(line)

    def _speak(self, line: Line) -> None:
        self.current = line
        game = self.controller.game
        names = game.setup.names if game is not None else []
        text = line_text(line, names, self.translate)
        self.last_text = text
        self._speaking_text = text
        self.state = SPEAKING
        wake = line.text_id.endswith(".wake")
        if self.sounds is not None and wake and not self.voice.subtitles_only():
            self.sounds.chime(then=lambda: self._speak_after_chime(text))  # line after chime
            return
        if self.chime_enabled and wake:
            self._play_chime()
        self.voice.speak(text)

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
        self._after_line()

    def _after_line(self) -> None:
        line = self.current
        if line is None:
            self.state = IDLE
            self._next()
            return
        if line.waits_for is not None:
            self.state = WAITING
            self._check_wait()
        elif line.wait_ms > 0:  # a gone role's step: the same words, a usual wait
            self._start_timer(self._wait_ms(line) + self._pause_ms(line))
        else:
            self._start_timer(self._pause_ms(line))

    def _check_wait(self) -> None:
        line = self.current
        if line is None or self.state != WAITING:
            return
        status = self._wait_status(line)
        if status == "wait":
            return
        extra = self._wait_ms(line) if status == "unasked" else 0
        self._start_timer(extra + self._pause_ms(line))

    def _wait_ms(self, line: Line) -> int:
        return max(0, round(line.wait_ms * self.wait_scale))

    def _pause_ms(self, line: Line) -> int:
        return max(0, round(line.pause_ms * self.pause_scale))

    def _start_timer(self, ms: int) -> None:
        if self._paused:
            self._remaining_ms = ms
            self.state = TIMER_PAUSED
            return
        self.state = TIMER
        self._timer.start(max(0, ms))

    @Slot()
    def _on_timer(self) -> None:
        if self.state != TIMER:
            return
        self.state = IDLE
        self._next()

    def _stop_all(self) -> None:
        self._timer.stop()
        if self.state in (SPEAKING, CUT):
            self._speaking_text = None
            self._stop_voice()
        self._queue.clear()
        self.current = None
        self.state = IDLE
        self._night_active = False

    def _set_subtitle(self, text: str) -> None:
        self.line_changed.emit(text)
        self.controller.subtitle.emit(text)

    @Slot(str)
    def _on_unavailable(self, message: str) -> None:
        if not self._unavailable_sent:
            self._unavailable_sent = True
            self.speech_unavailable.emit(message)

    # ------------------------------------------------------------------ sounds

    def _sound(self, name: str, loop: bool) -> QSoundEffect | None:
        """A sound effect for a bundled sound, or None when there is no audio output."""
        if not audio_outputs_available():
            return None
        from PySide6.QtMultimedia import QSoundEffect

        from ..resources import sound_path

        effect = QSoundEffect(self)
        effect.setSource(QUrl.fromLocalFile(str(sound_path(name))))
        if loop:
            effect.setLoopCount(QSoundEffect.Loop.Infinite.value)
        return effect

    def _update_ambience(self) -> None:
        wanted = self.ambience_playing()
        if wanted and self._ambience is None:
            self._ambience = self._sound("night_ambience", loop=True)
        if self._ambience is None:
            return
        self._ambience.setVolume(self._ambience_volume)
        if wanted and not self._ambience.isPlaying():
            self._ambience.play()
        elif not wanted:
            self._ambience.stop()

    def _play_chime(self) -> None:
        if self._chime is None:
            self._chime = self._sound("chime", loop=False)
        if self._chime is not None:
            self._chime.play()
