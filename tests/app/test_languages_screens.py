"""The screens in Japanese, French and the pseudo-locale: screenshots, and no clipped text.

For each language the host's window (lobby, a role card, the night console) and the TV window
(the night screen with a subtitle) are built around a real controller, photographed into
`screenshot_dir()` (``lobby-ja.png``, ``role_card-xx.png``...), and every visible QLabel and
button is checked: its text must fit (``sizeHint().width() <= width()``; a word-wrapped label
must fit its height for its width), and no scroll area overflows sideways: content wider
than its view (a horizontal scroll bar) or a text cut at its edge fails. The pseudo-locale
("xx") stretches every text by 40 %, so a layout that passes it has room for longer
translations.

Also: the app started by `main.start()` comes up in the saved language, and switching the
language mid-game keeps the windows, the controller and the game; each window follows
the new language itself (QEvent.LanguageChange).
"""

from __future__ import annotations

import contextlib
import dataclasses
from collections.abc import Iterator
from pathlib import Path

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QSettings, Qt
from PySide6.QtWidgets import QAbstractButton, QApplication, QLabel, QScrollArea, QWidget
from pytestqt.exceptions import TimeoutError as QtTimeoutError
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.language import (
    LANGUAGE_ENV,
    PSEUDO,
    SETTINGS_KEY,
    current_language,
    install_language,
    save_language,
)
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.texts import i18n

from .conftest import make_setup, screenshot_dir

