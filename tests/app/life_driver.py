"""Runs the real app (`main.run_app`'s start and event loop) through a host's actions, for
`test_life.py`, which starts it as a subprocess and watches the process end::

    python tests/app/life_driver.py DATA_DIR ACTION

ACTION:

* ``quit``: start a game (dealt by the app, cards seen), let the narrator speak, open the
  lobby's balance simulation, then press Ctrl+Q on the console and answer Yes;
* ``quit-lobby``: fill the lobby so the balance simulation runs, then Ctrl+Q;
* ``demo-language``: "Watch a demo game", stop it, switch the language to French, quit;
* ``hold``: start and stay up until another launch asks this one to come to the front,
  then quit.

It prints ``report {...}`` (JSON) when the event loop has returned; the process must then
exit by itself.
"""

from __future__ import annotations

import gc
import json
import sys
import threading
from pathlib import Path
from typing import Any

from PySide6.QtCore import Qt, QThread, QTimer
from PySide6.QtTest import QTest
from PySide6.QtWidgets import QApplication, QMessageBox

from ww_desktop.app import main
from ww_desktop.app.balance import worker as balance_worker
from ww_desktop.engine.setup import deal

NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal"]


def answer_yes(app: QApplication, log: list[str]) -> None:
    """Click Yes in the question box that is open now (tries again until one is)."""
    box = QApplication.activeModalWidget()
    if isinstance(box, QMessageBox):
        log.append(box.text())
        button = box.button(QMessageBox.StandardButton.Yes)
        if button is not None:
            button.click()
            return
    QTimer.singleShot(50, lambda: answer_yes(app, log))


def main_() -> None:
    data_dir, action = Path(sys.argv[1]), sys.argv[2]
    parts = main.start(data_dir, offer_resume=False)
    assert parts is not None
    app = parts.app
    report: dict[str, Any] = {"asked": []}
    watchdog = QTimer()
    watchdog.setSingleShot(True)
    watchdog.timeout.connect(lambda: (report.setdefault("watchdog", True), app.exit(3)))
    watchdog.start(90_000)

    voices: list[Any] = []

    def threads() -> list[str]:
        """Threads still running: Python's (but the main one) and the voices' QThreads."""
        names = [t.name for t in threading.enumerate() if t is not threading.main_thread()]
        for voice in voices:
            thread = getattr(voice, "_thread", None)
            if isinstance(thread, QThread) and thread.isRunning():
                names.append(thread.objectName())
        names += [r.thread.objectName() for r in balance_worker._LIVE if r.running()]
        return sorted(names)

    def quit_by_keyboard() -> None:
        window = parts.main_window
        window.activateWindow()
        QTimer.singleShot(0, lambda: answer_yes(app, report["asked"]))
        QTest.keyClick(window, Qt.Key.Key_Q, Qt.KeyboardModifier.ControlModifier)

    if action == "quit":
        window = parts.main_window
        window.lobby.balance_panel.show()
        window.start_game(deal("standard", NAMES, seed=4), True)
        while window.dealing.state != "done":
            window.dealing.show_card()
            window.dealing.hide_card()
        window.dealing.begin_button.click()
        narration = parts.controller.findChildren(main._NarrationStarter)
        voice = narration[0]._voice if narration else None
        voices.append(voice)
        report["voice"] = type(voice).__name__
        report["voice_thread"] = getattr(getattr(voice, "_thread", None), "objectName", str)()
        QTimer.singleShot(1500, quit_by_keyboard)
    elif action == "quit-lobby":
        window = parts.main_window
        panel = window.lobby.balance_panel
        panel.enabled_box.setChecked(True)

        def running(on: bool) -> None:
            if on and "simulating" not in report:
                report["simulating"] = [t.name for t in threading.enumerate()]
                report["simulating"] += panel.thread_names()  # its QThread
                QTimer.singleShot(300, quit_by_keyboard)

        panel.running_changed.connect(running)
        for name in NAMES:
            window.lobby.add_player(name)
    elif action == "demo-language":

        def stop_demo() -> None:
            parts.main_window.demo_console.close()
            QTimer.singleShot(300, switch)

        def switch() -> None:
            menu = parts.main_window.language_menu
            menu.actions_by_code["fr"].trigger()
            report["language_switched"] = False
            gc.collect()
            QTimer.singleShot(500, quit_after_switch)

        def quit_after_switch() -> None:
            # The window follows the language itself (QEvent.LanguageChange), in place.
            title = parts.main_window.menuBar().actions()[0].text()
            report["language_switched"] = title == "&Partie"
            gc.collect()
            quit_by_keyboard()

        parts.main_window.watch_demo()
        voices.append(parts.main_window.demo_console.demo.voice)
        report["demo_voice"] = type(voices[-1]).__name__
        QTimer.singleShot(2000, stop_demo)
    elif action == "hold":
        assert parts.instance is not None

        def raised() -> None:
            report["raised"] = True
            QTimer.singleShot(
                200,
                lambda: (
                    setattr(parts.main_window, "_force_close", True),
                    parts.main_window.close(),
                ),
            )

        parts.instance.raise_requested.connect(raised)
        print("ready", flush=True)
    code = app.exec()
    report["exec"] = code
    report["threads_after"] = threads()
    report["tv_visible"] = parts.public_window.isVisible()
    print("report " + json.dumps(report), flush=True)


if __name__ == "__main__":
    main_()
