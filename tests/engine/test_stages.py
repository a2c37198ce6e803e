"""The night's resolution runs the stages `night.Stage` names, in the enum's order."""

from __future__ import annotations

from ww_desktop.engine.night import Stage
from ww_desktop.engine.resolution import STAGES


def test_the_stage_table_runs_every_stage_in_the_enum_order() -> None:
    assert [stage for stage, _run in STAGES] == list(Stage)
