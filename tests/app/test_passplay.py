"""Pass-and-play through the real widgets: whole games, equal turns, privacy, players who leave.

Every game starts in the lobby (pass-and-play chosen there), deals the cards, then plays each
night as one private turn per player ("Pass to" -> hold to unlock -> turn -> Done), the day's
discussion, and votes by a show of hands or by secret ballot, until the reveal. The minimum turn
time is a few milliseconds here and the tests wait with `qtbot.waitUntil`, never with sleeps.
"""

from __future__ import annotations

import re
from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

import pytest
from PySide6.QtCore import QPoint, QRect, QSettings, Qt
from PySide6.QtWidgets import QApplication, QPushButton, QWidget
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.lobby import page as lobby_module
from ww_desktop.app.main_window import PAGE_DEALING, PAGE_PASSPLAY, PAGE_REVEAL, MainWindow
from ww_desktop.app.passplay import LEFT_BOT, PassPlayPage
from ww_desktop.app.passplay.plan import (
    INTENT,
    Question,
    StandIns,
    answers_to_choices,
    intent_target,
    turn_questions,
)
from ww_desktop.app.passplay.turn import QuestionBox
from ww_desktop.app.public.window import PublicWindow, walk_texts
from ww_desktop.engine.game import Game
from ww_desktop.engine.messages import Audience
from ww_desktop.engine.presets import PRESETS
from ww_desktop.engine.requests import Request, Verb
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.engine.setup import Setup
from ww_desktop.texts import i18n

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy", "Jo")
LEFT = Qt.MouseButton.LeftButton
MIN_TURN_MS = 4
SCREENSHOT = Path(__file__).resolve().parents[2] / "docs" / "screenshots" / "passplay_turn.png"

ROLE_WORDS = sorted(
    {i18n.role_name(r) for r in REGISTRY} | {r.replace("_", " ") for r in REGISTRY},
    key=len,
    reverse=True,
)
ROLE_RE = re.compile(r"\b(" + "|".join(re.escape(w) for w in ROLE_WORDS) + r")s?\b", re.I)


def click(qtbot: QtBot, button: QWidget) -> None:
    assert button.isVisible() and button.isEnabled(), button.objectName() or button
    qtbot.mouseClick(button, LEFT)


@dataclass
class Record:
    """What the test saw during one game."""

    turns: list[dict[str, Any]] = field(default_factory=list)
    tv_texts: set[str] = field(default_factory=set)
    screens: list[str] = field(default_factory=list)


# ---------------------------------------------------------------- seeing the screens


def _geometry(widget: QWidget, page: QWidget) -> tuple[int, int, int, int]:
    top_left = widget.mapTo(page, QPoint(0, 0))
    return QRect(top_left, widget.size()).getRect()


def screen_shape(page: PassPlayPage, name: str) -> tuple[Any, ...]:
    """Everything about the screen on show except the role's content inside the turn card.

    The role's content is the card's texts and picture and what the action panel's scroll area
    holds (questions and knowledge); names are replaced by a placeholder.
    """
    current = page.stack.currentWidget()
    assert current.isVisible()
    turn = page.turn_screen
    inside = turn.questions_area.widget()
    buttons = []
    for button in current.findChildren(QPushButton):
        if not button.isVisible() or (inside is not None and inside.isAncestorOf(button)):
            continue
        # "Done" unlocks after the turn's minimum time (checked on its own in `take_turn`):
        # when it unlocks depends on the machine's load, not on the role.
        enabled = None if button is turn.done_button else button.isEnabled()
        buttons.append((button.objectName(), _geometry(button, page), enabled))
    texts: list[str] = []
    if name == "pass":
        screen = page.pass_screen
        texts = [screen.pass_label.text(), screen.hint_label.text(), screen.hold_button.text()]
        parts = [_geometry(screen.pass_label, page), _geometry(screen.hold_bar, page)]
    else:
        texts = [turn.header_label.text()]
        parts = [
            _geometry(turn.card, page),
            _geometry(turn.panel, page),
            _geometry(turn.questions_area, page),
            _geometry(turn.wait_label, page),
        ]
    seat = page.current
    game = page.controller.game
    assert game is not None and seat is not None
    player = game.state.seats[seat].name
    texts = [re.sub(rf"\b{re.escape(player)}\b", "<name>", t) for t in texts]
    return (
        name,
        current.objectName(),
        _geometry(current, page),
        tuple(parts),
        tuple(sorted(buttons)),
        tuple(texts),
    )


