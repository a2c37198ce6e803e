"""The night's private answers as soon as they are due: what the host shows a role while it
is still awake (the Seer's thumb, the Devil's card, the Medium's reading, the Witch's victim).

`night_answers(game)` lists the answers of the current night. An answer is due once the role
has given its own choice (the Seer's look entered) or, for a role told something without
choosing (the Medium, the Seer's free first-night look), as soon as the night begins. The
answer is never computed by rules of its own: a copy of the game is replayed from the log,
the night's remaining requests are answered neutrally, and the private messages the night's
resolution then tells are read. The only choices that can still change a look's result are
a Thief's steal (it changes roles before the look stage), so while a steal is open no look
is told; draws that answer a look (the Fox Cub's lot, the free look) are keyed by what they
answer (`GameState.draw(..., key=...)`), so the copy draws exactly what the real night will.
A test compares these answers with the dawn's private messages over many random games.
"""

from __future__ import annotations

from dataclasses import dataclass

from .game import EngineError, Game, LotError
from .messages import Audience, Message
from .requests import Choice, IllegalChoice, Request, Verb
from .role_base import REGISTRY, Role
from .sides import Reading
from .state import Phase

THUMB_UP = "thumb_up"
"""Thumb up: the person looked at is a werewolf (the Sorcerer: is the Seer)."""
THUMB_DOWN = "thumb_down"
"""Thumb down: not a werewolf (the Sorcerer: not the Seer; the free look's person)."""
CARD = "card"
"""Show a role card (the Devil's and the Spy's look, the Thief's new role, a Vampire)."""
FLAT_HAND = "flat_hand"
"""A flat hand: the look told nothing (the Fox Cub's unlucky lot)."""
VICTIM = "victim"
"""Point at the person the pack chose (the Witch)."""

LOOK_IDS: tuple[str, ...] = tuple(dict.fromkeys(i for r in REGISTRY.values() for i in r.told))
"""Private messages a role is told at night that the host has to show (`Role.told`)."""


@dataclass(frozen=True, slots=True)
class Answer:
    """One private answer the host shows a role at night.

    Attributes:
        seat: who is shown it.
        role: the role that is told (the step it is called at).
        target: whom it is about (the person looked at, the victim).
        reading: the result id ("werewolf", "not_werewolf", "vampire", "unclear", "seer",
            "not_seer") or, for a card, the role id; None for the Witch's victim.
        show: what the host shows: THUMB_UP, THUMB_DOWN, CARD, FLAT_HAND or VICTIM.
        card: the role card to show when `show` is CARD.
        message: the engine message it comes from ("inspect_result", ..., or "witch_victim").
    """

    seat: int
    role: str
    target: int | None
    reading: str | None
    show: str
    card: str | None = None
    message: str = ""


def night_answers(game: Game) -> list[Answer]:
    """The private answers of the current night that are due now, in calling order.

    Outside a night: nothing, except right after a night that asked nobody anything (compact's
    night 0 resolves at once): its answers stay due until the first choice is made.
    """
    state = game.state
    if state.phase is Phase.NIGHT:
        night = state.night_no
        told = _looks(state.messages, night) + _foreseen(game, night)
    elif state.phase is Phase.DAY and not game.choices:
        night = state.night_no
        told = list(_looks(state.messages, night))
    else:
        return []
    answers = [_answer(game, m) for m in told]
    answers += _witch_victims(game.pending())
    order = game.state.preset.step_order
    answers.sort(key=lambda a: (order(a.role), a.seat))
    return answers


def _looks(messages: list[Message], night: int) -> list[Message]:
    return [
        m
        for m in messages
        if m.id in LOOK_IDS
        and m.audience is Audience.PRIVATE
        and m.phase == "night"
        and m.day == night
    ]


