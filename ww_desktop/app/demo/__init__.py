"""The demo game: bots play a narrated game on the table screen, for newcomers.

`flow` holds the demo's flow with no Qt (what happens next, who acts, what the "behind closed
eyes" panel tells, the pace); `page` renders it (`DemoGame` on the table screen, `DemoConsole`
on the laptop). The page (and Qt with it) is imported only when one of its names is asked
for, so `flow` runs with no Qt at all.
"""

from __future__ import annotations

import sys
from typing import TYPE_CHECKING, Any

from .flow import (
    BEAT_MS,
    DEMO_NAMES,
    DEMO_PRESET,
    DEMO_ROLES,
    DEMO_WINDOW_SCALE,
    DEMO_WORDING,
    MAX_WAIT_BEATS,
    SPEEDS,
    DemoFlow,
    Pace,
    demo_setup,
)

if TYPE_CHECKING:
    from .page import CaptionOverlay, DemoConsole, DemoGame

_PAGE_NAMES = frozenset({"CaptionOverlay", "DemoConsole", "DemoGame"})


def __getattr__(name: str) -> Any:
    """The page's names (and the `page` module), imported when first asked for."""
    if name == "page" or name in _PAGE_NAMES:
        from .page import DemoConsole as _console  # noqa: F401  (static: packagers see it)

        page = sys.modules[f"{__name__}.page"]
        return page if name == "page" else getattr(page, name)
    raise AttributeError(f"module {__name__!r} has no attribute {name!r}")


__all__ = [
    "BEAT_MS",
    "DEMO_NAMES",
    "DEMO_PRESET",
    "DEMO_ROLES",
    "DEMO_WINDOW_SCALE",
    "DEMO_WORDING",
    "MAX_WAIT_BEATS",
    "SPEEDS",
    "CaptionOverlay",
    "DemoConsole",
    "DemoFlow",
    "DemoGame",
    "Pace",
    "demo_setup",
]
