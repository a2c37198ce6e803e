"""What the narrator says and when: a pure function of the table and the night (no Qt).

:func:`night_script` turns a setup (or a running game's state) and a night number into the
list of :class:`Line` to read, in the preset's calling order (``Preset.call_order``):

1. "everyone, close your eyes";
2. for each step called tonight, its wake line and its sleep line. A step is called when a
   role whose ``step`` (or a secondary ``*_step``, like the Devil's ``wake_step``) is that
   id was *dealt* and ``Role.called(g, night)`` is true; the first night adds the meetings
   (``pack_meets``, ``masons_meet``, ``lovers_meet``) and, under the "free white" rule, the
   Seer's ``seer_free_white`` instead of the Seer's own look. A role never dealt is never
   called;
3. "everyone, open your eyes" once the night is resolved (``ready_when = NIGHT_END``).

Silence must tell nothing, so a step whose players have all gone home is called with the
*same* words; its wake line then waits a random time drawn in the step's usual range
(``min_wait_ms``..``max_wait_ms``, seeded: the same game and night give the same waits)
instead of waiting for requests. A live step's wake line has ``waits_for`` = the step id:
the narrator goes on once that step's requests are answered (and waits ``wait_ms`` when the
step turns out to ask nothing tonight).

:func:`day_script` and :func:`news_lines` turn the day's *public* messages (morning news, the
vote, the run-off) into lines. Lines never name the role of a given seat: night lines name
no seat at all, day lines name seats only with public facts.

:func:`line_text` renders a line with the players' names through an optional translate
function (the app passes ``QCoreApplication.translate``); the English strings live in one
table, :data:`ww_desktop.narration.lines.TEXTS`.
"""

from __future__ import annotations

import random
from collections import Counter
from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.messages import Audience, Message
from ..engine.presets import get_preset
from ..engine.roles import canonical, role
from ..engine.roles.base import Role
from ..engine.setup import Setup
from ..engine.state import GameState, Seat
from .lines import CONTEXT, ROLE_NAMES, TEXTS, WORDINGS

__all__ = [
    "DEFAULT_PAUSE_MS",
    "DEFAULT_WAIT_RANGE_MS",
    "MEETING_STEPS",
    "NIGHT_END",
    "WORDINGS",
    "Line",
    "called_steps",
    "day_script",
    "first_played_night",
    "line_text",
    "merge_pack_meeting",
    "news_lines",
    "night_script",
    "role_steps",
    "script_texts",
]

NIGHT_END = "night_end"
"""``Line.ready_when`` value: read the line only once the night has been resolved."""

DEFAULT_PAUSE_MS = 800
"""Silence after a line before the next one."""

DEFAULT_WAIT_RANGE_MS = (4000, 9000)
"""How long a role usually takes to choose: the range of a gone role's wait."""

WAIT_RANGES_MS: Mapping[str, tuple[int, int]] = {
    "pack_meets": (5000, 8000),
    "masons_meet": (4000, 7000),
    "lovers_meet": (4000, 7000),
    "seer_free_white": (4000, 7000),
    "devil_wake": (2500, 4500),
    "spy_wake": (2500, 4500),
    "werewolves": (8000, 15000),
    "mafia": (8000, 15000),
    "witch": (5000, 10000),
    "thief": (5000, 10000),
    "cupid": (5000, 10000),
}
"""Steps whose usual time differs from :data:`DEFAULT_WAIT_RANGE_MS`."""

MEETING_STEPS = ("pack_meets", "masons_meet", "lovers_meet", "seer_free_white")
"""Steps that belong to no role's ``step``: first-night recognitions and the free white."""

SKIPPED_STEPS = frozenset({"notes"})
"""Calling-order steps that are never read aloud (everyone else's private note)."""

STEP_NEEDS_DEALT: Mapping[str, str] = {"devil_wake": "seer", "spy_wake": "seer"}
"""Steps only called when another role was dealt (the Devil and the Spy are woken without a
target so that the host knows them before the Seer looks)."""

