"""The room: which seats are played on phones, who holds them, and what each is asked now.

No network and no Qt here, so the rules of pairing can be read and tested on their own.

* **Room code.** Every game gets a new random code (:data:`CODE_ALPHABET`, no look-alike
  letters). The join link carries it; it admits new seats only until the host starts the game
  (:meth:`Room.close`). It is not a secret that protects a seat: the host's approval and the
  seat token do.
* **Seat tokens** come from `secrets` (128 bits). A token is sent once, to the phone that was
  approved, and is never in a broadcast, the link or the QR code. The seat always comes from
  the token, never from a message. Freeing a seat (lost or swapped phone) forgets its token.
  The room knows every token by its SHA-256 digest (:attr:`Room.digests`), so the seats paired
  before the app restarted can be restored from the kept digests (`keep.py`).
* **Rate limits.** Join requests are counted per client address in a sliding window
  (:class:`Limiter`). Wrong room codes and wrong tokens are counted together per address,
  across connections (:class:`Lockout`): past the limit the address is locked out for a while,
  and while it is, even the right code or token is refused, so a lockout tells nothing.
* **Questions.** :class:`Questions` turns the engine's pending requests of phone seats into
  questions with random ids, and adds decoy notes at night: whenever a new batch of night
  requests opens, every phone seat still here gets decoy notes of the same shape until it has
  as many questions from that batch as the most-asked phone (a Witch's two potions: two
  notes for everyone else), so every phone lights up and every player taps as often. A decoy
  stays until it is answered or the night ends (the server holds the night's last answer
  until the decoys are answered). Decoy answers change nothing.
  An answer names its question id and a command id: an answer to a question that is no longer
  open (a closed phase, undone, already answered) or a command id seen before is ignored.
"""

from __future__ import annotations

import hmac
import secrets
import time
from collections import deque
from collections.abc import Callable, Iterable
from dataclasses import dataclass, field

from ..engine.game import Game
from ..engine.requests import Request, Verb
from ..engine.state import Phase
from .keep import digest
from .view import Question

_BALLOTS = frozenset({Verb.VOTE, Verb.RUNOFF})
CODE_ALPHABET = "ABCDEFGHJKMNPQRSTUVWXYZ23456789"
CODE_LENGTH = 6


def new_code() -> str:
    """A fresh room code (about 30 bits; joins are rate-limited and need the host's approval)."""
    return "".join(secrets.choice(CODE_ALPHABET) for _ in range(CODE_LENGTH))


def new_token() -> str:
    """A fresh seat token (128 bits from `secrets`)."""
    return secrets.token_urlsafe(16)


class Limiter:
    """At most `limit` events per `window` seconds for each key (a client address)."""

    def __init__(
        self, limit: int, window: float, clock: Callable[[], float] = time.monotonic
    ) -> None:
        self.limit = limit
        self.window = window
        self._clock = clock
        self._events: dict[str, deque[float]] = {}

    def allow(self, key: str) -> bool:
        """Count one event for `key`; False when it is over the limit (then it is not counted)."""
        now = self._clock()
        events = self._events.setdefault(key, deque())
        while events and now - events[0] > self.window:
            events.popleft()
        if len(events) >= self.limit:
            return False
        events.append(now)
        return True


class Lockout:
    """Wrong guesses (room codes and seat tokens alike) per address, across connections.

    `limit` wrong guesses within `window` seconds lock the address out for `lock_for` seconds;
    while it is locked every guess is refused, the right one too. The clock is injectable
    (tests move time on without waiting).
    """

    def __init__(
        self,
        limit: int,
        window: float,
        lock_for: float,
        clock: Callable[[], float] = time.monotonic,
    ) -> None:
        self.limit = limit
        self.window = window
        self.lock_for = lock_for
        self.clock = clock
        self._fails: dict[str, deque[float]] = {}
        self._until: dict[str, float] = {}

    def locked(self, key: str) -> bool:
        """Whether `key` is locked out now."""
        until = self._until.get(key)
        if until is None:
            return False
        if self.clock() < until:
            return True
        del self._until[key]
        self._fails.pop(key, None)
        return False

    def fail(self, key: str) -> bool:
        """Count one wrong guess for `key`; True when it is locked out now."""
        if self.locked(key):
            return True
        now = self.clock()
        fails = self._fails.setdefault(key, deque())
        while fails and now - fails[0] > self.window:
            fails.popleft()
        fails.append(now)
        if len(fails) >= self.limit:
            self._until[key] = now + self.lock_for
            return True
        return False


