"""Several ``tomecraft serve`` processes on one PostgreSQL database: two seats of one game
served by two processes, and a process killed (kill -9) mid-game whose bots the other
takes over within the lease time, with no acknowledged decision lost."""

from __future__ import annotations

import contextlib
import json
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from waits import WAIT, WaitTimeout, wait_until, ws_connect
from websockets.sync.client import ClientConnection

from tomecraft.interfaces.web.store import open_store

from .conftest import LiveServer, pg_schema
from .helpers import catch_up

LEASE = 2.0


def _post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(
        base + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(req, timeout=WAIT) as r:
        return dict(json.load(r))


def _state(ws: ClientConnection, pred: Any = lambda m: True, timeout: float = WAIT
           ) -> dict[str, Any]:
    deadline = time.monotonic() + timeout
    while True:
        left = deadline - time.monotonic()
        if left <= 0:
            raise WaitTimeout("a matching state message", timeout)
        m = json.loads(ws.recv(timeout=left))
        if m["type"] == "error":
            raise AssertionError(f"error from the server: {m}")
        if m["type"] == "state" and pred(m):
            return dict(m)


@contextlib.contextmanager
def _seat(server: LiveServer, gid: str, token: str) -> Iterator[ClientConnection]:
    """A connection of the seat whose token it sends first."""
    with ws_connect(f"{server.ws_base}/ws/{gid}") as ws:
        ws.send(json.dumps({"type": "hello", "token": token}))
        yield ws


@pytest.fixture
def pg_url() -> Iterator[str]:
    with pg_schema() as url:
        yield url


@pytest.fixture
def two_servers(pg_url: str) -> Iterator[tuple[LiveServer, LiveServer]]:
    a = LiveServer(pg_url, lease_time=LEASE, bot_delay=0.05).start()
    b = LiveServer(pg_url, lease_time=LEASE, bot_delay=0.05).start()
    yield a, b
    a.stop()
    b.stop()


def test_two_processes_serve_two_seats_of_one_game(
    two_servers: tuple[LiveServer, LiveServer], pg_url: str
) -> None:
    a, b = two_servers
    g = _post(a.base, "/api/games", {
        "game": "spellbook", "options": {"set": "2"},
        "seats": [{"kind": "human"}, {"kind": "human"}],
    })
    gid = g["id"]
    with (
        _seat(a, gid, g["seats"][0]["token"]) as s0,
        _seat(b, gid, g["seats"][1]["token"]) as s1,
    ):
        socks = {0: s0, 1: s1}
        latest = {0: _state(s0, lambda m: m["seat"] == 0),
                  1: _state(s1, lambda m: m["seat"] == 1)}
        for _ in range(16):
            catch_up(socks, latest, _state)
            actor = latest[0]["actor"]
            if actor is None:
                break
            mine = latest[actor]
            assert mine["options"], mine
            socks[actor].send(json.dumps({"type": "decide", "option": mine["options"][-1]["id"],
                                          "version": mine["version"]}))
            # both processes push the decision to their own client
            for seat, ws in socks.items():
                latest[seat] = _state(ws, lambda m, v=mine["version"]: m["version"] > v)
            assert latest[0]["version"] == latest[1]["version"]
            assert latest[0]["actor"] == latest[1]["actor"]
        assert latest[0]["version"] >= 16 or latest[0]["status"] == "finished"
    # the database holds every decision, once
    store = open_store(pg_url)
    try:
        rows = store.decisions(gid)
    finally:
        store.close()
    assert [r.idx for r in rows] == list(range(len(rows)))
    assert len(rows) == latest[0]["version"]


def test_a_stale_decision_from_the_other_process_is_refused(
    two_servers: tuple[LiveServer, LiveServer]
) -> None:
    """The same seat connected to both processes: a decision made through one is final;
    the same decision sent through the other (for the old version) is refused."""
    a, b = two_servers
    g = _post(a.base, "/api/games", {
        "game": "spellbook", "options": {"set": "2", "first_player": 0},
        "seats": [{"kind": "human"}, {"kind": "human"}],
    })
    gid, token = g["id"], g["seats"][0]["token"]
    with _seat(a, gid, token) as on_a, _seat(b, gid, token) as on_b:
        ma = _state(on_a, lambda m: m["seat"] == 0 and bool(m["options"]))
        mb = _state(on_b, lambda m: m["seat"] == 0 and bool(m["options"]))
        assert ma["version"] == mb["version"] == 0
        on_a.send(json.dumps({"type": "decide", "option": ma["options"][0]["id"], "version": 0}))
        ma = _state(on_a, lambda m: m["version"] >= 1)
        on_b.send(json.dumps({"type": "decide", "option": mb["options"][-1]["id"], "version": 0}))
        errors, seen = [], None
        while not errors or seen is None:
            m = json.loads(on_b.recv(timeout=WAIT))
            if m["type"] == "error":
                errors.append(m["code"])
            elif m["type"] == "state" and m["version"] >= 1:
                seen = m
        assert errors == ["stale"]
        # B shows what A stored (whether it heard of it before or after the refusal)
        assert seen["version"] == ma["version"] and seen["view"] == ma["view"]


def test_kill_9_of_the_lease_holder_hands_its_bots_over(
    two_servers: tuple[LiveServer, LiveServer], pg_url: str
) -> None:
    """The game is created on A (A holds its lease and runs its bot); the player plays
    through B. A dies (kill -9): within the lease time B's bot answers, and every
    decision the player saw acknowledged is in the database."""
    a, b = two_servers
    g = _post(a.base, "/api/games", {
        "game": "spellbook", "options": {"set": "2", "first_player": 0},
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}],
    })
    gid = g["id"]
    acked: list[tuple[int, dict[str, Any]]] = []

    def play(ws: ClientConnection, m: dict[str, Any], timeout: float) -> dict[str, Any]:
        """Decide, then wait until the bot has answered and it is the player's turn."""
        ws.send(json.dumps({"type": "decide", "option": m["options"][-1]["id"],
                            "version": m["version"]}))
        nxt = _state(ws, lambda x, v=m["version"]: x["version"] > v, timeout=timeout)
        acked.append((nxt["version"], nxt["view"]))
        if nxt["status"] != "active" or nxt["options"]:
            return nxt
        return _state(ws, lambda x: bool(x["options"]) or x["status"] != "active",
                      timeout=timeout)

    store = open_store(pg_url)

    def bot_rows_from(idx: int) -> list[int]:
        return [r.idx for r in store.decisions(gid) if r.by.startswith("bot:") and r.idx >= idx]

    try:
        with _seat(b, gid, g["seats"][0]["token"]) as ws:
            m = _state(ws, lambda x: x["seat"] == 0 and bool(x["options"]))
            # the player's own decisions can run several in a row (the game's seed is
            # the server's), so play until A's bot has answered at least once
            for _ in range(12):
                m = play(ws, m, timeout=WAIT)
                assert m["status"] == "active"
                if bot_rows_from(0):
                    break
            assert bot_rows_from(0), "A's bot has played before the kill"
            a.kill9()
            at_kill = len(store.decisions(gid))
            killed = time.monotonic()
            # B takes the lease once it has expired, and its bot answers
            for _ in range(20):
                m = play(ws, m, timeout=WAIT)
                if bot_rows_from(at_kill) or m["status"] != "active":
                    break
            took = time.monotonic() - killed
            assert bot_rows_from(at_kill), "no bot move after the kill"
        rows = store.decisions(gid)
    finally:
        store.close()
    # within the lease time (plus one heartbeat and the test's own moves)
    assert took < LEASE + 3, took
    assert [r.idx for r in rows] == list(range(len(rows)))
    # every state the player saw acknowledged is in the database
    assert len(rows) >= max(v for v, _ in acked)


