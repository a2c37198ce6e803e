"""The table's moments in the log: host records (last words, claims, the confirmed end).

Some of what happens at the table is not a rule of the game but still belongs to its
course: the vote's outcome held on the screens while the one going home says a last word,
the roles players claim and the results they report on the public nameplates, and the host's
confirmation of the end (after which every role is revealed). They are **host records**,
kept in the game's log beside the choices and the lots, so that undo, redo, resume and
replay cover them like any choice. They never change the rules' state: the engine's flow,
its requests and its lots are the same with or without them (a lot's seed does not count
them either), so an old log without them replays exactly as before.

A host record is one of (`Moment`, its JSON form under ``"kind": "host"``):

- ``last_words``: the vote just sent the table to the night; its outcome stays up for last
  words. Only right after a ballot (``vote`` or ``runoff``) that started a night; written
  in the same host action as the ballot.
- ``nightfall``: the host moves on from the last words to the night.
- ``claim`` (``seat``, ``role``: a role id or null): the role a player claims.
- ``report`` (``seat``, ``target``, ``werewolf``): a result the player reports.
- ``clear_claims`` (``seat``): every mark on that player's nameplate removed.
- ``end_confirmed``: the host confirmed the end (only once the game is decided). Nothing
  may be recorded after it.

`table_moments(records)` folds a log into `Moments`: whether the last words are on, the
claims board and whether the end was confirmed. Last words are on while a ``last_words``
record comes after the last choice and no ``nightfall`` follows it: a log continued by bots
or by the command line (choices after it) has left them behind.
"""

from __future__ import annotations

from collections.abc import Iterable, Mapping
from dataclasses import dataclass, field
from enum import StrEnum
from typing import Any

from .requests import Choice

__all__ = ["HostRecord", "Moment", "Moments", "table_moments"]


class Moment(StrEnum):
    """The kinds of host record."""

    LAST_WORDS = "last_words"
    NIGHTFALL = "nightfall"
    CLAIM = "claim"
    REPORT = "report"
    CLEAR_CLAIMS = "clear_claims"
    END_CONFIRMED = "end_confirmed"


_SEATED = frozenset({Moment.CLAIM, Moment.REPORT, Moment.CLEAR_CLAIMS})
_KEYS: dict[Moment, frozenset[str]] = {
    Moment.LAST_WORDS: frozenset(),
    Moment.NIGHTFALL: frozenset(),
    Moment.CLAIM: frozenset({"seat", "role"}),
    Moment.REPORT: frozenset({"seat", "target", "werewolf"}),
    Moment.CLEAR_CLAIMS: frozenset({"seat"}),
    Moment.END_CONFIRMED: frozenset(),
}
"""The keys each moment's JSON form has besides ``kind`` and ``moment``."""


def _is_seat(value: Any) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and value >= 0


@dataclass(frozen=True, slots=True)
class HostRecord:
    """One host record in the log.

    Attributes:
        moment: what happened.
        seat: the player (claims, reports, clear_claims), else None.
        role: the claimed role id (claim; None clears the claimed role).
        target: the player the report is about (report).
        werewolf: the reported result (report).
    """

    moment: Moment
    seat: int | None = None
    role: str | None = None
    target: int | None = None
    werewolf: bool | None = None

    def to_json(self) -> dict[str, Any]:
        """The record form stored in saves and exports (only the moment's own keys)."""
        data: dict[str, Any] = {"kind": "host", "moment": self.moment.value}
        for key in sorted(_KEYS[self.moment]):
            data[key] = getattr(self, key)
        return data

    @staticmethod
    def from_json(data: Mapping[str, Any]) -> HostRecord:
        """Read the record form back; raises ValueError on a malformed record."""
        try:
            moment = Moment(data["moment"])
        except (KeyError, TypeError, ValueError) as exc:
            raise ValueError(f"not a valid host record: {dict(data)!r}") from exc
        if set(data) != {"kind", "moment"} | _KEYS[moment]:
            raise ValueError(f"a {moment.value} host record with keys {sorted(data)}")
        seat, role = data.get("seat"), data.get("role")
        target, werewolf = data.get("target"), data.get("werewolf")
        if moment in _SEATED and not _is_seat(seat):
            raise ValueError(f"a {moment.value} host record without a seat: {dict(data)!r}")
        if moment is Moment.CLAIM and not (role is None or isinstance(role, str)):
            raise ValueError(f"a claim of a role that is not a role id: {dict(data)!r}")
        if moment is Moment.REPORT and not (_is_seat(target) and isinstance(werewolf, bool)):
            raise ValueError(f"a report without a target and a result: {dict(data)!r}")
        return HostRecord(moment, seat, role, target, werewolf)


@dataclass(frozen=True, slots=True)
class Moments:
    """The table's moments at one point of the log.

    Attributes:
        last_words: the vote's outcome is held for last words (the night waits).
        claims: seat -> {"role": role id or None, "reports": [{"target", "werewolf"}...]}.
        confirmed: the host confirmed the end.
    """

    last_words: bool = False
    claims: dict[int, dict[str, Any]] = field(default_factory=dict)
    confirmed: bool = False


def table_moments(
    records: Iterable[object],
    claims: Mapping[int, Mapping[str, Any]] | None = None,
    confirmed: bool = False,
) -> Moments:
    """Fold a log into its `Moments`. `claims` and `confirmed` are what an old save kept
    outside the log (its screen state): the log's own records come on top of them."""
    board: dict[int, dict[str, Any]] = {
        seat: {"role": entry.get("role"), "reports": list(entry.get("reports") or [])}
        for seat, entry in (claims or {}).items()
    }
    holding = False
    for record in records:
        if not isinstance(record, HostRecord):
            if isinstance(record, Choice):  # the game went on
                holding = False
            continue
        moment = record.moment
        if moment is Moment.LAST_WORDS:
            holding = True
        elif moment is Moment.NIGHTFALL:
            holding = False
        elif moment is Moment.END_CONFIRMED:
            confirmed = True
        elif record.seat is not None:
            if moment is Moment.CLEAR_CLAIMS:
                board.pop(record.seat, None)
                continue
            entry = board.setdefault(record.seat, {"role": None, "reports": []})
            if moment is Moment.CLAIM:
                entry["role"] = record.role
            else:
                entry["reports"] = [
                    *entry["reports"],
                    {"target": record.target, "werewolf": record.werewolf},
                ]
    return Moments(holding, board, confirmed)
