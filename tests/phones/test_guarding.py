"""What a stranger on the same Wi-Fi meets: lockouts, a seat that does not move without the
host, and the same security headers on every answer, errors and refused upgrades included.

A real server on loopback, real WebSocket and HTTP clients; the server's clock is a fake one the
tests move on by hand (no waiting).
"""

from __future__ import annotations

import asyncio
import hmac
import uuid

import aiohttp
import pytest

from ww_desktop.phones.keep import digest
from ww_desktop.phones.server import GUESS_LIMIT, LOCK_TIME, MOVE_GRACE

from .phones_helpers import FakeClock, Phone, running_table

HEADERS = ("Cache-Control", "X-Content-Type-Options", "Referrer-Policy", "X-Frame-Options")


def run(coro):
    return asyncio.run(coro)


async def _code(phone: Phone, message: dict) -> str:
    """Send `message`; the code of the error (or the kind of frame) that answers it."""
    await phone.send(message)
    while True:
        frame = await phone.receive()
        assert frame is not None, "closed without an answer"
        if frame["t"] in ("error", "welcome", "seats", "waiting"):
            return str(frame.get("code", frame["t"]))


async def _fresh(server, http) -> Phone:
    phone = Phone(server, http, None)
    await phone.connect()
    return phone


def test_a_lockout_holds_across_connections_and_refuses_even_the_right_token(tmp_path):
    async def body():
        table = running_table(tmp_path, "standard", 6, 2, 1, auto_start=False)
        async with table as (_table, server, http):
            clock = FakeClock()
            server.clock = clock
            owner = Phone(server, http, None)
            await owner.join(0)
            await owner.ws.close()
            guesser = await _fresh(server, http)
            codes = [
                await _code(guesser, {"t": "hello", "token": uuid.uuid4().hex})
                for _ in range(GUESS_LIMIT)
            ]
            assert codes[:-1] == ["bad_token"] * (GUESS_LIMIT - 1) and codes[-1] == "too_many"
            assert await guesser.receive() is None  # closed
            # A new connection from the same address: the right token is refused too.
            again = await _fresh(server, http)
            assert await _code(again, {"t": "hello", "token": owner.token}) == "too_many"
            again = await _fresh(server, http)
            assert await _code(again, {"t": "seats", "room": server.room.code}) == "too_many"
            # Once the lockout is over, the right token works again.
            clock.now += LOCK_TIME + 1
            back = Phone(server, http, None, device=owner.device)
            await back.connect()
            assert await _code(back, {"t": "hello", "token": owner.token}) == "welcome"

    run(body())


def test_room_codes_and_tokens_count_together_and_a_locked_address_learns_nothing(tmp_path):
    """Wrong codes and wrong tokens add up; while locked, the right room code of a started
    game answers exactly as a wrong one does (no `room_closed` oracle)."""

    async def body():
        async with running_table(tmp_path, "standard", 6, 1, 1) as (_table, server, http):
            server.clock = FakeClock()
            owner = Phone(server, http, None)
            await owner.join(0)
            assert not server.room.open
            guesser = await _fresh(server, http)
            for i in range(GUESS_LIMIT - 1):
                kind = "seats" if i % 2 else "hello"
                message = {"t": kind, "room": f"WRONG{i}", "token": f"bad-{i}"}
                assert await _code(guesser, message) in ("no_room", "bad_token")
            guesser = await _fresh(server, http)  # the count follows the address
            assert await _code(guesser, {"t": "join", "room": "NOPE42", "seat": 0}) == "too_many"
            for room in (server.room.code, "NOPE42"):
                phone = await _fresh(server, http)
                assert await _code(phone, {"t": "seats", "room": room}) == "too_many"

    run(body())


def test_a_token_from_another_device_waits_for_the_host(tmp_path):
    async def body():
        table = running_table(tmp_path, "standard", 6, 2, 1, auto_start=False)
        async with table as (_table, server, http):
            server.clock = clock = FakeClock()
            asked: list[int] = []
            server.on_move = asked.append
            owner = Phone(server, http, None)
            await owner.join(0)
            await owner.until("view")
            # A copied token on another device: the host is asked, the owner keeps the seat.
            thief = await _fresh(server, http)
            assert await _code(thief, {"t": "hello", "token": owner.token}) == "waiting"
            assert asked == [0] and server.moving(0)
            assert [c.seat for c in server._conns if c.seat is not None] == [0]
            server.refuse_move(0)
            assert await _code(thief, {"t": "ping"}) == "refused"
            assert await thief.receive() is None
            assert server.connected(0) and not server.moving(0)
            # The player's new phone, allowed by the host: the old one is told.
            new = await _fresh(server, http)
            assert await _code(new, {"t": "hello", "token": owner.token}) == "waiting"
            assert server.allow_move(0)
            assert (await new.until("view"))["seat"] == 0
            assert (await owner.until("error"))["code"] == "replaced"
            # The seat's phone just went away: another device still needs the host...
            await new.ws.close()
            await asyncio.wait_for(_until(lambda: not server.connected(0)), 5)
            other = await _fresh(server, http)
            assert await _code(other, {"t": "hello", "token": owner.token}) == "waiting"
            await other.ws.close()
            # ...but once it has been gone for MOVE_GRACE seconds, the token alone moves it.
            clock.now += MOVE_GRACE + 1
            late = await _fresh(server, http)
            assert await _code(late, {"t": "hello", "token": owner.token}) == "welcome"
            assert asked == [0, 0, 0]

    run(body())


async def _until(condition) -> None:
    while not condition():
        await asyncio.sleep(0.01)


