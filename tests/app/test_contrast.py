"""Every text on every page and dialog is readable: WCAG AA contrast, measured on screen.

As the clipping check (`test_languages_screens.py`) does for sizes, these tests walk the
host's pages and dialogs (the lobby and its "What the bots do" box, a role card, the night
and the day console, the Claims dialog at night and by day, the pass-and-play "Players"
dialog, the role card on a day page, the reveal, the history) in English, Japanese and
French; the Table screen's pages (night, day table, morning news, reveal) in each of its
looks (warm day, dark day, high contrast); and the host's windows in high contrast. Each
window is photographed as the user sees it; for every visible label, check box, radio
button and button the background is the crop's most common colour and the text the colour
that stands out most from it, and their contrast must be at least 4.5:1; a check box's or
radio button's box must stand out at least 3:1 (and a checked one's tick from its box).
"""

from __future__ import annotations

from collections import Counter
from collections.abc import Callable, Iterator

import pytest
from PySide6.QtCore import QCoreApplication, QPoint, QRect, QSettings, Qt, QTimer
from PySide6.QtGui import QAction, QImage
from PySide6.QtWidgets import (
    QAbstractButton,
    QApplication,
    QCheckBox,
    QLabel,
    QMenu,
    QRadioButton,
    QStyle,
    QStyleOptionButton,
    QVBoxLayout,
    QWidget,
)
from pytestqt.qtbot import QtBot

from ww_desktop.app import app_style, theme
from ww_desktop.app.controller import GameController
from ww_desktop.app.dealing import RoleCard
from ww_desktop.app.language import install_language
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.moderator.common import CONTRAST_QSS, DAY_QSS
from ww_desktop.app.passplay import PassPlayPage
from ww_desktop.app.public.window import PublicWindow
from ww_desktop.app.screens import ScreenPlacer
from ww_desktop.engine.state import Phase

from .conftest import make_setup, play_to_end, play_until

AA = 4.5
MARK = 3.0
"""Non-text marks (a check box's box, a radio button's circle): WCAG 1.4.11."""
LANGUAGES = ("en", "ja", "fr")
NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy")


@pytest.fixture
def language(request: pytest.FixtureRequest, qapp: QApplication) -> Iterator[str]:
    """Install the parametrized language (and the app's theme follower); English after."""
    code = str(request.param)
    install_language(qapp, code)
    follower = app_style.install(qapp)
    yield code
    qapp.removeEventFilter(follower)
    follower.setParent(None)
    follower.deleteLater()
    install_language(qapp, "en")


def _hex(pixel: int) -> str:
    return f"#{pixel & 0xFFFFFF:06x}"


def _crop_colours(image: QImage, rect: QRect) -> Counter[int]:
    part = image.copy(rect).convertToFormat(QImage.Format.Format_RGB32)
    data = memoryview(part.constBits()).cast("I")  # type: ignore[arg-type]
    return Counter(p & 0xFFFFFF for p in data)


def text_contrast(image: QImage, window: QWidget, widget: QWidget) -> float | None:
    """The contrast of `widget`'s text with its background in `image` (a grab of `window`),
    or None when the crop holds a single colour (nothing drawn there)."""
    visible = widget.visibleRegion().boundingRect()
    if visible.isEmpty():
        return None
    rect = QRect(widget.mapTo(window, visible.topLeft()), visible.size()) & image.rect()
    if rect.isEmpty():
        return None
    colours = _crop_colours(image, rect)
    if len(colours) < 2:
        return None
    background = _hex(colours.most_common(1)[0][0])
    return max(theme.contrast_ratio(_hex(c), background) for c in colours)


def _has_text(widget: QWidget) -> str:
    if isinstance(widget, QLabel):
        pixmap = widget.pixmap()
        if pixmap is not None and not pixmap.isNull():
            return ""
        return widget.text().strip()
    if isinstance(widget, QAbstractButton):
        return widget.text().strip()
    return ""


