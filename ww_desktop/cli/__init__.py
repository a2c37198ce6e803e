"""The command line (``ww-desktop``): the app by default, and the commands without a window.

* :mod:`.commands`: the parser and the dispatch (``ww-desktop --help``); :func:`main` is the
  entry point of the ``ww-desktop`` script, of ``python -m ww_desktop`` and of the executable.
* :mod:`.games`: the commands that use saved games (play, games, export, import).
* :mod:`.selftest`: ``ww-desktop --selftest``, what the packaged executable checks at start.

Importing this package loads no Qt: the commands that need it import it when they run.

Launching the app (no arguments, or only ``--data-dir FOLDER``) skips the parser: building it
and importing the commands took 20 to 45 ms of a launch (issue 34); anything else, and any
doubt about the folder, goes through :func:`.commands.main`, which says what is wrong.
"""

from __future__ import annotations

import sys
from collections.abc import Sequence
from pathlib import Path

__all__ = ["main"]


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit code."""
    args = list(sys.argv[1:] if argv is None else argv)
    launch = _app_launch(args)
    if launch is not None:
        try:
            from ..app.main import run_app

            return run_app(data_dir=launch[0])
        except KeyboardInterrupt:
            print("ww-desktop: interrupted", file=sys.stderr)
            return 130
    from .commands import main as run_command

    return run_command(argv)


def _app_launch(args: list[str]) -> tuple[Path | None] | None:
    """A plain app launch: (its data folder, None for the default); None: parse *args*."""
    if not args:
        return (None,)
    if len(args) == 2 and args[0] == "--data-dir":
        text = args[1]
    elif len(args) == 1 and args[0].startswith("--data-dir="):
        text = args[0].split("=", 1)[1]
    else:
        return None
    if not text.strip() or text.startswith("-"):
        return None
    path = Path(text)
    for part in (path.expanduser(), *path.expanduser().parents):
        if part.exists():
            return (path,) if part.is_dir() else None  # (not a folder: the parser says so)
    return (path,)
