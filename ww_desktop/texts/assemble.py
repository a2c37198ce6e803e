"""Language-aware text assembly: the few ways the app puts translated pieces together.

Every sentence a player reads or hears is one translated message; this module only fills
it in and formats the values that go into it, in the table's language:

* :func:`fill` substitutes ``%1``, ``%2``... in ONE pass, so a player called ``"%2"`` is
  never substituted again (chained ``.replace("%1").replace("%2")`` would);
* :func:`join_and` ("Ann, Bob and Cleo" / 「Ann、BobとCleo」 / « Ann, Bob et Cleo ») and
  :func:`join_list` (a plain list: "Ann, Bob" / 「Ann、Bob」) use the language's separators;
* :func:`label` ("Votes: 3" / 「票：3」 / « Voix : 3 ») puts a label before a value with the
  language's colon (French: a no-break space before it);
* :func:`join_sentences` puts whole sentences one after the other (no space in Japanese);
* :func:`sentence` ends a text with the language's full stop (「。」 in Japanese) unless it
  already ends with one;
* :func:`number`, :func:`decimal` and :func:`percent` format numbers with ``QLocale``
  (French: ``1 500``, ``4,5``, ``52 %`` with no-break spaces).

The locale is Qt's default one, which `language.install_language` sets with the catalogue.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication, QLocale

from .placeholders import fill

__all__ = [
    "NBSP",
    "decimal",
    "fill",
    "join_and",
    "join_list",
    "join_sentences",
    "label",
    "number",
    "percent",
    "sentence",
]

NBSP = "\u00a0"
"""The no-break space French puts before ``: ; ! ? »`` and after ``«``."""

_STOPS = (".", "。", "!", "?", "！", "？", "…", ".»", "»")


def join_list(items: Sequence[str]) -> str:
    """A plain list in the language's separator ("Ann, Bob" / 「Ann、Bob」)."""
    comma = QCoreApplication.translate("Names", ", ")  # Japanese: "、"
    return comma.join(str(x) for x in items)


def join_and(items: Sequence[str]) -> str:
    """A list whose last item is joined with the language's "and" ("Ann, Bob and Cleo")."""
    items = [str(x) for x in items]
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    #: %1: the names before the last one (already joined with commas), %2: the last name
    last = QCoreApplication.translate("Names", "%1 and %2")
    return fill(last, join_list(items[:-1]), items[-1])


def label(name: str, value: object) -> str:
    """A label and its value with the language's colon ("Votes: 3" / 「票：3」 / « Voix : 3 »)."""
    #: %1: a label ("Votes"), %2: its value
    return fill(QCoreApplication.translate("Punctuation", "%1: %2"), name, value)


def sentence(text: str) -> str:
    """*text* ended with the language's full stop, unless it already ends a sentence."""
    text = text.rstrip()
    if not text or text.endswith(_STOPS):
        return text
    #: %1: a sentence without its full stop
    return fill(QCoreApplication.translate("Punctuation", "%1."), text)


def join_sentences(items: Sequence[str]) -> str:
    """Whole sentences one after the other: a space between them, none in Japanese."""
    items = [str(x) for x in items if x]
    if not items:
        return ""
    #: %1: a sentence, %2: the next sentence
    pattern = QCoreApplication.translate("Punctuation", "%1 %2")
    out = items[0]
    for item in items[1:]:
        out = fill(pattern, out, item)
    return out


def _locale() -> QLocale:
    """Qt's default locale (set with the language); English when it is the bare "C" locale."""
    loc = QLocale()
    if loc.language() == QLocale.Language.C:
        return QLocale(QLocale.Language.English, QLocale.Country.UnitedStates)
    return loc


def number(n: int) -> str:
    """A whole number in the language's style (French ``1 500``, English ``1,500``)."""
    n = int(n)
    if 0 <= n < 1000 and _locale_digits_plain():
        return str(n)  # no grouping: the same in every language (a millisecond saved a call)
    return _locale().toString(n)


def _locale_digits_plain() -> bool:
    """Whether the language writes 0-9 as ASCII digits (the app's languages all do)."""
    return QLocale().zeroDigit() == "0"


def decimal(x: float, digits: int = 1) -> str:
    """A number with *digits* decimals (French ``4,5``)."""
    return _locale().toString(float(x), "f", digits)


def percent(rate: float, digits: int = 0) -> str:
    """*rate* (0..1) as a percentage: ``52%``, French ``52 %`` (no-break space)."""
    loc = _locale()
    shown = loc.toString(float(rate) * 100, "f", digits)
    if loc.language() == QLocale.Language.French:
        return shown + NBSP + "%"
    return shown + "%"
