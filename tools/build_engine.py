"""Compile the engine with mypyc, in place: the optional fast build (issue 34).

Each module `ww_desktop/engine/native.py` lists (`compiled()`: the core, the bots and the
presets; not the roles) gets a shared object beside its `.py`, and all share the runtime
`ww_desktop/engine/_native__mypyc.*.so`; the build then writes `_native_stamp.json`, the
sources' hashes, last. Python imports a shared object before
the `.py` beside it, so from then on the compiled engine runs, unless `WW_ENGINE=pure` is set
or a compiled module's `.py` has changed since (then the engine says so on stderr and runs as
plain Python until the next build: see `native.py`). The build products are git-ignored.

It needs a C compiler (gcc or clang) and Python's headers, and mypy with mypyc (a dev
dependency). Without a build the same code runs as plain Python and plays the same games.

Run: ``uv run python tools/build_engine.py`` (about 1-2 minutes), ``--clean`` to remove the
build (back to plain Python), ``--check`` to say whether a current build is there (exit 1 if
not).
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import sys
import sysconfig
import time
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT))
os.environ["WW_ENGINE"] = "pure"  # this process imports no module of the engine but `native`

from ww_desktop.engine import native  # noqa: E402  (the list, the stamp; imports no module)

BUILD_DIR = ROOT / "build" / "mypyc"


def clean() -> list[Path]:
    """Remove the build's products and its stamp; return what was removed."""
    gone = native.built_files()
    if native.STAMP.exists():
        gone.append(native.STAMP)
    for path in gone:
        path.unlink()
    for name in native.compiled():  # the C files mypyc may leave beside the sources
        c_file = native.source(name).with_suffix(".c")
        if c_file.exists():
            c_file.unlink()
    return gone


def compiler_problem() -> str | None:
    """Why this machine cannot build (None: it can)."""
    cc = os.environ.get("CC") or sysconfig.get_config_var("CC") or "cc"
    if shutil.which(cc.split()[0]) is None:
        return f"no C compiler ({cc.split()[0]} not found: install gcc)"
    include = sysconfig.get_paths()["include"]
    if not (Path(include) / "Python.h").exists():
        return f"no Python headers ({include}/Python.h: install python3-dev)"
    try:
        import mypyc.build  # noqa: F401
        import setuptools  # noqa: F401
    except ImportError as exc:
        return f"mypyc is not installed ({exc}: uv sync installs the dev group)"
    return None


def build(jobs: int) -> None:
    """Compile `native.compiled()` in place and write the stamp."""
    from mypyc.build import mypycify
    from setuptools.dist import Distribution

    os.chdir(ROOT)  # mypyc reads pyproject.toml's mypy settings and the relative paths
    paths = [str(native.source(name).relative_to(ROOT)) for name in native.compiled()]
    hashes = {name: native.stamp_entry(native.source(name)) for name in native.compiled()}
    extensions = mypycify(
        paths,
        opt_level="3",
        debug_level="0",
        target_dir=str(BUILD_DIR),
        group_name=f"{native.PACKAGE}.{native.SHARED.removesuffix('__mypyc')}",
    )
    # A bare distribution: not the project's pyproject.toml (hatchling's, with the app's data)
    dist = Distribution({"name": "ww_desktop_engine_native", "ext_modules": extensions})
    dist.script_args = [
        "--quiet",
        "build_ext",
        "--inplace",
        f"--build-temp={BUILD_DIR / 'temp'}",
        f"--parallel={jobs}",
    ]
    dist.parse_command_line()
    dist.run_commands()
    after = {name: native.stamp_entry(native.source(name)) for name in native.compiled()}
    if after != hashes:
        raise SystemExit("build_engine: a source changed during the build; run it again")
    stamp = {"python": sys.implementation.cache_tag, "modules": hashes}
    native.STAMP.write_text(json.dumps(stamp, indent=1, sort_keys=True) + "\n", encoding="utf-8")


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--clean", action="store_true", help="remove the build (plain Python)")
    parser.add_argument("--check", action="store_true", help="is a current build there?")
    parser.add_argument("--jobs", type=int, default=os.cpu_count() or 1, help="C compilers")
    args = parser.parse_args()
    if args.check:
        if not native.built_files():
            print("build_engine: no compiled engine (plain Python)")
            return 1
        why = native.stale()
        print(f"build_engine: {'current' if why is None else 'out of date: ' + why}")
        return 0 if why is None else 1
    removed = clean()
    if args.clean:
        print(f"build_engine: removed {len(removed)} files; the engine runs as plain Python")
        return 0
    problem = compiler_problem()
    if problem is not None:
        print(f"build_engine: cannot build here: {problem}; the engine runs as plain Python")
        return 1
    start = time.monotonic()
    try:
        build(max(1, args.jobs))
    except BaseException:
        clean()  # never leave half a build: plain Python runs instead
        raise
    count = len(native.built_files())
    print(
        f"build_engine: {len(native.compiled())} modules compiled"
        f" ({count} shared objects) in {time.monotonic() - start:.0f} s"
    )
    return 0


if __name__ == "__main__":
    sys.exit(main())
