"""The night's sounds: the ambience that covers the table's noises, and the wake-up chime.

:class:`NightSounds` is one Qt object (GUI thread, never blocks) that the narrator drives:

- :meth:`~NightSounds.night_started` / :meth:`~NightSounds.night_ended`: the looped night
  ambience (``resources/sounds/night_ambience.wav``: wind, leaves and crickets, about
  -17 dBFS) fades in at nightfall and out at dawn. It is on by default, at
  :data:`~ww_desktop.narration.voices.DEFAULT_AMBIENCE_LEVEL`: loud enough to cover
  shuffling cards and chairs while people move with their eyes closed.
- :meth:`~NightSounds.speech_started` / :meth:`~NightSounds.speech_finished`: the ambience
  is lowered (ducked) under each line so the voice stays clear, and brought back up after
  a short hold (no pumping between lines that follow each other).
- :meth:`~NightSounds.chime` plays the soft chime and calls ``then`` once it has ended, so
  the line it announces starts after it rather than over it.

Without an audio output nothing is played; the levels are still tracked (:meth:`volume`,
:meth:`target_volume`) and ``then`` is called at once, so the night goes on.
"""

from __future__ import annotations

import logging
from collections.abc import Callable
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, Signal

from .audio import audio_outputs_available, wav_duration
from .voices import DEFAULT_AMBIENCE_LEVEL

if TYPE_CHECKING:
    from .sound_clip import SoundClip

__all__ = ["DUCK_FACTOR", "NightSounds"]

log = logging.getLogger(__name__)

DUCK_FACTOR = 0.3
"""The ambience's level under speech, as a fraction of its level (about -10 dB)."""

RAMP_MS = 180
"""How long a change of the ambience's level takes (no clicks, no jumps)."""

FADE_MS = 1200
"""The ambience's fade in at nightfall and out at dawn."""

RESTORE_HOLD_MS = 450
"""How long the ambience stays lowered after a line, in case the next line follows."""

CHIME_GAP_MS = 120
"""Silence between the end of the chime and the line it announces."""

CHIME_VOLUME = 1.0
"""The chime's volume relative to the voice's volume."""

CHIME_DUCK_MS = 60
"""How fast the ambience is lowered under the chime: the chime stands out from it (about
10 dB over the lowered ambience), so nobody misses the call."""

_STEP_MS = 20


