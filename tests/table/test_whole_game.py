"""A whole game of a preset at the table, on two screens, from its first night to the story
the TV tells at the end (issue 36).

A new game (dealt, its first night to come, the lobby's shortest night calls) is opened in the
real app. The voice narrates it; the host answers each step on the console with the keyboard
(a seat's key or N, Enter) only once the voice has called it, ends the discussion once the
morning is told, enters every ballot, confirms the end, and turns the TV's story pages.
The host knows where the game and the voice stand from the saved game (``export``: its log
and the narration's record, saved as they happen), never from the app's insides.

Checked at the table:

- the console never offers "Show now" (a private answer to show) by day, or during the call
  of a role with no answer due tonight (the Seer's thumb offered through the Knight's call);
- the TV's story is Replay's pages of the saved game, page by page, in the game's language
  (each morning under the right night: in ``standard`` night N leads to day N+1);
- the narration record's checks (`checks.narration_problems`).

By default ``basic`` in English and ``classic`` in Japanese; ``WW_TABLE_PRESETS=all`` plays
every preset in each language.
"""

from __future__ import annotations

import os
import time
from typing import Any

import pytest

from tests.accessibility_rules import catalogue
from ww_desktop.engine.presets import PRESETS

from .checks import narration_problems
from .games import game_now, host_answers, seat_keys, short_game, story_pages_of
from .rig import Table
from .test_end_story import CONSOLE, _check_pages, _page_now, _plain, _read_every_page, _tr

PLAYERS = {"basic": 5, "standard": 5, "classic": 5, "compact": 5, "traditional": 7}
"""The fewest players each preset deals (the shortest games)."""
NIGHTS = {"traditional": 2}
"""Two werewolves: the game needs two nights (one otherwise)."""

FAST_RATE = 330
"""The voice's words per minute (the default is 170)."""
RETRY_S = 12.0
"""Keys the console has not taken after this long (sent while it was still waiting for the
voice to tell the morning) are pressed again."""

QUICK = [("basic", "en"), ("classic", "ja")]


def _cases() -> list[tuple[str, str]]:
    if os.environ.get("WW_TABLE_PRESETS", "").strip().lower() == "all":
        return [(p, lang) for p in sorted(PRESETS) for lang in ("en", "fr", "ja")]
    return QUICK


def _lines(export: dict[str, Any]) -> list[dict[str, Any]]:
    narration = export.get("narration") or {}
    return [line for line in narration.get("lines") or [] if not line.get("dropped")]


def _open_call(export: dict[str, Any]) -> str | None:
    """The step whose call is open now: its wake line read, its sleep line not begun."""
    step = None
    for line in _lines(export):
        name = str(line.get("line", ""))
        if name.endswith(".wake") and line.get("end") is not None:
            step = str(line.get("step"))
        elif name.endswith(".sleep") or name.startswith(("night.", "day.", "news.")):
            step = None
    return step


def _told_since_dawn(export: dict[str, Any], *names: str) -> bool:
    """Whether the voice has read the morning (a line after the last dawn, one of *names*
    when given) and is silent now (every line read to its end)."""
    lines = _lines(export)
    dawns = [i for i, line in enumerate(lines) if line.get("line") == "night.dawn"]
    after = lines[dawns[-1] + 1 :] if dawns else lines
    if not after or any(line.get("end") is None for line in lines[-2:]):
        return False
    return not names or any(str(line.get("line")) in names for line in after)


def _day_told(export: dict[str, Any]) -> bool:
    """Whether the voice is silent after a day's line (an outcome told, night not fallen)."""
    lines = _lines(export)
    return (
        bool(lines)
        and str(lines[-1].get("line", "")).startswith(("day.", "news."))
        and lines[-1].get("end") is not None
    )


def _may_show(game: Any, call: str | None) -> bool:
    """Whether the console may offer an answer to show now: at night, between two calls
    (a sleep line, the pause) or during the call of a role with an answer due tonight
    (never during another role's call, nor by day once the day has begun)."""
    from ww_desktop.engine.answers import night_answers

    if str(game.state.phase.value) != "night":
        # (never by day, compact's free look of night 0 included: the engine keeps it due
        # into day 1 until the first choice, but the table is awake)
        return False
    return call is None or call in {a.role for a in night_answers(game)}


