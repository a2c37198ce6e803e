"""Texts for one phone, in that phone's language, while the TV stays in the host's.

Every phone chooses its own language (English, Japanese or French). The app's texts come from
`ww_desktop/texts/i18n.py`, which asks ``QCoreApplication.translate``: the translators installed
for the whole app (the host's language). :func:`speaking` lets a phone's texts be built in
another language without touching the app's translators: inside the ``with`` block, i18n's
``QCoreApplication`` is a stand-in whose ``translate`` reads that language's own catalogue
(``ww_desktop_<code>.qm``, loaded once, never installed). Building is synchronous (no
``await`` inside), so nothing else runs while the stand-in is in place.

The phone page's own words are in :data:`PAGE` (context ``Phone``), marked for lupdate with
``QT_TRANSLATE_NOOP`` and sent to the phone already translated.
"""

from __future__ import annotations

import contextlib
from collections.abc import Iterator
from functools import cache

from PySide6.QtCore import QTranslator

from ..texts import i18n
from ..texts.catalogues import translations_dir
from ..texts.i18n import QT_TRANSLATE_NOOP
from ..texts.languages import LANGUAGES as SHIPPED

LANGUAGES: tuple[str, ...] = tuple(SHIPPED)
"""The languages a phone may choose (the app's: `texts.languages.LANGUAGES`)."""

LANGUAGE_NAMES: dict[str, str] = SHIPPED


def language_of(code: object) -> str:
    """A supported language code for whatever a phone sent ("en" when unknown)."""
    return code if isinstance(code, str) and code in LANGUAGES else "en"


@cache
def _catalogue(code: str) -> QTranslator | None:
    if code == "en":
        return None
    translator = QTranslator()
    return translator if translator.load(f"ww_desktop_{code}", str(translations_dir())) else None


class _PhoneTranslate:
    """Stands in for ``QCoreApplication`` inside i18n while one phone's texts are built."""

    def __init__(self, code: str) -> None:
        self._translator = _catalogue(code)

    def translate(
        self, context: str, text: str, disambiguation: str | None = None, n: int = -1
    ) -> str:
        found: str | None = None
        if self._translator is not None:
            found = self._translator.translate(context, text, disambiguation, n)
        result = found or text
        return result.replace("%n", str(n)) if n >= 0 else result


_depth: list[str] = []


@contextlib.contextmanager
def speaking(code: str) -> Iterator[None]:
    """Build texts in language `code` inside this block (i18n and :func:`tr` both follow)."""
    code = language_of(code)
    saved = getattr(i18n, "QCoreApplication")  # noqa: B009 (swapped in and out below)
    setattr(i18n, "QCoreApplication", _PhoneTranslate(code))  # noqa: B010
    _depth.append(code)
    try:
        yield
    finally:
        _depth.pop()
        setattr(i18n, "QCoreApplication", saved)  # noqa: B010


def tr(text: str) -> str:
    """One of the page's words (context ``Phone``) in the language being built."""
    code = _depth[-1] if _depth else "en"
    return _PhoneTranslate(code).translate("Phone", text)


