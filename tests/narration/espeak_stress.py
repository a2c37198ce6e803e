"""Renders the app's lines ahead in English, French and Japanese while the GUI thread
switches the narration's language, for `test_espeak_stress.py` and
`bench/bench_espeak_stress.py`, which run it as a child process and read its exit code::

    python tests/narration/espeak_stress.py ROUNDS

Two real voices (`Pyttsx3Voice`, each with its speech thread: the narration's and the
story's) share espeak-ng. Each round, as the app does at a language switch
(`follow_language`, then `_prepare_night`): the GUI thread gives each voice the next
language (en, fr, ja in turn; Japanese without Open JTalk is read as subtitles), then asks
it to render the lines that may come next in that language and the first three in the
others. The players' names change every round, so every line is new and really rendered.
The next switch comes while the previous round's lines are still being rendered.

Prints ``rendered N lines`` and exits 0. pyttsx3's espeak driver made espeak-ng read past
each line's text (`narration/espeak.py`): under AddressSanitizer's checks that is an error
at the first line, and without them a segmentation fault now and then.
"""

from __future__ import annotations

import os
import sys

os.environ.setdefault("QT_QPA_PLATFORM", "offscreen")

from PySide6.QtCore import QEventLoop
from PySide6.QtWidgets import QApplication

from ww_desktop.narration.ahead import upcoming_lines
from ww_desktop.narration.narrate_cli import build_setup, catalogue
from ww_desktop.narration.script import script_texts
from ww_desktop.narration.voices import Pyttsx3Voice

LANGUAGES = ("en", "fr", "ja")
AHEAD_OTHER_LANGUAGES = 3  # as ww_desktop.app.main
NAMES = ["Ann", "Bob", "Cleo", "Dan", "Eve", "Fay", "Gus", "Hal", "Ivy"]


def _pending(voice: Pyttsx3Voice) -> int:
    """Lines asked for ahead and not rendered yet (read privately from a checkout older
    than ``renders_pending``: ``bench_espeak_stress.py --against``)."""
    if hasattr(voice, "renders_pending"):
        return voice.renders_pending()
    return len(voice._ahead)


def main(rounds: int) -> int:
    app = QApplication.instance() or QApplication([])
    translate = {code: catalogue(code) for code in LANGUAGES}
    state = build_setup("standard", len(NAMES), None)
    lines = upcoming_lines(state, "classic")
    voices = [Pyttsx3Voice(), Pyttsx3Voice()]
    rendered = [0]
    for voice in voices:
        voice._worker.rendered.connect(lambda *_: rendered.__setitem__(0, rendered[0] + 1))
        if not voice.voices():
            print("no speech engine", file=sys.stderr)
            return 2
    for n in range(rounds):
        language = LANGUAGES[n % len(LANGUAGES)]
        names = [f"{name} {n}" for name in NAMES]
        for voice in voices:
            if not voice.set_language(language):
                voice.set_subtitles_only(language)
            also = {
                code: script_texts(lines[:AHEAD_OTHER_LANGUAGES], names, translate[code])
                for code in LANGUAGES
                if code != language
            }
            voice.prepare(script_texts(lines, names, translate[language]), also)
        # The next switch comes while this round's last lines are still being rendered.
        while sum(_pending(v) for v in voices) > 4:
            app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    while any(_pending(v) for v in voices):
        app.processEvents(QEventLoop.ProcessEventsFlag.WaitForMoreEvents)
    for voice in voices:
        voice.shutdown()
    print(f"rendered {rendered[0]} lines")
    return 0


if __name__ == "__main__":
    sys.exit(main(int(sys.argv[1]) if len(sys.argv) > 1 else 100))
