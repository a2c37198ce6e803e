"""Words kept whole when a label wraps (the TV's reveal cards, nameplate badges, story column).

Qt breaks Japanese between any two characters (「勝」 at the end of a line, 「ち」 alone on the
next; 「霊媒」 / 「師」) and a word at its hyphen (« Loups- » / « garous »). `kept_together`
puts Unicode's word joiner (U+2060: drawn as nothing, never a place to break) between two
characters of such a word when the word fits a line; a Japanese run too long for a line is
cut into phrases (a run of kanji or katakana with the kana that follow it: 「霊媒師は」,
「目を」) kept whole instead. `KeptWords` is a label that does it at each width and font,
while its `text()` and accessible name stay the plain words (a screen reader reads words,
not joiners).
"""

from __future__ import annotations

import math
import unicodedata
from collections.abc import Callable

from PySide6.QtCore import QEvent, Qt
from PySide6.QtGui import QFontMetrics, QResizeEvent, QTextLayout, QTextOption
from PySide6.QtWidgets import QLabel, QWidget

WORD_JOINER = "\u2060"
"""No line break here (Unicode's word joiner: drawn as nothing, never a place to break)."""


def kept_together(text: str, fits: Callable[[str], bool] = lambda _word: True) -> str:
    """`text` with each of its words kept on one line when it wraps, where the word `fits` a
    line. A word (what lies between spaces) too long for a line is kept whole phrase by
    phrase (`phrases`: Japanese has no spaces between words); a phrase too long for a line
    still breaks (cut, rather than run off the label). Lines still break at spaces."""
    lines = text.split("\n")
    return "\n".join(" ".join(_kept_word(word, fits) for word in line.split(" ")) for line in lines)


def _kept_word(word: str, fits: Callable[[str], bool]) -> str:
    if fits(word):
        return _joined(word)
    return "".join(_joined(part) if fits(part) else part for part in phrases(word))


def phrases(word: str) -> list[str]:
    """`word` cut where a Japanese line may break between words: after kana, before a kanji,
    katakana, letter or digit (「おうちに」 「帰った」); after 、 。 ： or a closing bracket;
    before an opening bracket (「Fay」 「（占い師）」). A word with no such place (any English
    or French word) is one phrase."""
    parts: list[str] = []
    start = 0
    for i in range(1, len(word)):
        kana = len(word[:i]) - len(word[:i].rstrip(_HIRAGANA))  # the kana just before
        if _phrase_ends(word[i - 1], word[i], word[i - kana : i]):
            parts.append(word[start:i])
            start = i
    parts.append(word[start:])
    return parts


_HIRAGANA = "".join(chr(c) for c in range(0x3041, 0x30A0))

_PARTICLES = "をはがにでとのへもや"
"""Kana that end a phrase even alone between two kanji (「目を開け」); another lone kana
there is inside a word (「占い師」)."""


def _phrase_ends(before: str, after: str, kana: str = "") -> bool:
    """Whether a Japanese phrase ends between these two characters (`kana`: the run of
    kana that ends with `before`)."""
    if _script(after) == "mark" and unicodedata.category(after) != "Ps":
        return False  # never before 、 。 ー or a closing bracket
    if unicodedata.category(after) == "Ps":
        return unicodedata.category(before) != "Ps"
    return (
        before in "、。，．！？："
        or unicodedata.category(before) == "Pe"
        or (_script(after) != "kana" and bool(kana) and (len(kana) > 1 or kana in _PARTICLES))
    )


def _script(ch: str) -> str:
    """ "kana" (hiragana), "mark" (punctuation, long vowel, small kana), or "other"."""
    if "\u3041" <= ch <= "\u309f":
        return "kana"
    if ch in "ー・」』）、。，．！？" or unicodedata.category(ch).startswith("P"):
        return "mark"
    return "other"


def _joined(word: str) -> str:
    out: list[str] = []
    for i, ch in enumerate(word):
        before = word[i - 1] if i else ""
        if before and _breakable(before, ch):
            out.append(WORD_JOINER)
        out.append(ch)
    return "".join(out)


def _breakable(before: str, after: str) -> bool:
    """Whether Qt may break a line between these two characters of one word."""
    wide = ("W", "F")
    return (
        before in "-\u2010"
        or unicodedata.east_asian_width(before) in wide
        or unicodedata.east_asian_width(after) in wide
    )


def _lines_height(text: str, label: QLabel, width: int) -> float:
    """How high the lines of `text` are wrapped (as `label` wraps it) to `width`."""
    layout = QTextLayout(text.replace("\n", "\u2028"), label.font())
    option = QTextOption()
    option.setWrapMode(QTextOption.WrapMode.WordWrap)
    layout.setTextOption(option)
    height = 0.0
    layout.beginLayout()
    while (line := layout.createLine()).isValid():
        line.setLineWidth(width)
        height += line.height()
    layout.endLayout()
    return height


class KeptWords(QLabel):
    """A label that wraps between words, never inside one that fits its width
    (`kept_together`, worked out again at each width, font and text). `text()` is the text as
    given, as is the accessible name: the word joiners are only in what Qt lays out
    (`laid_out`), so a reader of the label's words (a screen reader, a test) reads them.

    Attributes:
        plain: the text as given.
    """

    def __init__(self, text: str = "", parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setTextFormat(Qt.TextFormat.PlainText)  # names among the words: never markup
        self.plain = text
        self.setAccessibleName(text)
        self._fit()

    def setText(self, text: str) -> None:
        """Show `text` (its words kept whole)."""
        if text != self.plain:
            self.plain = text
            self.setAccessibleName(text)
        self._fit()

    def text(self) -> str:
        """The text as given (without the word joiners)."""
        return self.plain

    def laid_out(self) -> str:
        """The text as Qt lays it out: with a word joiner inside each word that fits."""
        return super().text()

    def shown_at(self, width: int) -> str:
        """The text as Qt would lay it out with `width` for the label's contents."""
        metrics = QFontMetrics(self.font())
        room = width - 1
        return kept_together(self.plain, lambda t: metrics.horizontalAdvance(t) <= room)

    def heightForWidth(self, width: int) -> int:
        """The height its lines need at `width`, the words kept whole as they would be there
        (Qt's answer for the text laid out now, plus or less what the other joins make)."""
        height = super().heightForWidth(width)
        if not self.wordWrap():
            return height
        room = width - (self.width() - self.contentsRect().width())
        shown, now = self.shown_at(room), super().text()
        if shown == now or room < 1:
            return height
        return height + math.ceil(_lines_height(shown, self, room) - _lines_height(now, self, room))

    def resizeEvent(self, event: QResizeEvent) -> None:
        """A new width: the words that fit it are kept whole."""
        super().resizeEvent(event)
        self._fit()

    def changeEvent(self, event: QEvent) -> None:
        """A new font: the same."""
        super().changeEvent(event)
        if event.type() == QEvent.Type.FontChange:
            self._fit()

    def _fit(self) -> None:
        shown = self.shown_at(self.contentsRect().width())
        if shown != super().text():
            QLabel.setText(self, shown)
