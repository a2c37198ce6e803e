"""`ww-desktop host` on bad input: one plain sentence on standard error, exit 2, no traceback."""

from __future__ import annotations

import pytest

from ww_desktop.cli import main


@pytest.mark.parametrize(
    ("args", "says"),
    [
        (["--preset", "standard", "--players", "6", "--phones", "0"], "--phones"),
        (["--preset", "standard", "--players", "6", "--phones", "7"], "--phones"),
        (["--preset", "nonesuch", "--players", "6", "--phones", "1"], "nonesuch"),
        (["--preset", "standard", "--players", "2", "--phones", "1"], "player"),
        (["--preset", "standard", "--players", "6", "--phones", "1", "--port", "70000"], "port"),
        ([], "--preset, --players and --phones"),
        (["--resume", "x", "--preset", "standard"], "--resume"),
        (["--resume", "nonesuch"], "cannot resume game nonesuch"),
    ],
)
def test_bad_input_exits_2_with_a_sentence(tmp_path, capsys, args, says):
    code = main(["--data-dir", str(tmp_path), "host", *args])
    err = capsys.readouterr().err
    assert code == 2
    assert err.startswith("ww-desktop host: ") and says in err
    assert "Traceback" not in err


def test_a_taken_port_is_reported(tmp_path, capsys):
    import socket

    with socket.socket() as taken:
        taken.bind(("127.0.0.1", 0))
        taken.listen()
        port = taken.getsockname()[1]
        args = ["--preset", "standard", "--players", "6", "--phones", "1", "--port", str(port)]
        code = main(["--data-dir", str(tmp_path), "host", *args])
    err = capsys.readouterr().err
    assert code == 2 and "cannot listen" in err
