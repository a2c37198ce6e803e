"""The CLI commands that use saved games: play, games, export, import.

Every failure prints one plain sentence on standard error and exits 2; none shows a traceback.
"""

from __future__ import annotations

import argparse
import json
import random
import sys
from pathlib import Path
from typing import Any

from ..engine.presets import get_preset
from ..engine.setup import SetupError
from ..game_files import export_json, read_game_file, replay_check, replay_stored
from ..store import Store, StoreError, default_store_path
from ..store.export import GameImportError, import_checked
from ..store.files import write_export

READ_ONLY = ("games", "export")
"""Commands that only read: they open the store read-only (no write lock, no new file)."""


def run(args: argparse.Namespace) -> int:
    """Dispatch one store command."""
    path = default_store_path(args.data_dir)
    try:
        store = Store.open_read_only(path) if args.command in READ_ONLY else Store.open(path)
    except StoreError as exc:
        return _fail(args.command, str(exc))
    with store:
        try:
            handler = {
                "play": _play,
                "games": _games,
                "export": _export,
                "import": _import,
            }[args.command]
            return handler(store, args)
        except (StoreError, SetupError, GameImportError, ValueError) as exc:
            return _fail(args.command, str(exc))
        except RecursionError:
            return _fail(args.command, "the data is nested too deeply to be read")


def _fail(command: str, message: str) -> int:
    print(f"ww-desktop {command}: {message}", file=sys.stderr)
    return 2


def _play(store: Store, args: argparse.Namespace) -> int:
    from ..headless import new_bot_game, play_on
    from ..session import Session

    if args.resume is not None:
        if not args.resume.strip():
            return _fail("play", "--resume needs the id of a saved game (see: ww-desktop games)")
        try:
            session = Session.resume(store, args.resume)
        except StoreError:
            raise
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            said = str(exc)  # the store's own line already names the game (a damaged row)
            if not said.startswith(f"game {args.resume} "):
                said = f"game {args.resume} cannot be resumed: {said}"
            return _fail("play", said)
        if session.game.ended:
            if str(store.load(session.game_id).status) != "finished":
                session.finish()  # stopped after the last choice, before the summary was saved
            print(session.game_id)
            print(f"already over: {session.game.state.winner}")
            return 0
        if getattr(args, "narrated", False):
            seed = args.seed if args.seed is not None else random.randrange(2**31)
            return _play_narrated(store, args, "", seed, resumed=session)
    else:
        if not args.bots:
            return _fail("play", "say --bots to let bots play every seat (or --resume ID)")
        preset = get_preset(args.preset)
        low, high = preset.players
        if not low <= args.players <= high:
            return _fail(
                "play", f"the {preset.id} preset is for {low} to {high} players, not {args.players}"
            )
        seed = args.seed if args.seed is not None else random.randrange(2**31)
        if getattr(args, "narrated", False):
            return _play_narrated(store, args, preset.id, seed)
        session = new_bot_game(store, preset.id, args.players, seed)
    print(session.game_id, flush=True)

    def show(s: Session, choice: Any) -> None:
        print(f"{len(s.game.records)} {json.dumps(choice.to_json())}", flush=True)

    play_on(session, on_choice=show if args.verbose else None)
    state = session.game.state
    print(f"winner: {state.winner} after {state.day_no} days", flush=True)
    return 0


