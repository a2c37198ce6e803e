"""Names are text, never markup: a player called `<img src=...>` or `<br>Bob` shows as typed.

A whole game is played with such names on the host's window and the TV; after every change
every label of both windows (and of any other window open) is read: a label that Qt would
render as rich text must not contain a player's raw markup.
"""

from __future__ import annotations

from collections.abc import Iterator

import pytest
from PySide6.QtCore import QSettings, Qt
from PySide6.QtGui import Qt as GuiQt
from PySide6.QtWidgets import QApplication, QLabel, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.engine.setup import deal

from .conftest import play_step

EVIL = (
    '<img src="/etc/hosts">Ann',
    "<br>Bob",
    "<b>Cleo</b>",
    "<i>Dan",
    "Eve</table>",
    "<a href='x'>Fay</a>",
    '<span style="font-size:90px">Gus</span>',
    "&lt;Hal&gt;",
    "<h1>Ivy",
)


def rich_leaks(root: QWidget) -> list[str]:
    """The labels under `root` that would render a player's name as markup."""
    found = []
    for label in [root, *root.findChildren(QLabel)]:
        if not isinstance(label, QLabel) or not label.text():
            continue
        fmt = label.textFormat()
        rich = fmt == Qt.TextFormat.RichText or (
            fmt == Qt.TextFormat.AutoText and GuiQt.mightBeRichText(label.text())
        )
        if rich and any(name in label.text() for name in EVIL):
            found.append(f"{label.objectName() or type(label.parent()).__name__}: {label.text()}")
    for widget in [root, *root.findChildren(QWidget)]:
        tip = widget.toolTip()
        if tip and GuiQt.mightBeRichText(tip) and any(name in tip for name in EVIL):
            found.append(f"tooltip of {type(widget).__name__}: {tip}")
    return found


@pytest.fixture
def windows(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> Iterator[tuple[MainWindow, PublicWindow]]:
    main = MainWindow(controller, settings)
    main.confirm = lambda _title, _text: True
    public = PublicWindow(controller)
    for w in (main, public):
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
    yield main, public
    main._force_close = True


def all_leaks() -> list[str]:
    found: list[str] = []
    for top in QApplication.topLevelWidgets():
        if top.isVisible():
            found += rich_leaks(top)
    return found


def check() -> None:
    leaks = all_leaks()
    assert not leaks, "\n".join(leaks)


@pytest.mark.parametrize(("preset", "players", "seed"), [("standard", 9, 3), ("basic", 7, 5)])
def test_a_whole_game_shows_names_as_typed(
    qtbot: QtBot,
    windows: tuple[MainWindow, PublicWindow],
    controller: GameController,
    preset: str,
    players: int,
    seed: int,
) -> None:
    main, public = windows
    setup = deal(preset, list(EVIL[:players]), seed=seed)
    main.start_game(setup, True)
    dealing = main.dealing
    while dealing.state != "done":
        qtbot.mouseClick(dealing.show_button, Qt.MouseButton.LeftButton)
        check()
        qtbot.mouseClick(dealing.hide_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dealing.begin_button, Qt.MouseButton.LeftButton)
    check()
    shown: set[str] = set()
    while play_step(controller, seed):
        check()
        shown.update(public.current_page() for _ in [0])
    with qtbot.waitSignal(controller.finished):
        controller.confirm_end()
    check()
    # The names are there, exactly as typed (as plain text).
    labels = [lbl.text() for lbl in public.findChildren(QLabel) if lbl.isVisibleTo(public)]
    assert any(EVIL[0] in t for t in labels), labels
