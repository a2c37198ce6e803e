"""Seeded bot games are pinned: the same seed plays the same game, choice for choice.

The engine and the bots are made faster from the inside (issue 21); a change that alters any
choice, lot, message or winner of these games changes its digest and fails here. A digest
covers the whole log (every choice and lot), every message and the outcome, and the bots'
public claims for the reasoning bots.
"""

from __future__ import annotations

import hashlib
import json

import pytest

from ww_desktop.engine.bots import play_random
from ww_desktop.engine.game import Game
from ww_desktop.engine.reasoning import play_reasoning
from ww_desktop.engine.setup import deal
from ww_desktop.simulate import game_seed, player_names, table_roles


def digest(game: Game, claims: object = ()) -> str:
    """A short hash of everything observable about a finished game."""
    body = {
        "records": [r.to_json() for r in game.records],
        "messages": [m.to_json() for m in game.state.messages],
        "winner": game.state.winner,
        "winners": sorted(game.state.winners),
        "claims": [list(c) for c in claims],  # type: ignore[attr-defined]
    }
    return hashlib.sha256(json.dumps(body, sort_keys=True).encode()).hexdigest()[:16]


MIXED = (
    "werewolf", "werewolf", "wolf_cub", "seer", "witch", "hunter", "knight", "thief",
    "fox", "medium", "mason", "mason", "priest", "dictator",
)  # fmt: skip
"""A `standard` table with more powers (the bots' other branches)."""


def _play(preset: str, players: int, bot: str, index: int, mixed: bool = False) -> str:
    names = player_names(players)
    roles = table_roles(preset, players, MIXED if mixed else None)
    seed = game_seed(7, index)
    setup = deal(preset, names, roles, {}, seed)
    if bot == "random":
        return digest(play_random(setup, seed))
    game, claims = play_reasoning(setup, seed)
    return digest(game, claims)


PINNED = {
    "standard:15:reasoning:0": "43abc3ab8cbbae35",
    "standard:15:reasoning:1": "4626df2024fe145c",
    "standard:15:reasoning:2": "9ae6379366b37e8c",
    "standard:15:random:0": "b074e6d6f8ca39e2",
    "standard:15:random:1": "d26f73a01f2d1341",
    "standard:15:random:2": "1d0d2f8b0aaa39ee",
    "standard:8:reasoning:0": "d84ee5297927780e",
    "standard:8:reasoning:1": "29dde6cde766ae0d",
    "standard:8:reasoning:2": "4005fb3e0a71b9d6",
    "standard:8:random:0": "7a24e4868be4d4d2",
    "standard:8:random:1": "5c1b0c08677d1634",
    "standard:8:random:2": "633bff99f6c82554",
    "compact:9:reasoning:0": "d53922d9a90e7c10",
    "compact:9:reasoning:1": "451ea37b7c0549c5",
    "compact:9:reasoning:2": "990dd3f5e05767c8",
    "compact:9:random:0": "f139924ffbe1f393",
    "compact:9:random:1": "9427383c1cf82a40",
    "compact:9:random:2": "a7a187246b52e611",
    "traditional:12:reasoning:0": "e8d73433934938c7",
    "traditional:12:reasoning:1": "6c9750618a5997d3",
    "traditional:12:reasoning:2": "d3d7c9a0f7416020",
    "traditional:12:random:0": "17b87b3e5e2b9256",
    "traditional:12:random:1": "3f6e61e43b0b6cba",
    "traditional:12:random:2": "dff9503f56573c54",
    "basic:10:reasoning:0": "3c8c55ce0b6e139f",
    "basic:10:reasoning:1": "c31f417f4dee916b",
    "basic:10:reasoning:2": "d5ef96776087792f",
    "basic:10:random:0": "cdbcfdee628f4b34",
    "basic:10:random:1": "a9e9278a2f26b745",
    "basic:10:random:2": "46940ed41dba761a",
    "classic:11:reasoning:0": "84bdb5310e516e8e",
    "classic:11:reasoning:1": "0d5cb45decd8179a",
    "classic:11:reasoning:2": "79caa9789988682c",
    "classic:11:random:0": "ebcada5443c6636f",
    "classic:11:random:1": "d48985a1a885d1b1",
    "classic:11:random:2": "1e1ca46f0faa2579",
    "standard:16:reasoning:0:mixed": "315aa2f0c2702b85",
    "standard:16:reasoning:1:mixed": "a245e8091a514104",
    "standard:16:reasoning:2:mixed": "ff0f3253ca2a784a",
    "standard:16:reasoning:3:mixed": "0ded39a152bd879c",
    "standard:16:random:0:mixed": "d7dae566d3832d21",
    "standard:16:random:1:mixed": "1cc8681851a1665c",
    "standard:16:random:2:mixed": "3ae8bc801b8874de",
    "standard:16:random:3:mixed": "1538ab3a36148848",
}


@pytest.mark.parametrize("key", sorted(PINNED))
def test_seeded_game_is_unchanged(key: str) -> None:
    preset, players, bot, index, *mixed = key.split(":")
    assert _play(preset, int(players), bot, int(index), bool(mixed)) == PINNED[key]
