"""Colours and type for the public screen: a warm day theme and a deep blue-violet night theme.

The host picks the Table screen's look (`LOOKS`, View > Table screen colours): the warm day
("warm", the default), a dark day for a dark room ("dark": the day in deep greys and amber,
no cream), or high contrast ("contrast": black, white and yellow, day and night).

Every theme passes WCAG AA: every text colour has a contrast of at least 4.5:1 with the
background it sits on, and every non-text mark (the timer ring, the vote bars, the badges) at
least 3:1 (`contrast_ratio` computes it; a test checks every pair listed in `Theme.pairs`).

Type scales with the window's height (and width, for narrow windows): `Scale.px(48)` is 48 px
on a 1920x1080 screen. The floor: names at least 48 px, the timer at least 200 px, nothing
under 40 px on a 1080p screen; the host's "Table screen text" setting (`TEXT_SIZES`)
multiplies every size.
"""

from __future__ import annotations

from dataclasses import dataclass, replace

from PySide6.QtGui import QColor, QFont

from ..resources import DAY_BACKGROUND, NIGHT_BACKGROUND

NAME_PX = 48
"""Player names on a 1080p screen."""
TIMER_PX = 220
"""The day timer's numerals on a 1080p screen."""
SMALL_PX = 40
"""The smallest text anywhere on the public screen (badges, tags, vote counts, the reveal's
summary) on a 1080p screen: about 22 arcminutes at 3 m on a 55-inch TV."""
TEXT_PX = 44
"""Ordinary lines (news, summaries) on a 1080p screen."""
TITLE_PX = 64
"""Headings ("Day 2") on a 1080p screen."""
HEADLINE_PX = 96
"""The morning card's and the reveal's headline on a 1080p screen."""


@dataclass(frozen=True)
class Theme:
    """One colour theme (hex strings).

    Attributes:
        name: "day", "night", "dark_day", "contrast_day" or "contrast_night".
        background: the window background.
        text: main text.
        muted: secondary text (still AA on `background` and on `plate`).
        plate: a nameplate's fill.
        plate_border: a nameplate's outline.
        gone_plate: a gone player's dimmed nameplate fill.
        gone_text: text on a gone player's plate.
        accent: the timer ring and vote bars (non-text: at least 3:1 on the background).
        accent_text: text drawn in the accent colour's role (AA on `background`).
        ring_track: the emptied part of the timer ring.
        card: the background of full-screen cards.
        card_text: text on cards.
    """

    name: str
    background: str
    text: str
    muted: str
    plate: str
    plate_border: str
    gone_plate: str
    gone_text: str
    accent: str
    accent_text: str
    ring_track: str
    card: str
    card_text: str

    def qcolor(self, attr: str) -> QColor:
        """A colour of this theme as a QColor."""
        return QColor(getattr(self, attr))

    def pairs(self) -> list[tuple[str, str, float]]:
        """(foreground, background, minimum ratio) pairs that must pass WCAG AA."""
        return [
            (self.text, self.background, 4.5),
            (self.muted, self.background, 4.5),
            (self.text, self.plate, 4.5),
            (self.muted, self.plate, 4.5),
            (self.gone_text, self.gone_plate, 4.5),
            (self.accent_text, self.background, 4.5),
            (self.accent_text, self.plate, 4.5),
            (self.card_text, self.card, 4.5),
            (self.accent, self.background, 3.0),
            (self.accent, self.plate, 3.0),
            (self.accent, self.ring_track, 3.0),
        ]


DAY = Theme(
    name="day",
    background=DAY_BACKGROUND,  # #fbf3e4 warm paper
    text="#2a1a0c",
    muted="#5c4630",
    plate="#fffaf0",
    plate_border="#8a6a45",
    gone_plate="#e3d8c6",
    gone_text="#4a3b2c",
    accent="#b34a00",
    accent_text="#8f3a00",
    ring_track="#f1dcc0",
    card="#3b2412",
    card_text="#fff4e0",
)

NIGHT = Theme(
    name="night",
    background=NIGHT_BACKGROUND,  # #1b1540 deep blue-violet
    text="#f2eeff",
    muted="#c9c0f0",
    plate="#2a2260",
    plate_border="#6f63b8",
    gone_plate="#221c4a",
    gone_text="#bdb4e6",
    accent="#f5d76e",
    accent_text="#f5d76e",
    ring_track="#3a3175",
    card="#120e2e",
    card_text="#f2eeff",
)


