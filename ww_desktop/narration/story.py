"""What really happened: a finished game as the steps the voice tells at the end (Qt-free).

`story_steps(timeline)` cuts the engine's timeline (`engine/timeline.py`, the pages Replay
shows: the deal, night 1, day 1, ..., the end) into steps, in the pages' order. Each page
opens with its title step ("Night 2"); then come:

* on the deal: one step per seat, the role it was dealt;
* by night: one step per night action and private answer the log holds (the pack's choice,
  the Doctor's guard, the Witch's potions, the Seer's answer...) and who went home;
* by day: the morning's news, the vote's totals, its outcome, who went home and why;
* at the end: who won.

A step only points at the log (its messages, or the seat whose card it tells) and names its
picture; the app words it in the table's language and wording (`app/story_player.py`).
So nothing is told that is not in the log, and the story's pages are Replay's pages.
"""

from __future__ import annotations

from dataclasses import dataclass

from ..engine.messages import Audience, Message
from ..engine.timeline import DAY, DEAL, END, NIGHT, Page, SeatState, Timeline

__all__ = ["SKIPPED", "StoryStep", "story_steps", "told_messages"]

TITLE = "title"
DEALT = "dealt"
TOLD = "told"
"""The kinds of step: a page's title, a seat's dealt card, messages of the log told."""

SKIPPED = frozenset(
    {
        "night_falls",
        "day_breaks",
        "morning",
        "knows_pack",
        "ballot",
        "gone_home",
    }
)
"""Messages never told on their own: markers, the pack's standing "your pack" note, single
ballots (the vote's totals tell them) and the public "went home" (the host's note says the
same, with its cause)."""

_VOTE_IDS = frozenset({"vote_totals", "voted_home", "nobody_voted_home", "accused"})
_VOTE_CAUSES = frozenset({"vote", "runoff"})
_ACTOR_KEYS = ("prankster", "by", "actor", "witch", "source")


@dataclass(frozen=True, slots=True)
class StoryStep:
    """One step of the told story.

    Attributes:
        page: the index of its page in the timeline (Replay's page).
        kind: the page's kind ("deal", "night", "day" or "end").
        number: the page's night or day number (0 for the deal and the end).
        what: "title", "dealt" (a seat's card) or "told" (messages of the log).
        messages: the log's messages this step tells (none for a title or a card).
        seat: the seat whose card a "dealt" step tells, or who acted (None: nobody).
        role: the role whose picture is shown ("" for a glyph).
        glyph: the picture when no role is shown ("moon", "sun", "vote", "went_home"...).
        side: the winning side whose badge the end shows ("" elsewhere).
    """

    page: int
    kind: str
    number: int
    what: str
    messages: tuple[Message, ...] = ()
    seat: int | None = None
    role: str = ""
    glyph: str = ""
    side: str = ""


def told_messages(page: Page) -> tuple[Message, ...]:
    """The page's messages the story tells, in order (see `SKIPPED`; a vote's "went home"
    is told by its verdict)."""
    return tuple(
        m
        for m in page.messages
        if m.id not in SKIPPED
        and not (m.id == "went_home" and str(m.params.get("cause")) in _VOTE_CAUSES)
    )


def _actor(m: Message) -> int | None:
    """Who acted in a night note or received a private answer, if the log says."""
    if m.audience is Audience.PRIVATE and m.to:
        return m.to[0]
    for key in _ACTOR_KEYS:
        value = m.params.get(key)
        if isinstance(value, int):
            return value
    if m.audience is Audience.HOST and "target" in m.params:
        seat = m.params.get("seat")
        return seat if isinstance(seat, int) else None
    return None


def _picture(m: Message, seats: tuple[SeatState, ...]) -> tuple[int | None, str, str]:
    """(actor, role, glyph) for one told message."""
    if m.id in _VOTE_IDS:
        return None, "", "vote"
    if m.id == "went_home":
        return None, "", "went_home"
    if m.id == "game_over":
        return None, "", "sun"
    actor = _actor(m) if m.audience is not Audience.PUBLIC else None
    if actor is not None and 0 <= actor < len(seats):
        return actor, seats[actor].role, ""
    return None, "", "moon" if m.phase == "night" else "sun"


def story_steps(timeline: Timeline) -> tuple[StoryStep, ...]:
    """Every step of the story, page by page (see the module's docstring)."""
    steps: list[StoryStep] = []
    glyphs = {DEAL: "eye", NIGHT: "moon", DAY: "sun", END: "sun"}
    for index, page in enumerate(timeline.pages):
        told = told_messages(page)
        steps.append(StoryStep(index, page.kind, page.number, TITLE, glyph=glyphs[page.kind]))
        if page.kind == DEAL:
            steps.extend(
                StoryStep(index, DEAL, 0, DEALT, seat=s.index, role=s.dealt) for s in page.seats
            )
        for m in told:
            actor, role, glyph = _picture(m, page.seats)
            winner = m.params.get("winner") if m.id == "game_over" else None
            side = winner if isinstance(winner, str) else ""
            steps.append(
                StoryStep(index, page.kind, page.number, TOLD, (m,), actor, role, glyph, side)
            )
    return tuple(steps)
