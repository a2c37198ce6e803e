"""What happened during one night, as the resolution stages fill it in."""

from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field

from .departure import Departure  # at run time too: the compiled build checks the type
from .requests import Target, Verb
from .stages import Stage as Stage


@dataclass
class Night:
    """One night's choices and the facts the stages derive from them.

    Attributes:
        number: the night number.
        answers: every answer given this night, by (seat, verb).
        pranks: the pack's pranks as (target, prankster).
        guarded: protected seat -> the guard (Knight or Doctor).
        trapped: trapped seat -> the Trapper.
        sprinkled: seats with Wolfsbane on the doorstep tonight.
        saved: seats the Witch's waking potion saves tonight.
        void: seats whose own night action does not happen (sent home before acting).
        acting: seat -> the role id it acts with tonight, when that differs from its role now
            (a Thief's steal: the stolen power works from the next night, and the robbed
            seat's own choice tonight still counts). See `GameState.acting_role`.
        queue: trips home waiting to be processed.
        gone: seats that went home this night, in order.
        flags: anything else a role needs for the rest of the night.
    """

    number: int
    answers: dict[tuple[int | None, Verb], Target] = field(default_factory=dict)
    pranks: list[tuple[int, int]] = field(default_factory=list)
    guarded: dict[int, int] = field(default_factory=dict)
    trapped: dict[int, int] = field(default_factory=dict)
    sprinkled: set[int] = field(default_factory=set)
    saved: set[int] = field(default_factory=set)
    void: set[int] = field(default_factory=set)
    acting: dict[int, str] = field(default_factory=dict)
    queue: deque[Departure] = field(default_factory=deque)
    gone: list[int] = field(default_factory=list)
    flags: dict[str, object] = field(default_factory=dict)

    def choice(self, seat: int, verb: Verb) -> int | None:
        """The single target a seat chose for a verb tonight (None: none)."""
        target = self.answers.get((seat, verb))
        return target if isinstance(target, int) else None

    def choices(self, verb: Verb) -> list[tuple[int, int]]:
        """(actor, target) for every single-target answer with this verb, in seat order."""
        found = [
            (seat, target)
            for (seat, v), target in self.answers.items()
            if v is verb and seat is not None and isinstance(target, int)
        ]
        return sorted(found)
