"""The wording is part of the game's setup (issue 14, item 6): chosen in the lobby, saved with
the setup, read by the screens, the voice (see tests/narration), the exports and the replay;
old saves that kept it with the screens' state still load with it."""

from __future__ import annotations

from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.lobby.page import LobbyPage
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.app.replay import ReplayModel, ReplayView
from ww_desktop.cli import main as cli_main
from ww_desktop.engine.setup import Setup, SetupError, deal
from ww_desktop.headless import play_on
from ww_desktop.session import Session
from ww_desktop.store import Store, default_store_path
from ww_desktop.store.export import export_game
from ww_desktop.texts import i18n

from .conftest import NAMES, make_setup, play_until

# ------------------------------------------------------------ the setup's JSON


def test_the_setup_json_keeps_the_wording_and_old_setups_still_load() -> None:
    setup = deal("standard", list(NAMES[:8]), seed=4)
    old = setup.to_json()
    assert "wording" not in old  # a table that chose nothing writes what it always wrote
    assert Setup.from_json(old).wording is None
    assert Setup.from_json(old).table_wording() == "gentle"  # the preset's
    chosen = Setup.from_json({**old, "wording": "classic"})
    assert chosen.wording == "classic" and chosen.table_wording() == "classic"
    assert Setup.from_json(chosen.to_json()) == chosen
    assert chosen.checked().wording == "classic"
    with pytest.raises(SetupError, match="unknown wording"):
        Setup.from_json({**old, "wording": "rude"})


def test_an_old_save_keeps_the_wording_it_kept_with_its_screens() -> None:
    old = deal("standard", list(NAMES[:8]), seed=4).to_json()
    assert Setup.from_stored(old, {"wording": "neutral"}).wording == "neutral"
    assert Setup.from_stored(old, {}).wording is None
    assert Setup.from_stored(old, None).wording is None
    assert Setup.from_stored(old, {"wording": "bogus"}).wording is None
    new = {**old, "wording": "classic"}
    assert Setup.from_stored(new, {"wording": "gentle"}).wording == "classic"


# ------------------------------------------------------------ lobby, save, resume


def test_the_lobby_puts_its_choice_in_the_setup_and_it_is_saved(
    qtbot: QtBot, settings: QSettings, controller: GameController, store: Store
) -> None:
    lobby = LobbyPage(settings)
    qtbot.addWidget(lobby)
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData("standard"))
    for name in NAMES[:8]:
        lobby.add_player(name)
    lobby.wording_combo.setCurrentIndex(lobby.wording_combo.findData("classic"))
    with qtbot.waitSignal(lobby.start_requested) as blocker:
        lobby.start()
    setup = blocker.args[0]
    assert isinstance(setup, Setup) and setup.wording == "classic"
    assert controller.start(setup)
    assert controller.wording() == "classic"
    assert controller.session is not None
    game_id = controller.session.game_id
    assert store.load(game_id).setup["wording"] == "classic"
    assert "wording" not in (store.load(game_id).ui_state or {}) or not (
        store.load(game_id).ui_state or {}
    ).get("wording")
    controller.close_game()
    again = GameController(store)
    assert again.resume(game_id)
    assert again.wording() == "classic"
    assert again.game is not None and again.game.setup.wording == "classic"


def test_the_old_start_call_still_saves_the_wording(
    controller: GameController, store: Store
) -> None:
    assert controller.start(make_setup("classic", 7, 3), wording="gentle")
    assert controller.session is not None
    assert store.load(controller.session.game_id).setup["wording"] == "gentle"
    assert controller.wording() == "gentle"


def test_an_old_save_resumes_with_the_wording_of_its_screens(store: Store) -> None:
    """A save from before: no wording in the setup, the lobby's choice in ui_state."""
    setup = make_setup("standard", 8, 2)
    session = Session.new(store, setup)
    session.set_ui_state({"claims": {}, "confirmed": False, "wording": "classic"})
    assert "wording" not in store.load(session.game_id).setup
    controller = GameController(store)
    assert controller.resume(session.game_id)
    assert controller.wording() == "classic"
    assert controller.game is not None and controller.game.setup.wording == "classic"
    controller.close_game()


# ------------------------------------------------------------ screens, exports, replay


def test_the_tv_reads_the_tables_wording(
    qtbot: QtBot, controller: GameController, store: Store
) -> None:
    """Classic's own wording is "classic"; this table chose gentle words."""
    public = PublicWindow(controller)
    qtbot.addWidget(public)
    assert controller.start(make_setup("classic", 8, 11), wording="gentle")

    def morning_with_news() -> bool:
        game = controller.game
        assert game is not None
        return game.state.phase.value == "day" and bool(game.state.dawn)

    play_until(controller, 11, morning_with_news)
    game = controller.game
    assert game is not None
    gone = [game.state.seats[i].name for i in game.state.dawn]
    assert public.news_headline.text() == i18n.gone_home_headline(gone, "gentle")
    assert public.news_headline.text() != i18n.gone_home_headline(gone, "classic")


def _finished_game_with_wording(store: Store, wording: str | None, legacy: bool) -> str:
    setup = make_setup("standard", 8, 5)
    if wording and not legacy:
        import dataclasses

        setup = dataclasses.replace(setup, wording=wording)
    session = Session.new(store, setup)
    if legacy:
        session.set_ui_state({"wording": wording})
    play_on(session)
    return session.game_id


@pytest.mark.parametrize("legacy", [False, True])
def test_exports_and_replay_use_it(
    qtbot: QtBot, tmp_path: Path, capsys: pytest.CaptureFixture[str], legacy: bool
) -> None:
    data = tmp_path / "cli-data"
    store = Store.open(default_store_path(data))
    game_id = _finished_game_with_wording(store, "classic", legacy)
    stored = store.load(game_id)
    exported = export_game(stored)
    if legacy:  # the JSON export keeps an old save exactly as it was
        assert exported["setup"] == stored.setup and "wording" not in exported["setup"]
        assert exported["ui_state"]["wording"] == "classic"
    else:
        assert exported["setup"]["wording"] == "classic"
    for key in ("format", "preset", "settings", "seats", "seed", "mode"):
        assert key in exported["setup"]
    model = ReplayModel.from_stored(stored.setup, stored.records, stored.ui_state)
    store.close()
    gone = next(m for p in model.pages for m in p.public if m.id == "gone_home")
    classic = i18n.message_text(gone, model.names, "classic")
    gentle = i18n.message_text(gone, model.names, "gentle")
    assert classic != gentle

    assert cli_main(["--data-dir", str(data), "export", game_id, "--format", "md"]) == 0
    markdown = capsys.readouterr().out
    assert classic in markdown and gentle not in markdown

    assert model.wording == "classic"
    view = ReplayView(model)
    qtbot.addWidget(view)
    page = next(i for i, p in enumerate(model.pages) if gone in p.public)
    view.slider.setValue(page)
    text = view.text.toPlainText()
    assert classic in text and gentle not in text
