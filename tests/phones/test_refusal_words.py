"""A phone's refused answer is explained in the phone's own language (the engine's refusal id)."""

from __future__ import annotations

import asyncio

from .phones_helpers import Phone, running_table

ENGLISH = ("There is", "cannot", "not asked", "must")


def test_a_refused_answer_is_explained_in_the_phones_language(tmp_path):
    async def body():
        async with running_table(tmp_path, "standard", 6, 6, 7) as (table, server, http):
            phones = [Phone(server, http, None) for _ in range(6)]
            for seat, phone in enumerate(phones):
                await phone.join(seat)
            game = table.session.game
            view = await phones[0].until("view")
            while not view["questions"]:
                view = await phones[0].until("view")
            # A seat the engine really asks (not a decoy note) with one target to name.
            request = next(r for r in game.pending() if r.seat is not None and r.count == 1)
            phone = phones[request.seat]
            if phone is not phones[0]:
                view = await phone.until("view")
            while not view["questions"]:
                view = await phone.until("view")
            q = next(q for q in view["questions"] if q["count"] == 1)
            records = len(game.records)
            for code in ("ja", "fr"):
                act = {"t": "act", "cid": f"bad-{code}", "q": q["id"], "target": 99, "lang": code}
                await phone.send(act)
                ack = await phone.until("ack")
                assert ack["ok"] is False and ack["why"], ack
                assert not any(word in ack["why"] for word in ENGLISH), ack["why"]
                if code == "ja":
                    assert any("\u3040" <= ch <= "\u30ff" for ch in ack["why"]), ack["why"]
            assert len(game.records) == records

    asyncio.run(body())
