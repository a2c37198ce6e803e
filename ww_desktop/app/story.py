"""The end story: a finished game told page by page, the pages Replay shows.

One source for every screen that tells a game after its end: the engine's timeline
(`engine/timeline.py`: the deal, night 1, day 1, ..., the end) cut into the steps the voice
tells (`narration.story.story_steps`). This module words those steps in the table's language
and wording:

* `step_text` words one step (what the voice says and the TV's subtitle shows while "What
  really happened" is told, `story_player.py`);
* `story_pages` gives every page of the timeline as (title, lines): Replay's title ("Night 1",
  "Day 2": in `standard` night N leads to day N+1, whose page opens with its morning) and the
  words of its steps in order. The console's end page (`end_view.RevealView`), the TV's
  reveal (through ``controller.story()``, None before the host confirms the end) and the
  printed summary show these pages, so they tell the game exactly as Replay pages it.

It reads secrets (who was dealt what, the night's actions, private answers), so it is shown
only after the reveal.
"""

from __future__ import annotations

from collections.abc import Sequence

from PySide6.QtCore import QCoreApplication

from ..engine.game import Game
from ..engine.messages import Audience, Message
from ..engine.timeline import DAY, DEAL, NIGHT, Page, Timeline, game_timeline
from ..narration.story import DEALT, TITLE, StoryStep, story_steps
from ..texts import assemble, i18n

__all__ = ["Section", "game_story", "step_text", "step_title", "story_pages"]

Section = tuple[str, list[str]]
"""One page of the story: its title and its lines."""


def page_title(page: Page) -> str:
    """A page's title: "The deal", "Night 2", "Day 2" or "The end"."""
    if page.kind == DEAL:
        return QCoreApplication.translate("ReplayView", "The deal")
    if page.kind == NIGHT:
        return i18n.night_title(page.number)
    if page.kind == DAY:
        return i18n.day_title(page.number)
    return i18n.phase_name("ended")


def step_title(step: StoryStep, tl: Timeline) -> str:
    """The title of a step's page, as Replay titles it ("The deal", "Night 2", "Day 2")."""
    return page_title(tl.pages[step.page])


def step_text(step: StoryStep, tl: Timeline, wording: str) -> str:
    """A step in the table's language and wording: what the voice says and the TV shows."""
    if step.what == TITLE:
        return step_title(step, tl)
    page = tl.pages[step.page]
    names = [s.name for s in page.seats]
    if step.what == DEALT and step.seat is not None:
        return assemble.label(names[step.seat], i18n.role_name(step.role))
    lines: list[str] = []
    for m in step.messages:
        text = message_line(m, names, [s.role for s in page.seats], wording)
        if text and text not in lines:
            lines.append(text)
    return " ".join(lines)


def message_line(m: Message, names: Sequence[str], roles: Sequence[str], wording: str) -> str:
    """One message of the log as the end story words it: a vote's totals ("Vote: Ann: 3,
    Bob: 2"), who went home with the nameplates' badge and why ("Ann: went home · night 2
    (chosen by the werewolves)"; "dead · night 2" in the classic wording), a private answer
    with whose it was ("Eve (Seer): Bob is a werewolf."), anything else as Replay words it."""
    if m.id == "vote_totals":
        totals = {int(k): int(v) for k, v in (m.params.get("totals") or {}).items()}
        what = (
            QCoreApplication.translate("End", "Run-off")
            if m.params.get("verb") == "runoff"
            else QCoreApplication.translate("End", "Vote")
        )
        return assemble.label(what, i18n.tally_text(totals, names))
    if m.id == "went_home":
        seat = m.params.get("seat")
        name = names[seat] if isinstance(seat, int) and 0 <= seat < len(names) else "?"
        badge = i18n.went_home_badge(m.day, m.phase, wording)
        why = i18n.cause_label(str(m.params.get("cause") or ""), wording)
        told = assemble.fill(QCoreApplication.translate("End", "%1 (%2)"), badge, why)
        return assemble.label(name, told)
    text = i18n.message_text(m, names, wording)
    if text and m.audience is Audience.PRIVATE and m.to:
        who = assemble.join_and(
            [
                assemble.fill(
                    QCoreApplication.translate("End", "%1 (%2)"), names[t], i18n.role_name(roles[t])
                )
                for t in m.to
                if 0 <= t < len(names)
            ]
        )
        text = assemble.label(who, text)  # whose answer it was: "Ann (Seer): ..."
    return text


def story_pages(tl: Timeline, wording: str) -> list[Section]:
    """Every page of the timeline in order, as (Replay's title, the words of its steps)."""
    lines: list[list[str]] = [[] for _ in tl.pages]
    for step in story_steps(tl):
        if step.what != TITLE:
            text = step_text(step, tl, wording)
            if text:
                lines[step.page].append(text)
    return [(page_title(page), lines[i]) for i, page in enumerate(tl.pages)]


def game_story(game: Game, wording: str) -> list[Section]:
    """A game's story, page by page (`story_pages` of its timeline)."""
    return story_pages(game_timeline(game), wording)
