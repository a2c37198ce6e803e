"""The console shows a role's private answer while the role is awake (issue 14, item 5):
the Seer's thumb as soon as her look is entered, the Witch's victim while she is called, the
Devil's card, the Medium's reading (at her turn); hidden by day, compact's free look of night
0 included (a game from the lobby, dealt by the app, or resumed at day 1); never different
from what the dawn tells."""

from __future__ import annotations

import pytest
from PySide6.QtCore import Qt
from pytestqt.qtbot import QtBot

from ww_desktop.app.main_window import PAGE_CONSOLE, PAGE_DEALING, MainWindow
from ww_desktop.app.moderator.steps import PACK, SINGLE
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")


@pytest.fixture
def window(host_window: MainWindow) -> MainWindow:
    """The host's window (tests/app/conftest.py)."""
    return host_window


def start(window: MainWindow, preset: str, roles: list[str]) -> None:
    setup = Setup(preset, tuple(zip(NAMES, roles, strict=True)), {}, seed=7).checked()
    window.start_game(setup, False)
    assert window.stack.currentIndex() == PAGE_CONSOLE


def key(qtbot: QtBot, window: MainWindow, k: Qt.Key) -> None:
    qtbot.keyClick(window.console, k)


def shown(window: MainWindow) -> list[tuple[str, str]]:
    panel = window.console.answer_panel
    if not panel.isVisible():
        return []
    return [(h.text(), a.text()) for h, a in panel.rows]


CLASSIC = ["seer", "werewolf", "witch", "villager", "werewolf", "villager", "hunter", "villager"]


def test_the_seers_thumb_and_the_witchs_victim_while_they_are_awake(
    qtbot: QtBot, window: MainWindow
) -> None:
    start(window, "classic", CLASSIC)
    console = window.console
    game = window.controller.game
    assert game is not None
    assert console.step.kind == PACK
    assert shown(window) == []  # nothing is due yet
    key(qtbot, window, Qt.Key.Key_6)  # the pack picks Fay
    key(qtbot, window, Qt.Key.Key_Return)
    assert console.step.kind == SINGLE and console.step.lead is not None
    assert console.step.lead.verb is Verb.INSPECT
    assert shown(window) == []  # the Seer is awake, her look not entered yet
    key(qtbot, window, Qt.Key.Key_2)  # she points at Bob, a werewolf
    key(qtbot, window, Qt.Key.Key_Return)
    assert game.state.phase.value == "night"
    rows = shown(window)
    assert ("Seer (Ann), about Bob:", "THUMB UP: a werewolf") in rows
    action = console.answer_panel.rows[0][1]
    assert action.font().pixelSize() >= 28 and action.font().bold()  # large type
    # The Witch is called next: she is shown the pack's choice.
    for r in [r for r in window.controller.pending() if r.verb is Verb.NOTE]:
        window.controller.apply(Choice(r.seat, r.verb, None))
    assert console.step.lead is not None and console.step.lead.seat == 2
    assert ("Witch (Cleo):", "POINT AT Fay") in shown(window)
    assert ("Seer (Ann), about Bob:", "THUMB UP: a werewolf") in shown(window)
    for r in list(window.controller.pending()):
        window.controller.apply(Choice(r.seat, r.verb, None))
    assert game.state.phase.value == "day"
    assert shown(window) == []  # by day the panel is gone
    told = next(m for m in game.state.messages if m.id == "inspect_result")
    assert told.to == (0,) and told.params == {"target": 1, "result": "werewolf"}


def test_a_correction_takes_the_answer_back(qtbot: QtBot, window: MainWindow) -> None:
    start(window, "classic", CLASSIC)
    key(qtbot, window, Qt.Key.Key_6)
    key(qtbot, window, Qt.Key.Key_Return)
    key(qtbot, window, Qt.Key.Key_4)  # the Seer looks at Dan
    key(qtbot, window, Qt.Key.Key_Return)
    assert ("Seer (Ann), about Dan:", "THUMB DOWN: not a werewolf") in shown(window)
    window.console.undo()
    assert not any(h.startswith("Seer") for h, _ in shown(window))


TRADITIONAL = [
    "devil",
    "werewolf",
    "seer",
    "villager",
    "sorcerer",
    "villager",
    "doctor",
    "werewolf",
]


