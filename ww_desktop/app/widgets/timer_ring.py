"""The day timer as the TV shows it: huge numerals inside a ring that empties as time runs."""

from __future__ import annotations

import math

from PySide6.QtCore import QRectF, Qt
from PySide6.QtGui import QColor, QFontMetricsF, QPainter, QPaintEvent, QPen
from PySide6.QtWidgets import QSizePolicy, QWidget

from ...texts.placeholders import fill
from .. import theme


def format_seconds(seconds: int) -> str:
    """ "4:05" (minutes:seconds)."""
    seconds = max(0, int(seconds))
    return f"{seconds // 60}:{seconds % 60:02d}"


class TimerRing(QWidget):
    """Painted countdown: a ring (full at the start, empty at zero) around "m:ss" numerals.

    Colour is never the only signal: the numbers say the time and the ring's length says the
    share left; when time is up the numerals read "0:00".

    Attributes:
        seconds: seconds left.
        total: the run's length in seconds.
        numeral_px: the numerals' pixel size.
        theme: the colours in use.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.seconds = 0
        self.total = 0
        self.numeral_px = theme.TIMER_PX
        self.theme = theme.DAY
        self.setSizePolicy(QSizePolicy.Policy.Expanding, QSizePolicy.Policy.Expanding)

    def set_time(self, seconds: int, total: int) -> None:
        """Show `seconds` left of `total`."""
        if (seconds, total) != (self.seconds, self.total):
            self.seconds, self.total = seconds, total
            self.update()
        #: the day timer's countdown, read by a screen reader; %1: e.g. 2:35
        said = fill(self.tr("Time left: %1"), format_seconds(self.seconds))
        if said != self.accessibleName():
            self.setAccessibleName(said)

    def set_numeral_px(self, px: int) -> None:
        """Set the numerals' pixel size (the ring is sized around them)."""
        self.numeral_px = px
        side = int(px * 2.9)
        self.setMinimumSize(side, side)
        self.update()

    def set_theme(self, t: theme.Theme) -> None:
        """Use these colours."""
        self.theme = t
        self.update()

    def fraction(self) -> float:
        """The share of time left (the ring's length), 0 to 1."""
        if self.total <= 0:
            return 0.0
        return max(0.0, min(1.0, self.seconds / self.total))

    def painted_texts(self) -> list[str]:
        """Every text this widget paints."""
        return [format_seconds(self.seconds)]

    def painted_font_px(self) -> list[int]:
        """The pixel size of every text this widget paints."""
        return [self.fitted_px()]

    def ring_rect(self) -> tuple[QRectF, int]:
        """The ring's ellipse (the middle of its stroke) and the stroke's width."""
        # A circle when there is room, else an oval as wide as the numerals need.
        h = min(self.width(), self.height())
        w = min(self.width(), max(h, int(self.numeral_px * 3.2)))
        stroke = max(6, h // 18)
        rect = QRectF(
            (self.width() - w) / 2 + stroke / 2,
            (self.height() - h) / 2 + stroke / 2,
            w - stroke,
            h - stroke,
        )
        return rect, stroke

    def numeral_rect(self, px: int | None = None) -> QRectF:
        """Where the numerals' ink is (centred in the widget) at `px` (the fitted size)."""
        size = self.fitted_px() if px is None else px
        box = QFontMetricsF(theme.font(size, bold=True)).tightBoundingRect(
            format_seconds(self.seconds)
        )
        centre = QRectF(self.rect()).center()
        return QRectF(
            centre.x() - box.width() / 2, centre.y() - box.height() / 2, box.width(), box.height()
        )

    def fitted_px(self) -> int:
        """The numerals' size, made smaller when they would spill out of the ring (the host's
        "Larger" text on a small window put them across the ring's edge)."""
        px = self.numeral_px
        rect, stroke = self.ring_rect()
        a = (rect.width() - stroke) / 2 - stroke / 2  # inside the stroke, a little margin
        b = (rect.height() - stroke) / 2 - stroke / 2
        if a <= 0 or b <= 0:
            return px
        box = self.numeral_rect(px)
        reach = math.hypot(box.width() / 2 / a, box.height() / 2 / b)
        if reach <= 1.0:
            return px
        return max(1, int(px / (reach * 1.02)))  # (sizes are not quite linear)

    def paintEvent(self, event: QPaintEvent) -> None:
        """Draw the track, the remaining arc and the numerals."""
        painter = QPainter(self)
        painter.setRenderHint(QPainter.RenderHint.Antialiasing)
        rect, stroke = self.ring_rect()
        pen = QPen(QColor(self.theme.ring_track), stroke)
        pen.setCapStyle(Qt.PenCapStyle.FlatCap)
        painter.setPen(pen)
        painter.drawEllipse(rect)
        span = int(-360 * 16 * self.fraction())
        if span:
            pen = QPen(QColor(self.theme.accent), stroke)
            pen.setCapStyle(Qt.PenCapStyle.RoundCap)
            painter.setPen(pen)
            painter.drawArc(rect, 90 * 16, span)
        painter.setPen(QColor(self.theme.text))
        painter.setFont(theme.font(self.fitted_px(), bold=True))
        painter.drawText(self.rect(), Qt.AlignmentFlag.AlignCenter, format_seconds(self.seconds))
        painter.end()
