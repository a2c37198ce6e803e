"""Fixtures of the table tier: a rig with one screen (``table``, ``table720`` for a
1280x720 laptop) or two (``table2``).

The tier needs Xvfb, openbox, xdotool, PulseAudio, ImageMagick and tesseract (`.ci/run`
installs them). Without them every test here is skipped, and the skip says which Debian
packages to install. ``WW_TABLE_ARTIFACTS`` names a folder that keeps every test's
screenshots, recording and stderr (the failure message names the folder either way).
"""

from __future__ import annotations

import os
import re
from collections.abc import Iterator
from pathlib import Path

import pytest

from .rig import Table, missing_atspi_tools, missing_tools

MISSING = missing_tools()


def pytest_collection_modifyitems(config: pytest.Config, items: list[pytest.Item]) -> None:
    for item in items:
        if "tests/table/" in str(item.fspath).replace(os.sep, "/"):
            item.add_marker(pytest.mark.table)
            # Both workers play the tier's games (each a whole app with its own X and sound
            # servers) beside the offscreen tests: the tier waits on events, never on times.
            rigs = {"table", "table2", "atspi_rig"} & set(getattr(item, "fixturenames", ()))
            missing = list(MISSING) if rigs else []
            if "atspi_rig" in rigs:
                missing += missing_atspi_tools()  # the screen reader's bus and reader
            if missing:
                item.add_marker(
                    pytest.mark.skip(
                        reason="the table tier needs: apt install " + " ".join(sorted(set(missing)))
                    )
                )


def _folder(request: pytest.FixtureRequest, tmp_path: Path) -> Path:
    base = os.environ.get("WW_TABLE_ARTIFACTS")
    if not base:
        return tmp_path / "table"
    return Path(base) / re.sub(r"[^\w.-]+", "_", request.node.name)


@pytest.fixture
def table(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Table]:
    """The app's rig with one screen (a laptop alone)."""
    rig = Table(_folder(request, tmp_path)).start()
    try:
        yield rig
    finally:
        rig.stop()


@pytest.fixture
def table2(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Table]:
    """The app's rig with two screens (the laptop and the TV beside it)."""
    rig = Table(_folder(request, tmp_path), two_screens=True).start()
    try:
        yield rig
    finally:
        rig.stop()


@pytest.fixture
def table720(request: pytest.FixtureRequest, tmp_path: Path) -> Iterator[Table]:
    """The app's rig with one small screen (a 1280x720 laptop alone)."""
    rig = Table(_folder(request, tmp_path), size=(1280, 720)).start()
    try:
        yield rig
    finally:
        rig.stop()
