"""On the TV at 1280x720 with many players, a Japanese word is never cut across two lines
(Qt breaks Japanese between any two characters) in the two places the reveal cards' fix
(`widgets.joined`) had not reached: the nameplates' "went home" badges (「おうちに帰っ」 /
「た」) and the reveal's story column (「霊媒」 / 「師」). What a screen reader reads (the
labels' texts and accessible names) stays the plain words."""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtGui import QFontMetrics, QTextLayout, QTextOption
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.language import install_language
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.app.widgets.joined import KeptWords, phrases
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.engine.setup import deal
from ww_desktop.texts import i18n

from .conftest import make_setup, play_to_end, play_until
from .test_reveal_fits_all import LONG_NAMES

JOINER = "\u2060"  # the word joiner (no break here)


@pytest.fixture
def japanese(qapp: QApplication) -> Iterator[str]:
    install_language(qapp, "ja")
    yield "ja"
    install_language(qapp, "en")


def _cut_words(label: QLabel, words: list[str]) -> list[str]:
    """The `words` (each that fits the label's width) that `label`'s lines, laid out as the
    label lays them out, cut in two."""
    shown = label.laid_out() if isinstance(label, KeptWords) else label.text()
    plain = "".join(ch for ch in shown if ch != JOINER)
    at = [i for i, ch in enumerate(shown) if ch != JOINER]  # plain index -> shown index
    layout = QTextLayout(shown.replace("\n", "\u2028"), label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    width = label.contentsRect().width()
    layout.beginLayout()
    spans: list[tuple[int, int]] = []
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        spans.append((line.textStart(), line.textStart() + line.textLength()))
    layout.endLayout()
    metrics = QFontMetrics(label.font())
    cut = []
    for word in words:
        if metrics.horizontalAdvance(word) > width:
            continue  # too long for a line: it may break
        for found in re.finditer(re.escape(word), plain):
            start, end = at[found.start()], at[found.end() - 1] + 1
            if not any(a <= start and end <= b for a, b in spans):
                cut.append(word)
    return cut


def _words(text: str, *extra: str) -> list[str]:
    """The words a reader must see whole: every role's name, the `extra` words and each
    phrase of the text (`phrases`: 「霊媒師は」, 「おうちに」, 「帰った」)."""
    names = [i18n.role_name(role) for role in REGISTRY] + list(extra)
    parts = [p for line in text.split("\n") for w in line.split(" ") for p in phrases(w)]
    return [w for w in names + parts if w and w in text]


def test_the_story_column_never_cuts_a_word_at_1280x720(
    qtbot: QtBot, controller: GameController, japanese: str
) -> None:
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1280, 720)
    tv.show()
    qtbot.waitExposed(tv)
    assert controller.start(make_setup("standard", 12, seed=5))
    play_to_end(controller, 5)
    controller.confirm_end()
    qtbot.waitUntil(lambda: tv.current_page() == "reveal")
    story = tv.summary_label
    qtbot.waitUntil(lambda: story.isVisible() and story.width() > 10)
    problems: dict[str, list[str]] = {}
    pages = len(tv._story_pages)
    assert pages >= 1
    wrapped = False
    read: list[tuple[str, str]] = []  # each page's text and what a screen reader reads
    for _page in range(pages):
        QApplication.processEvents()
        text = story.text()
        assert text
        read.append((text, story.accessibleName()))
        assert story.heightForWidth(story.width()) <= story.height()  # every line shows
        if cut := _cut_words(story, _words(text)):
            problems[text] = cut
        lines = QFontMetrics(story.font()).lineSpacing()
        wrapped |= story.heightForWidth(story.width()) > lines * (text.count("\n") + 1)
        tv.turn_story_page(1)
    assert wrapped  # the column is narrow: its lines wrap...
    assert problems == {}  # ...between words only
    assert all(name == text and JOINER not in text for text, name in read)


@pytest.mark.parametrize("players", [16, 24, 30])
def test_went_home_badges_never_cut_a_word_at_1280x720(
    qtbot: QtBot, controller: GameController, japanese: str, players: int
) -> None:
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1280, 720)
    tv.show()
    qtbot.waitExposed(tv)
    assert controller.start(deal("standard", list(LONG_NAMES[:players]), seed=players))

    def badges() -> list[QLabel]:
        plates = tv.table.plates
        return [p.badge_label for p in plates if p.badge_label.isVisibleTo(p)]

    play_until(
        controller,
        players,
        lambda: tv.current_page() == "table" and len(badges()) >= 2,
    )
    QApplication.processEvents()
    gone = i18n.went_home_badge(None, None)
    labels = badges()
    assert all(lab.text().startswith(gone) for lab in labels)
    assert any(
        lab.heightForWidth(lab.width()) > QFontMetrics(lab.font()).height() * 1.5 for lab in labels
    )
    problems = {
        lab.text(): cut for lab in labels if (cut := _cut_words(lab, _words(lab.text(), gone)))
    }
    assert problems == {}
    assert all(JOINER not in lab.text() + lab.accessibleName() for lab in labels)
    assert all(lab.accessibleName() == lab.text() for lab in labels)
    plates = tv.table.plates
    assert all(p.needed_height(p.width()) <= p.height() for p in plates)  # no line cut
