"""The engine's modules import each other without a cycle, and a role module imports no other
role's module (what roles share lives in `roles/_shared.py`).

Every import counts, at the top of a module or inside a function (a lazy import that hides a
cycle is still a cycle), and so do the imports under `if TYPE_CHECKING:` (never run, but a
module that needs another's names to be read, type-checked or compiled depends on it: the
engine's types form no circle either). The roles package imports every role module
(`roles/__init__.py`; not those named `_...`), so it depends on each of them.
"""

from __future__ import annotations

import ast
from pathlib import Path

ENGINE = Path(__file__).resolve().parents[2] / "ww_desktop" / "engine"
PACKAGE = "ww_desktop.engine"


def _module_name(path: Path) -> str:
    parts = list(path.relative_to(ENGINE).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join([PACKAGE, *parts])


def _imports(tree: ast.Module, *, typing: bool = True) -> list[ast.Import | ast.ImportFrom]:
    """Every import statement (without *typing*: not those under `if TYPE_CHECKING:`)."""
    found: list[ast.Import | ast.ImportFrom] = []

    def visit(node: ast.AST) -> None:
        if not typing and isinstance(node, ast.If) and "TYPE_CHECKING" in ast.unparse(node.test):
            for child in node.orelse:
                visit(child)
            return
        if isinstance(node, ast.Import | ast.ImportFrom):
            found.append(node)
        for child in ast.iter_child_nodes(node):
            visit(child)

    visit(tree)
    return found


def _graph(*, typing: bool = True) -> dict[str, set[str]]:
    modules = {_module_name(p): p for p in ENGINE.rglob("*.py")}
    graph: dict[str, set[str]] = {name: set() for name in modules}
    for name, path in modules.items():
        is_package = path.name == "__init__.py"
        base = name.split(".") if is_package else name.split(".")[:-1]
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in _imports(tree, typing=typing):
            if isinstance(node, ast.Import):
                targets = [a.name for a in node.names]
            elif node.level:
                anchor = base[: len(base) - (node.level - 1)]
                mod = ".".join(anchor + ([node.module] if node.module else []))
                targets = [mod] + [f"{mod}.{a.name}" for a in node.names]
            else:
                targets = [node.module or ""] + [f"{node.module}.{a.name}" for a in node.names]
            for target in targets:
                while target and target not in modules:
                    target = target.rpartition(".")[0]
                if target and target != name:
                    graph[name].add(target)
    roles = f"{PACKAGE}.roles"
    graph[roles] |= {
        m for m in modules if m.startswith(roles + ".") and not m.rpartition(".")[2].startswith("_")
    }
    return graph


def _cycle(graph: dict[str, set[str]]) -> list[str]:
    """One import cycle, or [] when there is none."""
    state: dict[str, int] = {}
    stack: list[str] = []

    def visit(node: str) -> list[str]:
        state[node] = 1
        stack.append(node)
        for nxt in sorted(graph[node]):
            if state.get(nxt) == 1:
                return [*stack[stack.index(nxt) :], nxt]
            if nxt not in state and (found := visit(nxt)):
                return found
        stack.pop()
        state[node] = 2
        return []

    for node in sorted(graph):
        if node not in state and (found := visit(node)):
            return found
    return []


def test_the_engine_has_no_import_cycle() -> None:
    assert _cycle(_graph(typing=False)) == []


def test_the_engine_has_no_import_cycle_even_through_type_checking_imports() -> None:
    assert _cycle(_graph()) == []


def test_a_type_checking_import_counts() -> None:
    tree = ast.parse(
        "from typing import TYPE_CHECKING\nif TYPE_CHECKING:\n    from .state import X\n"
    )
    assert [n.module for n in _imports(tree) if isinstance(n, ast.ImportFrom)] == [
        "typing",
        "state",
    ]
    assert [n.module for n in _imports(tree, typing=False) if isinstance(n, ast.ImportFrom)] == [
        "typing"
    ]


def test_a_role_module_imports_no_other_role() -> None:
    graph = _graph()
    roles = f"{PACKAGE}.roles."
    borrowed = sorted(
        f"{name} -> {dep}"
        for name, deps in graph.items()
        if name.startswith(roles)
        for dep in deps
        if dep.startswith(roles) and not dep.rpartition(".")[2].startswith("_")
    )
    assert borrowed == []


def test_the_cycle_finder_finds_a_cycle() -> None:
    assert _cycle({"a": {"b"}, "b": {"c"}, "c": {"a"}}) == ["a", "b", "c", "a"]
