"""The names of the ways a table may word its texts: one list, under every layer.

A trip home, the pack's deed and the like are worded gently, neutrally or in the classic
words. This is the one list of those wordings, mildest first. It sits in the bottom layer
(``base``: no Qt, no import of ours), so that the engine (`engine/messages.py`, which hands it
on as `messages.WORDINGS`) and the screen state a save keeps (`ui_state.py`, which may not
import the engine) read the same tuple. Pure Python.
"""

from __future__ import annotations

WORDINGS: tuple[str, ...] = ("gentle", "neutral", "classic")
"""The wordings, mildest first: `Setup.wording`, the lobby, the CLI's `--wording`, the
screens' and the voice's texts, and a saved screen state all check against this tuple."""
