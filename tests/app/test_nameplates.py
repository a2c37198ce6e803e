"""Every nameplate on the Table screen shows all its lines.

A gone player's "went home · night 1" badge and up to three claim lines ("says Seer",
"says: Ann Brook is a werewolf"...) must sit whole inside the plate, at 1280x720 and
1920x1080, for 5 to 15 players, in English, Japanese and French: each label inside its plate,
tall enough for its wrapped text, wide enough for its one line. The seats keep their oval
(seat order at a glance) whichever Table screen colours the host picks.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app import theme
from ww_desktop.app.controller import GameController
from ww_desktop.app.language import install_language
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.app.widgets.nameplate import Nameplate
from ww_desktop.engine.game import Phase

from .conftest import make_setup, play_until

SIZES = ((1280, 720), (1920, 1080))
LANGUAGES = ("en", "ja", "fr")


def plate_problems(plate: Nameplate) -> list[str]:
    """The labels of *plate* that do not show their whole text inside the plate."""
    found: list[str] = []
    inside = plate.contentsRect().adjusted(-1, -1, 1, 1)
    for label in plate.findChildren(QLabel):
        if not label.isVisibleTo(plate) or not label.text().strip():
            continue
        where = QRect(label.mapTo(plate, QPoint(0, 0)), label.size())
        what = f"{plate.state.name!r}: {label.text()!r}"
        if not inside.contains(where):
            found.append(f"{what} at {where.getRect()} outside the plate {inside.getRect()}")
        if label.wordWrap():
            need = label.heightForWidth(label.width())
            if need > label.height() + 1:
                found.append(f"{what} needs {need}px high, has {label.height()}")
        elif label.sizeHint().width() > label.width() + 1:
            found.append(f"{what} needs {label.sizeHint().width()}px wide, has {label.width()}")
        elif label.sizeHint().height() > label.height() + 1:
            found.append(f"{what} needs {label.sizeHint().height()}px high, has {label.height()}")
    return found


@pytest.fixture
def tv(qtbot: QtBot, controller: GameController) -> Iterator[PublicWindow]:
    window = PublicWindow(controller)
    qtbot.addWidget(window)
    window.resize(*SIZES[0])
    window.show()
    qtbot.waitExposed(window)
    yield window
    install_language(QApplication.instance(), "en")  # type: ignore[arg-type]


def _day_with_claims(controller: GameController, players: int) -> list[int]:
    """A standard game in a day after someone went home; three players (the first gone
    one among them) claim the Seer and report a result (three lines once the report wraps);
    the gone one reports a second result too (three tags under the badge).
    Returns the claimers' seats."""
    assert controller.start(make_setup("standard", players, seed=players))
    game = controller.game
    assert game is not None
    play_until(
        controller,
        players,
        lambda: game.state.phase is Phase.DAY and any(not s.here for s in game.state.seats),
    )
    gone = next(s.index for s in game.state.seats if not s.here)
    claimers = sorted({gone, players // 3, 2 * players // 3})
    for seat in claimers:
        controller.set_claim(seat, "seer")
        controller.add_report(seat, 0, True)  # "Ann Brook", the longest name
    controller.add_report(gone, (gone + 1) % players, False)  # three tags on the gone plate
    return claimers


@pytest.mark.parametrize("players", range(5, 16))
def test_every_plate_shows_all_its_lines(
    controller: GameController, tv: PublicWindow, players: int
) -> None:
    claimers = _day_with_claims(controller, players)
    tv._card_done()
    assert tv.current_page() == "table"
    view = controller.public_view()
    assert view is not None and any(not s.here for s in view.seats), "someone went home"
    problems: dict[str, list[str]] = {}
    for language in LANGUAGES:
        install_language(QApplication.instance(), language)  # type: ignore[arg-type]
        for width, height in SIZES:
            tv.resize(width, height)
            QApplication.processEvents()
            tv.refresh()
            QApplication.processEvents()
            plates = tv.table.plates
            gone = [p for p in plates if not p.state.here]
            assert gone and all(p.badge_label.isVisibleTo(p) for p in gone)
            assert all(len(plates[seat]._tags) >= 2 for seat in claimers)
            assert any(len(p._tags) == 3 for p in gone)
            found = [problem for plate in plates for problem in plate_problems(plate)]
            for i, a in enumerate(plates):  # and no plate hides another
                found += [
                    f"{a.state.name!r} overlaps {b.state.name!r}"
                    for b in plates[i + 1 :]
                    if a.geometry().intersects(b.geometry())
                ]
                if not tv.table.rect().contains(a.geometry()):
                    found.append(f"{a.state.name!r} is off the table")
            if found:
                problems[f"{language} {width}x{height}"] = found[:4]
    assert not problems, problems


@pytest.mark.parametrize("look", sorted(theme.LOOKS))
def test_nine_seats_sit_around_the_oval_in_every_look(
    controller: GameController, tv: PublicWindow, look: str
) -> None:
    """The dark day showed nine seats as a 3x3 grid: the table measured its plates before
    their new fonts took effect (Qt's size hints lag until the event loop runs) and fell back
    to the grid. Every look now keeps the oval: seat 1 at the top centre, clockwise."""
    tv.set_look(look)
    assert controller.start(make_setup("standard", 9, seed=2))
    game = controller.game
    assert game is not None
    play_until(controller, 2, lambda: game.state.phase is Phase.DAY)
    tv._show_page("table")
    QApplication.processEvents()
    table = tv.table
    assert table.arrangement == "oval"
    first = table.plates[0].geometry()
    assert abs(first.center().x() - table.width() // 2) <= 2
    assert first.top() == min(p.geometry().top() for p in table.plates)
    rows = {p.geometry().top() for p in table.plates}
    assert len(rows) > 3, rows  # an oval, not three rows of three
    assert not any(plate_problems(p) for p in table.plates)


def test_a_face_up_card_on_the_badge_fits_too(controller: GameController, tv: PublicWindow) -> None:
    """In `traditional` a gone player's card is turned face-up: the badge grows to
    "went home · night 1 · Seer" and still shows whole, with claims under it."""
    assert controller.start(make_setup("traditional", 12, seed=3))
    game = controller.game
    assert game is not None
    play_until(
        controller,
        3,
        lambda: game.state.phase is Phase.DAY and any(not s.here for s in game.state.seats),
    )
    gone = next(s.index for s in game.state.seats if not s.here)
    controller.set_claim(gone, "seer")
    controller.add_report(gone, 0, True)
    tv._card_done()
    for language in LANGUAGES:
        install_language(QApplication.instance(), language)  # type: ignore[arg-type]
        for width, height in SIZES:
            tv.resize(width, height)
            QApplication.processEvents()
            tv.refresh()
            plate = tv.table.plates[gone]
            assert plate.badge_label.text().count("·") == 2, plate.badge_label.text()
            problems = [p for pl in tv.table.plates for p in plate_problems(pl)]
            assert not problems, (language, width, problems)
