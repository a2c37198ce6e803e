"""A simple reasoning bot: beliefs from what one seat may know, a public claims board, votes.

This is a **rough model** of a table, not a strong player. It exists so the balance lab can
compare role tables and so a demo game looks like people who talk and vote on what they hear.
Every seat reasons only from what that seat may know:

* its own card (role, side, whether it hunts with the pack);
* its private messages (look results, a free white, the Medium's reading, who its fellow
  wolves / masons / lover / mafia are) - exactly the private part of `views.seat_view`;
* who is still here, and the public **claims board** kept by this driver (not by the engine).

The claims board holds seed 003's set phrases: "I'm the Seer, X is a werewolf" / "X is not a
werewolf". A village-side seat that receives look results claims after a look that found a
werewolf (or after a couple of looks) and then reports every new result each morning. Once a
Seer claim is out, one werewolf-side player sometimes counter-claims (a fake Seer naming a
villager, often the real claimant).

Behaviour, all through requests (so it works for any role, by verb):

* votes (`vote`, `runoff`) go to the seat with the highest suspicion, ties broken at random;
* village-side seats trust the only Seer claimant (its werewolf reports raise suspicion, its
  clears lower it); with two claimants each voter sides with one at random (fixed for the
  game) and doubts the other; a claimant caught lying (it named the viewer, or someone the
  viewer knows, wrongly) is suspected hard;
* werewolf-side seats never vote for (or attack) their known team, vote out claimed Seers and
  pile onto villagers a claimant accused;
* the pack (any `attack` with a team in `info`) agrees on one target: a claimed Seer first,
  then people the village clears; never a team member;
* lookers (`inspect`) look at people they know nothing about, most suspected first;
* protectors (`guard`, `bless`, `shield`) protect the Seer they trust, else someone trusted;
* the Witch saves a trusted claimant (or, sometimes, any victim), poisons a reported werewolf;
* `shoot` takes the most suspected; `kill`, `assassinate`, `dictate` only a strong suspect;
* the host's `accuse` names the most accused seat, and closes the discussion (`end_discussion`);
* every other request falls back to `bots.random_choice`.

What it ignores: vote patterns (only totals are public anyway), who died how, bluffs other than
one fake Seer, claims of any other role, and most role-specific tactics.

Randomness: every choice draws from a small generator seeded with (seed, number of records,
salt), in the spirit of `bots.bot_rng`, so a game is reproducible from its seed. The pack's
target is drawn from (seed, night, team) so every wolf names the same one.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Collection, Iterable, Sequence
from dataclasses import dataclass, field
from operator import itemgetter
from types import FunctionType
from typing import Final, NamedTuple, TypeVar

from .bots import DEFAULT_MAX_CHOICES, random_choice
from .game import Game
from .messages import Audience, Message
from .native import i64
from .requests import Choice, Request, Target, Verb
from .role_base import hooked
from .roles import canonical, role
from .setup import Setup
from .sides import Count, Side
from .state import Phase

CLAIM_AFTER_LOOKS = 2
"""A Seer that has found no werewolf claims once it holds this many results."""

COUNTER_CLAIM_CHANCE = 0.5
"""The chance (once a game, at the first Seer claim) that a werewolf-side player counter-claims."""

WITCH_SAVE_CHANCE = 0.3
"""The chance the Witch saves a victim she has no reason to trust."""

STRONG_SUSPICION = 10.0
"""The suspicion at which one-shot powers (`kill`, `poison`, `dictate`...) are used."""

PROTECTIVE = frozenset({Verb.GUARD, Verb.BLESS, Verb.SHIELD})
ONE_SHOT = frozenset({Verb.KILL, Verb.ASSASSINATE, Verb.DICTATE})
SEER_CLAIM = "seer"
WEREWOLF = "werewolf"
NOT_WEREWOLF = "not_werewolf"

_MASK = (1 << 64) - 1

T = TypeVar("T")


class Claim(NamedTuple):
    """One public claim: "I'm the Seer (`kind`), `target` is `result`" said on `day`."""

    day: int
    seat: int
    kind: str
    target: int
    result: str


def _probe() -> None:
    """Only looked at (`_NATIVE_INTS`)."""


_NATIVE_INTS = not isinstance(_probe, FunctionType)
"""The compiled build (a compiled function is not a Python function): there the splitmix64
steps of `_rng_state`, `_choice_at` and `_randoms` run on C's 64-bit integers, which wrap
as the masks below do (the same bits: `tests/engine/test_compiled_engine.py`), instead of
on integers beyond mypyc's small ones, which it boxes (18% of a compiled game, 2.4 M
instructions). Plain Python keeps its own integers (`i64` is `int` there, and never wraps)."""
_GOLDEN: Final[i64] = -7046029254386353131
"""0x9E3779B97F4A7C15 as a signed 64-bit integer (the same bits)."""
_M1: Final[i64] = -4658895280553007687
"""0xBF58476D1CE4E5B9, signed."""
_M2: Final[i64] = -7723592293110705685
"""0x94D049BB133111EB, signed."""


def _signed(x: int) -> i64:
    """An unsigned 64-bit value (0 <= x < 2**64) as the signed one with the same bits."""
    return i64(x - 0x10000000000000000 if x > 0x7FFFFFFFFFFFFFFF else x)


def _unsigned(x: i64) -> int:
    """`_signed` undone."""
    value = int(x)
    return value + 0x10000000000000000 if value < 0 else value


def _finish64(z: i64) -> i64:
    """splitmix64's finaliser on signed 64-bit integers (compiled build only: it relies on
    C's wrapping multiplication). A logical right shift is the arithmetic one masked."""
    z = (z ^ ((z >> 30) & 0x3FFFFFFFF)) * _M1
    z = (z ^ ((z >> 27) & 0x1FFFFFFFFF)) * _M2
    return z ^ ((z >> 31) & 0x1FFFFFFFF)


