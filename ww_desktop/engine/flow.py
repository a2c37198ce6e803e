"""The course of a game as one generator: nights, mornings, days and votes.

`game_flow(g)` yields batches of requests and is sent back the answers of each batch (a dict
from `(seat, verb)` to the target). `Game` drives it; nothing else does. Because the whole
course is derived from the setup, the answers and the lots, replaying a log rebuilds the game
exactly, which is what resume, undo and replay rely on.
"""

from __future__ import annotations

from collections import Counter, deque
from collections.abc import Generator
from dataclasses import replace
from typing import Any

from . import deaths
from .departure import Departure
from .messages import Audience, Message, new_message
from .night import Night
from .requests import Request, Target, Verb, new_request
from .resolution import end_if_decided, resolve
from .role_base import hooked, request
from .state import Cause, GameState, Phase

Asks = Generator[list[Request], dict[Any, Any], None]

_TABLE: dict[tuple[Verb, tuple[int, ...], str, int], dict[int, Request]] = {}
"""The request table: the same question to the same seat among the same people is one
(frozen) `Request`, built once. Votes, run-offs and the night's notes are most of a game's
requests and repeat from day to day and game to game; their `info` is empty and never
written to. Key: (verb, everyone the question is about, step, order), then the seat."""

_TABLE_LIMIT = 2_000
"""At most this many rows of requests (a few MB), then the table starts over."""

_BALLOTS_LIMIT = 10_000
"""At most this many ballot messages (about a MB), then they start over."""

_BALLOTS: dict[tuple[str, int, int, int, str], Message] = {}
"""The host's "ballot" messages, one (frozen) `Message` per ballot cast on a day: they repeat
from game to game. Their `params` are never written to."""


def asked_among(verb: Verb, among: tuple[int, ...], step: str, order: int) -> dict[int, Request]:
    """The table's row for asking to `verb` one of `among` (seat -> its request)."""
    key = (verb, among, step, order)
    row = _TABLE.get(key)
    if row is None:
        if len(_TABLE) >= _TABLE_LIMIT:
            _TABLE.clear()
        row = _TABLE[key] = {}
    return row


def asked(seat: int, verb: Verb, among: tuple[int, ...], step: str, order: int) -> Request:
    """The skippable request to `seat` to `verb` one of `among` but itself (in seat order)."""
    return _asked_in(asked_among(verb, among, step, order), seat, verb, among, step, order)


def _asked_in(
    row: dict[int, Request], seat: int, verb: Verb, among: tuple[int, ...], step: str, order: int
) -> Request:
    found = row.get(seat)
    if found is None:
        targets = among
        if seat in among:  # `among` is in seat order, each once
            k = among.index(seat)
            targets = among[:k] + among[k + 1 :]
        found = row[seat] = new_request(seat, verb, targets, True, 1, step, order, None, {})
    return found


def game_flow(g: GameState) -> Asks:
    """The whole game, from the deal to the end."""
    for seat in range(len(g.seats)):
        for message in g.role(seat).knowledge(g, seat):
            g.messages.append(replace(message, day=g.preset.first_night))
    if g.rules["first_phase"] == "day":
        g.night_no = g.preset.first_night
        g.phase = Phase.DAY
        g.day_no = 1
        g.emit("day_breaks")
        yield from day(g)
    else:
        g.night_no = g.preset.first_night - 1
        g.day_no = int(g.rules["first_morning_day"]) - 1  # the first morning is this + 1
    while not g.ended:
        yield from night(g)
        if g.ended:
            return
        yield from day(g)


# ---------------------------------------------------------------- night


def night(g: GameState) -> Asks:
    """One night: choices, reactions, resolution, morning."""
    g.phase = Phase.NIGHT
    g.night_no += 1
    g.emit("night_falls")
    seats = g.seats
    # Who is here does not change until the night's answers are in (only `deaths` sends
    # anyone home): one list serves nightfall, the requests and the notes.
    here = tuple(g.alive())
    turning = hooked("at_nightfall")
    for seat in here:
        if seats[seat].role in turning:
            g.role(seat).at_nightfall(g, seat)
    n = Night(g.night_no)
    batch: list[Request] = []
    asking = hooked("night_requests")
    for seat in here:
        if seats[seat].role in asking:
            batch += g.role(seat).night_requests(g, seat)
    batch += pack_requests(g)
    if batch:
        called = {r.seat for r in batch}
        alive = here
        order = g.preset.step_order("notes")
        row = asked_among(Verb.NOTE, alive, "notes", order)
        for seat in alive:
            if seat not in called:
                note = row.get(seat)
                if note is None:
                    note = _asked_in(row, seat, Verb.NOTE, alive, "notes", order)
                batch.append(note)
        n.answers.update((yield batch))
    n.pranks = pack_pranks(g, n)
    for target, prankster in n.pranks:
        g.host("prank_chosen", seat=target, prankster=prankster)
    reactions: list[Request] = []
    reacting = hooked("reaction_requests")
    for seat in g.alive():
        if seats[seat].role in reacting:
            reactions += g.role(seat).reaction_requests(g, seat, n)
    if reactions:
        n.answers.update((yield reactions))
    yield from resolve(g, n)


