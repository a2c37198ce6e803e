"""Pass-and-play planning without Qt: the questions of a turn, intents, stand-ins, state.

The screens in this package (`page.py`, `turn.py`) ask this module what a player may do on
their turn, and hand it back what they chose. Nothing here imports Qt, so the rules of a turn
can be read (and tested) apart from the widgets.

The Witch's problem, solved here. The engine asks the night's powers in two batches: batch 1
(every power, the pack's `attack`, a `note` for everyone else) and, once batch 1 is complete,
batch 2 (reactions: the Witch's save and poison, which need the pack's victim). In
pass-and-play every player takes exactly ONE turn per night, in seat order, so a second round
for reactions would show the whole table who the Witch is. Instead:

* when a player's turn comes and the engine will ask them a reaction later tonight
  (`predicted_reactions`), the turn asks their *intent* instead: "save whoever is attacked
  tonight" (yes/no) and "use the other potion on X" (a target or nobody). The intent is kept in
  the pass-and-play state and applied automatically when the engine asks (`intent_target`):
  the save's target is the victim, the poison's target is the one named (nobody if that
  player has gone home or cannot be named any more);
* when that player is the last one the night waits for (every other batch-1 answer is in and
  their own batch-1 request is only the `note`), the note is answered for them first
  (`note_to_release`), the engine opens batch 2, and the turn shows the real reaction with the
  victim's name.

Either way the turn has the same screens, the same buttons and the same minimum time as
everyone else's; only the content of the unlocked card differs.

Players who leave. A seat marked as left is answered by a stand-in (`StandIns`): the
reasoning bot for that seat (`ReasoningBots(game, seed, seats=...)`), or "skip", which answers
"nobody" wherever the rules allow it (and lets the bot answer where they do not).
"""

from __future__ import annotations

from collections.abc import Callable, Collection, Iterable, Mapping
from dataclasses import dataclass, field
from typing import Any

from ...engine.answers import LOOK_IDS, night_answers
from ...engine.bots import bot_rng, random_choice
from ...engine.game import EngineError, Game, LotError
from ...engine.messages import Audience, Message
from ...engine.night import Night
from ...engine.playlist import night_plan
from ...engine.reasoning import ReasoningBots
from ...engine.requests import Choice, IllegalChoice, Request, Target, Verb
from ...engine.state import Phase

LEFT_BOT = "bot"
"""A player who left is played by the reasoning bot."""
LEFT_SKIP = "skip"
"""A player who left is skipped: "nobody" wherever the rules allow it (else the bot)."""
LEFT_MODES = (LEFT_BOT, LEFT_SKIP)

ASKED = "asked"
"""A question that answers an open engine request."""
NOTE = "note"
"""A private note that only the player sees (not recorded: by day, or with nothing to do)."""
INTENT = "intent"
"""A reaction chosen ahead of time, applied when the engine asks it (see the module doc)."""

OPEN_VERBS = frozenset({Verb.SHOOT})
"""Reactions chosen in the open, on the big screen, never behind the privacy cover."""


@dataclass(frozen=True)
class Question:
    """One thing a player answers on their turn.

    Attributes:
        kind: ASKED (an engine request), NOTE (private, not recorded) or INTENT (applied later).
        verb: the verb asked.
        targets: the seats that may be named, in seat order (empty for a yes/no intent).
        can_skip: whether "nobody" (None) is allowed.
        count: how many seats one answer names.
        group: answering one question of a group with a target clears the others.
        request: the engine request answered (ASKED only).
        info: facts shown with the question ("victims", "pack", "picks": [(wolf, target)]).
        shown: False for a request answered "nobody" without asking (the note of a player
            whose turn asks an intent instead).
    """

    kind: str
    verb: Verb
    targets: tuple[int, ...]
    can_skip: bool = True
    count: int = 1
    group: str | None = None
    request: Request | None = None
    info: Mapping[str, Any] = field(default_factory=dict)
    shown: bool = True

    @property
    def yes_no(self) -> bool:
        """An intent answered yes or no (the Witch's "save whoever is attacked")."""
        return self.kind == INTENT and not self.targets


# ---------------------------------------------------------------- reactions and intents


def predicted_reactions(game: Game, seat: int) -> list[Request]:
    """The reactions the engine will ask this seat tonight once batch 1 is in (may be empty).

    Asked of the seat's role with an empty night (no victim yet), so a save that needs a
    victim is not among them: `can_save_later` tells whether one may come.
    """
    g = game.state
    if g.phase is not Phase.NIGHT or not g.here(seat):
        return []
    return list(g.role(seat).reaction_requests(g, seat, Night(g.night_no)))