# Public message ids that belong to the morning news (everything before the discussion).
_MORNING_IDS = frozenset(
    {
        "morning",
        "gone_home",
        "peaceful_morning",
        "bread_arrived",
        "bread_not_arrived",
        "came_back",
        "hunter_took",
        "day_breaks",
        "lynch_shield",
    }
)


@dataclass(frozen=True)
class Line:
    """One line to read aloud, and what the narrator does after it.

    Attributes:
        text_id: the key of its English text in :data:`~ww_desktop.narration.lines.TEXTS`.
        params: its parameters: ``seat``/``target`` (a seat index), ``seats`` (a list),
            ``role`` (a role or step id, fallback lines only), ``seconds`` (a duration).
        waits_for: a step id whose requests must be answered before going on (None: no
            wait on the game).
        pause_ms: silence after the line (and after its wait) before the next line.
        min_wait_ms: the shortest usual wait for this step.
        max_wait_ms: the longest usual wait for this step.
        wait_ms: the wait drawn in that range: used when nobody can answer (the step's
            players have gone home) or the step asks nothing tonight.
        step: the calling step this line belongs to (None for the frame and the news).
        reaction: the step's requests only come after the night's first batch (the Witch).
        ready_when: a condition to meet *before* reading the line (:data:`NIGHT_END`).
        wording: "gentle", "neutral" or "classic" (picks the text's variant).
    """

    text_id: str
    params: Mapping[str, Any] = field(default_factory=dict)
    waits_for: str | None = None
    pause_ms: int = DEFAULT_PAUSE_MS
    min_wait_ms: int = 0
    max_wait_ms: int = 0
    wait_ms: int = 0
    step: str | None = None
    reaction: bool = False
    ready_when: str | None = None
    wording: str = "neutral"


# --------------------------------------------------------------------------- the table


def _first_option(options: Sequence[Any], purpose: str) -> Any:
    return options[0]


def as_state(source: Setup | GameState | Any) -> GameState:
    """The game state of *source*: a ``GameState``, a ``Game`` or a ``Setup``.

    For a setup a fresh state is built (nobody gone, nothing played) without running the
    game, so nothing is drawn.
    """
    if isinstance(source, GameState):
        return source
    state = getattr(source, "state", None)
    if isinstance(state, GameState):
        return state
    if isinstance(source, Setup):
        preset = get_preset(source.preset)
        seats = []
        for i, (name, role_id) in enumerate(source.seats):
            key = canonical(role_id) or role_id
            seats.append(Seat(i, name, key, key))
        return GameState(source, preset, preset.rules(source.settings), seats, _first_option)
    raise TypeError(f"not a setup, a game or a game state: {source!r}")


def first_played_night(g: GameState) -> int:
    """The number of the game's first night (one later when the game opens with a day)."""
    return g.preset.first_night + (1 if g.rules.get("first_phase") == "day" else 0)


def _seer_first_night(g: GameState, night: int) -> bool:
    """Whether the Seer's first-night rule applies tonight (same test as the Seer's)."""
    return night == g.preset.first_night and g.rules.get("first_phase", "night") == "night"


def role_steps(r: Role) -> tuple[str, ...]:
    """Every calling step of a role: its ``step`` and any ``*_step`` class attribute."""
    steps: list[str] = [r.step] if r.step else []
    for name in dir(type(r)):
        if name.endswith("_step") and name != "step":
            value = getattr(type(r), name, None)
            if isinstance(value, str) and value and value not in steps:
                steps.append(value)
    return tuple(steps)


def _reacts(r: Role) -> bool:
    return type(r).reaction_requests is not Role.reaction_requests


def _dealt(g: GameState) -> Counter[str]:
    return Counter(canonical(s.dealt) or s.dealt for s in g.seats)


def _dealt_roles(g: GameState) -> dict[str, Role]:
    found: dict[str, Role] = {}
    for role_id in _dealt(g):
        if canonical(role_id) is not None:
            found[role_id] = role(role_id)
    return found


