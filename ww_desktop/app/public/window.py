"""The public window (the TV): public facts only, readable from across the room.

PRIVACY GUARANTEE. This window renders only what the controller exposes for the whole table:
`controller.table_view()` (`ww_desktop/table_view.py`: the engine's public view as the voice
has told it, the same view every phone renders; built from public messages alone), the narration
subtitle (`controller.subtitle`, which narration fills with public lines only), the day
timer (`controller.timer`), the players' public claims (`controller.claims`), the wording
(`controller.wording()`) and, once the host has confirmed the end, `controller.revealed()`
(None before). It never touches `controller.game`, `controller.session`, seat views or the
engine state, so it cannot show a role, a night target or a private result before the end.
`tests/app/test_privacy.py` checks the source for such access and plays whole games while
reading every text this window shows.

Pages (one shown at a time):

* idle: no game yet;
* night: deep blue-violet, the moon and the subtitle, nothing else;
* table: warm day theme, the day number, nameplates in seat order around an oval (a grid for
  16 or more), the timer ring in the middle, vote bars on the plates after a ballot;
* news: the morning card, full screen for `news_ms`, then the table;
* checking: kept for callers; an ended game the host has not confirmed yet shows as if it
  went on (the table view does it: `table_view.as_if_going_on`): nothing about the end
  before the confirmation;
* reveal: after `controller.finished`: the winner, every role with its icon, each day's summary;
  the cards' type shrinks (never under `MIN_CARD_PX` on 1080p) until every line of every card
  shows whole, and a crowded table on a small screen gives the story's column to its cards.
"""

from __future__ import annotations

