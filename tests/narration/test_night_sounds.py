"""The night ambience (on by default, lowered under speech, restored after) and the chime
that ends before the line it announces; also through the narrator."""

from __future__ import annotations

import time
import wave

import pytest

from ww_desktop.narration.night_sounds import DUCK_FACTOR, NightSounds
from ww_desktop.narration.voices import DEFAULT_AMBIENCE_LEVEL
from ww_desktop.resources import sound_path

pytestmark = pytest.mark.qt_log_ignore(
    r"^Couldn't (load|resolve) .* (library|symbols)$",
    r"PulseAudioService",
)


@pytest.fixture
def sounds(qapp: object) -> NightSounds:
    s = NightSounds()
    s.ramp_ms = 40
    s.fade_ms = 40
    s.restore_hold_ms = 60
    return s


def test_ambience_is_on_by_default_and_only_at_night(qtbot, sounds: NightSounds) -> None:
    assert sounds.ambience_enabled()
    assert sounds.level() == DEFAULT_AMBIENCE_LEVEL
    assert sounds.volume() == 0.0
    sounds.night_started()
    qtbot.waitUntil(lambda: sounds.volume() == pytest.approx(DEFAULT_AMBIENCE_LEVEL))
    sounds.night_ended()
    qtbot.waitUntil(lambda: sounds.volume() == 0.0)


def test_ambience_is_lowered_under_speech_and_restored_after(qtbot, sounds: NightSounds) -> None:
    sounds.set_level(0.8)
    sounds.night_started()
    qtbot.waitUntil(lambda: sounds.volume() == pytest.approx(0.8))
    sounds.speech_started()
    qtbot.waitUntil(lambda: sounds.volume() == pytest.approx(0.8 * DUCK_FACTOR))
    sounds.speech_finished()
    assert sounds.volume() == pytest.approx(0.8 * DUCK_FACTOR)  # held a moment
    # The next line follows at once: no swell between the two lines.
    sounds.speech_started()
    with qtbot.assertNotEmitted(sounds.volume_changed, wait=120):
        pass
    sounds.speech_finished()
    qtbot.waitUntil(lambda: sounds.volume() == pytest.approx(0.8), timeout=2000)


def test_ambience_off_and_level(qtbot, sounds: NightSounds) -> None:
    sounds.set_ambience_enabled(False)
    sounds.night_started()
    assert sounds.target_volume() == 0.0
    sounds.set_ambience_enabled(True)
    sounds.set_level(0.25)
    qtbot.waitUntil(lambda: sounds.volume() == pytest.approx(0.25))


def test_ambience_asset_is_loud_enough_to_mask_movement() -> None:
    import array
    import math

    with wave.open(str(sound_path("night_ambience")), "rb") as wav:
        frames = array.array("h", wav.readframes(wav.getnframes()))
    rms = math.sqrt(sum(x * x for x in frames) / len(frames)) / 32767
    played = 20 * math.log10(rms * DEFAULT_AMBIENCE_LEVEL)
    assert -26 < played < -16, played  # it was -42 dBFS, inaudible over a table


def test_chime_calls_then_after_it_has_ended(qtbot, sounds: NightSounds) -> None:
    order: list[str] = []
    sounds.chime_finished.connect(lambda: order.append("chime ended"))
    start = time.monotonic()
    with qtbot.waitSignal(sounds.chime_finished, timeout=3000):
        sounds.chime(then=lambda: order.append("line"))
    assert order == ["chime ended", "line"]
    from ww_desktop.narration.audio import audio_outputs_available

    if audio_outputs_available():  # the line waits for the whole chime
        assert time.monotonic() - start >= 0.75


def test_cancelled_chime_never_starts_its_line(qtbot, sounds: NightSounds) -> None:
    called: list[str] = []
    sounds.chime(then=lambda: called.append("line"))
    sounds.cancel_chime()
    with qtbot.assertNotEmitted(sounds.chime_finished, wait=100):
        pass
    assert called == []


# ------------------------------------------------------------------ with the narrator


