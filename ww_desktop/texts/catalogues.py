"""Where the compiled catalogues (``ww_desktop_<code>.qm``) live, from source or frozen.

One place for the app's language switch (`app/language.py`), the phones (each in its own
language, `phones/texts.py`) and the self-test; :func:`language_installed` puts one
language's catalogue in place for a block (the printouts, the command line's summaries).
"""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path


def translations_dir() -> Path:
    """Where our compiled catalogues (.qm) live, from source or frozen."""
    return Path(__file__).resolve().parent.parent / "translations"


@contextmanager
def language_installed(code: str | None) -> Iterator[None]:
    """The app's catalogue for language *code* ("en", "ja", "fr") installed for the time of
    the block, over whatever is installed, with the language's locale as the default (None:
    leave the language as it is). Makes a ``QCoreApplication`` when there is none (the
    command line). Raises ``ValueError`` for a language the app does not ship."""
    if code is None:
        yield
        return
    from PySide6.QtCore import QCoreApplication, QLocale, QTranslator

    app = QCoreApplication.instance() or QCoreApplication([])
    translator = QTranslator(app)
    if not translator.load(f"ww_desktop_{code}", str(translations_dir())):
        raise ValueError(f"there is no {code!r} language (known: en, ja, fr)")
    old_locale = QLocale()
    QLocale.setDefault(QLocale(code))
    QCoreApplication.installTranslator(translator)
    try:
        yield
    finally:
        QCoreApplication.removeTranslator(translator)
        QLocale.setDefault(old_locale)
