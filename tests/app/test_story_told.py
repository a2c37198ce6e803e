"""What really happened, told on the TV (issue 35): after the host confirms the end the table
screen plays the game back step by step while the voice tells it; the host pauses, goes back
and skips with the night's narration keys; History tells any saved or imported game the same
way. And (issue 36) the told story's pages are Replay's pages, for every preset."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.end_view import RevealView
from ww_desktop.app.history import HistoryDialog
from ww_desktop.app.language import install_language
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.app.replay import ReplayModel, page_title
from ww_desktop.app.story_player import (
    DONE,
    PAUSED,
    PLAYING,
    StoryControls,
    StoryPage,
    StoryTeller,
    StoryWindow,
    end_story,
    step_text,
    table_screen,
)
from ww_desktop.engine.game import Game
from ww_desktop.engine.messages import Audience
from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.timeline import NIGHT, Timeline, game_timeline
from ww_desktop.headless import new_bot_game, play_on
from ww_desktop.narration.story import StoryStep, story_steps
from ww_desktop.narration.voices import SilentVoice
from ww_desktop.store import Store
from ww_desktop.texts import i18n

from .conftest import make_setup, play_to_end

NIGHT_ONE = {"en": "Night 1", "fr": "Nuit 1"}


@pytest.fixture
def language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    code = str(request.param)
    install_language(qapp, code)
    yield code
    install_language(qapp, "en")
    QApplication.processEvents()


def must_tell(tl: Timeline) -> list[tuple[int, object]]:
    """Every night action and answer and every vote of the log, with its page."""
    wanted: list[tuple[int, object]] = []
    for index, page in enumerate(tl.pages):
        for m in page.messages:
            night_action = (
                page.kind == NIGHT and m.audience is not Audience.PUBLIC and m.id != "knows_pack"
            )
            if night_action or m.id in ("vote_totals", "voted_home", "nobody_voted_home"):
                wanted.append((index, m))
    return wanted


def told_steps(steps: tuple[StoryStep, ...]) -> dict[int, int]:
    """id(message) -> the step that tells it."""
    return {id(m): i for i, step in enumerate(steps) for m in step.messages}


def the_end_on_screens(
    qtbot: QtBot, controller: GameController, preset: str, players: int, seed: int
) -> tuple[Game, PublicWindow, RevealView]:
    """A bot game played to its end and confirmed by the host; the TV shown, and the host's
    reveal page shown and exposed (where the story's controls go)."""
    assert controller.start(make_setup(preset, players, seed=seed))
    play_to_end(controller, seed=seed)
    controller.confirm_end()
    game = controller.game
    assert game is not None
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.show()
    reveal = RevealView()
    qtbot.addWidget(reveal)
    reveal.show_game(game, controller.wording())
    reveal.show()
    qtbot.waitExposed(reveal)
    return game, tv, reveal


def activate(qtbot: QtBot, host: QWidget) -> None:
    """The host's window has the keyboard (a key goes to the active window's shortcuts)."""
    host.window().activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is host.window())


def play_through(qtbot: QtBot, teller: StoryTeller, host: QWidget, page: StoryPage) -> list:
    """Press F8 on the host's window and follow the story to its end: each step's words (as
    the voice read them), the TV's picture and subtitle at that step."""
    seen: list[tuple[int, str, bool, str]] = []
    spoken: list[str] = []
    teller.voice.line_started.connect(spoken.append)

    def note(index: int) -> None:
        pixmap = page.picture.pixmap()
        seen.append((index, page.picture_key, not pixmap.isNull(), page.line_label.text()))

    teller.step_changed.connect(note)
    teller.gap_ms = 0  # no pause between the steps (the test's only change to the pace)
    activate(qtbot, host)
    qtbot.keyClick(host, Qt.Key.Key_F8)
    assert teller.state == PLAYING
    note(0)
    qtbot.waitUntil(lambda: teller.state == DONE, timeout=60_000)
    return [seen, spoken]


