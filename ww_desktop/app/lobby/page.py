"""The lobby: who plays in which seat, which preset, which roles and house rules.

The host types the players' names in seat order (drag to reorder, double-click to rename),
picks a preset (each with a one-line description), and sees the role counts follow the
preset's table when the preset is chosen and as players come and go ("suit the table"), until
a count is edited with its spin box. "Suggest a fairer table" (the balance panel's, placed
beside the counts) proposes a more even table one card away; the host uses it or not.
Every house rule the preset offers gets a widget built from `engine.settings.SPECS` (a
checkbox, a list or a number) with a short explanation and its default (beside a list or a
number; under a checkbox once it differs from it). Two labelled
groups: how the cards are dealt (by the app, shuffled, or physical cards, then the host enters
who got what) and who leads the night (a moderator, or nobody: the laptop is passed).
"Clear" asks before emptying the player list.

What the lobby shows and allows is worked out without Qt in `flow.py` (`lobby_view`: the
problems beside each part, whether Start is allowed, the counts the preset suggests, the
discussion's length, the setup Start hands on, the last table kept in QSettings): this page
reads its widgets into a `flow.Table`, asks, and draws the answer. Each problem is shown
beside the part it is about and Start stays disabled until the setup is legal.
"""

from __future__ import annotations

import random
from collections import Counter
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, Signal
from PySide6.QtGui import QFont, QFontMetrics, QKeySequence, QMouseEvent, QShortcut
from PySide6.QtWidgets import (
    QAbstractItemView,
    QAbstractScrollArea,
    QAbstractSlider,
    QAbstractSpinBox,
    QButtonGroup,
    QCheckBox,
    QComboBox,
    QFormLayout,
    QFrame,
    QGridLayout,
    QGroupBox,
    QHBoxLayout,
    QLabel,
    QLineEdit,
    QListWidget,
    QListWidgetItem,
    QMessageBox,
    QPushButton,
    QRadioButton,
    QScrollArea,
    QScrollBar,
    QSpinBox,
    QVBoxLayout,
    QWidget,
)

from ...engine.messages import WORDINGS
from ...engine.presets import PRESETS, get_preset
from ...engine.presets.base import Preset
from ...engine.roles import canonical
from ...engine.settings import SPECS
from ...engine.setup import Setup
from ...texts import i18n
from ...texts.assemble import fill, join_sentences
from ..balance import BalancePanel, BalanceTable
from ..moderator.common import NIGHT_QSS, role_icon, role_name
from . import flow
from .flow import (
    CARDS_DIFFER,
    CARDS_MISSING,
    COUNTS_DIFFER,
    MODERATOR,
    NO_PLAYERS,
    PASS_AND_PLAY,
    SECTIONS,
    Notice,
    Table,
    lobby_view,
)

RULES_MIN_HEIGHT = 200
"""The house rules' scroll area never gets shorter than this (about four settings: the
odds take the rest, and the columns scroll when the window is shorter than both)."""


class _CheckLabel(QLabel):
    """A check box's text as a wrapping label; a click on it toggles the box."""

    def __init__(self, text: str, box: QCheckBox) -> None:
        super().__init__(text)
        self.box = box
        self.setWordWrap(True)
        self.setBuddy(box)

    def mousePressEvent(self, event: QMouseEvent) -> None:
        """Toggle the box, as a click on a check box's own text does."""
        if event.button() == Qt.MouseButton.LeftButton and self.box.isEnabled():
            self.box.toggle()
        super().mousePressEvent(event)


def _fit_title(box: QGroupBox) -> QGroupBox:
    """Keep a group box at least as wide as its title (long translations stay inside)."""
    box.ensurePolished()  # the page's style sheet sets the font
    font = QFont(box.font())
    font.setBold(True)  # the theme draws titles in bold
    box.setMinimumWidth(QFontMetrics(font).horizontalAdvance(box.title()) + 40)
    return box


def _compact(lay: QVBoxLayout) -> None:
    """Tight margins for a small group of radio buttons."""
    lay.setContentsMargins(10, 4, 10, 4)
    lay.setSpacing(2)


def _narrow(combo: QComboBox) -> None:
    """Let a combo box be narrower than its longest choice (long translations elide)."""
    combo.setSizeAdjustPolicy(QComboBox.SizeAdjustPolicy.AdjustToMinimumContentsLengthWithIcon)
    combo.setMinimumContentsLength(8)


WHEEL_FIELDS = (QComboBox, QAbstractSpinBox, QAbstractSlider)
"""The lobby's fields a mouse wheel would change (combo boxes, spin boxes, sliders)."""


