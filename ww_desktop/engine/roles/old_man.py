"""Old Man (seed 000): a villager with no power who goes home of old age on a set night.

Day numbers follow seed 000: the first night belongs to day 1 and its morning is day 2's, so
night N is day N's night and the morning after it is day N + 1's (the rule
`first_morning_day`). The Old Man goes home in the resolution stage "delayed" (after every
other trip home of that night and its chains), with `Cause.OLD_AGE`; he is in that morning's
list like anyone else, and nothing says why. Guards, potions and blessings do not stop old age.

`old_man_timing`:
- `wolves_plus_one` (default), following "When the night of day (werewolves dealt + 1) ends
  ... (with one werewolf, that is night 2)": at the end of night (W + 1), W being the number of
  werewolves dealt (every seat dealt a role that counts as a werewolf: Werewolf, Lone Wolf, Wolf
  Cub, Big Wolf). One werewolf: the end of night 2, missing on the morning of day 3.
- `wolves_left_times_two`, following "stays until day (werewolves still here x 2) and goes home
  the morning after (one werewolf: the morning of day 3)": he is here through day 2W (W the
  werewolves still here) and goes home at the end of that day's night, so he is missing on the
  morning of day 2W + 1. One werewolf: the end of night 2 (the morning of day 3), the same night
  as `wolves_plus_one`; two: the end of night 4. The werewolves are counted at the "delayed"
  stage itself, so a werewolf who went home by any means earlier, including earlier that same
  night, already brings the night closer.
"""

from __future__ import annotations

from ..deaths import leave
from ..night import Night, Stage
from ..role_base import Role, register, role
from ..sides import Count, Side
from ..state import Cause, GameState


def old_age_night(g: GameState) -> int:
    """The first night at whose end the Old Man goes home, under `old_man_timing`, as of now."""
    if g.rules["old_man_timing"] == "wolves_left_times_two":
        wolves_here = sum(1 for i in g.alive() if g.is_wolf(i))
        last_day = 2 * wolves_here
        # The night whose morning is day (last_day + 1).
        return last_day + 1 - (int(g.rules["first_morning_day"]) - g.preset.first_night)
    dealt = sum(1 for s in g.seats if role(s.dealt).count is Count.WOLF)
    return dealt + 1


@register
class OldMan(Role):
    """Goes home of old age at the end of a night set by the werewolf count."""

    id = "old_man"
    side = Side.VILLAGE

    def at_stage(self, stage: Stage, g: GameState, seat: int, night: Night) -> None:
        if stage is not Stage.DELAYED or not g.here(seat):
            return
        if night.number >= old_age_night(g):
            leave(night.queue, seat, Cause.OLD_AGE)
