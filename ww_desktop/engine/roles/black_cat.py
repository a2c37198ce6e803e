"""Black Cat (seed 000): on the werewolves' side; takes a non-werewolf along when voted home.

Not a pack member (the pack does not know it and may prank it); counts as a person; the Seer
and the Medium read it as `not_werewolf`; wins when the Werewolves win.

Voted home (the day's ballot, or the Dictator's decision, which the engine treats alike):
one person still here who does not count as a werewolf, drawn at random (`g.draw`, purpose
`black_cat`), goes home with the Black Cat (`Cause.BLACK_CAT`, a "taken home" trip: chains
such as a Hunter's shot or a Lover following run after it). Any other way home (a prank, a
potion, being taken home...) does nothing.

`black_cat_spares_lycan`: off (default), anyone who is not a werewolf may be drawn (the
Lycan too, and the Traitor, the Fanatic or a Fox). On, anyone the Seer would read as a
werewolf right now (the Lycan) is left out as well. If nobody is left to draw, nothing happens.
"""

from __future__ import annotations

from ..deaths import Departure, follow
from ..role_base import Asks, Role, register
from ..sides import Count, Reading, Side
from ..state import VOTE_CAUSES, Cause, GameState


@register
class BlackCat(Role):
    """Takes a random non-werewolf home when voted home."""

    id = "black_cat"
    side = Side.WEREWOLVES
    count = Count.HUMAN
    seer_reads = Reading.NOT_WEREWOLF
    medium_reads = Reading.NOT_WEREWOLF

    def on_gone(self, g: GameState, seat: int, departure: Departure) -> Asks:
        if departure.cause not in VOTE_CAUSES:
            return
        options = [i for i in g.alive() if not g.is_wolf(i)]
        if g.rules["black_cat_spares_lycan"]:
            options = [i for i in options if g.role(i).seer_reading(g, i) is not Reading.WEREWOLF]
        if options:
            taken = g.draw(options, "black_cat")
            g.host("black_cat_took", seat=seat, target=taken)
            follow(g, taken, Cause.BLACK_CAT, seat)
        yield from ()
