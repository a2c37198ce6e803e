"""Time's up: the distinct end-of-timer sound (``resources/sounds/timer_end.wav``).

:class:`TimesUpSound` plays the sound once each time the day timer runs out. Without an
audio output nothing is played, but the call is still counted (``plays``), so the table
screen's banner and the tests do not depend on a sound card.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject, QUrl

if TYPE_CHECKING:
    from PySide6.QtMultimedia import QSoundEffect

log = logging.getLogger(__name__)

__all__ = ["TimesUpSound"]


class TimesUpSound(QObject):
    """The end-of-timer sound.

    Attributes:
        plays: how many times the sound was asked for (heard or not).
        enabled: False silences it (the count still grows).
    """

    def __init__(self, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.plays = 0
        self.enabled = True
        self._effect: QSoundEffect | None = None
        self._tried = False

    def play(self) -> None:
        """Sound the end of the timer (once)."""
        self.plays += 1
        if not self.enabled:
            return
        effect = self._load()
        if effect is not None:
            effect.play()

    def _load(self) -> QSoundEffect | None:
        if self._tried:
            return self._effect
        self._tried = True
        try:
            from PySide6.QtMultimedia import QSoundEffect

            from ..narration.audio import audio_outputs_available
            from ..resources import sound_path

            if not audio_outputs_available():
                return None
            effect = QSoundEffect(self)
            effect.setSource(QUrl.fromLocalFile(str(sound_path("timer_end"))))
            self._effect = effect
        except (ImportError, OSError) as exc:  # no multimedia backend: the banner remains
            log.warning("no end-of-timer sound: %s", exc)
        return self._effect