def same_text(a: str, b: str) -> bool:
    """Constant-time comparison of two texts (hmac.compare_digest)."""
    return hmac.compare_digest(a.encode("utf-8"), b.encode("utf-8"))


@dataclass
class JoinRequest:
    """A phone asking for a seat, waiting for the host.

    Attributes:
        seat: the seat asked for.
        address: the phone's network address (shown to the host).
        ticket: the server's handle on the waiting connection.
    """

    seat: int
    address: str
    ticket: int


@dataclass
class Room:
    """The phone seats of one game and who holds them.

    Attributes:
        phone_seats: the seats played on phones.
        code: this game's room code (in the join link).
        open: whether new seats are admitted (until the game starts).
        tokens: token -> seat, for the seats paired since this room was made.
        digests: token digest -> seat, for every paired seat (also those restored from
            before a restart, whose tokens this room never saw).
        waiting: seat -> the join request waiting for the host.
    """

    phone_seats: frozenset[int]
    code: str = field(default_factory=new_code)
    open: bool = True
    tokens: dict[str, int] = field(default_factory=dict)
    digests: dict[str, int] = field(default_factory=dict)
    waiting: dict[int, JoinRequest] = field(default_factory=dict)

    def restore(self, digests: dict[str, int]) -> None:
        """Hold again the seats paired before a restart (their tokens' digests, kept)."""
        for known, seat in digests.items():
            if seat in self.phone_seats and not self.paired(seat):
                self.digests[known] = seat

    def seat_of(self, token: object) -> int | None:
        """The seat a token holds, or None (wrong, missing or freed token)."""
        if not isinstance(token, str) or not token or len(token) > 256:
            return None
        mine = digest(token)
        found: int | None = None
        for known, seat in self.digests.items():  # every digest compared: constant time
            if same_text(known, mine):
                found = seat
        return found

    def paired(self, seat: int) -> bool:
        """Whether a phone holds `seat`."""
        return seat in self.digests.values()

    def free_seats(self) -> list[int]:
        """Phone seats nobody holds or asked for yet."""
        return [s for s in sorted(self.phone_seats) if not self.paired(s) and s not in self.waiting]

    def ask(self, seat: object, address: str, ticket: int) -> str | None:
        """Record a join request; None when accepted, else an error code for the phone."""
        if not self.open:
            return "room_closed"
        if not isinstance(seat, int) or isinstance(seat, bool) or seat not in self.phone_seats:
            return "bad_message"
        if self.paired(seat) or seat in self.waiting:
            return "seat_taken"
        self.waiting[seat] = JoinRequest(seat, address, ticket)
        return None

    def withdraw(self, ticket: int) -> None:
        """Forget the join request of a connection that went away."""
        for seat, req in list(self.waiting.items()):
            if req.ticket == ticket:
                del self.waiting[seat]

    def approve(self, seat: int) -> tuple[JoinRequest, str] | None:
        """The host lets the waiting phone take `seat`: returns its request and new token."""
        req = self.waiting.pop(seat, None)
        if req is None:
            return None
        token = new_token()
        self.tokens[token] = seat
        self.digests[digest(token)] = seat
        return req, token

    def refuse(self, seat: int) -> JoinRequest | None:
        """The host turns the waiting phone away."""
        return self.waiting.pop(seat, None)

    def free(self, seat: int) -> None:
        """Forget the phone holding `seat` (lost or swapped phone); it can be paired again."""
        for token, held in list(self.tokens.items()):
            if held == seat:
                del self.tokens[token]
        for known, held in list(self.digests.items()):
            if held == seat:
                del self.digests[known]
        self.waiting.pop(seat, None)

    def close(self) -> None:
        """The game started: no new seats (freed seats can still be paired by the host)."""
        self.open = False
        self.waiting.clear()


