"""Spoken lines read well aloud: no written-only devices in any language.

A speech engine reads "rentré(e)" as "rentré e", a slash as "slash" and brackets as nothing
useful, so no narration text (English source, Japanese and French catalogue, context
``Narration``) uses gender marks like "(e)", slashes, or brackets of any width.
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from pathlib import Path

import pytest

from ww_desktop.engine.role_names import ROLE_CONTEXT, ROLE_NAMES
from ww_desktop.narration.lines import CALL_NAMES, CONTEXT, TEXTS

TRANSLATIONS = Path(__file__).resolve().parents[2] / "translations"
WRITTEN_ONLY = re.compile(r"\(\w{1,3}\)|[/()\[\]（）［］【】「」／・]|\b\w+\.\w+\b")
"""Gender or plural marks like "(e)", slashes, brackets, 「」 quotes, "a.b" abbreviations."""


def _english() -> list[str]:
    out: list[str] = [*ROLE_NAMES.values(), *CALL_NAMES.values()]
    for text in TEXTS.values():
        out += [text] if isinstance(text, str) else list(text.values())
    return out


def _catalogue(lang: str) -> list[tuple[str, str]]:
    root = ET.parse(TRANSLATIONS / f"ww_desktop_{lang}.ts").getroot()
    out: list[tuple[str, str]] = []
    for context in root.iter("context"):
        if context.findtext("name") not in (CONTEXT, ROLE_CONTEXT):  # the role names are spoken
            continue
        for message in context.iter("message"):
            out.append((message.findtext("source") or "", message.findtext("translation") or ""))
    return out


def test_english_narration_is_speakable() -> None:
    bad = [t for t in _english() if WRITTEN_ONLY.search(t)]
    assert not bad, bad


@pytest.mark.parametrize("lang", ["ja", "fr"])
def test_translated_narration_is_speakable(lang: str) -> None:
    lines = _catalogue(lang)
    assert len(lines) >= len(TEXTS)  # the whole narration is in the catalogue
    bad = [(source, text) for source, text in lines if WRITTEN_ONLY.search(text)]
    assert not bad, bad


def test_the_check_catches_written_only_devices() -> None:
    for text in ("{name} est rentré(e).", "Ann/Bob", "Voyante (ou Apprentie)", "【注意】", "a.k.a"):
        assert WRITTEN_ONLY.search(text), text
    for text in ("{name} rentre à la maison.", "人狼は目を開けてください。", "Ann, Bob et Cleo"):
        assert not WRITTEN_ONLY.search(text), text
