"""The lines the narrator may read next, to render them ahead (pure Python, no Qt).

A voice renders a line in 10 ms (espeak-ng) to a few hundred ms (Open JTalk on a busy
laptop). Rendering the likely next lines while the table is busy makes each of them start
at once when its cue comes. :func:`upcoming_lines` lists them for a game state:

- at night: the rest of the night's script, then the morning's possible news (each player
  still here going home, a peaceful morning), the day's calls (discussion, vote) and the
  end of the game;
- by day: the day's calls (discussion, vote), the vote's possible outcomes (each player
  still here voted home, nobody), the end of the game and the coming night's script.

Lines that will not be read cost only a little disk space; the list never names a role.
"""

from __future__ import annotations

from typing import Any

from ..engine.state import Phase
from .script import Line, as_state, discussion_line, first_played_night, night_script, vote_line

__all__ = ["upcoming_lines"]


def upcoming_lines(source: Any, wording: str) -> list[Line]:
    """The lines that may come next for a game (or its state), most likely first."""
    g = as_state(source)
    here = list(g.alive())
    # A dealt Hunter may take someone along, whoever goes home (said of any seat: no leak).
    shots = [
        Line("news.hunter_took", {"seat": seat}, wording=wording)
        for seat in here
        if any(s.dealt == "hunter" for s in g.seats)
    ]
    lines: list[Line] = []
    if g.phase is Phase.NIGHT:
        night = max(g.night_no, first_played_night(g))
        lines += night_script(g, night, wording)
        lines += [Line("news.gone_home", {"seat": seat}, wording=wording) for seat in here]
        lines.append(Line("news.peaceful_morning", wording=wording))
        lines += [discussion_line(g, wording), vote_line(wording), *shots]
        lines.append(Line("day.game_over", wording=wording))
    else:
        lines += [discussion_line(g, wording), vote_line(wording)]
        lines += [Line("day.voted_home", {"seat": seat}, wording=wording) for seat in here]
        lines.append(Line("day.nobody_voted_home", wording=wording))
        lines += shots
        lines.append(Line("day.game_over", wording=wording))
        night = max(g.night_no + 1, first_played_night(g))
        lines += night_script(g, night, wording)
    return lines
