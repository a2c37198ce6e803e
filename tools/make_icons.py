"""Generate the role, side and UI icons of Werewolf Desktop as SVG files.

Run with ``uv run python tools/make_icons.py``. The output goes to
``ww_desktop/resources/icons/{roles,sides,ui}/`` and is committed; re-run after editing a
shape below. Optional ``--sheet PATH`` also renders a contact sheet PNG of every role and
side icon on the night and day backgrounds (needs PySide6).

Style: a 64x64 viewBox; role and side icons are a filled circle (the "badge", radius 30) in the
side's colour with a bold white glyph inside, detailed with cut-outs painted in the badge
colour. UI glyphs are single-colour (``UI_ICON_PLACEHOLDER``) so the app can recolour them.

Glyph fragments are SVG text using two tokens: ``@ink`` (glyph colour) and ``@cut`` (badge
colour, used to carve details out of the glyph).
"""

from __future__ import annotations

import argparse
import math
import sys
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))

from ww_desktop.resources import (  # noqa: E402
    DAY_BACKGROUND,
    GLYPH_INK,
    NIGHT_BACKGROUND,
    ROLE_IDS,
    ROLE_SIDES,
    SIDE_COLOURS,
    UI_ICON_NAMES,
    UI_ICON_PLACEHOLDER,
)

ICONS_DIR = ROOT / "ww_desktop" / "resources" / "icons"

STROKE = 'fill="none" stroke="@ink" stroke-linecap="round" stroke-linejoin="round"'
CUT_STROKE = 'fill="none" stroke="@cut" stroke-linecap="round" stroke-linejoin="round"'


# --------------------------------------------------------------------------- helpers


def star_points(cx: float, cy: float, r_out: float, r_in: float, n: int = 5) -> str:
    """``points`` attribute of an n-pointed star with one point straight up."""
    pts = []
    for i in range(2 * n):
        r = r_out if i % 2 == 0 else r_in
        a = -math.pi / 2 + i * math.pi / n
        pts.append(f"{cx + r * math.cos(a):.2f},{cy + r * math.sin(a):.2f}")
    return " ".join(pts)


def spiral_path(cx: float, cy: float, turns: float, r_max: float, r_min: float = 1.5) -> str:
    """Path data of an Archimedean spiral from the centre outwards."""
    steps = int(turns * 48)
    parts = []
    for i in range(steps + 1):
        t = i / steps
        a = t * turns * 2 * math.pi
        r = r_min + (r_max - r_min) * t
        x, y = cx + r * math.cos(a), cy + r * math.sin(a)
        parts.append(f"{'M' if i == 0 else 'L'}{x:.2f} {y:.2f}")
    return " ".join(parts)


def scaled(fragment: str, scale: float, cx: float = 32, cy: float = 32) -> str:
    """Wrap a fragment in a group scaled about (cx, cy)."""
    return f'<g transform="translate({cx} {cy}) scale({scale}) translate(-32 -32)">{fragment}</g>'


def moved(fragment: str, dx: float, dy: float, scale: float = 1.0) -> str:
    """Wrap a fragment in a group scaled about the icon centre, then moved by (dx, dy)."""
    return scaled(fragment, scale, 32 + dx, 32 + dy)


def rotated(fragment: str, degrees: float, cx: float = 32, cy: float = 32) -> str:
    """Wrap a fragment in a group rotated about (cx, cy)."""
    return f'<g transform="rotate({degrees} {cx} {cy})">{fragment}</g>'


HEART = (
    "M32 50 C12 37 12 19 23 19 C27.5 19 30.5 22 32 25.5 C33.5 22 36.5 19 41 19 C52 19 52 37 32 50 Z"
)

# ------------------------------------------------------------------ shared shapes

WOLF_OUTLINE = (
    "M22 6 L30 18 C34 18 38 20 42 23 L55 30 C58.5 31.5 58 36 55 36.5 L45 38.5 "
    "C41 40.5 38 44 37 52 C30 56 20 56 13.5 52 C11 42 12 30 17.5 20 Z"
)


def wolf_profile(round_eye: bool = False) -> str:
    """Wolf head in profile facing right: the werewolf glyph (a round eye for the cub)."""
    eye = (
        '<circle fill="@cut" cx="37.5" cy="27.5" r="3.2"/>'
        if round_eye
        else '<path fill="@cut" d="M34.5 25.5 L42 28 L36 30.5 Z"/>'
    )
    return (
        f'<path fill="@ink" d="{WOLF_OUTLINE}"/>'
        '<path fill="@cut" d="M23 12 L27.5 19 L21.5 19.5 Z"/>'
        f"{eye}"
        f'<path {CUT_STROKE} stroke-width="2" d="M55.5 36.5 L47 37"/>'
    )