def pack_attack_count(g: GameState) -> int:
    """How many pranks the pack plays tonight: 0 (first night, Diseased), 1, or 2 (Wolf Cub)."""
    first = g.preset.first_night + (0 if g.rules["first_night_prank"] else 1)
    if g.night_no < first and g.rules["first_phase"] != "day":
        return 0
    if g.marks.no_prank_night == g.night_no:
        return 0
    if g.marks.double_prank_night == g.night_no:
        return 2
    return 1


def pack_requests(g: GameState) -> list[Request]:
    """Every werewolf here is asked; the preset's pack rule turns their answers into the prank."""
    count = pack_attack_count(g)
    pack = g.pack()
    if not count or not pack:
        return []
    if g.rules["wolves_may_target_pack"]:
        targets = g.alive()
    else:
        targets = [i for i in g.alive() if i not in pack]
    count = min(count, len(targets))
    if not count:
        return []
    info = {"pack": pack}
    return [
        request(g, w, Verb.ATTACK, targets, step="werewolves", count=count, info=info) for w in pack
    ]


def pack_pranks(g: GameState, n: Night) -> list[tuple[int, int]]:
    """The pack's pranks as (target, prankster), under the `pack_split` rule."""
    picks: list[tuple[int, tuple[int, ...]]] = []
    attacks = [(seat, t) for (seat, verb), t in n.answers.items() if verb is Verb.ATTACK]
    for seat, target in sorted(attacks, key=_by_seat):  # one verb: the answers' (seat, verb) order
        if seat is not None and g.role(seat).pack and target is not None:
            picks.append((seat, target if isinstance(target, tuple) else (target,)))
    if not picks:
        return []
    if g.rules["pack_split"] == "larger_then_lot":
        tally = Counter(frozenset(t) for _, t in picks)
        top = max(tally.values())
        leaders = [k for k, v in tally.items() if v == top]
        options = sorted(tuple(sorted(k)) for k in leaders)
        if len(options) > 1 and all(len(o) == 1 for o in options):
            chosen: tuple[int, ...] = (g.draw([o[0] for o in options], "pack_split"),)
        else:
            chosen = g.draw(options, "pack_split") if len(options) > 1 else options[0]
        prankster = next(s for s, t in picks if frozenset(t) == frozenset(chosen))
    else:
        prankster, chosen = picks[0]
    return [(t, prankster) for t in sorted(chosen)]  # a double prank resolves in seat order


def _by_seat(item: tuple[int | None, Target]) -> int:
    return -1 if item[0] is None else item[0]


def _answer_order(item: tuple[tuple[int | None, Verb], Target]) -> tuple[int, str]:
    (seat, verb), _ = item
    return (-1 if seat is None else seat, verb)  # a Verb sorts as its value (StrEnum)


# ---------------------------------------------------------------- day


def day(g: GameState) -> Asks:
    """One day: discussion (with day powers), then the vote."""
    batch: list[Request] = []
    asking = hooked("day_requests")
    for seat in g.alive():
        if g.seats[seat].role in asking:
            batch += g.role(seat).day_requests(g, seat)
    batch.append(
        Request(None, Verb.END_DISCUSSION, (), True, step="discussion", group="discussion")
    )
    answers = yield batch
    queue: deque[Departure] = deque()
    skip_vote = False
    for (actor, verb), target in sorted(answers.items(), key=_answer_order):
        if actor is not None and target is not None:
            skip_vote |= g.role(actor).day_action(g, actor, verb, target, queue)
    if queue:
        yield from _day_departures(g, queue)
        if g.ended:
            return
    if not skip_vote:
        accused = yield from accusations(g)
        yield from vote(g, accused)


def accusations(g: GameState) -> Generator[list[Request], dict[Any, Any], list[int]]:
    """Seed 004: before the final vote the host may name up to `max_accused` accused.

    Asked one at a time (host request `accuse`, skippable; a second one only after a first was
    named). Nobody named: the vote is open to everyone. Otherwise the public message `accused`
    lists them and the final vote is among them only. Presets without the rule ask nothing.
    """
    limit = int(g.rules.get("max_accused", 0))
    shielded = g.marks.vote_shield.get(g.day_no)
    accused: list[int] = []
    while len(accused) < limit:
        targets = tuple(i for i in g.alive() if i != shielded and i not in accused)
        if not targets:
            break
        ask = Request(None, Verb.ACCUSE, targets, True, step="accuse", group=None)
        answers = yield [ask]
        target = answers.get((None, Verb.ACCUSE))
        if not isinstance(target, int):
            break
        accused.append(target)
    if accused:
        g.emit("accused", seats=list(accused))
    return accused


