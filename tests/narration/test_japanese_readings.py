"""The Japanese voice reads the app's own words right (Open JTalk's reading dictionary).

Open JTalk reads 帰す as キス ("kiss"), which turned three gentle night calls into "the
Assassin may kiss one person tonight". Every line the narrator can say in Japanese (each text
of the ``Narration`` catalogue in every wording, and every role name it calls) is rendered to
its reading with ``pyopenjtalk`` (the ``ja-voice`` extra), through the same
`jtalk.spoken_text` the voice uses, and checked against a list of known misreadings.
"""

from __future__ import annotations

import re
import warnings
from collections.abc import Callable, Iterator

import pytest

from ww_desktop.engine.role_names import ROLE_CONTEXT, ROLE_NAMES
from ww_desktop.narration.jtalk import READINGS, jtalk_available, spoken_text
from ww_desktop.narration.lines import CALL_NAMES, CONTEXT, TEXTS
from ww_desktop.narration.narrate_cli import catalogue

MISREADINGS: list[tuple[str, str, str]] = [
    # (written, what Open JTalk says unaided, what a Japanese speaker says)
    ("帰す", "キス", "カエス"),
    ("帰さ", "キサ", "カエサ"),
]
"""Words of the app's lines that Open JTalk's dictionary reads wrong, with both readings."""

SAMPLE = {"%1": "アン", "%2": "ボブ"}
"""Names put in the placeholders (katakana, so that their reading is plain)."""


def _japanese_lines() -> Iterator[str]:
    tr = catalogue("ja")
    assert tr is not None
    for text in TEXTS.values():
        for english in [text] if isinstance(text, str) else text.values():
            said = tr(CONTEXT, english)
            yield re.sub(r"%\d", lambda m: SAMPLE.get(m.group(0), "3分"), said)
    yield from (tr(ROLE_CONTEXT, name) for name in ROLE_NAMES.values())
    yield from (tr(CONTEXT, name) for name in CALL_NAMES.values())


def test_the_reading_dictionary_changes_only_the_reading() -> None:
    """The voice reads kana where the dictionary misreads; every other word is untouched,
    and the subtitle (the line itself) keeps its kanji."""
    line = "暗殺者は目を開けてください。今夜、一人をおうちに帰すことができます。"
    assert (
        spoken_text(line)
        == "暗殺者は目を開けてください。今夜、一人をおうちにかえすことができます。"
    )
    assert spoken_text("帰さないでください") == "かえさないでください"
    assert spoken_text("人狼は目を閉じてください。") == "人狼は目を閉じてください。"
    assert {written for written, _, _ in MISREADINGS} == set(READINGS)


@pytest.fixture(scope="module")
def g2p() -> Callable[[str], str]:
    if not jtalk_available():
        pytest.skip("pyopenjtalk is not installed (uv sync --extra ja-voice): no reading to check")
    import contextlib
    import io

    with contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
        warnings.simplefilter("ignore")
        import pyopenjtalk

    def reading(text: str) -> str:
        with contextlib.redirect_stdout(io.StringIO()), warnings.catch_warnings():
            warnings.simplefilter("ignore")
            return str(pyopenjtalk.g2p(text, kana=True))

    return reading


def test_every_spoken_japanese_line_is_read_right(g2p: Callable[[str], str]) -> None:
    lines = list(_japanese_lines())
    assert len(lines) > len(TEXTS)
    misread: list[str] = []
    for line in lines:
        reading = g2p(spoken_text(line))
        for written, wrong, right in MISREADINGS:
            if written in line and (wrong in reading or right not in reading):
                misread.append(f"{line} -> {reading} ({written}: {right}, not {wrong})")
    assert misread == []


def test_the_misreadings_are_real(g2p: Callable[[str], str]) -> None:
    """Without the dictionary Open JTalk does say them wrong (else drop them from the list)."""
    for written, wrong, right in MISREADINGS:
        assert wrong in g2p(f"おうちに{written}") and right in g2p(spoken_text(f"{written}"))