WOLF_JAWS = (
    '<path fill="@ink" d="M20 6 L28 17 C33 17 38 19 42 22 L55 27.5 C58.5 29 58 33 55 33.5 '
    "L41 35.5 L52 40 C54 41 53.5 43.5 51.5 44 L43 45 C40 46.5 38.5 49 38 53 "
    'C30 57 20 57 13 53 C10 42 10 28 16 18 Z"/>'
    '<path fill="@cut" d="M21 11.5 L25.5 18 L19.5 18.5 Z"/>'
    '<path fill="@cut" d="M32 22.5 L41.5 26 L34 28.5 Z"/>'
    '<path fill="@ink" d="M47 34.5 L50.5 34 L49 39.5 Z M43 37 L46.5 38.5 L44 34 Z"/>'
)

FOX_HEAD = (
    '<path fill="@ink" d="M12 10 L26 24 L38 24 L52 10 L50 30 L57 36 L35 53 L29 53 L7 36 '
    'L14 30 Z"/>'
    '<path fill="@cut" d="M17 18 L23 24 L18 28 Z M47 18 L41 24 L46 28 Z"/>'
    '<path fill="@cut" d="M20 34 L28 36 L27 39 L22 38 Z M44 34 L36 36 L37 39 L42 38 Z"/>'
    '<path fill="@cut" d="M29 47 L35 47 L32 51 Z"/>'
)

FOX_HEAD_CUB = (
    '<path fill="@ink" d="M12 10 L26 24 L38 24 L52 10 L50 30 L57 36 L35 53 L29 53 L7 36 '
    'L14 30 Z"/>'
    '<path fill="@cut" d="M17 18 L23 24 L18 28 Z M47 18 L41 24 L46 28 Z"/>'
    '<circle fill="@cut" cx="24.5" cy="36" r="3.6"/><circle fill="@cut" cx="39.5" cy="36" r="3.6"/>'
    '<path fill="@cut" d="M29 47 L35 47 L32 51 Z"/>'
)

BUST = (
    '<circle fill="@ink" cx="32" cy="23" r="9"/>'
    '<path fill="@ink" d="M14 52 C14 40 22 35 32 35 C42 35 50 40 50 52 Z"/>'
)

CAT_HEAD = (
    '<path fill="@ink" d="M16 12 L26 22 Q32 20.5 38 22 L48 12 L49 32 C49 44 41 50 32 50 '
    'C23 50 15 44 15 32 Z"/>'
    '<ellipse fill="@cut" cx="25" cy="33" rx="3" ry="4.2"/>'
    '<ellipse fill="@cut" cx="39" cy="33" rx="3" ry="4.2"/>'
    '<path fill="@cut" d="M29.5 40 L34.5 40 L32 43 Z"/>'
)

BAT = (
    '<path fill="@ink" d="M32 21 L34.5 16 L36 22 C41 20 48 19 57 24 C53 27 52 31 52.5 36 '
    "C49 32 45 33 42.5 37.5 C40 34 37 35 35 41 L32 46 L29 41 C27 35 24 34 21.5 37.5 "
    'C19 33 15 32 11.5 36 C12 31 11 27 7 24 C16 19 23 20 28 22 L29.5 16 Z"/>'
    '<circle fill="@cut" cx="30" cy="25.5" r="1.3"/><circle fill="@cut" cx="34" cy="25.5" r="1.3"/>'
)

# ---------------------------------------------------------------------- role glyphs

