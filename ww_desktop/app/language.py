"""The app's language: which one, loading its translations, the Language menu, a pseudo-locale.

* :func:`choose_language` picks the language at start: ``WW_DESKTOP_LANGUAGE`` when set, else
  the choice saved in QSettings (``ui/language``), else the system's (``QLocale.system()``)
  when we ship it, else English.
* :func:`install_language` removes the translators it installed before and installs ours
  (``ww_desktop/translations/ww_desktop_<code>.qm``) plus Qt's own ``qtbase_<code>.qm``
  when present (the buttons of standard dialogs). English needs no catalogue.
* ``"xx"`` is the pseudo-locale (like vorta's ``TRANS_SCALE``): :class:`PseudoTranslator`
  returns every source text stretched by about 40 % with accented letters, e.g.
  ``"Werewolf Desktop"`` -> ``"[Ŵèŕèŵöļƒ Ðèšķţöþ ~~~~~~]"``, keeping ``{name}``, ``%1``,
  ``%n``, ``&`` mnemonics and HTML tags intact, so clipped layouts and untranslated strings
  show at a glance. It is offered in the Language menu only when ``WW_DESKTOP_PSEUDO=1``.
* :class:`LanguageMenu` is the host window's Language menu; it emits ``language_chosen``.
* :class:`LanguageSwitcher` switches a running app: it installs the new translators and each
  window follows the ``QEvent.LanguageChange`` Qt sends it, in place (no window is replaced).
* :func:`narration_setup` makes the narration speak the app's language with that language's
  voice; without one the lines are shown as subtitles with a soft chime, and the host is told
  once (per language) what to install (:func:`missing_voice_notice`).
"""

from __future__ import annotations

import functools
import os
import re
import sys
from collections.abc import Callable
from pathlib import Path
from typing import Protocol

from PySide6.QtCore import (
    QCoreApplication,
    QEvent,
    QLibraryInfo,
    QLocale,
    QObject,
    QSettings,
    QTranslator,
    Signal,
)
from PySide6.QtGui import QAction, QActionGroup
from PySide6.QtWidgets import QMenu, QWidget

from ..texts.assemble import fill
from ..texts.catalogues import translations_dir
from ..texts.languages import LANGUAGES as SHIPPED
from ..texts.languages import SOURCE

ENGLISH = SOURCE
PSEUDO = "xx"
LANGUAGES: dict[str, str] = SHIPPED
"""The shipped languages, each with its name in its own language (menu labels;
`texts.languages.LANGUAGES`)."""

PSEUDO_LABEL = "Pseudo-locale (xx)"
LANGUAGE_ENV = "WW_DESKTOP_LANGUAGE"
"""Force the language at start ("en", "ja", "fr" or "xx"), whatever the settings say."""
PSEUDO_ENV = "WW_DESKTOP_PSEUDO"
"""Set to 1 to offer the pseudo-locale in the Language menu."""
SETTINGS_KEY = "ui/language"
NOTICE_KEY = "ui/voice_language_notice"
TRANSLATOR_NAME = "ww-desktop-translator"
"""objectName of the translators :func:`install_language` installs (to find and remove them)."""


def supported(code: str, pseudo: bool = True) -> bool:
    """Whether *code* is a language we ship (or the pseudo-locale, when *pseudo*)."""
    return code in LANGUAGES or (pseudo and code == PSEUDO)


def pseudo_enabled() -> bool:
    """Whether the Language menu offers the pseudo-locale (``WW_DESKTOP_PSEUDO=1``)."""
    return os.environ.get(PSEUDO_ENV, "").strip() not in ("", "0")


def system_language(locale: QLocale | None = None) -> str:
    """The first of the system's UI languages that we ship; English otherwise."""
    locale = locale or QLocale.system()
    for tag in [*locale.uiLanguages(), locale.name()]:
        code = tag.replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return ENGLISH


def saved_language(settings: QSettings) -> str | None:
    """The language the host chose in the menu, if any (and still shipped)."""
    value = settings.value(SETTINGS_KEY, "")
    code = str(value or "").strip()
    return code if supported(code) else None


def save_language(settings: QSettings, code: str) -> None:
    """Remember the host's choice."""
    settings.setValue(SETTINGS_KEY, code)
    settings.sync()


def choose_language(settings: QSettings | None = None) -> str:
    """The language to start in: the environment, the saved choice, the system, English."""
    forced = os.environ.get(LANGUAGE_ENV, "").strip()
    if supported(forced):
        return forced
    if settings is not None:
        saved = saved_language(settings)
        if saved is not None:
            return saved
    return system_language()


