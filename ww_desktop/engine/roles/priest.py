"""Priest (seed 000): once, blesses one other person; the blessing stops one trip home.

From night 1, on any one night, the Priest may bless one other person (or skip). The blessing
is set at the `protect` stage as `g.marks.blessed` and lasts until it works, even after
the Priest has gone home. `deaths.process` checks it before anyone goes home and uses it up on
the first trip home it stops; only then is the blessed person told (`blessing_worked`), and a
stopped vote is public (`blessing_stopped_vote`: everyone sees the chosen person stay). The
Priest is not told.

`priest_blessing` says which trips home it stops:
- `any` (default): every night-time trip home (prank, sleeping potion, Assassin, Vampire, a
  trap's catch, a Fox's look, the Tough Guy's delayed trip) and the vote (or Dictator); not
  following someone home (Lovers) nor being taken home (Hunter, Nekomata, Black Cat).
- `night_only`: only the night-time trips home.
- `even_linked`: like `any`, plus following and being taken home.

A trip home the blessing does not stop leaves it in place for a later one. The blessing is a
night power, so blessing a Psycho Killer sends the Priest home (the blessing still lands).
A Priest robbed by the Thief on night 1 still blesses that night (the robbed seat's choice
counts); the Thief then holds a Priest whose blessing is spent.
"""

from __future__ import annotations

from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import GameState


def blessing_spent(g: GameState, seat: int) -> bool:
    """Whether this seat's Priest power was used (by them, or by the Priest they robbed)."""
    if g.mem.get(f"priest.used.{seat}"):
        return True
    robbed = g.marks.took.get(seat)
    return robbed is not None and bool(g.mem.get(f"priest.used.{robbed}"))


@register
class Priest(Role):
    """Blesses one other person, once."""

    id = "priest"
    side = Side.VILLAGE
    step = "priest"

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if g.night_no < g.preset.first_night or blessing_spent(g, seat):
            return []
        return [request(g, seat, Verb.BLESS, g.others(seat), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.PROTECT:
            return
        target = night.choice(seat, Verb.BLESS)
        if target is None:
            return
        g.mem[f"priest.used.{seat}"] = True
        g.marks.blessed.add(target)
        g.host("blessed", seat=seat, target=target)
