"""The end story is Replay's pages (issue 36): for a whole game of every preset, in every
language, the console's end page and the TV's reveal show the same pages as Replay, with
Replay's titles in Replay's order (the deal, night 1, day 1 or day 2..., the end), and on each
page what Replay shows on it, in the same order. In `standard` night N leads to day N+1: the
morning of night 1 ("A quiet night.") is told under Day 2, where Replay shows it, and never
under a night.

What is expected is read from Replay itself (its view of the saved game, loaded from the
store as History opens it), not from the story's code.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import Qt
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.end_view import RevealView
from ww_desktop.app.language import install_language
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.app.replay import ReplayModel, ReplayView, page_title
from ww_desktop.app.story import game_story
from ww_desktop.engine.messages import Audience
from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.timeline import DAY, NIGHT
from ww_desktop.headless import new_bot_game, play_on
from ww_desktop.store import Store
from ww_desktop.texts import i18n

TABLES = {"basic": 7, "standard": 10, "classic": 8, "compact": 7, "traditional": 9}
LANGUAGES = ("en", "fr", "ja")

Pages = list[tuple[str, list[str]]]


@pytest.fixture
def language(qapp: QApplication, request: pytest.FixtureRequest) -> Iterator[str]:
    code = str(request.param)
    install_language(qapp, code)
    yield code
    install_language(qapp, "en")
    QApplication.processEvents()


def end_page_pages(view: RevealView) -> Pages:
    """The console's end page as the host reads it: each heading, then the lines under it."""
    pages: Pages = []
    block = view.summary.document().begin()
    while block.isValid():
        text = block.text().strip()
        if block.blockFormat().headingLevel():
            pages.append((text, []))
        elif text:
            assert pages, f"a line before any page's title: {text!r}"
            pages[-1][1].append(text)
        block = block.next()
    return pages


def tv_pages(tv: PublicWindow) -> Pages:
    """The TV's reveal page by page, as they turn (a long page goes on over several, its
    title on each: joined again here)."""
    pages: Pages = []
    first = tv.summary_label.text()
    for turn in range(500):
        rows = tv.summary_label.text().split("\n")
        if turn and tv.summary_label.text() == first:
            break
        if len(rows) > 1 and re.fullmatch(r"\W*\d+\s*/\s*\d+\W*", rows[-1]):
            rows = rows[:-1]  # the counter, "(3/12)"
        title, lines = rows[0], [r.removeprefix("· ") for r in rows[1:]]
        assert all(r.startswith("· ") for r in rows[1:]), rows
        if pages and pages[-1][0] == title:
            pages[-1][1].extend(lines)
        else:
            pages.append((title, lines))
        tv.next_story_page()
    return pages


def replay_texts(view: ReplayView, index: int) -> str:
    """What Replay shows on one page (its text, as the host reads it)."""
    view.show_moment(index)
    return flat(view.text.toPlainText())


def flat(text: str) -> str:
    """The text with its no-break spaces as plain ones (the French "Nuit\u00a01 :")."""
    return text.replace("\u00a0", " ").replace("\u202f", " ")


