"""The game WebSocket: per-seat views, decisions, undo, and what a client must not be able to do."""

from __future__ import annotations

import json
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect

from tomecraft.core import CHANCE, Match
from tomecraft.games.spellbook import actions as A
from tomecraft.interfaces.web.store import open_store

from .helpers import create, humans, my_turn, state, until, walk


def _seed(db: str, gid: str) -> int:
    store = open_store(db)
    try:
        row = store.get_game(gid)
    finally:
        store.close()
    assert row is not None
    return row.seed


def _decisions(db: str, gid: str) -> list[tuple[int, int, str]]:
    """Stored decisions of ``gid`` (SQLite or PostgreSQL): (actor, option, by)."""
    store = open_store(db)
    try:
        return [(r.actor, r.option, r.by) for r in store.decisions(gid)]
    finally:
        store.close()


def _truth(db: str, gid: str, config: dict[str, object]) -> Match:
    """The true match, rebuilt independently from the stored seed and decisions."""
    m = Match("spellbook", config, _seed(db, gid))
    for _ in m.replay_steps([[a, o] for a, o, _b in _decisions(db, gid)]):
        pass
    return m


def test_each_seat_gets_its_own_view_and_options(client: TestClient, db_url: str) -> None:
    g = create(client, humans(2), first_player=0)
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    with (
        client.websocket_connect(f"/ws/{gid}?token={t0}") as a,
        client.websocket_connect(f"/ws/{gid}?token={t1}&lang=es") as b,
        client.websocket_connect(f"/ws/{gid}") as spectator,
    ):
        ma, mb, ms = state(a), state(b), state(spectator)
        truth = _truth(db_url, gid, g["config"])
        assert ma["seat"] == 0 and mb["seat"] == 1 and ms["seat"] is None
        assert ma["view"] == truth.state.view(0)
        assert mb["view"] == truth.state.view(1)
        assert ms["view"] == truth.state.view(None)
        d = truth.state.decision()
        assert d is not None and d.actor == 0
        assert [o["id"] for o in ma["options"]] == list(d.ids)
        assert mb["options"] == [] and ms["options"] == []
        assert mb["lang"] == "es" and ma["lang"] == "en"
        assert ma["options"][0]["label"] == "Skip the morning"
        assert ma["prompt"] == "Player 1, choose a morning action."
        # a decision reaches everyone, each in their own language and view
        a.send_json({"type": "decide", "option": A.DRAW2, "version": 0})
        ma = state(a, lambda m: m["version"] >= 3)
        mb = state(b, lambda m: m["version"] >= 3)
        ms = state(spectator, lambda m: m["version"] >= 3)
        truth = _truth(db_url, gid, g["config"])
        assert ma["view"] == truth.state.view(0) and mb["view"] == truth.state.view(1)
        assert next(line["text"] for line in ma["log"]).startswith("Player 1: ")
        assert mb["log"] and mb["log"][0]["seat"] == 0
        assert [x[2] for x in _decisions(db_url, gid)] == ["human", "chance", "chance"]


def test_nothing_secret_is_ever_sent(client: TestClient, db_url: str) -> None:
    g = create(client, [{"kind": "human"}, {"kind": "bot", "level": "random"}])
    gid, token = g["id"], g["seats"][0]["token"]
    seed = str(_seed(db_url, gid))
    texts: list[str] = []
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        m = state(ws)
        for _ in range(25):
            texts.append(json.dumps(m))
            if m["status"] == "finished":
                break
            if m["options"]:
                ws.send_json({"type": "decide", "option": m["options"][0]["id"],
                              "version": m["version"]})
            m = state(ws)
    for text in texts:
        data = json.loads(text)
        keys = set(walk(data))
        assert not keys & {"seed", "rng", "bag_top", "weights"}, keys
        assert seed not in text
        if data["actor"] == CHANCE:
            assert data["options"] == []