def vote(g: GameState, accused: list[int] | None = None) -> Asks:
    """The ballot, the tie rule, and whoever goes home (only the accused, when named).

    `runoff_then_lot` (seeds 000 and 003: "On a tie there is one run-off vote between the tied
    players; if that ties too, it is settled by lot"): a first ballot nobody votes in sends
    nobody home (nobody has "the most votes"); a run-off nobody votes in is a tie between all
    the tied players and is settled by lot, since the table already chose among them.
    """
    shielded = g.marks.vote_shield.get(g.day_no)
    alive = g.alive()  # nobody leaves before the vote is settled: the voters of every ballot
    candidates = [i for i in alive if i != shielded and (not accused or i in accused)]
    tally = yield from _ballot(g, Verb.VOTE, candidates, alive)
    leaders = _leaders(g, tally)
    chosen: int | None = None
    if len(leaders) == 1:
        chosen = leaders[0]
    elif len(leaders) > 1 and g.rules["tie_rule"] == "runoff_then_lot":
        tied = leaders
        tally = yield from _ballot(g, Verb.RUNOFF, tied, alive)
        # A run-off nobody votes in leaves every tied player level (at nought): a tie again,
        # so the lot decides ("if that ties too, it is settled by lot").
        leaders = _leaders(g, tally) or tied
        if len(leaders) == 1:
            chosen = leaders[0]
        elif leaders:
            chosen = g.draw(leaders, "runoff_lot")
            g.emit("settled_by_lot", seat=chosen)
    if chosen is not None and g.rules["vote_rule"] == "majority":
        voters = len(g.alive())
        if tally.get(chosen, 0) * 2 <= voters:
            g.emit("no_majority")
            chosen = None
    if chosen is None:
        g.emit("nobody_voted_home")
        end_if_decided(g)
        return
    g.emit("voted_home", seat=chosen)
    yield from _day_departures(g, deque([Departure(chosen, Cause.VOTE)]))


def _ballot(
    g: GameState, verb: Verb, candidates: list[int], voters: list[int]
) -> Generator[list[Request], dict[Any, Any], dict[int, int]]:
    step = verb.value
    order = g.preset.step_order(step)
    batch = []
    ordered = tuple(sorted(candidates))
    lone = ordered[0] if len(ordered) == 1 else None
    if ordered:
        row = asked_among(verb, ordered, step, order)
        for v in voters:
            if v != lone:  # someone to vote for
                r = row.get(v)
                batch.append(_asked_in(row, v, verb, ordered, step, order) if r is None else r)
    answers = yield batch
    ballots: dict[int, int] = {}
    for r in batch:  # in seat order, as the answers sorted by seat (only these are answered)
        target = answers.get((r.seat, verb))
        if isinstance(target, int):
            ballots[r.seat] = target  # type: ignore[index]
    if g.rules["no_vote"] == "random":
        for r in batch:
            if r.seat is not None and r.seat not in ballots and r.targets:
                ballots[r.seat] = g.draw(list(r.targets), "random_vote")
                g.host("random_vote", seat=r.seat, target=ballots[r.seat])
    tally: dict[int, int] = {}
    weighing = hooked("vote_weight")
    seats = g.seats
    log = g.messages
    day = g.night_no if g.phase is Phase.NIGHT else g.day_no  # as `g.host` does it
    phase = g.phase.value
    logged = _BALLOTS
    for voter, target in ballots.items():
        weight = vote_weight(g, voter) if seats[voter].role in weighing else 1
        tally[target] = tally.get(target, 0) + weight
        key = (step, voter, target, day, phase)
        message = logged.get(key)
        if message is None:  # g.host("ballot", verb=step, seat=voter, target=target)
            if len(logged) >= _BALLOTS_LIMIT:
                logged.clear()
            params = {"verb": step, "seat": voter, "target": target}
            message = logged[key] = new_message("ballot", params, Audience.HOST, (), day, phase)
        log.append(message)
    g.last_tally = dict(sorted(tally.items()))
    g.tallies.append({"day": g.day_no, "verb": step, "totals": dict(g.last_tally)})
    g.emit("vote_totals", verb=step, totals={str(k): v for k, v in g.last_tally.items()})
    return tally


def vote_weight(g: GameState, voter: int) -> int:
    """How many votes one ballot counts for (`Role.vote_weight`: the Mayor's counts twice)."""
    return g.role(voter).vote_weight(g, voter)


def _leaders(g: GameState, tally: dict[int, int]) -> list[int]:
    if not tally:
        return []
    top = max(tally.values())
    return sorted(seat for seat, votes in tally.items() if votes == top)


def _day_departures(g: GameState, queue: deque[Departure]) -> Asks:
    gone: list[int] = []
    yield from deaths.process(g, queue, gone)
    for seat in gone:
        if g.seats[seat].gone_cause in (Cause.VOTE, Cause.DICTATE):
            g.voted_home = seat
    deaths.public_gone(g, [s for s in gone])
    end_if_decided(g)
