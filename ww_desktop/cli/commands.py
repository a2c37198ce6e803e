"""The `ww-desktop` command: the app by default, and subcommands for scenarios, tables and more.

Everything except the app itself runs without Qt being imported, so scripted use stays fast.
No subcommand prints a traceback: bad input gets one plain sentence on standard error and
exit code 2; output cut short by the reader (`| head -n 1`) ends quietly.
"""

from __future__ import annotations

import argparse
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path

from ..engine.messages import WORDINGS
from ..texts.languages import LANGUAGES


def build_parser() -> argparse.ArgumentParser:
    """The argument parser (also used to document the CLI in the README)."""
    parser = argparse.ArgumentParser(
        prog="ww-desktop",
        description="Werewolf Desktop: run an in-person Werewolf game night.",
    )
    parser.add_argument("--data-dir", type=_data_dir, help="folder for saved games and settings")
    parser.add_argument(
        "--self-test", action="store_true", help="check this installation works, then exit"
    )
    sub = parser.add_subparsers(dest="command")

    p = sub.add_parser("scenario", help="run rules scenarios (files or folders of *.json)")
    p.add_argument("paths", nargs="+", metavar="PATH")

    p = sub.add_parser("roles", help="the preset's suggested role counts for a table size")
    p.add_argument("--preset", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--json", action="store_true", help="one JSON object: role id -> count")
    p = sub.add_parser("play", help="play a whole saved game with bots (or resume one)")
    p.add_argument("--bots", action="store_true", help="bots at every seat (random legal play)")
    p.add_argument("--preset", default="standard")
    p.add_argument("--players", type=int, default=9)
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--resume", metavar="ID", help="continue an unfinished game")
    p.add_argument("--verbose", action="store_true", help="print every choice as it is saved")
    p.add_argument(
        "--narrated",
        action="store_true",
        help="run the real narrator too (silent voice, simulated clock); see `export`",
    )
    p.add_argument(
        "--time-scale",
        type=float,
        default=0.0,
        metavar="K",
        help="with --narrated: K table seconds per real second (default 0: as fast as it goes)",
    )
    p.add_argument(
        "--undo-rate",
        type=float,
        default=0.0,
        metavar="R",
        help="with --narrated: the fraction of host actions taken back (0 to 1)",
    )
    p.add_argument(
        "--language",
        choices=tuple(LANGUAGES),
        default="en",
        help="the table's language: with --narrated, the narration is said and saved in it",
    )
    p.add_argument(
        "--host-delay",
        default="0.5:20",
        metavar="MIN:MAX",
        help="with --narrated: seconds of table time the host takes per answer, drawn with "
        "the seed between MIN and MAX (default 0.5:20)",
    )

    p = sub.add_parser("games", help="list saved games")
    p.add_argument("--json", action="store_true")
    p.add_argument("--search", metavar="NAME", help="only games with this player")

    p = sub.add_parser("export", help="export one game (JSON, or a Markdown summary)")
    p.add_argument("game_id", metavar="ID")
    p.add_argument("--format", choices=("json", "md"), default="json")
    p.add_argument("--to", type=Path, help="write to this file instead of standard output")
    p.add_argument(
        "--language",
        choices=tuple(LANGUAGES),
        default="en",
        help="with --format md: the summary's language",
    )

    p = sub.add_parser("import", help="add a game from an exported JSON file")
    p.add_argument("file", type=Path)

    p = sub.add_parser("simulate", help="play many bot games of a table: win rates by side")
    p.add_argument("--preset", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--roles", nargs="+", metavar="ROLE", help="the role list (rest: villagers)")
    p.add_argument("--settings", nargs="+", default=[], metavar="KEY=VALUE")
    p.add_argument("--games", type=int, default=1000)
    p.add_argument("--seed", type=int, default=0)
    p.add_argument("--bot", choices=("reasoning", "random"), default="reasoning")
    p.add_argument("--workers", type=int, default=None, help="processes (default: all cores)")
    p.add_argument("--json", action="store_true", help="print one JSON object")

    p = sub.add_parser("host", help="run a table headless, some seats on phones, bots the rest")
    p.add_argument("--preset")
    p.add_argument("--players", type=int)
    p.add_argument("--phones", type=int, help="how many seats are phones")
    p.add_argument(
        "--resume",
        metavar="ID",
        help="continue the saved game ID (started by host) with the phones' kept seats",
    )
    p.add_argument("--bind", default="127.0.0.1", help="address to listen on (default: loopback)")
    p.add_argument("--port", type=int, default=0, help="port to listen on (default: any free)")
    p.add_argument("--seed", type=int, default=None)
    p.add_argument("--linger", type=float, default=3.0, help="seconds to stay up after the end")

    p = sub.add_parser("narrate", help="render one night's narration to a WAV file")
    p.add_argument("--preset", required=True)
    p.add_argument("--players", type=int, required=True)
    p.add_argument("--roles", nargs="+", metavar="ROLE", help="the role list (rest: villagers)")
    p.add_argument("--night", type=int, default=None, help="the night (default: the first)")
    p.add_argument("--wording", choices=WORDINGS, default=None)
    p.add_argument("--language", default="en")
    p.add_argument("--to", type=Path, required=True, metavar="FILE.wav")
    p.add_argument(
        "--waits",
        action="store_true",
        help="include each call's window of silence, as the app waits (a playable night)",
    )

    from .printing import add_parser as add_print_parser

    add_print_parser(sub)
    return parser


def _data_dir(text: str) -> Path:
    """`--data-dir`: a folder name; an empty one is an error, not the current folder."""
    if not text.strip():
        raise argparse.ArgumentTypeError("the folder name is empty")
    return Path(text)


def _not_a_folder(path: Path) -> bool:
    """Whether `path`, or the first part of it that exists, is something other than a folder."""
    for part in (path.expanduser(), *path.expanduser().parents):
        if part.exists():
            return not part.is_dir()
    return False


def main(argv: Sequence[str] | None = None) -> int:
    """Entry point; returns the exit code."""
    try:
        return _main(argv)
    except BrokenPipeError:
        # The reader stopped reading (`| head -n 1`): end quietly, like other tools.
        try:
            devnull = os.open(os.devnull, os.O_WRONLY)
            os.dup2(devnull, sys.stdout.fileno())
        except (OSError, ValueError):
            pass
        return 0
    except KeyboardInterrupt:
        print("ww-desktop: interrupted", file=sys.stderr)
        return 130


def _main(argv: Sequence[str] | None) -> int:
    args = build_parser().parse_args(argv)
    if args.data_dir is not None and _not_a_folder(args.data_dir):
        print(
            f"ww-desktop: --data-dir {args.data_dir} is not a folder (a file or a device); "
            "give a folder for saved games and settings",
            file=sys.stderr,
        )
        return 2
    if args.self_test:
        from .selftest import run_self_test

        return run_self_test()
    if args.command == "scenario":
        return cmd_scenario(args.paths)
    if args.command == "roles":
        return cmd_roles(args.preset, args.players, as_json=args.json)
    if args.command == "simulate":
        from ..simulate import run_cli

        return run_cli(args)
    if args.command == "narrate":
        from ..narration.narrate_cli import run_cli as run_narrate

        return run_narrate(args)
    if args.command == "host":
        from ..phones.host import run_cli as run_host

        return run_host(args)
    if args.command == "print":
        from .printing import run as run_print

        return run_print(args)
    if args.command in ("play", "games", "export", "import"):
        from . import games

        return games.run(args)
    from ..app.main import run_app

    return run_app(data_dir=args.data_dir)


def cmd_scenario(paths: Sequence[str]) -> int:
    """Run scenarios; print PASS/FAIL lines and `N passed, M failed`."""
    from ..engine.scenario import run_path, scenario_files

    passed = failed = 0
    files = list(scenario_files(paths))
    if not files:
        # Scripts read the last line and the exit code (1): both stay; the reason is added.
        print(
            f"ww-desktop scenario: no scenario files (*.json) found in {', '.join(paths)}",
            file=sys.stderr,
        )
    for path in files:
        for result in run_path(path):
            print(result.line(), flush=True)
            if result.passed:
                passed += 1
            else:
                failed += 1
    print(f"{passed} passed, {failed} failed")
    return 0 if failed == 0 and passed > 0 else 1


def cmd_roles(preset_id: str, players: int, *, as_json: bool) -> int:
    """Print the preset's default role counts for `players` players."""
    from ..engine.presets import get_preset

    try:
        preset = get_preset(preset_id)
    except ValueError as exc:
        print(f"ww-desktop roles: {exc}", file=sys.stderr)
        return 2
    low, high = preset.players
    if not low <= players <= high:
        print(
            f"ww-desktop roles: the {preset.id} preset is for {low} to {high} players, "
            f"not {players}",
            file=sys.stderr,
        )
        return 2
    counts = {r: n for r, n in preset.table(players, preset.rules()).items() if n > 0}
    if as_json:
        print(json.dumps(counts))
    else:
        for role_id, n in counts.items():
            print(f"{n:3d}  {role_id}")
    return 0


if __name__ == "__main__":
    sys.exit(main())
