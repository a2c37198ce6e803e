"""The whole story of a game, night by night and day by day, for the end screens.

:func:`game_story` reads the engine's log of messages (the host's record of every night:
the pack's target, the Doctor's guard, the Witch's potions; each player's private results,
such as the Seer's answer; and the public news) and groups it by night and by day. Each
night ends with the morning it led to ("Ann went home (attacked by the werewolves)."), each
day tells its votes and their outcome. It reads secrets, so it is shown only after the
reveal: the console's end screen calls it directly, the table screen gets it through
``controller.story()`` (None before the host confirms the end). Both screens tell the same
story because it is this one function, and it tells the nights and days Replay shows: both
read the engine's timeline (`engine/timeline.py`), page by page.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from ..engine.game import Game
from ..engine.messages import MORNING_NEWS, Audience, Message
from ..engine.timeline import DAY, NIGHT, game_timeline
from ..texts import assemble, i18n

__all__ = ["MORNING_IDS", "game_story"]

Section = tuple[str, list[str]]

MORNING_IDS = MORNING_NEWS
"""Public ids that belong to the morning news (the engine's `messages.MORNING_NEWS`)."""

_MORNING_NOTES = frozenset({"went_home", "hunter_declined"})
"""The host's notes that belong to the morning news (who went home and why, a Hunter's
answer); any other note, such as a ballot, starts the day proper."""

_SKIP_IDS = frozenset(
    {"night_falls", "day_breaks", "morning", "game_over", "knows_pack", "ballot", "gone_home"}
)
"""Left out: markers, the pack's standing "your pack" note, single ballots (the totals are
told) and the public "went home" (the host's line says the same, with its cause)."""

_VOTE_CAUSES = frozenset({"vote", "runoff"})


def _title(number: int, kind: str) -> str:
    """The section's title, as Replay titles the same page ("Night 1", "Day 2")."""
    return i18n.night_title(number) if kind == NIGHT else i18n.day_title(number)


def _lines(messages: list[Message], game: Game, wording: str) -> list[str]:
    names = [seat.name for seat in game.state.seats]
    lines: list[str] = []
    for m in messages:
        if m.id in _SKIP_IDS:
            continue
        if m.id == "went_home" and str(m.params.get("cause")) in _VOTE_CAUSES:
            continue  # the verdict ("The village lynched Cleo.") tells it
        if m.id == "went_home":
            lines.append(_gone_line(m, game, wording))
            continue
        if m.id == "vote_totals":
            totals = {int(k): int(v) for k, v in (m.params.get("totals") or {}).items()}
            what = (
                QCoreApplication.translate("End", "Run-off")
                if m.params.get("verb") == "runoff"
                else QCoreApplication.translate("End", "Vote")
            )
            lines.append(assemble.label(what, i18n.tally_text(totals, names)))
            continue
        text = i18n.message_text(m, names, wording)
        if text and m.audience is Audience.PRIVATE and m.to:
            who = assemble.join_and(
                [
                    assemble.fill(
                        QCoreApplication.translate("End", "%1 (%2)"),
                        names[t],
                        i18n.role_name(game.state.seats[t].role),
                    )
                    for t in m.to
                    if 0 <= t < len(names)
                ]
            )
            text = assemble.label(who, text)  # whose answer it was: "Ann (Seer): ..."
        if text and text not in lines:
            lines.append(text)
    return lines


def _gone_line(m: Message, game: Game, wording: str) -> str:
    """Who went home, when and why, in the table's wording like the nameplates' badge:
    "Ann: went home · night 2 (chosen by the werewolves)" ("dead · night 2" in the classic
    wording, whose verdicts say "lynched")."""
    seats = game.state.seats
    seat = m.params.get("seat")
    name = seats[seat].name if isinstance(seat, int) and 0 <= seat < len(seats) else "?"
    badge = i18n.went_home_badge(m.day, m.phase, wording)
    why = i18n.cause_label(str(m.params.get("cause") or ""))
    told = assemble.fill(QCoreApplication.translate("End", "%1 (%2)"), badge, why)
    return assemble.label(name, told)


def _morning(day_messages: list[Message]) -> list[Message]:
    """The morning at the start of a day: its public news and what the host was told
    meanwhile (who went home and why), up to the first message of the day proper."""
    public = [m for m in day_messages if m.audience is Audience.PUBLIC]
    if not public or public[0].id != "morning":
        return []
    block: list[Message] = []
    for m in day_messages:
        if m.id not in MORNING_IDS and (
            m.audience is Audience.PUBLIC or m.id not in _MORNING_NOTES
        ):
            break  # the day proper (its first ballot is the day's, not the morning's)
        block.append(m)
    return block


def game_story(game: Game, wording: str) -> list[Section]:
    """Each night and day in order, as (title, lines); a night's section ends with the
    morning it led to. Sections with nothing to tell are left out.

    The nights and days are the pages of the engine's timeline (`engine.timeline`), the
    ones Replay shows, with Replay's titles: the morning a night led to is the page after
    it (day N+1's in `standard`, where the first morning is day 2's; day N's in `basic`)."""
    pages = [p for p in game_timeline(game).pages if p.kind in (NIGHT, DAY)]
    sections: list[Section] = []
    for i, page in enumerate(pages):
        msgs = list(page.messages)
        if page.kind == DAY:
            msgs = msgs[len(_morning(msgs)) :]
        lines = _lines(msgs, game, wording)
        if page.kind == NIGHT:
            after = pages[i + 1] if i + 1 < len(pages) else None
            if after is not None and after.kind == DAY:
                lines += _lines(_morning(list(after.messages)), game, wording)
        if lines:
            sections.append((_title(page.number, page.kind), lines))
    return sections
