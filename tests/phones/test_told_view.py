"""One view of the table: the TV and a phone show the same news, and only what the voice told.

A real game (real SQLite save) with one phone seat (a real WebSocket client on the app's phone
server) and the narration on (the real narrator on a simulated table clock, with a silent
voice paced as if it spoke). The host answers the other seats through the controller; the
phone answers its own questions. At every position the voice has told, the phone's news is the
table view's news and the TV's news lines are among them; while the voice still reads the
night, the phone, like the TV, shows the night, not the morning the game already holds.
"""

from __future__ import annotations

import asyncio
import json
from collections.abc import Callable
from typing import Any

import aiohttp
import pytest
from PySide6.QtCore import QSettings
from pytestqt.exceptions import TimeoutError as QtTimeout
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.phones.qt_hub import PhoneHub, release_loop
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup
from ww_desktop.narration.clock import VirtualClock
from ww_desktop.narration.narrator import Narrator
from ww_desktop.narration.paced import ClockedSilentVoice
from ww_desktop.store import Store
from ww_desktop.texts import i18n

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay")
ROLES = ("werewolf", "seer", "witch", "villager", "werewolf", "villager")
PHONE = 3  # Dan, a villager, plays on his phone
WAIT = 10_000  # ms: generous, the machine is busy


class PhoneClient:
    """A phone on the app's server: joins seat PHONE, keeps its views, votes for Ann, and
    passes on every other question (a note)."""

    def __init__(self, port: int, code: str) -> None:
        self.url = f"http://127.0.0.1:{port}"
        self.code = code
        self.views: list[dict[str, Any]] = []
        self.answered: set[str] = set()
        self.stop = asyncio.Event()

    @property
    def view(self) -> dict[str, Any]:
        return self.views[-1] if self.views else {}

    async def run(self) -> None:
        async with aiohttp.ClientSession() as http:
            ws = await http.ws_connect(f"{self.url}/ws", headers={"Origin": self.url})
            join = {"t": "join", "room": self.code, "seat": PHONE, "device": "d" * 16}
            await ws.send_str(json.dumps(join))
            while not self.stop.is_set():
                try:
                    msg = await ws.receive(timeout=0.2)
                except TimeoutError:
                    continue
                if msg.type is not aiohttp.WSMsgType.TEXT:
                    break
                frame = json.loads(msg.data)
                if frame["t"] != "view":
                    continue
                self.views.append(frame)
                for q in frame["questions"]:
                    if q["id"] in self.answered:
                        continue
                    self.answered.add(q["id"])
                    target = 0 if q["verb"] in ("vote", "runoff") else None
                    act = {"t": "act", "cid": q["id"], "q": q["id"], "target": target}
                    await ws.send_str(json.dumps(act))
            await ws.close()


@pytest.fixture
def table(qtbot: QtBot, tmp_path: Any) -> Any:
    store = Store.open(tmp_path / "games.sqlite")
    settings = QSettings(str(tmp_path / "settings.ini"), QSettings.Format.IniFormat)
    controller = GameController(store)
    hub = PhoneHub(controller, settings)
    hub.set_address("127.0.0.1")
    tv = PublicWindow(controller)
    tv.news_ms = 10_000_000  # the morning card and the verdict stay up: the test reads them
    qtbot.addWidget(tv)
    tv.resize(1280, 720)
    tv.show()
    clock = VirtualClock(controller)
    voice = ClockedSilentVoice(clock, controller)
    narrator = Narrator(controller, voice, controller, clock=clock)
    narrator.translate = lambda _context, text: text
    yield controller, hub, tv, clock
    hub.close()
    if hub._stopping is not None:
        qtbot.waitUntil(hub._stopping.done, timeout=WAIT)
    release_loop()
    store.close()


HOST_PICKS = {Verb.ATTACK: 5, Verb.INSPECT: 0, Verb.VOTE: 0}
"""The host's answers for the seats at the laptop: the pack takes Fay, the Seer looks at Ann,
everyone votes Ann out (Ann votes Bob); the Witch and the notes pass."""


def _host_answers(controller: GameController) -> bool:
    """Enter one answer of a seat at the laptop (or the host's own); True when one was.
    Like the console, nothing while the voice has not told the table where the game is."""
    if controller.table_behind():
        return False
    for request in controller.pending():
        if request.seat == PHONE:
            continue
        if request.verb is Verb.END_DISCUSSION:
            return controller.apply(Choice(None, Verb.END_DISCUSSION, None))
        target = HOST_PICKS.get(request.verb)
        if request.verb is Verb.VOTE and request.seat == 0:
            target = 1
        if target not in request.targets:
            target = None
        return controller.apply(Choice(request.seat, request.verb, target))
    return False


def _grown(controller: GameController, length: int) -> Callable[[], bool]:
    """Whether the game's log grew past `length` (the phone's answer arrived)."""
    return lambda: controller.game is not None and len(controller.game.records) > length


