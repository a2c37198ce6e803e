"""The layers of `ww_desktop` and the directions they may import in (see docs/layout.md).

Every module's imports are read from its source with `ast` (imports inside functions included:
a lazy import is still a dependency), then:

* each module belongs to one layer (:data:`LAYERS`) and may import only the layers
  :data:`ALLOWED` lists: the bottom layer (``base``) imports nothing but itself, and the
  engine nothing but the bottom layer; the store, the texts and the narration never the app
  or the CLI; the app never the CLI;
* each layer imports only the Qt modules :data:`QT_ALLOWED` gives it: none in the bottom
  layer and the engine, Qt Core below the app (the texts, the store, the phones' server...),
  audio and speech in the narration, widgets only in the app and the CLI;
* no two modules import each other, directly or round a longer loop. Imports under
  ``if TYPE_CHECKING:`` count for the layers but not for the loops (they never run: that is
  how a type may name a class of a module that imports this one).
"""

from __future__ import annotations

import ast
from collections.abc import Iterator
from functools import cache
from pathlib import Path

PACKAGE = Path(__file__).resolve().parent.parent / "ww_desktop"
ROOT = "ww_desktop"

LAYERS: dict[str, str] = {
    # prefix (a module or a package) -> layer; the longest matching prefix wins
    "ww_desktop.engine": "engine",
    "ww_desktop.store": "store",
    "ww_desktop.texts": "texts",
    "ww_desktop.narration": "narration",
    "ww_desktop.phones": "phones",
    "ww_desktop.app": "app",
    "ww_desktop.cli": "cli",
    "ww_desktop.__main__": "cli",
    # the bottom layer, plain Python under everything (the engine included): the version,
    # the flight record, the UI state saved with a game, the wordings' names
    "ww_desktop": "base",
    "ww_desktop.flight_record": "base",
    "ww_desktop.ui_state": "base",
    "ww_desktop.wordings": "base",
    # the art and sounds (a role's icon follows its side, which the engine knows)
    "ww_desktop.resources": "assets",
    # Qt-free services over the engine and the store, used by the app, the phones and the CLI
    "ww_desktop.session": "core",
    "ww_desktop.headless": "core",
    "ww_desktop.simulate": "core",
    "ww_desktop.report": "core",
    "ww_desktop.game_files": "core",
    "ww_desktop.table_view": "core",
    # the typed seam the narration and the phones' hub follow the controller through
    "ww_desktop.seam": "seam",
}

_UNDER_THE_APP = {
    "phones",
    "narration",
    "seam",
    "core",
    "engine",
    "store",
    "texts",
    "assets",
    "base",
}
"""Every layer below the app (which the app and the CLI may import)."""

ALLOWED: dict[str, set[str]] = {
    "engine": {"engine", "base"},
    "base": {"base"},
    "seam": {"seam", "engine", "base"},
    "assets": {"assets", "engine", "base"},
    "store": {"store", "base"},
    "texts": {"texts", "engine"},
    "narration": {"narration", "seam", "engine", "texts", "assets", "base"},
    "core": {"core", "engine", "store", "texts", "base"},
    "phones": {"phones", "core", "engine", "store", "texts", "assets", "base"},
    "app": {"app", *_UNDER_THE_APP},
    "cli": {"cli", "app", *_UNDER_THE_APP},
}

KNOWN_CYCLES: set[frozenset[str]] = set()
"""Cycles allowed for now, each with the reason (empty: there are none)."""


def module_name(path: Path) -> str:
    """The dotted name of the module in *path* (a package is its ``__init__``)."""
    parts = list(path.relative_to(PACKAGE.parent).with_suffix("").parts)
    if parts[-1] == "__init__":
        parts.pop()
    return ".".join(parts)


@cache
def modules() -> dict[str, Path]:
    """Every module of the package, by dotted name."""
    return {
        module_name(p): p for p in sorted(PACKAGE.rglob("*.py")) if "__pycache__" not in p.parts
    }


