"""The lobby's balance panel: background simulation, cancellation, hints and memory."""

from __future__ import annotations

import gc
import itertools
import time
from collections import Counter

import pytest
from PySide6.QtCore import QSettings, Qt, QTimer
from pytestqt.qtbot import QtBot

from ww_desktop.app.balance.panel import MAIN, BalancePanel, BalanceTable, Tally
from ww_desktop.app.balance.worker import THREAD_NAME, nearby_tables
from ww_desktop.app.lobby.page import LobbyPage
from ww_desktop.engine.roles import role
from ww_desktop.simulate import simulate

from .conftest import qt_orphans

STANDARD_9 = BalanceTable.make(
    "standard",
    ["werewolf", "werewolf", "seer", "knight", "medium", "traitor"] + ["villager"] * 3,
)
ONE_WOLF_8 = BalanceTable.make("basic", ["werewolf", "seer"] + ["villager"] * 6)


@pytest.fixture
def panel(qtbot: QtBot, settings: QSettings) -> BalancePanel:
    p = BalancePanel(settings)
    p.stages = (120, 240)
    qtbot.addWidget(p)
    p.resize(360, 520)
    p.show()
    qtbot.waitExposed(p)
    return p


def _expected(table: BalanceTable, stages: tuple[int, ...]) -> Tally:
    """What the panel should count for a table: the same batches, played directly."""
    tally = Tally()
    for i, games in enumerate(stages):
        tally.add(
            simulate(
                table.preset,
                table.players,
                table.roles,
                dict(table.settings),
                games=games,
                seed=i + 1,
                workers=1,
            )
        )
    return tally


def test_simulates_in_the_background_without_freezing(qtbot: QtBot, panel: BalancePanel) -> None:
    ticks: list[float] = []
    ticker = QTimer()
    ticker.setInterval(20)
    ticker.timeout.connect(lambda: ticks.append(time.perf_counter()))
    ticker.start()
    updates: list[int] = []
    panel.updated.connect(updates.append)
    with qtbot.waitSignal(panel.finished, timeout=120_000):
        panel.set_table(STANDARD_9)
        qtbot.waitUntil(lambda: "Simulating" in panel.status_label.text(), timeout=5_000)
    ticker.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 10
    assert max(gaps) < 0.25, f"the window froze for {max(gaps):.3f} s"
    assert updates == [120, 360], "a first rough result, then a refined one"
    shown = panel.displayed()
    main = panel.tallies[MAIN]
    assert {"village", "werewolves"} <= set(shown)
    assert sum(shown.values()) + main.unfinished / main.games == pytest.approx(1.0, abs=0.01)
    assert 0.5 < main.average_days < 20
    assert "days" in panel.days_label.text()
    assert "bots are simple" in panel.note_label.text()
    panel.chart.grab()
    assert panel.chart.painted_texts()[1].split()[0] == "2"
    # The numbers are those of the table as set, with intervals around them.
    expected = _expected(STANDARD_9, panel.stages)
    assert main.games == expected.games == 360
    assert main.wins == expected.wins
    _, bar, numbers = panel.rows["village"]
    assert bar.low <= bar.rate <= bar.high
    assert "%" in numbers.text()
    # One werewolf fewer and one more were simulated too: three points on the chart.
    assert [p[0] for p in panel.chart.points] == [1, 2, 3]
    assert panel.chart.isVisibleTo(panel)
    assert not panel.progress.isVisibleTo(panel)


def test_garbage_is_collected_in_the_gui_thread_while_simulating(
    qtbot: QtBot, panel: BalancePanel
) -> None:
    """Qt objects left in a reference cycle (a closed window's, owned by Python) are
    destroyed in the GUI thread, never in the simulation's thread: there Qt cannot stop
    their timers, which then fire into freed memory (a crash of the whole app)."""
    panel.workers = 1  # the games are played on the panel's own thread: it allocates the most
    panel.stages = (300,)
    panel.set_table(STANDARD_9)
    qtbot.waitUntil(lambda: panel.thread_names() == [THREAD_NAME], timeout=5_000)
    in_gui_thread = qt_orphans(20)
    assert not gc.isenabled(), "while the games are played, the GUI thread collects"
    with qtbot.waitSignal(panel.finished, timeout=120_000):
        pass
    gc.collect()
    assert in_gui_thread == [True] * 20
    # Once the simulation's thread has ended, Python collects by itself again.
    qtbot.waitUntil(gc.isenabled, timeout=30_000)
    assert not panel.thread_names()


