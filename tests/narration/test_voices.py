"""Tests for the voice backends, WAV rendering and voice settings.

The pyttsx3 tests use the real espeak-ng engine. On a machine with no audio output the
lines are paced silently for their real WAV duration, which is what these tests check.
"""

from __future__ import annotations

import array
import itertools
import math
import sys
import time
import wave
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, QTimer

from ww_desktop.narration.audio import audio_outputs_available, wav_duration
from ww_desktop.narration.voices import (
    ENGINE_STUCK_MESSAGE,
    NO_AUDIO_MESSAGE,
    Pyttsx3Voice,
    QtSpeechVoice,
    SilentVoice,
    SpeechUnavailable,
    VoiceInfo,
    VoiceSettings,
    load_voice_settings,
    make_voice,
    pick_voice,
    render_wav,
    save_voice_settings,
)

SENTENCE = "Everyone, close your eyes. Night is falling."
PARAGRAPH = (
    "The werewolves wake up and look at each other. They choose together, in silence, "
    "one player to send home tonight, then close their eyes again."
)

# QtMultimedia and QtTextToSpeech log their missing optional libraries (pipewire, VA-API,
# PulseAudio, speech-dispatcher) as warnings on a headless machine; they are not ours.
pytestmark = pytest.mark.qt_log_ignore(
    r"^Couldn't (load|resolve) .* (library|symbols)$",
    r"PulseAudioService",
    r"Error loading text-to-speech plug-in",
    r"No engine set",
)


def _rms(path: Path) -> float:
    with wave.open(str(path), "rb") as wav:
        assert wav.getsampwidth() == 2
        samples = array.array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return math.sqrt(sum(s * s for s in samples) / max(1, len(samples)))


def _headless() -> bool:
    return not audio_outputs_available()


# ----------------------------------------------------------------------- render_wav


def test_render_wav_is_real_speech(tmp_path: Path) -> None:
    out = tmp_path / "night.wav"
    duration = render_wav([SENTENCE], out)
    with wave.open(str(out), "rb") as wav:
        assert wav.getnchannels() == 1
        assert wav.getsampwidth() == 2
        assert wav.getframerate() == 22050  # what espeak-ng gives
    assert duration == pytest.approx(wav_duration(out))
    assert 1.5 < duration < 6.0
    assert _rms(out) > 300


def test_longer_text_and_pauses_make_longer_files(tmp_path: Path) -> None:
    short = render_wav([SENTENCE], tmp_path / "a.wav")
    longer = render_wav([SENTENCE + " " + PARAGRAPH], tmp_path / "b.wav")
    assert longer > short + 2
    no_pause = render_wav([SENTENCE, SENTENCE], tmp_path / "c.wav", pause_ms=0)
    one_second = render_wav([SENTENCE, SENTENCE], tmp_path / "d.wav", pause_ms=1000)
    assert one_second - no_pause == pytest.approx(1.0, abs=0.05)


def test_faster_rate_makes_shorter_file(tmp_path: Path) -> None:
    slow = render_wav([PARAGRAPH], tmp_path / "slow.wav", rate=140)
    fast = render_wav([PARAGRAPH], tmp_path / "fast.wav", rate=300)
    assert fast < slow * 0.7


@pytest.mark.parametrize(
    ("language", "text"),
    [
        ("fr", "Tout le monde ferme les yeux. La nuit tombe."),
    ],
)
def test_render_other_languages(tmp_path: Path, language: str, text: str) -> None:
    out = tmp_path / f"{language}.wav"
    duration = render_wav([text], out, language=language)
    assert duration > 0.8
    assert _rms(out) > 300


def test_render_wav_unknown_language(tmp_path: Path) -> None:
    with pytest.raises(ValueError, match="xx"):
        render_wav([SENTENCE], tmp_path / "x.wav", language="xx")


