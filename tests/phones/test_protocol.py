"""The phone protocol's hardening: tokens, origins, stale and duplicate answers, limits.

Each test runs a real server on loopback and talks to it as a phone (or a stranger) would.
"""

from __future__ import annotations

import asyncio
import json
import uuid

import aiohttp
import pytest

from ww_desktop.phones.server import MAX_MESSAGE
from ww_desktop.phones.texts import PAGE, speaking, tr
from ww_desktop.texts.placeholders import fill

from .phones_helpers import Phone, running_table


def run(coro):
    return asyncio.run(coro)


async def _quiet(phone: Phone, seconds: float = 0.3) -> list[dict]:
    """Frames that arrive within `seconds` (an empty list: the server said nothing)."""
    got = []
    try:
        while True:
            frame = await phone.receive(timeout=seconds)
            if frame is None:
                break
            got.append(frame)
    except TimeoutError:
        pass
    return got


def test_missing_wrong_and_guessed_tokens_get_nothing(tmp_path):
    async def body():
        async with running_table(tmp_path, "standard", 6, 2, 1) as (_table, server, http):
            owner = Phone(server, http, None)
            await owner.join(0)
            stranger = Phone(server, http, None)
            await stranger.connect()
            await stranger.send({"t": "hello"})
            assert (await stranger.until("error"))["code"] == "bad_token"
            await stranger.send({"t": "hello", "token": owner.token[:-1] + "x"})
            assert (await stranger.until("error"))["code"] == "bad_token"
            # An answer without a seat, even naming the owner's seat, does nothing.
            await stranger.send({"t": "act", "cid": "1", "q": "x", "seat": 0, "target": 1})
            assert (await stranger.until("error"))["code"] == "bad_token"
            for _ in range(12):  # guessing tokens is rate-limited, then cut off
                await stranger.send({"t": "hello", "token": uuid.uuid4().hex})
            codes = [f.get("code") for f in await _quiet(stranger)]
            assert "too_many" in codes
            assert stranger.ws.closed or (await stranger.receive()) is None
            assert not any(f["t"] == "view" for f in stranger.frames)

    run(body())


def test_wrong_origin_is_refused(tmp_path):
    async def body():
        async with running_table(tmp_path, "standard", 6, 2, 1) as (_table, server, http):
            phone = Phone(server, http, None)
            with pytest.raises(aiohttp.WSServerHandshakeError) as info:
                await phone.connect(origin="http://evil.example")
            assert info.value.status == 403

    run(body())


def test_the_same_phone_reconnecting_resumes_its_seat_and_replaces_its_old_connection(tmp_path):
    """A reload, or a phone whose old connection is not yet known to be dead: the same device
    (its kept device id) with its token is back on its seat at once."""

    async def body():
        async with running_table(tmp_path, "standard", 6, 1, 3) as (_table, server, http):
            first = Phone(server, http, None)
            await first.join(0)
            view = await first.until("view")
            second = Phone(server, http, None, device=first.device)
            await second.connect()
            await second.send({"t": "hello", "token": first.token})
            await second.until("welcome")
            again = await second.until("view")
            assert again["seat"] == view["seat"] == 0
            assert again["card"] == view["card"]
            assert second.frames[0].get("token") is None  # the token is never re-sent
            assert (await first.until("error"))["code"] == "replaced"

    run(body())


def test_duplicate_and_stale_answers_are_ignored(tmp_path):
    async def body():
        async with running_table(tmp_path, "standard", 6, 6, 7) as (table, server, http):
            phones = [Phone(server, http, None) for _ in range(6)]
            for seat, phone in enumerate(phones):
                await phone.join(seat)
            game = table.session.game
            first = phones[0]
            view = await first.until("view")
            while not view["questions"]:
                view = await first.until("view")
            q = view["questions"][0]
            ok = [t["seat"] for t in q["targets"] if t["ok"]]
            target = None if q["skip_ok"] else ok[: q["count"]]
            if isinstance(target, list) and q["count"] == 1:
                target = target[0]
            act = {"t": "act", "cid": "cmd-1", "q": q["id"], "target": target}
            await first.send(act)
            assert (await first.until("ack"))["ok"] is True
            records = len(game.records)
            await first.send(act)  # the same command again
            ack = await first.until("ack")
            assert (ack["ok"], ack["why"]) == (False, "duplicate")
            await first.send({**act, "cid": "cmd-2"})  # the question is closed now
            ack = await first.until("ack")
            assert (ack["ok"], ack["why"]) == (False, "stale")
            assert len(game.records) == records
            # Another seat's question id, sent from this phone, is not theirs to answer.
            other = await phones[1].until("view")
            if other["questions"]:
                q2 = other["questions"][0]
                await first.send({"t": "act", "cid": "cmd-3", "q": q2["id"], "seat": 1})
                assert (await first.until("ack"))["why"] == "stale"
                assert len(game.records) == records
            assert all(c.seat != 1 for c in game.choices)  # phone 1 never answered

    run(body())


