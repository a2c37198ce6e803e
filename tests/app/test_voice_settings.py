"""Voice settings (saved and restored), the real volume on the console, the keys on the
narration buttons, the notice when speech is missing, and the first line in the game's
language; through the real app where it matters."""

from __future__ import annotations

import os
import shutil
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings, Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.voice_settings import SAMPLE_LINE, VoiceControl, VoiceSettingsDialog
from ww_desktop.engine.setup import deal
from ww_desktop.narration import voices
from ww_desktop.narration.night_sounds import NightSounds
from ww_desktop.narration.voices import SilentVoice, VoiceSettings, load_voice_settings

pytestmark = pytest.mark.qt_log_ignore(
    r"^Couldn't (load|resolve) .* (library|symbols)$",
    r"PulseAudioService",
)

NAMES = [f"P{i}" for i in range(8)]


@pytest.fixture
def ini(tmp_path: Path) -> str:
    return str(tmp_path / "voice.ini")


@pytest.fixture
def voice(qapp: object) -> Iterator[SilentVoice]:
    v = SilentVoice(seconds_per_char=0.0)
    yield v
    v.shutdown()


def _control(ini: str, voice: SilentVoice) -> VoiceControl:
    return VoiceControl(voice, NightSounds(), QSettings(ini, QSettings.Format.IniFormat))


def test_dialog_changes_are_applied_saved_and_restored(
    qtbot: QtBot, ini: str, voice: SilentVoice
) -> None:
    control = _control(ini, voice)
    dialog = VoiceSettingsDialog(control)
    qtbot.addWidget(dialog)
    assert dialog.volume_slider.value() == 100  # the real volume, not a made-up 80
    assert dialog.ambience_check.isChecked()  # the ambience is on by default
    dialog.speed_slider.setValue(210)
    dialog.volume_slider.setValue(45)
    dialog.ambience_slider.setValue(30)
    dialog.spoken_check.setChecked(False)
    assert voice.rate() == 210 and voice.volume() == pytest.approx(0.45)
    assert not voice.spoken()
    assert control.sounds is not None and control.sounds.level() == pytest.approx(0.3)
    dialog.ambience_check.setChecked(False)
    assert not control.sounds.ambience_enabled()
    assert not dialog.ambience_slider.isEnabled()

    # A new session reads them back and applies them.
    saved = load_voice_settings(QSettings(ini, QSettings.Format.IniFormat))
    assert saved == VoiceSettings(
        enabled=False, rate=210, volume=0.45, ambience=False, ambience_level=0.3
    )
    again = SilentVoice(seconds_per_char=0.0)
    try:
        restored = _control(ini, again)
        assert again.rate() == 210 and again.volume() == pytest.approx(0.45)
        assert not again.spoken()
        assert restored.sounds is not None and not restored.sounds.ambience_enabled()
        shown = VoiceSettingsDialog(restored)
        qtbot.addWidget(shown)
        assert shown.speed_slider.value() == 210
        assert shown.volume_slider.value() == 45
        assert not shown.spoken_check.isChecked()
    finally:
        again.shutdown()


def test_voice_off_means_subtitles_only(qtbot: QtBot, ini: str, voice: SilentVoice) -> None:
    control = _control(ini, voice)
    control.update(enabled=False)
    shown: list[str] = []
    voice.line_started.connect(shown.append)
    with qtbot.waitSignal(voice.line_finished, timeout=2000):
        voice.speak("Night falls.")
    assert shown == ["Night falls."]  # still shown, never heard


def test_test_button_speaks_the_sample_line(qtbot: QtBot, ini: str, voice: SilentVoice) -> None:
    dialog = VoiceSettingsDialog(_control(ini, voice))
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(voice.line_started, timeout=2000) as blocker:
        qtbot.mouseClick(dialog.test_button, Qt.MouseButton.LeftButton)
    assert blocker.args == [SAMPLE_LINE]


def test_device_list_offers_the_default_and_keeps_a_missing_choice(
    qtbot: QtBot, ini: str, voice: SilentVoice
) -> None:
    from ww_desktop.narration.audio import output_devices

    control = _control(ini, voice)
    dialog = VoiceSettingsDialog(control)
    qtbot.addWidget(dialog)
    present = output_devices()
    assert dialog.device_combo.count() == 1 + len(present)
    assert dialog.device_combo.itemData(0) == ""
    control.update(device="hdmi-tv-switched-off")
    assert voice.output_device() == "hdmi-tv-switched-off"
    keys = [dialog.device_combo.itemData(i) for i in range(dialog.device_combo.count())]
    assert keys[-1] == "hdmi-tv-switched-off"
    assert dialog.device_combo.currentData() == "hdmi-tv-switched-off"


@pytest.mark.skipif(
    not (shutil.which("pactl") and os.environ.get("PULSE_SERVER")),
    reason="needs a PulseAudio server (PULSE_SERVER) to plug a device in",
)
def test_device_list_follows_a_device_plugged_in(
    qtbot: QtBot, ini: str, voice: SilentVoice
) -> None:
    dialog = VoiceSettingsDialog(_control(ini, voice))
    qtbot.addWidget(dialog)
    before = dialog.device_combo.count()
    module = subprocess.run(
        ["pactl", "load-module", "module-null-sink", "sink_name=ww_test_tv"],
        capture_output=True,
        text=True,
        check=True,
    ).stdout.strip()
    try:
        qtbot.waitUntil(lambda: dialog.device_combo.count() == before + 1, timeout=5000)
    finally:
        subprocess.run(["pactl", "unload-module", module], check=False)


