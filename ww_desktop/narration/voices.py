"""Voice backends that read the narration aloud.

One small interface, :class:`VoiceBackend`, with three implementations:

- :class:`Pyttsx3Voice` (default on Linux): a worker ``QThread`` renders every line to a
  WAV file, with espeak-ng's C library on Linux (:mod:`~ww_desktop.narration.espeak`, not
  pyttsx3's espeak driver, which crashed the app) and with a pyttsx3 engine elsewhere;
  the GUI thread plays the file with QtMultimedia. pyttsx3's ``say()`` is never used: on
  Linux it shells out to ``aplay`` and reports success even with no sound card. With no
  audio output the line is paced silently for the WAV's real duration.
- :class:`QtSpeechVoice` (default on Windows and macOS): wraps ``QTextToSpeech``.
- :class:`SilentVoice`: no sound, only timing; used by tests and when the voice is off.

:func:`make_voice` picks one. :func:`render_wav` renders whole narrations to one WAV file
without Qt (it backs ``ww-desktop narrate ... --to night.wav``). :class:`VoiceSettings`
with :func:`load_voice_settings` / :func:`save_voice_settings` remembers the user's choice
in the app's ``QSettings``.

Every backend speaks one line at a time from a queue, emits ``line_started`` and
``line_finished`` for each line (the app shows the line as a subtitle in between) and
emits ``unavailable`` at most once, with a message for the user, when it has to carry on
without sound.

espeak-ng keeps its state (synthesis callback, voice, rate) in process-wide globals: one
owner (:mod:`~ww_desktop.narration.espeak`) makes every call into it, one line at a time,
for all the voices of the process.
"""

from __future__ import annotations

import collections
import contextlib
import functools
import logging
import shutil
import sys
import tempfile
import threading
import time
import wave
from collections.abc import Callable, Mapping, Sequence
from dataclasses import dataclass, replace
from pathlib import Path
from typing import Any

from PySide6.QtCore import (
    QCoreApplication,
    QObject,
    QSettings,
    Qt,
    QThread,
    QTimer,
    Signal,
    Slot,
)

from ww_desktop.narration import espeak
from ww_desktop.narration.audio import WavPlayer, wav_peak_gain
from ww_desktop.narration.jtalk import (
    JTALK_VOICE_ID,
    JTALK_VOICE_NAME,
    JTalkEngine,
    JTalkProcess,
    JTalkUnavailable,
    jtalk_available,
)

__all__ = [
    "DEFAULT_LANGUAGE",
    "DEFAULT_RATE",
    "ENGINE_STUCK_MESSAGE",
    "MESSAGE_CONTEXT",
    "NO_AUDIO_MESSAGE",
    "NO_ENGINE_MESSAGE",
    "Pyttsx3Voice",
    "QtSpeechVoice",
    "SilentVoice",
    "SpeechUnavailable",
    "VoiceBackend",
    "VoiceInfo",
    "VoiceSettings",
    "load_voice_settings",
    "make_voice",
    "message_text",
    "pick_voice",
    "render_wav",
    "save_voice_settings",
]

log = logging.getLogger(__name__)

DEFAULT_RATE = 170
"""Default speaking rate in words per minute (a calm narrator)."""

DEFAULT_LANGUAGE = "en"

MIN_RATE = 80
MAX_RATE = 450

RENDER_TIMEOUT_S = 5.0
"""The watchdog's limit for rendering one line (a warm render takes 10 to 300 ms)."""

LANE_POLL_S = 0.02
"""How often Open JTalk's lane looks whether the other voice's lines were taken."""

MAX_PREPARED = 120
"""Lines kept rendered ahead before older ones are dropped (about 150 KB each)."""

CUE_VOLUME = 0.5
"""The subtitle cue's volume, relative to the voice's volume."""

DEFAULT_AMBIENCE_LEVEL = 0.6
"""The night ambience's default level (0.0 to 1.0): enough to cover shuffling and chairs."""

MESSAGE_CONTEXT = "Voice"
"""The translation context of the messages below (see :func:`message_text`)."""


def QT_TRANSLATE_NOOP(context: str, text: str) -> str:  # the name pyside6-lupdate knows
    """Mark *text* for translation in *context* and return it unchanged."""
    return text


NO_ENGINE_MESSAGE = QT_TRANSLATE_NOOP(
    "Voice",
    "No speech engine was found; the narration will be shown as subtitles only. "
    "On Linux install the espeak-ng package; on Windows or macOS check that a system "
    "voice is installed.",
)
NO_AUDIO_MESSAGE = QT_TRANSLATE_NOOP(
    "Voice",
    "No sound output was found; the narration will be shown as subtitles only. "
    "Check that the speakers or the TV are connected and not muted, then choose the "
    "output in Narration > Voice settings.",
)
ENGINE_STUCK_MESSAGE = QT_TRANSLATE_NOOP(
    "Voice",
    "The speech engine stopped responding; lines are shown as subtitles until it answers again.",
)


def message_text(message: str) -> str:
    """*message* (one of the messages above) in the app's language."""
    return QCoreApplication.translate(MESSAGE_CONTEXT, message)


#: Roughly 15 characters per second at the default rate (170 words per minute).
DEFAULT_SECONDS_PER_CHAR = 1 / 15

# One lock for every pyttsx3 call in the process (Windows and macOS; espeak-ng has its own
# owner, `narration/espeak.py`).
_PYTTSX3_LOCK = threading.RLock()


class SpeechUnavailable(RuntimeError):
    """No usable speech engine: espeak-ng (Linux) or pyttsx3 (Windows, macOS) is missing."""


@dataclass(frozen=True)
class VoiceInfo:
    """One voice offered by a backend.

    Attributes:
        id: the identifier to pass to :meth:`VoiceBackend.set_voice`.
        name: a human-readable name ("French (France)").
        languages: language tags the voice speaks ("fr-fr", "en_GB"...).
    """

    id: str
    name: str
    languages: tuple[str, ...] = ()


def _norm_tag(tag: str) -> str:
    return tag.strip().lower().replace("_", "-")


def pick_voice(voices: Sequence[VoiceInfo], code: str) -> VoiceInfo | None:
    """Return the best voice for language *code* ("en", "fr", "pt-BR"...), or None.

    An exact tag wins over a voice that only shares the primary language ("en" finds
    "en-gb"); among equals the voice whose id ends with the code ("gmw/en") is preferred,
    then the shortest id. Remembered for the same voices and code (the voice asks at each
    turn of the night, on the GUI thread: scoring espeak-ng's ~130 voices took ~6 ms).
    """
    return _pick_voice(tuple(voices), code)


@functools.lru_cache(maxsize=32)
def _pick_voice(voices: tuple[VoiceInfo, ...], code: str) -> VoiceInfo | None:
    wanted = _norm_tag(code)
    if not wanted:
        return None
    primary = wanted.split("-")[0]

    def score(voice: VoiceInfo) -> tuple[int, int, int] | None:
        tags = [_norm_tag(t) for t in voice.languages]
        if wanted in tags:
            rank = 0
        elif any(t.split("-")[0] == primary for t in tags):
            rank = 1
        else:
            return None
        tail = _norm_tag(voice.id.rsplit("/", 1)[-1])
        return (rank, 0 if tail in (wanted, primary) else 1, len(voice.id))

    scored = [(s, v) for v in voices if (s := score(v)) is not None]
    if not scored:
        return None
    return min(scored, key=lambda pair: pair[0])[1]


# --------------------------------------------------------------------------- settings