def can_save_later(game: Game, seat: int) -> bool:
    """Whether this seat may be asked tonight to save whoever the pack attacks (the Witch).

    Who reacts tonight is the engine's play list (`night_plan`): the seat's step must be
    called tonight as a reaction. What remains to decide is the role's own (`Role.step_asks`):
    whether it may still be asked to save (the Witch's cure not used yet, and a cure that
    saves the attacked rather than the "revive the voted" one).
    """
    g = game.state
    if g.phase is not Phase.NIGHT or not g.here(seat):
        return False
    role = g.role(seat)
    step = role.step
    call = night_plan(game, g.night_no).call(step) if step else None
    if step is None or call is None or not call.reaction:
        return False
    return Verb.SAVE in role.step_asks(g, seat, step)


def reacts_tonight(game: Game, seat: int) -> bool:
    """Whether the engine may ask this seat a reaction later tonight."""
    return bool(predicted_reactions(game, seat)) or can_save_later(game, seat)


def note_to_release(
    game: Game, seat: int, answered: Collection[tuple[int | None, Verb]] = ()
) -> list[Choice]:
    """The `note` answers to give now so that this seat's reaction opens during its turn.

    Only when the night waits for nothing but this seat's notes (the other requests being
    `answered`, not yet applied) and the seat reacts tonight (see the module doc); else empty.
    """
    pending = [r for r in game.pending() if r.key() not in answered]
    if not pending or not reacts_tonight(game, seat):
        return []
    if any(r.seat != seat or r.verb is not Verb.NOTE for r in pending):
        return []
    return [Choice(seat, Verb.NOTE, None) for r in pending]


def intent_questions(game: Game, seat: int) -> list[Question]:
    """The intents a seat chooses on its turn, before the engine asks its reactions."""
    questions: list[Question] = []
    predicted = predicted_reactions(game, seat)
    # The save joins the group of the role's other reactions (the Witch's "one potion a
    # night"), as the engine will ask it.
    group = next((r.group for r in predicted), None)
    if can_save_later(game, seat):
        questions.append(Question(INTENT, Verb.SAVE, (), True, 1, group))
    for r in predicted:
        questions.append(Question(INTENT, r.verb, r.targets, True, r.count, r.group, info=r.info))
    return questions


def intent_target(request: Request, intent: Mapping[str, Any]) -> Target:
    """The answer a recorded intent gives to a reaction the engine now asks."""
    wanted = intent.get(request.verb.value)
    if request.verb is Verb.SAVE:
        return request.targets[0] if wanted and request.targets else None
    if wanted is True:
        return request.targets[0] if request.targets else None
    if isinstance(wanted, int) and wanted in request.targets:
        return wanted
    if isinstance(wanted, (list, tuple)) and all(t in request.targets for t in wanted):
        picks = tuple(int(t) for t in wanted)
        return picks if len(picks) == request.count else None
    return None


# ---------------------------------------------------------------- a turn's questions


def open_requests(game: Game, seat: int) -> list[Request]:
    """This seat's open requests answered behind the privacy cover (not the open ones)."""
    return [r for r in game.pending() if r.seat == seat and r.verb not in OPEN_VERBS]


def turn_questions(
    game: Game,
    seat: int,
    picks: Mapping[tuple[int, str], Target] | None = None,
    *,
    keep: Callable[[Request], bool] | None = None,
    answered: Collection[tuple[int | None, Verb]] = (),
) -> list[Question]:
    """Everything this seat answers on its turn now, in calling order.

    `picks` are the answers already given tonight (seat, verb) -> target, for the pack's
    current choice. `keep` limits the requests asked (a day turn asked from the discussion
    asks only the day powers); `answered` are requests already answered but not yet applied.
    At night, reactions the engine will ask later become intents. A seat with nothing to do
    makes a private note, so every turn asks something.
    """
    picks = picks or {}
    questions: list[Question] = []
    requests = [r for r in open_requests(game, seat) if r.key() not in answered]
    if keep is not None:
        requests = [r for r in requests if keep(r)]
    powers_only = keep is not None
    for r in requests:
        info: dict[str, Any] = dict(r.info)
        targets = r.targets
        if r.verb is Verb.ATTACK and "pack" in r.info:
            pack = [int(w) for w in r.info["pack"]]
            # Where the rules let the pack pick one of its own, the pack comes last.
            targets = tuple(sorted(r.targets, key=lambda t: t in pack))
            info["picks"] = [
                (w, picks[(w, Verb.ATTACK.value)])
                for w in pack
                if (w, Verb.ATTACK.value) in picks and picks[(w, Verb.ATTACK.value)] is not None
            ]
        questions.append(Question(ASKED, r.verb, targets, r.can_skip, r.count, r.group, r, info))
    asked = {r.verb for r in requests}
    if not powers_only and not asked & {Verb.SAVE, Verb.POISON, Verb.REVIVE}:
        intents = intent_questions(game, seat)
        if intents:
            # The intents replace the meaningless note: it is answered "nobody" unasked.
            questions = [
                Question(
                    q.kind,
                    q.verb,
                    q.targets,
                    q.can_skip,
                    q.count,
                    q.group,
                    q.request,
                    q.info,
                    shown=q.verb is not Verb.NOTE,
                )
                for q in questions
            ]
            questions += intents
    if not questions:
        others = tuple(i for i in game.state.alive() if i != seat)
        questions.append(Question(NOTE, Verb.NOTE, others))
    return questions