@pytest.mark.parametrize("language", ["en", "fr", "ja"], indirect=True)
def test_the_tv_tells_every_night_action_and_vote_after_the_end(
    qtbot: QtBot, controller: GameController, language: str
) -> None:
    # A Witch who uses her potions.
    game, tv, reveal = the_end_on_screens(qtbot, controller, "classic", 9, seed=1)
    voice = SilentVoice(seconds_per_char=0)
    controls = end_story(reveal, game, controller.wording(), voice)
    assert "[F8]" in controls.buttons["toggle"].text()
    assert tv.current_page() == "reveal"
    page = controls.page
    teller = controls.teller
    assert page is not None
    on_tv: list[str] = []
    teller.step_changed.connect(
        lambda _i: on_tv.append(tv.current_page() if tv.stack.currentWidget() is page else "?")
    )
    seen, spoken = play_through(qtbot, teller, reveal, page)
    assert on_tv and set(on_tv) == {"story"}  # every step on the table screen
    steps = teller.steps
    assert [s[0] for s in seen] == list(range(len(steps)))  # every step, in order
    # While it was told the TV showed each step's picture and words.
    for index, key, drawn, words in seen:
        step = steps[index]
        assert drawn, f"no picture at step {index}"
        want = f"side:{step.side}" if step.side else f"glyph:{step.glyph}"
        assert key == (f"role:{step.role}" if step.role else want)
        if step.what != "title":
            assert words == step_text(step, teller.timeline, controller.wording())
    assert tv.current_page() == "reveal"  # the story over, the reveal again
    # Every night action and answer and every vote of the log was said, in the language.
    tl = teller.timeline
    by_message = told_steps(steps)
    for page_index, m in must_tell(tl):
        assert id(m) in by_message, f"{m.id} of page {page_index} is never told"
        step = steps[by_message[id(m)]]
        assert step.page == page_index
        assert step_text(step, tl, controller.wording()) in spoken
    assert len(must_tell(tl)) > 6
    titles = [step_text(s, tl, "gentle") for s in steps if s.what == "title"]
    night_one = i18n.night_title(1)
    assert night_one in titles and night_one in spoken
    assert night_one == NIGHT_ONE.get(language, night_one)
    if language == "ja":
        assert night_one != "Night 1"
    # The pack's choices, the Seer's looks and the Witch's potions were all in it.
    kinds = {m.id for _, m in must_tell(tl)}
    assert {"prank_chosen", "inspect_result", "witch_saw", "potion_used", "vote_totals"} <= kinds
    # The seer's answers name her: "Ann (Seer): Bob is not a werewolf." in the language.
    answers = [m for _, m in must_tell(tl) if m.id == "inspect_result"]
    for m in answers:
        seer = tl.pages[0].seats[m.to[0]]
        said = step_text(steps[by_message[id(m)]], tl, controller.wording())
        assert seer.name in said and i18n.role_name("seer") in said
    # Nothing is said that is not a step of the log.
    words = {step_text(s, tl, controller.wording()) for s in steps}
    assert set(spoken) <= words


def test_pause_back_and_skip_with_the_narration_keys(
    qtbot: QtBot, controller: GameController
) -> None:
    game, tv, reveal = the_end_on_screens(qtbot, controller, "basic", 7, seed=2)
    voice = SilentVoice(seconds_per_char=0.5)  # lines long enough to press keys over them
    said: list[str] = []
    voice.line_started.connect(said.append)
    controls = end_story(reveal, game, controller.wording(), voice)
    teller = controls.teller
    page = controls.page
    assert page is not None
    activate(qtbot, reveal)

    def key(k: Qt.Key) -> None:
        qtbot.keyClick(reveal, k)

    key(Qt.Key.Key_F8)  # play: the TV turns to the story, the voice reads the first step
    assert teller.state == PLAYING and tv.current_page() == "story"
    assert said == [teller.text(0)]
    key(Qt.Key.Key_F9)  # skip
    key(Qt.Key.Key_F9)
    assert teller.index == 2 and said[-1] == teller.text(2)
    assert tv.stack.currentWidget() is page and page.isVisible()
    assert page.title_label.text() == page_title(teller.timeline.pages[teller.step.page])
    assert not reveal.showing_story() and reveal.body.isVisible()  # two screens: the TV's
    key(Qt.Key.Key_F7)  # back a step: read again
    assert teller.index == 1 and said[-1] == teller.text(1)
    key(Qt.Key.Key_F8)  # pause: the voice stops, nothing moves on
    assert teller.state == PAUSED and not voice.is_speaking()
    assert "Paused" in page.where_label.text()
    assert "[F8]" in controls.buttons["toggle"].text()
    count = len(said)
    key(Qt.Key.Key_F9)  # skipping while paused shows the next step, silently
    assert teller.index == 2 and len(said) == count and not voice.is_speaking()
    key(Qt.Key.Key_F8)  # go on: the step is read again
    assert teller.state == PLAYING and said[-1] == teller.text(2)
    key(Qt.Key.Key_F8)
    assert teller.state == PAUSED
    key(Qt.Key.Key_F9)
    assert teller.index == 3
    # Skipping past the last step ends the story: the TV shows the reveal again.
    for _ in range(len(teller.steps)):
        key(Qt.Key.Key_F9)
    assert teller.state == DONE and tv.current_page() == "reveal"
    # A new game (the reveal hidden) leaves the TV with no story.
    reveal.hide()
    assert "story" not in tv._pages


