"""A pass-and-play turn has the same shape for every role (issue 36, item 4): the pack's
facts ("Your pack: ...") sit under the buttons, so a werewolf's target buttons are exactly
where everyone else's are; and Done with no choice on a power is refused, with words."""

from __future__ import annotations

from PySide6.QtCore import QPoint
from PySide6.QtWidgets import QPushButton
from pytestqt.qtbot import QtBot

from ww_desktop.app.passplay.plan import turn_questions
from ww_desktop.app.passplay.turn import TurnScreen
from ww_desktop.engine.game import Game
from ww_desktop.engine.requests import Verb
from ww_desktop.engine.setup import Setup

NAMES = ("Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")
ROLES = ["werewolf", "seer", "villager", "werewolf", "doctor", "villager", "villager", "villager"]


def _game() -> Game:
    return Game(Setup("basic", tuple(zip(NAMES, ROLES, strict=True)), {}, seed=4).checked())


def _turn(qtbot: QtBot) -> TurnScreen:
    turn = TurnScreen()
    qtbot.addWidget(turn)
    turn.resize(1280, 720)
    turn.min_turn_ms = 0
    turn.show()
    qtbot.waitExposed(turn)
    return turn


def _open(turn: TurnScreen, game: Game, seat: int) -> None:
    s = game.state.seats[seat]
    turn.show_turn(s.name, s.role, "village", turn_questions(game, seat), [], [], NAMES, "gentle")


def _first_button(turn: TurnScreen) -> tuple[int, int, int, int]:
    box = turn.boxes[0]
    button = next(iter(box.buttons.values()))
    assert isinstance(button, QPushButton) and button.isVisible()
    corner = button.mapTo(turn, QPoint(0, 0))
    return (corner.x(), corner.y(), button.width(), button.height())


def test_a_werewolfs_buttons_sit_where_everyone_elses_do(qtbot: QtBot) -> None:
    game = _game()
    turn = _turn(qtbot)
    places = {}
    for seat in range(len(NAMES)):
        _open(turn, game, seat)
        places[game.state.seats[seat].role, seat] = _first_button(turn)
    wolf = places["werewolf", 0]
    assert set(places.values()) == {wolf}, places


def test_done_with_no_choice_on_the_packs_attack_is_refused(qtbot: QtBot) -> None:
    game = _game()
    turn = _turn(qtbot)
    _open(turn, game, 0)
    box = turn.boxes[0]
    assert box.question.verb is Verb.ATTACK and box.question.can_skip
    assert "Your pack" in box.info_label.text()
    qtbot.waitUntil(turn.done_button.isEnabled, timeout=5000)
    with qtbot.assertNotEmitted(turn.answered):
        turn.done_button.click()
    assert not turn.locked
    assert (
        turn.wait_label.text() == "Not done yet: choose someone (or Nobody, where it is offered)."
    )
    box.buttons[2].click()  # Cleo
    with qtbot.waitSignal(turn.answered):
        turn.done_button.click()
    assert turn.locked and turn.answers() == {0: 2}


def test_nobody_is_an_answer_when_it_is_offered(qtbot: QtBot) -> None:
    game = _game()
    turn = _turn(qtbot)
    _open(turn, game, 0)
    box = turn.boxes[0]
    assert box.nobody_button is not None
    box.nobody_button.click()
    qtbot.waitUntil(turn.done_button.isEnabled, timeout=5000)
    with qtbot.waitSignal(turn.answered):
        turn.done_button.click()
    assert turn.answers() == {0: None}
