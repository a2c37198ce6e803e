"""Every line in the game's language, by that language's voice; the watchdog; rendering ahead.

Real engines: espeak-ng (pyttsx3) for French and English, Open JTalk for Japanese when the
``ja-voice`` extra is installed. Only the watchdog test uses an engine that hangs on purpose.
"""

from __future__ import annotations

import array
import math
import sys
import threading
import time
import wave
from pathlib import Path

import pytest

from ww_desktop.narration import voices as voices_module
from ww_desktop.narration.jtalk import JTALK_VOICE_ID, jtalk_available
from ww_desktop.narration.narrate_cli import build_setup, catalogue
from ww_desktop.narration.script import night_script, script_texts
from ww_desktop.narration.voices import (
    ENGINE_STUCK_MESSAGE,
    Pyttsx3Voice,
    SilentVoice,
    VoiceInfo,
    render_wav,
)

pytestmark = pytest.mark.qt_log_ignore(
    r"^Couldn't (load|resolve) .* (library|symbols)$",
    r"PulseAudioService",
)

KANJI = "人狼の皆さん、目を開けてください。"
needs_jtalk = pytest.mark.skipif(
    not jtalk_available(), reason="the ja-voice extra (pyopenjtalk-plus) is not installed"
)


def _rms(path: Path) -> float:
    with wave.open(str(path), "rb") as wav:
        samples = array.array("h", wav.readframes(wav.getnframes()))
    if sys.byteorder == "big":
        samples.byteswap()
    return math.sqrt(sum(s * s for s in samples) / max(1, len(samples)))


def _seconds(path: Path) -> float:
    with wave.open(str(path), "rb") as wav:
        return wav.getnframes() / wav.getframerate()


# ------------------------------------------------------------------ languages


