"""Headless games: bots play a saved game on the command line (`ww-desktop play`).

Bot choices derive only from the setup's seed and the number of records so far (see
`engine.bots`), and lots from the same seed and position, so a game killed at any moment and
resumed any number of times ends exactly as the same game played without interruption.
"""

from __future__ import annotations

from collections.abc import Callable

from .engine.bots import bot_rng, random_choice
from .engine.requests import Choice
from .engine.setup import deal
from .session import Session
from .store import Store


def new_bot_game(store: Store, preset: str, players: int, seed: int) -> Session:
    """Deal a table of bots (Player 1, Player 2, ...) and save the new game."""
    names = [f"Player {i}" for i in range(1, players + 1)]
    return Session.new(store, deal(preset, names, seed=seed))


def next_bot_choice(session: Session) -> Choice | None:
    """The bots' next choice (a pure function of the seed and the log), or None at the end."""
    game = session.game
    pending = game.pending()
    if not pending:
        return None
    seed = game.setup.seed if game.setup.seed is not None else 0
    rng = bot_rng(seed, len(game.records))
    request = pending[rng.randrange(len(pending))]
    return random_choice(game, request, rng)


def play_on(
    session: Session,
    *,
    max_choices: int = 5_000,
    on_choice: Callable[[Session, Choice], None] | None = None,
) -> None:
    """Let the bots play the saved game to its end (each choice saved before the next)."""
    for _ in range(max_choices):
        choice = next_bot_choice(session)
        if choice is None:
            break
        session.apply(choice)
        if on_choice is not None:
            on_choice(session, choice)
    if not session.game.ended:
        raise RuntimeError(f"the game did not end within {max_choices} choices")
    session.finish()
