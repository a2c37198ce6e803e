"""`play --narrated --language`: a narrated game is said, shown and saved in its language.

Each preset is played to its end by the real controller and narrator (`play_narrated`, the
code behind ``ww-desktop play --bots --narrated``) in English, Japanese and French. Every
line of the export's narration must be one of that language's sentences for its text id
(the catalogue's translation with the names filled in; never the English source in Japanese
or French), and every public message of the game, as the TV and the log show it, must read
in that language too. No placeholder may be filled with another language's words (an English
role name or "and" in a French line passes a pattern with wildcards): every word of an English
or French line, names aside, must be a word of that language's catalogue for those texts.
"""

from __future__ import annotations

import json
import re
import xml.etree.ElementTree as ET
from collections.abc import Iterable, Iterator
from functools import cache
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtWidgets import QApplication

from ww_desktop.app.language import install_language
from ww_desktop.app.narrated_play import play_narrated
from ww_desktop.app.story import game_story
from ww_desktop.cli.commands import main
from ww_desktop.engine.messages import Audience
from ww_desktop.engine.presets import PRESETS, get_preset
from ww_desktop.game_files import export_json, replay_stored
from ww_desktop.headless import new_bot_game
from ww_desktop.narration.lines import CONTEXT, TEXTS
from ww_desktop.narration.narrate_cli import catalogue
from ww_desktop.store import Store
from ww_desktop.texts import i18n

LANGUAGES = ("en", "ja", "fr")
PLAYERS = 9
_NAME = re.compile(r"Player \d+")
_KANA_KANJI = re.compile(r"[\u3040-\u30ff\u3400-\u9fff]")
_LATIN = re.compile(r"[A-Za-z]")
_WORD = re.compile(r"[^\W\d_]+(?:['’-][^\W\d_]+)*")
CATALOGUES = Path(__file__).resolve().parents[2] / "translations"
SPOKEN_CONTEXTS = ("Narration", "Role")
"""Where a spoken line's words come from: its sentence, the role names, the names' "and"."""
SHOWN_CONTEXTS = ("Message", "Morning", "Cause", "Role", "Side", "Winner", "Vote", "Names")
SHOWN_CONTEXTS += ("Punctuation", "Reading", "Claim", "Verb", "Badge", "Phase")
"""Where the log's and the TV's public messages take their words."""
STORY_CONTEXTS = (*SHOWN_CONTEXTS, "End", "ReplayView")
"""The end story's (the TV's reveal, Replay) words: every message, the pages' titles."""


@cache
def _vocabulary(language: str, contexts: tuple[str, ...]) -> frozenset[str]:
    """Every word of *language*'s catalogue texts in *contexts* (English: the sources)."""
    path = CATALOGUES / f"ww_desktop_{'fr' if language == 'en' else language}.ts"
    words: set[str] = set()
    for context in ET.parse(path).getroot().iter("context"):
        if context.findtext("name") not in contexts:
            continue
        for message in context.iter("message"):
            if language == "en":
                texts = [message.findtext("source") or ""]
            else:
                translation = message.find("translation")
                assert translation is not None
                forms = translation.findall("numerusform")
                texts = [f.text or "" for f in forms] or [translation.text or ""]
            for text in texts:
                words.update(w.lower() for w in _WORD.findall(text))
    return frozenset(words)


def _foreign_words(language: str, text: str, contexts: tuple[str, ...]) -> list[str]:
    """The words of *text* (names aside) that *language*'s texts in *contexts* never use."""
    known = _vocabulary(language, contexts)
    return [w for w in _WORD.findall(_NAME.sub("", text)) if w.lower() not in known]


def _check_words(language: str, texts: Iterable[str], contexts: tuple[str, ...]) -> list[str]:
    if language == "ja":
        return []  # checked by script: kana and kanji, no Latin letter
    return [
        f"{text!r}: {foreign} not in the {language} catalogue"
        for text in texts
        if (foreign := _foreign_words(language, text, contexts))
    ]


def _sentences(language: str, text_id: str) -> list[re.Pattern[str]]:
    """Every sentence text id may be in *language* (any wording), placeholders as wildcards."""
    tr = catalogue(language) or (lambda context, text: text)
    text = TEXTS[text_id]
    templates = [text] if isinstance(text, str) else list(text.values())
    out = []
    for template in templates:
        said = tr(CONTEXT, template)
        if language != "en":
            assert said != template, f"{text_id} is not translated into {language}"
        parts = re.split(r"%\d", said)
        out.append(re.compile(".+".join(re.escape(p) for p in parts), re.DOTALL))
    return out


@pytest.fixture
def store(tmp_path: Path) -> Iterator[Store]:
    s = Store.open(tmp_path / "games.sqlite3")
    yield s
    s.close()


@pytest.fixture
def english_after(qapp: QApplication) -> Iterator[QApplication]:
    yield qapp
    install_language(qapp, "en")


def _play(store: Store, preset: str, language: str, seed: int) -> tuple[str, dict[str, object]]:
    made: list[str] = []

    def new_session() -> object:
        session = new_bot_game(store, preset, PLAYERS, seed)
        made.append(session.game_id)
        return session

    play_narrated(new_session, seed=seed, language=language)  # type: ignore[arg-type]
    data: dict[str, object] = json.loads(export_json(store, store.load(made[0])))
    return made[0], data


