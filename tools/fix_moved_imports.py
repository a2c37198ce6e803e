"""Rewrite the imports of modules that moved (a branch written before a move, merged after it).

Run from the repository root::

    uv run python tools/fix_moved_imports.py                 # the moves listed in MOVES
    uv run python tools/fix_moved_imports.py old.mod=new.mod # other moves

Every ``import``/``from ... import`` under ``ww_desktop/``, ``tests/``, ``tools/``, ``bench/`` and
``packaging/`` (inside functions too) that names a moved module is rewritten to its new place,
relative imports staying relative; a statement that mixes moved and unmoved names is split.
Statements that name nothing moved are left byte for byte. Then run ``ruff check --fix`` and
``ruff format`` (import order, long lines), and ``tests/test_layers.py`` (every import resolves).
A relative import written in a moved file before it moved (``from ..engine.setup`` in what is
now ``app/balance/panel.py``) is read from the file's old place. For a merge conflict in an
import block: keep both sides' lines, run this, then ``ruff check --fix`` drops what is unused.
A module imported by its old name keeps that name in the code (``from . import cli_store``
becomes ``from .cli import games as cli_store``).
"""

from __future__ import annotations

import ast
import sys
from collections.abc import Mapping, Sequence
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
FOLDERS = ("ww_desktop", "tests", "tools", "bench", "packaging")

MOVES: dict[str, str] = {
    "ww_desktop.app.i18n": "ww_desktop.texts.i18n",
    "ww_desktop.app.assemble": "ww_desktop.texts.assemble",
    "ww_desktop.app.lobby": "ww_desktop.app.lobby.page",
    "ww_desktop.app.balance": "ww_desktop.app.balance.panel",
    "ww_desktop.app.balance_worker": "ww_desktop.app.balance.worker",
    "ww_desktop.cli_store": "ww_desktop.cli.games",
    "ww_desktop.selftest": "ww_desktop.cli.selftest",
}
"""The moves of issue 19 (old dotted module -> new). ``ww_desktop.cli`` stays importable for
``main`` (the package re-exports it); its other names are in ``ww_desktop.cli.commands``."""


def remap(module: str, moves: Mapping[str, str]) -> str:
    """*module*'s new name (unchanged when it did not move or already has its new name)."""
    best = ""
    for old, new in moves.items():
        if module == new or module.startswith(new + "."):
            return module
        if (module == old or module.startswith(old + ".")) and len(old) > len(best):
            best = old
    return module if not best else moves[best] + module[len(best) :]


def is_module(module: str) -> bool:
    """Whether *module* is a module or package of the tree as it is now."""
    path = ROOT.joinpath(*module.split("."))
    return path.with_suffix(".py").is_file() or (path / "__init__.py").is_file()


