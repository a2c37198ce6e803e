"""The one function that builds what a phone sees: :func:`phone_view`.

Everything about the game that a phone ever receives (the first snapshot, every update, every
resync after a reconnection) is built here, from the engine's `seat_view()` of that phone's
seat and the table's `public_view()`, and from nothing else. No other code writes game facts
to a phone: the server only adds control frames that carry no game data (see
`docs/phones.md`). The role of another seat, another seat's night choice and another seat's
private answer cannot reach a phone, because they are in neither projection before the end.

Sizes do not tell roles apart: :func:`frame` pads every frame to a multiple of
:data:`PAD_BLOCK` bytes, so at night every phone receives frames of the same length at the same
moments, whatever card it holds.
"""

from __future__ import annotations

import json
from collections.abc import Sequence
from dataclasses import dataclass
from functools import cache
from typing import Any

from ..engine.game import Game
from ..engine.requests import Request, Verb
from ..engine.views import public_view, reveal, seat_view
from ..resources import SIDE_COLOURS, resource_path
from ..texts import i18n
from ..texts.placeholders import fill
from . import texts

PAD_BLOCK = 16_384
"""Every frame is padded to a multiple of this many bytes (UTF-8)."""

NIGHT_INFO_LINES = 2
"""At night every question has exactly this many info lines (never empty: the ones a role has
nothing for say "Only you see this screen." and "Tap a name, then Confirm."), and the page
shows the title and each line on exactly one line."""


@dataclass(frozen=True, slots=True)
class Question:
    """One thing a phone is asked now.

    Attributes:
        id: the question id the phone answers with (random, fixed length, per seat).
        request: the engine request it answers, or None for a decoy note (no engine effect).
        verb: the verb asked ("note" for a decoy).
        targets: the seats that may be named.
        count: how many seats one answer names.
        can_skip: whether "nobody" is allowed.
    """

    id: str
    request: Request | None
    verb: str
    targets: tuple[int, ...]
    count: int = 1
    can_skip: bool = True


@cache
def _icon(role_id: str) -> str:
    path = resource_path("icons", "roles", f"{role_id}.svg")
    try:
        return path.read_text(encoding="utf-8")
    except OSError:
        return ""


def phone_view(
    game: Game,
    seat: int,
    *,
    language: str,
    wording: str,
    questions: Sequence[Question],
    reveal_allowed: bool,
) -> dict[str, Any]:
    """Everything seat `seat`'s phone shows now, in `language` (a JSON-ready dict).

    `questions` are the seat's open questions (the server's bookkeeping of the seat's own
    requests, with ids, plus a decoy note at night); `reveal_allowed` is True once the end may
    be shown (headless: at the end; in the app: once the host confirmed it).
    """
    with texts.speaking(language):
        return _build(game, seat, language, wording, questions, reveal_allowed)


def _build(
    game: Game,
    seat: int,
    language: str,
    wording: str,
    questions: Sequence[Question],
    reveal_allowed: bool,
) -> dict[str, Any]:
    mine = seat_view(game, seat)
    public = public_view(game)
    names = [p.name for p in public.seats]
    ended = public.phase == "ended"
    if public.phase == "night":
        title = i18n.night_title(public.night)
    elif public.phase == "day":
        title = i18n.day_title(public.day)
    else:
        title = texts.tr(texts.PAGE["game_over"])
    knows = [t for m in mine.private if (t := i18n.message_text(m, names, wording))]
    news = [t for m in public.news if (t := i18n.message_text(m, names, wording))]
    players = [
        {
            "seat": p.index,
            "name": p.name,
            "here": p.here,
            "badge": "" if p.here else i18n.went_home_badge(p.gone_day, p.gone_phase, wording),
        }
        for p in public.seats
    ]
    side = mine.side.value
    card = {
        "role": i18n.role_name(mine.role),
        "role_id": mine.role,
        "blurb": i18n.role_blurb(mine.role),
        "side": i18n.side_name(side),
        "side_id": side,
        "colour": SIDE_COLOURS.get(side, SIDE_COLOURS["village"]),  # the badges' colours
        "icon": _icon(mine.role),
    }
    end: dict[str, Any] | None = None
    if ended and reveal_allowed:
        winner, seats = reveal(game)
        end = {
            "winner": i18n.winner_text(winner),
            "won": any(x.won for x in seats if x.index == seat),
            "seats": [
                {"name": x.name, "role": i18n.role_name(x.role), "side": i18n.side_name(x.side)}
                for x in seats
            ],
        }
    here = [p.index for p in public.seats if p.here]
    night = public.phase == "night"
    # A seat gone home is asked only what the rules still ask it (a Hunter's last shot).
    asked = (
        [] if ended else [_question(q, names, wording, here if night else None) for q in questions]
    )
    return {
        "t": "view",
        "lang": language,
        "languages": texts.LANGUAGE_NAMES,
        "words": texts.page_texts(),
        "seat": seat,
        "name": mine.name,
        "here": mine.here,
        "phase": public.phase,
        "step": public.step,
        "title": title,
        "card": card,
        "knows": knows,
        "news": news,
        "players": players,
        "questions": asked,
        "end": end,
    }


