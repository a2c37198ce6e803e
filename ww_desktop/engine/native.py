"""The optional compiled build of the engine (mypyc): which modules it holds, and whether to use it.

`tools/build_engine.py` compiles the modules `compiled()` lists with mypyc, in place: each gets a
shared object beside its `.py` (`state.cpython-311-x86_64-linux-gnu.so`), and all share the
runtime `_native__mypyc.*.so` in this folder. Python imports such an object before the `.py`
beside it, so a build, once made, is what runs. The build is optional: without it (no
compiler, a fresh checkout, `pip install`) the same `.py` files run as plain Python, and both
play the same games (`tests/engine/test_compiled_engine.py`).

`choose()`, called by the package's `__init__` before any module of the engine is imported,
keeps a build from running when it must not, by putting a finder first on `sys.meta_path`
that loads the `.py` files instead:

* `WW_ENGINE=pure` in the environment asks for plain Python;
* a STALE build: the build writes `_native_stamp.json`, each compiled module's source hash;
  a `.py` changed since (or a build without its stamp: one cut short) is not run, and one
  line on stderr says so and how to rebuild. The check reads the stamp and stats the
  sources (a hash only for a file whose size or time changed): well under a millisecond.

`WW_ENGINE=compiled` asks for the build and fails (ImportError, one clear line) without a
current one: the tests and the benchmark use it to be sure which engine they measure.
`ACTIVE` says whether the compiled build runs, `REASON` why not.
"""

from __future__ import annotations

import importlib.machinery
import importlib.util
import json
import os
import sys
from collections.abc import Sequence
from pathlib import Path
from types import ModuleType
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from mypy_extensions import i64 as i64
    from mypy_extensions import mypyc_attr as mypyc_attr
else:
    try:  # only the build needs them (mypyc reads them); plain Python takes them as they are
        from mypy_extensions import i64, mypyc_attr
    except ImportError:
        i64 = int

        def mypyc_attr(*_args: Any, **_kwargs: Any) -> Any:
            return lambda cls: cls


PACKAGE = "ww_desktop.engine"
FOLDER = Path(__file__).resolve().parent
CORE: tuple[str, ...] = (
    "state",
    "requests",
    "messages",
    "game",
    "flow",
    "resolution",
    "deaths",
    "victory",
    "reasoning",
    "night",
    "stages",
    "outcome",
    "departure",
    "role_base",
    "bots",
    "sides",
    "host",
    "setup",
    "settings",
    "answers",
)
"""The engine's own modules compiled; with them every preset module (`compiled`)."""
FAMILIES: tuple[str, ...] = ("presets",)
"""Packages whose modules are all compiled (their `__init__` and `_template` stay Python).
Not the roles: `@register` (any class decorator) makes a class a plain Python one to mypyc,
and a plain class may not inherit a compiled one; they run as Python, subclasses of the
compiled `Role` (`allow_interpreted_subclasses`)."""
STAMP = FOLDER / "_native_stamp.json"
SHARED = "_native__mypyc"
"""The mypyc runtime shared by the compiled modules (`group_name` of the build)."""
ENV = "WW_ENGINE"

ACTIVE = False
REASON = "not built (tools/build_engine.py)"


def compiled() -> tuple[str, ...]:
    """The modules the build compiles, by name within the engine (dotted); the packages'
    `__init__` files, the role template and this module stay Python."""
    names = list(CORE)
    for family in FAMILIES:
        names += sorted(
            f"{family}.{p.stem}"
            for p in (FOLDER / family).glob("*.py")
            if p.stem not in ("__init__", "_template")
        )
    return tuple(names)


def source(name: str) -> Path:
    """The `.py` file of a compiled module (`name` within the engine, dotted)."""
    return FOLDER.joinpath(*name.split(".")).with_suffix(".py")


