"""espeak-ng through its C library, with one owner for the whole process (no Qt).

Why not pyttsx3's espeak driver (used until December 2026): its ``Synth`` tells
``espeak_Synth`` that the text is ten times longer than it is, and espeak-ng (in the
asynchronous mode the driver starts it in) copies that many bytes. It reads up to nine
times the line's length past the end of the Python bytes object, and when that memory was
not mapped the app died with "Fatal Python error: Segmentation fault" in the speech
thread's ``Synth`` (once in about 40 launches at the table rig). The driver also runs the
synthesis in espeak-ng's own thread and calls back into Python from there, replaces that
callback for every engine, and sets the voice from the caller's thread while espeak-ng's
thread may still be reading the previous one.

Here espeak-ng runs in synchronous mode: ``espeak_Synth`` synthesises in the calling
thread and returns when the line is done, and the callback (set once, kept for the life of
the process) runs in that same thread. One lock covers every call into the library, so
one line is synthesised at a time whichever thread asks, and nothing of espeak-ng runs
outside a call that holds the lock. The text is handed over in a buffer of exactly its own
size.

- :func:`library_found` tells whether libespeak-ng can be loaded.
- :func:`voices` lists the voices, :func:`render` writes one line to a WAV file.
- :class:`EspeakError` is raised when the library is missing or fails.
"""

from __future__ import annotations

import array
import ctypes
import ctypes.util
import sys
import threading
import wave
from pathlib import Path

__all__ = ["EspeakError", "library_found", "render", "synthesize", "voices"]

LIBRARY_NAMES: tuple[str, ...] = (
    "libespeak-ng.so.1",
    "/usr/local/lib/libespeak-ng.so.1",
    "/opt/homebrew/lib/libespeak-ng.1.dylib",
    "/usr/local/lib/libespeak-ng.1.dylib",
    r"C:\Program Files\eSpeak NG\libespeak-ng.dll",
    r"C:\Program Files (x86)\eSpeak NG\libespeak-ng.dll",
)
"""Where libespeak-ng is looked for, in this order (then ``ctypes.util.find_library``)."""

# speak_lib.h / espeak_ng.h
_ENOUTPUT_MODE_SYNCHRONOUS = 0x0001
_POS_CHARACTER = 1
_CHARS_UTF8 = 1
_ENDPAUSE = 0x1000
_RATE = 1
_VOLUME = 2
_EVENT_LIST_TERMINATED = 0
_EVENT_SAMPLERATE = 8
_BUFFER_MS = 500  # audio handed to the callback per call


class EspeakError(RuntimeError):
    """libespeak-ng is missing, cannot start, or failed to speak a line."""


class _EventId(ctypes.Union):
    _fields_ = [("number", ctypes.c_int), ("name", ctypes.c_char_p), ("string", ctypes.c_char * 8)]


class _Event(ctypes.Structure):
    _fields_ = [
        ("type", ctypes.c_int),
        ("unique_identifier", ctypes.c_uint),
        ("text_position", ctypes.c_int),
        ("length", ctypes.c_int),
        ("audio_position", ctypes.c_int),
        ("sample", ctypes.c_int),
        ("user_data", ctypes.c_void_p),
        ("id", _EventId),
    ]


class _Voice(ctypes.Structure):
    _fields_ = [
        ("name", ctypes.c_char_p),
        ("languages", ctypes.c_char_p),  # priority byte, then the tag, ...
        ("identifier", ctypes.c_char_p),
        ("gender", ctypes.c_ubyte),
        ("age", ctypes.c_ubyte),
        ("variant", ctypes.c_ubyte),
        ("xx1", ctypes.c_ubyte),
        ("score", ctypes.c_int),
        ("spare", ctypes.c_void_p),
    ]


_Callback = ctypes.CFUNCTYPE(
    ctypes.c_int, ctypes.POINTER(ctypes.c_short), ctypes.c_int, ctypes.POINTER(_Event)
)


