"""The TV's reveal fits (issue 36, item 11): at 1600x900 with 10 players, in each language,
every card is inside the window and every line of every card (the name, the role, the side,
"went home · day N") is shown whole: not cut at the bottom, not elided at the side. And a
word of a card is never cut across two lines (「勝」 on one line and 「ち」 on the next: Qt
breaks Japanese between any two characters; « Loups- » / « garous » at a hyphen)."""

from __future__ import annotations

import re
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


def _laid_out(label: QLabel) -> str:
    """The text Qt lays out in `label` (a card's `KeptWords` line: with its word joiners)."""
    laid_out = getattr(label, "laid_out", None)
    return str(laid_out()) if laid_out is not None else label.text()


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
        widest = _widest_line(_laid_out(label), label.font(), width)
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


JOINER = "\u2060"  # the word joiner (no break here)


def _lines(label: QLabel) -> list[tuple[int, int]]:
    """Where `label`'s text breaks into lines, laid out as the label lays it out (word wrap,
    its font, its width): each line's (start, end) in the text."""
    text = _laid_out(label)
    layout = QTextLayout(text, label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    layout.beginLayout()
    spans: list[tuple[int, int]] = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(label.contentsRect().width())
        spans.append((line.textStart(), line.textStart() + line.textLength()))
    layout.endLayout()
    return spans


def _cut_words(label: QLabel) -> list[str]:
    """The words of `label` that its lines cut in two though they fit its width (a word: what
    lies between spaces)."""
    text = _laid_out(label)
    spans = _lines(label)
    metrics = QFontMetrics(label.font())
    width = label.contentsRect().width()
    words = [(w.start(), w.end(), w.group().replace(JOINER, "")) for w in re.finditer(r"\S+", text)]
    return [
        word
        for start, end, word in words
        if metrics.horizontalAdvance(word) <= width
        and not any(a <= start and end <= b for a, b in spans)
    ]


@pytest.mark.parametrize(("preset", "players"), [("classic", 7), ("standard", 10)])
@pytest.mark.parametrize("language", ["ja", "fr", "en"], indirect=True)
def test_no_word_of_a_card_is_cut_across_two_lines_on_the_tv(
    qtbot: QtBot, controller: GameController, language: str, preset: str, players: int
) -> None:
    """At the TV's size (1920x1080): with 7 players 「人狼陣営 · 勝ち」 had 「勝」 at the end of
    its first line and 「ち」 alone on the next; « ▲ Loups-garous · gagné » broke at the hyphen."""
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1920, 1080)
    tv.show()
    qtbot.waitExposed(tv)
    assert controller.start(make_setup(preset, players, seed=3))
    play_to_end(controller, 3)
    controller.confirm_end()
    qtbot.waitUntil(lambda: tv.current_page() == "reveal")
    QApplication.processEvents()
    labels = [
        lab
        for card in tv._reveal_cards
        for lab in card.findChildren(QLabel)
        if lab.text() and lab.objectName() in ("revealRole", "revealSide")
    ]
    won = {"ja": "勝ち", "fr": "gagné", "en": "won"}[language]
    sides = [lab for lab in labels if won in lab.text()]
    assert sides and any(len(_lines(lab)) > 1 for lab in sides)  # side lines wrap here...
    problems = {lab.text(): cut for lab in labels if (cut := _cut_words(lab))}
    assert problems == {}  # ...but never inside a word
    assert [why for lab in labels if (why := _cut(lab, tv))] == []  # and each line fits
    # A screen reader (and whoever reads the card's text) reads the words, not the joiners.
    joined = [lab for lab in labels if JOINER in _laid_out(lab)]
    assert joined or language != "ja"
    assert all(JOINER not in lab.text() + lab.accessibleName() for lab in joined)
    assert all(lab.accessibleName() == lab.text() for lab in joined)
