"""Sentences assembled in the table's language, with awkward values.

* `assemble` itself: one-pass placeholders, list joins, the colon, the full stop and the
  numbers of English, Japanese and French (``QLocale``: ``1 500``, ``0,5``, ``52 %``).
* Every message that takes names, numbers or lists (the engine's messages, the morning
  headline, vote tallies, setup problems, the "went home on night N" badge, the narration)
  rendered in Japanese and French with three names, a name containing ``%2``, the number
  1500 and 0.5: no placeholder left or substituted twice, the language's separators, no
  half-width punctuation in Japanese, a no-break space before ``: ; ! ? »`` in French.
"""

from __future__ import annotations

import re
from collections.abc import Iterator

import pytest
from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QApplication

from ww_desktop.app.language import install_language
from ww_desktop.engine.messages import Audience, Message
from ww_desktop.engine.problems import Problem
from ww_desktop.narration.lines import TEXTS
from ww_desktop.narration.script import Line, line_text
from ww_desktop.texts import assemble, i18n

NAMES = ["Ann", "Bob %2", "Cleo"]
"""Three players; the second one's name contains a placeholder."""

PARAMS = {
    "seat": 1,
    "target": 2,
    "prankster": 0,
    "looker": 0,
    "actor": 1,
    "killer": 0,
    "partner": 1,
    "joined": 1,
    "seats": [0, 1, 2],
    "gone": [0, 1, 2],
    "to": [0, 1, 2],
    "pair": [1, 2],
    "totals": {"0": 1500, "1": 2, "2": 1},
    "night": 1500,
    "role": "seer",
    "victim_role": "werewolf",
    "became": "werewolf",
    "cause": "attack",
    "result": "werewolf",
    "winner": "village",
    "potion": "save",
    "verb": "vote",
}
"""Every parameter a message may read, with awkward values."""


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    install_language(qapp, "en")


def _problems() -> list[Problem]:
    params = {
        "preset": "standard",
        "low": 1500,
        "high": 3000,
        "count": 1500,
        "name": "Bob %2",
        "role": "lover",
        "need": 2,
        "wolves": 1500,
        "others": 2,
        "names": NAMES,
        "setting": "turn_limit_seconds",
        "value": 1500,
    }
    return [Problem(pid, "English text", **params) for pid in i18n.PROBLEMS]


def rendered() -> list[str]:
    """Every text with names, numbers or lists, in the installed language."""
    out: list[str] = []
    for wording in i18n.WORDINGS:
        for msg_id in i18n._HANDLERS:
            for audience in (Audience.PUBLIC, Audience.PRIVATE):
                msg = Message(msg_id, PARAMS, audience=audience)
                out.append(i18n.message_text(msg, NAMES, wording))
        for n in (1, 3):
            out.append(i18n.gone_home_headline(NAMES[:n], wording))
        out.append(i18n.went_home_badge(1500, "night", wording))
    out += [i18n.problem_text(p) for p in _problems()]
    out += [i18n.gone_home_when(1500, "night"), i18n.gone_home_when(2, "day")]
    out += [i18n.votes_text(1500), i18n.tally_text(PARAMS["totals"], NAMES)]  # type: ignore[arg-type]
    out += [i18n.claim_report_text("Bob %2", True), i18n.join_names(NAMES)]
    for text_id in (t for t in TEXTS if not t.startswith("word.")):  # words: parts of lines
        params = {"seat": 1, "target": 2, "seats": [0, 1, 2], "role": "seer", "seconds": 90}
        for wording in i18n.WORDINGS:
            line = Line(text_id, params, wording=wording)
            out.append(line_text(line, NAMES, QCoreApplication.translate))
    return [t for t in out if t]


def _without_names(text: str) -> str:
    for name in NAMES:
        text = text.replace(name, "NAME")
    return text


def _common_checks(texts: list[str]) -> None:
    for text in texts:
        rest = _without_names(text)
        assert not re.search(r"%\d|%n|\{\w*\}", rest), text  # nothing left to fill
        assert "Bob Cleo" not in text and "Bob Bob" not in text, text  # "%2" never refilled


