"""espeak-ng is used safely by the speech threads: never a read past a line's text, never
one voice's settings in another's line.

pyttsx3's espeak driver told ``espeak_Synth`` that each text was ten times its length, and
espeak-ng copied that many bytes: it read past the end of the line's bytes, and the app died
with "Fatal Python error: Segmentation fault" in the speech thread's ``Synth`` when that
memory was not mapped (once in about 40 launches at the table rig). Such a read crashes only
now and then, so `espeak_stress.py` (the app's render-ahead path: two voices, en/fr/ja, the
GUI switching language, a few hundred lines) runs once under AddressSanitizer's checks
(libasan preloaded, Python's allocations through malloc), where any read past a line's bytes
ends the child at once, and once as it is. The old code failed the first at its first line
("heap-buffer-overflow ... READ of size 540 ... espeak_Synth").
"""

from __future__ import annotations

import glob
import os
import re
import subprocess
import sys
import threading
from pathlib import Path

import pytest

from ww_desktop.narration import espeak

ROOT = Path(__file__).resolve().parents[2]
DRIVER = Path(__file__).with_name("espeak_stress.py")

pytestmark = pytest.mark.skipif(not espeak.library_found(), reason="espeak-ng is not installed")


def _libasan() -> str | None:
    found = sorted(
        glob.glob("/usr/lib/*/libasan.so.[0-9]*") + glob.glob("/usr/lib*/libasan.so.[0-9]*")
    )
    return found[-1] if found else None


def _stress(rounds: int, **env: str) -> tuple[int, str, str]:
    done = subprocess.run(
        [sys.executable, str(DRIVER), str(rounds)],
        cwd=ROOT,
        env={**os.environ, "QT_QPA_PLATFORM": "offscreen", **env},
        capture_output=True,
        text=True,
        timeout=300,
    )
    return done.returncode, done.stdout, done.stderr


def _rendered(out: str) -> int:
    found = re.search(r"rendered (\d+) lines", out)
    return int(found.group(1)) if found else 0


@pytest.mark.skipif(_libasan() is None, reason="libasan (gcc's AddressSanitizer) is not installed")
def test_rendering_ahead_in_three_languages_never_reads_past_a_line() -> None:
    code, out, err = _stress(
        30,
        LD_PRELOAD=_libasan() or "",
        ASAN_OPTIONS="detect_leaks=0:alloc_dealloc_mismatch=0:verify_asan_link_order=0",
        PYTHONMALLOC="malloc",
    )
    assert "AddressSanitizer" not in err, err[-3000:]
    assert code == 0, err[-3000:]
    assert _rendered(out) > 300  # (each round: a night's lines, and three in each other language)


def test_rendering_ahead_while_switching_language_never_crashes() -> None:
    code, out, err = _stress(60)
    assert code == 0, f"exit code {code}: {err[-3000:]}"
    assert _rendered(out) > 600


def test_threads_never_get_each_others_voice_or_rate() -> None:
    """Two speech threads at once, in French and in English at different rates: each line
    lasts what it lasts alone (espeak-ng's voice and rate are process-wide; its output
    varies by a few samples from one run to the next, a voice or a rate of the other
    thread's by a third)."""
    jobs = {
        "fr": ("La nuit tombe. Fermez les yeux.", "roa/fr", 150),
        "en": ("La nuit tombe. Fermez les yeux.", "gmw/en", 300),
    }

    def samples(key: str) -> int:
        text, voice, rate = jobs[key]
        pcm, _rate = espeak.synthesize(text, voice=voice, rate=rate)
        return len(pcm) // 2

    alone = {key: samples(key) for key in jobs}
    assert alone["fr"] > 1.3 * alone["en"]
    wrong: list[tuple[str, int]] = []

    def speak(key: str) -> None:
        for _ in range(25):
            got = samples(key)
            if abs(got - alone[key]) > 0.02 * alone[key]:
                wrong.append((key, got))

    threads = [threading.Thread(target=speak, args=(key,)) for key in jobs]
    for thread in threads:
        thread.start()
    for thread in threads:
        thread.join(60)
    assert not any(t.is_alive() for t in threads)
    assert wrong == [], alone


def test_a_line_is_a_wav_of_its_length(tmp_path: Path) -> None:
    out = tmp_path / "line.wav"
    seconds = espeak.render(
        "Night falls. Everyone, close your eyes.", out, voice="gmw/en", rate=170
    )
    import wave

    with wave.open(str(out), "rb") as wav:
        assert (wav.getnchannels(), wav.getsampwidth()) == (1, 2)
        assert wav.getnframes() / wav.getframerate() == pytest.approx(seconds)
    assert 1.5 < seconds < 5.0


def test_an_unknown_voice_is_an_error_not_a_crash() -> None:
    with pytest.raises(espeak.EspeakError, match="no voice"):
        espeak.synthesize("Night falls.", voice="xx/none")
    assert espeak.synthesize("Night falls.", voice="gmw/en")[0]  # (and the next line is fine)