ROLE_GLYPHS: dict[str, str] = {
    # ---- village
    "villager": BUST,
    "knight": (
        '<path fill="@ink" d="M32 10 L49 16 L49 30 C49 42 41 50 32 55 C23 50 15 42 15 30 '
        'L15 16 Z"/>'
        f'<path {CUT_STROKE} stroke-width="4.5" d="M22 26 L32 34 L42 26"/>'
        f'<path {CUT_STROKE} stroke-width="4.5" d="M24 37 L32 43.5 L40 37"/>'
    ),
    "seer": (
        '<path fill="@ink" d="M8 32 Q32 8 56 32 Q32 56 8 32 Z"/>'
        '<circle fill="@cut" cx="32" cy="32" r="10"/>'
        '<circle fill="@ink" cx="32" cy="32" r="4.5"/>'
    ),
    "medium": (
        '<path fill="@ink" d="M19 52 L19 28 C19 18 25 11 32 11 C39 11 45 18 45 28 L45 52 '
        'L40.5 47 L36 52 L32 47 L28 52 L23.5 47 Z"/>'
        '<ellipse fill="@cut" cx="27" cy="27" rx="2.8" ry="3.8"/>'
        '<ellipse fill="@cut" cx="37" cy="27" rx="2.8" ry="3.8"/>'
        '<ellipse fill="@cut" cx="32" cy="37" rx="3" ry="3.6"/>'
    ),
    "mason": (
        '<rect fill="@ink" x="12" y="17" width="19" height="8" rx="1.5"/>'
        '<rect fill="@ink" x="33" y="17" width="19" height="8" rx="1.5"/>'
        '<rect fill="@ink" x="8" y="28" width="11" height="8" rx="1.5"/>'
        '<rect fill="@ink" x="21" y="28" width="22" height="8" rx="1.5"/>'
        '<rect fill="@ink" x="45" y="28" width="11" height="8" rx="1.5"/>'
        '<rect fill="@ink" x="12" y="39" width="19" height="8" rx="1.5"/>'
        '<rect fill="@ink" x="33" y="39" width="19" height="8" rx="1.5"/>'
    ),
    "nekomata": (
        '<path fill="@ink" d="M16 9 L20.5 15 L27.5 15 L32 9 L33 19 C33 25 29 29 24 29 '
        'C19 29 15 25 15 19 Z"/>'
        '<path fill="@ink" d="M19 27 C13 34 12 46 15 55 L37 55 C39 46 35 34 29 27 Z"/>'
        '<ellipse fill="@cut" cx="20.5" cy="20.5" rx="1.7" ry="2.4"/>'
        '<ellipse fill="@cut" cx="27.5" cy="20.5" rx="1.7" ry="2.4"/>'
        f'<path {STROKE} stroke-width="4.5" d="M35 51 C47 52 50 42 45 33 C43 29 45 25 48 24"/>'
        f'<path {STROKE} stroke-width="4.5" d="M37 54 C52 56 57 44 54 36"/>'
    ),
    "hunter": (
        f'<path {STROKE} stroke-width="4.5" d="M22 11 Q48 32 22 53"/>'
        f'<path {STROKE} stroke-width="2" d="M22 11 L22 53"/>'
        f'<path {STROKE} stroke-width="3.5" d="M12 32 L46 32"/>'
        '<path fill="@ink" d="M54 32 L44 26 L44 38 Z"/>'
        f'<path {STROKE} stroke-width="3" d="M11 26 L15 32 L11 38 M16 26 L20 32 L16 38"/>'
    ),
    "baker": (
        '<path fill="@ink" d="M10 38 C10 24 21 19 32 19 C43 19 54 24 54 38 C54 42 51 45 47 45 '
        'L17 45 C13 45 10 42 10 38 Z"/>'
        f'<path {CUT_STROKE} stroke-width="3.2" d="M18 33 L23 26 M29 33 L34 26 M40 33 L45 26"/>'
    ),
    "thief": (
        '<path fill="@ink" d="M8 28 C8 21 20 19 32 24 C44 19 56 21 56 28 C56 39 47 43 40 41 '
        'C36 40 34 35 32 35 C30 35 28 40 24 41 C17 43 8 39 8 28 Z"/>'
        '<ellipse fill="@cut" cx="21.5" cy="30" rx="5.5" ry="3.8"/>'
        '<ellipse fill="@cut" cx="42.5" cy="30" rx="5.5" ry="3.8"/>'
    ),
    "witch": (
        '<rect fill="@ink" x="27.5" y="14" width="9" height="12"/>'
        '<rect fill="@ink" x="25" y="9" width="14" height="6" rx="2"/>'
        '<circle fill="@ink" cx="32" cy="38" r="15"/>'
        f'<path {CUT_STROKE} stroke-width="3" d="M19.5 36 Q25.5 32 32 36 T44.5 36"/>'
        '<circle fill="@cut" cx="27" cy="44" r="2.6"/><circle fill="@cut" cx="36" cy="46" r="1.8"/>'
    ),
    "dictator": (
        '<path fill="@ink" d="M12 43 L14 18 L23 30 L32 13 L41 30 L50 18 L52 43 Z"/>'
        '<rect fill="@ink" x="12" y="45" width="40" height="7" rx="1.5"/>'
        '<circle fill="@cut" cx="22" cy="48.5" r="2"/><circle fill="@cut" cx="32" cy="48.5" r="2"/>'
        '<circle fill="@cut" cx="42" cy="48.5" r="2"/>'
    ),
    "cursed": f'<path {STROKE} stroke-width="4.5" d="{spiral_path(32, 32, 2.6, 19)}"/>',
    "tough_guy": rotated(
        '<rect fill="@ink" x="18" y="28.5" width="28" height="7" rx="2"/>'
        '<rect fill="@ink" x="13" y="17" width="9" height="30" rx="2.5"/>'
        '<rect fill="@ink" x="42" y="17" width="9" height="30" rx="2.5"/>'
        '<rect fill="@ink" x="7" y="22" width="5" height="20" rx="2"/>'
        '<rect fill="@ink" x="52" y="22" width="5" height="20" rx="2"/>',
        -30,
    ),
    "lycan": (
        '<path fill="@ink" d="M32 30 C40 30 47 38 47 45 C47 51 42 52 38 51 C35 50 34 49 32 49 '
        'C30 49 29 50 26 51 C22 52 17 51 17 45 C17 38 24 30 32 30 Z"/>'
        '<ellipse fill="@ink" cx="15" cy="27" rx="4.5" ry="5.5" transform="rotate(-25 15 27)"/>'
        '<ellipse fill="@ink" cx="25" cy="17" rx="4.5" ry="6"/>'
        '<ellipse fill="@ink" cx="39" cy="17" rx="4.5" ry="6"/>'
        '<ellipse fill="@ink" cx="49" cy="27" rx="4.5" ry="5.5" transform="rotate(25 49 27)"/>'
    ),
    "apprentice_seer": (
        '<circle fill="@ink" cx="32" cy="29" r="15"/>'
        '<path fill="@ink" d="M21 46 L43 46 L48 54 L16 54 Z"/>'
        f'<path {CUT_STROKE} stroke-width="3" d="M23 27 A9.5 9.5 0 0 1 30 20"/>'
        f'<polygon fill="@cut" points="{star_points(36, 32, 5.5, 2.2, 4)}"/>'
    ),
    "diseased": (
        '<circle fill="@ink" cx="32" cy="32" r="12"/>'
        + "".join(
            f'<path {STROKE} stroke-width="3.2" d="M{32 + 12 * math.cos(a):.2f} '
            f"{32 + 12 * math.sin(a):.2f} L{32 + 18 * math.cos(a):.2f} "
            f'{32 + 18 * math.sin(a):.2f}"/>'
            f'<circle fill="@ink" cx="{32 + 19.5 * math.cos(a):.2f}" '
            f'cy="{32 + 19.5 * math.sin(a):.2f}" r="3.4"/>'
            for a in (i * math.pi / 4 + math.pi / 8 for i in range(8))
        )
        + '<circle fill="@cut" cx="28" cy="29" r="2.6"/>'
        '<circle fill="@cut" cx="36" cy="30" r="1.8"/>'
        '<circle fill="@cut" cx="32" cy="37" r="2.2"/>'
    ),
    "trapper": (
        f'<circle {STROKE} stroke-width="4.5" cx="32" cy="30" r="19"/>'
        + "".join(
            f'<polygon fill="@ink" points="{32 + 17 * math.cos(a - 0.2):.2f},'
            f"{30 + 17 * math.sin(a - 0.2):.2f} {32 + 17 * math.cos(a + 0.2):.2f},"
            f"{30 + 17 * math.sin(a + 0.2):.2f} {32 + 10 * math.cos(a):.2f},"
            f'{30 + 10 * math.sin(a):.2f}"/>'
            for a in (i * math.pi / 6 for i in range(12))
        )
        + '<circle fill="@ink" cx="32" cy="30" r="4.5"/>'
        f'<path {STROKE} stroke-width="3" d="M32 49 L32 53"/>'
        f'<circle {STROKE} stroke-width="2.5" cx="32" cy="56" r="2.5"/>'
    ),
    "assassin": rotated(
        '<path fill="@ink" d="M32 7 L37.5 14 L37.5 38 L26.5 38 L26.5 14 Z"/>'
        f'<path {CUT_STROKE} stroke-width="2" d="M32 15 L32 35"/>'
        '<rect fill="@ink" x="19" y="38" width="26" height="5.5" rx="2"/>'
        '<rect fill="@ink" x="29" y="43" width="6" height="9"/>'
        '<circle fill="@ink" cx="32" cy="54" r="3.5"/>',
        40,
    ),
    "priest": (
        '<rect fill="@ink" x="28" y="9" width="8" height="46" rx="1.5"/>'
        '<rect fill="@ink" x="17" y="20" width="30" height="8" rx="1.5"/>'
    ),
    "old_man": (
        '<rect fill="@ink" x="15" y="10" width="34" height="6" rx="2"/>'
        '<rect fill="@ink" x="15" y="48" width="34" height="6" rx="2"/>'
        '<path fill="@ink" d="M19 16 L45 16 C45 25 36 29 36 32 C36 35 45 39 45 48 L19 48 '
        'C19 39 28 35 28 32 C28 29 19 25 19 16 Z"/>'
        '<path fill="@cut" d="M23.5 19.5 L40.5 19.5 C39 24 33.5 26 32 29 '
        'C30.5 26 25 24 23.5 19.5 Z"/>'
        '<path fill="@cut" d="M32 37 C30 40 23.5 41.5 22.5 44.5 L41.5 44.5 '
        'C40.5 41.5 34 40 32 37 Z"/>'
        '<path fill="@ink" d="M26 44.5 C28 42 31 41.5 32 39.5 C33 41.5 36 42 38 44.5 Z"/>'
    ),
    "mayor": (
        '<rect fill="@ink" x="20" y="11" width="24" height="30" rx="2"/>'
        '<rect fill="@ink" x="10" y="40" width="44" height="7" rx="3.5"/>'
        '<rect fill="@cut" x="20" y="32" width="24" height="4.5"/>'
    ),
    "doctor": (
        f'<path {STROKE} stroke-width="4" d="M25 21 L25 15 L39 15 L39 21"/>'
        '<rect fill="@ink" x="10" y="21" width="44" height="31" rx="5"/>'
        '<rect fill="@cut" x="28.5" y="26" width="7" height="21" rx="1"/>'
        '<rect fill="@cut" x="21.5" y="33" width="21" height="7" rx="1"/>'
    ),
    "wolfsbane": (
        f'<path {STROKE} stroke-width="3.5" d="M32 55 L32 30"/>'
        '<path fill="@ink" d="M32 50 C23 51 18 45 17 40 C24 39 30 43 32 50 Z"/>'
        '<path fill="@ink" d="M32 46 C41 47 46 41 47 36 C40 35 34 39 32 46 Z"/>'
        '<path fill="@ink" d="M21 11 L26.5 18 L32 9 L37.5 18 L43 11 L43 23 C43 30 38 34 32 34 '
        'C26 34 21 30 21 23 Z"/>'
    ),
    "vigilante": (
        f'<circle {STROKE} stroke-width="4" cx="32" cy="32" r="15"/>'
        f'<path {STROKE} stroke-width="4" '
        'd="M32 9 L32 22 M32 42 L32 55 M9 32 L22 32 M42 32 L55 32"/>'
        '<circle fill="@ink" cx="32" cy="32" r="3.5"/>'
    ),
    "magistrate": (
        f'<path {STROKE} stroke-width="3.5" d="M32 15 L32 49 M13 20 L51 20"/>'
        '<rect fill="@ink" x="21" y="48" width="22" height="6" rx="2"/>'
        '<circle fill="@ink" cx="32" cy="14" r="3.5"/>'
        f'<path {STROKE} stroke-width="2" '
        'd="M14 20 L8 36 M14 20 L20 36 M50 20 L44 36 M50 20 L56 36"/>'
        '<path fill="@ink" d="M6 36 L22 36 C22 42 6 42 6 36 Z"/>'
        '<path fill="@ink" d="M42 36 L58 36 C58 42 42 42 42 36 Z"/>'
    ),
    "cupid": (
        f'<path {STROKE} stroke-width="3.5" d="M12 52 L46 18"/>'
        '<path fill="@ink" d="M53 11 L42 15 L49 22 Z"/>'
        f'<path {STROKE} stroke-width="3" d="M10 46 L16 48 L18 54 M14 42 L20 44 L22 50"/>'
        + moved(f'<path fill="@ink" d="{HEART}"/>', 1, 0, 0.82)
        + f'<path {STROKE} stroke-width="3.5" d="M38 26 L46 18"/>'
    ),
    # ---- werewolves
    "werewolf": wolf_profile(),
    "traitor": (
        BUST
        + '<path fill="@ink" d="M23.5 20 L21 6 L31 15 Z M40.5 20 L43 6 L33 15 Z"/>'
        + '<path fill="@cut" d="M25.5 22 L30.5 24 L30 26 L26 25 Z M38.5 22 L33.5 24 L34 26 '
        'L38 25 Z"/>'
    ),
    "psycho_killer": rotated(
        f'<path {STROKE} stroke-width="5" d="M27 12 L27 56"/>'
        '<path fill="@ink" d="M24 13 L38 10 C47 15 51 26 47 38 C43 33 36 31 29 31 L24 31 Z"/>'
        '<path fill="@ink" d="M24 12 L29 8 L31 12 Z"/>',
        22,
    ),
    "lone_wolf": (
        '<circle fill="@ink" cx="16" cy="23" r="10"/>'
        '<circle fill="@cut" cx="21" cy="19.5" r="8.5"/>' + moved(wolf_profile(), 6, 6, 0.78)
    ),
    "wolf_cub": moved(wolf_profile(round_eye=True), 0, 4, 0.7),
    "fanatic": (
        '<path fill="@ink" d="M32 7 C40 14 43 21 41 27 C40 30 37 32 32 32 C27 32 24 30 23 27 '
        'C21.5 22 25 17 28 14 C28.5 18 30 20 32 21 C32.5 16 32 11 32 7 Z"/>'
        '<rect fill="@ink" x="23" y="33" width="18" height="6" rx="2"/>'
        '<path fill="@ink" d="M27 40 L37 40 L34.5 56 L29.5 56 Z"/>'
    ),
    "black_cat": CAT_HEAD,
    "big_wolf": WOLF_JAWS,
    "sorcerer": (
        '<path fill="@ink" d="M35 8 C28 14 26 24 21 44 L43 44 C40 30 38 20 44 14 C41 14 38 12 35 8 '
        'Z"/>'
        '<ellipse fill="@ink" cx="32" cy="46" rx="21" ry="5"/>'
        f'<polygon fill="@cut" points="{star_points(32, 33, 6, 2.6)}"/>'
    ),
    "devil": (
        f'<path {STROKE} stroke-width="4" d="M32 26 L32 56"/>'
        f'<path {STROKE} stroke-width="4" d="M19 14 L19 20 Q19 28 32 28 Q45 28 45 20 L45 14"/>'
        f'<path {STROKE} stroke-width="4" d="M32 12 L32 28"/>'
        '<path fill="@ink" d="M19 6 L14 15 L24 15 Z M32 4 L27 13 L37 13 Z M45 6 L40 15 L50 15 Z"/>'
    ),
    # ---- foxes
    "fox": FOX_HEAD,
    "immoralist": (
        BUST
        + '<path fill="@ink" d="M22 23 L17 5 L31 14 Z M42 23 L47 5 L33 14 Z"/>'
        + '<path fill="@cut" d="M21.5 17 L20 10 L26 14 Z M42.5 17 L44 10 L38 14 Z"/>'
    ),
    "fox_cub": moved(FOX_HEAD_CUB, 0, 1, 0.78),
    # ---- other sides
    "lover": (
        moved(f'<path fill="@ink" d="{HEART}"/>', 0, 1, 1.15)
        + f'<path {CUT_STROKE} stroke-width="3" d="M20 28 C20 24.5 22 22.5 25 22.5"/>'
    ),
    "vampire": BAT,
    "mafia": (
        '<path fill="@ink" d="M17 37 L19.5 21 C21 14 28 15 32 18.5 C36 15 43 14 44.5 21 L47 37 Z"/>'
        '<path fill="@ink" d="M6 39 C16 34 48 34 58 39 C54 46 10 46 6 39 Z"/>'
        '<path fill="@cut" d="M18 29.5 L46 29.5 L46.8 34.5 L17.2 34.5 Z"/>'
        f'<path {CUT_STROKE} stroke-width="2.5" d="M32 20 L32 25"/>'
    ),
    "spy": (
        f'<circle {STROKE} stroke-width="5" cx="27" cy="27" r="12"/>'
        f'<path {STROKE} stroke-width="8" d="M37 37 L50 50"/>'
        f'<path {STROKE} stroke-width="2.5" d="M20 25 A7.5 7.5 0 0 1 25 20"/>'
    ),
    "teruteru": (
        '<circle fill="@ink" cx="32" cy="22" r="12"/>'
        '<path fill="@ink" d="M21 31 L43 31 L50 52 Q46 48 42 52 Q38 48 34.5 52 L32 50 L29.5 52 '
        'Q26 48 22 52 Q18 48 14 52 Z"/>'
        f'<path {CUT_STROKE} stroke-width="2.5" d="M21.5 32.5 L42.5 32.5"/>'
        '<circle fill="@cut" cx="27.5" cy="21" r="1.8"/>'
        '<circle fill="@cut" cx="36.5" cy="21" r="1.8"/>'
        f'<path {CUT_STROKE} stroke-width="2" d="M28 25.5 Q32 29 36 25.5"/>'
    ),
}

