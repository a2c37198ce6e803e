"""The texts layer: every user-visible sentence, assembled in the table's language.

Qt Core only (``QCoreApplication.translate``, ``QLocale``, ``QTranslator``), never widgets, so
the report, the phones and the narration can use it without importing the app:

* :mod:`.i18n`: the catalogue of the app's texts (roles, sides, settings, messages, problems).
* :mod:`.assemble`: placeholders, list joins, numbers, the colon and the full stop per language.
* :mod:`.placeholders`: :func:`fill` for Qt's ``%1``, ``%2`` (pure Python: the narration's
  script uses it too).
* :mod:`.catalogues`: where the compiled catalogues (``.qm``) are found, from source or frozen.
"""
