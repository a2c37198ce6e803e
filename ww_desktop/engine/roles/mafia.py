"""Mafia (seed 004): a third team that kills at night like the werewolves, against everyone.

The Mafia members know each other (not the werewolves, not the Spy); the werewolves do not
know them. Each night every member is asked for the team's kill (`attack`, anyone but a Mafia
member, may be skipped); like the pack, the first member in seat order who names someone
decides. Pecking order (`kill_rank`): the werewolves' prank resolves first, so a
member the werewolves send home tonight does not kill (another member still here then carries
out their own choice); the Mafia's kill comes before the Vigilante's, so a Vigilante the Mafia
kills tonight does not kill. The Archangel's protection stops the kill; Wolfsbane does not.

Victory (victory.py): the werewolves win when they are at least as many as everyone else who
counts, Mafia included (the Devil, the Spy and the Sorcerer count for nobody); failing that, the
Mafia win when they are at least as many as everyone else who counts, werewolves included. So
equal werewolves and Mafia with nobody else counted: the werewolves win. The village wins only
once every werewolf and every Mafia member is gone. A Seer sees no werewolf in a Mafia member.
"""

from __future__ import annotations

from ..messages import Audience, Message
from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Count, Side
from ..state import Cause, GameState
from ._shared import night_kill, sent_home_tonight


def members(g: GameState) -> list[int]:
    """Mafia members still here, in seat order."""
    return [i for i in g.alive() if g.count_of(i) is Count.MAFIA]


@register
class Mafia(Role):
    """A member of the Mafia."""

    id = "mafia"
    kill_rank = 10
    side = Side.MAFIA
    count = Count.MAFIA
    special = False
    step = "mafia"
    team_pick = True

    def knowledge(self, g: GameState, seat: int) -> list[Message]:
        mates = [i for i, s in enumerate(g.seats) if s.role == "mafia" and i != seat]
        return [Message("knows_mafia", {"seats": mates}, Audience.PRIVATE, (seat,), 0, "night")]

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        team = members(g)
        targets = [i for i in g.alive() if i not in team]
        if not targets:
            return []
        return [request(g, seat, Verb.ATTACK, targets, step=self.step, info={"mafia": team})]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.ATTACK or night.flags.get("mafia_done"):
            return
        night.flags["mafia_done"] = True
        for member in members(g):
            target = night.choice(member, Verb.ATTACK)
            if target is None:
                continue
            if sent_home_tonight(night, member):
                g.host("kill_void", seat=member, target=target)
                continue
            night_kill(g, night, member, target, Cause.MAFIA)
            return