# ---------------------------------------------------------------------- side glyphs

SIDE_GLYPHS: dict[str, str] = {
    "village": (
        '<path fill="@ink" d="M9 33 L32 12 L55 33 L49 33 L49 52 L15 52 L15 33 Z"/>'
        '<rect fill="@ink" x="40" y="14" width="6" height="12"/>'
        '<rect fill="@cut" x="27.5" y="38" width="9" height="14" rx="1"/>'
        '<rect fill="@cut" x="19" y="36" width="6" height="6"/>'
        '<rect fill="@cut" x="39" y="36" width="6" height="6"/>'
    ),
    "werewolves": (
        '<path fill="@ink" d="M17 10 C24 22 26 38 17 55 C20 38 19 24 13 14 Z"/>'
        '<path fill="@ink" d="M31 8 C38 22 39 40 31 57 C33 40 32 24 26 12 Z"/>'
        '<path fill="@ink" d="M45 10 C52 22 53 38 45 55 C47 38 46 24 40 14 Z"/>'
    ),
    "foxes": "".join(
        rotated(
            '<path fill="@ink" stroke="@cut" stroke-width="2.5" stroke-linejoin="round" '
            'd="M32 55 C19 47 19 25 29 9 C33 15 42 20 42 32 C42 44 37 51 32 55 Z"/>',
            angle,
            32,
            54,
        )
        for angle in (-42, 42, 0)
    ),
    "lovers": (
        moved(f'<path fill="@ink" d="{HEART}"/>', -7, -5, 0.78)
        + moved(
            f'<path fill="@ink" stroke="@cut" stroke-width="3.5" d="{HEART}"/>',
            7,
            5,
            0.78,
        )
    ),
    "vampire": (
        '<path fill="@ink" d="M32 9 C39 22 47 31 47 40 C47 49 40 55 32 55 C24 55 17 49 17 40 '
        'C17 31 25 22 32 9 Z"/>'
        f'<path {CUT_STROKE} stroke-width="3" d="M23 41 C23 45 25.5 48 29 49"/>'
    ),
    "mafia": (
        '<path fill="@ink" d="M25.5 10 L38.5 10 L36 19 L28 19 Z"/>'
        '<path fill="@ink" d="M28.5 20.5 L35.5 20.5 L42 46 L32 56 L22 46 Z"/>'
        f'<path {CUT_STROKE} stroke-width="2.2" '
        'd="M27 30 L38 25 M25.5 38 L40 31.5 M24.5 46 L41 38.5"/>'
    ),
    "solo": f'<polygon fill="@ink" stroke="@ink" stroke-width="3" stroke-linejoin="round" '
    f'points="{star_points(32, 34, 22, 9.5)}"/>',
}