async def _get(http, url, host=None, method="GET", **kw):
    headers = dict(kw.pop("headers", {}))
    if host is not None:
        headers["Host"] = host
    async with http.request(method, url, headers=headers, **kw) as response:
        await response.read()
        return response


@pytest.mark.parametrize(
    ("method", "path", "status"),
    [("GET", "/", 200), ("GET", "/nowhere", 404), ("POST", "/", 405), ("GET", "/ws", 403)],
)
def test_every_response_carries_the_security_headers(tmp_path, method, path, status):
    async def body():
        async with running_table(tmp_path, "standard", 6, 1, 1) as (_table, server, http):
            url = f"http://127.0.0.1:{server.port}"
            response = await _get(http, url + path, method=method)
            assert response.status == status
            for name in HEADERS:
                assert response.headers.get(name), (name, dict(response.headers))
            csp = response.headers["Content-Security-Policy"]
            assert f"ws://127.0.0.1:{server.port}" in csp and "frame-ancestors 'none'" in csp

    run(body())


def test_only_the_servers_own_names_are_served_and_the_csp_comes_from_the_server(tmp_path):
    async def body():
        async with running_table(tmp_path, "standard", 6, 1, 1) as (_table, server, http):
            url = f"http://127.0.0.1:{server.port}"
            mine = f"ws://127.0.0.1:{server.port}"
            for forged in ("x; script-src *", "evil.example", f"evil.example:{server.port}"):
                response = await _get(http, url + "/", host=forged)
                assert response.status == 421
                csp = response.headers["Content-Security-Policy"]
                assert "script-src *" not in csp and "evil" not in csp and mine in csp
                assert response.headers["X-Frame-Options"] == "DENY"
            ok = await _get(http, url + "/", host=f"localhost:{server.port}")
            assert ok.status == 200
            # DNS rebinding: a forged Host with the matching Origin gets no WebSocket.
            evil = f"evil.example:{server.port}"
            with pytest.raises(aiohttp.WSServerHandshakeError) as info:
                await http.ws_connect(
                    url + "/ws", headers={"Host": evil, "Origin": f"http://{evil}"}
                )
            assert info.value.status == 421
            # An accepted Host with another accepted name as Origin: refused too (403).
            with pytest.raises(aiohttp.WSServerHandshakeError) as info:
                await http.ws_connect(
                    url + "/ws", headers={"Origin": f"http://localhost:{server.port}"}
                )
            assert info.value.status == 403

    run(body())


async def _raw(port: int, request: bytes) -> tuple[int, dict[str, str]]:
    """Send bytes as they are (no client fixes them up); the answer's status and headers."""
    reader, writer = await asyncio.open_connection("127.0.0.1", port)
    try:
        writer.write(request)
        await writer.drain()
        head = await asyncio.wait_for(reader.readuntil(b"\r\n\r\n"), 10)
    finally:
        writer.close()
    lines = head.decode("latin-1").split("\r\n")
    headers = dict(line.split(": ", 1) for line in lines[1:] if ": " in line)
    return int(lines[0].split()[1]), headers


@pytest.mark.parametrize(
    "request_",
    [
        b"GARBAGE\r\n\r\n",
        b"GET / HTTP/1.1\r\n\r\n",  # no Host
        b"GET /" + b"a" * 9000 + b" HTTP/1.1\r\nHost: x\r\n\r\n",  # a line too long
        b"GET / HTTP/1.1\r\nHost: x\r\nContent-Length: many\r\n\r\n",
    ],
    ids=["not-http", "no-host", "line-too-long", "bad-header"],
)
def test_a_request_the_server_cannot_read_gets_the_headers_too(tmp_path, caplog, request_):
    """aiohttp answers these 400 before any of the server's own code runs; a stranger's junk
    puts no traceback on the host's console."""

    async def body():
        async with running_table(tmp_path, "standard", 6, 1, 1) as (_table, server, _http):
            status, headers = await _raw(server.port, request_)
            assert status == 400
            for name in HEADERS:
                assert headers.get(name), (name, headers)
            csp = headers["Content-Security-Policy"]
            assert f"ws://127.0.0.1:{server.port}" in csp and "frame-ancestors 'none'" in csp

    run(body())
    assert not [r for r in caplog.records if r.exc_info], caplog.text


def test_codes_tokens_and_question_ids_are_compared_in_constant_time(tmp_path, monkeypatch):
    """Every secret a phone sends is compared with hmac.compare_digest, and a token's digest
    with every kept digest (no early stop at the one that matches: the time says nothing)."""
    compared: list[tuple[bytes, bytes]] = []
    real = hmac.compare_digest

    def spy(a, b):
        compared.append((a, b))
        return real(a, b)

    monkeypatch.setattr(hmac, "compare_digest", spy)

    async def body():
        async with running_table(tmp_path, "standard", 6, 3, 1) as (_table, server, http):
            phones = [Phone(server, http, None) for _ in range(3)]
            for seat, phone in enumerate(phones):
                await phone.join(seat)
            kept = {known.encode() for known in server.room.digests}
            assert len(kept) == 3
            for token in (phones[0].token, "not-a-token"):
                compared.clear()
                await _code(await _fresh(server, http), {"t": "hello", "token": token})
                mine = digest(token).encode()
                assert {a for a, b in compared if b == mine} == kept
            compared.clear()
            await _code(await _fresh(server, http), {"t": "seats", "room": "GUESS2"})
            assert (b"GUESS2", server.room.code.encode()) in compared
            compared.clear()
            await phones[1].send({"t": "act", "cid": "c1", "q": "guessed-id", "target": None})
            assert (await phones[1].until("ack"))["why"] == "stale"
            asked = {q.id.encode() for q in server.questions.of(1)}
            assert asked and {a for a, b in compared if b == b"guessed-id"} == asked

    run(body())
