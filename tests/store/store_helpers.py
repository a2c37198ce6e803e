"""Shared builders for the store tests, importable by worker processes too."""

from __future__ import annotations

from pathlib import Path
from typing import Any

from ww_desktop.store import Store

NAMES = ["Ann", "Bob", "Chloé", "Dev", "Eve", "Finn", "Gus", "Hana", "Ivo", "Jo"]
ROLES = ["werewolf", "seer", "villager", "knight", "villager", "werewolf", "medium"]


def make_setup(names: list[str] | None = None, preset: str = "standard") -> dict[str, Any]:
    """A setup shaped like the engine's, with one seat per name."""
    names = NAMES[:5] if names is None else names
    return {
        "format": "ww-setup/1",
        "preset": preset,
        "settings": {"knight_repeat_guard": False},
        "seats": [[name, ROLES[i % len(ROLES)]] for i, name in enumerate(names)],
        "seed": 1234,
        "mode": "moderator",
    }


def make_record(i: int) -> dict[str, Any]:
    """Record number ``i``: alternately a lot and a choice of every target shape."""
    if i % 4 == 0:
        return {"kind": "lot", "value": i}
    target: Any = [None, i % 7, [i % 5, (i + 1) % 5]][i % 3]
    return {
        "kind": "choice",
        "seat": (i % 5) if i % 4 != 3 else None,
        "verb": "vote",
        "target": target,
    }


def make_summary(setup: dict[str, Any], winner: str = "village", days: int = 3) -> dict[str, Any]:
    """A summary in which every seat whose role is not werewolf is on the village side."""
    players = []
    for name, role in setup["seats"]:
        side = "werewolves" if role == "werewolf" else "village"
        players.append({"name": name, "role": role, "side": side, "won": side == winner})
    return {
        "winner": winner,
        "winners": [p["name"] for p in players if p["won"]],
        "days": days,
        "players": players,
    }


def append_many(path: str, game_id: str, count: int) -> int:
    """Worker: open its own ``Store`` on ``path`` and append ``count`` records to a game."""
    store = Store.open(Path(path), timeout=30)
    try:
        start = len(store.records(game_id))
        for i in range(start, start + count):
            store.append_record(game_id, i, make_record(i))
        return count
    finally:
        store.close()


def append_then_die(path: str, game_id: str, count: int) -> None:
    """Worker: append ``count`` records, then exit at once without closing anything,
    as a crash or a killed app would."""
    import os

    store = Store.open(Path(path))
    for i in range(count):
        store.append_record(game_id, i, make_record(i))
    os._exit(0)
