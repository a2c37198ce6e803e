"""Night resolution: one ordered table of named stages, read top to bottom.

    steal     the Thief takes a role (night 1); from here on passive rules read the new roles,
              but every seat uses tonight the night power of the role it held when choosing
              (`GameState.acting_role`): the victim's own choice tonight still counts and the
              stolen power works for the Thief from the next night; no steal from a Psycho
              Killer (the protect stage sends the Thief home)
    link      Cupid links two players (night 1)
    protect   guards (Knight, Doctor), traps, Wolfsbane, the Magistrate's shield, the Priest's
              blessing; then every night power aimed at a Psycho Killer sends its user home
              (the power itself still works first), and a Fox looked into by a Seer or an
              active Apprentice Seer is queued to go home (no guard stops it)
    look      Seer, Apprentice Seer, Fox Cub (its yes/no lot is drawn here), Devil, Spy,
              Sorcerer; the Medium
    attack    the pack's prank(s) first (a double prank in seat order of its targets), each
              checked in this order: trap (a guard on the same
              person sends the guard home instead and the prank goes through), guard, Wolfsbane
              (`Night.sprinkled` or `Role.wards_off_prank`),
              the Witch's waking potion, the target's own role (Fox, Cursed, Tough Guy, Psycho
              Killer); then the other night kills in `Role.kill_rank` order, seed 004's pecking
              order (Mafia, then the
              Vigilante: a killer sent home earlier tonight does not kill; the Archangel's
              guard stops both, Wolfsbane neither), the Vampire (a guard or a trap stops it), the
              Assassin (past guards), the sleeping potion (past guards)
    save      the waking potion that brings back the person voted home
    convert   a hook for roles that change side during the night (none today: a pranked Cursed
              joins the pack only when the next night falls, see roles/cursed.py)
    depart    every queued trip home, with all chains (see deaths.py); a Psycho Killer
              refuses every night-time trip home (`Role.resists`, before any blessing)
    delayed   the Tough Guy's and the Old Man's trips home, with their chains (the Old Man's
              `wolves_left_times_two` counts the werewolves here after `depart`)
    morning   who went home, the bread, the Magistrate's shield, a peaceful morning; then the
              private messages held for the morning (`GameState.tell_at_morning`)
    dawn      reactions held for after the dawn (seed 002's Hunter attacked in the night:
              `hunter_shot_timing: after_dawn`), their chains, and who they sent home
    victory   the preset's victory rule (see victory.py)

Two trips home in one night that chain into each other resolve in queue order: first every trip
the stages above queued (in the order they queued them), then each chain right after the trip
that set it off (a chain joins the end of the queue: trips queued before it go first; someone
whose trip is queued still counts as here, e.g. for a Nekomata's draw or "is the game decided"
when a Hunter goes home). A Hunter's shot is asked once the trips home queued with the
Hunter's have gone (seed 000: not asked when the game is decided on that settled state; seed
002 always asks, unless the Hunter was poisoned, and asks a Hunter gone in the night only after
the dawn). Seed 002's `attack_first` timing checks victory right
after the pack's prank: a game it decides ends before the poison and any shot.

Role modules join a stage through `Role.at_stage`; they never reorder the table.
"""

from __future__ import annotations

from collections import deque
from collections.abc import Callable, Generator, Iterable
from typing import Any

from . import deaths
from .deaths import leave
from .messages import Audience
from .night import Night, Stage
from .requests import Request, Verb
from .role_base import REGISTRY, hooked
from .state import Cause, GameState, Phase
from .victory import decide

Asks = Generator[list[Request], dict[Any, Any], None]


_STAGED: dict[Stage, tuple[int, frozenset[str]]] = {}
"""stage -> (the registry's size when found, the roles acting at it)."""


def _staged(stage: Stage) -> frozenset[str]:
    """The roles whose `at_stage` may do something at this stage (see `Role.stages`)."""
    cached = _STAGED.get(stage)
    if cached is not None and cached[0] == len(REGISTRY):
        return cached[1]
    own = hooked("at_stage")
    found = frozenset(i for i in own if stage in _stages_of(type(REGISTRY[i])))
    _STAGED[stage] = (len(REGISTRY), found)
    return found


