"""The demo game: a narrated game that plays itself on the table screen, for newcomers.

"Watch a demo game" (the lobby's button, or Game > Watch a demo game) deals a 9-player
Standard table (a Seer, a Knight, a Medium, a Traitor, two werewolves and three villagers)
to reasoning bots (`engine.reasoning.ReasoningBots`) and plays it through a real
`GameController`, so the table screen (`public.window.PublicWindow`) and the `Narrator` work
exactly as in a real game. The game is saved in a temporary store that is deleted when the
demo ends: it never appears in the user's history.

`DemoGame` paces the game with a timer (one "beat" per step, `BEAT_MS` divided by the speed)
and explains each step in a caption shown over the table screen and on the laptop:

* at night the bots answer a step only once the narrator has called it and waits for it (the
  captions follow the narrator's lines: "The werewolves pick someone to send home...");
* by day it first says what is about to happen, then lets it happen: the morning news, each
  Seer claim of the bots ("Bob claims to be the Seer and says Ann is a werewolf", also put on
  the nameplates with `controller.set_claim` / `add_report`), the discussion, the vote, its
  outcome;
* at the end the host's confirmation is made for the table and the reveal is shown.

Captions are built from public facts only (the public messages, the claims board and the
narrator's lines), so the table screen never shows a role before the reveal.

`DemoConsole` is the laptop's window for it: the caption, the narrator's line, the speed,
pause and stop.
"""

from __future__ import annotations

import os
import random
import tempfile
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QEvent, QObject, QSettings, Qt, QTimer, Signal
from PySide6.QtGui import QCloseEvent, QKeySequence, QShortcut
from PySide6.QtWidgets import (
    QApplication,
    QComboBox,
    QHBoxLayout,
    QLabel,
    QListWidget,
    QPushButton,
    QVBoxLayout,
    QWidget,
)

from ...engine.reasoning import WEREWOLF, ReasoningBots
from ...engine.requests import Verb
from ...engine.roles import canonical
from ...narration import narrator as narration
from ...narration.narrator import Narrator
from ...narration.voices import SilentVoice, VoiceBackend, load_voice_settings, make_voice
from ...store import Store
from ...texts import assemble, i18n
from .. import theme
from ..controller import GameController
from ..moderator.common import NIGHT_QSS
from ..public.window import PublicWindow
from ..screens import show_full_screen
from .flow import (
    ANNOUNCE,
    BEAT_MS,
    DAWN,
    DEMO_WORDING,
    GAME_OVER,
    MORNING,
    NIGHT_BEGINS,
    OUTCOME,
    REFUSED,
    REVEAL,
    SPEEDS,
    STEP,
    Caption,
    ClaimPosted,
    ClearNight,
    Cue,
    DemoFlow,
    Event,
    Finished,
    NightAction,
    NightAnswer,
    Pace,
    demo_setup,
)

if TYPE_CHECKING:
    from ...engine.game import Game
    from ...engine.messages import Message

_BUSY = frozenset({narration.SPEAKING, narration.CUT, narration.TIMER, narration.TIMER_PAUSED})


CAPTION_PX = 40
"""The captions' size on a 1080p TV (scaled with the window)."""


