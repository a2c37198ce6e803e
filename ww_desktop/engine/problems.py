"""`Problem`: a reason a setup cannot be played, as an English sentence AND an id.

A `Problem` is a `str` (the sentence, for the command line, logs and scenario failures), and
also carries `id` and `params` so the app can show it in the table's language and beside the
right part of the lobby without reading the English. Every id the engine produces:

    unknown_preset(preset)            player_count(preset, low, high, count)
    name_missing()                    name_twice(name)
    unknown_role(role, name)          role_not_in_preset(preset, role, name)
    role_pair(role, need, count)      one_lover_pair(count)
    no_werewolf()                     wolves_not_outnumbered(wolves, others)
    no_role_for(names)                role_for_stranger(names)
    unknown_setting(setting)          setting_not_offered(preset, setting)
    setting_whole_number(setting, value)
    setting_range(setting, low, high, value)
    setting_choice(setting, value)
"""

from __future__ import annotations

from typing import Any


class Problem(str):
    """A sentence with an id and its parameters.

    Attributes:
        id: the problem id (see the module docstring).
        params: its parameters (preset, role and setting ids, names, counts).
    """

    id: str
    params: dict[str, Any]

    def __new__(cls, problem_id: str, sentence: str, **params: Any) -> Problem:
        problem = super().__new__(cls, sentence)
        problem.id = problem_id
        problem.params = params
        return problem
