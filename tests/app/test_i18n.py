"""Texts: every engine id has words, in three wordings, through Qt's translation system."""

from __future__ import annotations

import re
import shutil
import subprocess
from pathlib import Path

import pytest

from ww_desktop.engine import role_names
from ww_desktop.engine.messages import Audience, Message
from ww_desktop.engine.requests import Verb
from ww_desktop.engine.roles import REGISTRY
from ww_desktop.engine.sides import Side
from ww_desktop.resources import ROLE_SIDES
from ww_desktop.texts import i18n

ENGINE = Path(i18n.__file__).resolve().parents[1] / "engine"
NAMES = ["Ann", "Bob", "Cleo", "Dan"]
HOW = re.compile(r"\b(prank\w*|attack\w*|poison\w*|kill\w*|hunter|potion|bite|trap)\b", re.I)


def engine_message_ids() -> set[str]:
    """Every message id the engine emits, tells, logs for the host or builds directly."""
    ids: set[str] = set()
    pattern = re.compile(
        r"""(?:\.emit|\.host|\bMessage)\(\s*"(\w+)"|\.tell\(\s*\w+,\s*"(\w+)"|"""
        r"""^(\w+)\s*=\s*"(\w+)"\s*$""",
        re.M,
    )
    for path in ENGINE.rglob("*.py"):
        for m in pattern.finditer(path.read_text()):
            found = m.group(1) or m.group(2)
            if found:
                ids.add(found)
    messages_py = (ENGINE / "messages.py").read_text()
    ids |= set(re.findall(r'^[A-Z_]+ = "(\w+)"$', messages_py, re.M))
    return ids


def test_every_engine_message_has_a_text(qapp: object) -> None:
    ids = engine_message_ids()
    assert {"gone_home", "inspect_result", "went_home"} <= ids
    missing = sorted(i for i in ids if i not in i18n._HANDLERS)
    assert not missing, f"no text for {missing}"


@pytest.mark.parametrize("wording", i18n.WORDINGS)
def test_public_texts_never_say_how(qapp: object, wording: str) -> None:
    for msg_id in i18n.PUBLIC_IDS:
        params = {"seat": 1, "target": 2, "seats": [0, 1], "gone": [0, 2], "winner": "village"}
        params["totals"] = {"0": 2, "1": 1}
        text = i18n.message_text(Message(msg_id, params), NAMES, wording)
        assert text, msg_id
        if msg_id not in ("voted_home", "nobody_voted_home", "vote_totals"):
            assert HOW.search(text) is None, (msg_id, text)
        for role in (*REGISTRY, *ROLE_SIDES):
            assert i18n.role_name(role).lower() not in text.lower().split(), (msg_id, text)


def test_gone_home_headline(qapp: object) -> None:
    assert i18n.gone_home_headline([], "gentle") == "Nobody went home"
    assert i18n.gone_home_headline(["Ann", "Bob"], "gentle") == "Ann and Bob went home"
    assert i18n.gone_home_headline(["Ann", "Bob", "Cleo"]) == "Ann, Bob and Cleo went home"
    assert "Ann" in i18n.gone_home_headline(["Ann"], "neutral")
    assert "died" in i18n.gone_home_headline(["Ann"], "classic")


def test_three_wordings(qapp: object) -> None:
    labels = {w: i18n.verb_label("attack", w) for w in i18n.WORDINGS}
    assert labels == {"gentle": "Prank", "neutral": "Attack", "classic": "Kill"}
    texts = {
        w: i18n.message_text(Message("voted_home", {"seat": 0}), NAMES, w) for w in i18n.WORDINGS
    }
    assert "home" in texts["gentle"] and "eliminated" in texts["neutral"]
    assert "lynched" in texts["classic"]
    for verb in Verb:
        assert i18n.verb_label(verb.value, "gentle")


def test_roles_sides_and_phases(qapp: object) -> None:
    for role in {*REGISTRY, *ROLE_SIDES}:
        assert role in i18n.ROLE_NAMES, role
        assert i18n.role_name(role)[0].isupper()
        blurb = i18n.role_blurb(role)
        assert blurb.endswith(".") and len(blurb.split()) >= 6, role
    for side in Side:
        assert side.value in i18n.SIDE_NAMES
        assert i18n.winner_text(side.value)
    assert i18n.winner_text("draw")
    for phase in ("night", "day", "ended", "discussion", "vote", "runoff", "reaction"):
        assert i18n.phase_name(phase) != phase


def test_plurals(qapp: object) -> None:
    assert i18n.votes_text(1) == "1 vote"
    assert i18n.votes_text(0) == "0 votes"
    assert i18n.votes_text(3) == "3 votes"


def test_private_texts(qapp: object) -> None:
    look = Message("inspect_result", {"target": 1, "result": "werewolf"}, Audience.PRIVATE, (0,))
    assert i18n.message_text(look, NAMES) == "Bob is a werewolf."
    unknown = Message("brand_new_public_id", {"seat": 1})
    assert i18n.message_text(unknown, NAMES) == ""  # nothing can leak through a fallback
    host = Message("went_home", {"seat": 2, "cause": "poison"}, Audience.HOST)
    assert "Cleo" in i18n.message_text(host, NAMES)


def test_lupdate_finds_the_strings(tmp_path: Path) -> None:
    lupdate = shutil.which("pyside6-lupdate")
    if lupdate is None:
        pytest.skip("pyside6-lupdate is not installed")
    ts = tmp_path / "ww_desktop_fr.ts"
    subprocess.run(
        [lupdate, i18n.__file__, role_names.__file__, "-ts", str(ts)],
        check=True,
        capture_output=True,
        timeout=60,
    )
    text = ts.read_text()
    assert "<source>Seer</source>" in text
    assert "<source>%n vote(s)</source>" in text
    assert "<source>%n eliminated: %1</source>" in text
    assert "<source>%1 went home.</source>" in text


def test_the_host_log_says_who_went_home_in_the_tables_wording(qapp: object) -> None:
    """One game, one wording: the classic table's log read "The village lynched Cleo." and
    then "Cleo went home (voted home).", mixing two wordings (issue 36, point 10)."""
    voted = Message("went_home", {"seat": 2, "cause": "vote"}, Audience.HOST)
    taken = Message("went_home", {"seat": 2, "cause": "prank"}, Audience.HOST)
    said = {
        w: (i18n.message_text(voted, NAMES, w), i18n.message_text(taken, NAMES, w))
        for w in i18n.WORDINGS
    }
    assert said["gentle"] == (
        "Cleo went home (voted home).",
        "Cleo went home (chosen by the werewolves).",
    )
    assert said["classic"] == ("Cleo died (lynched).", "Cleo died (killed by the werewolves).")
    assert said["neutral"] == (
        "Cleo is out of the game (voted out).",
        "Cleo is out of the game (attacked by the werewolves).",
    )
    poisoned = Message("went_home", {"seat": 2, "cause": "poison"}, Audience.HOST)
    assert i18n.message_text(poisoned, NAMES, "classic") == "Cleo died (the Witch's potion)."
