"""Short sounds and loops (the chime, the night ambience, time's up) played on the GUI thread.

:class:`SoundClip` replaces ``QSoundEffect``. Qt 6.11's ``QSoundEffect`` plays from a thread
of its own; with a PulseAudio server running (any Linux desktop) it switches a socket
notifier from that thread, and Qt's event loop then spins forever on "QSocketNotifier:
Invalid socket N" (the app froze at the first night: the table rig reproduces it in 3 of 3
launches). Every Qt audio object of the app is therefore created and used on the GUI thread:
a clip writes its samples itself into a ``QAudioSink`` in push mode from a short
``QTimer`` (a loop simply wraps around), so nothing of ours runs anywhere else.

Without an audio output (a headless machine, a laptop with its sound card disabled) a clip
plays nothing and says so (:meth:`SoundClip.play` returns False); a one-shot still emits
:attr:`SoundClip.finished` after its length, so whatever waits for it goes on.
"""

from __future__ import annotations

import logging
import wave
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QIODevice, QObject, Qt, QTimer, Signal

from .audio import audio_outputs_available, find_output

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QAudioSink

__all__ = ["SoundClip", "read_pcm"]

log = logging.getLogger(__name__)

FEED_MS = 20
"""How often the sink is topped up (ms)."""

BUFFER_MS = 200
"""The sink's buffer: long enough that a busy GUI thread never lets it run dry."""


def read_pcm(path: Path) -> tuple[tuple[int, int, int], bytes]:
    """A WAV's (rate, channels, bytes a sample) and its PCM frames (8/16/32-bit integers)."""
    with wave.open(str(path), "rb") as wav:
        fmt = (wav.getframerate(), wav.getnchannels(), wav.getsampwidth())
        frames = wav.readframes(wav.getnframes())
    if fmt[2] == 3:  # 24-bit: widen to 32 (Qt plays 8, 16 and 32-bit integers)
        wide = bytearray(len(frames) // 3 * 4)
        wide[1::4], wide[2::4], wide[3::4] = frames[0::3], frames[1::3], frames[2::3]
        frames, fmt = bytes(wide), (fmt[0], fmt[1], 4)
    if fmt[2] not in (1, 2, 4) or not fmt[0] or not fmt[1]:
        raise wave.Error(f"unsupported WAV format in {path}")
    return fmt, frames


class SoundClip(QObject):
    """One WAV, played once or looped, on the GUI thread (see the module's docstring).

    Signals:
        finished(): a one-shot has played to its end (also without an audio output, after
            its length). Not emitted after :meth:`stop`, nor by a loop.

    Attributes:
        path: the WAV file.
        loop: whether the clip starts again from the top at its end.
    """

    finished = Signal()

    def __init__(self, path: Path, *, loop: bool = False, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.path = Path(path)
        self.loop = loop
        self._device = ""
        self._volume = 1.0
        self._fmt: tuple[int, int, int] | None = None
        self._data = b""
        self._pos = 0
        self._sink: QAudioSink | None = None
        self._io: QIODevice | None = None
        self._playing = False
        self._feed = QTimer(self)
        self._feed.setInterval(FEED_MS)
        self._feed.setTimerType(Qt.TimerType.PreciseTimer)
        self._feed.timeout.connect(self._top_up)
        self._silent = QTimer(self)
        self._silent.setSingleShot(True)
        self._silent.timeout.connect(self._on_end)

    # ------------------------------------------------------------------ settings

    def set_device(self, key: str) -> None:
        """Play on the output *key* ("" for the system's default) from the next play on."""
        self._device = key or ""

    def set_volume(self, volume: float) -> None:
        """Change the volume (0.0 to 1.0) at once, a playing clip included."""
        self._volume = max(0.0, min(1.0, float(volume)))
        if self._sink is not None:
            self._sink.setVolume(self._volume)

    def volume(self) -> float:
        """The clip's volume (0.0 to 1.0)."""
        return self._volume

    def duration_ms(self) -> int:
        """The clip's length in milliseconds (0 when the file cannot be read)."""
        if not self._load():
            return 0
        rate, channels, width = self._fmt or (1, 1, 1)
        return len(self._data) * 1000 // (rate * channels * width)

    # ------------------------------------------------------------------ playing

    def play(self) -> bool:
        """Start from the top (a clip still playing starts again); True if it is heard."""
        self.stop()
        self._playing = True
        if not self._load():
            self._playing = False
            return False
        if not audio_outputs_available():
            if not self.loop:
                self._silent.start(self.duration_ms())
            return False
        from PySide6.QtMultimedia import QAudioFormat, QAudioSink

        rate, channels, width = self._fmt or (1, 1, 1)
        audio_format = QAudioFormat()
        audio_format.setSampleRate(rate)
        audio_format.setChannelCount(channels)
        kinds = QAudioFormat.SampleFormat
        audio_format.setSampleFormat({1: kinds.UInt8, 2: kinds.Int16, 4: kinds.Int32}[width])
        sink = QAudioSink(find_output(self._device), audio_format, self)
        sink.setVolume(self._volume)
        sink.setBufferSize(rate * channels * width * BUFFER_MS // 1000)
        self._sink = sink
        self._pos = 0
        self._io = sink.start()  # push mode: we write the samples ourselves
        if self._io is None:
            log.warning("Sound %s could not start: %s", self.path.name, sink.error())
            self._close()
            if not self.loop:
                self._silent.start(self.duration_ms())
            return False
        self._top_up()
        self._feed.start()
        return True

    def stop(self) -> None:
        """Stop at once, without :attr:`finished`."""
        self._playing = False
        self._silent.stop()
        self._close()

    def is_playing(self) -> bool:
        """Whether the clip is playing (or, with no output, a one-shot is being timed)."""
        return self._playing

    # ------------------------------------------------------------------ internals

    def _load(self) -> bool:
        if self._fmt is not None:
            return bool(self._data)
        try:
            self._fmt, self._data = read_pcm(self.path)
        except (OSError, EOFError, wave.Error) as exc:
            log.warning("Sound %s cannot be read: %s", self.path, exc)
            self._fmt, self._data = (1, 1, 1), b""
        return bool(self._data)

    def _top_up(self) -> None:
        sink, io = self._sink, self._io
        if sink is None or io is None:
            self._feed.stop()
            return
        free = sink.bytesFree()
        frame = (self._fmt or (1, 1, 1))[1] * (self._fmt or (1, 1, 1))[2]
        free -= free % frame
        while free > 0 and self._data:
            if self._pos >= len(self._data):
                if not self.loop:
                    break
                self._pos = 0
            chunk = self._data[self._pos : self._pos + free]
            written = io.write(chunk)
            if written <= 0:
                break
            self._pos += written
            free -= written
        if not self.loop and self._pos >= len(self._data):
            from PySide6.QtMultimedia import QtAudio

            # Every sample is handed over: the clip ends when the sink has played them.
            if sink.state() == QtAudio.State.IdleState or sink.bytesFree() >= sink.bufferSize():
                self._on_end()

    def _on_end(self) -> None:
        if not self._playing:
            return
        self._playing = False
        self._close()
        self.finished.emit()

    def _close(self) -> None:
        self._feed.stop()
        sink, self._sink, self._io = self._sink, None, None
        if sink is not None:
            sink.stop()
            sink.deleteLater()
