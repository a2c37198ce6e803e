"""The demo game: it plays itself to the reveal, explains each step and never leaks a role."""

from __future__ import annotations

import re
from pathlib import Path

import pytest
from PySide6.QtCore import QSettings
from pytestqt.qtbot import QtBot

from ww_desktop.app import demo as demo_module
from ww_desktop.app.controller import GameController
from ww_desktop.app.demo import DEMO_NAMES, DemoGame
from ww_desktop.app.main_window import MainWindow
from ww_desktop.app.public.window import PublicWindow, walk_texts
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.narration.voices import SilentVoice
from ww_desktop.store import Store
from ww_desktop.texts import i18n

ROLE_WORDS = sorted(
    {i18n.role_name(r) for r in REGISTRY} | {r.replace("_", " ") for r in REGISTRY},
    key=len,
    reverse=True,
)
ROLE_RE = re.compile(r"\b(" + "|".join(re.escape(w) for w in ROLE_WORDS) + r")s?\b", re.I)
NAME_RE = re.compile(r"\b(" + "|".join(DEMO_NAMES) + r")\b")
FAST = 400.0


def _claim_texts(demo: DemoGame) -> set[str]:
    """The texts of the public claims: a claim is not a reveal."""
    names = list(DEMO_NAMES)
    out: set[str] = set()
    for entry in demo.controller.claims.values():
        if entry.get("role"):
            out.add(i18n.claim_role_text(entry["role"]))
        for report in entry.get("reports") or []:
            out.add(i18n.claim_report_text(names[report["target"]], report["werewolf"]))
    return out


def _check_public(demo: DemoGame, window: PublicWindow) -> None:
    """Before the reveal, no text on the table screen ties a player to a role (claims aside)."""
    if demo.controller.confirmed:
        return
    assert window.current_page() != "reveal"
    claims = _claim_texts(demo)
    told_openly = demo.night_panel.text()  # the demo's night panel: nothing is secret there
    for text in walk_texts(window):
        if text == told_openly and text:
            continue
        if text in claims or "claims to be the Seer" in text or "says they are the Seer" in text:
            continue
        if NAME_RE.search(text):
            role = ROLE_RE.search(text)
            assert role is None, f"{text!r} ties a player to a role before the end"


def test_demo_plays_to_the_reveal(qtbot: QtBot, store: Store) -> None:
    demo = DemoGame(SilentVoice(seconds_per_char=0), seed=3)
    window = demo.public_window
    captions: list[str] = []
    demo.caption_changed.connect(captions.append)
    demo.controller.changed.connect(lambda: _check_public(demo, window))
    demo.caption_changed.connect(lambda _t: _check_public(demo, window))
    demo.set_speed(FAST)
    pages: set[str] = set()
    window.page_changed.connect(pages.add)
    temp = Path(demo.store.path).parent
    with qtbot.waitSignal(demo.finished, timeout=60_000):
        assert demo.start()
    assert demo.done and demo.controller.confirmed
    assert window.current_page() == "reveal"
    assert {"night", "table"} <= pages and "checking" not in pages
    assert any("werewolves open their eyes" in c for c in captions)
    assert any("The table votes" in c for c in captions)
    assert any("claims to be the Seer" in c for c in captions)
    assert demo.controller.claims, "the bots' claims are on the nameplates"
    assert captions[-1].startswith(i18n.winner_text(demo.controller.revealed()[0]))  # type: ignore[index]
    assert demo.caption.text() == captions[-1]
    # The demo never touches the user's saved games, and its own store goes away.
    assert store.list_games() == []
    demo.stop()
    assert not temp.exists()


def test_pause_holds_the_game(qtbot: QtBot) -> None:
    demo = DemoGame(SilentVoice(seconds_per_char=0), seed=5)
    demo.set_speed(FAST)
    assert demo.start(show=False)
    qtbot.waitUntil(lambda: demo.game is not None and len(demo.game.choices) > 3, timeout=20_000)
    with qtbot.waitSignal(demo.paused_changed):
        demo.set_paused(True)
    game = demo.game
    assert game is not None
    made = len(game.choices)
    for _ in range(5):
        demo.beat()
    assert len(game.choices) == made and not demo.timer.isActive()
    demo.set_paused(False)
    qtbot.waitUntil(lambda: len(game.choices) > made, timeout=20_000)
    demo.stop()


