"""Pass-and-play at the table (issue 18): what the players meet between and after the turns.

The Seer learns her look before she hides her turn; the unlock button can be held with the
Space key; a big table's targets and "Nobody" fit at 1280x720; the TV keeps the night until
"Everyone, open your eyes"; the laptop shows the vote's result; the morning's news says each
death once. The games are driven through the real widgets (see test_passplay.py).
"""

from __future__ import annotations

import pytest
from PySide6.QtCore import QEvent, QPoint, QRect, QSettings, Qt
from PySide6.QtGui import QKeyEvent
from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from tests.app.test_passplay import (
    NAMES,
    Record,
    click,
    default_choice,
    play,
    start_direct,
    take_turn,
)
from ww_desktop.app.controller import GameController
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.passplay import PassPlayPage
from ww_desktop.app.passplay.plan import can_save_later, turn_questions
from ww_desktop.app.public.window import PublicWindow, walk_texts
from ww_desktop.engine.game import Game
from ww_desktop.engine.playlist import night_plan
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup
from ww_desktop.engine.state import Phase
from ww_desktop.texts import i18n

EIGHT = ["werewolf", "villager", "seer", "villager", "doctor", "werewolf", "villager", "villager"]
PLAIN = ["werewolf", "villager", "seer", "villager", "villager", "werewolf", "villager", "villager"]
TEN = [*PLAIN, "villager", "villager"]


def night_until(qtbot: QtBot, page: PassPlayPage, screen: str, record: Record) -> None:
    """Take the night's turns (default answers) until `screen` shows."""
    for _ in range(40):
        if page.screen_name == screen:
            return
        assert page.screen_name == "pass", page.screen_name
        take_turn(qtbot, page, record, default_choice, "night")
    raise AssertionError(f"never reached {screen!r}")