def _saved_games(tmp_path: Path) -> tuple[Store, str]:
    store = Store.open(tmp_path / "games.sqlite3")
    session = new_bot_game(store, "classic", 8, 5)
    play_on(session)
    new_bot_game(store, "basic", 6, 9)  # one unfinished game
    return store, session.game_id


def _tell_from(qtbot: QtBot, dialog: HistoryDialog, game_id: str) -> StoryWindow:
    dialog.select(game_id)
    assert dialog.story_button.isEnabled()
    dialog.story_button.click()
    shown = [w for w in dialog.findChildren(StoryWindow) if w.isVisible()]
    assert len(shown) == 1
    window = shown[0]
    qtbot.waitExposed(window)
    window.teller.voice.seconds_per_char = 0  # the silent voice of the tests, quick
    return window


def _check_told_all(qtbot: QtBot, window: StoryWindow) -> None:
    seen, spoken = play_through(qtbot, window.teller, window.controls, window.page)
    tl = window.teller.timeline
    steps = window.teller.steps
    assert all(drawn for _, _, drawn, _ in seen)
    by_message = told_steps(steps)
    for _, m in must_tell(tl):
        assert step_text(steps[by_message[id(m)]], tl, window.teller.wording) in spoken


def test_history_tells_a_saved_game_and_an_imported_one(qtbot: QtBot, tmp_path: Path) -> None:
    store, game_id = _saved_games(tmp_path)
    dialog = HistoryDialog(store)
    qtbot.addWidget(dialog)
    dialog.show()
    dialog.select(store.unfinished()[0].id)  # a game to be resumed keeps its secrets
    assert not dialog.story_button.isEnabled() and dialog.tell_story() is None
    window = _tell_from(qtbot, dialog, game_id)
    assert window.windowTitle() == "What really happened"
    _check_told_all(qtbot, window)
    # Exported, then imported into another history: told the same way.
    path = tmp_path / "game.json"
    assert dialog.export_to(path)
    window.close()
    other = Store.open(tmp_path / "other" / "games.sqlite3")
    dialog2 = HistoryDialog(other)
    qtbot.addWidget(dialog2)
    dialog2.show()
    imported = dialog2.import_from(path)
    assert imported is not None
    window2 = _tell_from(qtbot, dialog2, imported)
    assert window2.teller.text(1) == window.teller.text(1)  # the same story
    _check_told_all(qtbot, window2)
    window2.close()
    other.close()
    store.close()


def test_history_tells_it_on_the_table_screen_when_no_game_is_on_it(
    qtbot: QtBot, tmp_path: Path, controller: GameController
) -> None:
    store, game_id = _saved_games(tmp_path)
    tv = PublicWindow(controller)  # the app's table screen, no game loaded
    qtbot.addWidget(tv)
    tv.show()
    dialog = HistoryDialog(store, controller=controller)
    qtbot.addWidget(dialog)
    dialog.show()
    window = _tell_from(qtbot, dialog, game_id)
    assert tv.current_page() == "idle"
    activate(qtbot, window)
    qtbot.keyClick(window, Qt.Key.Key_F8)
    assert tv.current_page() == "story" and window.tv_page is not None
    qtbot.keyClick(window, Qt.Key.Key_F9)
    assert tv.stack.currentWidget() is window.tv_page and window.tv_page.isVisible()
    assert window.tv_page.line_label.text() == window.teller.text(1)  # the TV follows
    assert window.tv_page.picture_key == window.page.picture_key
    window.close()  # the window closed: the table screen is idle again
    assert tv.current_page() == "idle"
    again = _tell_from(qtbot, dialog, game_id)
    activate(qtbot, again)
    qtbot.keyClick(again, Qt.Key.Key_F8)
    assert tv.current_page() == "story"
    # With a game under way the table screen is left to it: the story keeps to its window.
    assert controller.start(make_setup("basic", 7, seed=2))
    assert tv.current_page() != "story" and again.tv_page is None  # the game has the TV
    assert again.teller.state == PLAYING  # the story goes on in its window
    again.close()
    busy = _tell_from(qtbot, dialog, game_id)
    assert busy.tv_page is None
    activate(qtbot, busy)
    qtbot.keyClick(busy, Qt.Key.Key_F8)
    assert busy.teller.state == PLAYING and tv.current_page() != "story"
    busy.close()
    store.close()


