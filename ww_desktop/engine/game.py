"""`Game`: a setup plus an append-only log, driven by `pending()` and `apply()`.

The log holds choices, lots (the outcome of every random draw) and host records (the
table's moments, `host.py`: last words, claims, the confirmed end; they never change the
rules' state). State is derived by running the game's flow over the log, so resuming a
saved game, undoing the last choice and replaying a finished game are one mechanism. A new
lot is drawn from a generator seeded with the setup's seed and the lot's position in the
log (host records not counted) or, for a keyed draw, the key naming what it answers, so the
same game played again, resumed or replayed, draws the same lots; a replay never re-rolls.
"""

from __future__ import annotations

import random
import weakref
from collections import deque
from collections.abc import Callable, Iterable, Sequence
from dataclasses import dataclass
from operator import attrgetter
from typing import Any

from . import roles as _roles  # noqa: F401  (every role registers itself)
from .flow import game_flow
from .host import HostRecord, Moment, table_moments
from .messages import Audience, Message
from .native import mypyc_attr
from .presets import get_preset
from .requests import Choice, IllegalChoice, Request, Target, Verb
from .role_base import REGISTRY
from .setup import Setup
from .state import GameState, Phase, Seat


@mypyc_attr(native_class=False)
class LotError(RuntimeError):
    """A random draw that a forced lot cannot settle (scenarios: no lot left, or a bad one)."""


@mypyc_attr(native_class=False)
class EngineError(RuntimeError):
    """A bug in the rules engine; the game was restored to its state before the choice."""


@dataclass(frozen=True, slots=True)
class Lot:
    """The outcome of one random draw: a seat index or "yes"/"no"."""

    value: Any
    purpose: str = ""

    def to_json(self) -> dict[str, Any]:
        """The record form stored in saves and exports."""
        return {"kind": "lot", "value": _plain(self.value), "purpose": self.purpose}


Record = Choice | Lot | HostRecord

ActionKey = tuple[Any, ...]
"""Which host action a choice belongs to: (batch number, kind, ...)."""


def _action_key(batch: int, req: Request) -> ActionKey:
    verb = req.verb  # a Verb equals (and hashes as) its value: no slow `.value` here
    if verb is Verb.NOTE:
        return (batch, "notes")
    if verb is Verb.VOTE or verb is Verb.RUNOFF:
        return (batch, verb)
    if verb is Verb.ATTACK and "pack" in req.info:
        return (batch, "pack", req.step)
    return (batch, "one", req.seat, verb)


def record_from_json(data: dict[str, Any]) -> Record:
    """Read one stored record; raises ValueError when malformed."""
    if not isinstance(data, dict):
        raise ValueError(f"not a record: {data!r}")
    if data.get("kind") == "lot":
        if "value" not in data:
            raise ValueError(f"a lot record without a value: {data!r}")
        value = data["value"]
        return Lot(tuple(value) if isinstance(value, list) else value, str(data.get("purpose", "")))
    if data.get("kind") == "choice":
        return Choice.from_json(data)
    if data.get("kind") == "host":
        return HostRecord.from_json(data)
    raise ValueError(f"unknown record kind: {data!r}")


_ORDER_SEAT = attrgetter("order", "seat")
"""`_calling_order` of requests that all have a seat."""


def _draw_of(game: Game) -> Callable[..., Any]:
    """`game._draw` for its state, holding the game weakly: the state and the game do not
    keep each other alive, so a finished game is freed at once, without waiting for the
    cycle collector (the simulator plays thousands)."""
    ref = weakref.ref(game)

    def draw(options: Sequence[Any], purpose: str, key: str | None = None) -> Any:
        owner = ref()
        if owner is None:
            raise RuntimeError("the game this state belongs to is gone")
        return owner._draw(options, purpose, key)

    return draw


def _calling_order(r: Request) -> tuple[int, int]:
    return (r.order, -1 if r.seat is None else r.seat)


def _plain(value: Any) -> Any:
    return list(value) if isinstance(value, tuple) else value