def test_espeak_japanese_is_never_offered(make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    japanese = [v for v in voice.voices() if any(t.lower().startswith("ja") for t in v.languages)]
    if jtalk_available():
        assert [v.id for v in japanese] == [JTALK_VOICE_ID]
    else:
        assert japanese == []
        assert voice.set_language("ja") is False


@needs_jtalk
def test_japanese_night_is_rendered_by_open_jtalk(tmp_path: Path) -> None:
    setup = build_setup("standard", 8, None)
    ja = script_texts(night_script(setup, 1, "gentle"), setup.names, catalogue("ja"))
    fr = script_texts(night_script(setup, 1, "gentle"), setup.names, catalogue("fr"))
    assert any("目" in t for t in ja)  # real Japanese, with kanji
    ja_seconds = render_wav(ja, tmp_path / "ja.wav", language="ja")
    fr_seconds = render_wav(fr, tmp_path / "fr.wav", language="fr")
    assert _rms(tmp_path / "ja.wav") > 300
    # espeak-ng spelled kanji out ("Chinese letter"), three times the French length.
    assert ja_seconds <= 1.5 * fr_seconds, (ja_seconds, fr_seconds)


@needs_jtalk
def test_the_app_voice_speaks_japanese_with_open_jtalk(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    assert voice.set_language("ja") is True
    assert voice.effective_voice_id() == JTALK_VOICE_ID
    voice.render_timeout_s = 30  # the first line loads the dictionary
    with qtbot.waitSignal(voice.line_finished, timeout=40_000):
        voice.speak(KANJI)
    assert 1.5 < voice.last_duration_s < 5.0  # espeak-ng took over 10 s for it


def test_japanese_without_open_jtalk_is_refused_not_spelled_out(
    tmp_path: Path, make_backend, monkeypatch: pytest.MonkeyPatch
) -> None:
    monkeypatch.setattr(voices_module, "jtalk_available", lambda: False)
    with pytest.raises(ValueError, match="ja-voice"):
        render_wav([KANJI], tmp_path / "ja.wav", language="ja")
    assert not (tmp_path / "ja.wav").exists()
    voice = make_backend(Pyttsx3Voice)
    assert voice.set_language("ja") is False


def test_french_text_is_spoken_by_the_french_voice(tmp_path: Path) -> None:
    setup = build_setup("standard", 8, None)
    english = script_texts(night_script(setup, 1, "gentle"), setup.names)
    french = script_texts(night_script(setup, 1, "gentle"), setup.names, catalogue("fr"))
    assert french[0] != english[0] and "yeux" in french[0]
    out = tmp_path / "fr.wav"
    assert render_wav(french[:1], out, language="fr") > 1.0
    assert _rms(out) > 300


def test_narrate_language_translates_the_text(tmp_path: Path, capsys) -> None:
    from ww_desktop.cli import main

    assert catalogue("en") is None
    with pytest.raises(ValueError, match="de"):
        catalogue("de")
    out = tmp_path / "n.wav"
    argv = ["narrate", "--preset", "basic", "--players", "6", "--to", str(out)]
    assert main([*argv, "--language", "de"]) == 2
    assert "no text in the language 'de'" in capsys.readouterr().err
    assert main([*argv, "--language", "fr"]) == 0
    assert _seconds(out) > 5


# ------------------------------------------------------------------ subtitles and a cue


def test_subtitles_only_never_renders(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    voice.seconds_per_char = 0.002
    voice.set_subtitles_only("ja")
    assert voice.subtitles_only() and voice.language() == "ja"
    shown: list[str] = []
    voice.line_started.connect(shown.append)
    with qtbot.waitSignal(voice.line_finished, timeout=3_000):
        voice.speak(KANJI)
    assert shown == [KANJI]
    assert voice.last_duration_s == 0.0  # nothing was rendered
    assert voice.set_language("fr") is True
    assert not voice.subtitles_only()


# ------------------------------------------------------------------ watchdog


class _HangingEngine:
    """An engine whose render blocks until released (a stuck speech engine)."""

    def __init__(self) -> None:
        self.release = threading.Event()

    def voices(self) -> list[VoiceInfo]:
        return [VoiceInfo("en", "English", ("en",))]

    def render(self, text: str, path: Path, *, rate: int, volume: float, voice_id: str) -> float:
        self.release.wait(20)
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(2)
            out.setframerate(8000)
            out.writeframes(b"\0\0" * 800)
        return 0.1

    def close(self) -> None:
        self.release.set()


def test_watchdog_skips_a_hung_render_and_the_night_goes_on(qtbot, make_backend) -> None:
    engine = _HangingEngine()
    voice = make_backend(lambda: Pyttsx3Voice(engine_factory=lambda: engine))
    voice.render_timeout_s = 0.3
    voice.seconds_per_char = 0.001
    shown: list[str] = []
    finished: list[str] = []
    messages: list[str] = []
    voice.line_started.connect(shown.append)
    voice.line_finished.connect(finished.append)
    voice.unavailable.connect(messages.append)
    start = time.monotonic()
    with qtbot.waitSignal(voice.line_finished, timeout=5_000, check_params_cb=lambda t: t == "b"):
        voice.speak("Seer, open your eyes.")
        voice.speak("b")
    assert time.monotonic() - start < 2.0
    assert shown == ["Seer, open your eyes.", "b"]  # the subtitle was shown all the same
    assert finished == shown
    assert messages == [ENGINE_STUCK_MESSAGE]
    engine.release.set()  # the engine answers again: the next line is rendered
    qtbot.waitUntil(lambda: not voice._stuck, timeout=5_000)
    with qtbot.waitSignal(voice.line_finished, timeout=5_000):
        voice.speak("Day breaks.")
    assert voice.last_duration_s == pytest.approx(0.1)


# ------------------------------------------------------------------ rendering ahead


def test_prepared_lines_start_at_once(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    voice.set_language("en")
    lines = ["Night falls on the village.", "Seer, open your eyes."]
    voice.prepare(lines)
    qtbot.waitUntil(lambda: voice.prepared() == 2, timeout=10_000)
    started: list[str] = []
    voice.line_started.connect(started.append)
    voice.speak(lines[0])
    assert started == [lines[0]]  # no render to wait for: it plays before speak() returns
    assert voice.last_from_cache
    assert voice.last_handoff_s < 0.05
    with qtbot.waitSignal(voice.line_finished, timeout=10_000):
        pass
    voice.set_rate(300)  # another rate is another rendering
    with qtbot.waitSignal(voice.line_started, timeout=10_000):
        voice.speak(lines[1])
    assert not voice.last_from_cache


def test_silent_voice_prepare_is_harmless(make_backend) -> None:
    voice = make_backend(SilentVoice)
    voice.prepare(["a", "b"])
    assert not voice.is_speaking()


def test_a_line_still_being_rendered_ahead_is_not_rendered_twice(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    voice.set_language("en")
    line = "Everyone, open your eyes. Morning light is here."
    voice.prepare([line])
    voice.speak(line)  # its turn comes before the render ahead is done
    with qtbot.waitSignal(voice.line_started, timeout=10_000):
        pass
    assert voice.last_from_cache
    assert voice.prepared() == 1


def test_a_missing_output_device_falls_back_to_the_default(qapp) -> None:
    from PySide6.QtMultimedia import QMediaDevices

    from ww_desktop.narration.audio import WavPlayer, device_key, find_output, output_devices

    assert find_output("an HDMI TV switched off") == QMediaDevices.defaultAudioOutput()
    assert find_output("") == QMediaDevices.defaultAudioOutput()
    for key, _name in output_devices():
        assert device_key(find_output(key)) == key
    player = WavPlayer()
    player.set_device("an HDMI TV switched off")
    assert player.device() == "an HDMI TV switched off"


@needs_jtalk
def test_open_jtalk_lines_start_at_once(tmp_path: Path) -> None:
    from ww_desktop.narration.jtalk import JTalkEngine

    out = tmp_path / "one.wav"
    JTalkEngine().render(KANJI, out, rate=170)
    with wave.open(str(out), "rb") as wav:
        rate = wav.getframerate()
        samples = array.array("h", wav.readframes(wav.getnframes()))
    first = next(i for i, s in enumerate(samples) if abs(s) > 200)
    assert first / rate < 0.05  # Open JTalk's own 0.3 s of leading silence is trimmed


def test_the_line_needed_now_is_rendered_before_the_lines_asked_ahead(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    voice.set_language("en")
    ahead = [f"Player number {n} has gone home, and the village is quiet." for n in range(100)]
    voice.prepare(ahead)
    with qtbot.waitSignal(voice.line_started, timeout=20_000):
        voice.speak("Time to vote. Point to the person you want to send home.")
    assert voice.prepared() < len(ahead)  # it did not wait behind the hundred lines
    qtbot.waitUntil(lambda: voice.prepared() == len(ahead), timeout=60_000)


def test_lines_asked_in_another_language_are_ready_after_a_switch(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    voice.set_language("en")
    voice.voices()  # the engine is up
    french = "Loups-garous, ouvrez les yeux."
    voice.prepare(["Werewolves, open your eyes."], {"fr": [french], "en": ["unused"]})
    assert not voice.is_ready_ahead(french)  # (for the English voice: not that one)
    voice.set_language("fr")
    qtbot.waitUntil(lambda: voice.is_ready_ahead(french), timeout=20_000)
    with qtbot.waitSignal(voice.line_started, timeout=10_000):
        voice.speak(french)
    assert voice.last_from_cache


@needs_jtalk
def test_japanese_lines_asked_ahead_play_at_once_after_a_switch(qtbot, make_backend) -> None:
    voice = make_backend(Pyttsx3Voice)
    voice.set_language("en")
    voice.voices()  # the engine is up
    voice.prepare(["Werewolves, open your eyes."], {"ja": [KANJI]})
    voice.set_language("ja")
    assert voice.effective_voice_id() == JTALK_VOICE_ID
    qtbot.waitUntil(lambda: voice.is_ready_ahead(KANJI), timeout=30_000)  # Open JTalk
    with qtbot.waitSignal(voice.line_started, timeout=10_000):
        voice.speak(KANJI)
    assert voice.last_from_cache  # no second of Open JTalk at the cue


@needs_jtalk
def test_an_english_line_never_waits_behind_japanese_lines_rendered_ahead(
    qtbot, make_backend
) -> None:
    """Japanese lines asked ahead (for a switch of language) are rendered by Open JTalk in
    its own thread and process: the English line of the cue starts before the first of them
    is ready (it used to wait behind Open JTalk's loading, about a second, at Begin)."""
    voice = make_backend(Pyttsx3Voice)
    voice.set_language("en")
    voice.voices()  # the engine is up
    japanese = [KANJI, "村に夜が訪れました。皆さん、目を閉じてください。", "朝になりました。"]
    voice.prepare([], {"ja": japanese})
    with qtbot.waitSignal(voice.line_started, timeout=20_000):
        voice.speak("Night falls on the village. Everyone, close your eyes.")
    assert voice.prepared() == 0  # no Japanese line was ready yet: it did not wait for them
    qtbot.waitUntil(lambda: voice.prepared() == len(japanese), timeout=60_000)
    voice.set_language("ja")
    with qtbot.waitSignal(voice.line_started, timeout=10_000):
        voice.speak(japanese[1])
    assert voice.last_from_cache  # rendered ahead, in the helper process


@needs_jtalk
def test_open_jtalk_in_its_process_renders_the_same_line(tmp_path: Path) -> None:
    """The helper process gives the same sound as Open JTalk in the app's own process."""
    from ww_desktop.narration.jtalk import JTalkEngine, JTalkProcess

    here, there = tmp_path / "here.wav", tmp_path / "there.wav"
    engine, process = JTalkEngine(), JTalkProcess()
    try:
        local_s = engine.render(KANJI, here, rate=170)
        process_s = process.render(KANJI, there, rate=170)
    finally:
        process.close()
        engine.close()
    assert process_s == pytest.approx(local_s)
    assert there.read_bytes() == here.read_bytes()
