"""Persistence and recovery: restarts rebuild every unfinished game from its decisions;
gone players are replaced by bots after the timeout."""

from __future__ import annotations

import time
from collections.abc import Callable

from fastapi.testclient import TestClient
from waits import wait_until

from tomecraft.bots.levels import default_level
from tomecraft.interfaces.web.store import open_store

from .helpers import catch_up, create, humans, state


def test_restart_rebuilds_unfinished_games(make_client: Callable[..., TestClient]) -> None:
    first = make_client()
    g = create(first, humans(2), set="classic")
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    with (
        first.websocket_connect(f"/ws/{gid}?token={t0}") as a,
        first.websocket_connect(f"/ws/{gid}?token={t1}") as b,
    ):
        socks = {0: a, 1: b}
        latest = {0: state(a), 1: state(b)}
        for _ in range(12):
            version = catch_up(socks, latest, state)
            actor = latest[0]["actor"]
            mine = latest[actor]
            socks[actor].send_json({"type": "decide", "option": mine["options"][-1]["id"],
                                    "version": mine["version"]})
            latest[actor] = state(socks[actor], lambda x, v=version: x["version"] > v)
        version = max(m["version"] for m in latest.values())
        before_a = latest[0] if latest[0]["version"] == version else state(
            a, lambda x: x["version"] == version)
        before_b = latest[1] if latest[1]["version"] == version else state(
            b, lambda x: x["version"] == version)
    first.__exit__(None, None, None)

    second = make_client()
    with (
        second.websocket_connect(f"/ws/{gid}?token={t0}") as a,
        second.websocket_connect(f"/ws/{gid}?token={t1}") as b,
    ):
        after_a, after_b = state(a), state(b)
    assert after_a["version"] == before_a["version"]
    assert after_a["view"] == before_a["view"] and after_b["view"] == before_b["view"]
    assert after_a["options"] == before_a["options"]
    assert after_b["options"] == before_b["options"]
    assert after_a["log"] and after_a["log_reset"] is True


def test_bots_carry_on_after_restart(make_client: Callable[..., TestClient], db_url: str) -> None:
    """A game of bots interrupted mid-way finishes after the restart."""
    store = open_store(db_url)
    first = make_client(bot_delay=0.05)
    g = create(first, [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}])
    wait_until(lambda: store.decisions(g["id"]), "a first bot move")
    first.__exit__(None, None, None)
    done = len(store.decisions(g["id"]))
    assert done > 0
    second = make_client()
    with second.websocket_connect(f"/ws/{g['id']}") as ws:
        m = state(ws, lambda x: x["status"] == "finished")
    assert m["version"] > done
    assert store.get_game(g["id"]).status == "finished"  # type: ignore[union-attr]


def test_gone_player_is_replaced_by_a_bot(make_client: Callable[..., TestClient]) -> None:
    client = make_client(seat_timeout=0.3, sweep_interval=0.05)
    g = create(client, humans(2), first_player=0)
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    with client.websocket_connect(f"/ws/{gid}?token={t1}") as watcher:
        state(watcher)
        # seat 0 comes and goes: after the timeout a bot plays it, and the game goes on
        with client.websocket_connect(f"/ws/{gid}?token={t0}") as gone:
            state(gone)
        m = state(watcher, lambda x: x["seats"][0]["kind"] == "bot")
        # the game's default level (what ``bot`` means), not a fixed kind
        assert m["seats"][0]["level"] == default_level("spellbook") != "greedy"
        m = state(watcher, lambda x: x["version"] > 0 and bool(x["options"]))
        assert any(line["seat"] == 0 for line in m["log"]) or m["version"] > 0
    # the owner's link still works (issue 25): the game as seat 0, which a bot plays
    # until the owner takes it back
    with client.websocket_connect(f"/ws/{gid}?token={t0}") as ws:
        m = state(ws)
        assert m["seat"] == 0 and m["seats"][0]["kind"] == "bot" and m["seats"][0]["you"]


def test_never_claimed_seats_wait(make_client: Callable[..., TestClient]) -> None:
    client = make_client(seat_timeout=0.1, sweep_interval=0.05)
    g = create(client, humans(2))
    time.sleep(0.4)
    info = client.get(f"/api/games/{g['id']}").json()
    assert [s["kind"] for s in info["seats"]] == ["human", "human"]
    assert [s["claimed"] for s in info["seats"]] == [False, False]
