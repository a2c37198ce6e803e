"""The one-folder executable's size on disk and as a download (``tar.gz``).

Run: ``uv run python bench/bench_size.py [--use DIR]``. Builds the one-folder executable with
``packaging/build.py`` into a temporary folder (without the optional Japanese voice), or
measures an existing build folder given with ``--use``, and prints its size on disk (aim: at
most 120 MB), its size packed as ``tar.gz`` (aim: at most 50 MB) and the largest files, so
that what grew is easy to see. Building takes a few minutes.
"""

from __future__ import annotations

import argparse
import sys
import tarfile
import tempfile
from pathlib import Path

ROOT = Path(__file__).resolve().parent.parent
sys.path.insert(0, str(ROOT / "packaging"))

from build import build, folder_size  # noqa: E402  (packaging/build.py)


def tar_gz_size(folder: Path, out: Path) -> int:
    """Bytes of `folder` packed as a gzip-compressed tar (the download)."""
    with tarfile.open(out, "w:gz", compresslevel=9) as tar:
        tar.add(folder, arcname=folder.name)
    return out.stat().st_size


def report(folder: Path, scratch: Path, top: int) -> None:
    """Print the folder's size, its tar.gz size and its largest files."""
    disk = folder_size(folder) / 1_000_000
    packed = tar_gz_size(folder, scratch / "ww-desktop.tar.gz") / 1_000_000
    print(f"one-folder build on disk: {disk:.1f} MB (aim <= 120 MB)")
    print(f"as tar.gz:                {packed:.1f} MB (aim <= 50 MB)")
    files = sorted(
        (p for p in folder.rglob("*") if p.is_file() and not p.is_symlink()),
        key=lambda p: p.stat().st_size,
        reverse=True,
    )
    print(f"largest {top} files:")
    for path in files[:top]:
        print(f"  {path.stat().st_size / 1_000_000:6.1f} MB  {path.relative_to(folder)}")


def main() -> int:
    """Build (or take the given build) and print its sizes."""
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--use", type=Path, help="measure this build folder instead of building")
    parser.add_argument("--top", type=int, default=12, help="how many of the largest files")
    args = parser.parse_args()
    with tempfile.TemporaryDirectory() as tmp:
        scratch = Path(tmp)
        if args.use is not None:
            folder = args.use
        else:
            folder = build(onefile=False, dist=scratch / "dist", quiet=True).parent
        report(folder, scratch, args.top)
    return 0


if __name__ == "__main__":
    sys.exit(main())