def test_oversized_and_malformed_messages(tmp_path):
    async def body():
        async with running_table(tmp_path, "standard", 6, 1, 1) as (_table, server, http):
            phone = Phone(server, http, None)
            await phone.connect()
            await phone.ws.send_str("not json")
            assert (await phone.until("error"))["code"] == "bad_message"
            await phone.ws.send_str(json.dumps({"t": "seats", "room": "x" * MAX_MESSAGE}))
            assert await _quiet(phone, 1.0) == [] or phone.ws.closed
            assert phone.ws.closed

    run(body())


def test_the_room_admits_no_new_seat_once_started(tmp_path):
    async def body():
        async with running_table(tmp_path, "standard", 6, 2, 1) as (_table, server, http):
            a, b = Phone(server, http, None), Phone(server, http, None)
            await a.join(0)
            await b.connect()
            await b.send({"t": "join", "room": "WRONG1", "seat": 1})
            assert (await b.until("error"))["code"] == "no_room"
            await b.send({"t": "join", "room": server.room.code, "seat": 0})
            assert (await b.until("error"))["code"] == "seat_taken"
            server.close_room()
            await b.send({"t": "seats", "room": server.room.code})
            assert (await b.until("error"))["code"] == "room_closed"
            await b.send({"t": "join", "room": server.room.code, "seat": 1})
            assert (await b.until("error"))["code"] == "room_closed"

    run(body())


def test_freeing_a_seat_disconnects_its_phone_and_forgets_the_token(tmp_path):
    async def body():
        table = running_table(tmp_path, "standard", 6, 2, 1, auto_start=False)
        async with table as (_table, server, http):
            a = Phone(server, http, None)
            await a.join(0)
            server.free(0)
            assert (await a.until("error"))["code"] == "seat_freed"
            b = Phone(server, http, None)
            await b.connect()
            await b.send({"t": "hello", "token": a.token})
            assert (await b.until("error"))["code"] == "bad_token"
            await b.send({"t": "join", "room": server.room.code, "seat": 0})
            await b.until("welcome")
            assert b.token != a.token

    run(body())


def test_a_refused_answer_says_why_in_the_phones_language(tmp_path):
    """The rules' check runs on the server against the question; the reason reaches the phone
    in its own language (never the engine's English) and nothing changes."""

    async def body():
        async with running_table(tmp_path, "standard", 6, 6, 3) as (table, server, http):
            phones = [Phone(server, http, None) for _ in range(6)]
            for seat, phone in enumerate(phones):
                await phone.join(seat, "ja" if seat == 0 else "en")
            game = table.session.game
            first = phones[0]
            view = await first.until("view")
            while not view["questions"]:
                view = await first.until("view")
            q = view["questions"][0]
            records = len(game.records)
            mine = next(t for t in q["targets"] if t["seat"] == 0)
            assert mine["ok"] is False  # at night one's own button is there, not to be chosen
            await first.send({"t": "act", "cid": "c1", "q": q["id"], "target": 0})
            ack = await first.until("ack")
            assert ack["ok"] is False
            with speaking("ja"):
                assert ack["why"] == fill(tr(PAGE["cannot_choose"]), "P0")
            assert "P0" in ack["why"] and "cannot" not in ack["why"]
            await first.send({"t": "act", "cid": "c2", "q": q["id"], "target": [1, 1]})
            ack = await first.until("ack")
            with speaking("ja"):
                assert ack["why"] == tr(PAGE["pick_one"])
            assert len(game.records) == records
            # The same question still takes a good answer afterwards.
            good = next(t["seat"] for t in q["targets"] if t["ok"])
            await first.send({"t": "act", "cid": "c3", "q": q["id"], "target": good})
            assert (await first.until("ack"))["ok"] is True

    run(body())
