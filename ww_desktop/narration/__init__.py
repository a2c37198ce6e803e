"""Narration: the night's script and the voices that read it aloud.

- ``ww_desktop.narration.script`` (pure, no Qt): what to say and when.
- ``ww_desktop.narration.voices`` (Qt): the voice backends, ``make_voice()``,
  ``render_wav()`` and the voice settings.
- ``ww_desktop.narration.audio`` (Qt): WAV helpers and playback.

This package file deliberately imports nothing, so that importing the pure script module
never pulls in Qt.
"""