def _play_narrated(
    store: Store, args: argparse.Namespace, preset: str, seed: int, resumed: Any = None
) -> int:
    """`play --bots --narrated` (or `play --resume ID --narrated`, with the `resumed`
    session): the real controller and narrator on a simulated clock."""
    if not 0.0 <= args.undo_rate <= 1.0:
        return _fail("play", f"--undo-rate is a fraction from 0 to 1, not {args.undo_rate}")
    if not 0.0 <= args.time_scale <= 1_000_000:
        return _fail("play", f"--time-scale is a factor from 0 to 1000000, not {args.time_scale}")
    host_delay = _host_delay(args.host_delay)
    if host_delay is None:
        return _fail(
            "play",
            f"--host-delay is MIN:MAX in seconds, 0 <= MIN <= MAX <= 3600, not {args.host_delay!r}",
        )
    from PySide6.QtCore import QCoreApplication

    from ..app.narrated_play import play_narrated
    from ..headless import new_bot_game

    app = QCoreApplication.instance() or QCoreApplication([])
    printed: list[str] = []

    def new_session() -> Any:
        session = resumed or new_bot_game(store, preset, args.players, seed)
        printed.append(session.game_id)
        print(session.game_id, flush=True)
        return session

    def show(choices: list[Any]) -> None:
        for choice in choices:
            print(json.dumps(choice.to_json()), flush=True)

    try:
        run = play_narrated(
            new_session,
            seed=seed,
            time_scale=args.time_scale,
            undo_rate=args.undo_rate,
            host_delay=host_delay,
            on_action=show if args.verbose else None,
            language=getattr(args, "language", "en"),
        )
    except RuntimeError as exc:
        # The controller reports a refused save on its own; the store kept its words.
        if store.last_error is not None:
            raise store.last_error from exc
        return _fail("play", f"the narrated game stopped: {exc}")
    del app
    print(
        f"winner: {run.winner} after {run.days} days "
        f"({run.seconds / 60:.1f} table minutes, {run.undone} corrections)",
        flush=True,
    )
    return 0


def _host_delay(text: str) -> tuple[float, float] | None:
    """``MIN:MAX`` seconds (0 <= MIN <= MAX <= 3600), or None when it is not."""
    low, sep, high = str(text).partition(":")
    try:
        bounds = (float(low), float(high)) if sep else None
    except ValueError:
        return None
    if bounds is None or not 0.0 <= bounds[0] <= bounds[1] <= 3600.0:
        return None
    return bounds


def _games(store: Store, args: argparse.Namespace) -> int:
    games, bad = store.list_games_checked(args.search)
    for game_id, problem in bad:
        print(f"ww-desktop games: game {game_id} is left out: {problem}", file=sys.stderr)
    if args.json:
        rows = [
            {
                "id": g.id,
                "created": g.created.isoformat(),
                "updated": g.updated.isoformat(),
                "preset": g.preset,
                "players": list(g.players),
                "status": str(g.status),
                "winner": g.winner,
                "days": g.days,
                "abandoned": g.abandoned.isoformat() if g.abandoned is not None else None,
            }
            for g in games
        ]
        print(json.dumps(rows, indent=1))
        return 0
    if not games:
        print("no saved games")
    for g in games:
        outcome = g.winner if g.winner else "abandoned" if g.abandoned else str(g.status)
        print(
            f"{g.id}  {g.created:%Y-%m-%d %H:%M}  {g.preset or '-':<11} "
            f"{len(g.players):2d} players  {outcome}"
        )
    return 0


def _export(store: Store, args: argparse.Namespace) -> int:
    stored = store.load(args.game_id)
    if args.format == "json":
        text = export_json(store, stored)
    else:
        from ..report import markdown_summary

        try:
            game = replay_stored(stored)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            return _fail("export", f"game {stored.id} cannot be replayed: {exc}")
        from ..texts.catalogues import language_installed

        lang = getattr(args, "language", "en")
        with language_installed(None if lang == "en" else lang):
            text = markdown_summary(game)
    if args.to:
        write_export(args.to, text + "\n", store.path)
        print(args.to)
    else:
        print(text)
    return 0


def _import(store: Store, args: argparse.Namespace) -> int:
    path: Path = args.file
    data = read_game_file(path)
    if not isinstance(data, dict):
        return _fail("import", f"{path} is not a Werewolf Desktop game file")
    result = import_checked(store, data, validate=replay_check)
    if not result.added:
        print(
            f"ww-desktop import: this game is already in the history ({result.game_id}); "
            "it was not added again",
            file=sys.stderr,
        )
    print(result.game_id)
    return 0