def _choices(export: dict[str, Any]) -> int:
    return sum(1 for r in export["records"] if r.get("kind") == "choice")


def _host_plays(table: Table, game_id: str, language: str, limit_s: float = 300) -> None:
    """Answer each step once the voice has called it, until the game is decided; check the
    console never shows "Show now" by day or during the call of a role with nothing to be
    shown."""
    show_now = _plain(_tr(language, "Show now")).replace(" ", "")
    pressed_at, pressed_t = -1, 0.0
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        before = table.export(game_id)
        game = game_now(before)
        if game.ended:  # type: ignore[attr-defined]
            return
        console = _plain(table.read_screen(CONSOLE, name="console")).replace(" ", "")
        after = table.export(game_id)
        call = _open_call(after)
        steady = _choices(before) == _choices(after) and call == _open_call(before)
        shown = steady and bool(show_now) and show_now in console
        if shown and not _may_show(game, call):
            raise table.fail(
                f"'Show now' on the console with the call of {call!r} open: {console[:200]!r}"
            )
        if _choices(after) == pressed_at and time.monotonic() - pressed_t < RETRY_S:
            continue  # (the keys sent are not in the log yet)
        answers = host_answers(game_now(after))
        if not answers:
            continue
        verb = str(answers[0].verb.value)  # type: ignore[attr-defined]
        phase = str(game_now(after).state.phase.value)  # type: ignore[attr-defined]
        if phase == "night" and _day_told(after):
            # The day is over in the game, not yet at the table: the host lets the lynched
            # player's last words end and night fall (Enter: host moments, not choices).
            table.key("Return")
            pressed_at, pressed_t = _choices(after), time.monotonic()
            continue
        if phase == "night":
            ready = call is not None and any(
                r.step == call
                for r in game_now(after).pending()  # type: ignore[attr-defined]
            )
        elif verb in ("vote", "runoff"):
            ready = _told_since_dawn(after, "day.vote", "day.runoff")
        else:
            ready = _told_since_dawn(after)
        if ready:
            table.key(*seat_keys(answers))
            pressed_at, pressed_t = _choices(after), time.monotonic()
    raise table.fail("the game was not decided in time")


def _confirm_the_end(table: Table, game_id: str, limit_s: float = 120) -> None:
    """Enter on the console's end page ("Confirm the end"), again if the console was still
    waiting for the voice to tell the outcome, until the log holds the host's confirmation."""
    pressed = 0.0
    deadline = time.monotonic() + limit_s
    while time.monotonic() < deadline:
        records = table.export(game_id)["records"]
        if any(r.get("moment") == "end_confirmed" for r in records):  # type: ignore[attr-defined]
            return
        if time.monotonic() - pressed > RETRY_S:
            table.key("Return")
            pressed = time.monotonic()
    raise table.fail("the host could not confirm the end")


@pytest.mark.parametrize(("preset", "language"), _cases())
def test_a_whole_game_to_the_story(table2: Table, preset: str, language: str) -> None:
    table = table2
    table.language = language
    game_id = short_game(
        table.data_dir, preset=preset, players=PLAYERS[preset], nights=NIGHTS.get(preset, 1)
    )
    # A fast voice (the lines read at about twice the calm default): the calls' windows,
    # not the lines, set the night's pace.
    (table.data_dir / "settings.ini").write_text(f"[narration]\nrate={FAST_RATE}\n", "utf-8")
    table.launch()
    table.answer_window(catalogue(language).get("Table screen", "Table screen"), "Return")
    table.answer_window(catalogue(language).get("Unfinished games", "Unfinished games"), "Return")
    _host_plays(table, game_id, language)
    _confirm_the_end(table, game_id)
    table.wait_for(lambda: _page_now(table) is not None, 60, "the story's pages on the TV")
    read = _read_every_page(table)
    table.kill_app()
    export = table.export(game_id)
    replay = story_pages_of(table.folder / "export.json", language)
    problems = _check_pages(table, read, replay) + narration_problems(export)
    if problems:
        raise table.fail("the whole game:\n" + "\n".join(problems))
