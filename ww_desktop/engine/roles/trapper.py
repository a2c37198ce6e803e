"""Trapper (seed 000): from night 2, sets a trap on one other person each night.

The trap is laid at the `protect` stage (`night.trapped`); the pack's prank checks it first
(see `resolution.resolve_prank`). A prank on a trapped person fails and a werewolf is caught
and goes home (cause `trap`): under `trapper_catches: random` (default) one werewolf still
here drawn by lot (purpose `trap_catch`; no lot is used when only one is left), under
`prankster` the werewolf who played the prank. If a Knight guards the same person, the trap
catches the Knight instead: the Knight goes home and the prank goes through (the guard no
longer counts, so the pranked person goes home unless something later stops it). A trap also
stops the Vampire's bite (nothing is caught then, and a Knight on the same person is not
caught by a bite). The Trapper is never told whether the trap worked.

The same person cannot be trapped two nights in a row (`trapper_repeat: false`, default); with
`trapper_repeat: true` they can. A night without a trap clears the "last night" memory. The
trap is a night power, so setting it on a Psycho Killer sends the Trapper home (the trap still
stands that night).
"""

from __future__ import annotations

from ..deaths import leave
from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import Cause, GameState
from ._shared import from_second_night


@register
class Trapper(Role):
    """Traps one other person a night from night 2."""

    id = "trapper"
    side = Side.VILLAGE
    step = "trapper"

    def called(self, g: GameState, night: int) -> bool:
        return from_second_night(g, night)

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if not from_second_night(g, g.night_no):
            return []
        targets = g.others(seat)
        last = g.mem.get(f"trap.last.{seat}")
        if not g.rules["trapper_repeat"] and last and last[0] == g.night_no - 1:
            targets = [t for t in targets if t != last[1]]
        return [request(g, seat, Verb.TRAP, targets, step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.PROTECT:
            return
        target = night.choice(seat, Verb.TRAP)
        if target is None:
            g.mem.pop(f"trap.last.{seat}", None)
            return
        g.mem[f"trap.last.{seat}"] = (night.number, target)
        night.trapped.setdefault(target, seat)
        g.host("trapped", seat=seat, target=target)

    def trap_sprung(
        self, g: GameState, seat: int, night: Night, target: int, prankster: int
    ) -> bool:
        """A guard on the same person is caught and the prank goes on; otherwise the trap catches
        the prankster or a random werewolf (`trapper_catches`) and the prank fails."""
        guard = night.guarded.get(target)
        if guard is not None:
            leave(night.queue, guard, Cause.TRAP, seat)
            return False
        catch = (
            prankster
            if g.rules["trapper_catches"] == "prankster"
            else g.draw([w for w in g.alive() if g.is_wolf(w)], "trap_catch")
        )
        leave(night.queue, catch, Cause.TRAP, seat)
        g.host("trap_worked", seat=target, caught=catch)
        return True