# -- the PostgreSQL store's own rules ---------------------------------------------------------
@pytest.fixture
def pg_store(pg_url: str) -> Iterator[Any]:
    from tomecraft.interfaces.web.store import GameRow
    from tomecraft.interfaces.web.store_pg import PgStore

    store = PgStore(pg_url)
    seats = [{"kind": "human", "claimed": False}, {"kind": "human", "claimed": False}]
    store.create_game(GameRow("g", "spellbook", {}, 7, seats, "active", True, "en", 1.0, 1.0))
    yield store
    store.close()


def test_decisions_are_written_only_on_top_of_the_stored_ones(pg_store: Any) -> None:
    from tomecraft.interfaces.web.store import DecisionRow, StaleWrite

    pg_store.add_decisions("g", [DecisionRow(0, 0, 5, "human"), DecisionRow(1, -1, 2, "chance")])
    for idx in (0, 1, 3):  # a copy that is behind, a repeat, a gap
        with pytest.raises(StaleWrite):
            pg_store.add_decisions("g", [DecisionRow(idx, 1, 9, "human")])
    errors = pg_store.add_decisions_many([
        ("g", [DecisionRow(2, 1, 9, "human")], False),
        ("missing", [DecisionRow(0, 0, 1, "human")], False),
    ])
    assert errors[0] is None and isinstance(errors[1], StaleWrite)
    # an undo takes back the last decision only
    with pytest.raises(StaleWrite):
        pg_store.delete_decisions_from("g", 1)
    pg_store.delete_decisions_from("g", 2)
    assert [r.option for r in pg_store.decisions("g")] == [5, 2]
    assert pg_store.get_game("g").undone == 1
    pg_store.expire_games(["g"])
    with pytest.raises(StaleWrite):  # a stopped game takes no more decisions
        pg_store.add_decisions("g", [DecisionRow(2, 1, 9, "human")])


