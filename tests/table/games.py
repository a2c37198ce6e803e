"""Saved games for the table tier, made with the headless bots (as `play --bots` does).

A game stopped mid-night is what a flat battery or a crash leaves behind; the tests then
open the real app on that data folder and continue it through the keyboard.
"""

from __future__ import annotations

from pathlib import Path

from ww_desktop.engine.state import GameState, Phase
from ww_desktop.headless import new_bot_game, next_bot_choice
from ww_desktop.store import Store


def stopped_game(
    data_dir: Path, *, preset: str = "classic", players: int = 7, seed: int = 5, choices: int = 16
) -> str:
    """Save a bot game stopped after *choices* choices; return its id."""
    store = Store.open(data_dir / "games.sqlite3")
    try:
        session = new_bot_game(store, preset, players, seed)
        for _ in range(choices):
            choice = next_bot_choice(session)
            if choice is None:
                break
            session.apply(choice)
        return str(session.game_id)
    finally:
        store.close()


def stopped_at_night(
    data_dir: Path, *, preset: str = "classic", players: int = 7, gone: str = ""
) -> str:
    """Save a bot game stopped in the middle of a night (its second, or a later one when
    *gone* names a role whose player must have gone home by then); return its id."""
    store = Store.open(data_dir / "games.sqlite3")
    try:
        for seed in range(1, 200):
            session = new_bot_game(store, preset, players, seed)
            nights = 0
            last = None
            while (choice := next_bot_choice(session)) is not None:
                state = session.game.state
                if state.phase == Phase.NIGHT and last != Phase.NIGHT:
                    nights += 1
                if (
                    state.phase == Phase.NIGHT
                    and nights >= 2
                    and len(session.game.pending()) > 1
                    and (not gone or _gone(state, gone))
                ):
                    return str(session.game_id)
                last = state.phase
                session.apply(choice)
            session.finish()
        raise AssertionError(f"no seed stops mid-night 2 or later (gone: {gone or 'none'})")
    finally:
        store.close()


def _gone(state: GameState, role: str) -> bool:
    """Whether the game has a *role* and every player holding it has gone home."""
    holders = [seat for seat in state.seats if seat.role == role]
    return bool(holders) and not any(seat.here for seat in holders)


def wolves_target(data_dir: Path, game_id: str) -> int:
    """A seat the werewolves may pick in the saved game's pending night (seat index)."""
    from ww_desktop.engine.requests import Verb
    from ww_desktop.session import Session

    store = Store.open(data_dir / "games.sqlite3")
    try:
        session = Session.resume(store, game_id)
        for request in session.game.pending():
            if request.verb == Verb.ATTACK and request.targets:
                return request.targets[0]
        raise AssertionError("no werewolves' pick is pending")
    finally:
        store.close()


def stopped_at_the_last_vote(
    data_dir: Path, *, preset: str = "basic", players: int = 7
) -> tuple[str, list[int | None]]:
    """Save a bot game stopped at the last host choice before the game is decided: the day's
    vote that ends it (each voter's ballot still to enter, no run-off after it); return its
    id and the ballots that end it, one per voter in the console's order (None: no vote)."""
    from ww_desktop.engine.requests import Verb

    store = Store.open(data_dir / "games.sqlite3")
    try:
        for seed in range(1, 200):
            session = new_bot_game(store, preset, players, seed)
            choices = []
            last_vote = -1
            voters: list[int] = []
            while (choice := next_bot_choice(session)) is not None:
                pending = session.game.pending()
                opens = not choices or choices[-1].verb is not Verb.VOTE
                if opens and pending and all(r.verb is Verb.VOTE for r in pending):
                    last_vote, voters = len(choices), [int(r.seat or 0) for r in pending]
                choices.append(choice)
                session.apply(choice)
            rest = choices[last_vote:] if last_vote >= 0 else []
            session.finish()
            store.delete(session.game_id)
            if not (session.game.ended and rest and len(rest) == len(voters)):
                continue
            if any(c.verb is not Verb.VOTE for c in rest):
                continue  # a run-off, or a power after the vote: the vote alone ends it
            saved = new_bot_game(store, preset, players, seed)
            for choice in choices[:last_vote]:
                saved.apply(choice)
            ballots = {c.seat: c.target for c in rest}
            return str(saved.game_id), [_target(ballots[v]) for v in voters]
        raise AssertionError(f"no {preset} game of {players} ends at a vote without run-off")
    finally:
        store.close()


def _target(value: object) -> int | None:
    return value if isinstance(value, int) else None


