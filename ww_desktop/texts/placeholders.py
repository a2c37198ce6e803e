"""Qt's numbered placeholders, filled in one pass (pure Python: the narration's script uses it).

Every catalogue text marks the values it takes with ``%1``... ``%9`` (Qt's style, which
lrelease and Linguist check; counted texts add ``%n``), never Python's ``{name}`` fields, and
each such entry carries a translator comment (``#: %1: the player's name``) saying what each
number stands for. :func:`fill` puts the values in; `assemble` re-exports it for the app.
"""

from __future__ import annotations

import re

__all__ = ["NUMBERED", "fill"]

NUMBERED = re.compile(r"%(\d)")
"""A numbered placeholder ``%1``... ``%9``."""


def fill(template: str, *values: object) -> str:
    """*template* with ``%1``... ``%9`` replaced by *values*, in one pass.

    A value is never scanned again, so a name containing ``%2`` stays as it is; a marker
    with no value (``%7`` with two values) is left untouched.
    """

    def one(m: re.Match[str]) -> str:
        i = int(m.group(1))
        return str(values[i - 1]) if 1 <= i <= len(values) else m.group(0)

    return NUMBERED.sub(one, template)
