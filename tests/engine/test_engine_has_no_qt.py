"""The rules engine, the narration script and the store never import Qt."""

from __future__ import annotations

import ast
import subprocess
import sys
from pathlib import Path

PACKAGE = Path(__file__).resolve().parents[2] / "ww_desktop"
PURE = [PACKAGE / "engine", PACKAGE / "store", PACKAGE / "narration" / "script.py"]


def _sources() -> list[Path]:
    files: list[Path] = []
    for root in PURE:
        if root.is_file():
            files.append(root)
        elif root.is_dir():
            files += sorted(root.rglob("*.py"))
    return files


def test_no_qt_import_statements() -> None:
    offenders = []
    for path in _sources():
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            names = []
            if isinstance(node, ast.Import):
                names = [a.name for a in node.names]
            elif isinstance(node, ast.ImportFrom) and node.module:
                names = [node.module]
            if any(n.split(".")[0] in ("PySide6", "shiboken6", "PyQt5", "PyQt6") for n in names):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert offenders == []


def test_importing_the_engine_loads_no_qt() -> None:
    code = (
        "import sys, ww_desktop.engine.game, ww_desktop.engine.scenario, ww_desktop.cli;"
        "bad = [m for m in sys.modules if m.startswith(('PySide6', 'shiboken6'))];"
        "print(bad); sys.exit(1 if bad else 0)"
    )
    done = subprocess.run([sys.executable, "-c", code], capture_output=True, text=True)
    assert done.returncode == 0, done.stdout + done.stderr
