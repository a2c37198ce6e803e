"""Tests for the pure narration script: who is called, in which order, with which words.

Every preset and every registered role with a night step is covered by iterating the
registry and the presets, so roles added later are checked without touching this file.
"""

from __future__ import annotations

import itertools
import subprocess
import sys
from collections import Counter
from collections.abc import Iterator
from dataclasses import replace

import pytest

from ww_desktop.engine.bots import play_random
from ww_desktop.engine.messages import Audience, Message
from ww_desktop.engine.playlist import WINDOW_MS, WINDOW_SCALE
from ww_desktop.engine.presets import PRESETS, Preset
from ww_desktop.engine.role_names import ROLE_NAMES
from ww_desktop.engine.roles import REGISTRY, role
from ww_desktop.engine.setup import Setup, problems, role_list
from ww_desktop.engine.state import GameState
from ww_desktop.narration.lines import CALL_NAMES, TEXTS, WORDINGS
from ww_desktop.narration.script import (
    MEETING_STEPS,
    NIGHT_END,
    STEP_NEEDS_DEALT,
    Line,
    as_state,
    called_steps,
    day_script,
    first_played_night,
    line_text,
    news_lines,
    night_script,
    role_steps,
    script_texts,
)


def _setup(preset: Preset, extra: tuple[str, ...] = (), players: int | None = None) -> Setup:
    """A table of the preset with `extra` roles dealt (Villagers make room for them)."""
    n = players or max(preset.players[0], 10)
    roles, _ = role_list(preset.id, n, extra=extra)
    seats = tuple((f"Player{i + 1}", r) for i, r in enumerate(roles))
    return Setup(preset.id, seats, seed=7)


def _stepped_roles(preset: Preset) -> Iterator[str]:
    for role_id in preset.roles:
        if role_id in REGISTRY and role_steps(REGISTRY[role_id]):
            yield role_id


def _cases() -> list[tuple[str, str]]:
    return [(p.id, r) for p in PRESETS.values() for r in _stepped_roles(p)]


def _with_role(preset: Preset, role_id: str) -> Setup:
    need = max(1, role(role_id).pair_min)
    extra = (role_id,) * need
    if role_id in STEP_NEEDS_DEALT.values() or any(
        s in STEP_NEEDS_DEALT for s in role_steps(role(role_id))
    ):
        extra += tuple(r for r in ("seer",) if r in preset.roles)
    return _setup(preset, extra)


def _nights(preset: Preset) -> range:
    return range(preset.first_night, preset.first_night + 4)


# ------------------------------------------------------------------ purity


def test_script_module_imports_no_qt() -> None:
    code = (
        "import sys, ww_desktop.narration.script, ww_desktop.narration.lines\n"
        "bad = sorted(m for m in sys.modules if m.startswith(('PySide6', 'shiboken6')))\n"
        "assert not bad, bad\n"
    )
    subprocess.run([sys.executable, "-c", code], check=True)


# ------------------------------------------------------------------ who is called


