"""Template for a new role: copy to `<role_id>.py`, rename, and fill in what the role does.

Describe the role's rules in this docstring in your own words, with the seed it comes from
and every setting that changes it. Keep no state in the module: use `g.mem` under the role's own
prefix for what only this role reads, and a typed field of `state.Marks` (`g.marks`) for a fact
the core or another role reads. Import shared helpers from `._shared`, never from another
role's module. The files a new role needs are listed in docs/engine.md.
"""

from __future__ import annotations

from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, request
from ..sides import Count, Reading, Side
from ..state import GameState

# @register  (uncomment in the real module; every module in roles/ is imported automatically)


class TemplateRole(Role):
    """One line on what the role does."""

    id = "template"
    side = Side.VILLAGE
    count = Count.HUMAN
    seer_reads = Reading.NOT_WEREWOLF
    medium_reads = Reading.NOT_WEREWOLF
    step = "template"

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        return [request(g, seat, Verb.NOTE, g.others(seat), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is Stage.PROTECT:
            pass
