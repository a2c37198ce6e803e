"""One fact, one place: what the lobby, the presets and the texts show comes from one table.

A second copy of a fact (a house rule's text typed again in the lobby, a default typed again
in a preset) is what these tests catch: they change the one table and look for the change
where the user meets it.
"""

from __future__ import annotations

import dataclasses

import pytest
from PySide6.QtCore import QSettings
from PySide6.QtWidgets import QApplication, QCheckBox, QComboBox, QLabel
from pytestqt.qtbot import QtBot

from ww_desktop.app.language import install_language
from ww_desktop.app.lobby import LobbyPage
from ww_desktop.engine import settings as settings_table
from ww_desktop.engine.presets import ENGINE_DEFAULTS, PRESETS, get_preset
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.engine.settings import SPECS
from ww_desktop.texts import i18n


def _lobby(qtbot: QtBot, settings: QSettings, preset: str) -> LobbyPage:
    lobby = LobbyPage(settings)
    qtbot.addWidget(lobby)
    lobby.resize(1280, 700)
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData(preset))
    return lobby


def _label_texts(lobby: LobbyPage) -> set[str]:
    holder = lobby.rules_area.widget()
    assert holder is not None
    return {label.text() for label in holder.findChildren(QLabel)}


def test_every_house_rule_has_its_text_default_and_words_in_the_table() -> None:
    """The table holds, for every rule, a text, a default it allows, and words per choice."""
    for setting_id, spec in SPECS.items():
        assert spec.title, setting_id
        assert spec.check(spec.default) is None, setting_id
        assert ENGINE_DEFAULTS[setting_id] == spec.default, setting_id
        for value in spec.values:
            if not isinstance(value, bool):
                assert value in spec.labels, (setting_id, value)
        assert set(spec.labels) <= {*spec.values, "auto"}, setting_id
        assert spec.role is None or spec.role in REGISTRY, setting_id


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_the_lobby_shows_each_rule_with_the_tables_text(
    qtbot: QtBot, settings: QSettings, qapp: QApplication, preset_id: str
) -> None:
    """Every house rule the lobby shows is one of the table's, with the table's text, in
    English and in Japanese."""
    for code in ("en", "ja"):
        install_language(qapp, code)
        try:
            lobby = _lobby(qtbot, settings, preset_id)
            shown = _label_texts(lobby)
            for setting_id, widget in lobby.setting_widgets.items():
                assert setting_id in SPECS, setting_id
                if setting_id == "discussion_seconds":
                    continue
                text = i18n.setting_text(setting_id)
                assert text == qapp.translate("LobbyPage", SPECS[setting_id].title)
                assert text in shown, (code, setting_id)
                if code == "ja":
                    assert text != SPECS[setting_id].title, setting_id
                if isinstance(widget, QComboBox):
                    for index, value in enumerate(SPECS[setting_id].values):
                        words = qapp.translate("Setting", SPECS[setting_id].labels[value])
                        assert widget.itemText(index) == words
        finally:
            install_language(qapp, "en")


def test_a_new_text_in_the_table_reaches_the_lobby(
    qtbot: QtBot, settings: QSettings, monkeypatch: pytest.MonkeyPatch
) -> None:
    """Changing a rule's text and choice words in the one table changes what the lobby shows
    (nothing else holds a copy)."""
    spec = SPECS["vampire_type"]
    changed = dataclasses.replace(
        spec, title="How the night visitor plays.", labels={**spec.labels, "bite": "bites"}
    )
    monkeypatch.setitem(settings_table.SPECS, "vampire_type", changed)  # type: ignore[arg-type]
    lobby = _lobby(qtbot, settings, "standard")
    assert "How the night visitor plays." in _label_texts(lobby)
    combo = lobby.setting_widgets["vampire_type"]
    assert isinstance(combo, QComboBox)
    assert combo.itemText(combo.findData("bite")) == "bites"


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_the_lobby_starts_every_rule_at_the_presets_default(
    qtbot: QtBot, settings: QSettings, preset_id: str
) -> None:
    """A rule a preset does not set itself starts at the table's default; the lobby's widget
    shows the preset's value and the host's table starts with no override."""
    preset = get_preset(preset_id)
    lobby = _lobby(qtbot, settings, preset_id)
    assert lobby.house_rules() == {}
    for setting_id, widget in lobby.setting_widgets.items():
        value = preset.offered[setting_id]
        if isinstance(widget, QCheckBox):
            assert widget.isChecked() == value
        elif isinstance(widget, QComboBox):
            assert widget.currentData() == value
    standard = get_preset("standard")
    assert dict(standard.offered) == settings_table.defaults(*standard.offered)


