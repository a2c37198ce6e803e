"""The app state saved with a game (``ui_state``), checked field by field before it is used.

A game's ``ui_state`` comes from the store, and the store may hold a game imported from a
file anyone could have written. Nothing in it is trusted: :func:`clean_ui_state` keeps each
field only when it has the right shape and fits the game (seat numbers in range, known role
ids and wordings, sane timer values), and drops the rest.

The app writes only the layout, the day timer, the wording of an old save and the dealing
here: the table's moments (last words, claims, the confirmed end) are host records in the
log (`engine/host.py`). Games saved before that kept ``claims`` and ``confirmed`` here; they
are still read, as the base under the log's own records. Above all, ``confirmed`` (the host
confirmed the end, so the TV may reveal every role) is kept only when the replayed game has
really ended: a file cannot open an unfinished game on the reveal.

No Qt here: the CLI's import and the app's resume both use it.
"""

from __future__ import annotations

from collections.abc import Mapping
from typing import Any

from .wordings import WORDINGS

__all__ = ["DEALING_KEY", "MAX_TIMER_SECONDS", "clean_ui_state"]

DEALING_KEY = "dealing"
"""The key, in ``extras``, of the seats whose cards are still to be dealt, in order."""

MAX_TIMER_SECONDS = 24 * 3600
"""A saved timer longer than a day is nonsense: it is dropped (the preset's length is used)."""

_ROUND_KINDS = ("night", "day", "ballot", "power", "catch_up")
_BIG = 10**6


def _is_int(value: Any, low: int = -_BIG, high: int = _BIG) -> bool:
    return isinstance(value, int) and not isinstance(value, bool) and low <= value <= high


def _seat_key(key: Any, seats: int) -> int | None:
    """A seat number written as a JSON object key ("3"), or None."""
    if not isinstance(key, str) or not key.isascii() or not key.isdigit() or len(key) > 4:
        return None
    seat = int(key)
    return seat if seat < seats else None


def _is_target(value: Any, seats: int) -> bool:
    if value is None or _is_int(value, 0, seats - 1):
        return True
    return (
        isinstance(value, list)
        and len(value) <= seats
        and all(_is_int(v, 0, seats - 1) for v in value)
    )


def _is_json_scalar(value: Any) -> bool:
    return value is None or isinstance(value, (bool, str)) or _is_int(value)


def _claims(raw: Any, seats: int, roles: frozenset[str] | None) -> dict[str, Any]:
    if not isinstance(raw, Mapping):
        return {}
    claims: dict[str, Any] = {}
    for key, entry in raw.items():
        seat = _seat_key(key, seats)
        if seat is None or not isinstance(entry, Mapping):
            continue
        role = entry.get("role")
        if not (role is None or (isinstance(role, str) and (roles is None or role in roles))):
            role = None
        reports = []
        for report in entry.get("reports") or []:
            if (
                isinstance(report, Mapping)
                and _is_int(report.get("target"), 0, seats - 1)
                and isinstance(report.get("werewolf"), bool)
            ):
                reports.append({"target": report["target"], "werewolf": report["werewolf"]})
        claims[str(seat)] = {"role": role, "reports": reports[:200]}
    return claims


def _seat_map(raw: Any, seats: int, keep: Any) -> dict[str, Any]:
    if not isinstance(raw, Mapping):
        return {}
    out: dict[str, Any] = {}
    for key, value in raw.items():
        seat = _seat_key(key, seats)
        if seat is not None and keep(value):
            out[str(seat)] = value
    return out


