"""Who may hand a seat to a bot (issue 25, section 2).

The attack: any player could hand an offline player's seat to a bot (``POST
/api/games/<id>/seats/1/bot`` with seat 0's token: 200) and the victim's link stopped
working, in turn-based games and for invite links nobody had opened too. The rules now:

* a seat without an owner (an open seat nobody holds, a seat its player left) goes to a
  bot at once, at any player's request;
* a turn-based game never takes a seat from its owner;
* a live game hands a seat to a bot only while its player is *absent*: their own
  decision pending and no connection for the seat timeout; then at once if the creator
  let bots take over (``takeover``, the default: the sweeper does it by itself), else
  when every other connected human asked (a vote);
* the owner's link still works: opening it shows the game as that seat, and
  ``{"type": "reclaim"}`` takes the seat back from the bot.
"""

from __future__ import annotations

import time
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient

from tomecraft.bots.levels import default_level

from .helpers import state, until


def game(client: TestClient, n: int = 2, **body: Any) -> dict[str, Any]:
    r = client.post("/api/games", json={
        "game": "spellbook", "options": {"first_player": 1},
        "seats": [{"kind": "human"} for _ in range(n)], **body,
    })
    assert r.status_code == 201, r.text
    return dict(r.json())


def hand(client: TestClient, gid: str, seat: int, token: str) -> Any:
    return client.post(f"/api/games/{gid}/seats/{seat}/bot", json={"token": token})


def kinds(client: TestClient, gid: str) -> list[str]:
    return [s["kind"] for s in client.get(f"/api/games/{gid}").json()["seats"]]


def wait_for(pred: Callable[[], bool], what: str, seconds: float = 60.0) -> None:
    end = time.monotonic() + seconds
    while not pred():
        if time.monotonic() > end:
            raise AssertionError(f"waited {seconds} s for {what}")
        time.sleep(0.05)


