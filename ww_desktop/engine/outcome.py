"""A decided game (a leaf module: `victory.py` decides it, the role hooks and the state name
it, and it imports nothing of the engine)."""

from __future__ import annotations

from dataclasses import dataclass

DRAW = "draw"
"""The winner recorded when nobody wins (`GameState.winner`, the JSON export, scenarios)."""


@dataclass(frozen=True, slots=True)
class Outcome:
    """A decided game: the winning side's id (or `DRAW`) and the seats that win."""

    winner: str
    winners: frozenset[int] = frozenset()

    @property
    def draw(self) -> bool:
        """Nobody wins."""
        return self.winner == DRAW
