"""Fixtures for the narration tests: offscreen Qt and voices that are always shut down."""

from __future__ import annotations

import os

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from collections.abc import Callable, Iterator
from typing import TypeVar

import pytest

from ww_desktop.narration.voices import VoiceBackend

V = TypeVar("V", bound=VoiceBackend)


@pytest.fixture
def make_backend(qapp: object) -> Iterator[Callable[[Callable[[], V]], V]]:
    """Build voices with ``make_backend(Factory)``; every one is shut down afterwards."""
    made: list[VoiceBackend] = []

    def build(factory: Callable[[], V]) -> V:
        voice = factory()
        made.append(voice)
        return voice

    yield build
    for voice in made:
        voice.shutdown()
