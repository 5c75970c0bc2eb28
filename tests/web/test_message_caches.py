"""Session 13 (issue 28): what the state messages' caches share stays each seat's own.

The caches a room keeps per revision or across revisions (the seats list per language,
the log's lines per position and language, each seat's last topics) must give every
seat exactly the message built for it from nothing: its own ``you``, view and topics,
never another seat's. Checked at every decision of a SpellBook and a Wonder Book game
(hands, unread cards: views and topics that differ by seat), against messages built
with every cache emptied."""

from __future__ import annotations

import asyncio
import json
import random
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.tokens import hash_token


class _Sink:
    async def send_text(self, data: str) -> None:
        return None

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        return None


def _forget(room: Room) -> None:
    """Every message cache of the room emptied (the next message is built from nothing)."""
    room._cache_rev = -1
    room._topic_memo.clear()
    room._fresh()


@pytest.mark.parametrize(("game", "options"), [
    ("spellbook", {"set": "1"}),
    ("wonderbook", {"chapter": "one"}),
])
def test_each_seat_gets_the_message_built_for_it(
        make_client: Callable[..., TestClient], game: str, options: dict[str, Any]) -> None:
    client = make_client()
    r = client.post("/api/games", json={"game": game, "options": options,
                                        "seats": [{"kind": "human"}, {"kind": "human"}]})
    assert r.status_code == 201, r.text
    g = r.json()
    room: Room = client.app.state.hub.rooms[g["id"]]  # type: ignore[attr-defined]
    checked = {"versions": 0, "differ": 0}

    async def play() -> None:
        conns = [Conn(_Sink(), room, s["seat"], hash_token(s["token"]), "en",
                      room.hub.settings, addr="192.0.2.9") for s in g["seats"]]
        for c in conns:
            await room.attach(c)
        rng = random.Random(13)
        for _ in range(80):
            texts = {c.seat: room._base(c.seat, "en") for c in conns}
            for c in conns:
                m = json.loads(room.state_message(c))
                seat = c.seat
                assert seat is not None
                assert m["seat"] == seat
                assert [s["you"] for s in m["seats"]] == [i == seat for i in range(2)]
                assert m["view"] == json.loads(json.dumps(room.pub_state.view(seat)))
                keys = [t.key for t in room.pub_state.topics(seat)]
                assert [t["key"] for t in m["topics"]] == keys
            if texts[0] != texts[1]:
                checked["differ"] += 1
            _forget(room)  # the same messages, built from nothing
            assert {c.seat: room._base(c.seat, "en") for c in conns} == texts
            checked["versions"] += 1
            d = room.pub_state.decision()
            if d is None:
                break
            actor = next(c for c in conns if c.seat == d.actor)
            await room.decide(actor, rng.choice(d.ids), room.pub_version)
            await asyncio.sleep(0)

    assert client.portal is not None
    client.portal.call(play)
    assert checked["versions"] > 20
    assert checked["differ"] == checked["versions"]  # two seats never share one text
