"""The players' phones in the app: the server on the Qt loop (`qt_hub.PhoneHub`) and the
phones' widgets (`widgets`: the lobby's "Players' phones", the host's pairing window, the TV's
join card). The server, the page and the phone's view live in `ww_desktop.phones` (no Qt
widgets there)."""