class Questions:
    """Each phone seat's open questions, with stable random ids, and the night's decoys."""

    def __init__(self, phone_seats: Iterable[int], ballots: bool = True) -> None:
        self.seats = frozenset(phone_seats)
        self.ballots = ballots
        """Whether the day's votes are cast on the phones (a secret ballot); when False the
        host takes the votes on the console (a show of hands) and phones are not asked."""
        self._open: dict[int, list[Question]] = {s: [] for s in self.seats}
        self._batch: set[tuple[object, ...]] = set()
        self._phase: tuple[str, int] = ("", 0)
        self.held: set[tuple[int, str]] = set()
        """(seat, verb) of answers the server holds back (not shown again meanwhile)."""
        self._seen_cids: dict[int, deque[str]] = {s: deque(maxlen=256) for s in self.seats}

    def of(self, seat: int) -> list[Question]:
        """The open questions of `seat`."""
        return list(self._open.get(seat, []))

    def refresh(self, game: Game) -> None:
        """Follow the engine: keep ids of requests still open, give new ones ids, add decoys."""
        s = game.state
        number = s.night_no if s.phase is Phase.NIGHT else s.day_no
        pending = game.pending()
        keys = {(s.phase.value, number, r.seat, r.verb.value) for r in pending}
        new_batch = bool(keys) and not (keys & self._batch)
        if new_batch:
            self._batch = set(keys)
        else:
            self._batch |= keys
        asked: dict[int, list[Request]] = {}
        for r in pending:
            if (r.seat, r.verb.value) in self.held:
                continue
            if r.seat in self.seats and (self.ballots or r.verb not in _BALLOTS):
                asked.setdefault(r.seat, []).append(r)
        night = s.phase is Phase.NIGHT
        same_phase = self._phase == (s.phase.value, number)
        self._phase = (s.phase.value, number)
        most = max((len(asked.get(seat, [])) for seat in self.seats if s.here(seat)), default=0)
        for seat in self.seats:
            before = {(q.verb, q.targets, q.count, q.can_skip): q for q in self._open[seat]}
            fresh: list[Question] = []
            for r in asked.get(seat, []):
                sig = (r.verb.value, r.targets, r.count, r.can_skip)
                old = before.get(sig)
                qid = old.id if old is not None and old.request is not None else new_token()
                fresh.append(Question(qid, r, r.verb.value, r.targets, r.count, r.can_skip))
            # A decoy stays until answered or the night ends.
            decoy = [q for q in self._open[seat] if q.request is None]
            if not (night and same_phase) or not s.here(seat):
                decoy = []
            if new_batch and night and s.here(seat):
                others = tuple(i for i in game.state.alive() if i != seat)
                decoy += [
                    Question(new_token(), None, Verb.NOTE.value, others)
                    for _ in range(max(most, 1) - len(fresh))
                ]
            self._open[seat] = fresh + decoy

    def answer(self, seat: int, qid: object, cid: object) -> Question | str:
        """Look up an answer: the question it answers, or why it is ignored."""
        if not isinstance(cid, str) or not 0 < len(cid) <= 64:
            return "bad_message"
        seen = self._seen_cids.setdefault(seat, deque(maxlen=256))
        if cid in seen:
            return "duplicate"
        seen.append(cid)
        for q in self._open.get(seat, []):
            if isinstance(qid, str) and same_text(q.id, qid):
                return q
        return "stale"

    def drop(self, seat: int, question: Question) -> None:
        """A decoy was answered (or a real answer is held): it closes."""
        self._open[seat] = [q for q in self._open[seat] if q.id != question.id]

    def decoys(self, seat: int) -> int:
        """How many decoy notes `seat` still has to answer."""
        return sum(1 for q in self._open.get(seat, []) if q.request is None)