# ------------------------------------------------------------------------ UI glyphs
# Single colour; holes are made with fill-rule="evenodd" so they stay transparent.

U = UI_ICON_PLACEHOLDER
U_STROKE = f'fill="none" stroke="{U}" stroke-linecap="round" stroke-linejoin="round"'

UI_GLYPHS: dict[str, str] = {
    "moon": f'<path fill="{U}" d="M38 6 A26 26 0 1 0 58 40 A21 21 0 1 1 38 6 Z"/>',
    "sun": f'<circle fill="{U}" cx="32" cy="32" r="12"/>'
    + "".join(
        f'<path {U_STROKE} stroke-width="5" d="M{32 + 19 * math.cos(a):.2f} '
        f"{32 + 19 * math.sin(a):.2f} L{32 + 27 * math.cos(a):.2f} "
        f'{32 + 27 * math.sin(a):.2f}"/>'
        for a in (i * math.pi / 4 for i in range(8))
    ),
    "went_home": (
        f'<path fill="{U}" fill-rule="evenodd" d="M5 31 L32 7 L59 31 L52 31 L52 56 L12 56 '
        'L12 31 Z M27 40 L37 40 L37 56 L27 56 Z"/>'
    ),
    "timer": (
        f'<circle {U_STROKE} stroke-width="5" cx="32" cy="37" r="20"/>'
        f'<rect fill="{U}" x="25" y="4" width="14" height="6" rx="2"/>'
        f'<path {U_STROKE} stroke-width="5" d="M32 10 L32 16 M48 18 L52 14"/>'
        f'<path {U_STROKE} stroke-width="5" d="M32 37 L32 25"/>'
        f'<circle fill="{U}" cx="32" cy="37" r="3.5"/>'
    ),
    "vote": (
        f'<path fill="{U}" fill-rule="evenodd" d="M8 32 L56 32 L56 58 L8 58 Z '
        'M18 37 L46 37 L46 41 L18 41 Z"/>'
        f'<path {U_STROKE} stroke-width="4" d="M20 35 L20 6 L44 6 L44 35"/>'
        f'<path {U_STROKE} stroke-width="4.5" d="M25 19 L30 25 L39 13"/>'
    ),
    "claim": (
        f'<path fill="{U}" fill-rule="evenodd" stroke="{U}" stroke-width="4" '
        'stroke-linejoin="round" d="M8 10 L32 8 L56 32 L32 56 L8 32 Z '
        'M18 15 A4.5 4.5 0 1 0 18.01 15 Z"/>'
    ),
    "speaker": (
        f'<path fill="{U}" stroke="{U}" stroke-width="3" stroke-linejoin="round" '
        'd="M8 24 L18 24 L31 12 L31 52 L18 40 L8 40 Z"/>'
        f'<path {U_STROKE} stroke-width="5" d="M39 23 Q45 32 39 41 M46 15 Q58 32 46 49"/>'
    ),
    "speaker_muted": (
        f'<path fill="{U}" stroke="{U}" stroke-width="3" stroke-linejoin="round" '
        'd="M8 24 L18 24 L31 12 L31 52 L18 40 L8 40 Z"/>'
        f'<path {U_STROKE} stroke-width="5" d="M40 23 L56 41 M56 23 L40 41"/>'
    ),
    "pause": (
        f'<rect fill="{U}" x="14" y="10" width="13" height="44" rx="3"/>'
        f'<rect fill="{U}" x="37" y="10" width="13" height="44" rx="3"/>'
    ),
    "play": (
        f'<path fill="{U}" stroke="{U}" stroke-width="4" stroke-linejoin="round" '
        'd="M17 9 L53 32 L17 55 Z"/>'
    ),
    "skip": (
        f'<path fill="{U}" stroke="{U}" stroke-width="4" stroke-linejoin="round" '
        'd="M10 11 L40 32 L10 53 Z"/>'
        f'<rect fill="{U}" x="44" y="9" width="9" height="46" rx="2"/>'
    ),
    "repeat": (
        f'<path {U_STROKE} stroke-width="5.5" d="M47 44 A18 18 0 1 1 47 20"/>'
        f'<path fill="{U}" d="M56 8 L56 28 L37 26 Z"/>'
    ),
    "undo": (
        f'<path {U_STROKE} stroke-width="5.5" d="M20 24 L42 24 C51 24 56 30 56 37 '
        'C56 44 51 50 42 50 L24 50"/>'
        f'<path fill="{U}" stroke="{U}" stroke-width="3" stroke-linejoin="round" '
        'd="M6 24 L22 12 L22 36 Z"/>'
    ),
    "eye": (
        f'<path fill="{U}" fill-rule="evenodd" d="M3 32 Q32 2 61 32 Q32 62 3 32 Z '
        'M32 20 A12 12 0 1 0 32.01 20 Z"/>'
        f'<circle fill="{U}" cx="32" cy="32" r="6"/>'
    ),
}

