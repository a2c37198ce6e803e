"""A player's nameplate on the TV: name, "went home" badge, claim tags and the vote bar.

A plate measures the height its texts need at a given width (`Nameplate.needed_height`) from
its labels' fonts and texts, not from Qt's cached layout hints (stale until the next event
loop pass), so the table can size every plate to show all its lines. A crowded table may
shrink the small texts (`Nameplate.set_fit`), never below 28 px on a 1080p screen.
"""

from __future__ import annotations

from dataclasses import dataclass, field

from PySide6.QtCore import Qt
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QFrame, QHBoxLayout, QLabel, QSizePolicy, QVBoxLayout, QWidget

from ...texts.i18n import role_name
from .. import theme
from .joined import KeptWords
from .plain import plain_labels, plain_tooltip
from .svg import role_pixmap

MIN_FIT = 0.7
"""The smallest `Nameplate.set_fit`: 40 px small texts become 28 px on 1080p, the least the
Table screen shows (ui.md)."""


@dataclass(frozen=True)
class PlateState:
    """What one nameplate shows (all of it public).

    Attributes:
        name: the player's name.
        here: still at the table.
        badge: the "went home · night 2" badge text ("" while here).
        claims: claim tags as (role id for the icon or None, text).
        votes: the votes this player got in today's last ballot (None: no ballot yet).
        max_votes: the largest total of that ballot (for the bar's length).
    """

    name: str
    here: bool = True
    badge: str = ""
    claims: tuple[tuple[str | None, str], ...] = field(default_factory=tuple)
    votes: int | None = None
    max_votes: int = 0
    votes_text: str = ""


class _ClaimTag(QWidget):
    """A small tag: role icon (optional) and text."""

    def __init__(self, parent: QWidget) -> None:
        super().__init__(parent)
        layout = QHBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.setSpacing(6)
        self.row = layout
        self.icon = QLabel(self)
        self.text = QLabel(self)
        self.text.setObjectName("claimText")
        self.text.setWordWrap(True)
        self.text.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        layout.addWidget(self.icon)
        layout.addWidget(self.text, 1)
        plain_labels(self)