# ---------------------------------------------------------------- choosing


Chooser = Callable[[PassPlayPage, QuestionBox], None]


def default_choice(page: PassPlayPage, box: QuestionBox) -> None:
    """Pick the first target (a note, a poison or an intent: nobody; a yes/no: yes)."""
    q = box.question
    if q.yes_no:
        assert box.yes_button is not None
        box.yes_button.click()
    elif q.verb in (Verb.NOTE, Verb.POISON) or q.kind == INTENT:
        if box.nobody_button is not None:
            box.nobody_button.click()
    else:
        for target in q.targets[: q.count]:
            box.buttons[target].click()
        if len(q.targets) < q.count and box.nobody_button is not None:
            box.nobody_button.click()


# ---------------------------------------------------------------- driving a game


def open_window(qtbot: QtBot, controller: GameController, settings: QSettings) -> MainWindow:
    settings.setValue("passplay/min_turn_ms", MIN_TURN_MS)
    settings.setValue("passplay/hold_ms", 1)
    window = MainWindow(controller, settings)
    window.confirm = lambda _title, _text: True
    qtbot.addWidget(window)
    window.resize(1280, 720)
    window.show()
    qtbot.waitExposed(window)
    assert window.passplay.min_turn_ms == MIN_TURN_MS
    return window


def start_from_lobby(
    qtbot: QtBot, window: MainWindow, preset: str, players: int, seed: int = 7
) -> None:
    lobby = window.lobby
    lobby_module.random.seed(seed)  # the lobby draws the game's seed: keep the test repeatable
    lobby.clear_players()
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData(preset))
    for name in NAMES[:players]:
        qtbot.keyClicks(lobby.name_edit, name)
        qtbot.keyClick(lobby.name_edit, Qt.Key.Key_Return)
    click(qtbot, lobby.mode_pass)
    assert lobby.mode() == "pass_and_play"
    assert not lobby.deal_physical.isEnabled()
    assert lobby.start_button.isEnabled(), lobby.problems()
    click(qtbot, lobby.start_button)
    game = window.controller.game
    assert game is not None and game.setup.mode == "pass_and_play"
    assert window.stack.currentIndex() == PAGE_DEALING
    dealing = window.dealing
    for _ in range(players):
        click(qtbot, dealing.show_button)
        click(qtbot, dealing.hide_button)
    click(qtbot, dealing.begin_button)
    assert window.stack.currentIndex() == PAGE_PASSPLAY


def take_turn(
    qtbot: QtBot, page: PassPlayPage, record: Record, chooser: Chooser, label: str
) -> None:
    """Pass -> hold -> turn -> answer -> Done, recording the shapes and the times."""
    game = page.controller.game
    assert game is not None and page.current is not None
    seat = page.current
    entry: dict[str, Any] = {
        "seat": seat,
        "role": game.state.seats[seat].role,
        "round": label,
        "night": game.state.night_no,
        "phase": game.state.phase.value,
    }
    entry["pass"] = screen_shape(page, "pass")
    hold = page.pass_screen.hold_button
    qtbot.mousePress(hold, LEFT)
    qtbot.waitUntil(lambda: page.screen_name == "turn", timeout=2000)
    qtbot.mouseRelease(hold, LEFT)
    turn = page.turn_screen
    entry["turn"] = screen_shape(page, "turn")
    entry["card"] = [turn.card.role_label.text(), turn.card.knows_label.text()]
    entry["questions"] = [b.question for b in turn.boxes]
    entry["panel"] = turn.knows_label.text()
    if turn.min_turn_ms >= 100:
        assert not turn.done_button.isEnabled(), "Done before the minimum time"
    for box in turn.boxes:
        chooser(page, box)
    qtbot.waitUntil(turn.done_button.isEnabled, timeout=2000)
    entry["elapsed"] = turn.elapsed.elapsed()
    entry["min_ms"] = turn.min_turn_ms
    record.turns.append(entry)
    click(qtbot, turn.done_button)
    assert turn.locked and turn.boxes == [], "Done locks the answers"
    entry["outcome"] = turn.outcome_label.text()
    click(qtbot, turn.done_button)  # "Hide my turn"
    assert turn.card.role_label.text() == "" and turn.outcome_label.text() == ""


