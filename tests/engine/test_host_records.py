"""Host records (`engine/host.py`): the table's moments in the log never change the game,
undo groups them as the host made them, and they survive the store, the export and a resume."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from ww_desktop.engine.bots import bot_rng, random_choice
from ww_desktop.engine.game import Game, Lot, record_from_json
from ww_desktop.engine.host import HostRecord, Moment, table_moments
from ww_desktop.engine.requests import Choice, IllegalChoice, Verb
from ww_desktop.engine.setup import Setup, deal
from ww_desktop.engine.state import Phase
from ww_desktop.game_files import export_json, replay_check
from ww_desktop.session import Session
from ww_desktop.simulate import player_names, table_roles
from ww_desktop.store import GameImportError, Store
from ww_desktop.store.export import check_record, import_game

EXAMPLES = [
    HostRecord(Moment.LAST_WORDS),
    HostRecord(Moment.NIGHTFALL),
    HostRecord(Moment.CLAIM, 2, role="seer"),
    HostRecord(Moment.CLAIM, 2, role=None),
    HostRecord(Moment.REPORT, 2, target=0, werewolf=True),
    HostRecord(Moment.CLEAR_CLAIMS, 2),
    HostRecord(Moment.END_CONFIRMED),
]


def _setup(seed: int, preset: str = "standard", players: int = 9) -> Setup:
    return deal(preset, player_names(players), table_roles(preset, players), {}, seed)


def _bot_step(game: Game, seed: int) -> None:
    """One bot answer, keyed on the rules' records only (host records left out)."""
    plain = sum(1 for r in game.records if not isinstance(r, HostRecord))
    rng = bot_rng(seed, plain)
    pending = game.pending()
    request = pending[rng.randrange(len(pending))]
    game.apply(random_choice(game, request, rng))


def _to_last_words(seed: int) -> Game:
    """A basic game played by bots until a ballot sends the table to the night; the last
    words are recorded with it."""
    game = Game(_setup(seed, "basic", 8))
    while not game.ended:
        pending = game.pending()
        if pending and all(r.verb in (Verb.VOTE, Verb.RUNOFF) for r in pending):
            rng = bot_rng(seed, len(game.records))
            game.apply_batch([random_choice(game, r, rng) for r in pending])
            if game.state.phase is Phase.NIGHT and not game.ended:
                game.apply_host(HostRecord(Moment.LAST_WORDS))
                return game
            continue
        _bot_step(game, seed)
    pytest.skip("no vote sent the table to the night")


@pytest.mark.parametrize("record", EXAMPLES, ids=lambda r: f"{r.moment.value}")
def test_the_json_form_reads_back(record: HostRecord) -> None:
    data = json.loads(json.dumps(record.to_json()))
    assert data["kind"] == "host" and data["moment"] == record.moment.value
    assert record_from_json(data) == record
    check_record(data)  # the export accepts it


@pytest.mark.parametrize(
    "data",
    [
        {"kind": "host", "moment": "shout"},
        {"kind": "host", "moment": "claim", "seat": 1},
        {"kind": "host", "moment": "claim", "seat": -1, "role": "seer"},
        {"kind": "host", "moment": "claim", "seat": 1, "role": 3},
        {"kind": "host", "moment": "report", "seat": 1, "target": 2, "werewolf": "yes"},
        {"kind": "host", "moment": "nightfall", "seat": 1},
        {"kind": "host", "moment": "clear_claims", "seat": True},
    ],
)
def test_a_malformed_host_record_is_refused(data: dict[str, object]) -> None:
    with pytest.raises(ValueError):
        record_from_json(data)
    with pytest.raises(GameImportError):
        check_record(data)


@pytest.mark.parametrize("seed", [2, 10, 11])  # seeds with a draw after the first day
def test_host_records_never_change_the_game(seed: int) -> None:
    """Claims made all game long: the same choices, the same lots, the same end as the
    game without them; the log replays to itself."""
    plain = Game(_setup(seed))
    claimed = Game(_setup(seed))
    day = -1
    while not plain.ended:
        _bot_step(plain, seed)
        _bot_step(claimed, seed)
        s = claimed.state
        if s.phase is Phase.DAY and s.day_no != day:  # a claim and a report every morning
            day = s.day_no
            seat = next(i for i, x in enumerate(s.seats) if x.here)
            claimed.apply_host(HostRecord(Moment.CLAIM, seat, role="seer"))
            claimed.apply_host(HostRecord(Moment.REPORT, seat, target=0, werewolf=day % 2 == 0))
    assert claimed.ended
    rules = [r for r in claimed.records if not isinstance(r, HostRecord)]
    assert rules == plain.records
    first = next(i for i, r in enumerate(claimed.records) if isinstance(r, HostRecord))
    assert any(isinstance(r, Lot) for r in claimed.records[first:])  # drawn after claims
    assert claimed.state.winner == plain.state.winner
    replayed = Game.replay(claimed.setup, claimed.records)
    assert replayed.records == claimed.records
    assert table_moments(replayed.records).claims == table_moments(claimed.records).claims