def test_wrong_or_missing_token_cannot_act(client: TestClient, db_url: str) -> None:
    g = create(client, humans(2), first_player=0)
    gid = g["id"]
    with client.websocket_connect(f"/ws/{gid}?token=not-a-token") as ws:
        m = ws.receive_json()
        assert m["type"] == "error" and m["code"] == "bad-token"
    with client.websocket_connect(f"/ws/{gid}?token={g['seats'][1]['token']}") as other:
        state(other)
        other.send_json({"type": "decide", "option": A.DRAW2, "version": 0})  # seat 0's turn
        assert until(other, lambda m: m["type"] == "error")["code"] == "not-your-turn"
    with client.websocket_connect(f"/ws/{gid}") as spectator:
        state(spectator)
        spectator.send_json({"type": "decide", "option": A.DRAW2, "version": 0})
        assert until(spectator, lambda m: m["type"] == "error")["code"] == "spectator"
        spectator.send_json({"type": "undo", "version": 0})
        assert until(spectator, lambda m: m["type"] == "error")["code"] == "spectator"
    assert _decisions(db_url, gid) == []


def test_bad_messages_change_nothing(client: TestClient, db_url: str) -> None:
    g = create(client, humans(2), first_player=0)
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        before = state(ws)
        cases: list[tuple[str | bytes, str]] = [
            ("this is not json", "bad-json"),
            ("[1, 2, 3]", "bad-json"),
            (json.dumps({"type": "teleport"}), "unknown-type"),
            (json.dumps({"option": 3}), "unknown-type"),
            (json.dumps({"type": "decide", "option": "23"}), "bad-option"),
            (json.dumps({"type": "decide", "option": True}), "bad-option"),
            (json.dumps({"type": "decide", "option": 2.0}), "bad-option"),
            (json.dumps({"type": "decide", "option": 999, "version": 0}), "illegal"),
            (json.dumps({"type": "decide", "option": A.LEARN, "version": 0}), "illegal"),
            (json.dumps({"type": "decide", "option": A.PASS, "version": 1}), "stale"),
            (json.dumps({"type": "decide", "option": A.PASS}), "bad-version"),
            (json.dumps({"type": "decide", "pad": "x" * 9000}), "too-large"),
            (json.dumps({"type": "undo", "version": 0}), "cannot-undo"),
            (b"\x00\x01binary", "bad-message"),
        ]
        for payload, code in cases:
            if isinstance(payload, bytes):
                ws.send_bytes(payload)
            else:
                ws.send_text(payload)
            m = until(ws, lambda m: m["type"] == "error")
            assert m["code"] == code, (payload[:40], m)
            assert m["message"]
        # still exactly the same game, and still our turn
        ws.send_json({"type": "ping", "t": 1})
        assert until(ws, lambda m: m["type"] == "pong")["t"] == 1
    assert _decisions(db_url, gid) == []
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        again = state(ws)
    assert again["view"] == before["view"] and again["version"] == 0


def test_rate_limit(make_client: Callable[..., TestClient]) -> None:
    """Over the rate: one ``rate-limited`` error, the excess ignored; a client that goes on
    flooding for another burst is closed (1008)."""
    client = make_client(rate=20.0, burst=20.0)
    g = create(client, humans(2))
    with client.websocket_connect(f"/ws/{g['id']}?token={g['seats'][0]['token']}") as ws:
        state(ws)
        for i in range(60):
            ws.send_json({"type": "ping", "t": i})
        replies: list[dict[str, Any]] = []
        with pytest.raises(WebSocketDisconnect) as closed:
            while True:
                m = ws.receive_json()
                if m["type"] in ("pong", "error"):
                    replies.append(m)
    assert closed.value.code == 1008
    limited = [r for r in replies if r["type"] == "error"]
    assert len(limited) == 1 and limited[0]["code"] == "rate-limited"
    assert "20" in limited[0]["message"]
    assert 20 <= sum(r["type"] == "pong" for r in replies) < 60


