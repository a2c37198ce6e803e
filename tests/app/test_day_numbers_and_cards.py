"""What the table sees of issue 16's rules: day numbers and face-up cards on the TV and console.

`standard` numbers days as seed 000 does (the first night is day 1's, its morning day 2's), so
the TV and the console say "Day 2" on the first morning; the other presets say "Day 1". In
`traditional` a departed player's card is face-up: the TV's nameplate and morning card name it.
"""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.moderator.console import ModeratorConsole
from ww_desktop.app.public.window import PublicWindow, walk_texts
from ww_desktop.engine.requests import Choice, Verb
from ww_desktop.engine.setup import Setup


def _start(controller: GameController, preset: str, roles: list[str]) -> None:
    names = ("Ann", "Bob", "Cleo", "Dov", "Eli", "Fay", "Gus")[: len(roles)]
    seats = tuple(zip(names, roles, strict=True))
    assert controller.start(Setup(preset, seats, {}, seed=3).checked())


def _night(controller: GameController, attack: int | None = None) -> None:
    """Answer the first night's requests (the pack's prank where asked), skipping the rest."""
    game = controller.game
    assert game is not None
    night = game.state.night_no
    while game.state.phase.value == "night" and game.state.night_no == night:
        req = game.pending()[0]
        target = attack if req.verb is Verb.ATTACK else None
        assert controller.apply(Choice(req.seat, req.verb, target))


def _windows(qtbot: QtBot, controller: GameController) -> tuple[PublicWindow, ModeratorConsole]:
    tv = PublicWindow(controller)
    console = ModeratorConsole(controller)
    for w in (tv, console):
        qtbot.addWidget(w)
        w.resize(1280, 720)
        w.show()
    return tv, console


def test_standard_first_morning_reads_day_two(qtbot: QtBot, controller: GameController) -> None:
    tv, console = _windows(qtbot, controller)
    _start(controller, "standard", ["werewolf", "seer", "knight", "villager", "villager"])
    assert "Night 1" in console.header_label.text()
    _night(controller)
    assert tv.current_page() == "news"
    assert tv.news_title.text() == "Morning of day 2"
    assert tv.day_label.text() == "Day 2"
    assert console.header_label.text().startswith("Day 2")


def test_basic_first_morning_reads_day_one(qtbot: QtBot, controller: GameController) -> None:
    tv, console = _windows(qtbot, controller)
    _start(controller, "basic", ["werewolf", "seer", "doctor", "villager", "villager"])
    _night(controller)
    assert tv.day_label.text() == "Day 1"
    assert console.header_label.text().startswith("Day 1")


def test_traditional_tv_shows_a_departed_players_card(
    qtbot: QtBot, controller: GameController
) -> None:
    tv, _console = _windows(qtbot, controller)
    roles = ["werewolf", "werewolf", "seer", "villager", "villager", "villager", "villager"]
    _start(controller, "traditional", roles)
    _night(controller, attack=2)
    texts = walk_texts(tv)
    assert "Cleo's card: Seer." in texts  # on the morning card
    tv._card_done()
    badge = tv.table.plates[2].badge_label.text()
    assert badge.endswith("· Seer")
    others = [p.badge_label.text() for i, p in enumerate(tv.table.plates) if i != 2]
    assert not any(others)  # nobody else's card is shown