@dataclass
class VoiceSettings:
    """The narration voice as the user left it.

    Attributes:
        enabled: False means "voice off" (subtitles only, :class:`SilentVoice`).
        voice_id: a specific voice, or None for the language's default voice.
        rate: words per minute.
        volume: 0.0 to 1.0.
        language: language code of the narration ("en", "fr", "ja"...).
        device: the audio output's id (see :func:`~ww_desktop.narration.audio.device_key`),
            "" for the system's default output.
        ambience: play the night ambience (masks the table's noises at night).
        ambience_level: the ambience's level, 0.0 to 1.0.
    """

    enabled: bool = True
    voice_id: str | None = None
    rate: int = DEFAULT_RATE
    volume: float = 1.0
    language: str = DEFAULT_LANGUAGE
    device: str = ""
    ambience: bool = True
    ambience_level: float = DEFAULT_AMBIENCE_LEVEL

    def normalized(self) -> VoiceSettings:
        """Return a copy with every value clamped to its valid range."""
        return replace(
            self,
            rate=max(MIN_RATE, min(MAX_RATE, int(self.rate))),
            volume=max(0.0, min(1.0, float(self.volume))),
            language=self.language.strip() or DEFAULT_LANGUAGE,
            voice_id=self.voice_id or None,
            device=str(self.device or ""),
            ambience_level=max(0.0, min(1.0, float(self.ambience_level))),
        )


_SETTINGS_GROUP = "narration"


def _to_bool(value: object, default: bool) -> bool:
    if isinstance(value, bool):
        return value
    if isinstance(value, str):
        if value.strip().lower() in ("1", "true", "yes", "on"):
            return True
        if value.strip().lower() in ("0", "false", "no", "off"):
            return False
    return default


def load_voice_settings(qsettings: QSettings) -> VoiceSettings:
    """Read :class:`VoiceSettings` from *qsettings*; missing or bad values use defaults."""
    default = VoiceSettings()
    qsettings.beginGroup(_SETTINGS_GROUP)
    try:
        enabled = _to_bool(qsettings.value("enabled", default.enabled), default.enabled)
        voice_raw = qsettings.value("voice_id", "")
        voice_id = str(voice_raw) if voice_raw else None
        try:
            rate = int(str(qsettings.value("rate", default.rate)))
        except ValueError:
            rate = default.rate
        try:
            volume = float(str(qsettings.value("volume", default.volume)))
        except ValueError:
            volume = default.volume
        language = str(qsettings.value("language", default.language) or default.language)
        device = str(qsettings.value("device", "") or "")
        ambience = _to_bool(qsettings.value("ambience", default.ambience), default.ambience)
        try:
            level = float(str(qsettings.value("ambience_level", default.ambience_level)))
        except ValueError:
            level = default.ambience_level
    finally:
        qsettings.endGroup()
    return VoiceSettings(
        enabled, voice_id, rate, volume, language, device, ambience, level
    ).normalized()


def save_voice_settings(qsettings: QSettings, settings: VoiceSettings) -> None:
    """Write *settings* to *qsettings* (the caller decides when to ``sync()``)."""
    s = settings.normalized()
    qsettings.beginGroup(_SETTINGS_GROUP)
    try:
        qsettings.setValue("enabled", s.enabled)
        qsettings.setValue("voice_id", s.voice_id or "")
        qsettings.setValue("rate", s.rate)
        qsettings.setValue("volume", s.volume)
        qsettings.setValue("language", s.language)
        qsettings.setValue("device", s.device)
        qsettings.setValue("ambience", s.ambience)
        qsettings.setValue("ambience_level", s.ambience_level)
    finally:
        qsettings.endGroup()


# ------------------------------------------------------------------------ base class


