"""A language switch mid-game: each window follows QEvent.LanguageChange in place.

The host's window, the TV window, History and a replay are real widgets; the switch is the
real `LanguageSwitcher` driven from the Language menu. No window is replaced: the TV, the
History window and the narrator keep their place, the console is rebuilt in the new
language around the same controller. The narrator is the real one on a simulated table
clock with a silent voice paced as if it spoke (no sleeps).

Also the report of a host (never reproduced before): in a moderated narrated night, a
correction during the Seer's call, then a language switch; the voice closed the Seer's call
and then waited in silence, the werewolves' call never came. Here the switch comes at each
moment of that correction, and the werewolves are always called again, in French (the
timeline was never lost, with the old switch either). What does go quiet is a switch to a
language the speech engine has no voice for: the calls go on as subtitles with a soft chime,
and the host had been told so only once per language; now every switch mid-game says so.
"""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QSettings, Qt, QTimer
from PySide6.QtWidgets import QApplication, QDialog
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.language import (
    LanguageSwitcher,
    current_language,
    install_language,
    narration_setup,
)
from ww_desktop.app.main_window import PAGE_CONSOLE, PAGE_LOBBY, MainWindow
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.setup import Setup
from ww_desktop.narration.clock import VirtualClock
from ww_desktop.narration.narrator import SPEAKING, TIMER, WAITING, Narrator
from ww_desktop.narration.paced import ClockedSilentVoice

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay")
ROLES = ("werewolf", "seer", "witch", "villager", "werewolf", "villager")
FRENCH_GAME_MENU = "&Partie"


class Voice:
    """The real narrator on a virtual clock, attached to the host's window; it follows
    the app's language as the app makes it (`narration_setup` on each switch)."""

    def __init__(self, controller: GameController, window: MainWindow) -> None:
        self.clock = VirtualClock(controller)
        self.voice = ClockedSilentVoice(self.clock, controller)
        self.narrator = Narrator(controller, self.voice, controller, clock=self.clock)
        narration_setup(self.narrator, self.voice, current_language())
        self.said: list[str] = []
        self.narrator.line_changed.connect(lambda t: self.said.append(t) if t else None)
        window.attach_narrator(self.narrator)

    def follow(self, code: str) -> None:
        narration_setup(self.narrator, self.voice, code)

    def run_until(self, done: Callable[[], bool], limit: int = 5000) -> None:
        assert self.clock.run_until(done, limit), f"never happened; said so far: {self.said[-4:]}"

    def calling(self, step: str) -> bool:
        return self.narrator.state == WAITING and self.narrator.call_open() == step


@pytest.fixture
def english(qapp: QApplication) -> Iterator[None]:
    install_language(qapp, "en")
    yield
    install_language(qapp, "en")
    QApplication.processEvents()


@pytest.fixture
def switcher(
    english: None, host_window: MainWindow, settings: QSettings, qapp: QApplication
) -> LanguageSwitcher:
    return LanguageSwitcher(host_window, qapp, settings, parent=host_window)


def _setup() -> Setup:
    return Setup("classic", tuple(zip(NAMES, ROLES, strict=True)), {}, seed=7).checked()


def _key(
    qtbot: QtBot, window: MainWindow, k: Qt.Key, mod: Qt.KeyboardModifier | None = None
) -> None:
    qtbot.keyClick(window.console, k, mod or Qt.KeyboardModifier.NoModifier)


def _to_french(qtbot: QtBot, window: MainWindow) -> None:
    window.language_menu.actions_by_code["fr"].trigger()
    assert current_language() == "fr"
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == FRENCH_GAME_MENU)


