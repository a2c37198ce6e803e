"""Messages the engine emits: ids with parameters, never sentences.

The app translates them (see `ww_desktop/texts/i18n.py`) and narration speaks only the public
ones. A message is public (everyone may know), private (only `to` may know) or for the host
(the moderator's log: night actions and their results).
"""

from __future__ import annotations

from dataclasses import dataclass, field
from enum import StrEnum
from types import MemberDescriptorType
from typing import Any

from ..wordings import WORDINGS as WORDINGS  # the engine's face of the one list (bottom layer)


class Audience(StrEnum):
    """Who may see a message."""

    PUBLIC = "public"
    PRIVATE = "private"
    HOST = "host"


@dataclass(frozen=True, slots=True)
class Message:
    """One fact the engine reports.

    Attributes:
        id: a stable message id such as "gone_home" or "inspect_result".
        params: its parameters (seat indices, role ids, counts, result ids).
        audience: who may see it.
        to: the seats a private message is for.
        day: the day number it belongs to (night N belongs to day N).
        phase: "night", "day" or "end".
    """

    id: str
    params: dict[str, Any] = field(default_factory=dict)
    audience: Audience = Audience.PUBLIC
    to: tuple[int, ...] = ()
    day: int = 0
    phase: str = "night"

    def to_json(self) -> dict[str, Any]:
        """A JSON-ready form (used by exports and the replay view)."""
        return {
            "id": self.id,
            "params": self.params,
            "audience": self.audience.value,
            "to": list(self.to),
            "day": self.day,
            "phase": self.phase,
        }


# Public message ids (the scenario format's `announce` compares these).
BREAD_ARRIVED = "bread_arrived"
BREAD_NOT_ARRIVED = "bread_not_arrived"
PEACEFUL_MORNING = "peaceful_morning"
LYNCH_SHIELD = "lynch_shield"
GONE_HOME = "gone_home"


MORNING_NEWS: frozenset[str] = frozenset(
    {
        "morning",
        PEACEFUL_MORNING,
        GONE_HOME,
        BREAD_ARRIVED,
        BREAD_NOT_ARRIVED,
        LYNCH_SHIELD,
        "came_back",
        "hunter_took",
        "role_revealed",
    }
)
"""The public ids a morning's news is made of (what `resolution.stage_morning` and
`stage_dawn` emit; `GameState.morning_ids` lists the last morning's). The TV's morning card and
the narrator's morning news both read this set."""


_NEW = object.__new__
_MESSAGE_SLOTS: dict[str, Any] = dict(vars(Message))
_SLOTTED = isinstance(_MESSAGE_SLOTS["id"], MemberDescriptorType)
"""Plain Python (slots): `new_message` sets them directly; compiled, the native fields."""
_SET_ID, _SET_PARAMS, _SET_AUDIENCE, _SET_TO, _SET_DAY, _SET_PHASE = (
    _MESSAGE_SLOTS[name].__set__ for name in ("id", "params", "audience", "to", "day", "phase")
)


def new_message(
    msg_id: str,
    params: dict[str, Any],
    audience: Audience,
    to: tuple[int, ...],
    day: int,
    phase: str,
) -> Message:
    """`Message(msg_id, params, audience, to, day, phase)`: the same object, built about four
    times faster (the slots set directly, not each through the frozen dataclass's
    `object.__setattr__`): a game emits dozens (a hot path of the bots' games)."""
    if not _SLOTTED:  # compiled: the native fields set directly (see `new_request`)
        native: Message = Message.__new__(Message)
        native.id = msg_id  # type: ignore[misc]
        native.params = params  # type: ignore[misc]
        native.audience = audience  # type: ignore[misc]
        native.to = to  # type: ignore[misc]
        native.day = day  # type: ignore[misc]
        native.phase = phase  # type: ignore[misc]
        return native
    message: Message = _NEW(Message)
    _SET_ID(message, msg_id)
    _SET_PARAMS(message, params)
    _SET_AUDIENCE(message, audience)
    _SET_TO(message, to)
    _SET_DAY(message, day)
    _SET_PHASE(message, phase)
    return message