def digest(path: Path) -> str:
    """The source's hash, as the stamp keeps it."""
    import hashlib  # here: every start checks the stamp, and hashes only a changed file (OpenSSL
    # loads in 3-10 ms, a tenth of `simulate`'s start)

    return hashlib.sha256(path.read_bytes()).hexdigest()


def stamp_entry(path: Path) -> dict[str, Any]:
    """What the stamp keeps of one source: its hash, and its size and time (a quick check)."""
    info = path.stat()
    return {"sha256": digest(path), "size": info.st_size, "mtime_ns": info.st_mtime_ns}


def built_files() -> list[Path]:
    """The build's products in the engine's folders (any Python version's)."""
    found: list[Path] = []
    for folder in (FOLDER, *(FOLDER / family for family in FAMILIES)):
        if folder.is_dir():
            found.extend(p for p in folder.iterdir() if p.suffix in (".so", ".pyd"))
    return sorted(found)


def built_modules() -> list[str]:
    """The modules that have a shared object on disk, by name within the engine (dotted)."""
    names = []
    for path in built_files():
        stem = path.name.split(".", 1)[0]
        if stem != SHARED:
            names.append(".".join((*path.parent.relative_to(FOLDER).parts, stem)))
    return names


def stale(stamp_path: Path = STAMP) -> str | None:
    """Why the build on disk must not run (None: it is current). Assumes one exists."""
    try:
        stamp = json.loads(stamp_path.read_text(encoding="utf-8"))
        modules: dict[str, Any] = stamp["modules"]
    except (OSError, ValueError, KeyError, TypeError):
        return "the build has no stamp (cut short?)"
    if stamp.get("python") != sys.implementation.cache_tag:
        return f"it was built for {stamp.get('python')}"
    if not set(built_modules()) <= set(modules):
        return "it holds modules its stamp does not list"
    for name, kept in modules.items():
        path = source(name)
        try:
            info = path.stat()
            if info.st_size == kept["size"] and info.st_mtime_ns == kept["mtime_ns"]:
                continue
            if digest(path) == kept["sha256"]:
                continue
        except OSError:
            pass
        return f"engine/{name.replace('.', '/')}.py changed since the build"
    return None


class _PlainFinder:
    """Finds the compiled modules as their `.py` files (the build on disk left unused)."""

    def __init__(self, names: Sequence[str]) -> None:
        self.names = {f"{PACKAGE}.{name}": source(name) for name in names}

    def find_spec(
        self, fullname: str, path: Sequence[str] | None = None, target: ModuleType | None = None
    ) -> importlib.machinery.ModuleSpec | None:
        where = self.names.get(fullname)
        if where is None:
            return None
        return importlib.util.spec_from_file_location(fullname, where)


def _has_build() -> bool:
    try:
        return any(p.name.startswith(SHARED) for p in FOLDER.iterdir())
    except OSError:  # a packaged app without the build may have no such folder on disk
        return False


def choose() -> None:
    """Use the compiled build if there is a current one and it is not refused (see above)."""
    global ACTIVE, REASON
    wanted = os.environ.get(ENV, "").strip().lower()
    if getattr(sys, "frozen", False):  # a packaged app holds only what was built with it
        ACTIVE, REASON = _has_build(), "the packaged app has no compiled engine"
        return
    if not _has_build():
        REASON = "not built (uv run python tools/build_engine.py)"
        why: str | None = REASON
    elif wanted == "pure":
        why = REASON = f"{ENV}=pure"
    else:
        why = stale()
        if why is not None:
            REASON = f"the compiled engine is out of date: {why}"
            if wanted != "compiled":
                print(
                    f"ww-desktop: {REASON}; running the pure-Python engine"
                    " (rebuild: uv run python tools/build_engine.py)",
                    file=sys.stderr,
                )
    if why is None:
        ACTIVE, REASON = True, ""
        return
    if wanted == "compiled":
        raise ImportError(f"{ENV}=compiled, but {REASON}")
    if _has_build():
        sys.meta_path.insert(0, _PlainFinder(built_modules()))