class VoiceBackend(QObject):
    """Base of every voice: a queue of lines spoken one at a time.

    ``speak()`` never blocks; lines are queued and spoken in order. Subclasses implement
    :meth:`_begin_line` and call :meth:`_line_playing` / :meth:`_finish_line`.

    Signals:
        line_started(str): the line is now being spoken (show its subtitle). May be emitted
            before ``speak()`` returns when the backend is idle and needs no rendering.
        line_finished(str): the line has ended. Not emitted for lines cut by :meth:`stop`.
        unavailable(str): emitted at most once per backend, with a message for the user,
            when the backend carries on without sound (lines are then only paced).
        cue_played(): a soft cue announced a line shown without a voice
            (:meth:`set_subtitles_only`).

    Attributes:
        seconds_per_char: pacing used when a line cannot be measured (no engine), at the
            default rate; scaled by the current rate.
    """

    line_started = Signal(str)
    line_finished = Signal(str)
    unavailable = Signal(str)
    cue_played = Signal()

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.seconds_per_char = DEFAULT_SECONDS_PER_CHAR
        self._cue_only = False  # no voice for the language: subtitles and a soft cue
        self._spoken = True  # False: the host turned the voice off (subtitles only)
        self._cue: Any = None  # a SoundClip, made at the first cue
        self._device = ""
        self._queue: collections.deque[str] = collections.deque()
        self._current: str | None = None
        self._unavailable_message: str | None = None
        self._rate = DEFAULT_RATE
        self._volume = 1.0
        self._voice_id: str | None = None  # the user's explicit choice
        self._language_voice: str | None = None  # picked by set_language()
        self._language = DEFAULT_LANGUAGE
        self._shut_down = False
        self._pace_timer = QTimer(self)
        self._pace_timer.setSingleShot(True)
        self._pace_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._pace_timer.timeout.connect(self._finish_line)

    # -- public API -------------------------------------------------------------------

    def speak(self, text: str) -> None:
        """Queue *text*; it is spoken after the lines already queued. Never blocks."""
        if self._shut_down:
            log.debug("speak() after shutdown ignored: %r", text)
            return
        self._queue.append(text)
        self._pump()

    def stop(self) -> None:
        """Cut the current line and drop the queue (no ``line_finished`` for them)."""
        self._queue.clear()
        self._pace_timer.stop()
        if self._current is not None:
            self._current = None
            self._cancel_line()

    def is_speaking(self) -> bool:
        """Return True while a line is being spoken or waits in the queue."""
        return self._current is not None or bool(self._queue)

    def pending(self) -> int:
        """Return how many lines wait behind the current one."""
        return len(self._queue)

    def set_rate(self, words_per_minute: int) -> None:
        """Set the speaking rate (clamped to 80..450); applies from the next line."""
        self._rate = max(MIN_RATE, min(MAX_RATE, int(words_per_minute)))

    def rate(self) -> int:
        """Return the speaking rate in words per minute."""
        return self._rate

    def set_volume(self, volume: float) -> None:
        """Set the volume, 0.0 (mute) to 1.0."""
        self._volume = max(0.0, min(1.0, float(volume)))

    def volume(self) -> float:
        """Return the volume, 0.0 to 1.0."""
        return self._volume

    def set_voice(self, voice_id: str | None) -> None:
        """Use voice *voice_id* (see :meth:`voices`), or None for the language's default.

        Applies from the next line. Raises ``ValueError`` for an unknown voice.
        """
        if voice_id is not None and voice_id not in {v.id for v in self.voices()}:
            raise ValueError(f"Unknown voice {voice_id!r}")
        self._voice_id = voice_id

    def voice_id(self) -> str | None:
        """Return the explicitly chosen voice id, or None for the language's default."""
        return self._voice_id

    def effective_voice_id(self) -> str | None:
        """Return the voice that will speak the next line (None: the engine's default)."""
        return self._voice_id or self._language_voice

    def set_language(self, code: str) -> bool:
        """Pick a voice for language *code*; return False (and change nothing) if none.

        The caller then falls back to English.
        """
        voice = pick_voice(self.voices(), code)
        if voice is None:
            return False
        self._language = code
        self._language_voice = voice.id
        self._voice_id = None
        self._cue_only = False
        return True

    def language(self) -> str:
        """Return the last language successfully set."""
        return self._language

    def set_subtitles_only(self, code: str) -> None:
        """Read language *code* without a voice: each line is shown (``line_started``) for
        its estimated length and announced by a soft cue, never spoken by a voice of
        another language. :meth:`set_language` with a spoken language ends this."""
        self._language = code
        self._cue_only = True

    def subtitles_only(self) -> bool:
        """Whether lines are only shown, with a cue (see :meth:`set_subtitles_only`)."""
        return self._cue_only

    def set_spoken(self, spoken: bool) -> None:
        """Read the lines aloud (True) or only pace them as subtitles, silently (False)."""
        self._spoken = bool(spoken)

    def spoken(self) -> bool:
        """Whether lines are read aloud (see :meth:`set_spoken`)."""
        return self._spoken

    def set_output_device(self, device: str) -> None:
        """Play on the audio output *device* ("" for the system's default)."""
        self._device = device or ""
        if self._cue is not None:
            from .audio import find_output

            self._cue.setAudioDevice(find_output(self._device))

    def output_device(self) -> str:
        """Return the chosen audio output ("" for the system's default)."""
        return self._device

    def prepare(
        self, texts: Sequence[str], also: Mapping[str, Sequence[str]] | None = None
    ) -> None:
        """Get ready to speak *texts* soon (start the engine, render them ahead), then the
        lines of *also* (language code -> lines in that language) with those languages'
        voices, so that a switch of language finds its next lines ready.

        Never blocks. The base class has nothing to prepare."""

    def voices(self) -> list[VoiceInfo]:
        """Return the voices this backend offers."""
        return []

    def is_available(self) -> bool:
        """Return True when lines are (as far as we know) really heard."""
        return False

    def shutdown(self) -> None:
        """Stop speaking and release threads and files. Safe to call twice."""
        self.stop()
        self._shut_down = True

    def voice_settings(self) -> VoiceSettings:
        """Return the current voice, rate, volume and language as :class:`VoiceSettings`."""
        return VoiceSettings(
            True, self._voice_id, self._rate, self._volume, self._language, self._device
        )

    def apply_settings(self, settings: VoiceSettings) -> bool:
        """Apply *settings*; return False when its language or voice had to be replaced.

        An unknown language falls back to English, an unknown voice to the language's
        default voice.
        """
        s = settings.normalized()
        self.set_rate(s.rate)
        self.set_volume(s.volume)
        self.set_output_device(s.device)
        exact = self.set_language(s.language)
        if not exact:
            self.set_language(DEFAULT_LANGUAGE)
        if s.voice_id:
            try:
                self.set_voice(s.voice_id)
            except ValueError:
                exact = False
        return exact

    # -- for subclasses ---------------------------------------------------------------

    def _begin_line(self, text: str) -> None:
        """Start speaking *text* (the current line). Must not block."""
        raise NotImplementedError

    def _cancel_line(self) -> None:
        """Abort whatever the current line is doing (called by :meth:`stop`)."""

    def _report_unavailable(self, message: str) -> None:
        if self._unavailable_message is None:
            self._unavailable_message = message
            log.info("Narration voice unavailable: %s", message)
            self.unavailable.emit(message)

    def _estimate_seconds(self, text: str) -> float:
        return len(text) * self.seconds_per_char * DEFAULT_RATE / self._rate

    def _pace_current(self, seconds: float) -> None:
        """Emit ``line_started`` now and end the current line after *seconds*."""
        assert self._current is not None
        text = self._current
        self.line_started.emit(text)
        if self._current is text:  # a slot may have called stop()
            self._pace_timer.start(max(0, round(seconds * 1000)))

    def _pump(self) -> None:
        if self._current is not None or not self._queue or self._shut_down:
            return
        self._current = self._queue.popleft()
        if self._cue_only or not self._spoken:
            if self._spoken:
                self._play_cue()
            self._pace_current(self._estimate_seconds(self._current))
            return
        self._begin_line(self._current)

    def _play_cue(self) -> None:
        """A soft chime instead of speech (only when an audio output exists)."""
        from .audio import audio_outputs_available

        if not audio_outputs_available():
            return
        if self._cue is None:
            from ..resources import sound_path
            from .sound_clip import SoundClip

            self._cue = SoundClip(sound_path("chime"), parent=self)
        self._cue.set_device(self._device)
        self._cue.set_volume(CUE_VOLUME * self._volume)
        self._cue.play()
        self.cue_played.emit()

    @Slot()
    def _finish_line(self) -> None:
        if self._current is None:
            return
        text, self._current = self._current, None
        self.line_finished.emit(text)
        self._pump()


# ---------------------------------------------------------------------- silent voice


class SilentVoice(VoiceBackend):
    """A voice with no sound: lines last ``len(text) * seconds_per_char`` seconds.

    Used by tests (set ``seconds_per_char = 0`` for instant lines) and when the user
    turns the voice off. Speaks every language.

    Signals: see :class:`VoiceBackend`.

    Attributes:
        seconds_per_char: seconds per character at the default rate (1/15 by default).
        reason: if set, emitted once through ``unavailable`` at the first line (used when
            :func:`make_voice` falls back to silence because no engine exists).
    """

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        seconds_per_char: float = DEFAULT_SECONDS_PER_CHAR,
        reason: str | None = None,
    ) -> None:
        super().__init__(parent)
        self.seconds_per_char = seconds_per_char
        self.reason = reason

    def _begin_line(self, text: str) -> None:
        if self.reason:
            self._report_unavailable(self.reason)
        self._pace_current(self._estimate_seconds(text))

    def set_voice(self, voice_id: str | None) -> None:
        """Accept any voice id (there is nothing to check)."""
        self._voice_id = voice_id

    def set_language(self, code: str) -> bool:
        """Accept any non-empty language code."""
        if not code.strip():
            return False
        self._language = code
        self._cue_only = False
        return True

    def voices(self) -> list[VoiceInfo]:
        """Return one pseudo-voice, "silent"."""
        return [VoiceInfo("silent", "Silent (subtitles only)", ())]


# ------------------------------------------------------------------ speech engines


def _espeak_platform() -> bool:
    """Whether the system's engine is espeak-ng (every system but Windows and macOS)."""
    return sys.platform not in ("win32", "darwin")


class _EspeakEngine:
    """espeak-ng through its C library (:mod:`~ww_desktop.narration.espeak`): one owner
    for the process, one line at a time, synthesised in the calling thread."""

    def __init__(self) -> None:
        try:
            espeak.voices()  # loads and starts the library
        except espeak.EspeakError as exc:
            raise SpeechUnavailable(
                f"No speech engine could be started ({exc}). "
                "On Linux, install the espeak-ng package."
            ) from exc

    def voices(self) -> list[VoiceInfo]:
        """Return espeak-ng's voices."""
        return [VoiceInfo(*voice) for voice in espeak.voices()]

    def render(
        self, text: str, path: Path, *, rate: int, volume: float, voice_id: str | None
    ) -> float:
        """Render *text* to the WAV file *path*; return its duration in seconds."""
        path.unlink(missing_ok=True)
        try:
            return espeak.render(text, path, voice=voice_id or "gmw/en", rate=rate, volume=volume)
        except espeak.EspeakError as exc:
            raise SpeechUnavailable(str(exc)) from exc

    def close(self) -> None:
        """Nothing to release: espeak-ng stays loaded for the other voices."""


