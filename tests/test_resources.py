"""Tests for the bundled resources: icons, palette contrast, sounds, app icon, licences."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

import itertools
import math
import struct
import wave
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QByteArray, QRectF, Qt
from PySide6.QtGui import QGuiApplication, QImage, QPainter
from PySide6.QtSvg import QSvgRenderer

from ww_desktop import resources
from ww_desktop.resources import (
    DAY_BACKGROUND,
    GLYPH_INK,
    NIGHT_BACKGROUND,
    ROLE_SIDES,
    SIDE_COLOURS,
    UI_ICON_NAMES,
)

SVG_NS = "{http://www.w3.org/2000/svg}"
RESOURCES_DIR = Path(resources.__file__).resolve().parent
PACKAGING_APP_DIR = RESOURCES_DIR.parent.parent / "resources" / "app"
"""The icons and the desktop entry only the packagers use (top-level `resources/`)."""

EXPECTED_SIDES: dict[str, str] = {
    **dict.fromkeys(
        [
            "villager",
            "knight",
            "seer",
            "medium",
            "mason",
            "nekomata",
            "hunter",
            "baker",
            "thief",
            "witch",
            "dictator",
            "cursed",
            "tough_guy",
            "lycan",
            "apprentice_seer",
            "diseased",
            "trapper",
            "assassin",
            "priest",
            "old_man",
            "mayor",
            "doctor",
            "wolfsbane",
            "vigilante",
            "magistrate",
            "cupid",
        ],
        "village",
    ),
    **dict.fromkeys(
        [
            "werewolf",
            "traitor",
            "psycho_killer",
            "lone_wolf",
            "wolf_cub",
            "fanatic",
            "black_cat",
            "big_wolf",
            "sorcerer",
            "devil",
        ],
        "werewolves",
    ),
    "fox": "foxes",
    "immoralist": "foxes",
    "fox_cub": "foxes",
    "lover": "lovers",
    "vampire": "vampire",
    "mafia": "mafia",
    "spy": "mafia",
    "teruteru": "solo",
}

# name -> (min seconds, max seconds)
SOUND_LENGTHS: dict[str, tuple[float, float]] = {
    "chime": (0.5, 1.2),
    "timer_end": (1.0, 2.0),
    "night_ambience": (15.0, 30.0),
    "reveal": (0.8, 3.0),
}


@pytest.fixture
def gui_app(qapp: QGuiApplication) -> Iterator[QGuiApplication]:
    """The pytest-qt application (offscreen), needed for SVG rendering."""
    yield qapp


def _relative_luminance(hex_colour: str) -> float:
    def channel(value: int) -> float:
        c = value / 255
        return c / 12.92 if c <= 0.04045 else ((c + 0.055) / 1.055) ** 2.4

    r, g, b = (int(hex_colour[i : i + 2], 16) for i in (1, 3, 5))
    return 0.2126 * channel(r) + 0.7152 * channel(g) + 0.0722 * channel(b)


def contrast_ratio(a: str, b: str) -> float:
    """WCAG 2.x contrast ratio between two ``#rrggbb`` colours."""
    la, lb = sorted((_relative_luminance(a), _relative_luminance(b)))
    return (lb + 0.05) / (la + 0.05)


def _render(svg_path: Path, size: int) -> QImage:
    renderer = QSvgRenderer(str(svg_path))
    assert renderer.isValid(), svg_path
    image = QImage(size, size, QImage.Format.Format_ARGB32)
    image.fill(Qt.GlobalColor.transparent)
    painter = QPainter(image)
    renderer.render(painter, QRectF(0, 0, size, size))
    painter.end()
    return image


def _opaque_fraction(image: QImage) -> float:
    count = 0
    for y in range(image.height()):
        for x in range(image.width()):
            if image.pixelColor(x, y).alpha() > 0:
                count += 1
    return count / (image.width() * image.height())


def _colours_present(image: QImage) -> set[str]:
    return {
        image.pixelColor(x, y).name()
        for y in range(image.height())
        for x in range(image.width())
        if image.pixelColor(x, y).alpha() == 255
    }


def _parse_svg(path: Path) -> ET.Element:
    root = ET.parse(path).getroot()
    assert root.tag == f"{SVG_NS}svg", path
    # No text inside icons: no <text> elements at all.
    assert not any(el.tag == f"{SVG_NS}text" for el in root.iter()), path
    return root


