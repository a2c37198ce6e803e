"""One running app per data folder: a lock file, and a local socket to wake the running one.

The first launch on a data folder takes ``ww-desktop.lock`` there (`QLockFile`; a lock left by
a process that died is taken over) and listens on a local socket whose name comes from the
folder's path (`QLocalServer`). A second launch on the same folder cannot take the lock: it
sends ``raise`` on the socket, the running app brings its window to the front and answers
``ok``, and the second launch exits without opening the saved-games file.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from PySide6.QtCore import QLockFile, QObject, Signal

if TYPE_CHECKING:  # (QtNetwork and hashlib are loaded when the socket is: after the window)
    from PySide6.QtNetwork import QLocalServer, QLocalSocket

LOCK_NAME = "ww-desktop.lock"
RAISE = b"raise\n"
OK = b"ok\n"


class AlreadyRunning(Exception):
    """Another Werewolf Desktop uses this data folder.

    Attributes:
        folder: the data folder.
        raised: whether the running app answered (and came to the front).
    """

    def __init__(self, folder: Path, raised: bool) -> None:
        self.folder = folder
        self.raised = raised
        if raised:
            text = (
                f"Werewolf Desktop is already running with the data folder {folder}: "
                "its window was brought to the front."
            )
        else:
            text = (
                f"Werewolf Desktop is already running with the data folder {folder}. "
                "Switch to its window, or quit it before starting it again."
            )
        super().__init__(text)


def server_name(folder: Path) -> str:
    """The local socket's name for a data folder (the same for every spelling of its path)."""
    import hashlib

    try:
        key = str(folder.expanduser().resolve())
    except OSError:
        key = str(folder.expanduser().absolute())
    return "ww-desktop-" + hashlib.sha256(key.encode("utf-8")).hexdigest()[:20]


class SingleInstance(QObject):
    """The data folder's lock and the socket other launches call.

    Signals:
        raise_requested(): another launch asked this app to come to the front.

    Attributes:
        folder: the data folder.
        lock: the lock file.
        server: the local server (once the lock is held).
    """

    raise_requested = Signal()

    def __init__(self, folder: Path, parent: QObject | None = None) -> None:
        super().__init__(parent)
        self.folder = Path(folder).expanduser()
        self.lock: QLockFile | None = None
        self.server: QLocalServer | None = None

    def acquire(self, listen: bool = True) -> bool:
        """Take the folder's lock and listen (`listen`; else call `listen` later: at launch,
        once the first window is up); False when another live app holds it."""
        try:
            self.folder.mkdir(parents=True, exist_ok=True)
        except OSError:
            return True  # the store will explain the folder's problem
        lock = QLockFile(str(self.folder / LOCK_NAME))
        lock.setStaleLockTime(0)  # only a lock whose process is gone is stale
        if not lock.tryLock(200):
            # Another live app holds it; any other error (a read-only folder) does not block.
            return lock.error() != QLockFile.LockError.LockFailedError
        self.lock = lock
        if listen:
            self.listen()
        return True

    def listen(self) -> None:
        """Answer other launches on the folder's local socket (the lock is held)."""
        from PySide6.QtNetwork import QLocalServer

        if self.lock is None or self.server is not None:
            return
        name = server_name(self.folder)
        QLocalServer.removeServer(name)  # a socket left by a process that died
        server = QLocalServer(self)
        server.setSocketOptions(QLocalServer.SocketOption.UserAccessOption)
        if server.listen(name):
            server.newConnection.connect(self._on_connection)
            self.server = server

    def notify_running(self, timeout_ms: int = 2000) -> bool:
        """Ask the app that holds the folder to come to the front; True when it answered."""
        from PySide6.QtCore import QDeadlineTimer, QThread
        from PySide6.QtNetwork import QLocalSocket

        socket = QLocalSocket()
        deadline = QDeadlineTimer(timeout_ms)
        while True:
            socket.connectToServer(server_name(self.folder))
            if socket.waitForConnected(max(1, deadline.remainingTime())):
                break
            socket.abort()
            if deadline.hasExpired():
                return False
            # The running app listens once its first window is up: it may be a moment.
            QThread.msleep(50)
        socket.write(RAISE)
        socket.waitForBytesWritten(timeout_ms)
        answered = socket.waitForReadyRead(timeout_ms) and bytes(socket.readAll().data()) == OK
        socket.disconnectFromServer()
        return answered

    def release(self) -> None:
        """Stop listening and unlock (the app quits)."""
        if self.server is not None:
            self.server.close()
            self.server = None
        if self.lock is not None:
            self.lock.unlock()
            self.lock = None

    def _on_connection(self) -> None:
        server = self.server
        if server is None:
            return
        while server.hasPendingConnections():
            socket = server.nextPendingConnection()
            if socket is None:
                continue
            socket.readyRead.connect(lambda s=socket: self._read(s))
            socket.disconnected.connect(socket.deleteLater)

    def _read(self, socket: QLocalSocket) -> None:
        data = bytes(socket.readAll().data())
        if RAISE.strip() in data:
            self.raise_requested.emit()
            socket.write(OK)
            socket.flush()


def bring_to_front(window: Callable[[], object]) -> Callable[[], None]:
    """A slot that shows, raises and activates the window `window()` returns now."""

    def slot() -> None:
        w = window()
        show_normal = getattr(w, "showNormal", None)
        if callable(show_normal) and getattr(w, "isMinimized", lambda: False)():
            show_normal()
        for name in ("show", "raise_", "activateWindow"):
            method = getattr(w, name, None)
            if callable(method):
                method()

    return slot