def _meeting_called(g: GameState, step: str, night: int, dealt: Counter[str]) -> bool:
    if step == "seer_free_white":
        return (
            dealt["seer"] > 0
            and _seer_first_night(g, night)
            and g.rules.get("seer_first_night") == "free_white"
        )
    if night != first_played_night(g):
        return False
    if step == "pack_meets":
        return any(role(r).pack for r in dealt if canonical(r) is not None)
    if step == "masons_meet":
        return dealt["mason"] >= 2
    if step == "lovers_meet":
        return dealt["lover"] >= 2 or dealt["cupid"] > 0
    return False


def _role_called(g: GameState, step: str, night: int, roles: Mapping[str, Role]) -> bool:
    first = _seer_first_night(g, night)
    if step == "seer" and first and g.rules.get("seer_first_night", "choose") != "choose":
        return False
    need = STEP_NEEDS_DEALT.get(step)
    if need is not None and need not in roles:
        return False
    return any(step in role_steps(r) and r.called(g, night) for r in roles.values())


def called_steps(source: Setup | GameState | Any, night: int) -> list[str]:
    """The steps read aloud on *night*, in calling order (meetings included).

    Steps of dealt roles missing from the preset's ``call_order`` come last, like the
    engine orders their requests.
    """
    g = as_state(source)
    roles = _dealt_roles(g)
    dealt = _dealt(g)
    order = list(g.preset.call_order)
    extra = sorted({s for r in roles.values() for s in role_steps(r)} - set(order))
    free_white_listed = "seer_free_white" in order
    steps: list[str] = []
    for step in order + extra:
        if step in SKIPPED_STEPS or step in steps:
            continue
        if step in MEETING_STEPS:
            if _meeting_called(g, step, night, dealt):
                steps.append(step)
            continue
        if (
            step == "seer"
            and not free_white_listed
            and _meeting_called(g, "seer_free_white", night, dealt)
        ):
            steps.append("seer_free_white")  # the preset has no slot for it: the Seer's
            continue
        if _role_called(g, step, night, roles):
            steps.append(step)
    return steps


def _live(g: GameState, step: str) -> bool:
    """Whether someone still here plays this step (the meetings: the role that meets)."""
    if step == "pack_meets":
        return bool(g.pack())
    if step == "masons_meet":
        return bool(g.seats_with("mason"))
    if step == "lovers_meet":
        return bool(g.seats_with("lover")) or bool(g.seats_with("cupid"))
    if step == "seer_free_white":
        return bool(g.seats_with("seer"))
    return any(step in role_steps(g.role(seat)) for seat in g.alive())


def _step_reacts(g: GameState, step: str) -> bool:
    return any(step in role_steps(r) and _reacts(r) for r in _dealt_roles(g).values())


def _check_wording(wording: str) -> str:
    if wording not in WORDINGS:
        raise ValueError(f"unknown wording {wording!r} (known: {', '.join(WORDINGS)})")
    return wording


def night_script(
    source: Setup | GameState | Any,
    night: int,
    wording: str = "neutral",
    rng_seed: int | str | None = None,
) -> list[Line]:
    """The lines of *night* for a setup, a game or a game state (see the module docstring).

    *rng_seed* seeds the random waits of steps whose players are gone (default: the
    setup's seed); the same seed, setup and night always give the same script.
    """
    g = as_state(source)
    _check_wording(wording)
    seed = rng_seed if rng_seed is not None else (g.setup.seed or 0)
    rng = random.Random(f"narration:{seed}:{night}")
    lines = [Line("night.begin", wording=wording)]
    for step in called_steps(g, night):
        low, high = WAIT_RANGES_MS.get(step, DEFAULT_WAIT_RANGE_MS)
        wait = rng.randint(low, high)  # drawn for every step, gone or not
        key = step if f"step.{step}.wake" in TEXTS else "other"
        params: dict[str, Any] = {} if key == step else {"role": step}
        live = _live(g, step)
        lines.append(
            Line(
                f"step.{key}.wake",
                params,
                waits_for=step if live else None,
                min_wait_ms=low,
                max_wait_ms=high,
                wait_ms=wait,
                step=step,
                reaction=_step_reacts(g, step),
                wording=wording,
            )
        )
        lines.append(Line(f"step.{key}.sleep", dict(params), step=step, wording=wording))
    lines.append(Line("night.dawn", ready_when=NIGHT_END, wording=wording))
    return merge_pack_meeting(lines)


