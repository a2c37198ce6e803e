"""Hunter: on going home, takes one chosen person home too; everyone is told who.

Seed 000: asked on any trip home unless the game is already decided ("If the game is already
decided when the Hunter goes home, there is no choice"); "decided" is judged on the state after
the trips home queued with the Hunter's have gone (a werewolf the Assassin or the sleeping
potion takes the same night counts as gone: `deaths.after_settled`), not while they are still
waiting. Must choose someone under `hunter_must_choose` (on by default).

Seed 002 (Classic, and Basic should a table add one): may shoot after the werewolves' attack or
the vote, or decline; a poisoned Hunter cannot shoot, even when also attacked; asked even when
the game looks decided (victory is checked after every death and Hunter action). "A Hunter
reveals when shooting": the shot is announced with the Hunter's role (`hunter_reveals`: public
`role_revealed`). Open choice, answered by seed 002's script ("Dawn ... Continue directly to
daytime discussion, an eligible Hunter action, or the end of the game"): a Hunter attacked in
the night shoots after the dawn is read, not with it (`hunter_shot_timing: after_dawn`), so the
dawn lists only the night's victims and the shot follows as the morning's next news, before the
victory check.
"""

from __future__ import annotations

from ..deaths import Departure, after_settled, follow
from ..requests import Verb
from ..role_base import Asks, Role, register, request
from ..sides import Side
from ..state import Cause, GameState
from ..victory import decide


@register
class Hunter(Role):
    """Shoots one person on going home."""

    id = "hunter"
    side = Side.VILLAGE

    def on_gone(self, g: GameState, seat: int, departure: Departure) -> Asks:
        if g.marks.no_reactions:
            return
        if g.rules["hunter_shot_blocked_by_poison"]:
            if departure.cause not in (Cause.PRANK, Cause.VOTE):
                return
            if g.marks.poisoned.get(seat) == g.night_no and departure.cause is Cause.PRANK:
                return
        after_settled(g, seat)
        yield from ()

    def when_settled(self, g: GameState, seat: int) -> Asks:
        if not g.rules["hunter_asked_when_decided"] and decide(g) is not None:
            return
        targets = g.alive()
        if not targets:
            return
        can_skip = not g.rules["hunter_must_choose"]
        answers = yield [request(g, seat, Verb.SHOOT, targets, step="hunter", can_skip=can_skip)]
        target = answers.get((seat, Verb.SHOOT))
        if isinstance(target, int):
            g.emit("hunter_took", seat=target)
            if g.rules["hunter_reveals"]:
                g.emit("role_revealed", seat=seat, role=self.id)
            follow(g, target, Cause.HUNTER, seat)
        else:
            g.host("hunter_declined", seat=seat)