class NightSounds(QObject):
    """The night ambience (ducked under speech) and the chime before a wake-up line.

    Signals:
        chime_finished(): the chime has ended (just before ``then`` is called).
        volume_changed(float): the ambience's current volume (0.0 to 1.0).

    Attributes:
        duck_factor: the ambience's level under speech, relative to :meth:`level`.
        restore_hold_ms / ramp_ms / fade_ms: timings (tests set them to 0).
    """

    chime_finished = Signal()
    volume_changed = Signal(float)

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.duck_factor = DUCK_FACTOR
        self.restore_hold_ms = RESTORE_HOLD_MS
        self.ramp_ms = RAMP_MS
        self.fade_ms = FADE_MS
        self._enabled = True
        self._level = DEFAULT_AMBIENCE_LEVEL
        self._voice_volume = 1.0
        self._device = ""
        self._night = False
        self._speaking = False
        self._chiming = False
        self._volume = 0.0  # the ambience's volume now
        self._target = 0.0
        self._step = 0.0
        self._ambience: SoundClip | None = None
        self._chime: SoundClip | None = None
        self._then: Callable[[], None] | None = None
        self._ramp = QTimer(self)
        self._ramp.setInterval(_STEP_MS)
        self._ramp.timeout.connect(self._ramp_step)
        self._hold = QTimer(self)
        self._hold.setSingleShot(True)
        self._hold.timeout.connect(self._restore)
        self._chime_timer = QTimer(self)
        self._chime_timer.setSingleShot(True)
        self._chime_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._chime_timer.timeout.connect(self._chime_done)

    # ------------------------------------------------------------------ settings

    def set_ambience_enabled(self, enabled: bool) -> None:
        """Turn the ambience on or off (it is heard only at night)."""
        self._enabled = bool(enabled)
        self._retarget(self.fade_ms)

    def ambience_enabled(self) -> bool:
        """Whether the ambience is on (at night)."""
        return self._enabled

    def set_level(self, level: float) -> None:
        """Set the ambience's level, 0.0 to 1.0 (applies at once, ducking included)."""
        self._level = max(0.0, min(1.0, float(level)))
        self._retarget(self.ramp_ms)

    def level(self) -> float:
        """The ambience's level (when not ducked)."""
        return self._level

    def set_voice_volume(self, volume: float) -> None:
        """The voice's volume: the chime follows it."""
        self._voice_volume = max(0.0, min(1.0, float(volume)))

    def set_output_device(self, device: str) -> None:
        """Play on the audio output *device* ("" for the system's default)."""
        self._device = device or ""
        for effect in (self._ambience, self._chime):
            if effect is not None:
                effect.set_device(self._device)
        if self._ambience is not None and self._ambience.is_playing():
            self._ambience.play()  # the loop goes on on the new output

    # ------------------------------------------------------------------ the night

    def night_started(self) -> None:
        """Nightfall: fade the ambience in (when it is on)."""
        self._night = True
        self._retarget(self.fade_ms)

    def night_ended(self) -> None:
        """Dawn: fade the ambience out."""
        self._night = False
        self._speaking = False
        self._hold.stop()
        self._retarget(self.fade_ms)

    def is_night(self) -> bool:
        """Whether it is night (between :meth:`night_started` and :meth:`night_ended`)."""
        return self._night

    def speech_started(self) -> None:
        """A line is spoken: lower the ambience under it."""
        self._speaking = True
        self._hold.stop()
        self._retarget(self.ramp_ms)

    def speech_finished(self) -> None:
        """The line has ended: bring the ambience back after a short hold."""
        self._speaking = False
        if self.restore_hold_ms <= 0:
            self._restore()
        else:
            self._hold.start(self.restore_hold_ms)

    def target_volume(self) -> float:
        """The ambience's volume once the current ramp ends."""
        if not (self._enabled and self._night):
            return 0.0
        ducked = self._speaking or self._chiming or self._hold.isActive()
        return self._level * (self.duck_factor if ducked else 1.0)

    def volume(self) -> float:
        """The ambience's volume now (0.0 when silent)."""
        return self._volume

    def ambience_playing(self) -> bool:
        """Whether the ambience loop is heard now."""
        return self._ambience is not None and self._ambience.is_playing()

    # ------------------------------------------------------------------ the chime

    def chime(self, then: Callable[[], None] | None = None) -> None:
        """Play the chime; call *then* once it has ended (at once with no audio output).

        A chime still pending is cut, and its *then* is dropped.
        """
        self.cancel_chime()
        self._then = then
        self._chiming = True
        self._hold.stop()
        self._retarget(min(self.ramp_ms, CHIME_DUCK_MS))
        effect = self._chime_effect()
        if effect is None:
            self._chime_timer.start(0)
            return
        effect.set_volume(CHIME_VOLUME * self._voice_volume)
        effect.play()
        self._chime_timer.start(self._chime_ms() + CHIME_GAP_MS)

    def cancel_chime(self) -> None:
        """Stop a chime and forget its *then* (the narrator was stopped or paused)."""
        self._chime_timer.stop()
        self._then = None
        if self._chime is not None and self._chime.is_playing():
            self._chime.stop()
        if self._chiming:
            self._chiming = False
            self._retarget(self.ramp_ms)

    def chime_pending(self) -> bool:
        """Whether a chime is sounding (its *then* not called yet)."""
        return self._chime_timer.isActive()

    def _chime_done(self) -> None:
        then, self._then = self._then, None
        self._chiming = False
        self.chime_finished.emit()
        if then is not None:
            then()  # the line it announces starts: the ambience stays lowered under it
        if not self._speaking and not self._chiming:
            self.speech_finished()  # nothing followed: back up after the usual hold

    def _chime_ms(self) -> int:
        from ..resources import sound_path

        try:
            return round(wav_duration(sound_path("chime")) * 1000)
        except (OSError, EOFError, ValueError):
            return 800

    # ------------------------------------------------------------------ internals

    def _effect(self, name: str, loop: bool) -> SoundClip | None:
        if not audio_outputs_available():
            return None
        from ..resources import sound_path
        from .sound_clip import SoundClip

        effect = SoundClip(sound_path(name), loop=loop, parent=self)
        effect.set_device(self._device)
        return effect

    def _chime_effect(self) -> SoundClip | None:
        if self._chime is None:
            self._chime = self._effect("chime", loop=False)
        return self._chime

    def _restore(self) -> None:
        self._hold.stop()
        self._retarget(self.ramp_ms)

    def _retarget(self, ms: int) -> None:
        self._target = self.target_volume()
        if self._target > 0 and self._ambience is None:
            self._ambience = self._effect("night_ambience", loop=True)
            if self._ambience is not None:
                self._ambience.set_volume(self._volume)
        if self._target > 0 and self._ambience is not None and not self._ambience.is_playing():
            self._ambience.play()
        steps = max(1, ms // _STEP_MS)
        self._step = (self._target - self._volume) / steps
        if ms <= 0 or abs(self._target - self._volume) < 1e-6:
            self._ramp.stop()
            self._set_volume(self._target)
            self._ramp_ended()
        else:
            self._ramp.start()

    def _ramp_step(self) -> None:
        value = self._volume + self._step
        done = (self._step >= 0 and value >= self._target) or (
            self._step < 0 and value <= self._target
        )
        self._set_volume(self._target if done else value)
        if done:
            self._ramp.stop()
            self._ramp_ended()

    def _ramp_ended(self) -> None:
        if self._volume <= 0 and self._ambience is not None and self._ambience.is_playing():
            self._ambience.stop()

    def _set_volume(self, value: float) -> None:
        value = max(0.0, min(1.0, value))
        if abs(value - self._volume) < 1e-9:
            return
        self._volume = value
        if self._ambience is not None:
            self._ambience.set_volume(value)
        self.volume_changed.emit(value)
