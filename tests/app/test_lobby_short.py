"""The lobby on a short window (a 720p laptop with the error banner and the status bar up):
nothing is squeezed below the height it needs, in any language; the page scrolls instead."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QLabel, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.balance.panel import RateBar, WolfChart
from ww_desktop.app.language import install_language
from ww_desktop.app.lobby.page import LobbyPage

NAMES = ("Anne", "Bruno", "Chloé", "David", "Emma", "Félix")


@pytest.fixture
def language(request: pytest.FixtureRequest) -> Iterator[str]:
    app = QApplication.instance()
    install_language(app, request.param)  # type: ignore[arg-type]
    yield request.param
    install_language(app, "en")  # type: ignore[arg-type]


def _squeezed(page: QWidget) -> list[str]:
    """Visible labels, buttons, bars and the chart given less height than they need."""
    found = []
    for w in page.findChildren(QWidget):
        if not isinstance(w, QLabel | QPushButton | RateBar | WolfChart) or not w.isVisibleTo(page):
            continue
        need = w.minimumSizeHint().height()
        if isinstance(w, QLabel) and w.wordWrap() and w.hasHeightForWidth():
            need = w.heightForWidth(w.width())
        if w.height() + 1 < need:
            text = w.text() if isinstance(w, QLabel | QPushButton) else ""
            found.append(f"{type(w).__name__} {w.height()} < {need}: {text[:40]!r}")
    return found


@pytest.mark.parametrize("language", ["en", "fr", "ja"], indirect=True)
@pytest.mark.parametrize("height", [600, 560])
def test_a_short_window_scrolls_instead_of_squeezing(
    qtbot: QtBot, settings: QSettings, language: str, height: int
) -> None:
    lobby = LobbyPage(settings)
    qtbot.addWidget(lobby)
    lobby.balance_panel.stages = (60,)
    lobby.resize(1280, height)
    lobby.show()
    qtbot.waitExposed(lobby)
    with qtbot.waitSignal(lobby.balance_panel.finished, timeout=120_000):
        for name in NAMES:
            lobby.name_edit.setText(name)
            lobby.add_from_edit()
    qtbot.waitUntil(lambda: lobby.balance_panel.chart.isVisibleTo(lobby))
    try:  # the layout settles after the results show (posted layout requests)
        qtbot.waitUntil(lambda: _squeezed(lobby) == [], timeout=3_000)
    finally:
        assert _squeezed(lobby) == []


@pytest.mark.parametrize("language", ["en", "fr", "ja"], indirect=True)
def test_a_720p_window_shows_the_whole_lobby_without_scrolling(
    qtbot: QtBot, settings: QSettings, language: str
) -> None:
    """The page scrolls only when it must: on a 1280x720 screen (the lobby gets about 680 px
    under the menu bar) all three columns, the odds included, are in view."""
    lobby = LobbyPage(settings)
    qtbot.addWidget(lobby)
    lobby.resize(1280, 680)
    lobby.show()
    qtbot.waitExposed(lobby)
    for name in NAMES:
        lobby.name_edit.setText(name)
        lobby.add_from_edit()
    qtbot.wait(20)  # the layout settles
    assert lobby.body_area.verticalScrollBar().maximum() == 0
    assert (
        lobby.balance_panel.visibleRegion().boundingRect().height() == lobby.balance_panel.height()
    )