def test_the_devils_card_and_the_sorcerers_thumb(window: MainWindow) -> None:
    start(window, "traditional", TRADITIONAL)
    controller = window.controller
    game = controller.game
    assert game is not None
    for r in list(controller.pending()):
        if r.verb is Verb.INSPECT and r.seat == 0:
            assert controller.apply(Choice(0, Verb.INSPECT, 6))  # the Devil looks at Gus
        elif r.verb is Verb.INSPECT and r.seat == 4:
            assert controller.apply(Choice(4, Verb.INSPECT, 2))  # the Sorcerer finds the Seer
    rows = shown(window)
    assert ("Devil (Ann), about Gus:", "SHOW THE CARD: Doctor") in rows
    assert ("Sorcerer (Eve), about Cleo:", "THUMB UP: the Seer") in rows
    for r in list(controller.pending()):
        if game.state.phase.value != "night":
            break
        if r in controller.pending():
            target = r.targets[0] if r.verb is Verb.ATTACK else None
            controller.apply(Choice(r.seat, r.verb, target if not r.can_skip else None))
    results = {m.to[0]: m.params for m in game.state.messages if m.id == "inspect_result"}
    assert results[0] == {"target": 6, "result": "doctor"}
    assert results[4] == {"target": 2, "result": "seer"}


COMPACT = ["seer", "werewolf", "medium", "villager", "werewolf", "villager", "knight", "villager"]


def test_the_free_look_and_the_mediums_reading(window: MainWindow) -> None:
    start(window, "compact", COMPACT)
    controller = window.controller
    game = controller.game
    assert game is not None
    free = next(m for m in game.state.messages if m.id == "free_white")
    name = NAMES[free.params["target"]]
    # compact's night 0 asked nobody: the game opens at day 1, the table awake. The free
    # look is not offered to show (the host's log says it; the Seer's card told it).
    assert game.state.phase.value == "day" and not game.choices
    assert shown(window) == []
    assert f"to Ann: To start with: {name} is not a werewolf." in (
        window.console.log_panel.toPlainText()
    )
    # Day 1: the table votes Dan (a villager) home; night 1 tells the Medium.
    controller.apply(Choice(None, Verb.END_DISCUSSION, None))
    assert shown(window) == []
    for r in list(controller.pending()):
        controller.apply(Choice(r.seat, r.verb, 3 if r.seat != 3 else 0))
    assert game.state.phase.value == "night"
    # The Medium is told only at her turn (after the pack, the Seer and the Knight).
    medium = ("Medium (Cleo), about Dan:", "THUMB DOWN: not a werewolf")
    order = game.state.preset.step_order
    while (lead := window.console.step.lead) is not None and order(lead.step) < order("medium"):
        assert medium not in shown(window)
        target = None if lead.can_skip else next(t for t in lead.targets if t != 2)
        assert controller.apply(Choice(lead.seat, lead.verb, target))
    assert medium in shown(window)


def test_compacts_free_look_is_never_offered_by_day(qtbot: QtBot, window: MainWindow) -> None:
    """From the lobby with the app dealing: the Seer reads her free look on her card; then
    day 1 opens with the table awake, and "Show now" offers no thumb, nor once resumed (the
    table tier saw "Show now: THUMB DOWN" on a compact game resumed at day 1)."""
    setup = Setup("compact", tuple(zip(NAMES, COMPACT, strict=True)), {}, seed=7).checked()
    window.start_game(setup, True)
    assert window.stack.currentIndex() == PAGE_DEALING
    controller = window.controller
    game = controller.game
    assert game is not None
    free = next(m for m in game.state.messages if m.id == "free_white")
    name = NAMES[free.params["target"]]
    dealing = window.dealing
    cards: dict[str, str] = {}
    while dealing.state == "pass":
        qtbot.mouseClick(dealing.show_button, Qt.MouseButton.LeftButton)
        cards[dealing.card.name_label.text()] = dealing.card.knows_label.text()
        qtbot.mouseClick(dealing.hide_button, Qt.MouseButton.LeftButton)
    assert f"To start with: {name} is not a werewolf." in cards["Ann"]  # the Seer's card
    qtbot.mouseClick(dealing.begin_button, Qt.MouseButton.LeftButton)
    assert window.stack.currentIndex() == PAGE_CONSOLE
    assert game.state.phase.value == "day" and not game.choices
    assert shown(window) == []
    assert not window.console.answer_panel.isVisibleTo(window)
    game_id = controller.game_id
    assert game_id is not None
    controller.close_game()
    assert window.resume(game_id)
    resumed = controller.game
    assert resumed is not None and resumed.state.day_no == 1
    assert window.stack.currentIndex() == PAGE_CONSOLE
    assert shown(window) == []
