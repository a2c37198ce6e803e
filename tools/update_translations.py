"""Keep the translation catalogues in step with the code, and build them.

Run from the repository root::

    uv run python tools/update_translations.py           # lupdate + lrelease
    uv run python tools/update_translations.py --check   # exit 1 when out of step

The default mode runs ``pyside6-lupdate -no-obsolete`` over every Python file under
``ww_desktop/`` that shows text (the files that call ``self.tr``, ``translate(...)`` or mark
strings with ``QT_TRANSLATE_NOOP``; ``narration/lines.py`` always) into the catalogues
``translations/ww_desktop_<lang>.ts`` (the sources translators edit, beside ``ww_desktop/``),
then ``pyside6-lrelease`` into ``ww_desktop/translations/ww_desktop_<lang>.qm`` (what the app
loads: committed, shipped in the wheel, bundled by PyInstaller, loaded by the self-test).

``--check`` changes nothing: it runs lupdate into temporary copies of the ``.ts`` files and
exits 1 when any copy differs from the committed file (strings in the code and the catalogue
are out of step), when a shipped language still has unfinished entries, or when a ``.qm``
is missing or older than its ``.ts``.
"""

from __future__ import annotations

import argparse
import re
import shutil
import subprocess
import sys
import tempfile
import xml.etree.ElementTree as ET
from collections.abc import Sequence
from pathlib import Path

from ww_desktop.texts.languages import TRANSLATED

ROOT = Path(__file__).resolve().parent.parent
PACKAGE = ROOT / "ww_desktop"
TRANSLATIONS = ROOT / "translations"
"""The catalogues (``.ts``): sources, not shipped."""
COMPILED = PACKAGE / "translations"
"""The compiled catalogues (``.qm``) the app loads (see ``ww_desktop/texts/catalogues.py``)."""
LANGUAGES: tuple[str, ...] = TRANSLATED
"""The translated languages (`ww_desktop/texts/languages.py`; English is the source
language: see `ENGLISH_PLURALS`)."""

ENGLISH_PLURALS = "en"
"""English needs a catalogue only for its plural forms (``lupdate -pluralonly``): a counted
text is written once, "%n player(s)", and Qt picks "1 player" or "8 players" from
``ww_desktop_en.qm``. The forms are filled here from the source ("(s)" dropped for one,
"s" for many); a text without "(s)" must be filled by hand in the catalogue."""

ALWAYS = (PACKAGE / "narration" / "lines.py",)
_MARKERS = re.compile(r"\bself\.tr\(|\.translate\(|\btranslate\(\s*\"|QT_TRANSLATE_NOOP|QT_TR_NOOP")


def ts_path(lang: str, folder: Path = TRANSLATIONS) -> Path:
    """The catalogue of language *lang*."""
    return folder / f"ww_desktop_{lang}.ts"


def qm_path(ts: Path) -> Path:
    """The compiled catalogue of catalogue *ts*."""
    return COMPILED / ts.with_suffix(".qm").name


def source_files() -> list[Path]:
    """Every Python file under ww_desktop/ that shows translatable text, sorted."""
    found: set[Path] = set(ALWAYS)
    for path in PACKAGE.rglob("*.py"):
        if "__pycache__" in path.parts:
            continue
        if _MARKERS.search(path.read_text(encoding="utf-8")):
            found.add(path)
    return sorted(found)


def _tool(name: str) -> str:
    """The path of a PySide6 tool (next to the running Python, else on PATH)."""
    here = Path(sys.executable).parent / name
    if here.exists():
        return str(here)
    found = shutil.which(name)
    if found is None:
        raise SystemExit(f"{name} not found: run this with `uv run`")
    return found


def run_lupdate(ts_files: Sequence[Path], plurals_only: bool = False) -> None:
    """Merge the strings of the code into *ts_files* (created when missing); with
    *plurals_only*, only the counted texts, for English (see `ENGLISH_PLURALS`)."""
    files = [str(p.relative_to(ROOT)) for p in source_files()]
    cmd = [_tool("pyside6-lupdate"), "-silent", "-no-obsolete", "-locations", "none"]
    if plurals_only:
        cmd += ["-pluralonly", "-target-language", ENGLISH_PLURALS]
    cmd += files + ["-ts"] + [str(p) for p in ts_files]
    subprocess.run(cmd, check=True, cwd=ROOT)


