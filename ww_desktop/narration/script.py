"""What the narrator says and when: a pure function of the table and the night (no Qt).

:func:`night_script` turns a setup (or a running game's state) and a night number into the
list of :class:`Line` to read. Who is called, in which order and for how long is not decided
here: it is the engine's night play list (:func:`ww_desktop.engine.playlist.night_plan`).

1. "everyone, close your eyes";
2. for each call of the plan, its wake line and its sleep line. The wake line carries the
   call's window (``window_ms``): the narrator reads the sleep line exactly that long after
   the wake line ended, whether the step's players are here or gone (a gone step is called
   with the *same* words and the same window, so nothing the table hears tells who is gone).
   A live step's wake line has ``waits_for`` = the step id (the console and the bots answer
   it during the window). The voice waits for nothing that may be gone: only the pack's pick
   holds it (``narration/director.py``);
3. "everyone, open your eyes" once the night is resolved (``ready_when = NIGHT_END``).

:func:`day_script` and :func:`news_lines` turn the day's *public* messages (morning news, the
vote, the run-off) into lines. Lines never name the role of a given seat: night lines name
no seat at all, day lines name seats only with public facts.

:func:`line_text` renders a line with the players' names through an optional translate
function (the app passes ``QCoreApplication.translate``); the English strings live in one
table, :data:`ww_desktop.narration.lines.TEXTS`.
"""

from __future__ import annotations

from collections.abc import Callable, Iterable, Mapping, Sequence
from dataclasses import dataclass, field, replace
from typing import Any

from ..engine.messages import MORNING_NEWS, Audience, Message
from ..engine.playlist import (
    MEETING_STEPS,
    SKIPPED_STEPS,
    STEP_NEEDS_DEALT,
    as_state,
    called_steps,
    first_played_night,
    night_plan,
    role_steps,
)
from ..engine.role_names import ROLE_CONTEXT, ROLE_NAMES
from ..engine.setup import Setup
from ..engine.state import GameState
from ..texts.placeholders import fill
from .lines import CALL_NAMES, CONTEXT, PLACEHOLDER_ORDER, TEXTS, WORDINGS

