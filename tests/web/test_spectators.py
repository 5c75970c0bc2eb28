"""Issue 25, spectators and bot-only games: joins and leaves cost O(N) messages, not O(N^2);
presence goes out as a small delta; spectators share one rendering; spectators are capped
per game and per address (players still get in); the bot-only cap counts games handed
over to bots and holds their bots back."""

from __future__ import annotations

import asyncio
import contextlib
import json
import time
from collections.abc import Callable, Iterator
from typing import Any, ClassVar

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from waits import WAIT, WAIT_MS

from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.tokens import hash_token
from tomecraft.interfaces.web.wsflow import UTF8_TEXT

from .conftest import LiveServer
from .helpers import create, humans, needs_chromium, page_errors, post_json, state, until


class Recorder:
    """A client that reads everything at once: every text sent, in order, with its sender.
    Its server takes text frames as UTF-8 bytes (``wsflow.UTF8_TEXT``), as ``tomecraft
    web`` does, so a message shared by many connections arrives as the very same object."""

    scope: ClassVar[dict[str, Any]] = {"extensions": {UTF8_TEXT: {}}}

    def __init__(self, sink: list[tuple[Recorder, str | bytes]]) -> None:
        self.sink = sink

    async def send_text(self, data: str) -> None:
        self.sink.append((self, data))

    async def send(self, message: dict[str, Any]) -> None:
        assert message["type"] == "websocket.send" and isinstance(message["text"], bytes)
        self.sink.append((self, message["text"]))

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        return None


def _room(client: TestClient, gid: str) -> Room:
    room: Room = client.app.state.hub.rooms[gid]  # type: ignore[attr-defined]
    return room


def test_a_spectator_storm_costs_linear_messages(make_client: Callable[..., TestClient]) -> None:
    n = 60
    client = make_client(max_spectators=1000, max_spectators_per_address=1000)
    g = create(client, humans(2), first_player=0)
    room = _room(client, g["id"])
    settings = room.hub.settings
    sent: list[tuple[Recorder, str | bytes]] = []
    counts: dict[str, Any] = {}

    async def storm() -> None:
        conns: list[Conn] = []

        async def join(seat: int | None, token: str | None = None) -> Conn:
            conn = Conn(Recorder(sent), room, seat, token and hash_token(token), "en",
                        settings, addr="192.0.2.1")
            await room.attach(conn)
            conn.task = asyncio.create_task(conn.run_writer())
            await asyncio.sleep(0.002)  # every writer sends what it has
            return conn

        for _ in range(n):
            conns.append(await join(None))
        await asyncio.sleep(0.2)
        counts["join"] = len(sent)
        spectators = {id(c.ws) for c in conns}
        # a player connects: the seat is claimed (the seats changed: a whole state each)
        del sent[:]
        player = await join(0, g["seats"][0]["token"])
        await asyncio.sleep(0.2)
        counts["claim"] = len(sent)
        # the player goes and comes back: presence only, the same few bytes for everyone
        del sent[:]
        room.detach(player)
        player.task.cancel() if player.task else None
        await asyncio.sleep(0.2)
        player = await join(0, g["seats"][0]["token"])
        await asyncio.sleep(0.2)
        counts["presence"] = [(id(r), text) for r, text in sent if id(r) in spectators]
        # a decision: one message per connection, and every spectator gets the same text
        del sent[:]
        state_msg = json.loads(room.state_message(player))
        await room.decide(player, state_msg["options"][0]["id"], state_msg["version"])
        await asyncio.sleep(0.2)
        counts["decision"] = [(id(r), text) for r, text in sent if id(r) in spectators]
        # everybody leaves: a spectator's leaving changes nothing anyone sees
        del sent[:]
        for conn in conns:
            room.detach(conn)
        await asyncio.sleep(0.2)
        counts["leave"] = len(sent)
        for conn in [*conns, player]:
            if conn.task is not None:
                conn.task.cancel()

    assert client.portal is not None
    client.portal.call(storm)
    assert counts["join"] == n  # each newcomer its own first state, nobody else anything
    assert counts["claim"] == n + 1
    presence = counts["presence"]
    # one presence message per spectator for going and one for coming back
    assert len(presence) == 2 * n
    assert len({rid for rid, _ in presence}) == n
    for _, text in presence:
        m = json.loads(text)
        assert m["type"] == "presence" and "view" not in m and len(text) < 200
    assert [json.loads(t)["connected"] for _, t in presence[:1]] == [[False, False]]
    assert json.loads(presence[-1][1])["connected"] == [True, False]
    decision = counts["decision"]
    assert len(decision) == n and len({rid for rid, _ in decision}) == n
    assert len({id(text) for _, text in decision}) == 1  # one rendering, shared
    assert counts["leave"] == 0


@contextlib.contextmanager
def from_address(client: TestClient, host: str, port: int = 1) -> Iterator[TestClient]:
    """``client``, its requests coming from ``host`` meanwhile (the same event loop as the
    app's: a second TestClient would run its own)."""
    transport = client._transport  # type: ignore[attr-defined]
    before, transport.client = transport.client, (host, port)
    try:
        yield client
    finally:
        transport.client = before


