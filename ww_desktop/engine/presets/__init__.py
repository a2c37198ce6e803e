"""The five presets, by id. Presets are data: see `base.Preset`."""

from __future__ import annotations

from collections.abc import Mapping

from .base import ENGINE_DEFAULTS, Preset, Timers
from .compact import COMPACT
from .seed002 import BASIC, CLASSIC
from .standard import STANDARD
from .traditional import TRADITIONAL

PRESETS: Mapping[str, Preset] = {p.id: p for p in (STANDARD, BASIC, CLASSIC, COMPACT, TRADITIONAL)}

__all__ = ["ENGINE_DEFAULTS", "PRESETS", "Preset", "Timers", "get_preset"]


def get_preset(preset_id: str) -> Preset:
    """The preset with this id; raises ValueError naming the known ones."""
    try:
        return PRESETS[preset_id]
    except KeyError:
        known = ", ".join(PRESETS)
        raise ValueError(f"unknown preset '{preset_id}' (known: {known})") from None
