"""`ww-desktop host`: a table run headless, some seats on phones, the others played by bots.

The first line printed is the join link on the chosen address (with `--bind 0.0.0.0`, on
this machine's likeliest LAN address) (flushed at once, so a script or
a test can read it); then one line per event worth knowing (a seat paired, the game started,
the winner). With no host at the keyboard, join requests are approved as they come (first
phone to ask for a seat gets it) and the host's own requests (closing the discussion, seed
004's accusation) are answered by the bot. The game starts when every phone seat is paired;
the command ends when the game does (after `--linger` seconds, so the phones see the end).

The game is saved like any other (`ww-desktop games` lists it), with its phone seats and
room code (in its ui state), so `--resume ID` continues it after a crash or a kill: same link,
and the phones' kept seats (`keep.py`) are theirs again when they reconnect. A game that had
ended is served until `--linger` runs out, so the phones can still see the reveal. The kept
seats go once the command ends normally after the end.
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys
from collections.abc import Sequence

from ..engine.bots import bot_rng, random_choice
from ..engine.game import EngineError, Game, Record
from ..engine.requests import Choice, IllegalChoice
from ..engine.setup import SetupError, deal
from ..session import Session
from ..store import Store, StoreError, default_store_path
from .keep import SeatKeeper
from .room import JoinRequest
from .server import PhoneServer

UI_KEY = "phones"
"""Where the headless table keeps its phone seats and room code in the game's ui state."""


class HeadlessTable:
    """The game's owner for the `host` command: saves every choice, lets bots play their seats.

    Attributes:
        session: the game and its save.
        phone_seats: the seats played on phones (every other seat, and the host, is a bot).
        started: whether every phone seat is paired and the bots play.
        done: set when the game has ended.
    """

    def __init__(self, session: Session, phone_seats: frozenset[int], seed: int) -> None:
        self.session = session
        self.phone_seats = phone_seats
        self.seed = seed
        self.started = False
        self.done = asyncio.Event()
        self.server: PhoneServer | None = None

    @property
    def game(self) -> Game | None:
        return self.session.game

    def wording(self) -> str:
        return str(self.session.game.state.preset.wording)

    def reveal_allowed(self) -> bool:
        return self.session.game.ended

    def told(self) -> Sequence[Record] | None:
        return None  # no voice: the table sees the game as it is

    def last_words(self) -> bool:
        return False

    def apply(self, choice: Choice) -> str | IllegalChoice | None:
        try:
            self.session.apply(choice)
        except IllegalChoice as exc:
            return exc  # the server says it in the phone's language
        except EngineError as exc:
            return str(exc)
        self.changed()
        return None

    def start(self) -> None:
        """Every phone is paired: let the bots play, and tell the phones."""
        self.started = True
        self.changed()

    def changed(self) -> None:
        """Let the bots answer everything that is theirs, then push the phones their views."""
        if self.started:
            self._play_bots()
        if self.server is not None:
            self.server.update()
        if self.session.game.ended and not self.done.is_set():
            self.session.finish()
            self.done.set()

    def _play_bots(self) -> None:
        game = self.session.game
        while True:
            theirs = [r for r in game.pending() if r.seat not in self.phone_seats]
            if not theirs:
                return
            rng = bot_rng(self.seed, len(game.records))
            request = theirs[rng.randrange(len(theirs))]
            self.session.apply(random_choice(game, request, rng))


