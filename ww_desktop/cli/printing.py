"""`ww-desktop print`: role cards, a night sheet or a game's summary as a PDF file.

    ww-desktop print cards --preset classic --players 8 --language fr --to cards.pdf
    ww-desktop print sheet --preset classic --players 8 --paper letter --to sheet.pdf
    ww-desktop print summary GAME_ID --to summary.pdf

Never opens a window or a dialog: Qt paints offscreen when there is no display. Bad input
(an unknown preset or game, a table size the preset does not take, a file that cannot be
written) gets one sentence on standard error and exit code 2.
"""

from __future__ import annotations

import argparse
import os
import sys
from pathlib import Path
from typing import Any

from ..texts.languages import LANGUAGES

WHAT = ("cards", "sheet", "summary")


def add_parser(sub: Any) -> None:
    """Add the `print` subcommand to the CLI's subparsers."""
    p = sub.add_parser(
        "print",
        help="write role cards, a night sheet or a game's summary to a PDF file",
    )
    p.add_argument("what", choices=WHAT, help="cards, sheet (with --preset) or summary (an ID)")
    p.add_argument("game_id", nargs="?", metavar="ID", help="summary: the game (see `games`)")
    p.add_argument("--preset", help="cards, sheet: the rule set")
    p.add_argument("--players", type=int, help="cards, sheet: the table size")
    p.add_argument(
        "--language", choices=tuple(LANGUAGES), default="en", help="the printout's language"
    )
    p.add_argument(
        "--paper",
        choices=("a4", "letter"),
        default=None,
        help="default: letter for en_US and en_CA, a4 otherwise",
    )
    p.add_argument("--to", type=Path, required=True, metavar="FILE.pdf", help="the PDF to write")


def _fail(message: str) -> int:
    print(f"ww-desktop print: {message}", file=sys.stderr)
    return 2


def _gui_app() -> Any:
    """The Qt application painting needs (fonts): offscreen when there is no display."""
    if (
        sys.platform.startswith("linux")
        and not os.environ.get("QT_QPA_PLATFORM")
        and not os.environ.get("DISPLAY")
        and not os.environ.get("WAYLAND_DISPLAY")
    ):
        os.environ["QT_QPA_PLATFORM"] = "offscreen"
    from PySide6.QtGui import QGuiApplication

    return QGuiApplication.instance() or QGuiApplication(["ww-desktop"])


def run(args: argparse.Namespace) -> int:
    """Write the printout; returns the exit code."""
    from ..store import default_store_path
    from ..store.files import ExportTargetError, check_target, write_atomic

    preset: str = args.preset
    players: int = args.players

    if args.what == "summary":
        if not args.game_id or not args.game_id.strip():
            return _fail("say which game: print summary ID --to FILE.pdf (see: ww-desktop games)")
        if args.preset is not None or args.players is not None:
            return _fail("a summary is of a saved game: give its ID, not --preset or --players")
    else:
        if args.game_id is not None:
            return _fail(f"print {args.what} takes --preset and --players, not a game id")
        if preset is None or players is None:
            return _fail(f"print {args.what} needs --preset P and --players N")
    try:
        target = check_target(args.to, default_store_path(args.data_dir))
    except ExportTargetError as exc:
        return _fail(str(exc))

    app = _gui_app()
    from ..app.printing import render

    paper = args.paper or render.default_paper()
    try:
        with render.translated(args.language):
            if args.what == "summary":
                data = _summary(args, paper)
            else:
                setup = render.preset_table(preset, players)
                if args.what == "cards":
                    data = render.cards_pdf([r for _name, r in setup.seats], paper)
                else:
                    data = render.sheet_pdf(setup, paper)
        write_atomic(target, data)
    except (render.PrintError, ExportTargetError) as exc:
        return _fail(str(exc))
    del app
    print(args.to)
    return 0


def _summary(args: argparse.Namespace, paper: str) -> bytes:
    from ..app.printing import render
    from ..game_files import replay_stored
    from ..store import Store, StoreError, default_store_path

    try:
        store = Store.open_read_only(default_store_path(args.data_dir))
    except StoreError as exc:
        raise render.PrintError(str(exc)) from None
    with store:
        try:
            stored = store.load(args.game_id)
        except (StoreError, KeyError, ValueError) as exc:
            raise render.PrintError(str(exc)) from None
        try:
            game = replay_stored(stored)
        except (ValueError, KeyError, TypeError, IndexError) as exc:
            raise render.PrintError(f"game {stored.id} cannot be replayed: {exc}") from None
    return render.summary_pdf(game, paper)
