"""The table rig: the real app at a real X server, window manager and sound server.

A :class:`Table` starts, for one test:

- ``Xvfb`` (``-noreset``, RandR) with one screen (the laptop) or two monitors set with
  ``xrandr --setmonitor`` (LAPTOP 1920x1080 and TV 1920x1080 beside it, with their physical
  sizes; ``size`` makes them smaller, e.g. a 1280x720 laptop), ``openbox`` as the window
  manager, and X key auto-repeat on at the desktop default (660 ms, 25/s);
- a private PulseAudio server with a null sink ``rec`` (its own ``XDG_RUNTIME_DIR``), whose
  monitor ``parec`` records for the whole test;
- the app itself, ``python -m ww_desktop --data-dir D``, as a subprocess with
  ``QT_QPA_PLATFORM=xcb``.

Everything the test does reaches the app through the X server (XTest, by ``xdotool``);
everything it checks is read back from outside: the screen's pixels (``import`` and
``tesseract``), the recorded samples, the app's stderr, ``_NET_WM_PING`` answers (is the
window's event loop alive?) and the saved game (``export``).

On a failure the screenshots, the recording (``table.wav``), stderr and the export stay in
the folder named by :attr:`Table.folder` (under ``WW_TABLE_ARTIFACTS`` when set, else the
test's temporary folder); :meth:`Table.fail` names it in the failure message.
"""

from __future__ import annotations

import array
import json
import math
import os
import re
import select
import shutil
import signal
import subprocess
import sys
import time
import wave
from collections.abc import Callable, Iterator
from contextlib import contextmanager, suppress
from dataclasses import dataclass, field
from pathlib import Path

#: The programs the tier needs, with the Debian package that brings each.
TOOLS = {
    "Xvfb": "xvfb",
    "openbox": "openbox",
    "xdotool": "xdotool",
    "xrandr": "x11-xserver-utils",
    "xset": "x11-xserver-utils",
    "pulseaudio": "pulseaudio",
    "pactl": "pulseaudio-utils",
    "parec": "pulseaudio-utils",
    "import": "imagemagick",
    "tesseract": "tesseract-ocr",
}

#: What the accessibility test (``test_atspi.py``) needs beyond :data:`TOOLS`: a D-Bus
#: session, the accessibility bus and its registry, and Debian's Python with PyGObject and
#: the AT-SPI bindings (the reader, ``atspi_tree.py``, runs under ``/usr/bin/python3``).
ATSPI_TOOLS = {
    "dbus-daemon": "dbus-daemon",
    "dbus-send": "dbus-bin",
    "/usr/libexec/at-spi-bus-launcher": "at-spi2-core",
    "/usr/bin/python3": "python3-gi gir1.2-atspi-2.0",
}

SYSTEM_PYTHON = "/usr/bin/python3"
ATSPI_READER = Path(__file__).with_name("atspi_tree.py")

RATE = 22050
"""The recording's sample rate (mono, 16-bit)."""

ROOT = Path(__file__).resolve().parents[2]

_OCR_ENV = {**os.environ, "OMP_THREAD_LIMIT": "1"}
"""tesseract on one thread: its OpenMP threads cost five times the time on two cores."""


def missing_tools() -> list[str]:
    """The Debian packages to install before the tier can run (empty when all are here)."""
    return sorted({pkg for tool, pkg in TOOLS.items() if shutil.which(tool) is None})


def missing_atspi_tools() -> list[str]:
    """The Debian packages the accessibility test needs that are not installed."""
    missing = {pkg for tool, pkg in ATSPI_TOOLS.items() if shutil.which(tool) is None}
    probe = "import gi; gi.require_version('Atspi', '2.0'); from gi.repository import Atspi"
    if shutil.which(SYSTEM_PYTHON) is not None:
        done = subprocess.run([SYSTEM_PYTHON, "-c", probe], capture_output=True, check=False)
        if done.returncode != 0:
            missing.add(ATSPI_TOOLS[SYSTEM_PYTHON])
    return sorted({word for pkgs in missing for word in pkgs.split()})


class TableError(AssertionError):
    """A check of the table failed (the message names the artifacts' folder)."""


