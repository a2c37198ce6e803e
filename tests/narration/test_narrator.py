"""Tests for the narrator: it reads the night in step with a real game and a real store.

The voice is a :class:`SilentVoice` with instant lines and the narrator's pauses and waits
are scaled to zero, so a whole night takes milliseconds; signals are awaited with
``qtbot.waitSignal``/``waitUntil``, never with sleeps. One test uses the real pyttsx3 voice
to check that the GUI thread stays responsive while it speaks.
"""

from __future__ import annotations

import itertools
import time
from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QTimer

from ww_desktop.app.controller import GameController
from ww_desktop.engine.requests import Choice
from ww_desktop.engine.setup import Setup
from ww_desktop.narration.narrator import CUT, READY_WAIT, SPEAKING, Narrator
from ww_desktop.narration.script import line_text, night_script
from ww_desktop.narration.voices import Pyttsx3Voice, SilentVoice, VoiceBackend
from ww_desktop.store import Store

pytestmark = pytest.mark.qt_log_ignore(
    r"^Couldn't (load|resolve) .* (library|symbols)$",
    r"PulseAudioService",
    r"Error loading text-to-speech plug-in",
    r"No engine set",
)

NAMES = ("Ann", "Bob", "Cid", "Dee", "Eve", "Fay")
ROLES = ("werewolf", "seer", "witch", "villager", "werewolf", "villager")
WOLVES = (0, 4)
SEER, WITCH = 1, 2


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "data" / "games.sqlite3")
    yield s
    s.close()


@pytest.fixture
def controller(qapp: object, store: Store) -> GameController:
    return GameController(store)


@pytest.fixture
def setup() -> Setup:
    return Setup("classic", tuple(zip(NAMES, ROLES, strict=True)), seed=5).checked()


def _narrator(controller: GameController, voice: VoiceBackend) -> Narrator:
    narrator = Narrator(controller, voice)
    narrator.wait_scale = 0.0
    narrator.pause_scale = 0.0
    narrator.translate = lambda context, text: text
    return narrator


@pytest.fixture
def silent(make_backend: Callable[[Callable[[], SilentVoice]], SilentVoice]) -> SilentVoice:
    return make_backend(lambda: SilentVoice(seconds_per_char=0.0))


def _answer(controller: GameController, step: str, pick: Callable[[tuple[int, ...]], int]) -> None:
    for request in [r for r in controller.pending() if r.step == step]:
        if request.count > 1:
            target: int | tuple[int, ...] | None = tuple(request.targets[: request.count])
        elif request.targets:
            target = pick(request.targets)
        else:
            target = None
        assert controller.apply(Choice(request.seat, request.verb, target)), step


def _first(targets: tuple[int, ...]) -> int:
    return targets[0]


def _villager(targets: tuple[int, ...]) -> int:
    return next(t for t in targets if t not in WOLVES and t != SEER)


def test_a_night_is_read_in_step_with_the_game(
    qtbot, controller: GameController, setup: Setup, silent: SilentVoice
) -> None:
    """Windows scaled to nothing: every call is read in order; the pack keeps its eyes open
    until its pick is entered (the pack is always here), nobody else is waited for (the
    Witch is woken whether the Seer has looked or not), and dawn waits for the night's end."""
    narrator = _narrator(controller, silent)
    subtitles: list[str] = []
    forwarded: list[str] = []
    narrator.line_changed.connect(subtitles.append)
    controller.subtitle.connect(forwarded.append)
    expected = [line_text(x, NAMES) for x in night_script(setup, 1, "classic")]

    assert controller.start(setup)
    qtbot.waitUntil(lambda: _held_before(narrator, "step.werewolves.sleep"), timeout=2000)
    assert not any("Seer" in s for s in subtitles)
    _answer(controller, "werewolves", _villager)
    # The Seer has not looked and the notes are not in: the Witch is called all the same.
    qtbot.waitUntil(lambda: _held_before(narrator, "night.dawn"), timeout=2000)
    assert subtitles[-1] == expected[-2]  # "Witch, close your eyes."
    _answer(controller, "seer", _first)
    _answer(controller, "notes", _first)
    assert _held_before(narrator, "night.dawn")
    assert controller.game is not None and controller.game.state.phase.value == "night"
    with qtbot.waitSignal(narrator.night_done, timeout=3000):
        for request in list(controller.pending()):
            controller.apply(Choice(request.seat, request.verb, None))

    # Every line of the script, in order, then the morning news; all forwarded.
    assert subtitles[: len(expected)] == expected
    news = subtitles[len(expected) :]
    assert news[0] == f"{NAMES[WITCH]} is dead."  # the pack's victim, in classic wording
    assert news[1].startswith("The floor is open.")  # then the day's discussion
    assert forwarded == subtitles
    assert controller.game.state.phase.value == "day"


