"""The rig starts every test on a fresh folder, whatever an earlier run left there.

CI keeps the tier's artifacts in one folder (``WW_TABLE_ARTIFACTS``) that outlives a run: a
second run on the same machine met the first run's saved games in the lobby ("1 unfinished
game") and every test that opens the lobby failed. This needs no X server: it runs everywhere.
"""

from __future__ import annotations

from pathlib import Path

from .rig import Table


def test_an_earlier_runs_games_are_gone(tmp_path: Path) -> None:
    folder = tmp_path / "test_x"
    (folder / "data").mkdir(parents=True)
    (folder / "data" / "games.sqlite3").write_bytes(b"an earlier run's games")
    (folder / "shot-001-lobby.png").write_bytes(b"an earlier run's screenshot")

    table = Table(folder)

    assert table.data_dir.is_dir()
    assert list(table.data_dir.iterdir()) == []
    assert sorted(p.name for p in folder.iterdir()) == ["data"]