def merge_pack_meeting(lines: list[Line]) -> list[Line]:
    """When the pack's first-night meeting is followed at once by the pack's own step, the
    werewolves keep their eyes open: drop "Werewolves, close your eyes" between the two and
    read the pack's call as "keep your eyes open and agree..."."""
    out: list[Line] = []
    for line in lines:
        if (
            line.text_id == "step.werewolves.wake"
            and out
            and out[-1].text_id == "step.pack_meets.sleep"
        ):
            out[-1] = replace(line, text_id="step.werewolves.after_meeting.wake")
            continue
        out.append(line)
    return out


# --------------------------------------------------------------------------- the day


def _message_lines(m: Message, wording: str) -> list[Line]:
    p = m.params
    simple = {
        "gone_home": "news.gone_home",
        "came_back": "news.came_back",
        "hunter_took": "news.hunter_took",
        "voted_home": "day.voted_home",
        "settled_by_lot": "day.settled_by_lot",
        "blessing_stopped_vote": "day.blessing_stopped_vote",
    }
    bare = {
        "peaceful_morning": "news.peaceful_morning",
        "bread_arrived": "news.bread_arrived",
        "bread_not_arrived": "news.bread_not_arrived",
        "day_breaks": "news.day_breaks",
        "nobody_voted_home": "day.nobody_voted_home",
        "no_majority": "day.no_majority",
        "game_over": "day.game_over",
    }
    if m.id in simple and isinstance(p.get("seat"), int):
        return [Line(simple[m.id], {"seat": p["seat"]}, wording=wording)]
    if m.id in bare:
        return [Line(bare[m.id], wording=wording)]
    if m.id == "accused" and p.get("seats"):
        return [Line("day.accused", {"seats": list(p["seats"])}, wording=wording)]
    if m.id == "dictator_revealed":
        return [
            Line(
                "day.dictator_revealed",
                {"seat": p["seat"], "target": p["target"]},
                wording=wording,
            )
        ]
    return []  # not spoken (vote totals are shown, the night's fall is in the script)


def news_lines(messages: Iterable[Message], wording: str = "neutral") -> list[Line]:
    """The lines for these messages; only public messages are ever spoken."""
    _check_wording(wording)
    lines: list[Line] = []
    told: set[int] = set()  # seats whose trip home was just announced by the day's decision
    for m in messages:
        if m.audience is not Audience.PUBLIC:
            continue
        if m.id == "gone_home" and m.params.get("seat") in told:
            continue
        if m.id == "voted_home":
            told.add(m.params.get("seat", -1))
        elif m.id == "dictator_revealed":
            told.add(m.params.get("target", -1))
        lines += _message_lines(m, wording)
    return lines


def discussion_line(source: Setup | GameState | Any, wording: str = "neutral") -> Line:
    """ "The floor is open", with the preset's discussion time for this table."""
    g = as_state(source)
    seconds = int(g.preset.timers(len(g.seats), g.rules).discussion)
    if seconds > 0:
        return Line("day.discussion", {"seconds": seconds}, wording=wording)
    return Line("day.discussion_open", wording=wording)


def vote_line(wording: str = "neutral") -> Line:
    """The call to vote."""
    return Line("day.vote", wording=_check_wording(wording))


def runoff_line(seats: Sequence[int], wording: str = "neutral") -> Line:
    """The call to vote again between tied *seats*."""
    return Line("day.runoff", {"seats": sorted(seats)}, wording=_check_wording(wording))


