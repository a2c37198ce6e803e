"""The moderator console: one glance tells the host what to do next.

Header: the phase and the step ("Night 2 – the Seer"), undo/redo. Left: the seats with roles,
state, private facts and claims. Centre: the current step, with its targets as large buttons
in seat order (and "nobody" where allowed) and a single primary action; the day's discussion
(timer, day powers, "To the vote"); the ballot grid; the end preview. Right: the log of the
game so far and the narration controls.

Steps follow `controller.pending()` in calling order, grouped by `steps.current_step()`. Keys:
1-9 then letters pick seats (the same key for a player all game long), Enter confirms, N picks
nobody (or "no vote"), Space starts and pauses the timer, Ctrl+Z corrects the last action
(asking first when the TV already showed it), Ctrl+Shift+Z applies it again.

One host action may answer several engine requests (the pack's step, notes, a ballot): the
session groups them (read from the log itself), so Ctrl+Z takes back the whole action. After
a ballot that ends the day the outcome is held for last words until Enter; both are host
records in the log (`engine/host.py`), so Ctrl+Z during the last words takes the ballot back,
Ctrl+Z after Enter comes back to the last words, and a resume comes back to them too.
"""

from __future__ import annotations

from collections.abc import Callable, Sequence
from functools import partial
from typing import TYPE_CHECKING, Any

from PySide6.QtCore import QEvent, QObject, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QCheckBox,
    QFrame,
    QGridLayout,
    QHBoxLayout,
    QLabel,
    QMessageBox,
    QPushButton,
    QScrollArea,
    QSlider,
    QStackedWidget,
    QVBoxLayout,
    QWidget,
)

from ...engine.game import EngineError, Game
from ...engine.playlist import Call, role_steps
from ...engine.requests import Choice, IllegalChoice, Request, Verb
from ...engine.roles import canonical
from ...seam import TableHost
from ...texts.assemble import fill, join_and, label
from ...texts.i18n import message_text
from ..app_style import restyle
from ..end_view import EndPreview
from ..times_up import TimesUpSound
from ..widgets.picks import mark, on_pick
from ..widgets.plain import plain_labels
from ..widgets.privacy import keep_under_cover
from ..widgets.timer_controls import TimerControls
from ..widgets.timer_ring import format_seconds
from .answers import AnswerPanel, Calls
from .common import (
    DAY_QSS,
    NIGHT_QSS,
    SEAT_KEYS,
    key_for_seat,
    primary_button,
    role_name,
    seat_key,
    toggle_pick,
    verb_label,
)
from .flow import Page, Shown, console_page, night_call
from .host_action import host_action
from .panels import ClaimDialog, LogPanel, SeatsPanel
from .steps import BALLOT, DISCUSSION, IDLE, NOTES, PACK, SINGLE, Step, current_step
from .vote import VoteGrid, totals_text

if TYPE_CHECKING:
    from ...narration.narrator import Narrator

MORE_TIME_MS = 15_000
"""What Ctrl+M adds to the call now open (the narrator's own step)."""

PAGE_TARGETS, PAGE_NOTES, PAGE_DISCUSSION, PAGE_BALLOT, PAGE_END, PAGE_IDLE, PAGE_LAST_WORDS = (
    range(7)
)

VERDICT_IDS = ("voted_home", "nobody_voted_home", "hunter_took", "came_back")
"""Public message ids that tell the vote's outcome (shown for last words)."""


