"""The app's own connection to the X server (xcb through ctypes), for the two questions Qt
cannot answer at once: is a key down now (`key_is_down`), and where is a window now
(`window_origin`, during a window manager's move the app is told nothing until the mouse
is released).

One connection, to $DISPLAY as Qt's, opened at the first question and only on Qt's "xcb"
platform; each question is one round trip. Both say None when they cannot tell (another
platform, no libxcb, no connection).
"""

from __future__ import annotations

import ctypes
import ctypes.util
import os

from PySide6.QtGui import QGuiApplication


class _Cookie(ctypes.Structure):
    _fields_ = [("sequence", ctypes.c_uint)]


class _Xcb:
    """libxcb and libc, the prototypes used here, and one connection."""

    def __init__(self) -> None:
        self.lib: ctypes.CDLL | None = None
        self.libc: ctypes.CDLL | None = None
        self.conn: int | None = None
        self._failed = False

    def open(self) -> bool:
        if self.conn is not None:
            return True
        if self._failed:
            return False
        self._failed = True  # (until it works)
        app = QGuiApplication.instance()
        if not isinstance(app, QGuiApplication) or app.platformName() != "xcb":
            return False
        name, libc_name = ctypes.util.find_library("xcb"), ctypes.util.find_library("c")
        if not name or not libc_name or not os.environ.get("DISPLAY"):
            return False
        try:
            lib, libc = ctypes.CDLL(name), ctypes.CDLL(libc_name)
        except OSError:
            return False
        _declare(lib)
        libc.free.argtypes = [ctypes.c_void_p]
        conn = lib.xcb_connect(None, None)
        if not conn or lib.xcb_connection_has_error(conn):
            return False
        self.lib, self.libc, self.conn = lib, libc, conn
        self._failed = False
        return True

    def reply(self, request: str, *args: int) -> int | None:
        """Send *request* (``"xcb_query_keymap"``...) and wait for its reply (an address to
        give back with `free`), or None."""
        if not self.open():
            return None
        assert self.lib is not None
        cookie = getattr(self.lib, request)(self.conn, *args)
        address = getattr(self.lib, request + "_reply")(self.conn, cookie, None)
        return int(address) if address else None

    def free(self, address: int) -> None:
        assert self.libc is not None
        self.libc.free(address)


def _declare(lib: ctypes.CDLL) -> None:
    """The prototypes of the requests asked here (ctypes would take pointers for ints)."""
    lib.xcb_connect.restype = ctypes.c_void_p
    lib.xcb_connect.argtypes = [ctypes.c_char_p, ctypes.c_void_p]
    lib.xcb_connection_has_error.restype = ctypes.c_int
    lib.xcb_connection_has_error.argtypes = [ctypes.c_void_p]
    requests: dict[str, list[type[ctypes._SimpleCData[int]]]] = {
        "xcb_query_keymap": [],
        "xcb_get_geometry": [ctypes.c_uint32],
        "xcb_translate_coordinates": [
            ctypes.c_uint32,
            ctypes.c_uint32,
            ctypes.c_int16,
            ctypes.c_int16,
        ],
    }
    for name, args in requests.items():
        getattr(lib, name).restype = _Cookie
        getattr(lib, name).argtypes = [ctypes.c_void_p, *args]
        getattr(lib, name + "_reply").restype = ctypes.c_void_p
        getattr(lib, name + "_reply").argtypes = [ctypes.c_void_p, _Cookie, ctypes.c_void_p]


_X = _Xcb()
"""The app's one connection."""


def key_is_down(keycode: int) -> bool | None:
    """Whether the key with this X keycode (`QKeyEvent.nativeScanCode()`) is down now."""
    if not 8 <= keycode <= 255:
        return None
    reply = _X.reply("xcb_query_keymap")
    if reply is None:
        return None
    try:  # xcb_query_keymap_reply_t: type, pad, sequence (2), length (4), keys[32]
        keys = (ctypes.c_uint8 * 32).from_address(reply + 8)
        return bool(keys[keycode // 8] & (1 << (keycode % 8)))
    finally:
        _X.free(reply)


def window_origin(window_id: int) -> tuple[int, int] | None:
    """The window's top-left corner on the root window now."""
    if not window_id:
        return None
    reply = _X.reply("xcb_get_geometry", window_id)
    if reply is None:
        return None
    try:  # xcb_get_geometry_reply_t: type, depth, sequence (2), length (4), root (4)...
        root = ctypes.c_uint32.from_address(reply + 8).value
    finally:
        _X.free(reply)
    reply = _X.reply("xcb_translate_coordinates", window_id, root, 0, 0)
    if reply is None:
        return None
    try:  # type, same_screen, sequence (2), length (4), child (4), dst_x (2), dst_y (2)
        return (
            ctypes.c_int16.from_address(reply + 12).value,
            ctypes.c_int16.from_address(reply + 14).value,
        )
    finally:
        _X.free(reply)