def day_script(source: Setup | GameState | Any, day: int, wording: str = "neutral") -> list[Line]:
    """The day's announcements: the morning news, the discussion, the vote and run-off,
    and the outcome, from the public messages of *day* so far.

    A day whose vote has not happened yet ends with the call to vote.
    """
    g = as_state(source)
    _check_wording(wording)
    msgs = [
        m
        for m in g.messages
        if m.audience is Audience.PUBLIC and m.day == day and m.phase in ("day", "ended")
    ]
    lines: list[Line] = []
    discussed = voted = ended = False
    last_totals: dict[int, int] = {}
    told: set[int] = set()
    for m in msgs:
        if m.id == "game_over":
            ended = True
        if m.id not in _MORNING_IDS and m.id != "game_over" and not discussed:
            lines.append(discussion_line(g, wording))
            discussed = True
        if m.id == "vote_totals":
            totals = {int(k): int(v) for k, v in m.params.get("totals", {}).items()}
            if m.params.get("verb") == "runoff":
                top = max(last_totals.values(), default=0)
                tied = [s for s, v in last_totals.items() if v == top]
                lines.append(runoff_line(tied, wording))
            elif not voted:
                lines.append(vote_line(wording))
                voted = True
            last_totals = totals
            continue
        if m.id == "gone_home" and m.params.get("seat") in told:
            continue
        if m.id in ("voted_home", "dictator_revealed"):
            told.add(m.params.get("seat" if m.id == "voted_home" else "target", -1))
        lines += _message_lines(m, wording)
    if not ended and not voted:
        if not discussed:
            lines.append(discussion_line(g, wording))
        lines.append(vote_line(wording))
    return lines


# --------------------------------------------------------------------------- text


def _identity(context: str, text: str) -> str:
    return text


def _template(text_id: str, wording: str) -> str:
    text = TEXTS[text_id]
    if isinstance(text, str):
        return text
    return text.get(wording) or text["neutral"]


def _seat_name(names: Sequence[str], seat: Any) -> str:
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return f"seat {seat}"


def _join(items: Sequence[str], tr: Callable[[str, str], str]) -> str:
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    pattern = tr(CONTEXT, _template("word.and", "neutral"))
    return pattern.format(first=", ".join(items[:-1]), last=items[-1])


def _duration(seconds: int, tr: Callable[[str, str], str]) -> str:
    if seconds == 60:
        return tr(CONTEXT, _template("word.one_minute", "neutral"))
    if seconds % 60 == 0:
        return tr(CONTEXT, _template("word.minutes", "neutral")).format(count=seconds // 60)
    return tr(CONTEXT, _template("word.seconds", "neutral")).format(count=seconds)


def role_name(role_id: str, translate: Callable[[str, str], str] | None = None) -> str:
    """The name the narrator calls a role (or step) by."""
    tr = translate or _identity
    english = ROLE_NAMES.get(role_id) or role_id.replace("_", " ").title()
    return tr(CONTEXT, english)


class _Values(dict[str, str]):
    def __missing__(self, key: str) -> str:
        return "{" + key + "}"


def line_text(
    line: Line,
    names: Sequence[str] = (),
    translate: Callable[[str, str], str] | None = None,
) -> str:
    """The sentence to speak for *line*, with seats named from *names* (seat order).

    *translate(context, english)* returns the translation of an English string (the app
    passes ``QCoreApplication.translate``); by default the English text is used.
    """
    tr = translate or _identity
    values = _Values()
    for key, value in line.params.items():
        if key in ("seat", "target"):
            values["name" if key == "seat" else "target"] = _seat_name(names, value)
        elif key == "seats":
            values["names"] = _join([_seat_name(names, s) for s in value], tr)
        elif key == "role":
            values["role"] = role_name(str(value), tr)
        elif key == "seconds":
            values["duration"] = _duration(int(value), tr)
        else:
            values[key] = str(value)
    return tr(CONTEXT, _template(line.text_id, line.wording)).format_map(values)


def script_texts(
    lines: Iterable[Line],
    names: Sequence[str] = (),
    translate: Callable[[str, str], str] | None = None,
) -> list[str]:
    """:func:`line_text` for every line."""
    return [line_text(line, names, translate) for line in lines]