@pytest.mark.parametrize(("preset_id", "role_id"), _cases())
def test_dealt_role_is_called_when_its_role_says_so(preset_id: str, role_id: str) -> None:
    preset = PRESETS[preset_id]
    setup = _with_role(preset, role_id)
    g = as_state(setup)
    r = role(role_id)
    for night in _nights(preset):
        steps = called_steps(setup, night)
        dealt = Counter(s.dealt for s in g.seats)
        for step in role_steps(r):
            expected = r.calling(g, step, night, dealt) is not None
            if step in STEP_NEEDS_DEALT:  # the Devil's and the Spy's wake need a Seer
                assert not expected or dealt[STEP_NEEDS_DEALT[step]], (night, step)
            if step == "seer" and night == preset.first_night:
                assert not expected or g.rules["seer_first_night"] == "choose", night
            # a step shared with another dealt role (the pack) may be called by that role
            sharers = [x for x in dealt if step in role_steps(role(x))]
            if expected:
                assert step in steps, (night, step, steps)
            elif not any(role(x).calling(g, step, night, dealt) for x in sharers):
                assert step not in steps, (night, step, steps)


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_steps_follow_the_presets_calling_order(preset_id: str) -> None:
    preset = PRESETS[preset_id]
    everything = tuple(dict.fromkeys(r for r in _stepped_roles(preset)))
    for extra in [(), *[(r,) * max(1, role(r).pair_min) for r in everything]]:
        setup = _setup(preset, extra)
        if problems(setup):
            continue
        for night in _nights(preset):
            steps = called_steps(setup, night)
            positions = [
                preset.step_order("seer" if s == "seer_free_white" else s)
                if s not in preset.call_order
                else preset.step_order(s)
                for s in steps
            ]
            assert positions == sorted(positions), (night, steps)
            assert len(steps) == len(set(steps))
            script = night_script(setup, night)
            woken = [line.step for line in script if line.text_id.endswith(".wake")]
            assert woken == steps


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_script_frame_and_lines_per_step(preset_id: str) -> None:
    preset = PRESETS[preset_id]
    setup = _setup(preset)
    for night in _nights(preset):
        script = night_script(setup, night, preset.wording)
        assert script[0].text_id == "night.begin"
        assert script[-1].text_id == "night.dawn"
        assert script[-1].ready_when == NIGHT_END
        middle = script[1:-1]
        steps = called_steps(setup, night)
        merged = any(a == "pack_meets" and b == "werewolves" for a, b in itertools.pairwise(steps))
        assert len(middle) == 2 * len(steps) - merged
        if merged:  # the pack keeps its eyes open from its meeting to its call
            at = next(i for i, x in enumerate(middle) if x.step == "pack_meets")
            assert middle[at + 1].text_id == "step.werewolves.after_meeting.wake"
            assert middle[at + 2].text_id == "step.werewolves.sleep"
            middle = middle[:at] + middle[at + 3 :]
        for wake, sleep in zip(middle[::2], middle[1::2], strict=True):
            assert wake.text_id.endswith(".wake") and sleep.text_id.endswith(".sleep")
            assert wake.step == sleep.step
            assert wake.waits_for == wake.step  # everyone is here: they answer in the window
            assert wake.window_ms > 0 and wake.here
            assert sleep.waits_for is None


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_first_night_steps_only_on_the_first_night(preset_id: str) -> None:
    preset = PRESETS[preset_id]
    extra = tuple(
        r for r in ("mason", "mason", "lover", "lover", "cupid", "thief") if r in preset.roles
    )
    setup = _setup(preset, extra, players=max(preset.players[0], 12))
    g = as_state(setup)
    first = first_played_night(g)
    first_steps = called_steps(setup, first)
    assert "pack_meets" in first_steps
    if "mason" in extra and "masons_meet" in preset.call_order:
        assert "masons_meet" in first_steps
    if ("lover" in extra or "cupid" in extra) and "lovers_meet" in preset.call_order:
        assert "lovers_meet" in first_steps
    for night in range(first + 1, first + 5):
        assert not set(called_steps(setup, night)) & set(MEETING_STEPS), night


def test_free_white_replaces_the_seers_first_look() -> None:
    compact = PRESETS["compact"]
    setup = _setup(compact, players=8)
    assert "seer_free_white" in called_steps(setup, 0)
    assert "seer" not in called_steps(setup, 0)
    assert "seer" in called_steps(setup, 1)
    assert "seer_free_white" not in called_steps(setup, 1)
    standard = PRESETS["standard"]
    plain = _setup(standard, players=8)
    white = replace(plain, settings={"seer_first_night": "free_white"})
    steps = called_steps(white, 1)
    assert "seer_free_white" in steps and "seer" not in steps
    assert steps.index("seer_free_white") == called_steps(plain, 1).index("seer")
    nothing = replace(plain, settings={"seer_first_night": "none"})
    assert "seer" not in called_steps(nothing, 1)
    assert "seer" in called_steps(nothing, 2)


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_never_dealt_roles_are_never_called(preset_id: str) -> None:
    preset = PRESETS[preset_id]
    setup = _setup(preset)
    dealt = {r for _, r in setup.seats}
    offered = set(dealt)
    for r in dealt:
        offered |= set(role_steps(role(r)))
    for role_id, r in REGISTRY.items():
        if role_id in dealt:
            continue
        foreign = set(role_steps(r)) - offered
        for night in _nights(preset):
            assert not foreign & set(called_steps(setup, night)), (role_id, night)


# ------------------------------------------------------------------ gone roles


def _gone(g: GameState, role_id: str) -> GameState:
    for seat in g.seats:
        if seat.dealt == role_id or seat.role == role_id:
            seat.here = False
    return g


