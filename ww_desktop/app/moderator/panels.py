"""The console's side panels: the seats (private), the log, and the claims dialog.

The console is private, so these panels show roles, host-only messages and private facts.
"""

from __future__ import annotations

import html
from typing import Any

from PySide6.QtCore import QCoreApplication, Qt, Signal
from PySide6.QtWidgets import (
    QComboBox,
    QDialog,
    QFormLayout,
    QFrame,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QTextBrowser,
    QVBoxLayout,
    QWidget,
)

from ...engine.game import Game
from ...engine.messages import Audience, Message
from ...engine.roles import canonical
from ...seam import TableHost
from ...texts.assemble import fill, join_list, label
from ...texts.i18n import went_home_badge
from .common import (
    claim_report_text,
    claim_role_text,
    message_text,
    role_icon,
    role_name,
    seat_key,
)

_KNOWLEDGE = ("knows_lover", "knows_masons", "knows_pack", "knows_wolves")


def _mentions(msg: Message, seat: int) -> bool:
    for key in ("seat", "target", "seats", "gone"):
        value = msg.params.get(key)
        if value == seat or (isinstance(value, (list, tuple)) and seat in value):
            return True
    return False


def seat_facts(game: Game, seat: int, wording: str) -> list[str]:
    """Private facts about one seat the host should keep in mind (protected, lovers...).

    Read from the game's private and host-only messages: what the seat knows from the start
    (Lover, Masons...) and this phase's host and private messages that name the seat.
    """
    s = game.state
    names = [x.name for x in s.seats]
    facts: list[str] = []
    current = s.night_no if s.phase.value == "night" else s.day_no
    for msg in s.messages:
        if msg.audience is Audience.PUBLIC:
            continue
        if msg.id == "knows_lover" and seat in msg.to:
            facts.append(message_text(msg, names, wording))
            continue
        if msg.id.startswith("knows_") or msg.day != current or msg.phase != s.phase.value:
            continue
        if msg.audience is Audience.PRIVATE:
            if seat in msg.to:
                facts.append(message_text(msg, names, wording))
        elif _mentions(msg, seat):
            facts.append(message_text(msg, names, wording))
    return facts