def low_contrast(window: QWidget) -> list[str]:
    """Visible labels and buttons of `window` whose text is under AA on its background."""
    QApplication.processEvents()
    image = window.grab().toImage()
    found: list[str] = []
    for widget in window.findChildren(QWidget):
        text = _has_text(widget)
        if not text or not widget.isVisible() or widget.width() <= 0:
            continue
        ratio = text_contrast(image, window, widget)
        if ratio is not None and ratio < AA:
            found.append(f"{type(widget).__name__} {text[:40]!r}: {ratio:.2f}:1")
        if isinstance(widget, (QCheckBox, QRadioButton)):
            mark = indicator_contrast(image, window, widget)
            if mark is not None and mark < MARK:
                found.append(f"{type(widget).__name__} {text[:40]!r} box: {mark:.2f}:1")
    return found


def indicator_contrast(
    image: QImage, window: QWidget, box: QCheckBox | QRadioButton
) -> float | None:
    """The contrast of a check box's or radio button's box (its outline or fill, whichever
    stands out most) with the background around the control; for a checked one, the lower
    of that and the contrast of the tick (or dot) with the box's fill."""
    option = QStyleOptionButton()
    option.initFrom(box)
    element = (
        QStyle.SubElement.SE_CheckBoxIndicator
        if isinstance(box, QCheckBox)
        else QStyle.SubElement.SE_RadioButtonIndicator
    )
    local = box.style().subElementRect(element, option, box)
    if not box.visibleRegion().boundingRect().contains(local):
        return None  # scrolled partly out of sight
    whole = QRect(box.mapTo(window, QPoint(0, 0)), box.size()) & image.rect()
    rect = QRect(box.mapTo(window, local.topLeft()), local.size()) & image.rect()
    if rect.isEmpty() or whole.isEmpty():
        return None
    background = _hex(_crop_colours(image, whole).most_common(1)[0][0])
    ratio = max(theme.contrast_ratio(_hex(c), background) for c in _crop_colours(image, rect))
    if box.isChecked():  # the tick or dot must stand out from the box it sits in
        inner = _crop_colours(image, rect.adjusted(4, 4, -4, -4))
        fill = _hex(inner.most_common(1)[0][0])
        ratio = min(ratio, max(theme.contrast_ratio(_hex(c), fill) for c in inner))
    return ratio


def check_modal(qtbot: QtBot, opener: Callable[[], object], found: dict[str, list[str]], name: str):
    """Open a modal box with `opener`, check it while it is up, then close it."""
    seen: list[QWidget] = []

    def inspect() -> None:
        box = QApplication.activeModalWidget()
        if box is None:
            QTimer.singleShot(5, inspect)
            return
        seen.append(box)
        found[name] = low_contrast(box)
        box.close()

    QTimer.singleShot(0, inspect)
    opener()
    assert seen, f"{name}: no box came up"


def test_every_theme_passes_aa_on_paper() -> None:
    """Every theme's listed colour pairs (text 4.5:1, marks 3:1), the TV's looks included."""
    assert set(theme.LOOKS) == {"warm", "dark", "contrast"}
    for t in theme.ALL_THEMES:
        for fg, bg, minimum in t.pairs():
            assert theme.contrast_ratio(fg, bg) >= minimum, (t.name, fg, bg)
    assert theme.look("dark")[0].background != theme.DAY.background  # no cream in the dark
    assert theme.luminance(theme.look("dark")[0].background) < 0.05


