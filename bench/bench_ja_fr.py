"""Benchmark: how long one Japanese night lasts against the same French night.

Run with ``uv run python bench/bench_ja_fr.py [--preset standard] [--players 8]``.

Renders the same night (the preset's default roles, night 1 and night 2) in French
(espeak-ng) and in Japanese (Open JTalk, the ``ja-voice`` extra) with
:func:`~ww_desktop.narration.voices.render_wav`, the texts taken from the app's catalogues,
and prints both lengths, their ratio (aim: at most 1.5) and the Japanese voice's render time
per line, cold (first line: the dictionary loads) and warm. espeak-ng's own Japanese is no
longer used: it spelled every kanji out ("Chinese letter"), 110 s against 36 s for French.
"""

from __future__ import annotations

import argparse
import statistics
import sys
import tempfile
import time
from pathlib import Path

AIM_RATIO = 1.5


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.split("\n\n")[0])
    parser.add_argument("--preset", default="standard")
    parser.add_argument("--players", type=int, default=8)
    args = parser.parse_args()

    from ww_desktop.narration.jtalk import JTalkEngine, jtalk_available
    from ww_desktop.narration.narrate_cli import build_setup, catalogue
    from ww_desktop.narration.script import as_state, first_played_night, night_script, script_texts
    from ww_desktop.narration.voices import render_wav

    if not jtalk_available():
        print("The Japanese voice is not installed: run 'uv sync --extra ja-voice' first.")
        return 2
    setup = build_setup(args.preset, args.players, None)
    state = as_state(setup)
    first = first_played_night(state)
    wording = state.preset.wording
    results: list[tuple[int, float, float, int]] = []
    with tempfile.TemporaryDirectory(prefix="ww-ja-fr-") as tmp:
        engine = JTalkEngine()
        render_ms: list[float] = []
        for night in (first, first + 1):
            lines = night_script(setup, night, wording)
            fr = script_texts(lines, setup.names, catalogue("fr"))
            ja = script_texts(lines, setup.names, catalogue("ja"))
            fr_s = render_wav(fr, Path(tmp) / f"fr-{night}.wav", language="fr")
            ja_s = render_wav(ja, Path(tmp) / f"ja-{night}.wav", language="ja")
            results.append((night, fr_s, ja_s, len(lines)))
            for text in ja:
                t0 = time.perf_counter()
                engine.render(text, Path(tmp) / "one.wav", rate=170)
                render_ms.append((time.perf_counter() - t0) * 1000)
    print(
        f"One night of {args.preset} ({args.players} players, {wording} wording), "
        "0.6 s between lines:"
    )
    worst = 0.0
    for night, fr_s, ja_s, count in results:
        ratio = ja_s / fr_s
        worst = max(worst, ratio)
        print(
            f"  night {night} ({count} lines): French {fr_s:5.1f} s, Japanese {ja_s:5.1f} s, "
            f"ratio {ratio:.2f}"
        )
    print(
        f"  aim: Japanese <= {AIM_RATIO} x French -> {'met' if worst <= AIM_RATIO else 'NOT met'}"
    )
    print(
        f"Open JTalk render per line: first {render_ms[0]:.0f} ms (dictionary loads), "
        f"then median {statistics.median(render_ms[1:]):.0f} ms, "
        f"max {max(render_ms[1:]):.0f} ms"
    )
    return 0 if worst <= AIM_RATIO else 1


if __name__ == "__main__":
    sys.exit(main())