class _Pyttsx3Engine:
    """A private pyttsx3 engine (SAPI5 on Windows, NSSpeechSynthesizer on macOS), never
    the shared ``pyttsx3.init()`` one. :meth:`render` waits for pyttsx3's
    "finished-utterance" notification. Every call holds :data:`_PYTTSX3_LOCK`.

    Attributes:
        engine: the ``pyttsx3.Engine``.
    """

    def __init__(self) -> None:
        try:
            import pyttsx3
        except ImportError as exc:
            raise SpeechUnavailable(
                "pyttsx3 is not installed, so speech cannot be rendered."
            ) from exc
        try:
            with _PYTTSX3_LOCK:
                self.engine: Any = pyttsx3.Engine()
        except Exception as exc:  # a missing system engine raises OSError/RuntimeError/...
            raise SpeechUnavailable(f"No speech engine could be started ({exc}).") from exc
        self._done = threading.Event()
        self._completed = False
        self.engine.connect("finished-utterance", self._on_finished)

    def _on_finished(self, completed: bool = True, **_: Any) -> None:
        self._completed = bool(completed)
        self._done.set()

    def voices(self) -> list[VoiceInfo]:
        """Return the engine's voices."""
        with _PYTTSX3_LOCK:
            raw = self.engine.getProperty("voices") or []
        return [
            VoiceInfo(str(v.id), str(v.name or v.id), tuple(str(x) for x in (v.languages or ())))
            for v in raw
        ]

    def render(
        self, text: str, path: Path, *, rate: int, volume: float, voice_id: str | None
    ) -> float:
        """Render *text* to the WAV file *path*; return its duration in seconds."""
        path.unlink(missing_ok=True)
        timeout = 10.0 + 0.1 * len(text)
        with _PYTTSX3_LOCK:
            self._done.clear()
            self._completed = False
            if voice_id:
                self.engine.setProperty("voice", voice_id)
            self.engine.setProperty("rate", rate)
            self.engine.setProperty("volume", volume)
            self.engine.save_to_file(text, str(path))
            self.engine.runAndWait()
            finished = self._done.wait(timeout) and self._completed
        if not finished or not path.exists():
            raise SpeechUnavailable(f"The speech engine wrote no audio for {text[:40]!r}.")
        try:
            with wave.open(str(path), "rb") as wav:
                return wav.getnframes() / wav.getframerate()
        except (wave.Error, EOFError) as exc:
            raise SpeechUnavailable(f"The speech engine did not write a WAV file: {exc}") from exc

    def close(self) -> None:
        """Drop the engine."""
        with _PYTTSX3_LOCK:
            self.engine = None


def _system_engine() -> _EspeakEngine | _Pyttsx3Engine:
    """This system's speech engine: espeak-ng itself, or pyttsx3 on Windows and macOS."""
    return _EspeakEngine() if _espeak_platform() else _Pyttsx3Engine()


def _engine_installed() -> bool:
    """Whether :func:`_system_engine` can be expected to work (without starting it)."""
    if _espeak_platform():
        return espeak.library_found()
    import importlib.util

    return importlib.util.find_spec("pyttsx3") is not None


# ---------------------------------------------------------------------- render_wav

NO_JAPANESE_VOICE_HELP = (
    "No Japanese voice is installed (espeak-ng cannot read Japanese). Add Open JTalk with "
    "'uv sync --extra ja-voice' (or 'pip install pyopenjtalk-plus'); for the executable, "
    "build it with 'packaging/build.py --ja-voice'."
)


class _JTalkRenderer:
    """:class:`JTalkEngine` with the pyttsx3 engine's ``render``/``voices``/``close``."""

    def __init__(self) -> None:
        self._engine = JTalkEngine()

    def voices(self) -> list[VoiceInfo]:
        return []  # _speech_voices() adds the Open JTalk voice

    def render(
        self, text: str, path: Path, *, rate: int, volume: float, voice_id: str | None
    ) -> float:
        del voice_id
        return self._engine.render(text, path, rate=rate, volume=volume)

    def close(self) -> None:
        self._engine.close()


def render_wav(
    lines: list[str],
    path: Path,
    *,
    language: str = DEFAULT_LANGUAGE,
    rate: int = DEFAULT_RATE,
    pause_ms: int = 600,
    voice_id: str | None = None,
    after_ms: Sequence[int] | None = None,
) -> float:
    """Render *lines* with the system's engine (espeak-ng on Linux, pyttsx3 elsewhere) or
    Open JTalk for Japanese into one WAV file at *path*; return its duration (s).

    Each line is rendered to a temporary WAV, then the frames are joined with *pause_ms*
    of silence between lines, or with *after_ms[i]* of silence after line *i* when given
    (the night's call windows: ``narrate --waits``). Blank lines are skipped. Needs no Qt
    application.

    Raises:
        SpeechUnavailable: the speech engine is missing or failed.
        ValueError: no voice speaks *language* (and no *voice_id* was given).
    """
    path = Path(path)
    gaps = list(after_ms) if after_ms is not None else [pause_ms] * len(lines)
    kept = [(line.strip(), gap) for line, gap in zip(lines, gaps, strict=False) if line.strip()]
    texts = [text for text, _ in kept]
    japanese = _norm_tag(language).split("-")[0] == "ja" and voice_id is None
    if japanese or voice_id == JTALK_VOICE_ID:
        if not jtalk_available():
            raise ValueError(NO_JAPANESE_VOICE_HELP)
        engine: Any = _JTalkRenderer()
        voice_id = JTALK_VOICE_ID
    else:
        engine = _system_engine()
    try:
        voices = _speech_voices(engine.voices())
        if voice_id is None:
            voice = pick_voice(voices, language)
            if voice is None:
                raise ValueError(f"No voice speaks the language {language!r}.")
            voice_id = voice.id
        rate = max(MIN_RATE, min(MAX_RATE, int(rate)))
        params: tuple[int, int, int] | None = None
        chunks: list[bytes] = []
        with tempfile.TemporaryDirectory(prefix="ww-render-") as tmp:
            for index, text in enumerate(texts):
                part = Path(tmp) / f"line-{index}.wav"
                try:
                    engine.render(text, part, rate=rate, volume=1.0, voice_id=voice_id)
                except JTalkUnavailable as exc:
                    raise SpeechUnavailable(str(exc)) from exc
                with wave.open(str(part), "rb") as wav:
                    these = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate())
                    if params is None:
                        params = these
                    elif these != params:
                        raise SpeechUnavailable(
                            f"The speech engine changed audio format mid-way ({these})."
                        )
                    if chunks:
                        channels, width, framerate = params
                        gap = kept[index - 1][1]
                        silence = round(framerate * max(0, gap) / 1000)
                        chunks.append(b"\x00" * silence * channels * width)
                    chunks.append(wav.readframes(wav.getnframes()))
    finally:
        engine.close()
    channels, width, framerate = params or (1, 2, 22050)
    path.parent.mkdir(parents=True, exist_ok=True)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(channels)
        out.setsampwidth(width)
        out.setframerate(framerate)
        for chunk in chunks:
            out.writeframes(chunk)
    total_frames = sum(len(c) for c in chunks) // (channels * width)
    return total_frames / framerate


