"""The TV's end reveal fits for every table (issue: French `classic` with 10 players at
1920x1080 cut Ann Brook's last line, « jour 3 »): for every preset and every player count it
allows, in English, Japanese and French, at 1920x1080 and 1280x720, with long names, every
card's every line is shown whole inside its card, and the cards' type stays readable (never
under `MIN_CARD_PX` pixels on 1080p, two thirds of that on 720p)."""

from __future__ import annotations

import os
from pathlib import Path

import pytest
from PySide6.QtWidgets import QApplication, QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.language import install_language
from ww_desktop.app.public.window import DENSE_FROM, PublicWindow, TableArea
from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.setup import deal

from .conftest import make_setup, play_to_end
from .test_reveal_fits import _cut

FIRST = ("Maximiliana", "Bartholomew", "Anastasia", "Christopher", "Evangeline", "Wilhelmina")
LAST = ("Featherstone", "Oakenshield", "Montgomery", "Abernathy", "Blackwood")
LONG_NAMES = tuple(f"{f} {last}" for last in LAST for f in FIRST)
"""Thirty long names (up to 24 characters: two words, as people write them on a lobby)."""

MIN_CARD_PX = 24
"""The least pixel size of a card's text on a 1080p TV (scaled with the screen)."""

SIZES = ((1920, 1080), (1280, 720))


def _check(tv: PublicWindow, what: str, size: tuple[int, int]) -> list[str]:
    """Every way the reveal's cards (and its story) are not shown whole and readable."""
    for _ in range(3):  # the new cards shown, then laid out (each a posted event)
        QApplication.processEvents()
    if (tv.width(), tv.height()) != size:  # the cards made the window taller than its screen
        return [f"{what}: the window is {tv.width()}x{tv.height()}"]
    labels = [lab for card in tv._reveal_cards for lab in card.findChildren(QLabel) if lab.text()]
    least = MIN_CARD_PX * tv.height() / 1080
    out = [f"{what}: {why}" for lab in labels if (why := _cut(lab, tv))]
    out += [
        f"{what}: {lab.text()!r} at {lab.font().pixelSize()} px"
        for lab in labels
        if lab.font().pixelSize() < least - 0.5
    ]
    story = tv.summary_label
    needed = story.heightForWidth(story.width())
    if story.isVisibleTo(tv) and needed > story.height():
        out.append(f"{what}: the story cut ({story.height()} < {needed})")
    if story.isVisibleTo(tv) and story.font().pixelSize() < least - 0.5:
        out.append(f"{what}: the story at {story.font().pixelSize()} px")
    return out


def _counts(low: int, high: int) -> list[int]:
    """The player counts tried: each count where the reveal's layout changes (its fewest
    and most players, and each side of `DENSE_FROM` and of the table's grid), or, with
    WW_REVEAL_ALL=1 (some minutes), every count the preset allows."""
    if os.environ.get("WW_REVEAL_ALL"):
        return list(range(low, high + 1))
    edges = {low, DENSE_FROM - 1, DENSE_FROM, TableArea.GRID_FROM - 1, TableArea.GRID_FROM, high}
    return sorted(n for n in edges if low <= n <= high)


@pytest.mark.parametrize("preset", list(PRESETS))
def test_every_reveal_card_fits(
    qtbot: QtBot, controller: GameController, qapp: QApplication, preset: str
) -> None:
    low, high = PRESETS[preset].players
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(*SIZES[0])
    tv.show()
    qtbot.waitExposed(tv)
    problems: list[str] = []
    shots = os.environ.get("WW_REVEAL_SHOTS")
    try:
        for n in _counts(low, high):
            assert controller.start(deal(preset, list(LONG_NAMES[:n]), seed=n))
            play_to_end(controller, n)
            controller.confirm_end()
            qtbot.waitUntil(lambda: tv.current_page() == "reveal")
            for language in ("en", "ja", "fr"):
                install_language(qapp, language)
                for w, h in SIZES:
                    tv.resize(w, h)
                    found = _check(tv, f"{preset} {n} {language} {w}x{h}", (w, h))
                    problems += found
                    if shots and found:
                        tv.grab().save(str(Path(shots) / f"{preset}-{n}-{language}-{w}.png"))
            install_language(qapp, "en")
    finally:
        install_language(qapp, "en")
    if shots:
        (Path(shots) / f"{preset}.txt").write_text("\n".join(problems), encoding="utf-8")
    assert problems == []


def test_ann_brooks_last_line_shows_in_french_at_1920x1080(
    qtbot: QtBot, controller: GameController, qapp: QApplication
) -> None:
    """The table tier's find: French, `classic`, ten players at the TV's 1920x1080: Ann
    Brook's card needed eight lines and its last, « jour 3 », was cut at the card's bottom."""
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1920, 1080)
    tv.show()
    qtbot.waitExposed(tv)
    install_language(qapp, "fr")
    try:
        assert controller.start(make_setup("classic", 10, seed=3))
        play_to_end(controller, 3)
        controller.confirm_end()
        qtbot.waitUntil(lambda: tv.current_page() == "reveal")
        ann = next(
            [lab.text() for lab in card.findChildren(QLabel)]
            for card in tv._reveal_cards
            if any(lab.text() == "Ann Brook" for lab in card.findChildren(QLabel))
        )
        assert any("jour 3" in text for text in ann)
        assert _check(tv, "classic 10 fr", (1920, 1080)) == []
    finally:
        install_language(qapp, "en")
