"""Spy (seed 004): the Mafia's counterpart of the Devil (see devil.py for the shared rules).

Each night the Spy may learn one other person's role (told as the role id); it is woken first
without a target while a Seer is still here. The Spy does not know the Mafia, nor they the Spy;
it counts for nobody in the head count, wins only when the Mafia wins, and has lost once every
Mafia member is gone. A Seer looking at the Spy is told `spy`: seed 004 asks the Moderator to
"exercise care when calling the Spy" as with the Devil, whose correct role the Moderator "can
tell" the Seer (see devil.py).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from ..role_base import register
from ..sides import Side
from ._shared import RoleLooker


@register
class Spy(RoleLooker):
    """On the Mafia's side without knowing them."""

    id = "spy"
    side = Side.MAFIA
    step = "spy"
    wake_step = "spy_wake"
    needs_dealt: ClassVar[Mapping[str, str]] = {wake_step: "seer"}
