"""The TV window: morning card, nameplates, vote bars, night theme, grid, type sizes, contrast."""

from __future__ import annotations

import re

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app import theme
from ww_desktop.app.controller import GameController
from ww_desktop.app.public.window import PublicWindow, walk_texts
from ww_desktop.texts import i18n

from .conftest import make_setup, play_until

HOW = re.compile(r"\b(prank\w*|attack\w*|poison\w*|kill\w*|lynch\w*|vote\w*|hunter|took)\b", re.I)


@pytest.fixture
def window(qtbot: QtBot, controller: GameController) -> PublicWindow:
    w = PublicWindow(controller)
    qtbot.addWidget(w)
    w.resize(1920, 1080)
    w.show()
    qtbot.waitExposed(w)
    return w


def _view(controller: GameController):  # type: ignore[no-untyped-def]
    view = controller.public_view()
    assert view is not None
    return view


def test_idle_before_a_game(window: PublicWindow) -> None:
    assert window.current_page() == "idle"
    assert "Waiting" in " ".join(walk_texts(window))


def test_morning_card_says_who_went_home_never_how(
    qtbot: QtBot, controller: GameController, window: PublicWindow
) -> None:
    assert controller.start(make_setup("standard", 9, 5))
    window.news_ms = 50
    seen = 0
    for _ in range(4):
        before = _view(controller).day
        play_until(
            controller,
            5,
            lambda b=before: window.current_page() == "news" or _view(controller).phase == "ended",
        )
        if window.current_page() != "news":
            break
        view = _view(controller)
        assert view.day > before
        gone = [view.seats[i].name for i in view.dawn]
        headline = window.news_headline.text()
        if gone:
            for name in gone:
                assert name in headline
            assert "went home" in headline
        else:
            assert headline == "Nobody went home"
        for text in walk_texts(window):
            assert HOW.search(text) is None, text
        seen += 1
        with qtbot.waitSignal(window.page_changed, timeout=2000) as blocker:
            pass
        assert blocker.args == ["table"]
    assert seen >= 1


def test_gone_plates_dim_with_a_badge(controller: GameController, window: PublicWindow) -> None:
    assert controller.start(make_setup("standard", 8, 2))
    play_until(
        controller,
        2,
        lambda: (
            _view(controller).phase == "day" and any(not s.here for s in _view(controller).seats)
        ),
    )
    window._card_done()
    view = _view(controller)
    for seat, plate in zip(view.seats, window.table.plates, strict=True):
        if seat.here:
            assert plate.badge_label.isHidden()
            assert theme.DAY.plate in plate.styleSheet()
        else:
            badge = plate.badge_label.text()
            assert "went home" in badge
            assert str(seat.gone_day) in badge
            assert theme.DAY.gone_plate in plate.styleSheet()
            assert "dashed" in plate.styleSheet()  # not only a colour
            assert HOW.search(badge) is None


def test_vote_bars_show_the_totals(controller: GameController, window: PublicWindow) -> None:
    assert controller.start(make_setup("basic", 12, 4))
    window.news_ms = 60_000
    play_until(
        controller, 4, lambda: any(m.id == "vote_totals" for m in _view(controller).messages)
    )
    QApplication.processEvents()
    view = _view(controller)
    assert view.phase == "night"  # the vote closed the day...
    assert window.current_page() == "table"  # ...but its bars stay up for a moment
    totals = next(m for m in reversed(view.messages) if m.id == "vote_totals").params["totals"]
    totals = {int(k): v for k, v in totals.items()}
    top = max(totals.values())
    widths: dict[int, int] = {}
    for seat, plate in zip(view.seats, window.table.plates, strict=True):
        if not seat.here and seat.index not in totals:
            continue
        votes = totals.get(seat.index, 0)
        assert plate.votes_label.text() == i18n.votes_text(votes)
        assert plate.votes_label.isVisibleTo(window)  # "0 votes" is said...
        assert plate.bar.isVisibleTo(window) == (votes > 0)  # ...but no bar is drawn for it
        if votes:
            widths[votes] = plate.bar.width()
    assert widths[top] == max(widths.values()), (widths, [p.width() for p in window.table.plates])
    assert not window.table.ring.isVisibleTo(window)  # no stale timer beside the results
    assert window.ticker.text()  # the verdict, in words
    window._card_done()
    assert window.current_page() == "night"


