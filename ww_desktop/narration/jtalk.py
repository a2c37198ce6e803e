"""Japanese speech with Open JTalk (``pyopenjtalk-plus``), an optional extra (no Qt).

espeak-ng cannot read Japanese (it spells every kanji out as "Chinese letter"), so on Linux the
Japanese narration is rendered by Open JTalk when the ``ja-voice`` extra is installed
(``uv sync --extra ja-voice``, or ``pip install pyopenjtalk-plus``). The package bundles its
dictionary and an HTS voice and works offline; it weighs about 140 MB, which is why it is not
a required dependency.

- :func:`jtalk_available` tells (without importing it: the import takes about a second)
  whether the package is installed.
- :class:`JTalkEngine` renders one line to a 16-bit mono WAV file. It has the same
  ``render`` / ``voices`` / ``close`` shape as the pyttsx3 engine of
  :mod:`ww_desktop.narration.voices`, so the voice's worker thread can use either.
- :class:`JTalkProcess` does the same in a helper process (spawned at the first use): Open
  JTalk holds Python's global lock for its whole work (a second to load the dictionary,
  100-200 ms a line), which froze the app's window and delayed the other voices' lines
  while Japanese lines were rendered ahead. When the process cannot be had it renders here.

Open JTalk's dictionary misreads a few of the app's own words (帰す is read キス, "kiss"):
:data:`READINGS` gives their kana, and :func:`spoken_text` puts it in the text the voice
reads (the subtitles keep the written words). ``tests/narration/test_japanese_readings.py``
renders every spoken Japanese line's reading and fails on a known misreading.

The rate in words per minute is mapped to Open JTalk's speed factor around the narrator's
default rate (170 wpm = speed 1.0). Open JTalk pads each line with about 0.3 s of silence at
both ends; it is trimmed (:func:`trim_silence`) so that a line starts when it is cued.
"""

from __future__ import annotations

import contextlib
import importlib.util
import io
import logging
import threading
import warnings
import wave
from collections.abc import Iterator
from pathlib import Path
from typing import Any

__all__ = [
    "JTALK_VOICE_ID",
    "JTALK_VOICE_NAME",
    "READINGS",
    "JTalkEngine",
    "JTalkProcess",
    "JTalkUnavailable",
    "jtalk_available",
    "spoken_text",
]

log = logging.getLogger(__name__)

JTALK_VOICE_ID = "openjtalk/ja"
"""The voice id of the Open JTalk voice in the voice lists."""

JTALK_VOICE_NAME = "Japanese (Open JTalk)"

_BASE_RATE = 170  # the narrator's default rate (words per minute) = Open JTalk speed 1.0

# pyopenjtalk keeps one global OpenJTalk instance: serialise every call in this process.
_LOCK = threading.Lock()


READINGS: dict[str, str] = {
    "帰す": "かえす",  # read キス ("kiss"): 「おうちに帰す」 in the gentle wording
    "帰さ": "かえさ",  # 帰さない: キサナイ
}
"""Written form -> kana, for the words of the app's lines Open JTalk reads wrong."""


def spoken_text(text: str) -> str:
    """*text* as Open JTalk should read it: each word of :data:`READINGS` in kana."""
    for written in sorted(READINGS, key=len, reverse=True):
        text = text.replace(written, READINGS[written])
    return text


class JTalkUnavailable(RuntimeError):
    """``pyopenjtalk`` is not installed or could not synthesise the line."""


def jtalk_available() -> bool:
    """Return True when the ``pyopenjtalk`` module (from ``pyopenjtalk-plus``) is installed."""
    try:
        return importlib.util.find_spec("pyopenjtalk") is not None
    except (ImportError, ValueError):
        return False


@contextlib.contextmanager
def _quiet() -> Iterator[None]:
    """pyopenjtalk-plus prints notices and its dictionary warns about deprecated calls:
    neither is for the host."""
    with contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
        warnings.simplefilter("ignore", DeprecationWarning)
        yield


def _import() -> Any:
    with _quiet():
        try:
            import pyopenjtalk
        except Exception as exc:  # ImportError, or a broken native library
            raise JTalkUnavailable(f"Open JTalk could not be loaded ({exc}).") from exc
    return pyopenjtalk


def speed_for_rate(rate: int) -> float:
    """Open JTalk's speed factor for a rate in words per minute (clamped to 0.5..2.0)."""
    return max(0.5, min(2.0, rate / _BASE_RATE))


LEAD_S = 0.02
"""Silence kept before the voice: Open JTalk starts each line with about 0.3 s of silence,
which would be heard as a late start."""

TRAIL_S = 0.12
"""Silence kept after the voice (Open JTalk ends with about 0.3 s)."""


def trim_silence(pcm: Any, sample_rate: int, threshold: float = 200.0) -> Any:
    """*pcm* (a numpy array of int16-range samples) without its long silent ends."""
    import numpy as np

    loud = np.nonzero(np.abs(pcm) > threshold)[0]
    if loud.size == 0:
        return pcm
    start = max(0, int(loud[0]) - round(LEAD_S * sample_rate))
    end = min(len(pcm), int(loud[-1]) + 1 + round(TRAIL_S * sample_rate))
    return pcm[start:end]


