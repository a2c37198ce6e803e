"""The rules engine: pure Python, no Qt (a test checks it).

Drive a game only through `Game.pending()` and `Game.apply(Choice(...))`; see `game.py`.
"""
