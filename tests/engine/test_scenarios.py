"""Every scenario file under tests/scenarios passes (the rules contract)."""

from __future__ import annotations

from pathlib import Path

import pytest

from ww_desktop.engine.scenario import run_path, scenario_files

ROOT = Path(__file__).resolve().parents[1] / "scenarios"
FILES = list(scenario_files([ROOT]))


@pytest.mark.parametrize("path", FILES, ids=[str(p.relative_to(ROOT)) for p in FILES])
def test_scenario_passes(path: Path) -> None:
    for result in run_path(path):
        assert result.passed, result.line()


def test_there_are_scenarios() -> None:
    assert len(FILES) >= 3
