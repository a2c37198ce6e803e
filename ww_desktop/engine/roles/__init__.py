"""Roles: one module per role (or close family), each registering itself with `@register`.

Every module in this package is imported (in name order) so its roles register; modules whose
name starts with "_" (the template and the helpers shared by roles) are skipped. The `Role`
base class, its hooks and the registry live in `engine/role_base.py` (outside this package, so
the core imports them without loading every role). To add a role: copy `_template.py`
to `<role_id>.py`, fill it in, list it in a preset's `roles` (see `presets/`), and add its
scenarios under `tests/scenarios/`.
"""

from __future__ import annotations

import pkgutil
from importlib import import_module

from ..role_base import ALIASES, REGISTRY, Role, canonical, register, role


def _load_all() -> None:
    names = sorted(m.name for m in pkgutil.iter_modules(__path__))
    for name in names:
        if not name.startswith("_"):
            import_module(f"{__name__}.{name}")


_load_all()

__all__ = ["ALIASES", "REGISTRY", "Role", "canonical", "register", "role"]
