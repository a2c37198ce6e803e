"""What a screen reader needs from every control, checked on an accessible tree.

The tree is the one a screen reader reads: nodes with a ``role`` (AT-SPI's role names:
``push button``, ``combo box``...), a ``name``, a ``description``, ``states`` (``showing``,
``focusable``...), ``labelled_by`` (the names of the labels linked to it: a `QLabel`'s buddy
or the title of its group) and ``children``. The table tier reads it over AT-SPI
(``tests/table/atspi_tree.py``); the offscreen tests build it from Qt's own accessibility
interfaces (`qt_tree`). `name_problems` is the same for both:

- an interactive control that shows has a name of its own: not empty, not markup, not merely
  the title of the group it sits in (the "Discussion" number box was read "House rules");
- a drop-down is linked to a label (on Linux Qt reads a drop-down's value as its name, so its
  label is what says what it is), or at least described (the second drop-down of a row);
- an image (a role's icon) has a name;
- in a row of choices (the vote grid), each choice has a name of its own;
- in a language other than English, no name is an English text the catalogue translates (the
  volume slider kept "Grace is dead." in English after a switch to Japanese).
"""

from __future__ import annotations

import re
import xml.etree.ElementTree as ET
from collections.abc import Iterator
from functools import cache
from pathlib import Path
from typing import Any

Node = dict[str, Any]

INTERACTIVE = {
    "push button",
    "toggle button",
    "check box",
    "radio button",
    "combo box",
    "spin button",
    "slider",
    "text",
    "entry",
    "list",
    "table",
    "tree",
    "page tab",
    "menu item",
}
"""The roles of controls a user reaches and acts on."""

OWN_NAME = {"push button", "toggle button", "check box", "radio button", "spin button", "slider"}
"""Controls whose name must be their own (not their group's title); a list or a field may be
named by the group it fills ("Players, in seat order")."""

MARKUP = re.compile(r"<\s*/?\s*(span|b|i|p|br|font|div|html|body|a)\b", re.IGNORECASE)

TRANSLATIONS = Path(__file__).resolve().parents[1] / "translations"


def walk(node: Node, ancestors: tuple[Node, ...] = ()) -> Iterator[tuple[Node, tuple[Node, ...]]]:
    """Every showing node with its ancestors (a hidden node's subtree is not read)."""
    if "showing" not in node.get("states", ()):
        return
    yield node, ancestors
    for child in node.get("children", ()):
        yield from walk(child, (*ancestors, node))


def texts(node: Node) -> Iterator[str]:
    """Every text a screen reader can read in the showing part of *node*."""
    for each, _ in walk(node):
        for key in ("name", "description", "text"):
            value = each.get(key)
            if value:
                yield str(value)


@cache
def english_texts(language: str) -> frozenset[str]:
    """English source texts the catalogue of *language* translates to something else."""
    path = TRANSLATIONS / f"ww_desktop_{language}.ts"
    found: set[str] = set()
    if not path.exists():
        return frozenset()
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        target = message.findtext("translation") or ""
        if source and target and source != target and not re.search(r"%\w|\{", source):
            found.add(source.replace("&", "").strip())
    return frozenset(found)


def _label(text: str) -> str:
    return text.replace("&", "").strip().rstrip(":：").strip()


