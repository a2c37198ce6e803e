"""Launch shows the lobby without loading what can wait (issue 21: fast to open).

What a later page, the phones or the voice need is imported and built when first used: the
first window shows sooner. Checked in a fresh process (this one has imported everything).
"""

from __future__ import annotations

import json
import os
import subprocess
import sys
from pathlib import Path
from typing import Any

from PySide6.QtWidgets import QStackedWidget

CHILD = r"""
import json, sys
from pathlib import Path
from typing import Any
from PySide6.QtCore import QTimer
from ww_desktop.app.main import start
parts = start(Path(sys.argv[1]), offer_resume=False)
def idle():
    print(json.dumps(sorted(sys.modules)))
    parts.app.quit()
QTimer.singleShot(0, idle)
parts.app.exec()
"""

WAITING = [
    "asyncio",  # the phones' server
    "aiohttp",
    "segno",  # the phones' QR code
    "PySide6.QtMultimedia",  # the voice and the night sounds
    "ww_desktop.narration.narrator",
    "ww_desktop.app.dealing",
    "ww_desktop.app.passplay",
    "ww_desktop.app.history",
    "ww_desktop.app.replay",
]


def test_the_lobby_shows_before_what_can_wait_is_loaded(tmp_path: Path) -> None:
    env = dict(os.environ, QT_QPA_PLATFORM="offscreen")
    done = subprocess.run(
        [sys.executable, "-c", CHILD, str(tmp_path / "data")],
        capture_output=True,
        text=True,
        timeout=120,
        env=env,
    )
    lines = [line for line in done.stdout.splitlines() if line.startswith("[")]
    assert lines, done.stderr
    loaded = set(json.loads(lines[-1]))
    assert "ww_desktop.app.lobby" in loaded
    assert [name for name in WAITING if name in loaded] == []


def test_a_page_is_built_when_it_is_first_shown(host_window: Any) -> None:
    from ww_desktop.app.dealing import DealingPage
    from ww_desktop.app.main_window import PAGE_DEALING, PAGE_LOBBY

    window = host_window
    stack: QStackedWidget = window.stack
    stack.setCurrentIndex(PAGE_DEALING)
    assert isinstance(stack.currentWidget(), DealingPage)
    assert stack.currentWidget() is window.dealing
    assert stack.count() == 5
    stack.setCurrentIndex(PAGE_LOBBY)
    assert stack.currentWidget() is window.lobby
