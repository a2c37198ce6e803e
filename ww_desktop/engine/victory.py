"""Who has won, if anyone: the preset's victory rule, then the roles that change it.

Order of checks (written once here; scenarios pin each):
1. Nobody left: a draw.
2. Cupid's pair are the last two left: they win together (seed 004), even a human and a
   werewolf, whenever the rest of these rules would not already make both of them winners
   (two villagers left as the pair: the village wins, as it would anyway).
3. The base rule: `parity` (werewolves at least as many as everyone counted; the Mafia likewise
   against everyone else, after the werewolves: seed 004's pecking order) or `classic` (seed
   002: werewolves win when every plain Villager or every special role is gone). The village
   wins when no werewolf (and no Mafia) is left. Seed 004's last-two Wolfsbane question follows
   the `wolfsbane_last_two` setting. Open choice, `classic` when the last werewolf and the
   last plain Villager (or special role) go home in the same resolution: the village wins.
   Seed 002 checks victory after the complete resolution; then "all Werewolves eliminated"
   holds, and no werewolf is left to claim "all Villagers ... eliminated" (with nobody at all
   left it is the seed's draw). Under `victory_timing: attack_first` the attack is judged on
   its own first (resolution.py), so a last Villager taken by it gives the werewolves the win
   before the poison.
4. A Vampire still here (nightly or bite type) blocks every other win; it wins when no werewolf
   is left and the rest are no more than the Vampires (nightly), or when everyone else still
   here is bitten (bite).
5. Someone else takes a decided game: a Fox or Fox Cub still here (Foxes' side), then both
   Lovers still here (when `lovers_own_side`), then a Survive-type Vampire still here.
6. Winners: every seat on the winning side, gone or not; the Lone Wolf only when it is the last
   werewolf (`lone_wolf_wins: alone`); Teruteru also wins when it went home by the vote (or any
   way, under `teruteru_wins: any`).
"""

from __future__ import annotations

from .sides import Count, Side
from .state import GameState

Outcome = tuple[str, frozenset[int]]


def decide(g: GameState) -> Outcome | None:
    """The outcome if the game is decided now, else None."""
    alive = g.alive()
    if not alive:
        return ("draw", frozenset())
    outcome = _decide(g, alive)
    pair: frozenset[int] = frozenset(g.mem.get("cupid.pair") or ())
    if pair and set(alive) == pair and (outcome is None or not pair <= outcome[1]):
        return (Side.LOVERS.value, pair)
    return outcome


def _decide(g: GameState, alive: list[int]) -> Outcome | None:
    """Checks 3 to 6 of the module docstring (someone is still here)."""
    base = _base(g, alive)
    vampires = [i for i in alive if g.has_role(i, "vampire")]
    vampire_type = g.rules["vampire_type"]
    if vampires and vampire_type in ("nightly", "bite"):
        if _vampire_wins(g, alive, vampires, vampire_type):
            return _finish(g, Side.VAMPIRE.value)
        return None
    if base is None:
        return None
    if base == "draw":
        return ("draw", frozenset())
    if any(g.has_role(i, "fox", "fox_cub") for i in alive):
        return _finish(g, Side.FOXES.value)
    lovers = g.seats_with("lover", alive_only=False)
    if g.rules["lovers_own_side"] and len(lovers) >= 2 and all(g.here(i) for i in lovers):
        return _finish(g, Side.LOVERS.value)
    if vampires and vampire_type == "survive":
        return _finish(g, Side.VAMPIRE.value)
    return _finish(g, base)


def _base(g: GameState, alive: list[int]) -> str | None:
    counts = [g.count_of(i) for i in alive]
    wolves = counts.count(Count.WOLF)
    mafia = counts.count(Count.MAFIA)
    humans = counts.count(Count.HUMAN)
    if wolves == 0 and mafia == 0:
        return Side.VILLAGE.value
    if g.rules["victory"] == "classic":
        if wolves == 0:
            return None
        return Side.WEREWOLVES.value if _classic_wolves_win(g) else None
    if wolves and wolves >= humans + mafia:
        if _wolfsbane_last_two(g, alive):
            outcome = g.rules["wolfsbane_last_two"]
            return {"village": Side.VILLAGE.value, "stalemate": "draw"}.get(
                outcome, Side.WEREWOLVES.value
            )
        return Side.WEREWOLVES.value
    if mafia and mafia >= humans + wolves:
        return Side.MAFIA.value
    return None


def _classic_wolves_win(g: GameState) -> bool:
    """Seed 002 Classic: every plain Villager gone, or every special role gone (if dealt)."""
    villagers = [s for s in g.seats if s.role == "villager"]
    specials = [
        s.index
        for s in g.seats
        if g.count_of(s.index) is not Count.WOLF and g.role(s.index).special
    ]
    return bool(
        (villagers and not any(s.here for s in villagers))
        or (specials and not any(g.here(i) for i in specials))
    )


def _wolfsbane_last_two(g: GameState, alive: list[int]) -> bool:
    return len(alive) == 2 and any(g.has_role(i, "wolfsbane") for i in alive)


def _vampire_wins(g: GameState, alive: list[int], vampires: list[int], kind: str) -> bool:
    others = [i for i in alive if i not in vampires]
    if kind == "bite":
        return all(g.mem.get(f"bitten.{i}") for i in others)
    wolves = [i for i in alive if g.is_wolf(i)]
    return not wolves and len(others) <= len(vampires)


def _finish(g: GameState, side: str) -> Outcome:
    winners = {s.index for s in g.seats if g.side_of(s.index).value == side}
    if side == Side.WEREWOLVES.value and g.rules["lone_wolf_wins"] == "alone":
        lone = set(g.seats_with("lone_wolf", alive_only=False))
        if lone:
            wolves_here = [i for i in g.alive() if g.is_wolf(i)]
            if len(wolves_here) == 1 and wolves_here[0] in lone:
                winners = {wolves_here[0]}
            else:
                winners -= lone
    for s in g.seats:
        counts = g.rules["teruteru_wins"] == "any" or g.mem.get(f"voted_home.{s.index}")
        if s.role == "teruteru" and not s.here and counts:
            winners.add(s.index)
    return (side, frozenset(winners))