def test_undo_takes_back_the_ballot_with_its_last_words() -> None:
    game = _to_last_words(5)
    ballot_start = game.last_action_start()
    assert ballot_start is not None
    ballot = [r for r in game.records[ballot_start:] if isinstance(r, Choice)]
    assert ballot and all(c.verb in (Verb.VOTE, Verb.RUNOFF) for c in ballot)
    assert table_moments(game.records).last_words
    # The move to the night is an action of its own; so is a claim.
    game.apply_host(HostRecord(Moment.NIGHTFALL))
    assert not table_moments(game.records).last_words
    assert game.undo_action() == [HostRecord(Moment.NIGHTFALL)]
    assert table_moments(game.records).last_words
    game.apply_host(HostRecord(Moment.CLAIM, 0, role="seer"))
    assert game.undo_action() == [HostRecord(Moment.CLAIM, 0, role="seer")]
    undone = game.undo_action()
    assert undone == [*ballot, HostRecord(Moment.LAST_WORDS)]
    assert game.state.phase is Phase.DAY
    assert {(r.seat, r.verb) for r in game.pending()} == {(c.seat, c.verb) for c in ballot}
    assert not table_moments(game.records).last_words


def test_the_night_going_on_leaves_the_last_words_behind() -> None:
    """A log continued without the host's nightfall (bots, the command line): a choice
    after the last words ends them."""
    game = _to_last_words(5)
    _bot_step(game, 5)
    assert not table_moments(game.records).last_words


def test_host_records_that_do_not_fit_are_refused() -> None:
    game = Game(_setup(4))
    before = list(game.records)
    for record, words in [
        (HostRecord(Moment.LAST_WORDS), "right after a vote"),
        (HostRecord(Moment.NIGHTFALL), "after last words"),
        (HostRecord(Moment.END_CONFIRMED), "once the game is decided"),
        (HostRecord(Moment.CLAIM, 99, role="seer"), "no seat 99"),
        (HostRecord(Moment.REPORT, 0, target=99, werewolf=True), "no seat 99"),
        (HostRecord(Moment.CLAIM, 0, role="dragon"), "no role"),
    ]:
        with pytest.raises(IllegalChoice, match=words):
            game.apply_host(record)
    assert game.records == before
    while not game.ended:
        _bot_step(game, 4)
    game.apply_host(HostRecord(Moment.END_CONFIRMED))
    with pytest.raises(IllegalChoice, match="over"):
        game.apply_host(HostRecord(Moment.CLAIM, 0, role="seer"))


def test_the_store_the_export_and_a_resume_keep_them(tmp_path: Path) -> None:
    store = Store.open(tmp_path / "games.sqlite3")
    session = Session.new(store, _setup(6, "basic", 8))
    game = session.game
    session.apply_action([HostRecord(Moment.CLAIM, 1, role="seer")])
    while not game.ended:
        pending = game.pending()
        rng = bot_rng(6, len(game.records))
        session.apply(random_choice(game, pending[rng.randrange(len(pending))], rng))
    session.apply_action([HostRecord(Moment.END_CONFIRMED)])
    session.finish()
    assert session.undo() is None  # a confirmed end is final
    resumed = Session.resume(store, session.game_id)
    assert resumed.game.records == game.records
    assert table_moments(resumed.game.records).confirmed
    data = json.loads(export_json(store, store.load(session.game_id)))
    assert {"choice", "host"} <= {r["kind"] for r in data["records"]}
    other = Store.open(tmp_path / "other.sqlite3")
    new_id = import_game(other, data, replay_check)
    again = Session.resume(other, new_id)
    assert again.game.records == game.records
    assert other.load(new_id).status == "finished"
    store.close()
    other.close()
