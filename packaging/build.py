"""Build the Werewolf Desktop executable with PyInstaller and print its size.

    uv run python packaging/build.py            # one-folder build in dist/ww-desktop/
    uv run python packaging/build.py --onefile  # a single file, dist/ww-desktop[.exe]
    uv run python packaging/build.py --ja-voice # with the Japanese voice (Open JTalk, Linux)

``--ja-voice`` needs the ``ja-voice`` extra in the build environment
(``uv sync --extra ja-voice``) and adds about 330 MB; without it Japanese games on Linux are
narrated with Japanese subtitles and a chime (Windows and macOS use their own Japanese voice).

Compiles the translations first when pyside6-lrelease is available (see docs/translating.md).
"""

from __future__ import annotations

import argparse
import os
import subprocess
import sys
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent


def folder_size(path: Path) -> int:
    """Total size in bytes of a file or a folder."""
    if path.is_file():
        return path.stat().st_size
    return sum(p.stat().st_size for p in path.rglob("*") if p.is_file() and not p.is_symlink())


def build(
    onefile: bool = False, dist: Path | None = None, quiet: bool = False, ja_voice: bool = False
) -> Path:
    """Run PyInstaller; return the built executable's path."""
    dist = dist or ROOT / "dist"
    work = ROOT / "build" / ("onefile" if onefile else "onedir")
    env = dict(os.environ, WW_ONEFILE="1" if onefile else "0", WW_JA_VOICE="1" if ja_voice else "0")
    command = [
        sys.executable,
        "-m",
        "PyInstaller",
        str(ROOT / "packaging" / "ww_desktop.spec"),
        "--noconfirm",
        "--clean",
        "--distpath",
        str(dist),
        "--workpath",
        str(work),
    ]
    if quiet:
        command += ["--log-level", "WARN"]
    subprocess.run(command, check=True, env=env, cwd=ROOT)
    exe_name = "ww-desktop.exe" if sys.platform == "win32" else "ww-desktop"
    return dist / exe_name if onefile else dist / "ww-desktop" / exe_name


def main() -> int:
    """Build and report."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--onefile", action="store_true", help="build a single-file executable")
    parser.add_argument("--dist", type=Path, help="output folder (default: dist/)")
    parser.add_argument(
        "--ja-voice",
        action="store_true",
        help="bundle the Japanese voice (Open JTalk; needs 'uv sync --extra ja-voice')",
    )
    args = parser.parse_args()
    if args.ja_voice:
        from ww_desktop.narration.jtalk import jtalk_available

        if not jtalk_available():
            print(
                "build.py: --ja-voice needs the Japanese voice in this environment: "
                "run 'uv sync --extra ja-voice' first.",
                file=sys.stderr,
            )
            return 2
    started = time.perf_counter()
    exe = build(args.onefile, args.dist, ja_voice=args.ja_voice)
    output = exe if args.onefile else exe.parent
    size = folder_size(output) / 1_000_000
    print(f"built {output} in {time.perf_counter() - started:.0f} s: {size:.1f} MB")
    return 0


if __name__ == "__main__":
    sys.exit(main())
