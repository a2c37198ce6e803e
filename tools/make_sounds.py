"""Synthesise the Werewolf Desktop sounds with the standard library only.

Run with ``uv run python tools/make_sounds.py``. Writes 22.05 kHz mono 16-bit WAV files to
``ww_desktop/resources/sounds/``:

- ``chime.wav``: soft bell for each narration step (~0.8 s; gentle attack, exponential decay,
  inharmonic bell partials; peaks at -1.5 dBFS, so that it stands out over the ambience),
- ``timer_end.wav``: end-of-timer signal (~1.5 s; three rising tones, the last one held),
- ``night_ambience.wav``: loopable night background that masks the table's noises (20 s,
  about -17 dBFS RMS; low wind plus a brighter rustle of leaves with slow swells and cricket
  chirps; the ends are crossfaded so it loops without a click),
- ``reveal.wav``: short rising arpeggio flourish for the final reveal (~1.6 s).

Generation is deterministic (fixed random seed), so re-running gives identical files.
"""

from __future__ import annotations

import math
import random
import struct
import wave
from collections.abc import Callable, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
SOUNDS_DIR = ROOT / "ww_desktop" / "resources" / "sounds"
RATE = 22050
TAU = 2 * math.pi


def write_wav(path: Path, samples: Sequence[float], rate: int = RATE) -> None:
    """Write float samples in [-1, 1] as a mono 16-bit PCM WAV file."""
    frames = bytearray()
    for s in samples:
        frames += struct.pack("<h", max(-32767, min(32767, round(s * 32767))))
    with wave.open(str(path), "wb") as wav:
        wav.setnchannels(1)
        wav.setsampwidth(2)
        wav.setframerate(rate)
        wav.writeframes(bytes(frames))


def normalise(samples: list[float], peak: float) -> list[float]:
    """Scale samples so the largest magnitude equals ``peak``."""
    top = max(abs(s) for s in samples) or 1.0
    return [s * peak / top for s in samples]


def envelope(t: float, attack: float, decay: float) -> float:
    """Smooth (raised-cosine) attack followed by exponential decay with time constant."""
    if t < attack:
        return 0.5 - 0.5 * math.cos(math.pi * t / attack)
    return math.exp(-(t - attack) / decay)


def fade_tail(samples: list[float], seconds: float) -> list[float]:
    """Fade the last ``seconds`` to exact silence so a sound ends without a click."""
    n = min(len(samples), int(seconds * RATE))
    for i in range(n):
        samples[-n + i] *= 0.5 + 0.5 * math.cos(math.pi * (i + 1) / n)
    return samples


def bell(freq: float, duration: float, decay: float, attack: float = 0.012) -> list[float]:
    """A soft bell: a fundamental plus a few quieter, faster-decaying partials."""
    partials = ((1.0, 1.0, 1.0), (2.0, 0.35, 0.6), (2.76, 0.18, 0.45), (5.4, 0.06, 0.25))
    out = []
    for i in range(int(duration * RATE)):
        t = i / RATE
        s = 0.0
        for ratio, amp, decay_scale in partials:
            s += amp * envelope(t, attack, decay * decay_scale) * math.sin(TAU * freq * ratio * t)
        out.append(s)
    return out


def mix(length: int, parts: Sequence[tuple[float, list[float]]]) -> list[float]:
    """Mix sounds into a buffer of ``length`` samples, each starting at a time in seconds."""
    out = [0.0] * length
    for start, part in parts:
        offset = int(start * RATE)
        for i, s in enumerate(part[: max(0, length - offset)]):
            out[offset + i] += s
    return out


def make_chime() -> list[float]:
    """Soft two-note bell (E6 over A5), ~0.8 s."""
    length = int(0.8 * RATE)
    tone = mix(length, [(0.0, bell(880.0, 0.8, 0.22, 0.015)), (0.0, bell(1318.5, 0.8, 0.16))])
    # Peaks at -1.5 dBFS (it was -6): the chime's loudest moment is then 10+ dB over the
    # night ambience heard before it (7 dB at the old level: easily missed over the wind).
    return fade_tail(normalise(tone, 0.84), 0.05)


def make_timer_end() -> list[float]:
    """Three rising tones (C5, E5, G5 then a held C6), bright and clearly audible."""

    def tone(freq: float, duration: float) -> list[float]:
        out = []
        for i in range(int(duration * RATE)):
            t = i / RATE
            env = min(1.0, t / 0.01) * min(1.0, (duration - t) / 0.04)
            s = math.sin(TAU * freq * t) + 0.3 * math.sin(TAU * 2 * freq * t)
            s += 0.12 * math.sin(TAU * 3 * freq * t)
            out.append(env * s)
        return out

    length = int(1.5 * RATE)
    parts = [
        (0.0, tone(523.25, 0.22)),
        (0.28, tone(659.25, 0.22)),
        (0.56, tone(783.99, 0.22)),
        (0.84, bell(1046.5, 0.66, 0.25, 0.005)),
    ]
    return fade_tail(normalise(mix(length, parts), 0.85), 0.06)