# -------------------------------------------------------------------- pyttsx3 voice


Render = tuple[int, str, int, float, str]
"""A render job: job id, text, rate, volume, voice id."""


class _RenderQueue:
    """The lines waiting for the speech thread, the one needed now first (thread-safe).

    The GUI thread puts jobs in and signals the workers once per job; each worker takes the
    front job of its own lane (Japanese, for Open JTalk, or the system's engine) until its
    lane is empty. Lines rendered ahead wait behind a line the narrator has reached (it is
    put at the front, or moved there when it was already waiting)."""

    def __init__(self) -> None:
        self._jobs: collections.deque[Render] = collections.deque()
        self._lock = threading.Lock()

    def put(self, job: Render, *, urgent: bool = False) -> None:
        with self._lock:
            if urgent:
                self._jobs.appendleft(job)
            else:
                self._jobs.append(job)

    def first(self, job_ids: Sequence[int]) -> None:
        """Put the waiting jobs *job_ids* in front, in this order (the others after them)."""
        rank = {job: i for i, job in enumerate(job_ids)}
        with self._lock:
            self._jobs = collections.deque(
                sorted(self._jobs, key=lambda job: rank.get(job[0], len(rank)))
            )

    def take(self, japanese: bool | None = None) -> Render | None:
        """The front job (of the Japanese lane, or of the other one, when *japanese* is
        given), taken out of the queue; None when there is none."""
        with self._lock:
            for job in self._jobs:
                if japanese is None or (job[4] == JTALK_VOICE_ID) == japanese:
                    self._jobs.remove(job)
                    return job
            return None

    def others_first(self, japanese: bool) -> bool:
        """Whether a job of the other lane waits before this lane's first job (or at all,
        when this lane has none)."""
        with self._lock:
            return bool(self._jobs) and (self._jobs[0][4] == JTALK_VOICE_ID) != japanese

    def clear(self) -> None:
        with self._lock:
            self._jobs.clear()


class _Pyttsx3Worker(QObject):
    """Lives in the worker thread and owns the speech engine created there.

    Signals:
        ready(): the engine is up; :attr:`voice_list` is filled.
        failed(str): the engine could not be started (message for the user).
        rendered(int, str, float, float): job id, WAV path, duration in seconds, the
            gain that keeps its peaks under the cap (``audio.wav_peak_gain``, worked out
            here rather than on the GUI thread when the line starts).
        render_failed(int, str): job id, error message.

    Attributes:
        voice_list: the engine's voices (set before ``ready``; read by the GUI thread
            after :attr:`started_event` is set).
        default_voice: the English voice id used when no voice is chosen.
        error: the start-up error message, if any.
        started_event: set once the engine is up or has failed.
    """

    ready = Signal()
    failed = Signal(str)
    rendered = Signal(int, str, float, float)
    render_failed = Signal(int, str)

    def __init__(
        self,
        folder: Path,
        factory: Callable[[], Any] | None = None,
        queue: _RenderQueue | None = None,
        *,
        lane: bool | None = None,
    ) -> None:
        super().__init__()
        self._folder = folder
        self.queue = queue or _RenderQueue()
        self.lane = lane  # True: the Japanese lines only; False: the others; None: all
        self._factory: Callable[[], Any] = factory or _system_engine
        self._engine: Any = None
        self._jtalk: JTalkProcess | None = None
        self._jtalk_warm = False
        self.voice_list: list[VoiceInfo] = []
        self.default_voice: str | None = None
        self.error: str | None = None
        self.started_event = threading.Event()

    @Slot()
    def initialize(self) -> None:
        if self.lane:  # Open JTalk's lane: started at its first line (or warm-up)
            self.started_event.set()
            self.ready.emit()
            return
        try:
            self._engine = self._factory()
            self.voice_list = _speech_voices(self._engine.voices())
            default = pick_voice(self.voice_list, DEFAULT_LANGUAGE)
            self.default_voice = default.id if default else None
        except Exception as exc:
            self.error = str(exc) if isinstance(exc, SpeechUnavailable) else repr(exc)
            log.warning("speech engine unavailable: %s", self.error)
            self._engine = None
            self.started_event.set()
            self.failed.emit(NO_ENGINE_MESSAGE)
            return
        self.started_event.set()
        self.ready.emit()

    def _wait_for_the_other_lane(self) -> None:
        """(Open JTalk's lane.) Let the lines asked for before these, in the other voice,
        be taken first: Open JTalk's process competes for the processor with them (and
        with the window), and they are the ones the narrator needs first."""
        while self.lane and self.queue.others_first(True):
            time.sleep(LANE_POLL_S)

    @Slot(str)
    def warm_up(self, voice_id: str) -> None:
        """Load the engine of *voice_id* now (Open JTalk takes about a second to load)."""
        if voice_id != JTALK_VOICE_ID or self._jtalk_warm:
            return
        self._jtalk_warm = True  # (asked again at every turn of a game that may switch)
        self._wait_for_the_other_lane()
        try:
            self._japanese().warm_up()
        except Exception as exc:
            log.warning("Open JTalk could not be loaded: %s", exc)

    def _japanese(self) -> JTalkProcess:
        if self._jtalk is None:
            self._jtalk = JTalkProcess()
        return self._jtalk

    @Slot()
    def work(self) -> None:
        """Render the front job of this worker's lane (one call per job put in; with a
        lane, until the lane is empty: a job of the other lane also signals this one)."""
        self._wait_for_the_other_lane()
        job = self.queue.take(self.lane)
        while job is not None:
            self.render(*job)
            if self.lane is None:
                return
            self._wait_for_the_other_lane()
            job = self.queue.take(self.lane)

    @Slot(int, str, int, float, str)
    def render(self, job: int, text: str, rate: int, volume: float, voice_id: str) -> None:
        path = self._folder / f"line-{job}.wav"
        try:
            if voice_id == JTALK_VOICE_ID:
                duration = self._japanese().render(text, path, rate=rate, volume=volume)
            elif self._engine is None:
                self.render_failed.emit(job, self.error or "no engine")
                return
            else:
                duration = self._engine.render(
                    text,
                    path,
                    rate=rate,
                    volume=volume,
                    voice_id=voice_id or self.default_voice,
                )
        except Exception as exc:
            log.warning("Could not render %r: %s", text[:40], exc)
            self.render_failed.emit(job, str(exc))
            return
        self.rendered.emit(job, str(path), duration, wav_peak_gain(path))

    @Slot()
    def close(self) -> None:
        self.release()
        thread = QThread.currentThread()
        if thread is not None:
            thread.quit()

    def release(self) -> None:
        """Let go of the engines (and stop Open JTalk's process)."""
        engine, self._engine = self._engine, None
        if engine is not None:
            engine.close()
        if self._jtalk is not None:
            self._jtalk.close()