class WheelGuard(QObject):
    """Keeps the mouse wheel from changing a lobby field the host has not clicked into.

    Scrolling the lobby over a combo box or a spin box used to change it (the night step's
    time limit, the odds) with no sign of it. A guarded field takes the wheel only while it
    has the keyboard focus (after a click or Tab); otherwise the wheel scrolls the pane under
    it, as everywhere else on the page."""

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """A wheel over an unfocused field scrolls the pane instead."""
        if (
            event.type() == QEvent.Type.Wheel
            and isinstance(watched, QWidget)
            and not watched.hasFocus()
        ):
            node = watched.parentWidget()
            while node is not None and not isinstance(node, QAbstractScrollArea):
                node = node.parentWidget()
            if node is not None:
                QCoreApplication.sendEvent(node.verticalScrollBar(), event)
            return True
        return False


def guard_wheels(root: QWidget) -> int:
    """Guard every field under `root` (once each) against the wheel; returns how many new."""
    guard = root.findChild(WheelGuard, "wheel_guard")
    if guard is None:
        guard = WheelGuard(root)
        guard.setObjectName("wheel_guard")
    added = 0
    for field in root.findChildren(QWidget):
        if (
            isinstance(field, WHEEL_FIELDS)
            and not isinstance(field, QScrollBar)  # (a scroll bar is the pane's own)
            and not field.property("wheel_guarded")
        ):
            field.setProperty("wheel_guarded", True)
            field.setFocusPolicy(Qt.FocusPolicy.StrongFocus)  # the wheel never gives focus
            field.installEventFilter(guard)
            added += 1
    return added


class _Body(QWidget):
    """The lobby's three columns, as the page of a scroll area. QScrollArea makes its page as
    tall as the page's height for the width shown; a layout answers that with its preferred
    heights (the whole role list), so this page answers with its minimum height for that
    width instead: wrapped texts get their lines, the inner lists keep their own scrolling,
    and the page scrolls only when the window is shorter than that."""

    def heightForWidth(self, width: int) -> int:
        lay = self.layout()
        return lay.totalMinimumHeightForWidth(width) if lay is not None else -1