def _passplay(raw: Any, seats: int) -> dict[str, Any]:
    """The pass-and-play page's state (see `app/passplay/page.py`), field by field."""
    if not isinstance(raw, Mapping):
        return {}
    out: dict[str, Any] = {}
    out["left"] = _seat_map(raw.get("left"), seats, lambda v: isinstance(v, str))
    round_ = raw.get("round")
    if (
        isinstance(round_, Mapping)
        and isinstance(round_.get("key"), str)
        and round_.get("kind") in _ROUND_KINDS
        and isinstance(round_.get("seats"), list)
        and all(_is_int(s, 0, seats - 1) for s in round_["seats"])
    ):
        out["round"] = {"key": round_["key"], "kind": round_["kind"], "seats": round_["seats"]}
    else:
        out["round"] = None
    done = raw.get("done")
    out["done"] = [d for d in done if isinstance(d, str)][-40:] if isinstance(done, list) else []
    out["intents"] = _seat_map(
        raw.get("intents"),
        seats,
        lambda v: (
            isinstance(v, Mapping)
            and all(
                isinstance(k, str) and (_is_json_scalar(x) or _is_target(x, seats))
                for k, x in v.items()
            )
        ),
    )
    picks = raw.get("picks")
    out["picks"] = [
        p
        for p in (picks if isinstance(picks, list) else [])
        if isinstance(p, list)
        and len(p) == 3
        and _is_int(p[0], 0, seats - 1)
        and isinstance(p[1], str)
        and _is_target(p[2], seats)
    ]
    out["picks_night"] = raw["picks_night"] if _is_int(raw.get("picks_night")) else -1
    deferred = raw.get("deferred")
    out["deferred"] = [
        d
        for d in (deferred if isinstance(deferred, list) else [])
        if isinstance(d, Mapping)
        and (d.get("seat") is None or _is_int(d.get("seat"), 0, seats - 1))
        and isinstance(d.get("verb"), str)
        and _is_target(d.get("target"), seats)
    ]
    out["seen"] = _seat_map(raw.get("seen"), seats, lambda v: _is_int(v))
    out["back_due"] = raw["back_due"] if _is_int(raw.get("back_due")) else -1
    out["told"] = raw["told"] if _is_int(raw.get("told"), 0) else -1
    ballots = raw.get("ballots")
    out["ballots"] = (
        {k: v for k, v in ballots.items() if isinstance(k, str) and isinstance(v, str)}
        if isinstance(ballots, Mapping)
        else {}
    )
    return out


def clean_ui_state(
    raw: Any, *, seats: int, ended: bool, roles: frozenset[str] | None = None
) -> dict[str, Any]:
    """The fields of `raw` that fit a game of `seats` seats; the rest is dropped.

    `ended`: whether the replayed game has ended (else ``confirmed`` is always False).
    `roles`: the role ids a claim may name (None: any text). Never raises.
    """
    data: Mapping[str, Any] = raw if isinstance(raw, Mapping) else {}
    clean: dict[str, Any] = {
        "claims": _claims(data.get("claims"), seats, roles),
        "confirmed": ended and data.get("confirmed") is True,
    }
    left = data.get("timer_left")
    if _is_int(left, 0, MAX_TIMER_SECONDS):
        clean["timer_left"] = left
    if _is_int(data.get("timer_day")):
        clean["timer_day"] = data["timer_day"]
    wording = data.get("wording")
    clean["wording"] = wording if wording in WORDINGS else None
    clean["dealing"] = data.get("dealing") is True and not ended  # the cards are being dealt
    extras = data.get("extras")
    clean["extras"] = {}
    if isinstance(extras, Mapping) and "passplay" in extras:
        clean["extras"]["passplay"] = _passplay(extras["passplay"], seats)
    phones = extras.get("phones") if isinstance(extras, Mapping) else None
    if isinstance(phones, Mapping) and isinstance(phones.get("seats"), list):
        seats_on_phones = [s for s in phones["seats"] if _is_int(s, 0, seats - 1)]
        clean["extras"]["phones"] = {"seats": sorted(set(seats_on_phones))}
    if isinstance(extras, Mapping) and isinstance(extras.get(DEALING_KEY), list) and not ended:
        left = [s for s in extras[DEALING_KEY] if _is_int(s, 0, seats - 1)]
        clean["extras"][DEALING_KEY] = list(dict.fromkeys(left))  # the cards still to deal
    return clean