def _foreseen(game: Game, night: int) -> list[Message]:
    """The looks the rest of tonight will tell, for the choices already given."""
    pending = game.pending()
    steal_open = any(r.verb is Verb.STEAL for r in pending)
    copy = Game.replay(game.setup, game.records)
    start = len(copy.state.messages)
    filled: set[tuple[int | None, Verb]] = set()
    for _ in range(10_000):
        state = copy.state
        if state.phase is not Phase.NIGHT or state.night_no != night or copy.ended:
            break
        asked = copy.pending()
        if not asked:
            break
        request = asked[0]
        filled.add(request.key())
        try:
            copy.apply(_neutral(request))
        except (IllegalChoice, ValueError, EngineError, LotError):
            break  # the real night would fail the same way; tell only what was read so far
    found: list[Message] = []
    for m in _looks(copy.state.messages[start:], night):
        seat = m.to[0] if m.to else None
        if m.id in ("inspect_result", "fox_cub_result"):
            if steal_open or (seat, Verb.INSPECT) in filled:
                continue  # not due: no look entered yet, or a steal may still change it
        elif m.id == "thief_stole" and (seat, Verb.STEAL) in filled:
            continue
        found.append(m)
    return found


def _neutral(request: Request) -> Choice:
    """An answer that changes nothing before the look stage: nobody, or the first targets."""
    if request.can_skip or request.verb is Verb.END_DISCUSSION:
        return Choice(request.seat, request.verb, None)
    picks = request.targets[: request.count]
    if request.count == 1 and picks:
        return Choice(request.seat, request.verb, picks[0])
    return Choice(request.seat, request.verb, tuple(picks))


def _answer(game: Game, m: Message) -> Answer:
    seat = m.to[0] if m.to else -1
    target = m.params.get("target")
    teller = _teller(game, seat, m.id)
    shown = teller.night_answer(m) if teller is not None else None
    reading, card = shown if shown is not None else (str(m.params.get("result")), False)
    role = teller.id if teller is not None else _looker(game, seat)
    if card:
        return Answer(
            seat, role, target if isinstance(target, int) else None, reading, CARD, reading, m.id
        )
    return _reading(seat, role, target, reading, m.id)


def _teller(game: Game, seat: int, message_id: str) -> Role | None:
    """The role a private night message answers (`Role.told`): the seat's role while it is
    told that message, else the only role told it (a Thief's steal changed the seat's role
    since), else None (the seat's role is shown)."""
    looker = _looker(game, seat)
    own = REGISTRY.get(looker)
    if own is not None and message_id in own.told:
        return own
    tellers = [r for r in REGISTRY.values() if message_id in r.told]
    return tellers[0] if len(tellers) == 1 else None


def _looker(game: Game, seat: int) -> str:
    """The role a seat looks with tonight: its role while the night is under way (a steal
    only changes roles when the night is resolved)."""
    return game.state.seats[seat].role if 0 <= seat < len(game.state.seats) else ""


def _reading(seat: int, role: str, target: object, result: str, message: str) -> Answer:
    t = target if isinstance(target, int) else None
    if result in (Reading.WEREWOLF.value, Reading.SEER.value):
        return Answer(seat, role, t, result, THUMB_UP, None, message)
    if result in (Reading.NOT_WEREWOLF.value, Reading.NOT_SEER.value):
        return Answer(seat, role, t, result, THUMB_DOWN, None, message)
    if result == Reading.UNCLEAR.value:
        return Answer(seat, role, t, result, FLAT_HAND, None, message)
    return Answer(seat, role, t, result, CARD, result, message)  # a role id, or "vampire"


def _witch_victims(pending: list[Request]) -> list[Answer]:
    """The Witch is shown whom the pack chose (or, under revive_voted, who was voted home)."""
    found: list[Answer] = []
    for r in pending:
        if r.seat is None:
            continue
        if r.verb is Verb.SAVE:
            victims = r.info.get("victims") or list(r.targets)
        elif r.verb is Verb.REVIVE:
            victims = list(r.targets)
        else:
            continue
        step = r.step or ""
        found += [Answer(r.seat, step, int(v), None, VICTIM, None, "witch_victim") for v in victims]
    return found