LANGUAGES = ("ja", "fr", PSEUDO)
LOBBY_PSEUDO_SIZE = (1680, 1050)
NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Install the parametrized language; English again afterwards."""
    code = str(request.param)
    install_language(qapp, code)
    yield code
    install_language(qapp, "en")


def _describe(widget: QWidget) -> str:
    text = widget.text() if isinstance(widget, (QLabel, QAbstractButton)) else ""
    return f"{type(widget).__name__} {widget.objectName() or text!r}"


def overflowing(root: QWidget) -> list[str]:
    """Scroll areas of *root* whose content is wider than their viewport, and the labels and
    buttons cut at a scroll area's left or right edge.

    A scroll area may scroll up and down (a long list of seats), never sideways: a
    horizontal scroll bar, or content cut at the side, hides text from the host.
    """
    found: list[str] = []
    for area in root.findChildren(QScrollArea):
        if not area.isVisible():
            continue
        content, viewport = area.widget(), area.viewport()
        if content is None:
            continue
        bar = area.horizontalScrollBar()
        if bar.isVisible() or bar.maximum() > 0 or content.width() > viewport.width() + 1:
            found.append(
                f"{_describe(area)}: content {content.width()}px wide in a "
                f"{viewport.width()}px view (horizontal scroll bar)"
            )
        cut: list[str] = []
        for widget in content.findChildren(QWidget):
            if not isinstance(widget, (QLabel, QAbstractButton)) or not widget.isVisible():
                continue
            if not widget.text().strip():
                continue
            left = widget.mapTo(viewport, QPoint(0, 0)).x()
            if left < -1 or left + widget.width() > viewport.width() + 1:
                cut.append(
                    f"{_describe(widget)}: x {left}..{left + widget.width()} "
                    f"cut by a {viewport.width()}px wide scroll view"
                )
        found += cut[:3] + ([f"... and {len(cut) - 3} more"] if len(cut) > 3 else [])
    return found


def clipped(root: QWidget) -> list[str]:
    """Visible labels and buttons of *root* whose text does not fit their geometry, and
    everything that overflows a scroll area sideways (`overflowing`)."""
    found: list[str] = overflowing(root)
    for widget in root.findChildren(QWidget):
        if not widget.isVisible() or widget.width() <= 0:
            continue
        if isinstance(widget, QLabel):
            text = widget.text()
            pixmap = widget.pixmap()
            if not text.strip() or (pixmap is not None and not pixmap.isNull()):
                continue
            if widget.wordWrap():
                need = widget.heightForWidth(widget.width())
                if need > widget.height() + 2:
                    found.append(f"label {text!r}: needs {need}px high, has {widget.height()}")
                continue
            hint = widget.sizeHint().width()
        elif isinstance(widget, QAbstractButton):
            text = widget.text()
            if not text.strip():
                continue
            hint = widget.sizeHint().width()
        else:
            continue
        if hint > widget.width() + 1:
            kind = type(widget).__name__
            found.append(f"{kind} {text!r}: needs {hint}px wide, has {widget.width()}")
    return found


def settled_clipped(qtbot: QtBot, root: QWidget) -> list[str]:
    """`clipped(root)` once the layouts have settled (a reflow waits for the event loop)."""
    with contextlib.suppress(AssertionError, QtTimeoutError):
        qtbot.waitUntil(lambda: not clipped(root), timeout=2000)
    return clipped(root)


def _grab(window: QWidget, name: str, folder: Path) -> Path:
    QApplication.processEvents()
    path = folder / f"{name}.png"
    assert window.grab().save(str(path))
    return path


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_screens_in_each_language(
    qtbot: QtBot,
    controller: GameController,
    settings: QSettings,
    language: str,
    tmp_path: Path,
) -> None:
    """Lobby, role card, night console and TV night screen: photographed, nothing clipped."""
    folder = screenshot_dir(tmp_path)
    problems: dict[str, list[str]] = {}
    window = MainWindow(controller, settings)
    window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert window.language_menu.actions_by_code[language].isChecked()

    lobby = window.lobby
    lobby.clear_players()
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData("standard"))
    for name in NAMES:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    _grab(window, f"lobby-{language}", folder)
    if language == PSEUDO:
        # The four-column lobby has no spare room at 1280 px for texts 40 % longer than
        # English (English itself fills it): check the stretched texts on a 1680 px laptop.
        window.resize(LOBBY_PSEUDO_SIZE[0], LOBBY_PSEUDO_SIZE[1])
        QApplication.processEvents()
    problems["lobby"] = clipped(window)
    window.resize(1280, 720)

    qtbot.mouseClick(lobby.start_button, Qt.MouseButton.LeftButton)
    dealing = window.dealing
    qtbot.mouseClick(dealing.show_button, Qt.MouseButton.LeftButton)
    _grab(window, f"role_card-{language}", folder)
    problems["role card"] = clipped(window)
    game = controller.game
    assert game is not None
    first_role = game.state.seats[0].role
    if language != PSEUDO:
        assert i18n.role_name(first_role) != i18n.ROLE_NAMES[first_role]
    while dealing.state != "done":
        if dealing.state == "card":
            qtbot.mouseClick(dealing.hide_button, Qt.MouseButton.LeftButton)
        else:
            qtbot.mouseClick(dealing.show_button, Qt.MouseButton.LeftButton)
    qtbot.mouseClick(dealing.begin_button, Qt.MouseButton.LeftButton)
    _grab(window, f"console_night-{language}", folder)
    problems["night console"] = clipped(window)

    public = PublicWindow(controller)
    qtbot.addWidget(public)
    public.resize(1920, 1080)
    public.show()
    qtbot.waitExposed(public)
    controller.subtitle.emit(
        QCoreApplication.translate(
            "Narration", "Night falls on the village. Everyone, close your eyes."
        )
    )
    assert public.current_page() == "night"
    _grab(public, f"public_night-{language}", folder)
    problems["public screen"] = clipped(public)
    window._force_close = True

    bad = {screen: found for screen, found in problems.items() if found}
    assert not bad, f"clipped text in {language}: {bad}"


def test_english_screens_are_not_clipped_either(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    """The same check in the source language (a baseline for the translated runs)."""
    assert current_language() == "en"
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert controller.start(make_setup("standard", 9, seed=4))
    window.stack.setCurrentIndex(2)
    QApplication.processEvents()
    assert not clipped(window)
    window._force_close = True


def test_start_uses_the_saved_language_and_switches_mid_game(
    qtbot: QtBot, tmp_path: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    """`main.start()` installs the saved language; a switch keeps the controller and game."""
    from ww_desktop.app.main import app_settings, start

    monkeypatch.delenv(LANGUAGE_ENV, raising=False)
    data = tmp_path / "data"
    save_language(app_settings(data), "ja")
    parts = start(data)
    assert parts is not None
    try:
        assert current_language(parts.app) == "ja"
        old_window = parts.main_window
        assert isinstance(old_window, MainWindow)
        # X11 and Windows show "<title> — <display name>" unless the title already ends
        # with the display name: the app's name must show once, in Japanese too.
        title, app_name = old_window.windowTitle(), parts.app.applicationDisplayName()
        shown = title if title.endswith(app_name) else f"{title} — {app_name}"
        assert shown.count("Werewolf Desktop") == 1 and "人狼" in shown, shown
        controller = parts.controller
        assert controller.start(make_setup("standard", 9, seed=2))
        old_window._show_game_page()
        game = controller.game
        old_public = parts.public_window
        old_window.language_menu.actions_by_code["fr"].trigger()
        assert current_language(parts.app) == "fr"
        assert parts.settings.value(SETTINGS_KEY) == "fr"
        # The windows follow QEvent.LanguageChange themselves: none is replaced.
        qtbot.waitUntil(lambda: old_window.menuBar().actions()[0].text() == "&Partie")
        assert parts.controller is controller and controller.game is game
        assert parts.main_window is old_window and parts.public_window is old_public
        assert old_window.stack.currentWidget() is old_window.console
        assert old_window.language_menu.actions_by_code["fr"].isChecked()
        assert i18n.role_name("seer") == "Voyante"
        assert old_window.isVisible()  # (one screen: the Table screen's window is hidden)
        view = old_window.table_on_laptop.view  # type: ignore[attr-defined]
        assert view.isVisible() and view.windowTitle() == "Écran de la table"
    finally:
        parts.main_window._force_close = True  # type: ignore[attr-defined]
        parts.main_window.close()
        parts.public_window.close()
        parts.store.close()
        install_language(parts.app, "en")


def test_french_day_power_buttons_use_the_french_colon(
    qtbot: QtBot, controller: GameController, host_window: MainWindow, qapp: QApplication
) -> None:
    """The Dictator's button in the discussion reads « Ann (Dictateur) : Décider du vote… »,
    with the no-break space French puts before a colon (it was assembled as "(Dictateur): ")."""
    from ww_desktop.app.moderator.steps import DISCUSSION
    from ww_desktop.engine.setup import deal

    from .conftest import play_until

    install_language(qapp, "fr")
    try:
        roles = ["werewolf", "werewolf", "seer", "dictator", "villager", "villager", "villager"]
        assert controller.start(deal("standard", list(NAMES[:7]), roles=roles, seed=1))
        host_window._show_game_page()
        console = host_window.console
        play_until(controller, 1, lambda: console.step.kind == DISCUSSION)
        game = controller.game
        assert game is not None
        dictator = next(s.name for s in game.state.seats if s.role == "dictator")
        assert console.power_buttons, "the Dictator can act in the discussion"
        for button in console.power_buttons.values():
            text = button.text()
            assert f"{dictator} (Dictateur)\u00a0: " in text and "):" not in text, text
    finally:
        install_language(qapp, "en")


SMALL_SCREENS = {(1280, 720): (1280, 656), (1366, 768): (1366, 704)}
"""A laptop's screen -> the host's window on it (the panel and the title bar take the rest:
`screens.fit_window` keeps the window's frame within the screen's available area)."""
LONG_NAMES = ("Ann Brook", "Bartholomew", "Cleopatra", "Dan", "Evangeline", "Fay", "Gus")
LONG_NAMES += ("Maximilian", "Ivy")


@pytest.mark.parametrize("size", list(SMALL_SCREENS), ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("language", ("en", "fr", "ja"), indirect=True)
def test_every_page_whole_on_a_small_laptop(
    qtbot: QtBot,
    controller: GameController,
    settings: QSettings,
    language: str,
    size: tuple[int, int],
    tmp_path: Path,
) -> None:
    """At 1280x720 and 1366x768: the lobby (long names ticked for phones, four house rules
    or more in sight in English), the deal, the night console, the Table screen's day, the
    ballot of nine (a column for every seat, no sideways scrolling), the table's view on the
    laptop's own window (one screen: the day, its timer), the reveal and pass-and-play are
    whole in English, French and Japanese."""
    from ww_desktop.app import main
    from ww_desktop.app.main_window import PAGE_DEALING, PAGE_PASSPLAY, PAGE_REVEAL
    from ww_desktop.app.moderator.steps import BALLOT, DISCUSSION
    from ww_desktop.app.screens import ScreenPlacer
    from ww_desktop.engine.setup import deal

    from .conftest import play_to_end, play_until

    width, height = SMALL_SCREENS[size]
    window = MainWindow(controller, settings)
    window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.resize(width, height)
    window.show()
    qtbot.waitExposed(window)
    qtbot.waitUntil(lambda: (window.width(), window.height()) == (width, height))
    problems: dict[str, list[str]] = {}

    lobby = window.lobby
    lobby.clear_players()
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData("standard"))
    for name in LONG_NAMES:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    lobby.phones_box.setChecked(True)
    QApplication.processEvents()
    _grab(window, f"lobby-{language}-{size[0]}", screenshot_dir(tmp_path))
    problems["lobby"] = clipped(window)
    for box in lobby.phones_box.boxes:
        if box.sizeHint().width() > box.width() + 1:
            problems["lobby"].append(f"phone box {box.text()!r} cut at {box.width()}px")
    view = lobby.rules_area.viewport()
    rules = [w for w in lobby.setting_widgets.values() if view.isAncestorOf(w)]
    shown = [
        w.objectName()
        for w in rules
        if w.mapTo(view, QPoint(0, 0)).y() >= 0
        and w.mapTo(view, QPoint(0, w.height())).y() <= view.height()
    ]
    # English showed three rules and a half at 1280x720 (longer translations: one less).
    if len(shown) < min(4 if language == "en" else 3, len(rules)):
        problems["house rules"] = [f"{len(shown)} of {len(rules)} rules in sight: {shown}"]
    if lobby.body_area.verticalScrollBar().maximum() > 0:
        problems["lobby"].append("the lobby's columns scroll")
    if lobby.start_button.visibleRegion().boundingRect().size() != lobby.start_button.size():
        problems["lobby"].append("Start the game is cut")
    lobby.phones_box.setChecked(False)

    assert controller.start(deal("standard", list(LONG_NAMES), seed=3))
    window.stack.setCurrentIndex(PAGE_DEALING)
    window.dealing.deal_seats([1, 2])
    problems["deal"] = settled_clipped(qtbot, window)
    window._show_game_page()
    console = window.console
    public = PublicWindow(controller)  # the Table screen on a 720p projector, or this laptop
    qtbot.addWidget(public)
    public.news_ms = 0
    public.resize(*size)
    public.show()
    qtbot.waitExposed(public)
    QApplication.processEvents()
    problems["night console"] = settled_clipped(qtbot, window)
    play_until(controller, 1, lambda: console.step.kind == DISCUSSION)
    public._card_done()
    assert public.current_page() == "table"
    problems["table screen"] = settled_clipped(qtbot, public)
    # One screen: the laptop's window shows the table's view over the console.
    placer = ScreenPlacer(public, settings, console=window, parent=controller)
    main.cover_console(window, placer)
    assert window.privacy_cover.is_covering()  # type: ignore[attr-defined]
    laptop_view = window.table_on_laptop.view  # type: ignore[attr-defined]
    laptop_view._card_done()
    assert laptop_view.current_page() == "table" and laptop_view.isVisible()
    problems["table on the laptop"] = settled_clipped(qtbot, window)
    _grab(window, f"laptop-table-{language}-{size[0]}", screenshot_dir(tmp_path))
    window.privacy_cover.set_enabled(False)  # type: ignore[attr-defined]
    play_until(controller, 1, lambda: console.step.kind == BALLOT)
    problems["ballot"] = settled_clipped(qtbot, window)
    _grab(window, f"ballot-{language}-{size[0]}", screenshot_dir(tmp_path))
    grid = console.vote_grid
    seats = len(grid.candidates)
    assert seats >= 7
    view = grid.grid_scroll.viewport()
    for seat in grid.candidates:
        button = grid.buttons[(grid.requests[0].seat, seat)]  # type: ignore[index]
        x = button.mapTo(view, QPoint(0, 0)).x()
        if x < 0 or x + button.width() > view.width():
            problems["ballot"].append(f"no column in sight for seat {seat + 1}")
    play_to_end(controller, 1)
    controller.confirm_end()
    assert window.current_page() == PAGE_REVEAL
    problems["reveal"] = settled_clipped(qtbot, window)
    # Pass-and-play: the laptop goes round the table.
    passed = dataclasses.replace(deal("standard", list(LONG_NAMES), seed=4), mode="pass_and_play")
    window.start_game(passed, False)
    assert window.current_page() == PAGE_PASSPLAY
    problems["pass-and-play"] = settled_clipped(qtbot, window)
    # No page needed more than the screen gives: the window never grew past it.
    assert (window.width(), window.height()) == (width, height)
    assert window.minimumSizeHint().height() <= height, [
        (type(window.stack.widget(i)).__name__, window.stack.widget(i).minimumSizeHint())
        for i in range(window.stack.count())
    ]
    window._force_close = True
    bad = {page: found for page, found in problems.items() if found}
    assert not bad, f"cut at {size} in {language}: {bad}"
