"""Writing an export safely: never over the saved games, never half a file.

:func:`write_export` is what ``ww-desktop export --to FILE`` and the History's Export use:

* the target is checked first: a missing folder, a folder, a device or pipe (``/dev/full``),
  the saved-games file itself (or its ``-wal``/``-shm``/``-journal``), and any file that
  already exists in the data folder (the saved games, the settings, a damaged file kept
  aside) are refused with a plain :class:`ExportTargetError`. Files are compared by identity
  (device and inode), not by name, so a hard link, a bind mount or any second path to the
  saved games is refused too; and no export ever replaces a file that is an SQLite database
  (its first bytes are ``SQLite format 3``), wherever it is;
* the text is written to a temporary file beside the target, flushed to disk, then renamed
  over it: the target is either the old file or the whole new one, never a torn mix, and a
  full disk or a write error leaves the old file as it was.
"""

from __future__ import annotations

import contextlib
import errno
import os
import stat
import tempfile
from pathlib import Path

__all__ = ["ExportTargetError", "check_target", "write_atomic", "write_export"]

_SIDECARS = ("", "-wal", "-shm", "-journal")
_SQLITE_HEADER = b"SQLite format 3\x00"


class ExportTargetError(ValueError):
    """The export cannot be written there; the message says why in plain words."""


def _inside(path: Path, folder: Path) -> bool:
    try:
        path.relative_to(folder)
    except ValueError:
        return False
    return True


def _same_file(info: os.stat_result, other: Path) -> bool:
    """Whether `other` is the very file `info` describes (same device, same inode)."""
    try:
        theirs = other.stat()
    except OSError:
        return False
    return (info.st_dev, info.st_ino) == (theirs.st_dev, theirs.st_ino)


def _is_sqlite(path: Path) -> bool:
    """Whether the (ordinary) file at `path` starts like an SQLite database."""
    try:
        fd = os.open(path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
    except OSError:
        return False
    try:
        return os.read(fd, len(_SQLITE_HEADER)) == _SQLITE_HEADER
    except OSError:
        return False
    finally:
        os.close(fd)


def check_target(target: Path, store_path: Path | None = None) -> Path:
    """The resolved target, or :class:`ExportTargetError` if an export must not go there.

    `store_path`: the saved-games file; neither it nor an existing file in its folder (the
    data folder) may be written over.
    """
    target = Path(target).expanduser()
    if not target.name or str(target).endswith(os.sep):
        raise ExportTargetError(f"{target} is a folder; give a file name to export to")
    resolved = target.resolve(strict=False)
    if resolved.is_dir():
        raise ExportTargetError(f"{target} is a folder; give a file name to export to")
    parent = resolved.parent
    if not parent.is_dir():
        raise ExportTargetError(f"the folder {target.parent} does not exist")
    try:
        info = resolved.stat()
    except FileNotFoundError:
        info = None
    except OSError as exc:
        raise ExportTargetError(f"{target} cannot be checked ({exc.strerror or exc})") from None
    if info is not None and not stat.S_ISREG(info.st_mode):
        raise ExportTargetError(
            f"{target} is not an ordinary file (a device, a pipe or a socket); "
            "export to a file instead"
        )
    if store_path is not None:
        store = Path(store_path).expanduser().resolve(strict=False)
        in_data_folder = _inside(resolved, store.parent) or _same_file(parent.stat(), store.parent)
        # A sidecar that does not exist yet (no -wal while no program has the file open, a
        # -journal) is the saves' all the same, reached by any path to the data folder.
        if (
            resolved in {Path(f"{store}{end}") for end in _SIDECARS}
            or (in_data_folder and resolved.name in {f"{store.name}{end}" for end in _SIDECARS})
            or (
                info is not None
                and any(_same_file(info, Path(f"{store}{end}")) for end in _SIDECARS)
            )
        ):
            raise ExportTargetError(
                f"{target} is the saved-games file: an export never writes over it"
            )
        if info is not None and in_data_folder:
            raise ExportTargetError(
                f"{target} is in the data folder ({store.parent}): an export never writes "
                "over a file there; choose another name or folder"
            )
    if info is not None and _is_sqlite(resolved):
        raise ExportTargetError(
            f"{target} is an SQLite database (perhaps saved games): an export never writes "
            "over one; choose another name"
        )
    return resolved


def _message(exc: OSError, target: Path) -> str:
    if exc.errno == errno.ENOSPC:
        return f"the disk is full: {target} was not written (nothing was changed)"
    if exc.errno in (errno.EACCES, errno.EPERM, errno.EROFS):
        return f"{target} cannot be written (permission denied or read-only)"
    return f"{target} cannot be written ({exc.strerror or exc})"


def write_atomic(target: Path, data: bytes) -> None:
    """Write `data` to a temporary file beside `target`, sync it, then rename it over.

    Raises :class:`ExportTargetError` with a plain message on any failure; the target is
    then unchanged and no temporary file is left behind.
    """
    target = Path(target)
    try:
        mode = stat.S_IMODE(target.stat().st_mode)
    except OSError:
        mode = None
    try:
        fd, tmp = tempfile.mkstemp(dir=target.parent, prefix=f".{target.name}.", suffix=".tmp")
    except OSError as exc:
        raise ExportTargetError(_message(exc, target)) from None
    try:
        with os.fdopen(fd, "wb") as f:
            f.write(data)
            f.flush()
            os.fsync(f.fileno())
        if mode is None:
            umask = os.umask(0)
            os.umask(umask)
            mode = 0o666 & ~umask
        os.chmod(tmp, mode)
        os.replace(tmp, target)
    except OSError as exc:
        with contextlib.suppress(OSError):
            os.unlink(tmp)
        raise ExportTargetError(_message(exc, target)) from None


def write_export(target: Path, text: str, store_path: Path | None = None) -> Path:
    """Check `target` (see :func:`check_target`) and write `text` to it atomically (UTF-8).

    Returns the path written. Raises :class:`ExportTargetError` for any refusal or failure.
    """
    resolved = check_target(target, store_path)
    write_atomic(resolved, text.encode("utf-8"))
    return resolved
