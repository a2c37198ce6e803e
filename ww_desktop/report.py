"""A readable Markdown summary of a finished (or running) game, for `export --format md`.

Every sentence goes through Qt's translation (the public messages through
:func:`ww_desktop.texts.i18n.message_text`, the headings in the context ``Report``), so the
export is in the app's language when a translator is installed, and in English otherwise
(the command line installs none).
"""

from __future__ import annotations

import unicodedata

from PySide6.QtCore import QCoreApplication

from .engine.game import Game
from .engine.timeline import END, NIGHT, game_timeline
from .engine.views import reveal
from .texts.assemble import fill, join_and
from .texts.i18n import (
    QT_TRANSLATE_NOOP,
    message_text,
    preset_title,
    role_name,
    side_name,
    winner_text,
)

_TEXTS: dict[str, str] = {
    #: %1: the preset's name
    "title": QT_TRANSLATE_NOOP("Report", "# Werewolf game: %1"),
    #: %1: the players' names (a list)
    "players": QT_TRANSLATE_NOOP("Report", "Players: %1"),
    "end": QT_TRANSLATE_NOOP("Report", "The end"),
    #: %1: the night's number
    "night": QT_TRANSLATE_NOOP("Report", "Night %1"),
    #: %1: the day's number
    "day": QT_TRANSLATE_NOOP("Report", "Day %1"),
    "roles": QT_TRANSLATE_NOOP("Report", "Roles"),
    "head": QT_TRANSLATE_NOOP("Report", "| Player | Role | Side | Won |"),
    "yes": QT_TRANSLATE_NOOP("Report", "yes"),
    "no": QT_TRANSLATE_NOOP("Report", "no"),
    #: %1: who won, a sentence ("The village wins")
    "result": QT_TRANSLATE_NOOP("Report", "Result: **%1**"),
}
"""The export's own texts (context ``Report``); the table's header keeps its four columns."""


def _tr(key: str) -> str:
    """The translation of one of :data:`_TEXTS`."""
    return QCoreApplication.translate("Report", _TEXTS[key])


def safe_text(text: str) -> str:
    """`text` without control characters (except line breaks): a name holding an escape
    sequence must not clear or recolour the terminal the export is printed on."""
    return "".join(ch for ch in text if ch == "\n" or unicodedata.category(ch) != "Cc")


def markdown_summary(game: Game, wording: str | None = None) -> str:
    """The table, each day's news and votes, and the final reveal, as Markdown.

    `wording` is the table's wording ("gentle", "neutral", "classic"); by default the one
    saved with the game's setup (else the preset's). The nights and days are the pages of the
    engine's timeline (`engine/timeline.py`), each with its own public news (a page with
    none gets no heading).
    """
    names = [s.name for s in game.state.seats]
    setup = game.setup
    wording = wording or setup.table_wording()
    lines = [fill(_tr("title"), preset_title(setup.preset)), ""]
    lines.append(fill(_tr("players"), join_and(names)))
    lines.append("")
    skip = {"night_falls", "morning", "day_breaks"}
    for page in game_timeline(game).pages:
        told = [message_text(m, names, wording) for m in page.public if m.id not in skip]
        told = [text for text in told if text]
        if not told:
            continue  # a night the table was told nothing of: no empty heading
        if page.kind == END:
            title = _tr("end")
        else:
            title = fill(_tr("night" if page.kind == NIGHT else "day"), page.number)
        lines += ["", f"## {title}", ""]
        lines += [f"- {text}" for text in told]
    winner, seats = reveal(game)
    if game.ended:
        lines += ["", f"## {_tr('roles')}", "", _tr("head"), "|---|---|---|---|"]
        for x in seats:
            won = _tr("yes") if x.won else _tr("no")
            name = x.name.replace("|", "\\|")  # a name never adds a column
            lines.append(f"| {name} | {role_name(x.role)} | {side_name(x.side.value)} | {won} |")
        lines += ["", fill(_tr("result"), winner_text(winner))]
    return safe_text("\n".join(lines))
