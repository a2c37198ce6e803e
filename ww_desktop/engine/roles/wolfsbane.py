"""Villager with Wolfsbane (seed 004): a villager whose herb keeps the werewolves away.

`wolfsbane_mode`:
- `passive` (default): the werewolves cannot take this villager home; a prank on them simply
  fails and the morning is peaceful (resolution's attack stage checks the role). The herb does
  nothing against the vote, the Mafia or the Vigilante.
- `sprinkle`: each night the villager may put the herb on one doorstep, their own included
  (`sprinkle`, may be skipped). If the pack picks that person tonight, the prank fails. A
  doorstep of a werewolf gets nothing (sprinkling a werewolf has no effect). The villager is
  not protected on nights they sprinkle someone else.

When the last two left are a werewolf and this villager, the parity rule alone would hand the
game to the werewolf; `wolfsbane_last_two` decides instead (victory.py): `werewolves` (the
herb has run out), `village` (it always protects) or `stalemate` (a draw).
"""

from __future__ import annotations

from ..night import Night, Stage
from ..requests import Request, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import GameState
from ..victory import DRAW


@register
class Wolfsbane(Role):
    """A villager protected from the werewolves by a herb (passive) or who sprinkles it."""

    id = "wolfsbane"
    side = Side.VILLAGE
    step = "wolfsbane"

    def wards_off_prank(self, g: GameState, seat: int) -> bool:
        """`wolfsbane_mode: passive`: the herb keeps the prank off the Wolfsbane."""
        return bool(g.rules["wolfsbane_mode"] == "passive")

    def at_pack_parity(self, g: GameState, alive: list[int]) -> str | None:
        """Seed 004's last two, a werewolf and the Wolfsbane: `wolfsbane_last_two`."""
        if len(alive) != 2:
            return None
        outcome = g.rules["wolfsbane_last_two"]
        return {"village": Side.VILLAGE.value, "stalemate": DRAW}.get(
            outcome, Side.WEREWOLVES.value
        )

    def called(self, g: GameState, night: int) -> bool:
        return bool(g.rules["wolfsbane_mode"] == "sprinkle")

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if g.rules["wolfsbane_mode"] != "sprinkle":
            return []
        return [request(g, seat, Verb.SPRINKLE, g.alive(), step=self.step)]

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.PROTECT or g.rules["wolfsbane_mode"] != "sprinkle":
            return
        target = night.choice(seat, Verb.SPRINKLE)
        if target is None:
            return
        g.host("sprinkled", seat=seat, target=target)
        if not g.is_wolf(target):
            night.sprinkled.add(target)