def play(
    qtbot: QtBot,
    window: MainWindow,
    record: Record,
    *,
    chooser: Chooser = default_choice,
    ballot: Callable[[int], str] = lambda n: "hands" if n % 2 else "secret",
    public: PublicWindow | None = None,
    on_pass: Callable[[PassPlayPage], None] | None = None,
    limit: int = 2000,
) -> None:
    """Play the pass-and-play game on screen until the reveal."""
    page = window.passplay
    controller = window.controller

    def read_tv() -> None:
        if public is not None and not controller.confirmed:  # the reveal shows every role
            record.tv_texts.update(walk_texts(public))

    controller.changed.connect(read_tv)
    controller.subtitle.connect(lambda _t: read_tv())
    for _ in range(limit):
        read_tv()
        if window.stack.currentIndex() == PAGE_REVEAL:
            return
        assert window.stack.currentIndex() == PAGE_PASSPLAY
        assert not window.banner_row.isVisible(), window.banner.text()
        name = page.screen_name
        record.screens.append(name)
        game = controller.game
        assert game is not None
        if name == "pass":
            if on_pass is not None:
                on_pass(page)
                if page.screen_name != "pass":
                    continue
            kind = page.round["kind"] if page.round else "?"
            take_turn(qtbot, page, record, chooser, kind)
        elif name == "back":
            click(qtbot, page.back_button)
        elif name == "verdict":
            click(qtbot, page.verdict_button)
        elif name == "discussion":
            click(qtbot, page.vote_button)
        elif name == "ballot_choice":
            mode = ballot(record.screens.count("ballot_choice"))
            click(qtbot, page.secret_button if mode == "secret" else page.hands_button)
        elif name == "hands":
            grid = page.vote_grid
            assert page.totals_check.isChecked()
            first = grid.candidates[0]
            voters = sum(1 for r in grid.requests if first in r.targets)
            grid.total_spins[first].setValue(voters)
            click(qtbot, page.record_button)
        elif name == "open":
            screen = page.open_screen
            if screen.buttons:
                for seat in list(screen.buttons)[: screen.count]:
                    click(qtbot, screen.buttons[seat])
            else:
                click(qtbot, screen.nobody_button)
            click(qtbot, screen.confirm_button)
        elif name == "end":
            click(qtbot, page.end_button)
        else:
            pytest.fail(f"stuck on the {name!r} screen")
    pytest.fail("the game did not end")


# ---------------------------------------------------------------- the tests


