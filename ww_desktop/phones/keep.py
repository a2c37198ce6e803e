"""Phone seats kept across a restart: a resumed game lets the paired phones back on their seats.

Only the SHA-256 digests of the seat tokens are kept, in a small file of their own beside the
games' database (``phone-seats/<game id>.json``, readable by this user only), never in the
game's save, so never in an export or a shared file. A phone that reloads after the app
restarted sends its token; the server finds its digest here and puts it back on its seat.
Freeing a seat forgets its digest; the file stays after the end (a restarted table still
shows the phones the reveal) and goes once the ended game is closed.
"""

from __future__ import annotations

import contextlib
import hashlib
import json
import os
import stat
import sys
from pathlib import Path

FOLDER = "phone-seats"
_MAX_BYTES = 1024 * 1024  # a seats file holds a few digests: anything larger is not one


def digest(token: str) -> str:
    """The digest kept for a seat token (hex SHA-256)."""
    return hashlib.sha256(token.encode("utf-8")).hexdigest()


class SeatKeeper:
    """The kept digests of one game's seat tokens.

    Attributes:
        path: the file (missing until a seat is paired).
    """

    def __init__(self, path: Path) -> None:
        self.path = path
        self.problem: str | None = None
        """Why the kept seats could not be read at the last :meth:`load` (None: they were,
        or nothing was kept). Also said on standard error, in one line."""

    @classmethod
    def beside(cls, store_path: Path, game_id: str) -> SeatKeeper:
        """The keeper of game `game_id`, beside the database at `store_path`."""
        safe = "".join(c for c in game_id if c.isalnum() or c in "-_") or "game"
        return cls(store_path.parent / FOLDER / f"{safe}.json")

    def load(self) -> dict[str, int]:
        """digest -> seat, as kept ({} when nothing was kept or the file is unreadable).

        Only an ordinary file is read, without waiting (a pipe in its place never blocks the
        game). A file or folder that exists but cannot be read is not silence: the reason
        goes to :attr:`problem` and to standard error, since the phones must then pair again.
        """
        self.problem = None
        try:
            data = json.loads(self._read())
        except FileNotFoundError:
            return {}
        except OSError as exc:
            return self._unreadable(exc.strerror or str(exc))
        except ValueError:
            return self._unreadable("it is not a seats file")
        seats = data.get("seats") if isinstance(data, dict) else None
        if not isinstance(seats, dict):
            return {}
        return {
            d: s
            for d, s in seats.items()
            if isinstance(d, str)
            and len(d) == 64
            and isinstance(s, int)
            and not isinstance(s, bool)
            and s >= 0
        }

    def _read(self) -> bytes:
        fd = os.open(self.path, os.O_RDONLY | getattr(os, "O_NONBLOCK", 0))
        try:
            if not stat.S_ISREG(os.fstat(fd).st_mode):
                raise OSError(0, "it is not an ordinary file")
            with os.fdopen(os.dup(fd), "rb") as f:
                return f.read(_MAX_BYTES)
        finally:
            os.close(fd)

    def _unreadable(self, why: str) -> dict[str, int]:
        self.problem = (
            f"the phones' kept seats at {self.path} cannot be read ({why}); "
            "each phone must join its seat again"
        )
        print(f"ww-desktop: {self.problem}", file=sys.stderr, flush=True)
        return {}

    def save(self, digests: dict[str, int]) -> None:
        """Keep these digests (replacing what was kept); nothing kept removes the file."""
        if not digests:
            self.forget()
            return
        with contextlib.suppress(OSError):
            self.path.parent.mkdir(parents=True, exist_ok=True)
            fresh = self.path.with_suffix(".tmp")
            fd = os.open(fresh, os.O_WRONLY | os.O_CREAT | os.O_TRUNC, 0o600)
            with os.fdopen(fd, "w", encoding="utf-8") as out:
                json.dump({"seats": digests}, out)
            os.replace(fresh, self.path)

    def forget(self) -> None:
        """Remove the kept digests (the game ended, or no seat is paired)."""
        with contextlib.suppress(OSError):
            self.path.unlink()
