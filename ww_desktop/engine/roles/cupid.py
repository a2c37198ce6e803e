"""Cupid (seed 004): a villager who makes two other players a pair of Lovers at the start.

"At the start of the game, he secretly indicates two others players." On the game's first
night Cupid names two other players (`link`, a list of two; skipping leaves the game without a
pair). Open choice, a game that opens with a day (`first_phase: day`): seed 004 opens such a
game with a short eyes-closed moment (the Seer's free inquiry, the werewolves recognising each
other) "and then starting with a day-phase", so the start of the game is before day 1: Cupid
names the pair on day 1, before the vote, as a day power asked with the Seer's free inquiry
(`day_requests`), and is not called on the first night. Either way the pair is stored in
`g.marks.pair`; each of the two is told privately who the other is (`linked`), and
Cupid knows them already. Neither is told the other's role: the pair may be two humans, two
werewolves, or one of each.

When one of the pair goes home, by night or by the vote, the other follows at once; that
chain lives in deaths.py (`_pair_follows`), since the pair need not include Cupid and must
keep working after Cupid is gone. When the pair are the last two left they both win, even a
human with a werewolf (`last_word` below, step 2 of victory.py). Cupid himself plays for the
village.
"""

from __future__ import annotations

from collections import deque
from typing import TYPE_CHECKING

from ..night import Night, Stage
from ..requests import Request, Target, Verb
from ..role_base import Role, register, request
from ..sides import Side
from ..state import GameState
from ..victory import Outcome

if TYPE_CHECKING:
    from ..deaths import Departure


def first_night_number(g: GameState) -> int:
    """The number of the game's first night."""
    return g.preset.first_night + (1 if g.rules["first_phase"] == "day" else 0)


def opens_with_day(g: GameState) -> bool:
    """The game opens with a day: Cupid links on day 1 instead of the first night."""
    return bool(g.rules["first_phase"] == "day")


def link(g: GameState, seat: int, pair: object) -> None:
    """Store Cupid's pair and tell each of the two who the other is."""
    if g.marks.pair is not None or not isinstance(pair, tuple) or len(pair) != 2:
        return
    a, b = pair
    g.marks.pair = (a, b)
    g.host("linked_pair", seat=seat, pair=[a, b])
    g.tell(a, "linked", partner=b)
    g.tell(b, "linked", partner=a)


@register
class Cupid(Role):
    """Links two other players as Lovers on the first night."""

    id = "cupid"
    side = Side.VILLAGE
    step = "cupid"
    meeting = "lovers_meet"  # the pair meet on the first night (when Cupid links then)

    def last_word(self, g: GameState, alive: list[int], outcome: Outcome | None) -> Outcome | None:
        """The pair are the last two left: they win together, unless both win already."""
        pair: frozenset[int] = frozenset(g.marks.pair or ())
        if pair and set(alive) == pair and (outcome is None or not pair <= outcome.winners):
            return Outcome(Side.LOVERS.value, pair)
        return outcome

    def called(self, g: GameState, night: int) -> bool:
        return not opens_with_day(g) and night == first_night_number(g)

    def night_requests(self, g: GameState, seat: int) -> list[Request]:
        if opens_with_day(g) or g.nights_done or g.marks.pair is not None:
            return []
        if len(g.others(seat)) < 2:
            return []
        return [request(g, seat, Verb.LINK, g.others(seat), step=self.step, count=2)]

    def day_requests(self, g: GameState, seat: int) -> list[Request]:
        if not opens_with_day(g) or g.day_no != 1 or g.nights_done or g.marks.pair is not None:
            return []
        if len(g.others(seat)) < 2:
            return []
        return [request(g, seat, Verb.LINK, g.others(seat), step=self.step, count=2)]

    def day_action(
        self, g: GameState, seat: int, verb: Verb, target: Target, queue: deque[Departure]
    ) -> bool:
        if verb is Verb.LINK:
            link(g, seat, target)
        return False

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is Stage.LINK:
            link(g, seat, night.answers.get((seat, Verb.LINK)))
