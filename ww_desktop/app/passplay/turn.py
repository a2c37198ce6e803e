"""The screens of one private turn: "Pass to Ann", hold to unlock, the turn card, Done.

A turn has the same two screens for every player, whatever their role:

* `PassScreen`: "Pass to Ann" fills the page; Ann presses and holds the unlock button (a bar
  fills while she holds; releasing early cancels), so a brush of the touchpad never opens
  someone else's turn;
* `TurnScreen`: the dealing's `RoleCard` (her role, side, what to do, and what is new since
  her last turn) beside an action panel of the same size for everyone: her questions (target
  buttons in seat order, "nobody" where allowed), everything she knows, and Done. Done is
  enabled only after the minimum turn time, the same for everyone, and once every question
  that must be answered is; a countdown says how long is left. Done locks the answers and
  shows, in the same panel, what they tell her at once (the Seer's look, the free white...)
  or that nothing more comes tonight; "Hide my turn" then wipes both panels. Every player
  sees this closing step, so its presence tells nothing about the role.

The unlock button may be held with the mouse or with the Space key. While a key is held the
system repeats it: a release and a press every few tens of milliseconds, flagged as
auto-repeat, or not flagged at all (an X server sends most repeats as a plain release and
press with one time stamp; so do some remote desktops and input tools). Neither restarts nor
ends the hold (`widgets.held_key.HeldKey`): a release counts only when no press follows it
within the grace time, and only a real press starts a hold. A key still held when the next
player's "Pass to Bob" comes (held through Ann's unlock) never opens Bob's turn: that takes
a release and a new press.

Only the content inside the card and the panel depends on the role; the screens, their
geometry, the buttons outside the panel and the minimum time do not (a test checks it).
"""

from __future__ import annotations

from collections.abc import Sequence
from functools import partial

