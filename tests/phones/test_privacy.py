"""Whole games with phone seats: every frame each phone received keeps the other seats' secrets.

Real server on loopback, real WebSocket clients, a real SQLite save. Each phone plays random
legal answers from its own view only. Afterwards every frame is checked against the engine's
log: no other seat's role, no host-only fact (night choices), no private answer meant for
someone else, no other seat's token; and before the end every frame has the same size.
"""

from __future__ import annotations

import asyncio
import json
import random
from pathlib import Path

import pytest

from ww_desktop.engine.messages import Audience
from ww_desktop.phones.texts import speaking
from ww_desktop.phones.view import PAD_BLOCK
from ww_desktop.texts import i18n

from .phones_helpers import Phone, running_table

VIEW_KEYS = {
    "t", "lang", "languages", "words", "seat", "name", "here", "phase", "step", "title",
    "card", "knows", "news", "players", "questions", "end", "pad",
}  # fmt: skip


LANGS = ("en", "ja", "fr")
"""Each phone reads its own language; the privacy rules hold in every one."""


async def _play_game(tmp_path: Path, preset: str, players: int, phones: int, seed: int):
    async with running_table(tmp_path, preset, players, phones, seed) as (table, server, http):
        rng = random.Random(seed)
        clients = [Phone(server, http, random.Random(rng.random())) for _ in range(phones)]
        for seat, phone in enumerate(clients):
            await phone.join(seat, LANGS[seat % len(LANGS)])
        stop = asyncio.Event()
        players_done = asyncio.gather(*(p.play(stop) for p in clients))
        await asyncio.wait_for(table.done.wait(), timeout=60)
        await asyncio.wait_for(players_done, timeout=10)
        stop.set()
        tokens = dict(server.room.tokens)
        return table, clients, tokens


@pytest.mark.parametrize(
    ("preset", "players", "phones", "seed"),
    [("standard", 8, 8, 11), ("traditional", 9, 6, 5), ("compact", 7, 7, 2)],
)
def test_no_phone_receives_another_seats_secret(tmp_path, preset, players, phones, seed):
    table, clients, tokens = asyncio.run(_play_game(tmp_path, preset, players, phones, seed))
    game = table.session.game
    assert game.ended
    names = [x.name for x in game.state.seats]
    wording = table.wording()
    every = game.state.messages
    for seat, phone in enumerate(clients):
        views = [f for f in phone.frames if f["t"] == "view"]
        assert views, "the phone never got its view"
        assert views[-1]["end"] is not None  # the reveal arrives at the end
        # Texts this seat may know (public, or private to it) vs. texts it must never see,
        # in the phone's own language.
        lang = LANGS[seat % len(LANGS)]
        assert all(f["lang"] == lang for f in views)
        with speaking(lang):
            forbidden = _forbidden(every, seat, names, wording)
        assert forbidden  # the night's choices were logged for the host: there is a secret
        own_roles = {game.state.seats[seat].dealt, game.state.seats[seat].role}
        other_tokens = [t for t, s in tokens.items() if s != seat]
        for frame, raw in zip(phone.frames, phone.raw, strict=True):
            assert len(raw.encode("utf-8")) % PAD_BLOCK == 0
            for token in other_tokens:
                assert token not in raw
            if frame["t"] != "view" or frame["end"] is not None:
                continue
            assert len(raw.encode("utf-8")) == PAD_BLOCK  # same size for every role
            assert set(frame) == VIEW_KEYS
            assert frame["seat"] == seat
            assert frame["card"]["role_id"] in own_roles
            for p in frame["players"]:
                assert set(p) == {"seat", "name", "here", "badge"}
            text = json.dumps(frame, ensure_ascii=False)
            for secret in forbidden:
                assert secret not in text, (seat, secret)


def _forbidden(every, seat, names, wording):
    """Texts of messages this seat must never see (host-only, or private to others), minus
    any text that a message it may see happens to share."""
    allowed = {
        i18n.message_text(m, names, wording)
        for m in every
        if m.audience is Audience.PUBLIC or (m.audience is Audience.PRIVATE and seat in m.to)
    }
    forbidden = (
        {
            i18n.message_text(m, names, wording)
            for m in every
            if m.audience is Audience.HOST or (m.audience is Audience.PRIVATE and seat not in m.to)
        }
        - allowed
        - {""}
    )
    return forbidden


def test_night_frames_arrive_together_and_alike(tmp_path):
    """At night every phone still here receives a frame at each change, all the same size."""
    _table, clients, _ = asyncio.run(_play_game(tmp_path, "standard", 6, 6, 4))
    counts = {len([f for f in p.frames if f["t"] == "view"]) for p in clients}
    assert len(counts) == 1  # every phone got the same number of views
    firsts = [[f["phase"] for f in p.frames if f["t"] == "view"] for p in clients]
    assert all(seq == firsts[0] for seq in firsts)


def _shape(question):
    """What a glance at a phone's question shows: the buttons and the lines, not their words."""
    return (
        tuple(t["seat"] for t in question["targets"]),
        len(question["info"]),
        tuple(bool(line) for line in question["info"]),  # no blank line on some phones only
        question["skip"] is not None,
    )


def test_every_role_sees_the_same_shape_at_each_moment(tmp_path):
    """At night, at each moment, every question on every phone has one shape (the werewolves'
    list as long as the villagers' note) and every frame one size, whatever the role."""
    table, clients, _ = asyncio.run(_play_game(tmp_path, "standard", 8, 8, 21))
    game = table.session.game
    roles = {s.role for s in game.state.seats}
    assert "werewolf" in roles and "villager" in roles
    views_of = [[r for r in p.raw if json.loads(r)["t"] == "view"] for p in clients]
    rounds = list(zip(*views_of, strict=True))  # every phone got the same number of views
    night_rounds = 0
    for moment in rounds:
        views = [json.loads(r) for r in moment]
        if views[0]["phase"] != "night" or views[0]["end"] is not None:
            continue
        assert {len(r.encode("utf-8")) for r in moment} == {PAD_BLOCK}
        shapes = {_shape(q) for v in views if v["here"] for q in v["questions"]}
        assert len(shapes) <= 1, shapes
        night_rounds += bool(shapes)
    assert night_rounds >= 2
    # A werewolf's own pack was among its buttons, marked as not to be chosen.
    wolf = next(i for i, s in enumerate(game.state.seats) if s.role == "werewolf")
    attacks = [
        q
        for f in clients[wolf].frames
        if f["t"] == "view"
        for q in f["questions"]
        if q["verb"] == "attack"
    ]
    assert attacks and any(not t["ok"] for t in attacks[0]["targets"])