@pytest.mark.parametrize("entry", ["button", "menu"])
def test_main_window_entry_plays_on_the_table_screen(
    qtbot: QtBot,
    controller: GameController,
    settings: QSettings,
    monkeypatch: pytest.MonkeyPatch,
    entry: str,
) -> None:
    monkeypatch.setattr(
        demo_module.page, "make_voice", lambda _kind: SilentVoice(seconds_per_char=0)
    )
    window = MainWindow(controller, settings)
    qtbot.addWidget(window)
    window.lobby.balance_panel.enabled_box.setChecked(False)
    tv = PublicWindow(controller)
    qtbot.addWidget(tv)
    tv.show()
    window.show()
    if entry == "button":
        window.lobby.demo_button.click()
    else:
        window.demo_action.trigger()
    console = window.demo_console
    assert isinstance(console, demo_module.DemoConsole)
    assert not tv.isVisible(), "the demo takes the table screen"
    assert console.demo.public_window.isVisible()
    with qtbot.waitSignal(console.demo.finished, timeout=60_000):
        console.speed_combo.setCurrentIndex(3)
        console.demo.set_speed(FAST)
    assert console.log.count() > 5
    assert controller.game is None, "the real controller is untouched"
    console.close()
    assert window.demo_console is None
    assert tv.isVisible(), "the real table screen comes back"


def test_the_table_screen_shows_who_does_what_at_night(qtbot: QtBot) -> None:
    """A newcomer sees the hidden actions: each night, who acts with which card, on whom, and
    what a look tells; the panel is gone by day."""
    demo = DemoGame(SilentVoice(seconds_per_char=0), seed=3)
    window = demo.public_window
    shown: list[str] = []
    panel_by_day: list[str] = []
    demo.night_action_shown.connect(shown.append)

    def by_day() -> None:
        game = demo.game
        day = game is not None and game.state.phase.value == "day"
        begun = day and game is not None and demo._day_begun == game.state.day_no
        if begun and demo.night_panel.isVisible():
            panel_by_day.append(demo.night_panel.text())

    demo.caption_changed.connect(lambda _t: by_day())
    demo.set_speed(FAST)
    seen_on_tv: list[str] = []
    demo.night_action_shown.connect(
        lambda _t: seen_on_tv.append(demo.night_panel.text()) if window.isVisible() else None
    )
    with qtbot.waitSignal(demo.finished, timeout=60_000):
        assert demo.start()
    game = demo.game
    assert game is not None
    names = [s.name for s in game.state.seats]
    seer = names[[r for _n, r in game.setup.seats].index("seer")]
    wolves = [names[i] for i, (_n, r) in enumerate(game.setup.seats) if r == "werewolf"]
    assert any(line.startswith(f"{seer} (Seer) looks at ") for line in shown), shown
    assert any(f"{seer} (Seer) learns: " in line for line in shown), "the look's answer"
    assert any("to send home" in line and any(w in line for w in wolves) for line in shown), (
        "the werewolves' pick, with their names"
    )
    assert any("(Knight) guards " in line for line in shown)
    medium = names[[r for _n, r in game.setup.seats].index("medium")]
    assert any(line.startswith(f"{medium} (Medium) learns: ") for line in shown), (
        "the Medium's reading of the day's vote, as she wakes"
    )
    assert seen_on_tv and all("Behind closed eyes" in t for t in seen_on_tv)
    assert not panel_by_day, "the night panel is cleared when the day begins"
    demo.stop()


def test_the_default_pace_plays_a_night_in_short_night(qtbot: QtBot) -> None:
    """At normal speed the calls of a demo night add up to far less than a real night's."""
    from ww_desktop.engine.playlist import night_plan

    demo = DemoGame(SilentVoice(seconds_per_char=0), seed=3)
    assert demo.speed == 1.0
    setup = demo_module.demo_setup(3)
    plan = night_plan(setup, 2)
    # A call lasts its window, or until the bots answer: a caption beat, then a play beat.
    calls = [
        max(c.window_ms * demo.narrator.wait_scale, 2 * demo.timer.interval()) for c in plan.calls
    ]
    assert sum(calls) <= 15_000, calls
    assert sum(call.window_ms for call in plan.calls) >= 40_000, "a real night stays as long"
    demo.stop()


def test_someone_was_protected_only_after_an_attack_that_failed(qtbot: QtBot) -> None:
    """In `standard` the werewolves only meet on the first night: its quiet morning is not
    a protection. Each morning's caption says "protected" only after a failed attack."""
    demo = DemoGame(SilentVoice(seconds_per_char=0), seed=3)
    mornings: list[str] = []
    demo.caption_changed.connect(lambda t: mornings.append(t) if t.startswith("Morning") else None)
    demo.set_speed(FAST)
    with qtbot.waitSignal(demo.finished, timeout=60_000):
        assert demo.start()
    game = demo.controller.game
    assert game is not None
    saved = 0  # nights with an attack and nobody gone
    for night in range(1, game.state.night_no + 1):
        night_msgs = [m for m in game.state.messages if m.phase == "night" and m.day == night]
        attacked = any(m.id == "prank_chosen" for m in night_msgs)
        gone = any(m.id == "went_home" for m in night_msgs)
        saved += attacked and not gone
    assert mornings, "the quiet first morning is explained"
    assert "protected" not in mornings[0]  # after night 1: nobody was attacked
    assert sum("protected" in text for text in mornings) == saved
    demo.stop()
