"""The balance lab: each side's odds for the table being set up, simulated in the background.

* :mod:`.table`: `BalanceTable`, the table to simulate (Qt-free).
* :mod:`.worker`: the `SimulationWorker` on its own `QThread`, reporting by signals.
* :mod:`.collector`: Python's garbage collection kept in the GUI thread while it runs.
* :mod:`.panel`: `BalancePanel`, the lobby's odds, chart and "Suggest a fairer table".
"""

from .panel import BalancePanel
from .table import BalanceTable

__all__ = ["BalancePanel", "BalanceTable"]
