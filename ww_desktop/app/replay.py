"""Replay: step through a finished (or saved) game page by page, as in seed 003's day review.

The pages come from the engine's timeline (`engine/timeline.py`: the deal, night 1, day 1,
..., the end); this module only renders them. `ReplayModel` holds one game's timeline;
`ReplayView` shows one page at a time with a slider the host can scrub: the page's public news
in bold, the night's actions, private results and ballots in grey (who was told what), the
seats' states at the page's end, and on the last page the final reveal. It is meant for the
console (private: it shows everything).
"""

from __future__ import annotations

from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.game import record_from_json
from ..engine.messages import Audience
from ..engine.setup import Setup
from ..engine.timeline import DEAL, END, Page, Timeline, timeline
from ..engine.views import reveal
from ..texts import i18n
from ..texts.assemble import fill, join_list, label
from .library_style import style_library_window
from .story import page_title
from .theme import NIGHT as NIGHT_THEME

_SKIP = {"night_falls", "morning", "day_breaks"}
"""Markers with no sentence of their own (the page's title says it)."""


class ReplayModel:
    """A saved game's timeline, ready to be shown page by page.

    Attributes:
        timeline: the engine's timeline of the game.
        pages: its pages in order.
        names: player names in seat order.
        wording: the table's wording (saved with the game's setup).
    """

    def __init__(self, setup: Setup, records: list[Any], wording: str | None = None) -> None:
        parsed = [record_from_json(r) if isinstance(r, dict) else r for r in records]
        self.timeline: Timeline = timeline(setup, parsed)
        self.pages = self.timeline.pages
        self.names = list(setup.names)
        self.wording = wording or setup.table_wording()

    @property
    def game(self) -> Any:
        """The game replayed to the end of its log."""
        return self.timeline.game

    @classmethod
    def from_stored(
        cls,
        setup: dict[str, Any],
        records: list[dict[str, Any]],
        ui_state: dict[str, Any] | None = None,
    ) -> ReplayModel:
        """Build from a stored game's setup, records and screen state (an old save keeps its
        wording there); raises ValueError if they do not replay."""
        return cls(Setup.from_stored(setup, ui_state), records)

    def first_page(self) -> int:
        """The page to open on: the first night or day (the deal only if nothing followed)."""
        return 1 if len(self.pages) > 1 and self.pages[0].kind == DEAL else 0

    def html(self, index: int) -> str:
        """One page as simple HTML: its events, then the seats at its end (or the reveal)."""
        page = self.pages[index]
        parts: list[str] = []
        for m in page.messages:
            text = "" if m.id in _SKIP else i18n.message_text(m, self.names, self.wording)
            if not text:
                continue
            if m.audience is Audience.PUBLIC:
                parts.append(f"<p><b>{_esc(text)}</b></p>")
            else:
                who = (
                    join_list([self.names[i] for i in m.to])
                    if m.audience is Audience.PRIVATE
                    else ""
                )
                shown = label(_esc(who), _esc(text)) if who else _esc(text)
                parts.append(f"<p style='color:{NIGHT_THEME.muted}'>{shown}</p>")
        if page.kind == END and self.game.ended:
            winner, seats = reveal(self.game)
            parts.append(f"<h3>{_esc(i18n.winner_text(winner))}</h3><ul>")
            for x in seats:
                won = " ★" if x.won else ""
                role = _esc(i18n.role_name(x.role))
                parts.append(f"<li>{label(_esc(x.name), role)}{won}</li>")
            parts.append("</ul>")
            return "".join(parts)
        heading = fill(
            QCoreApplication.translate("ReplayView", "At the end of %1"), page_title(page)
        )
        parts.append(f"<h3>{_esc(heading)}</h3><ul>")
        for s in page.seats:
            role = i18n.role_name(s.role)
            state = (
                ""
                if s.here
                else " · " + i18n.went_home_badge(s.gone_day, s.gone_phase, self.wording)
            )
            style = "" if s.here else f" style='color:{NIGHT_THEME.muted}'"
            parts.append(f"<li{style}>{label(_esc(s.name), _esc(role))}{_esc(state)}</li>")
        parts.append("</ul>")
        return "".join(parts)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class ReplayView(QWidget):
    """A slider over the pages, previous/next buttons and the page's text.

    Signals:
        moment_changed(int): the shown page changed (its index).

    Attributes:
        model: the replayed game.
    """

    moment_changed = Signal(int)

    def __init__(self, model: ReplayModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        style_library_window(self, 960, 720)
        self.title = QLabel()
        self.title.setObjectName("title")
        self.text = QTextBrowser()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(model.pages) - 1)
        self.slider.setPageStep(1)
        self.prev_button = QPushButton()
        self.next_button = QPushButton()
        self.end_button = QPushButton()
        self._fixed_texts()
        buttons = QHBoxLayout()
        for b in (self.prev_button, self.next_button, self.end_button):
            buttons.addWidget(b)
        layout = QVBoxLayout(self)
        layout.addWidget(self.title)
        layout.addWidget(self.slider)
        layout.addLayout(buttons)
        layout.addWidget(self.text, 1)
        self.slider.valueChanged.connect(self.show_moment)
        self.prev_button.clicked.connect(self.previous_day)
        self.next_button.clicked.connect(self.next_day)
        self.end_button.clicked.connect(lambda: self.slider.setValue(self.slider.maximum()))
        first = model.first_page()
        self.slider.setValue(first)
        if first == 0:
            self.show_moment(0)

    def _fixed_texts(self) -> None:
        self.setWindowTitle(self.tr("Replay"))
        self.slider.setAccessibleName(self.tr("Timeline"))
        self.prev_button.setText(self.tr("◀ Previous day"))
        self.next_button.setText(self.tr("Next day ▶"))
        self.end_button.setText(self.tr("The end"))
        self.prev_button.setShortcut("Left")  # after the texts: setText resets a shortcut
        self.next_button.setShortcut("Right")
        self.end_button.setShortcut("End")

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed: the same moment, in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self._fixed_texts()
            page = self.model.pages[self.slider.value()]
            self.title.setText(page_title(page))
            self.text.setHtml(self.model.html(self.slider.value()))
        super().changeEvent(event)

    @property
    def page(self) -> Page:
        """The page shown now."""
        return self.model.pages[self.slider.value()]

    def show_moment(self, index: int) -> None:
        """Show one page of the game."""
        if self.slider.value() != index:
            self.slider.setValue(index)
            return
        page = self.model.pages[index]
        self.title.setText(page_title(page))
        self.text.setHtml(self.model.html(index))
        self.moment_changed.emit(index)

    def next_day(self) -> None:
        """Show the next page (the next night or day)."""
        self.slider.setValue(min(self.slider.value() + 1, self.slider.maximum()))

    def previous_day(self) -> None:
        """Show the previous page."""
        self.slider.setValue(max(self.slider.value() - 1, 0))
