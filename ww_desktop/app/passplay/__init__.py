"""Pass-and-play: a game with no moderator, the laptop passed around for private turns.

`PassPlayPage` (page.py) drives the game; `turn.py` holds the screens of one private turn;
`flow.py` (no Qt) decides which screen comes next; `plan.py` (no Qt) decides what each turn
asks, what it tells at once, the Witch's intents and the stand-ins of players who left.
"""

from .page import PassPlayPage, PlayersDialog
from .plan import LEFT_BOT, LEFT_SKIP

__all__ = ["LEFT_BOT", "LEFT_SKIP", "PassPlayPage", "PlayersDialog"]