def _question(
    q: Question, names: Sequence[str], wording: str, fixed: Sequence[int] | None
) -> dict[str, Any]:
    """One question as the phone shows it.

    At night (`fixed` is the seats still in the game) every question has one shape whatever
    the role: a button for every player still in the game (the ones this question cannot name
    have `ok` false and look the same), exactly :data:`NIGHT_INFO_LINES` info lines, and a
    "nobody" button (`skip_ok` false when someone must be chosen). A werewolf's list is as long
    as a villager's note, so a glance at a neighbour's screen tells nothing.
    """
    info: list[str] = []
    ballot = q.verb in (Verb.VOTE.value, Verb.RUNOFF.value)
    if q.request is None or q.verb == Verb.NOTE.value:
        title = texts.tr(texts.PAGE["decoy"])
    else:
        title = i18n.verb_label(q.verb, wording)
        info = _info(q.request, names)
    if ballot:
        info.insert(0, texts.tr(texts.PAGE["secret_ballot"]))
    if q.count > 1:
        info.append(fill(texts.tr(texts.PAGE["pick_n"]), q.count))
    skip_label = texts.tr(texts.PAGE["no_vote"] if ballot else texts.PAGE["nobody"])
    skip = skip_label if q.can_skip else None
    seats: Sequence[int] = q.targets
    if fixed is not None:
        seats = fixed
        skip = skip_label
        if q.verb == Verb.NOTE.value:  # the note's title is as short as a power's
            title = i18n.verb_label(Verb.NOTE.value, wording)
        info = [line for line in info if line]
        info = [*info[: NIGHT_INFO_LINES - 1], " ".join(info[NIGHT_INFO_LINES - 1 :])]
        # Never a blank line: what the rest of the lines say is the same for every role.
        fillers = [texts.tr(texts.PAGE["night_private"]), texts.tr(texts.PAGE["night_how"])]
        info = [line for line in info if line]
        info += fillers[: NIGHT_INFO_LINES - len(info)]
    return {
        "id": q.id,
        "verb": "note" if q.request is None else q.verb,
        "title": title,
        "info": info,
        "targets": [{"seat": t, "name": names[t], "ok": t in q.targets} for t in seats],
        "count": q.count,
        "skip": skip,
        "skip_ok": q.can_skip,
    }


def _info(request: Request, names: Sequence[str]) -> list[str]:
    """The request's private facts for the one answering (their own pack, the victims...)."""
    info = request.info
    lines: list[str] = []

    def name(s: Any) -> str:
        try:
            return names[int(s)]
        except (TypeError, ValueError, IndexError):
            return "?"

    team = [s for s in info.get("pack") or info.get("mafia") or () if s != request.seat]
    if team:
        joined = i18n.join_names([name(s) for s in team])
        lines.append(fill(texts.tr(texts.PAGE["pack"]), joined))
    victims = info.get("victims")
    if victims:
        joined = i18n.join_names([name(s) for s in victims])
        lines.append(fill(texts.tr(texts.PAGE["victims"]), joined))
    return lines


def frame(payload: dict[str, Any]) -> str:
    """The text of one WebSocket frame: compact JSON padded to a multiple of PAD_BLOCK bytes."""
    body = json.dumps(payload, ensure_ascii=False, separators=(",", ":"))
    size = len(body.encode("utf-8")) + len(',"pad":""')
    fill = (-size) % PAD_BLOCK
    return body[:-1] + ',"pad":"' + " " * fill + '"}'