# ------------------------------------------------------------------------ pseudo-locale

_ACCENTS = str.maketrans(
    "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ",
    "àƀçđèƒĝĥìĵķļɱñöþǫŕšţûṽŵẋýžÀßÇÐÈƑĜĤÌĴĶĻṀÑÖÞǪŔŠŢÛṼŴẊÝŽ",
)
_KEEP_PATTERN = (
    r"\{[^{}]*\}"  # {name} fields
    r"|%L?\d+|%n"  # %1, %L1, %n
    r"|<[^<>]*>"  # HTML tags
    r"|&(?:[a-zA-Z]+|#\d+);"  # HTML entities
    r"|&\S"  # a mnemonic: keep the letter as it is
    r"|\\n|\n"
)


@functools.cache
def _keep() -> re.Pattern[str]:
    """What the pseudo-locale keeps as it is (compiled when first used: not at launch)."""
    return re.compile(_KEEP_PATTERN)


PSEUDO_SCALE = 0.4
"""How much longer a pseudo-translated text is than its source."""


def pseudo_text(text: str, scale: float = PSEUDO_SCALE) -> str:
    """*text* with accented letters, bracketed and stretched by *scale* (placeholders kept)."""
    if not text.strip():
        return text
    out: list[str] = []
    pos = 0
    for match in _keep().finditer(text):
        out.append(text[pos : match.start()].translate(_ACCENTS))
        out.append(match.group(0))
        pos = match.end()
    out.append(text[pos:].translate(_ACCENTS))
    body = "".join(out)
    visible = len(_keep().sub("", text))
    pad = "~" * max(1, round(visible * scale) - 2)
    if "\n" in body:  # stretch the longest line, not just the last one
        lines = body.split("\n")
        longest = max(range(len(lines)), key=lambda i: len(lines[i]))
        lines[longest] = f"{lines[longest]} {pad}"
        return "[" + "\n".join(lines) + "]"
    return f"[{body} {pad}]"


class PseudoTranslator(QTranslator):
    """A translator whose every translation is :func:`pseudo_text` of the source."""

    def translate(
        self,
        context: str,
        source_text: str,
        disambiguation: str | None = None,
        n: int = -1,
    ) -> str:
        """The stretched, accented source text (Qt's layout-direction key is left alone)."""
        del disambiguation, n
        if not source_text or source_text == "QT_LAYOUT_DIRECTION":
            return ""  # "" means "no translation": Qt keeps the source
        return pseudo_text(source_text)

    def isEmpty(self) -> bool:
        """Never empty: it translates everything."""
        return False

    def language(self) -> str:
        """The pseudo-locale's code."""
        return PSEUDO


# ------------------------------------------------------------------------ installing


def qm_path(code: str) -> Path:
    """Our catalogue of language *code*."""
    return translations_dir() / f"ww_desktop_{code}.qm"


def installed_translators(app: QCoreApplication) -> list[QTranslator]:
    """The translators :func:`install_language` installed (ours and Qt's)."""
    # Looked up by name: a lookup by type alone would wrap every child of the app in Python
    # (the style among them: about 15 ms at launch for the classes of its enums).
    return app.findChildren(QTranslator, TRANSLATOR_NAME)


def install_language(app: QCoreApplication, code: str) -> list[QTranslator]:
    """Make *code* the app's language: remove our previous translators, install the new ones.

    Loads ``ww_desktop_<code>.qm`` and Qt's ``qtbase_<code>.qm`` when present; ``"en"``
    installs only ``ww_desktop_en.qm`` (the plural forms: "1 player", "8 players"),
    ``"xx"`` the :class:`PseudoTranslator`. Sets the default QLocale too (so
    numbers and dates follow). Installing sends every widget a LanguageChange event.
    Returns the translators installed (children of *app*).
    """
    for old in installed_translators(app):
        QCoreApplication.removeTranslator(old)
        old.setParent(None)
        old.deleteLater()
    installed: list[QTranslator] = []
    if code == PSEUDO:
        pseudo = PseudoTranslator(app)
        pseudo.setObjectName(TRANSLATOR_NAME)
        QCoreApplication.installTranslator(pseudo)
        installed.append(pseudo)
        QLocale.setDefault(QLocale(QLocale.Language.English))
        return installed
    if code not in LANGUAGES:
        code = ENGLISH
    QLocale.setDefault(QLocale(code))
    qt_dir = QLibraryInfo.path(QLibraryInfo.LibraryPath.TranslationsPath)
    catalogues = [(str(translations_dir()), f"ww_desktop_{code}")]
    if code != ENGLISH:  # English's catalogue holds only its plural forms ("1 player")
        catalogues.append((qt_dir, f"qtbase_{code}"))
    for folder, name in catalogues:
        translator = QTranslator(app)
        translator.setObjectName(TRANSLATOR_NAME)
        if translator.load(name, folder):
            QCoreApplication.installTranslator(translator)
            installed.append(translator)
        else:
            translator.setParent(None)
            translator.deleteLater()
    return installed