def test_a_switch_mid_night_keeps_every_window_and_the_game(
    qtbot: QtBot,
    host_window: MainWindow,
    switcher: LanguageSwitcher,
    controller: GameController,
) -> None:
    window = host_window
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.show()
    voice = Voice(controller, window)
    switcher.language_switched.connect(voice.follow)  # as the app does (`app/main.py`)
    window.start_game(_setup(), False)
    voice.run_until(lambda: voice.calling("werewolves"))
    history = window.show_history()
    game, console, lobby, phones = controller.game, window.console, window.lobby, window.phones
    assert tv.windowTitle() == "Table screen" and history.windowTitle() == "Game history"

    _to_french(qtbot, window)

    assert controller.game is game and window.stack.currentIndex() == PAGE_CONSOLE
    assert window.console is not console and window.lobby is not lobby  # rebuilt in French
    assert window.console.narrator is voice.narrator  # the voice's buttons still work
    assert window.phones is phones  # the phones' server and seats are the window's: kept
    assert tv.isVisible() and tv.windowTitle() == "Écran de la table"
    assert history.isVisible() and history.windowTitle() == "Historique des parties"
    assert window.language_menu.actions_by_code["fr"].isChecked()
    # The night goes on from the same call: the pack answers on the new console.
    assert voice.calling("werewolves")
    _key(qtbot, window, Qt.Key.Key_4)
    _key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("seer"))
    assert voice.said[-1].startswith("Voyante"), voice.said[-1]
    # The narration's record says each line's language (the export's narration then has no
    # single language: `narration.language` is null and each line says its own).
    lines = voice.narrator.record.lines
    assert lines[0].language == "en" and lines[-1].language == "fr"
    assert lines[-1].text.startswith("Voyante")


@pytest.mark.parametrize(
    "when",
    ["at_once", "seer_closing", "pause_after", "werewolves_waking", "werewolves_waiting"],
)
def test_a_correction_in_the_seers_call_then_a_switch_calls_the_werewolves_again(
    qtbot: QtBot,
    host_window: MainWindow,
    switcher: LanguageSwitcher,
    controller: GameController,
    when: str,
) -> None:
    window = host_window
    voice = Voice(controller, window)
    switcher.language_switched.connect(voice.follow)  # as the app does
    narrator = voice.narrator
    window.start_game(_setup(), False)
    voice.run_until(lambda: voice.calling("werewolves"))
    _key(qtbot, window, Qt.Key.Key_4)  # the pack picks Dan
    _key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("seer"))
    _key(qtbot, window, Qt.Key.Key_Z, Qt.KeyboardModifier.ControlModifier)  # "not Dan"

    def line(state: str, text_id: str) -> Callable[[], bool]:
        return lambda: (
            narrator.state == state
            and (narrator.current is not None and narrator.current.text_id.startswith(text_id))
        )

    moments: dict[str, Callable[[], bool]] = {
        "at_once": lambda: True,
        "seer_closing": line(SPEAKING, "step.seer.sleep"),
        "pause_after": line(TIMER, "step.seer.sleep"),
        "werewolves_waking": line(SPEAKING, "step.werewolves"),
        "werewolves_waiting": line(WAITING, "step.werewolves"),
    }
    voice.run_until(moments[when])
    _to_french(qtbot, window)

    voice.run_until(lambda: voice.calling("werewolves"))
    assert voice.said[-1].startswith(("Loups-garous", "Werewolves")), voice.said
    _key(qtbot, window, Qt.Key.Key_6)  # the pack picks Fay on the French console
    _key(qtbot, window, Qt.Key.Key_Return)
    voice.run_until(lambda: voice.calling("seer"))
    assert voice.said[-1].startswith("Voyante"), voice.said[-1]


def test_a_switch_in_the_lobby_keeps_the_table_and_during_the_dealing_is_refused(
    qtbot: QtBot, host_window: MainWindow, switcher: LanguageSwitcher
) -> None:
    window = host_window
    for name in NAMES:
        window.lobby.add_player(name)
    _to_french(qtbot, window)
    assert window.stack.currentIndex() == PAGE_LOBBY
    assert window.lobby.start_button.text() == "Lancer la partie"  # rebuilt in French
    window.lobby.start_button.click()  # the table survived the switch: it starts
    assert window.switch_blocker() == "dealing"
    window.language_menu.actions_by_code["en"].trigger()  # refused: the cards' progress
    QApplication.processEvents()
    assert current_language() == "fr" and window.language_menu.actions_by_code["fr"].isChecked()
    assert window.banner.text() and window.menuBar().actions()[0].text() == FRENCH_GAME_MENU


