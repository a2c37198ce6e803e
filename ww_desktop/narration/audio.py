"""WAV helpers and playback for the narration voices.

Everything here runs in the GUI thread and never blocks it:

- :func:`wav_duration` reads a WAV header with the standard :mod:`wave` module.
- :func:`audio_outputs_available` asks QtMultimedia whether any audio output exists.
- :class:`WavPlayer` plays one rendered line at a time with ``QMediaPlayer`` +
  ``QAudioOutput``. When the machine has no audio output (a headless server, a laptop
  with its sound card disabled) it still *paces* the line: it waits the WAV's real
  duration with a ``QTimer`` and then reports the end, so the narration keeps its rhythm
  and the subtitles stay in step.

QtMultimedia is imported lazily, so importing this module costs nothing until a line is
actually played.
"""

from __future__ import annotations

import logging
import time
import wave
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, Qt, QTimer, QUrl, Signal

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QAudioDevice, QAudioOutput, QMediaDevices, QMediaPlayer

__all__ = [
    "WavPlayer",
    "audio_outputs_available",
    "device_key",
    "find_output",
    "output_devices",
    "wav_duration",
]

log = logging.getLogger(__name__)

#: Extra time granted to a real player before the safety timer ends the line anyway.
PLAYER_GRACE_MS = 1500


def wav_duration(path: Path | str) -> float:
    """Return the duration in seconds of the WAV file at *path* (0.0 for an empty file)."""
    with wave.open(str(path), "rb") as wav:
        rate = wav.getframerate()
        return wav.getnframes() / rate if rate else 0.0


def audio_outputs_available() -> bool:
    """Return True when QtMultimedia sees at least one audio output device.

    Needs a ``QCoreApplication``. The first call loads the multimedia backend (about
    150 ms); later calls are cheap.
    """
    from PySide6.QtMultimedia import QMediaDevices

    return bool(QMediaDevices.audioOutputs())


def device_key(device: QAudioDevice) -> str:
    """A string that names the audio output *device* in the settings (its id)."""
    return bytes(device.id().data()).decode("utf-8", "replace")


def output_devices() -> list[tuple[str, str]]:
    """The audio outputs now present, as (key, description) pairs (needs a Qt app)."""
    from PySide6.QtMultimedia import QMediaDevices

    return [(device_key(d), d.description()) for d in QMediaDevices.audioOutputs()]


def find_output(key: str) -> QAudioDevice:
    """The output named *key*; the system's default when *key* is "" or is not present."""
    from PySide6.QtMultimedia import QMediaDevices

    if key:
        for device in QMediaDevices.audioOutputs():
            if device_key(device) == key:
                return device
    return QMediaDevices.defaultAudioOutput()