def test_a_change_cancels_the_running_simulation(qtbot: QtBot, panel: BalancePanel) -> None:
    panel.stages = (400, 800)
    panel.set_table(STANDARD_9)
    qtbot.waitUntil(lambda: panel._cancel is not None, timeout=5_000)  # the run started
    old_cancel = panel._cancel
    old_generation = panel.generation
    seen: list[tuple[BalanceTable | None, int]] = []
    panel.updated.connect(lambda games: seen.append((panel.table, games)))
    panel.stages = (100, 200)
    panel.set_table(ONE_WOLF_8)
    assert old_cancel is not None and old_cancel.is_set(), "the old run is told to stop"
    assert panel.generation > old_generation
    assert panel.displayed() == {}, "the old numbers are gone at once"
    assert panel.tallies == {}
    with qtbot.waitSignal(panel.finished, timeout=120_000):
        pass
    assert all(table == ONE_WOLF_8 for table, _ in seen)
    main = panel.tallies[MAIN]
    expected = _expected(ONE_WOLF_8, (100, 200))
    assert main.games == 300 and main.wins == expected.wins, "nothing of the old table leaked"
    # The cancelled run's process pool ends too, and Python collects by itself again.
    qtbot.waitUntil(gc.isenabled, timeout=30_000)


def test_debounce_starts_one_run_for_quick_changes(qtbot: QtBot, panel: BalancePanel) -> None:
    started: list[bool] = []
    panel.running_changed.connect(lambda on: on and started.append(on))
    panel.set_table(STANDARD_9)
    panel.set_table(ONE_WOLF_8)
    panel.set_table(STANDARD_9)
    assert not started, "nothing runs while the table keeps changing"
    with qtbot.waitSignal(panel.finished, timeout=120_000):
        pass
    assert started == [True]


def test_an_illegal_table_shows_only_a_hint(qtbot: QtBot, panel: BalancePanel) -> None:
    panel.set_table(BalanceTable.make("standard", ["werewolf"] * 5 + ["villager"] * 4))
    assert panel.table is None
    assert panel.hint_label.isVisibleTo(panel) and panel.hint_label.text()
    assert not panel.results.isVisibleTo(panel)
    assert not panel.is_running()
    panel.set_table(None, "Add the players first.")
    assert panel.hint_label.text() == "Add the players first."


def test_the_switch_is_remembered(qtbot: QtBot, panel: BalancePanel, settings: QSettings) -> None:
    panel.set_table(STANDARD_9)
    assert panel.is_running()
    panel.enabled_box.setChecked(False)
    assert not panel.is_running()
    assert not panel.results.isVisibleTo(panel)
    again = BalancePanel(settings)
    qtbot.addWidget(again)
    assert not again.enabled_box.isChecked()
    again.enabled_box.setChecked(True)
    assert BalancePanel(settings).enabled_box.isChecked()


def test_the_lobby_feeds_the_panel(qtbot: QtBot, settings: QSettings) -> None:
    lobby = LobbyPage(settings)
    qtbot.addWidget(lobby)
    panel = lobby.balance_panel
    assert panel.table is None, "no players yet: only a hint"
    lobby.set_players(["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"])
    assert panel.table is not None
    assert panel.table.players == 9 and panel.table.preset == lobby.preset.id
    assert sorted(panel.table.roles) == sorted(lobby.role_list())
    lobby.set_players(["Ann"])
    assert panel.table is None
    panel.stop()
    assert not panel.is_running()


CLASSIC_8 = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal"]


def _village(table: BalanceTable, games: int, seed: int) -> float:
    result = simulate(
        table.preset, table.players, table.roles, dict(table.settings), games=games, seed=seed
    )
    return result.side("village").rate


def _classic_lobby(qtbot: QtBot, settings: QSettings) -> LobbyPage:
    lobby = LobbyPage(settings)
    qtbot.addWidget(lobby)
    lobby.resize(1280, 680)
    lobby.show()
    qtbot.waitExposed(lobby)
    panel = lobby.balance_panel
    panel.stages = (200,)
    panel.suggest_games = 200
    panel.workers = 1
    lobby.preset_combo.setCurrentIndex(lobby.preset_combo.findData("classic"))
    with qtbot.waitSignal(panel.finished, timeout=60_000):
        lobby.set_players(CLASSIC_8)
    return lobby


