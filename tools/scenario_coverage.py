"""Which roles and setting values the rules scenarios cover, and where the gaps are.

Scans `tests/scenarios/**/*.json` (a file holds one scenario or a list of them) and writes
`docs/scenario-coverage.md`: for each preset, a table role -> the scenario files that deal it,
and a table setting=value -> the scenario files that play under it. A scenario plays under
the value it sets, or under the preset's default for every offered setting it does not set
(so a scenario without settings covers every default). Every value of a setting with a list
of values is expected; for a number setting, its default is expected and any other value
used is listed. Gaps read "none" in the table and are listed at the end.

    uv run python tools/scenario_coverage.py           # write docs/scenario-coverage.md
    uv run python tools/scenario_coverage.py --check   # exit 1 and list the gaps, if any
    uv run python tools/scenario_coverage.py --stdout  # print instead of writing
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import defaultdict
from collections.abc import Iterable, Iterator
from dataclasses import dataclass, field
from pathlib import Path
from typing import Any

ROOT = Path(__file__).resolve().parents[1]
if str(ROOT) not in sys.path:  # run as a script from anywhere
    sys.path.insert(0, str(ROOT))

from ww_desktop.engine.presets import PRESETS  # noqa: E402
from ww_desktop.engine.roles import canonical  # noqa: E402
from ww_desktop.engine.settings import SPECS  # noqa: E402

SCENARIOS = ROOT / "tests" / "scenarios"
DOC = ROOT / "docs" / "scenario-coverage.md"


@dataclass
class Coverage:
    """Files by (preset, role) and by (preset, setting, value), plus unreadable files."""

    roles: dict[tuple[str, str], set[str]] = field(default_factory=lambda: defaultdict(set))
    settings: dict[tuple[str, str, str], set[str]] = field(default_factory=lambda: defaultdict(set))
    unreadable: list[str] = field(default_factory=list)


def show(value: Any) -> str:
    """A setting value as JSON writes it (true, "auto" -> auto, 180)."""
    if isinstance(value, bool):
        return "true" if value else "false"
    return str(value)


def scenarios_in(path: Path) -> Iterator[dict[str, Any]]:
    """The scenario objects of one file (raises ValueError when it cannot be read)."""
    data = json.loads(path.read_text(encoding="utf-8"))
    for item in data if isinstance(data, list) else [data]:
        if isinstance(item, dict):
            yield item


def scan(root: Path = SCENARIOS) -> Coverage:
    """Read every scenario under `root`."""
    cov = Coverage()
    for path in sorted(root.rglob("*.json")):
        rel = path.relative_to(root).as_posix()
        try:
            items = list(scenarios_in(path))
        except (OSError, ValueError):
            cov.unreadable.append(rel)
            continue
        for item in items:
            preset = PRESETS.get(str(item.get("preset")))
            if preset is None:
                continue
            for seat in item.get("seats") or []:
                if isinstance(seat, list) and len(seat) == 2:
                    cov.roles[(preset.id, canonical(str(seat[1])) or str(seat[1]))].add(rel)
            given = item.get("settings") or {}
            for key, default in preset.offered.items():
                value = given.get(key, default) if isinstance(given, dict) else default
                cov.settings[(preset.id, key, show(value))].add(rel)
    return cov


def expected_values(key: str, default: Any) -> list[str]:
    """The values of a setting that scenarios should cover."""
    spec = SPECS[key]
    if spec.values:
        return [show(v) for v in spec.values]
    return [show(default)]


def role_rows(cov: Coverage, preset_id: str) -> list[tuple[str, list[str]]]:
    return [(r, sorted(cov.roles.get((preset_id, r), ()))) for r in PRESETS[preset_id].roles]


def setting_rows(cov: Coverage, preset_id: str) -> list[tuple[str, str, list[str]]]:
    rows = []
    for key, default in PRESETS[preset_id].offered.items():
        values = expected_values(key, default)
        used = sorted(
            v for (p, k, v) in cov.settings if p == preset_id and k == key and v not in values
        )
        for value in values + used:
            rows.append((key, value, sorted(cov.settings.get((preset_id, key, value), ()))))
    return rows


def gaps(
    cov: Coverage, presets: Iterable[str] | None = None, roles: Iterable[str] | None = None
) -> list[str]:
    """Uncovered roles and setting values, as `preset: role X` / `preset: setting k=v`.

    `presets` limits the check to those presets (all by default); `roles` limits the role
    check to those roles (all of each preset's roles by default; settings are always checked).
    """
    wanted_roles = set(roles) if roles is not None else None
    found: list[str] = []
    for preset_id in presets if presets is not None else PRESETS:
        for role_id, files in role_rows(cov, preset_id):
            if not files and (wanted_roles is None or role_id in wanted_roles):
                found.append(f"{preset_id}: role {role_id}")
        for key, value, files in setting_rows(cov, preset_id):
            if not files:
                found.append(f"{preset_id}: setting {key}={value}")
    return found


def _cell(files: list[str]) -> str:
    return ", ".join(f"`{f}`" for f in files) if files else "**none**"


def render(cov: Coverage) -> str:
    """The Markdown page."""
    out = [
        "# Scenario coverage",
        "",
        "Generated by `uv run python tools/scenario_coverage.py` from `tests/scenarios/`; do",
        "not edit by hand (`tests/engine/test_coverage_table.py` checks it is up to date).",
        "A scenario covers the value it sets for a setting, or the preset's default for every",
        "offered setting it does not set. **none** marks a gap.",
        "",
    ]
    if cov.unreadable:
        out += ["Unreadable files: " + ", ".join(f"`{f}`" for f in cov.unreadable), ""]
    for preset_id in PRESETS:
        out += [f"## {preset_id}", "", "| role | scenarios |", "|---|---|"]
        out += [f"| `{r}` | {_cell(files)} |" for r, files in role_rows(cov, preset_id)]
        out += ["", "| setting = value | scenarios |", "|---|---|"]
        for key, value, files in setting_rows(cov, preset_id):
            default = " (default)" if value == show(PRESETS[preset_id].offered[key]) else ""
            out.append(f"| `{key}` = `{value}`{default} | {_cell(files)} |")
        out.append("")
    missing = gaps(cov)
    out += ["## Gaps", ""]
    out += [f"- {g}" for g in missing] if missing else ["none"]
    return "\n".join(out) + "\n"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="Scenario coverage of roles and settings.")
    parser.add_argument("--check", action="store_true", help="exit 1 listing the gaps")
    parser.add_argument("--stdout", action="store_true", help="print the page, do not write")
    args = parser.parse_args(argv)
    cov = scan()
    if args.check:
        missing = gaps(cov)
        for g in missing:
            print(f"gap: {g}")
        for f in cov.unreadable:
            print(f"unreadable: {f}")
        print(f"{len(missing)} gaps")
        return 1 if missing or cov.unreadable else 0
    page = render(cov)
    if args.stdout:
        print(page, end="")
    else:
        DOC.write_text(page, encoding="utf-8")
        print(f"wrote {DOC.relative_to(ROOT)}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
