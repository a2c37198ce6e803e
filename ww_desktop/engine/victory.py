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
4. A role held by someone still here may hold the game (`Role.holds_victory`): a Nightly- or
   Bite-type Vampire blocks every other win; it wins when no werewolf is left and the rest are
   no more than the Vampires (nightly), or when everyone else still here is bitten (bite)
   (`Role.claim_victory` with no base winner).
5. Someone else takes a decided game (`Role.claim_victory`, roles held by someone still here,
   in `Role.victory_rank` order): a Fox or Fox Cub (Foxes' side), then both Lovers still here
   (when `lovers_own_side`), then a Survive-type Vampire.
6. Winners: every seat on the winning side, gone or not; then `Role.narrow_winners` (the Lone
   Wolf only when it is the last werewolf, `lone_wolf_wins: alone`); then `Role.wins_alone`
   (Teruteru also wins when it went home by the vote, or any way under `teruteru_wins: any`).

Step 2 is `Role.last_word` (Cupid's pair), asked of roles held by anyone, gone or not; the
Wolfsbane's last-two question in step 3 is `Role.at_pack_parity`. The core names no role but
the plain Villager (the classic rule counts them).
"""

from __future__ import annotations

from collections.abc import Iterator

from .outcome import DRAW as DRAW
from .outcome import Outcome as Outcome
from .role_base import Role, hooked
from .sides import Count, Side
from .state import GameState


def decide(g: GameState) -> Outcome | None:
    """The outcome if the game is decided now, else None."""
    alive = g.alive()
    if not alive:
        return Outcome(DRAW)
    outcome = _decide(g, alive)
    for role in _held(g, "last_word", alive_only=False):
        outcome = role.last_word(g, alive, outcome)
    return outcome


def _held(g: GameState, hook: str, *, alive_only: bool = True) -> Iterator[Role]:
    """The roles with this hook of their own held by a seat (still here, or any), once each,
    in `victory_rank` order then by id."""
    own = hooked(hook)
    if not own:
        return iter(())
    ids = {s.role for s in g.seats if s.role in own and (s.here or not alive_only)}
    if not ids:  # the usual case: nobody holds such a role
        return iter(())
    roles = [g.role_by_id(i) for i in ids]
    return iter(sorted(roles, key=lambda r: (r.victory_rank, r.id)))


def _decide(g: GameState, alive: list[int]) -> Outcome | None:
    """Checks 3 to 6 of the module docstring (someone is still here)."""
    holders = [r for r in _held(g, "holds_victory") if r.holds_victory(g, alive)]
    if holders:
        for role in holders:
            side = role.claim_victory(g, alive, None)
            if side is not None:
                return _finish(g, side.value)
        return None
    base = _base(g, alive)
    if base is None:
        return None
    if base == DRAW:
        return Outcome(DRAW)
    for role in _held(g, "claim_victory"):
        side = role.claim_victory(g, alive, base)
        if side is not None:
            return _finish(g, side.value)
    return _finish(g, base)


def _base(g: GameState, alive: list[int]) -> str | None:
    counting = hooked("count_of")  # roles whose count depends on the game; the rest: `count`
    seats = g.seats
    counts = [
        g.count_of(i) if seats[i].role in counting else g.role_by_id(seats[i].role).count
        for i in alive
    ]
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
        for role in _held(g, "at_pack_parity"):
            other = role.at_pack_parity(g, alive)
            if other is not None:
                return other
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


def _finish(g: GameState, side: str) -> Outcome:
    winners = {s.index for s in g.seats if g.side_of(s.index).value == side}
    for role in _held(g, "narrow_winners", alive_only=False):
        winners = role.narrow_winners(g, side, winners)
    alone = hooked("wins_alone")
    if alone:
        for s in g.seats:
            if s.role in alone and g.role(s.index).wins_alone(g, s.index):
                winners.add(s.index)
    return Outcome(side, frozenset(winners))