class _JTalkLane:
    """Open JTalk's lane: a plain Python thread that renders the Japanese lines of the
    queue (through :class:`_Pyttsx3Worker`, whose signals reach the voice in the GUI thread).

    A Python thread, not a QThread: the helper process's pool starts its own threads from
    here, and Python would count a QThread that did so as a thread still alive after it
    ended (``threading``'s "dummy" threads)."""

    def __init__(self, worker: _Pyttsx3Worker) -> None:
        self.worker = worker
        self._wake = threading.Event()
        self._warm = False
        self._closed = False
        self._thread = threading.Thread(target=self._run, name="ww-voice-openjtalk", daemon=True)
        self._thread.start()

    def wake(self) -> None:
        """Jobs were put in the queue (called from the GUI thread)."""
        self._wake.set()

    def warm_up(self, voice_id: str) -> None:
        """Load Open JTalk soon (called from the GUI thread)."""
        if voice_id == JTALK_VOICE_ID:
            self._warm = True
            self._wake.set()

    def _run(self) -> None:
        while True:
            self._wake.wait()
            self._wake.clear()
            if self._closed:
                break
            if self._warm:
                self._warm = False
                self.worker.warm_up(JTALK_VOICE_ID)
            if self._closed:
                break
            self.worker.work()
        self.worker.release()

    def close(self, timeout_s: float) -> bool:
        """Stop the thread (the queue was cleared) and wait for it; False if it hangs."""
        self._closed = True
        self._wake.set()
        self._thread.join(timeout_s)
        return not self._thread.is_alive()


def _speech_voices(engine_voices: list[VoiceInfo]) -> list[VoiceInfo]:
    """The voices offered: the engine's, except espeak-ng's Japanese (it spells kanji out
    as "Chinese letter"), plus Open JTalk's Japanese voice when it is installed."""
    voices = [
        v
        for v in engine_voices
        if not any(_norm_tag(t).split("-")[0] == "ja" for t in v.languages)
        and _norm_tag(v.id.rsplit("/", 1)[-1]) != "ja"
    ]
    if jtalk_available():
        voices.append(VoiceInfo(JTALK_VOICE_ID, JTALK_VOICE_NAME, ("ja", "ja-jp")))
    return voices