from PySide6.QtCore import QElapsedTimer, QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import (
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QProgressBar,
    QPushButton,
    QScrollArea,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ...engine.requests import Target, Verb
from ...texts.assemble import fill, join_list, join_sentences
from ...texts.i18n import join_names, verb_label
from ..dealing import CARD_HEIGHT, RoleCard
from ..widgets.held_key import HeldKey
from ..widgets.picks import mark, on_pick
from ..widgets.plain import plain_labels
from .plan import ASKED, INTENT, NOTE, Question

PANEL_WIDTH = 560
"""The action panel beside the card: the same size on every turn."""

DEFAULT_MIN_TURN_MS = 8000
"""The default minimum length of a turn (configurable; tests use a few ms)."""

DEFAULT_HOLD_MS = 700
"""How long the unlock button must be held."""

HOLD_KEYS = (Qt.Key.Key_Space, Qt.Key.Key_Select)
"""Keys that hold the unlock button (as a mouse press does)."""

REPEAT_GRACE_MS = 120
"""A key release followed by a press within this time is the key repeating, not let go
(longer than the deal's: a hold of the unlock button only ends a little later)."""


class PassScreen(QWidget):
    """ "Pass to Ann" and the press-and-hold unlock button.

    Signals:
        unlocked(): the player held the button long enough.
        players_requested(): the "Players" button (mark someone as left).

    Attributes:
        hold_ms: how long the button must be held.
        pass_label: "Pass to Ann"; hint_label: who may look; hold_button: hold to unlock;
        hold_bar: fills while the button is held; players_button: the players menu.
    """

    unlocked = Signal()
    players_requested = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("pass_screen")
        self.hold_ms = DEFAULT_HOLD_MS
        self._held = QElapsedTimer()
        self._hold_timer = QTimer(self)
        self._hold_timer.setSingleShot(True)
        self._hold_timer.timeout.connect(self._hold_done)
        self._bar_timer = QTimer(self)
        self._bar_timer.setInterval(30)
        self._bar_timer.timeout.connect(self._fill_bar)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 12, 20, 12)
        top = QHBoxLayout()
        top.addStretch(1)
        self.players_button = QPushButton(self.tr("Players…"))
        self.players_button.setObjectName("players")
        self.players_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.players_button.clicked.connect(self.players_requested.emit)
        top.addWidget(self.players_button)
        lay.addLayout(top)
        lay.addStretch(2)
        self.pass_label = QLabel()
        self.pass_label.setObjectName("title")
        self.pass_label.setStyleSheet("font-size: 54px; font-weight: bold;")
        self.pass_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.pass_label)
        self.hint_label = QLabel()
        self.hint_label.setObjectName("subtitle")
        self.hint_label.setWordWrap(True)
        self.hint_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.hint_label)
        lay.addSpacing(30)
        row = QHBoxLayout()
        row.addStretch(1)
        col = QVBoxLayout()
        self.hold_button = QPushButton()
        self.hold_button.setObjectName("primary")
        self.hold_button.setFixedSize(420, 90)
        self.hold_button.pressed.connect(self._pressed)
        self.hold_button.released.connect(self._released)
        self.hold_button.installEventFilter(self)
        self.hold_keys = HeldKey(HOLD_KEYS, self, grace_ms=REPEAT_GRACE_MS)
        self.hold_keys.pressed.connect(self._key_pressed)
        self.hold_keys.released.connect(self._key_let_go)
        col.addWidget(self.hold_button)
        self.hold_bar = QProgressBar()
        self.hold_bar.setRange(0, 100)
        self.hold_bar.setTextVisible(False)
        self.hold_bar.setFixedSize(420, 10)
        col.addWidget(self.hold_bar)
        row.addLayout(col)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(3)
        plain_labels(self)

    def show_player(self, name: str, hint: str) -> None:
        """Ask for the laptop to be passed to `name`."""
        self._cancel()
        self.pass_label.setText(fill(self.tr("Pass to %1"), name))
        self.hint_label.setText(hint)
        self.hold_button.setText(fill(self.tr("%1: hold to open my turn"), name))
        # As wide as its words need (a long name in French was cut), the bar under it too.
        self.hold_button.setFixedWidth(420)
        width = min(max(420, self.hold_button.sizeHint().width() + 24), 760)
        self.hold_button.setFixedWidth(width)
        self.hold_bar.setFixedWidth(width)
        self.hold_button.setFocus()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Hold the unlock button from the keyboard: only a real press starts a hold, only a
        real release ends it (repeats, flagged or not, do neither)."""
        if watched is self.hold_button and event.type() in (
            QEvent.Type.KeyPress,
            QEvent.Type.KeyRelease,
        ):
            assert isinstance(event, QKeyEvent)
            if event.key() in HOLD_KEYS:
                self.hold_keys.feed(event)
                return True
        return super().eventFilter(watched, event)

    def _key_pressed(self) -> None:
        if self.hold_button.isVisible() and not self.hold_button.isDown():
            self.hold_button.setDown(True)
            self._pressed()

    def _key_let_go(self) -> None:
        if self.hold_button.isDown():
            self.hold_button.setDown(False)
            self._released()

    def _pressed(self) -> None:
        if self._hold_timer.isActive():
            return  # already held: a second press never restarts the bar
        self._held.start()
        self._hold_timer.start(max(0, self.hold_ms))
        self._bar_timer.start()

    def _released(self) -> None:
        if self._hold_timer.isActive():
            self._cancel()

    def _cancel(self) -> None:
        self._hold_timer.stop()
        self._bar_timer.stop()
        self._held.invalidate()
        self.hold_bar.setValue(0)

    def _fill_bar(self) -> None:
        if self._held.isValid() and self.hold_ms > 0:
            self.hold_bar.setValue(min(100, int(100 * self._held.elapsed() / self.hold_ms)))

    def _hold_done(self) -> None:
        held = self.hold_button.isDown()
        self._cancel()
        if held:
            self.hold_button.setDown(False)  # the next player starts from a fresh button
            self.unlocked.emit()


class QuestionBox(QFrame):
    """One question of a turn: a title, facts, target buttons and "nobody".

    Signals:
        changed(): the answer changed.

    Attributes:
        question: the question shown.
        title_label, info_label: the texts; buttons: seat -> its target button;
        nobody_button: "nobody" / "no vote" / "no" (when allowed); yes_button: a yes/no intent.
        selected: the picked seats (None in the list: nobody).
    """

    changed = Signal()

    def __init__(
        self,
        question: Question,
        names: Sequence[str],
        wording: str,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent)
        self.setObjectName("question")
        self.question = question
        self.selected: list[int | None] = []
        self.buttons: dict[int, QPushButton] = {}
        self.yes_button: QPushButton | None = None
        lay = QVBoxLayout(self)
        lay.setContentsMargins(0, 4, 0, 8)
        self.title_label = QLabel(self._title(question, wording))
        self.title_label.setWordWrap(True)
        self.title_label.setStyleSheet("font-size: 21px; font-weight: bold;")
        # Two lines kept for every title (a note's is long, an attack's short): the buttons
        # start at the same height on every turn.
        self.title_label.ensurePolished()  # (the style sheet's font)
        self.title_label.setText("M\nM")
        self.title_label.setMinimumHeight(self.title_label.sizeHint().height())
        self.title_label.setText(self._title(question, wording))
        self.title_label.setAlignment(Qt.AlignmentFlag.AlignLeft | Qt.AlignmentFlag.AlignTop)
        lay.addWidget(self.title_label)
        # The facts go under the buttons: a role with more to read (the pack, the victims)
        # never moves its buttons lower than anyone else's.
        self.info_label = QLabel(self._info(question, names))
        self.info_label.setWordWrap(True)
        self.info_label.setObjectName("muted")
        self.info_label.setVisible(bool(self.info_label.text()))
        grid = QGridLayout()
        grid.setSpacing(6)
        # Three columns for a big table, so that every target and "nobody" fit at 1280x720.
        columns = 3 if len(question.targets) > 6 else 2
        index = 0
        if question.yes_no:
            self.yes_button = self._button(self.tr("Yes, save them"))
            on_pick(self.yes_button, lambda: self.pick(-1))
            grid.addWidget(self.yes_button, 0, 0)
            index = 1
        for seat in question.targets:
            button = self._button(names[seat] if 0 <= seat < len(names) else str(seat))
            on_pick(button, partial(self.pick, seat))
            grid.addWidget(button, index // columns, index % columns)
            self.buttons[seat] = button
            index += 1
        self.nobody_button: QPushButton | None = None
        if question.can_skip:
            self.nobody_button = self._button(self._nobody_text(question))
            on_pick(self.nobody_button, lambda: self.pick(None))
            if question.yes_no:
                grid.addWidget(self.nobody_button, 0, 1)
            elif index % columns:  # room left in the last row: no extra row to scroll to
                grid.addWidget(self.nobody_button, index // columns, index % columns, 1, -1)
            else:
                grid.addWidget(self.nobody_button, index // columns, 0, 1, columns)
        lay.addLayout(grid)
        lay.addWidget(self.info_label)
        plain_labels(self)

    def _button(self, text: str) -> QPushButton:
        button = QPushButton(text)
        button.setObjectName("target")
        button.setCheckable(True)
        # Lower than the console's target buttons: a table of ten and "nobody" fit unscrolled.
        button.setStyleSheet("min-height: 34px; padding: 6px 12px; font-size: 18px;")
        button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        return button

    def _title(self, q: Question, wording: str) -> str:
        if q.kind == NOTE or q.verb is Verb.NOTE:
            return self.tr("Note a guess: who do you suspect? (only you see it)")
        if q.kind == INTENT and q.verb is Verb.SAVE:
            return self.tr("Save whoever is attacked tonight?")
        if q.kind == INTENT:
            return fill(
                #: %1: a power used once every turn is over (the Witch's other potion...)
                self.tr("%1 (tonight, once everyone has had a turn)"),
                verb_label(q.verb, wording),
            )
        if q.verb in (Verb.VOTE, Verb.RUNOFF):
            #: %1: the ballot's verb label ("Vote", "Run-off"), not a name
            title = self.tr("%1: who should go home? (secret)")
            return fill(title, verb_label(q.verb, wording))
        return verb_label(q.verb, wording)

    def _info(self, q: Question, names: Sequence[str]) -> str:
        def name(seat: object) -> str:
            try:
                return names[int(seat)]  # type: ignore[call-overload]
            except (TypeError, ValueError, IndexError):
                return "?"

        parts: list[str] = []
        if "pack" in q.info:
            parts.append(
                fill(self.tr("Your pack: %1."), join_names([name(w) for w in q.info["pack"]]))
            )
            picks = q.info.get("picks") or []
            if picks:
                chosen = [
                    fill(
                        self.tr("%1 (chosen by %2)"),
                        join_names([name(t) for t in _seats(target)]),
                        name(wolf),
                    )
                    for wolf, target in picks
                ]
                parts.append(fill(self.tr("The pack's choice so far: %1."), join_list(chosen)))
            else:
                parts.append(self.tr("No one in the pack has chosen yet."))
        victims = q.info.get("victims")
        if victims:
            parts.append(
                fill(self.tr("Attacked tonight: %1."), join_names([name(v) for v in victims]))
            )
        if q.kind == INTENT:
            parts.append(self.tr("Decided now; it happens when the night comes to it."))
        if q.count > 1:
            parts.append(self.tr("Pick %n player(s).", "", q.count))
        if not q.can_skip:
            parts.append(self.tr("Someone must be chosen."))
        return join_sentences(parts)

    def _nobody_text(self, q: Question) -> str:
        if q.yes_no:
            return self.tr("No")
        if q.verb in (Verb.VOTE, Verb.RUNOFF):
            return self.tr("No vote")
        return self.tr("Nobody")

    # ------------------------------------------------------------ answering

    def pick(self, target: int | None) -> None:
        """Pick (or unpick) an answer; -1 is "yes" for a yes/no question."""
        q = self.question
        if target is None:
            self.selected = [None] if q.can_skip else []
        elif target == -1 and q.yes_no:
            self.selected = [-1]
        elif target in q.targets:
            if q.count == 1:
                self.selected = [target]
            elif target in self.selected:
                self.selected.remove(target)
            else:
                self.selected = [t for t in self.selected if t is not None]
                if len(self.selected) >= q.count:
                    self.selected.pop(0)
                self.selected.append(target)
        self._mark()
        self.changed.emit()

    def lock(self) -> None:
        """The answers are given: no button may change them any more."""
        for button in self.findChildren(QPushButton):
            button.setEnabled(False)

    def clear_pick(self) -> None:
        """Forget the answer (another question of the same group was picked)."""
        self.selected = []
        self._mark()

    def _mark(self) -> None:
        for seat, button in self.buttons.items():
            mark(button, seat in self.selected)
        if self.nobody_button is not None:
            mark(self.nobody_button, None in self.selected)
        if self.yes_button is not None:
            mark(self.yes_button, -1 in self.selected)

    def has_target(self) -> bool:
        """Whether a real answer (a seat, or yes) is picked."""
        return any(t is not None for t in self.selected)

    def ready(self) -> bool:
        """Whether the question may be left as it is: answered, or skippable. A power the
        engine asks for (the pack's attack, a look, a guard) needs an explicit answer, even
        where "nobody" is allowed: Done never answers "nobody" for a player who chose nothing."""
        q = self.question
        picks = [t for t in self.selected if t is not None]
        if len(picks) == q.count or (-1 in picks and q.yes_no):
            return True
        if not q.can_skip:
            return False
        return q.kind != ASKED or q.verb is Verb.NOTE or None in self.selected

    def answer(self) -> Target | bool:
        """The answer: a seat, seats, True for "yes", or None (nobody)."""
        picks = [t for t in self.selected if t is not None]
        if -1 in picks:
            return True
        if not picks or len(picks) != self.question.count:
            return None
        return picks[0] if self.question.count == 1 else tuple(sorted(picks))


def _seats(target: object) -> list[int]:
    if isinstance(target, (list, tuple)):
        return [int(t) for t in target]
    return [int(target)] if isinstance(target, int) else []


class TurnScreen(QWidget):
    """The unlocked turn: the role card beside the action panel, and Done.

    Signals:
        answered(): Done after the minimum time: the answers are locked; the page reads them
            (`answers()`) and shows what they tell at once (`show_outcome`).
        done(): "Hide my turn": the player finished.

    Attributes:
        min_turn_ms: the minimum length of a turn (Done is disabled until then).
        header_label: "Ann's turn"; card: the dealing's RoleCard; panel: the action panel;
        questions_area: the scroll area of questions and knowledge; boxes: the QuestionBoxes;
        knows_label: everything the player knows; wait_label: the countdown;
        done_button: Done, then "Hide my turn"; outcome_label: what the answers told.
        elapsed: the time since the turn opened.
        locked: Done was pressed: the answers are given, the outcome is on show.
    """

    answered = Signal()
    done = Signal()

    def __init__(self, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("turn_screen")
        self.min_turn_ms = DEFAULT_MIN_TURN_MS
        self.boxes: list[QuestionBox] = []
        self._indices: list[int] = []
        self._answers: dict[int, Target | bool] = {}
        self.locked = False
        self._refused = False  # Done was pressed with a question still unanswered
        self.elapsed = QElapsedTimer()
        self._min_over = False
        self._min_timer = QTimer(self)
        self._min_timer.setSingleShot(True)
        self._min_timer.setTimerType(Qt.TimerType.PreciseTimer)
        self._min_timer.timeout.connect(self._min_reached)
        self._tick = QTimer(self)
        self._tick.setInterval(250)
        self._tick.timeout.connect(self._update_wait)
        lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 8, 20, 8)
        lay.setSpacing(6)
        self.header_label = QLabel()
        self.header_label.setObjectName("subtitle")
        self.header_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(self.header_label)
        row = QHBoxLayout()
        row.setSpacing(20)
        row.addStretch(1)
        self.card = RoleCard()
        row.addWidget(self.card)
        self.panel = QFrame()
        self.panel.setObjectName("panel")
        self.panel.setFixedSize(PANEL_WIDTH, CARD_HEIGHT)
        pl = QVBoxLayout(self.panel)
        pl.setContentsMargins(16, 12, 16, 12)
        self.questions_area = QScrollArea()
        self.questions_area.setWidgetResizable(True)
        self.questions_area.setFrameShape(QFrame.Shape.NoFrame)
        pl.addWidget(self.questions_area, 1)
        self.wait_label = QLabel()
        self.wait_label.setObjectName("muted")
        self.wait_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        pl.addWidget(self.wait_label)
        done_row = QHBoxLayout()
        done_row.addStretch(1)
        self.done_button = QPushButton(self._done_text())
        self.done_button.setObjectName("primary")
        self.done_button.setFixedSize(340, 64)
        self.done_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.done_button.clicked.connect(self.finish)
        done_row.addWidget(self.done_button)
        done_row.addStretch(1)
        pl.addLayout(done_row)
        row.addWidget(self.panel)
        row.addStretch(1)
        lay.addLayout(row)
        lay.addStretch(1)
        self.knows_label = QLabel()
        self.outcome_label = QLabel()
        self.clear()
        plain_labels(self)

    def _done_text(self) -> str:
        return self.tr("Done  [Enter]")

    # ------------------------------------------------------------ showing

    def show_turn(
        self,
        name: str,
        role_id: str,
        side: str,
        questions: Sequence[Question],
        new: Sequence[str],
        knows: Sequence[str],
        names: Sequence[str],
        wording: str,
    ) -> None:
        """Open one player's turn and start the minimum time."""
        self.header_label.setText(fill(self.tr("%1's turn"), name))
        self.card.fill(
            name,
            role_id,
            side,
            [self.tr("New since your last turn:"), *new]
            if new
            else [self.tr("Nothing new since your last turn.")],
        )
        holder = QWidget()
        col = QVBoxLayout(holder)
        col.setContentsMargins(0, 0, 8, 0)
        heading = QLabel(self.tr("What you may do now"))
        heading.setObjectName("subtitle")
        col.addWidget(heading)
        self.boxes = []
        self._indices = []
        for index, q in enumerate(questions):
            if not q.shown:
                continue
            box = QuestionBox(q, names, wording)
            box.changed.connect(lambda b=box: self._box_changed(b))
            col.addWidget(box)
            self.boxes.append(box)
            self._indices.append(index)
        knows_title = QLabel(self.tr("What you know"))
        knows_title.setObjectName("subtitle")
        col.addWidget(knows_title)
        self.knows_label = QLabel(
            "\n".join(f"• {k}" for k in knows) if knows else self.tr("Nothing yet.")
        )
        self.knows_label.setWordWrap(True)
        self.knows_label.setSizePolicy(QSizePolicy.Policy.Preferred, QSizePolicy.Policy.Minimum)
        col.addWidget(self.knows_label)
        col.addStretch(1)
        self.questions_area.setWidget(holder)
        self.locked = False
        self._refused = False
        self._answers = {}
        self.done_button.setText(self._done_text())
        self._min_over = False
        self.elapsed.start()
        self._min_timer.start(max(0, self.min_turn_ms))
        self._tick.start()
        self._update_wait()

    def clear(self) -> None:
        """Wipe the card and the panel (nothing of the turn stays in any widget)."""
        self._min_timer.stop()
        self._tick.stop()
        self.card.clear()
        self.header_label.clear()
        self.boxes = []
        self._indices = []
        self._answers = {}
        self.locked = False
        self.knows_label = QLabel()
        self.outcome_label = QLabel()
        self.questions_area.setWidget(QWidget())
        self.wait_label.clear()
        self.done_button.setText(self._done_text())
        self.done_button.setEnabled(False)

    def show_outcome(self, lines: Sequence[str]) -> None:
        """After Done: what the answers tell at once, in place of the questions."""
        holder = QWidget()
        col = QVBoxLayout(holder)
        col.setContentsMargins(0, 0, 8, 0)
        heading = QLabel(self.tr("Your answers are in"))
        heading.setObjectName("subtitle")
        col.addWidget(heading)
        text = "\n".join(lines) if lines else self.tr("Nothing more for you now.")
        self.outcome_label = QLabel(text)
        self.outcome_label.setObjectName("outcome")
        self.outcome_label.setWordWrap(True)
        self.outcome_label.setStyleSheet("font-size: 24px; font-weight: bold;")
        col.addWidget(self.outcome_label)
        col.addStretch(1)
        plain_labels(holder)
        self.questions_area.setWidget(holder)
        self.boxes = []
        self._indices = []
        self.wait_label.setText(self.tr("Hide your turn, then put the laptop down."))
        self.done_button.setText(self.tr("Hide my turn  [Enter]"))
        self.done_button.setEnabled(True)

    # ------------------------------------------------------------ answering

    def _box_changed(self, box: QuestionBox) -> None:
        group = box.question.group
        if group is not None and box.has_target():
            for other in self.boxes:
                if other is not box and other.question.group == group:
                    other.clear_pick()
        self._update_wait()

    def answers(self) -> dict[int, Target | bool]:
        """Each shown question's answer, by the question's index in `show_turn`'s list."""
        if self.locked:
            return dict(self._answers)
        return {i: box.answer() for i, box in zip(self._indices, self.boxes, strict=True)}

    def ready(self) -> bool:
        """Whether Done (or, once locked, "Hide my turn") may be pressed now."""
        return self.locked or (self._min_over and all(box.ready() for box in self.boxes))

    def missing(self) -> list[QuestionBox]:
        """The questions that need someone and have no one yet."""
        return [box for box in self.boxes if not box.ready()]

    def _min_reached(self) -> None:
        left = self.min_turn_ms - self.elapsed.elapsed()
        if left > 0:  # a timer may fire a little early: never end a turn before its time
            self._min_timer.start(left)
            return
        self._min_over = True
        self._update_wait()

    def _update_wait(self) -> None:
        if not self.elapsed.isValid() or self.locked:
            return
        left_ms = max(0, self.min_turn_ms - self.elapsed.elapsed())
        if not self._min_over:
            seconds = -(-left_ms // 1000)
            self.wait_label.setText(fill(self.tr("Take your time: Done in %1 s."), seconds))
        elif self._refused and self.missing():  # Done was pressed too soon: say why
            self.wait_label.setText(
                self.tr("Not done yet: choose someone (or Nobody, where it is offered).")
            )
        elif not all(box.ready() for box in self.boxes):
            self.wait_label.setText(self.tr("Answer every question that needs someone."))
        else:
            self.wait_label.setText(self.tr("Press Done when you are ready."))
            self._tick.stop()
        self.done_button.setEnabled(self.locked or self._min_over)

    def finish(self) -> None:
        """Done (once the minimum time is over and the answers are complete), then Hide.

        Done with a question that needs someone still unanswered is refused, and says so."""
        if not self.isVisible():
            return
        if not self.locked and self._min_over and self.missing():
            self._refused = True
            self._update_wait()
            return
        if not self.ready():
            return
        if self.locked:
            self.done.emit()
            return
        self._answers = self.answers()
        self.locked = True
        self._tick.stop()
        for box in self.boxes:
            box.lock()
        self.answered.emit()
        if self.locked and not self.outcome_label.text():
            self.show_outcome([])  # nobody told us anything to show
