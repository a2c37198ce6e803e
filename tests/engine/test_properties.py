"""Properties of every game, checked on random tables played with random legal choices.

Hypothesis draws a preset, a table size in its range, random values of the settings it offers
(from `settings.SPECS`), the preset's default role table (for `standard`, plus random extra
roles from those it lists that are registered, pair roles in pairs, so roles are included as
they land) and a seed. The random bot (`engine.bots`) then plays the game to the end, and:

- the game ends within a bounded number of choices;
- nobody gone home is asked anything (the Hunter's shot, asked once they have left, is the one
  exception: the request belongs to the departed Hunter);
- there is exactly one outcome: a winner, phase `ended`, one `game_over` message;
- the winners follow from sides: every winner is on the winning side and every seat on it
  wins, except the documented person-wins (Teruteru wins beside any side; the Lone Wolf only
  alone; Cupid's last two win together whatever their sides);
- replaying the log rebuilds `snapshot()` exactly;
- undoing a choice restores exactly the snapshot taken before it;
- illegal choices (a gone seat, a target not allowed, a wrong verb, out of turn) raise
  IllegalChoice and leave the snapshot unchanged.
"""

from __future__ import annotations

import random
from collections import Counter
from dataclasses import dataclass
from typing import Any

from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st

from ww_desktop.engine.bots import bot_rng, random_choice
from ww_desktop.engine.game import Game
from ww_desktop.engine.presets import PRESETS, get_preset
from ww_desktop.engine.requests import Choice, IllegalChoice, Verb
from ww_desktop.engine.roles import canonical, role
from ww_desktop.engine.settings import SPECS
from ww_desktop.engine.setup import Setup, deal, problems, role_list

MAX_CHOICES = 3_000
PERSON_WINS = {"teruteru", "lone_wolf"}


@dataclass(frozen=True)
class Table:
    """One random table: its setup and the bot's seed."""

    setup: Setup
    seed: int