class WavPlayer(QObject):
    """Plays one WAV file at a time in the GUI thread, or paces it silently.

    Signals:
        finished(): the current file has played to its end (or its silent duration has
            elapsed). Not emitted after :meth:`stop`.

    Attributes:
        last_play_audible: whether the last :meth:`play` went to a real audio output.
    """

    finished = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.last_play_audible = False
        self._player: QMediaPlayer | None = None
        self._output: QAudioOutput | None = None
        self._devices: QMediaDevices | None = None
        self._device = ""
        self._warmed = False
        self._playing = False
        self._duration_ms = 0
        self._started_at = 0.0
        # One timer serves both purposes: the silent duration when there is no output,
        # and a safety net when a real player never reports the end of the media.
        self._timer = QTimer(self)
        self._timer.setSingleShot(True)
        self._timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._timer.timeout.connect(self._on_done)

    def has_output(self) -> bool:
        """Return True when a real audio output exists right now."""
        return audio_outputs_available()

    def play(self, path: Path, duration_s: float, volume: float = 1.0) -> bool:
        """Start playing *path* (lasting *duration_s* seconds); return True if audible.

        Any file still playing is stopped first. :attr:`finished` follows in every case.
        """
        self.stop()
        self._playing = True
        duration_ms = max(0, round(duration_s * 1000))
        self._duration_ms = duration_ms
        self._started_at = time.monotonic()
        if not self.has_output():
            self.last_play_audible = False
            self._timer.start(duration_ms)
            return False
        player = self._ensure_player()
        self._follow_devices()
        assert self._output is not None
        self._output.setVolume(max(0.0, min(1.0, volume)))
        player.setSource(QUrl.fromLocalFile(str(path)))
        player.play()
        self.last_play_audible = True
        self._timer.start(duration_ms + PLAYER_GRACE_MS)
        return True

    def set_device(self, key: str) -> None:
        """Play on the output *key* ("" for the default), from now on."""
        self._device = key or ""
        self._follow_devices()

    def device(self) -> str:
        """The chosen output ("" for the system's default)."""
        return self._device

    def current_output(self) -> str:
        """The key of the output actually used ("" before the first line)."""
        return device_key(self._output.device()) if self._output is not None else ""

    def _follow_devices(self) -> None:
        """Re-bind to the chosen output, or to the default one when it is gone (an HDMI
        TV switched off, a Bluetooth speaker out of range) or when the default changed."""
        if self._output is None:
            return
        wanted = find_output(self._device)
        if self._output.device() != wanted:
            self._output.setDevice(wanted)

    def warm_up(self, silence: Path) -> None:
        """Open the audio path now with a short silent file at volume 0 (the first play
        loads the media backend and opens the output stream: about a second), so that the
        first real line starts at once. Does nothing while a file plays, or with no output.
        """
        if self._playing or self._warmed or not self.has_output():
            return
        self._warmed = True
        player = self._ensure_player()
        self._follow_devices()
        assert self._output is not None
        self._output.setVolume(0.0)
        player.setSource(QUrl.fromLocalFile(str(silence)))
        player.play()

    def set_volume(self, volume: float) -> None:
        """Change the playback volume (0.0 to 1.0) immediately."""
        if self._output is not None:
            self._output.setVolume(max(0.0, min(1.0, volume)))

    def stop(self) -> None:
        """Stop the current file without emitting :attr:`finished`."""
        self._playing = False
        self._timer.stop()
        if self._player is not None:
            self._player.stop()
            # Release the file so that it can be deleted.
            self._player.setSource(QUrl())

    def is_playing(self) -> bool:
        """Return True while a file is playing (or being paced silently)."""
        return self._playing

    def _ensure_player(self) -> QMediaPlayer:
        if self._player is None:
            from PySide6.QtMultimedia import QAudioOutput, QMediaDevices, QMediaPlayer

            self._output = QAudioOutput(find_output(self._device), self)
            self._devices = QMediaDevices(self)
            self._devices.audioOutputsChanged.connect(self._follow_devices)
            self._player = QMediaPlayer(self)
            self._player.setAudioOutput(self._output)
            self._player.mediaStatusChanged.connect(self._on_media_status)
            self._player.errorOccurred.connect(self._on_error)
        return self._player

    def _on_media_status(self, status: QMediaPlayer.MediaStatus) -> None:
        from PySide6.QtMultimedia import QMediaPlayer

        if status in (QMediaPlayer.MediaStatus.EndOfMedia, QMediaPlayer.MediaStatus.InvalidMedia):
            self._on_done()

    def _on_error(self, error: QMediaPlayer.Error, message: str) -> None:
        # Keep the pacing: end the line when its sound would have ended.
        log.warning("Narration playback failed (%s): %s", error, message)
        if self._playing:
            elapsed_ms = round((time.monotonic() - self._started_at) * 1000)
            self._timer.start(max(0, self._duration_ms - elapsed_ms))

    def _on_done(self) -> None:
        if not self._playing:
            return
        self._playing = False
        self._timer.stop()
        self.finished.emit()