def current_language(app: QCoreApplication | None = None) -> str:
    """The language :func:`install_language` installed last ("en" when none)."""
    app = app or QCoreApplication.instance()
    if app is None:
        return ENGLISH
    for translator in installed_translators(app):
        if isinstance(translator, PseudoTranslator):
            return PSEUDO
        code = translator.language().replace("_", "-").split("-")[0].lower()
        if code in LANGUAGES:
            return code
    return ENGLISH


# ------------------------------------------------------------------------ the menu


def language_menu_title() -> str:
    """The Language menu's title: translated, then "Language" in English as a landmark for
    someone stuck in a language they cannot read."""
    title = QCoreApplication.translate("LanguageMenu", "&Language")
    if "Language" not in title:
        title = f"{title} (Language)"
    return title


class LanguageMenu(QMenu):
    """The Language menu: one checkable action per language (the pseudo-locale when enabled).

    Signals:
        language_chosen(str): the host picked another language ("en", "ja", "fr", "xx").

    Attributes:
        actions_by_code: the menu's action of each language code.
    """

    language_chosen = Signal(str)

    def __init__(self, current: str, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self._retitle()
        self.setObjectName("language_menu")
        group = QActionGroup(self)
        group.setExclusive(True)
        self.actions_by_code: dict[str, QAction] = {}
        codes = list(LANGUAGES)
        if pseudo_enabled() or current == PSEUDO:
            codes.append(PSEUDO)
        for code in codes:
            action = QAction(LANGUAGES.get(code, PSEUDO_LABEL), self)
            action.setCheckable(True)
            action.setChecked(code == current)
            action.setData(code)
            group.addAction(action)
            self.addAction(action)
            self.actions_by_code[code] = action
            action.triggered.connect(lambda _checked=False, c=code: self._chosen(c))
        self._current = current

    def _retitle(self) -> None:
        self.setTitle(language_menu_title())

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed: retitle, and check the language now installed."""
        if event.type() == QEvent.Type.LanguageChange:
            self._retitle()
            self.set_current(current_language())
        super().changeEvent(event)

    def _chosen(self, code: str) -> None:
        if code != self._current:
            self.language_chosen.emit(code)

    def set_current(self, code: str) -> None:
        """Check *code*'s action (without emitting)."""
        self._current = code
        action = self.actions_by_code.get(code)
        if action is not None:
            action.setChecked(True)


# ------------------------------------------------------------------------ narration


class _Voice(Protocol):
    def set_language(self, code: str) -> bool: ...


class _Narrator(Protocol):
    translate: Callable[[str, str], str]
    language: str | None


def _english(context: str, text: str) -> str:
    del context
    return text


def _translated(context: str, text: str) -> str:
    return QCoreApplication.translate(context, text)


def narration_language(code: str) -> str:
    """The speech language of app language *code* (the pseudo-locale speaks English)."""
    return code if code in LANGUAGES else ENGLISH


def narration_setup(
    narrator: _Narrator, voice: _Voice, code: str, settings: QSettings | None = None
) -> str | None:
    """Make the narration speak language *code*; return a notice to show, or None.

    The narrator's lines are always in the app's language (``QCoreApplication.translate``).
    When the voice has *code*, that language's voice reads them. When it has not, the lines
    are shown as subtitles, each announced by a soft chime (``set_subtitles_only``), and
    never read by a voice of another language (espeak-ng's Japanese spells every kanji out);
    the notice saying how to add the voice is returned once per language (remembered in
    *settings* when given).
    """
    wanted = narration_language(code)
    narrator.translate = _translated if code != PSEUDO else _english
    narrator.language = wanted  # recorded with each line (the export's narration says it)
    if voice.set_language(wanted) or wanted == ENGLISH:
        return None
    subtitles_only = getattr(voice, "set_subtitles_only", None)
    if subtitles_only is not None:
        subtitles_only(wanted)
    else:  # a voice that cannot show subtitles alone: English speech, English lines
        voice.set_language(ENGLISH)
        narrator.translate = _english
        narrator.language = ENGLISH
    if settings is not None:
        seen = str(settings.value(NOTICE_KEY, "") or "").split(",")
        if wanted in seen:
            return None
        settings.setValue(NOTICE_KEY, ",".join([s for s in seen if s] + [wanted]))
    return missing_voice_notice(wanted)


def missing_voice_notice(code: str, platform: str | None = None) -> str:
    """What to install to hear the narration in language *code* on this *platform*."""
    platform = platform or sys.platform
    if code == "ja":
        if platform == "win32":
            return QCoreApplication.translate(
                "Language",
                "No Japanese voice is installed: the narration is shown as Japanese subtitles, "
                "with a soft chime for each line. To hear it, add the Japanese speech pack in "
                "Windows Settings > Time & language > Speech, then restart the app.",
            )
        if platform == "darwin":
            return QCoreApplication.translate(
                "Language",
                "No Japanese voice is installed: the narration is shown as Japanese subtitles, "
                "with a soft chime for each line. To hear it, add a Japanese voice in System "
                "Settings > Accessibility > Spoken Content, then restart the app.",
            )
        return QCoreApplication.translate(
            "Language",
            "No Japanese voice is installed: the narration is shown as Japanese subtitles, "
            "with a soft chime for each line. To hear it, add the Japanese voice (Open JTalk) "
            "with 'uv sync --extra ja-voice' or 'pip install pyopenjtalk-plus', then restart "
            "the app.",
        )
    language = LANGUAGES.get(code, code)
    #: %1: the language's name, in that language ("Deutsch")
    text = QCoreApplication.translate(
        "Language",
        "The speech engine has no %1 voice: the narration is shown as subtitles in "
        "%1, with a soft chime for each line. Install a %1 voice for your "
        "system (on Linux, the espeak-ng package) to hear it.",
    )
    return fill(text, language)


# ------------------------------------------------------------------------ switching


class SwitchableWindow(Protocol):
    """What the language switch needs of the host's window (`main_window.MainWindow`).

    The switcher knows the window only through these public methods: it never reads its
    pages or pokes its private state, and it imports neither the window nor `main`. The
    window follows the new language itself, on ``QEvent.LanguageChange``.
    """

    language_menu: LanguageMenu

    def switch_blocker(self) -> str | None:
        """``"dealing"`` or ``"demo"`` when the window's progress would be lost, else None."""
        ...

    def show_error(self, text: str) -> None:
        """Show a message in the banner line."""
        ...

    def keep_for_switch(self) -> None:
        """Save what only the window holds (the lobby's table) before it is retranslated."""
        ...


class LanguageSwitcher(QObject):
    """Switches a running app to another language without losing the game in progress.

    Qt's way: install the new translators (`install_language`); Qt then sends every widget
    a ``QEvent.LanguageChange`` and each window follows it in its ``changeEvent``: the
    host's window (its menus in place, its lobby and console rebuilt around the same
    controller), the TV window (its few fixed texts in place, the rest drawn again from the
    public view), the History and replay windows. No window is replaced, so the TV keeps
    its screen and the QR code, the phones keep their server, the voice and the narrator
    keep their place in the night. Refused while the cards are being dealt or a demo runs
    (their progress lives in the window).

    Signals:
        language_switched(str): the new language, once its translators are installed (the
            windows follow at the next turn of the event loop); the app makes the narration
            follow it.

    Attributes:
        window: the host's window (`SwitchableWindow`).
        app: the application.
        settings: where the choice is remembered.
    """

    language_switched = Signal(str)

    def __init__(
        self,
        window: QWidget,
        app: QCoreApplication,
        settings: QSettings,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.window = window
        self.app = app
        self.settings = settings
        menu = getattr(window, "language_menu", None)
        if isinstance(menu, LanguageMenu):
            menu.language_chosen.connect(self.switch)

    def _window(self) -> SwitchableWindow:
        window: SwitchableWindow = self.window  # type: ignore[assignment]
        return window

    def busy_reason(self) -> str | None:
        """Why the language cannot change right now, or None."""
        blocker = self._window().switch_blocker()
        if blocker == "dealing":
            return self.tr("Finish dealing the cards, then change the language.")
        if blocker == "demo":
            return self.tr("Close the demo game, then change the language.")
        return None

    def switch(self, code: str) -> bool:
        """Switch to language *code*; False (and a banner) when it cannot be done now."""
        window = self._window()
        reason = self.busy_reason()
        if reason is not None:
            window.show_error(reason)
            window.language_menu.set_current(current_language(self.app))
            return False
        window.keep_for_switch()
        install_language(self.app, code)
        save_language(self.settings, code)
        self.language_switched.emit(code)
        return True
