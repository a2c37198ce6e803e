"""Replay: step through a finished (or saved) game day by day, as in seed 003's day review.

`ReplayModel` replays a stored log once and remembers, after every choice, where the game
stood; `ReplayView` shows one moment at a time with a timeline the host can scrub: each
night's actions and their results, each morning's news, each vote with who voted for whom,
and the final reveal. It is meant for the console (private: it shows everything).
"""

from __future__ import annotations

from dataclasses import dataclass
from typing import Any

from PySide6.QtCore import Qt, Signal
from PySide6.QtWidgets import (
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSlider,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.game import Game, record_from_json
from ..engine.messages import Audience, Message
from ..engine.requests import Choice
from ..engine.setup import Setup
from ..engine.views import reveal
from . import i18n
from .assemble import join_list, label


@dataclass(frozen=True, slots=True)
class Moment:
    """Where the game stood after one choice: its phase, numbers and messages so far."""

    record: int
    phase: str
    night: int
    day: int
    messages: int


class ReplayModel:
    """A replayed game and its moments (one per choice, plus the start).

    Attributes:
        game: the whole game, replayed from the log.
        moments: the timeline.
        names: player names in seat order.
    """

    def __init__(self, setup: Setup, records: list[Any]) -> None:
        parsed = [record_from_json(r) if isinstance(r, dict) else r for r in records]
        replaying = Game(setup, lots=[r.value for r in parsed if not isinstance(r, Choice)])
        self.moments: list[Moment] = [self._moment(replaying, 0)]
        for i, record in enumerate(parsed):
            if isinstance(record, Choice):
                replaying.apply(record)
                self.moments.append(self._moment(replaying, i + 1))
        self.game = replaying
        self.names = [s.name for s in replaying.state.seats]

    @staticmethod
    def _moment(game: Game, record: int) -> Moment:
        s = game.state
        return Moment(record, s.phase.value, s.night_no, s.day_no, len(s.messages))

    @classmethod
    def from_stored(cls, setup: dict[str, Any], records: list[dict[str, Any]]) -> ReplayModel:
        """Build from a stored game's setup and records."""
        return cls(Setup.from_json(setup), records)

    def day_starts(self) -> list[int]:
        """Indices of the first moment of each night and each day (for day-by-day stepping)."""
        starts: list[int] = []
        last: tuple[str, int] | None = None
        for i, m in enumerate(self.moments):
            key = (m.phase, m.night if m.phase == "night" else m.day)
            if key != last:
                starts.append(i)
                last = key
        return starts

    def messages_until(self, index: int) -> list[Message]:
        """Every message (public, private and the host's) up to a moment."""
        return self.game.state.messages[: self.moments[index].messages]

    def html(self, index: int, wording: str = "neutral") -> str:
        """The review up to a moment, grouped by night and day, as simple HTML."""
        parts: list[str] = []
        current: tuple[int, str] | None = None
        for m in self.messages_until(index):
            if m.id in ("night_falls", "morning", "day_breaks"):
                continue
            key = (m.day, m.phase)
            if key != current:
                current = key
                if m.phase == "night":
                    title = i18n.night_title(m.day)
                elif m.phase == "day":
                    title = i18n.day_title(m.day)
                else:
                    title = i18n.phase_name("ended")
                parts.append(f"<h3>{_esc(title)}</h3>")
            text = i18n.message_text(m, self.names, wording)
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
                parts.append(f"<p style='color:#555'>{shown}</p>")
        if index == len(self.moments) - 1 and self.game.ended:
            winner, seats = reveal(self.game)
            parts.append(f"<h3>{_esc(i18n.winner_text(winner))}</h3><ul>")
            for x in seats:
                won = " ★" if x.won else ""
                role = _esc(i18n.role_name(x.role))
                parts.append(f"<li>{label(_esc(x.name), role)}{won}</li>")
            parts.append("</ul>")
        return "".join(parts)


def _esc(text: str) -> str:
    return text.replace("&", "&amp;").replace("<", "&lt;").replace(">", "&gt;")


class ReplayView(QWidget):
    """A timeline slider, previous/next day buttons and the review text.

    Signals:
        moment_changed(int): the shown moment changed.

    Attributes:
        model: the replayed game.
    """

    moment_changed = Signal(int)

    def __init__(self, model: ReplayModel, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.model = model
        self.setWindowTitle(self.tr("Replay"))
        self.title = QLabel()
        self.title.setStyleSheet("font-size: 20px; font-weight: bold;")
        self.text = QTextBrowser()
        self.slider = QSlider(Qt.Orientation.Horizontal)
        self.slider.setRange(0, len(model.moments) - 1)
        self.slider.setAccessibleName(self.tr("Timeline"))
        self.prev_button = QPushButton(self.tr("◀ Previous day"))
        self.next_button = QPushButton(self.tr("Next day ▶"))
        self.end_button = QPushButton(self.tr("The end"))
        self.prev_button.setShortcut("Left")
        self.next_button.setShortcut("Right")
        self.end_button.setShortcut("End")
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
        self.show_moment(0)

    def show_moment(self, index: int) -> None:
        """Show the game as it stood at a moment."""
        if self.slider.value() != index:
            self.slider.setValue(index)
            return
        m = self.model.moments[index]
        if m.phase == "night":
            title = i18n.night_title(m.night)
        elif m.phase == "day":
            title = i18n.day_title(m.day)
        else:
            title = i18n.phase_name("ended")
        self.title.setText(title)
        self.text.setHtml(self.model.html(index))
        self.text.verticalScrollBar().setValue(self.text.verticalScrollBar().maximum())
        self.moment_changed.emit(index)

    def next_day(self) -> None:
        """Jump to the start of the next night or day."""
        now = self.slider.value()
        later = [i for i in self.model.day_starts() if i > now]
        self.slider.setValue(later[0] if later else self.slider.maximum())

    def previous_day(self) -> None:
        """Jump to the start of the previous night or day."""
        now = self.slider.value()
        earlier = [i for i in self.model.day_starts() if i < now]
        self.slider.setValue(earlier[-1] if earlier else 0)