class SeatsPanel(QScrollArea):
    """Every seat with its role, state, private facts and claims.

    Signals:
        show_card_requested(int): the player wants to see their card again.
        claim_requested(int): the host marks a claim on this player's nameplate.

    Attributes:
        rows: seat -> its row frame.
    """

    show_card_requested = Signal(int)
    claim_requested = Signal(int)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setWidgetResizable(True)
        self.setFrameShape(QFrame.Shape.NoFrame)
        self.rows: dict[int, QFrame] = {}
        self._shown: Any = None  # what the rows show (they are updated when it changes)
        self._labels: dict[int, tuple[QLabel, QLabel, QLabel, QLabel]] = {}

    def refresh(self, controller: TableHost) -> None:
        """Rebuild the rows from the game (only when what they show has changed: a rebuild
        costs tens of milliseconds, and the console refreshes at every host action)."""
        game = controller.game
        rows: list[tuple[int, str, str, str, bool, str]] = []
        if game is not None:
            wording = controller.wording()
            names = [x.name for x in game.state.seats]
            for seat in game.state.seats:
                role_text = role_name(seat.role)
                if seat.dealt != seat.role:
                    role_text = fill(
                        QCoreApplication.translate("Console", "%1 (dealt %2)"),
                        role_text,
                        role_name(seat.dealt),
                    )
                if seat.here:
                    state = QCoreApplication.translate("Console", "here")
                else:
                    state = went_home_badge(seat.gone_day, seat.gone_phase, wording)
                facts = seat_facts(game, seat.index, wording)
                claim_entry = controller.claims.get(seat.index)
                if claim_entry:
                    facts.append(claim_text(claim_entry, names))
                rows.append(
                    (
                        seat.index,
                        seat.role,
                        seat.name,
                        f"{role_text} · {state}",
                        seat.here,
                        "\n".join(facts),
                    )
                )
        shown = (game is not None, rows, QCoreApplication.translate("Console", "Card"))
        if shown == self._shown and self.widget() is not None:
            return
        before, self._shown = self._shown, shown
        same_rows = before is not None and [r[0] for r in before[1]] == [r[0] for r in rows]
        if same_rows and before[0] and before[2] == shown[2] and self.widget() is not None:
            for row, old in zip(rows, before[1], strict=True):
                if row != old:
                    self._update_row(row)
            return
        self._build(rows, game is None)

    def _update_row(self, data: tuple[int, str, str, str, bool, str]) -> None:
        """Show a seat's new state in its row, in place (no rebuild)."""
        index, role, seat_name, info_text, here, facts = data
        icon, name, info, fact_label = self._labels[index]
        icon.setPixmap(role_icon(role).pixmap(30, 30))
        icon.setAccessibleName(role_name(role))
        name.setText(self._name_markup(index, seat_name, here))
        info.setText(html.escape(info_text))
        if info.objectName() != ("muted" if not here else ""):
            info.setObjectName("muted" if not here else "")
            info.style().unpolish(info)
            info.style().polish(info)
        fact_label.setText(facts)
        fact_label.setVisible(bool(facts))

    @staticmethod
    def _name_markup(index: int, seat_name: str, here: bool) -> str:
        shown = html.escape(seat_name)
        if not here:
            shown = f"<s>{shown}</s>"
        return f"[{seat_key(index)}] <b>{shown}</b>"

    def _build(self, rows: list[tuple[int, str, str, str, bool, str]], empty: bool) -> None:
        holder = QWidget()
        lay = QVBoxLayout(holder)
        lay.setContentsMargins(0, 0, 6, 0)
        lay.setSpacing(6)
        self.rows = {}
        self._labels = {}
        if empty:
            self.setWidget(holder)
            return
        for index, role, seat_name, info_text, here, facts in rows:
            row = QFrame()
            row.setObjectName("panel")
            rl = QVBoxLayout(row)
            rl.setContentsMargins(10, 6, 10, 6)
            rl.setSpacing(2)
            top = QHBoxLayout()
            icon = QLabel()
            icon.setPixmap(role_icon(role).pixmap(30, 30))
            icon.setAccessibleName(role_name(role))
            top.addWidget(icon)
            name = QLabel(self._name_markup(index, seat_name, here))
            name.setTextFormat(Qt.TextFormat.RichText)  # markup on purpose; the name is escaped
            name.setWordWrap(True)  # a long name wraps instead of pushing the buttons out
            top.addWidget(name, 1)
            card = QPushButton(QCoreApplication.translate("Console", "Card"))
            card.setToolTip(
                QCoreApplication.translate(
                    "Console",
                    "Let this player see their card again, behind the cover "
                    "[Ctrl+K, then the player's key]",
                )
            )
            card.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            card.clicked.connect(lambda _c=False, i=index: self.show_card_requested.emit(i))
            top.addWidget(card)
            card.setObjectName("seat_action")  # compact: the row fits the panel in French
            claim = QPushButton(QCoreApplication.translate("Console", "Claim"))
            claim.setToolTip(
                QCoreApplication.translate(
                    "Console",
                    "Mark the role this player claims, or a result they report "
                    "[Ctrl+L, then the player's key]",
                )
            )
            claim.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            claim.clicked.connect(lambda _c=False, i=index: self.claim_requested.emit(i))
            top.addWidget(claim)
            claim.setObjectName("seat_action")
            rl.addLayout(top)
            info = QLabel(html.escape(info_text))
            info.setObjectName("muted" if not here else "")
            info.setWordWrap(True)
            rl.addWidget(info)
            fl = QLabel(facts)
            fl.setTextFormat(Qt.TextFormat.PlainText)  # names, as typed
            fl.setWordWrap(True)
            fl.setObjectName("muted")
            fl.setVisible(bool(facts))
            rl.addWidget(fl)
            lay.addWidget(row)
            self.rows[index] = row
            self._labels[index] = (icon, name, info, fl)
        lay.addStretch(1)
        self.setWidget(holder)
        # Never sideways scrolling: wide enough for the longest row (a long name, French).
        need = holder.minimumSizeHint().width() + self.verticalScrollBar().sizeHint().width()
        if need + 2 > self.minimumWidth():
            self.setMaximumWidth(max(self.maximumWidth(), need + 2))
            self.setMinimumWidth(need + 2)


def claim_text(entry: dict[str, Any], names: list[str]) -> str:
    """The marks on a nameplate: "says Seer, says: Bob is a werewolf" (the language's list)."""
    parts: list[str] = []
    if entry.get("role"):
        parts.append(claim_role_text(str(entry["role"])))
    for report in entry.get("reports", []):
        target = int(report["target"])
        who = (
            names[target]
            if 0 <= target < len(names)
            else QCoreApplication.translate("Names", "someone")
        )
        parts.append(claim_report_text(who, bool(report["werewolf"])))
    return join_list(parts)


