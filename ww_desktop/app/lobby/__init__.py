"""The lobby: the table being set up (players, preset, roles, house rules) and its odds.

* :mod:`.page`: `LobbyPage`, the host's first page.
"""

from .page import LobbyPage

__all__ = ["LobbyPage"]