def test_the_seer_sees_her_look_before_she_hides_her_turn(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    window = start_direct(qtbot, controller, settings, "basic", EIGHT)
    record = Record()
    play(qtbot, window, record)
    game = controller.game
    assert game is not None
    names = [s.name for s in game.state.seats]
    wording = controller.wording()
    looks = {
        m.day: i18n.message_text(m, names, wording)
        for m in game.state.messages
        if m.id == "inspect_result" and m.to == (2,)
    }
    looked = [
        t
        for t in record.turns
        if t["seat"] == 2 and any(q.verb is Verb.INSPECT for q in t["questions"])
    ]
    assert looked and looks, "the Seer looked"
    for turn in looked:
        # the very answer the night then tells her, on the turn in which she looked
        assert turn["outcome"] == looks[turn["night"]], turn["outcome"]
        assert names[2] not in turn["outcome"] or turn["outcome"].startswith(names[2])
    others = [t for t in record.turns if t["seat"] != 2 and t["round"] == "night"]
    assert others
    assert all(t["outcome"] == "Nothing more for you now." for t in others)
    window._force_close = True


def _key(kind: QEvent.Type, repeat: bool) -> QKeyEvent:
    return QKeyEvent(kind, Qt.Key.Key_Space, Qt.KeyboardModifier.NoModifier, " ", repeat)


@pytest.mark.parametrize("flagged", [True, False], ids=["auto-repeat", "unflagged-repeat"])
def test_holding_space_opens_the_turn_despite_key_repeat(
    qtbot: QtBot, controller: GameController, settings: QSettings, flagged: bool
) -> None:
    window = start_direct(qtbot, controller, settings, "basic", EIGHT)
    page = window.passplay
    assert page.screen_name == "pass"
    screen = page.pass_screen
    hold = screen.hold_button
    qtbot.waitUntil(hold.hasFocus, timeout=2000)  # the keyboard reaches the button at once
    page.hold_ms = 300
    # Released early: nothing opens and the bar empties.
    QApplication.sendEvent(hold, _key(QEvent.Type.KeyPress, False))
    qtbot.waitUntil(lambda: screen.hold_bar.value() > 0, timeout=2000)
    QApplication.sendEvent(hold, _key(QEvent.Type.KeyRelease, False))
    qtbot.waitUntil(lambda: screen.hold_bar.value() == 0, timeout=2000)
    assert page.screen_name == "pass" and not hold.isDown()
    # Held: the key repeats while it is down, a release and a press each time, flagged as
    # auto-repeat or (remote desktops, input tools) not flagged at all.
    values: list[int] = []

    def still_held() -> bool:
        values.append(screen.hold_bar.value())
        if page.screen_name == "turn":
            return True
        QApplication.sendEvent(hold, _key(QEvent.Type.KeyRelease, flagged))
        QApplication.sendEvent(hold, _key(QEvent.Type.KeyPress, flagged))
        return False

    QApplication.sendEvent(hold, _key(QEvent.Type.KeyPress, False))
    qtbot.waitUntil(still_held, timeout=3000)
    QApplication.sendEvent(hold, _key(QEvent.Type.KeyRelease, False))
    assert page.screen_name == "turn" and page.current == 0
    bar = [v for v in values if v]
    assert bar == sorted(bar), f"the bar restarted while Space was held: {values}"
    window._force_close = True


def test_a_big_table_fits_at_1280x720_with_nobody_in_view(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    window = start_direct(qtbot, controller, settings, "basic", TEN)
    assert (window.width(), window.height()) == (1280, 720)
    page = window.passplay
    hold = page.pass_screen.hold_button
    qtbot.mousePress(hold, Qt.MouseButton.LeftButton)
    qtbot.waitUntil(lambda: page.screen_name == "turn", timeout=2000)
    qtbot.mouseRelease(hold, Qt.MouseButton.LeftButton)
    turn = page.turn_screen
    (box,) = [b for b in turn.boxes if b.question.verb is Verb.ATTACK]
    # This preset lets the pack pick one of its own (`wolves_may_target_pack`): still offered,
    # after everyone else, so that the first buttons are the other players.
    assert box.question.targets == (1, 2, 3, 4, 6, 7, 8, 9, 0, 5)
    QApplication.processEvents()
    viewport = turn.questions_area.viewport()
    assert box.nobody_button is not None
    for button in [*box.buttons.values(), box.nobody_button]:
        top_left = button.mapTo(viewport, QPoint(0, 0))
        assert viewport.rect().contains(QRect(top_left, button.size())), button.text()
    window._force_close = True


def test_the_tv_waits_for_open_your_eyes_and_the_laptop_shows_the_vote(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    public = PublicWindow(controller)
    qtbot.addWidget(public)
    public.resize(1280, 720)
    public.show()
    window: MainWindow = start_direct(qtbot, controller, settings, "basic", PLAIN)
    page = window.passplay
    record = Record()
    night_until(qtbot, page, "back", record)
    game = controller.game
    assert game is not None and game.state.phase.value == "day"
    gone = [s.name for s in game.state.seats if not s.here]
    assert gone, "the pack took someone"
    headline = i18n.gone_home_headline(gone, controller.wording())
    view = controller.public_view()
    assert view is not None and view.phase == "night"
    assert not any(headline in t for t in walk_texts(public)), "the news before the eyes open"
    click(qtbot, page.back_button)
    view = controller.public_view()
    assert view is not None and view.phase == "day"
    qtbot.waitUntil(lambda: any(headline in t for t in walk_texts(public)), timeout=2000)
    # The laptop's news: each death once ("1 died: Bob." and not "Bob died." as well).
    assert page.screen_name == "discussion"
    news = page.news_label.text()
    assert headline in news
    for name in gone:
        assert news.count(name) == 1, news
    # The vote: a show of hands, then its result on the laptop before the night.
    click(qtbot, page.vote_button)
    click(qtbot, page.hands_button)
    grid = page.vote_grid
    first = grid.candidates[0]
    grid.total_spins[first].setValue(sum(1 for r in grid.requests if first in r.targets))
    click(qtbot, page.record_button)
    assert page.screen_name == "verdict"
    assert page.verdict_title.text() == "The vote"
    text = page.verdict_label.text()
    assert NAMES[first] in text and "Votes" in text, text
    assert text.count(NAMES[first]) == 2, text  # in the totals and once in the outcome
    assert game.state.phase.value == "night"  # the game went on: only the laptop waits
    click(qtbot, page.verdict_button)
    assert page.screen_name in ("pass", "end")
    window._force_close = True


def test_the_witch_saves_by_intent_only_when_the_play_list_calls_her() -> None:
    roles = ["witch", "werewolf", "werewolf", "seer", "villager", "villager", "villager", "hunter"]
    for preset, called in (("classic", True), ("standard", False)):
        setup = Setup(preset, tuple(zip(NAMES, roles, strict=False)), {}, 3, "pass_and_play")
        game = Game(setup.checked())
        assert (night_plan(game, game.state.night_no).call("witch") is not None) is called
        assert can_save_later(game, 0) is called, preset
        verbs = [q.verb for q in turn_questions(game, 0) if q.shown]
        assert (Verb.SAVE in verbs) is called, (preset, verbs)
        assert not can_save_later(game, 3)  # the Seer never saves
    # A preset that forbids it never offers the pack its own (the engine's legal targets).
    setup = Setup("standard", tuple(zip(NAMES, TEN, strict=False)), {}, 3, "pass_and_play")
    game = Game(setup.checked())
    for _ in range(200):
        if game.state.phase is Phase.NIGHT and any(r.verb is Verb.ATTACK for r in game.pending()):
            break
        request = game.pending()[0]
        target = None if request.can_skip else request.targets[0]
        if request.verb in (Verb.VOTE, Verb.RUNOFF):
            target = 1 if request.seat != 1 else 3
        game.apply(Choice(request.seat, request.verb, target))
    attack = [q for q in turn_questions(game, 0) if q.verb is Verb.ATTACK]
    assert attack and not {0, 5} & set(attack[0].targets)
