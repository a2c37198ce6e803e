"""The TV's reveal fits (issue 36, item 11): at 1600x900 with 10 players, in each language,
every card is inside the window and every line of every card (the name, the role, the side,
"went home · day N") is shown whole: not cut at the bottom, not elided at the side."""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QPoint, QRect
from PySide6.QtGui import QFont, QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.language import install_language
from ww_desktop.app.public.window import PublicWindow

from .conftest import make_setup, play_to_end


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    code = str(request.param)
    install_language(qapp, code)
    yield code
    install_language(qapp, "en")


def _widest_line(text: str, font: QFont, width: int) -> float:
    """The widest line of `text` wrapped at word boundaries (as a QLabel does) to `width`."""
    layout = QTextLayout(text, font)
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    widest = 0.0
    while True:
        line = layout.createLine()
        if not line.isValid():
            break
        line.setLineWidth(width)
        widest = max(widest, line.naturalTextWidth())
    layout.endLayout()
    return widest


def _cut(label: QLabel, window: PublicWindow) -> str:
    """Why `label` does not show its text whole ("" if it does)."""
    corner = label.mapTo(window, QPoint(0, 0))
    shown = QRect(corner, label.size())
    card = label.parentWidget()
    assert card is not None
    card_rect = QRect(card.mapTo(window, QPoint(0, 0)), card.size())
    metrics = QFontMetrics(label.font())
    text = label.text()
    if not window.rect().contains(shown):
        return f"{text!r} outside the window {shown} {window.rect()}"
    if not card_rect.contains(shown):
        return f"{text!r} outside its card"
    width = label.contentsRect().width()
    if label.wordWrap():  # wrapped lines: the height they need must be there
        needed = label.heightForWidth(label.width())
        if needed > label.height():
            return f"{text!r} cut at the bottom ({label.height()} < {needed})"
        widest = _widest_line(text, label.font(), width)
        if widest > width:
            return f"{text!r} has a line wider than its card ({widest} > {width})"
    elif metrics.horizontalAdvance(text) > width:
        return f"{text!r} too wide ({metrics.horizontalAdvance(text)} > {width})"
    if metrics.height() > label.contentsRect().height():
        return f"{text!r} cut at the bottom ({label.height()} < {metrics.height()})"
    return ""


@pytest.mark.parametrize("language", ["en", "ja", "fr"], indirect=True)
def test_ten_players_fit_the_reveal_at_1600x900(
    qtbot: QtBot, controller: GameController, language: str
) -> None:
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1600, 900)
    tv.show()
    qtbot.waitExposed(tv)
    assert controller.start(make_setup("standard", 10, seed=3))
    play_to_end(controller, 3)
    controller.confirm_end()
    qtbot.waitUntil(lambda: tv.current_page() == "reveal")
    QApplication.processEvents()
    assert tv.size().width() == 1600 and tv.size().height() == 900
    cards = tv._reveal_cards
    assert len(cards) == 10
    labels = [lab for card in cards for lab in card.findChildren(QLabel) if lab.text()]
    assert any("·" in lab.text() and lab.objectName() == "revealSide" for lab in labels)
    problems = [why for lab in labels if (why := _cut(lab, tv))]
    assert problems == []
