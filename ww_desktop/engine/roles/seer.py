"""Seer: looks into one person each night and learns whether they are a werewolf.

The first night follows `seer_first_night`: the Seer chooses, is told one random person who
is not a werewolf (a "free white": never a werewolf, possibly the Traitor), or learns nothing.

Open choice, whom the free white may name: seed 000 calls it "one person other than the Seer
who is not a werewolf (sometimes called a first-night free white; it may be the Traitor)". A
free white is a look's "not a werewolf" answer given for free, so it names only people whose
look would say "not a werewolf" (and who are not werewolves in the head count): the Traitor
and the Fanatic may be named, but not the Lycan (a look says "werewolf") nor a Nightly- or
Survive-type Vampire (a look says "Vampire"), though neither is a werewolf; a Bite-type
Vampire, read "not a werewolf", may be named. The Big Wolf, read "not a werewolf" but a
werewolf, never is.
Seed 004 under `first_phase: day`: the game opens with a day, and on that day 1 the Seer has
one free inquiry, a day power (`inspect`), its result told privately as at night.
"""

from __future__ import annotations

from collections.abc import Mapping

from ..messages import Message
from ..requests import Request, Verb
from ..role_base import register, request
from ..sides import Reading, Side
from ..state import GameState
from ._shared import SeerLook, first_night, look_targets


@register
class Seer(SeerLook):
    """Looks into one person each night."""

    id = "seer"
    side = Side.VILLAGE
    step = "seer"
    free_white_step = "seer_free_white"
    """The first night's call under `seer_first_night: free_white`, instead of her own look
    (a "meeting" call: she is told, she does not choose)."""
    told = ("inspect_result", "free_white")

    def calling(self, g: GameState, step: str, night: int, dealt: Mapping[str, int]) -> str | None:
        """The first night follows `seer_first_night`: her look only under "choose", the
        free white's call only under "free_white"."""
        first = first_night(g, night)
        rule = g.rules.get("seer_first_night", "choose")
        if step == self.free_white_step:
            return "meeting" if first and rule == "free_white" else None
        if step == self.step and first and rule != "choose":
            return None
        return super().calling(g, step, night, dealt)

    def night_answer(self, message: Message) -> tuple[str, bool] | None:
        """The free white is shown as a look's "not a werewolf"."""
        if message.id == "free_white":
            return Reading.NOT_WEREWOLF.value, False
        return super().night_answer(message)

    def day_requests(self, g: GameState, seat: int) -> list[Request]:
        if g.rules["first_phase"] == "day" and g.day_no == 1 and g.nights_done == 0:
            return [request(g, seat, Verb.INSPECT, look_targets(g, seat), step=self.step)]
        return []
