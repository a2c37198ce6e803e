"""The lobby: counts follow the table, validation beside the problem, rules, memory."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QPoint, QSettings, Qt
from PySide6.QtGui import QFont, QFontMetrics
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QGroupBox, QLabel, QSpinBox
from pytestqt.qtbot import QtBot

from ww_desktop.app.language import install_language
from ww_desktop.app.lobby.page import RULES_MIN_HEIGHT, LobbyPage
from ww_desktop.engine.presets import PRESETS, get_preset
from ww_desktop.engine.settings import SPECS
from ww_desktop.engine.setup import Setup

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou")


def make_lobby(qtbot: QtBot, settings: QSettings) -> LobbyPage:
    lobby = LobbyPage(settings)
    qtbot.addWidget(lobby)
    lobby.resize(1280, 700)
    lobby.show()
    return lobby


def pick(lobby: LobbyPage, preset: str) -> None:
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData(preset))


@pytest.mark.parametrize("preset", list(PRESETS))
def test_counts_follow_the_table(qtbot: QtBot, settings: QSettings, preset: str) -> None:
    lobby = make_lobby(qtbot, settings)
    pick(lobby, preset)
    p = get_preset(preset)
    low, high = p.players
    for n, name in enumerate(NAMES, start=1):
        lobby.add_player(name)
        if low <= n <= high:
            assert lobby.counts() == p.table(n, p.rules()), n
            assert lobby.start_button.isEnabled(), lobby.problems()


def test_werewolf_setting_changes_the_counts(qtbot: QtBot, settings: QSettings) -> None:
    lobby = make_lobby(qtbot, settings)
    pick(lobby, "standard")
    for name in NAMES[:10]:
        lobby.add_player(name)
    spin = lobby.setting_widgets["werewolves"]
    assert isinstance(spin, QSpinBox)
    spin.setValue(3)
    assert lobby.counts()["werewolf"] == 3
    assert lobby.house_rules() == {"werewolves": 3}


def test_three_players_is_refused(qtbot: QtBot, settings: QSettings) -> None:
    lobby = make_lobby(qtbot, settings)
    pick(lobby, "standard")
    for name in NAMES[:3]:
        lobby.add_player(name)
    assert not lobby.start_button.isEnabled()
    label = lobby.problem_labels["players"]
    assert label.isVisible() and "4 to 30 players" in label.text()


def test_wolves_not_outnumbered_is_refused(qtbot: QtBot, settings: QSettings) -> None:
    lobby = make_lobby(qtbot, settings)
    pick(lobby, "basic")
    for name in NAMES[:6]:
        lobby.add_player(name)
    assert lobby.start_button.isEnabled()
    lobby.role_spins["werewolf"].setValue(3)
    lobby.role_spins["villager"].setValue(lobby.role_spins["villager"].value() - 1)
    assert not lobby.start_button.isEnabled()
    label = lobby.problem_labels["roles"]
    assert label.isVisible() and "outnumbered" in label.text()
    # Counts that do not add up are shown too.
    lobby.role_spins["villager"].setValue(lobby.role_spins["villager"].value() + 3)
    assert "counts must match" in label.text()


def test_a_lone_lover_is_refused(qtbot: QtBot, settings: QSettings) -> None:
    lobby = make_lobby(qtbot, settings)
    pick(lobby, "standard")
    for name in NAMES[:8]:
        lobby.add_player(name)
    lobby.role_spins["lover"].setValue(1)
    lobby.role_spins["villager"].setValue(lobby.role_spins["villager"].value() - 1)
    assert not lobby.start_button.isEnabled()
    assert "pair" in lobby.problem_labels["roles"].text()
    lobby.role_spins["lover"].setValue(2)
    lobby.role_spins["villager"].setValue(lobby.role_spins["villager"].value() - 1)
    assert lobby.start_button.isEnabled(), lobby.problems()


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_widget_for_every_offered_setting(qtbot: QtBot, settings: QSettings, preset: str) -> None:
    lobby = make_lobby(qtbot, settings)
    pick(lobby, preset)
    p = get_preset(preset)
    assert set(lobby.setting_widgets) == set(p.offered)
    for setting_id, widget in lobby.setting_widgets.items():
        spec = SPECS[setting_id]
        if spec.int_range is not None:
            assert isinstance(widget, QSpinBox)
        elif isinstance(spec.values[0], bool):
            assert isinstance(widget, QCheckBox)
        else:
            assert isinstance(widget, QComboBox)
            assert [widget.itemData(i) for i in range(widget.count())] == list(spec.values)
    assert lobby.house_rules() == {}


def test_start_builds_a_dealt_setup(qtbot: QtBot, settings: QSettings) -> None:
    lobby = make_lobby(qtbot, settings)
    pick(lobby, "classic")
    for name in NAMES[:9]:
        lobby.add_player(name)
    box = lobby.setting_widgets["witch_self_save"]
    assert isinstance(box, QCheckBox)
    box.setChecked(True)
    with qtbot.waitSignal(lobby.start_requested) as blocker:
        lobby.start()
    setup, app_deals = blocker.args
    assert isinstance(setup, Setup) and app_deals
    assert setup.names == list(NAMES[:9])
    assert sorted(r for _, r in setup.seats) == sorted(lobby.role_list())
    assert setup.settings == {"witch_self_save": True}
    assert setup.seed is not None


def test_physical_cards(qtbot: QtBot, settings: QSettings) -> None:
    lobby = make_lobby(qtbot, settings)
    pick(lobby, "basic")
    for name in NAMES[:6]:
        lobby.add_player(name)
    lobby.deal_physical.setChecked(True)
    assert not lobby.start_button.isEnabled()
    assert "missing" in lobby.problem_labels["cards"].text()
    roles = ["werewolf", "seer", "villager", "doctor", "werewolf", "villager"]
    for row, role_id in enumerate(roles):
        combo = lobby.card_combos[row]
        combo.setCurrentIndex(combo.findData(role_id))
    assert lobby.start_button.isEnabled(), lobby.problems()
    with qtbot.waitSignal(lobby.start_requested) as blocker:
        lobby.start()
    setup, app_deals = blocker.args
    assert not app_deals
    assert [r for _, r in setup.seats] == roles


def test_last_table_is_remembered(qtbot: QtBot, tmp_path: Path) -> None:
    path = str(tmp_path / "lobby.ini")
    first = make_lobby(qtbot, QSettings(path, QSettings.Format.IniFormat))
    pick(first, "compact")
    for name in NAMES[:6]:
        first.add_player(name)
    item = first.players.takeItem(5)  # what a drag to the top does
    first.players.insertItem(0, item)
    assert first.names()[:2] == ["Fay", "Ann"]
    first.save_table()
    second = make_lobby(qtbot, QSettings(path, QSettings.Format.IniFormat))
    assert second.names() == first.names()
    assert second.preset.id == "compact"


def test_house_rule_choices_are_words_not_ids(qtbot: object, settings: object) -> None:
    """Every choice of every house rule reads as words in the lobby (never a raw id)."""
    from ww_desktop.engine.settings import SPECS
    from ww_desktop.texts import i18n

    for setting_id, spec in SPECS.items():
        for value in spec.values:
            if isinstance(value, bool):
                continue
            text = i18n.setting_value(setting_id, value)
            assert "_" not in text and text.strip(), (setting_id, value)
            assert value in spec.labels, (setting_id, value)


def test_problems_go_beside_their_section_by_id() -> None:
    """Every setup problem the engine can report has a lobby section and a text."""
    import re
    from pathlib import Path

    from ww_desktop.app.lobby.flow import PROBLEM_SECTIONS
    from ww_desktop.texts import i18n

    source = Path(i18n.__file__).resolve().parents[1] / "engine"
    ids = set()
    for path in source.rglob("*.py"):
        ids |= set(re.findall(r'Problem\(\s*"(\w+)"', path.read_text(encoding="utf-8")))
    assert ids, "no Problem ids found in the engine"
    assert ids <= set(i18n.PROBLEMS), ids - set(i18n.PROBLEMS)
    assert set(PROBLEM_SECTIONS) <= ids


@pytest.mark.parametrize("preset", list(PRESETS))
def test_a_chosen_preset_suits_the_table(qtbot: QtBot, settings: QSettings, preset: str) -> None:
    """Choosing a preset (after the players) fills its counts, as players change, until the
    host edits a count; "Suit the table" follows the table again."""
    lobby = make_lobby(qtbot, settings)
    other = "basic" if preset != "basic" else "standard"
    pick(lobby, other)
    p = get_preset(preset)
    low, high = p.players
    n = min(max(8, low), high)
    lobby.set_players(list(NAMES[:n]))
    pick(lobby, preset)
    assert lobby.counts() == p.table(n, p.rules()), "the preset suits the table at once"
    assert sum(lobby.counts().values()) == n
    assert lobby.count_label.text() == f"{n} cards for {n} players"
    if n + 1 <= high:
        lobby.add_player(NAMES[n])
        assert lobby.counts() == p.table(n + 1, p.rules()), "and follows the players"
        lobby.players.setCurrentRow(n)
        lobby.remove_selected()
    edited = next(spin for spin in lobby.role_spins.values() if spin.isEnabled())
    edited.setValue(edited.value() + 1)
    mine = lobby.counts()
    if n + 1 <= high:
        lobby.add_player(NAMES[n])
        assert lobby.counts() == mine, "an edited count stays as the host set it"
    lobby.suit_button.click()
    assert lobby.counts() == p.table(len(lobby.names()), p.rules())


def test_dealing_and_leading_are_two_labelled_groups(qtbot: QtBot, settings: QSettings) -> None:
    lobby = make_lobby(qtbot, settings)
    assert lobby.deal_box.title() == "How the cards are dealt"
    assert lobby.mode_box.title() == "Who leads the night"
    assert lobby.deal_app.parent() is lobby.deal_box
    assert lobby.deal_physical.parent() is lobby.deal_box
    assert lobby.mode_moderator.parent() is lobby.mode_box
    assert lobby.mode_pass.parent() is lobby.mode_box
    # Each group is its own choice: picking in one leaves the other alone.
    lobby.deal_physical.setChecked(True)
    lobby.mode_moderator.setChecked(True)
    assert lobby.deal_physical.isChecked() and lobby.mode_moderator.isChecked()
    # With no moderator nobody may see the roles: the app deals.
    lobby.mode_pass.setChecked(True)
    assert lobby.deal_app.isChecked() and not lobby.deal_physical.isEnabled()
    assert lobby.deal_box.isVisible() and lobby.mode_box.isVisible()


def test_house_rule_check_box_text_wraps_and_toggles(qtbot: QtBot, settings: QSettings) -> None:
    lobby = make_lobby(qtbot, settings)
    pick(lobby, "classic")
    box = lobby.setting_widgets["witch_self_save"]
    assert isinstance(box, QCheckBox)
    assert box.accessibleName() == "The Witch may save herself."
    label = next(w for w in lobby.rules_area.widget().findChildren(QLabel) if w.buddy() is box)
    assert label.wordWrap()
    before = box.isChecked()
    qtbot.mouseClick(label, Qt.MouseButton.LeftButton)
    assert box.isChecked() != before
    assert lobby.house_rules() == {"witch_self_save": not before}, "a click on the text"


def test_house_rules_keep_their_room_when_the_odds_appear(
    qtbot: QtBot, settings: QSettings
) -> None:
    """At 1280x690 (a 720-line screen less the menu) the odds do not squeeze the house rules
    to two or three: four stay in sight (the columns scroll for the rest), and nothing is
    clipped."""
    from .test_languages_screens import clipped

    lobby = make_lobby(qtbot, settings)
    lobby.resize(1280, 690)
    panel = lobby.balance_panel
    panel.stages = (60,)
    panel.workers = 1
    pick(lobby, "standard")
    with qtbot.waitSignal(panel.finished, timeout=60_000):
        lobby.set_players(list(NAMES[:9]))
    qtbot.waitUntil(lambda: panel.results.isVisible())
    assert panel.chart.isVisible()
    viewport = lobby.rules_area.viewport().height()
    assert viewport >= RULES_MIN_HEIGHT, viewport
    # Four rules in sight beside the odds (it showed two and a half): the columns scroll.
    view = lobby.rules_area.viewport()
    lobby.rules_area.verticalScrollBar().setValue(0)
    shown = [
        w.objectName()
        for w in lobby.setting_widgets.values()
        if view.isAncestorOf(w) and 0 <= w.mapTo(view, QPoint(0, w.height())).y() <= view.height()
    ]
    assert len(shown) >= 4, shown
    assert lobby.height() <= 690, "the lobby fits the window"
    assert not clipped(lobby)


def test_french_titles_and_house_rules_stay_inside_their_frames(
    qtbot: QtBot, settings: QSettings, qapp: QApplication
) -> None:
    """French: each frame is wider than its (bold) title, and the house rules never need
    more width than their panel shows (long texts wrap, long choices elide)."""
    install_language(qapp, "fr")
    try:
        lobby = make_lobby(qtbot, settings)
        lobby.resize(1280, 690)
        pick(lobby, "standard")
        lobby.set_players(list(NAMES[:9]))
        qtbot.waitExposed(lobby)
        boxes = [b for b in lobby.findChildren(QGroupBox) if b.isVisible()]
        assert any(b.title() == "Joueurs, dans l'ordre des places" for b in boxes)
        for box in boxes:
            font = QFont(box.font())
            font.setBold(True)
            need = QFontMetrics(font).horizontalAdvance(box.title()) + 30
            assert need <= box.width(), (box.title(), need, box.width())
        rules = lobby.rules_area
        assert rules.widget().minimumSizeHint().width() <= rules.viewport().width()
        assert not rules.horizontalScrollBar().isVisible()
    finally:
        install_language(qapp, "en")


def test_clear_asks_before_emptying_the_list(qtbot: QtBot, settings: QSettings) -> None:
    """ "Clear" asks first: Escape and Enter (Cancel is the default) keep every name; only
    the question's own "Clear" empties the list."""
    from PySide6.QtWidgets import QMessageBox

    lobby = make_lobby(qtbot, settings)
    lobby.set_players(list(NAMES[:6]))

    def question() -> QMessageBox:
        qtbot.mouseClick(lobby.clear_button, Qt.MouseButton.LeftButton)
        box = lobby.clear_question
        assert box is not None
        qtbot.waitUntil(box.isVisible)
        assert "6" in box.text()
        return box

    for key in (Qt.Key.Key_Escape, Qt.Key.Key_Return):
        box = question()
        assert lobby.names() == list(NAMES[:6]), "nothing is removed before the answer"
        qtbot.keyClick(box, key)
        qtbot.waitUntil(lambda: lobby.clear_question is None)
        assert lobby.names() == list(NAMES[:6]), key
    box = question()
    clear = next(b for b in box.buttons() if b.text() == "Clear")
    clear.click()
    qtbot.waitUntil(lambda: lobby.names() == [])
    qtbot.mouseClick(lobby.clear_button, Qt.MouseButton.LeftButton)
    assert lobby.clear_question is None, "no question with nobody to remove"