class Pyttsx3Voice(VoiceBackend):
    """espeak-ng on Linux (pyttsx3 elsewhere) rendering in a worker thread, played by
    QtMultimedia.

    The worker thread creates and owns its engine. Each line is rendered to a WAV in a
    private temporary folder (about 10 ms for a sentence with espeak-ng), then played in
    the GUI thread. Japanese goes to Open JTalk when the ``ja-voice`` extra is installed
    (espeak-ng's Japanese voice is never offered), in its own thread (:class:`_JTalkLane`)
    and its own process (:class:`~ww_desktop.narration.jtalk.JTalkProcess`): a line of the
    other voice never waits behind a Japanese line rendered ahead, and Open JTalk never
    holds up the window. With no audio output, ``unavailable`` is
    emitted once and each line is paced for its WAV's real duration. If the engine cannot
    start, ``unavailable`` is emitted once and lines are paced from their length. Rate,
    voice and language apply from the next line, the volume at once.

    :meth:`prepare` renders lines ahead (the fixed lines of the coming night, while the
    cards are dealt): such a line starts playing as soon as its turn comes.

    A watchdog guards every render: when the engine has not answered after
    :attr:`render_timeout_s`, the line is shown as a subtitle and paced from its length,
    ``unavailable`` reports the stuck engine once, and the following lines are paced the
    same way until the engine answers again.

    Signals: see :class:`VoiceBackend`.

    Attributes:
        last_handoff_s: seconds from the current line's turn (``speak()`` when idle) to
            its WAV being handed to the player; for benchmarks.
        last_duration_s: the duration of the last rendered line's WAV.
        last_from_cache: whether the last line played was rendered ahead by :meth:`prepare`.
        startup_timeout_s: how long :meth:`voices` may wait for the engine at start-up.
        render_timeout_s: the watchdog's limit for one render.
    """

    _work_requested = Signal()
    _warm_up_requested = Signal(str)
    _close_requested = Signal()

    def __init__(
        self,
        parent: QObject | None = None,
        *,
        engine_factory: Callable[[], Any] | None = None,
    ) -> None:
        super().__init__(parent)
        self.last_handoff_s = 0.0
        self.last_duration_s = 0.0
        self.last_from_cache = False
        self.startup_timeout_s = 5.0
        self.render_timeout_s = RENDER_TIMEOUT_S
        self._job = 0  # the last render job asked for
        self._line_job = -1  # the render job of the current line (not rendered ahead)
        self._line_began_at = 0.0
        self._wav: Path | None = None
        self._engine_failed = False
        self._stuck = False
        self._folder = Path(tempfile.mkdtemp(prefix="ww-voice-"))
        self._cache: dict[tuple[str, int, str], tuple[Path, float, float]] = {}  # wav,
        # duration, peak gain
        self._ahead: dict[int, tuple[str, int, str]] = {}  # job -> cache key
        self._awaiting: tuple[str, int, str] | None = None  # current line, rendered ahead
        self._player = WavPlayer(self)
        self._player.finished.connect(self._on_played)
        self._watchdog = QTimer(self)
        self._watchdog.setSingleShot(True)
        self._watchdog.timeout.connect(self._on_watchdog)

        self._thread = QThread()
        self._thread.setObjectName("ww-voice-pyttsx3")
        self._renders = _RenderQueue()
        # Japanese lines have their own thread (Open JTalk, in its own process): a line of
        # the voice speaking now never waits behind another language's line rendered ahead.
        japanese = jtalk_available()
        lane = False if japanese else None
        self._worker = _Pyttsx3Worker(self._folder, engine_factory, self._renders, lane=lane)
        self._worker.moveToThread(self._thread)
        self._thread.started.connect(self._worker.initialize)
        self._work_requested.connect(self._worker.work)
        self._close_requested.connect(self._worker.close)
        self._worker.failed.connect(self._on_engine_failed)
        self._worker.ready.connect(self._on_ready)
        self._also_later: dict[str, Sequence[str]] = {}
        self._worker.rendered.connect(self._on_rendered)
        self._worker.render_failed.connect(self._on_render_failed)
        self._ja_lane: _JTalkLane | None = None
        if japanese:
            ja_worker = _Pyttsx3Worker(self._folder, None, self._renders, lane=True)
            ja_worker.rendered.connect(self._on_rendered, Qt.ConnectionType.QueuedConnection)
            ja_worker.render_failed.connect(
                self._on_render_failed, Qt.ConnectionType.QueuedConnection
            )
            self._ja_lane = _JTalkLane(ja_worker)
            self._work_requested.connect(self._ja_lane.wake)
            self._warm_up_requested.connect(self._ja_lane.warm_up)
        else:
            self._warm_up_requested.connect(self._worker.warm_up)
        self._thread.start()
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(self.shutdown)

    # -- public API -------------------------------------------------------------------

    def voices(self) -> list[VoiceInfo]:
        """Return the engine's voices (waits, once, for the engine to start)."""
        if not self._worker.started_event.wait(self.startup_timeout_s):
            log.warning("The speech engine is slow to start; no voices listed yet.")
        return list(self._worker.voice_list)

    def set_volume(self, volume: float) -> None:
        """Set the volume (0.0 to 1.0); applies at once to a line being played."""
        super().set_volume(volume)
        self._player.set_volume(self._volume)

    def set_output_device(self, device: str) -> None:
        """Play on the audio output *device* ("" for the system's default), at once."""
        super().set_output_device(device)
        self._player.set_device(self._device)

    def prepare(
        self, texts: Sequence[str], also: Mapping[str, Sequence[str]] | None = None
    ) -> None:
        """Start the engine of the current voice and render *texts* ahead, in their order,
        then the lines of *also* (language code -> lines) with each language's voice
        (never blocks). Lines asked for earlier and not rendered yet wait behind these."""
        if self._shut_down or self._engine_failed:
            return
        voice = "" if self._cue_only else self.effective_voice_id() or ""
        wanted = [(t, voice) for t in texts] if not self._cue_only else []
        started = self._worker.started_event.is_set()  # (never wait for the engine here)
        if not started and also:
            self._also_later = dict(also)  # once the engine is up (see `_on_ready`)
        for code, lines in (also or {}).items() if started else ():
            other = pick_voice(self._worker.voice_list, code) if code != self._language else None
            if other is not None and other.id != voice:
                wanted += [(t, other.id) for t in lines]
        if self._current is None and not self._cue_only:
            self._player.warm_up(self._silence())
        keys = [(t, self._rate, v) for t, v in dict.fromkeys(wanted) if t.strip()]
        if texts and len(self._cache) > MAX_PREPARED:  # forget lines of earlier turns
            keep = set(keys)
            for key in [k for k in self._cache if k not in keep and k[0] != self._current]:
                with contextlib.suppress(OSError):
                    self._cache.pop(key)[0].unlink(missing_ok=True)
        for key in keys:
            if key in self._cache or key in self._ahead.values():
                continue
            self._job += 1
            self._ahead[self._job] = key
            self._renders.put((self._job, key[0], self._rate, 1.0, key[2]))
            self._work_requested.emit()
        # Open JTalk loads in about a second: after this turn's lines, or at once (launch).
        if JTALK_VOICE_ID in {v for _t, v in wanted} or voice == JTALK_VOICE_ID:
            self._warm_up_requested.emit(JTALK_VOICE_ID)
        if not texts:
            return  # (the other languages' lines wait behind the lines already asked for)
        jobs = {key: job for job, key in self._ahead.items()}
        now = [self._line_job] + [jobs[k] for k in (self._awaiting,) if k in jobs]
        self._renders.first(now + [jobs[key] for key in keys if key in jobs])

    def _silence(self) -> Path:
        """A 50 ms silent WAV in the voice's folder (to open the audio path)."""
        path = self._folder / "silence.wav"
        if not path.exists():
            with wave.open(str(path), "wb") as out:
                out.setnchannels(1)
                out.setsampwidth(2)
                out.setframerate(22050)
                out.writeframes(b"\0\0" * 1102)
        return path

    def prepared(self) -> int:
        """How many lines are rendered ahead and ready to play."""
        return len(self._cache)

    def renders_pending(self) -> int:
        """How many lines asked for ahead are not rendered yet."""
        return len(self._ahead)

    def is_ready_ahead(self, text: str) -> bool:
        """Whether *text* is rendered ahead for the current voice and rate."""
        return (text, self._rate, self.effective_voice_id() or "") in self._cache

    def is_available(self) -> bool:
        """Return True when the engine works and an audio output exists."""
        if self._engine_failed or self._shut_down:
            return False
        if self._worker.started_event.is_set() and self._worker.error:
            return False
        return self._player.has_output()

    def shutdown(self) -> None:
        """Stop, end the worker thread (and its engine) and delete the temporary files."""
        if self._shut_down:
            return
        super().shutdown()
        self._watchdog.stop()
        self._renders.clear()  # lines rendered ahead are not waited for
        self._close_requested.emit()
        if self._thread.isRunning() and not self._thread.wait(5000):
            log.warning("The speech thread did not stop in time.")
        if self._ja_lane is not None and not self._ja_lane.close(5.0):
            log.warning("Open JTalk's thread did not stop in time.")
        shutil.rmtree(self._folder, ignore_errors=True)

    # -- line life cycle --------------------------------------------------------------

    def _begin_line(self, text: str) -> None:
        self._line_began_at = time.monotonic()
        if self._engine_failed or self._stuck or not text.strip():
            self._pace_current(self._estimate_seconds(text))
            return
        voice = self.effective_voice_id() or ""
        key = (text, self._rate, voice)
        ready = self._cache.get(key)
        if ready is not None and ready[0].exists():
            self.last_from_cache = True
            self._play(ready[0], ready[1], keep=True, gain=ready[2])
            return
        self.last_from_cache = False
        waiting = [job for job, ahead in self._ahead.items() if ahead == key]
        if waiting:  # being rendered ahead: next in line, played when it is done
            self._awaiting = key
            self._renders.first(waiting)
            self._watchdog.start(round(self.render_timeout_s * 1000))
            return
        self._job += 1
        self._line_job = self._job
        self._watchdog.start(round(self.render_timeout_s * 1000))
        self._renders.put((self._job, text, self._rate, 1.0, voice), urgent=True)
        self._work_requested.emit()

    def _cancel_line(self) -> None:
        self._line_job = -1  # a render still in flight is now stale
        self._awaiting = None
        self._watchdog.stop()
        self._player.stop()
        self._delete_wav()

    def _play(self, wav: Path, duration: float, *, keep: bool, gain: float | None) -> None:
        text = self._current
        self._wav = None if keep else wav
        self.last_handoff_s = time.monotonic() - self._line_began_at
        self.last_duration_s = duration
        audible = self._player.play(wav, duration, self._volume, gain)
        if not audible:
            self._report_unavailable(NO_AUDIO_MESSAGE)
        if text is not None and self._current is text:
            self.line_started.emit(text)

    @Slot(int, str, float, float)
    def _on_rendered(self, job: int, path: str, duration: float, gain: float) -> None:
        wav = Path(path)
        self._stuck = False  # the engine answers (again)
        key = self._ahead.pop(job, None)
        if key is not None:
            self._cache[key] = (wav, duration, gain)
            if key == self._awaiting and self._current == key[0]:
                self._awaiting = None
                self._watchdog.stop()
                self.last_from_cache = True
                self._play(wav, duration, keep=True, gain=gain)
            return
        if job != self._line_job or self._current is None:
            wav.unlink(missing_ok=True)
            return
        self._watchdog.stop()
        self._play(wav, duration, keep=False, gain=gain)

    @Slot(int, str)
    def _on_render_failed(self, job: int, message: str) -> None:
        self._stuck = False
        key = self._ahead.pop(job, None)
        if key is not None:
            if key == self._awaiting and self._current is not None:
                self._awaiting = None
                self._watchdog.stop()
                self._pace_current(self._estimate_seconds(self._current))
            return
        if job != self._line_job or self._current is None:
            return
        self._watchdog.stop()
        self._pace_current(self._estimate_seconds(self._current))

    @Slot()
    def _on_watchdog(self) -> None:
        """The render of the current line hangs: show it, pace it, go on without sound."""
        if self._current is None:
            return
        log.warning("Rendering %r took too long; shown as a subtitle.", self._current[:40])
        self._line_job = -1  # its render, if it ever comes, is stale
        self._awaiting = None
        self._stuck = True
        self._report_unavailable(ENGINE_STUCK_MESSAGE)
        self._pace_current(self._estimate_seconds(self._current))

    @Slot()
    def _on_ready(self) -> None:
        """The engine is up: render the other languages' lines asked for before."""
        also, self._also_later = self._also_later, {}
        if also:
            self.prepare([], also)

    @Slot(str)
    def _on_engine_failed(self, message: str) -> None:
        self._engine_failed = True
        self._report_unavailable(message)

    @Slot()
    def _on_played(self) -> None:
        self._delete_wav()
        self._finish_line()

    def _delete_wav(self) -> None:
        if self._wav is not None:
            self._wav.unlink(missing_ok=True)
            self._wav = None


# ---------------------------------------------------------------------- Qt speech


def _qt_engine_names() -> list[str]:
    from PySide6.QtTextToSpeech import QTextToSpeech

    return list(QTextToSpeech.availableEngines())