@pytest.mark.parametrize("language", ["en", "ja"], indirect=True)
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_story_pages_are_replays_pages(
    qtbot: QtBot, tmp_path: Path, preset: str, language: str
) -> None:
    store = Store.open(tmp_path / "games.sqlite3")
    session = new_bot_game(store, preset, 9, 11)
    play_on(session)
    stored = store.load(session.game_id)
    model = ReplayModel.from_stored(stored.setup, stored.records, stored.ui_state)
    tl = model.timeline
    assert tl.game.ended
    steps = story_steps(tl)
    pages = [s.page for s in steps]
    assert sorted(set(pages)) == list(range(len(model.pages)))  # every page of Replay...
    assert pages == sorted(pages)  # ...in Replay's order
    for step in steps:
        page = model.pages[step.page]
        assert step_text(steps[pages.index(step.page)], tl, model.wording) == page_title(page)
        html = model.html(step.page)
        for m in step.messages:
            assert m in page.messages  # from this page of the log, never another
            text = i18n.message_text(m, model.names, model.wording)
            if text and m.id != "went_home":
                assert text.replace("&", "&amp;") in html or text in html
    # The morning a night led to is told under the day Replay shows it on.
    for step in steps:
        if step.messages and step.messages[0].id in ("peaceful_morning", "role_revealed"):
            assert step.kind == "day"
    assert game_timeline(tl.game).pages == tl.pages
    store.close()


def test_controls_follow_the_language(qtbot: QtBot, controller: GameController) -> None:
    assert controller.start(make_setup("basic", 7, seed=2))
    play_to_end(controller, seed=2)
    controller.confirm_end()
    game = controller.game
    assert game is not None
    teller = StoryTeller(game_timeline(game), "gentle", SilentVoice(seconds_per_char=0))
    controls = StoryControls(teller)
    qtbot.addWidget(controls)
    app = QApplication.instance()
    assert isinstance(app, QApplication)
    english = controls.buttons["skip"].text()
    install_language(app, "fr")
    try:
        QApplication.processEvents()
        assert controls.buttons["skip"].text() != english
        assert "[F9]" in controls.buttons["skip"].text()
    finally:
        install_language(app, "en")
        QApplication.processEvents()


def test_the_app_tells_it_on_its_table_screen_with_the_narrations_voice(
    qtbot: QtBot, tmp_path: Path
) -> None:
    from ww_desktop.app.main import start

    parts = start(tmp_path / "data", offer_resume=False)
    assert parts is not None
    try:
        window, tv, controller = parts.main_window, parts.public_window, parts.controller
        window.show()
        qtbot.waitExposed(window)
        assert controller.start(make_setup("basic", 7, seed=3))
        play_to_end(controller, seed=3)
        controller.confirm_end()
        reveal = window.reveal
        qtbot.waitUntil(lambda: window.stack.currentWidget() is reveal)
        controls = reveal.findChild(StoryControls)
        assert controls is not None and controls.isVisible()
        narrator = window._narrator
        assert narrator is not None and controls.teller.voice is narrator.voice  # one voice
        # One screen (offscreen has one): the table's window is hidden, so the end page does
        # not offer to turn "the TV's" story pages.
        assert not tv.isVisible() and not reveal.pages_hint.isVisible()
        said: list[str] = []
        controls.teller.voice.line_started.connect(said.append)
        activate(qtbot, reveal)
        qtbot.keyClick(reveal, Qt.Key.Key_F8)  # not the console's F8: the game is over
        assert table_screen(reveal) is tv  # this app's table screen, never another window's
        # ...but it is hidden: the table watches the laptop, and the laptop's end page shows
        # the story's picture in place of the cards, in large type.
        own = controls.own_page
        assert controls.teller.state == PLAYING and tv.current_page() != "story"
        assert own is not None and reveal.showing_story() and own.isVisible()
        assert own.window() is window and not reveal.body.isVisible()
        qtbot.waitUntil(lambda: controls.teller.text(0) in said)
        assert own.title_label.text() == page_title(controls.teller.timeline.pages[0])
        assert own.title_label.fontInfo().pixelSize() >= 28  # not the console's 16 px
        qtbot.keyClick(reveal, Qt.Key.Key_F9)
        qtbot.waitUntil(lambda: controls.teller.text(1) in said)
        assert own.picture_key.startswith("role:") and not own.picture.pixmap().isNull()
        assert own.line_label.text() == controls.teller.text(1)
        qtbot.keyClick(reveal, Qt.Key.Key_F8)
        assert controls.teller.state == PAUSED and reveal.showing_story()
        for _ in controls.teller.steps:  # skipped to its end: the cards come back
            qtbot.keyClick(reveal, Qt.Key.Key_F9)
        assert controls.teller.state == DONE and not reveal.showing_story()
        assert reveal.body.isVisible() and tv.current_page() != "story"
        qtbot.keyClick(reveal, Qt.Key.Key_F8)  # told again
        assert reveal.showing_story()
        window.new_game()  # the reveal goes: the story stops
        qtbot.waitUntil(lambda: not reveal.showing_story())
        assert controls.teller.state != PLAYING
    finally:
        parts.main_window._force_close = True
        parts.main_window.close()
        parts.public_window.close()
