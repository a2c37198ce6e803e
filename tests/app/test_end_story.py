"""The end recap: the whole night-by-night story (who was targeted, saved, looked at, who went
home), the same on the console and on the TV, and only after the reveal."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.end_view import RevealView
from ww_desktop.app.public.window import PublicWindow, walk_texts
from ww_desktop.app.story import game_story
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup

NAMES = ("Alice", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal")
ROLES = ["villager", "werewolf", "werewolf", "doctor", "seer", "villager", "villager", "villager"]


def play(controller: GameController) -> None:
    """Night 1: the pack takes Alice, the Doctor guards Gus, the Seer looks at Bob; then the
    table votes Bob, Cleo... until the village wins."""
    setup = Setup("basic", tuple(zip(NAMES, ROLES, strict=True)), {}, seed=7).checked()
    assert controller.start(setup)
    game = controller.game
    assert game is not None
    night1 = {Verb.ATTACK: 0, Verb.GUARD: 6, Verb.INSPECT: 1}
    for _ in range(400):
        pending = controller.pending()
        if not pending:
            break
        r = pending[0]
        target: int | None = None
        if game.state.night_no == 1 and r.verb in night1 and r.seat in (1, 3, 4):
            target = night1[r.verb]
        elif r.verb in (Verb.VOTE, Verb.RUNOFF):
            wolves = [s for s in (1, 2) if game.state.seats[s].here and s in r.targets]
            target = wolves[0] if wolves else None
        elif r.verb is Verb.ATTACK and r.seat == min(s for s in (1, 2) if game.state.seats[s].here):
            target = next(t for t in r.targets if t not in (1, 2, 3))
        elif not r.can_skip:
            target = r.targets[0]
        assert controller.apply(Choice(r.seat, r.verb, target))
    assert game.ended


def test_the_story_tells_night_one(qtbot: QtBot, controller: GameController) -> None:
    play(controller)
    game = controller.game
    assert game is not None
    story = dict(game_story(game, "gentle"))
    night1 = " ".join(story["Night 1"])
    assert "prank Alice" in night1  # the pack's target
    assert "Dan guards Gus" in night1  # the save
    assert "Eve (Seer)" in night1 and "Bob" in night1  # the look and its answer
    assert "Alice: went home · night 1" in night1  # the morning it led to
    assert "Nothing happened" not in night1
    assert any(line.startswith("Vote") for line in story["Day 1"])


def test_both_screens_tell_the_same_story_after_the_reveal(
    qtbot: QtBot, controller: GameController
) -> None:
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.resize(1920, 1080)
    play(controller)
    assert controller.story() is None  # nothing secret before the host confirms
    assert not any("guards" in t for t in walk_texts(tv))
    controller.confirm_end()
    assert tv.current_page() == "reveal"
    console = RevealView()
    qtbot.addWidget(console)
    game = controller.game
    assert game is not None
    console.show_game(game, controller.wording())
    recap = console.summary.toPlainText()
    told: list[str] = []
    for _ in range(20):  # every page of the TV's story, as they turn
        told.append(tv.summary_label.text())
        tv.next_story_page()
        if tv.summary_label.text() == told[0]:
            break
    tv_text = "\n".join(told)
    for title, lines in controller.story() or []:
        assert title in recap and title in tv_text
        for line in lines:
            assert line in recap and line in tv_text


def test_console_icons_sit_beside_the_names(qtbot: QtBot, controller: GameController) -> None:
    play(controller)
    view = RevealView()
    qtbot.addWidget(view)
    view.resize(1280, 720)
    game = controller.game
    assert game is not None
    view.show_game(game)
    view.show()
    qtbot.waitExposed(view)
    for seat in game.state.seats:
        label = view.seat_labels[seat.index]
        icon = view.findChild(type(label), f"reveal_icon_{seat.index}")
        assert icon is not None
        icon_right = icon.mapTo(view, icon.rect().topRight()).x()
        label_left = label.mapTo(view, label.rect().topLeft()).x()
        assert 0 <= label_left - icon_right <= 24