def run_cli(args: argparse.Namespace) -> int:
    """Run the `host` command; exit 0 when the game ended, 2 on bad input."""
    if not 0 <= args.port <= 65535:
        return _fail(f"--port must be between 0 and 65535, not {args.port}")
    resume = getattr(args, "resume", None)
    if resume is None:
        if args.preset is None or args.players is None or args.phones is None:
            return _fail("give --preset, --players and --phones (or --resume ID)")
        if not 1 <= args.phones <= args.players:
            return _fail(f"--phones must be between 1 and the number of players ({args.players})")
    elif args.preset is not None or args.players is not None or args.phones is not None:
        return _fail("--resume continues a saved game: no --preset, --players or --phones")
    try:
        store = Store.open(default_store_path(args.data_dir))
    except (StoreError, ValueError) as exc:
        return _fail(str(exc))
    with store:
        if resume is None:
            given = vars(args)
            players_n, preset_id, phones_n = given["players"], given["preset"], given["phones"]
            names = [f"Player {i}" for i in range(1, players_n + 1)]
            try:
                setup = deal(preset_id, names, seed=args.seed)
            except (SetupError, ValueError) as exc:
                return _fail(str(exc))
            session = Session.new(store, setup)
            phones = frozenset(range(phones_n))
            code = None
        else:
            try:
                session = Session.resume(store, resume)
                saved = store.load(resume).ui_state.get(UI_KEY)
            except (StoreError, ValueError) as exc:
                return _fail(f"cannot resume game {resume}: {exc}")
            if not isinstance(saved, dict) or not isinstance(saved.get("seats"), list):
                return _fail(f"game {resume} was not started by ww-desktop host")
            players = len(session.game.state.seats)
            phones = frozenset(s for s in saved["seats"] if isinstance(s, int) and 0 <= s < players)
            code = saved.get("room") if isinstance(saved.get("room"), str) else None
        seed = session.game.setup.seed if session.game.setup.seed is not None else 0
        table = HeadlessTable(session, phones, seed)
        try:
            return asyncio.run(_serve(table, args.bind, args.port, args.linger, code))
        except OSError as exc:
            return _fail(f"cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}")


async def _serve(
    table: HeadlessTable, bind: str, port: int, linger: float, code: str | None = None
) -> int:
    session = table.session
    keeper = SeatKeeper.beside(session.store.path, session.game_id)
    server = PhoneServer(table, table.phone_seats, keeper)
    if code is not None and len(code) == len(server.room.code):
        server.room.code = code  # a resumed game keeps its link
    session.set_ui_state(
        {**session.store.load(session.game_id).ui_state,
         UI_KEY: {"seats": sorted(table.phone_seats), "room": server.room.code}}
    )  # fmt: skip
    table.server = server
    names = [x.name for x in table.session.game.state.seats]

    def on_join(req: JoinRequest) -> None:
        # Nobody at the keyboard: the first phone asking for a seat gets it.
        asyncio.get_running_loop().call_soon(approve, req.seat)

    def approve(seat: int) -> None:
        if server.approve(seat):
            print(f"paired: seat {seat + 1} ({names[seat]})", flush=True)
        if not table.started and all(server.room.paired(s) for s in table.phone_seats):
            server.close_room()
            print("started", flush=True)
            table.start()

    def on_move(seat: int) -> None:
        # Nobody at the keyboard to ask: a seat never moves while its phone is here; after
        # MOVE_GRACE seconds without it, the token alone moves it (the server's rule).
        asyncio.get_running_loop().call_soon(server.refuse_move, seat)
        print(f"refused: seat {seat + 1} ({names[seat]}) asked from another device", flush=True)

    server.on_join = on_join
    server.on_move = on_move
    await server.start(bind, port)
    shown = bind
    if bind in ("0.0.0.0", "::", ""):  # every address: show the one phones most likely reach
        from .network import local_addresses

        shown = local_addresses()[0].ip
    print(server.link(shown), flush=True)
    if all(server.room.paired(s) for s in table.phone_seats):  # resumed: every seat kept
        server.close_room()
        print("started", flush=True)
        table.start()
    if table.game is not None and table.game.ended:
        table.changed()  # a resumed game that had ended: the reveal, then the usual linger
    stop = asyncio.Event()
    loop = asyncio.get_running_loop()
    for sig in (signal.SIGINT, signal.SIGTERM):
        with contextlib.suppress(NotImplementedError, RuntimeError):
            loop.add_signal_handler(sig, stop.set)
    done = asyncio.ensure_future(table.done.wait())
    stopped = asyncio.ensure_future(stop.wait())
    await asyncio.wait({done, stopped}, return_when=asyncio.FIRST_COMPLETED)
    if table.done.is_set():
        print(f"over: {table.session.game.state.winner}", flush=True)
        with contextlib.suppress(asyncio.TimeoutError):
            await asyncio.wait_for(stop.wait(), linger)
    done.cancel()
    stopped.cancel()
    await server.stop()
    if table.done.is_set():
        keeper.forget()  # the phones saw the end; nothing to come back to
    return 0 if table.done.is_set() else 1


def _fail(message: str) -> int:
    print(f"ww-desktop host: {message}", file=sys.stderr)
    return 2
