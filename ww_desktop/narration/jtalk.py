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
    "JTalkUnavailable",
    "jtalk_available",
    "spoken_text",
]

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
