"""The moderator console (private): steps, seats, log, vote grid, claims, narration controls."""

from __future__ import annotations

from typing import Any

__all__ = ["ModeratorConsole"]


def __getattr__(name: str) -> Any:
    # Imported lazily: `end_view` and the console share `moderator.common`.
    if name == "ModeratorConsole":
        from .console import ModeratorConsole

        return ModeratorConsole
    raise AttributeError(name)
