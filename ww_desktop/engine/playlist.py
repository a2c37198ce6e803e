"""The night's play list: which steps are called, in which order, and for how long.

This is the one place that decides who is called at night. The narration script, the
moderator console's header, the pass-and-play turns and the flight recorder all read
:func:`night_plan`; nothing outside the engine decides again who is called. It names no role:
what a role brings to the night it says itself, step by step (``Role.calling``).

A night's plan lists one :class:`Call` per step read aloud, in the preset's calling order
(``Preset.call_order``). A role's step missing from that order is called just before the
role's own ``step`` (the Seer's free white in her slot); the steps of a role the preset does
not order at all come last, as the engine orders their requests.

- A role's calling steps are its ``step`` and any ``*_step`` class attribute
  (:func:`role_steps`: the Devil's ``wake_step``, the Seer's ``free_white_step``). A step is
  called when a role that has it was *dealt* and that role's ``Role.calling(g, step, night,
  dealt)`` gives the step's kind (the Seer's first night, the Devil's and the Spy's wake only
  when a Seer was dealt, the Witch from ``witch_from_night``...). A role never dealt is never
  called (:attr:`NightPlan.uncalled` lists the preset's steps left out).
- The first played night adds the meetings (:data:`MEETING_STEPS`): ``pack_meets`` when a
  pack role was dealt, and each role's ``Role.meeting`` when ``Role.meets`` says so.
- A step whose players have all gone home is still called (``Call.here`` is False), with the
  same words and the **same call window**, so that nothing the table hears tells who is gone.

The call window rule (see ``docs/timeline.md``). From "open your eyes" to "close your eyes" a
call lasts exactly :attr:`Call.window_ms`, whether its players are here or gone: the window
depends only on the kind of step (:data:`WINDOW_MS`) and the table's ``call_window`` house
rule (:data:`WINDOW_SCALE`). A live role's answer does not shorten it; only the host's
explicit "more time" lengthens it. An answer the host enters after the window closed is still
taken (the player pointed while awake). The voice waits for the game only at a team's pick
(:data:`PACK_STEPS`: the pack is always here while the game goes on), never for a role that
may be gone: a "reaction" call (the Witch) comes after the previous sleep line like any other
call, whether the Seer before her has looked, is late or is gone; her requests appear once the
night's first batch is in, and an answer entered after her window is still taken.
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Mapping
from dataclasses import dataclass
from typing import Any

from .presets import get_preset
from .role_base import Role
from .roles import REGISTRY, canonical, role
from .setup import Setup
from .state import GameState, Seat

__all__ = [
    "MEETING_STEPS",
    "SKIPPED_STEPS",
    "STEP_NEEDS_DEALT",
    "WINDOW_MS",
    "WINDOW_SCALE",
    "Call",
    "NightPlan",
    "as_state",
    "called_steps",
    "first_played_night",
    "night_plan",
    "role_steps",
    "step_kind",
]

MEETING_STEPS: tuple[str, ...] = (
    "pack_meets",
    *sorted({r.meeting for r in REGISTRY.values() if r.meeting is not None}),
)
"""Steps that belong to no role's calling steps: first-night recognitions (the pack's, and
each role's `Role.meeting`)."""

SKIPPED_STEPS = frozenset({"notes"})
"""Calling-order steps that are never called aloud (everyone else's private note)."""

STEP_NEEDS_DEALT: Mapping[str, str] = {
    step: need for r in REGISTRY.values() for step, need in r.needs_dealt.items()
}
"""Steps only called when another role was dealt (`Role.needs_dealt`: the Devil and the Spy
are woken without a target so that the host knows them before the Seer looks)."""

PACK_STEPS = frozenset(r.step for r in REGISTRY.values() if r.team_pick and r.step)
"""Steps where a whole team agrees on one pick (`Role.team_pick`)."""

KINDS: tuple[str, ...] = ("meeting", "wake", "pack", "reaction", "power")
"""The kinds of call, the first one winning when roles sharing a step disagree."""

WINDOW_MS: Mapping[str, int] = {
    "meeting": 6000,
    "wake": 4000,
    "power": 12000,
    "pack": 15000,
    "reaction": 12000,
}
"""The call window of each kind of step (``normal`` house rule), in milliseconds."""

WINDOW_SCALE: Mapping[str, float] = {"short": 0.7, "normal": 1.0, "long": 1.5}
"""The ``call_window`` house rule: a factor on every call window."""


@dataclass(frozen=True, slots=True)
class Call:
    """One step called aloud tonight.

    Attributes:
        step: the calling step (a role id, "werewolves", a meeting step...).
        here: whether a player holding that step's role is still here (False: the step is
            called all the same, with the same window, and nobody answers).
        reaction: the step's requests exist only once the night's first batch is answered
            (the Witch, who is shown the pack's victim); its call does not wait for them.
        kind: "meeting", "wake", "power", "pack" or "reaction" (picks the default window).
        window_ms: how long the call lasts from its wake line to its sleep line.
    """

    step: str
    here: bool
    reaction: bool
    kind: str
    window_ms: int


@dataclass(frozen=True, slots=True)
class NightPlan:
    """Everything called on one night, in order.

    Attributes:
        night: the night number.
        calls: the calls in calling order.
        uncalled: the preset's calling steps not called tonight (roles never dealt, steps
            not due tonight).
    """

    night: int
    calls: tuple[Call, ...]
    uncalled: tuple[str, ...]

    @property
    def steps(self) -> tuple[str, ...]:
        """The called steps in order."""
        return tuple(c.step for c in self.calls)

    def call(self, step: str) -> Call | None:
        """The call of *step* tonight, if it is called."""
        return next((c for c in self.calls if c.step == step), None)