# ------------------------------------------------------------------------ icons


def test_role_sides_match_the_brief() -> None:
    assert ROLE_SIDES == EXPECTED_SIDES
    assert set(ROLE_SIDES.values()) == set(SIDE_COLOURS)


@pytest.mark.parametrize("role_id", sorted(EXPECTED_SIDES))
def test_role_icon_parses_and_renders(gui_app: QGuiApplication, role_id: str) -> None:
    path = RESOURCES_DIR / "icons" / "roles" / f"{role_id}.svg"
    assert path.is_file()
    assert resources.role_icon_path(role_id) == path
    root = _parse_svg(path)
    assert root.get("viewBox") == "0 0 64 64"
    image = _render(path, 64)
    assert _opaque_fraction(image) > 0.5  # the badge fills most of the square
    colours = _colours_present(image)
    side_colour = SIDE_COLOURS[EXPECTED_SIDES[role_id]]
    assert side_colour in colours, "badge drawn in the side colour"
    assert GLYPH_INK in colours, "glyph drawn in white ink"


@pytest.mark.parametrize("side", sorted(SIDE_COLOURS))
def test_side_icon_parses_and_renders(gui_app: QGuiApplication, side: str) -> None:
    path = resources.side_icon_path(side)
    assert path.name == f"{side}.svg"
    _parse_svg(path)
    colours = _colours_present(_render(path, 64))
    assert SIDE_COLOURS[side] in colours
    assert GLYPH_INK in colours


@pytest.mark.parametrize("name", UI_ICON_NAMES)
def test_ui_icon_parses_renders_and_recolours(gui_app: QGuiApplication, name: str) -> None:
    path = resources.ui_icon_path(name)
    _parse_svg(path)
    assert 0.03 < _opaque_fraction(_render(path, 64)) < 0.9
    data = resources.ui_icon_svg(name, "#fbf3e4")
    assert b"#fbf3e4" in data
    assert resources.UI_ICON_PLACEHOLDER.encode() not in data
    assert QSvgRenderer(QByteArray(data)).isValid()


def test_icon_fallbacks() -> None:
    assert resources.role_icon_path("no_such_role").name == "villager.svg"
    assert resources.side_icon_path("no_such_side").name == "village.svg"


# --------------------------------------------------------------------- palette


@pytest.mark.parametrize("side", sorted(SIDE_COLOURS))
def test_side_colour_contrast(side: str) -> None:
    colour = SIDE_COLOURS[side]
    # The glyph sits on the badge: AA for text-size content.
    assert contrast_ratio(GLYPH_INK, colour) >= 4.5
    # The badge on the day background: AA.
    assert contrast_ratio(colour, DAY_BACKGROUND) >= 4.5
    # The badge on the night background: WCAG non-text contrast (graphical objects).
    assert contrast_ratio(colour, NIGHT_BACKGROUND) >= 3.0


def test_no_single_colour_passes_aa_on_both_backgrounds() -> None:
    """Documents why the badges exist: AA on both backgrounds is impossible for one colour."""
    assert contrast_ratio(NIGHT_BACKGROUND, DAY_BACKGROUND) < 4.5**2


def test_contrast_ratio_reference_values() -> None:
    assert contrast_ratio("#000000", "#ffffff") == pytest.approx(21.0)
    assert contrast_ratio("#777777", "#ffffff") == pytest.approx(4.48, abs=0.01)


# ---------------------------------------------------------------------- sounds


def _read_wav(path: Path) -> tuple[tuple[int, int, int, int], list[int]]:
    """(channels, sample width, frame rate, frames) and the 16-bit samples of a WAV file."""
    with wave.open(str(path), "rb") as wav:
        params = (wav.getnchannels(), wav.getsampwidth(), wav.getframerate(), wav.getnframes())
        raw = wav.readframes(wav.getnframes())
    samples = list(struct.unpack(f"<{len(raw) // 2}h", raw))
    return params, samples


@pytest.mark.parametrize("name", sorted(SOUND_LENGTHS))
def test_sound_is_valid_and_audible(name: str) -> None:
    path = resources.sound_path(name)
    assert path == RESOURCES_DIR / "sounds" / f"{name}.wav"
    (channels, width, rate, frames), samples = _read_wav(path)
    assert channels == 1
    assert width == 2
    assert rate in (22050, 44100)
    low, high = SOUND_LENGTHS[name]
    assert low <= frames / rate <= high
    peak = max(abs(s) for s in samples)
    rms = math.sqrt(sum(s * s for s in samples) / len(samples))
    assert peak > 1000, "not silent"
    assert rms > 100, "not silent"
    assert peak < 32767, "not clipped"