def test_a_switch_while_the_resume_list_is_open(
    qtbot: QtBot,
    host_window: MainWindow,
    switcher: LanguageSwitcher,
    controller: GameController,
) -> None:
    """The unfinished games' list is modal: a switch under it (from the app) must not crash,
    and the chosen game is resumed in the new language."""
    assert controller.start(_setup())
    controller.close_game()
    seen: list[str] = []

    def switch_then_continue() -> None:
        dialog = QApplication.activeModalWidget()
        assert isinstance(dialog, QDialog)
        switcher.switch("fr")
        QApplication.processEvents()  # the LanguageChange reaches every window now
        seen.append(window.menuBar().actions()[0].text())
        dialog.continue_selected()  # type: ignore[attr-defined]  # the newest game

    window = host_window
    QTimer.singleShot(0, switch_then_continue)
    window.choose_resume()
    assert seen == [FRENCH_GAME_MENU]
    assert controller.game is not None and window.stack.currentIndex() == PAGE_CONSOLE
    assert QCoreApplication.translate("MainWindow", "&Game") == FRENCH_GAME_MENU


def test_a_closed_table_screen_follows_the_language_when_shown_again(
    qtbot: QtBot, english: None, controller: GameController, qapp: QApplication
) -> None:
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    assert controller.start(_setup())
    install_language(qapp, "fr")
    QApplication.processEvents()
    assert tv.windowTitle() == "Table screen"  # closed: nothing drawn for nobody
    tv.show()  # View > Show the table screen
    qtbot.waitUntil(lambda: tv.windowTitle() == "Écran de la table")


def test_a_switch_on_the_reveal_shows_it_again_in_the_new_language(
    qtbot: QtBot,
    host_window: MainWindow,
    switcher: LanguageSwitcher,
    controller: GameController,
) -> None:
    from ww_desktop.app.main_window import PAGE_REVEAL

    from .conftest import make_setup, play_to_end

    window = host_window
    assert controller.start(make_setup("standard", 9, seed=5))
    window._show_game_page()
    play_to_end(controller, 5)
    controller.confirm_end()
    assert window.stack.currentIndex() == PAGE_REVEAL
    reveal = window.reveal
    assert reveal.new_game_button.text() == "New game"
    _to_french(qtbot, window)
    assert window.stack.currentIndex() == PAGE_REVEAL and window.reveal is not reveal
    assert window.reveal.new_game_button.text() == "Nouvelle partie"
    window.reveal.new_game_button.click()  # wired again: back to the lobby
    assert window.stack.currentIndex() == PAGE_LOBBY


def test_a_switch_while_phones_may_join_keeps_the_server_and_the_tv_card(
    qtbot: QtBot,
    host_window: MainWindow,
    switcher: LanguageSwitcher,
    controller: GameController,
) -> None:
    """The phones' server lives in the host's window: a switch that replaced the window
    closed the room under the players' phones. Now the same room goes on, and the TV's
    join card speaks the new language."""
    from ww_desktop.app.phones.qt_hub import release_loop
    from ww_desktop.app.phones.widgets import JoinCard

    window = host_window
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1280, 720)
    tv.show()
    hub = window.phones
    hub.set_address("127.0.0.1")
    card = JoinCard(hub, tv)
    assert controller.start(_setup())
    window._show_game_page()
    try:
        with qtbot.waitSignal(hub.link_changed, timeout=5000):
            hub.open_table({0, 1}, port=0)
        server = hub.server
        assert server is not None and card.isVisible()
        code = server.room.code
        _to_french(qtbot, window)
        assert window.phones is hub and hub.server is server and server.room.code == code
        qtbot.waitUntil(lambda: card.title.text() == "Scannez pour jouer sur votre téléphone")
        assert card.isVisible() and code in card.code.text()
    finally:
        hub.close()
        stopping = hub._stopping
        if stopping is not None:
            qtbot.waitUntil(stopping.done, timeout=5000)
        release_loop()