import itertools
import math
from collections.abc import Callable, Sequence
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSize, Qt, QTimer, Signal
from PySide6.QtGui import (
    QFont,
    QKeySequence,
    QResizeEvent,
    QShortcut,
    QShowEvent,
    QTextLayout,
    QTextOption,
)
from PySide6.QtWidgets import (
    QBoxLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QSizePolicy,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.messages import MORNING_NEWS, Message
from ...table_view import TableView, as_if_going_on, morning_block
from ...texts import i18n
from ...texts.assemble import fill
from .. import theme
from ..moderator.host_action import AFTER_PAINT, in_host_action
from ..times_up import TimesUpSound
from ..widgets.joined import KeptWords
from ..widgets.nameplate import MIN_FIT, Nameplate, PlateState
from ..widgets.plain import plain_labels
from ..widgets.svg import role_pixmap, ui_pixmap
from ..widgets.timer_ring import TimerRing

if TYPE_CHECKING:
    from ...engine.views import PublicView, RevealSeat
    from ..controller import GameController

_REFRESH_EVENT = QEvent.Type(QEvent.registerEventType())
"""The TV's posted re-render (see `PublicWindow.refresh_later`)."""

PAGES = ("idle", "night", "table", "news", "checking", "reveal")

STORY_PAGE_MS = 12000
"""How long each page of the game's story stays up on the reveal."""

STORY_LINES_PER_PAGE = 12
"""About what fits beside the reveal's cards: a page of the story (its title and lines)."""


def _story_pages(
    story: Sequence[tuple[str, list[str]]], per_page: int = STORY_LINES_PER_PAGE
) -> list[str]:
    """The story's pages (Replay's, `story.game_story`) as the TV turns them: one page of the
    story on each, its title on top; a page longer than fits beside the cards goes on over
    several, its title on each."""
    pages: list[str] = []
    for title, lines in story:
        block = ["· " + line for line in lines]
        room = max(1, per_page - 1)
        pages.append("\n".join([title, *block[:room]]))
        for start in range(room, len(block), room):
            pages.append("\n".join([title, *block[start : start + room]]))
    return pages


MORNING_IDS = MORNING_NEWS
"""Public ids that belong to the morning news (the card shows them): the engine's list."""

_CARD_SKIP = frozenset({"morning", "peaceful_morning", "gone_home"})
_TICKER_SKIP = frozenset({"vote_totals", "gone_home", "day_breaks", "night_falls", "game_over"})

__all__ = ["MORNING_IDS", "PublicWindow", "as_if_going_on", "morning_block", "walk_texts"]


def _label(parent: QWidget, name: str, *, wrap: bool = False) -> QLabel:
    label = QLabel(parent)
    label.setObjectName(name)
    label.setAlignment(Qt.AlignmentFlag.AlignCenter)
    label.setWordWrap(wrap)
    return label


class _Page(QWidget):
    """A page with a styled background."""

    def __init__(self, name: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName(name)
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)


class TableArea(QWidget):
    """Nameplates in seat order around an oval (a grid for 16+), the timer ring in the middle.

    Every plate is as tall as the tallest plate's texts need at its width (measured, see
    `Nameplate.needed_height`), so no badge or claim line is cut. When the oval has no room
    for plates that tall, the plates go to a grid in seat order; when even the grid has
    none, the plates' small texts shrink a step at a time (`FITS`, never under 28 px on
    1080p) before anything is cut.

    Attributes:
        plates: one Nameplate per seat, in seat order.
        ring: the timer ring.
        grid_mode: whether the table always uses the grid (16 players or more).
        arrangement: how the plates sit now: "oval" or "grid".
    """

    GRID_FROM = 16
    MIN_OVAL_PLATE_W = 250
    """Narrower oval plates than this (1080p pixels) would cut their text: use the grid."""
    GRID_SHARES = (0.66,)
    """The grid's share of the width, the ring beside it: the wider one only when the
    plates cannot show their lines otherwise."""
    FITS = (1.0, 0.9, 0.8, MIN_FIT)
    """The small texts' sizes tried in turn (1.0: 40 px on 1080p; the last: 28 px)."""

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.plates: list[Nameplate] = []
        self.ring = TimerRing(self)
        self.grid_mode = False
        self.arrangement = "oval"
        self._scale = theme.Scale(1.0)
        self._laid_out: tuple[object, ...] | None = None  # what the last layout was for

    def set_seat_count(self, n: int) -> None:
        """Create or drop plates so there is one per seat."""
        if n == len(self.plates):
            return
        while len(self.plates) > n:
            self.plates.pop().deleteLater()
        while len(self.plates) < n:
            plate = Nameplate(len(self.plates), self)
            plate.show()
            self.plates.append(plate)
        self.grid_mode = n >= self.GRID_FROM
        self.relayout()

    def set_scale(self, scale: theme.Scale) -> None:
        """Size everything for this scale (each plate measures its own texts)."""
        if scale != self._scale:
            self._scale = scale
            self.relayout()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Lay the plates out again."""
        super().resizeEvent(event)
        self.relayout()

    def plate_height(self) -> int:
        """The least height of a plate: name line, one badge or vote line, margins (so the
        plates keep their size when the first player goes home)."""
        s = self._scale
        line = int(theme.SMALL_PX * 1.25)
        return s.px(int(theme.NAME_PX * 1.3) + line + 26)

    def relayout(self) -> None:
        """Place every plate and the ring for the current size."""
        n = len(self.plates)
        if n == 0 or self.width() < 10 or self.height() < 10:
            self.ring.setGeometry(self.rect())
            return
        ring = not self.ring.isHidden()
        key = (self.size(), self._scale, self.grid_mode, ring, tuple(p.state for p in self.plates))
        if key == self._laid_out:
            return  # same plates, same texts, same room: the same layout
        self._laid_out = key
        # No timer (the vote, its tally): the grid has the whole width.
        shares = self.GRID_SHARES if ring else (1.0,)
        for share in shares:
            for fit in self.FITS:
                for plate in self.plates:
                    plate.set_fit(fit)
                if share == shares[0] and not self.grid_mode and self._oval(n):
                    self.arrangement = "oval"
                    return
                # Plates too tall for the oval (large text, many claims): a grid, in seat
                # order, keeps every text whole.
                self.arrangement = "grid"
                if self._grid(n, share) == 0:
                    return

    def _grid(self, n: int, share: float) -> int:
        """Lay the plates out in a grid on `share` of the width (the ring beside it); each
        row as tall as its tallest plate needs. Returns how many pixels are cut."""
        s = self._scale
        gap = s.px(8)
        grid_w = int(self.width() * share)
        h = self.height()
        best: tuple[int, int, list[int]] | None = None  # (pixels cut, columns, row heights)
        # Rows at least a plate's usual height; on a crowded table, only what they need.
        for least in (self.plate_height(), 0):
            for cols in range(1, n + 1):  # the widest plates that cut nothing (or the least)
                pw = (grid_w - gap * (cols + 1)) // cols
                if pw < s.px(self.MIN_OVAL_PLATE_W) and best is not None:
                    break
                heights = self._row_heights(cols, pw, least)
                cut = max(0, sum(heights) + gap * (len(heights) + 1) - h)
                if best is None or cut < best[0]:
                    best = (cut, cols, heights)
                if cut == 0:
                    break
            if best is not None and best[0] == 0:
                break
        assert best is not None
        cut, cols, heights = best
        if cut:  # nothing fits whole: every row gives up its share
            room = h - gap * (len(heights) + 1)
            total = sum(heights)
            heights = [max(1, ph * room // max(1, total)) for ph in heights]
        pw = (grid_w - gap * (cols + 1)) // cols
        y = (h - sum(heights) - gap * (len(heights) - 1)) // 2
        for r, ph in enumerate(heights):
            for c, plate in enumerate(self.plates[r * cols : (r + 1) * cols]):
                plate.setGeometry(gap + c * (pw + gap), y, pw, ph)
            y += ph + gap
        side = max(0, min(self.width() - grid_w - gap, h - 2 * gap))
        x = grid_w + (self.width() - grid_w - side) // 2
        self.ring.setGeometry(x, (h - side) // 2, side, side)
        return cut

    def _row_heights(self, cols: int, width: int, least: int) -> list[int]:
        """The height each grid row of `cols` plates `width` wide needs (at least `least`)."""
        return [
            max([least] + [p.needed_height(width) for p in self.plates[i : i + cols]])
            for i in range(0, len(self.plates), cols)
        ]

    def content_height(self, width: int) -> int:
        """The height the tallest plate's texts need at this width."""
        return max((p.needed_height(width) for p in self.plates), default=0)

    def _oval(self, n: int) -> bool:
        """Lay the plates around the oval; False when they would be too narrow or too short
        for their texts (the caller then uses the grid)."""
        s = self._scale
        w, h = self.width(), self.height()
        margin = s.px(8)
        gap = s.px(10)
        pw = min(s.px(400), w // 3)
        least = s.px(self.MIN_OVAL_PLATE_W)
        points: list[tuple[float, float]] = []
        rx = ry = 0.0
        for _ in range(12):  # shrink the plates until neighbours no longer overlap
            ph = max(self.plate_height(), self.content_height(pw))
            rx = (w - pw) / 2 - margin
            ry = (h - ph) / 2 - margin
            points = _oval_points(n, rx, ry, pw + gap, ph + gap)
            fits = ry > 0 and not _overlaps(points, pw + gap // 2, ph + gap // 2)
            if fits or pw <= least:
                break
            pw = max(least, int(pw * 0.92))
        if not fits:
            return False
        cx, cy = w / 2, h / 2
        for plate, (x, y) in zip(self.plates, points, strict=True):
            plate.setGeometry(int(cx + x - pw / 2), int(cy + y - ph / 2), pw, ph)
        inner_h = max(s.px(200), int(2 * ry - ph - 2 * margin))
        inner_w = max(s.px(200), w - 2 * pw - 4 * margin)
        self.ring.setGeometry(
            int(cx - inner_w / 2), int(cy - inner_h / 2), int(inner_w), int(inner_h)
        )
        return True


def _overlaps(points: list[tuple[float, float]], pw: float, ph: float) -> bool:
    """Whether any two plates of this size centred on `points` overlap."""
    for i, (x0, y0) in enumerate(points):
        for x1, y1 in points[i + 1 :]:
            if abs(x0 - x1) < pw and abs(y0 - y1) < ph:
                return True
    return False


def _oval_points(
    n: int, rx: float, ry: float, unit_w: float, unit_h: float
) -> list[tuple[float, float]]:
    """`n` points spread evenly along a rounded oval, clockwise from the top centre.

    Distance is measured in plate units (max of |dx|/unit_w and |dy|/unit_h), so plates are
    spread by how much room they need along the curve, not by plain length.
    """
    power = 2.6  # between an ellipse (2) and a rectangle: more room along the long sides
    steps = 720
    samples: list[tuple[float, float]] = []
    for k in range(steps + 1):
        t = 2 * math.pi * k / steps
        sx, sy = math.sin(t), -math.cos(t)
        x = rx * math.copysign(abs(sx) ** (2 / power), sx)
        y = ry * math.copysign(abs(sy) ** (2 / power), sy)
        samples.append((x, y))
    lengths = [0.0]
    for (x0, y0), (x1, y1) in itertools.pairwise(samples):
        lengths.append(lengths[-1] + max(abs(x1 - x0) / unit_w, abs(y1 - y0) / unit_h))
    spacing = lengths[-1] / n
    points: list[tuple[float, float]] = []
    j = 0
    for i in range(n):
        goal = i * spacing
        while j < len(lengths) - 2 and lengths[j + 1] < goal:
            j += 1
        seg = lengths[j + 1] - lengths[j] or 1.0
        f = (goal - lengths[j]) / seg
        (x0, y0), (x1, y1) = samples[j], samples[j + 1]
        points.append((x0 + (x1 - x0) * f, y0 + (y1 - y0) * f))
    return points


DENSE_FROM = 10
"""From this many players (and below the table's grid mode) the reveal's cards stand upright,
five to a row, so that a 1600x900 screen shows them all with every line whole."""

CARD_FITS = (1.0, 0.92, 0.85, 0.78, 0.72, 0.66, 0.6)
"""The reveal cards' type sizes tried in turn until every card shows its lines whole (1.0:
the card's small lines at 40 px on 1080p; the last, the least: 24 px, `MIN_CARD_PX`)."""

MIN_CARD_PX = round(theme.SMALL_PX * CARD_FITS[-1])
"""The least pixel size of a reveal card's text on 1080p (scaled with the screen)."""


class _CardsHost(QWidget):
    """Where the reveal's cards sit. Its height is what the page gives it, never what its
    cards' wrapped lines ask for (else a long card would make the TV window taller than
    its screen): the cards' type shrinks to the room instead (`fitted`, after each resize).

    Attributes:
        fitted: called after each resize, once the cards have their places.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.fitted: Callable[[], None] = lambda: None

    def hasHeightForWidth(self) -> bool:
        """No: the page decides this height (see the class doc)."""
        return False

    def minimumSizeHint(self) -> QSize:
        """Nothing: the cards' type shrinks to the room given."""
        return QSize(0, 0)

    def resizeEvent(self, event: QResizeEvent) -> None:
        """New room: the cards' type is fitted to it."""
        super().resizeEvent(event)
        self.fitted()

    def showEvent(self, event: QShowEvent) -> None:
        """Shown (the reveal's page comes up): the cards' type is fitted to its room."""
        super().showEvent(event)
        self.fitted()


def _card_arrangements(n: int) -> list[tuple[int, int, int]]:
    """How the reveal may lay out `n` cards, best first: (cards to a row, the cards' share
    of the width, the story column's). The last, for a large table on a small screen,
    gives the story's column to the cards (the story stays in Replay)."""
    if n < DENSE_FROM:
        return [(3, 7, 3)]
    if n < TableArea.GRID_FROM:
        return [(5, 4, 1)]
    return [(5, 4, 1), (5, 1, 0), (6, 1, 0)]


class _StoryLabel(KeptWords):
    """The reveal's story column: its type is fitted to its room after each resize; its
    words are never cut across two lines (`KeptWords`).

    Attributes:
        fitted: called after each resize.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__("", parent)
        self.fitted: Callable[[], None] = lambda: None

    def resizeEvent(self, event: QResizeEvent) -> None:
        """New room: the type is fitted to it."""
        super().resizeEvent(event)
        self.fitted()


class _RevealCard(QWidget):
    """One player's card on the reveal: its texts' sizes scale together (`set_fit`).

    Attributes:
        texts: each line's label, its full pixel size and whether it is bold.
        icon: the role's icon label, the role and the icon's full pixel size.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.texts: list[tuple[QLabel, int, bool]] = []
        self.icon: tuple[QLabel, str, int] | None = None
        self._fit = 0.0

    def set_fit(self, fit: float) -> None:
        """Every text (and the icon) at `fit` times its full size."""
        if fit == self._fit:
            return
        self._fit = fit
        for label, px, bold in self.texts:
            label.setFont(theme.font(round(px * fit), bold=bold))
        if self.icon is not None:
            icon, role, px = self.icon
            icon.setPixmap(role_pixmap(role, max(1, round(px * fit))))

    def fits(self) -> bool:
        """Whether every line shows whole: each label as tall as its wrapped lines need, no
        line wider than the label (a long word), and inside the card."""
        inside = self.contentsRect()
        for label, _px, _bold in self.texts:
            if not label.isVisibleTo(self):
                continue
            if label.heightForWidth(label.width()) > label.height():
                return False
            if not inside.contains(label.geometry()):
                return False
            shown = label.laid_out() if isinstance(label, KeptWords) else label.text()
            width = label.contentsRect().width()
            if _widest_line(shown, label.font(), width) > width:
                return False
        return True


def _widest_line(text: str, font: QFont, width: int) -> float:
    """The widest line of `text` wrapped at word boundaries to `width`, as a QLabel wraps it
    (wider than `width` when a word is)."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    widest = 0.0
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return widest


class PublicWindow(QWidget):
    """The TV window. Renders only the controller's public projection (see the module doc).

    Signals:
        page_changed(str): the page now shown (one of PAGES).

    Attributes:
        controller: the game controller (only its public API is used).
        news_ms: how long the morning card stays up, in milliseconds.
        table: the table area (nameplates and timer ring).
    """

    page_changed = Signal(str)

    def __init__(self, controller: GameController, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.controller = controller
        self.news_ms = 8000
        self._subtitle = ""
        self._card_day: tuple[int, str] | None = None  # the morning card last shown
        self._verdict_seen: tuple[int, str] | None = None  # the verdict last shown
        self._scale = theme.Scale(1.0)
        self.text_size = 1.0
        self.look = "warm"  # the host's "Table screen colours" (theme.LOOKS)
        self._theme = theme.DAY
        self._page = ""
        self._reveal_key: object = None
        self._language_stale = False
        self.setObjectName("publicWindow")
        self.setAttribute(Qt.WidgetAttribute.WA_QuitOnClose, False)
        self.resize(1280, 720)

        self._card_timer = QTimer(self)
        self._card_timer.setSingleShot(True)
        self._card_timer.timeout.connect(self._card_done)
        self._holding = False  # the verdict stays up while the host gives last words
        self._story_pages: list[str] = []
        self._story_page = 0
        self._story_timer = QTimer(self)
        self._story_timer.setInterval(STORY_PAGE_MS)
        self._story_timer.timeout.connect(self.next_story_page)
        self.times_up_sound = TimesUpSound(self)

        self.stack = QStackedWidget(self)
        outer = QVBoxLayout(self)
        outer.setContentsMargins(0, 0, 0, 0)
        outer.addWidget(self.stack)
        self._pages: dict[str, QWidget] = {}
        self._build_idle()
        self._build_night()
        self._build_table()
        self._build_news()
        self._build_checking()
        self._build_reveal()

        toggle = QShortcut(QKeySequence(Qt.Key.Key_F11), self)
        toggle.activated.connect(self.toggle_full_screen)
        close_card = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        close_card.activated.connect(self._card_done)

        self._refresh_due = False  # a re-render is posted (see `refresh_later`)
        controller.changed.connect(self.refresh_later)
        controller.told.connect(self.refresh_later)
        controller.started.connect(self._on_started)
        controller.finished.connect(self.refresh_later)
        controller.subtitle.connect(self._on_subtitle)
        controller.timer.ticked.connect(self._on_tick)
        controller.timer.state_changed.connect(self._on_timer_state)
        controller.timer.expired.connect(self._on_expired)
        self._fixed_texts()
        self._apply_scale()
        self.refresh()
        plain_labels(self)

    # ------------------------------------------------------------------ language

    def _fixed_texts(self) -> None:
        """The window's few texts that do not come from the game."""
        self.setWindowTitle(self.tr("Table screen"))
        self.idle_label.setText(self.tr("Waiting for the game to start"))
        self.moon.setAccessibleName(self.tr("Night"))
        self.sun.setAccessibleName(i18n.phase_name("day"))
        self.times_up_label.setText(self.tr("Time's up!"))
        self.checking_title.setText(self.tr("The host is checking the end of the game"))
        self.checking_hint.setText(self.tr("One moment, please."))

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed: follow it in place (the TV is never replaced, so it
        keeps its screen, its full screen, its text size and the phones' QR code)."""
        if event.type() == QEvent.Type.LanguageChange:
            if self.isVisible():
                self.retranslate()
            else:  # closed by the host: when it shows again
                self._language_stale = True
        super().changeEvent(event)

    def showEvent(self, event: QShowEvent) -> None:
        """Follow a language chosen while the window was hidden."""
        if self._language_stale:
            self._language_stale = False
            self.retranslate()
        super().showEvent(event)

    def retranslate(self) -> None:
        """Show the same page in the app's language: the fixed texts are set again and the
        rest is drawn again from the public view (the morning card and the reveal too,
        without restarting their timers). The subtitle is the voice's: its next line comes
        in the new language."""
        self._fixed_texts()
        table = self.controller.table_view()
        if table is not None and self._page == "news":
            view, block = table.public, list(table.morning)
            if block:
                names = [seat.name for seat in view.seats]
                self._render_news(view, block, names, self.controller.wording())
        self._reveal_key = None  # the reveal's cards and story are drawn again
        self.refresh()

    # ------------------------------------------------------------------ pages

    def _build_idle(self) -> None:
        page = _Page("idlePage")
        layout = QVBoxLayout(page)
        self.idle_label = _label(page, "idleText", wrap=True)
        layout.addWidget(self.idle_label)
        self._add_page("idle", page)

    def _build_night(self) -> None:
        page = _Page("nightPage")
        layout = QVBoxLayout(page)
        layout.addStretch(2)
        self.moon = _label(page, "moon")
        layout.addWidget(self.moon)
        layout.addSpacing(30)
        self.subtitle_label = _label(page, "subtitle", wrap=True)
        layout.addWidget(self.subtitle_label)
        layout.addStretch(3)
        self._add_page("night", page)

    def _build_table(self) -> None:
        page = _Page("tablePage")
        layout = QVBoxLayout(page)
        header = QHBoxLayout()
        self.day_label = QLabel(page)
        self.day_label.setObjectName("dayTitle")
        self.step_label = QLabel(page)
        self.step_label.setObjectName("stepTitle")
        self.step_label.setAlignment(Qt.AlignmentFlag.AlignRight | Qt.AlignmentFlag.AlignVCenter)
        header.addWidget(self.day_label)
        header.addStretch(1)
        header.addWidget(self.step_label)
        layout.addLayout(header)
        self.times_up_label = _label(page, "timesUp")
        self.times_up_label.hide()
        layout.addWidget(self.times_up_label)
        self.table = TableArea(page)
        self.table.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)
        layout.addWidget(self.table, 1)
        self.ticker = _label(page, "ticker", wrap=True)
        layout.addWidget(self.ticker)
        self._add_page("table", page)

    def _build_news(self) -> None:
        page = _Page("newsPage")
        layout = QVBoxLayout(page)
        layout.addStretch(2)
        self.sun = _label(page, "sun")
        layout.addWidget(self.sun)
        self.news_title = _label(page, "newsTitle", wrap=True)
        self.news_headline = _label(page, "newsHeadline", wrap=True)
        self.news_lines = _label(page, "newsLines", wrap=True)
        layout.addWidget(self.news_title)
        layout.addSpacing(20)
        layout.addWidget(self.news_headline)
        layout.addSpacing(20)
        layout.addWidget(self.news_lines)
        layout.addStretch(3)
        self._add_page("news", page)

    def _build_checking(self) -> None:
        page = _Page("checkingPage")
        layout = QVBoxLayout(page)
        layout.addStretch(1)
        self.checking_title = _label(page, "checkingTitle", wrap=True)
        self.checking_hint = _label(page, "checkingHint", wrap=True)
        layout.addWidget(self.checking_title)
        layout.addWidget(self.checking_hint)
        layout.addStretch(1)
        self._add_page("checking", page)

    def _build_reveal(self) -> None:
        page = _Page("revealPage")
        layout = QVBoxLayout(page)
        self.winner_label = _label(page, "winner", wrap=True)
        layout.addWidget(self.winner_label)
        body = QHBoxLayout()
        self.reveal_grid_host = _CardsHost(page)
        self.reveal_grid_host.fitted = self._fit_reveal
        self.reveal_grid = QGridLayout(self.reveal_grid_host)
        self.reveal_grid.setSizeConstraint(QGridLayout.SizeConstraint.SetNoConstraint)
        self.reveal_grid.setContentsMargins(0, 0, 0, 0)
        self.reveal_grid_host.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        body.addWidget(self.reveal_grid_host, 7)
        self.summary_label = _StoryLabel(page)
        self.summary_label.fitted = self._fit_story
        self.summary_label.setObjectName("summary")
        self.summary_label.setWordWrap(True)
        self.summary_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.summary_label.setAlignment(Qt.AlignmentFlag.AlignTop | Qt.AlignmentFlag.AlignLeft)
        body.addWidget(self.summary_label, 3)
        layout.addLayout(body, 1)
        self._reveal_body = body
        self._fitting = False  # the reveal's cards are being fitted (see `_fit_reveal`)
        self._arrangements: list[tuple[int, int, int]] = [(3, 7, 3)]
        self._reveal_cards: list[_RevealCard] = []
        self._reveal_seats: tuple[RevealSeat, ...] = ()
        self._add_page("reveal", page)

    def _add_page(self, name: str, page: QWidget) -> None:
        self._pages[name] = page
        self.stack.addWidget(page)

    # ------------------------------------------------------------------ public API

    def current_page(self) -> str:
        """The page shown now (one of PAGES)."""
        return self._page

    def show_story(self, page: QWidget, on: bool = True) -> None:
        """A finished game's told story (`story_player.StoryPage`) over the reveal, or over the
        idle screen when no game is loaded; `on=False` takes that page away."""
        old = self._pages.get("story")
        if (old is page) != on:  # a new page to show, or this one to take away
            if old is not None:
                self.stack.removeWidget(self._pages.pop("story"))
            if on:
                self._add_page("story", page)
            self._page = ""  # shown again, whatever was shown
        self.refresh()

    def toggle_full_screen(self) -> None:
        """F11: full screen on and off (on the screen the window is on)."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def painted_texts(self) -> list[str]:
        """Texts painted by custom widgets that are visible now (the timer's numerals)."""
        ring = self.table.ring
        return ring.painted_texts() if ring.isVisibleTo(self) and self._page == "table" else []

    def refresh_later(self) -> None:
        """Re-render: during a host's click (`moderator.host_action`) once the host's window has
        repainted (several changes in one click render once), otherwise at once."""
        if not in_host_action():
            self.refresh()
        elif not self._refresh_due:
            self._refresh_due = True
            QCoreApplication.postEvent(self, QEvent(_REFRESH_EVENT), AFTER_PAINT)

    def refresh_pending(self) -> bool:
        """Whether a re-render is posted and not done yet (see `refresh_later`)."""
        return self._refresh_due

    def event(self, event: QEvent) -> bool:
        """The posted re-render (`refresh_later`)."""
        if event.type() == _REFRESH_EVENT:
            if self._refresh_due:
                self.refresh()
            return True
        return super().event(event)

    def refresh(self) -> None:
        """Re-render from the controller's table view (`controller.table_view()`: the public
        facts the voice has told, the end hidden until the host confirms it). What the table
        sees is decided there; this window only decides how long a card stays up."""
        self._refresh_due = False
        table = self.controller.table_view()
        if table is None:
            self._show_page("story" if "story" in self._pages else "idle")
            return
        view = table.public
        wording = self.controller.wording()
        names = [seat.name for seat in view.seats]
        if self.controller.confirmed:
            self._render_reveal(view, names, wording)
            self._show_page("story" if "story" in self._pages else "reveal")
            return
        if self._end_unconfirmed():
            self._subtitle = ""  # the voice's words may tell the end: off the TV until then
        if view.phase == "night":
            self._refresh_night(table, names, wording)
            return
        self._verdict_seen = None  # a vote taken back and cast again shows again
        self._render_table(view, names, wording)
        block = list(table.morning)
        card_key = (view.day, repr([(m.id, m.params) for m in block]))
        if block and self._card_day != card_key:  # a new morning, or a corrected one
            self._card_day = card_key
            self._render_news(view, block, names, wording)
            self._card_timer.start(self.news_ms)
            self._show_page("news")
        elif not self._card_timer.isActive():
            self._show_page("table")

    def _refresh_night(self, table: TableView, names: list[str], wording: str) -> None:
        """The night page; first the verdict of the vote that closed the day, for a moment
        (or, held for last words, until the host moves on)."""
        view, verdict = table.public, table.verdict
        fresh = verdict is not None and verdict.key != self._verdict_seen
        if verdict is not None and (fresh or (verdict.held and not self._holding)):
            self._verdict_seen = verdict.key
            self._render_table(view, names, wording, verdict.totals, verdict.messages)
            if verdict.held:
                self.step_label.setText(self.tr("Last words"))
            self._holding = verdict.held
            self._card_timer.start(self.news_ms)
            self._show_page("table")
            return
        held = verdict is not None and verdict.held
        if self._page == "table" and (held or (self._card_timer.isActive() and not self._holding)):
            return
        self._holding = False
        self._card_timer.stop()
        self.subtitle_label.setText(self._subtitle)
        self._show_page("night")

    # ------------------------------------------------------------------ rendering

    def _render_table(
        self,
        view: PublicView,
        names: list[str],
        wording: str,
        totals: dict[int, int] | None = None,
        news: tuple[Message, ...] | None = None,
    ) -> None:
        self.day_label.setText(i18n.day_title(view.day))
        self.step_label.setText(i18n.phase_name(view.step if totals is None else "vote"))
        claims = self.controller.claims
        totals = view.vote_totals if totals is None else totals
        news = view.news if news is None else news
        top = max(totals.values(), default=0)
        states: list[PlateState] = []
        for seat in view.seats:
            badge = ""
            if not seat.here:
                badge = i18n.went_home_badge(seat.gone_day, seat.gone_phase, wording)
                if seat.role:  # a card the table has been shown (face-up cards, a Hunter)
                    badge += " · " + i18n.role_name(seat.role)
            votes: int | None = None
            if totals and (seat.here or seat.index in totals):
                votes = int(totals.get(seat.index, 0))
            states.append(
                PlateState(
                    name=seat.name,
                    here=seat.here,
                    badge=badge,
                    claims=self._claim_tags(claims.get(seat.index), names),
                    votes=votes,
                    max_votes=top,
                    votes_text=i18n.votes_text(votes) if votes is not None else "",
                )
            )
        self.table.set_seat_count(len(states))
        self.table.set_scale(self._scale)
        for plate, state in zip(self.table.plates, states, strict=True):
            plate.set_look(theme.look(self.look)[0], self._scale)
            plate.set_state(state)
        timer = self.controller.timer
        self.table.ring.set_time(timer.remaining(), timer.total)
        # The timer belongs to the discussion: during the vote (a stale "3:00" when the
        # discussion ended early) and beside its results the table sees no clock.
        talking = not totals and view.phase == "day" and view.step == "discussion"
        self.table.ring.setVisible(talking)
        self.table.relayout()  # now that the plates hold their texts (and the ring is set)
        self.times_up_label.setVisible(talking and timer.total > 0 and timer.remaining() == 0)
        after_morning = news[len(morning_block(news)) :]
        lines = [
            i18n.message_text(m, names, wording)
            for m in after_morning
            if m.id not in _TICKER_SKIP and (m.id not in MORNING_IDS or m.id == "role_revealed")
        ]
        self.ticker.setText("  ".join(line for line in lines[-2:] if line))

    @staticmethod
    def _claim_tags(
        entry: dict[str, Any] | None, names: list[str]
    ) -> tuple[tuple[str | None, str], ...]:
        if not entry:
            return ()
        tags: list[tuple[str | None, str]] = []
        if entry.get("role"):
            role_id = str(entry["role"])
            tags.append((role_id, i18n.claim_role_text(role_id)))
        for report in entry.get("reports") or []:
            try:
                target = names[int(report["target"])]
            except (KeyError, ValueError, IndexError, TypeError):
                continue
            tags.append((None, i18n.claim_report_text(target, bool(report.get("werewolf")))))
        return tuple(tags[-3:])

    def _render_news(
        self, view: PublicView, block: list[Message], names: list[str], wording: str
    ) -> None:
        gone: list[str] = []
        for m in block:
            if m.id == "gone_home":
                name = names[int(m.params.get("seat", 0))]
                if name not in gone:
                    gone.append(name)
        self.news_title.setText(i18n.morning_title(view.day))
        self.news_headline.setText(i18n.gone_home_headline(gone, wording))
        lines = [i18n.message_text(m, names, wording) for m in block if m.id not in _CARD_SKIP]
        self.news_lines.setText("\n".join(line for line in lines if line))
        self.news_lines.setVisible(any(lines))

    def _render_reveal(self, view: PublicView, names: list[str], wording: str) -> None:
        revealed = self.controller.revealed()
        if revealed is None:
            return
        winner, seats = revealed
        key = (winner, seats, self._scale)
        if key == self._reveal_key:
            return
        self._reveal_key = key
        self.winner_label.setText(i18n.winner_text(winner))
        for card in self._reveal_cards:
            self.reveal_grid.removeWidget(card)
            card.hide()  # gone now, not when deleted (else the old cards show behind)
            card.deleteLater()
        self._reveal_cards = []
        n = len(seats)
        self._reveal_seats = seats
        # From ten players the cards stand upright, five to a row: two or three rows fit a
        # 900 px high screen with every line whole. From sixteen they lie flat again.
        dense = n >= DENSE_FROM
        for seat in seats:
            card = self._reveal_card(seat, wording)
            card.show()  # now, not at the layout's next turn: fitted below
            self._reveal_cards.append(card)
        self._arrangements = _card_arrangements(n)
        self._arrange(self._arrangements[0])
        self._fit_reveal()
        story = self.controller.story() or []
        # ...and the story, in a narrower column, turns shorter pages.
        per_page = STORY_LINES_PER_PAGE // 2 if dense else STORY_LINES_PER_PAGE
        self._story_pages = _story_pages(story, per_page)
        self._story_page = 0
        self._show_story_page()
        if len(self._story_pages) > 1:
            self._story_timer.start()

    def next_story_page(self) -> None:
        """Show the story's next page (they turn by themselves after the reveal)."""
        self.turn_story_page(1)

    def turn_story_page(self, delta: int, by_hand: bool = False) -> None:
        """Turn the story's pages by `delta` (round: after the last comes the first); turned
        by the host's key (`by_hand`), the page stays up its whole time again."""
        if self._story_pages:
            self._story_page = (self._story_page + delta) % len(self._story_pages)
            self._show_story_page()
            if by_hand and self._story_timer.isActive():
                self._story_timer.start()

    def _show_story_page(self) -> None:
        text = self._story_pages[self._story_page] if self._story_pages else ""
        if len(self._story_pages) > 1:
            counter = fill(
                self.tr("(%1/%2)"), str(self._story_page + 1), str(len(self._story_pages))
            )
            text += "\n" + counter
        self.summary_label.setText(text)
        self._fit_story()

    def _fit_story(self) -> None:
        """The story's page, as large as lets all its lines show (never under
        `MIN_CARD_PX` on 1080p)."""
        label = self.summary_label
        if not label.isVisible():
            return  # fitted when shown (a resize then)
        for fit in CARD_FITS:
            label.setFont(theme.font(round(self._scale.px(theme.SMALL_PX) * fit)))
            if label.height() < 10 or label.heightForWidth(label.width()) <= label.height():
                return

    def _reveal_card(self, seat: RevealSeat, wording: str) -> _RevealCard:
        s = self._scale
        big = len(self._reveal_seats) < self.table.GRID_FROM
        card = _RevealCard(self.reveal_grid_host)
        card.setObjectName("revealWinner" if seat.won else "revealCard")
        card.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        card.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        upright = DENSE_FROM <= len(self._reveal_seats) < self.table.GRID_FROM
        # Sixteen players or more: the icon beside the name, the other lines below both
        # (the card's whole width for them, so they wrap less).
        compact = not big
        row: QBoxLayout = QVBoxLayout(card) if upright or compact else QHBoxLayout(card)
        row.setSizeConstraint(QBoxLayout.SizeConstraint.SetNoConstraint)
        if upright or compact:
            row.setContentsMargins(s.px(6), s.px(6), s.px(6), s.px(6))
        else:
            row.setContentsMargins(s.px(12), s.px(6), s.px(10), s.px(6))
        row.setSpacing(s.px(4 if upright else 0 if compact else 12))
        icon = QLabel(card)
        card.icon = (icon, seat.role, s.px(40 if upright or compact else 72))
        icon.setAccessibleName(i18n.role_name(seat.role))
        col = QVBoxLayout()
        col.setSpacing(0)
        name = QLabel(seat.name, card)
        name.setObjectName("revealName")
        card.texts.append((name, s.px(theme.NAME_PX if big else 40), True))
        if compact:
            top = QHBoxLayout()
            top.setSpacing(s.px(8))
            top.addWidget(icon, 0, Qt.AlignmentFlag.AlignTop)
            top.addWidget(name, 1)
            row.addLayout(top)
        else:
            row.addWidget(icon)
        role = KeptWords(i18n.role_name(seat.role), card)  # words never cut in two
        role.setObjectName("revealRole")
        card.texts.append((role, s.px(theme.TEXT_PX), True))
        side_text = f"{theme.side_mark(seat.side.value)} {i18n.side_name(seat.side.value)}".strip()
        if seat.won:
            side_text += " · " + self.tr("won")
        labels = [name, role, KeptWords(side_text, card)]
        if not seat.here:
            labels.append(
                KeptWords(i18n.went_home_badge(seat.gone_day, seat.gone_phase, wording), card)
            )
        for label in labels[2:]:
            label.setObjectName("revealSide")
            card.texts.append((label, s.px(theme.SMALL_PX), False))
        for label in labels:
            label.setTextFormat(Qt.TextFormat.PlainText)  # a name is text, never markup
            label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
            label.setWordWrap(True)  # a long line ("went home · day 4") wraps, never cut
            if label is not name or not compact:
                col.addWidget(label)
        col.addStretch(1)
        row.addLayout(col, 1)
        card.set_fit(1.0)
        return card

    def _arrange(self, arrangement: tuple[int, int, int]) -> None:
        """The cards `cols` to a row, sharing the width with the story column as given (a
        story's share of 0: no story column)."""
        cols, cards_share, story_share = arrangement
        for i, card in enumerate(self._reveal_cards):
            self.reveal_grid.removeWidget(card)
            self.reveal_grid.addWidget(card, i // cols, i % cols)
        self._reveal_body.setStretch(0, cards_share)
        self._reveal_body.setStretch(1, story_share)
        self.summary_label.setVisible(story_share > 0)
        # No story column: a crowded table on a small screen; the headline and the page's
        # margins give the cards some room too.
        s = self._scale
        tight = story_share == 0
        headline = theme.TITLE_PX if tight else theme.HEADLINE_PX - 16
        self.winner_label.setFont(theme.font(s.px(headline), bold=True))
        page = self._pages["reveal"].layout()
        if page is not None:
            margin = s.px(8 if tight else 24)
            page.setContentsMargins(margin, margin, margin, margin)
            page.invalidate()
            page.activate()

    def _fit_reveal(self) -> None:
        """The cards' type, as large as lets every card show all its lines whole in the
        room the page gives them (`CARD_FITS`, never under `MIN_CARD_PX` on 1080p); when
        even the least size is too large, the next arrangement (`_card_arrangements`)."""
        cards = self._reveal_cards
        host = self.reveal_grid_host
        if self._fitting or not cards or not host.isVisible() or host.width() < 10:
            return  # fitted when shown
        self._fitting = True
        try:
            for arrangement in self._arrangements:
                self._arrange(arrangement)
                for fit in CARD_FITS:
                    for card in cards:
                        card.set_fit(fit)
                    self.reveal_grid.invalidate()
                    self.reveal_grid.activate()
                    for card in cards:
                        layout = card.layout()
                        if layout is not None:
                            layout.activate()
                    if all(card.fits() for card in cards):
                        return
        finally:
            self._fitting = False

    # ------------------------------------------------------------------ look

    def _show_page(self, name: str) -> None:
        day, night = theme.look(self.look)
        look = night if name in ("night", "idle", "checking") else day
        if look is not self._theme or not self._page:
            self._theme = look
            self._apply_style()
        if name != self._page:
            self._page = name
            self.stack.setCurrentWidget(self._pages[name])
            self.page_changed.emit(name)

    def _apply_style(self) -> None:
        t = self._theme
        d, n = theme.look(self.look)
        s = self._scale
        self.table.ring.set_theme(d)
        self.setStyleSheet(
            f"#publicWindow {{ background: {t.background}; }}"
            f"#idlePage, #nightPage, #checkingPage {{ background: {n.background}; }}"
            f"#idlePage QLabel, #nightPage QLabel, #checkingPage QLabel {{ color: {n.text}; }}"
            f"#tablePage, #revealPage {{ background: {d.background}; }}"
            f"#tablePage QLabel, #revealPage QLabel {{ color: {d.text}; }}"
            f"#newsPage {{ background: {d.card}; }}"
            f"#newsPage QLabel {{ color: {d.card_text}; }}"
            f"#tablePage QLabel#timesUp {{ background: {d.card}; color: {d.card_text};"
            f" border-radius: {s.px(14)}px; padding: {s.px(8)}px; }}"
            f"#stepTitle, #ticker {{ color: {d.accent_text}; }}"
            f"#checkingHint {{ color: {n.muted}; }}"
            f"#revealCard {{ background: {d.plate}; border: {s.px(2)}px solid {d.plate_border};"
            f" border-radius: {s.px(14)}px; }}"
            f"#revealWinner {{ background: {d.plate}; border: {s.px(5)}px solid {d.accent};"
            f" border-radius: {s.px(14)}px; }}"
            f"#revealSide {{ color: {d.muted}; }}"
        )

    def _apply_scale(self) -> None:
        s = self._scale
        self.idle_label.setFont(theme.font(s.px(theme.TITLE_PX), bold=True))
        self.subtitle_label.setFont(theme.font(s.px(theme.NAME_PX), bold=True))
        day, night = theme.look(self.look)
        self.moon.setPixmap(ui_pixmap("moon", night.accent, s.px(260)))
        self.sun.setPixmap(ui_pixmap("sun", day.card_text, s.px(140)))
        self.day_label.setFont(theme.font(s.px(theme.TITLE_PX), bold=True))
        self.step_label.setFont(theme.font(s.px(theme.TEXT_PX + 4), bold=True))
        self.ticker.setFont(theme.font(s.px(theme.TEXT_PX), bold=True))
        self.times_up_label.setFont(theme.font(s.px(theme.HEADLINE_PX - 16), bold=True))
        self.news_title.setFont(theme.font(s.px(theme.TITLE_PX), bold=True))
        self.news_headline.setFont(theme.font(s.px(theme.HEADLINE_PX), bold=True))
        self.news_lines.setFont(theme.font(s.px(theme.NAME_PX)))
        self.checking_title.setFont(theme.font(s.px(theme.TITLE_PX), bold=True))
        self.checking_hint.setFont(theme.font(s.px(theme.TEXT_PX)))
        self.winner_label.setFont(theme.font(s.px(theme.HEADLINE_PX - 16), bold=True))
        self.summary_label.setFont(theme.font(s.px(theme.SMALL_PX)))
        self.table.ring.set_numeral_px(s.px(theme.TIMER_PX))
        self.table.ring.setMinimumSize(0, 0)
        margins = s.px(24)
        for page in self._pages.values():
            layout = page.layout()
            if layout is not None:
                layout.setContentsMargins(margins, margins, margins, margins)
        self._apply_style()

    def resizeEvent(self, event: QResizeEvent) -> None:
        """Scale the type with the window."""
        super().resizeEvent(event)
        self._rescale()

    def set_text_size(self, factor: float) -> None:
        """The host's text size setting for the Table screen (1.0 normal; see
        `theme.TEXT_SIZES`): every text grows with it."""
        self.text_size = max(0.5, float(factor))
        self._rescale()

    def set_look(self, name: str) -> None:
        """The host's "Table screen colours" (a key of `theme.LOOKS`: "warm", "dark" for a
        dark day, "contrast" for high contrast)."""
        self.look = name if name in theme.LOOKS else "warm"
        day, night = theme.look(self.look)
        self._theme = night if self._page in ("night", "idle", "checking") else day
        self._apply_scale()
        self.refresh()

    def _rescale(self) -> None:
        scale = theme.Scale.for_size(self.width(), self.height(), self.text_size)
        if scale != self._scale:
            self._scale = scale
            self._apply_scale()
            self.refresh()

    # ------------------------------------------------------------------ slots

    def _on_started(self) -> None:
        table = self.controller.table_view()
        view = table.public if table is not None else None
        # A resumed game does not replay the morning card, nor the verdict it stopped at.
        self._card_day = (
            (view.day, repr([(m.id, m.params) for m in table.morning]))
            if table is not None and view is not None and view.phase == "day"
            else None
        )
        self._verdict_seen = table.verdict.key if table and table.verdict else None
        self._reveal_key = None
        self._card_timer.stop()
        self._story_timer.stop()

    def _on_subtitle(self, text: str) -> None:
        self._subtitle = "" if self._end_unconfirmed() else text
        self.subtitle_label.setText(self._subtitle)

    def _end_unconfirmed(self) -> bool:
        """The game is decided but the host has not confirmed it: the narration's words
        then stay off the TV (they may tell that the game is over)."""
        view = self.controller.public_view()
        return view is not None and view.phase == "ended" and not self.controller.confirmed

    def _on_tick(self, seconds: int) -> None:
        self.table.ring.set_time(seconds, self.controller.timer.total)

    def _on_timer_state(self) -> None:
        timer = self.controller.timer
        self.table.ring.set_time(timer.remaining(), timer.total)
        if timer.remaining() > 0:
            self.times_up_label.hide()

    def _on_expired(self) -> None:
        """0:00: the end-of-timer sound and the "Time's up!" banner on the table."""
        view = self.controller.public_view()
        if view is None or view.phase != "day" or self.controller.confirmed:
            return
        self.times_up_label.show()
        self.times_up_sound.play()

    def _card_done(self) -> None:
        self._card_timer.stop()
        if self._page in ("news", "table"):
            self.refresh()


def walk_texts(root: QObject) -> list[str]:
    """Every text `root` shows: labels, buttons, titles, tooltips and painted texts.

    Only visible widgets count (a hidden page shows nothing), plus the window title.
    """
    from PySide6.QtWidgets import QAbstractButton

    texts: list[str] = []
    if isinstance(root, QWidget):
        texts.append(root.windowTitle())
    for widget in [root, *root.findChildren(QWidget)]:
        if not isinstance(widget, QWidget) or not widget.isVisibleTo(root.window()):  # type: ignore[attr-defined]
            continue
        if isinstance(widget, (QLabel, QAbstractButton)):
            texts.append(widget.text())
        if widget.toolTip():
            texts.append(widget.toolTip())
        painted = getattr(widget, "painted_texts", None)
        if callable(painted) and not isinstance(widget, PublicWindow):
            texts.extend(painted())
    return [t for t in texts if t]
