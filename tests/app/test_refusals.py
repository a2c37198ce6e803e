"""The engine's refusals reach the user in the table's language (and a phone's).

`IllegalChoice` keeps its English sentence for the command line and the scenarios, and carries
an id and params the app turns into words: every refusal a game can raise has them.
"""

from __future__ import annotations

import random

import pytest
from PySide6.QtWidgets import QApplication

from ww_desktop.app.controller import error_text
from ww_desktop.app.language import install_language
from ww_desktop.engine import native
from ww_desktop.engine.bots import bot_rng, random_choice
from ww_desktop.engine.game import Game
from ww_desktop.engine.requests import Choice, IllegalChoice, Request, Verb
from ww_desktop.engine.setup import deal
from ww_desktop.phones.texts import speaking
from ww_desktop.texts import i18n

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")


def _wrong_answers(game: Game, request: Request, rng: random.Random) -> list[Choice]:
    """Answers a careless player could give to `request`."""
    seats = range(len(game.state.seats))
    others = [s for s in seats if s not in request.targets]
    wrong = [
        Choice(request.seat, request.verb, len(NAMES) + 3),
        Choice(len(NAMES) + 1, request.verb, None),
        Choice(request.seat, Verb.DICTATE if request.verb is not Verb.DICTATE else Verb.BITE, 0),
    ]
    if not native.ACTIVE:  # a name for a seat: the compiled engine refuses even to make such
        # an answer (a TypeError: the phones and the imports check the types first)
        wrong.append(Choice(request.seat, request.verb, "Ann"))  # type: ignore[arg-type]
    if others:
        wrong.append(Choice(request.seat, request.verb, rng.choice(others)))
    if request.seat is not None and request.seat not in request.targets:
        wrong.append(Choice(request.seat, request.verb, request.seat))
    if not request.can_skip:
        wrong.append(Choice(request.seat, request.verb, None))
    if request.targets:
        first = request.targets[0]
        wrong.append(Choice(request.seat, request.verb, (first,) * (request.count + 1)))
        wrong.append(Choice(request.seat, request.verb, (first, first)))
    gone = [s for s in seats if not game.state.here(s)]
    if gone:
        wrong.append(Choice(gone[0], request.verb, None))
        wrong.append(Choice(request.seat, request.verb, gone[0]))
    return wrong


def _refusals(seed: int) -> list[IllegalChoice]:
    """Every refusal met while playing one random game and trying wrong answers on the way."""
    game = Game(deal("standard", NAMES, seed=seed))
    rng = random.Random(seed)
    found: list[IllegalChoice] = []
    for _ in range(2000):
        pending = game.pending()
        if not pending:
            break
        brng = bot_rng(seed, len(game.records))
        request = pending[brng.randrange(len(pending))]
        for wrong in _wrong_answers(game, request, rng):
            try:
                game.apply(wrong)
            except IllegalChoice as exc:
                found.append(exc)
            else:
                break  # it was legal after all: the game moved on
        else:
            game.apply(random_choice(game, request, brng))
    if game.ended:
        try:
            game.apply(Choice(None, Verb.END_DISCUSSION, None))
        except IllegalChoice as exc:
            found.append(exc)
    return found


def test_every_refusal_of_random_games_is_said_in_japanese_and_french(
    qapp: QApplication,
) -> None:
    """Each refusal has an id the app knows; its words differ from the English sentence in
    Japanese and French, name the player rather than a seat number, and leave no marker."""
    refusals = [exc for seed in range(6) for exc in _refusals(seed)]
    ids = {exc.id for exc in refusals}
    expected = {"no_seat", "not_a_seat", "not_asked", "cannot_target", "count", "game_over"}
    assert expected - ({"not_a_seat"} if native.ACTIVE else set()) <= ids
    for exc in refusals:
        assert exc.id in i18n.REFUSALS or exc.id == "count", (exc.id, str(exc))
        english = i18n.refusal_text(exc, NAMES)
        assert "%" not in english and english.strip(), exc.id
        for code in ("ja", "fr"):
            with speaking(code):
                words = i18n.refusal_text(exc, NAMES)
            assert words != english, (code, exc.id, words)
            assert "%" not in words and "{" not in words, (code, words)
            seat = exc.params.get("seat")
            if exc.id != "no_seat" and isinstance(seat, int):
                assert NAMES[seat] in words, (code, words)


def test_the_host_reads_a_refusal_in_the_tables_language(qapp: QApplication) -> None:
    """The controller's error line: the lead-in and the refusal both in Japanese."""
    game = Game(deal("standard", NAMES, seed=1))
    request = game.pending()[0]
    with pytest.raises(IllegalChoice) as caught:
        game.apply(Choice(request.seat, request.verb, len(NAMES) + 5))
    assert str(caught.value) == f"There is no seat {len(NAMES) + 5}."  # the CLI's English
    install_language(qapp, "ja")
    try:
        text = error_text(caught.value, NAMES)
    finally:
        install_language(qapp, "en")
    assert "席" in text and "There is" not in text, text


def test_a_saving_failure_is_told_in_the_tables_language(qapp: QApplication) -> None:
    """The store's failures (by class, or by reason) reach the host in French, not the store's
    English with its command-line advice."""
    from pathlib import Path

    from ww_desktop.store import LockedStoreError, StoreError

    path = Path("/tmp/games.sqlite3")
    failures = [
        LockedStoreError("The saved-games file at /tmp is busy ... --data-dir.", path),
        StoreError("The disk holding the saved-games file is full ...", path, "disk_full"),
        StoreError("The saved-games file could not be read or written ...", path, "read_write"),
    ]
    install_language(qapp, "fr")
    try:
        texts = [error_text(exc, NAMES) for exc in failures]
    finally:
        install_language(qapp, "en")
    for exc, text in zip(failures, texts, strict=True):
        assert str(exc) not in text and "--data-dir" not in text, text
        assert "fichier des parties" in text or "disque" in text, text
    assert "plein" in texts[1]