def _nodes(tree: ast.AST, typing_too: bool) -> Iterator[ast.AST]:
    """Every node of *tree*; without what ``if TYPE_CHECKING:`` holds unless *typing_too*."""
    todo = [tree]
    while todo:
        node = todo.pop()
        yield node
        if (
            not typing_too
            and isinstance(node, ast.If)
            and "TYPE_CHECKING" in ast.unparse(node.test)
        ):
            todo.extend(node.orelse)
            continue
        todo.extend(ast.iter_child_nodes(node))


def _package(module: str, path: Path) -> str:
    """The package a relative import in *module* (read from *path*) starts from."""
    return module if path.name == "__init__.py" else module.rpartition(".")[0]


def _from(package: str, node: ast.ImportFrom) -> str:
    """The module a ``from ... import`` names, relative levels resolved from *package*."""
    if not node.level:
        return node.module or ""
    parts = package.split(".")
    parts = parts[: len(parts) - node.level + 1]
    return ".".join([*parts, *([node.module] if node.module else [])])


def _imported(module: str, path: Path, typing_too: bool) -> Iterator[tuple[str, int]]:
    """The modules of ours that *module* imports (with the line), wherever the import is."""
    known = modules()
    package = _package(module, path)
    for node in _nodes(ast.parse(path.read_text(encoding="utf-8")), typing_too):
        if isinstance(node, ast.Import):
            for alias in node.names:
                if alias.name.split(".")[0] == ROOT:
                    yield alias.name, node.lineno
        elif isinstance(node, ast.ImportFrom):
            base = _from(package, node)
            if base.split(".")[0] != ROOT:
                continue
            for alias in node.names:
                # `from pkg import mod` imports the module; `from mod import name` the module
                sub = f"{base}.{alias.name}"
                yield (sub if sub in known else base), node.lineno


@cache
def graph(typing_too: bool = True) -> dict[str, dict[str, int]]:
    """module -> {imported module: first line}, for our modules only (*typing_too*: with the
    imports under ``if TYPE_CHECKING:``)."""
    out: dict[str, dict[str, int]] = {}
    for module, path in modules().items():
        edges: dict[str, int] = {}
        for target, line in _imported(module, path, typing_too):
            if target != module:
                edges.setdefault(target, line)
        out[module] = edges
    return out


def layer_of(module: str) -> str | None:
    """The layer of *module* (its longest prefix in :data:`LAYERS`), or None."""
    best = None
    for prefix in LAYERS:
        if (module == prefix or module.startswith(prefix + ".")) and (
            best is None or len(prefix) > len(best)
        ):
            best = prefix
    return None if best is None else LAYERS[best]


def cycles(edges: dict[str, dict[str, int]]) -> list[list[str]]:
    """The strongly connected components of more than one module (Tarjan), each sorted."""
    index: dict[str, int] = {}
    low: dict[str, int] = {}
    stack: list[str] = []
    on_stack: set[str] = set()
    found: list[list[str]] = []
    counter = 0

    def visit(start: str) -> None:  # iterative, so a deep graph cannot hit the recursion limit
        nonlocal counter
        work: list[tuple[str, Iterator[str]]] = []

        def enter(node: str) -> None:
            nonlocal counter
            index[node] = low[node] = counter
            counter += 1
            stack.append(node)
            on_stack.add(node)
            work.append((node, iter(sorted(edges.get(node, {})))))

        enter(start)
        while work:
            node, children = work[-1]
            child = next(children, None)
            if child is not None:
                if child not in index:
                    enter(child)
                elif child in on_stack:
                    low[node] = min(low[node], index[child])
                continue
            work.pop()
            if work:
                low[work[-1][0]] = min(low[work[-1][0]], low[node])
            if low[node] == index[node]:
                component = []
                while True:
                    member = stack.pop()
                    on_stack.discard(member)
                    component.append(member)
                    if member == node:
                        break
                if len(component) > 1:
                    found.append(sorted(component))

    for node in sorted(edges):
        if node not in index:
            visit(node)
    return found


