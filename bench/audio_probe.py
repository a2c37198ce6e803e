"""Time when sound really reaches the audio output, for the narration benchmarks.

:class:`SinkProbe` records the monitor of a PulseAudio null sink with ``parec`` in a reader
thread and notes when the first non-silent sample arrives after :meth:`SinkProbe.arm`. That
is the moment the host would hear the line, after every buffer in the way (Qt's player,
PulseAudio), not the moment ``play()`` returned.

:func:`private_pulse` uses the running PulseAudio server's default output when there is one
(its monitor is recorded; nothing is changed), else starts a private daemon with one null sink
(when ``pulseaudio`` is installed), sets ``PULSE_SERVER`` for this process, and stops it at the
end. It must run before QtMultimedia is first used.

Resolution: about 5 ms (the chunks read from ``parec``).

:class:`SinkRecorder` keeps the whole recording with the ``perf_counter`` time of each chunk,
so that a benchmark can ask, afterwards, when the first sound came after any moment it noted
(:meth:`SinkRecorder.first_sound_after`) and how loud any stretch was (:meth:`SinkRecorder.rms_db`,
:meth:`SinkRecorder.peak_db`).
"""

from __future__ import annotations

import array
import contextlib
import math
import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

__all__ = ["SinkProbe", "SinkRecorder", "db", "private_pulse"]

RATE = 44100
CHUNK_FRAMES = 220  # 5 ms at 44.1 kHz, mono s16
THRESHOLD = 200  # a sample louder than this (of 32767) is sound


def _pulse_reachable() -> bool:
    if not shutil.which("pactl"):
        return False
    done = subprocess.run(["pactl", "info"], capture_output=True, check=False)
    return done.returncode == 0


@contextlib.contextmanager
def private_pulse(sink: str = "ww_bench") -> Iterator[str | None]:
    """Yield the sink to probe (a running server's default output, else a private null
    sink), or None when there is no PulseAudio at all."""
    if _pulse_reachable():
        # A running server (a desktop's, or one started for benchmarks): listen to the
        # monitor of its default output; change nothing.
        default = subprocess.run(
            ["pactl", "get-default-sink"], capture_output=True, text=True, check=False
        ).stdout.strip()
        yield default or None
        return
    if not shutil.which("pulseaudio"):
        yield None
        return
    folder = Path(tempfile.mkdtemp(prefix="ww-pulse-"))
    socket = folder / "native"
    env = dict(os.environ, PULSE_RUNTIME_PATH=str(folder), HOME=str(folder))
    daemon = subprocess.Popen(
        [
            "pulseaudio",
            "-n",
            "--daemonize=no",
            "--exit-idle-time=-1",
            f"--load=module-native-protocol-unix socket={socket} auth-anonymous=1",
            f"--load=module-null-sink sink_name={sink}",
            "--log-target=stderr",
        ],
        env=env,
        stdout=subprocess.DEVNULL,
        stderr=subprocess.DEVNULL,
    )
    os.environ["PULSE_SERVER"] = f"unix:{socket}"
    try:
        deadline = time.monotonic() + 5
        while not _pulse_reachable() and time.monotonic() < deadline:
            time.sleep(0.05)
        subprocess.run(["pactl", "set-default-sink", sink], capture_output=True, check=False)
        yield sink if _pulse_reachable() else None
    finally:
        daemon.terminate()
        daemon.wait(5)
        shutil.rmtree(folder, ignore_errors=True)


def _record(sink: str) -> subprocess.Popen[bytes]:
    """``parec`` reading *sink*'s monitor: raw 16-bit mono at `RATE`, in 5 ms chunks."""
    return subprocess.Popen(
        [
            "parec",
            f"--device={sink}.monitor",
            "--format=s16le",
            f"--rate={RATE}",
            "--channels=1",
            "--latency-msec=5",
            "--raw",
        ],
        stdout=subprocess.PIPE,
        stderr=subprocess.DEVNULL,
    )


class SinkProbe:
    """Notes the arrival of the first sound on a null sink's monitor."""

    def __init__(self, sink: str) -> None:
        self._proc = _record(sink)
        self._lock = threading.Lock()
        self._armed = False
        self._heard_at: float | None = None
        self._event = threading.Event()
        self._flowing = threading.Event()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        assert self._proc.stdout is not None
        size = CHUNK_FRAMES * 2
        while True:
            data = self._proc.stdout.read(size)
            if not data:
                return
            now = time.perf_counter()
            self._flowing.set()
            with self._lock:
                if not self._armed or self._heard_at is not None:
                    continue
            samples = array.array("h", data[: len(data) - len(data) % 2])
            if samples and max(abs(s) for s in samples) > THRESHOLD:
                with self._lock:
                    # The loud sample was played at most one chunk before it was read.
                    self._heard_at = now - len(samples) / RATE / 2
                self._event.set()

    def wait_flowing(self, timeout: float = 10.0) -> bool:
        """Wait for the recording to deliver its first samples (``parec`` takes up to two
        seconds to start: a sound before that would be missed, or heard late)."""
        return self._flowing.wait(timeout)

    def arm(self) -> None:
        """From now on, wait for the next sound."""
        with self._lock:
            self._armed = True
            self._heard_at = None
        self._event.clear()

    def heard_at(self, timeout: float) -> float | None:
        """The ``perf_counter`` time of the first sound since :meth:`arm`, or None."""
        if not self._event.wait(timeout):
            return None
        with self._lock:
            self._armed = False
            return self._heard_at

    def wait_silence(self, seconds: float = 0.3) -> None:
        """Let the sink go quiet (the tail of the last line) before the next measure."""
        time.sleep(seconds)

    def close(self) -> None:
        """Stop recording."""
        self._proc.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._proc.wait(2)


