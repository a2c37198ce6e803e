"""Every phone taps as often as every other each night: decoy notes stay until the night ends,
and the night waits for them.

A whole game of the `classic` rules (a Witch, whose potions open a later batch of the night)
with every seat on a phone; each phone answers whatever it is asked. Then, night by night,
every phone still in the game answered the same number of questions.
"""

from __future__ import annotations

import asyncio
import random
from collections import Counter

import pytest

from .phones_helpers import Phone, running_table


@pytest.mark.parametrize("seed", [3, 8])
def test_every_phone_taps_the_same_number_of_times_each_night(tmp_path, seed):
    async def body():
        async with running_table(tmp_path, "classic", 7, 7, seed) as (table, server, http):
            rng = random.Random(seed)
            phones = [Phone(server, http, random.Random(rng.random())) for _ in range(7)]
            for seat, phone in enumerate(phones):
                await phone.join(seat)
            stop = asyncio.Event()
            playing = asyncio.gather(*(p.play(stop) for p in phones))
            await asyncio.wait_for(table.done.wait(), timeout=30)
            await asyncio.wait_for(playing, timeout=10)
            stop.set()
            return table, phones

    table, phones = asyncio.run(body())
    game = table.session.game
    nights = {title for p in phones for phase, title in p.taps if phase == "night"}
    assert len(nights) >= 2
    compared = 0
    for night in sorted(nights):
        # The phones still in the game once that night was over (the next view says).
        here = [
            p
            for p in phones
            if any(f["t"] == "view" and f["title"] == night and f["here"] for f in p.frames)
        ]
        taps = Counter(sum(1 for t in p.taps if t == ("night", night)) for p in here)
        assert len(taps) == 1, (night, [(p.taps.count(("night", night))) for p in here])
        compared += 1
    witch = next(i for i, s in enumerate(game.state.seats) if s.role == "witch")
    assert any(t[0] == "night" for t in phones[witch].taps)
    assert compared >= 2