def name_problems(tree: Node, language: str = "en", where: str = "") -> list[str]:
    """What a screen reader user would miss in *tree* (see the module's docstring)."""
    problems: list[str] = []
    english = english_texts(language) if language != "en" else frozenset()
    for node, ancestors in walk(tree):
        role, name = node.get("role", ""), str(node.get("name", "")).strip()
        states = node.get("states", ())
        say = f"{where}{role} {name!r}"
        if MARKUP.search(name) or MARKUP.search(str(node.get("description", ""))):
            problems.append(f"{say}: markup in its name or description")
        if role == "image" and not name:
            problems.append(f"{where}an image without a name")
        if role not in INTERACTIVE or "focusable" not in states:
            continue
        if role == "combo box":
            said = [*node.get("labelled_by", ()), str(node.get("description", ""))]
            if not any(_label(t) for t in said):
                problems.append(f"{say}: a drop-down with no label linked to it")
            continue
        if not name:
            problems.append(f"{say}: no name")
            continue
        groups = {_label(a.get("name", "")) for a in ancestors if a.get("role") == "panel"}
        if role in OWN_NAME and _label(name) in groups - {""}:
            problems.append(f"{say}: named only by its group")
        if _label(name) in english:
            problems.append(f"{say}: left in English")
    for node, _ in walk(tree):
        choices = [
            c
            for c in node.get("children", ())
            if c.get("role") in OWN_NAME and "showing" in c.get("states", ())
        ]
        names = [str(c.get("name", "")).strip() for c in choices]
        repeated = sorted({n for n in names if n and names.count(n) > 1})
        if len(choices) >= 3 and repeated:
            problems.append(f"{where}{len(choices)} choices share names: {repeated[:5]}")
    return problems


QT_ROLES = {
    "PushButton": "push button",
    "ButtonMenu": "push button",
    "ButtonDropDown": "push button",
    "CheckBox": "check box",
    "RadioButton": "radio button",
    "ComboBox": "combo box",
    "SpinBox": "spin button",
    "Slider": "slider",
    "EditableText": "text",
    "List": "list",
    "Table": "table",
    "Tree": "tree",
    "PageTab": "page tab",
    "MenuItem": "menu item",
    "Graphic": "image",
    "Grouping": "panel",
    "StaticText": "label",
}
"""Qt's accessible roles under the names AT-SPI gives them."""


def qt_tree(widget: Any, depth: int = 0) -> Node:
    """The accessible tree of *widget* as Qt gives it to a screen reader (offscreen tests):
    the same shape as the AT-SPI reader's (see the module's docstring)."""
    from PySide6.QtGui import QAccessible, QAccessibleInterface

    iface: QAccessibleInterface | None = (
        widget
        if isinstance(widget, QAccessibleInterface)
        else QAccessible.queryAccessibleInterface(widget)
    )
    assert iface is not None and iface.isValid()
    state = iface.state()
    states = [] if state.invisible else ["showing"]
    if state.focusable:
        states.append("focusable")
    labels = [
        other.text(QAccessible.Text.Name)
        for other, flag in iface.relations()
        if flag & QAccessible.RelationFlag.Label and other is not None and other.isValid()
    ]
    node: Node = {
        "role": QT_ROLES.get(iface.role().name, iface.role().name.lower()),
        "name": iface.text(QAccessible.Text.Name),
        "description": iface.text(QAccessible.Text.Description),
        "states": states,
        "labelled_by": labels,
        "children": [],
    }
    if depth < 60 and not state.invisible:
        for i in range(iface.childCount()):
            child = iface.child(i)
            if child is not None and child.isValid():
                node["children"].append(qt_tree(child, depth + 1))
    return node


@cache
def catalogue(language: str) -> dict[str, str]:
    """The catalogue of *language* as source -> translation (English: each source itself)."""
    path = TRANSLATIONS / f"ww_desktop_{language}.ts"
    table: dict[str, str] = {}
    if language == "en" or not path.exists():
        path = TRANSLATIONS / "ww_desktop_ja.ts"
    for message in ET.parse(path).getroot().iter("message"):
        source = message.findtext("source") or ""
        target = message.findtext("translation") or ""
        if language == "en":
            target = source
        table.setdefault(source, target or source)
    return table


def role_words(language: str) -> list[str]:
    """Every role's name in *language* (from the catalogue's ``Role`` context)."""
    path = TRANSLATIONS / "ww_desktop_ja.ts"
    words: set[str] = set()
    for context in ET.parse(path).getroot().iter("context"):
        if context.findtext("name") != "Role":
            continue
        for message in context.iter("message"):
            source = message.findtext("source") or ""
            if source and "%" not in source:
                words.add(catalogue(language).get(source, source))
    return sorted(words, key=len, reverse=True)