__all__ = [
    "DEFAULT_PAUSE_MS",
    "MEETING_STEPS",
    "NIGHT_END",
    "SKIPPED_STEPS",
    "STEP_NEEDS_DEALT",
    "WORDINGS",
    "Line",
    "as_state",
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

# Public message ids read before the discussion: the morning news (the engine's list), or the
# day breaking on a game that starts by day.
_MORNING_IDS = MORNING_NEWS | {"day_breaks"}


@dataclass(frozen=True)
class Line:
    """One line to read aloud, and what the narrator does after it.

    Attributes:
        text_id: the key of its English text in :data:`~ww_desktop.narration.lines.TEXTS`.
        params: its parameters: ``seat``/``target`` (a seat index), ``seats`` (a list),
            ``role`` (a role or step id, fallback lines only), ``seconds`` (a duration).
        waits_for: a step id whose requests must be answered before going on (None: no
            wait on the game).
        pause_ms: silence after the line (and after its call window) before the next line.
        window_ms: for a wake line, the call window: the time from the end of the wake line
            to the sleep line, the same whether the step's players are here or gone.
        step: the calling step this line belongs to (None for the frame and the news).
        here: for a wake line, whether the step's players are still here.
        reaction: the step's requests only come after the night's first batch (the Witch).
        ready_when: a condition to meet *before* reading the line (:data:`NIGHT_END`).
        wording: "gentle", "neutral" or "classic" (picks the text's variant).
    """

    text_id: str
    params: Mapping[str, Any] = field(default_factory=dict)
    waits_for: str | None = None
    pause_ms: int = DEFAULT_PAUSE_MS
    window_ms: int = 0
    step: str | None = None
    here: bool = True
    reaction: bool = False
    ready_when: str | None = None
    wording: str = "neutral"


# --------------------------------------------------------------------------- the table


def _check_wording(wording: str) -> str:
    if wording not in WORDINGS:
        raise ValueError(f"unknown wording {wording!r} (known: {', '.join(WORDINGS)})")
    return wording


def night_script(
    source: Setup | GameState | Any,
    night: int,
    wording: str = "neutral",
) -> list[Line]:
    """The lines of *night* for a setup, a game or a game state (see the module docstring).

    Nothing is drawn at random: the same table and night always give the same lines."""
    g = as_state(source)
    _check_wording(wording)
    lines = [Line("night.begin", wording=wording)]
    for call in night_plan(g, night).calls:
        step = call.step
        key = step if f"step.{step}.wake" in TEXTS else "other"
        params: dict[str, Any] = {} if key == step else {"role": step}
        lines.append(
            Line(
                f"step.{key}.wake",
                params,
                waits_for=step if call.here else None,
                window_ms=call.window_ms,
                step=step,
                here=call.here,
                reaction=call.reaction,
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
    if m.id == "role_revealed" and isinstance(p.get("seat"), int):
        # A card the table is shown: face-up cards (seed 004), a Hunter who shoots (seed 002).
        return [Line("news.role_revealed", {"seat": p["seat"], "role": p["role"]}, wording=wording)]
    if m.id == "accused" and p.get("seats"):
        one = len(p["seats"]) == 1  # "Only Ann is accused", never "The accused are Ann"
        text_id = "day.accused_one" if one else "day.accused"
        return [Line(text_id, {"seats": list(p["seats"])}, wording=wording)]
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


def _seat_name(names: Sequence[str], seat: Any, tr: Callable[[str, str], str]) -> str:
    """The player's name; "someone" (in the language) when the seat has no name."""
    if isinstance(seat, int) and 0 <= seat < len(names):
        return names[seat]
    return tr(CONTEXT, _template("word.someone", "neutral"))


def _join(items: Sequence[str], tr: Callable[[str, str], str]) -> str:
    """Names joined the language's way ("Ann, Bob and Cleo", 「Ann、BobとCleo」)."""
    if not items:
        return ""
    if len(items) == 1:
        return items[0]
    pattern = tr(CONTEXT, _template("word.and", "neutral"))
    comma = tr(CONTEXT, _template("word.comma", "neutral"))
    return fill(pattern, comma.join(items[:-1]), items[-1])


def _duration(seconds: int, tr: Callable[[str, str], str]) -> str:
    if seconds == 60:
        return tr(CONTEXT, _template("word.one_minute", "neutral"))
    if seconds % 60 == 0:
        return fill(tr(CONTEXT, _template("word.minutes", "neutral")), seconds // 60)
    return fill(tr(CONTEXT, _template("word.seconds", "neutral")), seconds)


def role_name(role_id: str, translate: Callable[[str, str], str] | None = None) -> str:
    """The name the narrator calls a role (or step) by."""
    tr = translate or _identity
    call = CALL_NAMES.get(role_id)
    if call is not None:
        return tr(CONTEXT, call)
    name = ROLE_NAMES.get(role_id)
    if name is not None:
        return tr(ROLE_CONTEXT, name)
    return tr(CONTEXT, role_id.replace("_", " ").title())


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
    values: list[str] = []
    for key in sorted(line.params, key=_placeholder_rank):
        value = line.params[key]
        if key in ("seat", "target"):
            values.append(_seat_name(names, value, tr))
        elif key == "seats":
            values.append(_join([_seat_name(names, s, tr) for s in value], tr))
        elif key == "role":
            values.append(role_name(str(value), tr))
        elif key == "seconds":
            values.append(_duration(int(value), tr))
        else:
            values.append(str(value))
    return fill(tr(CONTEXT, _template(line.text_id, line.wording)), *values)


def _placeholder_rank(key: str) -> int:
    """Where a line's parameter goes: %1, %2... follow `lines.PLACEHOLDER_ORDER`."""
    return PLACEHOLDER_ORDER.index(key) if key in PLACEHOLDER_ORDER else len(PLACEHOLDER_ORDER)


def script_texts(
    lines: Iterable[Line],
    names: Sequence[str] = (),
    translate: Callable[[str, str], str] | None = None,
) -> list[str]:
    """:func:`line_text` for every line."""
    return [line_text(line, names, translate) for line in lines]
