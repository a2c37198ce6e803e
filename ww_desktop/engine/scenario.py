"""The scenario runner: plays `ww-scenario/1` files (see docs/scenarios.md) through the API.

A scenario deals a fixed table, plays scripted nights and days through `Game.pending()` /
`Game.apply()` (exactly as the app and the bots do) and checks `expect` steps. Every problem,
from bad JSON to a choice the rules refuse, is a FAIL with a reason; nothing raises.

Extension (optional, old files unchanged): a `day` step may carry `"accused": [names]`, the
host's accused before the final vote (seed 004, up to two), given in order to the host's
`accuse` requests; without it those requests are skipped and the vote is open to everyone.
In `told`, a role alias (the Devil or Spy told `archangel`) matches its role id.
In `told`, the Witch shown the pack's target reads as that seat's name (message `witch_saw`),
like a free white. A reaction asked after the dawn (seed 002's Hunter attacked in the night
shoots once the dawn is read) is still given in that night's step.
"""

from __future__ import annotations

import json
from collections.abc import Iterable, Iterator, Mapping
from dataclasses import dataclass
from pathlib import Path
from typing import Any

from .game import Game, LotError
from .messages import Audience
from .requests import Choice, IllegalChoice, Request, Target, Verb
from .roles import canonical
from .setup import Setup, SetupError
from .state import Phase

FORMAT = "ww-scenario/1"
EXPECT_KEYS = frozenset(
    {"gone", "alive", "dawn", "told", "role", "announce", "votes", "phase", "winner", "winners"}
)
STEP_KINDS = ("night", "day", "expect")


class ScenarioFailure(Exception):
    """Raised inside the runner to stop a scenario with a reason."""


@dataclass(frozen=True)
class ScenarioResult:
    """The outcome of one scenario."""

    name: str
    passed: bool
    reason: str = ""
    source: str = ""

    def line(self) -> str:
        """`PASS name` or `FAIL name: reason`."""
        return f"PASS {self.name}" if self.passed else f"FAIL {self.name}: {self.reason}"


def scenario_files(paths: Iterable[str | Path]) -> Iterator[Path]:
    """The scenario files named: files as given, folders searched for *.json (sorted)."""
    for raw in paths:
        path = Path(raw)
        if path.is_dir():
            yield from sorted(p for p in path.rglob("*.json") if p.is_file())
        else:
            yield path


def run_path(path: Path) -> list[ScenarioResult]:
    """Run one file (one scenario object, or a list of them)."""
    try:
        data = json.loads(path.read_text(encoding="utf-8"))
    except FileNotFoundError:
        return [ScenarioResult(path.name, False, "no such file", str(path))]
    except (OSError, UnicodeDecodeError) as exc:
        return [ScenarioResult(path.name, False, f"cannot read the file: {exc}", str(path))]
    except json.JSONDecodeError as exc:
        return [
            ScenarioResult(
                path.name, False, f"not valid JSON (line {exc.lineno}: {exc.msg})", str(path)
            )
        ]
    except RecursionError:
        return [ScenarioResult(path.name, False, "the JSON is nested too deeply", str(path))]
    except ValueError as exc:  # e.g. an integer of thousands of digits
        return [ScenarioResult(path.name, False, f"the JSON cannot be read: {exc}", str(path))]
    items = data if isinstance(data, list) else [data]
    results = []
    for i, item in enumerate(items):
        fallback = path.stem if len(items) == 1 else f"{path.stem}[{i}]"
        result = run_scenario(item, fallback)
        results.append(ScenarioResult(result.name, result.passed, result.reason, str(path)))
    return results


def run_scenario(data: Any, fallback_name: str = "scenario") -> ScenarioResult:
    """Run one scenario object."""
    name = fallback_name
    if isinstance(data, Mapping) and isinstance(data.get("name"), str) and data["name"]:
        name = data["name"]
    try:
        _Runner(data).run()
    except ScenarioFailure as exc:
        return ScenarioResult(name, False, str(exc))
    except Exception as exc:  # never a traceback: report it as a failure
        return ScenarioResult(name, False, f"internal error: {exc!r}")
    return ScenarioResult(name, True)