def story_pages_of(export: Path, language: str) -> list[tuple[str, list[str]]]:
    """Replay's pages of an exported game, as the end story words them in *language*: each
    page's title and lines (`app.story.story_pages` of Replay's model of the export), worked
    out in a Qt process of its own (offscreen) with the language's catalogue."""
    import json
    import os
    import subprocess
    import sys

    script = (
        "import json, sys\n"
        "from PySide6.QtWidgets import QApplication\n"
        "from ww_desktop.app.language import install_language\n"
        "from ww_desktop.app.replay import ReplayModel\n"
        "from ww_desktop.app.story import story_pages\n"
        "app = QApplication([])\n"
        "install_language(app, sys.argv[2])\n"
        "data = json.load(open(sys.argv[1], encoding='utf-8'))\n"
        "model = ReplayModel.from_stored(data['setup'], data['records'], data.get('ui_state'))\n"
        "print(json.dumps(story_pages(model.timeline, model.wording)))\n"
    )
    env = {**os.environ, "QT_QPA_PLATFORM": "offscreen"}
    done = subprocess.run(
        [sys.executable, "-c", script, str(export), language],
        env=env,
        capture_output=True,
        text=True,
        check=False,
        timeout=120,
    )
    if done.returncode != 0:
        raise AssertionError(f"Replay's pages could not be read: {done.stderr[-2000:]}")
    return [(str(title), [str(line) for line in lines]) for title, lines in json.loads(done.stdout)]


def host_answers(game: object) -> list[object]:
    """The whole-game host's answers to what the game asks now (its console's step): the
    pack kills the first seat it may that is not a werewolf; the Seer looks at the first seat
    she may; every other night role does nothing (or its first target(s) when it must act);
    the host ends the discussion at once; at the vote every voter points at the lowest seat
    still on the wolves' side (a wolf at another seat). A vote is answered as one batch (the
    ballots, in the console's order); any other step one request at a time."""
    from ww_desktop.engine.requests import Choice, Verb
    from ww_desktop.engine.sides import Side

    pending = game.pending()  # type: ignore[attr-defined]
    if not pending:
        return []
    state = game.state  # type: ignore[attr-defined]
    if all(r.verb in (Verb.VOTE, Verb.RUNOFF) for r in pending):
        wolves = [
            s for s in range(len(state.seats)) if state.seats[s].here and _wolf(state, s, Side)
        ]
        out = []
        for r in pending:
            pick = next((w for w in wolves if w != r.seat and w in r.targets), None)
            if pick is None:
                pick = next((t for t in r.targets if t not in wolves), r.targets[0])
            out.append(Choice(r.seat, r.verb, pick))
        return out
    request = min(pending, key=lambda r: r.order)
    target: object = None
    if request.verb is Verb.ATTACK:  # never a werewolf (the pack may pick one of its own)
        prey = [t for t in request.targets if not _wolf(state, t, Side)]
        target = prey[0] if prey else None
    elif request.verb is Verb.INSPECT and request.targets:
        target = request.targets[0]
    elif not request.can_skip and request.targets:
        target = request.targets[0] if request.count == 1 else tuple(request.targets[:2])
    return [Choice(request.seat, request.verb, target)]


def _wolf(state: GameState, seat: int, side: object) -> bool:
    return state.side_of(seat) is side.WEREWOLVES  # type: ignore[attr-defined]


def seat_keys(answers: list[object]) -> list[str]:
    """The host's keys for *answers* at the console: a seat's key (or N: nobody) for each,
    then Enter; Enter alone to end the discussion."""
    from ww_desktop.app.moderator.common import SEAT_KEYS
    from ww_desktop.engine.requests import Verb

    keys: list[str] = []
    for choice in answers:
        if choice.verb is Verb.END_DISCUSSION:  # type: ignore[attr-defined]
            continue
        target = choice.target  # type: ignore[attr-defined]
        picks = target if isinstance(target, tuple) else (target,)
        keys += [SEAT_KEYS[t].lower() if isinstance(t, int) else "n" for t in picks]
    return [*keys, "Return"]


FAST_RULES = {"call_window": "short"}
"""House rules of the whole games: each night call as short as the lobby allows."""


def short_game(data_dir: Path, *, preset: str, players: int, nights: int = 1) -> str:
    """Save a new game (dealt, its first night to come) that `host_answers` ends within
    *nights* nights; return its id. Searched in a scratch store first."""
    from ww_desktop.engine.game import Game
    from ww_desktop.engine.setup import deal
    from ww_desktop.session import Session

    names = [f"Player {i}" for i in range(1, players + 1)]
    for seed in range(1, 300):
        setup = deal(preset, names, settings=FAST_RULES, seed=seed)
        game = Game(setup)
        seen = 0
        last = None
        while not game.ended and seen <= nights:
            phase = game.state.phase
            if phase == Phase.NIGHT and last != Phase.NIGHT:
                seen += 1
            last = phase
            answers = host_answers(game)
            if not answers:
                break
            for choice in answers:
                game.apply(choice)  # type: ignore[arg-type]
        if game.ended and seen <= nights:
            store = Store.open(data_dir / "games.sqlite3")
            try:
                return str(Session.new(store, setup).game_id)
            finally:
                store.close()
    raise AssertionError(f"no {preset} game of {players} ends within {nights} night(s)")


def game_now(export: dict[str, object]) -> object:
    """The game as its export stands (setup and log replayed)."""
    from ww_desktop.engine.game import Game, record_from_json
    from ww_desktop.engine.setup import Setup

    setup = Setup.from_stored(export["setup"], export.get("ui_state"))  # type: ignore[arg-type]
    records = [record_from_json(r) for r in export["records"]]  # type: ignore[attr-defined]
    return Game.replay(setup, records)
