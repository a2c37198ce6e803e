"""The demo game: bots play a narrated game on the table screen, for newcomers.

`flow` holds the demo's flow with no Qt (what happens next, who acts, what the "behind closed
eyes" panel tells, the pace); `page` renders it (`DemoGame` on the table screen, `DemoConsole`
on the laptop).
"""

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
from .page import CaptionOverlay, DemoConsole, DemoGame

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
