"""The one-folder executable builds with PyInstaller and passes its own --self-test."""

from __future__ import annotations

import importlib.util
import subprocess
import sys
from pathlib import Path

import pytest

ROOT = Path(__file__).resolve().parents[2]
sys.path.insert(0, str(ROOT / "packaging"))


@pytest.mark.slow
@pytest.mark.skipif(importlib.util.find_spec("PyInstaller") is None, reason="needs PyInstaller")
def test_one_folder_build_runs_its_self_test(tmp_path: Path) -> None:
    from build import build, folder_size  # packaging/build.py

    exe = build(onefile=False, dist=tmp_path / "dist", quiet=True)
    assert exe.is_file()
    size_mb = folder_size(exe.parent) / 1_000_000
    assert size_mb < 300, f"the build grew to {size_mb:.0f} MB"
    done = subprocess.run([str(exe), "--self-test"], capture_output=True, text=True, timeout=120)
    assert done.returncode == 0, done.stdout + done.stderr
    assert "self-test passed" in done.stdout
    for check in ("engine", "resources", "translations", "speech", "store and bot game"):
        assert f"ok     {check}" in done.stdout
    # The compiled engine (tools/build_engine.py), when built, ships: every module and the
    # mypyc runtime they import from C (which no import analysis sees).
    from ww_desktop.engine import native

    if native.built_files() and native.stale() is None:
        shipped = {p.name for p in exe.parent.rglob("*.so")} | {
            p.name for p in exe.parent.rglob("*.pyd")
        }
        assert {p.name for p in native.built_files()} <= shipped