def db(value: float) -> float:
    """A linear level (0..1 of full scale) in dBFS (-120 for silence)."""
    return 20 * math.log10(value) if value > 0 else -120.0


class SinkRecorder:
    """Records a null sink's monitor for the whole benchmark, each chunk with its time.

    Times are ``perf_counter`` values: a chunk read at *t* holds the samples played in the
    5 ms before *t* (after PulseAudio's own latency, the same for every chunk)."""

    def __init__(self, sink: str) -> None:
        self._proc = _record(sink)
        self._lock = threading.Lock()
        self._chunks: list[tuple[float, array.array[int]]] = []
        self._flowing = threading.Event()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        assert self._proc.stdout is not None
        size = CHUNK_FRAMES * 2
        while True:
            data = self._proc.stdout.read(size)
            if not data:
                return
            now = time.perf_counter()
            samples = array.array("h", data[: len(data) - len(data) % 2])
            with self._lock:
                self._chunks.append((now, samples))
            self._flowing.set()

    def wait_flowing(self, timeout: float = 10.0) -> bool:
        """Wait for the recording to deliver its first samples."""
        return self._flowing.wait(timeout)

    def _samples(self, start: float, end: float) -> list[tuple[float, array.array[int]]]:
        """The chunks that hold the samples played between *start* and *end* (each with
        the time of its first sample)."""
        with self._lock:
            chunks = list(self._chunks)
        out = []
        for read_at, samples in chunks:
            first = read_at - len(samples) / RATE
            if read_at >= start and first <= end:
                out.append((first, samples))
        return out

    def first_sound_after(
        self, start: float, threshold: int = THRESHOLD, timeout: float = 5.0
    ) -> float | None:
        """The time of the first sample louder than *threshold* played after *start*
        (waits up to *timeout* seconds for it), or None."""
        deadline = time.monotonic() + timeout
        while True:
            for first, samples in self._samples(start, math.inf):
                for i, value in enumerate(samples):
                    at = first + i / RATE
                    if at >= start and abs(value) > threshold:
                        return at
            if time.monotonic() > deadline:
                return None
            time.sleep(0.02)

    def last_sound_before(self, end: float, threshold: int = THRESHOLD) -> float | None:
        """The time of the last sample louder than *threshold* played before *end*."""
        last = None
        for first, samples in self._samples(0.0, end):
            for i, value in enumerate(samples):
                at = first + i / RATE
                if at <= end and abs(value) > threshold:
                    last = at
        return last

    def window(self, start: float, end: float) -> list[int]:
        """The samples played between *start* and *end*."""
        out: list[int] = []
        for first, samples in self._samples(start, end):
            for i, value in enumerate(samples):
                if start <= first + i / RATE <= end:
                    out.append(value)
        return out

    def rms_db(self, start: float, end: float) -> float:
        """The RMS level (dBFS) of what was played between *start* and *end*."""
        samples = self.window(start, end)
        if not samples:
            return -120.0
        return db(math.sqrt(sum(s * s for s in samples) / len(samples)) / 32768)

    def loudest_db(self, start: float, end: float, frame_s: float = 0.05) -> float:
        """The loudest *frame_s* stretch (RMS, dBFS) between *start* and *end*."""
        samples = self.window(start, end)
        frame = max(1, round(RATE * frame_s))
        best = 0.0
        for i in range(0, max(1, len(samples) - frame + 1), frame // 2 or 1):
            chunk = samples[i : i + frame]
            if chunk:
                best = max(best, sum(s * s for s in chunk) / len(chunk))
        return db(math.sqrt(best) / 32768)

    def peak_db(self, start: float, end: float) -> float:
        """The loudest sample (dBFS) played between *start* and *end*."""
        samples = self.window(start, end)
        return db(max((abs(s) for s in samples), default=0) / 32768)

    def close(self) -> None:
        """Stop recording."""
        self._proc.terminate()
        with contextlib.suppress(subprocess.TimeoutExpired):
            self._proc.wait(2)
