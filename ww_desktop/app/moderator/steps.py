"""What the console shows next: the pending requests grouped into one host step.

`current_step()` reads `controller.pending()` (already sorted in calling order) and returns one
`Step`. Several engine requests become one host action here:

- the pack's `attack` (one request per werewolf): ONE step; the host's pick is applied as the
  first werewolf's answer and the other werewolves are answered "nobody" (the engine's
  `pack_split` rule takes the first pick in seat order, or the larger pick; either way the one
  named pick wins);
- `note` requests (everyone without a power): one "skip all notes" action, `None` for each;
- the day's discussion (`end_discussion` plus day powers such as the Dictator's `dictate`);
- the ballot (`vote`) and the run-off (`runoff`): one request per voter, entered in a grid.

Everything else is shown one request at a time, in calling order.
"""

from __future__ import annotations

from collections.abc import Sequence
from dataclasses import dataclass, field

from ...engine.requests import Request, Verb

PACK = "pack"
NOTES = "notes"
DISCUSSION = "discussion"
BALLOT = "ballot"
SINGLE = "single"
IDLE = "idle"


@dataclass(frozen=True)
class Step:
    """One thing the host does next.

    Attributes:
        kind: PACK, NOTES, DISCUSSION, BALLOT, SINGLE or IDLE.
        requests: the engine requests this step answers (the first one leads).
        powers: day powers usable during the discussion (DISCUSSION only).
    """

    kind: str
    requests: tuple[Request, ...] = ()
    powers: tuple[Request, ...] = field(default=())

    @property
    def lead(self) -> Request | None:
        """The request whose targets and count the step shows."""
        return self.requests[0] if self.requests else None


def current_step(pending: Sequence[Request]) -> Step:
    """Group the pending requests into the step the host answers next."""
    if not pending:
        return Step(IDLE)
    end = [r for r in pending if r.verb is Verb.END_DISCUSSION]
    if end:
        powers = tuple(r for r in pending if r.seat is not None and r.group == end[0].group)
        return Step(DISCUSSION, tuple(end), powers)
    first = pending[0]
    if first.verb in (Verb.VOTE, Verb.RUNOFF):
        return Step(BALLOT, tuple(r for r in pending if r.verb is first.verb))
    if first.verb is Verb.ATTACK and first.step == "werewolves":
        return Step(
            PACK, tuple(r for r in pending if r.verb is Verb.ATTACK and r.step == first.step)
        )
    if first.verb is Verb.NOTE:
        return Step(NOTES, tuple(r for r in pending if r.verb is Verb.NOTE))
    return Step(SINGLE, (first,))


def distribute(requests: Sequence[Request], totals: dict[int, int]) -> dict[int, int | None] | None:
    """Turn entered vote totals into one ballot per voter ("totals" mode).

    The engine needs one choice per voter. Voters are assigned in seat order to the candidates
    in seat order (the first voters to the first candidate...), never to themselves: a small
    augmenting-path matching fixes the cases where the plain order would make someone vote for
    themselves. Voters left over abstain (None). Returns None when the totals cannot be
    distributed (more votes than voters, or a candidate only its own voter could vote for).
    Totals count ballots, not weighted votes (a Mayor's ballot still counts double).
    """
    voters = [r.seat for r in requests if r.seat is not None]
    allowed = {r.seat: set(r.targets) for r in requests if r.seat is not None}
    slots = [c for c in sorted(totals) for _ in range(max(0, totals[c]))]
    if len(slots) > len(voters):
        return None
    holder: dict[int, int] = {}  # voter -> slot index

    def place(slot: int, seen: set[int]) -> bool:
        for voter in voters:
            if slots[slot] not in allowed[voter] or voter in seen:
                continue
            seen.add(voter)
            if voter not in holder or place(holder[voter], seen):
                holder[voter] = slot
                return True
        return False

    for slot in range(len(slots)):
        if not place(slot, set()):
            return None
    ballots: dict[int, int | None] = {v: None for v in voters}
    for voter, slot in holder.items():
        ballots[voter] = slots[slot]
    return ballots