DARK_DAY = Theme(
    name="dark_day",
    background="#1e1b18",  # warm charcoal: the day, without the bright cream
    text="#f4ece0",
    muted="#d2c4b0",
    plate="#2c2722",
    plate_border="#8a7560",
    gone_plate="#24201c",
    gone_text="#c2b4a2",
    accent="#f0a040",
    accent_text="#f5b35c",
    ring_track="#4a3f33",
    card="#0f0d0b",
    card_text="#fff4e0",
)
"""The day for a dark room: the warm theme's amber on charcoal."""

CONTRAST_DAY = Theme(
    name="contrast_day",
    background="#000000",
    text="#ffffff",
    muted="#ffffff",
    plate="#000000",
    plate_border="#ffffff",
    gone_plate="#1a1a1a",
    gone_text="#ffffff",
    accent="#ffd700",
    accent_text="#ffd700",
    ring_track="#404040",
    card="#000000",
    card_text="#ffffff",
)
"""High contrast for the day: white and yellow on black."""

CONTRAST_NIGHT = replace(
    CONTRAST_DAY, name="contrast_night", accent="#00e5ff", accent_text="#00e5ff"
)
"""High contrast for the night: white and cyan on black."""

LOOKS: dict[str, tuple[Theme, Theme]] = {
    "warm": (DAY, NIGHT),
    "dark": (DARK_DAY, NIGHT),
    "contrast": (CONTRAST_DAY, CONTRAST_NIGHT),
}
"""The Table screen's looks (View > Table screen colours): (day theme, night theme)."""

ALL_THEMES: tuple[Theme, ...] = (DAY, NIGHT, DARK_DAY, CONTRAST_DAY, CONTRAST_NIGHT)


def look(name: str) -> tuple[Theme, Theme]:
    """The (day, night) themes of a look ("warm" for an unknown name)."""
    return LOOKS.get(name, LOOKS["warm"])


def _channel(value: int) -> float:
    c = value / 255
    return c / 12.92 if c <= 0.03928 else ((c + 0.055) / 1.055) ** 2.4


def luminance(colour: str) -> float:
    """WCAG relative luminance of a "#rrggbb" colour."""
    q = QColor(colour)
    return 0.2126 * _channel(q.red()) + 0.7152 * _channel(q.green()) + 0.0722 * _channel(q.blue())


def contrast_ratio(a: str, b: str) -> float:
    """WCAG contrast ratio between two colours (1 to 21)."""
    la, lb = luminance(a), luminance(b)
    hi, lo = max(la, lb), min(la, lb)
    return (hi + 0.05) / (lo + 0.05)


SIDE_SHAPES: dict[str, str] = {
    "village": "\u25cf",  # ● circle
    "werewolves": "\u25b2",  # ▲ triangle
    "foxes": "\u25c6",  # ◆ diamond
    "lovers": "\u2665",  # ♥ heart
    "vampire": "\u25bc",  # ▼ down triangle
    "mafia": "\u25a0",  # ■ square
    "solo": "\u2605",  # ★ star
}
"""A shape per side, shown with the side's colour and name: a side is never told by colour
alone (a colour-blind player tells the shapes and reads the names)."""


def side_mark(side: str) -> str:
    """The side's shape ("" for an unknown side, such as a draw)."""
    return SIDE_SHAPES.get(side, "")


TEXT_SIZES: dict[str, float] = {"normal": 1.0, "large": 1.2, "larger": 1.4}
"""The Table screen's text size settings (View > Table screen text) and their factors."""


@dataclass(frozen=True)
class Scale:
    """Pixel sizes for a window: 1.0 on 1920x1080, proportional otherwise.

    Attributes:
        factor: the ratio to a 1920x1080 screen (the smaller of height and width ratios).
    """

    factor: float

    @staticmethod
    def for_size(width: int, height: int, text: float = 1.0) -> Scale:
        """The scale of a window of this size (times the text size setting `text`)."""
        return Scale(max(0.2, min(height / 1080, width / 1920)) * max(0.5, text))

    def px(self, base: int) -> int:
        """`base` pixels on 1080p, scaled (never below 1)."""
        return max(1, round(base * self.factor))


def font(pixel_size: int, *, bold: bool = False) -> QFont:
    """A sans-serif font of this pixel size (no thin weights on the TV)."""
    f = QFont()
    f.setStyleHint(QFont.StyleHint.SansSerif)
    f.setPixelSize(max(1, pixel_size))
    f.setWeight(QFont.Weight.Bold if bold else QFont.Weight.DemiBold)
    return f