def _held_before(narrator: Narrator, text_id: str) -> bool:
    queued = narrator.queued()
    return narrator.state == READY_WAIT and bool(queued) and queued[0].text_id == text_id


def test_the_day_is_announced_and_the_next_night_follows(
    qtbot, controller: GameController, setup: Setup, silent: SilentVoice
) -> None:
    narrator = _narrator(controller, silent)
    subtitles: list[str] = []
    narrator.line_changed.connect(subtitles.append)
    controller.start(setup)
    with qtbot.waitSignal(narrator.night_done, timeout=3000):
        for step in ("notes", "werewolves", "seer"):
            _answer(controller, step, _villager if step == "werewolves" else _first)
        for request in list(controller.pending()):
            controller.apply(Choice(request.seat, request.verb, None))
    qtbot.waitUntil(lambda: any("floor is open" in s for s in subtitles), timeout=2000)
    _answer(controller, "discussion", _first)
    qtbot.waitUntil(lambda: any("Time to vote" in s for s in subtitles), timeout=2000)
    with qtbot.waitSignal(narrator.line_changed, timeout=2000):
        for request in list(controller.pending()):
            target = WOLVES[0] if WOLVES[0] in request.targets else request.targets[0]
            controller.apply(Choice(request.seat, request.verb, target))
    game = controller.game
    assert game is not None
    if not game.ended:
        qtbot.waitUntil(lambda: any("village has decided" in s for s in subtitles), timeout=2000)
        qtbot.waitUntil(lambda: subtitles.count(subtitles[0]) == 2, timeout=2000)
        decided = next(i for i, s in enumerate(subtitles) if "village has decided" in s)
        assert subtitles[decided + 1] == subtitles[0]  # nightfall, with no repeated news


def test_pause_resume_skip_and_repeat(
    qtbot,
    controller: GameController,
    setup: Setup,
    make_backend: Callable[[Callable[[], SilentVoice]], SilentVoice],
) -> None:
    # Slow enough to act in the middle of a line, fast enough for a test (~0.2 s a line).
    voice = make_backend(lambda: SilentVoice(seconds_per_char=0.004))
    narrator = _narrator(controller, voice)
    subtitles: list[str] = []
    narrator.line_changed.connect(subtitles.append)
    controller.start(setup)
    qtbot.waitUntil(lambda: narrator.state == SPEAKING and bool(subtitles), timeout=2000)
    first = subtitles[0]
    assert first.startswith("Night falls")

    narrator.pause()
    assert narrator.state == CUT and narrator.is_paused()
    with qtbot.assertNotEmitted(narrator.line_changed, wait=300):
        pass  # longer than the line: a paused narrator reads nothing
    with qtbot.waitSignal(narrator.line_changed, timeout=2000) as blocker:
        narrator.resume()
    assert blocker.args == [first]  # the cut line is read again from its start

    # skip: the next line starts at once, before the current one would have ended
    with qtbot.waitSignal(narrator.line_changed, timeout=100) as blocker:
        narrator.skip()
    assert blocker.args is not None and blocker.args[0].startswith("Werewolves, open your eyes")
    assert subtitles.count(first) == 2
    meeting = subtitles[-1]
    with qtbot.waitSignal(narrator.line_changed, timeout=2000) as blocker:
        narrator.repeat()
    assert blocker.args == [meeting]

    narrator.set_volume(0.25)
    assert voice.volume() == pytest.approx(0.25)