def check_against_replay(pages: Pages, model: ReplayModel, view: ReplayView) -> int:
    """The pages are Replay's: its titles in its order; on each page what Replay shows on that
    page, in its order; every night action, private answer, vote and morning news told on
    the page Replay shows it on. Returns how many mornings were checked."""
    assert [t for t, _ in pages] == [page_title(p) for p in model.pages]
    mornings = 0
    for index, (page, (_title, lines)) in enumerate(zip(model.pages, pages, strict=True)):
        shown = replay_texts(view, index)
        found: list[int] = []
        for m in page.messages:
            if m.id in ("vote_totals", "went_home", "ballot", "gone_home", "morning"):
                continue  # told as the totals, or with the badge and the cause
            text = flat(i18n.message_text(m, model.names, model.wording))
            if not text or m.id in ("night_falls", "day_breaks"):
                continue
            assert text in shown, (text, shown)  # Replay shows it on this page...
            where = [i for i, line in enumerate(lines) if text in flat(line)]
            if m.id == "knows_pack":
                continue
            assert where, (page_title(page), text, lines)  # ...and the story, on this page
            found.append(where[0])
            if m.id in ("peaceful_morning", "role_revealed", "bread_arrived"):
                assert page.kind == DAY  # a morning is a day's news (day N+1's in standard)
                mornings += 1
        assert found == sorted(found), (page_title(page), lines)  # in Replay's order
        for m in page.messages:
            if m.id == "vote_totals":
                assert any(str(v) in " ".join(lines) for v in (m.params["totals"] or {}).values())
            if m.id == "went_home":
                seat = page.seats[int(m.params["seat"])]
                badge = i18n.went_home_badge(m.day, m.phase, model.wording)
                assert any(seat.name in line and badge in line for line in lines) or str(
                    m.params.get("cause")
                ) in ("vote", "runoff")
        if page.kind == NIGHT:
            private = [m for m in page.messages if m.audience is not Audience.PUBLIC]
            assert lines or not private, page_title(page)
    return mornings


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_the_end_page_and_the_tv_show_replays_pages(
    qtbot: QtBot, controller: GameController, store: Store, preset: str, language: str
) -> None:
    session = new_bot_game(store, preset, TABLES.get(preset, 9), 3)
    play_on(session)
    assert controller.resume(session.game_id)
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1920, 1080)
    tv.show()
    controller.confirm_end()
    assert tv.current_page() == "reveal"
    game = controller.game
    assert game is not None
    console = RevealView()
    qtbot.addWidget(console)
    console.show_game(game, controller.wording())
    # Replay, opened on the saved game as History opens it.
    stored = store.load(session.game_id)
    model = ReplayModel.from_stored(stored.setup, stored.records, stored.ui_state)
    replay = ReplayView(model)
    qtbot.addWidget(replay)
    on_console = end_page_pages(console)
    on_tv = tv_pages(tv)
    assert on_console == on_tv  # one story on both screens
    assert len(on_console) == len(model.pages) >= 5
    mornings = check_against_replay(on_console, model, replay)
    if preset == "standard":  # night 1 leads to day 2, whose page opens with its morning
        assert mornings >= 1
        titles = [t for t, _ in on_console]
        assert titles[1:3] == [i18n.night_title(1), i18n.day_title(2)]
    if language == "ja":
        assert i18n.night_title(1) != "Night 1"


def test_the_host_turns_the_tvs_pages_with_page_down_and_up(
    qtbot: QtBot, controller: GameController, store: Store
) -> None:
    session = new_bot_game(store, "standard", 10, 3)
    play_on(session)
    assert controller.resume(session.game_id)
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1920, 1080)
    tv.show()
    controller.confirm_end()
    console = RevealView()
    qtbot.addWidget(console)
    game = controller.game
    assert game is not None
    console.show_game(game, controller.wording())
    console.show()
    qtbot.waitExposed(console)
    console.activateWindow()
    qtbot.waitUntil(lambda: QApplication.activeWindow() is console)
    console.summary.setFocus()  # even with the story's text in hand
    first = tv.summary_label.text()
    assert first.split("\n")[0] == "The deal"  # the first of Replay's pages
    qtbot.keyClick(console.summary, Qt.Key.Key_PageDown)
    second = tv.summary_label.text()
    assert second != first
    qtbot.keyClick(console.summary, Qt.Key.Key_PageUp)
    assert tv.summary_label.text() == first
    qtbot.keyClick(console.summary, Qt.Key.Key_PageUp)  # round: the last page
    assert tv.summary_label.text().split("\n")[0] == i18n.phase_name("ended")
    assert "PgDn" in console.pages_hint.text() and console.pages_hint.isVisible()


def test_one_wording_per_game_in_the_story_and_the_reveal(qtbot: QtBot, tmp_path: Path) -> None:
    """A game in the classic wording ("kill", "lynched") never says "went home" at its end:
    the story and the console's reveal say "dead", as the nameplates do."""
    store = Store.open(tmp_path / "games.sqlite3")
    session = new_bot_game(store, "traditional", 9, 2)
    play_on(session)
    game = session.game
    wording = game.setup.table_wording()
    assert wording == "classic"
    story = game_story(game, wording)
    told = " ".join(line for _title, lines in story for line in lines)
    assert "dead · night" in told
    assert "went home" not in told
    view = RevealView()
    view.show_game(game, wording)
    shown = " ".join(label.text() for label in view.seat_labels.values())
    assert "dead · " in shown and "went home" not in shown
    view.deleteLater()
    store.close()


def test_the_consoles_seat_list_speaks_the_tables_wording(qtbot: QtBot, tmp_path: Path) -> None:
    """The console's seats panel says "dead · night 1" in a classic-wording game, as the
    nameplates do, never "went home"."""
    from ww_desktop.app.moderator.panels import SeatsPanel

    store = Store.open(tmp_path / "games.sqlite3")
    controller = GameController(store)
    session = new_bot_game(store, "traditional", 9, 2)
    play_on(session)
    assert controller.resume(session.game_id)
    panel = SeatsPanel()
    qtbot.addWidget(panel)
    panel.refresh(controller)
    texts = " ".join(label.text() for label in panel.findChildren(QLabel))
    assert "dead · night" in texts and "went home" not in texts
    store.close()
