"""The TV's pages with a crowded table fit a 1280x720 screen: the morning's card of who went
home, the vote's tally on the nameplates and the table's nameplates, with 16 to 30 players
and long names, in English, Japanese and French: the window keeps its size (no page makes it
taller than its screen) and every line of every text is shown whole."""

from __future__ import annotations

import os
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QLocale, QPoint, QRect
from PySide6.QtGui import QFontMetrics
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.language import install_language
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.setup import deal

from .conftest import play_until
from .test_reveal_fits_all import LONG_NAMES


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code = str(request.param)
    install_language(qapp, code)
    yield code
    install_language(qapp, "en")


def _cut(label: QLabel, tv: PublicWindow) -> str:
    """Why `label` does not show its text whole ("" if it does)."""
    shown = QRect(label.mapTo(tv, QPoint(0, 0)), label.size())
    if not tv.rect().contains(shown):
        return f"{label.text()!r} outside the window {shown}"
    if label.wordWrap():
        needed = label.heightForWidth(label.width())
        if needed > label.height():
            return f"{label.text()!r} cut at the bottom ({label.height()} < {needed})"
    elif (wide := QFontMetrics(label.font()).horizontalAdvance(label.text())) > label.width():
        return f"{label.text()!r} too wide ({label.width()} < {wide})"
    return ""


def _page_problems(tv: PublicWindow, page: str) -> list[str]:
    QApplication.processEvents()
    shots = os.environ.get("WW_TV_SHOTS")
    if shots:
        tv.grab().save(f"{shots}/{page}-{len(tv.table.plates)}-{QLocale().name()}.png")
    root: QWidget = tv._pages[page]
    labels = [lab for lab in root.findChildren(QLabel) if lab.isVisibleTo(tv) and lab.text()]
    out = [f"{page}: {why}" for lab in labels if (why := _cut(lab, tv))]
    if (tv.width(), tv.height()) != (1280, 720):
        out.append(f"{page}: the window grew to {tv.width()}x{tv.height()}")
    if page == "table":
        area = tv.table
        for plate in area.plates:
            if not area.rect().contains(plate.geometry()):
                out.append(f"plate {plate.state.name!r} outside the table {plate.geometry()}")
            if plate.needed_height(plate.width()) > plate.height():
                out.append(f"plate {plate.state.name!r} cut at the bottom")
    return out


@pytest.mark.parametrize("players", [16, 24, 30])
@pytest.mark.parametrize("language", ["en", "ja", "fr"], indirect=True)
def test_crowded_table_pages_fit_1280x720(
    qtbot: QtBot, controller: GameController, language: str, players: int
) -> None:
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1280, 720)
    tv.show()
    qtbot.waitExposed(tv)
    assert controller.start(deal("standard", list(LONG_NAMES[:players]), seed=players))
    problems: list[str] = []
    names = list(LONG_NAMES[:players])
    play_until(
        controller,
        players,
        lambda: tv.current_page() == "news" and any(n in tv.news_headline.text() for n in names),
    )
    problems += _page_problems(tv, "news")
    assert tv.news_headline.text()
    play_until(
        controller,
        players,
        lambda: (
            tv.current_page() == "table" and any(p.state.votes is not None for p in tv.table.plates)
        ),
    )
    problems += _page_problems(tv, "table")
    assert problems == []
