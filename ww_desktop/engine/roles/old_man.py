"""Old Man (seed 000): a villager with no power who goes home of old age on a set night.

In this preset night N comes before day N (night 1, day 1, night 2, ...). The Old Man goes
home in the resolution stage "delayed" (after every other trip home of that night and its
chains), with `Cause.OLD_AGE`; he is in that morning's list like anyone else, and nothing
says why. Guards, potions and blessings do not stop old age.

`old_man_timing`:
- `wolves_plus_one` (default): at the end of night (W + 1), W being the number of werewolves
  dealt (every seat dealt a role that counts as a werewolf: Werewolf, Lone Wolf, Wolf Cub,
  Big Wolf). One werewolf: the end of night 2, so he is missing on the morning of day 2.
- `wolves_left_times_two`: he stays through day (2 x werewolves still here) and goes home
  at the end of the next night: at the end of the first night N with N - 1 >= 2 x werewolves
  still here. One werewolf: the end of night 3 (the morning of day 3). The werewolves are
  counted at the "delayed" stage itself, so a werewolf who went home by any means earlier,
  including earlier that same night, already brings the night closer.
"""

from __future__ import annotations

from ..deaths import leave
from ..night import Night
from ..sides import Count, Side
from ..state import Cause, GameState
from .base import Role, register, role


def old_age_night(g: GameState) -> int:
    """The first night at whose end the Old Man goes home, under `old_man_timing`, as of now."""
    if g.rules["old_man_timing"] == "wolves_left_times_two":
        wolves_here = sum(1 for i in g.alive() if g.is_wolf(i))
        return 2 * wolves_here + 1
    dealt = sum(1 for s in g.seats if role(s.dealt).count is Count.WOLF)
    return dealt + 1


@register
class OldMan(Role):
    """Goes home of old age at the end of a night set by the werewolf count."""

    id = "old_man"
    side = Side.VILLAGE

    def at_stage(self, stage: str, g: GameState, seat: int, night: Night) -> None:
        if stage != "delayed" or not g.here(seat):
            return
        if night.number >= old_age_night(g):
            leave(night.queue, seat, Cause.OLD_AGE)
