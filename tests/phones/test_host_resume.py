"""`ww-desktop host --resume ID`: a table killed mid-game continues with the phones' kept
seats, and after a restart phones still see the reveal of a game that had ended.

The host command runs as a real process on a real data folder; it is killed with SIGKILL (no
clean-up) and started again with `--resume`. The phones are real WebSocket clients that keep
their tokens, as the page keeps them in localStorage.
"""

from __future__ import annotations

import asyncio
import contextlib
import json
import random
import signal
import socket
import subprocess
import sys
import uuid
from pathlib import Path
from typing import Any, ClassVar

import aiohttp


def _free_port() -> int:
    with socket.socket() as s:
        s.bind(("127.0.0.1", 0))
        return int(s.getsockname()[1])


class _Host:
    """One run of `ww-desktop host`; `lines()` reads what it prints."""

    started: ClassVar[list[subprocess.Popen[str]]] = []

    def __init__(self, data: Path, *args: str) -> None:
        self.proc = subprocess.Popen(
            [sys.executable, "-m", "ww_desktop", "--data-dir", str(data), "host", *args,
             "--linger", "60"],
            stdout=subprocess.PIPE,
            text=True,
        )  # fmt: skip
        _Host.started.append(self.proc)

    async def line(self) -> str:
        assert self.proc.stdout is not None
        text = await asyncio.wait_for(asyncio.to_thread(self.proc.stdout.readline), 60)
        assert text, "the host command ended"
        return text.strip()

    async def until(self, start: str) -> str:
        while not (text := await self.line()).startswith(start):
            pass
        return text

    def kill(self, sig: int = signal.SIGKILL) -> int:
        self.proc.send_signal(sig)
        code = self.proc.wait(timeout=30)
        if self.proc.stdout is not None:
            self.proc.stdout.close()
        return code


class _Phone:
    """A phone page: its token and device id (kept), one connection at a time."""

    def __init__(self, seat: int) -> None:
        self.seat = seat
        self.token = ""
        self.device = uuid.uuid4().hex
        self.rng = random.Random(seat)

    async def open(self, http: aiohttp.ClientSession, link: str, first: dict) -> Any:
        base = link.split("/?")[0]
        ws = await http.ws_connect(f"{base}/ws", headers={"Origin": base})
        await ws.send_str(json.dumps({**first, "device": self.device}))
        return ws

    async def next_view(self, ws) -> dict:
        while True:
            msg = await ws.receive(timeout=30)
            assert msg.type is aiohttp.WSMsgType.TEXT, msg
            frame = json.loads(msg.data)
            if frame["t"] == "welcome" and frame.get("token"):
                self.token = frame["token"]
            assert frame["t"] != "error", frame
            if frame["t"] == "view":
                return dict(frame)

    async def play_to_the_end(self, ws, view: dict) -> dict:
        """Answer whatever this seat is asked (from `view` on) until the reveal arrives."""
        answered: set[str] = set()
        while True:
            if view["end"] is not None:
                return view
            for q in view["questions"]:
                if q["id"] in answered:
                    continue
                answered.add(q["id"])
                ok = [t["seat"] for t in q["targets"] if t["ok"]]
                if q["skip_ok"] and (len(ok) < q["count"] or self.rng.random() < 0.2):
                    target: Any = None
                elif q["count"] == 1:
                    target = self.rng.choice(ok)
                else:
                    target = sorted(self.rng.sample(ok, q["count"]))
                act = {"t": "act", "cid": uuid.uuid4().hex, "q": q["id"], "target": target}
                await ws.send_str(json.dumps(act))
            view = await self.next_view(ws)


def _game_id(data: Path) -> str:
    out = subprocess.run(
        [sys.executable, "-m", "ww_desktop", "--data-dir", str(data), "games", "--json"],
        capture_output=True, text=True, check=True,
    ).stdout  # fmt: skip
    (game,) = json.loads(out)
    return str(game["id"])


