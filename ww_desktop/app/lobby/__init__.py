"""The lobby: the table being set up (players, preset, roles, house rules) and its odds.

* :mod:`.flow`: what the lobby shows and allows, from the table as plain data (no Qt);
* :mod:`.page`: `LobbyPage`, the host's first page, drawing it.
"""

from .page import LobbyPage

__all__ = ["LobbyPage"]
