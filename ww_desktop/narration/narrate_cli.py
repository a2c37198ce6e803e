"""``ww-desktop narrate``: render one night's narration to a WAV file.

Builds a table (the preset's default roles for the player count, or the listed roles with
Villagers in the other seats), validates it (every problem is printed, no traceback), makes
the night's script with :func:`~ww_desktop.narration.script.night_script`, translates it into
``--language`` with the app's catalogue and renders it with
:func:`~ww_desktop.narration.voices.render_wav` in that language's voice (pyttsx3 + espeak-ng,
Open JTalk for Japanese; no Qt application needed). Prints the file and its duration. Bad
input or missing speech support: a message on standard error and exit code 2.
"""

from __future__ import annotations

import argparse
import sys
from collections.abc import Callable
from pathlib import Path

from ..engine.presets import get_preset
from ..engine.roles import canonical
from ..engine.setup import Setup, problems, role_list
from .script import as_state, first_played_night, night_script, script_texts

__all__ = ["build_setup", "catalogue", "run_cli"]

PROG = "ww-desktop narrate"


class _BadInput(ValueError):
    """Input the command cannot use; the message is for the user."""


def build_setup(preset_id: str, players: int, roles: list[str] | None) -> Setup:
    """The table to narrate; raises ``ValueError`` with a message listing every problem."""
    preset = get_preset(preset_id)  # ValueError naming the known presets
    low, high = preset.players
    if not low <= players <= high:
        raise _BadInput(f"the {preset.id} preset is for {low} to {high} players, not {players}")
    if roles:
        unknown = [r for r in roles if canonical(r) is None]
        if unknown:
            raise _BadInput("unknown role(s): " + ", ".join(unknown))
        if len(roles) > players:
            raise _BadInput(f"{len(roles)} roles for {players} players: list at most {players}")
        dealt = [canonical(r) or r for r in roles]
        dealt += ["villager"] * (players - len(dealt))
    else:
        dealt, _ = role_list(preset.id, players)
    seats = tuple((f"Player {i + 1}", r) for i, r in enumerate(dealt))
    setup = Setup(preset.id, seats, seed=1)
    found = problems(setup)
    if found:
        raise _BadInput("; ".join(found))
    return setup.checked()


def catalogue(language: str) -> Callable[[str, str], str] | None:
    """The translate function for the narration in *language* (None: English).

    Loads the app's compiled catalogue (``ww_desktop_<code>.qm``) with a bare
    ``QTranslator`` (no Qt application needed). Raises ``ValueError`` for a language the app
    has no text for.
    """
    code = language.strip().lower().replace("_", "-").split("-")[0]
    if code in ("", "en"):
        return None
    from PySide6.QtCore import QTranslator

    from ..texts.catalogues import translations_dir

    path = translations_dir() / f"ww_desktop_{code}.qm"
    translator = QTranslator()
    if not path.exists() or not translator.load(str(path)):
        raise ValueError(f"the narration has no text in the language {language!r}")

    def translate(context: str, text: str) -> str:
        return translator.translate(context, text) or text

    return translate


def run_cli(args: argparse.Namespace) -> int:
    """Run the command from parsed arguments; return the exit code."""
    try:
        setup = build_setup(args.preset, args.players, args.roles)
    except ValueError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    state = as_state(setup)
    first = first_played_night(state)
    night = first if args.night is None else int(args.night)
    if night < first:
        print(
            f"{PROG}: the first night of the {setup.preset} preset is night {first}",
            file=sys.stderr,
        )
        return 2
    wording = args.wording or state.preset.wording
    lines = night_script(setup, night, wording)
    try:
        translate = catalogue(args.language)
    except ValueError as exc:
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    texts = script_texts(lines, setup.names, translate)

    from .voices import SpeechUnavailable, render_wav  # imports Qt: only here

    path = Path(args.to)
    try:
        after = None
        if getattr(args, "waits", False):  # the app's call windows: a night to play as is
            after = [
                line.window_ms + line.pause_ms
                if line.text_id.endswith(".wake") and line.step
                else line.pause_ms
                for line in lines
            ]
        duration = render_wav(texts, path, language=args.language, after_ms=after)
    except SpeechUnavailable as exc:
        print(f"{PROG}: speech is not available: {exc}", file=sys.stderr)
        return 2
    except ValueError as exc:  # no voice for the language
        print(f"{PROG}: {exc}", file=sys.stderr)
        return 2
    except OSError as exc:
        print(f"{PROG}: cannot write {path}: {exc}", file=sys.stderr)
        return 2
    print(f"{path}  {duration:.1f} s  ({len(texts)} lines, night {night}, {wording} wording)")
    return 0