class Nameplate(QFrame):
    """One seat's plate. Texts live in QLabels (tests read them directly).

    Attributes:
        index: the seat index.
        state: what the plate shows now.
        name_label: the player's name (at least 48 px on 1080p).
        badge_label: the "went home" badge (its words never cut across two lines).
        votes_label: "3 votes" beside the bar.
    """

    def __init__(self, index: int, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.index = index
        self.state = PlateState("")
        self._theme = theme.DAY
        self._scale = theme.Scale(1.0)
        self._fit = 1.0
        self.setObjectName("plate")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        layout = QVBoxLayout(self)
        layout.setSpacing(0)
        self._layout = layout
        self.name_label = QLabel(self)
        self.name_label.setObjectName("plateName")
        self.name_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.name_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self.badge_label = KeptWords("", self)  # 「おうちに帰った」 never cut in two
        self.badge_label.setObjectName("plateBadge")
        self.badge_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.badge_label.setWordWrap(True)
        self.badge_label.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Preferred)
        self._claims_box = QVBoxLayout()
        self._claims_box.setSpacing(0)
        self._tags: list[_ClaimTag] = []
        vote_row = QHBoxLayout()
        vote_row.setSpacing(8)
        self._vote_row = vote_row
        self.bar = QFrame(self)
        self.bar.setObjectName("voteBar")
        self.votes_label = QLabel(self)
        self.votes_label.setObjectName("votesText")
        vote_row.addWidget(self.bar)
        vote_row.addWidget(self.votes_label)
        self._stretch = QWidget(self)
        vote_row.addWidget(self._stretch, 1)
        vote_row.insertWidget(0, self.badge_label, 1)
        layout.addWidget(self.name_label)
        layout.addLayout(vote_row)  # the badge (gone) or the vote bar (here): never both
        layout.addLayout(self._claims_box)
        layout.addStretch(1)
        self._apply_fonts()
        self._apply_style()
        plain_labels(self)

    # ------------------------------------------------------------------ API

    def set_state(self, state: PlateState) -> None:
        """Show this state (only what changed is redone)."""
        old = self.state
        self.state = state
        if state.name != old.name:
            self.setToolTip(plain_tooltip(state.name))
            self._elide_name()
        if state.here != old.here:
            self._apply_style()
        self.badge_label.setText(state.badge)
        self.badge_label.setVisible(bool(state.badge) and state.votes is None)
        if state.claims != old.claims:
            self._set_claims(state.claims)
        self._set_votes(state)

    def set_look(self, t: theme.Theme, scale: theme.Scale) -> None:
        """Apply a theme and a scale."""
        changed_theme = t is not self._theme
        changed_scale = scale != self._scale
        self._theme, self._scale = t, scale
        if changed_scale:
            self._apply_fonts()
        if changed_theme or changed_scale:
            self._apply_style()

    def set_fit(self, fit: float) -> None:
        """Scale the small texts (badge, claims, vote count) by `fit` (1.0: full size; the
        table lowers it only when a plate could not show all its lines otherwise)."""
        fit = max(MIN_FIT, min(1.0, fit))
        if fit != self._fit:
            self._fit = fit
            self._apply_fonts()

    def small_px(self) -> int:
        """The small texts' pixel size now."""
        return self._scale.px(round(theme.SMALL_PX * self._fit))

    def needed_height(self, width: int) -> int:
        """The height this plate needs at `width` to show every line of its texts whole."""
        margins = self._layout.contentsMargins()
        frame = self.frameWidth()
        inner = max(1, width - margins.left() - margins.right() - 2 * frame)
        height = margins.top() + margins.bottom() + 2 * frame
        height += self.name_label.sizeHint().height()
        state = self.state
        if state.votes is not None:
            height += max(self.votes_label.sizeHint().height(), self._scale.px(22))
        elif state.badge:
            self.badge_label.ensurePolished()
            height += self.badge_label.heightForWidth(inner)
        for tag in self._tags:
            tag.ensurePolished()
            room = inner
            icon_h = 0
            if not tag.icon.isHidden():
                room -= tag.icon.sizeHint().width() + tag.row.spacing()
                icon_h = tag.icon.sizeHint().height()
            height += max(icon_h, tag.text.heightForWidth(max(1, room)))
        # Qt's own answer, its caches dropped first (they go stale until the event loop
        # runs), for whatever spacing the sum above does not know.
        layouts = [self._layout, self._vote_row, self._claims_box]
        for layout in layouts + [tag.row for tag in self._tags]:
            layout.invalidate()
        return max(height, self._layout.totalHeightForWidth(width))

    def label_fonts(self) -> list[tuple[QLabel, int]]:
        """Every label with its pixel size (for the tests' size checks)."""
        labels = [self.name_label, self.badge_label, self.votes_label]
        labels += [tag.text for tag in self._tags]
        return [(label, label.font().pixelSize()) for label in labels]

    # ------------------------------------------------------------------ internals

    def resizeEvent(self, event: object) -> None:
        """Re-elide the name and re-measure the vote bar for the new width."""
        super().resizeEvent(event)  # type: ignore[arg-type]
        self._elide_name()
        self._set_votes(self.state)

    def _elide_name(self) -> None:
        metrics = QFontMetrics(self.name_label.font())
        margins = self._layout.contentsMargins()
        room = self.width() - margins.left() - margins.right() - 2 * self.frameWidth()
        width = max(10, room - 2)
        self.name_label.setText(
            metrics.elidedText(self.state.name, Qt.TextElideMode.ElideRight, width)
        )

    def _apply_fonts(self) -> None:
        s = self._scale
        self.name_label.setFont(theme.font(s.px(theme.NAME_PX), bold=True))
        self._layout.setContentsMargins(s.px(10), s.px(4), s.px(10), s.px(6))
        small = theme.font(self.small_px())
        self.badge_label.setFont(small)
        self.votes_label.setFont(theme.font(self.small_px(), bold=True))
        self._set_claims(self.state.claims)
        self._elide_name()

    def _apply_style(self) -> None:
        t = self._theme
        s = self._scale
        here = self.state.here
        fill = t.plate if here else t.gone_plate
        ink = t.text if here else t.gone_text
        border = f"{s.px(3)}px {'solid' if here else 'dashed'} {t.plate_border}"
        self.setStyleSheet(
            f"#plate {{ background: {fill}; border: {border}; border-radius: {s.px(18)}px; }}"
            f"#plate QLabel {{ color: {ink}; background: transparent; }}"
            f"#plateBadge {{ color: {t.gone_text}; border: {s.px(2)}px solid {t.gone_text};"
            f" border-radius: {s.px(10)}px; padding: 0 {s.px(8)}px; }}"
            f"#voteBar {{ background: {t.accent}; border-radius: {s.px(6)}px; }}"
            f"#votesText {{ color: {t.accent_text if here else t.gone_text}; }}"
        )

    def _set_claims(self, claims: tuple[tuple[str | None, str], ...]) -> None:
        while len(self._tags) > len(claims):
            tag = self._tags.pop()
            self._claims_box.removeWidget(tag)
            tag.deleteLater()
        while len(self._tags) < len(claims):
            tag = _ClaimTag(self)
            tag.text.setFont(theme.font(self.small_px()))
            self._tags.append(tag)
            self._claims_box.addWidget(tag)
        icon_px = self._scale.px(round((theme.SMALL_PX + 6) * self._fit))
        for tag, (role_id, text) in zip(self._tags, claims, strict=True):
            tag.text.setFont(theme.font(self.small_px()))
            tag.text.setText(text)
            if role_id:
                tag.icon.setPixmap(role_pixmap(role_id, icon_px))
                tag.icon.setAccessibleName(role_name(role_id))
                tag.icon.show()
            else:
                tag.icon.clear()
                tag.icon.hide()

    def _set_votes(self, state: PlateState) -> None:
        if state.votes is None:
            self.bar.hide()
            self.votes_label.hide()
            self._stretch.hide()
            return
        self._stretch.show()
        self.votes_label.setText(state.votes_text)
        label_w = self.votes_label.sizeHint().width()
        # The row's room: inside the frame and the margins, less the count and the two gaps
        # beside the bar (at 720p a fixed allowance left "3 votes" 2 px short).
        margins = self._layout.contentsMargins()
        room = self.contentsRect().width() - margins.left() - margins.right()
        full = max(1, room - label_w - 2 * self._vote_row.spacing() - self._scale.px(8))
        length = int(full * state.votes / state.max_votes) if state.max_votes else 0
        self.bar.setFixedSize(max(self._scale.px(6), length), self._scale.px(22))
        self.bar.setVisible(state.votes > 0)  # no bar at all for no votes
        self.votes_label.setText(state.votes_text)
        self.votes_label.show()
