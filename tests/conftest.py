"""Test-wide set-up: Qt offscreen, and every data folder redirected to a temporary one."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")
os.environ.setdefault("QT_QUICK_BACKEND", "software")
