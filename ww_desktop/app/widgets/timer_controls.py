"""The host's day-timer controls: big numerals, start/pause and "+1 minute".

Used by the moderator console and the pass-and-play discussion screen alike; it reads and
drives the controller's `DayTimer`, which never moves the game on by itself.
"""

from __future__ import annotations

from PySide6.QtCore import Qt
from PySide6.QtWidgets import QHBoxLayout, QLabel, QPushButton, QVBoxLayout, QWidget

from ...seam import TableHost
from .timer_ring import format_seconds


class TimerControls(QWidget):
    """Numerals plus start/pause and +1 minute buttons for the controller's day timer.

    Attributes:
        label: the numerals ("2:45").
        start_button: start or pause (its text follows the timer's state).
        extend_button: add the preset's extension.
    """

    def __init__(
        self,
        controller: TableHost,
        *,
        font_px: int = 96,
        extend_text: str = "",
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.controller = controller
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.label = QLabel(format_seconds(controller.timer.remaining()))
        self.label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.label.setStyleSheet(f"font-size: {font_px}px; font-weight: bold;")
        lay.addWidget(self.label, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.start_button = _button(self.tr("Start the timer  [Space]"))
        self.start_button.clicked.connect(controller.timer.toggle)
        row.addWidget(self.start_button)
        self.extend_button = _button(extend_text or self.tr("+1 minute"))
        self.extend_button.clicked.connect(controller.extend_timer)
        row.addWidget(self.extend_button)
        row.addStretch(1)
        lay.addLayout(row)
        controller.timer.ticked.connect(self._tick)
        controller.timer.state_changed.connect(self._state)

    def refresh(self) -> None:
        """Show the timer's current time and state now (when the page is rendered)."""
        self._tick(self.controller.timer.remaining())
        self._state()

    def _tick(self, seconds: int) -> None:
        self.label.setText(format_seconds(seconds))

    def _state(self) -> None:
        running = self.controller.timer.running
        self.start_button.setText(
            self.tr("Pause the timer  [Space]") if running else self.tr("Start the timer  [Space]")
        )


def _button(text: str) -> QPushButton:
    button = QPushButton(text)
    button.setMinimumHeight(56)
    button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
    return button
