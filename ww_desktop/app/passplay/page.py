"""Pass-and-play: a game with no moderator, the laptop passed from hand to hand.

`PassPlayPage` replaces the moderator console when the lobby chose pass-and-play
(`Setup.mode == "pass_and_play"`). It follows `controller.pending()` and shows one screen at a
time:

* night: every player still here (and not marked as left) takes exactly ONE turn, in seat
  order: "Pass to Ann" -> hold to unlock -> the turn card (her role, what is new since her
  last turn, what she knows, what she may do now) -> Done after the minimum time -> the next
  player. The TV shows only the subtitle "everyone close your eyes except the one holding the
  laptop". A werewolf's turn shows the pack's choice so far; the Witch's turn shows the victim
  when she is the last one the night waits for, else records her intent (see `plan.py`).
  Then "put the laptop back on the table": the TV keeps the night (`controller.tell`) until
  "Everyone, open your eyes" is pressed, and only then shows the morning card;
* reactions made in the open (the Hunter's shot) and the table's own decisions (naming an
  accused) are chosen on a large screen everyone may watch, not behind the privacy cover;
* day: the discussion with its timer ("Use a power in private" opens a private turn for one
  player, "To the vote" closes it), then the vote, counted by a show of hands (the console's
  tally or totals entry) or by a secret ballot (one private turn per voter, same shape for
  all). Each counted vote's result (totals, who went home) then stays on the laptop until
  "Go on" (`verdict`). A day that starts with a secret power to use (the Seer's look on a
  first day) starts with a private round for everyone;
* the end: "Reveal the roles" confirms the end (the main window then shows the reveal).

A "Players" button marks someone as left: a stand-in (the reasoning bot, or "skip") answers
their seat from then on, and their turns are no longer passed to them.

Which screen comes next is decided by `flow.next_step` (no Qt); this page shows it.
Everything the page must remember between screens (left players, the round in progress,
intents, the pack's picks, what each player has already seen) is one `flow.PassPlayState`,
saved with the game through `controller.extras["passplay"]`, so a resumed game carries on.

Every turn has the same screens, the same geometry outside the card and the panel, the same
buttons and the same minimum time (`min_turn_ms`, from the QSettings key
`passplay/min_turn_ms`, default 8 s); the test suite checks it role by role.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from functools import partial
from typing import Any

from PySide6.QtCore import QSettings, Qt, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QCheckBox,
    QComboBox,
    QDialog,
    QDialogButtonBox,
    QFormLayout,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QScrollArea,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.messages import Message
from ...engine.requests import Choice, Request, Target, Verb
from ...engine.state import Phase
from ...texts.assemble import fill, label
from ...texts.i18n import message_text, verb_label
from ..controller import GameController
from ..moderator.common import DAY_QSS, NIGHT_QSS, primary_button, toggle_pick
from ..moderator.vote import VoteGrid, totals_text
from ..widgets.picks import mark, on_pick
from ..widgets.plain import plain_labels
from ..widgets.timer_controls import TimerControls
from . import flow
from .flow import BALLOT_ROUND, CATCH_UP, DAY_ROUND, NIGHT_ROUND, POWER_ROUND, PassPlayState
from .plan import (
    LEFT_BOT,
    LEFT_SKIP,
    Question,
    StandIns,
    answers_to_choices,
    immediate_answers,
    intent_target,
    note_to_release,
    turn_questions,
)
from .turn import DEFAULT_HOLD_MS, DEFAULT_MIN_TURN_MS, PassScreen, TurnScreen

SCREENS = (
    "idle", "pass", "turn", "back", "discussion", "open", "ballot_choice", "hands", "verdict",
    "end", "phones",
)  # fmt: skip
HANDS = "hands"
SECRET = "secret"


class OpenScreen(QWidget):
    """A choice made in the open, on a large screen: big target buttons and Confirm.

    Signals:
        confirmed(object): the chosen target (a seat, seats, or None for nobody).

    Attributes:
        title_label, info_label: the texts; buttons: seat -> its button;
        nobody_button: "nobody" (when allowed); confirm_button: Confirm.
        selected: the picked seats (None in the list: nobody); count: seats per answer.
    """

    confirmed = Signal(object)

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("open_screen")
        self.buttons: dict[int, QPushButton] = {}
        self.selected: list[int | None] = []
        self.count = 1
        self.can_skip = True
        lay = QVBoxLayout(self)
        lay.setContentsMargins(30, 16, 30, 16)
        self.title_label = QLabel()
        self.title_label.setObjectName("title")
        self.title_label.setStyleSheet("font-size: 40px; font-weight: bold;")
        self.title_label.setWordWrap(True)
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.title_label)
        self.info_label = QLabel()
        self.info_label.setObjectName("subtitle")
        self.info_label.setWordWrap(True)
        self.info_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.info_label)
        self.area = QScrollArea()
        self.area.setWidgetResizable(True)
        lay.addWidget(self.area, 1)
        row = QHBoxLayout()
        row.addStretch(1)
        self.confirm_button = primary_button(self.tr("Confirm  [Enter]"), self._confirm, (320, 72))
        row.addWidget(self.confirm_button)
        row.addStretch(1)
        lay.addLayout(row)
        self.nobody_button = QPushButton()
        plain_labels(self)

    def ask(
        self,
        title: str,
        info: str,
        targets: Sequence[int],
        names: Sequence[str],
        *,
        can_skip: bool = True,
        count: int = 1,
        nobody_text: str = "",
    ) -> None:
        """Show one choice."""
        self.title_label.setText(title)
        self.info_label.setText(info)
        self.count = count
        self.can_skip = can_skip
        self.selected = []
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setSpacing(10)
        columns = 2 if len(targets) <= 6 else 3
        self.buttons = {}
        for i, seat in enumerate(targets):
            button = QPushButton(names[seat])
            button.setObjectName("target")
            button.setCheckable(True)
            button.setMinimumHeight(72)
            button.setStyleSheet("font-size: 26px;")
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            on_pick(button, partial(self.pick, seat))
            grid.addWidget(button, i // columns, i % columns)
            self.buttons[seat] = button
        self.nobody_button = QPushButton(nobody_text or self.tr("Nobody"))
        self.nobody_button.setObjectName("target")
        self.nobody_button.setCheckable(True)
        self.nobody_button.setMinimumHeight(72)
        self.nobody_button.setStyleSheet("font-size: 26px;")
        self.nobody_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        on_pick(self.nobody_button, lambda: self.pick(None))
        self.nobody_button.setVisible(can_skip)
        rows = -(-len(targets) // columns)
        grid.addWidget(self.nobody_button, rows, 0, 1, columns)
        grid.setRowStretch(rows + 1, 1)
        self.area.setWidget(holder)
        self._mark()

    def pick(self, target: int | None) -> None:
        """Pick (or unpick) a target."""
        self.selected = toggle_pick(self.selected, target, self.count, self.can_skip, self.buttons)
        self._mark()

    def _mark(self) -> None:
        for seat, button in self.buttons.items():
            mark(button, seat in self.selected)
        mark(self.nobody_button, None in self.selected)
        picks = [t for t in self.selected if t is not None]
        self.confirm_button.setEnabled(
            (None in self.selected and self.can_skip) or len(picks) == self.count
        )

    def _confirm(self) -> None:
        if not self.confirm_button.isEnabled():
            return
        picks = sorted(t for t in self.selected if t is not None)
        target: Target = None
        if picks and None not in self.selected:
            target = picks[0] if self.count == 1 else tuple(picks)
        self.confirmed.emit(target)


class PlayersDialog(QDialog):
    """Mark players as left (a bot plays them, or their turns are skipped) or back.

    Attributes:
        combos: seat -> its choice (playing / a bot plays / skip their turns).
        buttons: OK and Cancel.
    """

    def __init__(
        self,
        names: Sequence[str],
        here: Sequence[bool],
        left: dict[int, str],
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setWindowTitle(self.tr("Players"))
        self.setObjectName("players_dialog")
        lay = QVBoxLayout(self)
        text = QLabel(
            self.tr(
                "Someone had to leave? From now on a bot plays their part, or their turns are"
                " skipped where the rules allow it."
            )
        )
        text.setWordWrap(True)
        lay.addWidget(text)
        form = QFormLayout()
        self.combos: dict[int, QComboBox] = {}
        for seat, name in enumerate(names):
            combo = QComboBox()
            combo.addItem(self.tr("Playing"), "")
            combo.addItem(self.tr("Left: a bot plays for them"), LEFT_BOT)
            combo.addItem(self.tr("Left: skip their turns"), LEFT_SKIP)
            combo.setCurrentIndex(max(0, combo.findData(left.get(seat, ""))))
            combo.setEnabled(here[seat])
            form.addRow(name if here[seat] else fill(self.tr("%1 (went home)"), name), combo)
            self.combos[seat] = combo
        lay.addLayout(form)
        self.buttons = QDialogButtonBox(
            QDialogButtonBox.StandardButton.Ok | QDialogButtonBox.StandardButton.Cancel
        )
        self.buttons.accepted.connect(self.accept)
        self.buttons.rejected.connect(self.reject)
        lay.addWidget(self.buttons)
        plain_labels(self)

    def choices(self) -> dict[int, str | None]:
        """seat -> LEFT_BOT, LEFT_SKIP or None (playing), for the seats still here."""
        return {
            seat: (str(combo.currentData()) or None)
            for seat, combo in self.combos.items()
            if combo.isEnabled()
        }


class PassPlayPage(QWidget):
    """The pass-and-play page: private turns, open choices, the day and the vote.

    Signals:
        screen_changed(str): the screen now shown (one of `SCREENS`).
        turn_opened(int): a player's turn was unlocked (their seat).
        turn_closed(int): a player pressed Done (their seat).

    Attributes:
        controller: the game controller (the only thing the page calls).
        active: the page drives the game (set by `begin()`; a new game clears it).
        screen_name: the screen shown; stack: the screens.
        pass_screen, turn_screen, open_screen: the turn screens and the open choice.
        back_label / back_button: "put the laptop back"; end_button: "Reveal the roles".
        timer_label, timer_button, extend_button, power_button, vote_button, news_label,
        day_players_button: the discussion.
        hands_button, secret_button: the ballot choice; vote_grid, totals_check,
        record_button, ballot_summary: the show of hands.
        stand_ins: the players who left and their bot.
        round: the round of private turns in progress ({"key", "kind", "seats"}) or None.
        current: the seat whose turn is open (or about to be), else None.
        questions: the questions of the open turn.
        players_dialog: the last Players dialog opened.
        min_turn_ms, hold_ms: the minimum turn time and the unlock hold time.
    """

    screen_changed = Signal(str)
    turn_opened = Signal(int)
    turn_closed = Signal(int)

    def __init__(
        self,
        controller: GameController,
        settings: QSettings | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(NIGHT_QSS)
        self.controller = controller
        self.active = False
        self.screen_name = "idle"
        self.state = PassPlayState()
        self.current: int | None = None
        self.questions: list[Question] = []
        self.players_dialog: PlayersDialog | None = None
        self.stand_ins = StandIns()
        self.stand_ins.left = self.state.left
        self._verdicts_seen = 0
        self._open_action: Callable[[Target], None] | None = None
        self._busy = False
        self._subtitle = ""
        self._theme = ""
        self._game_id: int | None = None
        self._build()
        self.min_turn_ms = DEFAULT_MIN_TURN_MS
        self.hold_ms = DEFAULT_HOLD_MS
        if settings is not None:
            self.min_turn_ms = _int(settings.value("passplay/min_turn_ms"), DEFAULT_MIN_TURN_MS)
            self.hold_ms = _int(settings.value("passplay/hold_ms"), DEFAULT_HOLD_MS)
        controller.changed.connect(self._on_changed)
        controller.started.connect(self._on_started)
        plain_labels(self)

    # ------------------------------------------------------------ settings

    @property
    def round(self) -> dict[str, Any] | None:
        """The round of private turns in progress ({"key", "kind", "seats"}) or None."""
        return self.state.round

    @round.setter
    def round(self, value: dict[str, Any] | None) -> None:
        self.state.round = value

    @property
    def min_turn_ms(self) -> int:
        """The minimum length of every private turn, in milliseconds."""
        return self.turn_screen.min_turn_ms

    @min_turn_ms.setter
    def min_turn_ms(self, ms: int) -> None:
        self.turn_screen.min_turn_ms = max(0, int(ms))

    @property
    def hold_ms(self) -> int:
        """How long the unlock button must be held, in milliseconds."""
        return self.pass_screen.hold_ms

    @hold_ms.setter
    def hold_ms(self, ms: int) -> None:
        self.pass_screen.hold_ms = max(0, int(ms))

    # ------------------------------------------------------------ building

    def _build(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 0, 0, 0)
        self.stack = QStackedWidget()
        lay.addWidget(self.stack)
        self._pages: dict[str, QWidget] = {}

        idle = QLabel(self.tr("No game is running."))
        idle.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self._add("idle", idle)
        phones = QLabel(self.tr("Waiting for the players on their phones…"))
        phones.setAlignment(Qt.AlignmentFlag.AlignCenter)
        phones.setWordWrap(True)
        self._add("phones", phones)

        self.pass_screen = PassScreen()
        self.pass_screen.unlocked.connect(self._open_turn)
        self.pass_screen.players_requested.connect(self.open_players)
        self._add("pass", self.pass_screen)

        self.turn_screen = TurnScreen()
        self.turn_screen.answered.connect(self._turn_answered)
        self.turn_screen.done.connect(self._close_turn)
        self._add("turn", self.turn_screen)

        back = QWidget()
        bl = QVBoxLayout(back)
        bl.addStretch(2)
        self.back_label = QLabel(self.tr("The night is over. Put the laptop back on the table."))
        self.back_label.setObjectName("title")
        self.back_label.setStyleSheet("font-size: 44px; font-weight: bold;")
        self.back_label.setWordWrap(True)
        self.back_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        bl.addWidget(self.back_label)
        bl.addSpacing(24)
        self.back_button = primary_button(self.tr("Everyone, open your eyes  [Enter]"))
        self.back_button.clicked.connect(self.acknowledge_morning)
        bl.addLayout(_centred(self.back_button))
        bl.addStretch(3)
        self._add("back", back)

        self._add("discussion", self._build_discussion())

        self.open_screen = OpenScreen()
        self.open_screen.confirmed.connect(self._open_confirmed)
        self._add("open", self.open_screen)

        choice = QWidget()
        cl = QVBoxLayout(choice)
        cl.addStretch(2)
        self.ballot_title = QLabel()
        self.ballot_title.setObjectName("title")
        self.ballot_title.setStyleSheet("font-size: 44px; font-weight: bold;")
        self.ballot_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        cl.addWidget(self.ballot_title)
        hint = QLabel(self.tr("How does the table vote?"))
        hint.setObjectName("subtitle")
        hint.setAlignment(Qt.AlignmentFlag.AlignCenter)
        cl.addWidget(hint)
        cl.addSpacing(24)
        row = QHBoxLayout()
        row.addStretch(1)
        self.hands_button = primary_button(self.tr("A show of hands"))
        self.hands_button.clicked.connect(lambda: self.choose_ballot(HANDS))
        row.addWidget(self.hands_button)
        row.addSpacing(24)
        self.secret_button = primary_button(self.tr("Secret ballot: pass the laptop"))
        self.secret_button.clicked.connect(lambda: self.choose_ballot(SECRET))
        row.addWidget(self.secret_button)
        row.addStretch(1)
        cl.addLayout(row)
        cl.addStretch(3)
        self._add("ballot_choice", choice)

        hands = QWidget()
        hl = QVBoxLayout(hands)
        hl.setContentsMargins(20, 12, 20, 12)
        self.hands_title = QLabel()
        self.hands_title.setObjectName("title")
        hl.addWidget(self.hands_title)
        hands_hint = QLabel(
            self.tr("Count the raised hands for each player (or enter each voter's hand).")
        )
        hands_hint.setWordWrap(True)
        hl.addWidget(hands_hint)
        self.vote_grid = VoteGrid()
        self.vote_grid.changed.connect(self._ballot_changed)
        hl.addWidget(self.vote_grid, 1)
        self.ballot_summary = QLabel()
        self.ballot_summary.setWordWrap(True)
        hl.addWidget(self.ballot_summary)
        hrow = QHBoxLayout()
        self.totals_check = QCheckBox(self.tr("Enter totals"))
        self.totals_check.setChecked(True)
        self.totals_check.toggled.connect(self.vote_grid.set_totals_mode)
        hrow.addWidget(self.totals_check)
        hrow.addStretch(1)
        self.record_button = primary_button(self.tr("Record the votes  [Enter]"))
        self.record_button.clicked.connect(self.record_hands)
        hrow.addWidget(self.record_button)
        hl.addLayout(hrow)
        self._add("hands", hands)

        verdict = QWidget()
        vl = QVBoxLayout(verdict)
        vl.addStretch(2)
        self.verdict_title = QLabel()
        self.verdict_title.setObjectName("title")
        self.verdict_title.setStyleSheet("font-size: 44px; font-weight: bold;")
        self.verdict_title.setAlignment(Qt.AlignmentFlag.AlignCenter)
        vl.addWidget(self.verdict_title)
        self.verdict_label = QLabel()
        self.verdict_label.setObjectName("subtitle")
        self.verdict_label.setStyleSheet("font-size: 26px;")
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        vl.addWidget(self.verdict_label)
        vl.addSpacing(24)
        self.verdict_button = primary_button(self.tr("Go on  [Enter]"))
        self.verdict_button.clicked.connect(self.acknowledge_verdict)
        vl.addLayout(_centred(self.verdict_button))
        vl.addStretch(3)
        self._add("verdict", verdict)

        end = QWidget()
        el = QVBoxLayout(end)
        el.addStretch(2)
        end_label = QLabel(self.tr("The game is decided."))
        end_label.setObjectName("title")
        end_label.setStyleSheet("font-size: 44px; font-weight: bold;")
        end_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        el.addWidget(end_label)
        el.addSpacing(24)
        self.end_button = primary_button(self.tr("Reveal the roles  [Enter]"))
        self.end_button.clicked.connect(self.controller.confirm_end)
        el.addLayout(_centred(self.end_button))
        el.addStretch(3)
        self._add("end", end)

        # A held key never steps on through turns: only a fresh press counts.
        for key in (Qt.Key.Key_Return, Qt.Key.Key_Enter):
            QShortcut(QKeySequence(key), self, self.primary).setAutoRepeat(False)
        # Space starts the timer in the discussion only (elsewhere it holds the unlock button).
        self.space_shortcut = QShortcut(QKeySequence(Qt.Key.Key_Space), self, self._space)
        self.space_shortcut.setAutoRepeat(False)
        self.space_shortcut.setEnabled(False)

    def _build_discussion(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(20, 12, 20, 12)
        top = QHBoxLayout()
        self.day_label = QLabel()
        self.day_label.setObjectName("title")
        top.addWidget(self.day_label, 1)
        self.day_players_button = QPushButton(self.tr("Players…"))
        self.day_players_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.day_players_button.clicked.connect(self.open_players)
        top.addWidget(self.day_players_button)
        lay.addLayout(top)
        self.news_label = QLabel()
        self.news_label.setWordWrap(True)
        self.news_label.setObjectName("subtitle")
        lay.addWidget(self.news_label)
        self.timer_controls = TimerControls(self.controller, font_px=120)
        self.timer_label = self.timer_controls.label
        self.timer_button = self.timer_controls.start_button
        self.extend_button = self.timer_controls.extend_button
        lay.addWidget(self.timer_controls, 1)
        lay.addSpacing(16)
        bottom = QHBoxLayout()
        self.power_button = QPushButton(self.tr("Use a power in private…"))
        self.power_button.setMinimumHeight(64)
        self.power_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.power_button.clicked.connect(self.ask_power)
        bottom.addWidget(self.power_button)
        bottom.addStretch(1)
        self.vote_button = primary_button(self.tr("To the vote  [Enter]"))
        self.vote_button.clicked.connect(self.end_discussion)
        bottom.addWidget(self.vote_button)
        lay.addLayout(bottom)
        return page

    def _add(self, name: str, widget: QWidget) -> None:
        widget.setObjectName(widget.objectName() or f"{name}_screen")
        self._pages[name] = widget
        self.stack.addWidget(widget)

    # ------------------------------------------------------------ state

    def _on_started(self) -> None:
        """A new or resumed game: forget the last one's screens; wait for `begin()`."""
        self.active = False
        self._load()
        self._show("idle")

    def _load(self) -> None:
        game = self.controller.game
        self._game_id = id(game) if game is not None else None
        data: dict[str, Any] = dict(self._extras().get("passplay") or {})
        seed = game.setup.seed if game is not None and game.setup.seed is not None else 0
        self.state = PassPlayState.from_json(data)
        self.stand_ins = StandIns(self.state.left, seed)
        self.stand_ins.left = self.state.left  # one dict: marking a seat is saved with the rest
        self._verdicts_seen = len(self._verdicts())  # a resumed game does not repeat them
        self.current = None
        self.questions = []

    def _extras(self) -> dict[str, Any]:
        return self.controller.extras

    def _phone_seats(self) -> set[int]:
        """Seats played on the players' own phones (see ww_desktop/phones): no laptop turns."""
        saved = self._extras().get("phones") or {}
        return {int(s) for s in saved.get("seats") or []}

    def _save(self) -> None:
        self._extras()["passplay"] = self.state.to_json()
        self.controller.save_ui_state()

    # ------------------------------------------------------------ driving

    def begin(self) -> None:
        """Start (or resume) driving the current game from this page."""
        if self._game_id != id(self.controller.game):
            self._load()
        if self.state.back_due >= 0 and self.state.told >= 0:
            self.controller.tell(self.state.told)  # resumed before "open your eyes": no news yet
        self.active = True
        self.advance()

    @contextmanager
    def _quiet(self) -> Iterator[None]:
        """While the page itself applies choices or routes: the controller's change signals
        it causes do not re-enter `advance` (one guard, re-entrant: an inner block keeps the
        outer one's state)."""
        was_busy, self._busy = self._busy, True
        try:
            yield
        finally:
            self._busy = was_busy

    def _on_changed(self) -> None:
        if self._busy or not self.active:
            return
        if self.controller.game is None:
            self.active = False
            self._show("idle")
            return
        if self.screen_name == "turn":
            return  # never disturb an open turn
        if self.screen_name == "pass" and self._phone_seats():
            return  # a phone's answer must not reset "Pass to Ann" (nor cancel her hold)
        self.advance()

    def advance(self) -> None:
        """Let the stand-ins and the intents answer, then show what comes next."""
        if self._busy or not self.active:
            return
        with self._quiet():
            self._auto_answer()
            self._route()

    def _auto_answer(self) -> None:
        game = self.controller.game
        if game is None:
            return
        for _ in range(1000):
            if game.ended:
                return
            choice: Choice | None = None
            for r in self.controller.pending():
                if self.stand_ins.answers(r):
                    choice = self.stand_ins.choose(game, r)
                    break
                intent = self._intent_for(r)
                if intent is not None:
                    choice = Choice(r.seat, r.verb, intent_target(r, intent))
                    break
            if choice is None or not self._apply([choice]):
                return

    def _intent_for(self, request: Request) -> dict[str, Any] | None:
        game = self.controller.game
        if game is None or request.seat is None or request.seat == self.current:
            return None
        intent = self.state.intents.get(request.seat)
        if intent is None or game.state.phase is not Phase.NIGHT:
            return None
        if intent.get("night") != game.state.night_no:
            return None
        if request.verb.value not in intent and request.verb not in (Verb.SAVE, Verb.POISON):
            return None
        return intent

    def _apply(self, choices: Sequence[Choice]) -> bool:
        """Apply choices that are still asked; False when one is refused."""
        game = self.controller.game
        if game is None:
            return False
        try:
            with self._quiet():
                for choice in choices:
                    if (choice.seat, choice.verb) not in {
                        r.key() for r in self.controller.pending()
                    }:
                        continue
                    self._remember(choice)
                    if not self.controller.apply(choice):
                        return False
                return True
        finally:
            self._save()

    def _remember(self, choice: Choice) -> None:
        """Keep tonight's answers (the pack's choice so far is shown to the pack)."""
        game = self.controller.game
        if game is None or game.state.phase is not Phase.NIGHT or choice.seat is None:
            return
        night = game.state.night_no
        if night != self.state.picks_night:
            self.state.picks = {}
            self.state.picks_night = night
        self.state.picks[(choice.seat, choice.verb.value)] = choice.target

    def _defer(self, choices: Sequence[Choice]) -> None:
        """Keep a turn's answers until the round ends (so the TV changes only then)."""
        for choice in choices:
            self._remember(choice)
            self.state.deferred.append(choice)
        self._save()

    def _answered(self) -> set[tuple[int | None, Verb]]:
        return {(c.seat, c.verb) for c in self.state.deferred}

    def _flush(self) -> None:
        """Apply the answers kept during the round."""
        deferred, self.state.deferred = self.state.deferred, []
        if deferred:
            self._apply(deferred)

    def _route(self) -> None:
        game = self.controller.game
        if game is None:
            self._show("idle")
            return
        self._theme_for(game.state.phase)
        if game.ended:
            self.round = None
            self.current = None
            if self.state.told >= 0:  # decided at dawn: the TV is not held any longer
                self.state.back_due = self.state.told = -1
                self.controller.tell(None)
            self._set_subtitle("")
            self.end_button.setEnabled(not self.controller.confirmed)
            self._show("end")
            return
        step = flow.next_step(
            game,
            round_open=self.round is not None,
            done_rounds=self.state.done,
            back_due=self.state.back_due >= 0,
            verdict_due=len(self._verdicts()) > self._verdicts_seen,
            left=set(self.stand_ins.left),
            phones=self._phone_seats(),  # they answer on their own phones, never on the laptop
        )
        if step.what == flow.TURNS:
            self._next_turn()
        elif step.what == flow.VERDICT:
            self._show_verdict()  # the vote's result, before the night (or a shot) goes on
        elif step.what == flow.ROUND:
            self._start_round(step.key, step.kind, step.seats)
        elif step.what == flow.BACK:
            self._set_subtitle(self.tr("Everyone, open your eyes."))
            self._show("back")
        elif step.what == flow.OPEN:
            assert step.request is not None
            self._ask_open_request(step.request)
        elif step.what == flow.DISCUSSION:
            self._show_discussion()
        elif step.what == flow.BALLOT:
            self._route_ballot(step.ballots, step.voters)
        else:
            self._show("phones" if step.what == flow.PHONES else "idle")

    # ------------------------------------------------------------ rounds of private turns

    def _start_round(self, key: str, kind: str, seats: Sequence[int]) -> None:
        self.round = {"key": key, "kind": kind, "seats": [int(s) for s in seats]}
        self._save()
        self._next_turn()

    def _next_turn(self) -> None:
        game = self.controller.game
        assert game is not None and self.round is not None
        kind = self.round["kind"]
        seats: list[int] = self.round["seats"]
        pending = self.controller.pending()
        while seats:
            seat = seats[0]
            asked = any(r.seat == seat for r in pending)
            if (
                not game.state.here(seat)
                or seat in self.stand_ins.left
                or seat in self._phone_seats()
                or (kind in (BALLOT_ROUND, CATCH_UP) and not asked)
            ):
                seats.pop(0)
                continue
            self.current = seat
            name = game.state.seats[seat].name
            if kind == NIGHT_ROUND:
                self._set_subtitle(
                    self.tr("Everyone, close your eyes, except the one holding the laptop.")
                )
            else:
                self._set_subtitle(self.tr("Only the one holding the laptop looks at it."))
            self.pass_screen.show_player(
                name, fill(self.tr("Only %1 looks. Everyone else, eyes closed."), name)
            )
            self._show("pass")
            self._save()
            return
        # The round is over: only now do its answers reach the engine (and the TV).
        self.current = None
        self.state.done.append(str(self.round["key"]))
        if kind == NIGHT_ROUND:
            self.state.back_due = game.state.night_no
            # The TV keeps the night until "Everyone, open your eyes" (no news before it).
            self.state.told = len(game.records)
            self.controller.tell(self.state.told)
        self.round = None
        self._flush()
        self._auto_answer()
        self._save()
        self._route()

    def _open_turn(self) -> None:
        """The player held the unlock button: open their turn."""
        game = self.controller.game
        if game is None or self.round is None or self.current is None or self.screen_name != "pass":
            return
        seat = self.current
        kind = self.round["kind"]
        with self._quiet():
            release = note_to_release(game, seat, self._answered()) if kind == NIGHT_ROUND else []
            if release:
                # Everyone else has answered: open the reaction now, with the victim.
                self._flush()
                self._apply(release)
                self._auto_answer()
        if game.state.phase is Phase.NIGHT and game.state.night_no != self.state.picks_night:
            self.state.picks = {}
            self.state.picks_night = game.state.night_no
        keep: Callable[[Request], bool] | None = None
        if kind == POWER_ROUND:
            keep = _is_day_power
        elif kind == DAY_ROUND:
            keep = _is_secret_day_request
        elif kind == BALLOT_ROUND:
            keep = _is_ballot
        answered = self._answered()
        questions = turn_questions(game, seat, self.state.picks, keep=keep, answered=answered)
        self.questions = questions
        view = self.controller.seat_view(seat)
        assert view is not None
        names = [x.name for x in game.state.seats]
        wording = self.controller.wording()
        knows = [t for t in (message_text(m, names, wording) for m in view.private) if t]
        seen = min(self.state.seen.get(seat, 0), len(knows))
        new = knows[seen:]
        self.state.seen[seat] = len(knows)
        self.turn_screen.show_turn(
            view.name,
            view.role,
            str(view.side.value),
            questions,
            new,
            knows,
            names,
            wording,
        )
        self._show("turn")
        self._save()
        self.turn_opened.emit(seat)

    def _turn_answered(self) -> None:
        """Done: show the player what their answers tell at once (the Seer's look)."""
        game = self.controller.game
        if game is None or self.current is None:
            return
        seat = self.current
        choices, _intent = answers_to_choices(self.questions, self.turn_screen.answers())
        told = immediate_answers(game, seat, [*self.state.deferred, *choices])
        names = [x.name for x in game.state.seats]
        wording = self.controller.wording()
        lines = [t for t in (message_text(m, names, wording) for m in told) if t]
        self.turn_screen.show_outcome(lines)

    def _close_turn(self) -> None:
        """Done: wipe the turn, apply its answers (or record its intent), pass on."""
        game = self.controller.game
        if game is None or self.round is None or self.current is None:
            return
        seat = self.current
        answers = self.turn_screen.answers()
        choices, intent = answers_to_choices(self.questions, answers)
        self.turn_screen.clear()
        self.questions = []
        if intent:
            self.state.intents[seat] = {"night": game.state.night_no, **intent}
        seats: list[int] = self.round["seats"]
        if seats and seats[0] == seat:
            seats.pop(0)
        self.current = None
        self._defer(choices)
        self.turn_closed.emit(seat)
        self.advance()

    # ------------------------------------------------------------ open choices

    def _ask_open_request(self, request: Request) -> None:
        game = self.controller.game
        assert game is not None
        names = [x.name for x in game.state.seats]
        wording = self.controller.wording()
        self._set_subtitle("")
        if request.seat is None:
            title = fill(self.tr("The table: %1"), verb_label(request.verb, wording))
            info = self.tr("Decide together, then choose on the screen.")
            nobody = self.tr("No one")
        else:
            title = label(names[request.seat], verb_label(request.verb, wording))
            info = fill(
                self.tr("Everyone may watch: %1 chooses on the big screen."), names[request.seat]
            )
            nobody = self.tr("Nobody")
        self.open_screen.ask(
            title,
            info,
            request.targets,
            names,
            can_skip=request.can_skip,
            count=request.count,
            nobody_text=nobody,
        )

        def answer(target: Target) -> None:
            self._apply([Choice(request.seat, request.verb, target)])

        self._open_action = answer
        self._show("open")

    def _open_confirmed(self, target: Target) -> None:
        action = self._open_action
        self._open_action = None
        if action is None:
            return
        with self._quiet():
            action(target)
        self.advance()

    # ------------------------------------------------------------ the day

    def _show_discussion(self) -> None:
        game = self.controller.game
        assert game is not None
        self._set_subtitle("")
        view = self.controller.public_view()
        names = [x.name for x in game.state.seats]
        wording = self.controller.wording()
        self.day_label.setText(fill(self.tr("Day %1: discussion"), str(game.state.day_no)))
        self.news_label.setText(news_text(view.news if view else (), names, wording))
        self.timer_controls.refresh()
        self._show("discussion")

    def toggle_timer(self) -> None:
        """Start or pause the discussion timer."""
        if self.screen_name == "discussion":
            self.controller.timer.toggle()

    def extend_timer(self) -> None:
        """One more minute (the preset's extension)."""
        if self.screen_name == "discussion":
            self.controller.extend_timer()

    def _space(self) -> None:
        if self.screen_name == "discussion":
            self.toggle_timer()

    def end_discussion(self) -> None:
        """Close the discussion and open the vote."""
        end = [r for r in self.controller.pending() if r.verb is Verb.END_DISCUSSION]
        if self.screen_name != "discussion" or not end:
            return
        self.controller.timer.pause()
        with self._quiet():
            self._apply([Choice(None, Verb.END_DISCUSSION, None)])
        self.advance()

    def ask_power(self) -> None:
        """Who uses a power? Their private turn follows (same shape as any turn)."""
        game = self.controller.game
        if game is None or self.screen_name != "discussion":
            return
        names = [x.name for x in game.state.seats]
        seats = [i for i in game.state.alive() if i not in self.stand_ins.left]
        self.open_screen.ask(
            self.tr("Who uses a power?"),
            self.tr("That player takes a private turn; nobody else looks."),
            seats,
            names,
            can_skip=True,
            nobody_text=self.tr("Back to the discussion"),
        )

        def chosen(target: Target) -> None:
            if isinstance(target, int):
                self.controller.timer.pause()
                self.round = None
                key = f"power:{len(game.records)}"
                self.round = {"key": key, "kind": POWER_ROUND, "seats": [target]}
                self._save()

        self._open_action = chosen
        self._show("open")

    def _route_ballot(self, ballots: Sequence[Request], humans: Sequence[Request]) -> None:
        game = self.controller.game
        assert game is not None
        verb = ballots[0].verb
        key = f"{verb.value}:{game.state.day_no}:{len(game.state.tallies)}"
        mode = self.state.ballots.get(key)
        title = self.tr("The run-off") if verb is Verb.RUNOFF else self.tr("The vote")
        self._set_subtitle("")
        if mode is None:
            self.ballot_title.setText(title)
            self._show("ballot_choice")
        elif mode == SECRET and key not in self.state.done:
            seats = sorted({r.seat for r in humans if r.seat is not None})
            self._start_round(key, BALLOT_ROUND, seats)
        else:
            self.hands_title.setText(title)
            names = [x.name for x in game.state.seats]
            self.vote_grid.load(list(humans), names)
            self.vote_grid.set_totals_mode(self.totals_check.isChecked())
            self._ballot_changed()
            self._show("hands")

    def choose_ballot(self, mode: str) -> None:
        """Count this ballot by a show of hands (HANDS) or a secret ballot (SECRET)."""
        game = self.controller.game
        ballots = [r for r in self.controller.pending() if r.verb in (Verb.VOTE, Verb.RUNOFF)]
        if game is None or not ballots or self.screen_name != "ballot_choice":
            return
        key = f"{ballots[0].verb.value}:{game.state.day_no}:{len(game.state.tallies)}"
        self.state.ballots[key] = mode
        self._save()
        self.advance()

    def _ballot_changed(self) -> None:
        self.ballot_summary.setText(totals_text(self.vote_grid))
        self.record_button.setEnabled(self.vote_grid.ballots() is not None)

    def record_hands(self) -> None:
        """Apply the counted hands: one ballot per voter."""
        if self.screen_name != "hands":
            return
        ballots = self.vote_grid.ballots()
        if ballots is None:
            self.controller.error.emit(
                self.tr("These totals cannot be shared out among the voters.")
            )
            return
        choices = [
            Choice(r.seat, r.verb, ballots.get(r.seat) if r.seat is not None else None)
            for r in self.vote_grid.requests
        ]
        with self._quiet():
            self._apply(choices)
        self.advance()

    def _verdicts(self) -> list[int]:
        """Where each vote's totals are among the public messages (one per ballot counted)."""
        if self.controller.game is None:
            return []
        messages = self.controller.public_view_now().messages
        return [i for i, m in enumerate(messages) if m.id == "vote_totals"]

    def _show_verdict(self) -> None:
        """The result of the vote just counted, on the laptop, before the day goes on."""
        game = self.controller.game
        assert game is not None
        messages = self.controller.public_view_now().messages
        starts = self._verdicts()
        first = starts[self._verdicts_seen]
        later = [i for i in starts if i > first]
        told = messages[first : later[0] if later else len(messages)]
        names = [x.name for x in game.state.seats]
        wording = self.controller.wording()
        runoff = told[0].params.get("verb") == "runoff"
        self.verdict_title.setText(self.tr("The run-off") if runoff else self.tr("The vote"))
        self.verdict_label.setText(news_text(told, names, wording, "\n"))
        self._set_subtitle("")
        self._show("verdict")

    def acknowledge_verdict(self) -> None:
        """The table has seen the vote's result: go on (the next night, a shot, a run-off)."""
        if self.screen_name != "verdict":
            return
        self._verdicts_seen += 1
        self.advance()

    def acknowledge_morning(self) -> None:
        """The laptop is back on the table: on to the day."""
        if self.screen_name != "back":
            return
        self.state.back_due = -1
        self.state.told = -1
        self.controller.tell(None)  # the TV catches up: the morning's news
        self._set_subtitle("")
        self._save()
        self.advance()

    def primary(self) -> None:
        """Enter: the current screen's primary action."""
        if self.screen_name == "turn":
            self.turn_screen.finish()
        elif self.screen_name == "back":
            self.acknowledge_morning()
        elif self.screen_name == "verdict":
            self.acknowledge_verdict()
        elif self.screen_name == "discussion":
            self.end_discussion()
        elif self.screen_name == "open" and self.open_screen.confirm_button.isEnabled():
            self.open_screen.confirm_button.click()
        elif self.screen_name == "hands" and self.record_button.isEnabled():
            self.record_hands()
        elif self.screen_name == "end" and self.end_button.isEnabled():
            self.controller.confirm_end()

    # ------------------------------------------------------------ players who leave

    def open_players(self) -> PlayersDialog | None:
        """Open the Players dialog (non-blocking): mark someone as left, or back."""
        game = self.controller.game
        if game is None:
            return None
        dialog = PlayersDialog(
            [x.name for x in game.state.seats],
            [x.here for x in game.state.seats],
            self.stand_ins.left,
            self,
        )
        dialog.setStyleSheet(NIGHT_QSS)
        dialog.accepted.connect(lambda: self._players_chosen(dialog))
        self.players_dialog = dialog
        dialog.open()
        return dialog

    def _players_chosen(self, dialog: PlayersDialog) -> None:
        for seat, mode in dialog.choices().items():
            self.set_left(seat, mode, advance=False)
        self._save()
        if self.screen_name != "turn":
            self.advance()

    def set_left(self, seat: int, mode: str | None, *, advance: bool = True) -> None:
        """Mark a player as left (LEFT_BOT / LEFT_SKIP: a stand-in plays them) or back."""
        self.stand_ins.mark(seat, mode)
        if self.current == seat and self.screen_name == "pass":
            self.current = None
        self._save()
        if advance and self.screen_name != "turn":
            self.advance()

    # ------------------------------------------------------------ screens

    def _show(self, name: str) -> None:
        widget = self._pages[name]
        changed = self.screen_name != name or self.stack.currentWidget() is not widget
        self.screen_name = name
        self.stack.setCurrentWidget(widget)
        self.space_shortcut.setEnabled(name == "discussion")
        if changed or name == "pass":
            self.screen_changed.emit(name)

    def _set_subtitle(self, text: str) -> None:
        if text != self._subtitle:
            self._subtitle = text
            self.controller.subtitle.emit(text)

    def _theme_for(self, phase: Phase) -> None:
        theme = "day" if phase is Phase.DAY else "night"
        if theme != self._theme:
            self._theme = theme
            self.setStyleSheet(DAY_QSS if theme == "day" else NIGHT_QSS)


