"""More privacy: narration subtitles on the TV, the Japanese and French interfaces, resumed
and imported games, and every window open during play.

The TV (`PublicWindow`) is read after every change. A narrator with the silent voice is
attached, so the subtitles the TV shows are the narration's own lines: a role may be named
when it is called ("Seer, open your eyes"), but no line ever names a player together with a
role. Before the host confirms the end, no role name (in the interface's language) appears
anywhere else on the TV.
"""

from __future__ import annotations

import re
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.language import install_language
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.public.window import PublicWindow, walk_texts
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.game_files import replay_check
from ww_desktop.narration.narrator import Narrator
from ww_desktop.narration.voices import SilentVoice
from ww_desktop.resources import ROLE_SIDES
from ww_desktop.store import Store
from ww_desktop.store.export import export_game, import_checked
from ww_desktop.texts import i18n

from .conftest import make_setup, play_step


def role_re() -> re.Pattern[str]:
    """Every role's name in the language installed now (and the role ids)."""
    ids = {*REGISTRY, *ROLE_SIDES}
    words = {i18n.role_name(r) for r in ids} | ids | {r.replace("_", " ") for r in ids}
    ordered = sorted((w for w in words if w), key=len, reverse=True)
    return re.compile("(" + "|".join(re.escape(w) for w in ordered) + ")", re.I)


class TvWatch:
    """Reads the TV after every change and every subtitle it is sent."""

    def __init__(self, window: PublicWindow, controller: GameController) -> None:
        self.window = window
        self.controller = controller
        self.roles = role_re()
        self.subtitles: list[str] = []
        controller.subtitle.connect(self._subtitle)

    def names(self) -> list[str]:
        game = self.controller.game
        return [s.name for s in game.state.seats] if game else []

    def _subtitle(self, text: str) -> None:
        self.subtitles.append(text)
        self.check_line(text)

    def shown(self) -> set[str]:
        """Role words of the cards the rules turned face up for the table (seed 004's
        face-up cards, seed 002's Hunter who reveals when shooting): those may be named."""
        game = self.controller.game
        words: set[str] = set()
        for m in game.messages() if game else []:
            if m.id == "role_revealed" and m.audience.value == "public":
                r = str(m.params["role"])
                words |= {i18n.role_name(r).lower(), r, r.replace("_", " ")}
        return words

    def _secret_roles(self, text: str) -> list[str]:
        shown = self.shown()
        return [m.group(0) for m in self.roles.finditer(text) if m.group(0).lower() not in shown]

    def check_line(self, text: str) -> None:
        roles = self._secret_roles(text)
        if roles:
            named = [n for n in self.names() if n in text]
            assert not named, f"{text!r} names {named} with a role ({roles[0]!r})"

    def check(self) -> None:
        QApplication.processEvents()
        subtitle = self.window.subtitle_label.text()
        for text in walk_texts(self.window):
            if text == subtitle:
                self.check_line(text)  # the narration calls roles by name, never holders
                continue
            roles = self._secret_roles(text)
            assert not roles, f"the TV shows {text!r} ({roles[0]!r}) before the end"


def attach_narrator(controller: GameController, qtbot: QtBot) -> Narrator:
    voice = SilentVoice()
    voice.seconds_per_char = 0.0
    narrator = Narrator(controller, voice)
    for attribute in ("wait_scale", "pause_scale"):
        if hasattr(narrator, attribute):
            setattr(narrator, attribute, 0.0)
    qtbot.addWidget(QWidget())  # keep qtbot's widget bookkeeping happy
    return narrator


@pytest.fixture
def tv(qtbot: QtBot, controller: GameController) -> Iterator[TvWatch]:
    window = PublicWindow(controller)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    yield TvWatch(window, controller)


def play_through(tv: TvWatch, controller: GameController, seed: int, steps: int = 10_000) -> None:
    for _ in range(steps):
        if not play_step(controller, seed):
            return
        tv.check()


def finish_and_reveal(qtbot: QtBot, tv: TvWatch, controller: GameController) -> None:
    assert controller.game is not None and controller.game.ended
    tv.check()
    with qtbot.waitSignal(controller.finished):
        controller.confirm_end()
    QApplication.processEvents()
    assert tv.window.current_page() == "reveal"
    shown = " ".join(walk_texts(tv.window))
    revealed = controller.revealed()
    assert revealed is not None
    for seat in revealed[1]:
        assert i18n.role_name(seat.role) in shown


