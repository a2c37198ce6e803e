"""`ww-desktop --self-test`: check that this installation (from source or frozen) works.

It starts Qt offscreen, loads every bundled translation, renders the role icons, checks the
speech driver, plays a short bot game through the real controller with the silent voice and
a store in a temporary folder, then prints one line per check and exits 0, or 1 naming what
failed. It never needs a display, a sound card or the user's saved games.
"""

from __future__ import annotations

import os
import sys
import tempfile
import time
import traceback
from collections.abc import Callable
from pathlib import Path

from ..texts.catalogues import translations_dir

Check = Callable[[], str]


def run_self_test() -> int:
    """Run every check; print `ok`/`FAILED` lines; return the exit code."""
    os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
    from PySide6.QtWidgets import QApplication

    app = QApplication.instance() or QApplication([sys.argv[0], "-platform", "offscreen"])
    del app
    checks: list[tuple[str, Check]] = [
        ("engine", _engine),
        ("resources", _resources),
        ("translations", _translations),
        ("speech", _speech),
        ("silent voice", _silent_voice),
        ("store and bot game", _bot_game),
        ("phone server", _phone_server),
    ]
    failed = []
    for name, check in checks:
        started = time.perf_counter()
        try:
            detail = check()
        except Exception as exc:
            failed.append(name)
            print(f"FAILED {name}: {exc!r}")
            traceback.print_exc(limit=3, file=sys.stdout)
            continue
        took = (time.perf_counter() - started) * 1000
        print(f"ok     {name} ({took:.0f} ms){': ' + detail if detail else ''}")
    if failed:
        print(f"self-test failed: {', '.join(failed)}")
        return 1
    print("self-test passed")
    return 0


def _engine() -> str:
    from ..engine.roles import REGISTRY
    from ..engine.scenario import run_scenario

    scenario = {
        "format": "ww-scenario/1",
        "name": "self-test",
        "preset": "basic",
        "seats": [["A", "werewolf"], ["B", "doctor"], ["C", "seer"], ["D", "villager"]],
        "steps": [
            {"night": {"A": {"attack": "D"}, "B": {"guard": "D"}}},
            {"expect": {"dawn": []}},
        ],
    }
    result = run_scenario(scenario)
    if not result.passed:
        raise RuntimeError(result.reason)
    return f"{len(REGISTRY)} roles"


def _resources() -> str:
    from PySide6.QtSvg import QSvgRenderer

    from ..engine.roles import REGISTRY
    from ..resources import role_icon_path, sound_path

    for role_id in REGISTRY:
        path = role_icon_path(role_id)
        if not QSvgRenderer(str(path)).isValid():
            raise RuntimeError(f"icon for {role_id} does not render: {path}")
    for sound in ("chime", "timer_end", "night_ambience"):
        if not sound_path(sound).is_file():
            raise RuntimeError(f"missing sound {sound}")
    return f"{len(REGISTRY)} icons"


def _translations() -> str:
    from PySide6.QtCore import QTranslator

    found = sorted(translations_dir().glob("*.qm"))
    for path in found:
        translator = QTranslator()
        if not translator.load(str(path)):
            raise RuntimeError(f"cannot load {path.name}")
        if translator.isEmpty():
            raise RuntimeError(f"{path.name} is empty")
    return ", ".join(p.stem for p in found) or "none bundled"


def _speech() -> str:
    if not sys.platform.startswith("linux"):  # (Linux calls espeak-ng itself: espeak.py)
        import pyttsx3.drivers  # noqa: F401
    from ..narration.voices import render_wav

    with tempfile.TemporaryDirectory() as folder:
        try:
            seconds = render_wav(["Night falls."], Path(folder) / "t.wav")
        except Exception as exc:  # the system speech engine is optional
            return f"no speech engine on this system ({exc}); narration shows subtitles"
    return f"rendered {seconds:.1f} s of speech"


def _silent_voice() -> str:
    from PySide6.QtCore import QEventLoop, QTimer

    from ..narration.voices import SilentVoice

    voice = SilentVoice(seconds_per_char=0.0)
    loop = QEventLoop()
    heard: list[str] = []

    def finished(text: str) -> None:
        heard.append(text)
        loop.quit()

    voice.line_finished.connect(finished)
    QTimer.singleShot(3000, loop.quit)
    voice.speak("Everyone, close your eyes.")
    loop.exec()
    voice.shutdown()
    if heard != ["Everyone, close your eyes."]:
        raise RuntimeError("the silent voice did not finish its line")
    return ""


def _bot_game() -> str:
    from ..app.controller import GameController
    from ..engine.setup import deal
    from ..headless import next_bot_choice
    from ..store import Store

    with tempfile.TemporaryDirectory() as folder:
        store = Store.open(Path(folder) / "games.sqlite3")
        with store:
            controller = GameController(store)
            names = [f"Player {i}" for i in range(1, 10)]
            if not controller.start(deal("standard", names, seed=7)):
                raise RuntimeError("the game could not start")
            session = controller.session
            assert session is not None
            for _ in range(5_000):
                choice = next_bot_choice(session)
                if choice is None:
                    break
                if not controller.apply(choice):
                    raise RuntimeError(f"the controller refused {choice}")
            if not session.game.ended:
                raise RuntimeError("the bot game did not end")
            controller.confirm_end()
            games = store.list_games()
            if len(games) != 1 or str(games[0].status) != "finished":
                raise RuntimeError("the finished game was not saved")
            winner = games[0].winner
        with Store.open(Path(folder) / "games.sqlite3") as again:
            if len(again.records(games[0].id)) != len(session.game.records):
                raise RuntimeError("the saved log is incomplete")
    return f"winner {winner}, {len(session.game.records)} records"


def _phone_server() -> str:
    from ..phones.check import check_phone_server

    return check_phone_server()
