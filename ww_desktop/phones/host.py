"""`ww-desktop host`: a table run headless, some seats on phones, the others played by bots.

The first line printed is the join link on the chosen address (with `--bind 0.0.0.0`, on
this machine's likeliest LAN address) (flushed at once, so a script or
a test can read it); then one line per event worth knowing (a seat paired, the game started,
the winner). With no host at the keyboard, join requests are approved as they come (first
phone to ask for a seat gets it) and the host's own requests (closing the discussion, seed
004's accusation) are answered by the bot. The game starts when every phone seat is paired;
the command ends when the game does (after `--linger` seconds, so the phones see the end).

The game is saved like any other (`ww-desktop games` lists it).
"""

from __future__ import annotations

import argparse
import asyncio
import contextlib
import signal
import sys

from ..engine.bots import bot_rng, random_choice
from ..engine.game import EngineError, Game
from ..engine.requests import Choice, IllegalChoice
from ..engine.setup import SetupError, deal
from ..session import Session
from ..store import Store, StoreError, default_store_path
from .keep import SeatKeeper
from .room import JoinRequest
from .server import PhoneServer


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
    if not 1 <= args.phones <= args.players:
        return _fail(f"--phones must be between 1 and the number of players ({args.players})")
    if not 0 <= args.port <= 65535:
        return _fail(f"--port must be between 0 and 65535, not {args.port}")
    names = [f"Player {i}" for i in range(1, args.players + 1)]
    try:
        setup = deal(args.preset, names, seed=args.seed)
        store = Store.open(default_store_path(args.data_dir))
    except (SetupError, StoreError, ValueError) as exc:
        return _fail(str(exc))
    with store:
        session = Session.new(store, setup)
        seed = setup.seed if setup.seed is not None else 0
        table = HeadlessTable(session, frozenset(range(args.phones)), seed)
        try:
            return asyncio.run(_serve(table, args.bind, args.port, args.linger))
        except OSError as exc:
            return _fail(f"cannot listen on {args.bind}:{args.port}: {exc.strerror or exc}")


async def _serve(table: HeadlessTable, bind: str, port: int, linger: float) -> int:
    session = table.session
    keeper = SeatKeeper.beside(session.store.path, session.game_id)
    server = PhoneServer(table, table.phone_seats, keeper)
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
    return 0 if table.done.is_set() else 1


def _fail(message: str) -> int:
    print(f"ww-desktop host: {message}", file=sys.stderr)
    return 2
