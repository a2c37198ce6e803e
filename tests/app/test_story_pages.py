"""The end story and Replay tell the same nights and days: for whole games of every preset,
in every language, each of the story's sections is one of Replay's pages (same title, same
order), and the morning a night led to (the page after it in Replay: day N+1's in
`standard` and `compact`, day N's in `basic`) ends that night's section, under no other.

The expectations are read from Replay's own pages (`ReplayModel`), not from the story's code:
a morning is the run of morning news at the top of a day page.
"""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app.language import install_language
from ww_desktop.app.replay import ReplayModel, page_title
from ww_desktop.app.story import game_story
from ww_desktop.engine.timeline import DAY, NIGHT, Page, SeatState
from ww_desktop.headless import new_bot_game, play_on
from ww_desktop.store import Store
from ww_desktop.texts import i18n

TABLES = {"basic": 7, "standard": 10, "classic": 8, "compact": 7, "traditional": 9}
SEEDS = (1, 2, 3, 4)
LANGUAGES = ("en", "ja", "fr")

MORNING_NEWS = {
    "morning",
    "peaceful_morning",
    "gone_home",
    "bread_arrived",
    "bread_not_arrived",
    "lynch_shield",
    "came_back",
    "hunter_took",
    "role_revealed",
}
"""What a morning announces (its public news, read at the top of the day's page)."""
TOLD_AS_CAUSE = {"morning", "gone_home"}
"""Morning news the story tells as the host's line with its cause instead."""


@pytest.fixture
def languages(qapp: QApplication) -> Iterator[tuple[str, ...]]:
    """The languages to check, English again afterwards."""
    yield LANGUAGES
    install_language(qapp, "en")


def _morning_texts(page: Page, model: ReplayModel) -> list[str]:
    texts: list[str] = []
    for m in page.public:
        if m.id not in MORNING_NEWS:
            break
        if m.id not in TOLD_AS_CAUSE:
            texts.append(i18n.message_text(m, model.names, model.wording))
    return texts


def _tells_went_home(lines: list[str], model: ReplayModel, seat: SeatState) -> bool:
    """A line names the player, with the nameplate's badge (in the table's wording) and why."""
    badge = i18n.went_home_badge(seat.gone_day, seat.gone_phase, model.wording)
    why = i18n.cause_label(seat.gone_cause)
    return any(seat.name in line and badge in line and why in line for line in lines)


@pytest.mark.parametrize("preset", sorted(TABLES))
def test_the_story_is_replays_nights_and_days(
    qapp: QApplication, tmp_path: Path, preset: str, languages: tuple[str, ...]
) -> None:
    store = Store.open(tmp_path / "games.sqlite3")
    checked_mornings = 0
    for seed in SEEDS:
        session = new_bot_game(store, preset, TABLES[preset], seed)
        play_on(session)
        game = session.game
        for code in languages:
            install_language(qapp, code)
            model = ReplayModel(game.setup, list(game.records))
            story = game_story(game, model.wording)
            sections = dict(story)
            pages = [p for p in model.pages if p.kind in (NIGHT, DAY)]
            titles = [page_title(p) for p in pages]
            told = [title for title, _ in story]
            assert told == [t for t in titles if t in sections], (preset, seed, code)
            final = model.pages[-1].seats
            for i, page in enumerate(pages):
                if page.kind != NIGHT:
                    continue
                lines = sections.get(page_title(page), [])
                for seat in final:  # who went home that night, with the cause
                    if seat.gone_phase == "night" and seat.gone_day == page.number:
                        assert _tells_went_home(lines, model, seat), (seat, lines)
                after = pages[i + 1] if i + 1 < len(pages) else None
                if after is None or after.kind != DAY:
                    continue
                morning = _morning_texts(after, model)
                assert lines[len(lines) - len(morning) :] == morning, (
                    preset,
                    seed,
                    code,
                    page_title(page),
                    page_title(after),
                )
                checked_mornings += 1
                for other in pages:  # that morning's news under no other night
                    if other.kind == NIGHT and other is not page:
                        mine = set(_morning_texts(after, model))
                        theirs = set(sections.get(page_title(other), []))
                        follows = pages[pages.index(other) + 1 :][:1]
                        expected = set(_morning_texts(follows[0], model)) if follows else set()
                        assert not (mine & theirs) - expected, (preset, seed, code)
    assert checked_mornings >= len(SEEDS) * len(LANGUAGES)
    store.close()


def test_one_wording_per_game_in_the_story_and_the_reveal(qtbot: QtBot, tmp_path: Path) -> None:
    """A game in the classic wording ("kill", "lynched") never says "went home" at its end:
    the story and the console's reveal say "dead", as the nameplates do."""
    from ww_desktop.app.end_view import RevealView

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
    from ww_desktop.app.controller import GameController
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
