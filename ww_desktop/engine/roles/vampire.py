"""Vampire (seed 000): a third side; how it plays depends on `vampire_type`.

- `nightly` (default): from night 2 the Vampire may bite one other person each night; the bite
  sends them home (cause `bite`) at the `attack` stage, after the pack's prank and before the
  Assassin and the sleeping potion. A Knight's guard or a trap on that person stops it (nothing
  else happens then: a trap catches nobody and a Knight on a trapped person is not caught, that
  rule being the prank's). While a Vampire is here nobody else can win; the Vampire wins once no
  werewolf is left and the others still here are no more than the Vampires. Seer: `vampire`;
  Medium: `not_werewolf`.
- `survive`: no night power. A Vampire still here when the game is decided wins alone (after a
  Fox and the Lovers; see `victory.py`). Seer and Medium: `vampire`.
- `bite`: from night 2 the Vampire may bite one other person a night, who stays but is marked
  bitten (`g.mem["bitten.<seat>"]`; nobody is told). Guards and traps stop it as above. Once
  everyone else still here is bitten the Vampire wins at that night's check; while here, the
  Vampire blocks every other win. Seer and Medium: `not_werewolf`.

Open choices for the Bite type, where the `vampire_type` text says neither way: the Vampire's
own row reads "From night 2, sends one person home each night ... While here, nobody else can
win", with "(type in the settings)"; each type's text overrides it only where it says otherwise
(Survive: no night power, and "still here when the game is decided" means the game can be
decided while it is here). The Bite type's text ("bites one person a night; once everyone else
still here is bitten, the Vampire wins at once") says neither, so the row stands: a Bite-type
Vampire bites from night 2 like the Nightly type, and blocks every other win while here (the
village must still send it home after the last werewolf). The first-night free white may name
a Bite-type Vampire (read "not a werewolf") but not a Nightly or Survive one (see seer.py).

In every type a prank sends the Vampire home (it is not immune) and the Vampire counts as a
person in the head count. Biting is a night power, so a bite aimed at a Psycho Killer sends the
Vampire home and leaves the Psycho Killer unharmed (and unbitten). The Vampire may skip a night.
"""

from __future__ import annotations

from ..deaths import Departure, leave
from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Reading, Side
from ..state import Cause, GameState
from ._shared import from_second_night


def bites(g: GameState) -> bool:
    """Whether this table's Vampire acts at night."""
    return g.rules["vampire_type"] in ("nightly", "bite")


@register
class Vampire(Role):
    """Bites at night (nightly, bite) or simply survives (survive)."""

    id = "vampire"
    kill_rank = 30
    side = Side.VAMPIRE
    seer_reads = Reading.VAMPIRE
    step = "vampire"
    victory_rank = 3

    def holds_victory(self, g: GameState, alive: list[int]) -> bool:
        """A Nightly or Bite Vampire still here blocks every other win."""
        return bites(g)

    def claim_victory(self, g: GameState, alive: list[int], base: str | None) -> Side | None:
        """Nightly: no werewolf left and the rest no more than the Vampires. Bite: everyone
        else still here is bitten. Survive: takes any decided game while here."""
        if not bites(g):
            return Side.VAMPIRE
        vampires = [i for i in alive if g.has_role(i, "vampire")]
        others = [i for i in alive if i not in vampires]
        if g.rules["vampire_type"] == "bite":
            won = all(g.mem.get(f"bitten.{i}") for i in others)
        else:
            won = not any(g.is_wolf(i) for i in alive) and len(others) <= len(vampires)
        return Side.VAMPIRE if won else None

    def seer_reading(self, g: GameState, seat: int) -> Reading:
        return Reading.NOT_WEREWOLF if g.rules["vampire_type"] == "bite" else Reading.VAMPIRE

    def medium_reading(self, g: GameState, seat: int) -> Reading:
        if g.rules["vampire_type"] == "survive":
            return Reading.VAMPIRE
        return Reading.NOT_WEREWOLF

    def called(self, g: GameState, night: int) -> bool:
        return bites(g) and from_second_night(g, night)

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if not bites(g) or not from_second_night(g, g.night_no):
            return []
        return [request(g, seat, Verb.BITE, g.others(seat), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.ATTACK or seat in night.void or not bites(g):
            return
        target = night.choice(seat, Verb.BITE)
        if target is None or not g.here(target):
            return
        if target in night.guarded or target in night.trapped:
            g.host("bite_stopped", seat=seat, target=target)
            return
        if g.rules["vampire_type"] == "nightly":
            g.host("bitten", seat=seat, target=target)
            leave(night.queue, target, Cause.BITE, seat)
        elif not g.role(target).resists(g, target, Departure(target, Cause.BITE, seat)):
            g.host("bitten", seat=seat, target=target)
            g.mem[f"bitten.{target}"] = True