@pytest.mark.parametrize("language", LANGUAGES)
@pytest.mark.parametrize("preset", sorted(PRESETS))
def test_a_narrated_game_is_said_and_shown_in_its_language(
    english_after: QApplication, store: Store, preset: str, language: str
) -> None:
    seed = 11 + sorted(PRESETS).index(preset)
    game_id, data = _play(store, preset, language, seed)
    narration = data["narration"]
    assert isinstance(narration, dict)
    lines = narration["lines"]
    assert len(lines) > 10, "a whole game says more than a few lines"
    wrong: list[str] = []
    for entry in lines:
        text, text_id = entry["text"], entry["line"]
        if not any(p.fullmatch(text) for p in _sentences(language, text_id)):
            wrong.append(f"{text_id}: {text!r} is not a {language} sentence of that line")
        bare = _NAME.sub("", text)
        if language == "ja" and (not _KANA_KANJI.search(bare) or _LATIN.search(bare)):
            wrong.append(f"{text_id}: {text!r} is not Japanese")
    wrong += _check_words(language, [entry["text"] for entry in lines], SPOKEN_CONTEXTS)
    assert not wrong, "\n".join(wrong)
    # What the TV and the log show: every public message of the game, in the language.
    install_language(english_after, language)
    game = replay_stored(store.load(game_id))
    names = [seat.name for seat in game.state.seats]
    wording = get_preset(preset).wording
    public = [m for m in game.state.messages if m.audience is Audience.PUBLIC]
    shown = [i18n.message_text(m, names, wording) for m in public]
    # The end story the TV tells once the host confirms the end (and Replay pages).
    story = [text for title, told in game_story(game, wording) for text in (title, *told)]
    install_language(english_after, "en")
    english = [i18n.message_text(m, names, wording) for m in public]
    assert len(shown) > 5
    for m, text, source in zip(public, shown, english, strict=True):
        bare = _NAME.sub("", text)
        if language == "ja":
            assert _KANA_KANJI.search(bare) and not _LATIN.search(bare), (m.id, text)
        elif language == "fr":
            assert text != source, (m.id, text)
    assert not _check_words(language, shown, SHOWN_CONTEXTS)
    assert len(story) > len(shown)
    assert not _check_words(language, story, STORY_CONTEXTS)
    if language == "ja":
        for text in story:
            bare = _NAME.sub("", text)
            assert _KANA_KANJI.search(bare) and not _LATIN.search(bare), text


def test_a_line_filled_with_another_languages_words_is_caught() -> None:
    """The word check sees an English role name or "and" put into a French line, and a
    French word left in an English one; the catalogue's own words pass."""
    assert _foreign_words("fr", "La carte de Player 2 est retournée : Villager.", SPOKEN_CONTEXTS)
    assert _foreign_words("fr", "Égalité entre Player 1 and Player 4.", SPOKEN_CONTEXTS)
    assert _foreign_words("en", "Player 3's card is turned over: Voyante.", SPOKEN_CONTEXTS)
    assert not _foreign_words(
        "fr", "La carte de Player 2 est retournée : Voyante.", SPOKEN_CONTEXTS
    )
    assert not _foreign_words("en", "Player 3's card is turned over: Seer.", SPOKEN_CONTEXTS)


def test_play_language_reaches_the_export(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """The command line: `play --bots --narrated --language fr`, then `export`: the saved
    narration is French; a language the app does not ship is one line of error."""
    args = ["--data-dir", str(tmp_path), "play", "--bots", "--narrated", "--preset", "classic"]
    assert main([*args, "--players", "7", "--seed", "2", "--language", "fr"]) == 0
    game_id = capsys.readouterr().out.splitlines()[0]
    assert main(["--data-dir", str(tmp_path), "export", game_id]) == 0
    said = [entry["text"] for entry in json.loads(capsys.readouterr().out)["narration"]["lines"]]
    assert "La nuit tombe, le village s'endort. Fermez tous les yeux." in said
    assert not any(text.startswith("Night falls") for text in said)
    with pytest.raises(SystemExit) as exit_info:
        main([*args, "--language", "de"])
    assert exit_info.value.code == 2
    err = capsys.readouterr().err
    assert "invalid choice: 'de'" in err and "Traceback" not in err


def test_an_unknown_language_is_refused_before_a_game_is_saved(
    qapp: QApplication, store: Store
) -> None:
    def new_session() -> Any:
        raise AssertionError("a game was made for a language the app has no text for")

    with pytest.raises(ValueError, match="no text in the language"):
        play_narrated(new_session, seed=1, language="de")
    assert store.list_games() == []


def test_play_language_without_narration_saves_the_same_language_free_game(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    """`play --bots --language ja` (no --narrated): nothing is said, and the saved game holds
    ids and values only, so the same seed saves the same game in every language; its
    summary is then written in any language (`export --format md --language`)."""
    args = ["--data-dir", str(tmp_path), "play", "--bots", "--preset", "standard"]
    saved: dict[str, dict[str, Any]] = {}
    for language in LANGUAGES:
        assert main([*args, "--players", "8", "--seed", "5", "--language", language]) == 0
        game_id = capsys.readouterr().out.splitlines()[0]
        assert main(["--data-dir", str(tmp_path), "export", game_id]) == 0
        data = json.loads(capsys.readouterr().out)
        assert data["narration"] == {"lines": [], "calls": [], "host": [], "language": None}
        saved[language] = {k: data[k] for k in ("setup", "records", "summary", "checksum")}
        md = ["--data-dir", str(tmp_path), "export", game_id, "--format", "md"]
        assert main([*md, "--language", language]) == 0
        heading = capsys.readouterr().out.splitlines()[0]
        assert heading.startswith({"en": "# Werewolf", "fr": "# Partie", "ja": "# 人狼"}[language])
    assert saved["ja"] == saved["en"] == saved["fr"]
