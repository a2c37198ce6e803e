"""WAV helpers and playback for the narration voices.

Everything here runs in the GUI thread and never blocks it:

- :func:`wav_duration` reads a WAV header with the standard :mod:`wave` module.
- :func:`audio_outputs_available` asks QtMultimedia whether any audio output exists.
- :class:`WavPlayer` plays one rendered line at a time with ``QAudioSink`` (the WAV's PCM
  samples straight to the output: no media backend, so the app ships without FFmpeg, and
  nothing to load before the first line). When the machine has no audio output (a headless
  server, a laptop with its sound card disabled) it still *paces* the line: it waits the
  WAV's real duration with a ``QTimer`` and then reports the end, so the narration keeps
  its rhythm and the subtitles stay in step.

QtMultimedia is imported lazily, so importing this module costs nothing until a line is
actually played.
"""

from __future__ import annotations

import logging
import time
import wave
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QBuffer, QByteArray, QIODevice, QObject, Qt, QTimer, Signal

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QAudioDevice, QAudioSink, QMediaDevices

__all__ = [
    "WavPlayer",
    "audio_outputs_available",
    "device_key",
    "find_output",
    "output_devices",
    "wav_duration",
]

log = logging.getLogger(__name__)

_SAMPLE_FORMATS = {
    1: lambda kinds: kinds.UInt8,
    2: lambda kinds: kinds.Int16,
    4: lambda kinds: kinds.Int32,
}
"""A WAV's bytes per sample -> Qt's sample format (given QAudioFormat.SampleFormat)."""

#: The output buffer's length (ms): short, so that a line starts at once.
BUFFER_MS = 60

#: How often the playing sink is asked whether its last sample is out (ms).
WATCH_MS = 10

#: Extra time granted to a real player before the safety timer ends the line anyway.
PLAYER_GRACE_MS = 1500

PEAK_CAP = 10 ** (-3.0 / 20)
"""The loudest sample a line may reach at full volume (-3 dBFS): a voice rendered up to
0 dBFS is turned down by the sink's volume (no work on the samples, no clipping). The night
ambience under a line (lowered, its peaks about -17 dBFS) adds to it: the mix heard stays
under -1 dBFS (at -1.5 dBFS alone a line reached -1.0 dBFS over the ambience, recorded by
``bench/bench_night_sound.py``)."""