def _preferred_qt_engine() -> str | None:
    """Return the best real (non-mock) QtTextToSpeech engine for this platform."""
    names = [n for n in _qt_engine_names() if n != "mock"]
    for preferred in ("winrt", "sapi", "darwin", "android", "flite", "speechd"):
        if preferred in names:
            return preferred
    return names[0] if names else None


class QtSpeechVoice(VoiceBackend):
    """``QTextToSpeech`` (winrt/sapi on Windows, darwin on macOS, speechd on Linux).

    Each line gets a time limit estimated from its length (x2, plus 3 s): on Linux,
    speechd with no audio device stays "Speaking" forever. When the limit is hit, or the
    engine reports an error, ``unavailable`` is emitted once and the remaining lines are
    paced silently.

    Signals: see :class:`VoiceBackend`.

    Attributes:
        engine_name: the QtTextToSpeech engine in use ("" when none could be loaded).
        guard_factor / guard_extra_s: the per-line time limit is
            ``estimate * guard_factor + guard_extra_s``.
    """

    def __init__(self, parent: QObject | None = None, *, engine: str | None = None) -> None:
        super().__init__(parent)
        from PySide6.QtTextToSpeech import QTextToSpeech

        self.guard_factor = 2.0
        self.guard_extra_s = 3.0
        self.engine_name = engine if engine is not None else (_preferred_qt_engine() or "")
        self._broken = not self.engine_name
        self._speaking_seen = False
        self._tts: QTextToSpeech | None = None
        if self.engine_name:
            self._tts = QTextToSpeech(self.engine_name, self)
            self._tts.stateChanged.connect(self._on_state)
            self._tts.errorOccurred.connect(self._on_error)
            if self._tts.state() == QTextToSpeech.State.Error:
                self._broken = True
        self._guard = QTimer(self)
        self._guard.setSingleShot(True)
        self._guard.timeout.connect(self._on_guard)

    # -- public API -------------------------------------------------------------------

    def voices(self) -> list[VoiceInfo]:
        """Return the engine's voices, all locales."""
        if self._tts is None:
            return []
        seen: dict[str, VoiceInfo] = {}
        for locale in self._tts.availableLocales():
            for voice in self._tts.allVoices(locale):
                tag = voice.locale().name()
                info = seen.get(voice.name())
                langs = (info.languages if info else ()) + (tag,)
                seen[voice.name()] = VoiceInfo(
                    voice.name(), voice.name(), tuple(dict.fromkeys(langs))
                )
        return list(seen.values())

    def set_language(self, code: str) -> bool:
        """Switch the engine's locale to one speaking *code*; False if none."""
        if self._tts is None:
            return False
        wanted = _norm_tag(code)
        primary = wanted.split("-")[0]
        locales = self._tts.availableLocales()
        exact = [loc for loc in locales if _norm_tag(loc.name()) == wanted]
        near = [loc for loc in locales if _norm_tag(loc.name()).split("-")[0] == primary]
        candidates = exact or near
        if not candidates:
            return False
        chosen = candidates[0]
        self._tts.setLocale(chosen)
        self._language = code
        self._voice_id = None
        self._cue_only = False
        return True

    def set_voice(self, voice_id: str | None) -> None:
        """Use the voice named *voice_id* (None: the locale's default); ValueError if
        unknown."""
        super().set_voice(voice_id)
        if self._tts is None or voice_id is None:
            return
        for locale in self._tts.availableLocales():
            for voice in self._tts.allVoices(locale):
                if voice.name() == voice_id:
                    self._tts.setVoice(voice)
                    return

    def is_available(self) -> bool:
        """Return True while the engine works (it may still lack an audio device)."""
        return self._tts is not None and not self._broken and not self._shut_down

    def shutdown(self) -> None:
        """Stop speaking and disconnect from the engine."""
        if self._shut_down:
            return
        super().shutdown()
        self._guard.stop()

    # -- line life cycle --------------------------------------------------------------

    def _begin_line(self, text: str) -> None:
        if self._broken or self._tts is None or not text.strip():  # pace silently
            if self._broken:
                self._report_unavailable(NO_ENGINE_MESSAGE)
            self._pace_current(self._estimate_seconds(text))
            return
        self._speaking_seen = False
        self._tts.setRate(max(-1.0, min(1.0, (self._rate - DEFAULT_RATE) / DEFAULT_RATE)))
        self._tts.setVolume(self._volume)
        estimate = max(1.0, self._estimate_seconds(text))
        self._guard.start(round((estimate * self.guard_factor + self.guard_extra_s) * 1000))
        self._tts.say(text)

    def _cancel_line(self) -> None:
        self._guard.stop()
        if self._tts is not None and not self._broken:
            self._tts.stop()

    def _on_state(self, state: Any) -> None:
        from PySide6.QtTextToSpeech import QTextToSpeech

        if self._broken or self._current is None or self._pace_timer.isActive():
            return
        if state == QTextToSpeech.State.Speaking and not self._speaking_seen:
            self._speaking_seen = True
            self.line_started.emit(self._current)
        elif state == QTextToSpeech.State.Ready and self._speaking_seen:
            self._guard.stop()
            self._finish_line()
        elif state == QTextToSpeech.State.Error:
            self._give_up(NO_ENGINE_MESSAGE)

    def _on_error(self, reason: Any, message: str) -> None:
        log.warning("QTextToSpeech error %s: %s", reason, message)
        if self._current is not None and not self._pace_timer.isActive():
            self._give_up(NO_ENGINE_MESSAGE)
        else:
            self._broken = True

    def _on_guard(self) -> None:
        if self._current is not None:
            self._give_up(ENGINE_STUCK_MESSAGE)

    def _give_up(self, message: str) -> None:
        """Stop using the engine; finish the current line now (it was paced already)."""
        self._guard.stop()
        self._report_unavailable(message)
        self._broken = True  # from now on state changes are ignored
        if self._tts is not None:
            self._tts.stop()
        if self._current is None:
            return
        if not self._speaking_seen:
            self._speaking_seen = True
            self.line_started.emit(self._current)
        if self._current is not None:
            self._finish_line()


# ------------------------------------------------------------------------- factory


def make_voice(kind: str = "auto", parent: QObject | None = None) -> VoiceBackend:
    """Create a voice: "auto", "pyttsx3", "qt" or "silent".

    "auto" picks pyttsx3 on Linux (QtTextToSpeech there only offers speechd) and
    QtTextToSpeech on Windows and macOS, then falls back to the other, then to a
    :class:`SilentVoice` that reports ``unavailable`` at its first line.
    Raises ``ValueError`` for an unknown *kind*.
    """
    kind = kind.strip().lower()
    if kind == "silent":
        return SilentVoice(parent)
    if kind == "pyttsx3":
        return Pyttsx3Voice(parent)
    if kind == "qt":
        return QtSpeechVoice(parent)
    if kind != "auto":
        raise ValueError(f"Unknown voice kind {kind!r} (auto, pyttsx3, qt, silent)")
    qt_first = sys.platform in ("win32", "darwin")
    order = ("qt", "pyttsx3") if qt_first else ("pyttsx3", "qt")
    for candidate in order:
        if candidate == "pyttsx3" and _engine_installed():
            return Pyttsx3Voice(parent)
        if candidate == "qt" and _preferred_qt_engine() is not None:
            return QtSpeechVoice(parent)
    return SilentVoice(parent, reason=NO_ENGINE_MESSAGE)