def _defined(path: Path) -> set[str]:
    """The names a module binds at its top level (in ``if``/``try`` blocks too)."""
    names: set[str] = set()
    todo: list[ast.stmt] = list(ast.parse(path.read_text(encoding="utf-8")).body)
    while todo:
        node = todo.pop()
        if isinstance(node, ast.FunctionDef | ast.AsyncFunctionDef | ast.ClassDef):
            names.add(node.name)
        elif isinstance(node, ast.Assign | ast.AnnAssign | ast.AugAssign):
            targets = node.targets if isinstance(node, ast.Assign) else [node.target]
            for target in targets:
                names.update(n.id for n in ast.walk(target) if isinstance(n, ast.Name))
            lazy = any(isinstance(t, ast.Name) and t.id == "__all__" for t in targets)
            if lazy and node.value is not None:  # a module `__getattr__` may serve these
                names.update(
                    c.value
                    for c in ast.walk(node.value)
                    if isinstance(c, ast.Constant) and isinstance(c.value, str)
                )
        elif isinstance(node, ast.Import | ast.ImportFrom):
            names.update((a.asname or a.name).split(".")[0] for a in node.names)
        elif isinstance(node, ast.If | ast.Try | ast.With):
            todo.extend(node.body)
            todo.extend(getattr(node, "orelse", []))
            todo.extend(getattr(node, "finalbody", []))
            for handler in getattr(node, "handlers", []):
                todo.extend(handler.body)
    return names


def test_every_import_resolves() -> None:
    """After a move, an import of the old place fails here (mypy does not look: it ignores
    missing imports), not in the one test that happens to reach that line."""
    known = modules()
    broken = []
    for module, path in sorted(known.items()):
        package = _package(module, path)
        for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
            if isinstance(node, ast.Import):
                broken += [
                    f"{module}:{node.lineno} imports {a.name}"
                    for a in node.names
                    if a.name.split(".")[0] == ROOT and a.name not in known
                ]
                continue
            if not isinstance(node, ast.ImportFrom):
                continue
            base = _from(package, node)
            if base.split(".")[0] != ROOT:
                continue
            if base not in known:
                broken.append(f"{module}:{node.lineno} imports from {base}")
                continue
            defined = _defined(known[base])
            broken += [
                f"{module}:{node.lineno} imports {a.name} from {base}"
                for a in node.names
                if a.name != "*" and f"{base}.{a.name}" not in known and a.name not in defined
            ]
    assert not broken, "imports of what is not there:\n" + "\n".join(broken)


def test_every_module_has_a_layer() -> None:
    unplaced = sorted(m for m in modules() if layer_of(m) is None)
    assert not unplaced, f"add these modules to LAYERS in {Path(__file__).name}: {unplaced}"


def test_imports_follow_the_layers() -> None:
    wrong = []
    for module, edges in sorted(graph().items()):
        mine = layer_of(module)
        assert mine is not None
        for target, line in sorted(edges.items()):
            theirs = layer_of(target)
            if theirs not in ALLOWED[mine]:
                wrong.append(f"{module}:{line} ({mine}) imports {target} ({theirs})")
    assert not wrong, "imports against the layers:\n" + "\n".join(wrong)


QT_ALLOWED: dict[str, set[str]] = {
    "engine": set(),
    "base": set(),
    "seam": {"PySide6.QtCore"},
    "assets": {"PySide6.QtCore"},
    "store": {"PySide6.QtCore"},
    "texts": {"PySide6.QtCore"},
    "core": {"PySide6.QtCore"},
    # the phones' server and page: no widgets (the app's phone widgets are in app/phones/)
    "phones": {"PySide6.QtCore"},
    # the voice: the clock, the audio and the speech engines, never a widget
    "narration": {"PySide6.QtCore", "PySide6.QtMultimedia", "PySide6.QtTextToSpeech"},
    "app": {"*"},
    "cli": {"*"},
}
"""The Qt modules each layer may import: widgets (and painting) only in the app and the CLI."""