@pytest.mark.parametrize(("preset_id", "role_id"), _cases())
def test_gone_roles_are_called_with_the_same_words(preset_id: str, role_id: str) -> None:
    preset = PRESETS[preset_id]
    setup = _with_role(preset, role_id)
    for night in _nights(preset):
        live = night_script(as_state(setup), night, preset.wording)
        gone_state = _gone(as_state(setup), role_id)
        gone = night_script(gone_state, night, preset.wording)
        assert [(x.text_id, dict(x.params)) for x in gone] == [
            (x.text_id, dict(x.params)) for x in live
        ]
        assert script_texts(gone, setup.names) == script_texts(live, setup.names)
        for before, after in zip(live, gone, strict=True):
            assert before.window_ms == after.window_ms  # the call window: the same, here or gone
            if after.step in role_steps(role(role_id)) and after.text_id.endswith(".wake"):
                still_here = any(
                    after.step in role_steps(gone_state.role(s)) for s in gone_state.alive()
                )
                if not still_here:
                    assert after.waits_for is None and not after.here
                    assert after.window_ms > 0
        # reproducible
        assert night_script(gone_state, night, preset.wording) == gone


def test_call_windows_follow_the_kind_of_step_and_the_house_rule() -> None:
    """The call window rule (docs/timeline.md): one length per kind of step, scaled by the
    table's `call_window` house rule; never drawn at random."""
    setup = _setup(PRESETS["classic"])
    normal = {x.step: x.window_ms for x in night_script(setup, 2) if x.window_ms}
    assert normal == {
        "werewolves": WINDOW_MS["pack"],
        "seer": WINDOW_MS["power"],
        "witch": WINDOW_MS["reaction"],
    }
    assert night_script(setup, 2) == night_script(setup, 2)  # nothing is drawn
    for value, factor in WINDOW_SCALE.items():
        scaled = replace(setup, settings={"call_window": value})
        windows = {x.step: x.window_ms for x in night_script(scaled, 2) if x.window_ms}
        assert windows == {k: round(v * factor) for k, v in normal.items()}


# ------------------------------------------------------------------ words


def test_wording_changes_the_words_that_should_change() -> None:
    setup = _setup(PRESETS["classic"])
    texts = {w: script_texts(night_script(setup, 2, w), setup.names) for w in WORDINGS}
    wolves = {w: next(t for t in texts[w] if "Werewolves, open" in t) for w in WORDINGS}
    assert len(set(wolves.values())) == 3
    assert "prank" in wolves["gentle"]
    assert "attack" in wolves["neutral"]
    assert "victim" in wolves["classic"]
    # the frame does not change
    assert len({texts[w][0] for w in WORDINGS}) == 1
    gone = Message("gone_home", {"seat": 2}, Audience.PUBLIC, (), 2, "day")
    news = {w: line_text(news_lines([gone], w)[0], setup.names) for w in WORDINGS}
    assert len(set(news.values())) == 3
    assert all(setup.names[2] in t for t in news.values())
    assert "home" in news["gentle"] and "eliminated" in news["neutral"]
    assert "dead" in news["classic"]
    with pytest.raises(ValueError):
        night_script(setup, 2, "grim")


def test_every_text_renders() -> None:
    names = ["Ann", "Bob", "Cy"]
    for text_id in TEXTS:
        if text_id.startswith("word."):
            continue  # pieces of other texts, with their own placeholders
        for wording in WORDINGS:
            line = Line(
                text_id,
                {"seat": 0, "target": 1, "seats": [0, 1, 2], "role": "seer", "seconds": 180},
                wording=wording,
            )
            text = line_text(line, names)
            assert text and "{" not in text, (text_id, text)
    assert line_text(Line("day.discussion", {"seconds": 60}), names).endswith(
        "one minute to talk it over."
    )
    assert line_text(Line("step.other.wake", {"role": "night_owl"})).startswith("Night Owl,")
    french = line_text(Line("night.dawn"), names, lambda context, text: f"[{context}] {text}")
    assert french.startswith("[Narration] ")


def test_night_lines_name_nobody() -> None:
    for preset in PRESETS.values():
        setup = _setup(preset)
        for night in _nights(preset):
            for line in night_script(setup, night, preset.wording):
                assert not {"seat", "seats", "target"} & set(line.params)
                text = line_text(line, setup.names)
                assert not any(name in text for name in setup.names)


