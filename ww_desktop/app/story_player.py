"""What really happened, told on the TV: the finished game played back step by step, aloud.

The steps come from `narration.story.story_steps` (a Qt-free function of the engine's
timeline: the pages Replay shows), worded by `story.step_text` (the words the end page and the
TV's reveal show, page by page) in the table's language and wording; this module
reads them with the narration's voice (any `VoiceBackend`: the app's, or a silent one in tests)
and shows each one with its picture:

* `StoryTeller` walks the steps: it reads a step, waits for its line to end, pauses a moment
  and goes on; `toggle` pauses and resumes, `back` and `skip` move one step.
* `StoryPage` is the TV's picture of a step: the page's title ("Night 2"), the role's badge or
  the moon, the sun, the ballot..., the line as a subtitle, and where the story is ("4 / 37").
* `StoryControls` are the host's buttons, with the night's narration keys: F7 (back a step),
  F8 (play or pause), F9 (skip), and the media keys. `end_story` puts them under the console's
  reveal and the page on the table screen once the host plays it (with one screen, the
  table screen's window is hidden: the page goes on the end page itself, over the cards);
  `StoryWindow` tells a saved game from History in a window of its own, and on the table
  screen too when no game is under way there.
"""

from __future__ import annotations

import os
import weakref
from collections.abc import Callable
from typing import Any

from PySide6.QtCore import QCoreApplication, QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QKeySequence, QPixmap, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QHBoxLayout,
    QLabel,
    QPushButton,
    QSizePolicy,
    QVBoxLayout,
    QWidget,
)

from ..engine.game import Game, record_from_json
from ..engine.setup import Setup
from ..engine.timeline import DEAL, Timeline, game_timeline, timeline
from ..narration.story import TITLE, StoryStep, story_steps
from ..narration.voices import VoiceBackend
from ..texts import assemble, i18n
from . import theme
from .story import step_text, step_title

__all__ = ["StoryControls", "StoryPage", "StoryTeller", "StoryWindow", "end_story", "step_text"]

STEP_GAP_MS = 700
"""The pause between two steps (a title gets twice as long)."""

READY, PLAYING, PAUSED, DONE = "ready", "playing", "paused", "done"

_KEYS = (
    ("back", (Qt.Key.Key_F7, Qt.Key.Key_MediaPrevious)),
    ("toggle", (Qt.Key.Key_F8, Qt.Key.Key_MediaTogglePlayPause)),
    ("skip", (Qt.Key.Key_F9, Qt.Key.Key_MediaNext)),
)
"""The narration's keys at night (`moderator/console.py`): previous, play-pause, next."""


# ------------------------------------------------------------------ the teller