class CaptionOverlay(QLabel):
    """The caption shown over the bottom (or the top) of the table screen.

    Attributes:
        host: the window it sits on (it follows its size).
        top: sits at the top of the window (the demo's "behind closed eyes" panel).
        reserved: the height it keeps clear of the table below it (0 when hidden).
    """

    def __init__(self, host: QWidget, top: bool = False) -> None:
        super().__init__(host)
        self.host = host
        self.top = top
        self.reserved = 0
        self.setObjectName("demoCaption")
        self.setWordWrap(True)
        self.setAlignment(Qt.AlignmentFlag.AlignCenter)
        self.setAttribute(Qt.WidgetAttribute.WA_TransparentForMouseEvents, True)
        self.setStyleSheet(
            "#demoCaption { background: rgba(10, 8, 30, 215); color: #ffffff;"
            " border: 2px solid #f2c14e; border-radius: 14px; padding: 10px 22px; }"
        )
        host.installEventFilter(self)
        self.hide()

    def set_caption(self, text: str) -> None:
        """Show `text` ("" hides the caption)."""
        self.setText(text)
        self.setVisible(bool(text))
        self.place()

    def place(self) -> None:
        """Sit at the bottom of the window, scaled to its size."""
        w, h = self.host.width(), self.host.height()
        scale = theme.Scale.for_size(w, h)
        # 40 px on a 1080p TV, as every text there (the README's promise), 28 at the least.
        self.setFont(theme.font(max(28, scale.px(CAPTION_PX)), bold=True))
        width = int(w * 0.9)
        self.setFixedWidth(width)
        height = self.heightForWidth(width)
        self.setFixedHeight(max(height, scale.px(60)))
        gap = max(8, h // 60)
        self.move((w - width) // 2, gap if self.top else h - self.height() - gap)
        self.reserved = self.height() + 2 * gap if self.isVisibleTo(self.host) else 0
        layout = self.host.layout()
        if layout is not None:  # keep the table clear of the captions
            overlays = [c for c in self.host.children() if isinstance(c, CaptionOverlay)]
            top = sum(c.reserved for c in overlays if c.top)
            bottom = sum(c.reserved for c in overlays if not c.top)
            layout.setContentsMargins(0, top, 0, bottom)
        self.raise_()

    def eventFilter(self, watched: QObject, event: QEvent) -> bool:
        """Follow the window's size."""
        if watched is self.host and event.type() in (QEvent.Type.Resize, QEvent.Type.Show):
            self.place()
        return False


class DemoGame(QObject):
    """A bot game on a temporary store, paced by a timer, explained in captions.

    The flow (what happens next, who acts, what the night panel tells) is `flow.DemoFlow`;
    this object runs it on a timer and turns its events into words on both screens.

    Signals:
        caption_changed(str): a new caption (also shown over the table screen).
        narration_changed(str): the narrator's current line.
        paused_changed(bool): paused or going on.
        finished(): the game ended and the reveal is shown.
        stopped(): the demo was stopped and everything it made was closed.
        night_action_shown(str): a night action, told openly (only the demo does so).

    Attributes:
        seed: the deal's and the bots' seed.
        controller: the demo's own game controller (on a temporary store).
        store: the temporary store; narrator: the narrator; voice: its voice.
        public_window: the demo's table screen; caption: the caption over it.
        night_panel: the panel at the top of the table screen that shows, during a night, who
            does what (it is a demo: nothing is secret); night_texts: every line it showed.
        bots: the reasoning bots at every seat (None before `start`).
        flow: the demo's flow (None before `start`).
        speed: the pace factor (1.0: normal); beat_ms: one beat at normal speed.
        timer: the beat timer.
        captions: every caption shown, in order.
        done: the reveal is shown.
    """

    caption_changed = Signal(str)
    narration_changed = Signal(str)
    paused_changed = Signal(bool)
    finished = Signal()
    stopped = Signal()
    night_action_shown = Signal(str)

    def __init__(
        self,
        voice: VoiceBackend | None = None,
        seed: int | None = None,
        parent: QObject | None = None,
    ) -> None:
        super().__init__(parent)
        self.seed = random.randrange(2**31) if seed is None else seed
        self._tmp = tempfile.TemporaryDirectory(prefix="ww-desktop-demo-")
        self.store = Store.open(Path(self._tmp.name) / "demo.sqlite3")
        self.controller = GameController(self.store, self)
        self.voice = voice if voice is not None else SilentVoice(self)
        self._base_spc = self.voice.seconds_per_char if isinstance(self.voice, SilentVoice) else 0.0
        self.narrator = Narrator(self.controller, self.voice, self)
        self.narrator.wording = DEMO_WORDING
        self.narrator.line_changed.connect(self._on_line)
        self.public_window = PublicWindow(self.controller)
        self.public_window.setWindowTitle(self.tr("Demo game - table screen"))
        # The demo's keys (pause, stop) live on its control window: the table screen never
        # takes the keyboard.
        self.public_window.setAttribute(Qt.WidgetAttribute.WA_ShowWithoutActivating, True)
        self.caption = CaptionOverlay(self.public_window)
        self.night_panel = CaptionOverlay(self.public_window, top=True)
        self.night_panel.setStyleSheet(
            "#demoCaption { background: rgba(40, 20, 80, 225); color: #ffffff;"
            " border: 2px solid #b9a6ff; border-radius: 14px; padding: 8px 20px; }"
        )
        self.night_texts: list[str] = []
        self._night_lines: list[str] = []
        self.bots: ReasoningBots | None = None
        self.flow: DemoFlow | None = None
        self.speed = 1.0
        self.beat_ms = BEAT_MS
        self.captions: list[str] = []
        self.done = False
        self.timer = QTimer(self)
        self.timer.timeout.connect(self.beat)
        self._paused = False
        self._closed = False
        self._real_tv: PublicWindow | None = None
        self.set_speed(1.0)

    # ------------------------------------------------------------ control

    @property
    def game(self) -> Game | None:
        """The demo's game (the laptop may look; the table screen never does)."""
        return self.controller.game

    @property
    def _day_begun(self) -> int:
        """The day whose morning was told (-1: none yet)."""
        return self.flow.day_begun if self.flow is not None else -1

    def start(self, show: bool = True) -> bool:
        """Deal and start the game; show the table screen (where the real one is, if any)."""
        self.narrator.set_enabled(False)  # it starts after the welcome
        if not self.controller.start(demo_setup(self.seed), DEMO_WORDING):
            return False
        game = self.controller.game
        assert game is not None
        self.bots = ReasoningBots(game, self.seed)
        self.flow = DemoFlow(self.controller, self.bots)
        if show:
            self._show_table_screen()
        self._say(
            self.tr(
                "Welcome to a demo game! Nine bots play Werewolf: two werewolves hide among "
                "the villagers. Watch how a game goes, step by step."
            )
        )
        self.timer.start()
        return True

    def set_speed(self, factor: float) -> None:
        """Set the pace (1.0 normal, 2.0 twice as fast; tests use a large factor)."""
        pace = Pace.at(factor, self.beat_ms)
        self.speed = pace.speed
        self.timer.setInterval(pace.interval_ms)
        self.narrator.pause_scale = pace.pause_scale
        self.narrator.wait_scale = pace.wait_scale
        self.public_window.news_ms = pace.news_ms
        if isinstance(self.voice, SilentVoice):
            self.voice.seconds_per_char = self._base_spc / self.speed

    def is_paused(self) -> bool:
        """Whether the demo is paused."""
        return self._paused

    def set_paused(self, paused: bool) -> None:
        """Pause (the narrator stops too) or go on."""
        if paused == self._paused or self._closed:
            return
        self._paused = paused
        if paused:
            self.timer.stop()
            self.narrator.pause()
        else:
            self.narrator.resume()
            if not self.done:
                self.timer.start()
        self.paused_changed.emit(paused)

    def stop(self) -> None:
        """Stop the demo, close its table screen and delete its temporary store."""
        if self._closed:
            return
        self._closed = True
        self.timer.stop()
        self.narrator.set_enabled(False)
        self.voice.stop()
        self.public_window.close()
        self.public_window.deleteLater()
        self._restore_table_screen()
        if self.controller.game is not None:
            self.controller.close_game()
        self.store.close()
        self._tmp.cleanup()
        self.stopped.emit()

    # ------------------------------------------------------------ the table screen

    def _show_table_screen(self) -> None:
        self._real_tv = None
        for widget in QApplication.topLevelWidgets():
            mine = widget is self.public_window
            if isinstance(widget, PublicWindow) and not mine and widget.isVisible():
                self._real_tv = widget
                break
        tv = self._real_tv
        if tv is not None:
            self.public_window.setGeometry(tv.geometry())
            full = tv.isFullScreen()
            tv.hide()
            if full:
                show_full_screen(self.public_window)
            else:
                self.public_window.show()
        else:
            self.public_window.resize(1280, 720)
            self.public_window.show()

    def _restore_table_screen(self) -> None:
        if self._real_tv is not None:
            self._real_tv.show()
            self._real_tv = None

    # ------------------------------------------------------------ pacing

    def _cue(self) -> Cue:
        """The narrator, as the flow reads it."""
        n = self.narrator
        if not n.is_enabled():
            return Cue()
        current = n.current
        return Cue(
            enabled=True,
            busy=n.state in _BUSY or self.controller.table_behind(),
            waiting=n.state == narration.WAITING,
            waits_for=current.waits_for if current is not None else None,
            line=id(current),
            called=tuple(n.called_tonight()),
        )

    def beat(self) -> None:
        """One step of the demo: explain what comes, or let it happen."""
        if self._paused or self._closed or self.done or self.flow is None:
            return
        if self.controller.game is None:
            return
        if self.flow.start_narration():
            self.narrator.set_enabled(True)
            return
        self._render(self.flow.beat(self._cue()))

    def _on_line(self, text: str) -> None:
        """The narrator reads a line: explain the night step it calls."""
        self.narration_changed.emit(text)
        line = self.narrator.current
        if not text or line is None or self.flow is None:
            return
        self._render(self.flow.on_line(line.text_id, line.step))

    # ------------------------------------------------------------ events into words

    def _render(self, events: list[Event]) -> None:
        night: list[str] = []
        for event in events:
            if isinstance(event, NightAction):
                night.append(self._action_text(event))
                continue
            if isinstance(event, NightAnswer):
                night.append(self._answer_text(event))
                continue
            self._show_night_lines(night)
            night = []
            if isinstance(event, ClearNight):
                self._clear_night_panel()
            elif isinstance(event, Caption):
                self._say(self._caption_text(event))
                if event.kind == REFUSED:
                    self.timer.stop()
            elif isinstance(event, ClaimPosted):
                self._say(self._claim_text(event))
            elif isinstance(event, Finished):
                self.done = True
                self.timer.stop()
                self.finished.emit()
        self._show_night_lines(night)

    def _say(self, text: str) -> None:
        if not text or (self.captions and self.captions[-1] == text):
            return
        self.captions.append(text)
        self.caption.set_caption(text)
        self.caption_changed.emit(text)

    def _caption_text(self, event: Caption) -> str:
        kind = event.kind
        if kind == NIGHT_BEGINS:
            return self.tr(
                "Night falls: everyone closes their eyes. The narrator wakes the roles "
                "with a night power, one by one."
            )
        if kind == STEP:
            return self._step_caption(event.step)
        if kind == DAWN:
            return self.tr("Dawn: everyone opens their eyes to hear the news.")
        if kind == MORNING:
            return self._morning_caption(event.messages, event.attacked)
        if kind == ANNOUNCE and event.verb is not None:
            return self._announce(event.verb, event.claims_made)
        if kind == OUTCOME:
            return self._outcome(event.messages)
        if kind == GAME_OVER:
            return self.tr(
                "The game is over! The host checks the result before everyone's card is shown."
            )
        if kind == REVEAL:
            return assemble.fill(
                self.tr("%1. Here is everyone's card: the winners are framed."),
                i18n.winner_text(event.winner),
            )
        if kind == REFUSED:
            return self.tr("The demo cannot go on: a bot's answer was refused.")
        return ""

    # ------------------------------------------------------------ who does what at night

    def _show_night_lines(self, lines: list[str]) -> None:
        """Add lines to the night panel on the table screen (and the laptop's log)."""
        lines = [line for line in lines if line]
        if not lines:
            return
        self._night_lines.extend(lines)
        title = self.tr("Behind closed eyes (only in the demo: nothing is secret)")
        self.night_panel.set_caption("\n".join([title, *self._night_lines[-3:]]))
        for line in lines:
            self.night_texts.append(line)
            self.night_action_shown.emit(line)

    def _clear_night_panel(self) -> None:
        self._night_lines = []
        self.night_panel.set_caption("")

    def _who(self, seats: tuple[int, ...], roles: tuple[str, ...]) -> str:
        """ "Bob (Seer)", "Bob and Cleo (Werewolves)": the players and their card."""
        names = self._names()
        kinds = set(roles)
        if len(kinds) == 1:
            role = kinds.pop()
            card = i18n.role_name(role) if len(seats) == 1 else i18n.side_name("werewolves")
            if len(seats) > 1 and role != "werewolf":
                card = i18n.role_name(role)
        else:
            card = i18n.side_name("werewolves")
        who = i18n.join_names([names[s] for s in seats])
        return assemble.fill(self.tr("%1 (%2)"), who, card)

    def _action_text(self, action: NightAction) -> str:
        """One action of a night step: who, with which card, did what to whom."""
        names = self._names()
        who = self._who(action.seats, action.roles)
        many = len(action.seats) > 1
        verb = action.verb
        if not action.targets:
            text = (
                self.tr("%1 choose nobody tonight.")
                if many
                else self.tr("%1 chooses nobody tonight.")
            )
            return assemble.fill(text, who)
        whom = i18n.join_names([names[t] for t in action.targets])
        if verb is Verb.ATTACK:
            text = (
                self.tr("%1 pick %2 to send home.")
                if many
                else self.tr("%1 picks %2 to send home.")
            )
        elif verb is Verb.INSPECT:
            text = self.tr("%1 look at %2.") if many else self.tr("%1 looks at %2.")
        elif verb is Verb.GUARD:
            text = self.tr("%1 guard %2 tonight.") if many else self.tr("%1 guards %2 tonight.")
        else:
            verb_text = i18n.verb_label(verb.value, DEMO_WORDING)
            return assemble.fill(self.tr("%1: %3, %2."), who, whom, verb_text)
        return assemble.fill(text, who, whom)

    def _answer_text(self, answer: NightAnswer) -> str:
        """What a role learns tonight (the Seer's look, the Medium's reading)."""
        learnt = i18n.reading_text(self._names()[answer.target], answer.reading)
        who = self._who((answer.seat,), (answer.role,))
        return assemble.fill(self.tr("%1 learns: %2."), who, learnt.rstrip(".。"))

    # ------------------------------------------------------------ claims

    def _claim_text(self, posted: ClaimPosted) -> str:
        claim = posted.claim
        names = self._names()
        name, target = names[claim.seat], names[claim.target]
        werewolf = claim.result == WEREWOLF
        if posted.new_claimant:
            text = (
                self.tr("%1 claims to be the Seer and says %2 is a werewolf.")
                if werewolf
                else self.tr("%1 claims to be the Seer and says %2 is not a werewolf.")
            )
        else:
            text = (
                self.tr("%1, who says they are the Seer, reports that %2 is a werewolf.")
                if werewolf
                else self.tr("%1, who says they are the Seer, reports that %2 is not a werewolf.")
            )
        text = assemble.fill(text, name, target)
        if posted.new_claimant and posted.others:
            text = assemble.join_sentences(
                [text, self.tr("Two players now claim to be the Seer: one of them is lying.")]
            )
        elif posted.new_claimant:
            text = assemble.join_sentences(
                [text, self.tr("Is it true? The table has to decide whom to believe.")]
            )
        return text

    # ------------------------------------------------------------ captions

    def _names(self) -> list[str]:
        view = self.controller.public_view()
        return [s.name for s in view.seats] if view is not None else []

    def _morning_caption(self, morning: tuple[Message, ...], attacked: bool) -> str:
        names = self._names()
        gone = [
            names[int(m.params["seat"])]
            for m in morning
            if m.id == "gone_home" and m.phase == "day"
        ]
        if not any(m.id in ("morning", "peaceful_morning") for m in morning):
            return self.tr(
                "The first day begins. Nobody knows anything yet: people talk, then vote "
                "someone home."
            )
        if gone:
            headline = assemble.sentence(i18n.gone_home_headline(gone, DEMO_WORDING))
            return assemble.join_sentences(
                [
                    headline,
                    self.tr(
                        "The werewolves struck in the night. Cards stay secret until the end of "
                        "the game."
                    ),
                ]
            )
        if not attacked:  # (standard's first night: the werewolves only meet)
            return self.tr("Morning: nobody went home in the night.")
        return self.tr("Morning: nobody went home in the night. Someone must have been protected!")

    def _announce(self, verb: Verb, claims_made: bool) -> str:
        if verb is Verb.END_DISCUSSION:
            if claims_made:
                return self.tr(
                    "The table talks it over: the claims point at some players, but anyone "
                    "could be lying."
                )
            return self.tr(
                "The table talks: who might be a werewolf? Nobody has proof, so people "
                "follow their hunches."
            )
        if verb is Verb.VOTE:
            return self.tr(
                "The table votes: everyone points at the player they suspect most. The one "
                "with the most votes goes home."
            )
        if verb is Verb.RUNOFF:
            return self.tr("A tie! The table votes again, between the tied players only.")
        if verb is Verb.ACCUSE:
            return self.tr("The host names the most accused player for the final vote.")
        return self.tr("A player uses a special power now.")

    def _outcome(self, fresh: tuple[Message, ...]) -> str:
        names = self._names()
        texts: list[str] = []
        for m in fresh:
            if m.id == "voted_home":
                texts.append(
                    assemble.fill(
                        self.tr(
                            "%1 has the most votes and goes home. Nobody learns their card until "
                            "the end."
                        ),
                        names[int(m.params["seat"])],
                    )
                )
            elif m.id in ("gone_home", "vote_totals", "night_falls", "game_over"):
                continue
            else:
                text = i18n.message_text(m, names, DEMO_WORDING)
                if text:
                    texts.append(text)
        if any(m.id == "night_falls" for m in fresh) and not texts:
            texts.append(self.tr("Night falls again."))
        return assemble.join_sentences(texts)

    def _step_caption(self, step: str) -> str:
        texts = {
            "werewolves": self.tr(
                "The werewolves open their eyes and silently agree on someone to send home."
            ),
            "seer": self.tr(
                "The Seer secretly points at one player and learns whether they are a werewolf."
            ),
            "knight": self.tr(
                "The Knight chooses someone to guard tonight: the werewolves cannot send that "
                "player home."
            ),
            "medium": self.tr(
                "The Medium learns whether the player voted home today was a werewolf."
            ),
            "pack_meets": self.tr(
                "On the first night the werewolves only open their eyes to see who their "
                "partners are."
            ),
            "notes": self.tr(
                "Everyone else writes a guess on a note, so nobody can tell who is busy at night."
            ),
            "traitor": self.tr(
                "The Traitor helps the werewolves without being one; the Seer sees a villager."
            ),
        }
        if step in texts:
            return texts[step]
        if canonical(step) is None:
            return self.tr("Someone with a special role wakes up and acts in secret.")
        return assemble.fill(self.tr("%1 wakes up and acts in secret."), i18n.role_name(step))


class DemoConsole(QWidget):
    """The laptop's window for the demo: caption, narrator's line, speed, pause and stop.

    Signals:
        closed(): the demo was stopped and this window closed.

    Attributes:
        demo: the running `DemoGame`.
        caption_label: the current caption; narration_label: the narrator's line.
        log: every caption so far.
        speed_combo: the pace; pause_button: pause / go on; stop_button: stop the demo.
    """

    closed = Signal()

    def __init__(
        self,
        parent: QWidget | None = None,
        voice: VoiceBackend | None = None,
        seed: int | None = None,
    ) -> None:
        super().__init__(parent, Qt.WindowType.Window)
        self.setObjectName("page")
        self.setAttribute(Qt.WidgetAttribute.WA_StyledBackground, True)
        self.setStyleSheet(NIGHT_QSS)
        self.setWindowTitle(self.tr("Demo game"))
        self.resize(720, 560)
        self._own_voice = own_voice = voice is None
        if voice is None:
            voice = make_voice(os.environ.get("WW_DESKTOP_VOICE") or "auto")
        self.demo = DemoGame(voice, seed, self)
        self._build()
        if own_voice:
            self._follow_settings(voice, getattr(parent, "settings", None))
        self.demo.caption_changed.connect(self._caption)
        self.demo.night_action_shown.connect(self._night_action)
        self.demo.narration_changed.connect(self.narration_label.setText)
        self.demo.paused_changed.connect(self._paused)
        self.demo.finished.connect(self._finished)

    def _follow_settings(self, voice: VoiceBackend, settings: QSettings | None) -> None:
        """The host's voice settings, and the app's language for text and voice alike."""
        from ..language import current_language, narration_setup

        if settings is not None:
            wanted = load_voice_settings(settings)
            voice.apply_settings(wanted)
            voice.set_spoken(wanted.enabled)
            from ...narration.night_sounds import NightSounds

            sounds = NightSounds(self)  # the night as a table would hear it
            sounds.set_ambience_enabled(wanted.ambience)
            sounds.set_level(wanted.ambience_level)
            sounds.set_output_device(wanted.device)
            sounds.set_voice_volume(wanted.volume)
            self.demo.narrator.sounds = sounds
        notice = narration_setup(self.demo.narrator, voice, current_language(), settings)
        if notice:
            self.narration_label.setText(notice)

    def _build(self) -> None:
        lay = QVBoxLayout(self)
        lay.setContentsMargins(20, 14, 20, 14)
        title = QLabel(self.tr("Demo game"))
        title.setObjectName("title")
        lay.addWidget(title)
        intro = QLabel(
            self.tr(
                "Bots play a whole game on the table screen while the captions explain it. "
                "Nothing is saved in your history."
            )
        )
        intro.setObjectName("muted")
        intro.setWordWrap(True)
        lay.addWidget(intro)
        self.caption_label = QLabel()
        self.caption_label.setWordWrap(True)
        self.caption_label.setStyleSheet("font-size: 22px; font-weight: bold;")
        self.caption_label.setMinimumHeight(90)
        lay.addWidget(self.caption_label)
        self.narration_label = QLabel()
        self.narration_label.setObjectName("muted")
        self.narration_label.setWordWrap(True)
        lay.addWidget(self.narration_label)
        self.log = QListWidget()
        self.log.setWordWrap(True)
        lay.addWidget(self.log, 1)
        row = QHBoxLayout()
        row.addWidget(QLabel(self.tr("Speed")))
        self.speed_combo = QComboBox()
        titles = {
            "slow": self.tr("Slow"),
            "normal": self.tr("Normal"),
            "fast": self.tr("Fast"),
            "faster": self.tr("Very fast"),
        }
        for speed_id, factor in SPEEDS:
            self.speed_combo.addItem(titles[speed_id], factor)
        self.speed_combo.setCurrentIndex(1)
        self.speed_combo.currentIndexChanged.connect(
            lambda _i: self.demo.set_speed(float(self.speed_combo.currentData()))
        )
        row.addWidget(self.speed_combo)
        row.addStretch(1)
        self.pause_button = QPushButton(self.tr("Pause (Space)"))
        self.pause_button.setMinimumHeight(56)
        self.pause_button.clicked.connect(self.toggle_pause)
        row.addWidget(self.pause_button)
        self.stop_button = QPushButton(self.tr("Stop the demo (Esc)"))
        self.stop_button.setObjectName("primary")
        self.stop_button.setMinimumHeight(56)
        self.stop_button.clicked.connect(self.close)
        row.addWidget(self.stop_button)
        lay.addLayout(row)
        pause_key = QShortcut(QKeySequence(Qt.Key.Key_Space), self)
        pause_key.activated.connect(self.toggle_pause)
        stop_key = QShortcut(QKeySequence(Qt.Key.Key_Escape), self)
        stop_key.activated.connect(self.close)

    def start(self) -> bool:
        """Show this window and the demo's table screen, and start playing."""
        self.fit_on_screen()
        self.show()
        self.fit_on_screen()  # again, now that the frame is known
        started = self.demo.start()
        self.raise_()
        self.activateWindow()
        QTimer.singleShot(0, self.activateWindow)  # after the table screen is mapped
        return started

    def fit_on_screen(self) -> None:
        """Open over the host's window, wholly inside its screen's free area (title bar
        included: before the window manager frames it, a frame is assumed)."""
        parent = self.parentWidget()
        screen = parent.screen() if parent is not None else self.screen()
        if screen is None:
            return
        area = screen.availableGeometry()
        extra = self.frameGeometry().size() - self.geometry().size()
        extra_w, extra_h = max(extra.width(), 16), max(extra.height(), 48)
        self.resize(
            max(400, min(self.width(), area.width() - extra_w)),
            max(300, min(self.height(), area.height() - extra_h)),
        )
        frame_w, frame_h = self.width() + extra_w, self.height() + extra_h
        centre = parent.frameGeometry().center() if parent is not None else area.center()
        x = max(area.left(), min(centre.x() - frame_w // 2, area.right() + 1 - frame_w))
        y = max(area.top(), min(centre.y() - frame_h // 2, area.bottom() + 1 - frame_h))
        self.move(x, y)

    def toggle_pause(self) -> None:
        """Pause or go on."""
        self.demo.set_paused(not self.demo.is_paused())

    def _caption(self, text: str) -> None:
        self.caption_label.setText(text)
        self.log.addItem(text)
        self.log.scrollToBottom()

    def _night_action(self, text: str) -> None:
        self.log.addItem("  \u263e " + text)
        self.log.scrollToBottom()

    def _paused(self, paused: bool) -> None:
        self.pause_button.setText(self.tr("Go on (Space)") if paused else self.tr("Pause (Space)"))

    def _finished(self) -> None:
        self.pause_button.setEnabled(False)
        self.stop_button.setText(self.tr("Close the demo (Esc)"))

    def closeEvent(self, event: QCloseEvent) -> None:
        """Closing the window stops the demo (and the voice it made, with its thread)."""
        self.demo.stop()
        if self._own_voice:
            self.demo.voice.shutdown()
        self.closed.emit()
        super().closeEvent(event)
