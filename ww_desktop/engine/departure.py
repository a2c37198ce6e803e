"""Trips home: why a seat goes home (`Cause`) and a trip waiting in the queue (`Departure`).

A leaf module: it imports nothing of the engine, so the role hooks, the state and `deaths.py`
(where every trip home is processed) can all name these.
"""

from __future__ import annotations

from dataclasses import dataclass
from enum import StrEnum


class Cause(StrEnum):
    """Why a seat went home (host-only: the table is never told how)."""

    PRANK = "prank"
    VOTE = "vote"
    DICTATE = "dictate"
    POISON = "poison"
    ASSASSIN = "assassin"
    BITE = "bite"
    MAFIA = "mafia"
    VIGILANTE = "vigilante"
    HUNTER = "hunter"
    NEKOMATA = "nekomata"
    BLACK_CAT = "black_cat"
    FOLLOW = "follow"
    LOOKED = "looked"
    PSYCHO = "psycho"
    TRAP = "trap"
    OLD_AGE = "old_age"
    DELAYED = "delayed"


NIGHT_CAUSES = frozenset(
    {
        Cause.PRANK,
        Cause.POISON,
        Cause.ASSASSIN,
        Cause.BITE,
        Cause.MAFIA,
        Cause.VIGILANTE,
        Cause.LOOKED,
        Cause.PSYCHO,
        Cause.TRAP,
        Cause.DELAYED,
    }
)
VOTE_CAUSES = frozenset({Cause.VOTE, Cause.DICTATE})
LINKED_CAUSES = frozenset({Cause.HUNTER, Cause.NEKOMATA, Cause.BLACK_CAT, Cause.FOLLOW})


@dataclass(frozen=True, slots=True)
class Departure:
    """A trip home waiting to happen: who, why, and who caused it (if anyone)."""

    seat: int
    cause: Cause
    source: int | None = None
