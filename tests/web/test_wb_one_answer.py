"""A person's question whose options are all alike has one answer, so the web server
does not ask it either (a stranger's report: "Choose the next Wyrm to act" with two
unhurt Wyrms in the Ink Pond): the room takes it like a forced decision, narrated "only
one choice", stored as forced, and a rebuild from the store tells the same log."""

from __future__ import annotations

import json
import secrets
from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest
from starlette.testclient import TestClient

from tomecraft.core import CHANCE
from tomecraft.interfaces.web import hub as hub_module
from tomecraft.interfaces.web.gamelog import BY_FORCED

from .helpers import catch_up, decide, state, two_seats

#: The stranger's chapter 1 game before the alike question (tests/wonderbook/data).
GAME = Path(__file__).parents[1] / "wonderbook" / "data" / "chapter_one_alike_wyrms.json"


def test_the_web_does_not_ask_a_question_with_one_answer(
    client: TestClient, monkeypatch: pytest.MonkeyPatch
) -> None:
    doc = json.loads(GAME.read_text())
    monkeypatch.setattr(hub_module, "secrets", SimpleNamespace(
        randbits=lambda bits: doc["seed"], token_hex=secrets.token_hex))
    options = {"chapter": "one", "practice": True, "heroes": ["sid", "lara"]}
    r = client.post("/api/games", json={"game": "wonderbook", "options": options,
                                        "seats": [{"kind": "human"}, {"kind": "human"}]})
    assert r.status_code == 201, r.text
    g = r.json()
    room: Any = client.app.state.hub.rooms[g["id"]]  # type: ignore[attr-defined]
    assert room.seed == doc["seed"]
    moves = [(a, o) for a, o in doc["decisions"] if a != CHANCE]
    with two_seats(client, g) as (socks, latest):
        for actor, option in moves:
            v = catch_up(socks, latest, state)
            m = latest[actor]
            assert option in [o["id"] for o in m["options"]], (actor, option, m["options"])
            decide(socks, latest, actor, option, v)
        catch_up(socks, latest, state)
    n = len(doc["decisions"])
    assert room.match.history[n] == (0, 497)  # Wyrm 1 of the two alike, taken for Sid
    assert room.by[n] == BY_FORCED
    live = [e.text(room, "en") for e in room.log]
    assert any("only one choice — Wyrm 1 in Ink Pond" in line for line in live), live[-12:]
    rebuilt = room.rebuild(client.app.state.store.decisions(g["id"]))  # type: ignore[attr-defined]
    assert [e.text(room, "en") for e in rebuilt.entries] == live