def test_a_killed_host_resumes_with_the_phones_seats_and_shows_the_reveal_after(tmp_path):
    port = str(_free_port())
    new = ("--preset", "standard", "--players", "6", "--phones", "2", "--seed", "5")
    phones = [_Phone(0), _Phone(1)]

    async def body() -> None:
        async with aiohttp.ClientSession() as http:
            host = _Host(tmp_path, *new, "--port", port)
            link = await host.line()
            room = link.split("room=")[1]
            cards = []
            for phone in phones:
                ws = await phone.open(http, link, {"t": "join", "room": room, "seat": phone.seat})
                cards.append((await phone.next_view(ws))["card"]["role_id"])
            await host.until("started")
            assert host.kill() == -signal.SIGKILL
            kept = list((tmp_path / "phone-seats").glob("*.json"))
            assert len(kept) == 1
            game_id = _game_id(tmp_path)

            # Restarted: the same link; each phone is back on its own seat with its token.
            host = _Host(tmp_path, "--resume", game_id, "--port", port)
            assert await host.line() == link
            assert await host.line() == "started"
            playing = []
            for phone, card in zip(phones, cards, strict=True):
                ws = await phone.open(http, link, {"t": "hello", "token": phone.token})
                view = await phone.next_view(ws)
                assert (view["seat"], view["card"]["role_id"]) == (phone.seat, card)
                playing.append((phone, ws, view))
            # A copy of a token on another device: nobody at the keyboard, so it is refused
            # while the seat's phone is here (and the command says so).
            copy = _Phone(0)
            thief = await copy.open(http, link, {"t": "hello", "token": phones[0].token})
            kinds = [json.loads((await thief.receive(timeout=30)).data) for _ in range(2)]
            assert [(k["t"], k.get("code")) for k in kinds] == [
                ("waiting", None),
                ("error", "refused"),
            ]
            assert (
                await host.until("refused: seat 1")
                == "refused: seat 1 (Player 1) asked from another device"
            )
            await thief.close()
            ends = await asyncio.gather(*(p.play_to_the_end(ws, v) for p, ws, v in playing))
            winner = (await host.until("over: ")).removeprefix("over: ")
            assert all(end["end"]["winner"] for end in ends) and winner
            host.kill()  # during the linger: the kept seats stay
            for _phone, ws, _view in playing:
                with contextlib.suppress(Exception):
                    await ws.close()

            # Restarted after the end: the phones still see the reveal.
            host = _Host(tmp_path, "--resume", game_id, "--port", port)
            assert await host.line() == link
            for phone, end in zip(phones, ends, strict=True):
                ws = await phone.open(http, link, {"t": "hello", "token": phone.token})
                view = await phone.next_view(ws)
                assert view["end"] == end["end"] and view["seat"] == phone.seat
                await ws.close()
            assert host.kill(signal.SIGTERM) == 0  # stopped after the end: a normal exit
            assert not list((tmp_path / "phone-seats").glob("*.json"))  # then it goes

    try:
        asyncio.run(asyncio.wait_for(body(), 240))
    finally:  # a failed test leaves no host running
        for proc in _Host.started:
            if proc.poll() is None:
                proc.kill()
                proc.wait(timeout=30)
            if proc.stdout is not None:
                proc.stdout.close()


def test_resume_refuses_a_game_it_did_not_host_in_one_sentence(tmp_path, capsys):
    from ww_desktop.cli import main
    from ww_desktop.engine.setup import deal
    from ww_desktop.session import Session
    from ww_desktop.store import Store, default_store_path

    with Store.open(default_store_path(tmp_path)) as store:  # a game the app started
        game_id = Session.new(store, deal("standard", list("ABCDEF"), seed=1)).game_id
    code = main(["--data-dir", str(tmp_path), "host", "--resume", game_id])
    err = capsys.readouterr().err
    assert (
        code == 2 and err == f"ww-desktop host: game {game_id} was not started by ww-desktop host\n"
    )