def one_pole_lowpass(samples: list[float], cutoff: float) -> list[float]:
    """Simple one-pole low-pass filter."""
    a = math.exp(-TAU * cutoff / RATE)
    out, y = [], 0.0
    for s in samples:
        y = (1 - a) * s + a * y
        out.append(y)
    return out


def rms(samples: Sequence[float]) -> float:
    """Root mean square of the samples."""
    return math.sqrt(sum(s * s for s in samples) / max(1, len(samples)))


AMBIENCE_RMS_DBFS = -17.0
"""Level of the ambience file at full volume: loud enough, at the default level (0.6), to
cover shuffling cards, chairs and clothes at a table (about -21 dBFS played)."""


def make_night_ambience(seconds: float = 20.0, crossfade: float = 2.0) -> list[float]:
    """Night wind in the trees and crickets, loud and broad enough to mask the table's
    noises; built longer than needed and crossfaded into a seamless loop."""
    rng = random.Random(1640)
    n = int(seconds * RATE)
    m = int(crossfade * RATE)
    total = n + m
    noise = [rng.uniform(-1.0, 1.0) for _ in range(total)]
    # A low rumble plus a brighter rustle (leaves): movement noises sit at 1-4 kHz, so the
    # mask needs energy there, not only a low-passed wind.
    rumble = normalise(one_pole_lowpass(one_pole_lowpass(noise, 400.0), 250.0), 1.0)
    rustle = one_pole_lowpass(one_pole_lowpass(noise, 3500.0), 2500.0)
    rustle = [a - b for a, b in zip(rustle, one_pole_lowpass(rustle, 500.0), strict=True)]
    rustle = normalise(rustle, 1.0)
    gust_phases = [rng.uniform(0, TAU) for _ in range(4)]
    wind = []
    for i in range(total):
        t = i / RATE
        swell = 0.7 + 0.18 * math.sin(TAU * t / 9.0 + gust_phases[0])
        swell += 0.1 * math.sin(TAU * t / 4.3 + gust_phases[1])
        leaves = 0.75 + 0.2 * math.sin(TAU * t / 6.1 + gust_phases[2])
        leaves += 0.05 * math.sin(TAU * t / 2.3 + gust_phases[3])
        wind.append(max(0.3, swell) * rumble[i] + 0.55 * leaves * rustle[i])

    crickets = [0.0] * total
    t = 0.6
    while t < (total / RATE) - 0.5:
        freq = rng.uniform(4200.0, 4700.0)
        pulses = rng.choice((2, 3, 3, 4))
        amp = rng.uniform(0.08, 0.15)
        for p in range(pulses):
            start = int((t + p * 0.06) * RATE)
            length = int(0.035 * RATE)
            for k in range(length):
                if start + k >= total:
                    break
                env = math.sin(math.pi * k / length) ** 2
                crickets[start + k] += amp * env * math.sin(TAU * freq * k / RATE)
        t += rng.uniform(0.9, 2.6)

    target = 10 ** (AMBIENCE_RMS_DBFS / 20)
    gain = target / (rms(wind) or 1.0)
    full = [w * gain + c for w, c in zip(wind, crickets, strict=True)]
    top = max(abs(s) for s in full)
    if top > 0.95:  # never clip: a soft limit on the rare peaks
        full = [0.95 * math.tanh(s / 0.95) for s in full]
    # Seamless loop: the extra tail fades out over the first m samples as they fade in
    # (equal-power crossfade), so sample n-1 flows into sample 0.
    loop = full[:n]
    for i in range(m):
        x = i / m
        fade_in = math.sin(0.5 * math.pi * x)
        fade_out = math.cos(0.5 * math.pi * x)
        loop[i] = full[i] * fade_in + full[n + i] * fade_out
    return loop


def make_reveal() -> list[float]:
    """A rising arpeggio of bells (C5 E5 G5 C6 E6) over a soft low chord, ~1.6 s."""
    length = int(1.6 * RATE)
    notes = (523.25, 659.25, 783.99, 1046.5, 1318.5)
    parts = [(i * 0.09, bell(f, 1.6 - i * 0.09, 0.35, 0.008)) for i, f in enumerate(notes)]
    pad = []
    for i in range(length):
        tt = i / RATE
        env = envelope(tt, 0.15, 0.6)
        pad.append(env * 0.35 * (math.sin(TAU * 261.63 * tt) + math.sin(TAU * 392.0 * tt)))
    parts.append((0.0, pad))
    return fade_tail(normalise(mix(length, parts), 0.7), 0.1)


SOUNDS: dict[str, Callable[[], list[float]]] = {
    "chime": make_chime,
    "timer_end": make_timer_end,
    "night_ambience": make_night_ambience,
    "reveal": make_reveal,
}


def main() -> int:
    """Write every sound file."""
    SOUNDS_DIR.mkdir(parents=True, exist_ok=True)
    for name, make in SOUNDS.items():
        path = SOUNDS_DIR / f"{name}.wav"
        write_wav(path, make())
        print(f"wrote {path.relative_to(ROOT)} ({path.stat().st_size} bytes)")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