class _Runner:
    def __init__(self, data: Any) -> None:
        if not isinstance(data, Mapping):
            raise ScenarioFailure("a scenario must be a JSON object")
        if data.get("format", FORMAT) != FORMAT:
            raise ScenarioFailure(f"unknown format {data.get('format')!r} (expected {FORMAT})")
        for key in ("preset", "seats", "steps"):
            if key not in data:
                raise ScenarioFailure(f"missing '{key}'")
        seats = data["seats"]
        if not isinstance(seats, list) or not all(
            isinstance(s, list) and len(s) == 2 and all(isinstance(x, str) for x in s)
            for s in seats
        ):
            raise ScenarioFailure("'seats' must be a list of [name, role] pairs")
        settings = data.get("settings") or {}
        if not isinstance(settings, Mapping):
            raise ScenarioFailure("'settings' must be an object")
        if not isinstance(data["steps"], list):
            raise ScenarioFailure("'steps' must be a list")
        self.names = [s[0] for s in seats]
        self.index = {n: i for i, n in enumerate(self.names)}
        try:
            setup = Setup(
                str(data["preset"]), tuple((n, r) for n, r in seats), dict(settings), seed=None
            ).checked()
        except SetupError as exc:
            raise ScenarioFailure(f"bad setup: {exc}") from None
        lots = [self._lot(v) for v in data.get("lots") or []]
        self.steps: list[Any] = data["steps"]
        self.told_mark = 0
        self.nights_seen = 0
        self.used: set[tuple[int, Verb]] = set()
        self.accused: list[int] = []
        try:
            self.game = Game(setup, lots=lots, strict_lots=True)
        except LotError as exc:
            raise ScenarioFailure(f"at the start: {exc}") from None

    # ---------------------------------------------------------------- helpers

    def _lot(self, value: Any) -> Any:
        if value in ("yes", "no"):
            return value
        if isinstance(value, str) and value in self.index:
            return self.index[value]
        if isinstance(value, list):
            return tuple(self._lot(v) for v in value)
        raise ScenarioFailure(f"lot {value!r} is neither a seat name nor yes/no")

    def _seat(self, name: Any, what: str) -> int:
        if not isinstance(name, str) or name not in self.index:
            raise ScenarioFailure(f"{what}: unknown seat {name!r}")
        return self.index[name]

    def _target(self, raw: Any, what: str) -> Target:
        if raw is None:
            return None
        if isinstance(raw, list):
            return tuple(self._seat(x, what) for x in raw)
        return self._seat(raw, what)

    def _names(self, seats: Iterable[int]) -> list[str]:
        return sorted(self.names[i] for i in seats)

    def _where(self) -> str:
        s = self.game.state
        if s.phase is Phase.NIGHT:
            return f"night {s.night_no}"
        if s.phase is Phase.DAY:
            return f"day {s.day_no}"
        return "after the end"

    # ---------------------------------------------------------------- steps

    def run(self) -> None:
        for number, step in enumerate(self.steps, 1):
            if not isinstance(step, Mapping) or len(step) != 1:
                raise ScenarioFailure(f"step {number}: a step is an object with one key")
            kind, body = next(iter(step.items()))
            if kind not in STEP_KINDS:
                raise ScenarioFailure(f"step {number}: unknown step '{kind}'")
            if not isinstance(body, Mapping):
                raise ScenarioFailure(f"step {number}: '{kind}' takes an object")
            try:
                getattr(self, f"_{kind}")(body)
            except ScenarioFailure as exc:
                raise ScenarioFailure(f"step {number} ({kind}): {exc}") from None
            except LotError as exc:
                raise ScenarioFailure(f"step {number} ({kind}): {exc}") from None

    def _choices(self, body: Mapping[str, Any], what: str) -> dict[tuple[int, Verb], Target]:
        wanted: dict[tuple[int, Verb], Target] = {}
        for name, acts in body.items():
            seat = self._seat(name, what)
            if not isinstance(acts, Mapping):
                raise ScenarioFailure(f"{what}: {name}'s choices must be an object")
            for verb_id, raw in acts.items():
                try:
                    verb = Verb(verb_id)
                except ValueError:
                    raise ScenarioFailure(f"{what}: unknown verb '{verb_id}'") from None
                wanted[(seat, verb)] = self._target(raw, what)
        return wanted

    def _night(self, body: Mapping[str, Any]) -> None:
        s = self.game.state
        if s.phase is Phase.ENDED and s.nights_done <= self.nights_seen:
            raise ScenarioFailure("the game is already over")
        wanted = self._choices(body, "night")
        self.used = set()
        if s.phase is Phase.NIGHT:
            self._answer(wanted, lambda: s.phase is Phase.NIGHT)
            # Reactions held until after the dawn (seed 002's Hunter) belong to this night.
            night_used = self.used
            self._answer(wanted, lambda: self._awaits(wanted, night_used))
            self.used |= night_used
        elif s.nights_done <= self.nights_seen:
            raise ScenarioFailure(f"expected a night, but the game is at {self._where()}")
        self.nights_seen += 1
        self._unused(wanted)

    def _day(self, body: Mapping[str, Any]) -> None:
        s = self.game.state
        if s.phase is not Phase.DAY:
            raise ScenarioFailure(f"expected a day, but the game is at {self._where()}")
        for key in body:
            if key not in ("powers", "votes", "runoff", "reactions", "accused"):
                raise ScenarioFailure(f"unknown day key '{key}'")
        # Optional extension: the host's accused (seed 004), named in order when asked.
        self.accused = [self._seat(n, "accused") for n in _list(body.get("accused", []), "accused")]
        wanted = self._choices(body.get("powers") or {}, "powers")
        wanted.update(self._choices(body.get("reactions") or {}, "reactions"))
        for key, verb in (("votes", Verb.VOTE), ("runoff", Verb.RUNOFF)):
            ballot = body.get(key) or {}
            if not isinstance(ballot, Mapping):
                raise ScenarioFailure(f"'{key}' must be an object")
            for name, raw in ballot.items():
                wanted[(self._seat(name, key), verb)] = self._target(raw, key)
        today = s.day_no
        self._answer(wanted, lambda: s.phase is Phase.DAY and s.day_no == today)
        self._unused(wanted)
        if self.accused:
            raise ScenarioFailure(
                f"the host was never asked to accuse {self.names[self.accused[0]]} "
                f"(the game is at {self._where()})"
            )

    def _answer(self, wanted: dict[tuple[int, Verb], Target], going: Any) -> None:
        self.used = set()
        for _ in range(10_000):
            if not going():
                return
            pending = self.game.pending()
            if not pending:
                return
            req = self._next(pending, wanted)
            key = (req.seat, req.verb)
            target: Target
            if req.seat is None and req.verb is Verb.ACCUSE and self.accused:
                target = self.accused.pop(0)
            elif req.seat is not None and key in wanted:
                target = wanted[key]
                self.used.add(key)
            elif req.seat is None or req.can_skip:
                target = None
            else:
                raise ScenarioFailure(
                    f"{self.names[req.seat]} must {req.verb.value} someone at {self._where()}, "
                    "and the step gives no choice"
                )
            try:
                self.game.apply(Choice(req.seat, req.verb, target))
            except IllegalChoice as exc:
                raise ScenarioFailure(f"at {self._where()}: {exc}") from None
        raise ScenarioFailure("the game did not move on")

    def _awaits(self, wanted: Mapping[tuple[int, Verb], Target], used: set[Any]) -> bool:
        """A reaction this step lists (and has not given yet) is asked after the dawn."""
        return any(
            r.seat is not None and (r.seat, r.verb) in wanted and (r.seat, r.verb) not in used
            for r in self.game.pending()
        )

    @staticmethod
    def _next(pending: list[Request], wanted: Mapping[tuple[int, Verb], Target]) -> Request:
        for req in pending:
            if req.seat is not None and (req.seat, req.verb) in wanted:
                return req
        for req in pending:
            if req.seat is not None:
                return req
        return pending[0]

    def _unused(self, wanted: Mapping[tuple[int, Verb], Target]) -> None:
        for seat, verb in wanted:
            if (seat, verb) not in self.used:
                raise ScenarioFailure(
                    f"{self.names[seat]} was never asked to {verb.value} "
                    f"(the game is at {self._where()})"
                )

    # ---------------------------------------------------------------- expect

    def _expect(self, body: Mapping[str, Any]) -> None:
        s = self.game.state
        for key in body:
            if key not in EXPECT_KEYS:
                raise ScenarioFailure(f"unknown expect key '{key}'")
        gone = {i for i, x in enumerate(s.seats) if not x.here}
        self._same_set(body, "gone", gone)
        self._same_set(body, "alive", set(s.alive()))
        self._same_set(body, "dawn", set(s.dawn))
        self._same_set(body, "winners", set(s.winners))
        if "told" in body:
            self._told(body["told"])
        self.told_mark = len(s.messages)
        if "role" in body:
            roles = body["role"]
            if not isinstance(roles, Mapping):
                raise ScenarioFailure("'role' must be an object")
            for name, want in roles.items():
                have = s.seats[self._seat(name, "role")].role
                if (canonical(str(want)) or want) != have:
                    raise ScenarioFailure(f"{name} should be {want}, but is {have}")
        if "announce" in body:
            want_ids = set(_list(body["announce"], "announce"))
            missing = want_ids - set(s.morning_ids)
            if missing:
                raise ScenarioFailure(
                    f"announce: expected {sorted(missing)} this morning, "
                    f"announced {sorted(set(s.morning_ids))}"
                )
        if "votes" in body:
            want_votes = body["votes"]
            if not isinstance(want_votes, Mapping):
                raise ScenarioFailure("'votes' must be an object")
            have_votes = {self.names[k]: v for k, v in s.last_tally.items()}
            if dict(want_votes) != have_votes:
                raise ScenarioFailure(f"votes: expected {dict(want_votes)}, got {have_votes}")
        if "phase" in body and body["phase"] != s.phase.value:
            raise ScenarioFailure(f"phase: expected {body['phase']}, got {s.phase.value}")
        if "winner" in body and body["winner"] != s.winner:
            raise ScenarioFailure(f"winner: expected {body['winner']}, got {s.winner}")

    def _same_set(self, body: Mapping[str, Any], key: str, have: set[int]) -> None:
        if key not in body:
            return
        want = {self._seat(n, key) for n in _list(body[key], key)}
        if want != have:
            raise ScenarioFailure(f"{key}: expected {self._names(want)}, got {self._names(have)}")

    def _told(self, told: Any) -> None:
        if not isinstance(told, Mapping):
            raise ScenarioFailure("'told' must be an object")
        latest: dict[int, str] = {}
        for m in self.game.state.messages[self.told_mark :]:
            if m.audience is not Audience.PRIVATE or not m.to:
                continue
            if "result" in m.params:
                value = str(m.params["result"])
            elif m.id in ("free_white", "witch_saw"):
                value = self.names[m.params["target"]]
            else:
                continue
            for seat in m.to:
                latest[seat] = value
        for name, want in told.items():
            seat = self._seat(name, "told")
            have = latest.get(seat)
            if have != want and not (have is not None and canonical(str(want)) == have):
                shown = "nothing" if have is None else repr(have)
                raise ScenarioFailure(f"told: {name} should have been told {want!r}, got {shown}")


def _list(value: Any, key: str) -> list[Any]:
    if not isinstance(value, list):
        raise ScenarioFailure(f"'{key}' must be a list")
    return value
