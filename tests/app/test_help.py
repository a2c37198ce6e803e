"""Help (F1): the primer of the table and the shortcut sheet; the Claim and Card keys."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from PySide6.QtGui import QAction, QKeySequence
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ww_desktop.app.help import HelpDialog, menu_text, primer_html
from ww_desktop.app.main_window import PAGE_CONSOLE, MainWindow
from ww_desktop.app.moderator.panels import ClaimDialog
from ww_desktop.engine.setup import Setup
from ww_desktop.texts import i18n

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")
BASIC = ["seer", "werewolf", "werewolf", "doctor", "villager", "villager", "villager", "villager"]


@pytest.fixture
def window(host_window: MainWindow) -> MainWindow:
    """The host's window (tests/app/conftest.py)."""
    return host_window


def start(window: MainWindow) -> None:
    setup = Setup("basic", tuple(zip(NAMES, BASIC, strict=True)), {}, seed=7).checked()
    window.start_game(setup, False)
    assert window.stack.currentIndex() == PAGE_CONSOLE


def open_help(qtbot: QtBot, window: MainWindow) -> HelpDialog:
    qtbot.keyClick(window, Qt.Key.Key_F1)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), HelpDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, HelpDialog)
    return dialog


def test_f1_opens_the_primer_of_the_table_in_play(qtbot: QtBot, window: MainWindow) -> None:
    start(window)
    dialog = open_help(qtbot, window)
    text = dialog.primer.toPlainText()
    for role_id in ("seer", "werewolf", "doctor", "villager"):
        assert i18n.role_name(role_id) in text
        assert i18n.role_blurb(role_id) in text, "the same blurb as the role cards"
    assert "8 players at this table" in text
    # The night in calling order: the werewolves before the Seer in "basic"'s play list.
    night = text[text.index("How a night runs") :]
    assert night.index(i18n.role_name("seer")) > night.index("werewolves")
    assert i18n.role_name("witch") not in text, "only the roles at this table"
    dialog.close()


def test_primer_in_the_lobby_follows_the_chosen_cards(qtbot: QtBot, window: MainWindow) -> None:
    dialog = open_help(qtbot, window)
    text = dialog.primer.toPlainText()
    counts = window.lobby.counts()
    assert counts, "the lobby suits the table"
    for role_id in counts:
        assert i18n.role_name(role_id) in text
    dialog.close()


def test_shortcut_sheet_is_built_from_the_real_keys(qtbot: QtBot, window: MainWindow) -> None:
    start(window)
    dialog = open_help(qtbot, window)
    rows = dialog.shortcut_texts()
    joined = {what: keys for keys, what in rows}
    native = QKeySequence.SequenceFormat.NativeText
    for action in window.findChildren(QAction):
        if action.shortcuts() and action.text():
            what = menu_text(action.text()).rstrip(". \u2026")
            assert what in joined, f"{what!r} missing from the sheet"
            assert action.shortcut().toString(native) in joined[what]
    assert "F1" in joined["Primer and shortcuts"]
    claim = [keys for keys, what in rows if what.startswith("Claim:")]
    card = [keys for keys, what in rows if what.startswith("Card:")]
    assert claim == [QKeySequence("Ctrl+L").toString(native)]
    assert card == [QKeySequence("Ctrl+K").toString(native)]
    assert any(what == "Correct the last action" for _k, what in rows)
    dialog.close()


def test_claim_and_card_keys_act_on_the_seat_typed_next(qtbot: QtBot, window: MainWindow) -> None:
    start(window)
    console = window.console
    qtbot.keyClick(console, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    assert console.armed_label.isVisible()
    qtbot.keyClick(console, Qt.Key.Key_3)
    qtbot.waitUntil(lambda: isinstance(QApplication.activeModalWidget(), ClaimDialog))
    dialog = QApplication.activeModalWidget()
    assert isinstance(dialog, ClaimDialog) and dialog.seat == 2
    assert not console.armed_label.isVisible()
    assert not console.target_buttons[2].isChecked(), "the key did not pick a target"
    dialog.reject()
    qtbot.waitUntil(lambda: QApplication.activeModalWidget() is None)
    # Ctrl+K, then a seat: that player sees the card again (behind the cover).
    with qtbot.waitSignal(console.show_card_requested) as blocker:
        qtbot.keyClick(console, Qt.Key.Key_K, Qt.KeyboardModifier.ControlModifier)
        qtbot.keyClick(console, Qt.Key.Key_5)
    assert blocker.args == [4]
    assert window.stack.currentIndex() != PAGE_CONSOLE, "the card is shown"
    # Esc cancels an armed key: the next seat key picks a target again.
    window.stack.setCurrentIndex(PAGE_CONSOLE)
    qtbot.keyClick(console, Qt.Key.Key_L, Qt.KeyboardModifier.ControlModifier)
    qtbot.keyClick(console, Qt.Key.Key_Escape)
    assert not console.armed_label.isVisible() and console.armed is None


def test_primer_without_players_is_still_readable(qapp: object) -> None:
    text = primer_html(Setup("basic", ()))
    assert "Choose the players" in text


@pytest.mark.parametrize(
    ("code", "words"),
    [
        ("fr", ("Premiers pas", "Raccourcis clavier", "Corriger la dernière action", "Voyante")),
        ("ja", ("はじめに", "キーボードショートカット", "最後の操作を訂正", "占い師")),
    ],
)
def test_help_speaks_the_app_language(
    qtbot: QtBot,
    qapp: QApplication,
    settings: object,
    controller: object,
    code: str,
    words: tuple[str, ...],
) -> None:
    from ww_desktop.app.language import install_language

    install_language(qapp, code)
    try:
        window = MainWindow(controller, settings)  # type: ignore[arg-type]
        qtbot.addWidget(window)
        window._force_close = True  # type: ignore[attr-defined]
        start(window)
        window.show_help()
        dialog = window.help_dialog
        texts = [dialog.tabs.tabText(0), dialog.tabs.tabText(1)]
        texts += [what for _keys, what in dialog.shortcut_texts()]
        texts.append(dialog.primer.toPlainText())
        joined = "\n".join(texts)
        missing = [word for word in words if word not in joined]
        assert not missing, missing
        assert not [w for w in ("Claim:", "How a night runs") if w in joined], "untranslated"
        dialog.close()
    finally:
        install_language(qapp, "en")


def test_menu_texts_lose_their_mnemonics() -> None:
    assert menu_text("&Quit") == "Quit"
    assert menu_text("終了(&Q)") == "終了"
    assert menu_text("Players' &phones...") == "Players' phones..."
    assert menu_text("Salt && pepper") == "Salt & pepper"


def test_the_sheet_lists_the_privacy_covers_held_key(qtbot: QtBot, window: MainWindow) -> None:
    """Shift+Space (hold: the console under the one-screen cover) is a held key, not a
    shortcut object: the sheet lists it all the same."""
    from ww_desktop.app.widgets.privacy import PrivacyCover

    start(window)
    PrivacyCover(window.console)  # as the app wires it (main.wire_windows)
    dialog = open_help(qtbot, window)
    joined = {what: keys for keys, what in dialog.shortcut_texts()}
    held = QKeySequence("Shift+Space").toString(QKeySequence.SequenceFormat.NativeText)
    what = "Hold: look at the console under the privacy cover (one screen)"
    assert joined.get(what) == held
    dialog.close()