def answers_to_choices(
    questions: Iterable[Question], answers: Mapping[int, Target | bool]
) -> tuple[list[Choice], dict[str, Any]]:
    """The engine choices and the intent of one finished turn.

    `answers` maps a question's index to its answer (missing: nobody). Choices with a target
    come first, so that a group's pick closes its other requests before they are answered.
    """
    choices: list[Choice] = []
    intent: dict[str, Any] = {}
    for i, q in enumerate(questions):
        target = answers.get(i)
        if q.kind == ASKED and q.request is not None:
            if isinstance(target, bool):
                target = None
            if target is None and not q.can_skip:
                continue
            choices.append(Choice(q.request.seat, q.request.verb, target))
        elif q.kind == INTENT:
            intent[q.verb.value] = list(target) if isinstance(target, tuple) else target
    choices.sort(key=lambda c: c.target is None)
    return choices, intent


# ---------------------------------------------------------------- stand-ins


class StandIns:
    """Players who left, and the bot that plays their seats.

    Attributes:
        left: seat -> LEFT_BOT or LEFT_SKIP.
        seed: the bots' seed (the setup's).
    """

    def __init__(self, left: Mapping[int, str] | None = None, seed: int = 0) -> None:
        self.left: dict[int, str] = dict(left or {})
        self.seed = seed
        self._bots: ReasoningBots | None = None
        self._key: tuple[int, frozenset[int]] | None = None

    def mark(self, seat: int, mode: str | None) -> None:
        """Mark a seat as left (LEFT_BOT / LEFT_SKIP) or back at the table (None)."""
        if mode is None:
            self.left.pop(seat, None)
        elif mode in LEFT_MODES:
            self.left[seat] = mode
        else:
            raise ValueError(f"unknown stand-in mode {mode!r}")

    def answers(self, request: Request) -> bool:
        """Whether a stand-in answers this request."""
        return request.seat is not None and request.seat in self.left

    def choose(self, game: Game, request: Request) -> Choice:
        """The stand-in's answer to one of its seat's requests."""
        seat = request.seat
        if seat is not None and self.left.get(seat) == LEFT_SKIP and request.can_skip:
            return Choice(seat, request.verb, None)
        key = (id(game), frozenset(self.left))
        if self._bots is None or self._key != key:
            self._bots = ReasoningBots(game, self.seed, seats=self.left)
            self._key = key
        try:
            return self._bots.choose(request)
        except (ValueError, IndexError, KeyError):
            return random_choice(game, request, bot_rng(self.seed, len(game.records)))


# ---------------------------------------------------------------- answers told at once


def _answer_message(answer: Any, night: int) -> Message:
    """An engine `Answer` due now as the private message the night will tell."""
    params: dict[str, Any] = {"target": answer.target}
    if answer.message == "thief_stole":
        params["role"] = answer.reading
    elif answer.message != "free_white":
        params["result"] = answer.reading
    return Message(answer.message, params, Audience.PRIVATE, (answer.seat,), night, "night")


def immediate_answers(game: Game, seat: int, choices: Iterable[Choice]) -> list[Message]:
    """What this seat learns at once from its turn's `choices` (the Seer's look, a free look).

    `choices` are every answer given this round and not applied yet (the earlier turns' and
    this one's, in order). They are tried on a copy of the game, never on the game itself (the
    round's answers reach the engine only when the round ends): at night the answers due
    (`engine.answers.night_answers`, the same that the host shows an awake role), by day the
    private messages the choices tell. Empty when nothing is told at once.
    """
    copy = Game.replay(game.setup, game.records)
    g = copy.state
    phase, night, start = g.phase, g.night_no, len(g.messages)
    for choice in choices:
        if (choice.seat, choice.verb) not in {r.key() for r in copy.pending()}:
            continue
        try:
            copy.apply(choice)
        except (IllegalChoice, ValueError, EngineError, LotError):
            return []
    state = copy.state
    if phase is Phase.NIGHT and state.phase is Phase.NIGHT and state.night_no == night:
        return [
            _answer_message(a, night)
            for a in night_answers(copy)
            if a.seat == seat and a.message in LOOK_IDS
        ]
    if phase is Phase.NIGHT:  # the choices ended the night: its looks are told
        told = [m for m in state.messages if m.phase == "night" and m.day == night]
        told = [m for m in told if m.id in LOOK_IDS]
    else:
        told = state.messages[start:]
    return [m for m in told if m.audience is Audience.PRIVATE and seat in m.to]