# ------------------------------------------------------------------ in the real app


@pytest.fixture
def app_parts(qtbot: QtBot, tmp_path: Path) -> Iterator[object]:
    from ww_desktop.app.main import start

    parts = start(tmp_path / "data", offer_resume=False)
    assert parts is not None
    yield parts
    parts.main_window._force_close = True
    parts.main_window.close()
    parts.public_window.close()


def _starter(parts: object) -> object:
    from ww_desktop.app.main import _NarrationStarter

    found = parts.controller.findChildren(_NarrationStarter)  # type: ignore[attr-defined]
    assert len(found) == 1
    return found[0]


def test_console_volume_slider_is_the_real_saved_volume(qtbot: QtBot, app_parts) -> None:
    console = app_parts.main_window.console
    with qtbot.waitSignal(app_parts.controller.subtitle, timeout=5000):
        app_parts.controller.start(deal("standard", NAMES, seed=2))
    starter = _starter(app_parts)
    assert console.volume.value() == 100
    console.volume.setValue(35)
    assert starter._voice.volume() == pytest.approx(0.35)
    assert load_voice_settings(app_parts.settings).volume == pytest.approx(0.35)
    starter.control.update(volume=0.6)  # from the dialog: the slider follows
    assert console.volume.value() == 60


def test_narration_keys_are_shown_and_work(qtbot: QtBot, app_parts) -> None:
    console = app_parts.main_window.console
    app_parts.main_window.show()
    with qtbot.waitSignal(app_parts.controller.subtitle, timeout=5000):
        app_parts.controller.start(deal("standard", NAMES, seed=2))
    buttons = console.narration_buttons
    assert "[F7]" in buttons["repeat"].text()
    assert "[F8]" in buttons["pause"].text()
    assert "[F9]" in buttons["skip"].text()
    narrator = console.narrator
    app_parts.main_window.stack.setCurrentWidget(console)
    console.activateWindow()
    console._narration_key("pause")
    assert narrator.is_paused() and "[F8]" in buttons["pause"].text()
    console._narration_key("pause")
    assert not narrator.is_paused()
    qtbot.keyClick(console, Qt.Key.Key_F8)
    assert narrator.is_paused()
    qtbot.keyClick(console, Qt.Key.Key_F8)
    assert not narrator.is_paused()


def test_first_line_is_read_in_the_games_language(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ww_desktop.app.main import start

    monkeypatch.setenv("WW_DESKTOP_LANGUAGE", "fr")
    parts = start(tmp_path / "data", offer_resume=False)
    assert parts is not None
    try:
        heard: list[tuple[str, str]] = []
        parts.controller.subtitle.connect(
            lambda t: heard.append((_starter(parts)._voice.language(), t))
        )
        parts.controller.start(deal("standard", NAMES, seed=2))
        qtbot.waitUntil(lambda: bool(heard), timeout=5000)
        # Both the words and the voice are French from the very first line.
        assert heard[0][0] == "fr"
        assert heard[0][1].startswith("La nuit tombe")
    finally:
        parts.main_window._force_close = True
        parts.main_window.close()
        parts.public_window.close()
        from ww_desktop.app.language import install_language

        install_language(parts.app, "en")


def test_notice_when_no_speech_engine_is_found(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    from ww_desktop.app.main import start

    monkeypatch.setenv("WW_DESKTOP_VOICE", "auto")
    monkeypatch.setattr(voices, "_engine_installed", lambda: False)
    monkeypatch.setattr(voices, "_preferred_qt_engine", lambda: None)
    parts = start(tmp_path / "data", offer_resume=False)
    assert parts is not None
    try:
        window = parts.main_window
        parts.controller.start(deal("standard", NAMES, seed=2))
        hint = window.console.narration_hint
        qtbot.waitUntil(lambda: "espeak-ng" in hint.text(), timeout=5000)
        assert not hint.isHidden()
        assert "espeak-ng" in window.banner.text()  # says what to install
    finally:
        parts.main_window._force_close = True
        parts.main_window.close()
        parts.public_window.close()


def test_japanese_game_without_a_japanese_voice_shows_subtitles_and_says_how(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The real espeak-ng voice, with Open JTalk missing: never espeak's Japanese."""
    from ww_desktop.app.language import install_language
    from ww_desktop.app.main import start

    monkeypatch.setenv("WW_DESKTOP_VOICE", "pyttsx3")
    monkeypatch.setenv("WW_DESKTOP_LANGUAGE", "ja")
    monkeypatch.setattr(voices, "jtalk_available", lambda: False)
    parts = start(tmp_path / "data", offer_resume=False)
    assert parts is not None
    try:
        shown: list[str] = []
        parts.controller.subtitle.connect(shown.append)
        parts.controller.start(deal("standard", NAMES, seed=2))
        qtbot.waitUntil(lambda: bool(shown), timeout=10_000)
        voice = _starter(parts)._voice
        assert voice.subtitles_only() and voice.language() == "ja"
        assert "目を閉じて" in shown[0]  # Japanese words on screen
        banner = parts.main_window.banner.text()
        assert "日本語の音声" in banner and "ja-voice" in banner  # said in Japanese, how to fix
    finally:
        _starter(parts).shutdown()
        parts.main_window._force_close = True
        parts.main_window.close()
        parts.public_window.close()
        install_language(parts.app, "en")