def test_render_wav_without_pyttsx3(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    """On Linux espeak-ng is driven through its own library (pyttsx3's espeak driver
    crashed the app); elsewhere pyttsx3 is the engine and its absence is said."""
    monkeypatch.setitem(sys.modules, "pyttsx3", None)
    if sys.platform in ("win32", "darwin"):
        with pytest.raises(SpeechUnavailable, match="pyttsx3"):
            render_wav([SENTENCE], tmp_path / "x.wav")
        return
    assert render_wav([SENTENCE], tmp_path / "x.wav") > 1.0
    assert _rms(tmp_path / "x.wav") > 300


def test_pick_voice_prefers_exact_then_primary() -> None:
    voices = [
        VoiceInfo("gmw/en-us", "English (America)", ("en-us",)),
        VoiceInfo("gmw/en", "English (Great Britain)", ("en-gb",)),
        VoiceInfo("roa/fr-be", "French (Belgium)", ("fr-be",)),
        VoiceInfo("roa/fr", "French (France)", ("fr-fr",)),
    ]
    assert pick_voice(voices, "en") == voices[1]
    assert pick_voice(voices, "en_US") == voices[0]
    assert pick_voice(voices, "fr") == voices[3]
    assert pick_voice(voices, "xx") is None


# -------------------------------------------------------------------- Pyttsx3Voice


def test_pyttsx3_languages(make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    assert any("en" in tag for v in voice.voices() for tag in v.languages)
    assert voice.set_language("fr") is True
    assert "fr" in (voice.effective_voice_id() or "")
    assert voice.set_language("xx") is False
    assert voice.language() == "fr"  # unchanged by the failed call
    with pytest.raises(ValueError):
        voice.set_voice("no/such-voice")


def test_pyttsx3_speaks_lines_in_order(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    voice.set_rate(400)
    events: list[tuple[str, str, float]] = []
    voice.line_started.connect(lambda t: events.append(("started", t, time.monotonic())))
    voice.line_finished.connect(lambda t: events.append(("finished", t, time.monotonic())))
    unavailable: list[str] = []
    voice.unavailable.connect(unavailable.append)

    first, second, third = "Night falls.", "The Seer wakes up.", "The Seer sleeps."
    with qtbot.waitSignals(
        [voice.line_started, voice.line_finished] * 3, order="strict", timeout=10_000
    ):
        voice.speak(first)
        voice.speak(second)
        voice.speak(third)

    assert [(kind, text) for kind, text, _ in events] == [
        ("started", first),
        ("finished", first),
        ("started", second),
        ("finished", second),
        ("started", third),
        ("finished", third),
    ]
    if _headless():
        # Reported once for the whole session, and the pacing is the WAV's real length.
        assert unavailable == [NO_AUDIO_MESSAGE]
        assert not voice.is_available()
        paced = events[5][2] - events[4][2]
        assert paced == pytest.approx(voice.last_duration_s, abs=0.2)
    assert not voice.is_speaking()


def test_pyttsx3_keeps_gui_responsive(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    voice.set_rate(400)
    ticks: list[float] = []
    timer = QTimer()
    timer.setInterval(50)
    timer.timeout.connect(lambda: ticks.append(time.monotonic()))
    timer.start()
    start = time.monotonic()
    ticks.append(start)
    try:
        with qtbot.waitSignal(voice.line_finished, timeout=15_000):
            voice.speak(PARAGRAPH)
    finally:
        timer.stop()
    elapsed = time.monotonic() - start
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert elapsed > 1.5  # a paragraph really was spoken (or paced)
    assert max(gaps) < 0.25
    assert len(ticks) >= 0.6 * elapsed / 0.05


def test_pyttsx3_stop_drops_queue(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    with qtbot.waitSignal(voice.line_started, timeout=5_000):
        voice.speak(PARAGRAPH)
        voice.speak(SENTENCE)
    voice.stop()
    assert not voice.is_speaking()
    with qtbot.assertNotEmitted(voice.line_finished, wait=150):
        pass
    with qtbot.waitSignal(voice.line_started, timeout=5_000) as blocker:
        voice.speak("Day breaks.")
    assert blocker.args == ["Day breaks."]


# ---------------------------------------------------------------------- SilentVoice


def test_silent_voice_with_zero_delay_is_instant(qtbot, make_backend) -> None:
    voice = make_backend(lambda: SilentVoice(seconds_per_char=0))
    finished: list[str] = []
    voice.line_finished.connect(finished.append)
    start = time.monotonic()
    with qtbot.waitSignal(voice.line_finished, timeout=1_000, check_params_cb=lambda t: t == "c"):
        for text in ("a", "b", "c"):
            voice.speak(text)
    assert time.monotonic() - start < 0.2
    assert finished == ["a", "b", "c"]


def test_silent_voice_paces_by_length(qtbot, make_backend) -> None:
    voice = make_backend(lambda: SilentVoice(seconds_per_char=0.01))
    start = time.monotonic()
    with qtbot.waitSignal(voice.line_finished, timeout=2_000):
        voice.speak("x" * 20)  # 0.2 s
    assert time.monotonic() - start >= 0.18


def test_silent_voice_stop_drops_queue(qtbot, make_backend) -> None:
    voice = make_backend(SilentVoice)
    started: list[str] = []
    voice.line_started.connect(started.append)
    voice.speak("The first line is long enough to last a few seconds.")
    voice.speak("Second")
    assert started == ["The first line is long enough to last a few seconds."]
    voice.stop()
    assert not voice.is_speaking()
    assert voice.pending() == 0
    with qtbot.assertNotEmitted(voice.line_finished, wait=100):
        pass
    assert started == ["The first line is long enough to last a few seconds."]


def test_silent_fallback_reports_unavailable_once(qtbot, make_backend) -> None:
    voice = make_backend(lambda: SilentVoice(seconds_per_char=0, reason="No voice here."))
    messages: list[str] = []
    voice.unavailable.connect(messages.append)
    with qtbot.waitSignal(voice.line_finished, check_params_cb=lambda t: t == "3"):
        for text in ("1", "2", "3"):
            voice.speak(text)
    assert messages == ["No voice here."]


# -------------------------------------------------------------------- QtSpeechVoice


def test_qt_speech_mock_engine_speaks(qtbot, make_backend) -> None:
    voice = make_backend(lambda: QtSpeechVoice(engine="mock"))
    assert voice.is_available()
    assert voice.voices()
    with qtbot.waitSignals(
        [voice.line_started, voice.line_finished, voice.line_started, voice.line_finished],
        order="strict",
        timeout=5_000,
    ):
        voice.speak("Night falls.")
        voice.speak("Day breaks.")


def test_qt_speech_stuck_engine_falls_back(qtbot, make_backend) -> None:
    voice = make_backend(lambda: QtSpeechVoice(engine="mock"))
    voice.guard_factor = 0.0
    voice.guard_extra_s = 0.05  # the mock needs ~100 ms a word: the guard fires first
    voice.seconds_per_char = 0
    messages: list[str] = []
    voice.unavailable.connect(messages.append)
    with qtbot.waitSignal(voice.line_finished, timeout=3_000, check_params_cb=lambda t: t == "2"):
        voice.speak("one two three four five six")
        voice.speak("2")
    assert messages == [ENGINE_STUCK_MESSAGE]
    assert not voice.is_available()


# -------------------------------------------------------------------------- factory


def test_make_voice_kinds(make_backend) -> None:
    assert isinstance(make_backend(lambda: make_voice("silent")), SilentVoice)
    auto = make_backend(lambda: make_voice("auto"))
    if sys.platform == "linux":
        assert isinstance(auto, Pyttsx3Voice)
    with pytest.raises(ValueError, match="kind"):
        make_voice("loud")


def test_apply_settings_falls_back_to_english(make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    assert voice.apply_settings(VoiceSettings(rate=500, volume=2.0, language="xx")) is False
    assert voice.language() == "en"
    assert voice.rate() == 450
    assert voice.volume() == 1.0
    assert voice.apply_settings(VoiceSettings(language="fr", rate=150)) is True
    assert voice.voice_settings() == VoiceSettings(True, None, 150, 1.0, "fr")


# ------------------------------------------------------------------------- settings


def test_settings_round_trip(tmp_path: Path) -> None:
    path = str(tmp_path / "settings.ini")
    saved = VoiceSettings(
        enabled=False,
        voice_id="roa/fr",
        rate=210,
        volume=0.4,
        language="fr",
        device="alsa_output.hdmi-stereo",
        ambience=False,
        ambience_level=0.25,
    )
    qs = QSettings(path, QSettings.Format.IniFormat)
    save_voice_settings(qs, saved)
    qs.sync()
    del qs
    assert load_voice_settings(QSettings(path, QSettings.Format.IniFormat)) == saved


def test_settings_defaults_and_bad_values(tmp_path: Path) -> None:
    path = str(tmp_path / "settings.ini")
    qs = QSettings(path, QSettings.Format.IniFormat)
    assert load_voice_settings(qs) == VoiceSettings()
    qs.setValue("narration/rate", "fast")
    qs.setValue("narration/volume", "7")
    qs.setValue("narration/enabled", "maybe")
    loaded = load_voice_settings(qs)
    assert loaded.rate == VoiceSettings().rate
    assert loaded.volume == 1.0
    assert loaded.enabled is True
