"""Where the compiled catalogues (``ww_desktop_<code>.qm``) live, from source or frozen.

One place for the app's language switch (`app/language.py`), the phones (each in its own
language, `phones/texts.py`) and the self-test.
"""

from __future__ import annotations

from pathlib import Path


def translations_dir() -> Path:
    """Where our compiled catalogues (.qm) live, from source or frozen."""
    return Path(__file__).resolve().parent.parent / "translations"
