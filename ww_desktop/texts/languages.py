"""The languages the app ships, in one list: the Language menu, the phones' language choice,
the CLI's ``--language`` and the translation tool (``tools/update_translations.py``) read it.

Pure Python (no Qt), so the CLI's argument parser and the tools can import it cheaply. Adding
a language: add it here, then see ``docs/translating.md``.
"""

from __future__ import annotations

SOURCE = "en"
"""The source language: the texts are written in English in the code."""

LANGUAGES: dict[str, str] = {"en": "English", "ja": "日本語", "fr": "Français"}
"""Each shipped language's code and its name in its own language, the source first."""

TRANSLATED: tuple[str, ...] = tuple(code for code in LANGUAGES if code != SOURCE)
"""The languages with a catalogue of translations (``translations/ww_desktop_<code>.ts``)."""
