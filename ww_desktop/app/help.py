"""Help (F1): a short primer of the table's rules and a sheet of the keyboard shortcuts.

`HelpDialog` has two tabs:

* **Primer**: the chosen preset, the roles at this table (each role's one-sentence blurb from
  `i18n.role_blurb`, the same text the lobby and the role cards use: one place per fact), and
  how a night runs at this table, from the engine's play list (`engine.playlist.called_steps`),
  so the order shown is the order the narrator calls.
* **Keyboard shortcuts**: built from the live `QAction` and `QShortcut` objects of the window
  that opened it (`shortcut_rows`), so the sheet cannot drift from the keys that really work.
  A `QShortcut` is listed when it has a description in its ``whatsThis`` (set, translated,
  where it is made); an action is listed under its menu text.
"""

from __future__ import annotations

import html
import re
from collections.abc import Iterable, Sequence

from PySide6.QtCore import QCoreApplication, QKeyCombination, Qt
from PySide6.QtGui import QAction, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QDialog,
    QDialogButtonBox,
    QHeaderView,
    QTableWidget,
    QTableWidgetItem,
    QTabWidget,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ..engine.playlist import as_state, called_steps, first_played_night
from ..engine.roles import canonical
from ..engine.setup import Setup
from ..texts import i18n
from ..texts.assemble import fill, number
from ..texts.i18n import QT_TRANSLATE_NOOP
from .widgets.privacy import PrivacyCover

MAX_KEYS_LISTED = 4
"""Above this many keys for one description, the sheet shows "first ... last"."""


def _tr(text: str) -> str:
    return QCoreApplication.translate("Help", text)


# --------------------------------------------------------------------------- primer

STEP_TEXTS: dict[str, str] = {
    "pack_meets": QT_TRANSLATE_NOOP(
        "Help", "The werewolves open their eyes to recognise each other."
    ),
    "masons_meet": QT_TRANSLATE_NOOP("Help", "The Masons open their eyes to meet."),
    "lovers_meet": QT_TRANSLATE_NOOP("Help", "The lovers open their eyes to meet."),
    "werewolves": QT_TRANSLATE_NOOP(
        "Help", "The werewolves wake together and silently agree on whom to send home."
    ),
    "seer_free_white": QT_TRANSLATE_NOOP(
        "Help", "The Seer learns the name of one player who is not a werewolf."
    ),
    "notes": QT_TRANSLATE_NOOP(
        "Help", "Everyone else writes a guess, so nobody can tell who was busy."
    ),
}


def step_text(step: str) -> str:
    """What happens at one night step, in a sentence."""
    text = STEP_TEXTS.get(step)
    if text:
        return _tr(text)
    role_id = canonical(step)
    if role_id is not None:
        return fill(
            QCoreApplication.translate("Help", "%1: %2"),
            i18n.role_name(role_id),
            i18n.role_blurb(role_id)
            or QCoreApplication.translate("Help", "wakes up and acts in secret."),
        )
    return QCoreApplication.translate("Help", "A role wakes up and acts in secret.")


def players_text(count: int) -> str:
    """ "8 players at this table." (one and many forms, as `i18n.votes_text` does)."""
    if count == 1:
        text = QCoreApplication.translate("Help", "%n player(s) at this table.", "one")
        english = "%n player at this table."
    else:
        text = QCoreApplication.translate("Help", "%n player(s) at this table.", "many")
        english = "%n players at this table."
    chosen = english if text == "%n player(s) at this table." else text
    return chosen.replace("%n", number(count))


def _night_steps(setup: Setup) -> tuple[int, list[str], list[str]]:
    """(first night's number, its steps, a later night's steps); empty lists if unknown."""
    try:
        state = as_state(setup)
        first = first_played_night(state)
        return first, called_steps(setup, first), called_steps(setup, first + 1)
    except Exception:  # a table still being set up may not be playable yet
        return 0, [], []


def primer_html(setup: Setup) -> str:
    """The primer of a table: its preset, its roles and how its nights run (HTML)."""
    esc = html.escape
    parts = [f"<h2>{esc(i18n.preset_title(setup.preset))}</h2>"]
    parts.append(
        "<p>"
        + esc(
            QCoreApplication.translate(
                "Help",
                "Werewolf is played in turns of night and day. At night, everyone closes their "
                "eyes and the roles with a power wake one by one when called. By day, the whole "
                "table talks and votes one player home. Cards stay secret until the game ends.",
            )
        )
        + "</p>"
    )
    roles = list(dict.fromkeys(role for _name, role in setup.seats))
    count = len(setup.seats)
    parts.append(
        "<h3>" + esc(QCoreApplication.translate("Help", "The roles at this table")) + "</h3>"
    )
    if roles:
        parts.append("<p>" + esc(players_text(count)) + "</p><ul>")
        for role_id in roles:
            dealt = sum(1 for _n, r in setup.seats if r == role_id)
            name = i18n.role_name(role_id)
            if dealt > 1:
                name = fill(QCoreApplication.translate("Help", "%1 \u00d7 %2"), name, str(dealt))
            blurb = i18n.role_blurb(role_id)
            parts.append(f"<li><b>{esc(name)}</b>" + (f" \u2014 {esc(blurb)}" if blurb else ""))
        parts.append("</ul>")
    else:
        parts.append(
            "<p>"
            + esc(
                QCoreApplication.translate("Help", "Choose the players and the cards in the lobby.")
            )
            + "</p>"
        )
    first, first_steps, later_steps = _night_steps(setup)
    parts.append("<h3>" + esc(QCoreApplication.translate("Help", "How a night runs")) + "</h3>")
    parts.append(
        "<p>"
        + esc(
            QCoreApplication.translate(
                "Help",
                "The narrator calls each role in this order. A role whose players have gone "
                "home is still called, with the same words and the same wait, so silence "
                "never tells who is gone.",
            )
        )
        + "</p>"
    )
    for title, steps in (
        (i18n.night_title(first), first_steps),
        (QCoreApplication.translate("Help", "The nights after"), later_steps),
    ):
        if not steps:
            continue
        parts.append(f"<p><b>{esc(title)}</b></p><ol>")
        parts.extend(f"<li>{esc(step_text(step))}</li>" for step in steps)
        parts.append("</ol>")
    parts.append(
        "<p>"
        + esc(
            QCoreApplication.translate(
                "Help",
                "At dawn everyone opens their eyes and hears who went home. A player who went "
                "home stays silent for the rest of the game.",
            )
        )
        + "</p>"
    )
    return "".join(parts)