PAGE: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("Phone", "Werewolf: your phone"),
    "pick_name": QT_TRANSLATE_NOOP("Phone", "Which player are you?"),
    "room_code": QT_TRANSLATE_NOOP("Phone", "Room code (on the TV)"),
    "ok": QT_TRANSLATE_NOOP("Phone", "OK"),
    "taken": QT_TRANSLATE_NOOP("Phone", "taken"),
    "waiting_host": QT_TRANSLATE_NOOP(
        "Phone", "Waiting for the host to let you in. Keep this page open."
    ),
    "refused": QT_TRANSLATE_NOOP("Phone", "The host did not let this phone in."),
    "hold": QT_TRANSLATE_NOOP("Phone", "Hold here to see your card"),
    "your_card": QT_TRANSLATE_NOOP("Phone", "Your card"),
    "you_know": QT_TRANSLATE_NOOP("Phone", "What you know"),
    "nothing_known": QT_TRANSLATE_NOOP("Phone", "Nothing yet."),
    "night": QT_TRANSLATE_NOOP("Phone", "Night: keep your eyes on your own phone."),
    "done_wait": QT_TRANSLATE_NOOP("Phone", "Done. Put the phone face down and wait."),
    "wait": QT_TRANSLATE_NOOP("Phone", "Nothing to do now. Listen to the narrator."),
    "nobody": QT_TRANSLATE_NOOP("Phone", "Nobody"),
    "no_vote": QT_TRANSLATE_NOOP("Phone", "No vote"),
    "confirm": QT_TRANSLATE_NOOP("Phone", "Confirm"),
    "secret_ballot": QT_TRANSLATE_NOOP("Phone", "Secret ballot: only you see this."),
    "decoy": QT_TRANSLATE_NOOP("Phone", "Note a guess: who do you suspect? (only you see it)"),
    #: %1: how many
    "pick_n": QT_TRANSLATE_NOOP("Phone", "Pick %1 people."),
    "night_private": QT_TRANSLATE_NOOP("Phone", "Only you see this screen."),
    "night_how": QT_TRANSLATE_NOOP("Phone", "Tap a name, then Confirm."),
    #: %1: the players' names (a list)
    "pack": QT_TRANSLATE_NOOP("Phone", "Your pack: %1."),
    #: %1: the players' names (a list)
    "victims": QT_TRANSLATE_NOOP("Phone", "Chosen tonight: %1."),
    "gone": QT_TRANSLATE_NOOP("Phone", "You went home. Stay quiet until the end."),
    "game_over": QT_TRANSLATE_NOOP("Phone", "The game is over."),
    "players": QT_TRANSLATE_NOOP("Phone", "Players"),
    "news": QT_TRANSLATE_NOOP("Phone", "News"),
    "language": QT_TRANSLATE_NOOP("Phone", "Language"),
    "reconnecting": QT_TRANSLATE_NOOP("Phone", "Connection lost; trying again…"),
    "replaced": QT_TRANSLATE_NOOP("Phone", "This seat was opened on another phone."),
    "seat_freed": QT_TRANSLATE_NOOP(
        "Phone", "The host freed this seat. Ask the host to pair your phone again."
    ),
    "room_closed": QT_TRANSLATE_NOOP("Phone", "This game has started: no new seats."),
    "no_room": QT_TRANSLATE_NOOP("Phone", "This link is not the current game's."),
    "too_many": QT_TRANSLATE_NOOP("Phone", "Too many tries. Wait a minute and reload."),
    "bad_token": QT_TRANSLATE_NOOP("Phone", "This phone is not paired with a seat."),
    "seat_taken": QT_TRANSLATE_NOOP("Phone", "Someone else asked for this seat first."),
    "sent": QT_TRANSLATE_NOOP("Phone", "Sent."),
    #: %1: the player's name
    "cannot_choose": QT_TRANSLATE_NOOP("Phone", "%1 cannot be chosen now."),
    "must_choose": QT_TRANSLATE_NOOP("Phone", "You must choose someone here."),
    "different": QT_TRANSLATE_NOOP("Phone", "Choose different people."),
    "pick_one": QT_TRANSLATE_NOOP("Phone", "Choose one person."),
    "not_now": QT_TRANSLATE_NOOP("Phone", "That choice is no longer possible."),
    "the_day": QT_TRANSLATE_NOOP("Phone", "Day: talk with the table."),
    "check_title": QT_TRANSLATE_NOOP("Phone", "Connection check"),
    "check_page": QT_TRANSLATE_NOOP(
        "Phone", "This page came from the laptop: the phone reaches it over the network."
    ),
    #: %1: milliseconds
    "check_live": QT_TRANSLATE_NOOP("Phone", "The live connection works (%1 ms)."),
    "check_failed": QT_TRANSLATE_NOOP(
        "Phone", "The live connection failed: check the firewall and the network."
    ),
    "check_help": QT_TRANSLATE_NOOP("Phone", "If a phone cannot open the game's page"),
    "check_same_net": QT_TRANSLATE_NOOP(
        "Phone",
        "Phone and laptop must be on the same network. Guest networks and some public Wi-Fi "
        "keep devices apart: use the home network, or turn on the laptop's own hotspot and "
        "join it with the phones.",
    ),
    "check_firewall": QT_TRANSLATE_NOOP(
        "Phone", "On Windows, allow Werewolf Desktop on private networks when the firewall asks."
    ),
    "check_address": QT_TRANSLATE_NOOP(
        "Phone", "Type the address exactly as the TV shows it, starting with http:// (not https)."
    ),
    "check_vpn": QT_TRANSLATE_NOOP(
        "Phone",
        "A VPN on the laptop or the phone can hide the local network: pause it.",
    ),
}
"""The page's own words, by key (sent translated in every view)."""


def page_texts() -> dict[str, str]:
    """Every page word in the language being built."""
    return {key: tr(text) for key, text in PAGE.items()}
