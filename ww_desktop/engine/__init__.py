"""The rules engine: pure Python, no Qt (a test checks it), optionally compiled (`native.py`).

Drive a game only through `Game.pending()` and `Game.apply(Choice(...))`; see `game.py`.
"""

from . import native as _native

_native.choose()  # before any other module of the engine: the compiled build or plain Python
