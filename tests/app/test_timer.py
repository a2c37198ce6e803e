"""The day timer: start, pause, extend and expiry, through its signals (no sleeps)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication
from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.timer import DayTimer
from ww_desktop.app.widgets.timer_ring import TimerRing, format_seconds


def test_runs_out_once(qtbot: QtBot) -> None:
    timer = DayTimer()
    timer.reset(1)
    assert timer.remaining() == 1 and not timer.running
    with qtbot.waitSignal(timer.expired, timeout=3000):
        timer.start()
    assert timer.remaining() == 0 and not timer.running
    with qtbot.assertNotEmitted(timer.expired, wait=300):
        timer.start()  # nothing left: it does not run again


def test_pause_keeps_what_is_left(qtbot: QtBot) -> None:
    timer = DayTimer()
    timer.reset(1)
    with qtbot.waitSignal(timer.state_changed):
        timer.start()
    assert timer.running
    with qtbot.waitSignal(timer.state_changed):
        timer.pause()
    left = timer.remaining()
    assert not timer.running and left == 1
    with qtbot.assertNotEmitted(timer.expired, wait=1200):
        pass
    assert timer.remaining() == left
    timer.toggle()
    assert timer.running
    with qtbot.waitSignal(timer.expired, timeout=3000):
        pass


def test_extend_adds_time(qtbot: QtBot) -> None:
    timer = DayTimer()
    timer.reset(1)
    timer.start()
    with qtbot.waitSignal(timer.ticked) as blocker:
        timer.extend(60)
    assert blocker.args is not None and blocker.args[0] >= 60
    assert timer.total == 61 and timer.running
    timer.pause()
    assert 60 <= timer.remaining() <= 61


def test_ticks_while_running(qtbot: QtBot) -> None:
    timer = DayTimer()
    timer.reset(2)
    timer.start()
    with qtbot.waitSignal(timer.ticked, timeout=2000) as blocker:
        pass
    assert blocker.args is not None and blocker.args[0] in (1, 2)
    timer.pause()


def test_ring_follows_the_timer(qtbot: QtBot) -> None:
    ring = TimerRing()
    qtbot.addWidget(ring)
    ring.set_time(150, 300)
    assert ring.fraction() == 0.5
    assert ring.painted_texts() == ["2:30"]
    ring.set_time(0, 300)
    assert ring.fraction() == 0.0 and ring.painted_texts() == ["0:00"]
    assert format_seconds(605) == "10:05"


def test_timer_controls_start_pause_and_add_a_minute(
    qtbot: QtBot, controller: GameController
) -> None:
    """The host's timer buttons drive the day timer: start, pause, +1 minute (the preset's
    extension), and the numerals and button text follow."""
    from PySide6.QtCore import Qt

    from ww_desktop.app.widgets.timer_controls import TimerControls

    from .conftest import make_setup

    assert controller.start(make_setup("standard", 8, seed=1))
    controller.timer.reset(120)
    controls = TimerControls(controller)
    qtbot.addWidget(controls)
    controls.refresh()
    assert controls.label.text() == "2:00"
    qtbot.mouseClick(controls.extend_button, Qt.MouseButton.LeftButton)
    assert controls.label.text() == "3:00" and controller.timer.total == 180
    qtbot.mouseClick(controls.start_button, Qt.MouseButton.LeftButton)
    assert controller.timer.running and "Pause" in controls.start_button.text()
    qtbot.mouseClick(controls.start_button, Qt.MouseButton.LeftButton)
    assert not controller.timer.running and "Start" in controls.start_button.text()


def test_the_numerals_stay_inside_the_ring_at_larger_text(
    qtbot: QtBot, controller: GameController
) -> None:
    """The Table screen at "Larger" text (1.4) on a 1080p screen: the numerals spilled
    across the ring's edge; they are made smaller to stay inside it, and at normal text
    they keep their full size."""
    from ww_desktop.app.public.window import PublicWindow

    from .conftest import make_setup, play_step

    window = PublicWindow(controller)
    qtbot.addWidget(window)
    window.resize(1920, 1080)
    window.show()
    qtbot.waitExposed(window)
    assert controller.start(make_setup("standard", 8, seed=2))
    for _ in range(300):
        view = controller.public_view()
        if view is not None and view.phase == "day":
            break
        play_step(controller, 2)
    window._card_done()
    controller.timer.reset(300)
    ring = window.table.ring
    assert ring.isVisible()
    for size in (1.0, 1.2, 1.4):
        window.set_text_size(size)
        QApplication.processEvents()
        rect, stroke = ring.ring_rect()
        a, b = rect.width() / 2 - stroke / 2, rect.height() / 2 - stroke / 2
        box = ring.numeral_rect()
        c = rect.center()
        for x, y in (
            (box.left(), box.top()),
            (box.right(), box.top()),
            (box.left(), box.bottom()),
            (box.right(), box.bottom()),
        ):
            assert ((x - c.x()) / a) ** 2 + ((y - c.y()) / b) ** 2 <= 1.0, (size, box, rect)
    window.set_text_size(1.0)
    QApplication.processEvents()
    assert ring.painted_font_px() == [ring.numeral_px]
