"""The narration's flight record beside a game's log: saved entry by entry, read back whole."""

from __future__ import annotations

from pathlib import Path

from store_helpers import make_setup

from ww_desktop.narration.recorder import FlightRecord
from ww_desktop.store import Store


def test_entries_saved_one_by_one_read_back_as_the_whole_record(tmp_path: Path) -> None:
    with Store.open(tmp_path / "games.sqlite3") as store:
        game_id = store.create_game(make_setup())
        assert store.narration(game_id) == {"lines": [], "calls": []}
        record, saved = FlightRecord(), (0, 0)
        for i in range(30):
            record.line_started("step.seer.wake", f"line {i}", "seer", i * 2.0)
            if i % 3 == 0:
                record.call_opened(1, "seer", True, i * 2.0)
            elif i % 3 == 1:
                record.call_closed(i * 2.0)
            else:
                record.call_abandoned()  # a correction took the open call back
            if i % 2:
                record.line_ended(i * 2.0 + 1)
            lines_from, calls_from = max(0, saved[0] - 1), max(0, saved[1] - 1)
            tail = record.tail(lines_from, calls_from)
            store.update_narration(
                game_id, lines=(lines_from, tail["lines"]), calls=(calls_from, tail["calls"])
            )
            saved = (len(record.lines), len(record.calls))
            assert store.narration(game_id) == record.to_json()
        store.set_narration(game_id, {"lines": [], "calls": []})
        assert store.narration(game_id) == {"lines": [], "calls": []}


def test_one_reader_for_the_flight_record_format() -> None:
    """The recorder and an import read the format the same way: bad entries are left out."""
    from ww_desktop.store.export import _flight_record

    data = {
        "lines": [
            {"line": "wake", "text": "Wake up", "step": "seer", "start": 1, "end": 2.5},
            {"line": "wake", "text": "Wake up", "step": "seer", "start": "1"},
            {"line": "x", "text": "y", "step": None, "start": True},
        ],
        "calls": [
            {"night": 1, "role": "seer", "here": False, "open": 3.0, "close": None},
            {"night": 1, "role": "seer", "here": "false", "open": 3.0},
            {"night": True, "role": "seer", "here": True, "open": 3.0},
        ],
    }
    record = FlightRecord.from_json(data)
    assert [(e.line, e.start, e.end) for e in record.lines] == [("wake", 1.0, 2.5)]
    assert [(c.role, c.here) for c in record.calls] == [("seer", False)]
    assert _flight_record(data) == record.to_json()
    assert _flight_record({"lines": "nope"}) is None