def test_night_shows_only_the_moon_and_the_subtitle(
    controller: GameController, window: PublicWindow
) -> None:
    assert controller.start(make_setup("standard", 10, 1))
    assert _view(controller).phase == "night"
    controller.subtitle.emit("Everyone, close your eyes.")
    assert window.current_page() == "night"
    texts = walk_texts(window)
    assert sorted(texts) == sorted([window.windowTitle(), "Everyone, close your eyes."])
    assert window.moon.pixmap() is not None and not window.moon.pixmap().isNull()
    assert theme.NIGHT.background in window.styleSheet()
    for plate in window.table.plates:
        assert not plate.isVisibleTo(window)
    controller.subtitle.emit("")
    assert walk_texts(window) == [window.windowTitle()]


def test_title_has_no_secret(controller: GameController, window: PublicWindow) -> None:
    assert controller.start(make_setup("standard", 6, 1))
    assert window.windowTitle() == "Table screen"


@pytest.mark.parametrize(("players", "grid"), [(15, False), (16, True), (24, True)])
def test_grid_from_sixteen(
    controller: GameController, window: PublicWindow, players: int, grid: bool
) -> None:
    assert controller.start(make_setup("standard", players, 1))
    play_until(controller, 1, lambda: _view(controller).phase == "day")
    window._card_done()
    assert window.table.grid_mode is grid
    plates = window.table.plates
    assert len(plates) == players
    for i, a in enumerate(plates):  # no two plates overlap
        for b in plates[i + 1 :]:
            assert not a.geometry().intersects(b.geometry()), (a.state.name, b.state.name)
        assert window.table.rect().contains(a.geometry())


def test_type_is_big_enough_at_1080p(
    qtbot: QtBot, controller: GameController, window: PublicWindow
) -> None:
    assert controller.start(make_setup("standard", 12, 6))
    controller.set_claim(1, "seer")
    play_until(
        controller,
        6,
        lambda: _view(controller).phase == "day" and bool(_view(controller).vote_totals),
    )
    checked = {"news": False, "table": False}
    for page in ("news", "table"):
        if page == "table":
            window._card_done()
        window.stack.setCurrentWidget(window._pages[page])
        QApplication.processEvents()
        for label in window.findChildren(QLabel):
            if label.isVisibleTo(window) and label.text():
                assert label.font().pixelSize() >= 28, (label.objectName(), label.text())
                checked[page] = True
    assert all(checked.values())
    for plate in window.table.plates:
        assert plate.name_label.font().pixelSize() >= 48
        for label, px in plate.label_fonts():
            assert px >= 28, label.text()
    assert window.table.ring.painted_font_px()[0] >= 200
    assert window.table.ring.painted_texts()[0].count(":") == 1


def test_type_scales_with_the_window(controller: GameController, window: PublicWindow) -> None:
    assert controller.start(make_setup("standard", 8, 6))
    play_until(controller, 6, lambda: _view(controller).phase == "day")
    window.resize(960, 540)
    QApplication.processEvents()
    assert window.table.plates[0].name_label.font().pixelSize() == 24
    window.resize(1920, 1080)
    QApplication.processEvents()
    assert window.table.plates[0].name_label.font().pixelSize() == 48


