"""Werewolf Desktop: run an in-person Werewolf game night on a laptop and a TV."""

__version__ = "0.1.0"