def test_nearby_tables_are_one_card_away_and_help_the_weaker_side() -> None:
    table = BalanceTable.make(
        "classic", ["werewolf"] * 2 + ["seer", "witch", "hunter"] + ["villager"] * 3
    )
    for rate, helped in ((0.3, True), (0.7, False)):
        found = nearby_tables(table, rate)
        assert found, rate
        for candidate in found:
            assert candidate.legal() and candidate.players == table.players
            added = Counter(candidate.roles) - Counter(table.roles)
            removed = Counter(table.roles) - Counter(candidate.roles)
            assert sum(added.values()) == sum(removed.values()) == 1, candidate
            village = {r: role(r).side == "village" for r in [*added, *removed]}
            (new,), (old,) = added, removed
            if helped:
                assert village[new] and (not village[old] or old == "villager"), candidate
            else:
                assert village[old] and (not village[new] or new == "villager"), candidate
    assert any(c.werewolves == 1 for c in nearby_tables(table, 0.3))


def test_a_fairer_table_is_proposed_while_the_lobby_stays_usable(
    qtbot: QtBot, settings: QSettings
) -> None:
    """The classic table for 8 favours the werewolves; the proposal is closer to even (checked
    with other games than the search played), and the host can type while it runs."""
    lobby = _classic_lobby(qtbot, settings)
    panel = lobby.balance_panel
    table = panel.table
    assert table is not None
    assert panel.suggest_button.isEnabled()
    # A lopsided table says so, beside the button.
    assert panel.lopsided_label.isVisible()
    assert "werewolves win most games" in panel.lopsided_label.text()
    ticks: list[float] = []
    ticker = QTimer()
    ticker.setInterval(20)
    ticker.timeout.connect(lambda: ticks.append(time.perf_counter()))
    ticker.start()
    with qtbot.waitSignal(panel.suggestion_ready, timeout=120_000) as blocker:
        qtbot.mouseClick(panel.suggest_button, Qt.MouseButton.LeftButton)
        assert panel.is_searching() and panel.proposal_box.isVisible()
        assert "nearby table" in panel.proposal_label.text()
        qtbot.waitUntil(lambda: panel.search_progress.value() > 0, timeout=30_000)
        qtbot.keyClicks(lobby.name_edit, "Ivy")  # the lobby answers while the search runs
        assert lobby.name_edit.text() == "Ivy"
    ticker.stop()
    gaps = [b - a for a, b in itertools.pairwise(ticks)]
    assert len(ticks) > 10 and max(gaps) < 0.25, f"the lobby froze for {max(gaps):.3f} s"
    proposal = blocker.args[0]
    assert isinstance(proposal, BalanceTable) and proposal.players == 8
    assert proposal.roles != table.roles
    assert "instead of" in panel.proposal_label.text()
    assert panel.use_button.isVisible()
    before, after = _village(table, 600, 99), _village(proposal, 600, 99)
    assert abs(after - 0.5) < abs(before - 0.5), (before, after)
    # The host accepts: the lobby deals the proposed table, and keeps it as the host's own.
    qtbot.mouseClick(panel.use_button, Qt.MouseButton.LeftButton)
    assert sorted(lobby.role_list()) == sorted(proposal.roles)
    assert not panel.proposal_box.isVisible()
    assert lobby.start_button.isEnabled(), lobby.problems()
    assert panel.table is not None and sorted(panel.table.roles) == sorted(proposal.roles)


def test_the_host_may_ignore_the_proposal(qtbot: QtBot, settings: QSettings) -> None:
    lobby = _classic_lobby(qtbot, settings)
    panel = lobby.balance_panel
    counts = lobby.counts()
    qtbot.mouseClick(panel.suggest_button, Qt.MouseButton.LeftButton)
    assert panel.is_searching()
    qtbot.mouseClick(panel.dismiss_button, Qt.MouseButton.LeftButton)
    assert not panel.is_searching() and not panel.proposal_box.isVisible()
    assert lobby.counts() == counts
    # A changed table drops a running search too.
    qtbot.mouseClick(panel.suggest_button, Qt.MouseButton.LeftButton)
    lobby.add_player("Ivy")
    assert not panel.is_searching() and panel.proposal is None


def test_a_narrow_chart_never_runs_its_rates_together(qtbot: QtBot) -> None:
    """Under each point: the werewolf count and the village's rate when there is room; only
    the count when the rates would overlap (a French lobby with 7 players at 720p)."""
    from ww_desktop.app.balance.panel import WolfChart

    chart = WolfChart()
    qtbot.addWidget(chart)
    chart.set_points([(1, 0.83, 0.8, 0.86), (2, 0.37, 0.33, 0.4), (3, 0.3, 0.27, 0.33)], 2)
    for width, expected in ((420, ["1 83%", "2 37%", "3 30%"]), (110, ["1", "2", "3"])):
        chart.resize(width, 140)
        chart.grab()  # paints it
        assert [t.replace("\u202f", " ").replace("\xa0", " ") for t in chart.painted_texts()] == (
            expected
        )