def run_lrelease(ts: Path, qm: Path) -> None:
    """Compile one catalogue."""
    cmd = [_tool("pyside6-lrelease"), "-silent", "-removeidentical", str(ts), "-qm", str(qm)]
    subprocess.run(cmd, check=True, cwd=ROOT)


def fill_english(ts: Path) -> None:
    """Fill the unfinished English plural forms from their source text ("(s)")."""
    tree = ET.parse(ts)
    changed = False
    for message in tree.getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") != "unfinished" or "(s)" not in source:
            continue
        for form in list(translation):
            translation.remove(form)
        translation.text = None
        for text in (source.replace("(s)", ""), source.replace("(s)", "s")):
            ET.SubElement(translation, "numerusform").text = text
        del translation.attrib["type"]
        changed = True
    if changed:
        tree.write(ts, encoding="utf-8", xml_declaration=True)
        run_lupdate([ts], plurals_only=True)  # lupdate's own layout again


def unfinished(ts: Path) -> list[str]:
    """The source texts of *ts* whose translation is empty or marked unfinished."""
    missing: list[str] = []
    for message in ET.parse(ts).getroot().iter("message"):
        translation = message.find("translation")
        source = message.findtext("source") or ""
        if translation is None or translation.get("type") in ("unfinished", "vanished", "obsolete"):
            missing.append(source)
            continue
        forms = translation.findall("numerusform")
        texts = [f.text or "" for f in forms] if forms else [translation.text or ""]
        if not all(t.strip() for t in texts):
            missing.append(source)
    return missing


def update() -> int:
    """Run lupdate and lrelease for every shipped language."""
    TRANSLATIONS.mkdir(parents=True, exist_ok=True)
    COMPILED.mkdir(parents=True, exist_ok=True)
    ts_files = [ts_path(lang) for lang in LANGUAGES]
    run_lupdate(ts_files)
    english = ts_path(ENGLISH_PLURALS)
    run_lupdate([english], plurals_only=True)
    fill_english(english)
    ts_files.append(english)
    for ts in ts_files:
        run_lrelease(ts, qm_path(ts))
        left = unfinished(ts)
        print(f"{ts.name}: {len(left)} unfinished")
    return 0


def check() -> int:
    """Exit status 1 when the catalogues are out of step with the code or unfinished."""
    problems: list[str] = []
    with tempfile.TemporaryDirectory() as tmp:
        copies: list[tuple[Path, Path]] = []
        for lang in LANGUAGES:
            ts = ts_path(lang)
            if not ts.exists():
                problems.append(f"{ts.name} is missing")
                continue
            copy = ts_path(lang, Path(tmp))
            shutil.copyfile(ts, copy)
            copies.append((ts, copy))
        if copies:
            run_lupdate([copy for _, copy in copies])
        english = ts_path(ENGLISH_PLURALS)
        if english.exists():
            copy = ts_path(ENGLISH_PLURALS, Path(tmp))
            shutil.copyfile(english, copy)
            run_lupdate([copy], plurals_only=True)
            copies.append((english, copy))
        else:
            problems.append(f"{english.name} is missing")
        for ts, copy in copies:
            if copy.read_bytes() != ts.read_bytes():
                problems.append(
                    f"{ts.name} is out of step with the code: run tools/update_translations.py"
                )
    for lang in (*LANGUAGES, ENGLISH_PLURALS):
        ts = ts_path(lang)
        if not ts.exists():
            continue
        left = unfinished(ts)
        if left:
            shown = "; ".join(repr(s) for s in left[:5])
            problems.append(f"{ts.name}: {len(left)} unfinished entries ({shown}...)")
        qm = qm_path(ts)
        if not qm.exists():
            problems.append(f"{qm.name} is missing: run tools/update_translations.py")
    for problem in problems:
        print(problem, file=sys.stderr)
    return 1 if problems else 0


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "--check", action="store_true", help="change nothing; exit 1 when out of step"
    )
    args = parser.parse_args(argv)
    return check() if args.check else update()


if __name__ == "__main__":
    raise SystemExit(main())