def mix(*parts: int) -> int:
    """A 64-bit hash of some integers (splitmix64 steps; stable across runs and processes)."""
    x = 0x243F6A8885A308D3
    for p in parts:
        x = (x ^ (p & _MASK)) + 0x9E3779B97F4A7C15 & _MASK
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
        x ^= x >> 31
    return x


class FastRandom(random.Random):
    """A `random.Random` with a splitmix64 core: cheap to seed (one per choice), reproducible.

    Seeding Python's Mersenne Twister costs microseconds, more than a bot's whole decision;
    this generator is seeded from an integer in a fraction of that.
    """

    _state: int

    def seed(self, a: object = None, version: int = 2) -> None:
        """Seed from an integer (anything else is hashed through its integer value)."""
        self._state = int(a) & _MASK if isinstance(a, int) else 0

    def getrandbits(self, k: int, /) -> int:
        """`k` random bits."""
        if 0 < k <= 64:  # one step (the loop below gives the same bits)
            self._state = z = (self._state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            return (z ^ (z >> 31)) >> (64 - k)
        out = 0
        got = 0
        while got < k:
            self._state = z = (self._state + 0x9E3779B97F4A7C15) & _MASK
            z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
            z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
            z ^= z >> 31
            out = (out << 64) | z
            got += 64
        return out >> (got - k)

    def random(self) -> float:
        """A float in [0, 1)."""
        return self.getrandbits(53) / 9007199254740992.0

    def _randbelow(self, n: int) -> int:
        """`random.Random._randbelow_with_getrandbits`, the draw `choice` makes, without the
        layers of calls around it (the same numbers)."""
        getrandbits = self.getrandbits
        k = n.bit_length()
        r = getrandbits(k)
        while r >= n:
            r = getrandbits(k)
        return r


def _mix_on(x: int, *parts: int) -> int:
    """`mix` continued from the hash `x`: `mix(a, b, c) == _mix_on(mix(a, b), c)`."""
    for p in parts:
        x = (x ^ (p & _MASK)) + 0x9E3779B97F4A7C15 & _MASK
        x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
        x ^= x >> 31
    return x


def _choice_at(state: int, seq: Sequence[T]) -> T:
    """`FastRandom(state).choice(seq)` without building the generator (the same pick)."""
    n = len(seq)
    if not n:
        raise IndexError("Cannot choose from an empty sequence")
    if _NATIVE_INTS:
        bits = i64(n.bit_length())
        down: i64 = 64 - bits
        keep: i64 = (i64(1) << bits) - 1
        s = _signed(state)
        while True:
            s = s + _GOLDEN
            picked = (_finish64(s) >> down) & keep
            if picked < n:
                return seq[int(picked)]
    shift = 64 - n.bit_length()
    while True:
        state = z = (state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        r = (z ^ (z >> 31)) >> shift
        if r < n:
            return seq[r]


def _randoms(state: int, n: int) -> list[float]:
    """`[FastRandom(state).random() for _ in range(n)]` without building the generator."""
    out = []
    if _NATIVE_INTS:
        s = _signed(state)
        for _ in range(n):
            s = s + _GOLDEN
            out.append(float((_finish64(s) >> 11) & 0x1FFFFFFFFFFFFF) / 9007199254740992.0)
        return out
    for _ in range(n):
        state = z = (state + 0x9E3779B97F4A7C15) & _MASK
        z = ((z ^ (z >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
        z = ((z ^ (z >> 27)) * 0x94D049BB133111EB) & _MASK
        out.append(((z ^ (z >> 31)) >> 11) / 9007199254740992.0)
    return out


_RNG_PREFIX: dict[int, int] = {}
"""mix(0x5EA5, seed)'s state for the last few seeds (every choice of a game shares it)."""


def reasoning_rng(seed: int, records: int, salt: int = 0) -> random.Random:
    """The generator for one choice of a game with `records` records so far."""
    return FastRandom(_rng_state(seed, records, salt))


def _rng_state(seed: int, records: int, salt: int) -> int:
    """The seed state of `reasoning_rng(seed, records, salt)`: `_mix_on(mix(0x5EA5, seed),
    records, salt)`, its two steps written out (one per choice: a hot path)."""
    x = _RNG_PREFIX.get(seed)
    if x is None:
        if len(_RNG_PREFIX) > 64:
            _RNG_PREFIX.clear()
        x = _RNG_PREFIX[seed] = mix(0x5EA5, seed)
    if _NATIVE_INTS and 0 <= records <= 0x7FFFFFFFFFFFFFFF:
        s = _finish64((_signed(x) ^ i64(records)) + _GOLDEN)
        return _unsigned(_finish64((s ^ _signed(salt & _MASK)) + _GOLDEN))
    x = (x ^ (records & _MASK)) + 0x9E3779B97F4A7C15 & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    x ^= x >> 31
    x = (x ^ (salt & _MASK)) + 0x9E3779B97F4A7C15 & _MASK
    x = ((x ^ (x >> 30)) * 0xBF58476D1CE4E5B9) & _MASK
    x = ((x ^ (x >> 27)) * 0x94D049BB133111EB) & _MASK
    return x ^ (x >> 31)


@dataclass(slots=True)
class Mind:
    """What one seat knows privately.

    Attributes:
        known: seats whose werewolf-ness this seat learned (True: a werewolf).
        allies: seats this seat was told are on its team (pack, masons, lover, mafia...).
        looks: (target, result) of its Seer-type looks, in order ("werewolf"/"not_werewolf").
        reported: how many of `looks` it has reported on the claims board.
    """

    known: dict[int, bool] = field(default_factory=dict)
    allies: set[int] = field(default_factory=set)
    looks: list[tuple[int, str]] = field(default_factory=list)
    reported: int = 0


def _reading_is_wolf(result: object) -> bool | None:
    """Whether a private look result says "werewolf" (None: it says nothing about it)."""
    if result == WEREWOLF:
        return True
    if result == NOT_WEREWOLF:
        return False
    if result == "vampire":
        return True
    if isinstance(result, str):
        key = canonical(result)
        if key is not None:
            r = role(key)
            return r.pack or r.count is Count.WOLF
    return None


class ReasoningBots:
    """The driver: beliefs for every bot seat, the claims board, and one choice at a time.

    `choose(request)` answers any pending request (of a bot seat, or the host's);
    `claims()` lists the public claims so far; `play()` plays the game to its end.
    """

    def __init__(self, game: Game, seed: int, seats: Collection[int] | None = None) -> None:
        """Drive `game` with bots seeded by `seed`; `seats` are the bot seats (None: all)."""
        self.game = game
        self.seed = seed
        n = len(game.state.seats)
        self.bot_seats = frozenset(range(n) if seats is None else seats)
        self._claims: list[Claim] = []
        self._marks: list[int] = []  # len(records) when each claim was made (for undo)
        self._minds: list[Mind] = []
        self._cursor = 0
        self._now = 0  # the log's length the answer being chosen is made at
        self._state_id = 0
        self._discussed = -1
        self._reports: dict[int, list[tuple[int, bool]]] = {}
        self._claimants: list[int] = []
        self._fake: int | None = None
        self._counter_rolled = False
        self._pack_picks: dict[tuple[int, tuple[int, ...], tuple[int, ...], int], Target] = {}
        self._own_sides = hooked("side_of")  # roles whose side may change: ask them
        """The roles with a `side_of` of their own (the others' side is their `side`)."""
        self._prank_log: list[Message] = []  # the "prank_chosen" messages read so far
        self._score_cache: dict[int, tuple[Side, str, list[float]]] = {}
        """viewer -> (its side, its role, `_scores(viewer)`): dropped whenever the board or the
        viewer's mind changes (the scores read nothing else that changes during a game)."""
        self._reset()

    # ------------------------------------------------------------ public API

    def claims(self) -> list[Claim]:
        """Every public claim made so far, in order."""
        self._sync()
        return list(self._claims)

    def add_claim(self, claim: Claim) -> None:
        """Put a claim made by a person (not a bot) on the board; the bots hear it."""
        self._sync()
        self._claims.append(claim)
        self._marks.append(len(self.game.records))
        self._board_changed()

    def choose(self, request: Request) -> Choice:
        """A legal answer to `request` (one of `game.pending()`)."""
        self._sync()
        return self._answer(request, len(self.game.records))

    def _answer(self, request: Request, now: int) -> Choice:
        """`choose` once the messages are read, as if the log held `now` records (a batch's
        later answers are chosen before its earlier ones are applied)."""
        self._now = now
        g = self.game.state
        if g.phase is Phase.DAY and self._discussed != g.day_no:
            self._discuss(now)
        verb = request.verb
        seat: int | None = request.seat
        if (verb is Verb.VOTE or verb is Verb.RUNOFF) and seat is not None and request.targets:
            return _ballot(seat, verb, self._top(self._scores(seat), request))  # most asked
        if verb is Verb.END_DISCUSSION:
            return Choice(seat, verb, None)
        if seat is None:
            if verb is Verb.ACCUSE:
                return Choice(seat, verb, self._accuse(request))
            return random_choice(self.game, request, self._rng(request))
        if not request.targets:
            return random_choice(self.game, request, self._rng(request))
        if verb is Verb.VOTE or verb is Verb.RUNOFF:
            return Choice(seat, verb, self._top(self._scores(seat), request))
        if verb is Verb.NOTE:
            if request.can_skip:
                return Choice(seat, verb, None)
            return Choice(seat, verb, self._top(self._scores(seat), request))
        if verb is Verb.ATTACK:
            return Choice(seat, verb, self._attack(seat, request))
        if verb is Verb.INSPECT and request.count == 1:
            return Choice(seat, verb, self._inspect(seat, request))
        if verb in PROTECTIVE and request.count == 1:
            return Choice(seat, verb, self._protect(seat, request))
        if verb is Verb.SHOOT:
            return Choice(seat, verb, self._top(self._scores(seat), request))
        if verb is Verb.SAVE or verb is Verb.REVIVE:
            return Choice(seat, verb, self._save(seat, request))
        if (verb is Verb.POISON or verb in ONE_SHOT) and request.count == 1:
            return Choice(seat, verb, self._strong(seat, request))
        return random_choice(self.game, request, self._rng(request))

    def play(self, max_choices: int = DEFAULT_MAX_CHOICES) -> Game:
        """Answer every request until the game ends; raises RuntimeError after `max_choices`.

        Each batch is answered seats first and the host last, following the batch's groups
        (a target in a group closes the rest of it), so `pending()` is read once per batch.
        """
        game = self.game
        made = 0
        while not game.ended:
            batch = game.pending()
            if not batch:
                break
            if len(batch) == 1 or not [r for r in batch if r.group is not None]:
                made += self._play_batch(batch)
                if made > max_choices:
                    raise RuntimeError(f"the bot game did not end within {max_choices} choices")
                continue
            closed: set[str] = set()
            for request in sorted(batch, key=_host_last):
                if request.group is not None and request.group in closed:
                    continue
                if (
                    request.verb is Verb.NOTE
                    and request.can_skip
                    and request.seat is not None
                    and request.targets
                ):
                    choice = Choice(request.seat, Verb.NOTE, None)  # what `choose` answers
                else:
                    choice = self.choose(request)
                game.apply(choice)
                made += 1
                if request.group is not None and (
                    choice.target is not None or request.seat is None
                ):
                    closed.add(request.group)
            if made > max_choices:
                raise RuntimeError(f"the bot game did not end within {max_choices} choices")
        return game

    def _play_batch(self, batch: list[Request]) -> int:
        """Answer a whole batch without groups (or of one request) in one go: the same answers,
        in the same order, as one `choose` and one `Game.apply` each (every answer is chosen
        with the log's length it would have had), applied together. Returns how many."""
        game = self.game
        self._sync()
        now = len(game.records)
        choices: list[Choice] = []
        if not [r for r in batch if r.seat is None]:
            ordered = batch  # no host request: already in order
        else:
            ordered = sorted(batch, key=_host_last)
        g = game.state
        talked = g.phase is not Phase.DAY or self._discussed == g.day_no  # no discussion due
        for request in ordered:
            verb = request.verb
            seat = request.seat
            if verb is Verb.NOTE and request.can_skip and seat is not None and request.targets:
                choices.append(_no_note(seat))  # what `choose` answers
            elif (
                (verb is Verb.VOTE or verb is Verb.RUNOFF)
                and talked
                and seat is not None
                and request.targets
            ):
                self._now = now + len(choices)  # `_answer`'s first branch, without the rest
                choices.append(_ballot(seat, verb, self._top(self._scores(seat), request)))
            else:
                choices.append(self._answer(request, now + len(choices)))
        game.apply_batch(choices)
        return len(choices)

    def discuss(self) -> None:
        """The day's discussion: Seers claim and report, a fake Seer may counter-claim.

        Runs once per day (by itself before the first answer of the day); call it earlier to
        show the claims as soon as the day breaks.
        """
        self._sync()
        self._discuss(len(self.game.records))

    def _discuss(self, now: int) -> None:
        self._now = now
        g = self.game.state
        if g.phase is not Phase.DAY or self._discussed == g.day_no:
            return
        self._discussed = g.day_no
        day = g.day_no
        rng = reasoning_rng(self.seed, now, 0xD15C)
        made = False
        for seat in g.alive():
            if seat not in self.bot_seats or seat == self._fake:
                continue
            mind = self._minds[seat]
            if not mind.looks or self._side(seat) is not Side.VILLAGE:
                continue
            claimed = seat in self._reports
            found = any(res == WEREWOLF for _, res in mind.looks)
            if not claimed and not found and len(mind.looks) < CLAIM_AFTER_LOOKS:
                continue
            fresh = mind.looks[mind.reported :]
            fresh.sort(key=lambda look: look[1] != WEREWOLF)  # werewolves first
            for target, result in fresh:
                self._post(Claim(day, seat, SEER_CLAIM, target, result))
                made = True
            mind.reported = len(mind.looks)
        if made and not self._counter_rolled:
            self._counter_rolled = True
            if rng.random() < COUNTER_CLAIM_CHANCE:
                self._fake = self._pick_fake(rng)
                if self._fake is not None:
                    self._fake_report(self._fake, day, rng, first=True)
        elif self._fake is not None and g.here(self._fake):
            self._fake_report(self._fake, day, rng, first=False)

    # ------------------------------------------------------------ knowledge

    def _reset(self) -> None:
        n = len(self.game.state.seats)
        self._minds = [Mind() for _ in range(n)]
        self._score_cache.clear()
        self._prank_log = []
        self._cursor = 0
        self._state_id = id(self.game.state)
        self._discussed = -1
        self._reports = {}
        self._claimants = []
        self._fake = None
        self._counter_rolled = False
        self._pack_picks = {}
        keep = [i for i, m in enumerate(self._marks) if m <= len(self.game.records)]
        claims = [self._claims[i] for i in keep]
        marks = [self._marks[i] for i in keep]
        self._claims, self._marks = [], []
        self._ingest()
        for claim, mark in zip(claims, marks, strict=True):
            self._claims.append(claim)
            self._marks.append(mark)
        self._board_changed()
        self._replay_board_state()

    def _replay_board_state(self) -> None:
        """After an undo: what each Seer already reported, who is the fake, which day talked."""
        for claim in self._claims:
            self._discussed = max(self._discussed, claim.day)
            mind = self._minds[claim.seat]
            if (claim.target, claim.result) in mind.looks:
                mind.reported += 1
                self._counter_rolled = True
            elif self._fake is None and claim.seat in self.bot_seats:
                self._fake = claim.seat

    def _sync(self) -> None:
        """Read messages new since the last call (start over after an undo)."""
        g = self.game.state
        if id(g) != self._state_id or len(g.messages) < self._cursor:
            self._reset()
            return
        if len(g.messages) != self._cursor:
            self._ingest()

    def _ingest(self) -> None:
        messages = self.game.state.messages
        minds = self._minds
        pranks = self._prank_log
        for m in messages[self._cursor :]:
            if m.audience is not Audience.PRIVATE:
                if m.id == "prank_chosen":
                    pranks.append(m)
                continue
            params = m.params
            mid = m.id
            for seat in m.to:
                self._score_cache.pop(seat, None)
                mind = minds[seat]
                if mid == "inspect_result":
                    target = params.get("target")
                    if not isinstance(target, int):
                        continue
                    result = params.get("result")
                    wolf = _reading_is_wolf(result)
                    if wolf is not None:
                        mind.known[target] = wolf
                    if result in (WEREWOLF, NOT_WEREWOLF):
                        mind.looks.append((target, str(result)))
                elif mid == "free_white":
                    target = params.get("target")
                    if isinstance(target, int):
                        mind.known[target] = False
                        mind.looks.append((target, NOT_WEREWOLF))
                elif mid == "medium_result":
                    target = params.get("target")
                    wolf = _reading_is_wolf(params.get("result"))
                    if isinstance(target, int) and wolf is not None:
                        mind.known[target] = wolf
                elif mid.startswith("knows_"):
                    seats = params.get("seats")
                    if isinstance(seats, list):
                        mind.allies.update(s for s in seats if isinstance(s, int) and s != seat)
                elif mid == "linked":
                    partner = params.get("partner")
                    if isinstance(partner, int):
                        mind.allies.add(partner)
        self._cursor = len(messages)

    def _side(self, seat: int) -> Side:
        g = self.game.state
        held = g.role(seat)
        if held.id not in self._own_sides:
            return held.side  # what `Role.side_of` answers
        return held.side_of(g, seat)

    # ------------------------------------------------------------ claims board

    def _post(self, claim: Claim) -> None:
        self._claims.append(claim)
        self._marks.append(self._now)
        self._add_report(claim)

    def _board_changed(self) -> None:
        self._score_cache.clear()
        self._reports = {}
        self._claimants = []
        for claim in self._claims:
            self._add_report(claim)

    def _add_report(self, claim: Claim) -> None:
        if claim.kind != SEER_CLAIM:
            return
        self._score_cache.clear()
        if claim.seat not in self._reports:
            self._reports[claim.seat] = []
            self._claimants.append(claim.seat)
        self._reports[claim.seat].append((claim.target, claim.result == WEREWOLF))

    def _pick_fake(self, rng: random.Random) -> int | None:
        """A werewolf-side bot to counter-claim: a non-wolf helper (Traitor) first."""
        g = self.game.state
        wolfside = [
            s
            for s in g.alive()
            if s in self.bot_seats and s not in self._reports and self._side(s) is Side.WEREWOLVES
        ]
        helpers = [s for s in wolfside if not g.role(s).pack]
        pool = helpers or wolfside
        return rng.choice(pool) if pool else None

    def _fake_report(self, fake: int, day: int, rng: random.Random, *, first: bool) -> None:
        g = self.game.state
        mind = self._minds[fake]
        mine = {t for t, _ in self._reports.get(fake, [])}
        enemies = [s for s in g.alive() if s != fake and s not in mind.allies and s not in mine]
        real = [c for c in self._claimants if c != fake and g.here(c) and c not in mind.allies]
        if first and real and rng.random() < 0.5:
            target = real[0]
        elif enemies and (first or rng.random() < 0.5):
            target = rng.choice(enemies)
        else:
            friends = [s for s in mind.allies if g.here(s) and s not in mine]
            if not friends:
                if not enemies:
                    return
                self._post(Claim(day, fake, SEER_CLAIM, rng.choice(enemies), WEREWOLF))
                return
            self._post(Claim(day, fake, SEER_CLAIM, rng.choice(sorted(friends)), NOT_WEREWOLF))
            return
        self._post(Claim(day, fake, SEER_CLAIM, target, WEREWOLF))

    # ------------------------------------------------------------ beliefs

    def _trusted(self, viewer: int) -> tuple[list[int], list[int], list[int]]:
        """(trusted, doubted, liars) among the Seer claimants, as `viewer` sees them."""
        if not self._claimants:
            return [], [], []  # nobody claimed: what the loop below finds
        mind = self._minds[viewer]
        g = self.game.state
        me = g.role(viewer).seer_reading(g, viewer)  # a Reading equals its value (StrEnum)
        honest: list[int] = []
        liars: list[int] = []
        seer = bool(mind.looks) and self._side(viewer) is Side.VILLAGE
        for c in self._claimants:
            if c == viewer:
                continue
            if seer:
                liars.append(c)  # a real Seer knows any other "Seer" is lying
                continue
            lied = False
            for target, wolf in self._reports[c]:
                if target == viewer:
                    lied = (me == WEREWOLF) != wolf
                elif target in mind.known:
                    lied = mind.known[target] != wolf
                elif target in mind.allies:
                    lied = wolf
                if lied:
                    break
            (liars if lied else honest).append(c)
        if len(honest) <= 1:
            return honest, [], liars
        pick = mix(self.seed, viewer, 0x7257) % len(honest)
        return [honest[pick]], [c for i, c in enumerate(honest) if i != pick], liars

    def _scores(self, viewer: int) -> list[float]:
        """How much `viewer` wants each seat gone (village side: suspicion of being a wolf).

        The list is shared (cached until the board or the viewer's mind changes): read it,
        never change it."""
        g = self.game.state
        role_id = g.seats[viewer].role
        cached = self._score_cache.get(viewer)
        if cached is not None and cached[1] == role_id and role_id not in self._own_sides:
            return cached[2]  # the same role, whose side never changes: the same side
        side = self._side(viewer)
        if cached is not None and cached[0] is side and cached[1] == role_id:
            return cached[2]
        s = self._fresh_scores(viewer, side)
        self._score_cache[viewer] = (side, role_id, s)
        return s

    def _fresh_scores(self, viewer: int, side: Side) -> list[float]:
        n = len(self.game.state.seats)
        mind = self._minds[viewer]
        s = [0.0] * n
        if side is Side.WEREWOLVES:
            for c, reports in self._reports.items():
                if c in mind.allies or c == viewer:
                    continue
                s[c] += 10.0
                for target, wolf in reports:
                    if wolf and target not in mind.allies:
                        s[target] += 6.0
            for a in mind.allies:
                s[a] = -1000.0
        else:
            for target, wolf in mind.known.items():
                s[target] += 100.0 if wolf else -50.0
            trusted, doubted, liars = self._trusted(viewer)
            for c in liars:
                s[c] += 40.0
            for c in doubted:
                s[c] += 8.0
            for c in trusted:
                s[c] -= 15.0
                for target, wolf in self._reports[c]:
                    s[target] += 12.0 if wolf else -6.0
            for a in mind.allies:
                s[a] -= 200.0
        s[viewer] = -1000.0
        return s

    # ------------------------------------------------------------ decisions

    def _rng(self, request: Request) -> random.Random:
        return FastRandom(self._rng_state(request))

    def _rng_state(self, request: Request) -> int:
        seat = -1 if request.seat is None else request.seat
        return _rng_state(self.seed, self._now, seat * 64 + _VERB_NO[request.verb])

    def _top(self, scores: Sequence[float], request: Request) -> int:
        """The legal target with the highest score (random tie-break)."""
        targets = request.targets
        if len(targets) == 1:
            return targets[0]
        values: tuple[float, ...] = itemgetter(*targets)(scores)  # in one call: a hot path
        best = max(values)
        if values.count(best) == 1:
            return targets[values.index(best)]
        top = [t for t, value in zip(targets, values, strict=True) if value == best]
        return _choice_at(self._rng_state(request), top)

    def _attack(self, seat: int, request: Request) -> Target:
        g = self.game.state
        shared: set[int] = set()  # the team named in the request: the same for every member
        for value in request.info.values():
            if isinstance(value, list):
                shared.update(v for v in value if isinstance(v, int))
        team = shared | self._minds[seat].allies | {seat}
        team_key = tuple(sorted(shared))
        key = (g.night_no, team_key, request.targets, request.count)
        if key in self._pack_picks:
            return self._pack_picks[key]
        targets = [t for t in request.targets if t not in team]
        if len(targets) < request.count:
            pick: Target = (
                None
                if request.can_skip
                else random_choice(self.game, request, self._rng(request)).target
            )
        else:
            draws = _randoms(_rng_state(self.seed, g.night_no, mix(*team_key)), len(targets))
            value = dict(zip(targets, draws, strict=True))  # the tie-break, shared by the team
            for c, reports in self._reports.items():
                if c in team or c not in value:
                    continue
                value[c] += 10.0
                if any(wolf and t in team for t, wolf in reports):
                    value[c] += 5.0
            for c, reports in self._reports.items():
                if c in team:
                    continue
                for t, wolf in reports:
                    if not wolf and t in value:
                        value[t] += 3.0
            # A target still here the morning after the pack chose them is probably guarded:
            # the pack learns, which also breaks guard-and-tie deadlocks between bots.
            for t, failures in self._failed_pranks(request).items():
                if t in value:
                    value[t] -= 6.0 * failures
            ranked = sorted(targets, key=lambda t: -value[t])
            chosen = ranked[: request.count]
            pick = chosen[0] if request.count == 1 else tuple(sorted(chosen))
        self._pack_picks[key] = pick
        return pick

    def _failed_pranks(self, request: Request) -> Counter[int]:
        """How often each person the werewolf pack pranked on an earlier night is still here.

        Read from the game's own log (the pack knows whom it chose), so it is the same after
        an undo or a resume as in an uninterrupted game.
        """
        g = self.game.state
        failed: Counter[int] = Counter()
        if "pack" not in request.info:
            return failed  # another team (the Mafia): its picks are not logged as pranks
        for m in self._prank_log:  # read by `_sync` before any answer is chosen
            if m.day < g.night_no:
                seat = m.params.get("seat")
                if isinstance(seat, int) and g.here(seat):
                    failed[seat] += 1
        return failed

    def _inspect(self, seat: int, request: Request) -> int:
        mind = self._minds[seat]
        scores = self._scores(seat)
        fresh = [t for t in request.targets if t not in mind.known and t not in mind.allies]
        if not fresh:
            fresh = list(request.targets)
        best = max(scores[t] for t in fresh)
        top = [t for t in fresh if scores[t] == best]
        return top[0] if len(top) == 1 else _choice_at(self._rng_state(request), top)

    def _protect(self, seat: int, request: Request) -> int:
        scores = self._scores(seat)
        value = {t: -scores[t] for t in request.targets}
        if self._side(seat) is not Side.WEREWOLVES:
            trusted, _, _ = self._trusted(seat)
            for c in trusted:
                if c in value:
                    value[c] += 50.0
        if seat in value:
            value[seat] = 5.0
        best = max(value.values())
        top = [t for t in request.targets if value[t] == best]
        return top[0] if len(top) == 1 else _choice_at(self._rng_state(request), top)

    def _save(self, seat: int, request: Request) -> Target:
        if self._side(seat) is Side.WEREWOLVES:
            return None if request.can_skip else request.targets[0]
        scores = self._scores(seat)
        trusted, _, _ = self._trusted(seat)
        for t in request.targets:
            if t in trusted or t in self._minds[seat].allies or t == seat:
                return t
        cleared = [t for t in request.targets if scores[t] < 0]
        if cleared:
            return cleared[0]
        if request.verb is Verb.SAVE and self._rng(request).random() < WITCH_SAVE_CHANCE:
            return _choice_at(self._rng_state(request), request.targets)
        return None if request.can_skip else request.targets[0]

    def _strong(self, seat: int, request: Request) -> Target:
        scores = self._scores(seat)
        best = max(scores[t] for t in request.targets)
        if best >= STRONG_SUSPICION or not request.can_skip:
            return self._top(scores, request)
        return None

    def _accuse(self, request: Request) -> Target:
        """The host names the seat accused most on the claims board (or nobody)."""
        count: dict[int, int] = {}
        for reports in self._reports.values():
            for t, wolf in reports:
                if wolf and t in request.targets:
                    count[t] = count.get(t, 0) + 1
        if not count:
            return None
        best = max(count.values())
        top = sorted(t for t, v in count.items() if v == best)
        return top[0] if len(top) == 1 else _choice_at(self._rng_state(request), top)


_VERB_NO = {v: i for i, v in enumerate(Verb)}

_CHOICES: dict[tuple[int, Verb, int | None], Choice] = {}
"""Interned answers (a `Choice` is frozen): a game's notes and ballots repeat by the dozen."""


def _interned(seat: int, verb: Verb, target: int | None) -> Choice:
    key = (seat, verb, target)
    found = _CHOICES.get(key)
    if found is None:
        if len(_CHOICES) > 20_000:
            _CHOICES.clear()
        found = _CHOICES[key] = Choice(seat, verb, target)
    return found


def _no_note(seat: int) -> Choice:
    """Seat's empty night note."""
    return _interned(seat, Verb.NOTE, None)


def _ballot(seat: int, verb: Verb, target: int) -> Choice:
    """Seat's ballot (a vote or a run-off) for target."""
    return _interned(seat, verb, target)


def _host_last(request: Request) -> bool:
    return request.seat is None


def continue_reasoning(
    game: Game, seed: int, max_choices: int = DEFAULT_MAX_CHOICES
) -> tuple[Game, list[Claim]]:
    """Play an existing game on to its end with reasoning bots at every seat."""
    bots = ReasoningBots(game, seed)
    bots.play(max_choices)
    return game, bots.claims()


def play_reasoning(
    setup: Setup, seed: int, max_choices: int = DEFAULT_MAX_CHOICES
) -> tuple[Game, list[Claim]]:
    """Play a whole game from `setup` with reasoning bots; return the ended game and claims."""
    return continue_reasoning(Game(setup), seed, max_choices)


def claim_sentence(claim: Claim, names: Iterable[str]) -> str:
    """Seed 003's set phrase for a claim, in English (for logs and the CLI)."""
    seats = list(names)
    what = "a werewolf" if claim.result == WEREWOLF else "not a werewolf"
    return f"{seats[claim.seat]}: I'm the Seer. {seats[claim.target]} is {what}."