@pytest.mark.parametrize("pace", ["live", "turn-based"])
def test_an_offline_player_keeps_the_seat(
    make_client: Callable[..., TestClient], pace: str
) -> None:
    """The issue's case: seat 0 asks for a bot on offline seat 1 (its turn, its link
    never opened, and after it was opened): refused, and seat 1's link still works."""
    client = make_client(seat_timeout=60.0, sweep_interval=0.05)
    g = game(client, pace=pace)
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    r = hand(client, gid, 1, t0)  # an invite link nobody has opened
    assert r.status_code == 409, r.text
    assert r.json()["code"] == ("web-error-seat-owned" if pace == "turn-based"
                                else "web-error-seat-not-absent")
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": t1})
        state(ws, lambda x: x["seat"] == 1)
    assert hand(client, gid, 1, t0).status_code == 409  # gone, but not for long
    assert kinds(client, gid) == ["human", "human"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": t1})
        m = state(ws, lambda x: x["seat"] == 1)
        assert m["options"], "the victim's link no longer works"


def test_turn_based_games_never_take_a_seat(make_client: Callable[..., TestClient]) -> None:
    client = make_client(seat_timeout=0.1, sweep_interval=0.05)
    g = game(client, pace="turn-based")
    gid, t0 = g["id"], g["seats"][0]["token"]
    time.sleep(0.5)  # five seat timeouts on seat 1's own turn
    r = hand(client, gid, 1, t0)
    assert r.status_code == 409 and r.json()["code"] == "web-error-seat-owned"
    assert kinds(client, gid) == ["human", "human"]
    bad = client.post("/api/games", json={
        "game": "spellbook", "seats": [{"kind": "human"}] * 2, "pace": "turn-based",
        "takeover": True})
    assert bad.status_code == 400 and bad.json()["code"] == "web-error-takeover-turn"


def test_a_live_seat_goes_to_a_bot_only_on_its_own_turn(
    make_client: Callable[..., TestClient]
) -> None:
    """With the creator's setting (the default), the sweeper hands a seat absent on its
    own turn to a bot; a seat whose turn it is not stays its player's however long."""
    client = make_client(seat_timeout=0.2, sweep_interval=0.05)
    g = game(client)  # seat 1 plays first
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    for token, seat in ((t0, 0), (t1, 1)):  # both claim their seats and go away
        with client.websocket_connect(f"/ws/{gid}") as ws:
            ws.send_json({"type": "hello", "token": token})
            state(ws, lambda x, s=seat: x["seat"] == s)
    wait_for(lambda: kinds(client, gid)[1] == "bot", "the sweeper's bot on seat 1")
    # the bot played seat 1's turn; seat 0 (absent, its own turn now) goes in turn
    wait_for(lambda: kinds(client, gid)[0] == "bot", "the sweeper's bot on seat 0")


def test_the_owner_takes_the_seat_back(make_client: Callable[..., TestClient]) -> None:
    client = make_client(seat_timeout=0.2, sweep_interval=0.05)
    g = game(client)
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    with client.websocket_connect(f"/ws/{gid}") as watcher:
        watcher.send_json({"type": "hello", "token": t0})
        state(watcher, lambda x: x["seat"] == 0)
        # seat 1 never came: absent on its own turn, handed over at seat 0's request
        time.sleep(0.3)
        r = hand(client, gid, 1, t0)
        assert r.status_code == 200, r.text
        assert kinds(client, gid)[1] == "bot"
    # seat 1's link still works: the game as seat 1, and a way back
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": t1})
        m = state(ws, lambda x: x["seat"] == 1)
        assert m["seats"][1]["kind"] == "bot" and m["seats"][1]["you"] is True
        ws.send_json({"type": "reclaim"})
        back = state(ws, lambda x: x["seats"][1]["kind"] == "human")
        assert back["seat"] == 1
        mine = back if back["options"] else state(ws, lambda x: bool(x["options"]))
        ws.send_json({"type": "decide", "option": mine["options"][0]["id"],
                      "version": mine["version"]})
        state(ws, lambda x: x["version"] > mine["version"])
    # someone else cannot take it back
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": t0})
        state(ws, lambda x: x["seat"] == 0)
        ws.send_json({"type": "reclaim"})
        assert until(ws, lambda x: x["type"] == "error")["code"] == "cannot-reclaim"


def test_without_the_setting_the_other_players_vote(
    make_client: Callable[..., TestClient]
) -> None:
    """``takeover: false``: no bot comes by itself; every other connected human must ask."""
    client = make_client(seat_timeout=0.2, sweep_interval=0.05)
    g = game(client, n=3, takeover=False)
    assert g["takeover"] is False
    gid = g["id"]
    t0, _t1, t2 = (s["token"] for s in g["seats"])
    with client.websocket_connect(f"/ws/{gid}") as a, client.websocket_connect(f"/ws/{gid}") as b:
        a.send_json({"type": "hello", "token": t0})
        state(a, lambda x: x["seat"] == 0)
        b.send_json({"type": "hello", "token": t2})
        state(b, lambda x: x["seat"] == 2)
        time.sleep(0.5)  # seat 1 absent on its own turn, no bot by itself
        assert kinds(client, gid) == ["human", "human", "human"]
        m = state(a, lambda x: x["seats"][1]["handover"])
        assert m["seats"][1]["votes"] == 0
        first = hand(client, gid, 1, t0)
        assert first.status_code == 202 and first.json()["needed"] == 2
        assert state(b, lambda x: x["seats"][1]["votes"] == 1)
        assert kinds(client, gid)[1] == "human"
        second = hand(client, gid, 1, t2)
        assert second.status_code == 200, second.text
        assert kinds(client, gid)[1] == "bot"


def test_a_seat_without_an_owner_goes_to_a_bot_at_once(client: TestClient) -> None:
    g = game(client, pace="turn-based")
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    assert client.post(f"/api/games/{gid}/leave", json={"token": t1}).status_code == 200
    r = hand(client, gid, 1, t0)
    assert r.status_code == 200, r.text
    assert kinds(client, gid) == ["human", "bot"]


def test_a_lone_player_who_leaves_hands_the_seat_to_a_bot_at_once(client: TestClient) -> None:
    """One person against bots leaves: with no other human seat owned, a bot of the level
    the other bots play takes the seat at once, so the game still ends (it used to wait
    for a request nobody could make, then expire unreviewable)."""
    r = client.post("/api/games", json={"game": "spellbook", "seats": [
        {"kind": "human"}, {"kind": "bot", "level": "random"}]})
    gid, token = r.json()["id"], r.json()["seats"][0]["token"]
    r = client.post(f"/api/games/{gid}/leave", json={"token": token})
    assert r.status_code == 200, r.text
    assert r.json()["kind"] == "bot" and r.json()["level"] == "random"
    seats = client.get(f"/api/games/{gid}").json()["seats"]
    assert [(s["kind"], s["level"]) for s in seats] == [("bot", "random")] * 2
    wait_for(lambda: client.get(f"/api/games/{gid}").json()["status"] == "finished",
             "the bots to finish the game the player left")
    assert client.post(f"/api/games/{gid}/leave", json={"token": token}).status_code == 403


def test_a_lone_player_without_bots_gets_the_default_level(
    client: TestClient,
) -> None:
    """No other bot to copy: the level a takeover uses (the game's default). Another human
    seat with an owner keeps today's rule: the seat stays free until a player asks."""
    r = client.post("/api/games", json={"game": "spellbook", "listed": True, "seats": [
        {"kind": "human"}, {"kind": "human", "open": True}]})
    gid, token = r.json()["id"], r.json()["seats"][0]["token"]
    r = client.post(f"/api/games/{gid}/leave", json={"token": token})
    assert r.status_code == 200, r.text
    assert r.json()["kind"] == "bot" and r.json()["level"] == default_level("spellbook")
    assert kinds(client, gid) == ["bot", "human"]  # the open seat may still be joined
    joined = client.post(f"/api/games/{gid}/join", json={}).json()
    assert joined["seat"] == 1
    g = game(client)
    r = client.post(f"/api/games/{g['id']}/leave", json={"token": g["seats"][0]["token"]})
    assert r.status_code == 200 and r.json()["kind"] == "human"
    assert kinds(client, g["id"]) == ["human", "human"]