def test_seats_are_compared_and_set(pg_store: Any) -> None:
    before = pg_store.get_game("g").seats
    first = [dict(before[0], claimed=True, token_hash="a"), before[1]]
    second = [dict(before[0], claimed=True, token_hash="b"), before[1]]
    assert pg_store.swap_seats("g", before, first) == first
    # another process got to seat 0 first: refused, nothing written
    assert pg_store.swap_seats("g", before, second) is None
    assert pg_store.get_game("g").seats == first
    # a change of another seat goes through, keeping what the other process wrote
    other = [before[0], dict(before[1], claimed=True, token_hash="c")]
    assert pg_store.swap_seats("g", before, other) == [first[0], other[1]]
    assert pg_store.get_game("g").seats == [first[0], other[1]]


def test_leases_go_to_one_process_until_they_expire(pg_store: Any) -> None:
    assert pg_store.acquire_leases(["g"], "one", 0.5) == {"g"}
    assert pg_store.acquire_leases(["g"], "two", 0.5) == set()
    assert pg_store.unleased_games() == []
    assert pg_store.acquire_leases(["g"], "one", 0.5) == {"g"}  # renewed
    time.sleep(0.6)
    assert pg_store.unleased_games() == ["g"]
    assert pg_store.acquire_leases(["g"], "two", 5) == {"g"}
    assert pg_store.acquire_leases(["g"], "one", 5) == set()
    pg_store.release_leases("two")
    assert pg_store.acquire_leases(["g"], "one", 5) == {"g"}
    pg_store.mark_present("one", [("g", 1)], 5)
    assert pg_store.present_seats("g") == {1}
    pg_store.mark_present("one", [], 5)
    assert pg_store.present_seats("g") == set()


def test_changes_are_announced_after_commit(pg_store: Any, pg_url: str) -> None:
    from tomecraft.interfaces.web.store import DecisionRow
    from tomecraft.interfaces.web.store_pg import PgStore

    heard: list[str] = []
    other = PgStore(pg_url)
    other.listen(heard.append)
    try:
        pg_store.node = "n1"
        pg_store.add_decisions("g", [DecisionRow(0, 0, 5, "human")])
        pg_store.update_seats("g", pg_store.get_game("g").seats)
        wait_until(lambda: len(heard) >= 2, "two change notices from PostgreSQL")
    finally:
        other.close()
    assert heard == ["n1|d|g", "n1|s|g"]