def test_narrator_chimes_before_wake_lines_and_ducks_the_ambience(
    qtbot, tmp_path, make_backend, sounds: NightSounds
) -> None:
    from ww_desktop.app.controller import GameController
    from ww_desktop.engine.setup import Setup
    from ww_desktop.narration.narrator import Narrator
    from ww_desktop.narration.voices import SilentVoice
    from ww_desktop.store import Store

    store = Store.open(tmp_path / "games.sqlite3")
    try:
        controller = GameController(store)
        voice = make_backend(lambda: SilentVoice(seconds_per_char=0.02))
        narrator = Narrator(controller, voice)
        narrator.wait_scale = narrator.pause_scale = 0.0
        narrator.sounds = sounds
        events: list[tuple[str, str]] = []
        sounds.chime_finished.connect(lambda: events.append(("chime", "")))
        voice.line_started.connect(lambda t: events.append(("line", t)))
        ducked: list[bool] = []
        voice.line_started.connect(
            lambda _t: ducked.append(sounds.target_volume() < sounds.level())
        )
        names = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")
        roles = ("werewolf", "seer", "witch", "villager", "werewolf", "villager")
        setup = Setup("classic", tuple(zip(names, roles, strict=True)), seed=5).checked()
        assert controller.start(setup)
        qtbot.waitUntil(lambda: sum(1 for e in events if e[0] == "line") >= 2, timeout=5000)
        assert sounds.is_night()
        lines = [e for e in events if e[0] == "line"]
        assert lines[0][1].startswith("Night falls")  # the frame has no chime
        wake_at = events.index(lines[1])
        assert "open your eyes" in lines[1][1]
        assert events[wake_at - 1] == ("chime", "")  # the chime ended before the wake line
        assert all(ducked)
        narrator.set_enabled(False)
        assert not sounds.is_night()
    finally:
        store.close()


