"""The `Role` base class every role module subclasses, the role registry, and `request()`.

A role module defines one subclass (or a few for a close family), decorated with `@register`.
Class attributes describe the role (side, how looks read it, how it counts); methods are hooks
the engine calls at fixed points (see `resolution.STAGES` and `night.Stage`). Roles keep no
state of their own: everything a role remembers lives in the game state (`GameState.mem` for
what it alone reads, `GameState.marks` for facts the core or another role reads), so replaying
a log rebuilds it exactly. The core asks roles through these hooks only and names no role.

`Role` and the registry are defined in `state.py`, beside `GameState`: the two name each other,
and one module for both keeps the engine free of import circles. This module is where role
modules and the core take them from.
"""

from __future__ import annotations

from collections.abc import Mapping

from .requests import Request, Verb, new_request
from .state import ALIASES as ALIASES
from .state import REGISTRY as REGISTRY
from .state import Asks as Asks
from .state import GameState
from .state import Role as Role
from .state import canonical as canonical
from .state import hooked as hooked
from .state import register as register
from .state import role as role


def request(
    g: GameState,
    seat: int,
    verb: Verb,
    targets: list[int] | tuple[int, ...],
    *,
    step: str,
    can_skip: bool = True,
    count: int = 1,
    group: str | None = None,
    info: Mapping[str, object] | None = None,
) -> Request:
    """Build a request ordered by the preset's calling order."""
    return new_request(
        seat,
        verb,
        tuple(sorted(targets)),
        can_skip,
        count,
        step,
        g.preset.step_order(step),
        group,
        dict(info or {}),
    )
