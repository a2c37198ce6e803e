"""Psycho Killer (seed 000): whoever uses a night power on them goes home.

Werewolves' side, but neither they nor the pack know each other; no night power, counted as a
person in the head count, read "not a werewolf" by the Seer and the Medium.

At the end of the `protect` stage every night power aimed at the Psycho Killer sends its user
home that night (cause `psycho`): the Seer's or Apprentice Seer's look and the Fox Cub's, the
Knight's guard, the werewolf who plays the prank (only that one), a trap, the Priest's
blessing, the Witch's potions, the Assassin, the Vampire's bite, the Thief's steal. The power
itself still works first where it can: the looker is told "not a werewolf", a trap still stands
and catches a werewolf if the Psycho Killer is pranked, a blessing lands. A Thief who picks the
Psycho Killer steals nothing.

The Psycho Killer never goes home at night: a prank does nothing to them (`on_pranked`), and
every other night-time trip home (potion, Assassin, Vampire...) is refused when it comes up
(`resists`), before any blessing is used. They go home only by the vote (or the Dictator) or
when taken home (Hunter, Nekomata, Black Cat) or following someone. No setting changes them.
"""

from __future__ import annotations

from ..deaths import Departure, leave
from ..night import Night
from ..requests import Verb
from ..role_base import Role, register
from ..sides import Count, Reading, Side
from ..state import LINKED_CAUSES, VOTE_CAUSES, Cause, GameState


@register
class PsychoKiller(Role):
    """Sends home anyone who uses a night power on them; only the day or a chain takes them."""

    id = "psycho_killer"
    side = Side.WEREWOLVES
    count = Count.HUMAN
    seer_reads = Reading.NOT_WEREWOLF
    medium_reads = Reading.NOT_WEREWOLF

    def on_targeted(self, g: GameState, seat: int, actor: int, verb: Verb, night: Night) -> None:
        if actor == seat:
            return
        g.host("psycho_reached", seat=seat, actor=actor, verb=verb.value)
        leave(night.queue, actor, Cause.PSYCHO, seat)

    def on_pranked(self, g: GameState, seat: int, night: Night, prankster: int) -> bool:
        return True

    def resists(self, g: GameState, seat: int, departure: Departure) -> bool:
        if departure.cause in VOTE_CAUSES or departure.cause in LINKED_CAUSES:
            return False
        g.host("psycho_unharmed", seat=seat, cause=departure.cause.value)
        return True
