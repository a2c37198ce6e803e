"""Voice settings after a language switch (issue 28): no "unexpected problem".

The switch rebuilds the console, and with it the volume slider the voice control kept in
step; a change in Voice settings then touched the deleted slider, and the app showed
"Werewolf Desktop met an unexpected problem". Played in the real app (`main.start`).
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot
from shiboken6 import isValid

from ww_desktop.app.language import current_language, install_language
from ww_desktop.app.main import AppParts, _NarrationStarter, start
from ww_desktop.app.voice_settings import VoiceSettingsDialog
from ww_desktop.engine.setup import deal
from ww_desktop.narration.voices import load_voice_settings

from .conftest import NAMES


@pytest.fixture
def parts(qtbot: QtBot, tmp_path: Path, qapp: QApplication) -> Iterator[AppParts]:
    previous = sys.excepthook
    started = start(tmp_path / "data", offer_resume=False, ask_screen=lambda *_a: None)
    assert started is not None
    yield started
    install_language(qapp, "en")
    sys.excepthook = previous
    started.main_window._force_close = True  # type: ignore[attr-defined]
    started.main_window.close()
    started.public_window.close()
    started.store.close()


def test_voice_settings_work_after_a_language_switch(qtbot: QtBot, parts: AppParts) -> None:
    problems: list[tuple[Any, ...]] = []
    sys.excepthook.report = lambda *args: problems.append(args)  # type: ignore[attr-defined]
    window = parts.main_window
    with qtbot.waitSignal(parts.controller.subtitle, timeout=5000):
        parts.controller.start(deal("standard", list(NAMES[:8]), seed=2))
    old_console = window.console  # type: ignore[attr-defined]
    window.language_menu.actions_by_code["fr"].trigger()  # type: ignore[attr-defined]
    assert current_language() == "fr"
    qtbot.waitUntil(lambda: window.console is not old_console)  # type: ignore[attr-defined]
    console = window.console  # type: ignore[attr-defined]
    # The old console (and its slider) is deleted once the event loop gets to it.
    QApplication.sendPostedEvents(None, QEvent.Type.DeferredDelete)
    qtbot.waitUntil(lambda: not isValid(old_console))
    starter = parts.controller.findChild(_NarrationStarter)
    assert starter is not None
    starter.show_settings()
    dialog = window.findChild(VoiceSettingsDialog)
    assert dialog is not None
    dialog.volume_slider.setValue(40)  # moved by the host
    dialog.volume_slider.sliderReleased.emit()
    dialog.speed_slider.setValue(dialog.speed_slider.value() + 20)
    dialog.speed_slider.sliderReleased.emit()
    dialog.spoken_check.toggle()
    assert problems == []
    assert load_voice_settings(parts.settings).volume == pytest.approx(0.4)
    assert console.volume.value() == 40  # the new console's slider follows
    console.volume.setValue(70)  # and sets the volume
    assert starter.control is not None
    assert starter.control.settings().volume == pytest.approx(0.7)
    assert dialog.volume_slider.value() == 70
    assert problems == []
    dialog.close()
