"""The night's resolution stages, in their order (a leaf module: it imports nothing of the
engine, so the role hooks, `night.py` and `resolution.py` can all name them)."""

from __future__ import annotations

from enum import StrEnum


class Stage(StrEnum):
    """The night's resolution stages, in their order (see resolution.py for what each does)."""

    STEAL = "steal"
    LINK = "link"
    PROTECT = "protect"
    LOOK = "look"
    ATTACK = "attack"
    SAVE = "save"
    CONVERT = "convert"
    DEPART = "depart"
    DELAYED = "delayed"
    MORNING = "morning"
    DAWN = "dawn"
    VICTORY = "victory"