@pytest.mark.parametrize("preset", list(PRESETS))
def test_whole_pass_and_play_game(
    qtbot: QtBot, controller: GameController, settings: QSettings, preset: str
) -> None:
    window = open_window(qtbot, controller, settings)
    players = max(8, PRESETS[preset].players[0])
    start_from_lobby(qtbot, window, preset, players)
    record = Record()
    with qtbot.waitSignal(controller.finished, timeout=60000):
        play(qtbot, window, record)
    game = controller.game
    assert game is not None and game.ended and controller.confirmed
    assert window.stack.currentIndex() == PAGE_REVEAL
    assert controller.public_view() == controller.public_view_now(), "the TV is not held back"
    for seat in game.state.seats:
        text = window.reveal.seat_labels[seat.index].text()
        assert seat.name in text and i18n.role_name(seat.role) in text
    assert record.turns, "nobody took a turn"
    nights = {t["night"] for t in record.turns if t["round"] == "night"}
    assert nights, "no night was played by passing the laptop"
    assert "ballot_choice" in record.screens
    if record.screens.count("ballot_choice") >= 2:
        assert "hands" in record.screens
        assert any(t["round"] == "ballot" for t in record.turns)
    window._force_close = True


def start_direct(
    qtbot: QtBot,
    controller: GameController,
    settings: QSettings,
    preset: str,
    roles: list[str],
    seed: int = 5,
) -> MainWindow:
    """A pass-and-play game with these roles in seat order (no shuffle), on its page."""
    window = open_window(qtbot, controller, settings)
    seats = tuple(zip(NAMES, roles, strict=False))
    setup = Setup(preset, seats, {}, seed, "pass_and_play").checked()
    window.start_game(setup, app_deals=False)
    assert window.stack.currentIndex() == PAGE_PASSPLAY
    return window


def _by_role(record: Record, rounds: tuple[str, ...]) -> dict[str, set[tuple[Any, ...]]]:
    shapes: dict[str, set[tuple[Any, ...]]] = {}
    for t in record.turns:
        if t["round"] in rounds:
            shapes.setdefault(t["role"], set()).add((t["pass"], t["turn"], t["min_ms"]))
    return shapes


@pytest.mark.parametrize(
    ("preset", "players"), [("classic", 9), ("standard", 10), ("basic", 8), ("compact", 9)]
)
def test_every_role_sees_the_same_screens(
    qtbot: QtBot, controller: GameController, settings: QSettings, preset: str, players: int
) -> None:
    """Apart from the card's content, every turn has the same screens, shape and minimum time."""
    settings.setValue("passplay/min_turn_ms", 60)
    window = open_window(qtbot, controller, settings)
    window.passplay.min_turn_ms = 60
    start_from_lobby(qtbot, window, preset, players)
    page = window.passplay
    sequences: list[list[str]] = []
    current: list[str] = []
    page.screen_changed.connect(current.append)

    def opened(_seat: int) -> None:
        current.clear()
        current.append("turn")

    page.turn_opened.connect(opened)
    page.turn_closed.connect(lambda _seat: sequences.append(list(current)))
    record = Record()
    with qtbot.waitSignal(controller.finished, timeout=60000):
        play(qtbot, window, record)

    roles = {t["role"] for t in record.turns if t["round"] == "night"}
    assert len(roles) >= 3, roles
    for rounds in (("night",), ("ballot",)):
        shapes = _by_role(record, rounds)
        distinct = set().union(*shapes.values()) if shapes else set()
        assert len(distinct) <= 1, f"{rounds}: the screens differ by role: {shapes}"
    assert all(seq == ["turn"] for seq in sequences), sequences
    for t in record.turns:
        assert t["min_ms"] == 60
        assert t["elapsed"] >= 60, t
        # the same two screens: "Pass to <name>" with one hold button, then the turn
        assert t["pass"][0] == "pass" and t["turn"][0] == "turn"
        assert t["questions"], "every turn asks something"
    window._force_close = True


