"""The public window (the TV): renders only the public projection of the game."""

from .window import PublicWindow, walk_texts

__all__ = ["PublicWindow", "walk_texts"]
