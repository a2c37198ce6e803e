"""Big Wolf (seed 000): a werewolf the Seer cannot see.

A full member of the pack (knows it, is known by it, may play the prank, counts as a
werewolf, so sending them home brings the village closer to winning). The one difference:
the Seer's look at the Big Wolf tells `not_werewolf`; the Medium still learns `werewolf`.
(The Black Cat never takes the Big Wolf: it is a werewolf.) No setting changes the Big Wolf.
"""

from __future__ import annotations

from ..role_base import register
from ..sides import Reading
from ._shared import PackRole


@register
class BigWolf(PackRole):
    """A werewolf who reads as not a werewolf to the Seer."""

    id = "big_wolf"
    seer_reads = Reading.NOT_WEREWOLF
    medium_reads = Reading.WEREWOLF