def news_text(
    messages: Sequence[Message], names: Sequence[str], wording: str, sep: str = " "
) -> str:
    """Public messages as one text, each fact once: a morning's headline ("1 died: Bob.") or
    the vote's outcome ("The table sent Bob home.") already names who went home, so their own
    "Bob died." is left out; so is "Night falls." (the laptop's button says what comes)."""
    headlined: set[object] = {
        int(s) for m in messages if m.id == "morning" for s in m.params.get("gone") or []
    }
    headlined |= {m.params.get("seat") for m in messages if m.id == "voted_home"}
    texts = [
        message_text(m, names, wording)
        for m in messages
        if m.id != "night_falls" and not (m.id == "gone_home" and m.params.get("seat") in headlined)
    ]
    return sep.join(t for t in texts if t)


def _is_day_power(request: Request) -> bool:
    return request.group == "discussion"


def _is_secret_day_request(request: Request) -> bool:
    return request.group != "discussion" and request.verb is not Verb.END_DISCUSSION


def _is_ballot(request: Request) -> bool:
    return request.verb in (Verb.VOTE, Verb.RUNOFF)


def _centred(widget: QWidget) -> QHBoxLayout:
    row = QHBoxLayout()
    row.addStretch(1)
    row.addWidget(widget)
    row.addStretch(1)
    return row


def _int(value: object, default: int) -> int:
    try:
        return int(str(value))
    except (TypeError, ValueError):
        return default
