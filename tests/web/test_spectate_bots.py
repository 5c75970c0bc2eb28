"""A spectator of a bot-only game sees it to the end (issue 12): the game is created through
the REST API, the bots think in real worker processes (a fresh process decodes the state,
as in production), and the spectator's WebSocket keeps receiving states until the game is
over. Madness once sent only its first state: a fresh worker could not decode the mage
choice, the bot step failed and the game stood still (the state said so in ``error``)."""

from __future__ import annotations

import queue
import time
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from waits import GAME_WAIT

from .helpers import reader

#: Game, options: two random bots each.
GAMES = [("madness", {}), ("wonderbook", {"lead": 0}), ("spellbook", {"set": "1"})]
#: Seconds a whole bot game may take here (random bots, no pause between moves).
LIMIT = GAME_WAIT


@pytest.mark.parametrize(("game", "options"), GAMES)
def test_a_spectator_sees_a_bot_only_game_to_its_end(
        make_client: Callable[..., TestClient], game: str, options: dict[str, Any]) -> None:
    client = make_client(bot_processes=True, bot_game_share=1.0)
    r = client.post("/api/games", json={
        "game": game, "options": options,
        "seats": [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}],
    })
    assert r.status_code == 201, r.text
    gid = r.json()["id"]
    versions: list[int] = []
    deadline = time.monotonic() + LIMIT
    with client.websocket_connect(f"/ws/{gid}") as ws:
        messages = reader(ws)
        while True:
            left = deadline - time.monotonic()
            assert left > 0, f"{game}: not over after {LIMIT}s, states seen: {versions[-5:]}"
            try:
                m = messages.get(timeout=left)
            except queue.Empty:
                pytest.fail(f"{game}: no state for {LIMIT}s after versions {versions[-5:]}")
            if m["type"] != "state":
                continue
            assert m["error"] is None, f"{game}: a bot step failed: {m['error']}"
            assert m["seat"] is None and m["options"] == []
            assert not versions or m["version"] >= versions[-1]
            versions.append(m["version"])
            if m["status"] == "finished":
                break
    assert len(set(versions)) >= 3, versions  # states kept arriving, not only the first
    assert client.get(f"/api/games/{gid}").json()["status"] == "finished"