def test_a_card_shown_again_after_a_switch_is_in_the_new_language(
    qtbot: QtBot,
    host_window: MainWindow,
    switcher: LanguageSwitcher,
    controller: GameController,
) -> None:
    from ww_desktop.app.main_window import PAGE_DEALING

    window = host_window
    window.start_game(_setup(), True)
    dealing = window.dealing
    english = dealing.show_button.text()
    while dealing.state != "done":
        if dealing.state == "card":
            dealing.hide_button.click()
        else:
            dealing.show_button.click()
    dealing.begin_button.click()
    assert window.stack.currentIndex() == PAGE_CONSOLE
    _to_french(qtbot, window)
    window.show_card_again(0)  # "Card" on the console: Ann sees hers again
    assert window.stack.currentIndex() == PAGE_DEALING and window.dealing is not dealing
    assert english == "Ann: show my card (hold)"
    assert "voir ma carte" in window.dealing.show_button.text()


def test_a_switch_in_pass_and_play_goes_on_from_the_same_turn(
    qtbot: QtBot,
    host_window: MainWindow,
    switcher: LanguageSwitcher,
    controller: GameController,
) -> None:
    from ww_desktop.app.main_window import PAGE_PASSPLAY
    from ww_desktop.engine.setup import deal

    window = host_window
    names = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus"]
    window.start_game(deal("standard", names, seed=3, mode="pass_and_play"), False)
    assert window.stack.currentIndex() == PAGE_PASSPLAY
    page = window.passplay
    assert page.screen_name == "pass"  # "Pass the laptop to ..."
    english = page.pass_screen.hold_button.text()
    before = (page.screen_name, page.state.to_json(), len(controller.game.records))
    _to_french(qtbot, window)
    assert window.stack.currentIndex() == PAGE_PASSPLAY and window.passplay is not page
    assert not page.active  # the old page no longer drives the game
    new = window.passplay
    assert (new.screen_name, new.state.to_json(), len(controller.game.records)) == before
    assert new.pass_screen.hold_button.text() not in ("", english)  # rebuilt in French


def test_a_switch_during_a_demo_is_refused_and_works_once_it_is_closed(
    qtbot: QtBot,
    host_window: MainWindow,
    switcher: LanguageSwitcher,
    monkeypatch: pytest.MonkeyPatch,
) -> None:
    from ww_desktop.app import demo as demo_module
    from ww_desktop.narration.voices import SilentVoice

    monkeypatch.setattr(
        demo_module.page, "make_voice", lambda _kind: SilentVoice(seconds_per_char=0)
    )
    window = host_window
    window.watch_demo()
    console = window.demo_console
    assert console is not None and console.isVisible()
    window.language_menu.actions_by_code["fr"].trigger()
    QApplication.processEvents()
    assert current_language() == "en" and window.language_menu.actions_by_code["en"].isChecked()
    assert "demo" in window.banner.text()
    console.close()
    assert window.demo_console is None
    _to_french(qtbot, window)  # the demo's threads are gone: nothing aborts
    window.lobby.demo_button.click()  # the rebuilt lobby's button is wired again
    again = window.demo_console
    assert again is not None and again is not console
    again.close()


