"""Lines rendered ahead in the real app, with the real voice (espeak-ng), issue 34.

The app renders the lines that may come next while the table is busy (the cards being
dealt, the night, the discussion), so each line starts the moment its cue comes. These
tests play the real app (`main.start`) with the pyttsx3 voice and check, at the moment the
voice hands each line to the player, that it had been rendered ahead: the night's first line
after the deal (the table's wording is not the preset's: it used to render the preset's
lines, which were never said), and the next line after a switch to French mid-night.
"""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt, QTimer
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ww_desktop.app.language import current_language, install_language
from ww_desktop.app.main import AppParts, _NarrationStarter, start
from ww_desktop.app.main_window import PAGE_DEALING
from ww_desktop.engine.presets import get_preset
from ww_desktop.engine.setup import deal
from ww_desktop.narration.voices import Pyttsx3Voice

from .conftest import NAMES


@pytest.fixture
def parts(
    qtbot: QtBot, tmp_path: Path, qapp: QApplication, monkeypatch: pytest.MonkeyPatch
) -> Iterator[AppParts]:
    monkeypatch.setenv("WW_DESKTOP_VOICE", "pyttsx3")
    previous = sys.excepthook
    started = start(tmp_path / "data", offer_resume=False, ask_screen=lambda *_a: None)
    assert started is not None
    yield started
    install_language(qapp, "en")
    sys.excepthook = previous
    starter = started.controller.findChild(_NarrationStarter)
    if starter is not None:
        starter.shutdown()
    started.main_window._force_close = True  # type: ignore[attr-defined]
    started.main_window.close()
    started.public_window.close()
    started.store.close()


def _deal(qtbot: QtBot, parts: AppParts) -> tuple[_NarrationStarter, Pyttsx3Voice]:
    """Start a classic game as the lobby does (its wording: gentle) and deal every card."""
    window = parts.main_window
    setup = deal("classic", list(NAMES[:8]), seed=5)
    window.start_game(setup, True)  # type: ignore[attr-defined]
    assert parts.controller.wording() != get_preset("classic").wording  # the lobby's words
    assert window.stack.currentIndex() == PAGE_DEALING  # type: ignore[attr-defined]
    starter = parts.controller.findChild(_NarrationStarter)
    assert starter is not None and isinstance(starter._voice, Pyttsx3Voice)
    dealing = window.dealing  # type: ignore[attr-defined]
    while dealing.state == "pass":
        qtbot.mouseClick(dealing.show_button, Qt.MouseButton.LeftButton)
        qtbot.mouseClick(dealing.hide_button, Qt.MouseButton.LeftButton)
    assert dealing.state == "done"
    return starter, starter._voice


def test_the_nights_first_line_is_rendered_while_the_cards_are_dealt(
    qtbot: QtBot, parts: AppParts
) -> None:
    starter, voice = _deal(qtbot, parts)
    narrator = starter.narrator
    assert narrator is not None
    narrator.pause_scale = narrator.wait_scale = 0.0  # no silences: the calls follow at once
    first = narrator.translate(
        "Narration", "Night falls on the village. Everyone, close your eyes."
    )
    # The table takes its time with the cards; the voice renders meanwhile.
    qtbot.waitUntil(lambda: voice.is_ready_ahead(first), timeout=20_000)
    heard: list[tuple[str, bool]] = []

    def started(text: str) -> None:
        heard.append((text, voice.last_from_cache))
        QTimer.singleShot(0, narrator.skip)  # the host hurries the voice along

    voice.line_started.connect(started)
    dealing = parts.main_window.dealing  # type: ignore[attr-defined]
    qtbot.mouseClick(dealing.begin_button, Qt.MouseButton.LeftButton)  # the night begins
    # Up to the pack's call, which waits for the pick.
    qtbot.waitUntil(lambda: any("prank" in text for text, _ in heard), timeout=20_000)
    assert heard[0] == (first, True)  # rendered ahead: it started at its cue
    assert all(ahead for _, ahead in heard), heard  # the table's (gentle) words, all ahead


def test_after_a_switch_to_french_the_next_line_is_rendered_ahead(
    qtbot: QtBot, parts: AppParts
) -> None:
    starter, voice = _deal(qtbot, parts)
    narrator = starter.narrator
    assert narrator is not None
    narrator.pause_scale = 0.0  # the next line follows at once
    first = narrator.translate(
        "Narration", "Night falls on the village. Everyone, close your eyes."
    )
    qtbot.waitUntil(lambda: voice.is_ready_ahead(first), timeout=20_000)
    heard: list[tuple[str, bool]] = []
    voice.line_started.connect(lambda text: heard.append((text, voice.last_from_cache)))
    dealing = parts.main_window.dealing  # type: ignore[attr-defined]
    qtbot.mouseClick(dealing.begin_button, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: len(heard) >= 1, timeout=20_000)
    parts.main_window.language_menu.actions_by_code["fr"].trigger()  # type: ignore[attr-defined]
    assert current_language() == "fr"
    narrator.skip()  # the host skips the English line: the next one is due now
    qtbot.waitUntil(lambda: len(heard) >= 2, timeout=20_000)
    text, ahead = heard[1]
    assert "loups" in text.lower(), text  # the werewolves' call, in French
    assert ahead, "the French line was rendered at its cue, not ahead"