def _stages_of(cls: type) -> frozenset[str] | tuple[Stage, ...]:
    """The stages `cls.at_stage` acts at: the `stages` of the class that defines it."""
    for klass in cls.__mro__:
        if "at_stage" in vars(klass):
            declared = vars(klass).get("stages")
            return tuple(Stage) if declared is None else frozenset(declared)
    return tuple(Stage)


def _at_stage(stage: Stage, g: GameState, seats: Iterable[int], night: Night) -> None:
    """Run the `at_stage` hook of each of these seats' acting roles, in seat order (a role
    without a hook of its own, or one that acts at other stages, is skipped: the base
    class's does nothing)."""
    staged = _staged(stage)
    acting = night.acting
    held = g.seats
    if not acting:  # the usual night: every seat acts with its role now
        if staged.isdisjoint([s.role for s in held]):
            return  # nobody holds a role acting at this stage
        for seat in [i for i in seats if held[i].role in staged]:
            g.role_by_id(held[seat].role).at_stage(stage, g, seat, night)
        return
    for seat in seats:
        role_id = acting.get(seat)
        if role_id is None:
            role_id = held[seat].role
        if role_id in staged:
            g.role_by_id(role_id).at_stage(stage, g, seat, night)


def _roles_at(stage: Stage) -> Callable[[GameState, Night], Asks]:
    def run(g: GameState, night: Night) -> Asks:
        _at_stage(stage, g, range(len(g.seats)), night)
        yield from ()

    run.__name__ = f"stage_{stage}"
    return run


def stage_protect(g: GameState, night: Night) -> Asks:
    """Guards, traps, doorsteps, shields, blessings; then the Psycho Killer's reach."""
    _at_stage(Stage.PROTECT, g, g.alive(), night)
    reacting = hooked("on_targeted")
    for (actor, verb), target in list(night.answers.items()):
        if actor is None or verb in (Verb.NOTE, Verb.VOTE, Verb.RUNOFF):
            continue
        if verb is Verb.ATTACK and not any(p == actor for _, p in night.pranks):
            continue  # only the wolf who plays the prank uses it
        for t in target if isinstance(target, tuple) else (target,):
            if isinstance(t, int) and g.here(t) and g.seats[t].role in reacting:
                g.role(t).on_targeted(g, t, actor, verb, night)
    yield from ()


_KILLERS: list[tuple[int, frozenset[str]]] = []


def _killers() -> frozenset[str]:
    """The roles with a `kill_rank` (the registry's, remade when it grows)."""
    if not _KILLERS or _KILLERS[0][0] != len(REGISTRY):
        found = frozenset(i for i, r in REGISTRY.items() if r.kill_rank is not None)
        _KILLERS[:] = [(len(REGISTRY), found)]
    return _KILLERS[0][1]


def stage_attack(g: GameState, night: Night) -> Asks:
    """The pack's pranks, then the other night kills in pecking order."""
    for target, prankster in night.pranks:
        if g.here(target):
            resolve_prank(g, night, target, prankster)
    if g.rules["victory_timing"] == "attack_first" and _attack_decides(g, night):
        night.flags["ended_by_attack"] = True
        return
    if not night.acting and _killers().isdisjoint([s.role for s in g.seats]):
        yield from ()
        return  # no night killer at the table (every seat acts with its role now)
    killers = sorted(
        (acting.kill_rank, seat)
        for seat in range(len(g.seats))
        if (acting := g.acting_role(night, seat)).kill_rank is not None
    )
    for _rank, seat in killers:
        g.acting_role(night, seat).at_stage(Stage.ATTACK, g, seat, night)
    yield from ()


def resolve_prank(g: GameState, night: Night, target: int, prankster: int) -> None:
    """One prank on one person: trap (`Role.trap_sprung`), guard, Wolfsbane, waking potion,
    the target's role (`Role.on_pranked`)."""
    if target in night.trapped:
        trapper = night.trapped[target]
        if g.acting_role(night, trapper).trap_sprung(g, trapper, night, target, prankster):
            return
    elif target in night.guarded:
        g.host("guard_worked", seat=target, guard=night.guarded[target])
        return
    if target in night.sprinkled or g.role(target).wards_off_prank(g, target):
        g.host("wolfsbane_worked", seat=target)
        return
    if target in night.saved:
        g.host("potion_saved", seat=target)
        return
    if g.role(target).on_pranked(g, target, night, prankster):
        return
    leave(night.queue, target, Cause.PRANK, prankster)


