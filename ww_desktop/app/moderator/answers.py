"""The host's "show now" panel: a role's private answer in large type while it is awake.

As soon as the host has entered the Seer's look (or the Devil's, the Sorcerer's...), the
answer is shown here with what to show the player: a thumb up or down, a role card, a flat
hand, or the person to point at (the Witch's victim). The Medium's reading and a free look
are shown once the Medium is called. The answers come from the engine
(`engine.answers.night_answers`), which reads them from the night's own resolution, so the
panel never tells what the dawn will not; the panel only words them. It is hidden by day and
when nothing is due. By day means the game's phase, whatever the engine still counts as due:
compact's night 0 asks nobody and resolves at once, so the engine keeps the Seer's free look
due into day 1 until the first choice; with the table awake the panel offers it not (the Seer
read it on her card at the deal, and the host's log says it).

An answer is offered only once its role's call has opened (`Calls`): with the voice, once
the voice has read that role's wake line tonight; without it, once the console has reached
that role's step. During the day's last words nothing is offered (the table is awake). An
answer that first becomes due after a later call has opened (the Seer's look entered while
the voice calls the Knight) is marked late, so the host knows the Seer is asleep again; one
offered in time is withdrawn once a later call opens (it is no longer for anyone awake).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field

from PySide6.QtCore import QCoreApplication
from PySide6.QtWidgets import QFrame, QLabel, QVBoxLayout, QWidget

from ...engine.answers import CARD, FLAT_HAND, THUMB_DOWN, THUMB_UP, VICTIM, Answer, night_answers
from ...engine.state import Phase
from ...seam import TableHost
from ...texts.assemble import fill
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


CHOSEN = ("inspect_result", "fox_cub_result", "thief_stole")
"""Answers to a choice the host entered (the others are told without choosing)."""


@dataclass(frozen=True, slots=True)
class Calls:
    """Where tonight's calls are, as the console knows it.

    Attributes:
        planned: the steps the voice calls tonight (empty: no voice is reading the night).
        called: the steps whose call the voice has opened tonight, in order.
        lead: the step the console shows now (used when no voice reads the night).
        order: a step's place in the preset's calling order.
        holding: the day's last words are on (the table is awake): nothing is offered.
    """

    planned: tuple[str, ...] = ()
    called: tuple[str, ...] = ()
    lead: str | None = None
    order: Callable[[str], int] = field(default=lambda _step: 0)
    holding: bool = False

    def opened(self, answer: Answer) -> bool:
        """Whether the call of `answer`'s role has opened tonight (it may be shown). With
        no voice, a look the host entered shows at once (the host was at that step)."""
        step = answer.role
        if self.holding:
            return False
        if self.planned:
            return step not in self.planned or step in self.called
        if answer.message in CHOSEN:
            return True
        return self.lead is None or self.order(step) <= self.order(self.lead)

    def over(self, step: str) -> bool:
        """Whether a later call has opened since `step`'s (the voice has moved on)."""
        return step in self.called and self.called[-1] != step


def late_header(header: str) -> str:
    """The header of an answer that came after its role's call: "LATE (its call is over):
    Seer (Ann), about Bob:"."""
    #: %1: who is shown the answer, about whom ("Seer (Ann), about Bob:")
    text = QCoreApplication.translate("AnswerPanel", "LATE (its call is over): %1")
    return fill(text, header)


class AnswerPanel(QFrame):
    """The night's due answers, newest role last, in large type.

    Attributes:
        answers: the answers shown now (empty: the panel is hidden).
        late: for each shown answer, whether it came after its role's call (same order).
        rows: (header label, action label) per answer, in the same order.
    """

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("panel")
        self.setAccessibleName(QCoreApplication.translate("AnswerPanel", "Answers to show"))
        self.answers: list[Answer] = []
        self.late: list[bool] = []
        self._seen: dict[tuple[int, Answer], bool] = {}  # late or not when first offered
        self.rows: list[tuple[QLabel, QLabel]] = []
        self._layout = QVBoxLayout(self)
        self._layout.setContentsMargins(12, 8, 12, 8)
        self.title = QLabel(QCoreApplication.translate("AnswerPanel", "Show now"))
        self.title.setStyleSheet("font-weight: bold;")
        self._layout.addWidget(self.title)
        self.hide()

    def refresh(self, controller: TableHost, calls: Calls | None = None) -> None:
        """Re-read the due answers from the engine and show those whose call has opened
        (all of them when `calls` is None), or hide."""
        game = controller.game
        night_on = game is not None and not game.ended and game.state.phase is Phase.NIGHT
        due = night_answers(game) if game is not None and night_on else []
        night = game.state.night_no if game is not None else -1
        calls = calls if calls is not None else Calls()
        answers = [a for a in due if calls.opened(a)]
        seen = {k: v for k, v in self._seen.items() if k[0] == night and k[1] in answers}
        for a in answers:
            seen.setdefault((night, a), calls.over(a.role))
        self._seen = seen
        # An answer offered in time is withdrawn once a later call has opened: its player is
        # asleep again, and "Show now" would have the host show it to whoever is awake then
        # (the table saw the Seer's thumb offered through the Witch's call). A late one stays,
        # marked late.
        answers = [a for a in answers if seen[(night, a)] or not calls.over(a.role)]
        late = [seen[(night, a)] for a in answers]
        if answers == self.answers and late == self.late:
            self.setVisible(bool(answers))
            return
        self.answers = answers
        self.late = late
        for header, action in self.rows:
            header.deleteLater()
            action.deleteLater()
        self.rows = []
        names = [s.name for s in game.state.seats] if game is not None else []
        for answer, after in zip(answers, late, strict=True):
            text = answer_header(answer, names)
            header = plain_label(late_header(text) if after else text)
            header.setWordWrap(True)
            header.setStyleSheet("font-size: 18px;")
            action = plain_label(answer_action(answer, names))
            action.setWordWrap(True)
            action.setStyleSheet("font-size: 30px; font-weight: bold;")
            self._layout.addWidget(header)
            self._layout.addWidget(action)
            self.rows.append((header, action))
        self.setVisible(bool(answers))
