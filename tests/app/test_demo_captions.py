"""The demo's captions on the table screen are read from across the room: 40 px on a 1080p
TV like every text there (the caption and the "Behind closed eyes" panel were 27-29 px),
and both fit the screen with the table between them."""

from __future__ import annotations

from pytestqt.qtbot import QtBot

from ww_desktop.app.controller import GameController
from ww_desktop.app.demo.page import CaptionOverlay
from ww_desktop.app.public.window import PublicWindow


def test_the_captions_are_40_px_on_a_1080p_tv(qtbot: QtBot, controller: GameController) -> None:
    tv = PublicWindow(controller)  # (the demo's own table screen)
    qtbot.addWidget(tv)
    tv.resize(1920, 1080)
    tv.show()
    qtbot.waitExposed(tv)
    caption = CaptionOverlay(tv)
    panel = CaptionOverlay(tv, top=True)
    caption.set_caption("Night falls: the werewolves open their eyes and choose together.")
    panel.set_caption(
        "\n".join(
            [
                "Behind closed eyes (only in the demo: nothing is secret)",
                "Bob and Cleo (Werewolves) pick Ann to send home.",
                "Dan (Seer) looks at Bob.",
                "Eve (Witch) chooses nobody tonight.",
            ]
        )
    )
    for overlay in (caption, panel):
        assert overlay.fontInfo().pixelSize() >= 40
        assert tv.rect().contains(overlay.geometry())
    assert panel.geometry().bottom() < caption.geometry().top() - 200  # the table between