class ModeratorConsole(QWidget):
    """The host's private console.

    Signals:
        show_card_requested(int): a player asks to see their card again (behind the cover).

    Attributes:
        controller: the game's owner, through the typed seam `seam.TableHost` (the only
            thing the console calls).
        confirm: asks the host a yes/no question (title, text) -> bool; tests replace it.
        step: the step on screen; header_label / step_label: the header.
        target_buttons: seat -> its target button; nobody_button; confirm_button.
        selected: the picked targets (None in the list: nobody).
        notes_button: "skip all notes"; end_discussion_button: "To the vote";
        timer_label, timer_button, extend_button: the day timer; power_buttons: day powers.
        vote_grid, totals_check, record_button: the ballot; end_preview: the end preview.
        seats_panel, log_panel: side panels; narration_buttons: name -> button; volume: slider.
        narrator: the attached narrator, if any.
        armed: "claim" or "card" after Ctrl+L / Ctrl+K (the next seat key opens it), else None;
        armed_label: says so in the header.
    """

    show_card_requested = Signal(int)

    def __init__(self, controller: TableHost, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("console")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.controller = controller
        self.confirm: Callable[[str, str], bool] = self._ask
        self.step = Step(IDLE)
        self.focus: Request | None = None
        self.selected: list[int | None] = []
        self.target_buttons: dict[int, QPushButton] = {}
        self.power_buttons: dict[tuple[int | None, Verb], QPushButton] = {}
        self.narrator: Narrator | None = None
        self._shown_gone: str | None = None  # the gone role whose call is on screen
        self._upcoming = False  # ...and whether that call is still to come (not called yet)
        self.armed: str | None = None
        self._applying = False
        self._theme = ""
        self._more_pending = 0  # ms of "+15 s" asked for while a wake line was read
        self._call_ticker = QTimer(self)  # the open call's countdown (once a voice is on)
        self._call_ticker.setInterval(250)
        self._call_ticker.timeout.connect(self.update_call_line)
        self.times_up_sound = TimesUpSound(self)
        self._build()
        self._shortcuts()
        controller.changed.connect(self.refresh)
        controller.told.connect(self.refresh)
        controller.subtitle.connect(self._subtitle)
        controller.timer.ticked.connect(self._tick)
        controller.timer.expired.connect(self._times_up)
        self.refresh()
        plain_labels(self)

    # ------------------------------------------------------------ building

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(14, 10, 14, 10)
        outer.setSpacing(8)
        header = QHBoxLayout()
        self.header_label = QLabel()
        self.header_label.setObjectName("title")
        header.addWidget(self.header_label, 1)
        self.header_timer = QLabel()
        self.header_timer.setObjectName("subtitle")
        header.addWidget(self.header_timer)
        self.armed_label = QLabel()  # "Claim: press the player's key" after Ctrl+L / Ctrl+K
        self.armed_label.setObjectName("subtitle")
        self.armed_label.hide()
        header.addWidget(self.armed_label)
        self.undo_button = QPushButton(self.tr("Correct  [Ctrl+Z]"))
        self.undo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.undo_button.clicked.connect(self.undo)
        header.addWidget(self.undo_button)
        self.redo_button = QPushButton(self.tr("Redo  [Ctrl+Shift+Z]"))
        self.redo_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.redo_button.clicked.connect(self.redo)
        header.addWidget(self.redo_button)
        outer.addLayout(header)

        body = QHBoxLayout()
        body.setSpacing(12)
        outer.addLayout(body, 1)
        self.seats_panel = SeatsPanel()
        self.seats_panel.setMinimumWidth(290)
        self.seats_panel.setMaximumWidth(340)
        self.seats_panel.show_card_requested.connect(self.show_card_requested.emit)
        self.seats_panel.claim_requested.connect(self.open_claims)
        body.addWidget(self.seats_panel, 3)

        centre = QFrame()
        centre.setObjectName("panel")
        cl = QVBoxLayout(centre)
        cl.setContentsMargins(14, 12, 14, 12)
        self.step_label = QLabel()
        self.step_label.setObjectName("subtitle")
        self.step_label.setStyleSheet("font-size: 24px; font-weight: bold;")
        self.step_label.setWordWrap(True)
        cl.addWidget(self.step_label)
        self.info_label = QLabel()
        self.info_label.setWordWrap(True)
        self.info_label.setStyleSheet("font-size: 18px;")
        cl.addWidget(self.info_label)
        self.call_hint = QLabel()  # the step is ready, but the voice has not called it yet
        self.call_hint.setObjectName("callHint")
        self.call_hint.setWordWrap(True)
        self.call_hint.setStyleSheet("font-size: 18px; font-weight: bold;")
        self.call_hint.hide()
        cl.addWidget(self.call_hint)
        self.answer_panel = AnswerPanel()  # a private answer while the role is awake
        cl.addWidget(self.answer_panel)
        self.pages = QStackedWidget()
        cl.addWidget(self.pages, 1)
        self.pages.addWidget(self._build_targets())
        self.pages.addWidget(self._build_notes())
        self.pages.addWidget(self._build_discussion())
        self.pages.addWidget(self._build_ballot())
        self.end_preview = EndPreview()
        self.end_preview.confirm_requested.connect(self.confirm_end)
        self.pages.addWidget(self.end_preview)
        self.idle_label = QLabel(self.tr("No game is running."))
        self.idle_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.pages.addWidget(self.idle_label)
        self.pages.addWidget(self._build_last_words())
        body.addWidget(centre, 6)

        right = QVBoxLayout()
        log_title = QLabel(self.tr("Log"))
        log_title.setStyleSheet("font-weight: bold;")
        right.addWidget(log_title)
        self.log_panel = LogPanel()
        right.addWidget(self.log_panel, 1)
        right.addWidget(self._build_narration())
        right_widget = QWidget()
        right_widget.setLayout(right)
        right_widget.setMinimumWidth(290)
        right_widget.setMaximumWidth(380)
        body.addWidget(right_widget, 3)

    def _build_targets(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        self.targets_area = QScrollArea()
        self.targets_area.setWidgetResizable(True)
        self.targets_area.setFrameShape(QFrame.Shape.NoFrame)
        self.targets_area.viewport().installEventFilter(self)
        # One grid of target buttons for the whole game: a step shows the seats it offers
        # (each seat's button made once, then reused: rebuilding ~15 styled buttons at
        # each night step took ~10 ms of the host's click).
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 4, 6, 4)
        grid.setSpacing(8)
        self._seat_buttons: dict[int, QPushButton] = {}
        self._nobody_offered = False
        self._target_columns: tuple[QGridLayout, int, int] = (grid, 1, 0)
        self.targets_area.setWidget(holder)
        lay.addWidget(self.targets_area, 1)
        row = QHBoxLayout()
        self.back_button = QPushButton(self.tr("Back  [Esc]"))
        self.back_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.back_button.clicked.connect(self.cancel_focus)
        row.addWidget(self.back_button)
        row.addStretch(1)
        self.confirm_button = primary_button(
            self.tr("Confirm  [Enter]"), self.confirm_step, (240, 64)
        )
        row.addWidget(self.confirm_button)
        lay.addLayout(row)
        self.nobody_button = QPushButton(self.tr("Nobody  [N]"), holder)
        self.nobody_button.hide()
        self.nobody_button.setObjectName("target")
        self.nobody_button.setCheckable(True)
        self.nobody_button.setMinimumHeight(64)
        self.nobody_button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        on_pick(self.nobody_button, lambda: self.pick(None))
        return page

    def _flow_targets(self) -> None:
        """The target buttons in as many columns as fit (long names in French at 1280
        pixels: fewer columns rather than sideways scrolling)."""
        grid, most, shown = self._target_columns
        buttons = list(self.target_buttons.values())
        columns = most
        if buttons:
            widest = max(b.sizeHint().width() for b in buttons) + grid.spacing()
            room = self.targets_area.viewport().width() - 6 + grid.spacing()
            columns = max(1, min(most, room // widest))
        if columns == shown:
            return
        self._target_columns = (grid, most, columns)
        for i, button in enumerate(buttons):
            grid.addWidget(button, i // columns, i % columns)
        rows = -(-len(buttons) // columns)
        if self._nobody_offered:
            grid.addWidget(self.nobody_button, rows, 0, 1, columns)
        for row in range(grid.rowCount()):
            grid.setRowStretch(row, 1 if row == rows + 1 else 0)

    def eventFilter(self, obj: QObject, event: QEvent) -> bool:
        """Reflow the target buttons when their view changes width."""
        resized = event.type() == QEvent.Type.Resize and obj is self.targets_area.viewport()
        if resized and self.target_buttons and self._target_columns[2]:
            QTimer.singleShot(0, self._flow_targets)
        return super().eventFilter(obj, event)

    def _build_notes(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.addStretch(1)
        text = QLabel(
            self.tr(
                "Everyone without a power may write a note. In a game led by a moderator the"
                " notes do not matter."
            )
        )
        text.setWordWrap(True)
        text.setAlignment(Qt.AlignmentFlag.AlignCenter)
        lay.addWidget(text)
        row = QHBoxLayout()
        row.addStretch(1)
        self.notes_button = primary_button(
            self.tr("Skip all notes  [Enter]"), self.skip_notes, (320, 72)
        )
        row.addWidget(self.notes_button)
        row.addStretch(1)
        lay.addSpacing(16)
        lay.addLayout(row)
        lay.addStretch(2)
        return page

    def _build_last_words(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.addStretch(1)
        self.verdict_label = QLabel()
        self.verdict_label.setWordWrap(True)
        self.verdict_label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.verdict_label.setStyleSheet("font-size: 22px; font-weight: bold;")
        lay.addWidget(self.verdict_label)
        row = QHBoxLayout()
        row.addStretch(1)
        self.continue_button = primary_button(
            self.tr("Continue to the night  [Enter]"), self.end_last_words, (320, 72)
        )
        row.addWidget(self.continue_button)
        row.addStretch(1)
        lay.addSpacing(16)
        lay.addLayout(row)
        lay.addStretch(2)
        return page

    def _build_discussion(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        self.timer_controls = TimerControls(self.controller, extend_text=self.tr("+1 minute  [+]"))
        self.timer_label = self.timer_controls.label
        self.timer_button = self.timer_controls.start_button
        self.extend_button = self.timer_controls.extend_button
        lay.addWidget(self.timer_controls)
        self.powers_label = QLabel(self.tr("Day powers"))
        self.powers_label.setStyleSheet("font-weight: bold;")
        lay.addWidget(self.powers_label)
        self.powers_box = QVBoxLayout()
        lay.addLayout(self.powers_box)
        lay.addStretch(1)
        end_row = QHBoxLayout()
        end_row.addStretch(1)
        self.end_discussion_button = primary_button(
            self.tr("To the vote  [Enter]"), self.end_discussion, (280, 64)
        )
        end_row.addWidget(self.end_discussion_button)
        lay.addLayout(end_row)
        return page

    def _build_ballot(self) -> QWidget:
        page = QWidget()
        lay = QVBoxLayout(page)
        lay.setContentsMargins(0, 0, 0, 0)
        self.vote_grid = VoteGrid()
        self.vote_grid.changed.connect(self._ballot_changed)
        lay.addWidget(self.vote_grid, 1)
        self.ballot_summary = QLabel()
        self.ballot_summary.setWordWrap(True)
        # The totals' box beside the summary, the button on its own line: both whole in
        # French at 1280 pixels.
        summary_row = QHBoxLayout()
        summary_row.addWidget(self.ballot_summary, 1)
        self.totals_check = QCheckBox(self.tr("Enter totals instead"))
        self.totals_check.setFocusPolicy(Qt.FocusPolicy.NoFocus)
        self.totals_check.toggled.connect(self.vote_grid.set_totals_mode)
        summary_row.addWidget(self.totals_check)
        lay.addLayout(summary_row)
        row = QHBoxLayout()
        row.addStretch(1)
        self.record_button = primary_button(
            self.tr("Record the votes  [Enter]"), self.record_votes, (280, 64)
        )
        row.addWidget(self.record_button)
        lay.addLayout(row)
        return page

    def _build_narration(self) -> QWidget:
        box = QFrame()
        box.setObjectName("panel")
        lay = QVBoxLayout(box)
        lay.setContentsMargins(10, 8, 10, 8)
        title = QLabel(self.tr("Narration"))
        title.setStyleSheet("font-weight: bold;")
        lay.addWidget(title)
        self.subtitle_label = QLabel()
        self.subtitle_label.setWordWrap(True)
        self.subtitle_label.setObjectName("muted")
        lay.addWidget(self.subtitle_label)
        self.call_line = QLabel()  # the open call's countdown
        self.call_line.setObjectName("call_line")
        self.call_line.setStyleSheet("font-weight: bold;")
        self.call_line.hide()
        lay.addWidget(self.call_line)
        self.key_status = QLabel()  # what the last narration key did
        self.key_status.setObjectName("muted")
        self.key_status.setWordWrap(True)
        lay.addWidget(self.key_status)
        row = QGridLayout()  # one per row: room for longer translations and the keys
        self.narration_buttons: dict[str, QPushButton] = {}
        for i, (name, text) in enumerate(
            (
                ("pause", self.tr("Pause  [F8]")),
                ("repeat", self.tr("Repeat  [F7]")),
                ("skip", self.tr("Skip  [F9]")),
                ("more_time", self.tr("+15 s  [Ctrl+M]")),
            )
        ):
            button = QPushButton(text)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.setEnabled(False)
            row.addWidget(button, i, 0)
            self.narration_buttons[name] = button
        lay.addLayout(row)
        self.volume = QSlider(Qt.Orientation.Horizontal)
        self.volume.setRange(0, 100)
        self.volume.setValue(80)
        self.volume.setEnabled(False)
        self.volume.setToolTip(self.tr("Volume"))
        self.volume.setAccessibleName(self.tr("Volume"))
        lay.addWidget(self.volume)
        self.narration_hint = QLabel(self.tr("No narration attached."))
        self.narration_hint.setObjectName("muted")
        self.narration_hint.setWordWrap(True)
        lay.addWidget(self.narration_hint)
        return box

    def _shortcuts(self) -> None:
        def bind(keys: QKeySequence | str, slot: Callable[[], Any], what: str = "") -> QShortcut:
            shortcut = QShortcut(QKeySequence(keys), self)
            # Only arrow keys repeat: a held Enter or Space never steps through the game.
            shortcut.setAutoRepeat(
                keys in (QKeySequence(Qt.Key.Key_Up), QKeySequence(Qt.Key.Key_Down))
            )
            shortcut.activated.connect(slot)
            shortcut.setWhatsThis(what)  # the help's shortcut sheet lists it (app/help.py)
            return shortcut

        for index in range(len(SEAT_KEYS)):
            key = key_for_seat(index)
            if key is not None:
                bind(
                    QKeySequence(key),
                    partial(self.seat_key_pressed, index),
                    self.tr("Pick a player (in seat order), or the highlighted voter's vote"),
                )
        bind(QKeySequence(Qt.Key.Key_N), self.nobody_key, self.tr("Nobody, or no vote"))
        bind(QKeySequence(Qt.Key.Key_Return), self.primary, self.tr("Confirm the step"))
        bind(QKeySequence(Qt.Key.Key_Enter), self.primary, self.tr("Confirm the step"))
        # The timer's and the narration's keys work under the one-screen cover too (they act
        # on what the table sees and hears); the others act on the console, off while covered.
        keep_under_cover(
            bind(
                QKeySequence(Qt.Key.Key_Space),
                self.toggle_timer,
                self.tr("Start or pause the day timer"),
            )
        )
        keep_under_cover(
            bind(QKeySequence(Qt.Key.Key_Plus), self.extend_timer, self.tr("Add time to the timer"))
        )
        bind(
            QKeySequence(Qt.Key.Key_Escape),
            self.cancel_focus,
            self.tr("Back to the discussion; cancel a Claim or Card key"),
        )
        bind(QKeySequence(Qt.Key.Key_Up), lambda: self.vote_grid.move_current(-1))
        bind(QKeySequence(Qt.Key.Key_Down), lambda: self.vote_grid.move_current(1))
        bind(
            QKeySequence(QKeySequence.StandardKey.Undo),
            self.undo,
            self.tr("Correct the last action"),
        )
        bind(QKeySequence("Ctrl+Shift+Z"), self.redo, self.tr("Redo the action just corrected"))
        keep_under_cover(
            bind(QKeySequence("Ctrl+M"), self.more_time, self.tr("More time for the call now open"))
        )
        self.claim_key = bind(
            QKeySequence("Ctrl+L"),
            partial(self.arm_seat_key, "claim"),
            self.tr("Claim: then a player's key marks what they claim"),
        )
        self.card_key = bind(
            QKeySequence("Ctrl+K"),
            partial(self.arm_seat_key, "card"),
            self.tr("Card: then a player's key shows them their card again"),
        )
        # Narration: F7 / F8 / F9 like a player's previous / play-pause / next keys.
        whats = {
            "repeat": self.tr("Narration: repeat the line"),
            "pause": self.tr("Narration: pause or resume"),
            "skip": self.tr("Narration: skip the line"),
        }
        for keys, name in (
            ((Qt.Key.Key_F7, Qt.Key.Key_MediaPrevious), "repeat"),
            ((Qt.Key.Key_F8, Qt.Key.Key_MediaTogglePlayPause), "pause"),
            ((Qt.Key.Key_F9, Qt.Key.Key_MediaNext), "skip"),
        ):
            for key in keys:
                keep_under_cover(
                    bind(QKeySequence(key), partial(self._narration_key, name), whats[name])
                )

    def arm_seat_key(self, action: str) -> None:
        """Ctrl+L / Ctrl+K: the next seat key opens that player's Claim ("claim") or shows
        them their card ("card") instead of picking a target. Esc cancels."""
        if self.controller.game is None:
            return
        self.armed = action
        hint = (
            self.tr("Claim: press the player's key (Esc: cancel)")
            if action == "claim"
            else self.tr("Card: press the player's key (Esc: cancel)")
        )
        self.armed_label.setText(hint)
        self.armed_label.show()

    def _disarm(self) -> None:
        self.armed = None
        self.armed_label.hide()

    def _narration_key(self, name: str) -> None:
        button = self.narration_buttons[name]
        if name == "skip" and self._call_left_ms() is not None:
            self.key_status.setText(self.tr("F9: a call's time is never cut short."))
        if button.isEnabled():
            button.click()

    def _call_left_ms(self) -> int | None:
        """Time left in the call now open (None: no call is open)."""
        return self.narrator.call_left_ms() if self.narrator is not None else None

    def _reading_wake_line(self) -> bool:
        """The voice is reading a wake line: a call is about to open."""
        return self.narrator is not None and self.narrator.reading_wake_line()

    def _time_added_text(self, left_ms: int) -> str:
        #: %1: the time now left in the call, e.g. 0:27
        text = self.tr("+15 s: %1 left for this call.")
        return fill(text, format_seconds(-(-left_ms // 1000)))

    def update_call_line(self, _line: str = "") -> None:
        """The open call's countdown (and time asked for while its wake line was read)."""
        left = self._call_left_ms()
        narrator = self.narrator
        if (
            left is not None
            and narrator is not None
            and self._more_pending
            and narrator.more_time(self._more_pending)
        ):
            self._more_pending = 0
            left = self._call_left_ms() or 0
            self.key_status.setText(self._time_added_text(left))
        if left is None:
            if not self._reading_wake_line():
                self._more_pending = 0
            self.call_line.hide()
            return
        #: %1: the time left in the call, e.g. 0:12
        text = self.tr("Call open: %1 left")
        self.call_line.setText(fill(text, format_seconds(-(-left // 1000))))
        self.call_line.show()

    # ------------------------------------------------------------ narration hook

    def attach_narrator(self, narrator: Narrator) -> None:
        """Connect a `Narrator` (pause/resume, repeat, skip, volume, `line_changed`)."""
        self.narrator = narrator
        pause = self.narration_buttons["pause"]
        pause.setEnabled(True)
        pause.setCheckable(True)

        def toggle(on: bool) -> None:
            pause.setText(self.tr("Resume  [F8]") if on else self.tr("Pause  [F8]"))
            (narrator.pause if on else narrator.resume)()

        pause.toggled.connect(toggle)
        self.narration_buttons["repeat"].setEnabled(True)
        self.narration_buttons["repeat"].clicked.connect(narrator.repeat)
        self.narration_buttons["skip"].setEnabled(True)
        self.narration_buttons["skip"].clicked.connect(narrator.skip)
        more = self.narration_buttons["more_time"]
        more.setEnabled(True)
        more.setToolTip(
            self.tr(
                "More time: lengthen the call now open by 15 seconds (the only thing that "
                "makes a call longer)."
            )
        )
        more.clicked.connect(self.more_time)
        self._call_ticker.start()
        self.volume.setEnabled(True)
        self.volume.valueChanged.connect(lambda v: narrator.set_volume(v / 100.0))
        narrator.line_changed.connect(self._subtitle)
        narrator.line_changed.connect(self._update_call_hint)
        narrator.line_changed.connect(self._refresh_answers)
        narrator.line_changed.connect(self.update_call_line)
        narrator.line_changed.connect(self._follow_gone_call)
        self.narration_hint.hide()

    def _follow_gone_call(self, _line: str = "") -> None:
        """The voice began or ended the call of a role that is gone: show it (or stop)."""
        gone, upcoming = self._night_call()
        if (gone.step if gone is not None else None, upcoming) != (
            self._shown_gone,
            self._upcoming,
        ):
            self.refresh()

    def _night_call(self) -> tuple[Call | None, bool]:
        """The call whose step the console shows instead of the game's own (`flow.night_call`)."""
        game = self.controller.game
        if game is None:
            return None, False
        narrator = self.narrator
        return night_call(
            game,
            behind=self.controller.table_behind(),
            calling=narrator.calling() if narrator is not None else None,
            next_call=narrator.next_call if narrator is not None else lambda: None,
        )

    def shown(self) -> Shown:
        """The page the console shows now (`flow.console_page`: a pure function of the game,
        the voice and the host's open day power)."""
        narrator = self.narrator
        return console_page(
            self.controller.game,
            pending=self.controller.pending(),
            behind=self.controller.table_behind(),
            calling=narrator.calling() if narrator is not None else None,
            next_call=narrator.next_call if narrator is not None else lambda: None,
            last_words=self.controller.last_words,
            focus=self.focus,
        )

    def _subtitle(self, line: str) -> None:
        self.subtitle_label.setText(line)

    # ------------------------------------------------------------ rendering

    def _names(self) -> list[str]:
        game = self.controller.game
        return [s.name for s in game.state.seats] if game else []

    def _wording(self) -> str:
        return str(self.controller.wording())

    def refresh(self) -> None:
        """Re-render everything from the controller."""
        if self._applying:
            return
        self._render()
        self._update_call_hint()
        self._refresh_answers()
        self._tick(self.controller.timer.remaining())  # (a step change may hide it)

    def _refresh_answers(self, _line: str = "") -> None:
        """Offer the private answers whose role's call has opened (see `answers.Calls`)."""
        game = self.controller.game
        narrator = self.narrator
        planned: tuple[str, ...] = ()
        called: tuple[str, ...] = ()
        if narrator is not None and narrator.is_enabled():
            planned = tuple(narrator.plan_steps())
            called = tuple(narrator.called_tonight())
        lead = self.step.lead
        calls = Calls(
            planned,
            called,
            lead.step if lead is not None and lead.step else None,
            game.state.preset.step_order if game is not None else (lambda _s: 0),
            self.pages.currentIndex() == PAGE_LAST_WORDS,
        )
        self.answer_panel.refresh(self.controller, calls)

    def _update_call_hint(self, _line: str = "") -> None:
        """A night step the voice has not called yet (it is still in an earlier call
        window): say so, so the host waits before pointing at anyone."""
        lead = self.step.lead
        narrator = self.narrator
        waiting = False
        if self._upcoming and self._shown_gone is not None:  # a gone role's call, to come
            self.call_hint.setText(
                fill(
                    self.tr("Not called yet: wait for the voice to call %1."),
                    fill(self.tr("the %1"), role_name(self._shown_gone)),
                )
            )
            self.call_hint.setVisible(True)
            return
        if (
            narrator is not None
            and lead is not None
            and self.focus is None
            and self.step.kind in (SINGLE, PACK)
        ):
            planned = narrator.plan_steps()
            waiting = bool(lead.step in planned and lead.step not in narrator.called_tonight())
        if waiting:
            self.call_hint.setText(
                fill(
                    self.tr("Not called yet: wait for the voice to call %1."),
                    self._step_title(self.step),
                )
            )
        self.call_hint.setVisible(waiting)

    def _render(self) -> None:
        game = self.controller.game
        self.seats_panel.refresh(self.controller)
        self.log_panel.refresh(self.controller)
        self.undo_button.setEnabled(self.controller.can_undo)
        self.redo_button.setEnabled(self.controller.can_redo)
        if game is None:
            self.header_label.setText(self.tr("No game"))
            self.step_label.setText("")
            self.info_label.setText("")
            self.idle_label.setText(self.tr("No game is running."))  # (only then)
            self.pages.setCurrentIndex(PAGE_IDLE)
            self.step = Step(IDLE)
            return
        self.idle_label.setText("")  # a game is running: no stray "No game is running."
        s = game.state
        self._apply_theme("day" if s.phase.value == "day" else "night")
        self._shown_gone, self._upcoming = None, False
        if self.focus is not None and self.focus not in self.controller.pending():
            self.focus = None
        shown = self.shown()
        if shown.page is Page.CALL and shown.call is not None:
            self._render_gone_call(shown.call)
            self._shown_gone, self._upcoming = shown.call.step, shown.upcoming
            return
        if shown.page is Page.END:
            self.step = Step(IDLE)
            self.focus = None
            self.header_label.setText(self.tr("The end"))
            self.step_label.setText(self.tr("The game is decided"))
            self.info_label.setText("")
            self.end_preview.show_game(game)
            self.end_preview.confirm_button.setEnabled(not self.controller.confirmed)
            self.pages.setCurrentIndex(PAGE_END)
            return
        if shown.page is Page.LAST_WORDS:  # read from the log: undo, redo and resume agree
            self._render_last_words()
            return
        self.step = shown.step
        if shown.page is Page.WAITING:
            self._render_waiting_for_voice()
            return
        phase = (
            fill(self.tr("Night %1"), str(s.night_no))
            if s.phase.value == "night"
            else fill(self.tr("Day %1"), str(s.day_no))
        )
        self.header_label.setText(f"{phase} – {self._step_title(self.step)}")
        self.selected = []
        kind = self.step.kind
        if kind in (SINGLE, PACK):
            self._render_targets()
            self.pages.setCurrentIndex(PAGE_TARGETS)
        elif kind == NOTES:
            self.step_label.setText(self.tr("Notes"))
            idle = len(self.step.requests)
            self.info_label.setText(self.tr("No power tonight for %n player(s).", "", idle))
            self.pages.setCurrentIndex(PAGE_NOTES)
        elif kind == DISCUSSION:
            self._render_discussion()
            self.pages.setCurrentIndex(PAGE_DISCUSSION)
        elif kind == BALLOT:
            self._render_ballot()
            self.pages.setCurrentIndex(PAGE_BALLOT)
        else:
            self.step_label.setText(self.tr("Nothing to do"))
            self.info_label.setText("")
            self.pages.setCurrentIndex(PAGE_IDLE)

    def _render_last_words(self) -> None:
        """The vote's outcome stays up (here and on the TV) until the host moves on."""
        self.step = Step(IDLE)
        self.focus = None
        view = self.controller.public_view_now()
        names = [seat.name for seat in view.seats]
        lines = [
            message_text(m, names, self._wording())
            for m in view.messages
            if m.day == view.day and m.phase == "day" and m.id in VERDICT_IDS
        ]
        self.header_label.setText(
            fill(self.tr("Day %1 – %2"), str(view.day), self.tr("last words"))
        )
        self.step_label.setText(self.tr("Last words"))
        self.info_label.setText(
            self.tr("The outcome stays on the table screen. Let the table speak, then continue.")
        )
        self.verdict_label.setText("\n".join(line for line in lines if line))
        self.pages.setCurrentIndex(PAGE_LAST_WORDS)

    def _render_waiting_for_voice(self) -> None:
        """The day is ready but the voice has not read the morning (or the outcome) yet."""
        self.step = Step(IDLE)
        self.focus = None
        self.header_label.setText(self.tr("The narration is still reading"))
        self.step_label.setText(self.tr("Wait for the voice"))
        self.info_label.setText(
            self.tr("The day goes on once the table has heard the news. Skip lines to hurry.")
        )
        self.pages.setCurrentIndex(PAGE_IDLE)

    def _apply_theme(self, theme: str) -> None:
        if theme != self._theme:
            self._theme = theme
            # A ballot belongs to one day: its ~100 widgets would be styled again for
            # nothing (and double the switch's work). A ballot shown after this is built.
            self.vote_grid.clear()
            restyle(self, DAY_QSS if theme == "day" else NIGHT_QSS)

    def _step_title(self, step: Step) -> str:
        lead = step.lead
        if step.kind == PACK:
            return self.tr("the werewolves")
        if step.kind == NOTES:
            return self.tr("notes")
        if step.kind == DISCUSSION:
            return self.tr("the discussion")
        if step.kind == BALLOT and lead is not None:
            return self.tr("the run-off") if lead.verb is Verb.RUNOFF else self.tr("the vote")
        if lead is None:
            return ""
        if lead.seat is None:
            return self.tr("the host")
        name = lead.step if canonical(lead.step) else ""
        if name:
            return fill(self.tr("the %1"), role_name(name))
        game = self.controller.game
        role_id = game.state.seats[lead.seat].role if game else ""
        return fill(self.tr("the %1"), role_name(role_id))

    def _render_targets(self) -> None:
        lead = self.step.lead
        assert lead is not None
        names = self._names()
        game = self.controller.game
        assert game is not None
        wording = self._wording()
        if self.step.kind == PACK:
            wolves = join_and([names[r.seat] for r in self.step.requests if r.seat is not None])
            self.step_label.setText(
                fill(self.tr("The werewolves (%1): %2"), wolves, verb_label(lead.verb, wording))
            )
        elif lead.seat is None:
            self.step_label.setText(fill(self.tr("The host: %1"), verb_label(lead.verb, wording)))
        else:
            role_id = game.state.seats[lead.seat].role
            who = fill(self.tr("%1 (%2)"), names[lead.seat], role_name(role_id))
            self.step_label.setText(label(who, verb_label(lead.verb, wording)))
        info: list[str] = []
        victims = lead.info.get("victims")
        if victims:
            who = join_and([names[v] for v in victims])
            info.append(fill(self.tr("The werewolves chose: %1"), who))
        if lead.count > 1:
            info.append(self.tr("Pick %n player(s), then confirm.", "", lead.count))
        if not lead.can_skip:
            info.append(self.tr("Someone must be chosen."))
        self.info_label.setText("  ".join(info))
        self._fill_targets(lead.targets, lead.can_skip, names, picking=True)
        self.back_button.setVisible(self.focus is not None)
        self._update_confirm()

    def _fill_targets(
        self, targets: Sequence[int], can_skip: bool, names: list[str], *, picking: bool
    ) -> None:
        """The grid of target buttons (and Nobody); *picking*: a click picks the target.

        Each seat's button is made once and reused by every later step (shown, named,
        unchecked again); the seats a step does not offer are hidden."""
        grid = self._target_columns[0]
        holder = grid.parentWidget()
        for placed in [*self._seat_buttons.values(), self.nobody_button]:
            grid.removeWidget(placed)
        offered = set(targets)
        for seat, unused in self._seat_buttons.items():
            if seat not in offered:
                unused.hide()
        self.target_buttons = {}
        count = len(targets)
        columns = 2 if count <= 6 else 3 if count <= 15 else 4
        for seat in targets:
            made = self._seat_buttons.get(seat)
            button = made if made is not None else QPushButton(holder)
            if made is None:
                button.setObjectName("target")
                button.setMinimumHeight(64)
                button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
                on_pick(button, partial(self.pick, seat))  # (a button not checkable: no pick)
                self._seat_buttons[seat] = button
            text = f"[{seat_key(seat)}]  {names[seat]}"
            if button.text() != text:
                button.setText(text)
            mark(button, False)
            button.setCheckable(picking)
            button.show()
            self.target_buttons[seat] = button
        mark(self.nobody_button, False)
        self._nobody_offered = can_skip
        self.nobody_button.setVisible(can_skip)
        self._target_columns = (grid, columns, 0)
        self._flow_targets()
        self.targets_area.verticalScrollBar().setValue(0)

    def _render_gone_call(self, call: Call) -> bool:
        """While the voice calls a role that is gone, show its step as for a role that is
        here (the same header, the same seat line with what the role is asked, as
        `Role.step_asks` says, and the grid of players), so that a glance at the laptop
        tells nothing; nothing can be picked and Confirm stays off. False: no such seat."""
        game = self.controller.game
        if game is None:
            return False
        s = game.state
        seat = next((i for i in range(len(s.seats)) if call.step in role_steps(s.role(i))), None)
        if seat is None:
            return False
        names = self._names()
        self.step = Step(IDLE)
        self.focus = None
        self.selected = []
        role_id = s.seats[seat].role
        role = role_name(call.step if canonical(call.step) else role_id)
        phase = fill(self.tr("Night %1"), str(s.night_no))
        title = fill(self.tr("the %1"), role)
        self.header_label.setText(f"{phase} – {title}")
        who = fill(self.tr("%1 (%2)"), names[seat], role_name(role_id))
        asks = s.role(seat).step_asks(s, seat, call.step)
        # A save is of the pack's victim, shown with it (as the Witch's step shows it); with
        # no victim to save, a living role is asked its next question first. (With nobody to
        # react, the night may already be resolved: the victim may be gone by now.)
        victims = [
            int(m.params["seat"])
            for m in s.messages
            if m.id == "prank_chosen" and m.phase == "night" and m.day == s.night_no
        ]
        if asks and asks[0] is Verb.SAVE and not victims:
            asks = asks[1:]
        prompt = label(who, verb_label(asks[0], self._wording())) if asks else who
        self.step_label.setText(prompt)
        shown = bool(asks) and Verb.SAVE in asks and bool(victims)
        chose = fill(self.tr("The werewolves chose: %1"), join_and([names[v] for v in victims]))
        self.info_label.setText(chose if shown else "")
        here = [i for i, x in enumerate(s.seats) if game.state.here(i)]
        self._fill_targets(here, True, names, picking=False)
        self.back_button.setVisible(False)
        self.confirm_button.setEnabled(False)
        self.pages.setCurrentIndex(PAGE_TARGETS)
        return True

    def _render_discussion(self) -> None:
        names = self._names()
        game = self.controller.game
        assert game is not None
        self.step_label.setText(self.tr("Discussion"))
        self.info_label.setText(self.tr("Start the timer, let the table talk, then open the vote."))
        while self.powers_box.count():
            item = self.powers_box.takeAt(0)
            widget = item.widget() if item is not None else None
            if widget is not None:
                widget.deleteLater()
        self.power_buttons = {}
        for req in self.step.powers:
            assert req.seat is not None
            role_id = game.state.seats[req.seat].role
            who = fill(self.tr("%1 (%2)"), names[req.seat], role_name(role_id))
            button = QPushButton(label(who, verb_label(req.verb, self._wording())) + "…")
            button.setMinimumHeight(48)
            button.setFocusPolicy(Qt.FocusPolicy.NoFocus)
            button.clicked.connect(lambda _c=False, r=req: self.use_power(r))
            self.powers_box.addWidget(button)
            self.power_buttons[req.key()] = button
        self.powers_label.setVisible(bool(self.step.powers))
        self._tick(self.controller.timer.remaining())
        self.timer_controls.refresh()
        self.vote_grid.prepare_later(self._next_ballot)

    def _next_ballot(self) -> tuple[list[Request], list[str]] | None:
        """The ballot "End discussion" would open now (worked out on a copy of the game),
        for the vote grid to build ahead; None when it would open none."""
        game = self.controller.game
        lead = self.step.lead
        if game is None or self.step.kind != DISCUSSION or lead is None:
            return None
        try:
            after = Game.replay(game.setup, [*game.records, Choice(lead.seat, lead.verb, None)])
        except (IllegalChoice, EngineError):  # (a guess ahead: the click builds it then)
            return None
        step = current_step(after.pending())
        return (list(step.requests), self._names()) if step.kind == BALLOT else None

    def _render_ballot(self) -> None:
        lead = self.step.lead
        assert lead is not None
        runoff = lead.verb is Verb.RUNOFF
        self.step_label.setText(self.tr("Run-off") if runoff else self.tr("The vote"))
        self.info_label.setText(
            self.tr("For each voter (highlighted) press the key of the one they vote for.")
        )
        self.vote_grid.load(self.step.requests, self._names())
        # A ballot just taken back (Ctrl+Z, e.g. during the last words) comes back as it
        # was entered: the host changes one vote rather than entering them all again.
        undone = {(c.seat, c.verb): c.target for c in self.controller.undone_choices()}
        voters = {r.key() for r in self.step.requests}
        if undone and set(undone) == voters:
            for (seat, _verb), target in undone.items():
                if seat is not None and (target is None or isinstance(target, int)):
                    self.vote_grid.set_ballot(seat, target)
        self._ballot_changed()

    def _ballot_changed(self) -> None:
        if self.step.kind != BALLOT:
            return
        self.ballot_summary.setText(totals_text(self.vote_grid))
        self.record_button.setEnabled(self.vote_grid.ballots() is not None)

    def _update_confirm(self) -> None:
        lead = self.step.lead
        if lead is None:
            self.confirm_button.setEnabled(False)
            return
        picks = [t for t in self.selected if t is not None]
        ready = (None in self.selected and lead.can_skip) or len(picks) == lead.count
        self.confirm_button.setEnabled(ready)
        for seat, button in self.target_buttons.items():
            mark(button, seat in self.selected)
        mark(self.nobody_button, None in self.selected)

    def _tick(self, seconds: int) -> None:
        """The day timer in the header: only while the table talks (never a stale 1:00
        through the vote), and "Time's up!" once it has run out."""
        game = self.controller.game
        talking = bool(game and game.state.phase.value == "day" and self.step.kind == DISCUSSION)
        timer = self.controller.timer
        if not talking:
            self.header_timer.setText("")
        elif seconds <= 0 and timer.total > 0:
            self.header_timer.setText(self.tr("Time's up!"))
        else:
            self.header_timer.setText(format_seconds(seconds))

    def _times_up(self) -> None:
        """The day timer ran out: "Time's up!" here, and the sound when no table screen is
        up to play it (the table screen sounds it itself)."""
        game = self.controller.game
        if game is None or game.state.phase.value != "day":
            return
        self._tick(0)
        from ..public.window import PublicWindow

        tv_up = any(
            isinstance(w, PublicWindow) and w.isVisible() for w in QApplication.topLevelWidgets()
        )
        if not tv_up:
            self.times_up_sound.play()

    # ------------------------------------------------------------ picking

    def seat_key_pressed(self, seat: int) -> None:
        """A seat's key: pick it as a target, or as the highlighted voter's ballot (after
        Ctrl+L or Ctrl+K: open that player's Claim, or show them their card)."""
        armed = self.armed
        if armed is not None:
            self._disarm()
            game = self.controller.game
            if game is None or seat >= len(game.state.seats):
                return
            if armed == "claim":
                self.open_claims(seat)
            else:
                self.show_card_requested.emit(seat)
            return
        if self.step.kind in (SINGLE, PACK) and self.pages.currentIndex() == PAGE_TARGETS:
            self.pick(seat)
        elif self.step.kind == BALLOT:
            self.vote_grid.pick(seat)

    def nobody_key(self) -> None:
        """N: nobody (or "no vote" for the highlighted voter)."""
        if self.step.kind in (SINGLE, PACK):
            self.pick(None)
        elif self.step.kind == BALLOT:
            self.vote_grid.pick(None)

    def pick(self, target: int | None) -> None:
        """Pick (or unpick) a target; with one target to name, picking replaces."""
        lead = self.step.lead
        if lead is None or self.step.kind not in (SINGLE, PACK):
            return
        self.selected = toggle_pick(self.selected, target, lead.count, lead.can_skip, lead.targets)
        self._update_confirm()

    def primary(self) -> None:
        """Enter: the current step's primary action."""
        page = self.pages.currentIndex()
        if page == PAGE_TARGETS:
            if self.confirm_button.isEnabled():
                self.confirm_step()
        elif page == PAGE_NOTES:
            self.skip_notes()
        elif page == PAGE_DISCUSSION:
            self.end_discussion()
        elif page == PAGE_BALLOT:
            if self.record_button.isEnabled():
                self.record_votes()
        elif page == PAGE_END and self.end_preview.confirm_button.isEnabled():
            self.confirm_end()
        elif page == PAGE_LAST_WORDS:
            self.end_last_words()

    # ------------------------------------------------------------ actions

    def _apply_all(
        self, choices: list[Choice], *, last_words: bool = False, render: bool = True
    ) -> bool:
        """Apply several choices as one host action (rendered once, undone together; not
        at all with *render* False: the caller renders); `last_words`: a ballot (see
        `TableHost.apply_action`).

        With a moderator, everyone's private notes (a pass-and-play device) are answered
        "nothing" as soon as they are all that is left of the night's first batch."""
        self._applying = True
        try:
            with host_action():
                done = self.controller.apply_action(choices, last_words=last_words)
                game = self.controller.game
                while done and game is not None and game.setup.mode != "pass_and_play":
                    step = current_step(self.controller.pending())
                    if step.kind != NOTES:
                        break
                    done = self.controller.apply_action(
                        [Choice(r.seat, r.verb, None) for r in step.requests]
                    )
        finally:
            self._applying = False
        if render:
            self.refresh()
        return done

    def confirm_step(self) -> None:
        """Apply the picked target(s) to the step on screen."""
        lead = self.step.lead
        if lead is None or not self.confirm_button.isEnabled():
            return
        picks = [t for t in self.selected if t is not None]
        target: Any
        if None in self.selected or not picks:
            target = None
        elif lead.count == 1:
            target = picks[0]
        else:
            target = tuple(sorted(picks))
        choices = [Choice(lead.seat, lead.verb, target)]
        if self.step.kind == PACK:
            choices += [Choice(r.seat, r.verb, None) for r in self.step.requests[1:]]
        self.focus = None
        self._apply_all(choices)

    def skip_notes(self) -> None:
        """Answer every note request with nothing (one action)."""
        if self.step.kind == NOTES:
            self._apply_all([Choice(r.seat, r.verb, None) for r in self.step.requests])

    def end_discussion(self) -> None:
        """Close the discussion and open the vote."""
        if self.step.kind == DISCUSSION and self.step.lead is not None:
            self.controller.timer.pause()
            lead = self.step.lead
            self._apply_all([Choice(lead.seat, lead.verb, None)])

    def use_power(self, request: Request) -> None:
        """Show a day power's targets (Back returns to the discussion)."""
        self.focus = request
        self.refresh()

    def cancel_focus(self) -> None:
        """Back from a day power to the discussion (or cancel a Claim / Card key)."""
        if self.armed is not None:
            self._disarm()
            return
        if self.focus is not None:
            self.focus = None
            self.refresh()

    def record_votes(self) -> None:
        """Apply one ballot per voter."""
        if self.step.kind != BALLOT:
            return
        ballots = self.vote_grid.ballots()
        if ballots is None:
            self.controller.error.emit(
                self.tr("These totals cannot be shared out among the voters.")
            )
            return
        choices = [Choice(r.seat, r.verb, ballots.get(r.seat)) for r in self.step.requests]  # type: ignore[arg-type]
        # When the ballot ends the day, its last words go into the log in the same action,
        # so the narration and the TV hold the outcome as the night begins in the engine.
        self._apply_all(choices, last_words=True)

    def end_last_words(self) -> None:
        """The host moves on from the last words to the night (a host action)."""
        if self.controller.last_words:
            self._applying = True
            try:
                with host_action():
                    self.controller.end_last_words()
            finally:
                self._applying = False
            self.refresh()

    def more_time(self) -> None:
        """The host's "more time": the narrator lengthens the open call's window by 15 s.
        Pressed while the call's wake line is read, it is added as the call opens; the
        status line says which, and how long the call has."""
        narrator = self.narrator
        if narrator is None:
            return
        if narrator.more_time():
            left = self._call_left_ms() or 0
            self.key_status.setText(self._time_added_text(left))
        elif self._reading_wake_line():
            self._more_pending += MORE_TIME_MS
            self.key_status.setText(self.tr("+15 s: added as soon as the call opens."))
        else:
            self.key_status.setText(self.tr("+15 s: no call is open now."))
        self.update_call_line()

    def toggle_timer(self) -> None:
        """Start or pause the day timer (by day only)."""
        if self.step.kind == DISCUSSION:
            self.controller.timer.toggle()

    def extend_timer(self) -> None:
        """Add the preset's extension (one minute)."""
        if self.step.kind == DISCUSSION:
            self.controller.extend_timer()

    def confirm_end(self) -> None:
        """Confirm the end: the reveal may be shown."""
        with host_action():
            self.controller.confirm_end()

    def undo(self) -> None:
        """Correct the last host action, asking first when the TV already showed it."""
        game = self.controller.game
        if game is None or not self.controller.can_undo:
            return
        if self.controller.last_action_public() and not self.confirm(
            self.tr("Correct the last action"),
            self.tr("The TV already showed the result of this action. Take it back anyway?"),
        ):
            return
        with host_action():
            self.controller.undo()  # the session takes back one whole host action
        self.focus = None
        self.refresh()

    def redo(self) -> None:
        """Apply again the action just corrected."""
        with host_action():
            self.controller.redo()
        self.refresh()

    def reset_history(self) -> None:
        """A new or resumed game: forget the day power on screen (undo belongs to the
        session, which groups host actions from the log itself)."""
        self.focus = None

    def open_claims(self, seat: int) -> ClaimDialog | None:
        """Open the claims dialog for one player (non-blocking)."""
        if self.controller.game is None:
            return None
        dialog = ClaimDialog(self.controller, seat, self)
        dialog.setStyleSheet(NIGHT_QSS)
        dialog.open()
        return dialog

    def _ask(self, title: str, text: str) -> bool:
        answer = QMessageBox.question(self, title, text)
        return answer == QMessageBox.StandardButton.Yes
