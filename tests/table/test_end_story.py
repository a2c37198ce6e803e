"""The end of a game at the table, on two screens: the story the TV shows after the reveal is
Replay's pages, page by page (issue 36).

A bot game stopped at the vote that decides it is resumed in the real app; the host enters the
last ballots with the keyboard (each voter's key, Enter), confirms the end (Enter), then turns
the TV's story pages with PgDn. Each page is read back from the TV's pixels (tesseract) and
compared with Replay's pages of the saved game (its export, through Replay's model, in the
game's language): every page of Replay, in Replay's order, its title first, its lines on it.

By default ``classic`` in French (``test_whole_game.py`` plays ``basic`` in English and
``classic`` in Japanese from their first night); ``WW_TABLE_PRESETS=all`` plays every
preset in every language (Japanese needs tesseract's Japanese data, ``tesseract-ocr-jpn``).
"""

from __future__ import annotations

import os
import re
import subprocess
import time
import unicodedata

import pytest

from tests.accessibility_rules import catalogue
from ww_desktop.app.moderator.common import SEAT_KEYS
from ww_desktop.engine.presets import PRESETS

from .games import stopped_at_the_last_vote, story_pages_of
from .rig import Table

CONSOLE = "1920x1080+0+0"
"""The laptop's screen (the console's window: its size and place follow the screen)."""
STORY = "590x960+3250+120"
"""The TV's right-hand column, where the story's pages turn beside the cards."""

PLAYERS = {"basic": 7, "standard": 9, "classic": 8, "compact": 7, "traditional": 9}
"""Tables under ten players: the story keeps its wide column beside the cards."""

QUICK = [("classic", "fr")]


def _cases() -> list[tuple[str, str]]:
    if os.environ.get("WW_TABLE_PRESETS", "").strip().lower() == "all":
        return [(p, lang) for p in sorted(PRESETS) for lang in ("en", "fr", "ja")]
    return QUICK


def _tr(language: str, source: str) -> str:
    """A text as the app shows it in *language*, without its key hint ("[Enter]")."""
    return " ".join(catalogue(language).get(source, source).split("[")[0].split())


def _plain(text: str) -> str:
    """Lower case, no accents, no punctuation: what tesseract reads alike whatever the font."""
    decomposed = unicodedata.normalize("NFKD", text.replace("\u00a0", " "))
    bare = "".join(c for c in decomposed if not unicodedata.combining(c)).lower()
    words = re.sub(r"[^\w]+", " ", bare).split()
    return " ".join("0" if w == "o" else w for w in words)  # ("Nuit O": tesseract's zero)


def _cjk(text: str) -> bool:
    return any("\u3040" <= c <= "\u9fff" for c in text)


def _bigrams(text: str) -> list[str]:
    flat = _plain(text).replace(" ", "")
    return [flat[i : i + 2] for i in range(len(flat) - 1)] or [flat]


READINGS = "\n\f\n"
"""Between two readings of one page."""
COUNTER = re.compile(r"[(（]\s*(\d+)\s*/\s*(\d+)\s*[)）]")


def _page_now(table: Table) -> tuple[int, int, str] | None:
    """The story's page on the TV now: (page, pages, its text), None while unreadable."""
    text = table.read_screen(STORY, name="story", psm=6)  # (one block: the page's lines)
    found = COUNTER.findall(text)
    if not found:
        return None
    page, pages = map(int, found[-1])
    return (page, pages, text) if 1 <= page <= pages else None


def _read_every_page(table: Table, limit_s: float = 120) -> list[str]:
    """Read each of the TV's story pages in turn, PgDn after each, until all were read."""
    seen: dict[int, str] = {}
    total = 0
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline and (not total or len(seen) < total):
        now = _page_now(table)
        if now is None:
            continue
        page, total, text = now
        if page in seen:
            continue  # the key's page is not up yet
        seen[page] = text
        if table.language == "ja":  # the same page read again at two other sizes
            for scale in (75, 200):
                again = table.read_screen(STORY, name="story-again", psm=6, scale=scale)
                found = COUNTER.findall(again)
                if found and int(found[-1][0]) == page:
                    seen[page] += READINGS + again
        table.key("Next")  # PgDn on the console: the TV turns to the next page
    if not total or len(seen) < total:
        raise table.fail(f"read {sorted(seen)} of the TV's {total} story pages")
    return [seen[i] for i in range(1, total + 1)]