def _texts(controller: GameController) -> list[str]:
    """The table view's news as sentences (what every screen may say now)."""
    view = controller.table_view()
    assert view is not None
    names = [seat.name for seat in view.public.seats]
    wording = controller.wording()
    return [t for m in view.news if (t := i18n.message_text(m, names, wording))]


def _tv_news(tv: PublicWindow) -> list[str]:
    """The news lines the TV shows now: the morning card's, or the ticker under the table."""
    if tv.current_page() == "news":
        return [line for line in tv.news_lines.text().split("\n") if line]
    if tv.current_page() == "table":
        return [line for line in tv.ticker.text().split("  ") if line]
    return []


def test_the_phone_and_the_tv_show_the_same_news_never_ahead_of_the_voice(
    qtbot: QtBot, table: Any
) -> None:
    controller, hub, tv, clock = table
    setup = Setup("classic", tuple(zip(NAMES, ROLES, strict=True)), {}, seed=7).checked()
    assert controller.start(setup)
    with qtbot.waitSignal(hub.link_changed, timeout=WAIT):
        hub.open_table({PHONE}, port=0)
    phone = PhoneClient(hub.server.port, hub.server.room.code)
    with qtbot.waitSignal(hub.join_requested, timeout=WAIT):
        task = asyncio.ensure_future(phone.run())
    # Count the server's pushes (each sends the phone one view, in order on one connection).
    server, pushes = hub.server, [0]
    push = server.update

    def counted_push() -> None:
        pushes[0] += 1
        push()

    server.update = counted_push
    pushes[0] = 0
    hub.approve(PHONE)  # the welcome's view, then one view a push

    positions: list[tuple[str, tuple[str, ...]]] = []  # (phase, news) at each told position
    before_dawn: list[dict[str, Any]] = []  # the phone's view while the morning waited
    pages: set[str] = set()  # the TV's pages that showed news, checked against the phone

    def in_step() -> bool:
        view = controller.table_view()
        asked = not view.behind and any(r.seat == PHONE for r in controller.pending())
        return (
            phone.view.get("news") == _texts(controller)
            and phone.view.get("phase") == view.phase
            and bool(phone.view.get("questions")) == asked
        )

    def check() -> None:
        # Every view the server pushed so far has arrived: no stale view is checked.
        qtbot.waitUntil(lambda: len(phone.views) >= 1 + pushes[0], timeout=WAIT)
        # The phone follows the table view (what the voice told), whatever the game holds.
        try:
            qtbot.waitUntil(in_step, timeout=WAIT)
        except QtTimeout:
            pytest.fail(
                f"the phone shows {phone.view['phase']} {phone.view['news']}"
                f" {len(phone.view['questions'])} question(s); the table was told"
                f" {controller.table_view().phase} {_texts(controller)}"
            )
        news = tuple(phone.view["news"])
        tv_news = _tv_news(tv)
        assert set(tv_news) <= set(news), (tv.current_page(), tv_news, news)
        if tv.current_page() == "news":  # the morning card: who went home, as on the phone
            named = {n for n in NAMES if n in tv.news_headline.text()}
            on_phone = {n for n in NAMES if any(n in t for t in news)}
            assert named, tv.news_headline.text()
            assert named <= on_phone, (named, news)
        if tv_news or tv.current_page() == "news":
            pages.add(tv.current_page())
        if not positions or positions[-1] != (phone.view["phase"], news):
            positions.append((phone.view["phase"], news))
        live = controller.public_view_now()
        if controller.table_behind() and live.phase == "day" and live.news:
            # The night is resolved: the game holds the morning, the voice has not read it.
            before_dawn.append(phone.view)

    voted_out = False
    for _ in range(3000):
        check()
        game = controller.game
        shown = controller.table_view()
        if shown.phase == "night" and shown.verdict is not None:
            voted_out = True  # the vote's outcome is told: the second night began
            break
        if _host_answers(controller):
            continue
        if any(r.seat == PHONE for r in controller.pending()) and not controller.table_behind():
            qtbot.waitUntil(_grown(controller, len(game.records)), timeout=WAIT)
            continue
        assert clock.advance() is not None, "the voice stopped"
    assert voted_out, "the game never reached its second night"
    assert pages == {"news", "table"}  # the morning card, then the vote's verdict

    # The morning waited for the voice on the phone too: night, no news of the day yet.
    assert before_dawn, "the test never caught the night resolved before the dawn was read"
    fay_home = [t for phase, news in positions if phase == "day" for t in news if "Fay" in t]
    assert fay_home, positions  # the morning told Fay went home...
    for view in before_dawn:
        assert view["phase"] == "night" and view["title"] == "Night 1"
        assert not set(view["news"]) & set(fay_home)  # ...never before the voice read it
        assert view["questions"] == []
    # The vote's outcome reached the phone and the TV together, with the night.
    vote_news = [
        news for phase, news in positions if phase == "night" and any("Ann" in t for t in news)
    ]
    assert vote_news, positions
    phone.stop.set()
    qtbot.waitUntil(task.done, timeout=WAIT)
