"""Print an app's accessible tree, as a screen reader reads it over AT-SPI, as JSON.

Run by Debian's Python (``/usr/bin/python3`` with the apt packages ``python3-gi`` and
``gir1.2-atspi-2.0``: PyGObject does not install in the project's venv), with the rig's
``DISPLAY`` and ``DBUS_SESSION_BUS_ADDRESS``::

    /usr/bin/python3 tests/table/atspi_tree.py PID
    /usr/bin/python3 tests/table/atspi_tree.py PID --press PATH

The first prints a list with one node per window of the application whose process id is PID
(an empty list while it has not joined the accessibility bus). Each node has its ``role``,
``name``, ``description``, ``states``, ``labelled_by`` (the names of the labels linked to
it), ``text`` (what a text field or a label holds) and ``children``. A node that is not
showing is kept, but not its children (a hidden widget's children are hidden too): a screen
reader reads only what shows. Each node's ``path`` (child indexes from the window, the
window's own index first: ``"0/3/1"``) names it for the second form, which does the node's
first action (a button's "Press", a check box's "Toggle"), as a screen reader does when its
user activates what it reads (a button the keyboard cannot reach included), and prints the
action's name. The table tier's `Table.tree` and `Table.press` call it; it is no test itself.
"""

from __future__ import annotations

import json
import sys
import warnings
from typing import Any

import gi  # type: ignore[import-not-found]

gi.require_version("Atspi", "2.0")
from gi.repository import Atspi  # type: ignore[import-not-found]  # noqa: E402

warnings.simplefilter("ignore")  # PyGObject's deprecation notes are not the app's

TEXT_ROLES = {"label", "text", "entry", "paragraph", "static", "heading", "status bar"}


def _node(acc: Any, depth: int, path: str) -> dict[str, Any]:
    try:
        states = sorted(s.value_nick for s in acc.get_state_set().get_states())
    except Exception:
        states = ["defunct"]
    role = acc.get_role_name() or ""
    out: dict[str, Any] = {
        "role": role,
        "name": acc.get_name() or "",
        "description": acc.get_description() or "",
        "states": states,
        "id": acc.get_accessible_id() or "",
        "path": path,
    }
    labels = []
    try:
        for rel in acc.get_relation_set() or []:
            if rel.get_relation_type() == Atspi.RelationType.LABELLED_BY:
                for i in range(rel.get_n_targets()):
                    labels.append(rel.get_target(i).get_name() or "")
    except Exception:
        pass
    out["labelled_by"] = labels
    if role in TEXT_ROLES:
        try:
            count = Atspi.Text.get_character_count(acc)
            out["text"] = Atspi.Text.get_text(acc, 0, min(count, 4000)) if count else ""
        except Exception:
            pass
    children = []
    if "showing" in states and depth < 60:
        for i in range(acc.get_child_count()):
            child = acc.get_child_at_index(i)
            if child is not None:
                children.append(_node(child, depth + 1, f"{path}/{i}"))
    out["children"] = children
    return out


def _app(pid: int) -> Any:
    desktop = Atspi.get_desktop(0)
    for i in range(desktop.get_child_count()):
        app = desktop.get_child_at_index(i)
        if app is not None and app.get_process_id() == pid:
            return app
    return None


def _press(app: Any, path: str) -> str:
    """Do the first action of the node at *path*; its name ("" when there is none)."""
    node = app
    for index in path.split("/"):
        node = node.get_child_at_index(int(index)) if node is not None else None
    if node is None or Atspi.Action.get_n_actions(node) < 1:
        return ""
    name = Atspi.Action.get_action_name(node, 0) or "?"
    Atspi.Action.do_action(node, 0)
    return str(name)


def main() -> None:
    pid = int(sys.argv[1])
    app = _app(pid)
    if len(sys.argv) > 3 and sys.argv[2] == "--press":
        json.dump(_press(app, sys.argv[3]) if app is not None else "", sys.stdout)
        return
    windows: list[dict[str, Any]] = []
    if app is not None:
        for j in range(app.get_child_count()):
            window = app.get_child_at_index(j)
            if window is not None:
                windows.append(_node(window, 0, str(j)))
    json.dump(windows, sys.stdout, ensure_ascii=False)


if __name__ == "__main__":
    main()