# ------------------------------------------------------------------------- writing

HEADER = (
    "<!-- Werewolf Desktop {kind} icon: {name}. Generated by tools/make_icons.py; "
    "original work, MIT licence (see resources/LICENSES.md). -->\n"
)


def badge_svg(glyph: str, colour: str, kind: str, name: str) -> str:
    """A complete 64x64 SVG: a badge circle in ``colour`` with the glyph on top."""
    body = glyph.replace("@ink", GLYPH_INK).replace("@cut", colour)
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        + HEADER.format(kind=kind, name=name)
        + '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="64" height="64" '
        'viewBox="0 0 64 64">\n'
        f'<circle cx="32" cy="32" r="31" fill="{colour}"/>\n'
        f"{body}\n"
        "</svg>\n"
    )


def ui_svg(glyph: str, name: str) -> str:
    """A complete 64x64 single-colour SVG for a UI glyph."""
    return (
        '<?xml version="1.0" encoding="UTF-8"?>\n'
        + HEADER.format(kind="UI", name=name)
        + '<svg xmlns="http://www.w3.org/2000/svg" version="1.1" width="64" height="64" '
        'viewBox="0 0 64 64">\n'
        f"{glyph}\n"
        "</svg>\n"
    )


def write_all() -> list[Path]:
    """Write every icon; return the paths written."""
    missing = set(ROLE_IDS) - set(ROLE_GLYPHS)
    if missing:
        raise SystemExit(f"no glyph for roles: {sorted(missing)}")
    written: list[Path] = []
    for sub in ("roles", "sides", "ui"):
        (ICONS_DIR / sub).mkdir(parents=True, exist_ok=True)
    for role in ROLE_IDS:
        colour = SIDE_COLOURS[ROLE_SIDES[role]]
        path = ICONS_DIR / "roles" / f"{role}.svg"
        path.write_text(badge_svg(ROLE_GLYPHS[role], colour, "role", role), encoding="utf-8")
        written.append(path)
    for side, colour in SIDE_COLOURS.items():
        path = ICONS_DIR / "sides" / f"{side}.svg"
        path.write_text(badge_svg(SIDE_GLYPHS[side], colour, "side", side), encoding="utf-8")
        written.append(path)
    for name in UI_ICON_NAMES:
        path = ICONS_DIR / "ui" / f"{name}.svg"
        path.write_text(ui_svg(UI_GLYPHS[name], name), encoding="utf-8")
        written.append(path)
    return written


