"""Cupid (seed 004): a villager who makes two other players a pair of Lovers on the first night.

On the game's first night (night 2 when `first_phase: day` opens with a day) Cupid names two
other players (`link`, a list of two; skipping leaves the game without a pair). At the `link`
stage the pair is stored in `g.mem["cupid.pair"]`; each of the two is told privately who the
other is (`linked`), and Cupid knows them already. Neither is told the other's role: the pair
may be two humans, two werewolves, or one of each.

When one of the pair goes home, by night or by the vote, the other follows at once; that
chain lives in deaths.py (`_pair_follows`), since the pair need not include Cupid and must
keep working after Cupid is gone. When the pair are the last two left they both win, even a
human with a werewolf (victory.py). Cupid himself plays for the village.
"""

from __future__ import annotations

from ..night import Night
from ..requests import Request, Verb
from ..sides import Side
from ..state import GameState
from .base import Role, register, request


def first_night_number(g: GameState) -> int:
    """The number of the game's first night."""
    return g.preset.first_night + (1 if g.rules["first_phase"] == "day" else 0)


@register
class Cupid(Role):
    """Links two other players as Lovers on the first night."""

    id = "cupid"
    side = Side.VILLAGE
    step = "cupid"

    def called(self, g: GameState, night: int) -> bool:
        return night == first_night_number(g)

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if g.nights_done or "cupid.pair" in g.mem or len(g.others(seat)) < 2:
            return []
        return [request(g, seat, Verb.LINK, g.others(seat), step=self.step, count=2)]

    def at_stage(self, stage: str, g: GameState, seat: int, night: Night) -> None:
        if stage != "link" or "cupid.pair" in g.mem:
            return
        pair = night.answers.get((seat, Verb.LINK))
        if not isinstance(pair, tuple) or len(pair) != 2:
            return
        a, b = pair
        g.mem["cupid.pair"] = [a, b]
        g.host("linked_pair", seat=seat, pair=[a, b])
        g.tell(a, "linked", partner=b)
        g.tell(b, "linked", partner=a)
