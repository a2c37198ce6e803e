"""The phones' windows at a game night's sizes: the Players' phones window shows its whole QR
code within a 1280x720 screen however many seats (it grew with them, the QR code cut), and
the TV's join card says everything in 40 px or more on a 1080p TV (the README's promise; its
address and room code were about 29 px)."""

from __future__ import annotations

from PySide6.QtWidgets import QApplication, QLabel

from ww_desktop.app.phones.widgets import JoinCard, PhonesDialog
from ww_desktop.engine.setup import deal

from .test_qt_hub import hub  # noqa: F401  (the fixture)

NAMES = [f"Guest {chr(65 + i // 26)}{chr(65 + i % 26)}" for i in range(30)]
"""The most seats a table has (30), each on a phone."""


def test_the_phones_window_shows_its_whole_qr_code_on_a_small_screen(qtbot, hub):  # noqa: F811
    hub_, controller, _tv = hub
    controller.start(deal("standard", NAMES, seed=4))
    dialog = PhonesDialog(hub_)
    qtbot.addWidget(dialog)
    with qtbot.waitSignal(hub_.link_changed, timeout=5000):
        hub_.open_table(set(range(len(NAMES))), port=0)
    dialog.refresh()
    hint = dialog.sizeHint()
    assert hint.height() <= 720 - 60, hint  # within the screen, its title bar included
    dialog.resize(hint)
    dialog.show()
    qtbot.waitExposed(dialog)
    QApplication.processEvents()
    pixmap = dialog.qr_label.pixmap()
    assert not pixmap.isNull()
    inside = dialog.qr_label.contentsRect()
    assert inside.width() >= pixmap.width() and inside.height() >= pixmap.height()
    assert dialog.rect().contains(dialog.qr_label.geometry())


def test_the_join_card_is_read_from_across_the_room(qtbot, hub):  # noqa: F811
    hub_, controller, tv = hub
    controller.start(deal("standard", NAMES, seed=4))
    tv.resize(1920, 1080)
    card = JoinCard(hub_, tv)
    tv.show()
    with qtbot.waitSignal(hub_.link_changed, timeout=5000):
        hub_.open_table({0, 1}, port=0)
    assert card.isVisible()
    for label in card.findChildren(QLabel):
        if label.text():
            assert label.fontInfo().pixelSize() >= 40, label.text()
    assert tv.rect().contains(card.geometry())
