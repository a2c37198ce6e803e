"""A readable Markdown summary of a finished (or running) game, for `export --format md`.

Every sentence goes through Qt's translation (the public messages through
:func:`ww_desktop.app.i18n.message_text`, the headings in the context ``Report``), so the
export is in the app's language when a translator is installed, and in English otherwise
(the command line installs none).
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication

from .app.assemble import join_and
from .app.i18n import (
    QT_TRANSLATE_NOOP,
    message_text,
    preset_title,
    role_name,
    side_name,
    winner_text,
)
from .engine.game import Game
from .engine.messages import Audience
from .engine.views import reveal

_TEXTS: dict[str, str] = {
    "title": QT_TRANSLATE_NOOP("Report", "# Werewolf game: {preset}"),
    "players": QT_TRANSLATE_NOOP("Report", "Players: {names}"),
    "end": QT_TRANSLATE_NOOP("Report", "The end"),
    "night": QT_TRANSLATE_NOOP("Report", "Night {day}"),
    "day": QT_TRANSLATE_NOOP("Report", "Day {day}"),
    "roles": QT_TRANSLATE_NOOP("Report", "Roles"),
    "head": QT_TRANSLATE_NOOP("Report", "| Player | Role | Side | Won |"),
    "yes": QT_TRANSLATE_NOOP("Report", "yes"),
    "no": QT_TRANSLATE_NOOP("Report", "no"),
    "result": QT_TRANSLATE_NOOP("Report", "Result: **{winner}**"),
}
"""The export's own texts (context ``Report``); the table's header keeps its four columns."""


def _tr(key: str) -> str:
    """The translation of one of :data:`_TEXTS`."""
    return QCoreApplication.translate("Report", _TEXTS[key])


def markdown_summary(game: Game, wording: str | None = None) -> str:
    """The table, each day's news and votes, and the final reveal, as Markdown.

    `wording` is the table's wording ("gentle", "neutral", "classic"); the preset's by default.
    """
    names = [s.name for s in game.state.seats]
    setup = game.setup
    wording = wording or str(game.state.preset.wording)
    lines = [_tr("title").format(preset=preset_title(setup.preset)), ""]
    lines.append(_tr("players").format(names=join_and(names)))
    lines.append("")
    current: tuple[int, str] | None = None
    skip = {"night_falls", "morning", "day_breaks"}
    for m in game.messages(Audience.PUBLIC):
        key = (m.day, m.phase)
        if key != current:
            current = key
            if m.phase == "ended":
                title = _tr("end")
            else:
                title = _tr("night" if m.phase == "night" else "day").format(day=m.day)
            lines += ["", f"## {title}", ""]
        text = "" if m.id in skip else message_text(m, names, wording)
        if text:
            lines.append(f"- {text}")
    winner, seats = reveal(game)
    if game.ended:
        lines += ["", f"## {_tr('roles')}", "", _tr("head"), "|---|---|---|---|"]
        for x in seats:
            won = _tr("yes") if x.won else _tr("no")
            lines.append(f"| {x.name} | {role_name(x.role)} | {side_name(x.side.value)} | {won} |")
        lines += ["", _tr("result").format(winner=winner_text(winner))]
    return "\n".join(lines)