def _short_term_db(name: str, gain: float, window_s: float = 0.1) -> float:
    """The loudest *window_s* of a bundled sound at *gain*, in dBFS (RMS)."""
    import array
    import math

    with wave.open(str(sound_path(name)), "rb") as wav:
        rate = wav.getframerate()
        frames = array.array("h", wav.readframes(wav.getnframes()))
    step = max(1, int(rate * window_s))
    loudest = 0.0
    for start in range(0, len(frames) - step + 1, step // 2):
        chunk = frames[start : start + step]
        loudest = max(loudest, math.sqrt(sum(x * x for x in chunk) / step) / 32768)
    return 20 * math.log10(loudest * gain)


def test_the_chime_stands_out_from_the_ambience(qtbot, sounds: NightSounds) -> None:
    """The ambience is lowered under the chime, so the chime is at least 10 dB louder than
    what it plays over (it was 2-6 dB: easily missed)."""
    from ww_desktop.narration.night_sounds import CHIME_VOLUME

    sounds.night_started()
    qtbot.waitUntil(lambda: sounds.volume() == pytest.approx(DEFAULT_AMBIENCE_LEVEL))
    sounds.chime()
    assert sounds.target_volume() == pytest.approx(DEFAULT_AMBIENCE_LEVEL * DUCK_FACTOR)
    chime = _short_term_db("chime", CHIME_VOLUME)
    under = _short_term_db("night_ambience", DEFAULT_AMBIENCE_LEVEL * DUCK_FACTOR)
    assert chime - under >= 10.0, (chime, under)
    # With nothing after it, the ambience comes back up.
    qtbot.waitUntil(lambda: sounds.volume() == pytest.approx(DEFAULT_AMBIENCE_LEVEL), timeout=5000)


def test_the_chime_stands_out_from_the_ambience_heard_before_it() -> None:
    """The chime's loudest moment is 10 dB over the night ambience's level at full volume
    (what the table hears just before the chime, before the ambience is lowered under it):
    recorded at the audio output it was 7 dB (bench/bench_night_sound.py)."""
    import array
    import math

    from ww_desktop.narration.night_sounds import CHIME_VOLUME

    with wave.open(str(sound_path("night_ambience")), "rb") as wav:
        frames = array.array("h", wav.readframes(wav.getnframes()))
    rms = math.sqrt(sum(s * s for s in frames) / len(frames)) / 32768
    ambience = 20 * math.log10(rms * DEFAULT_AMBIENCE_LEVEL)
    chime = _short_term_db("chime", CHIME_VOLUME)
    assert chime - ambience >= 10.0, (chime, ambience)


def test_a_line_over_the_lowered_ambience_stays_under_minus_one_dbfs() -> None:
    """The loudest line (peaks capped) plus the loudest moment of the ambience lowered
    under it never reach -1 dBFS (the mix reached -1.0 dBFS at the output)."""
    import array
    import math

    from ww_desktop.narration.audio import PEAK_CAP

    with wave.open(str(sound_path("night_ambience")), "rb") as wav:
        frames = array.array("h", wav.readframes(wav.getnframes()))
    ambience_peak = max(abs(s) for s in frames) / 32768
    mix = PEAK_CAP + ambience_peak * DEFAULT_AMBIENCE_LEVEL * DUCK_FACTOR
    assert 20 * math.log10(mix) < -1.0, mix


def test_speech_peaks_stay_under_minus_one_dbfs(tmp_path) -> None:
    """A line rendered up to full scale is played at a volume that keeps its peaks under
    -1 dBFS; a quieter one is left alone."""
    import array
    import math

    from ww_desktop.narration.audio import PEAK_CAP, peak_gain

    loud = array.array("h", [0, 32767, -32768, 1000] * 100).tobytes()
    quiet = array.array("h", [0, 8000, -8000] * 100).tobytes()
    assert 20 * math.log10(peak_gain(loud, 2) * 32768 / 32768) <= -1.0
    assert peak_gain(loud, 2) == pytest.approx(PEAK_CAP, rel=1e-3)
    assert peak_gain(quiet, 2) == 1.0


class _LoudEngine:
    """An engine that writes every line at full scale, 24-bit (a loud, wide voice)."""

    def voices(self) -> list[object]:
        from ww_desktop.narration.voices import VoiceInfo

        return [VoiceInfo("en", "English", ("en",))]

    def render(self, text: str, path, *, rate: int, volume: float, voice_id: str) -> float:
        full = (8388607).to_bytes(3, "little", signed=True)
        low = (-8388608).to_bytes(3, "little", signed=True)
        with wave.open(str(path), "wb") as out:
            out.setnchannels(1)
            out.setsampwidth(3)
            out.setframerate(8000)
            out.writeframes((full + low) * 400)
        return 0.1

    def close(self) -> None:
        pass


def test_a_lines_peak_gain_is_worked_out_where_it_is_rendered(qtbot, make_backend) -> None:
    """The gain that caps a loud line's peaks comes with the line from the voice's render
    thread (the GUI thread does not scan the samples when the line starts), for a line
    rendered ahead and for one rendered at its turn."""
    import threading

    from PySide6.QtCore import Qt

    from ww_desktop.narration.audio import PEAK_CAP, wav_peak_gain
    from ww_desktop.narration.voices import Pyttsx3Voice

    voice = make_backend(lambda: Pyttsx3Voice(engine_factory=_LoudEngine))
    gains: list[tuple[float, bool]] = []  # (gain, worked out off the GUI thread)
    gui = threading.get_ident()
    voice._worker.rendered.connect(
        lambda _job, path, _duration, gain: gains.append(
            (gain, threading.get_ident() != gui and wav_peak_gain(path) == gain)
        ),
        Qt.ConnectionType.DirectConnection,
    )
    voice.prepare(["Night falls."])
    qtbot.waitUntil(lambda: voice.prepared() == 1, timeout=10_000)
    with qtbot.waitSignal(voice.line_finished, timeout=10_000):
        voice.speak("Night falls.")
    assert voice.last_from_cache
    with qtbot.waitSignal(voice.line_finished, timeout=10_000):
        voice.speak("Day breaks.")
    assert gains == [(pytest.approx(PEAK_CAP, rel=1e-3), True)] * 2
