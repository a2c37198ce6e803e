"""The command line (``ww-desktop``): the app by default, and the commands without a window.

* :mod:`.commands`: the parser and the dispatch (``ww-desktop --help``); :func:`main` is the
  entry point of the ``ww-desktop`` script, of ``python -m ww_desktop`` and of the executable.
* :mod:`.games`: the commands that use saved games (play, games, export, import).
* :mod:`.selftest`: ``ww-desktop --selftest``, what the packaged executable checks at start.

Importing this package loads no Qt: the commands that need it import it when they run.
"""

from .commands import main

__all__ = ["main"]