# --------------------------------------------------------------------------- shortcuts


def _key_names(sequences: Iterable[QKeySequence]) -> list[str]:
    out: list[str] = []
    for seq in sequences:
        text = seq.toString(QKeySequence.SequenceFormat.NativeText)
        if text and text not in out:
            out.append(text)
    return out


def _keys_text(keys: Sequence[str]) -> str:
    if len(keys) > MAX_KEYS_LISTED:
        return fill(QCoreApplication.translate("Help", "%1 \u2026 %2"), keys[0], keys[-1])
    return ", ".join(keys)


def menu_text(text: str) -> str:
    """A menu entry's text without its mnemonic: "&Quit" -> "Quit", "終了(&Q)" -> "終了"."""
    text = re.sub(r"\s*\(&[^)]\)", "", text)
    return text.replace("&&", "\0").replace("&", "").replace("\0", "&")


def shortcut_rows(roots: Sequence[QWidget]) -> list[tuple[str, str]]:
    """(keys, what they do) for every described shortcut under `roots`, in the order found.

    Actions are described by their menu text (without the "&" marks); shortcuts by their
    ``whatsThis``. Shortcuts with the same description are listed once with all their keys.
    """
    found: dict[str, list[str]] = {}
    for root in roots:
        for action in root.findChildren(QAction):
            description = menu_text(action.text())
            keys = _key_names(action.shortcuts())
            if keys and description.strip():
                found.setdefault(description.rstrip(". \u2026"), []).extend(keys)
        for shortcut in root.findChildren(QShortcut):
            description = shortcut.whatsThis()
            keys = _key_names([shortcut.key()])
            if keys and description:
                found.setdefault(description, []).extend(keys)
        for cover in root.findChildren(PrivacyCover):  # a held key, not a QShortcut
            held = QKeySequence(QKeyCombination(cover.hold_modifiers, cover.hold_key))
            description = QCoreApplication.translate(
                "Help", "Hold: look at the console under the privacy cover (one screen)"
            )
            found.setdefault(description, []).extend(_key_names([held]))
    return [(_keys_text(list(dict.fromkeys(k))), d) for d, k in found.items()]


# --------------------------------------------------------------------------- dialog


class HelpDialog(QDialog):
    """The primer and the keyboard shortcuts.

    Attributes:
        tabs: the two tabs; primer: the primer's text; keys_table: the shortcut sheet.
    """

    def __init__(
        self, setup: Setup, roots: Sequence[QWidget], parent: QWidget | None = None
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Help"))
        self.resize(760, 620)
        lay = QVBoxLayout(self)
        self.tabs = QTabWidget()
        lay.addWidget(self.tabs, 1)
        self.primer = QTextBrowser()
        self.primer.setOpenExternalLinks(False)
        self.primer.setHtml(primer_html(setup))
        self.tabs.addTab(self.primer, self.tr("Primer"))
        rows = shortcut_rows(roots)
        self.keys_table = QTableWidget(len(rows), 2)
        self.keys_table.setHorizontalHeaderLabels([self.tr("Keys"), self.tr("What it does")])
        self.keys_table.verticalHeader().hide()
        self.keys_table.setEditTriggers(QTableWidget.EditTrigger.NoEditTriggers)
        header = self.keys_table.horizontalHeader()
        header.setSectionResizeMode(0, QHeaderView.ResizeMode.ResizeToContents)
        header.setSectionResizeMode(1, QHeaderView.ResizeMode.Stretch)
        self.keys_table.setWordWrap(True)
        for row, (keys, description) in enumerate(rows):
            self.keys_table.setItem(row, 0, QTableWidgetItem(keys))
            self.keys_table.setItem(row, 1, QTableWidgetItem(description))
        self.keys_table.resizeRowsToContents()
        header.sectionResized.connect(lambda *_a: self.keys_table.resizeRowsToContents())
        self.tabs.addTab(self.keys_table, self.tr("Keyboard shortcuts"))
        buttons = QDialogButtonBox(QDialogButtonBox.StandardButton.Close)
        buttons.rejected.connect(self.reject)
        lay.addWidget(buttons)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)

    def shortcut_texts(self) -> list[tuple[str, str]]:
        """The sheet's rows as shown (keys, what they do)."""
        out: list[tuple[str, str]] = []
        for row in range(self.keys_table.rowCount()):
            keys, what = self.keys_table.item(row, 0), self.keys_table.item(row, 1)
            out.append((keys.text() if keys else "", what.text() if what else ""))
        return out
