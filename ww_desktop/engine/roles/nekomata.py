"""Nekomata (seed 000): a villager who never goes home alone.

- Pranked, and the prank goes through (no guard, trap, potion or other stop): a werewolf still
  here, drawn at random (`g.draw`, purpose `nekomata`), goes home with them (`Cause.NEKOMATA`).
  A stopped prank (Knight, ...) means the Nekomata stays and nothing else happens. A blessing
  that stops the trip home also stops the draw: the Nekomata must actually go home.
- Voted home (the day's ballot, or the Dictator's decision, which the engine treats alike:
  `VOTE_CAUSES`): anyone still here, drawn at random, goes home with them; a werewolf, a
  villager or the Nekomata's own friends alike.
- Any other way home (sleeping potion, the Hunter's shot, following a Lover...): nothing.

The draw is made at the moment the Nekomata goes home, among those still here at that moment:
someone whose own trip home is queued later the same night still counts as here (and if drawn,
goes home only once). The draw happens even when the game already looks decided: unlike the
Hunter, the seed gives the Nekomata no such exception. The person taken joins the end of the
departure queue (see `deaths.process`), so trips queued earlier the same night go first; a
taken Hunter is asked for a shot, a taken Wolf Cub gives the pack two pranks (under its own
setting), a taken Lover is followed. No setting changes the Nekomata.
"""

from __future__ import annotations

from ..deaths import Departure, follow
from ..role_base import Asks, Role, register
from ..sides import Side
from ..state import VOTE_CAUSES, Cause, GameState


@register
class Nekomata(Role):
    """Takes a random werewolf home when pranked, a random anyone when voted home."""

    id = "nekomata"
    side = Side.VILLAGE

    def on_gone(self, g: GameState, seat: int, departure: Departure) -> Asks:
        if departure.cause is Cause.PRANK:
            options = [i for i in g.alive() if g.is_wolf(i)]
        elif departure.cause in VOTE_CAUSES:
            options = g.alive()
        else:
            options = []
        if options:
            taken = g.draw(options, "nekomata")
            g.host("nekomata_took", seat=seat, target=taken, cause=departure.cause.value)
            follow(g, taken, Cause.NEKOMATA, seat)
        yield from ()
