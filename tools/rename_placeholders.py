"""Rename named placeholders to Qt's numbered ones in the translation catalogues.

Run from the repository root::

    uv run python tools/rename_placeholders.py                 # every translations/*.ts
    uv run python tools/rename_placeholders.py --dry-run       # only print the mappings
    uv run python tools/rename_placeholders.py --context Phone translations/ww_desktop_fr.ts

For every message whose English source has Python ``str.format`` fields (``{name}``,
``{target}``...), the fields become ``%1``, ``%2``... numbered by their first appearance in the
source (after any ``%N`` the source already has), and the SAME mapping is applied to the
translation (its plural forms too), whatever order the translation puts them in, so a finished
translation stays finished. ``{{`` and ``}}`` (``str.format``'s escaped braces) become ``{``
and ``}``.

The files are edited as text, message by message, so everything else stays byte for byte (the
``&#xa0;`` entities, the layout lupdate writes). Afterwards change the code to fill the
entries with ``assemble.fill(text, ...)`` in the printed order, give each a translator comment
(``#: %1: the player's name``) and run ``tools/update_translations.py``.

Exit status 1 when a translation uses a field its source does not have (nothing is written for
that file): fix the translation first.
"""

from __future__ import annotations

import argparse
import re
import sys
from collections.abc import Sequence
from dataclasses import dataclass
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
TRANSLATIONS = ROOT / "translations"

FIELD = re.compile(r"\{(\w+)\}")
"""A named ``str.format`` field."""
NUMBERED = re.compile(r"%(\d)")
_MESSAGE = re.compile(r"<message\b.*?</message>", re.S)
_CONTEXT = re.compile(r"<context>\s*<name>(.*?)</name>(.*?)</context>", re.S)
_SOURCE = re.compile(r"(<source>)(.*?)(</source>)", re.S)
_COMMENT = re.compile(r"<comment>(.*?)</comment>", re.S)
_TRANSLATED = re.compile(
    r"(<translation\b[^>]*>|<numerusform\b[^>]*>)(.*?)(</translation>|</numerusform>)", re.S
)


@dataclass(frozen=True)
class Renamed:
    """One message whose placeholders were renamed."""

    context: str
    source: str
    """The English source as it was."""
    mapping: tuple[tuple[str, str], ...]
    """(field, ``%N``) in the order of the source."""


def mapping_of(source: str) -> dict[str, str]:
    """``{field: "%N"}`` for *source*, numbered by first appearance after its own ``%N``."""
    taken = [int(n) for n in NUMBERED.findall(source)]
    next_number = max(taken, default=0) + 1
    found: dict[str, str] = {}
    for name in FIELD.findall(source):
        if name not in found:
            if next_number > 9:
                raise ValueError(f"more than nine placeholders: {source!r}")
            found[name] = f"%{next_number}"
            next_number += 1
    return found


def rename(text: str, mapping: dict[str, str]) -> str:
    """*text* with its ``{field}`` replaced by *mapping* (KeyError for an unknown field)."""
    out = FIELD.sub(lambda m: mapping[m.group(1)], text)
    return out.replace("{{", "{").replace("}}", "}")


def _key(block: str) -> tuple[str, str]:
    """What tells a message from the others of its context: its source and its comment."""
    source = _SOURCE.search(block)
    comment = _COMMENT.search(block)
    return (source.group(2) if source else "", comment.group(1) if comment else "")


def rename_catalogue(xml: str, context_filter: str | None = None) -> tuple[str, list[Renamed]]:
    """The catalogue text *xml* with its messages renamed, and what was renamed.

    Raises ValueError naming the message when a translation has a field its source lacks.
    """
    done: list[Renamed] = []

    def one_context(cm: re.Match[str]) -> str:
        context = cm.group(1)
        if context_filter is not None and context != context_filter:
            return cm.group(0)

        seen: dict[tuple[str, str], str] = {}  # (source, comment) -> the message's block

        def one_message(mm: re.Match[str]) -> str:
            block = mm.group(0)
            sm = _SOURCE.search(block)
            if sm is None or not FIELD.search(sm.group(2)):
                seen.setdefault(_key(block), block)
                return block
            source = sm.group(2)
            mapping = mapping_of(source)
            head, tail = block[: sm.end()], block[sm.end() :]
            head = head[: sm.start(2)] + rename(source, mapping) + head[sm.end(2) :]

            def one_translation(tm: re.Match[str]) -> str:
                try:
                    body = rename(tm.group(2), mapping)
                except KeyError as missing:
                    raise ValueError(
                        f"{context}: {source!r}: the translation {tm.group(2)!r} uses "
                        f"{{{missing.args[0]}}}, which the source does not have"
                    ) from None
                return tm.group(1) + body + tm.group(3)

            tail = _TRANSLATED.sub(one_translation, tail)
            done.append(Renamed(context, source, tuple(mapping.items())))
            renamed = head + tail
            key = _key(renamed)
            if key not in seen:
                seen[key] = renamed
                return renamed
            if seen[key] == renamed:  # "{a} chose {b}." and "{b} chose {c}." now read the
                return ""  # same, translated alike: one entry, as lupdate would keep
            raise ValueError(
                f"{context}: {source!r} now reads like another entry translated otherwise: "
                "give one a disambiguation comment in the code first"
            )

        return (
            cm.group(0)[: cm.start(2) - cm.start(0)]
            + _MESSAGE.sub(one_message, cm.group(2))
            + cm.group(0)[cm.end(2) - cm.start(0) :]
        )

    return _CONTEXT.sub(one_context, xml), done


def main(argv: Sequence[str] | None = None) -> int:
    """Command-line entry point."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument(
        "files", nargs="*", type=Path, help="catalogues (default: translations/*.ts)"
    )
    parser.add_argument("--context", help="only this context (e.g. Message)")
    parser.add_argument("--dry-run", action="store_true", help="print the mappings, write nothing")
    args = parser.parse_args(argv)
    files: list[Path] = args.files or sorted(TRANSLATIONS.glob("*.ts"))
    status = 0
    shown: set[tuple[str, str]] = set()
    for path in files:
        xml = path.read_text(encoding="utf-8")
        try:
            new, done = rename_catalogue(xml, args.context)
        except ValueError as problem:
            print(f"{path.name}: {problem}", file=sys.stderr)
            status = 1
            continue
        for item in done:
            if (item.context, item.source) in shown:
                continue
            shown.add((item.context, item.source))
            pairs = ", ".join(f"{number}={name}" for name, number in item.mapping)
            print(f"{item.context}: {item.source!r}: {pairs}")
        print(f"{path.name}: {len(done)} messages renamed", file=sys.stderr)
        if not args.dry_run and new != xml:
            path.write_text(new, encoding="utf-8")
    return status


if __name__ == "__main__":
    raise SystemExit(main())