@pytest.mark.parametrize("language", LANGUAGES, indirect=True)
def test_host_pages_and_dialogs_are_readable(
    qtbot: QtBot, controller: GameController, settings: QSettings, language: str
) -> None:
    """Lobby (empty, with its problems, and full), bots box, role card, console by night and
    by day, the Claims dialog in both, the pass-and-play Players dialog, a role card on a day
    page, the reveal, the history: all AA."""
    found: dict[str, list[str]] = {}
    window = MainWindow(controller, settings)
    window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    window.console.confirm = lambda _title, _text: True  # type: ignore[method-assign]
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    lobby = window.lobby
    lobby.clear_players()
    found["empty lobby (its problems in red)"] = low_contrast(window)
    for name in NAMES:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    found["lobby"] = low_contrast(window)
    check_modal(qtbot, lobby.balance_panel.show_bots_help, found, "bots box")

    assert controller.start(make_setup("standard", 9, seed=4))
    window.stack.setCurrentIndex(1)
    window.dealing.show_button.click()
    found["role card"] = low_contrast(window)
    window.stack.setCurrentIndex(2)
    found["night console"] = low_contrast(window)
    claims = window.console.open_claims(0)
    assert claims is not None
    qtbot.waitExposed(claims)
    found["claims at night"] = low_contrast(claims)
    claims.close()

    game = controller.game
    assert game is not None
    play_until(controller, 4, lambda: game.state.phase is Phase.DAY)
    QApplication.processEvents()
    found["day console"] = low_contrast(window)
    claims = window.console.open_claims(1)
    assert claims is not None
    qtbot.waitExposed(claims)
    found["claims by day"] = low_contrast(claims)
    claims.close()

    passplay = PassPlayPage(controller, settings)
    qtbot.addWidget(passplay)
    passplay.resize(1280, 720)
    passplay.show()
    players = passplay.open_players()
    assert players is not None
    qtbot.waitExposed(players)
    found["players dialog"] = low_contrast(players)
    players.close()

    day_page = QWidget()
    day_page.setObjectName("page")
    day_page.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
    day_page.setStyleSheet(DAY_QSS)
    card = RoleCard()
    QVBoxLayout(day_page).addWidget(card)
    card.fill("Ann", "seer", "village", [QCoreApplication.translate("Dealing", "Bob: villager")])
    qtbot.addWidget(day_page)
    day_page.show()
    qtbot.waitExposed(day_page)
    found["role card by day"] = low_contrast(day_page)
    assert card.role_label.text()

    play_to_end(controller, 4)
    with qtbot.waitSignal(controller.finished):
        controller.confirm_end()
    qtbot.waitUntil(lambda: window.stack.currentWidget() is window.reveal)
    found["reveal"] = low_contrast(window)

    window.show_history()
    history = window._history
    assert history is not None
    qtbot.waitExposed(history)
    found["history"] = low_contrast(history)
    history.close()
    window._force_close = True

    bad = {where: items for where, items in found.items() if items}
    assert not bad, f"text under {AA}:1 in {language}: {bad}"


@pytest.mark.parametrize("look", sorted(theme.LOOKS))
def test_table_screen_is_readable_in_each_look(
    qtbot: QtBot, controller: GameController, look: str
) -> None:
    """The Table screen's night, day table and reveal, in the warm, dark and high-contrast
    looks: every text AA; the dark day has no cream background."""
    public = PublicWindow(controller)
    qtbot.addWidget(public)
    public.resize(1280, 720)
    public.show()
    qtbot.waitExposed(public)
    public.set_look(look)
    found: dict[str, list[str]] = {}
    assert controller.start(make_setup("standard", 9, seed=6))
    controller.subtitle.emit(
        QCoreApplication.translate(
            "Narration", "Night falls on the village. Everyone, close your eyes."
        )
    )
    found["night"] = low_contrast(public)
    game = controller.game
    assert game is not None
    play_until(controller, 6, lambda: game.state.phase is Phase.DAY)
    for page in ("news", "table"):
        public._show_page(page)
        found[page] = low_contrast(public)
    day_bg = public.grab().toImage().pixelColor(QPoint(2, 2)).name()
    assert day_bg == theme.look(look)[0].background
    play_to_end(controller, 6)
    public._show_page("reveal")
    found["reveal"] = low_contrast(public)
    bad = {where: items for where, items in found.items() if items}
    assert not bad, f"text under {AA}:1 in the {look} look: {bad}"


def _menu_action(menu: QMenu, data: str) -> QAction:
    for action in menu.actions():
        if action.data() == data:
            return action
    raise AssertionError(f"no {data!r} in {menu.title()!r}")