def _role_words() -> set[str]:
    words = {name.lower() for name in (*ROLE_NAMES.values(), *CALL_NAMES.values())}
    words |= {role_id.replace("_", " ") for role_id in REGISTRY}
    return words


@pytest.mark.parametrize("preset_id", list(PRESETS))
def test_public_lines_never_name_a_seats_role(preset_id: str) -> None:
    """No spoken line names a role, except a card the table is shown: a departed player's
    card under `cards_face_up` (on in traditional) and seed 002's Hunter who shoots; those
    name the seat's true role, and only once the seat has gone home."""
    preset = PRESETS[preset_id]
    words = _role_words()
    for seed in range(6):
        setup = _setup(preset)
        setup = replace(setup, seed=seed)
        game = play_random(setup, seed)
        names = setup.names
        lines = news_lines(game.state.messages, preset.wording)
        for day in range(1, game.state.day_no + 1):
            lines += day_script(game, day, preset.wording)
        assert lines
        for line in lines:
            text = line_text(line, names).lower()
            if line.text_id == "news.role_revealed":
                seat = game.state.seats[line.params["seat"]]
                assert not seat.here and line.params["role"] == seat.role
                rules = game.state.rules
                assert rules["cards_face_up"] or (rules["hunter_reveals"] and seat.role == "hunter")
                continue
            if any(name.lower() in text for name in names):
                assert not any(f" {w}" in f" {text}" for w in words), text


def test_private_messages_are_never_spoken() -> None:
    secret = Message("gone_home", {"seat": 1}, Audience.PRIVATE, (1,), 1, "day")
    host = Message("gone_home", {"seat": 1}, Audience.HOST, (), 1, "day")
    assert news_lines([secret, host]) == []


def test_day_script_reads_news_vote_and_runoff() -> None:
    setup = _setup(PRESETS["standard"], players=8)
    g = as_state(setup)
    g.messages += [
        Message("morning", {"gone": [3]}, Audience.PUBLIC, (), 2, "day"),
        Message("gone_home", {"seat": 3}, Audience.PUBLIC, (), 2, "day"),
        Message("vote_totals", {"verb": "vote", "totals": {"1": 3, "2": 3}}, day=2, phase="day"),
        Message("vote_totals", {"verb": "runoff", "totals": {"1": 4, "2": 3}}, day=2, phase="day"),
        Message("voted_home", {"seat": 1}, Audience.PUBLIC, (), 2, "day"),
    ]
    ids = [x.text_id for x in day_script(g, 2, "gentle")]
    assert ids == [
        "news.gone_home",
        "day.discussion",
        "day.vote",
        "day.runoff",
        "day.voted_home",
    ]
    runoff = day_script(g, 2, "gentle")[3]
    assert line_text(runoff, setup.names).startswith("It is a tie between Player2 and Player3.")
    # a day not voted yet ends with the call to vote
    ids = [x.text_id for x in day_script(g, 3, "gentle")]
    assert ids == ["day.discussion", "day.vote"]


@pytest.mark.parametrize("preset_id", ["classic", "basic", "traditional"])
def test_first_night_pack_is_not_told_to_close_then_open_its_eyes(preset_id: str) -> None:
    preset = PRESETS[preset_id]
    setup = _setup(preset)
    night = first_played_night(as_state(setup))
    texts = script_texts(night_script(setup, night, preset.wording))
    for before, after in itertools.pairwise(texts):
        assert not (before == "Werewolves, close your eyes." and after.startswith("Werewolves,"))
    assert any(t.startswith("Werewolves, keep your eyes open") for t in texts)
    assert texts[0] == "Night falls on the village. Everyone, close your eyes."


def test_upcoming_lines_cover_the_night_the_news_and_the_vote() -> None:
    from ww_desktop.narration.ahead import upcoming_lines

    setup = _setup(PRESETS["standard"])
    state = as_state(setup)
    night = upcoming_lines(state, "gentle")
    ids = [line.text_id for line in night]
    assert ids[0] == "night.begin" and "night.dawn" in ids
    gone = [line.params["seat"] for line in night if line.text_id == "news.gone_home"]
    assert gone == list(state.alive())  # any of them may be the morning's news
    assert {"news.peaceful_morning", "day.vote"} <= set(ids)
    assert all("role" not in line.params for line in night if line.step is None)
