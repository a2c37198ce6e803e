"""Which page the host's console shows, as a pure function of the game and the voice (no Qt).

The console (`console.ModeratorConsole`) asks `console_page` on every change and only draws
the answer; this module decides, in this order:

1. no game: `NO_GAME`;
2. a call the voice is making for a role whose players are all gone, or, once the game's
   night is over but the table's is not (the roles still to be called are all gone), the
   next call the voice will make (`upcoming`): `CALL`, drawn like that role's own step, so that
   a glance at the laptop tells nothing (it used to say "The narration is still reading", or
   to jump to the day while the voice was still calling the werewolves);
3. a decided game: `END` (the host confirms it);
4. the last words after a vote (a host record of the log): `LAST_WORDS`;
5. the day's discussion or ballot while the voice has not told the table the morning or the
   outcome yet: `WAITING`;
6. otherwise the game's own step (`current_step` of the pending requests, or the day power
   the host opened): `STEP`.

The same inputs always give the same page: the console's tests can check the flow here
without widgets, and the widgets' tests check the drawing.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from dataclasses import dataclass, field
from enum import Enum

from ...engine.game import Game
from ...engine.playlist import Call, role_steps
from ...engine.requests import Request
from .steps import BALLOT, DISCUSSION, IDLE, SINGLE, Step, current_step


class Page(Enum):
    """The console's kinds of page."""

    NO_GAME = "no_game"
    CALL = "call"
    END = "end"
    LAST_WORDS = "last_words"
    WAITING = "waiting"
    STEP = "step"


@dataclass(frozen=True)
class Shown:
    """What the console shows.

    Attributes:
        page: the kind of page.
        call: the call shown (`Page.CALL`): a gone role's, or the next one to come.
        upcoming: the call shown has not begun yet ("Not called yet").
        step: the game's step (`Page.STEP`, and the step behind `Page.WAITING`).
    """

    page: Page
    call: Call | None = None
    upcoming: bool = False
    step: Step = field(default_factory=lambda: Step(IDLE))


def night_call(
    game: Game,
    *,
    behind: bool,
    calling: Call | None,
    next_call: Callable[[], Call | None],
) -> tuple[Call | None, bool]:
    """The call whose step the console shows instead of the game's own, and whether it is
    still to come (see the module). *behind*: the table has not been told where the game is;
    *calling*: the call the voice is making now (here or gone); *next_call*: the next call of
    tonight's plan the voice has not begun."""
    if game.state.phase.value != "night" and not behind:
        return None, False
    gone = calling if calling is not None and not calling.here else None
    if gone is not None or not behind:
        return gone, False
    upcoming = next_call()
    return upcoming, upcoming is not None


def console_page(
    game: Game | None,
    *,
    pending: Sequence[Request],
    behind: bool,
    calling: Call | None,
    next_call: Callable[[], Call | None],
    last_words: bool,
    focus: Request | None,
) -> Shown:
    """The console's page now (see the module for the order). *focus*: a day power the host
    opened from the discussion (dropped once it is no longer pending)."""
    if game is None:
        return Shown(Page.NO_GAME)
    call, upcoming = night_call(game, behind=behind, calling=calling, next_call=next_call)
    s = game.state
    if call is not None and any(call.step in role_steps(s.role(i)) for i in range(len(s.seats))):
        return Shown(Page.CALL, call, upcoming)
    if game.ended:
        return Shown(Page.END)
    if last_words:
        return Shown(Page.LAST_WORDS)
    if focus is not None and focus in pending:
        step = Step(SINGLE, (focus,))
    else:
        step = current_step(pending)
    if step.kind in (DISCUSSION, BALLOT) and behind:
        return Shown(Page.WAITING, step=step)
    return Shown(Page.STEP, step=step)