def test_private_results_only_on_the_next_turn_never_on_the_tv(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    public = PublicWindow(controller)
    qtbot.addWidget(public)
    public.resize(1280, 720)
    public.show()
    roles = [
        "werewolf",
        "villager",
        "seer",
        "villager",
        "doctor",
        "werewolf",
        "villager",
        "villager",
    ]
    window = start_direct(qtbot, controller, settings, "basic", roles)
    page = window.passplay
    private: dict[int, tuple[Any, ...]] = {}

    def remember(seat: int) -> None:
        view = controller.seat_view(seat)
        assert view is not None
        private[len(record.turns)] = view.private

    record = Record()
    page.turn_opened.connect(remember)
    with qtbot.waitSignal(controller.finished, timeout=60000):
        play(qtbot, window, record, public=public)
    game = controller.game
    assert game is not None
    names = [s.name for s in game.state.seats]
    wording = controller.wording()
    # private[i] is what the seat knew when its (i+1)-th turn opened
    last: dict[int, int] = {}
    results_shown = 0
    for i, turn in enumerate(record.turns):
        seat = turn["seat"]
        known = private[i]
        before = last.get(seat)
        fresh = known[len(private[before]) :] if before is not None else known
        card = turn["card"][1]
        for message in fresh:
            text = i18n.message_text(message, names, wording)
            assert text in card, f"{text!r} not shown on {names[seat]}'s next turn"
            if "result" in message.params:
                results_shown += 1
        last[seat] = i
    assert results_shown >= 2, "the Seer's looks were shown on her next turns"
    seer_turns = [t for t in record.turns if t["seat"] == 2]
    assert "New since your last turn" in seer_turns[1]["card"][1]
    # Never on the TV: no private message, no role name, before the reveal.
    secrets = {
        i18n.message_text(m, names, wording)
        for m in game.state.messages
        if m.audience is not Audience.PUBLIC
    } - {""}
    assert record.tv_texts
    for text in record.tv_texts:
        if ROLE_RE.search(text):
            pytest.fail(f"the TV named a role: {text!r}")
        for secret in secrets:
            assert secret not in text, f"the TV showed {secret!r}"
    assert any("close your eyes" in t for t in record.tv_texts), "the night subtitle"
    window._force_close = True


def test_the_witch_acts_in_one_turn_before_or_after_the_pack(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    # The Witch sits before the pack: she cannot know the victim yet, so she records her intent.
    roles = ["villager", "witch", "werewolf", "werewolf", "seer", "villager", "villager", "hunter"]
    window = start_direct(qtbot, controller, settings, "classic", roles)
    page = window.passplay
    record = Record()
    hold = page.pass_screen.hold_button
    assert page.screen_name == "pass" and page.current == 0
    take_turn(qtbot, page, record, default_choice, "night")
    take_turn(qtbot, page, record, default_choice, "night")
    intents = [q for q in record.turns[1]["questions"] if q.kind == INTENT]
    assert {q.verb for q in intents} == {Verb.SAVE, Verb.POISON}
    while page.screen_name == "pass":
        take_turn(qtbot, page, record, default_choice, "night")
    assert hold is page.pass_screen.hold_button
    game = controller.game
    assert game is not None
    # The pack picked Ann (seat 0); the Witch had said "save whoever is attacked".
    assert game.state.mem.get("witch.waking_used.1"), "the intent was applied"
    assert all(s.here for s in game.state.seats), "the save worked"
    assert page.screen_name == "back"
    window._force_close = True


def test_the_witch_in_the_last_seat_sees_the_victim(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    roles = ["werewolf", "werewolf", "seer", "villager", "villager", "hunter", "villager", "witch"]
    window = start_direct(qtbot, controller, settings, "classic", roles)
    page = window.passplay
    record = Record()
    for _ in range(7):
        take_turn(qtbot, page, record, default_choice, "night")
    assert page.current == 7
    box_texts: list[str] = []

    def chooser(p: PassPlayPage, box: QuestionBox) -> None:
        box_texts.append(box.info_label.text())
        default_choice(p, box)

    take_turn(qtbot, page, record, chooser, "night")
    questions: list[Question] = record.turns[-1]["questions"]
    attack = next(q for q in record.turns[0]["questions"] if q.verb is Verb.ATTACK)
    victim = attack.targets[0]  # what the pack chose (the first target)
    save = [q for q in questions if q.verb is Verb.SAVE]
    assert save and save[0].kind != INTENT and save[0].info["victims"] == [victim]
    assert any(NAMES[victim] in t for t in box_texts), box_texts
    game = controller.game
    assert game is not None and game.state.seats[victim].here, "she saved the victim"
    window._force_close = True


def test_the_hunter_shoots_in_the_open(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    roles = ["werewolf", "werewolf", "hunter", "seer", "witch", "villager", "villager", "villager"]
    window = start_direct(qtbot, controller, settings, "classic", roles)
    page = window.passplay

    def no_save(p: PassPlayPage, box: QuestionBox) -> None:
        if box.question.verb is Verb.ATTACK:
            box.buttons[2].click()  # the pack goes for Cleo, the Hunter
        elif box.question.kind == INTENT or box.question.verb is Verb.SAVE:
            assert box.nobody_button is not None
            box.nobody_button.click()
        else:
            default_choice(p, box)

    record = Record()
    while page.screen_name == "pass":
        take_turn(qtbot, page, record, no_save, "night")
    click(qtbot, page.back_button)
    assert page.screen_name == "open", page.screen_name
    assert "Cleo" in page.open_screen.title_label.text()
    assert page.turn_screen.card.role_label.text() == ""
    click(qtbot, page.open_screen.buttons[5])
    click(qtbot, page.open_screen.confirm_button)
    game = controller.game
    assert game is not None
    assert not game.state.seats[2].here and not game.state.seats[5].here
    assert page.screen_name == "discussion"
    window._force_close = True


def test_a_player_who_leaves_is_played_by_a_bot(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    window = open_window(qtbot, controller, settings)
    start_from_lobby(qtbot, window, "standard", 9)
    page = window.passplay
    marked: list[int] = []
    mark_records: list[int] = []

    def leave(p: PassPlayPage) -> None:
        game = controller.game
        assert game is not None
        if marked or game.state.night_no < 2 or p.current is None:
            return
        seat = p.current
        click(qtbot, p.pass_screen.players_button)
        dialog = p.players_dialog
        assert dialog is not None
        qtbot.waitUntil(dialog.isVisible)
        combo = dialog.combos[seat]
        combo.setCurrentIndex(combo.findData(LEFT_BOT))
        click(qtbot, dialog.buttons.button(dialog.buttons.StandardButton.Ok))
        marked.append(seat)
        mark_records.append(len(game.records))

    record = Record()
    with qtbot.waitSignal(controller.finished, timeout=60000):
        play(qtbot, window, record, on_pass=leave)
    game = controller.game
    assert game is not None and game.ended
    assert marked, "someone was marked as left"
    seat = marked[0]
    assert page.stand_ins.left == {seat: LEFT_BOT}
    assert controller.extras["passplay"]["left"] == {str(seat): LEFT_BOT}
    after = game.records[mark_records[0] :]
    later_turns = [t for t in record.turns if t["seat"] == seat and t["night"] >= 2]
    assert not later_turns, "no turn is passed to a player who left"
    if game.state.seats[seat].gone_day is None or len(after) > 0:
        assert any(getattr(r, "seat", None) == seat for r in after), "the bot answered"
    window._force_close = True


def test_stand_ins_and_intents_without_widgets() -> None:
    roles = ["witch", "werewolf", "werewolf", "seer", "villager", "villager", "villager", "hunter"]
    setup = Setup("classic", tuple(zip(NAMES, roles, strict=False)), {}, 3, "pass_and_play")
    game = Game(setup.checked())
    questions = turn_questions(game, 0)
    shown = [q for q in questions if q.shown]
    assert [q.kind for q in shown] == [INTENT, INTENT]
    note = [q for q in questions if not q.shown]
    assert note and note[0].verb is Verb.NOTE
    answers = {questions.index(shown[0]): True, questions.index(shown[1]): None}
    choices, intent = answers_to_choices(questions, answers)
    assert [c.verb for c in choices] == [Verb.NOTE] and intent == {"save": True, "poison": None}
    save = Request(0, Verb.SAVE, (4,), info={"victims": [4]})
    assert intent_target(save, intent) == 4
    assert intent_target(Request(0, Verb.POISON, (1, 2)), {"poison": 2}) == 2
    assert intent_target(Request(0, Verb.POISON, (1, 2)), {"poison": 5}) is None
    stand_ins = StandIns({1: LEFT_BOT}, seed=3)
    for request in game.pending():
        if stand_ins.answers(request):
            game.apply(stand_ins.choose(game, request))
    assert any(c.seat == 1 for c in game.choices)


def test_screenshot_of_a_turn(
    qtbot: QtBot, controller: GameController, settings: QSettings
) -> None:
    roles = [
        "werewolf",
        "villager",
        "seer",
        "villager",
        "doctor",
        "werewolf",
        "villager",
        "villager",
    ]
    window = start_direct(qtbot, controller, settings, "basic", roles)
    page = window.passplay
    record = Record()
    # Night 1 and day 1, then open the Seer's night-2 turn and photograph it.
    for _ in range(400):
        game = controller.game
        assert game is not None
        if game.state.night_no == 2 and page.screen_name == "pass" and page.current == 2:
            break
        if page.screen_name == "pass":
            take_turn(qtbot, page, record, default_choice, "x")
        elif page.screen_name == "back":
            click(qtbot, page.back_button)
        elif page.screen_name == "verdict":
            click(qtbot, page.verdict_button)
        elif page.screen_name == "discussion":
            click(qtbot, page.vote_button)
        elif page.screen_name == "ballot_choice":
            click(qtbot, page.hands_button)
        elif page.screen_name == "hands":
            grid = page.vote_grid
            grid.total_spins[grid.candidates[0]].setValue(1)
            click(qtbot, page.record_button)
        else:
            pytest.fail(page.screen_name)
    page.min_turn_ms = 8000
    hold = page.pass_screen.hold_button
    qtbot.mousePress(hold, LEFT)
    qtbot.waitUntil(lambda: page.screen_name == "turn", timeout=2000)
    qtbot.mouseRelease(hold, LEFT)
    box = page.turn_screen.boxes[0]
    box.buttons[box.question.targets[0]].click()
    QApplication.processEvents()
    SCREENSHOT.parent.mkdir(parents=True, exist_ok=True)
    image = window.grab()
    assert (image.width(), image.height()) == (1280, 720)
    assert image.save(str(SCREENSHOT))
    assert not page.turn_screen.done_button.isEnabled()
    window._force_close = True


def test_a_resumed_game_carries_on_mid_night(
    qtbot: QtBot, controller: GameController, settings: QSettings, store: Any
) -> None:
    roles = [
        "werewolf",
        "villager",
        "seer",
        "villager",
        "doctor",
        "werewolf",
        "villager",
        "villager",
    ]
    window = start_direct(qtbot, controller, settings, "basic", roles)
    page = window.passplay
    record = Record()
    for _ in range(3):
        take_turn(qtbot, page, record, default_choice, "night")
    page.set_left(6, LEFT_BOT)
    assert controller.session is not None
    game_id = controller.session.game_id
    window._force_close = True
    window.close()

    again = GameController(store)
    window2 = open_window(qtbot, again, settings)
    assert window2.resume(game_id)
    assert window2.stack.currentIndex() == PAGE_PASSPLAY
    page2 = window2.passplay
    assert page2.screen_name == "pass" and page2.current == 3
    assert page2.stand_ins.left == {6: LEFT_BOT}
    while page2.screen_name == "pass":
        take_turn(qtbot, page2, record, default_choice, "night")
    assert [t["seat"] for t in record.turns] == [0, 1, 2, 3, 4, 5, 7]
    assert page2.screen_name == "back"
    game = again.game
    assert game is not None and game.state.phase.value == "day"
    assert any(c.seat == 0 and c.verb is Verb.ATTACK for c in game.choices)
    window2._force_close = True
    again.timer.reset(0)
