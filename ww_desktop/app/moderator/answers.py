"""The host's "show now" panel: a role's private answer in large type while it is awake.

As soon as the host has entered the Seer's look (or the Devil's, the Sorcerer's...), the
answer is shown here with what to show the player: a thumb up or down, a role card, a flat
hand, or the person to point at (the Witch's victim). The Medium's reading and a free look
are shown from the start of the night. The answers come from the engine
(`engine.answers.night_answers`), which reads them from the night's own resolution, so the
panel never tells what the dawn will not; the panel only words them. It is hidden by day and
when nothing is due.
"""

from __future__ import annotations

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ...engine.answers import CARD, FLAT_HAND, THUMB_DOWN, THUMB_UP, VICTIM, Answer, night_answers
from ...texts.assemble import fill
from ..controller import GameController
from ..widgets.plain import plain_label
from .common import role_name


def answer_header(answer: Answer, names: list[str]) -> str:
    """Who is told, about whom: "Seer (Ann), about Bob:" / "Witch (Dee):"."""
    who = names[answer.seat] if 0 <= answer.seat < len(names) else "?"
    role = role_name(answer.role)
    if answer.show == VICTIM or answer.target is None:
        return fill(QCoreApplication.translate("AnswerPanel", "%1 (%2):"), role, who)
    target = names[answer.target] if 0 <= answer.target < len(names) else "?"
    return fill(QCoreApplication.translate("AnswerPanel", "%1 (%2), about %3:"), role, who, target)


def answer_action(answer: Answer, names: list[str]) -> str:
    """What to show, in a few large words: "THUMB UP: a werewolf"."""
    if answer.show == THUMB_UP:
        meaning = (
            QCoreApplication.translate("AnswerPanel", "the Seer")
            if answer.reading == "seer"
            else QCoreApplication.translate("AnswerPanel", "a werewolf")
        )
        return fill(QCoreApplication.translate("AnswerPanel", "THUMB UP: %1"), meaning)
    if answer.show == THUMB_DOWN:
        meaning = (
            QCoreApplication.translate("AnswerPanel", "not the Seer")
            if answer.reading == "not_seer"
            else QCoreApplication.translate("AnswerPanel", "not a werewolf")
        )
        return fill(QCoreApplication.translate("AnswerPanel", "THUMB DOWN: %1"), meaning)
    if answer.show == CARD:
        return fill(
            QCoreApplication.translate("AnswerPanel", "SHOW THE CARD: %1"),
            role_name(answer.card or ""),
        )
    if answer.show == FLAT_HAND:
        return QCoreApplication.translate("AnswerPanel", "FLAT HAND: the look tells nothing")
    if answer.show == VICTIM and answer.target is not None:
        target = names[answer.target] if 0 <= answer.target < len(names) else "?"
        return fill(QCoreApplication.translate("AnswerPanel", "POINT AT %1"), target)
    return ""


class AnswerPanel(QFrame):
    """The night's due answers, newest role last, in large type.

    Attributes:
        answers: the answers shown now (empty: the panel is hidden).
        rows: (header label, action label) per answer, in the same order.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setAccessibleName(QCoreApplication.translate("AnswerPanel", "Answers to show"))
        self.answers: list[Answer] = []
        self.rows: list[tuple[QLabel, QLabel]] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(12, 8, 12, 8)
        self.title = QLabel(QCoreApplication.translate("AnswerPanel", "Show now"))
        self.title.setStyleSheet("font-weight: bold;")
        self._layout.addWidget(self.title)
        self.hide()

    def refresh(self, controller: GameController) -> None:
        """Re-read the due answers from the engine and show them (or hide)."""
        game = controller.game
        answers = night_answers(game) if game is not None and not game.ended else []
        if answers == self.answers:
            self.setVisible(bool(answers))
            return
        self.answers = answers
        for header, action in self.rows:
            header.deleteLater()
            action.deleteLater()
        self.rows = []
        names = [s.name for s in game.state.seats] if game is not None else []
        for answer in answers:
            header = plain_label(answer_header(answer, names))
            header.setWordWrap(True)
            header.setStyleSheet("font-size: 18px;")
            action = plain_label(answer_action(answer, names))
            action.setWordWrap(True)
            action.setStyleSheet("font-size: 30px; font-weight: bold;")
            self._layout.addWidget(header)
            self._layout.addWidget(action)
            self.rows.append((header, action))
        self.setVisible(bool(answers))