def qt_imports(path: Path) -> Iterator[tuple[str, int]]:
    """The Qt modules *path* imports (with the line), wherever the import is."""
    for node in ast.walk(ast.parse(path.read_text(encoding="utf-8"))):
        names = []
        if isinstance(node, ast.Import):
            names = [a.name for a in node.names]
        elif isinstance(node, ast.ImportFrom) and not node.level:
            module = node.module or ""
            # `from PySide6 import QtWidgets` imports the module QtWidgets
            names = [f"{module}.{a.name}" for a in node.names] if module == "PySide6" else [module]
        for name in names:
            if name == "PySide6" or name.startswith("PySide6."):
                yield ".".join(name.split(".")[:2]), node.lineno


def test_every_layer_has_its_qt_rule() -> None:
    assert set(QT_ALLOWED) == set(ALLOWED)


def test_qt_stays_in_its_layers() -> None:
    """Qt Core below the app (texts, store, core, phones...); the narration adds only audio
    and speech; widgets and painting only in the app and the CLI; the engine no Qt at all."""
    wrong = []
    for module, path in modules().items():
        layer = layer_of(module)
        assert layer is not None
        allowed = QT_ALLOWED[layer]
        if "*" in allowed:
            continue
        for name, line in qt_imports(path):
            if name not in allowed:
                wrong.append(f"{module}:{line} ({layer}) imports {name}")
    assert not wrong, "Qt where its layer may not have it:\n" + "\n".join(wrong)


def test_no_import_cycles() -> None:
    found = [c for c in cycles(graph(typing_too=False)) if frozenset(c) not in KNOWN_CYCLES]
    assert not found, "modules importing each other (round a loop):\n" + "\n".join(
        " <-> ".join(c) for c in found
    )


def test_the_checks_can_fail() -> None:
    """The cycle finder and the layer table catch what they are for."""
    assert cycles({"a": {"b": 1}, "b": {"c": 1}, "c": {"a": 1}, "d": {"a": 1}}) == [["a", "b", "c"]]
    assert cycles({"a": {"b": 1}, "b": {}}) == []
    assert layer_of("ww_desktop.engine.roles.seer") == "engine"
    assert layer_of("ww_desktop.flight_record") == "base"
    assert layer_of("ww_desktop.resources") == "assets"
    assert "app" not in ALLOWED["engine"] | ALLOWED["store"] | ALLOWED["narration"]
    assert ALLOWED["engine"] == {"engine", "base"} and ALLOWED["base"] == {"base"}
    assert QT_ALLOWED["engine"] == QT_ALLOWED["base"] == set()
    assert "cli" not in ALLOWED["app"] | ALLOWED["texts"]
    assert layer_of("ww_desktop.phones.server") == "phones"
    assert layer_of("ww_desktop.app.phones.widgets") == "app"
    assert "app" not in ALLOWED["phones"]
    assert "PySide6.QtWidgets" not in QT_ALLOWED["phones"] | QT_ALLOWED["narration"]


def test_the_qt_reader_sees_every_form(tmp_path: Path) -> None:
    sample = tmp_path / "sample.py"
    sample.write_text(
        "import PySide6.QtGui\n"
        "from PySide6 import QtWidgets\n"
        "def f():\n    from PySide6.QtCore import QObject\n",
        encoding="utf-8",
    )
    found = sorted(qt_imports(sample))
    assert found == [("PySide6.QtCore", 4), ("PySide6.QtGui", 1), ("PySide6.QtWidgets", 2)]


def test_only_the_controller_holds_the_session() -> None:
    """The windows ask the controller (`can_undo`, `pending`, `apply`...), never reach through
    it into the session that writes the store."""
    offenders = []
    for path in sorted((PACKAGE / "app").rglob("*.py")):
        if path.name == "controller.py":
            continue
        tree = ast.parse(path.read_text(encoding="utf-8"))
        for node in ast.walk(tree):
            if (
                isinstance(node, ast.Attribute)
                and node.attr == "session"
                and isinstance(node.value, ast.Attribute)
                and node.value.attr == "controller"
            ):
                offenders.append(f"{path.relative_to(PACKAGE)}:{node.lineno}")
    assert offenders == []