def _attack_decides(g: GameState, night: Night) -> bool:
    """Seed 002's attack_first: would the prank alone decide the game?"""
    doomed = [d.seat for d in night.queue if d.cause is Cause.PRANK and g.here(d.seat)]
    for seat in doomed:
        g.seats[seat].here = False
    try:
        return decide(g) is not None
    finally:
        for seat in doomed:
            g.seats[seat].here = True


def stage_depart(g: GameState, night: Night) -> Asks:
    """Every queued trip home, chains included."""
    if night.flags.get("ended_by_attack"):
        night.flags["no_reactions"] = True
        g.marks.no_reactions = True
        yield from deaths.process(g, night.queue, night.gone)
        g.marks.no_reactions = False
        return
    yield from deaths.process(g, night.queue, night.gone)


def stage_delayed(g: GameState, night: Night) -> Asks:
    """The Tough Guy's and the Old Man's trips home, then their chains."""
    if night.flags.get("ended_by_attack"):
        return
    _at_stage(Stage.DELAYED, g, range(len(g.seats)), night)
    yield from deaths.process(g, night.queue, night.gone)


def stage_morning(g: GameState, night: Night) -> Asks:
    """Morning: the phase turns to day and the news is read."""
    g.phase = Phase.DAY
    g.day_no += 1
    g.nights_done += 1
    g.voted_home = None
    start = len(g.messages)
    gone = list(dict.fromkeys(night.gone))
    g.dawn = gone
    g.emit("morning", gone=gone)
    deaths.public_gone(g, gone)
    if not gone:
        g.emit("peaceful_morning")
    news = hooked("at_morning")
    for seat in range(len(g.seats)):
        if g.seats[seat].role in news:
            g.role(seat).at_morning(g, seat)
    for seat, msg_id, params in g.mem.pop("morning_tells", []):
        g.tell(seat, msg_id, **params)
    g.morning_ids = [m.id for m in g.messages[start:] if m.audience is Audience.PUBLIC]
    yield from ()


def stage_dawn(g: GameState, night: Night) -> Asks:
    """Seed 002's script: reactions held through the night (a Hunter attacked in the night)
    come after the dawn is read; whoever they send home is announced next, before victory."""
    if not g.mem.get("settled"):
        return
    start = len(g.messages)
    gone: list[int] = []
    yield from deaths.process(g, deque(), gone)
    deaths.public_gone(g, gone)
    g.morning_ids += [m.id for m in g.messages[start:] if m.audience is Audience.PUBLIC]


def stage_victory(g: GameState, night: Night) -> Asks:
    """Check the victory rule."""
    end_if_decided(g)
    yield from ()


def end_if_decided(g: GameState) -> bool:
    """End the game if it is decided now; return whether it ended."""
    outcome = decide(g)
    if outcome is None:
        return False
    g.winner, g.winners = outcome.winner, outcome.winners
    g.phase = Phase.ENDED
    g.emit("game_over", winner=outcome.winner, winners=sorted(outcome.winners))
    return True


STAGES: tuple[tuple[Stage, Callable[[GameState, Night], Asks]], ...] = (
    (Stage.STEAL, _roles_at(Stage.STEAL)),
    (Stage.LINK, _roles_at(Stage.LINK)),
    (Stage.PROTECT, stage_protect),
    (Stage.LOOK, _roles_at(Stage.LOOK)),
    (Stage.ATTACK, stage_attack),
    (Stage.SAVE, _roles_at(Stage.SAVE)),
    (Stage.CONVERT, _roles_at(Stage.CONVERT)),
    (Stage.DEPART, stage_depart),
    (Stage.DELAYED, stage_delayed),
    (Stage.MORNING, stage_morning),
    (Stage.DAWN, stage_dawn),
    (Stage.VICTORY, stage_victory),
)
"""Every stage, in order (`Stage` lists the same names in the same order; a test checks it)."""


def resolve(g: GameState, night: Night) -> Asks:
    """Run every stage in order."""
    for _name, stage in STAGES:
        yield from stage(g, night)