def module_of(path: Path) -> tuple[str, str]:
    """The dotted name of the module in *path*, and of its package."""
    parts = list(path.relative_to(ROOT).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
        name = ".".join(parts)
        return name, name
    name = ".".join(parts)
    return name, name.rpartition(".")[0]


def relative(package: str, target: str) -> str | None:
    """*target* as a relative import from inside *package* (None when they share nothing)."""
    here, there = package.split("."), target.split(".")
    common = 0
    while common < min(len(here), len(there)) and here[common] == there[common]:
        common += 1
    if common == 0:
        return None
    return "." * (len(here) - common + 1) + ".".join(there[common:])


def defined(module: str) -> set[str]:
    """The names *module* binds at its top level (in ``if``/``try`` blocks too)."""
    path = ROOT.joinpath(*module.split("."))
    path = path / "__init__.py" if path.is_dir() else path.with_suffix(".py")
    names: set[str] = set()
    todo: list[ast.stmt] = list(ast.parse(path.read_text(encoding="utf-8")).body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.If | ast.Try):
            todo.extend([*node.body, *node.orelse, *getattr(node, "finalbody", [])])
    return names


def _absolute(node: ast.ImportFrom, package: str) -> str:
    if not node.level:
        return node.module or ""
    parts = package.split(".")
    parts = parts[: len(parts) - node.level + 1]
    return ".".join([*parts, *([node.module] if node.module else [])])


def old_package(module: str, moves: Mapping[str, str]) -> str | None:
    """The package *module* was in before it moved (None when it did not move)."""
    for old, new in moves.items():
        if module == new:
            return old.rpartition(".")[0]
    return None


def _rewrite(
    node: ast.ImportFrom, package: str, moves: Mapping[str, str], before: str | None
) -> list[str] | None:
    """The statements replacing *node*, or None when it names nothing moved. *before*: the
    package the file was in before it moved (a relative import written there, merged here)."""
    base = _absolute(node, package)
    if base.split(".")[0] != "ww_desktop":
        return None
    groups: dict[str, list[str]] = {}
    moved = False
    if node.level and before is not None and not is_module(base):
        stale = _absolute(node, before)
        if is_module(remap(stale, moves)) or is_module(stale):
            base, moved = stale, True
    for alias in node.names:
        name = alias.name + (f" as {alias.asname}" if alias.asname else "")
        full = f"{base}.{alias.name}"
        if is_module(full) or (is_module(base) and alias.name in defined(base)):
            groups.setdefault(base, []).append(name)  # still there: leave it
            continue
        target = remap(full, moves)
        if target != full and is_module(target):
            moved = True
            parent, _, leaf = target.rpartition(".")
            local = alias.asname or alias.name  # the name the code uses stays
            name = leaf if local == leaf else f"{leaf} as {local}"
            groups.setdefault(parent, []).append(name)
            continue
        new_base = remap(base, moves)
        moved = moved or new_base != base
        groups.setdefault(new_base, []).append(name)
    if not moved:
        return None
    out = []
    for target, names in groups.items():
        source = (relative(package, target) if node.level else None) or target
        out.append(f"from {source} import {', '.join(names)}")
    return out


def fix_file(path: Path, moves: Mapping[str, str]) -> bool:
    """Rewrite *path*'s imports of moved modules; True when it changed."""
    text = path.read_text(encoding="utf-8")
    module, package = module_of(path)
    before = old_package(module, moves)
    lines = text.splitlines(keepends=True)
    edits: list[tuple[ast.stmt, list[str]]] = []
    try:
        tree = ast.parse(text)
    except SyntaxError as exc:  # e.g. merge conflict markers: resolve them first
        print(f"skipped {path.relative_to(ROOT)}: {exc.msg} (line {exc.lineno})", file=sys.stderr)
        return False
    for node in ast.walk(tree):
        if isinstance(node, ast.ImportFrom):
            new = _rewrite(node, package, moves, before)
            if new is not None:
                edits.append((node, new))
        elif isinstance(node, ast.Import) and any(
            remap(a.name, moves) != a.name for a in node.names
        ):
            names = [
                remap(a.name, moves) + (f" as {a.asname}" if a.asname else "") for a in node.names
            ]
            edits.append((node, [f"import {', '.join(names)}"]))
    for node, statements in sorted(edits, key=lambda e: -e[0].lineno):
        end = node.end_lineno or node.lineno
        old = "".join(lines[node.lineno - 1 : end])
        indent = old[: len(old) - len(old.lstrip())]
        comment = old[old.index("#") :].rstrip() if "#" in old and end == node.lineno else ""
        new = [
            indent + s + ("  " + comment if comment and i == 0 else "") + "\n"
            for i, s in enumerate(statements)
        ]
        lines[node.lineno - 1 : end] = new
    if edits:
        path.write_text("".join(lines), encoding="utf-8")
    return bool(edits)


def main(argv: Sequence[str] | None = None) -> int:
    """Fix every file; print the ones changed."""
    args = list(sys.argv[1:] if argv is None else argv)
    moves = dict(arg.split("=", 1) for arg in args) if args else MOVES
    for folder in FOLDERS:
        for path in sorted((ROOT / folder).rglob("*.py")):
            if "__pycache__" not in path.parts and fix_file(path, moves):
                print(path.relative_to(ROOT))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
