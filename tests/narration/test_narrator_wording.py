"""The voice reads the table's wording, the one saved with the game's setup (issue 14)."""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path

import pytest

from ww_desktop.app.controller import GameController
from ww_desktop.engine.requests import Choice
from ww_desktop.engine.setup import Setup
from ww_desktop.narration.narrator import Narrator
from ww_desktop.narration.voices import SilentVoice
from ww_desktop.store import Store

pytestmark = pytest.mark.qt_log_ignore(
    r"^Couldn't (load|resolve) .* (library|symbols)$",
    r"PulseAudioService",
    r"Error loading text-to-speech plug-in",
    r"No engine set",
)

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")
ROLES = ("werewolf", "seer", "witch", "villager", "werewolf", "villager")
VICTIM = 3


def _first_night_news(qtbot, controller: GameController, voice: SilentVoice) -> list[str]:
    narrator = Narrator(controller, voice)
    narrator.wait_scale = 0.0
    narrator.pause_scale = 0.0
    narrator.translate = lambda context, text: text
    lines: list[str] = []
    narrator.line_changed.connect(lines.append)
    with qtbot.waitSignal(narrator.night_done, timeout=5000):
        for _ in range(50):
            pending = controller.pending()
            if (
                not pending
                or controller.game is None
                or controller.game.state.phase.value != "night"
            ):
                break
            for r in pending:
                target = VICTIM if r.verb.value == "attack" else None
                controller.apply(Choice(r.seat, r.verb, target))
    return lines


@pytest.mark.parametrize(("wording", "news"), [("gentle", "has gone home"), ("classic", "is dead")])
def test_the_voice_reads_the_wording_saved_with_the_setup(
    qtbot,
    tmp_path: Path,
    make_backend: Callable[[Callable[[], SilentVoice]], SilentVoice],
    wording: str,
    news: str,
) -> None:
    store = Store.open(tmp_path / "games.sqlite3")
    controller = GameController(store)
    setup = Setup("classic", tuple(zip(NAMES, ROLES, strict=True)), seed=5).checked()
    voice = make_backend(lambda: SilentVoice(seconds_per_char=0.0))
    assert controller.start(setup, wording=wording)
    assert controller.game is not None and controller.game.setup.wording == wording
    said = _first_night_news(qtbot, controller, voice)
    morning = [line for line in said if NAMES[VICTIM] in line]
    assert morning and news in morning[0], said
    controller.close_game()
    store.close()
