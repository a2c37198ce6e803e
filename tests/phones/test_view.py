"""The phone view builder: one seat's card in the phone's own language, padded frames, decoys."""

from __future__ import annotations

import json

from PySide6.QtCore import QCoreApplication

from ww_desktop.engine.game import Game
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import deal
from ww_desktop.phones.room import Questions
from ww_desktop.phones.view import PAD_BLOCK, frame, phone_view

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus"]


def _view(game, seat, language, questions=()):
    return phone_view(
        game, seat, language=language, wording="gentle", questions=questions,
        reveal_allowed=False,
    )  # fmt: skip


def test_each_phone_reads_its_own_language_and_the_app_keeps_its_own():
    game = Game(deal("standard", NAMES, seed=3))
    seat = next(i for i, s in enumerate(game.state.seats) if s.role == "werewolf")
    en, ja, fr = (_view(game, seat, lang) for lang in ("en", "ja", "fr"))
    assert en["card"]["role"] == "Werewolf"
    assert ja["card"]["role"] == "人狼"
    assert fr["card"]["role"] != "Werewolf" and fr["card"]["role"]
    assert ja["words"]["hold"] != en["words"]["hold"] != fr["words"]["hold"]
    assert ja["title"] != en["title"]
    # Building a Japanese phone's texts left the app's own language alone.
    assert QCoreApplication.translate("Role", "Werewolf") == "Werewolf"


def test_frames_have_one_size_whatever_the_role():
    game = Game(deal("standard", NAMES, seed=3))
    questions = Questions(range(len(NAMES)))
    questions.refresh(game)
    sizes = {
        len(frame(_view(game, s, "ja", questions.of(s))).encode("utf-8")) for s in range(len(NAMES))
    }
    assert sizes == {PAD_BLOCK}
    body = json.loads(frame({"t": "welcome"}))
    assert body["t"] == "welcome"


def test_a_night_batch_that_skips_a_seat_gives_it_a_decoy_note():
    roles = ["werewolf", "werewolf", "witch", "seer", "villager", "villager", "villager"]
    game = Game(deal("standard", NAMES, roles=roles, seed=1))
    questions = Questions(range(len(NAMES)))
    questions.refresh(game)
    # Night 1: everyone here is asked something by the engine (a power or the note).
    assert all(q.request is not None for s in range(7) for q in questions.of(s))
    assert all(questions.of(s) for s in range(7))
    witch = next(i for i, x in enumerate(game.state.seats) if x.role == "witch")
    # Play on until the Witch's reaction opens (night 2: the pack's victim is known).
    while not any(r.verb is Verb.SAVE for r in game.pending()):
        pending = game.pending()
        last = pending[-1]
        keep = [q.id for q in questions.of(last.seat)] if last.seat is not None else []
        for r in pending:
            game.apply(_answer(r, witch))
            questions.refresh(game)
            if r is not last and last.seat is not None:  # still open: same question id
                assert [q.id for q in questions.of(last.seat)] == keep
    potions = len(questions.of(witch))
    assert {q.verb for q in questions.of(witch)} >= {"save"}
    for s in range(7):
        if s != witch and game.state.here(s):
            # As many decoy notes as the Witch has questions: every phone taps as often.
            decoys = questions.of(s)
            assert len(decoys) == potions
            assert all(d.request is None and d.verb == Verb.NOTE.value for d in decoys)
    # A decoy answered closes; it never reaches the engine; the others stay.
    seat = next(s for s in range(7) if s != witch and game.state.here(s))
    records = len(game.records)
    decoy = questions.of(seat)[0]
    assert questions.answer(seat, decoy.id, "c1") is decoy
    questions.drop(seat, decoy)
    assert len(questions.of(seat)) == potions - 1 and len(game.records) == records
    questions.refresh(game)  # decoys stay until the night ends
    assert len(questions.of(seat)) == potions - 1
    assert questions.answer(seat, decoy.id, "c1") == "duplicate"
    assert questions.answer(seat, decoy.id, "c2") == "stale"


def _answer(r, witch):
    if r.verb is Verb.ATTACK:
        return Choice(r.seat, r.verb, next(t for t in r.targets if t != witch))
    if r.can_skip:
        return Choice(r.seat, r.verb, None)
    target = r.targets[0] if r.count == 1 else tuple(r.targets[: r.count])
    return Choice(r.seat, r.verb, target)


def test_with_a_show_of_hands_phones_are_not_asked_to_vote():
    game = Game(deal("standard", NAMES, seed=2))
    while game.state.phase.value != "day" or not any(r.verb is Verb.VOTE for r in game.pending()):
        r = game.pending()[0]
        game.apply(_answer(r, -1))
    ballots, hands = Questions(range(len(NAMES))), Questions(range(len(NAMES)), ballots=False)
    ballots.refresh(game)
    hands.refresh(game)
    voters = {r.seat for r in game.pending() if r.verb is Verb.VOTE}
    assert voters and all(ballots.of(s)[0].verb == "vote" for s in voters)
    assert all(hands.of(s) == [] for s in voters)