class StoryTeller(QObject):
    """Reads the steps one after another with a voice.

    Signals:
        step_changed(int): the step shown and read now.
        state_changed(str): "ready", "playing", "paused" or "done".

    Attributes:
        timeline: the game's timeline; steps: its story; wording: the table's wording.
        voice: the voice that reads the steps; index: the step now; state: see the signal;
        gap_ms: the pause between two steps (`STEP_GAP_MS`).
    """

    step_changed = Signal(int)
    state_changed = Signal(str)

    def __init__(
        self,
        tl: Timeline,
        wording: str,
        voice: VoiceBackend | Callable[[], VoiceBackend],
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.timeline = tl
        self.steps = story_steps(tl)
        self.wording = wording
        # A voice of its own is made when the story is first told, not before: a game's end
        # that nobody asks to hear starts no speech thread (one left running at exit aborts).
        self._voice: VoiceBackend | None = None
        self._make_voice: Callable[[], VoiceBackend] | None = None
        if isinstance(voice, QObject):
            self._take(voice)
        else:
            self._make_voice = voice
        self.index = 0
        self.state = READY
        self.gap_ms = STEP_GAP_MS
        self._line: str | None = None  # the line the voice reads for us
        self._gap = QTimer(self)
        self._gap.setSingleShot(True)
        self._gap.timeout.connect(self._advance)

    def _take(self, voice: VoiceBackend) -> VoiceBackend:
        self._voice = voice
        voice.line_finished.connect(self._on_line_finished)
        return voice

    @property
    def voice(self) -> VoiceBackend:
        """The voice that reads the steps (a voice of its own is made on first use)."""
        if self._voice is None:
            assert self._make_voice is not None
            return self._take(self._make_voice())
        return self._voice

    @property
    def has_voice(self) -> bool:
        """Whether a voice was given or made yet."""
        return self._voice is not None

    def shutdown_voice(self) -> None:
        """Let a voice of its own go (its thread ends); a voice given is left alone."""
        if self._make_voice is not None and self._voice is not None:
            self._voice.shutdown()

    def text(self, index: int | None = None) -> str:
        """A step's words (the current step's by default), in the language of now."""
        step = self.steps[self.index if index is None else index]
        return step_text(step, self.timeline, self.wording)

    @property
    def step(self) -> StoryStep:
        """The step now."""
        return self.steps[self.index]

    def toggle(self) -> None:
        """F8: play (from the start once done), pause, or go on."""
        if self.state == PLAYING:
            self._set_state(PAUSED)
            self._quiet()
        else:
            if self.state == DONE:
                self._go(0)
            self._set_state(PLAYING)
            self._read()

    def back(self) -> None:
        """F7: one step back (read it again when playing)."""
        self._go(max(0, self.index - 1))
        if self.state == DONE:
            self._set_state(PAUSED)

    def skip(self) -> None:
        """F9: on to the next step (the story ends after the last one)."""
        if self.index + 1 < len(self.steps):
            self._go(self.index + 1)
        else:
            self._quiet()
            self._set_state(DONE)

    def stop(self) -> None:
        """Stop reading (the story can be played again)."""
        self._quiet()
        if self.state == PLAYING:
            self._set_state(PAUSED)

    def _go(self, index: int) -> None:
        self._quiet()
        self.index = index
        self.step_changed.emit(index)
        if self.state == PLAYING:
            self._read()

    def _read(self) -> None:
        text = self.text()
        if not text:
            self._gap.start(0)
            return
        self._line = text
        self.voice.speak(text)

    def _quiet(self) -> None:
        self._gap.stop()
        if self._line is not None:
            self._line = None
            if self._voice is not None:
                self._voice.stop()

    def _on_line_finished(self, text: str) -> None:
        if self.state != PLAYING or self._line is None or text != self._line:
            return  # a line cut by a key, or someone else's
        self._line = None
        self._gap.start(self.gap_ms * (2 if self.step.what == TITLE else 1))

    def _advance(self) -> None:
        if self.state != PLAYING:
            return
        if self.index + 1 < len(self.steps):
            self._go(self.index + 1)
        else:
            self._set_state(DONE)

    def _set_state(self, state: str) -> None:
        if state != self.state:
            self.state = state
            self.state_changed.emit(state)


# ------------------------------------------------------------------ the TV's page


class StoryPage(QWidget):
    """The table screen's picture of the step being told.

    Attributes:
        teller: the story; title_label, picture, line_label, where_label: what it shows.
        picture_key: what the picture shows now ("role:seer", "glyph:moon", "side:village").
        look: the table screen's colours (a key of `theme.LOOKS`).
    """

    def __init__(
        self, teller: StoryTeller, parent: QWidget | None = None, look: str = "warm"
    ) -> None:
        super().__init__(parent)
        self.teller = teller
        self.picture_key = ""
        self.look = look if look in theme.LOOKS else "warm"  # the table screen's colours
        self.setObjectName("storyPage")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self._style(theme.TITLE_PX, theme.NAME_PX, theme.SMALL_PX)
        self.title_label = self._label("storyTitle")
        self.picture = self._label("storyPicture")
        self.picture.setSizePolicy(QSizePolicy.Policy.Ignored, QSizePolicy.Policy.Ignored)
        self.line_label = self._label("storyLine")
        self.where_label = self._label("storyWhere")
        layout = self._layout = QVBoxLayout(self)
        layout.addWidget(self.title_label)
        layout.addWidget(self.picture, 1)
        layout.addWidget(self.line_label)
        layout.addWidget(self.where_label)
        teller.step_changed.connect(self.show_step)
        teller.state_changed.connect(lambda _state: self.show_step(teller.index))
        self.show_step(teller.index)

    def _style(self, title_px: int, line_px: int, small_px: int) -> None:
        """The page's colours, and its type's sizes in the style sheet too: on the end page
        (one screen) the host's style sheet sets every widget's size, which a font set on
        the label would lose to."""
        day, _night = theme.look(self.look)
        sheet = (
            f"#storyPage {{ background: {day.background}; }}"
            f"#storyPage QLabel {{ color: {day.text}; }}"
            f"#storyPage QLabel#storyTitle {{ font-size: {title_px}px; font-weight: bold; }}"
            f"#storyPage QLabel#storyLine {{ font-size: {line_px}px; font-weight: bold; }}"
            f"#storyPage QLabel#storyWhere {{ font-size: {small_px}px; font-weight: 600; }}"
        )
        if sheet != self.styleSheet():
            self.setStyleSheet(sheet)

    def _label(self, name: str) -> QLabel:
        label = QLabel(self)
        label.setObjectName(name)
        label.setTextFormat(Qt.TextFormat.PlainText)  # player names
        label.setWordWrap(True)
        label.setAlignment(Qt.AlignmentFlag.AlignCenter)
        return label

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed: the same step, in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.show_step(self.teller.index)
        super().changeEvent(event)

    def resizeEvent(self, event: Any) -> None:
        """The type and the picture follow the window's size."""
        super().resizeEvent(event)
        self.show_step(self.teller.index)

    def show_step(self, index: int) -> None:
        """Show one step: its page's title, its picture, its words and where it is."""
        teller = self.teller
        step = teller.steps[index]
        scale = theme.Scale.for_size(max(self.width(), 320), max(self.height(), 180), 1.0)
        margin = scale.px(32)
        self._layout.setContentsMargins(margin, margin, margin, margin)
        sizes = scale.px(theme.TITLE_PX), scale.px(theme.NAME_PX), scale.px(theme.SMALL_PX)
        self.title_label.setFont(theme.font(sizes[0], bold=True))
        self.line_label.setFont(theme.font(sizes[1], bold=True))
        self.where_label.setFont(theme.font(sizes[2]))
        self._style(*sizes)
        self.title_label.setText(step_title(step, teller.timeline))
        self.line_label.setText("" if step.what == TITLE else teller.text(index))
        where = assemble.fill(
            QCoreApplication.translate("StoryPage", "%1 / %2"), index + 1, len(teller.steps)
        )
        if teller.state == PAUSED:
            where = assemble.label(where, QCoreApplication.translate("StoryPage", "Paused"))
        self.where_label.setText(where)
        self.picture_key, pixmap = self._pixmap(step, scale.px(320))
        self.picture.setPixmap(pixmap)
        if step.role:
            what = i18n.role_name(step.role)
        elif step.side:
            what = i18n.side_name(step.side)
        else:
            what = step_title(step, teller.timeline)
        self.picture.setAccessibleName(what)

    def _pixmap(self, step: StoryStep, size: int) -> tuple[str, QPixmap]:
        from ..resources import side_icon_path
        from .widgets.svg import role_pixmap, svg_pixmap, ui_pixmap

        if step.role:
            return f"role:{step.role}", role_pixmap(step.role, size)
        if step.side:
            return f"side:{step.side}", svg_pixmap(side_icon_path(step.side), size)
        glyph = step.glyph or ("eye" if step.kind == DEAL else "sun")
        day, _night = theme.look(self.look)
        return f"glyph:{glyph}", ui_pixmap(glyph, day.accent_text, size)


# ------------------------------------------------------------------ the host's controls


class StoryControls(QWidget):
    """The host's controls of the told story, with the narration's keys (F7, F8, F9).

    Signals:
        showing(bool): the story's page should be on the table screen (True) or not.

    Attributes:
        teller: the story; buttons: "back", "toggle", "skip" -> their button; line_label:
        the step being told (the console's copy of the TV's subtitle); page: the table
        screen's page (`end_story`), if any; own_page: the end page's own picture, shown
        there when no table screen is shown (one screen), if any.
    """

    showing = Signal(bool)

    def __init__(self, teller: StoryTeller, parent: QWidget | None = None) -> None:
        super().__init__(parent)
        self.teller = teller
        self.page: StoryPage | None = None  # the table screen's page, when there is one
        self.own_page: StoryPage | None = None  # the end page's own (one screen: no TV shown)
        teller.setParent(self)
        self.buttons: dict[str, QPushButton] = {}
        row = QHBoxLayout(self)
        row.setContentsMargins(0, 8, 0, 0)
        for name, keys in _KEYS:
            button = QPushButton(self)
            button.clicked.connect(getattr(self, name))
            self.buttons[name] = button
            row.addWidget(button)
            for key in keys:
                shortcut = QShortcut(QKeySequence(key), self)
                shortcut.setAutoRepeat(False)  # a held key never steps through the story
                shortcut.activated.connect(getattr(self, name))
        self.line_label = QLabel(self)
        self.line_label.setTextFormat(Qt.TextFormat.PlainText)
        self.line_label.setWordWrap(True)
        row.addWidget(self.line_label, 1)
        teller.step_changed.connect(self._update)
        teller.state_changed.connect(self._on_state)
        self._texts()

    def _texts(self) -> None:
        # The night's words for the night's keys (the console's own, `moderator/console.py`).
        console = "ModeratorConsole"
        self.buttons["back"].setText(self.tr("◀ Back  [F7]"))
        self.buttons["skip"].setText(QCoreApplication.translate(console, "Skip  [F9]"))
        state = self.teller.state
        if state == PLAYING:
            toggle = QCoreApplication.translate(console, "Pause  [F8]")
        elif state == PAUSED:
            toggle = QCoreApplication.translate(console, "Resume  [F8]")
        else:
            toggle = self.tr("Tell what really happened  [F8]")
        self.buttons["toggle"].setText(toggle)
        self._update(self.teller.index)

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed: the buttons in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self._texts()
        super().changeEvent(event)

    def hideEvent(self, event: Any) -> None:
        """Off screen (a new game, the window closed): the story stops, the TV goes back. A
        minimised console (a hide from the window system) lets the story go on."""
        if not event.spontaneous():
            self.teller.stop()
            self.showing.emit(False)
        super().hideEvent(event)

    def toggle(self) -> None:
        """Play or pause (F8); the table screen shows the story while it is told."""
        if self.teller.state != PLAYING:
            self.showing.emit(True)
        self.teller.toggle()

    def back(self) -> None:
        """One step back (F7)."""
        self.showing.emit(True)
        self.teller.back()

    def skip(self) -> None:
        """On to the next step (F9)."""
        if self.teller.state == DONE:
            return
        self.showing.emit(True)
        self.teller.skip()

    def _on_state(self, state: str) -> None:
        self._texts()
        if state == DONE:
            self.showing.emit(False)

    def _update(self, index: int) -> None:
        step = self.teller.steps[index]
        words = self.teller.text(index)
        if step.what != TITLE:
            words = assemble.label(step_title(step, self.teller.timeline), words)
        self.line_label.setText(words if self.teller.state != READY else "")


# ------------------------------------------------------------------ where it is told


def table_screen(near: QWidget | None = None) -> Any:
    """The app's table screen (`PublicWindow`), if there is one: the one showing the game of
    the window `near` is in (its controller's), when that window has a game, even hidden
    (one screen); else a table screen on show (a hidden one nobody owns may be a closed
    window's, on its way out)."""
    from .public.window import PublicWindow

    app = QApplication.instance()
    if not isinstance(app, QApplication):
        return None
    screens = [w for w in app.topLevelWidgets() if isinstance(w, PublicWindow)]
    shown = [w for w in screens if w.isVisible()]
    controller = _controller_of(near)
    if controller is None:
        return shown[0] if shown else None
    screens = [w for w in screens if w.controller is controller]
    shown = [w for w in screens if w.isVisible()]
    return (shown or screens)[0] if screens else None


def own_voice(parent: QObject, settings: Any = None) -> VoiceBackend:
    """A voice for the story when the narration has none yet: the host's voice settings, the
    app's language (subtitles only when the language has no voice)."""
    from ..narration.voices import load_voice_settings, make_voice
    from .language import current_language, narration_language

    voice = make_voice(os.environ.get("WW_DESKTOP_VOICE") or "auto", parent=parent)
    if settings is not None:
        wanted = load_voice_settings(settings)
        voice.apply_settings(wanted)
        voice.set_spoken(wanted.enabled)
    code = narration_language(current_language())
    if not voice.set_language(code):
        voice.set_subtitles_only(code)
    return voice


def _own_voice_later(settings: Any) -> Callable[[], VoiceBackend]:
    """`own_voice` made when first needed, owned by the app (not by a window that may go
    before the voice's thread has stopped)."""
    return lambda: own_voice(QCoreApplication.instance() or QObject(), settings)


def end_story(
    host: QWidget, game: Game, wording: str, voice: VoiceBackend | None = None
) -> StoryControls:
    """The host's controls for the story of a confirmed game, under `host` (the console's
    reveal); the table screen shows the story while it is told, or `host` does when no table
    screen is shown (one screen) and it can (`RevealView.show_story`)."""
    old = host.findChild(StoryControls)
    if old is not None:
        old.hide()
        old.deleteLater()
    settings = _settings_of(host)
    teller = StoryTeller(game_timeline(game), wording, voice or _own_voice_later(settings))
    controls = StoryControls(teller, host)
    if voice is None:  # the voice of its own (if the story was told) ends with the controls
        controls.destroyed.connect(teller.shutdown_voice)
        app = QCoreApplication.instance()
        if app is not None:
            app.aboutToQuit.connect(teller.shutdown_voice)
    tv = table_screen(host)
    look = str(getattr(tv, "look", "warm"))
    if tv is not None:
        controls.page = StoryPage(teller, look=look)
    if hasattr(host, "show_story"):  # the end page can show the picture itself
        controls.own_page = StoryPage(teller, look=look)
    _tell_where_seen(host, controls)
    layout = host.layout()
    if layout is not None:
        layout.addWidget(controls)
    return controls


def _tell_where_seen(host: QWidget, controls: StoryControls) -> None:
    """While `controls` tell the story, its picture is on the table screen when that is
    shown (two screens, as before); when it is not (one screen: the table watches the host's
    window), on the end page `host` itself, in place of the cards. Decided each time the
    story is shown, so a screen plugged in or taken away between two presses is followed.
    (Only weak references are kept: the slot lives in `controls`, a child of `host`.)"""
    host_ref, controls_ref = weakref.ref(host), weakref.ref(controls)
    shown: list[tuple[Any, StoryPage]] = []  # where the picture is now, and which page

    def show(on: bool) -> None:
        host, controls = host_ref(), controls_ref()
        if host is None or controls is None:
            return
        tv = table_screen(host)
        where: tuple[Any, StoryPage] | None = None
        if on and tv is not None and controls.page is not None and tv.isVisible():
            where = (tv, controls.page)
        elif on and controls.own_page is not None:
            where = (host, controls.own_page)
        if shown and (where is None or shown[0][0] is not where[0]):
            screen, page = shown.pop()
            screen.show_story(page, False)
        if where is not None:
            where[0].show_story(where[1], True)
            shown[:] = [where]

    controls.showing.connect(show)
    for page in (controls.page, controls.own_page):
        if page is not None:
            controls.destroyed.connect(page.deleteLater)


def _tell_on(tv: Any, controls: StoryControls, page: StoryPage) -> None:
    """The table screen shows `page` while `controls` tell the story."""
    controls.showing.connect(lambda on: tv.show_story(page, on))
    controls.destroyed.connect(page.deleteLater)


def free_table_screen(near: QWidget | None = None) -> Any:
    """The table screen (of `near`'s app) if no game is under way on it (none loaded, or its
    end confirmed)."""
    tv = table_screen(near)
    if tv is None:
        return None
    controller = tv.controller
    return tv if controller.game is None or controller.confirmed else None


class StoryWindow(QWidget):
    """A saved game's story in a window of its own (from History): the page and the keys;
    the table screen shows it too when no game is under way there.

    Attributes:
        teller: the story; page: the picture; controls: the buttons; tv_page: the table
        screen's copy of the page (None: the table screen is busy or absent).
    """

    def __init__(
        self,
        tl: Timeline,
        wording: str,
        voice: VoiceBackend | None = None,
        parent: QWidget | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setAttribute(Qt.WidgetAttribute.WA_DeleteOnClose, True)
        self.resize(1280, 720)
        self._own_voice = voice is None
        self.teller = StoryTeller(tl, wording, voice or _own_voice_later(_settings_of(parent)))
        self.page = StoryPage(self.teller, self)
        self.controls = StoryControls(self.teller, self)
        layout = QVBoxLayout(self)
        layout.setContentsMargins(0, 0, 0, 0)
        layout.addWidget(self.page, 1)
        layout.addWidget(self.controls)
        self.tv_page: StoryPage | None = None
        self._tv: Any = None
        tv = free_table_screen(parent)
        if tv is not None:  # no game on the table screen: the story goes there too
            self.tv_page = self.controls.page = StoryPage(self.teller, look=tv.look)
            _tell_on(tv, self.controls, self.tv_page)
            self._tv = tv
            tv.controller.started.connect(self._leave_tv)
        self.setWindowTitle(self.tr("What really happened"))
        full = QShortcut(QKeySequence(Qt.Key.Key_F11), self)  # as on the table screen
        full.activated.connect(self.toggle_full_screen)

    def _leave_tv(self) -> None:
        """A game starts on the table screen: it is the game's again (the story goes on here)."""
        page, self.tv_page = self.tv_page, None
        if page is not None:
            self.controls.showing.disconnect()
            self._tv.show_story(page, False)

    def toggle_full_screen(self) -> None:
        """F11: full screen on and off (on the TV, say)."""
        if self.isFullScreen():
            self.showNormal()
        else:
            self.showFullScreen()

    def changeEvent(self, event: QEvent) -> None:
        """The app's language changed: the title in the new language."""
        if event.type() == QEvent.Type.LanguageChange:
            self.setWindowTitle(self.tr("What really happened"))
        super().changeEvent(event)

    def closeEvent(self, event: Any) -> None:
        """Closed: the voice stops (and a voice of its own lets go of its thread)."""
        self.teller.stop()
        if self._own_voice:
            self.teller.shutdown_voice()
        super().closeEvent(event)

    @classmethod
    def from_stored(
        cls,
        setup: dict[str, Any],
        records: list[dict[str, Any]],
        ui_state: dict[str, Any] | None = None,
        parent: QWidget | None = None,
        voice: VoiceBackend | None = None,
    ) -> StoryWindow:
        """A stored game's story; raises ValueError if its log does not replay."""
        table = Setup.from_stored(setup, ui_state)
        parsed = [record_from_json(r) if isinstance(r, dict) else r for r in records]
        return cls(timeline(table, parsed), table.table_wording(), voice, parent)


def _controller_of(widget: QWidget | None) -> Any:
    """The game controller of the window `widget` is in (kept by the main window; None
    outside one)."""
    while widget is not None:
        controller = getattr(widget, "controller", None)
        if controller is not None:
            return controller
        widget = widget.parentWidget()
    return None


def _settings_of(widget: QWidget | None) -> QSettings | None:
    """The app's settings, kept by the main window (None: the voice's defaults)."""
    while widget is not None:
        settings = getattr(widget, "settings", None)
        if isinstance(settings, QSettings):
            return settings
        widget = widget.parentWidget()
    return None
