"""Benchmark: the console's day/night switch (issue 34), on the GUI thread.

Run with ``uv run python bench/bench_theme_switch.py [--rounds N] [--players N]
[--save DIR] [--compare DIR]``.

The real console (offscreen, 1280x720, the app's event filters installed) holds a 12-player
`classic` game at night. The script switches its look to the day and back `--rounds` times,
each switch timed from the call to the end of the events it causes (style, layout and the
repaint of the window), and prints the median and the worst of each direction, in the GUI
thread's CPU time (steady on a shared machine) and in wall-clock time.

``--save DIR`` writes the console's picture at night and at day (``night.png``,
``day.png``, each grabbed after a switch to it); ``--compare DIR`` compares them with the
pictures saved before (e.g. by another version) and prints how many pixels differ, so that
a faster switch can be shown to change nothing in the looks.
"""

from __future__ import annotations

import argparse
import os
import statistics
import sys
import tempfile
import time
from pathlib import Path

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("WW_DESKTOP_VOICE", "silent")

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo", "Kim", "Lou")


def _settle(app: object) -> None:
    from PySide6.QtCore import QCoreApplication

    for _ in range(3):
        QCoreApplication.sendPostedEvents()
        QCoreApplication.processEvents()


def _switch(console: object, theme: str) -> None:
    """Switch the console's look the way a phase change does."""
    console._apply_theme(theme)  # type: ignore[attr-defined]


def main() -> None:
    """Time the switches and print the figures."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--rounds", type=int, default=30)
    parser.add_argument("--players", type=int, default=12)
    parser.add_argument("--save", type=Path)
    parser.add_argument("--compare", type=Path)
    args = parser.parse_args()

    from PySide6.QtCore import QSettings, QStandardPaths
    from PySide6.QtGui import QImage
    from PySide6.QtWidgets import QApplication

    QStandardPaths.setTestModeEnabled(True)
    QSettings.setDefaultFormat(QSettings.Format.IniFormat)
    app = QApplication(sys.argv[:1])
    from ww_desktop.app.controller import GameController
    from ww_desktop.app.main import complete_application
    from ww_desktop.app.moderator.console import ModeratorConsole
    from ww_desktop.engine.setup import deal
    from ww_desktop.store.db import Store

    complete_application(app)  # the app-wide event filters, as the app has them
    with tempfile.TemporaryDirectory() as tmp:
        store = Store.open(Path(tmp) / "games.sqlite3")
        controller = GameController(store)
        console = ModeratorConsole(controller)
        console.resize(1280, 720)
        console.show()
        assert controller.start(deal("classic", list(NAMES[: args.players]), seed=3))
        _settle(app)
        times: dict[str, list[float]] = {"day": [], "night": []}
        cpu: dict[str, list[float]] = {"day": [], "night": []}
        pictures: dict[str, QImage] = {}
        for _ in range(args.rounds):
            for theme in ("day", "night"):
                start, start_cpu = time.perf_counter(), time.thread_time()
                _switch(console, theme)
                _settle(app)
                cpu[theme].append((time.thread_time() - start_cpu) * 1000)
                times[theme].append((time.perf_counter() - start) * 1000)
                if theme not in pictures:
                    pictures[theme] = console.grab().toImage()
        for theme in ("night", "day"):
            values, work = times[theme], cpu[theme]
            print(
                f"to {theme:5}: GUI thread's CPU median {statistics.median(work):5.1f} ms, "
                f"worst {max(work):5.1f} ms; wall clock median {statistics.median(values):5.1f}"
                f" ms, worst {max(values):5.1f} ms ({len(values)} switches)"
            )
        if args.save:
            args.save.mkdir(parents=True, exist_ok=True)
            for theme, image in pictures.items():
                image.save(str(args.save / f"{theme}.png"))
            print(f"pictures saved in {args.save}")
        if args.compare:
            for theme, image in pictures.items():
                before = QImage(str(args.compare / f"{theme}.png")).convertToFormat(image.format())
                if before.size() != image.size():
                    print(f"{theme}: sizes differ ({before.size()} against {image.size()})")
                    continue
                differ = sum(
                    1
                    for y in range(image.height())
                    for x in range(image.width())
                    if image.pixel(x, y) != before.pixel(x, y)
                )
                print(f"{theme}: {differ} of {image.width() * image.height()} pixels differ")
        console.close()
        controller.deleteLater()
        store.close()


if __name__ == "__main__":
    main()