def _loudness(pcm: bytes, frame: int) -> list[float]:
    """The dBFS of each *frame* samples of 16-bit mono *pcm*."""
    data = array.array("h", pcm)
    out = []
    for start in range(0, len(data) - frame + 1, frame):
        chunk = data[start : start + frame]
        rms = math.sqrt(sum(x * x for x in chunk) / frame) / 32768
        out.append(20 * math.log10(rms) if rms > 0 else -120.0)
    return out


@dataclass
class Sound:
    """The recording, as 10 ms loudness frames (dBFS) from the moment recording began."""

    frames: list[float]
    frame_s: float = 0.01

    @classmethod
    def from_wav(cls, path: Path) -> Sound:
        with wave.open(str(path), "rb") as wav:
            data = wav.readframes(wav.getnframes())
            rate = wav.getframerate()
        return cls(_loudness(data, rate // 100))

    def loud_seconds(self, threshold_db: float = -45.0) -> float:
        """How many seconds are louder than *threshold_db*."""
        return sum(1 for f in self.frames if f > threshold_db) * self.frame_s

    def longest_silence(self, threshold_db: float = -45.0, start_s: float = 0.0) -> float:
        """The longest run (seconds) quieter than *threshold_db* from *start_s* on."""
        best = run = 0
        for f in self.frames[int(start_s / self.frame_s) :]:
            run = run + 1 if f <= threshold_db else 0
            best = max(best, run)
        return best * self.frame_s

    def peak(self) -> float:
        return max(self.frames, default=-120.0)


@dataclass
class Table:
    """One rig: X server, window manager, sound server, recorder and the app (see module).

    Attributes:
        folder: where screenshots, the recording, stderr and exports go.
        data_dir: the app's data folder (saved games and settings).
        display: the X display (``:N``).
        two_screens: whether a TV monitor sits beside the laptop's.
        size: each monitor's size in pixels (the laptop's, and the TV's beside it);
            1920x1080 unless a test asks for a small laptop (1280x720).
        accessibility: whether a D-Bus session and the accessibility bus (AT-SPI) run, and
            the app exposes its accessible tree there (`tree` reads it, as Orca would).
    """

    folder: Path
    two_screens: bool = False
    size: tuple[int, int] = (1920, 1080)
    language: str = "en"
    accessibility: bool = False
    display: str = ""
    data_dir: Path = field(init=False)
    _procs: list[subprocess.Popen[bytes]] = field(default_factory=list)
    _app: subprocess.Popen[bytes] | None = None
    _recorder: subprocess.Popen[bytes] | None = None
    _env: dict[str, str] = field(default_factory=dict)
    _shots: int = 0
    _app_stderr: Path | None = None
    _launches: int = 0
    _files: list[object] = field(default_factory=list)
    _heard: list[float] = field(default_factory=list)
    _heard_bytes: int = 0

    def __post_init__(self) -> None:
        # A fresh folder: an earlier run's saved games would change the lobby the test meets.
        if self.folder.exists():
            shutil.rmtree(self.folder)
        self.folder.mkdir(parents=True)
        self.data_dir = self.folder / "data"
        self.data_dir.mkdir(exist_ok=True)

    # ------------------------------------------------------------------ start and stop

    def _log(self, name: str):  # type: ignore[no-untyped-def]
        """A file of the folder, open for writing, closed when the rig stops."""
        handle = (self.folder / name).open("wb")
        self._files.append(handle)
        return handle

    def start(self) -> Table:
        run = self.folder / "run"
        run.mkdir(mode=0o700, exist_ok=True)
        env = {
            k: v
            for k, v in os.environ.items()
            if not k.startswith(("QT_", "PULSE_", "WAYLAND")) and k != "DISPLAY"
        }
        env["XDG_RUNTIME_DIR"] = str(run)
        env["HOME"] = str(self.folder / "home")
        (self.folder / "home").mkdir(exist_ok=True)
        self._env = env
        self._start_x()
        if self.accessibility:
            self._start_accessibility_bus()
        self._start_sound()
        return self

    def _start_accessibility_bus(self) -> None:
        """A private D-Bus session and `at-spi-bus-launcher` on it (Qt looks for the
        accessibility bus only when the launcher is already there: it does not activate it)."""
        read, write = os.pipe()
        bus = subprocess.Popen(
            ["dbus-daemon", "--session", "--nofork", f"--print-address={write}"],
            pass_fds=(write,),
            env=self._env,
            stdout=subprocess.DEVNULL,
            stderr=self._log("dbus.log"),
        )
        os.close(write)
        self._procs.append(bus)
        with os.fdopen(read, "rb") as pipe:
            address = pipe.readline().strip().decode()
        if not address:
            raise TableError(f"dbus-daemon did not start (see {self.folder / 'dbus.log'})")
        self._env["DBUS_SESSION_BUS_ADDRESS"] = address
        self._env.pop("AT_SPI_BUS_ADDRESS", None)  # never the desktop's own screen reader bus
        launcher = subprocess.Popen(
            ["/usr/libexec/at-spi-bus-launcher", "--launch-immediately"],
            env=self._env,
            stdout=subprocess.DEVNULL,
            stderr=self._log("at-spi.log"),
        )
        self._procs.append(launcher)
        self.wait_for(
            lambda: (
                subprocess.run(
                    [
                        "dbus-send",
                        "--session",
                        "--print-reply",
                        "--dest=org.a11y.Bus",
                        "/org/a11y/bus",
                        "org.a11y.Bus.GetAddress",
                    ],
                    env=self._env,
                    capture_output=True,
                ).returncode
                == 0
            ),
            20,
            "the accessibility bus",
        )

    def _start_x(self) -> None:
        one, height = self.size
        width = one * 2 if self.two_screens else one
        read, write = os.pipe()
        xvfb = subprocess.Popen(
            [
                "Xvfb",
                "-displayfd",
                str(write),
                "-screen",
                "0",
                f"{width}x{height}x24",
                "+extension",
                "RANDR",
                "-noreset",
                "-nolisten",
                "tcp",
            ],
            pass_fds=(write,),
            stdout=subprocess.DEVNULL,
            stderr=self._log("xvfb.log"),
        )
        os.close(write)
        self._procs.append(xvfb)
        number = b""
        with os.fdopen(read, "rb") as pipe:
            number = pipe.readline().strip()
        if not number:
            raise TableError(f"Xvfb did not start (see {self.folder / 'xvfb.log'})")
        self.display = ":" + number.decode()
        self._env["DISPLAY"] = self.display
        laptop = f"{one}/344x{height}/194+0+0"
        self.run("xrandr", "--setmonitor", "LAPTOP", laptop, "screen")
        if self.two_screens:
            self.run("xrandr", "--setmonitor", "TV", f"{one}/1000x{height}/560+{one}+0", "none")
        box = subprocess.Popen(
            ["openbox", "--sm-disable"],
            env=self._env,
            stdout=subprocess.DEVNULL,
            stderr=self._log("openbox.log"),
        )
        self._procs.append(box)
        self.wait_for(lambda: self._wm_running(), 20, "openbox to manage the screen")
        self.run("xset", "r", "on")
        self.run("xset", "r", "rate", "660", "25")

    def _wm_running(self) -> bool:
        """Whether a window manager has announced itself on the root window (EWMH)."""
        from Xlib import display

        try:
            d = display.Display(self.display)
        except Exception:
            return False
        try:
            atom = d.intern_atom("_NET_SUPPORTING_WM_CHECK")
            return d.screen().root.get_full_property(atom, 0) is not None
        finally:
            d.close()

    def _start_sound(self) -> None:
        pulse = subprocess.Popen(
            [
                "pulseaudio",
                "--daemonize=no",
                "--exit-idle-time=-1",
                "-n",
                "--load=module-native-protocol-unix",
                "--load=module-null-sink sink_name=rec rate=22050",
                "--log-target=stderr",
            ],
            env=self._env,
            stdout=subprocess.DEVNULL,
            stderr=self._log("pulseaudio.log"),
        )
        self._procs.append(pulse)
        self.wait_for(
            lambda: (
                subprocess.run(["pactl", "info"], env=self._env, capture_output=True).returncode
                == 0
            ),
            20,
            "the PulseAudio server",
        )
        self._recorder = subprocess.Popen(
            [
                "parec",
                "-d",
                "rec.monitor",
                "--format=s16le",
                f"--rate={RATE}",
                "--channels=1",
                "--latency-msec=20",
            ],
            env=self._env,
            stdout=self._log("table.raw"),
            stderr=subprocess.DEVNULL,
        )

    def stop(self) -> None:
        self.kill_app()
        if self._recorder is not None:
            self._recorder.terminate()
            with suppress(subprocess.TimeoutExpired):
                self._recorder.wait(5)
            self._write_wav()
        for proc in reversed(self._procs):
            if proc.poll() is None:
                proc.terminate()
                try:
                    proc.wait(5)
                except subprocess.TimeoutExpired:
                    proc.kill()
                    proc.wait(5)
        for handle in self._files:
            handle.close()  # type: ignore[attr-defined]

    def _write_wav(self) -> Path:
        raw = self.folder / "table.raw"
        out = self.folder / "table.wav"
        data = raw.read_bytes() if raw.exists() else b""
        with wave.open(str(out), "wb") as wav:
            wav.setnchannels(1)
            wav.setsampwidth(2)
            wav.setframerate(RATE)
            wav.writeframes(data[: len(data) // 2 * 2])
        return out

    def sound(self) -> Sound:
        """What the table heard so far: the recording up to now, as loudness frames (read
        incrementally: each call analyses only what was recorded since the last one)."""
        raw = self.folder / "table.raw"
        step = RATE // 100 * 2  # 10 ms of 16-bit samples
        if raw.exists():
            with raw.open("rb") as f:
                f.seek(self._heard_bytes)
                data = f.read()
            usable = len(data) // step * step
            self._heard_bytes += usable
            self._heard.extend(_loudness(data[:usable], step // 2))
        return Sound(list(self._heard))

    # ------------------------------------------------------------------ the app

    def launch(self, *args: str, env: dict[str, str] | None = None) -> None:
        """Start the app on the rig's data folder (its stderr kept in ``app-N.err``)."""
        self._launches += 1
        self._app_stderr = self.folder / f"app-{self._launches}.err"
        app_env = dict(self._env)
        app_env.update(
            {
                "QT_QPA_PLATFORM": "xcb",
                "LANGUAGE": self.language,
                "LANG": "C.UTF-8",
                "PYTHONFAULTHANDLER": "1",
            }
        )
        if self.accessibility:
            app_env["QT_LINUX_ACCESSIBILITY_ALWAYS_ON"] = "1"
        app_env.update(env or {})
        self._app = subprocess.Popen(
            [sys.executable, "-m", "ww_desktop", "--data-dir", str(self.data_dir), *args],
            cwd=ROOT,
            env=app_env,
            stdout=self._log(f"app-{self._launches}.out"),
            stderr=self._log(self._app_stderr.name),
        )

    def app_running(self) -> bool:
        return self._app is not None and self._app.poll() is None

    def kill_app(self, sig: int = signal.SIGKILL) -> None:
        """End the app (SIGKILL by default: a flat battery, a crash)."""
        if self._app is not None and self._app.poll() is None:
            self._app.send_signal(sig)
            with suppress(subprocess.TimeoutExpired):
                self._app.wait(10)
        self._app = None

    def stderr(self) -> str:
        if self._app_stderr is None or not self._app_stderr.exists():
            return ""
        with self._app_stderr.open("rb") as f:
            return f.read(2_000_000).decode("utf-8", "replace")

    def repeating_warnings(self, at_most: int = 3) -> list[str]:
        """Qt warnings in the app's stderr seen more than *at_most* times (a loop)."""
        counts: dict[str, int] = {}
        for line in self.stderr().splitlines():
            key = re.sub(r"\d+", "N", line.strip())
            if key:
                counts[key] = counts.get(key, 0) + 1
        return [f"{n}x {k}" for k, n in counts.items() if n > at_most]

    def cli(self, *args: str) -> subprocess.CompletedProcess[str]:
        """Run a `ww-desktop` command on the rig's data folder (e.g. ``export``)."""
        return subprocess.run(
            [sys.executable, "-m", "ww_desktop", "--data-dir", str(self.data_dir), *args],
            cwd=ROOT,
            env={**self._env, "QT_QPA_PLATFORM": "offscreen"},
            capture_output=True,
            text=True,
            timeout=120,
            check=False,
        )

    def export(self, game_id: str) -> dict[str, object]:
        """The saved game as its JSON export (kept in the folder as ``export.json``)."""
        out = self.folder / "export.json"
        done = self.cli("export", game_id, "--to", str(out))
        if done.returncode != 0:
            raise TableError(f"export failed: {done.stderr}")
        loaded: dict[str, object] = json.loads(out.read_text("utf-8"))
        return loaded

    # ------------------------------------------------------------------ input (XTest)

    def run(self, *cmd: str, check: bool = True) -> str:
        done = subprocess.run(
            list(cmd), env=self._env, capture_output=True, text=True, check=False, timeout=30
        )
        if check and done.returncode != 0:
            raise TableError(f"{' '.join(cmd)} failed: {done.stderr.strip()}")
        return done.stdout

    def key(self, *keys: str) -> None:
        """Press and release each key (xdotool names: Return, space, ctrl+z...)."""
        self.run("xdotool", "key", "--clearmodifiers", "--delay", "80", *keys)

    def key_down(self, key: str) -> None:
        self.run("xdotool", "keydown", key)

    def key_up(self, key: str) -> None:
        self.run("xdotool", "keyup", key)

    def type(self, text: str) -> None:
        self.run("xdotool", "type", "--delay", "30", text)

    @contextmanager
    def held(self, key: str) -> Iterator[None]:
        """Hold *key* down (the X server repeats it at 25/s after 660 ms) for the block."""
        self.key_down(key)
        try:
            yield
        finally:
            self.key_up(key)

    def active_title(self) -> str:
        """The title of the window that has the keyboard."""
        return self.run("xdotool", "getactivewindow", "getwindowname", check=False).strip()

    def answer_window(self, title: str, *keys: str, timeout: float = 60.0) -> None:
        """Wait until the window titled *title* has the keyboard, press *keys*, and press them
        again if it is still there a moment later (a key sent while it was being mapped)."""
        for _ in range(3):
            self.wait_for(lambda: title in self.active_title(), timeout, f"{title!r} to have focus")
            self.key(*keys)
            try:
                self.wait_for(lambda: title not in self.active_title(), 5, f"{title!r} to close")
                return
            except TableError:
                continue
        raise self.fail(f"{title!r} did not take {keys}")

    def app_windows(self) -> list[str]:
        """The ids of the app's visible top-level windows."""
        if self._app is None:
            return []
        out = self.run(
            "xdotool", "search", "--onlyvisible", "--pid", str(self._app.pid), check=False
        )
        return out.split()

    # ------------------------------------------------------------------ is it alive?

    def ping(self, timeout_s: float = 1.0) -> float | None:
        """Send ``_NET_WM_PING`` to the app's window; seconds until it answers, or None.

        Qt answers it from its event loop, so an answer within a second means the window
        answers the host.
        """
        from Xlib import X, display
        from Xlib.protocol import event

        windows = self.app_windows()
        if not windows:
            return None
        d = display.Display(self.display)
        try:
            root = d.screen().root
            root.change_attributes(event_mask=X.StructureNotifyMask)
            protocols = d.intern_atom("WM_PROTOCOLS")
            ping = d.intern_atom("_NET_WM_PING")
            answered: float | None = None
            for wid in windows:
                win = d.create_resource_object("window", int(wid))
                try:
                    names = win.get_wm_protocols()
                except Exception:
                    continue
                if ping not in names:
                    continue
                stamp = int(time.monotonic() * 1000) & 0x7FFFFFFF
                ev = event.ClientMessage(
                    window=win,
                    client_type=protocols,
                    data=(32, [ping, stamp, int(wid), 0, 0]),
                )
                start = time.monotonic()
                win.send_event(ev, event_mask=0)
                d.flush()
                while time.monotonic() - start < timeout_s:
                    select.select([d.fileno()], [], [], 0.05)
                    for _ in range(d.pending_events()):
                        got = d.next_event()
                        if (
                            got.type == X.ClientMessage
                            and got.client_type == protocols
                            and got.data[1][0] == ping
                            and got.data[1][1] == stamp
                        ):
                            answered = time.monotonic() - start
                            return answered
                return None
            return answered
        finally:
            d.close()

    def watch(self, seconds: float, every: float = 0.25) -> list[float]:
        """Ping the window every *every* seconds for *seconds*; the times (from the start)
        at which it did not answer within a second. Stops early if the app ends."""
        start = time.monotonic()
        late: list[float] = []
        while (now := time.monotonic()) - start < seconds and self.app_running():
            if self.ping(1.0) is None:
                late.append(round(now - start, 2))
            time.sleep(max(0.0, every - (time.monotonic() - now)))  # sampling, not waiting
        return late

    # ------------------------------------------------------------------ output

    def tree(self, name: str = "") -> list[dict[str, object]]:
        """The app's windows as a screen reader reads them over AT-SPI (``atspi_tree.py``
        under Debian's Python): one node per window, each node with its ``role``, ``name``,
        ``description``, ``states``, ``labelled_by`` (its labels' names), ``text`` (a text
        field's or label's content) and ``children``. Kept as ``tree-NNN-name.json``."""
        if self._app is None:
            return []
        self._shots += 1
        out = self.folder / f"tree-{self._shots:03d}{'-' + name if name else ''}.json"
        done = subprocess.run(
            [SYSTEM_PYTHON, str(ATSPI_READER), str(self._app.pid)],
            env=self._env,
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
        )
        if done.returncode != 0:
            raise self.fail(f"the AT-SPI reader failed: {done.stderr[-2000:]}")
        out.write_text(done.stdout, "utf-8")
        windows: list[dict[str, object]] = json.loads(done.stdout)
        return windows

    def press(self, path: str) -> None:
        """Activate the accessible node at *path* (a `tree` node's ``path``) over AT-SPI, as
        a screen reader's user does; fails when it has no action."""
        if self._app is None:
            raise self.fail("no app to press in")
        done = subprocess.run(
            [SYSTEM_PYTHON, str(ATSPI_READER), str(self._app.pid), "--press", path],
            env=self._env,
            capture_output=True,
            text=True,
            check=False,
            timeout=60,
        )
        if done.returncode != 0 or not json.loads(done.stdout or '""'):
            raise self.fail(f"nothing to press at {path}: {done.stderr[-2000:]}")

    def screenshot(self, name: str = "") -> Path:
        """The whole screen as a PNG in the folder (numbered, with an optional name)."""
        self._shots += 1
        path = self.folder / f"shot-{self._shots:03d}{'-' + name if name else ''}.png"
        self.run("import", "-display", self.display, "-window", "root", str(path))
        return path

    def read_screen(self, region: str = "", name: str = "", psm: int = 11, scale: int = 100) -> str:
        """The text on screen (tesseract); *region* crops, as ImageMagick geometry
        (``1920x1080+1920+0`` is the TV). *psm* is tesseract's page segmentation mode (11:
        sparse text anywhere; 6: one block of lines, as a page of the story); *scale* (per
        cent) resizes the crop first (tesseract misreads a few Japanese glyphs at each size,
        rarely the same ones at two sizes)."""
        shot = self.screenshot(name)
        source = shot
        if region:
            source = shot.with_suffix(".crop.png")
            # A margin of the crop's own background around it: text touching the crop's
            # edge is misread (a Japanese title at the story column's left edge, "3日目",
            # was read "JH"; with the margin, "3日目").
            self.run(
                "convert",
                str(shot),
                "-crop",
                region,
                "+repage",
                "-resize",
                f"{scale}%",
                "-bordercolor",
                self._corner_colour(shot, region),
                "-border",
                "24",
                str(source),
            )
        # (Japanese screens hold Latin too: names, numbers, "(2/8)".)
        lang = {"ja": "jpn+eng", "fr": "fra"}.get(self.language, "eng")
        out = subprocess.run(
            ["tesseract", str(source), "-", "-l", lang, "--psm", str(psm)],
            env=_OCR_ENV,
            capture_output=True,
            text=True,
            check=False,
        )
        text = out.stdout if out.returncode == 0 else ""
        if out.returncode != 0 and lang != "eng":  # the language's data is not installed
            out = subprocess.run(
                ["tesseract", str(source), "-", "--psm", str(psm)],
                env=_OCR_ENV,
                capture_output=True,
                text=True,
                check=False,
            )
            text = out.stdout
        shot.with_suffix(".txt").write_text(text, "utf-8")
        return text

    def _corner_colour(self, shot: Path, region: str) -> str:
        """The colour of the pixel at the top left of *region* in *shot* (its background)."""
        _size, x, y = region.split("+")
        out = self.run(
            "convert", str(shot), "-format", f"%[pixel:p{{{x},{y}}}]", "info:", check=False
        ).strip()
        return out or "white"

    def find_text(self, phrase: str, region: str = "") -> tuple[int, int] | None:
        """The screen position of the centre of *phrase* (its words in a row, as tesseract
        reads them), or None when it is not on screen."""
        shot = self.screenshot("find")
        source, dx, dy = shot, 0, 0
        if region:
            source = shot.with_suffix(".crop.png")
            self.run("convert", str(shot), "-crop", region, "+repage", str(source))
            offset = region.split("+")
            dx, dy = int(offset[1]), int(offset[2])
        out = subprocess.run(
            ["tesseract", str(source), "-", "--psm", "11", "tsv"],
            env=_OCR_ENV,
            capture_output=True,
            text=True,
            check=False,
        ).stdout
        words = []
        for row in out.splitlines()[1:]:
            cols = row.split("\t")
            if len(cols) == 12 and cols[11].strip():
                left, top, width, height = map(int, cols[6:10])
                words.append((cols[11].strip().lower(), left, top, width, height))
        wanted = phrase.lower().split()
        for i in range(len(words) - len(wanted) + 1):
            run = words[i : i + len(wanted)]
            if [w[0].strip(".,:!?") for w in run] == [w.strip(".,:!?") for w in wanted]:
                left = min(w[1] for w in run)
                right = max(w[1] + w[3] for w in run)
                top = min(w[2] for w in run)
                bottom = max(w[2] + w[4] for w in run)
                return (dx + (left + right) // 2, dy + (top + bottom) // 2)
        return None

    def click_text(self, phrase: str, region: str = "", timeout: float = 30.0) -> None:
        """Click (XTest) on *phrase* once it shows on screen."""
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            spot = self.find_text(phrase, region)
            if spot is not None:
                self.run("xdotool", "mousemove", str(spot[0]), str(spot[1]), "click", "1")
                return
        raise self.fail(f"never found {phrase!r} on screen to click")

    def wait_for_text(
        self, *needles: str, region: str = "", timeout: float = 30.0, name: str = ""
    ) -> str:
        """Read the screen until one of *needles* shows (case-insensitive); return the text."""
        deadline = time.monotonic() + timeout
        text = ""
        while time.monotonic() < deadline:
            text = self.read_screen(region, name)
            flat = " ".join(text.split()).lower()
            if any(n.lower() in flat for n in needles):
                return text
            if not self.app_running():
                break
        raise self.fail(f"never saw {needles!r} on screen; last read: {' '.join(text.split())!r}")

    def wait_for(self, check: Callable[[], bool], timeout: float, what: str) -> None:
        deadline = time.monotonic() + timeout
        while time.monotonic() < deadline:
            if check():
                return
            time.sleep(0.05)
        raise TableError(f"timed out waiting for {what}")

    def fail(self, message: str) -> TableError:
        """A failure naming the folder with the screenshots, the sound and stderr."""
        self.screenshot("failure")
        self._write_wav()
        return TableError(f"{message}\n(screenshots, table.wav, stderr: {self.folder})")