class LogPanel(QTextBrowser):
    """The log of the game so far, host-only messages included, by phase."""

    _shown = ""  # the log's text as set last (set again only when it changed)

    def refresh(self, controller: TableHost) -> None:
        """Rebuild the log."""
        game = controller.game
        if game is None:
            self.clear()
            self._shown = ""
            return
        wording = controller.wording()
        names = [x.name for x in game.state.seats]
        parts: list[str] = []
        last: tuple[int, str] | None = None
        for msg in game.state.messages:
            key = (msg.day, msg.phase)
            if key != last:
                last = key
                if msg.phase == "night":
                    head = fill(QCoreApplication.translate("Console", "Night %1"), str(msg.day))
                elif msg.phase == "day":
                    head = fill(QCoreApplication.translate("Console", "Day %1"), str(msg.day))
                else:
                    head = QCoreApplication.translate("Console", "The end")
                if msg.day == 0 and msg.phase == "night" and msg.id in _KNOWLEDGE:
                    head = QCoreApplication.translate("Console", "The deal")
                parts.append(f"<h3 style='margin:8px 0 2px 0'>{html.escape(head)}</h3>")
            text = html.escape(message_text(msg, names, wording))
            if msg.audience is Audience.HOST:
                parts.append(f"<div style='opacity:.8'><i>{text}</i></div>")
            elif msg.audience is Audience.PRIVATE:
                to = join_list([names[i] for i in msg.to if 0 <= i < len(names)])
                to_text = fill(QCoreApplication.translate("Console", "to %1"), to)
                parts.append(f"<div>{label(f'<i>{html.escape(to_text)}</i>', text)}</div>")
            else:
                parts.append(f"<div><b>{text}</b></div>")
        text = "".join(parts)
        if text == self._shown:  # (most clicks add nothing to the log: no new layout)
            return
        self._shown = text
        self.setHtml(text)
        bar = self.verticalScrollBar()
        bar.setValue(bar.maximum())


class ClaimDialog(QDialog):
    """Mark on a player's public nameplate the role they claimed and results they reported.

    Attributes:
        controller: the game's owner (`seam.TableHost`: set_claim / add_report / clear_claims).
        seat: the player.
        role_combo: the claimed role (or none); target_combo / result_combo: a reported result.
    """

    def __init__(self, controller: TableHost, seat: int, parent: QWidget | None = None):
        super().__init__(parent)
        self.controller = controller
        self.seat = seat
        game = controller.game
        assert game is not None
        names = [x.name for x in game.state.seats]
        self.setWindowTitle(QCoreApplication.translate("Console", "Claims"))
        lay = QVBoxLayout(self)
        lay.addWidget(
            QLabel(
                fill(QCoreApplication.translate("Console", "What %1 says in public"), names[seat])
            )
        )
        form = QFormLayout()
        self.role_combo = QComboBox()
        self.role_combo.addItem(QCoreApplication.translate("Console", "(no claim)"), None)
        for role_id in game.state.preset.roles:
            if canonical(role_id) is not None:
                self.role_combo.addItem(role_icon(role_id), role_name(role_id), role_id)
        current = (controller.claims.get(seat) or {}).get("role")
        self.role_combo.setCurrentIndex(max(0, self.role_combo.findData(current)))
        form.addRow(QCoreApplication.translate("Console", "Claims to be"), self.role_combo)
        self.target_combo = QComboBox()
        for i, name in enumerate(names):
            if i != seat:
                self.target_combo.addItem(name, i)
        self.result_combo = QComboBox()
        self.result_combo.setAccessibleDescription(QCoreApplication.translate("Console", "Reports"))
        self.result_combo.addItem(QCoreApplication.translate("Console", "is a werewolf"), True)
        self.result_combo.addItem(QCoreApplication.translate("Console", "is not a werewolf"), False)
        report = QHBoxLayout()
        report.addWidget(self.target_combo)
        report.addWidget(self.result_combo)
        self.add_button = QPushButton(QCoreApplication.translate("Console", "Add the report"))
        self.add_button.clicked.connect(self.add_report)
        report.addWidget(self.add_button)
        form.addRow(QCoreApplication.translate("Console", "Reports"), report)
        lay.addLayout(form)
        buttons = QHBoxLayout()
        self.clear_button = QPushButton(QCoreApplication.translate("Console", "Clear every mark"))
        self.clear_button.clicked.connect(self.clear_marks)
        buttons.addWidget(self.clear_button)
        buttons.addStretch(1)
        self.save_button = QPushButton(QCoreApplication.translate("Console", "Save the claim"))
        self.save_button.setObjectName("primary")
        self.save_button.clicked.connect(self.save_claim)
        buttons.addWidget(self.save_button)
        lay.addLayout(buttons)

    def save_claim(self) -> None:
        """Save the claimed role and close."""
        self.controller.set_claim(self.seat, self.role_combo.currentData())
        self.accept()

    def add_report(self) -> None:
        """Add the reported result."""
        self.controller.add_report(
            self.seat, int(self.target_combo.currentData()), bool(self.result_combo.currentData())
        )

    def clear_marks(self) -> None:
        """Remove every mark on the nameplate."""
        self.controller.clear_claims(self.seat)
        self.role_combo.setCurrentIndex(0)