class _Owner:
    """The loaded, started library and the line being synthesised (under :data:`_LOCK`)."""

    def __init__(self, lib: ctypes.CDLL) -> None:
        self.lib = lib
        self.chunks: list[bytes] = []
        self.sample_rate = 22050
        self.voice = ""
        self.rate = -1
        self.volume = -1
        # Kept for the life of the process: espeak-ng holds a pointer to it.
        self.callback = _Callback(self._on_audio)
        self._declare()
        self._start()

    def _declare(self) -> None:
        lib = self.lib
        lib.espeak_ng_InitializePath.argtypes = [ctypes.c_char_p]
        lib.espeak_ng_InitializePath.restype = None
        lib.espeak_ng_Initialize.argtypes = [ctypes.POINTER(ctypes.c_void_p)]
        lib.espeak_ng_Initialize.restype = ctypes.c_int
        lib.espeak_ng_InitializeOutput.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_char_p]
        lib.espeak_ng_InitializeOutput.restype = ctypes.c_int
        lib.espeak_ng_GetSampleRate.argtypes = []
        lib.espeak_ng_GetSampleRate.restype = ctypes.c_int
        lib.espeak_ng_ClearErrorContext.argtypes = [ctypes.POINTER(ctypes.c_void_p)]
        lib.espeak_ng_ClearErrorContext.restype = None
        lib.espeak_SetSynthCallback.argtypes = [_Callback]
        lib.espeak_SetSynthCallback.restype = None
        lib.espeak_SetVoiceByName.argtypes = [ctypes.c_char_p]
        lib.espeak_SetVoiceByName.restype = ctypes.c_int
        lib.espeak_SetParameter.argtypes = [ctypes.c_int, ctypes.c_int, ctypes.c_int]
        lib.espeak_SetParameter.restype = ctypes.c_int
        lib.espeak_ListVoices.argtypes = [ctypes.c_void_p]
        lib.espeak_ListVoices.restype = ctypes.POINTER(ctypes.POINTER(_Voice))
        lib.espeak_Synth.argtypes = [
            ctypes.c_void_p,  # text
            ctypes.c_size_t,  # its size in bytes, the final zero included
            ctypes.c_uint,  # position
            ctypes.c_int,  # position type
            ctypes.c_uint,  # end position
            ctypes.c_uint,  # flags
            ctypes.c_void_p,  # unique identifier (out)
            ctypes.c_void_p,  # user data
        ]
        lib.espeak_Synth.restype = ctypes.c_int

    def _start(self) -> None:
        lib = self.lib
        lib.espeak_ng_InitializePath(None)
        context = ctypes.c_void_p()
        status = lib.espeak_ng_Initialize(ctypes.byref(context))
        if status != 0:
            lib.espeak_ng_ClearErrorContext(ctypes.byref(context))
            raise EspeakError(f"espeak-ng could not load its data (status {status:#x})")
        status = lib.espeak_ng_InitializeOutput(_ENOUTPUT_MODE_SYNCHRONOUS, _BUFFER_MS, None)
        if status != 0:
            raise EspeakError(f"espeak-ng could not open its output (status {status:#x})")
        self.sample_rate = lib.espeak_ng_GetSampleRate() or 22050
        lib.espeak_SetSynthCallback(self.callback)

    def _on_audio(
        self, wav: ctypes._Pointer[ctypes.c_short], count: int, events: ctypes._Pointer[_Event]
    ) -> int:
        """espeak-ng's callback: runs inside ``espeak_Synth``, in the calling thread."""
        if events:
            i = 0
            while events[i].type != _EVENT_LIST_TERMINATED:
                if events[i].type == _EVENT_SAMPLERATE:
                    self.sample_rate = events[i].id.number
                i += 1
        if wav and count > 0:
            chunk = ctypes.string_at(wav, count * 2)
            if sys.byteorder == "big":  # (a WAV file's samples are little-endian)
                samples = array.array("h", chunk)
                samples.byteswap()
                chunk = samples.tobytes()
            self.chunks.append(chunk)
        return 0  # go on

    def voices(self) -> list[tuple[str, str, tuple[str, ...]]]:
        found: list[tuple[str, str, tuple[str, ...]]] = []
        listed = self.lib.espeak_ListVoices(None)
        i = 0
        while listed[i]:
            v = listed[i].contents
            ident = (v.identifier or b"").decode("utf-8", "replace").lower()
            name = (v.name or b"").decode("utf-8", "replace")
            # The first language: a priority byte, then the tag (as pyttsx3 listed them).
            tag = (v.languages or b"")[1:].decode("utf-8", "replace")
            found.append((ident, name or ident, (tag,) if tag else ()))
            i += 1
        return found

    def synthesize(self, text: str, voice: str, rate: int, volume: float) -> tuple[bytes, int]:
        lib = self.lib
        if voice != self.voice:
            if lib.espeak_SetVoiceByName(voice.encode("utf-8")) != 0:
                raise EspeakError(f"espeak-ng has no voice {voice!r}")
            self.voice = voice
        if rate != self.rate:
            lib.espeak_SetParameter(_RATE, int(rate), 0)
            self.rate = rate
        level = round(max(0.0, float(volume)) * 100)
        if level != self.volume:
            lib.espeak_SetParameter(_VOLUME, level, 0)
            self.volume = level
        data = ctypes.create_string_buffer(text.encode("utf-8"))  # the text and one zero
        self.chunks = []
        status = lib.espeak_Synth(
            data, ctypes.sizeof(data), 0, _POS_CHARACTER, 0, _CHARS_UTF8 | _ENDPAUSE, None, None
        )
        pcm, self.chunks = b"".join(self.chunks), []
        if status != 0:
            raise EspeakError(f"espeak-ng could not speak {text[:40]!r} (error {status})")
        return pcm, self.sample_rate