def peak_gain(frames: bytes, width: int) -> float:
    """The gain (at most 1) that keeps the loudest sample of *frames* under :data:`PEAK_CAP`."""
    import array

    if width not in (2, 4) or not frames:
        return 1.0
    samples = array.array("h" if width == 2 else "i", frames[: len(frames) // width * width])
    full = 32768 if width == 2 else 2**31
    peak = max(abs(max(samples)), abs(min(samples))) / full
    return min(1.0, PEAK_CAP / peak) if peak > 0 else 1.0


def read_wav(path: Path | str) -> tuple[tuple[int, int, int], bytes]:
    """The ((rate, channels, bytes a sample), frames) of the WAV at *path*, 24-bit samples
    widened to 32 (Qt plays 8, 16 and 32-bit integers). Raises OSError, EOFError or
    ``wave.Error`` for a file that cannot be read."""
    with wave.open(str(path), "rb") as wav:
        rate, channels, width = wav.getframerate(), wav.getnchannels(), wav.getsampwidth()
        frames = wav.readframes(wav.getnframes())
    if width == 3:
        wide = bytearray(len(frames) // 3 * 4)
        wide[1::4], wide[2::4], wide[3::4] = frames[0::3], frames[1::3], frames[2::3]
        frames, width = bytes(wide), 4
    return (rate, channels, width), frames


def wav_peak_gain(path: Path | str) -> float:
    """:func:`peak_gain` of the WAV at *path* (1.0 when it cannot be read): worked out
    where the line is rendered (the voice's render thread) and carried with it, so that
    the GUI thread does not scan the samples (3-20 ms a line) when the line starts."""
    try:
        (_rate, _channels, width), frames = read_wav(path)
    except (OSError, EOFError, wave.Error):
        return 1.0
    return peak_gain(frames, width)


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
        self._sink: QAudioSink | None = None
        self._buffer: QBuffer | None = None
        self._format: tuple[int, int, int] | None = None  # (rate, channels, bytes a sample)
        self._played_us = -1
        self._volume = 1.0
        self._gain = 1.0  # keeps the line's peaks under PEAK_CAP
        self._output_key = ""
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
        self._watch = QTimer(self)
        self._watch.setInterval(WATCH_MS)
        self._watch.setTimerType(Qt.TimerType.PreciseTimer)
        self._watch.timeout.connect(self._check_sink)

    def has_output(self) -> bool:
        """Return True when a real audio output exists right now."""
        return audio_outputs_available()

    def play(
        self, path: Path, duration_s: float, volume: float = 1.0, gain: float | None = None
    ) -> bool:
        """Start playing *path* (lasting *duration_s* seconds); return True if audible.

        *gain* is the line's :func:`peak_gain`, when it was worked out where the line was
        rendered (:func:`wav_peak_gain`); without it, it is worked out here. Any file still
        playing is stopped first. :attr:`finished` follows in every case.
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
        if not self._start(path, volume, gain):
            self.last_play_audible = False
            self._timer.start(duration_ms)
            return False
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
        return self._output_key

    def _follow_devices(self) -> None:
        """Re-bind to the chosen output, or to the default one when it is gone (an HDMI
        TV switched off, a Bluetooth speaker out of range) or when the default changed; a
        line that is playing goes on there from where it was."""
        if self._sink is None:
            return
        wanted = find_output(self._device)
        if device_key(wanted) == self._output_key:
            return
        buffer, fmt = self._buffer, self._format
        self._buffer = None  # kept open: the line goes on from where it was
        self._close_sink()
        if buffer is not None and fmt is not None and self._playing:
            self._open_sink(fmt, buffer)
        elif buffer is not None:
            buffer.close()
            buffer.deleteLater()

    def warm_up(self, silence: Path) -> None:
        """Open the audio path now with a short silent file at volume 0 (the first play
        loads the media backend and opens the output stream: about a second), so that the
        first real line starts at once. Does nothing while a file plays, or with no output.
        """
        if self._playing or self._warmed or not self.has_output():
            return
        self._warmed = True
        self._start(silence, 0.0)

    def set_volume(self, volume: float) -> None:
        """Change the playback volume (0.0 to 1.0) immediately."""
        self._volume = max(0.0, min(1.0, volume))
        if self._sink is not None:
            self._sink.setVolume(self._volume * self._gain)

    def stop(self) -> None:
        """Stop the current file without emitting :attr:`finished`."""
        self._playing = False
        self._timer.stop()
        self._close_sink()

    def is_playing(self) -> bool:
        """Return True while a file is playing (or being paced silently)."""
        return self._playing

    def _start(self, path: Path, volume: float, gain: float | None = None) -> bool:
        """Send the WAV's samples to the output; False when it cannot be played."""
        try:
            (rate, channels, width), frames = read_wav(path)
        except (OSError, EOFError, wave.Error) as exc:
            log.warning("Narration playback failed (%s): %s", path, exc)
            return False
        if width not in (1, 2, 4) or not rate or not channels:
            log.warning("Narration playback failed (%s): unsupported WAV format", path)
            return False
        self._volume = max(0.0, min(1.0, volume))
        self._gain = peak_gain(frames, width) if gain is None else max(0.0, min(1.0, gain))
        buffer = QBuffer(self)
        buffer.setData(QByteArray(frames))
        buffer.open(QIODevice.OpenModeFlag.ReadOnly)
        self._open_sink((rate, channels, width), buffer)
        return True

    def _open_sink(self, fmt: tuple[int, int, int], buffer: QBuffer) -> None:
        from PySide6.QtMultimedia import QAudioFormat, QAudioSink, QMediaDevices

        if self._devices is None:
            self._devices = QMediaDevices(self)
            self._devices.audioOutputsChanged.connect(self._follow_devices)
        rate, channels, width = fmt
        audio_format = QAudioFormat()
        audio_format.setSampleRate(rate)
        audio_format.setChannelCount(channels)
        audio_format.setSampleFormat(_SAMPLE_FORMATS[width](QAudioFormat.SampleFormat))
        device = find_output(self._device)
        sink = QAudioSink(device, audio_format, self)
        sink.setVolume(self._volume * self._gain)
        sink.setBufferSize(rate * channels * width * BUFFER_MS // 1000)  # starts sooner
        self._sink, self._buffer, self._format = sink, buffer, fmt
        self._output_key = device_key(device)
        self._played_us = -1
        sink.start(buffer)
        # PySide6 6.11 cannot pass the sink's stateChanged(QAudio::State) to Python: watch it.
        self._watch.start()

    def _close_sink(self) -> None:
        sink, buffer = self._sink, self._buffer
        self._sink = self._buffer = None
        self._watch.stop()
        if sink is not None:
            sink.stop()
            sink.deleteLater()
        if buffer is not None:
            buffer.close()
            buffer.deleteLater()

    def _check_sink(self) -> None:
        from PySide6.QtMultimedia import QtAudio

        sink, buffer = self._sink, self._buffer
        if sink is None or buffer is None:
            self._watch.stop()
            return
        state = sink.state()
        played = sink.processedUSecs()
        if state == QtAudio.State.ActiveState and played != self._played_us and self._playing:
            # Sound flows (the first stream of a session may open late): the safety net
            # counts from now, for what is left of the line (queued in the sink included).
            self._played_us = played
            rate, channels, width = self._format or (1, 1, 1)
            left = buffer.size() - buffer.pos() + sink.bufferSize() - sink.bytesFree()
            self._timer.start(left * 1000 // (rate * channels * width) + PLAYER_GRACE_MS)
        if state == QtAudio.State.IdleState and buffer.atEnd():
            self._watch.stop()
            if self._playing:
                self._on_done()  # every sample was played
            else:
                self._close_sink()  # the warm-up's silence
        elif state == QtAudio.State.StoppedState and sink.error() != QtAudio.Error.NoError:
            # Keep the pacing: end the line when its sound would have ended.
            self._watch.stop()
            log.warning("Narration playback failed: %s", sink.error())
            if self._playing:
                elapsed_ms = round((time.monotonic() - self._started_at) * 1000)
                self._timer.start(max(0, self._duration_ms - elapsed_ms))

    def _on_done(self) -> None:
        if not self._playing:
            return
        self._playing = False
        self._timer.stop()
        self._close_sink()
        self.finished.emit()