def test_sound_ends_do_not_click() -> None:
    for name in ("chime", "timer_end", "reveal"):
        _, samples = _read_wav(resources.sound_path(name))
        assert abs(samples[-1]) < 200, name


def test_night_ambience_loops_without_a_click() -> None:
    _, samples = _read_wav(resources.sound_path("night_ambience"))
    # The jump from the last sample to the first is no bigger than ordinary steps.
    steps = [abs(b - a) for a, b in itertools.pairwise(samples)]
    typical = sorted(steps)[int(0.99 * len(steps))]
    assert abs(samples[0] - samples[-1]) <= max(typical, 200)
    # The loop is a background that masks the table's noises: loud enough for that (about
    # -17 dBFS RMS, played at 0.6 by default), never clipped.
    rms = math.sqrt(sum(s * s for s in samples) / len(samples)) / 32767
    assert -20 < 20 * math.log10(rms) < -14
    assert max(abs(s) for s in samples) < 0.97 * 32767


def test_sounds_total_size_is_small() -> None:
    total = sum(p.stat().st_size for p in (RESOURCES_DIR / "sounds").glob("*.wav"))
    assert total < 3 * 1024 * 1024


# -------------------------------------------------------------------- app icon


def test_app_icon_files(gui_app: QGuiApplication) -> None:
    app_dir = RESOURCES_DIR / "app"
    _parse_svg(app_dir / "ww-desktop.svg")
    png = QImage(str(app_dir / "ww-desktop.png"))
    assert (png.width(), png.height()) == (256, 256)

    ico = (PACKAGING_APP_DIR / "ww-desktop.ico").read_bytes()
    reserved, kind, count = struct.unpack_from("<HHH", ico)
    assert (reserved, kind) == (0, 1)
    assert count >= 4
    sizes = set()
    for i in range(count):
        w, _h, _c, _r, _planes, _bpp, size, offset = struct.unpack_from(
            "<BBBBHHII", ico, 6 + 16 * i
        )
        assert ico[offset : offset + 8] == b"\x89PNG\r\n\x1a\n"
        assert offset + size <= len(ico)
        sizes.add(w or 256)
    assert {16, 32, 48, 256} <= sizes

    icns = (PACKAGING_APP_DIR / "ww-desktop.icns").read_bytes()
    assert icns[:4] == b"icns"
    assert struct.unpack_from(">I", icns, 4)[0] == len(icns)
    pos, types = 8, set()
    while pos < len(icns):
        ostype, length = icns[pos : pos + 4], struct.unpack_from(">I", icns, pos + 4)[0]
        assert icns[pos + 8 : pos + 16] == b"\x89PNG\r\n\x1a\n"
        types.add(ostype)
        pos += length
    assert pos == len(icns)
    assert {b"icp4", b"icp5", b"ic07", b"ic08", b"ic09"} <= types


def test_desktop_entry() -> None:
    text = (PACKAGING_APP_DIR / "ww-desktop.desktop").read_text(encoding="utf-8")
    lines = text.splitlines()
    assert lines[0] == "[Desktop Entry]"
    entries = dict(line.split("=", 1) for line in lines[1:] if "=" in line)
    assert entries["Type"] == "Application"
    assert entries["Name"] == "Werewolf Desktop"
    assert entries["Exec"] == "ww-desktop"
    assert entries["Icon"] == "ww-desktop"
    assert entries["Categories"] == "Game;BoardGame;"


# -------------------------------------------------------------------- licences


def test_licenses_mention_every_resource_file() -> None:
    text = (RESOURCES_DIR / "LICENSES.md").read_text(encoding="utf-8")
    assert "MIT" in text
    for path in RESOURCES_DIR.rglob("*"):
        if not path.is_file() or "__pycache__" in path.parts:
            continue
        rel = path.relative_to(RESOURCES_DIR).as_posix()
        assert rel in text or f"`{path.name}`" in text, f"{rel} missing from LICENSES.md"


def test_resource_path_helpers() -> None:
    assert resources.resource_path("LICENSES.md").is_file()
    assert resources.sound_path("chime.wav") == resources.sound_path("chime")
