"""The Qt app: the controller, the moderator console, the public (TV) window, the lobby."""
