"""Devil (seed 004), also the base of the Spy (spy.py): learns one role a night for a team.

The Devil plays for the werewolves, the Spy for the Mafia. Each night one other person may be
looked at (`inspect`); the result is that person's role id. Neither knows the team it helps, and
the team does not know it. Both count for nobody in the head count, so they cannot carry their
team alone: the Devil has lost once every werewolf is gone, the Spy once every Mafia member is.

Calling order: while a Seer is still here, the Devil (or Spy) is first woken without a target
(`wake`, answered with nobody) so the host knows who they are before the Seer looks; they are
called again for their own look after the Seer. Without a Seer the `wake` step is left out.

Open choice, what the Seer is told about them: seed 004 wakes the Devil first "so that the
Moderator can ascertain who the Devil is ... This way, if the Seer attempts to identify the
Devil, or vice versa, the Moderator can tell them the correct role", and asks the same care
for the Spy. So a Seer looking at the Devil is told `devil` (and at the Spy, `spy`): the
correct role, not a werewolf reading (neither is a werewolf).
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import ClassVar

from ..role_base import register
from ..sides import Side
from ._shared import RoleLooker


@register
class Devil(RoleLooker):
    """On the werewolves' side without knowing them."""

    id = "devil"
    side = Side.WEREWOLVES
    step = "devil"
    wake_step = "devil_wake"
    needs_dealt: ClassVar[Mapping[str, str]] = {wake_step: "seer"}
