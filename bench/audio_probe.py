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
"""

from __future__ import annotations

import contextlib
import os
import shutil
import subprocess
import tempfile
import threading
import time
from collections.abc import Iterator
from pathlib import Path

__all__ = ["SinkProbe", "private_pulse"]

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


class SinkProbe:
    """Notes the arrival of the first sound on a null sink's monitor."""

    def __init__(self, sink: str) -> None:
        self._proc = subprocess.Popen(
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
        self._lock = threading.Lock()
        self._armed = False
        self._heard_at: float | None = None
        self._event = threading.Event()
        self._thread = threading.Thread(target=self._read, daemon=True)
        self._thread.start()

    def _read(self) -> None:
        import array

        assert self._proc.stdout is not None
        size = CHUNK_FRAMES * 2
        while True:
            data = self._proc.stdout.read(size)
            if not data:
                return
            now = time.perf_counter()
            with self._lock:
                if not self._armed or self._heard_at is not None:
                    continue
            samples = array.array("h", data[: len(data) - len(data) % 2])
            if samples and max(abs(s) for s in samples) > THRESHOLD:
                with self._lock:
                    # The loud sample was played at most one chunk before it was read.
                    self._heard_at = now - len(samples) / RATE / 2
                self._event.set()

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