def _covered(line: str, read: str) -> float:
    """How much of *line*'s words tesseract read on the page (0 to 1); for Japanese (no
    spaces, lines wrapped anywhere), how many of its character pairs."""
    if _cjk(line):
        pairs, have = _bigrams(line), "".join(_plain(read).split())
        return sum(1 for pair in pairs if pair in have) / len(pairs)
    words = _plain(line).split()
    have = _plain(read).split()
    return sum(1 for w in words if w in have) / len(words) if words else 1.0


def _check_pages(table: Table, read: list[str], replay: list[tuple[str, list[str]]]) -> list[str]:
    """Match the TV's pages (read in order) to Replay's: each TV page opens with the title of
    Replay's page it shows (a long page goes on over several TV pages), every Replay page
    is shown in order, and each of its lines is read on its TV pages."""
    problems: list[str] = []
    shown: dict[int, str] = {}
    index = -1
    for number, text in enumerate(read, start=1):
        heads = [_plain(reading).split() for reading in text.split(READINGS)]
        later = [
            i
            for i in range(max(index, 0), len(replay))
            for head in heads
            if _plain(replay[i][0]).split() == head[: len(_plain(replay[i][0]).split())]
            or (
                _cjk(replay[i][0])
                and "".join(head).startswith(_plain(replay[i][0]).replace(" ", ""))
            )
        ]
        if not later:
            problems.append(f"TV page {number} opens with no title of Replay's: {text[:80]!r}")
            continue
        index = later[0]
        shown[index] = shown.get(index, "") + "\n" + text
    missing = [replay[i][0] for i in range(len(replay)) if i not in shown]
    if missing:
        problems.append(f"Replay's pages never shown on the TV: {missing}")
    for i, text in shown.items():
        title, lines = replay[i]
        for line in lines:
            if _covered(line, text) < 0.8:
                problems.append(f"{title}: {line!r} is not on its TV page(s)")
    return problems


@pytest.mark.parametrize(("preset", "language"), _cases())
def test_the_tvs_story_is_replays_pages(table2: Table, preset: str, language: str) -> None:
    table = table2
    table.language = language
    if language == "ja":
        langs = subprocess.run(
            ["tesseract", "--list-langs"], capture_output=True, text=True, check=False
        ).stdout.split()
        if "jpn" not in langs:
            pytest.skip("reading Japanese off the screen needs: apt install tesseract-ocr-jpn")
    game_id, ballots = stopped_at_the_last_vote(
        table.data_dir, preset=preset, players=PLAYERS[preset]
    )
    table.launch()
    table.answer_window(catalogue(language).get("Table screen", "Table screen"), "Return")
    table.answer_window(catalogue(language).get("Unfinished games", "Unfinished games"), "Return")
    table.wait_for_text(_tr(language, "The vote"), region=CONSOLE, timeout=60, name="vote")
    # The host enters each voter's ballot (the voters' keys in turn), then records them.
    keys = [SEAT_KEYS[t].lower() if t is not None else "n" for t in ballots]
    table.key(*keys, "Return")
    confirm = _tr(language, "Confirm the end  [Enter]")
    table.wait_for_text(confirm, region=CONSOLE, timeout=60, name="end-preview")
    table.key("Return")
    table.wait_for(lambda: _page_now(table) is not None, 60, "the story's pages on the TV")
    read = _read_every_page(table)
    table.kill_app()
    export = table.folder / "export.json"
    table.export(game_id)
    replay = story_pages_of(export, language)
    problems = _check_pages(table, read, replay)
    if problems:
        raise table.fail("the TV's story is not Replay's pages:\n" + "\n".join(problems))
