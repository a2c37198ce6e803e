"""The question-and-answer API: what the engine asks (`Request`) and what it is told (`Choice`).

Every part of the program drives a game the same way: read `Game.pending()`, pick one of the
requests, answer it with `Game.apply(Choice(...))`. An answer the rules do not allow raises
`IllegalChoice` (a `ValueError`) with a sentence a person understands, and changes nothing.
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from types import MemberDescriptorType
from typing import Any

from .native import mypyc_attr

Target = int | tuple[int, ...] | None
"""A seat index, several seat indices (Cupid's pair, the Wolf Cub's double prank) or nobody."""


class Verb(StrEnum):
    """Everything a seat (or the host) can be asked to do."""

    ATTACK = "attack"
    INSPECT = "inspect"
    GUARD = "guard"
    STEAL = "steal"
    SAVE = "save"
    POISON = "poison"
    REVIVE = "revive"
    TRAP = "trap"
    ASSASSINATE = "assassinate"
    BLESS = "bless"
    BITE = "bite"
    KILL = "kill"
    SPRINKLE = "sprinkle"
    SHIELD = "shield"
    LINK = "link"
    NOTE = "note"
    SHOOT = "shoot"
    DICTATE = "dictate"
    VOTE = "vote"
    RUNOFF = "runoff"
    WAKE = "wake"
    """The Devil or the Spy opening their eyes without a target (seed 004's calling order)."""
    END_DISCUSSION = "end_discussion"
    """The host closes the discussion and opens the vote (seat is None)."""
    ACCUSE = "accuse"
    """The host names one accused before the final vote (seed 004; seat is None, skippable)."""


@mypyc_attr(native_class=False)
class IllegalChoice(ValueError):
    """A choice the rules do not allow; the message is meant for the person who made it.

    `str(exc)` is the English sentence (the command line, scenarios, logs); `id` and `params`
    let the app say it in the table's language. Every id the engine raises, with its params
    (`seat` and `target` are seat indices, `seat` None for the host; `verb` a `Verb` value):

        game_over()                     no_seat(seat)
        gone_cannot_act(seat)           not_asked(seat, verb)
        must_choose(seat, verb)         count(seat, count)
        different_people(seat)          not_a_seat(value)
        target_gone(target)             cannot_target(seat, verb, target)
        cannot_target_self(seat, verb)
    """

    def __init__(self, sentence: str, refusal_id: str = "", **params: Any) -> None:
        super().__init__(sentence)
        self.id = refusal_id
        self.params: dict[str, Any] = params


@dataclass(frozen=True, slots=True)
class Request:
    """One thing the engine waits for.

    Attributes:
        seat: the seat that answers, or None for the host.
        verb: what is asked.
        targets: the legal targets, in seat order.
        can_skip: whether "nobody / not tonight" (a None target) is allowed.
        count: how many targets one answer names (2 for Cupid's link or a double prank).
        step: the calling-order step this belongs to (a role id, "werewolves", "vote", ...).
        order: position of the step in the calling order of this phase (lower is called first).
        group: answering one request of a group with a target closes the others unanswered.
        info: extra private facts for the one answering (the Witch's victim, the pack's pick).
    """

    seat: int | None
    verb: Verb
    targets: tuple[int, ...]
    can_skip: bool = True
    count: int = 1
    step: str = ""
    order: int = 0
    group: str | None = None
    info: dict[str, Any] = field(default_factory=dict, compare=False, hash=False)

    def key(self) -> tuple[int | None, Verb]:
        """Identify the request within one batch: a seat is asked each verb at most once."""
        return (self.seat, self.verb)


_NEW = object.__new__
_REQUEST_SLOTS: dict[str, Any] = dict(vars(Request))
_SLOTTED = isinstance(_REQUEST_SLOTS["seat"], MemberDescriptorType)
"""Plain Python (slots): `new_request` sets them directly. Compiled (mypyc's native class, no
slots): it sets the native fields (the dataclass's `__init__` stays plain Python there)."""
(
    _SET_SEAT,
    _SET_VERB,
    _SET_TARGETS,
    _SET_CAN_SKIP,
    _SET_COUNT,
    _SET_STEP,
    _SET_ORDER,
    _SET_GROUP,
    _SET_INFO,
) = (
    _REQUEST_SLOTS[name].__set__
    for name in ("seat", "verb", "targets", "can_skip", "count", "step", "order", "group", "info")
)


def new_request(
    seat: int | None,
    verb: Verb,
    targets: tuple[int, ...],
    can_skip: bool,
    count: int,
    step: str,
    order: int,
    group: str | None,
    info: dict[str, Any],
) -> Request:
    """`Request(seat, verb, targets, can_skip, count, step, order, group, info)`: the same
    object, built about five times faster. A frozen dataclass's `__init__` sets each field
    through `object.__setattr__`; this sets the slots directly. Requests are among the
    commonest objects a game makes (about a hundred in a 15-player game): a hot path of the
    bots' games (`bench/bench_simulate.py`). No field is checked here, as `__init__` checks
    none. Compiled, the native fields are set directly (plain Python never runs that branch:
    the dataclass is frozen)."""
    if not _SLOTTED:
        native: Request = Request.__new__(Request)
        native.seat = seat  # type: ignore[misc]
        native.verb = verb  # type: ignore[misc]
        native.targets = targets  # type: ignore[misc]
        native.can_skip = can_skip  # type: ignore[misc]
        native.count = count  # type: ignore[misc]
        native.step = step  # type: ignore[misc]
        native.order = order  # type: ignore[misc]
        native.group = group  # type: ignore[misc]
        native.info = info  # type: ignore[misc]
        return native
    request: Request = _NEW(Request)
    _SET_SEAT(request, seat)
    _SET_VERB(request, verb)
    _SET_TARGETS(request, targets)
    _SET_CAN_SKIP(request, can_skip)
    _SET_COUNT(request, count)
    _SET_STEP(request, step)
    _SET_ORDER(request, order)
    _SET_GROUP(request, group)
    _SET_INFO(request, info)
    return request


@dataclass(frozen=True, slots=True)
class Choice:
    """An answer to a request: who answers, which verb, and the target (None: nobody)."""

    seat: int | None
    verb: Verb
    target: Target = None

    def to_json(self) -> dict[str, Any]:
        """The record form stored in saves and exports."""
        target: Any = list(self.target) if isinstance(self.target, tuple) else self.target
        return {"kind": "choice", "seat": self.seat, "verb": self.verb.value, "target": target}

    @staticmethod
    def from_json(data: dict[str, Any]) -> Choice:
        """Read the record form back; raises ValueError on a malformed record."""
        try:
            raw = data["target"]
            target: Target = tuple(int(x) for x in raw) if isinstance(raw, list) else raw
            if target is not None and not isinstance(target, (int, tuple)):
                raise ValueError("bad target")
            seat = data["seat"]
            if seat is not None and not isinstance(seat, int):
                raise ValueError("bad seat")
            return Choice(seat, Verb(data["verb"]), target)
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a valid choice record: {data!r}") from exc