def test_assemble_in_three_languages(english_after: QApplication) -> None:
    assert assemble.fill("%1 and %2", "Bob %2", "Cleo") == "Bob %2 and Cleo"
    assert assemble.fill("%2 before %1", "a") == "%2 before a"
    assert assemble.join_and(["Ann", "Bob %2", "Cleo"]) == "Ann, Bob %2 and Cleo"
    assert assemble.join_and([]) == "" and assemble.join_and(["Ann"]) == "Ann"
    assert assemble.number(1500) == "1,500" and assemble.percent(0.52) == "52%"
    assert assemble.label("Votes", 3) == "Votes: 3"
    assert assemble.sentence("Bob is a werewolf") == "Bob is a werewolf."
    assert assemble.sentence("Really?") == "Really?"

    install_language(english_after, "ja")
    assert assemble.join_and(NAMES) == "Ann、Bob %2とCleo"
    assert assemble.join_list(NAMES) == "Ann、Bob %2、Cleo"
    assert assemble.label("票数", 3) == "票数：3"
    assert assemble.sentence("Bobは人狼") == "Bobは人狼。"
    assert assemble.sentence("Bobは人狼。") == "Bobは人狼。"  # never "。."
    assert assemble.join_sentences(["朝です。", "話し合います。"]) == "朝です。話し合います。"
    assert assemble.number(1500) == "1,500" and assemble.decimal(0.5) == "0.5"
    assert assemble.percent(0.52) == "52%"

    install_language(english_after, "fr")
    assert assemble.join_and(NAMES) == "Ann, Bob %2 et Cleo"
    assert assemble.label("Votes", 3) == "Votes\u00a0: 3"
    assert assemble.number(1500).replace("\u202f", " ").replace("\u00a0", " ") == "1 500"
    assert assemble.decimal(4.5) == "4,5" and assemble.decimal(0.5) == "0,5"
    assert assemble.percent(0.52) == "52\u00a0%"
    assert assemble.join_sentences(["Le jour se lève.", "On vote."]) == (
        "Le jour se lève. On vote."
    )


def test_japanese_texts_use_japanese_punctuation(english_after: QApplication) -> None:
    install_language(english_after, "ja")
    texts = rendered()
    _common_checks(texts)
    for text in texts:
        rest = _without_names(text)
        assert ", " not in rest, text  # the list join is 「、」
        assert not re.search(r"(?<!\d)\.(?!\d)", rest), text  # no half-width full stop
        assert ": " not in rest, text  # the colon is 「：」
        assert "。。" not in rest, text
    gone = Message("morning", {"gone": [0, 1, 2]})
    assert i18n.message_text(gone, NAMES) == "Ann、Bob %2とCleoがおうちに帰りました。"
    look = Message("inspect_result", {"target": 1, "result": "werewolf"})
    assert i18n.message_text(look, NAMES).endswith("は人狼です。")
    assert i18n.gone_home_when(2, "night") == "第2夜に退場"  # as on the 第2夜 badge
    assert i18n.votes_text(1500) == "1,500票"
    totals = Message("vote_totals", {"totals": {"0": 1500, "1": 2}})
    assert i18n.message_text(totals, NAMES) == "票数：Annに1,500票、Bob %2に2票"


def test_french_texts_use_french_typography(english_after: QApplication) -> None:
    install_language(english_after, "fr")
    texts = rendered()
    _common_checks(texts)
    for text in texts:
        rest = _without_names(text)
        for m in re.finditer(r"[:;!?»]", rest):
            before = rest[m.start() - 1] if m.start() else ""
            assert before in ("\u00a0", "\u202f"), f"no no-break space before {m.group()}: {text}"
        assert "1500" not in rest and "1,500" not in rest, text  # "1 500"
        assert "(e)" not in rest, text
    totals = Message("vote_totals", {"totals": {"0": 1500, "1": 2}})
    shown = i18n.message_text(totals, NAMES).replace("\u202f", " ")
    assert shown == "Votes\u00a0: Ann (1 500 voix), Bob %2 (2 voix)"
    assert i18n.gone_home_when(2, "night") == "départ la nuit 2"