@pytest.mark.parametrize(
    ("preset", "players", "seed"), [("standard", 9, 1), ("classic", 8, 2), ("traditional", 12, 3)]
)
def test_narrated_games_show_no_secret(
    qtbot: QtBot, controller: GameController, tv: TvWatch, preset: str, players: int, seed: int
) -> None:
    narrator = attach_narrator(controller, qtbot)
    assert controller.start(make_setup(preset, players, seed))
    play_through(tv, controller, seed)
    assert tv.subtitles, "the narration showed no subtitle at all"
    assert any(tv.roles.search(s) for s in tv.subtitles), "roles are called by name"
    finish_and_reveal(qtbot, tv, controller)
    narrator.deleteLater()


@pytest.mark.parametrize("language", ["ja", "fr"])
def test_other_languages_show_no_secret(
    qtbot: QtBot, qapp: QApplication, controller: GameController, language: str
) -> None:
    install_language(qapp, language)
    try:
        assert i18n.role_name("seer") != "Seer"  # the translation is really in use
        window = PublicWindow(controller)
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        watch = TvWatch(window, controller)
        narrator = attach_narrator(controller, qtbot)
        assert controller.start(make_setup("standard", 10, 7))
        play_through(watch, controller, 7)
        finish_and_reveal(qtbot, watch, controller)
        narrator.deleteLater()
    finally:
        install_language(qapp, "en")


def test_a_resumed_game_shows_no_secret(
    qtbot: QtBot, controller: GameController, store: Store, tv: TvWatch
) -> None:
    assert controller.start(make_setup("standard", 9, 11))
    play_through(tv, controller, 11, steps=25)
    game_id = controller.session.game_id if controller.session else ""
    controller.close_game()
    tv.check()
    again = GameController(store)
    window = PublicWindow(again)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    watch = TvWatch(window, again)
    assert again.resume(game_id)
    watch.check()
    play_through(watch, again, 11)
    finish_and_reveal(qtbot, watch, again)


def _crafted(store: Store, controller: GameController, seed: int) -> str:
    """A half-played game exported with ``confirmed: true``, as a crafted file would be."""
    assert controller.start(make_setup("standard", 9, seed))
    for _ in range(20):
        play_step(controller, seed)
    assert controller.session is not None
    data = export_game(store.load(controller.session.game_id))
    controller.close_game()
    data["ui_state"] = {**data["ui_state"], "confirmed": True}
    return data  # type: ignore[return-value]


@pytest.mark.parametrize("path", ["import", "straight into the store"])
def test_a_crafted_import_never_opens_on_the_reveal(
    qtbot: QtBot,
    tmp_path: Path,
    controller: GameController,
    store: Store,
    settings: QSettings,
    path: str,
) -> None:
    data = _crafted(store, controller, 5)
    with Store.open(tmp_path / "other" / "games.sqlite3") as other:
        if path == "import":
            game_id = import_checked(other, data, validate=replay_check).game_id  # type: ignore[arg-type]
        else:  # even a store written by something else: the app checks again
            game_id = other.insert_game(data["setup"], data["records"], ui_state=data["ui_state"])  # type: ignore[index]
        host = GameController(other)
        main = MainWindow(host, settings)
        main.confirm = lambda _title, _text: True
        public = PublicWindow(host)
        for w in (main, public):
            qtbot.addWidget(w)
            w.resize(1280, 720)
            w.show()
        watch = TvWatch(public, host)
        assert main.resume(game_id)
        assert not host.confirmed and host.revealed() is None
        assert public.current_page() != "reveal"
        watch.check()
        play_through(watch, host, 5)
        finish_and_reveal(qtbot, watch, host)
        main._force_close = True


def test_every_window_open_during_play_belongs_to_the_host(
    qtbot: QtBot, controller: GameController, settings: QSettings, tv: TvWatch
) -> None:
    """Dialogs open over the host's console (a child of its window), never on their own
    where the TV could show them; the TV stays clean while they are open."""
    main = MainWindow(controller, settings)
    main.confirm = lambda _title, _text: True
    qtbot.addWidget(main)
    main.resize(1280, 720)
    main.show()
    assert controller.start(make_setup("standard", 9, 13))
    main._show_game_page()
    for step in range(200):
        if not play_step(controller, 13):
            break
        if step == 15:
            main.show_history()
        tv.check()
        for top in QApplication.topLevelWidgets():
            if top.isVisible() and top not in (main, tv.window):
                assert top.window().parentWidget() is main or top.parentWidget() is main, top
    history = main.show_history()
    assert history.isVisible() and history.parentWidget() is main
    tv.check()
    history.close()  # else it outlives the test's store, and a later language switch reads it
    main._force_close = True