def test_illegal_errors_are_translated(client: TestClient) -> None:
    g = create(client, humans(2), first_player=0)
    with client.websocket_connect(f"/ws/{g['id']}?token={g['seats'][0]['token']}&lang=de") as ws:
        state(ws)
        ws.send_json({"type": "decide", "option": 999, "version": 0})
        m = until(ws, lambda m: m["type"] == "error")
        assert "nicht erlaubt" in m["message"]
        ws.send_json({"type": "lang", "lang": "es"})
        m = state(ws)
        assert m["lang"] == "es" and m["log_reset"] is True
        ws.send_json({"type": "decide", "option": 999, "version": 0})
        assert "no está permitida" in until(ws, lambda m: m["type"] == "error")["message"]


def test_undo_within_own_turn_rebuilds_identically(client: TestClient, db_url: str) -> None:
    g = create(client, humans(2), first_player=0)
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        m = state(ws)
        # Skip the morning: a decision of our own, no draw follows (still our turn).
        ws.send_json({"type": "decide", "option": A.PASS, "version": 0})
        after_pass = state(ws, lambda x: x["version"] == 1)
        assert after_pass["can_undo"] is True and my_turn(after_pass)
        ws.send_json({"type": "undo", "version": 1})
        undone = state(ws, lambda x: x["version"] == 2)  # 0 decisions + 2 * 1 undone
        assert undone["view"] == m["view"] and undone["log_reset"] is True
        assert undone["can_undo"] is False
        assert _decisions(db_url, gid) == []
        # Redo it differently: draw 2 (chance follows), then undo is refused.
        ws.send_json({"type": "decide", "option": A.DRAW2, "version": 2})
        drawn = state(ws, lambda x: x["version"] == 5)
        assert drawn["can_undo"] is False
        ws.send_json({"type": "undo", "version": 5})
        assert until(ws, lambda x: x["type"] == "error")["code"] == "cannot-undo"
        assert len(_decisions(db_url, gid)) == 3
    # The generator came out identical: the stored game replays from its seed.
    truth = _truth(db_url, gid, g["config"])
    assert truth.state.view(0) == drawn["view"]


def test_undo_restores_the_same_draws(client: TestClient, db_url: str) -> None:
    """Undo, then the same decision again: the random draws are the same as before."""
    g = create(client, humans(2), first_player=0)
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        state(ws)
        ws.send_json({"type": "decide", "option": A.PASS, "version": 0})  # skip morning (undoable)
        m = state(ws, lambda x: x["version"] == 1)
        assert m["can_undo"]
        ws.send_json({"type": "undo", "version": 1})
        state(ws, lambda x: x["version"] == 2)
        ws.send_json({"type": "decide", "option": A.DRAW2, "version": 2})
        first = state(ws, lambda x: x["version"] == 5)
    rows_first = _decisions(db_url, gid)
    # the same sequence in a fresh game with the same seed gives the same draws
    match = Match("spellbook", g["config"], _seed(db_url, gid))
    match.step(A.DRAW2)
    match.resolve_chance()
    assert [o for _a, o in match.history] == [o for _a, o, _b in rows_first]
    assert match.state.view(0) == first["view"]


def test_commit_before_broadcast(client: TestClient, db_url: str) -> None:
    """Whenever a state message arrives, the store already holds every decision in it."""
    g = create(client, [{"kind": "human"}, {"kind": "bot", "level": "random"}])
    with client.websocket_connect(f"/ws/{g['id']}?token={g['seats'][0]['token']}") as ws:
        m = state(ws)
        for _ in range(15):
            assert len(_decisions(db_url, g["id"])) >= m["version"]
            if m["options"]:
                ws.send_json({"type": "decide", "option": m["options"][-1]["id"],
                              "version": m["version"]})
            m = state(ws)