_LOCK = threading.Lock()
_owner: _Owner | None = None
_failure: str | None = None


def _load() -> ctypes.CDLL:
    names = list(LIBRARY_NAMES)
    found = ctypes.util.find_library("espeak-ng")
    if found:
        names.append(found)
    for name in names:
        try:
            return ctypes.CDLL(name)
        except OSError:
            continue
    raise EspeakError("libespeak-ng was not found (install the espeak-ng package)")


def _started() -> _Owner:
    """The owner, started at the first call (the caller holds :data:`_LOCK`)."""
    global _owner, _failure
    if _owner is None:
        if _failure is not None:
            raise EspeakError(_failure)
        driver = sys.modules.get("pyttsx3.drivers.espeak")
        if driver is not None and getattr(driver.EspeakDriver, "_moduleInitialized", False):
            _failure = "pyttsx3's espeak driver has already started espeak-ng in this process"
            raise EspeakError(_failure)
        try:
            _owner = _Owner(_load())
        except (EspeakError, AttributeError, OSError) as exc:
            _failure = str(exc)
            raise EspeakError(_failure) from exc
    return _owner


def library_found() -> bool:
    """Whether libespeak-ng can be loaded (it is not started)."""
    if _owner is not None:
        return True
    try:
        _load()
    except EspeakError:
        return False
    return True


def voices() -> list[tuple[str, str, tuple[str, ...]]]:
    """espeak-ng's voices: (id, name, languages); the id is what :func:`render` takes."""
    with _LOCK:
        return _started().voices()


def synthesize(text: str, *, voice: str, rate: int = 175, volume: float = 1.0) -> tuple[bytes, int]:
    """*text* spoken by *voice* (an id from :func:`voices`) at *rate* words per minute and
    *volume* (1.0 = espeak-ng's normal level): 16-bit mono samples and their sample rate.

    Safe from any thread: lines are synthesised one at a time, in the calling thread."""
    with _LOCK:
        return _started().synthesize(text, voice, rate, volume)


def render(text: str, path: Path, *, voice: str, rate: int = 175, volume: float = 1.0) -> float:
    """Write *text* spoken by *voice* to the WAV file *path*; return its length in seconds."""
    pcm, sample_rate = synthesize(text, voice=voice, rate=rate, volume=volume)
    with wave.open(str(path), "wb") as out:
        out.setnchannels(1)
        out.setsampwidth(2)
        out.setframerate(sample_rate)
        out.writeframes(pcm)
    return len(pcm) / 2 / sample_rate
