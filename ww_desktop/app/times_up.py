"""Time's up: the distinct end-of-timer sound (``resources/sounds/timer_end.wav``).

:class:`TimesUpSound` plays the sound once each time the day timer runs out. Without an
audio output nothing is played, but the call is still counted (``plays``), so the table
screen's banner and the tests do not depend on a sound card.
"""

from __future__ import annotations

import logging
from typing import TYPE_CHECKING

from PySide6.QtCore import QObject

if TYPE_CHECKING:
    from ..narration.sound_clip import SoundClip

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
        self._effect: SoundClip | None = None
        self._tried = False

    def play(self) -> None:
        """Sound the end of the timer (once)."""
        self.plays += 1
        if not self.enabled:
            return
        effect = self._load()
        if effect is not None:
            effect.play()

    def _load(self) -> SoundClip | None:
        if self._tried:
            return self._effect
        self._tried = True
        try:
            from ..narration.audio import audio_outputs_available
            from ..narration.sound_clip import SoundClip
            from ..resources import sound_path

            if not audio_outputs_available():
                return None
            # Not QSoundEffect: it plays from a thread of its own and freezes the app
            # under PulseAudio (see narration/sound_clip.py).
            self._effect = SoundClip(sound_path("timer_end"), parent=self)
        except (ImportError, OSError) as exc:  # no multimedia backend: the banner remains
            log.warning("no end-of-timer sound: %s", exc)
        return self._effect
