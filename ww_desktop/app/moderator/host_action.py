"""The host's action being handled now: what waits until the host's window has repainted.

A host's click (a night step's Confirm, "End discussion", "Record", the last words'
Continue, the end's confirmation, undo and redo) runs in `host_action()`. Meanwhile the
Table screen (`public.window.PublicWindow.refresh_later`) re-renders only once the events
already due are handled, after the host's window has repainted: that window's update is
posted at `Qt.LowEventPriority` and the TV's re-render below it (`AFTER_PAINT`). The voice,
which begins in the click's own handlers, comes first of all; then the console; then the
TV. Outside a host action (a game loaded, the voice's cue, a timer, a test driving the
controller) the TV re-renders at once.
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager

from PySide6.QtCore import Qt

AFTER_PAINT = int(Qt.EventPriority.LowEventPriority.value) - 1
"""The priority of an event posted to run after the windows' pending repaints."""

_depth = 0


@contextmanager
def host_action() -> Iterator[None]:
    """Handle a host's action (see the module doc)."""
    global _depth
    _depth += 1
    try:
        yield
    finally:
        _depth -= 1


def in_host_action() -> bool:
    """Whether a host's action is being handled now."""
    return _depth > 0