def test_host_sets_table_colours_and_text_from_the_view_menu(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    """View > Table screen colours > Dark day turns the TV's day dark (and is remembered for
    the next Table screen); View > Table screen text > Larger makes every text bigger."""
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    public = PublicWindow(controller)
    qtbot.addWidget(public)
    public.resize(1280, 720)
    public.show()
    qtbot.waitExposed(public)
    placer = ScreenPlacer(public, settings, console=window, parent=controller)
    placer.attach_menu(window.view_menu)
    assert controller.start(make_setup("standard", 9, seed=2))
    game = controller.game
    assert game is not None
    play_until(controller, 2, lambda: game.state.phase is Phase.DAY)
    public._show_page("table")
    QApplication.processEvents()

    def corner() -> str:
        QApplication.processEvents()
        return public.grab().toImage().pixelColor(QPoint(2, 2)).name()

    assert corner() == theme.DAY.background
    looks = window.view_menu.findChild(QMenu, "table_look_menu")
    assert isinstance(looks, QMenu)
    _menu_action(looks, "dark").trigger()
    assert corner() == theme.DARK_DAY.background
    assert low_contrast(public) == []
    _menu_action(looks, "contrast").trigger()
    assert corner() == theme.CONTRAST_DAY.background
    _menu_action(looks, "dark").trigger()

    sizes = window.view_menu.findChild(QMenu, "table_text_menu")
    assert isinstance(sizes, QMenu)
    before = public.day_label.font().pixelSize()
    _menu_action(sizes, "larger").trigger()
    assert public.day_label.font().pixelSize() >= round(before * 1.3)
    placer.stop()

    again = PublicWindow(controller)  # the next Table screen (a new launch, a new language)
    qtbot.addWidget(again)
    again_placer = ScreenPlacer(again, settings, console=window, parent=controller)
    assert again.look == "dark" and again.text_size == theme.TEXT_SIZES["larger"]
    again_placer.stop()
    window._force_close = True


def test_high_contrast_for_the_host_from_the_view_menu(
    qtbot: QtBot, qapp: QApplication, controller: GameController, settings: QSettings
) -> None:
    """View > High contrast: every host page (and a page that switches to its day theme
    later) turns white on black, all readable; remembered; off gives the themes back."""
    follower = app_style.install(qapp)
    try:
        window = MainWindow(controller, settings)
        window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        action = app_style.attach_menu(follower, window.view_menu, settings)
        assert action in window.view_menu.actions() and not action.isChecked()
        action.trigger()
        assert window.lobby.styleSheet() == CONTRAST_QSS
        assert window.grab().toImage().pixelColor(QPoint(640, 700)).name() == "#000000"
        assert low_contrast(window) == []
        assert controller.start(make_setup("standard", 9, seed=5))
        window.stack.setCurrentIndex(2)
        game = controller.game
        assert game is not None
        play_until(controller, 5, lambda: game.state.phase is Phase.DAY)
        QApplication.processEvents()
        assert window.console.styleSheet() == CONTRAST_QSS  # the day theme was swapped too
        assert low_contrast(window) == []
        assert str(settings.value(app_style.CONTRAST_KEY)).lower() == "true"
        action.trigger()
        assert window.console.styleSheet() == DAY_QSS
        assert window.lobby.styleSheet() != CONTRAST_QSS
        window._force_close = True
    finally:
        follower.set_high_contrast(False)
        qapp.removeEventFilter(follower)
        follower.setParent(None)
        follower.deleteLater()


def test_high_contrast_reaches_the_dialogs_and_the_menu_bar(
    qtbot: QtBot,
    qapp: QApplication,
    controller: GameController,
    settings: QSettings,
    store: object,
) -> None:
    """High contrast turns History (a window with a look of its own) and the menu bar white
    on black too, readable; turned off, they get their look back."""
    from ww_desktop.app.library_style import LIBRARY_QSS

    follower = app_style.install(qapp)
    try:
        window = MainWindow(controller, settings)
        window.confirm = lambda _title, _text: True  # type: ignore[method-assign]
        qtbot.addWidget(window)
        window.resize(1280, 720)
        window.show()
        qtbot.waitExposed(window)
        action = app_style.attach_menu(follower, window.view_menu, settings)
        action.trigger()
        bar = window.menuBar()
        corner = bar.grab().toImage().pixelColor(QPoint(bar.width() - 4, bar.height() // 2))
        assert corner.name() == "#000000"
        history = window.show_history()
        qtbot.waitExposed(history)
        assert history.styleSheet().startswith(CONTRAST_QSS)
        image = history.grab().toImage()
        assert image.pixelColor(QPoint(history.width() // 2, history.height() - 5)).name() in (
            "#000000",
            "#1a1a1a",
        )
        assert low_contrast(history) == []
        action.trigger()
        assert history.styleSheet() == LIBRARY_QSS
        assert bar.styleSheet() == ""
        history.close()
        window._force_close = True
    finally:
        follower.set_high_contrast(False)
        qapp.removeEventFilter(follower)
        follower.setParent(None)
        follower.deleteLater()