class JTalkEngine:
    """Renders Japanese lines with Open JTalk (import and dictionary load happen in
    :meth:`warm_up` or at the first line: about a second).

    Raises :class:`JTalkUnavailable` from :meth:`render` when the package is missing.
    """

    def __init__(self) -> None:
        self._module: Any = None

    def warm_up(self) -> None:
        """Load the library and its dictionary now (so the first line is not slow)."""
        module = self._load()
        with _LOCK, _quiet():
            module.tts("あ")

    def _load(self) -> Any:
        if self._module is None:
            self._module = _import()
        return self._module

    def render(self, text: str, path: Path, *, rate: int, volume: float = 1.0) -> float:
        """Render *text* to the WAV file *path*; return its duration in seconds."""
        import numpy as np

        module = self._load()
        try:
            with _LOCK, _quiet():
                samples, sample_rate = module.tts(spoken_text(text), speed=speed_for_rate(rate))
        except Exception as exc:
            raise JTalkUnavailable(f"Open JTalk could not read {text[:40]!r}: {exc}") from exc
        pcm = np.clip(np.asarray(samples, dtype=np.float64) * max(0.0, volume), -32767, 32767)
        pcm = trim_silence(pcm, int(sample_rate))
        data = pcm.astype("<i2").tobytes()
        path.unlink(missing_ok=True)
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(int(sample_rate))
            out.writeframes(data)
        return len(pcm) / float(sample_rate) if sample_rate else 0.0

    def close(self) -> None:
        """Forget the module reference (the library keeps its own global state)."""
        self._module = None


# ----------------------------------------------------------------- in a helper process

_PROCESS_ENGINE: JTalkEngine | None = None  # the helper process's engine


def _process_engine() -> JTalkEngine:
    global _PROCESS_ENGINE
    if _PROCESS_ENGINE is None:
        _PROCESS_ENGINE = JTalkEngine()
    return _PROCESS_ENGINE


def _process_warm_up() -> int:
    """(In the helper process.) Load Open JTalk and its dictionary."""
    _process_engine().warm_up()
    return 0


def _process_render(text: str, path: str, rate: int, volume: float) -> float:
    """(In the helper process.) Render one line to *path*; its duration."""
    return _process_engine().render(text, Path(path), rate=rate, volume=volume)


class JTalkProcess:
    """:class:`JTalkEngine`'s ``warm_up``/``render``/``close`` done in one helper process.

    Open JTalk keeps Python's global lock while it works, so in a thread of the app it
    stops the window (and the voice's other renders) for each Japanese line. Here it runs in
    a spawned process (started at the first use, then kept: the dictionary stays loaded);
    the calling thread only waits. If the process cannot be started or dies, the lines are
    rendered in this process as before (:class:`JTalkEngine`)."""

    def __init__(self) -> None:
        self._pool: Any = None
        self._local: JTalkEngine | None = None  # the fallback
        self._closed = False

    def _executor(self) -> Any:
        if self._local is not None or self._closed:
            return None
        if self._pool is None:
            import multiprocessing
            from concurrent.futures import ProcessPoolExecutor

            try:
                context = multiprocessing.get_context("spawn")
                self._pool = ProcessPoolExecutor(max_workers=1, mp_context=context)
            except (OSError, RuntimeError, ValueError) as exc:
                log.warning("No helper process for Open JTalk (%s): it renders here.", exc)
                self._local = JTalkEngine()
                return None
        return self._pool

    def _fallback(self, exc: BaseException) -> JTalkEngine:
        log.warning("The Open JTalk process failed (%s): it renders here.", exc)
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=False, cancel_futures=True)
        if self._local is None:
            self._local = JTalkEngine()
        return self._local

    def warm_up(self) -> None:
        """Start the process and load the dictionary there (waits for it)."""
        from concurrent.futures.process import BrokenProcessPool

        pool = self._executor()
        if pool is None:
            if self._local is not None:
                self._local.warm_up()
            return
        try:
            pool.submit(_process_warm_up).result()
        except (BrokenProcessPool, OSError, RuntimeError) as exc:
            if isinstance(exc, JTalkUnavailable):
                raise
            self._fallback(exc).warm_up()

    def render(self, text: str, path: Path, *, rate: int, volume: float = 1.0) -> float:
        """Render *text* to the WAV file *path* (in the process); its duration in seconds."""
        from concurrent.futures.process import BrokenProcessPool

        pool = self._executor()
        if pool is None:
            if self._local is None:
                raise JTalkUnavailable("Open JTalk was closed.")
            return self._local.render(text, path, rate=rate, volume=volume)
        try:
            duration: float = pool.submit(_process_render, text, str(path), rate, volume).result()
        except (BrokenProcessPool, OSError, RuntimeError) as exc:
            if isinstance(exc, JTalkUnavailable):
                raise
            return self._fallback(exc).render(text, path, rate=rate, volume=volume)
        return duration

    def close(self) -> None:
        """Stop the helper process (a render in flight is dropped)."""
        self._closed = True
        pool, self._pool = self._pool, None
        if pool is not None:
            pool.shutdown(wait=True, cancel_futures=True)
        if self._local is not None:
            self._local.close()