class LobbyPage(QWidget):
    """The lobby page.

    Signals:
        start_requested(object, bool): a legal `Setup` and whether the app deals the cards
            (False: the table dealt physical cards and the roles were entered).

    Attributes:
        settings: where the last table is remembered.
        players: the player list in seat order (drag to reorder, double-click to rename).
        name_edit: where a new name is typed (Enter adds it).
        preset_combo: the preset choice; preset_description: its one-line description.
        role_spins: role id -> its count spin box (roles read from the preset).
        setting_widgets: setting id -> its widget (checkbox, combo or spin box).
        wording_combo: gentle / neutral / classic.
        deal_box: the "How the cards are dealt" group: deal_app / deal_physical.
        mode_box: the "Who leads the night" group: mode_moderator / mode_pass (a moderator
            leads, or pass-and-play with no moderator).
        card_combos: player row -> the role combo (physical cards only).
        start_button: starts the game; disabled until the setup is legal.
        problem_labels: section ("players", "roles", "rules", "cards") -> its problem label.
    """

    start_requested = Signal(object, bool)

    def __init__(self, settings: QSettings, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.setObjectName("page")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(NIGHT_QSS)
        self.settings = settings
        self.role_spins: dict[str, QSpinBox] = {}
        self.setting_widgets: dict[str, QWidget] = {}
        self._check_notes: dict[str, QLabel] = {}
        self.card_combos: dict[int, QComboBox] = {}
        self.problem_labels: dict[str, QLabel] = {}
        self._custom_counts = False
        self._filling = False
        self._build()
        self._load_table()
        self.refresh()

    # ------------------------------------------------------------ building

    def _build(self) -> None:
        outer = QVBoxLayout(self)
        outer.setContentsMargins(20, 14, 20, 14)
        outer.setSpacing(10)
        title = QLabel(self.tr("New game"))
        title.setObjectName("title")
        outer.addWidget(title)

        # The three columns scroll as one when the window is too short for them (a 720p
        # laptop with the error banner up): nothing is squeezed below the height it needs.
        body = _Body()
        body.setObjectName("lobbyBody")
        columns = QHBoxLayout(body)
        columns.setContentsMargins(0, 0, 0, 0)
        columns.setSpacing(14)
        self.body_area = QScrollArea()
        self.body_area.setObjectName("lobbyBodyArea")
        self.body_area.setWidgetResizable(True)
        self.body_area.setFrameShape(QFrame.Shape.NoFrame)
        self.body_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.body_area.setWidget(body)
        self.body_area.viewport().setAutoFillBackground(False)
        body.setAutoFillBackground(False)
        outer.addWidget(self.body_area, 1)
        columns.addWidget(self._build_players(), 3)
        columns.addWidget(self._build_roles(), 4)
        rules_column = QVBoxLayout()
        rules_column.addWidget(self._build_rules(), 1)
        self.balance_panel = BalancePanel(self.settings)
        self.balance_panel.proposal_accepted.connect(self.use_table)
        self._suggest_slot.addWidget(self.balance_panel.suggest_box)
        rules_column.addWidget(self.balance_panel)
        columns.addLayout(rules_column, 5)

        for box in self.findChildren(QGroupBox):
            _fit_title(box)

        bottom = QHBoxLayout()
        self.summary_label = QLabel()
        self.summary_label.setObjectName("muted")
        self.summary_label.setWordWrap(True)
        bottom.addWidget(self.summary_label, 1)
        self.demo_button = QPushButton(self.tr("Watch a demo game"))
        self.demo_button.setMinimumHeight(56)
        bottom.addWidget(self.demo_button)
        self.start_button = QPushButton(self.tr("Start the game"))
        self.start_button.setObjectName("primary")
        self.start_button.setMinimumHeight(56)
        self.start_button.setMinimumWidth(240)
        self.start_button.clicked.connect(self.start)
        self.start_button.setToolTip(self.tr("Start the game [Ctrl+Enter]"))
        # Ctrl+Enter starts from anywhere in the lobby (Enter alone adds the typed name).
        for keys in ("Ctrl+Return", "Ctrl+Enter"):
            start_key = QShortcut(QKeySequence(keys), self)
            start_key.setAutoRepeat(False)
            start_key.setContext(Qt.ShortcutContext.WidgetWithChildrenShortcut)
            start_key.setAutoRepeat(False)  # a held Ctrl+Enter starts one game
            start_key.activated.connect(self.start_button.animateClick)
            if keys == "Ctrl+Return":  # listed once in the shortcuts sheet (F1)
                start_key.setWhatsThis(self.tr("Start the game"))
        bottom.addWidget(self.start_button)
        outer.addLayout(bottom)

    def _problem_label(self, section: str) -> QLabel:
        label = QLabel()
        label.setObjectName("problem")
        label.setWordWrap(True)
        label.hide()
        self.problem_labels[section] = label
        return label

    def _build_players(self) -> QWidget:
        box = QGroupBox(self.tr("Players, in seat order"))
        lay = QVBoxLayout(box)
        row = QHBoxLayout()
        self.name_edit = QLineEdit()
        self.name_edit.setPlaceholderText(self.tr("Name, then Enter"))
        self.name_edit.returnPressed.connect(self.add_from_edit)
        row.addWidget(self.name_edit, 1)
        self.add_button = QPushButton(self.tr("Add"))
        self.add_button.clicked.connect(self.add_from_edit)
        row.addWidget(self.add_button)
        lay.addLayout(row)
        self.players = QListWidget()
        self.players.setDragDropMode(QAbstractItemView.DragDropMode.InternalMove)
        self.players.setDefaultDropAction(Qt.DropAction.MoveAction)
        self.players.setEditTriggers(
            QAbstractItemView.EditTrigger.DoubleClicked
            | QAbstractItemView.EditTrigger.EditKeyPressed
        )
        self.players.itemChanged.connect(lambda _item: self.refresh())
        self.players.model().rowsMoved.connect(lambda *_args: self.refresh())
        lay.addWidget(self.players, 1)
        row2 = QHBoxLayout()
        self.remove_button = QPushButton(self.tr("Remove"))
        self.remove_button.clicked.connect(self.remove_selected)
        row2.addWidget(self.remove_button)
        self.clear_button = QPushButton(self.tr("Clear"))
        self.clear_button.clicked.connect(self.ask_clear)
        self.clear_question: QMessageBox | None = None
        row2.addWidget(self.clear_button)
        row2.addStretch(1)
        lay.addLayout(row2)
        hint = QLabel(self.tr("Drag to change the order; double-click to rename."))
        hint.setObjectName("muted")
        hint.setWordWrap(True)
        lay.addWidget(hint)
        lay.addWidget(self._problem_label("players"))
        from ..phones.widgets import PhoneSeatsBox

        self.phones_box = PhoneSeatsBox(self.settings)
        lay.addWidget(self.phones_box)
        return box

    def _build_roles(self) -> QWidget:
        box = QGroupBox(self.tr("Preset and roles"))
        lay = QVBoxLayout(box)
        self.preset_combo = QComboBox()
        for preset_id in PRESETS:
            self.preset_combo.addItem(self._preset_title(preset_id), preset_id)
        self.preset_combo.currentIndexChanged.connect(self._preset_changed)
        lay.addWidget(self.preset_combo)
        self.preset_description = QLabel()
        self.preset_description.setObjectName("muted")
        self.preset_description.setWordWrap(True)
        lay.addWidget(self.preset_description)

        self.roles_area = QScrollArea()
        self.roles_area.setWidgetResizable(True)
        self.roles_area.setFrameShape(QFrame.Shape.NoFrame)
        lay.addWidget(self.roles_area, 1)

        row = QHBoxLayout()
        self.count_label = QLabel()
        self.count_label.setWordWrap(True)
        row.addWidget(self.count_label, 1)
        self.suit_button = QPushButton(self.tr("Suit the table"))
        self.suit_button.setToolTip(self.tr("Set the counts the preset suggests for this table"))
        self.suit_button.clicked.connect(self.suit_the_table)
        row.addWidget(self.suit_button)
        lay.addLayout(row)
        # The fairer-table suggestion sits with the counts it changes (built in `_build`).
        self._suggest_slot = QVBoxLayout()
        lay.addLayout(self._suggest_slot)
        lay.addWidget(self._problem_label("roles"))

        # Two separate choices, each in its own labelled group (stacked: room for translations).
        self.deal_box = QGroupBox(self.tr("How the cards are dealt"))
        deal_col = QVBoxLayout(self.deal_box)
        _compact(deal_col)
        self.deal_app = QRadioButton(self.tr("The app deals (shuffle)"))
        self.deal_physical = QRadioButton(self.tr("Physical cards: enter who got what"))
        group = QButtonGroup(self)
        group.addButton(self.deal_app)
        group.addButton(self.deal_physical)
        self.deal_app.setChecked(True)
        self.deal_app.toggled.connect(lambda _on: self._rebuild_cards())
        deal_col.addWidget(self.deal_app)
        deal_col.addWidget(self.deal_physical)
        self.mode_box = QGroupBox(self.tr("Who leads the night"))
        mode_col = QVBoxLayout(self.mode_box)
        _compact(mode_col)
        self.mode_moderator = QRadioButton(self.tr("A moderator leads"))
        self.mode_pass = QRadioButton(self.tr("No moderator: pass the laptop"))
        mode_group = QButtonGroup(self)
        mode_group.addButton(self.mode_moderator)
        mode_group.addButton(self.mode_pass)
        self.mode_moderator.setChecked(True)
        self.mode_pass.toggled.connect(self._mode_changed)
        mode_col.addWidget(self.mode_moderator)
        mode_col.addWidget(self.mode_pass)
        lay.addWidget(self.deal_box)
        lay.addWidget(self.mode_box)
        self.cards_box = QGroupBox(self.tr("Who got which card"))
        self.cards_form = QFormLayout(self.cards_box)
        cards_scroll = QScrollArea()
        cards_scroll.setWidgetResizable(True)
        cards_scroll.setWidget(self.cards_box)
        cards_scroll.setMinimumHeight(140)
        self.cards_scroll = cards_scroll
        lay.addWidget(cards_scroll)
        lay.addWidget(self._problem_label("cards"))
        return box

    def _build_rules(self) -> QWidget:
        box = QGroupBox(self.tr("House rules"))
        lay = QVBoxLayout(box)
        top = QFormLayout()
        self.wording_combo = QComboBox()
        _narrow(self.wording_combo)
        for wording in WORDINGS:
            self.wording_combo.addItem(self._wording_title(wording), wording)
        top.addRow(self.tr("Wording"), self.wording_combo)
        self.discussion_spin = QSpinBox()
        self.discussion_spin.setRange(*(SPECS["discussion_seconds"].int_range or (10, 3600)))
        self.discussion_spin.setSingleStep(30)
        self.discussion_spin.setSuffix(self.tr(" s"))
        self.discussion_spin.valueChanged.connect(lambda _v: self.refresh())
        self.discussion_note = QLabel()
        self.discussion_note.setObjectName("muted")
        disc = QHBoxLayout()
        disc.addWidget(self.discussion_spin)
        disc.addWidget(self.discussion_note, 1)
        top.addRow(self.tr("Discussion"), disc)
        lay.addLayout(top)
        self.rules_area = QScrollArea()
        self.rules_area.setWidgetResizable(True)
        self.rules_area.setFrameShape(QFrame.Shape.NoFrame)
        # Long translations wrap instead of widening the panel past its border.
        self.rules_area.setHorizontalScrollBarPolicy(Qt.ScrollBarPolicy.ScrollBarAlwaysOff)
        self.rules_area.setMinimumHeight(RULES_MIN_HEIGHT)  # the odds never squeeze it shut
        lay.addWidget(self.rules_area, 1)
        lay.addWidget(self._problem_label("rules"))
        return box

    # ------------------------------------------------------------ texts

    def _preset_title(self, preset_id: str) -> str:
        """A preset's name, from the one table (`i18n.PRESET_TITLES`, shared with History)."""
        return i18n.preset_title(preset_id)

    def _preset_text(self, preset: Preset) -> str:
        texts = {
            "standard": self.tr("The big role list: Seer, Knight, Medium and many extras."),
            "basic": self.tr("Werewolves, a Seer and a Doctor; the simplest game."),
            "classic": self.tr("Werewolves, Seer, Witch and Hunter."),
            "compact": self.tr("Short timed games for 5 to 12 with a night zero."),
            "traditional": self.tr("The moderator-led party game, with variation roles."),
        }
        low, high = preset.players
        players = fill(self.tr("%1 to %n player(s).", "", high), low)
        return join_sentences([texts.get(preset.id, ""), players])

    def _wording_title(self, wording: str) -> str:
        return {
            "gentle": self.tr("Gentle (went home, pranks)"),
            "neutral": self.tr("Neutral"),
            "classic": self.tr("Classic (killed, eliminated)"),
        }.get(wording, wording)

    def _setting_text(self, setting_id: str) -> str:
        """What a house rule is about, from its one table (`engine.settings.SPECS`)."""
        return i18n.setting_text(setting_id)

    def _default_text(self, value: Any, setting_id: str = "") -> str:
        if isinstance(value, bool):
            shown = self.tr("on") if value else self.tr("off")
        else:
            shown = i18n.setting_value(setting_id, value)
        return fill(self.tr("default: %1"), shown)

    # ------------------------------------------------------------ preset-dependent widgets

    @property
    def preset(self) -> Preset:
        """The chosen preset."""
        return get_preset(str(self.preset_combo.currentData()))

    def _preset_changed(self) -> None:
        preset = self.preset
        self.preset_description.setText(self._preset_text(preset))
        index = self.wording_combo.findData(preset.wording)
        if index >= 0:
            self.wording_combo.setCurrentIndex(index)
        self._build_role_spins(preset)
        self._build_setting_widgets(preset)
        self._custom_counts = False  # a new preset suits the table until a count is edited
        self._fill_counts()
        self._rebuild_cards()
        self.refresh()

    def _build_role_spins(self, preset: Preset) -> None:
        holder = QWidget()
        grid = QGridLayout(holder)
        grid.setContentsMargins(0, 0, 6, 0)
        grid.setHorizontalSpacing(8)
        grid.setVerticalSpacing(4)
        self.role_spins = {}
        for row, role_id in enumerate(preset.roles):
            icon = QLabel()
            icon.setPixmap(role_icon(role_id).pixmap(26, 26))
            icon.setAccessibleName(role_name(role_id))
            grid.addWidget(icon, row, 0)
            name = QLabel(role_name(role_id))
            grid.addWidget(name, row, 1)
            spin = QSpinBox()
            spin.setRange(0, preset.players[1])
            spin.setObjectName(f"count_{role_id}")
            spin.setMinimumWidth(70)
            if canonical(role_id) is None:
                spin.setEnabled(False)
                spin.setToolTip(self.tr("This role is not available yet."))
                name.setObjectName("muted")
            spin.valueChanged.connect(self._count_edited)
            grid.addWidget(spin, row, 2)
            self.role_spins[role_id] = spin
        grid.setColumnStretch(1, 1)
        grid.setRowStretch(len(preset.roles), 1)
        self.roles_area.setWidget(holder)

    def _build_setting_widgets(self, preset: Preset) -> None:
        holder = QWidget()
        form = QVBoxLayout(holder)
        form.setContentsMargins(0, 0, 6, 0)
        form.setSpacing(6)
        self.setting_widgets = {}
        self._check_notes = {}
        for setting_id, default in preset.offered.items():
            if setting_id == "discussion_seconds":
                continue
            spec = SPECS.get(setting_id)
            if spec is None:
                continue
            widget: QWidget
            if spec.int_range is not None:
                spin = QSpinBox()
                low, high = spec.int_range
                spin.setRange(low - 1 if spec.allow_auto else low, high)
                if spec.allow_auto:
                    spin.setSpecialValueText(self.tr("auto"))
                spin.setValue(low - 1 if default == "auto" else int(default))
                spin.valueChanged.connect(self._setting_changed)
                widget = spin
            elif spec.values and isinstance(spec.values[0], bool):
                # The text sits in a wrapping label beside the box (a check box never wraps).
                box = QCheckBox()
                box.setAccessibleName(self._setting_text(setting_id))
                box.setChecked(bool(default))
                box.toggled.connect(self._setting_changed)
                widget = box
            else:
                combo = QComboBox()
                _narrow(combo)
                for value in spec.values:
                    combo.addItem(i18n.setting_value(setting_id, value), value)
                combo.setCurrentIndex(max(0, combo.findData(default)))
                combo.currentIndexChanged.connect(self._setting_changed)
                widget = combo
            widget.setObjectName(f"setting_{setting_id}")
            self.setting_widgets[setting_id] = widget
            block = QVBoxLayout()
            block.setSpacing(2)
            note = QLabel(self._default_text(default, setting_id))
            note.setObjectName("muted")
            # One line less per rule, so that a 720-line laptop shows more than two or three:
            # a box's default shows only once changed (its first state is the default).
            if isinstance(widget, QCheckBox):
                row = QHBoxLayout()
                row.setSpacing(6)
                row.addWidget(widget, 0, Qt.AlignmentFlag.AlignTop)
                row.addWidget(_CheckLabel(self._setting_text(setting_id), widget), 1)
                block.addLayout(row)
                block.addWidget(note)
                note.setVisible(False)
                self._check_notes[setting_id] = note
            else:
                label = QLabel(self._setting_text(setting_id))
                label.setWordWrap(True)
                label.setBuddy(widget)
                widget.setAccessibleName(self._setting_text(setting_id))
                block.addWidget(label)
                row = QHBoxLayout()  # the number or the list, its default beside it
                row.setSpacing(8)
                row.addWidget(widget, 1)
                note.setWordWrap(True)
                row.addWidget(note, 1)
                block.addLayout(row)
            form.addLayout(block)
        if not self.setting_widgets:
            none = QLabel(self.tr("This preset has no other house rules."))
            none.setObjectName("muted")
            form.addWidget(none)
        form.addStretch(1)
        self.rules_area.setWidget(holder)
        # The discussion length is offered by most presets; elsewhere the preset's pace sets it.
        offered = "discussion_seconds" in preset.offered
        self.discussion_spin.setEnabled(offered)
        if offered:
            self.setting_widgets["discussion_seconds"] = self.discussion_spin
            self.discussion_spin.setValue(int(preset.offered["discussion_seconds"]))
        self._update_discussion_note(
            flow.discussion_seconds(preset.id, len(self.names()), self.house_rules()), offered
        )

    def _update_discussion_note(self, seconds: int, offered: bool) -> None:
        if offered:
            text = fill(self.tr("(%1 min %2 s)"), str(seconds // 60), f"{seconds % 60:02d}")
            self.discussion_note.setText(text)
        else:
            self.discussion_spin.blockSignals(True)
            self.discussion_spin.setValue(max(self.discussion_spin.minimum(), seconds))
            self.discussion_spin.blockSignals(False)
            self.discussion_note.setText(self.tr("set by the preset's pace"))

    def _show_changed_defaults(self, changed: frozenset[str]) -> None:
        """A house rule's "default: on" shows beside a box once it differs from it."""
        for setting_id, note in self._check_notes.items():
            note.setVisible(setting_id in changed)

    def _setting_changed(self) -> None:
        if not self._custom_counts:
            self._fill_counts()
        self.refresh()

    def _count_edited(self) -> None:
        if not self._filling:
            self._custom_counts = True
            self.refresh()

    def _rebuild_cards(self) -> None:
        old = {
            self._combo_name(row): combo.currentData() for row, combo in self.card_combos.items()
        }
        while self.cards_form.rowCount():
            self.cards_form.removeRow(0)
        self.card_combos = {}
        physical = self.deal_physical.isChecked()
        self.cards_scroll.setVisible(physical)
        if physical:
            roles = [r for r in self.preset.roles if canonical(r) is not None]
            for row, name in enumerate(self.names()):
                combo = QComboBox()
                combo.addItem(self.tr("(choose)"), None)
                for role_id in roles:
                    combo.addItem(role_icon(role_id), role_name(role_id), role_id)
                if old.get(name):
                    combo.setCurrentIndex(max(0, combo.findData(old[name])))
                combo.currentIndexChanged.connect(lambda _i: self.refresh(cards=False))
                combo.setObjectName(f"card_{row}")
                self.card_combos[row] = combo
                self.cards_form.addRow(name or self.tr("(no name)"), combo)
        self.refresh(cards=False)

    def _combo_name(self, row: int) -> str:
        label = self.cards_form.itemAt(row, QFormLayout.ItemRole.LabelRole)
        widget = label.widget() if label is not None else None
        return widget.text() if isinstance(widget, QLabel) else ""

    # ------------------------------------------------------------ players

    def names(self) -> list[str]:
        """The player names in seat order."""
        return [self.players.item(i).text().strip() for i in range(self.players.count())]

    def add_player(self, name: str) -> None:
        """Add a player at the end of the table."""
        name = name.strip()
        if not name:
            return
        item = QListWidgetItem(name)
        item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
        self.players.addItem(item)
        self._players_changed()

    def add_from_edit(self) -> None:
        """Add the name typed in the entry box."""
        self.add_player(self.name_edit.text())
        self.name_edit.clear()
        self.name_edit.setFocus()

    def remove_selected(self) -> None:
        """Remove the selected player."""
        row = self.players.currentRow()
        if row >= 0:
            self.players.takeItem(row)
            self._players_changed()

    def ask_clear(self) -> QMessageBox | None:
        """The Clear button: ask before emptying the list (Cancel is the default, and Escape).
        Returns the question (shown without blocking), or None with nobody to remove."""
        count = self.players.count()
        if count == 0:
            return None
        box = QMessageBox(
            QMessageBox.Icon.Question,
            self.tr("Clear"),
            self.tr("Remove all %n player(s) from the list?", "", count),
            QMessageBox.StandardButton.NoButton,
            self,
        )
        box.addButton(self.tr("Clear"), QMessageBox.ButtonRole.DestructiveRole)
        cancel = box.addButton(QMessageBox.StandardButton.Cancel)
        box.setDefaultButton(cancel)
        box.setEscapeButton(cancel)
        box.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose)

        def answered() -> None:
            clicked = box.clickedButton()  # (by role: after language switches the kept
            # button was found deleted by then)
            destructive = QMessageBox.ButtonRole.DestructiveRole
            if clicked is not None and box.buttonRole(clicked) == destructive:
                self.clear_players()
            self.clear_question = None

        box.finished.connect(answered)
        self.clear_question = box
        box.open()
        return box

    def clear_players(self) -> None:
        """Remove every player (no question: `ask_clear` asks first)."""
        self.players.clear()
        self._players_changed()

    def set_players(self, names: list[str]) -> None:
        """Replace the table with these names."""
        self.players.blockSignals(True)
        self.players.clear()
        self.players.blockSignals(False)
        for name in names:
            item = QListWidgetItem(name)
            item.setFlags(item.flags() | Qt.ItemFlag.ItemIsEditable)
            self.players.addItem(item)
        self._players_changed()

    def _players_changed(self) -> None:
        if not self._custom_counts:
            self._fill_counts()
        self._rebuild_cards()

    # ------------------------------------------------------------ counts

    def suit_the_table(self) -> None:
        """Set the counts the preset suggests for this many players (and follow the table)."""
        self._custom_counts = False
        self._fill_counts()
        self.refresh()

    def _fill_counts(self) -> None:
        table = flow.suggested_counts(self.preset.id, len(self.names()), self.house_rules())
        self._filling = True
        try:
            for role_id, spin in self.role_spins.items():
                spin.setValue(int(table.get(role_id, 0)))
        finally:
            self._filling = False

    def use_table(self, table: BalanceTable) -> None:
        """Deal these roles (a proposal of the balance panel the host accepted).

        The counts are then the host's own: they stay as they are when players change."""
        wolves = self.setting_widgets.get("werewolves")
        if isinstance(wolves, QSpinBox) and SPECS["werewolves"].allow_auto:
            wolves.blockSignals(True)
            wolves.setValue(wolves.minimum())  # "auto": the counts say how many
            wolves.blockSignals(False)
        wanted = Counter(table.roles)
        self._filling = True
        try:
            for role_id, spin in self.role_spins.items():
                spin.setValue(wanted.get(role_id, 0))
        finally:
            self._filling = False
        self._custom_counts = True
        self.refresh()

    def counts(self) -> dict[str, int]:
        """The role counts (non-zero ones)."""
        return {r: s.value() for r, s in self.role_spins.items() if s.value()}

    def role_list(self) -> list[str]:
        """The dealt roles, one per card."""
        return self.table().role_list()

    # ------------------------------------------------------------ settings

    def house_rules(self) -> dict[str, Any]:
        """The chosen house rules that differ from the preset's defaults."""
        return self.table().house_rules()

    def _settings_shown(self) -> dict[str, Any]:
        """Every house rule the host may change, as its widget shows it."""
        shown: dict[str, Any] = {}
        for setting_id, widget in self.setting_widgets.items():
            value: Any
            if isinstance(widget, QCheckBox):
                value = widget.isChecked()
            elif isinstance(widget, QComboBox):
                value = widget.currentData()
            elif isinstance(widget, QSpinBox):
                spec = SPECS[setting_id]
                value = widget.value()
                if spec.allow_auto and value == widget.minimum():
                    value = "auto"
            else:
                continue
            if widget.isEnabled():
                shown[setting_id] = value
        return shown

    def wording(self) -> str:
        """The chosen wording."""
        return str(self.wording_combo.currentData())

    # ------------------------------------------------------------ validation

    def table(self) -> Table:
        """The table as the host entered it, as plain data (what `flow` works from)."""
        return Table(
            preset=self.preset.id,
            names=tuple(self.names()),
            counts={r: s.value() for r, s in self.role_spins.items()},
            settings=self._settings_shown(),
            physical=self.deal_physical.isChecked(),
            cards=tuple(c.currentData() or None for c in self.card_combos.values()),
            mode=self.mode(),
            wording=self.wording(),
        )

    def would_be_setup(self) -> Setup:
        """The setup as it stands (roles in list order; not shuffled)."""
        return self.table().would_be_setup()

    def _notice_text(self, notice: Notice) -> str:
        """One problem in the host's language."""
        if notice.problem is not None:
            return i18n.problem_text(notice.problem)
        if notice.id == COUNTS_DIFFER:
            text = self.tr(
                "%n role(s) for %1 players: the counts must match the players.", "", notice.cards
            )
            return fill(text, notice.players)
        if notice.id == CARDS_MISSING:
            text = self.tr("Choose the card each player got (missing: %1).")
            return fill(text, i18n.join_names(list(notice.names)))
        if notice.id == CARDS_DIFFER:
            return self.tr("The cards entered do not match the role counts above.")
        assert notice.id == NO_PLAYERS, notice.id
        return self.tr("Add the players, in the order they sit.")

    def problems(self) -> dict[str, list[str]]:
        """The problems with the table, by section ("players", "roles", "rules", "cards")."""
        found = lobby_view(self.table()).problems
        return {k: [self._notice_text(n) for n in found[k]] for k in SECTIONS}

    def refresh(self, cards: bool = True) -> None:
        """Re-validate the table and update the messages and the Start button."""
        guard_wheels(self)  # (the role counts, rules and card lists are built anew)
        if not hasattr(self, "start_button") or not self.role_spins:
            return
        table = self.table()
        view = lobby_view(table)
        self._show_changed_defaults(view.changed)
        for section, label in self.problem_labels.items():
            texts = [self._notice_text(n) for n in view.problems[section]]
            label.setText("\n".join(f"• {t[:1].upper()}{t[1:]}" for t in texts))
            label.setVisible(bool(texts))
        self.start_button.setEnabled(view.can_start)
        self.phones_box.set_names(self.names())
        self.count_label.setText(
            fill(self.tr("%n card(s) for %1 players", "", view.cards), view.players)
        )
        if view.can_start:
            self.summary_label.setText(self.tr("Ready: press Start when everyone is seated."))
        else:
            self.summary_label.setText(self.tr("Fix the marked problems to start."))
        self.balance_panel.set_table(
            BalanceTable.make(table.preset, table.role_list(), table.house_rules())
            if view.odds
            else None
        )
        self._update_discussion_note(view.discussion, view.discussion_offered)

    # ------------------------------------------------------------ start and memory

    def mode(self) -> str:
        """ "moderator" or "pass_and_play" (no moderator: the laptop is passed around)."""
        return PASS_AND_PLAY if self.mode_pass.isChecked() else MODERATOR

    def _mode_changed(self, _passing: bool) -> None:
        # With no moderator nobody may see the roles: the app deals them.
        allowed = flow.physical_allowed(self.mode())
        if not allowed:
            self.deal_app.setChecked(True)
        self.deal_physical.setEnabled(allowed)

    def start(self) -> None:
        """Build the Setup (shuffled by the app or as entered) and ask to start it."""
        table = self.table()
        if not lobby_view(table).can_start:
            self.refresh()
            return
        setup = flow.started_setup(table, random.randrange(2**31))
        self.save_table()
        self.start_requested.emit(setup, not table.physical)

    def phone_seats(self) -> set[int]:
        """The seats that play on their own phone ("Players' phones")."""
        return self.phones_box.phone_seats()

    def save_table(self) -> None:
        """Remember this table for next time."""
        for key, value in flow.to_remember(self.table()).items():
            self.settings.setValue(key, value)
        self.settings.sync()

    def _load_table(self) -> None:
        last = flow.remembered({k: self.settings.value(k) for k in flow.REMEMBERED_KEYS})
        self.preset_combo.setCurrentIndex(max(0, self.preset_combo.findData(last.preset)))
        self._preset_changed()
        self.set_players(list(last.names))
        if last.wording is not None:
            self.wording_combo.setCurrentIndex(self.wording_combo.findData(last.wording))
        if last.physical:
            self.deal_physical.setChecked(True)
        if last.mode == PASS_AND_PLAY:
            self.mode_pass.setChecked(True)