def _first_option(options: Any, purpose: str) -> Any:
    return options[0]


def as_state(source: Setup | GameState | Any) -> GameState:
    """The game state of *source*: a ``GameState``, a ``Game`` or a ``Setup``.

    For a setup a fresh state is built (nobody gone, nothing played) without running the
    game, so nothing is drawn.
    """
    if isinstance(source, GameState):
        return source
    state = getattr(source, "state", None)
    if isinstance(state, GameState):
        return state
    if isinstance(source, Setup):
        preset = get_preset(source.preset)
        seats = []
        for i, (name, role_id) in enumerate(source.seats):
            key = canonical(role_id) or role_id
            seats.append(Seat(i, name, key, key))
        return GameState(source, preset, preset.rules(source.settings), seats, _first_option)
    raise TypeError(f"not a setup, a game or a game state: {source!r}")


def first_played_night(g: GameState) -> int:
    """The number of the game's first night (one later when the game opens with a day)."""
    return int(g.preset.first_night) + (1 if g.rules.get("first_phase") == "day" else 0)


def role_steps(r: Role) -> tuple[str, ...]:
    """Every calling step of a role: its ``step`` and any ``*_step`` class attribute."""
    steps: list[str] = [r.step] if r.step else []
    for name in dir(type(r)):
        if name.endswith("_step") and name != "step":
            value = getattr(type(r), name, None)
            if isinstance(value, str) and value and value not in steps:
                steps.append(value)
    return tuple(steps)


def _dealt(g: GameState) -> Counter[str]:
    return Counter(canonical(s.dealt) or s.dealt for s in g.seats)


def _dealt_roles(g: GameState) -> dict[str, Role]:
    found: dict[str, Role] = {}
    for role_id in _dealt(g):
        if canonical(role_id) is not None:
            found[role_id] = role(role_id)
    return found


def _meeting_called(g: GameState, step: str, night: int, dealt: Counter[str]) -> bool:
    if night != first_played_night(g):
        return False
    if step == "pack_meets":
        return any(role(r).pack for r in dealt if canonical(r) is not None)
    return any(r.meeting == step and r.meets(g, dealt) for r in _dealt_roles(g).values())


def _kind(
    g: GameState, step: str, night: int, roles: Mapping[str, Role], dealt: Counter[str]
) -> str | None:
    """The kind of call of a role's step tonight (`Role.calling`), or None: not called."""
    kinds = {r.calling(g, step, night, dealt) for r in roles.values() if step in role_steps(r)}
    return next((k for k in KINDS if k in kinds), None)


def _order(g: GameState, roles: Mapping[str, Role]) -> list[str]:
    """The steps in calling order: the preset's, a role's step missing from it just before
    the role's own `step` (the Seer's free white in her slot), then the steps of roles the
    preset does not order, sorted."""
    order = list(g.preset.call_order)
    listed = set(order)
    before: dict[str, list[str]] = {}
    extra: set[str] = set()
    for r in roles.values():
        for step in role_steps(r):
            if step in listed:
                continue
            if r.step in listed and step != r.step:
                before.setdefault(r.step, []).append(step)
            else:
                extra.add(step)
    steps: list[str] = []
    for step in order:
        steps += sorted(before.get(step, ()))
        steps.append(step)
    return steps + sorted(extra)


def called_steps(source: Setup | GameState | Any, night: int) -> list[str]:
    """The steps called on *night*, in calling order (meetings included)."""
    return [step for step, _ in _called(as_state(source), night)]


def _called(g: GameState, night: int) -> list[tuple[str, str]]:
    """(step, kind) of every step called on *night*, in calling order."""
    roles = _dealt_roles(g)
    dealt = _dealt(g)
    found: list[tuple[str, str]] = []
    seen: set[str] = set()
    for step in _order(g, roles):
        if step in SKIPPED_STEPS or step in seen:
            continue
        seen.add(step)
        if step in MEETING_STEPS:
            if _meeting_called(g, step, night, dealt):
                found.append((step, "meeting"))
            continue
        kind = _kind(g, step, night, roles, dealt)
        if kind is not None:
            found.append((step, kind))
    return found


def _here(g: GameState, step: str) -> bool:
    """Whether someone still here plays this step (the meetings: the role that meets)."""
    if step == "pack_meets":
        return bool(g.pack())
    if step in MEETING_STEPS:
        return any(g.role(seat).meeting == step for seat in g.alive())
    return any(step in role_steps(g.role(seat)) for seat in g.alive())


def step_kind(g: GameState, step: str, night: int | None = None) -> str:
    """The kind of a step on *night* (the state's night when None), which sets its call
    window: as `Role.calling` says ("power" for a step not called that night)."""
    if step in MEETING_STEPS:
        return "meeting"
    number = g.night_no if night is None else night
    return _kind(g, step, number, _dealt_roles(g), _dealt(g)) or "power"


def window_ms(g: GameState, kind: str) -> int:
    """The call window of a kind of step under the table's ``call_window`` house rule."""
    scale = WINDOW_SCALE.get(str(g.rules.get("call_window", "normal")), 1.0)
    return round(WINDOW_MS[kind] * scale)


def night_plan(source: Setup | GameState | Any, night: int) -> NightPlan:
    """The play list of *night* for a setup, a game or a game state (see the module doc).

    ``Call.here`` reflects who is here in *source* now: read the plan of the current night
    from the running game.
    """
    g = as_state(source)
    calls = []
    for step, kind in _called(g, night):
        calls.append(Call(step, _here(g, step), kind == "reaction", kind, window_ms(g, kind)))
    called = {c.step for c in calls}
    uncalled = tuple(s for s in g.preset.call_order if s not in called and s not in SKIPPED_STEPS)
    return NightPlan(night, tuple(calls), uncalled)
