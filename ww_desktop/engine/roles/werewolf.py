"""Werewolf: pranks with the pack each night; knows the pack from the start."""

from __future__ import annotations

from ..role_base import register
from ._shared import PackRole


@register
class Werewolf(PackRole):
    """A werewolf."""

    id = "werewolf"