def test_the_narrator_and_the_screens_call_a_role_by_the_same_name(qapp: QApplication) -> None:
    """One table of role names: in every language the narrator says the name the screens show
    (save the few steps the narrator calls otherwise, like the wolfsbane's keeper)."""

    from ww_desktop.narration.lines import CALL_NAMES
    from ww_desktop.narration.script import role_name as spoken_name

    for code in ("en", "ja", "fr"):
        install_language(qapp, code)
        try:
            for role_id in REGISTRY:
                if role_id in CALL_NAMES:
                    continue
                shown = i18n.role_name(role_id)
                assert spoken_name(role_id, QApplication.translate) == shown, (code, role_id)
                if code == "ja":
                    assert shown != role_id.replace("_", " ").title(), role_id
        finally:
            install_language(qapp, "en")


def test_every_badge_is_in_the_colour_of_the_side_the_role_declares() -> None:
    """A role's icon colour follows the side its module declares (no second role -> side list)."""

    from ww_desktop.resources import ROLE_SIDES, SIDE_COLOURS, role_icon_path

    assert {role_id: str(cls.side) for role_id, cls in REGISTRY.items()} == ROLE_SIDES
    for role_id, cls in REGISTRY.items():
        svg = role_icon_path(role_id).read_text(encoding="utf-8")
        assert f'fill="{SIDE_COLOURS[str(cls.side)]}"' in svg, role_id


def test_a_phones_card_is_in_its_sides_badge_colour() -> None:
    """The side colour a phone's card shows is the badges' (`resources.SIDE_COLOURS`)."""
    from ww_desktop.engine.game import Game
    from ww_desktop.engine.setup import deal
    from ww_desktop.phones.view import phone_view
    from ww_desktop.resources import SIDE_COLOURS

    names = [f"P{i}" for i in range(8)]
    game = Game(deal("standard", names, seed=3))
    for seat in range(len(names)):
        view = phone_view(
            game, seat, language="en", wording="gentle", questions=(), reveal_allowed=False
        )
        card = view["card"]
        assert card["colour"] == SIDE_COLOURS[card["side_id"]], card


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_every_morning_the_engine_reads_is_on_the_card_and_in_the_voice(preset_id: str) -> None:
    """What the engine announces at a morning (`GameState.morning_ids`) is the morning news
    the TV's card and the narrator both read: one list, the engine's."""
    from ww_desktop.app.public.window import MORNING_IDS, morning_block
    from ww_desktop.engine.bots import step_random
    from ww_desktop.engine.game import Game
    from ww_desktop.engine.messages import MORNING_NEWS, Audience
    from ww_desktop.engine.setup import deal

    assert MORNING_IDS is MORNING_NEWS
    preset = get_preset(preset_id)
    names = [f"P{i}" for i in range(max(preset.players[0], 8))]
    seen: set[str] = set()
    for seed in range(8):
        game = Game(deal(preset_id, names, seed=seed))
        while step_random(game, seed) is not None:
            ids = set(game.state.morning_ids)
            assert ids <= MORNING_NEWS, ids - MORNING_NEWS
            seen |= ids
        day_news = [m for m in game.state.messages if m.audience is Audience.PUBLIC]
        for message in morning_block(day_news):
            assert message.id in MORNING_NEWS
    assert {"morning"} <= seen


