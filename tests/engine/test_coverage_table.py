"""The scenario coverage page is up to date, and the core rules have scenarios."""

from __future__ import annotations

from pathlib import Path

from tests.tool_modules import load_tool

ROOT = Path(__file__).resolve().parents[2]
CORE_ROLES = (
    "villager",
    "werewolf",
    "knight",
    "seer",
    "medium",
    "traitor",
    "mason",
    "doctor",
    "witch",
    "hunter",
    "lover",
)


TOOL = load_tool("scenario_coverage")


def test_generated_page_is_up_to_date() -> None:
    page = (ROOT / "docs" / "scenario-coverage.md").read_text(encoding="utf-8")
    assert page == TOOL.render(TOOL.scan()), (
        "docs/scenario-coverage.md is stale: run `uv run python tools/scenario_coverage.py`"
    )


def test_no_unreadable_scenario_files() -> None:
    assert TOOL.scan().unreadable == []


def test_core_presets_roles_and_settings_covered() -> None:
    """Every role and setting value of basic, classic and compact has a scenario."""
    assert TOOL.gaps(TOOL.scan(), presets=("basic", "classic", "compact")) == []


def test_core_roles_covered() -> None:
    """Each core role is dealt in at least one scenario."""
    cov = TOOL.scan()
    dealt = {role for (_preset, role) in cov.roles}
    assert sorted(set(CORE_ROLES) - dealt) == []


def test_gaps_are_reported(tmp_path: Path) -> None:
    (tmp_path / "one.json").write_text(
        '{"preset": "basic", "seats": [["A", "werewolf"], ["B", "seer"]], "steps": []}',
        encoding="utf-8",
    )
    (tmp_path / "broken.json").write_text("{", encoding="utf-8")
    cov = TOOL.scan(tmp_path)
    found = TOOL.gaps(cov, presets=("basic",))
    assert "basic: role doctor" in found
    assert "basic: setting tie_rule=runoff_then_lot" in found
    assert "basic: setting tie_rule=no_elimination" not in found  # the default, covered
    assert cov.unreadable == ["broken.json"]
    assert "**none**" in TOOL.render(cov)


def test_every_role_and_setting_value_covered() -> None:
    assert TOOL.gaps(TOOL.scan()) == []
