"""Lycan (seed 000): a villager with no power whom the Seer reads as a werewolf.

The Lycan is on the Villagers' side and counts as a person (not a werewolf) in the head count.
Only a Seer-type look (the Seer, an active Apprentice Seer, and the Fox Cub when its look comes
through) says "werewolf"; the Medium says "not a werewolf". The Black Cat's
`black_cat_spares_lycan` setting is the only setting that mentions the Lycan (see that role).
The first-night free white never names the Lycan (a look would say "werewolf"; see seer.py).
"""

from __future__ import annotations

from ..role_base import Role, register
from ..sides import Reading, Side


@register
class Lycan(Role):
    """A villager who looks like a werewolf to the Seer."""

    id = "lycan"
    side = Side.VILLAGE
    seer_reads = Reading.WEREWOLF
    medium_reads = Reading.NOT_WEREWOLF
