"""Fixtures for the store tests: every store lives in a fresh temporary folder."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path

import pytest

from ww_desktop.store import Store


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    """Where a test's saved-games file goes (not created)."""
    return tmp_path / "data" / "games.sqlite3"


@pytest.fixture
def store(db_path: Path) -> Iterator[Store]:
    """An open store on a new file, closed after the test."""
    s = Store.open(db_path)
    yield s
    s.close()