@mypyc_attr(native_class=False)
class Game:
    """One game: its setup, its log and the state derived from them.

    Attributes:
        setup: the table.
        records: the log (choices and lots) in order.
        state: the derived state (read it; never change it).
    """

    def __init__(
        self,
        setup: Setup,
        *,
        lots: Iterable[Any] = (),
        strict_lots: bool = False,
        single_lots: bool = True,
    ) -> None:
        """Start a game. `lots` force the first draws (scenarios); with `strict_lots` a draw
        with no forced lot left raises LotError instead of using the seed. With `single_lots`
        a forced lot equal to the only option of a one-option draw is taken for it (a scenario
        may list it); a replayed log never records such draws, so replay turns it off."""
        self.setup = setup
        self._single_lots = single_lots
        self.records: list[Record] = []
        self._forced: deque[Any] = deque(lots)
        self._strict = strict_lots
        preset = get_preset(setup.preset)
        seats = [Seat(i, name, r, r) for i, (name, r) in enumerate(setup.seats)]
        rules = preset.rules(setup.settings)
        self.state = GameState(setup, preset, rules, seats, _draw_of(self))
        self._flow = game_flow(self.state)
        self._batch: list[Request] = []
        self._answers: dict[tuple[int | None, Verb], Target] = {}
        self._open: dict[tuple[int | None, Verb], Request] = {}
        self._batch_no = 0
        self._acts: list[tuple[int, int, Request]] = []  # (record index, batch, request)
        self._hosts: list[int] = []  # the record indices of host records
        self._advance(None)

    # ------------------------------------------------------------ public API

    def pending(self) -> list[Request]:
        """What the engine waits for now, in calling order (empty once the game has ended)."""
        return list(self._open.values())

    def apply(self, choice: Choice) -> None:
        """Answer one pending request; raises IllegalChoice (state unchanged) if not allowed."""
        req = self._check(choice)
        self._acts.append((len(self.records), self._batch_no, req))
        self.records.append(choice)
        mark = len(self.records)
        try:
            key = (req.seat, req.verb)  # req.key()
            self._answers[key] = choice.target
            open_now = self._open
            del open_now[key]
            if req.group is not None and (choice.target is not None or req.seat is None):
                for other in list(open_now.values()):
                    if other.group == req.group:
                        del open_now[other.key()]  # closed unanswered
            if not open_now:
                self._advance(dict(self._answers))
        except LotError:
            raise
        except Exception as exc:  # restore the state before this choice, then report
            kept = self.records[: mark - 1]
            self._rebuild(kept)
            raise EngineError(f"the rules engine failed on {choice}: {exc!r}") from exc

    def apply_batch(self, choices: Sequence[Choice]) -> None:
        """Apply several answers in order: exactly `apply` on each in turn, in one call (the
        bots answer a whole batch this way). When the choices answer every pending request,
        each once and legally, none of a group (unless it is the only one pending), they are
        checked first and the game moves on once; anything else is applied one by one, so an
        error is raised where `apply` would."""
        open_now = self._open
        reqs: list[Request] = []
        if len(choices) == len(open_now) and self.state.phase is not Phase.ENDED:
            for c in choices:  # `_check`'s usual answers inline, the rest through it
                r = open_now.get((c.seat, c.verb))
                t = c.target
                if r is None or (r.group is not None and len(open_now) > 1):
                    reqs = []
                    break
                if not (
                    (r.can_skip if t is None else type(t) is int and r.count == 1)
                    and (t is None or t in r.targets)
                ):
                    try:
                        self._check(c)
                    except IllegalChoice:
                        reqs = []
                        break
                reqs.append(r)
            if len({(c.seat, c.verb) for c in choices}) != len(open_now):
                reqs = []  # a request answered twice (another left unanswered)
        if not reqs:
            for choice in choices:
                self.apply(choice)
            return
        batch_no = self._batch_no
        base = len(self.records)
        self._acts += [(base + i, batch_no, r) for i, r in enumerate(reqs)]
        self.records += choices
        answers = self._answers
        for choice in choices:
            answers[(choice.seat, choice.verb)] = choice.target
        self._open = {}
        try:
            self._advance(dict(answers))
        except LotError:
            raise
        except Exception as exc:  # as `apply` does on the last choice
            self._rebuild(self.records[: base + len(choices) - 1])
            raise EngineError(f"the rules engine failed on {choices[-1]}: {exc!r}") from exc

    def apply_host(self, record: HostRecord) -> None:
        """Add a host record (`host.py`) to the log; raises IllegalChoice (nothing added)
        when it does not fit the game now. The rules' state does not change."""
        seats = len(self.state.seats)
        moments = table_moments(self.records)
        moment = record.moment
        if moments.confirmed:
            raise IllegalChoice("The game is over; nothing more can be chosen.", "game_over")
        if record.seat is not None and not 0 <= record.seat < seats:
            raise IllegalChoice(f"There is no seat {record.seat}.", "no_seat", seat=record.seat)
        if record.target is not None and not 0 <= record.target < seats:
            raise IllegalChoice(f"There is no seat {record.target}.", "no_seat", seat=record.target)
        if moment is Moment.LAST_WORDS:
            last = next((r for r in reversed(self.records) if not isinstance(r, Lot)), None)
            after_ballot = isinstance(last, Choice) and last.verb in (Verb.VOTE, Verb.RUNOFF)
            if not after_ballot or self.state.phase is not Phase.NIGHT:
                raise IllegalChoice("Last words come right after a vote that ends the day.")
        elif moment is Moment.NIGHTFALL and not moments.last_words:
            raise IllegalChoice("Night can fall only after last words.")
        elif moment is Moment.END_CONFIRMED and not self.ended:
            raise IllegalChoice("The end can be confirmed only once the game is decided.")
        elif moment is Moment.CLAIM and record.role is not None:
            known = record.role in self.state.preset.roles or record.role in REGISTRY
            if not known:
                raise IllegalChoice(f"There is no role {record.role!r}.")
        self._hosts.append(len(self.records))
        self.records.append(record)

    def undo(self) -> Choice | None:
        """Take back the last choice (and the lots it drew); return it, or None if none."""
        for i in range(len(self.records) - 1, -1, -1):
            record = self.records[i]
            if isinstance(record, Choice):
                self._rebuild(self.records[:i])
                return record
        return None

    def last_action_start(self) -> int | None:
        """The log position where the last host action starts (None: no choice yet).

        A host action is what the host does in one go: the pack's pick (every werewolf's
        `attack` answer in one batch), a ballot or a run-off (every voter's answer), every
        other request on its own. Everyone's private `note` answers belong to the action they
        follow in the same batch (alone, they are one action). The grouping is read from the
        log itself, so it is the same after a resume, a replay or a language switch.
        """
        hosts = self._hosts
        floor = 0  # an action never reaches back over a host record before it
        if hosts:
            last_act = self._acts[-1][0] if self._acts else -1
            if hosts[-1] > last_act:
                record = self.records[hosts[-1]]
                # The last words belong to the ballot just before them; any other host
                # record is an action of its own.
                if not (isinstance(record, HostRecord) and record.moment is Moment.LAST_WORDS):
                    return hosts[-1]
            floor = next((h + 1 for h in reversed(hosts) if h < last_act), 0)
        start = self._last_choices_start()
        return None if start is None else max(start, floor)

    def _last_choices_start(self) -> int | None:
        """`last_action_start` read from the choices alone."""
        if not self._acts:
            return None
        acts = [(at, _action_key(batch, req)) for at, batch, req in self._acts]
        i = len(acts) - 1
        key = acts[i][1]
        if key[1] == "notes":  # notes belong to the action before them in the batch
            j = i
            while j >= 0 and acts[j][1] == key:
                j -= 1
            if j >= 0 and acts[j][1][0] == key[0]:
                i, key = j, acts[j][1]
            else:
                return acts[j + 1][0]
        while i > 0 and acts[i - 1][1] == key:
            i -= 1
        return acts[i][0]

    def undo_action(self) -> list[Choice | HostRecord]:
        """Take back the last host action (see :meth:`last_action_start`); return its choices
        and host records in the order they were made (empty when there is nothing to take
        back)."""
        start = self.last_action_start()
        if start is None:
            return []
        undone = [r for r in self.records[start:] if isinstance(r, (Choice, HostRecord))]
        self.rewind(start)
        return undone

    def rewind(self, length: int) -> None:
        """Keep only the first *length* records (in place: the same `Game` object)."""
        self._rebuild(self.records[:length])

    @classmethod
    def replay(cls, setup: Setup, records: Sequence[Record]) -> Game:
        """Rebuild a game from its log (lots are taken from the log, never re-rolled)."""
        lots = [r.value for r in records if isinstance(r, Lot)]
        game = cls(setup, lots=lots, single_lots=False)
        # Lots drawn before the first choice were consumed by __init__ already.
        for record in records:
            if isinstance(record, Choice):
                game.apply(record)
            elif isinstance(record, HostRecord):
                game.apply_host(record)
        game._forced.clear()
        return game

    @property
    def ended(self) -> bool:
        """Whether the game is decided."""
        return self.state.phase is Phase.ENDED

    @property
    def choices(self) -> list[Choice]:
        """The choices in the log, in order."""
        return [r for r in self.records if isinstance(r, Choice)]

    def messages(self, audience: Audience | None = None) -> list[Message]:
        """Messages so far, optionally only one audience's."""
        msgs = self.state.messages
        return [m for m in msgs if audience is None or m.audience is audience]

    def snapshot(self) -> dict[str, Any]:
        """A comparable summary of everything observable (used by tests and checks)."""
        s = self.state
        return {
            "phase": s.phase.value,
            "night": s.night_no,
            "day": s.day_no,
            "seats": [(x.name, x.role, x.here, x.gone_day, x.gone_phase) for x in s.seats],
            "winner": s.winner,
            "winners": sorted(s.winners),
            "messages": [m.to_json() for m in s.messages],
            "pending": [(r.seat, r.verb.value, r.targets, r.can_skip) for r in self.pending()],
            "mem": sorted((k, repr(v)) for k, v in s.mem.items()),
            "records": [r.to_json() for r in self.records],
        }

    # ------------------------------------------------------------ internals

    def _check(self, choice: Choice) -> Request:
        if self.state.phase is Phase.ENDED:
            raise IllegalChoice("The game is over; nothing more can be chosen.", "game_over")
        req = self._open.get((choice.seat, choice.verb))
        target = choice.target
        if req is not None:
            if target is None:
                if req.can_skip:
                    return req
            elif type(target) is int and req.count == 1 and target in req.targets:
                return req  # the usual answer: one legal seat (checked in full below otherwise)
        return self._check_fully(choice, req)

    def _check_fully(self, choice: Choice, found: Request | None) -> Request:
        who = "The host" if choice.seat is None else self._name(choice.seat)
        if found is not None:
            req = found
        else:
            if choice.seat is not None and not 0 <= choice.seat < len(self.state.seats):
                raise IllegalChoice(f"There is no seat {choice.seat}.", "no_seat", seat=choice.seat)
            if choice.seat is not None and not self.state.here(choice.seat):
                raise IllegalChoice(
                    f"{who} has gone home and cannot act.", "gone_cannot_act", seat=choice.seat
                )
            raise IllegalChoice(
                f"{who} is not asked to {choice.verb.value} now.",
                "not_asked",
                seat=choice.seat,
                verb=choice.verb.value,
            )
        target = choice.target
        if target is None:
            if not req.can_skip:
                raise IllegalChoice(
                    f"{who} must choose someone to {req.verb.value}.",
                    "must_choose",
                    seat=choice.seat,
                    verb=req.verb.value,
                )
            return req
        picks = target if isinstance(target, tuple) else (target,)
        if len(picks) != req.count:
            raise IllegalChoice(
                f"{who} must name {req.count} {'person' if req.count == 1 else 'people'}.",
                "count",
                seat=choice.seat,
                count=req.count,
            )
        if len(set(picks)) != len(picks):
            raise IllegalChoice(
                f"{who} must name different people.", "different_people", seat=choice.seat
            )
        for t in picks:
            if not isinstance(t, int) or isinstance(t, bool):
                raise IllegalChoice(f"{t!r} is not a seat.", "not_a_seat", value=repr(t))
            if t not in req.targets:
                if not 0 <= t < len(self.state.seats):
                    raise IllegalChoice(f"There is no seat {t}.", "no_seat", seat=t)
                if not self.state.here(t):
                    raise IllegalChoice(f"{self._name(t)} has gone home.", "target_gone", target=t)
                raise IllegalChoice(
                    f"{who} cannot {req.verb.value} {self._name(t)}"
                    + (" (themselves)." if t == choice.seat else "."),
                    "cannot_target_self" if t == choice.seat else "cannot_target",
                    seat=choice.seat,
                    verb=req.verb.value,
                    target=t,
                )
        return req

    def _name(self, seat: int) -> str:
        seats = self.state.seats
        return seats[seat].name if 0 <= seat < len(seats) else f"seat {seat}"

    def _advance(self, answers: dict[tuple[int | None, Verb], Target] | None) -> None:
        self._answers = {}
        self._batch_no += 1
        try:
            batch = next(self._flow) if answers is None else self._flow.send(answers)
            while not batch:
                batch = self._flow.send({})
        except StopIteration:
            batch = []
        self._batch = batch
        if [r for r in batch if r.seat is None]:
            ordered = sorted(batch, key=_calling_order)
        else:  # the same order, keyed without a Python call per request
            ordered = sorted(batch, key=_ORDER_SEAT)
        self._open = {(r.seat, r.verb): r for r in ordered}  # r.key()

    def _draw(self, options: Sequence[Any], purpose: str, key: str | None = None) -> Any:
        if len(options) == 1:
            if self._single_lots and self._forced and self._forced[0] == options[0]:
                self._forced.popleft()
            return options[0]
        if self._forced:
            value = self._forced.popleft()
            if isinstance(value, list):
                value = tuple(value)
            if value not in options:
                raise LotError(
                    f"the lot {value!r} is not among the options of the {purpose} draw {options!r}"
                )
        elif self._strict:
            raise LotError(f"a {purpose} draw among {options!r} needs a lot, and none is left")
        else:
            seed = self.setup.seed if self.setup.seed is not None else 0
            # Host records are not counted: they never change the lots drawn after them.
            where = len(self.records) - len(self._hosts) if key is None else f"key:{key}"
            value = random.Random(f"{seed}:{where}:{purpose}").choice(options)
        self.records.append(Lot(value, purpose))
        return value

    def _rebuild(self, records: Sequence[Record]) -> None:
        fresh = Game.replay(self.setup, records)
        self.__dict__.update(fresh.__dict__)
        self.state.draw_fn = _draw_of(self)