def test_the_end_is_not_shown_until_the_host_confirms(
    qtbot: QtBot, controller: GameController, window: PublicWindow
) -> None:
    """The deciding entry may still be corrected: the TV shows it like any other entry."""
    assert controller.start(make_setup("compact", 6, 2))
    play_until(controller, 2, lambda: _view(controller).phase == "ended")
    assert window.current_page() in ("table", "night", "news")
    texts = " ".join(walk_texts(window))
    for word in ("checking", "over", "won", "win", "winner", "end of the game"):
        assert re.search(rf"\b{word}\b", texts, re.I) is None, (word, texts)
    # The narration may say the game is decided: the TV does not show it yet.
    controller.subtitle.emit("The game is decided. Wait for the host before showing your cards.")
    assert "decided" not in " ".join(walk_texts(window))
    window._card_done()  # the vote's bars were up long enough
    assert "decided" not in " ".join(walk_texts(window))
    assert window.current_page() in ("table", "night")
    assert "checking" not in " ".join(walk_texts(window))
    # The host corrects the deciding entry: the TV never showed an end to take back.
    assert controller.undo()
    assert window.current_page() in ("table", "night", "news")
    play_until(controller, 2, lambda: _view(controller).phase == "ended")
    with qtbot.waitSignal(window.page_changed) as blocker:
        controller.confirm_end()
    assert blocker.args == ["reveal"]
    texts = " ".join(walk_texts(window))
    assert "win" in texts
    assert "The deal" in texts  # the story, from the first of Replay's pages


def test_small_text_is_at_least_40_px_on_1080p(
    controller: GameController, window: PublicWindow
) -> None:
    """Badges, claims, vote counts and the reveal's summary: 40 px or more on a 1080p TV,
    scaled with the window, larger still with the text size setting."""
    assert controller.start(make_setup("standard", 8, 6))
    play_until(
        controller,
        6,
        lambda: (
            _view(controller).phase == "day"
            and bool([s for s in _view(controller).seats if not s.here])
        ),
    )
    controller.set_claim(0, "seer")
    controller.add_report(0, 1, True)
    QApplication.processEvents()
    plate = window.table.plates[0]
    seats = _view(controller).seats
    gone = next(p for p, s in zip(window.table.plates, seats, strict=True) if not s.here)
    sizes = [gone.badge_label.font().pixelSize(), plate.votes_label.font().pixelSize()]
    sizes += [tag.text.font().pixelSize() for tag in plate._tags]
    sizes.append(window.summary_label.font().pixelSize())
    assert plate._tags and min(sizes) >= 40, sizes
    window.set_text_size(theme.TEXT_SIZES["larger"])
    QApplication.processEvents()
    # Larger (the plates keep every line whole, so a crowded plate may give a step back).
    assert gone.badge_label.font().pixelSize() > max(sizes)
    assert window.summary_label.font().pixelSize() >= 56
    window.set_text_size(1.0)
    window.resize(960, 540)
    QApplication.processEvents()
    assert gone.badge_label.font().pixelSize() == 20  # scaled with the window


@pytest.mark.parametrize("look", [theme.DAY, theme.NIGHT])
def test_themes_pass_wcag_aa(look: theme.Theme) -> None:
    for fg, bg, minimum in look.pairs():
        assert theme.contrast_ratio(fg, bg) >= minimum, (look.name, fg, bg)


def test_no_stale_timer_during_the_vote(controller: GameController, window: PublicWindow) -> None:
    """The discussion's clock shows during the discussion; during the vote (the discussion
    ended early, its "3:00" never started) the table sees no clock, and the step says
    "The vote"."""
    from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION, current_step

    assert controller.start(make_setup("basic", 7, 4))
    window.news_ms = 0
    play_until(controller, 4, lambda: current_step(controller.pending()).kind == DISCUSSION)
    window._card_done()
    QApplication.processEvents()
    assert window.current_page() == "table"
    assert window.table.ring.isVisibleTo(window) and window.painted_texts()
    play_until(controller, 4, lambda: current_step(controller.pending()).kind == BALLOT)
    QApplication.processEvents()
    assert window.current_page() == "table"
    assert window.step_label.text() == "The vote"
    assert not window.table.ring.isVisibleTo(window) and window.painted_texts() == []