def test_disabled_narrator_is_silent_and_catches_up(
    qtbot, controller: GameController, setup: Setup, silent: SilentVoice
) -> None:
    narrator = _narrator(controller, silent)
    subtitles: list[str] = []
    narrator.line_changed.connect(subtitles.append)
    narrator.set_enabled(False)
    controller.start(setup)
    _answer(controller, "notes", _first)
    with qtbot.assertNotEmitted(narrator.line_changed, wait=50):
        pass
    assert not any(subtitles)  # only the subtitle cleared when turned off
    narrator.set_enabled(True)  # joins the night where the game waits (the pack)
    qtbot.waitUntil(lambda: any("Werewolves, " in s for s in subtitles), timeout=2000)
    spoken = [s for s in subtitles if s]
    assert spoken[0].startswith("Night falls")
    assert not any("look around" in s for s in subtitles)  # the meeting is over


def test_speech_unavailable_is_reported_once(
    qtbot,
    controller: GameController,
    setup: Setup,
    make_backend: Callable[[Callable[[], SilentVoice]], SilentVoice],
) -> None:
    voice = make_backend(lambda: SilentVoice(seconds_per_char=0.0, reason="No speech here."))
    narrator = _narrator(controller, voice)
    reports: list[str] = []
    narrator.speech_unavailable.connect(reports.append)
    subtitles: list[str] = []
    narrator.line_changed.connect(subtitles.append)
    controller.start(setup)
    qtbot.waitUntil(lambda: len(subtitles) >= 3, timeout=2000)
    assert reports == ["No speech here."]
    assert len(subtitles) >= 3  # the game goes on with subtitles


def test_gui_stays_responsive_with_the_real_voice(
    qtbot,
    controller: GameController,
    setup: Setup,
    make_backend: Callable[[Callable[[], Pyttsx3Voice]], Pyttsx3Voice],
) -> None:
    voice = make_backend(Pyttsx3Voice)
    if not voice.voices():
        pytest.skip("no speech engine (espeak-ng) here")
    narrator = _narrator(controller, voice)
    subtitles: list[str] = []
    narrator.line_changed.connect(subtitles.append)
    ticks: list[float] = []
    ticker = QTimer()
    ticker.setInterval(50)
    ticker.timeout.connect(lambda: ticks.append(time.monotonic()))
    ticker.start()
    try:
        controller.start(setup)
        # The first line is rendered, handed over and spoken (paced for its real length
        # when there is no sound card); the second one starts after it.
        qtbot.waitUntil(lambda: len(subtitles) >= 2, timeout=20_000)
    finally:
        ticker.stop()
    assert subtitles[0].startswith("Night falls")
    assert voice.last_duration_s > 1.0  # a real spoken line, not an instant one
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 20
    assert max(gaps) < 0.25, max(gaps)


def test_night_sounds_follow_the_night(
    qtbot, controller: GameController, setup: Setup, silent: SilentVoice
) -> None:
    """The ambience (narration/night_sounds.py) plays from nightfall to the morning news."""
    from ww_desktop.narration.night_sounds import NightSounds

    narrator = _narrator(controller, silent)
    narrator.sounds = NightSounds(narrator)
    assert not narrator.sounds.is_night()
    controller.start(setup)
    assert narrator.sounds.is_night()
    with qtbot.waitSignal(narrator.night_done, timeout=3000):
        for step in ("notes", "werewolves", "seer"):
            _answer(controller, step, _villager if step == "werewolves" else _first)
        for request in list(controller.pending()):
            controller.apply(Choice(request.seat, request.verb, None))
    assert not narrator.sounds.is_night()
