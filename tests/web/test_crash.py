"""Crash recovery with a real server: kill -9 mid-game, restart on the same database, and
every accepted decision is still there (same views, same options)."""

from __future__ import annotations

import json
import urllib.request
from typing import Any

from waits import WAIT, ws_connect
from websockets.sync.client import ClientConnection

from .conftest import LiveServer


def _post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(
        base + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(req, timeout=WAIT) as r:
        return dict(json.load(r))


def _state(ws: ClientConnection, pred: Any = lambda m: True) -> dict[str, Any]:
    for _ in range(2000):
        m = json.loads(ws.recv(timeout=WAIT))
        if m["type"] == "state" and pred(m):
            return dict(m)
    raise AssertionError("no matching state message")


def test_kill_9_and_restart_loses_nothing(live_server: LiveServer) -> None:
    g = _post(live_server.base, "/api/games", {
        "game": "spellbook",
        "options": {"set": "2"},
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}, {"kind": "human"}],
    })
    gid = g["id"]
    tokens = {0: g["seats"][0]["token"], 2: g["seats"][2]["token"]}
    url = {s: f"{live_server.ws_base}/ws/{gid}?token={t}" for s, t in tokens.items()}
    with ws_connect(url[0]) as a, ws_connect(url[2]) as c:
        socks = {0: a, 2: c}
        latest = {0: _state(a), 2: _state(c)}
        decided = 0
        while decided < 20:
            version = max(m["version"] for m in latest.values())
            for seat, ws in socks.items():
                if latest[seat]["version"] < version or latest[seat]["actor"] == 1:
                    latest[seat] = _state(ws, lambda m, v=version: m["version"] >= v
                                          and m["actor"] != 1)
            version = max(m["version"] for m in latest.values())
            actor = next(m["actor"] for m in latest.values() if m["version"] == version)
            mine = latest[actor]
            if mine["version"] < version:
                mine = latest[actor] = _state(socks[actor], lambda m, v=version: m["version"] >= v)
            socks[actor].send(json.dumps({"type": "decide", "option": mine["options"][-1]["id"],
                                          "version": mine["version"]}))
            latest[actor] = _state(socks[actor], lambda m, v=mine["version"]: m["version"] > v
                                   and m["actor"] != 1)
            decided += 1
        # a decision is acknowledged (broadcast) only once committed: kill right after one
        version = max(m["version"] for m in latest.values())
        before = {
            s: (latest[s] if latest[s]["version"] == version
                else _state(ws, lambda m, v=version: m["version"] == v))
            for s, ws in socks.items()
        }
        live_server.kill9()
    live_server.start()
    url = {s: f"{live_server.ws_base}/ws/{gid}?token={t}" for s, t in tokens.items()}
    with ws_connect(url[0]) as a, ws_connect(url[2]) as c:
        after = {0: _state(a), 2: _state(c)}
    for s in (0, 2):
        assert after[s]["version"] == before[s]["version"]
        assert after[s]["view"] == before[s]["view"]
        assert after[s]["options"] == before[s]["options"]
        assert after[s]["seats"][s]["you"] is True