def render_sheet(out: Path) -> None:
    """Render every role/side icon (128 px and 32 px) and UI glyph on night and day."""
    import os

    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtCore import QByteArray, QRectF
    from PySide6.QtGui import QColor, QGuiApplication, QImage, QPainter
    from PySide6.QtSvg import QSvgRenderer

    _app = QGuiApplication.instance() or QGuiApplication([])
    items = [ICONS_DIR / "roles" / f"{r}.svg" for r in ROLE_IDS]
    items += [ICONS_DIR / "sides" / f"{s}.svg" for s in SIDE_COLOURS]
    cols, cell, small = 10, 150, 32
    rows = math.ceil(len(items) / cols)
    ui_rows = 1
    band_h = rows * cell + ui_rows * 90 + 20
    img = QImage(cols * cell, 2 * band_h, QImage.Format.Format_ARGB32)
    painter = QPainter(img)
    painter.setRenderHint(QPainter.RenderHint.Antialiasing)
    for band, (bg, fg) in enumerate(
        ((NIGHT_BACKGROUND, DAY_BACKGROUND), (DAY_BACKGROUND, NIGHT_BACKGROUND))
    ):
        y0 = band * band_h
        painter.fillRect(0, y0, cols * cell, band_h, QColor(bg))
        for i, path in enumerate(items):
            x, y = (i % cols) * cell, y0 + (i // cols) * cell
            renderer = QSvgRenderer(str(path))
            renderer.render(painter, QRectF(x + 6, y + 10, 96, 96))
            renderer.render(painter, QRectF(x + 108, y + 42, small, small))
        for j, name in enumerate(UI_ICON_NAMES):
            data = (ICONS_DIR / "ui" / f"{name}.svg").read_text(encoding="utf-8")
            renderer = QSvgRenderer(QByteArray(data.replace(UI_ICON_PLACEHOLDER, fg).encode()))
            x = 10 + j * 100
            renderer.render(painter, QRectF(x, y0 + rows * cell + 10, 64, 64))
            renderer.render(painter, QRectF(x + 68, y0 + rows * cell + 26, 24, 24))
    painter.end()
    img.save(str(out))


def main(argv: list[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--sheet", type=Path, help="also write a contact sheet PNG here")
    args = parser.parse_args(argv)
    written = write_all()
    print(f"wrote {len(written)} icons under {ICONS_DIR}")
    if args.sheet:
        render_sheet(args.sheet)
        print(f"wrote contact sheet {args.sheet}")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