def test_spectators_are_capped_per_game_and_per_address(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(max_spectators=3, max_spectators_per_address=2, hello_grace=0.5)
    g = create(client, humans(2))
    other = create(client, humans(2))

    def connect(gid: str, host: str, port: int = 1) -> Any:
        with from_address(client, host, port):
            return client.websocket_connect(f"/ws/{gid}")

    def refused(gid: str, host: str) -> tuple[str, int, str]:
        with pytest.raises(WebSocketDisconnect) as closed, connect(gid, host) as ws:
            err = until(ws, lambda m: m["type"] == "error")
            ws.receive_json()
        return err["code"], closed.value.code, closed.value.reason

    with connect(g["id"], "198.51.100.1") as a1, connect(g["id"], "198.51.100.1") as a2:
        state(a1)
        state(a2)
        # a third spectator from the same address, even of another game: refused
        assert refused(other["id"], "198.51.100.1") == (
            "spectators-per-address", 4429, "spectators-per-address")
        with connect(g["id"], "198.51.100.2") as b1:
            state(b1)
            # the game has its three spectators: a fourth, from anywhere, is refused
            assert refused(g["id"], "198.51.100.3") == (
                "spectators-full", 4429, "spectators-full")
            # a player still gets in: the hello comes first, within the grace
            with connect(g["id"], "198.51.100.3") as p:
                p.send_json({"type": "hello", "token": g["seats"][1]["token"]})
                m = state(p)
                assert m["seat"] == 1 and m["seats"][1]["connected"]
                # the seat was claimed: the spectators get the new seats
                state(b1, lambda m: bool(m["seats"][1]["claimed"]))
            # the player went: a presence change
            assert until(b1, lambda m: m["type"] == "presence")["connected"] == [False, False]
    # they left: room again
    with connect(g["id"], "198.51.100.1") as again:
        assert state(again)["seat"] is None
    # the per-address count follows connections as they come, take a seat and go
    hub = client.app.state.hub  # type: ignore[attr-defined]
    with connect(g["id"], "198.51.100.4") as s1, connect(other["id"], "198.51.100.4") as s2:
        state(s1)
        state(s2)
        assert hub.spectator_addrs.get("198.51.100.4") == 2
        s2.send_json({"type": "hello", "token": other["seats"][0]["token"]})
        state(s2, lambda m: m["seat"] == 0)
        assert hub.spectator_addrs.get("198.51.100.4") == 1  # a player now
    deadline = time.monotonic() + WAIT  # the server notices the closes on its own loop
    while hub.spectator_addrs and time.monotonic() < deadline:
        time.sleep(0.01)
    assert hub.spectator_addrs == {}, "the spectator counts did not come back to none"


# -- the bot-only cap -------------------------------------------------------------------------
def _bot_moves(room: Room) -> int:
    return sum(1 for by in room.by if by.startswith("bot:"))


def test_games_handed_to_bots_count_against_the_bot_only_cap(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(max_bot_games=1, bot_delay=0.2, sweep_interval=0.05)
    hub = client.app.state.hub  # type: ignore[attr-defined]
    games = [create(client, humans(2)) for _ in range(2)]
    rooms = [_room(client, g["id"]) for g in games]
    assert client.portal is not None
    for room in rooms:  # the players left: their seats went to bots
        for seat in (0, 1):
            client.portal.call(room.replace_with_bot, seat, "random")
    assert hub.bot_game_count() == 2
    r = client.post("/api/games", json={"game": "spellbook", "seats": [
        {"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]})
    assert r.status_code == 503 and r.json()["code"] == "web-error-bot-games"
    time.sleep(0.3)  # a move begun while the game still had a person may end
    before = [_bot_moves(room) for room in rooms]

    def moves_since() -> list[int]:
        return [_bot_moves(room) - b for room, b in zip(rooms, before, strict=True)]

    deadline = time.monotonic() + WAIT  # the game holding the place makes 3 moves...
    while max(moves_since()) < 3:
        assert time.monotonic() < deadline, f"no bot-only game moved 3 times: {moves_since()}"
        time.sleep(0.05)
    moved = moves_since()  # ...while the other one waits
    assert sorted(moved)[0] == 0 and sorted(moved)[1] > 0, moved  # one plays, one waits
    waiting = rooms[moved.index(0)]
    stuck = _bot_moves(waiting)
    hub.settings.max_bot_games = 2  # a place comes free: the waiting game goes on
    deadline = time.monotonic() + WAIT
    while _bot_moves(waiting) == stuck:
        assert time.monotonic() < deadline, "the waiting bot-only game never moved"
        time.sleep(0.05)


# -- the page -------------------------------------------------------------------------------
@needs_chromium
def test_the_page_shows_presence_changes(live_server: LiveServer) -> None:
    pytest.importorskip("playwright")
    from playwright.sync_api import sync_playwright

    from .helpers import CHROMIUM, CHROMIUM_ARGS

    g = post_json(live_server, "/api/games", {"game": "spellbook", "seats": humans(2)})
    with sync_playwright() as pw:
        browser = pw.chromium.launch(executable_path=str(CHROMIUM), args=CHROMIUM_ARGS)
        try:
            ctx = browser.new_context()
            first, second = ctx.new_page(), ctx.new_page()
            errors = page_errors(first)
            second.goto(live_server.base + g["seats"][1]["url"][len(live_server.base):])
            second.wait_for_selector("#players li[data-seat='1'] .dot.on")
            first.goto(live_server.base + g["seats"][0]["url"][len(live_server.base):])
            first.wait_for_selector("#players li[data-seat='1'] .dot.on", timeout=WAIT_MS)
            version = first.evaluate("document.body.dataset.version")
            second.close()  # seat 1 goes offline: only a presence message tells
            first.wait_for_selector("#players li[data-seat='1'] .dot.off", timeout=WAIT_MS)
            assert first.evaluate("document.body.dataset.version") == version
            assert not errors
        finally:
            browser.close()
