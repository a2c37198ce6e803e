"""The Qt binding we ship does not corrupt reference counts when signals are emitted.

PySide6 6.12.0 drops a reference to `True`/`False` on every emit of an argument-less signal;
on Python 3.11 (where booleans are not immortal) a few hundred emits crash the interpreter
("bool_dealloc"), which a game night easily reaches. pyproject.toml excludes that version;
this test fails if a version with the same fault is ever installed.
"""

from __future__ import annotations

import subprocess
import sys

SCRIPT = """
from PySide6.QtCore import QCoreApplication, QObject, Signal
app = QCoreApplication([])
class Thing(QObject):
    changed = Signal()
thing = Thing()
thing.changed.connect(lambda: None)
for _ in range(5000):
    thing.changed.emit()
print("clean")
"""


def test_many_signal_emits_leave_the_interpreter_healthy() -> None:
    done = subprocess.run([sys.executable, "-c", SCRIPT], capture_output=True, text=True)
    assert done.returncode == 0, done.stderr[-500:]
    assert done.stdout.strip() == "clean"
