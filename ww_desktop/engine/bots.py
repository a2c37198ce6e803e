"""A random bot: legal random answers to the engine's requests, and whole random games.

`random_choice()` answers one `Request` with a random legal `Choice`: it respects the
request's `count`, `can_skip` and `targets`, closes the host's discussion (`end_discussion`),
answers the host's other requests (seed 004's accusations) like anyone's, and skips now and
then where skipping is allowed. `play_random()` plays a game from its setup
to the end; `continue_random()` carries on an existing game.

Every random decision is drawn from a generator seeded with `(seed, number of records so far)`,
never from hidden state, so a game that is saved after any choice and resumed (or rebuilt with
`Game.replay`) continues exactly as it would have. Lots (the engine's own random draws) come
from the setup's seed, as in any game.
"""

from __future__ import annotations

import random

from .game import Game
from .requests import Choice, Request, Verb
from .setup import Setup

SKIP_CHANCE = 0.15
"""How often the bot skips a request that may be skipped (never the host's end of discussion)."""

DEFAULT_MAX_CHOICES = 5_000
"""A bound far above any real game: a random game that runs longer is reported as an error."""


def bot_rng(seed: int, records: int) -> random.Random:
    """The bot's generator for the next choice of a game with `records` records so far."""
    return random.Random(f"bot:{seed}:{records}")


def random_choice(game: Game, request: Request, rng: random.Random) -> Choice:
    """A random legal answer to `request` (one of `game.pending()`)."""
    del game  # the request carries everything needed; kept for a uniform bot signature
    if request.verb is Verb.END_DISCUSSION:
        return Choice(request.seat, request.verb, None)
    targets = list(request.targets)
    enough = len(targets) >= request.count
    if request.can_skip and (not enough or rng.random() < SKIP_CHANCE):
        return Choice(request.seat, request.verb, None)
    if not enough:
        raise ValueError(f"{request} cannot be answered: too few targets and no skip")
    if request.count == 1:
        return Choice(request.seat, request.verb, rng.choice(targets))
    picks = tuple(sorted(rng.sample(targets, request.count)))
    return Choice(request.seat, request.verb, picks)


def step_random(game: Game, seed: int) -> Choice | None:
    """Answer one pending request at random; return the choice, or None when nothing is asked."""
    pending = game.pending()
    if not pending:
        return None
    rng = bot_rng(seed, len(game.records))
    request = pending[rng.randrange(len(pending))]
    choice = random_choice(game, request, rng)
    game.apply(choice)
    return choice


def continue_random(game: Game, seed: int, max_choices: int = DEFAULT_MAX_CHOICES) -> Game:
    """Play an existing game on to its end with random legal choices.

    Raises RuntimeError when the game is not over after `max_choices` more choices.
    """
    for _ in range(max_choices):
        if step_random(game, seed) is None:
            break
    if not game.ended:
        raise RuntimeError(f"the random game did not end within {max_choices} choices")
    return game


def play_random(setup: Setup, seed: int, max_choices: int = DEFAULT_MAX_CHOICES) -> Game:
    """Play a whole game from `setup` with random legal choices; return the ended game."""
    return continue_random(Game(setup), seed, max_choices)