def setting_value(draw: st.DrawFn, key: str, players: int) -> Any:
    spec = SPECS[key]
    if spec.int_range is not None:
        low, high = spec.int_range
        if key == "werewolves":
            high = max(low, min(high, (players - 1) // 2))
        options: list[Any] = [low, high, (low + high) // 2]
        if spec.allow_auto:
            options.append("auto")
        return draw(st.sampled_from(options))
    return draw(st.sampled_from(spec.values))


def extra_roles(draw: st.DrawFn, preset_id: str) -> list[str]:
    """Random extra roles the preset lists and the registry knows (pairs come in pairs)."""
    preset = get_preset(preset_id)
    landed = [r for r in preset.roles if canonical(r) is not None]
    default = set(preset.table(max(preset.players), preset.rules()))
    pool = sorted(r for r in landed if r not in default)
    if not pool:
        return []
    picked = draw(st.lists(st.sampled_from(pool), max_size=4, unique=True))
    extra: list[str] = []
    for r in picked:
        extra += [r] * max(1, role(r).pair_min)
    return extra


@st.composite
def tables(draw: st.DrawFn) -> Table:
    preset_id = draw(st.sampled_from(sorted(PRESETS)))
    preset = get_preset(preset_id)
    low, high = preset.players
    players = draw(st.integers(low, min(high, 20)))
    chosen = draw(st.lists(st.sampled_from(sorted(preset.offered)), unique=True))
    overrides = {key: setting_value(draw, key, players) for key in chosen}
    extra = extra_roles(draw, preset_id) if preset_id == "standard" else []
    roles, _dropped = role_list(preset_id, players, overrides, extra)
    seed = draw(st.integers(0, 2**31 - 1))
    names = [f"P{i}" for i in range(players)]
    candidate = Setup(preset_id, tuple(zip(names, roles, strict=True)), overrides)
    if problems(candidate):  # e.g. extra wolves no longer outnumbered: fall back to the default
        roles, _ = role_list(preset_id, players, overrides)
    return Table(deal(preset_id, names, roles, overrides, seed=seed), seed)


def illegal_choices(game: Game) -> list[Choice]:
    """Choices that the rules must refuse at this point."""
    s = game.state
    pending = game.pending()
    asked = {(r.seat, r.verb) for r in pending}
    bad: list[Choice] = []
    gone = [x.index for x in s.seats if not x.here]
    shooters = {r.seat for r in pending if r.verb is Verb.SHOOT}
    for seat in gone:
        if seat not in shooters:
            bad += [Choice(seat, Verb.VOTE, s.alive()[0]), Choice(seat, Verb.NOTE, None)]
            break
    for r in pending:
        if r.seat is None:
            continue
        outside = [i for i in range(len(s.seats)) if i not in r.targets]
        if outside and r.count == 1:
            bad.append(Choice(r.seat, r.verb, outside[0]))
        wrong = Verb.DICTATE if (r.seat, Verb.DICTATE) not in asked else Verb.STEAL
        bad.append(Choice(r.seat, wrong, r.targets[0] if r.targets else None))
        if not r.can_skip:
            bad.append(Choice(r.seat, r.verb, None))
        break
    if not any(v in (Verb.VOTE, Verb.RUNOFF) for _, v in asked):
        bad.append(Choice(s.alive()[0], Verb.VOTE, s.alive()[-1]))
    if not any(v is Verb.END_DISCUSSION for _, v in asked):
        bad.append(Choice(None, Verb.END_DISCUSSION, None))
    bad.append(Choice(len(s.seats), Verb.VOTE, 0))
    return bad


def check_outcome(game: Game) -> None:
    s = game.state
    assert game.ended and s.phase.value == "ended"
    assert s.winner is not None
    assert [m.id for m in s.messages].count("game_over") == 1
    assert game.pending() == []
    winners = set(s.winners)
    if s.winner == "draw":
        assert winners == set()
        return
    pair = s.marks.pair
    if s.winner == "lovers" and pair and set(s.alive()) == set(pair):
        assert winners == set(pair)
        return
    side = {x.index for x in s.seats if s.side_of(x.index).value == s.winner}
    for seat in winners - side:
        assert s.seats[seat].role in PERSON_WINS, (seat, s.seats[seat], s.winner)
    for seat in side - winners:
        assert s.seats[seat].role in PERSON_WINS, (seat, s.seats[seat], s.winner)


def play_and_check(table: Table, deep_rate: float = 0.2) -> Game:
    """Play with the bot, checking requests at every step and, at a `deep_rate` share of
    the steps, illegal choices and undo."""
    game = Game(table.setup)
    probe = random.Random(table.seed)
    for _ in range(MAX_CHOICES):
        pending = game.pending()
        if not pending:
            break
        for r in pending:
            assert r.seat is None or game.state.here(r.seat) or r.verb is Verb.SHOOT, r
        rng = bot_rng(table.seed, len(game.records))
        request = pending[rng.randrange(len(pending))]
        choice = random_choice(game, request, rng)
        deep = probe.random() < deep_rate
        before = game.snapshot() if deep else None
        if deep:
            for bad in illegal_choices(game):
                try:
                    game.apply(bad)
                except IllegalChoice:
                    pass
                else:  # pragma: no cover - the failure message
                    raise AssertionError(f"{bad} was accepted")
                assert game.snapshot() == before, bad
        game.apply(choice)
        if deep:
            assert game.undo() == choice
            assert game.snapshot() == before
            game.apply(choice)
    assert game.ended, f"not over after {MAX_CHOICES} choices"
    return game


@settings(
    max_examples=60,
    deadline=None,
    derandomize=True,
    suppress_health_check=[HealthCheck.too_slow, HealthCheck.data_too_large],
)
@given(tables())
def test_random_games_keep_every_promise(table: Table) -> None:
    game = play_and_check(table)
    check_outcome(game)
    assert Game.replay(table.setup, game.records).snapshot() == game.snapshot()


def test_the_bot_resumes_identically() -> None:
    """A game saved after any choice and resumed with the same seed ends the same way."""
    from ww_desktop.engine.bots import continue_random, play_random

    setup = deal("standard", [f"P{i}" for i in range(15)], seed=11)
    whole = play_random(setup, seed=5)
    cut = len(whole.choices) // 2
    records = whole.records[: whole.records.index(whole.choices[cut])]
    resumed = continue_random(Game.replay(setup, records), seed=5)
    assert resumed.snapshot() == whole.snapshot()


def test_every_preset_and_size_ends() -> None:
    """A sweep beside hypothesis: every preset at every size, default table, one seed each."""
    outcomes: Counter[str] = Counter()
    for preset in PRESETS.values():
        low, high = preset.players
        for players in range(low, high + 1):
            setup = deal(preset.id, [f"P{i}" for i in range(players)], seed=players)
            game = play_and_check(Table(setup, players), deep_rate=0.0)
            check_outcome(game)
            outcomes[str(game.state.winner)] += 1
    assert outcomes["village"] and outcomes["werewolves"]
