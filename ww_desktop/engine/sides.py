"""Sides (teams), head-count classes and readings: the vocabulary roles are described in."""

from __future__ import annotations

from enum import StrEnum


class Side(StrEnum):
    """A team that can win. Teruteru and the Lone Wolf also win as persons (see victory.py)."""

    VILLAGE = "village"
    WEREWOLVES = "werewolves"
    FOXES = "foxes"
    LOVERS = "lovers"
    VAMPIRE = "vampire"
    MAFIA = "mafia"
    SOLO = "solo"


class Count(StrEnum):
    """How a seat counts when the werewolves are compared with everyone else."""

    WOLF = "wolf"
    HUMAN = "human"
    MAFIA = "mafia"
    NONE = "none"
    """Not counted at all (Fox, Fox Cub, Devil, Spy, Sorcerer)."""


class Reading(StrEnum):
    """What a look (Seer, Medium, Fox Cub, Devil, Spy, Sorcerer) can tell."""

    WEREWOLF = "werewolf"
    NOT_WEREWOLF = "not_werewolf"
    VAMPIRE = "vampire"
    UNCLEAR = "unclear"
    SEER = "seer"
    NOT_SEER = "not_seer"
    DEVIL = "devil"
    """Seed 004: the Seer looking at the Devil is told the correct role."""
    SPY = "spy"
    """Seed 004: likewise for the Spy."""