def test_a_switch_mid_game_to_a_language_without_a_voice_says_why_the_voice_is_quiet(
    qtbot: QtBot, english: None, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """The likeliest story behind the host's report: after the switch the narration goes on
    as subtitles with a soft chime, because the speech engine has no voice for the new
    language; the host had been told so once, long before (the notice is shown once per
    language), so the werewolves' call came only as a subtitle, in silence. A switch
    mid-game now always says why the voice is quiet, on the banner and on the console."""
    from ww_desktop.app.language import LANGUAGE_ENV, NOTICE_KEY
    from ww_desktop.app.main import _NarrationStarter, app_settings, start
    from ww_desktop.narration import voices

    monkeypatch.delenv(LANGUAGE_ENV, raising=False)
    # Qt's own "mock" speech engine: English, Norwegian and Finnish voices, no French one.
    monkeypatch.setattr(
        voices, "make_voice", lambda _kind, parent=None: voices.QtSpeechVoice(parent, engine="mock")
    )
    data = tmp_path / "data"
    told = app_settings(data)
    told.setValue(NOTICE_KEY, "fr")  # the host was told about French weeks ago
    told.sync()
    parts = start(data, offer_resume=False, ask_screen=lambda *_a: None)
    assert parts is not None
    try:
        window = parts.main_window
        assert isinstance(window, MainWindow)
        window.start_game(_setup(), False)
        starter = parts.controller.findChild(_NarrationStarter)
        assert starter is not None and starter.narrator is not None
        voice = starter._voice
        assert not voice.subtitles_only()  # English: spoken
        _to_french(qtbot, window)
        assert voice.subtitles_only()  # French: subtitles and a chime, no voice
        assert "Français" in window.banner.text()
        hint = window.console.narration_hint  # the rebuilt console says it too
        # (shown on the console, which the one-screen cover hides until the host looks)
        assert not hint.isHidden() and hint.text() == window.banner.text()
    finally:
        window._force_close = True
        window.close()
        parts.public_window.close()
        parts.store.close()


def test_a_language_installed_mid_deal_reaches_the_pages_once_the_cards_are_dealt(
    qtbot: QtBot, english: None, host_window: MainWindow, qapp: QApplication
) -> None:
    window = host_window
    window.start_game(_setup(), True)
    dealing = window.dealing
    console = window.console
    install_language(qapp, "fr")  # not from the menu (the menu refuses it now)
    qtbot.waitUntil(lambda: window.menuBar().actions()[0].text() == FRENCH_GAME_MENU)
    assert window.dealing is dealing  # the cards' progress is untouched
    while dealing.state != "done":
        if dealing.state == "card":
            dealing.hide_button.click()
        else:
            dealing.show_button.click()
    dealing.begin_button.click()
    assert window.stack.currentIndex() == PAGE_CONSOLE
    assert window.console is not console  # rebuilt in French once the deal was over


def test_the_no_sound_banner_follows_a_language_switch(
    qtbot: QtBot, controller: GameController, settings: QSettings, qapp: QApplication
) -> None:
    """The red "No sound output" banner is said again in French after a switch mid-game
    (it stayed in English)."""
    from ww_desktop.app.main import _NarrationStarter
    from ww_desktop.engine.setup import deal
    from ww_desktop.narration.voices import NO_AUDIO_MESSAGE

    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.show()
    qtbot.waitExposed(window)
    starter = _NarrationStarter(controller, window, settings)
    window.pages_rebuilt.connect(starter.reattach)  # as the app wires it
    assert controller.start(deal("basic", ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay"], seed=1))
    window._show_game_page()
    starter.ensure()
    starter._voice.unavailable.emit(NO_AUDIO_MESSAGE)
    assert window.banner_row.isVisible()
    assert window.banner.text().startswith("No sound output was found")
    try:
        install_language(qapp, "fr")
        french = QCoreApplication.translate("Voice", NO_AUDIO_MESSAGE)
        assert french != NO_AUDIO_MESSAGE
        qtbot.waitUntil(lambda: window.banner.text() == french)
        assert window.banner_row.isVisible()
        qtbot.waitUntil(lambda: window.console.narration_hint.text() == french)
    finally:
        install_language(qapp, "en")
        window._force_close = True
        starter.shutdown()