def test_the_lobby_and_history_name_a_preset_alike(
    qtbot: QtBot, settings: QSettings, qapp: QApplication
) -> None:
    """The preset menu shows each preset by the one name History and the report use."""
    install_language(qapp, "fr")
    try:
        lobby = _lobby(qtbot, settings, "standard")
        combo = lobby.preset_combo
        for index in range(combo.count()):
            preset_id = combo.itemData(index)
            assert combo.itemText(index) == i18n.preset_title(preset_id), preset_id
        assert combo.itemText(combo.findData("standard")) != "Standard (many roles)"
    finally:
        install_language(qapp, "en")


def test_names_that_look_like_placeholders_show_as_typed(qapp: QApplication) -> None:
    """Qt's %1 filled in one pass (assemble.fill): a player called "%2" or "{name}" is shown
    as typed in a reading, a card, a claim and a refusal, in every language."""
    from ww_desktop.engine.requests import IllegalChoice

    odd = ["%2", "{name}", "Cleo"]
    for code in ("en", "ja", "fr"):
        install_language(qapp, code)
        try:
            assert "%2" in i18n.reading_text("%2", "werewolf")
            assert "{name}" in i18n.card_text("{name}", "seer")
            assert "{name}" in i18n.claim_report_text("{name}", True)
            refusal = IllegalChoice("x", "cannot_target", seat=0, verb="vote", target=1)
            words = i18n.refusal_text(refusal, odd)
            assert "%2" in words and "{name}" in words, words
        finally:
            install_language(qapp, "en")


def test_the_wordings_and_the_languages_are_listed_once() -> None:
    """The table's wordings and the shipped languages come from one list each: what the lobby
    offers, what the CLI accepts, what the phones offer and what the tool translates."""
    import argparse

    from ww_desktop import ui_state
    from ww_desktop.app.language import LANGUAGES as MENU
    from ww_desktop.cli.commands import build_parser
    from ww_desktop.engine.messages import WORDINGS
    from ww_desktop.narration import lines
    from ww_desktop.phones import texts as phone_texts
    from ww_desktop.texts.languages import LANGUAGES, TRANSLATED
    from ww_desktop.wordings import WORDINGS as BOTTOM

    assert WORDINGS is BOTTOM and i18n.WORDINGS is WORDINGS and lines.WORDINGS is WORDINGS
    for wording in (*WORDINGS, "grim"):  # a saved screen state may name only these
        kept = ui_state.clean_ui_state({"wording": wording}, seats=5, ended=False)["wording"]
        assert kept == (wording if wording in WORDINGS else None)
    assert MENU is LANGUAGES and phone_texts.LANGUAGE_NAMES is LANGUAGES
    assert tuple(LANGUAGES) == phone_texts.LANGUAGES
    assert tuple(code for code in LANGUAGES if code != "en") == TRANSLATED
    parser = build_parser()
    seen: dict[str, set[tuple[str, ...]]] = {"--language": set(), "--wording": set()}
    subparsers = [a for a in parser._actions if isinstance(a, argparse._SubParsersAction)]
    for sub in subparsers[0].choices.values():
        for action in sub._actions:
            for flag in seen:
                if flag in action.option_strings and action.choices is not None:
                    seen[flag].add(tuple(action.choices))
    assert seen["--language"] == {tuple(LANGUAGES)}
    assert seen["--wording"] == {WORDINGS}


def test_the_lobby_offers_the_engines_wordings(qtbot: QtBot, settings: QSettings) -> None:
    from ww_desktop.engine.messages import WORDINGS

    lobby = _lobby(qtbot, settings, "standard")
    combo = lobby.wording_combo
    assert tuple(combo.itemData(i) for i in range(combo.count()) if combo.itemData(i)) == WORDINGS
