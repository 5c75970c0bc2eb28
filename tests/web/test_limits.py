"""Resource limits: bounded outboxes, REST rate limits, expiry of games nobody joined, a
separate cap for bot-only games, and bots computed in a bounded pool of worker processes
that serves games with people first."""

from __future__ import annotations

import asyncio
import os
import time
from collections.abc import Callable
from typing import Any

from fastapi.testclient import TestClient
from waits import wait_until

from tomecraft.bots import make_bot
from tomecraft.core import CHANCE, Match, get_game
from tomecraft.interfaces.web import Settings
from tomecraft.interfaces.web.botmoves import bot_seed
from tomecraft.interfaces.web.botpool import BOTS_ONLY, PEOPLE, BotAnswer, BotJob, BotPool
from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.limits import ClientLimiter
from tomecraft.interfaces.web.room import Room

from .helpers import create, humans, state

# -- the outbox ------------------------------------------------------------------------------


class StuckSender:
    """A client that never reads: every send blocks forever."""

    def __init__(self) -> None:
        self.sent: list[str] = []

    async def send_text(self, data: str) -> None:
        self.sent.append(data)
        await asyncio.Event().wait()

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        await asyncio.Event().wait()


def test_outbox_is_bounded_and_ends_with_one_rate_limited_error() -> None:
    async def flood() -> Conn:
        conn = Conn(StuckSender(), Room.__new__(Room), 0, None, "en", Settings(max_outbox=8))
        for i in range(10_000):
            conn.send_json({"type": "pong", "t": i})
            assert len(conn.outbox) <= 8
        return conn

    conn = asyncio.run(flood())
    assert conn.kick == (1008, "rate-limited")
    assert len(conn.outbox) == 1
    assert '"code":"rate-limited"' in conn.outbox[0]


class RecordingSender:
    """A client that reads everything and remembers how it was closed."""

    def __init__(self) -> None:
        self.sent: list[str] = []
        self.closed: tuple[int, str | None] | None = None

    async def send_text(self, data: str) -> None:
        self.sent.append(data)

    async def close(self, code: int = 1000, reason: str | None = None) -> None:
        self.closed = (code, reason)


class BrokenRoom:
    """A room whose state message cannot be built (a bug in a game's view, say)."""

    def state_message(self, conn: Conn) -> str:
        raise ValueError("no view today")

    def presence_message(self) -> str:
        return '{"type":"presence"}'


def test_a_state_message_that_cannot_be_built_is_logged_and_closes_the_connection(
    caplog: Any,
) -> None:
    """The writer does not stop in silence, leaving the page on an old state: it logs
    the error and closes with 1011 so the page reconnects."""
    sender = RecordingSender()

    async def run() -> None:
        conn = Conn(sender, BrokenRoom(), 0, None, "en", Settings())  # type: ignore[arg-type]
        conn.send_json({"type": "pong", "t": 1})
        await asyncio.wait_for(conn.run_writer(), 30)

    with caplog.at_level("ERROR", logger="tomecraft.web"):
        asyncio.run(run())
    assert sender.sent == ['{"type":"pong","t":1}']
    assert sender.closed == (1011, "internal error")
    assert any("no view today" in (r.exc_text or str(r.exc_info)) for r in caplog.records)


def _ws_scope(path: str, query: str) -> dict[str, Any]:
    return {
        "type": "websocket", "path": path, "raw_path": path.encode(), "root_path": "",
        "query_string": query.encode(), "headers": [], "scheme": "ws",
        "server": ("testserver", 80), "client": ("203.0.113.9", 4242), "subprotocols": [],
        "asgi": {"version": "3.0"},
    }


def test_a_client_that_floods_and_never_reads_is_dropped(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(max_outbox=16, close_grace=0.2)
    g = create(client, humans(2))
    gid, token = g["id"], g["seats"][0]["token"]
    room = client.app.state.hub.rooms[gid]  # type: ignore[attr-defined]
    peak: list[int] = []

    async def drive() -> list[dict[str, Any]]:
        inbound: asyncio.Queue[dict[str, Any]] = asyncio.Queue()
        inbound.put_nowait({"type": "websocket.connect"})
        for i in range(2000):
            inbound.put_nowait({"type": "websocket.receive", "text": f'{{"type":"ping","t":{i}}}'})
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            peak.append(max((len(c.outbox) for c in room.conns), default=0))
            return await inbound.get()  # after the flood the client stays silent

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)
            if message["type"] != "websocket.accept":
                await asyncio.Event().wait()  # the client never reads

        await asyncio.wait_for(client.app(_ws_scope(f"/ws/{gid}", f"token={token}"),
                                          receive, send), 10)
        return sent

    assert client.portal is not None
    sent = client.portal.call(drive)
    assert sent[0]["type"] == "websocket.accept"
    assert max(peak) <= 16
    assert not room.conns  # dropped, although it never read its close frame


# -- REST -------------------------------------------------------------------------------------


def test_client_limiter_buckets_per_address() -> None:
    lim = ClientLimiter(rate=1.0, burst=2)
    assert lim.take("a", now=0.0) == 0.0
    assert lim.take("a", now=0.0) == 0.0
    assert lim.take("a", now=0.0) == 1.0  # refused: one token in a second
    assert lim.take("b", now=0.0) == 0.0  # another address has its own bucket
    assert lim.take("a", now=0.5) == 0.5
    assert lim.take("a", now=1.0) == 0.0
    assert ClientLimiter.retry_after(0.2) == 1 and ClientLimiter.retry_after(2.1) == 3
    off = ClientLimiter(rate=0.0, burst=1)
    assert all(off.take("a", now=0.0) == 0.0 for _ in range(100))
    small = ClientLimiter(rate=1.0, burst=1, max_clients=3)
    for i in range(10):
        small.take(str(i), now=0.0)
    assert len(small._buckets) == 3


def test_rest_calls_that_change_something_are_rate_limited(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(rest_rate=0.01, rest_burst=4)
    g = create(client, humans(2))  # 1
    gid = g["id"]
    assert client.post(f"/api/games/{gid}/leave", json={"token": g["seats"][0]["token"]}
                       ).status_code == 200  # 2
    assert client.post(f"/api/games/{gid}/join", json={}).status_code in (200, 409)  # 3
    r = client.post(f"/api/games/{gid}/seats/0/bot", json={"token": "x" * 32})  # 4
    assert r.status_code in (403, 409)
    for _ in range(3):  # reading is not limited
        assert client.get(f"/api/games/{gid}").status_code == 200
        assert client.get("/api/games").status_code == 200
    r = client.post("/api/games", json={"game": "spellbook", "seats": humans(2)})
    assert r.status_code == 429, r.text
    assert r.json()["code"] == "web-error-busy"
    assert int(r.headers["Retry-After"]) >= 1
    assert r.headers["Retry-After"] in r.json()["detail"]
    assert client.post(f"/api/games/{gid}/join", json={}).status_code == 429


# -- caps and expiry --------------------------------------------------------------------------


def _status(client: TestClient, gid: str) -> str:
    return str(client.get(f"/api/games/{gid}").json()["status"])


BOTS = [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]


def test_bot_only_games_have_their_own_cap(make_client: Callable[..., TestClient]) -> None:
    # a long bot delay keeps the bot-only game unfinished
    client = make_client(max_active_games=1, max_bot_games=1, bot_delay=30.0)
    bots = create(client, BOTS)
    people = create(client, humans(2))  # bot-only games do not take people's places
    r = client.post("/api/games", json={"game": "spellbook", "seats": BOTS})
    assert r.status_code == 503 and r.json()["code"] == "web-error-bot-games"
    assert "1" in r.json()["detail"]
    r = client.post("/api/games", json={"game": "spellbook", "seats": humans(2)})
    assert r.status_code == 503 and r.json()["code"] == "web-error-full"
    assert _status(client, bots["id"]) == _status(client, people["id"]) == "active"


def test_games_nobody_joined_expire_and_free_the_cap_after_a_restart(
    make_client: Callable[..., TestClient],
) -> None:
    first = make_client(max_active_games=2)
    a = create(first, humans(2))
    b = create(first, [{"kind": "human"}, {"kind": "bot", "level": "random"}])
    r = first.post("/api/games", json={"game": "spellbook", "seats": humans(2)})
    assert r.status_code == 503
    first.__exit__(None, None, None)
    # restarted with expiry after 0 s: both games were never claimed
    second = make_client(max_active_games=2, unclaimed_ttl=0.0, sweep_interval=3600.0)
    assert not second.app.state.hub.rooms  # type: ignore[attr-defined]  # not resumed
    assert _status(second, a["id"]) == "expired"
    assert _status(second, b["id"]) == "expired"
    create(second, humans(2))
    create(second, humans(2))
    # an expired game takes no decisions and gives out no seats
    assert second.post(f"/api/games/{a['id']}/join", json={}).status_code == 409


def test_the_sweeper_expires_games_nobody_holds_a_seat_of(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(unclaimed_ttl=0.3, sweep_interval=0.05)
    idle = create(client, humans(2))
    held = create(client, humans(2))
    with client.websocket_connect(f"/ws/{held['id']}?token={held['seats'][0]['token']}") as ws:
        state(ws)
        wait_until(lambda: _status(client, idle["id"]) == "expired",
                   "the unclaimed game to expire")
        assert _status(client, held["id"]) == "active"  # a claimed seat holds the game
    # a player who left frees the seat: then nobody holds one, and it expires too
    r = client.post(f"/api/games/{held['id']}/leave", json={"token": held["seats"][0]["token"]})
    assert r.status_code == 200
    wait_until(lambda: _status(client, held["id"]) == "expired",
               "the abandoned game to expire")


# -- the bot pool -----------------------------------------------------------------------------


def _job(seed: int = 3, level: str = "random") -> BotJob:
    game = get_game("spellbook")
    match = Match(game, game.parse_config({"players": 2}), seed)
    while (d := match.state.decision()) is not None and d.actor == CHANCE:
        match.resolve_chance()
    d = match.state.decision()
    assert d is not None
    return BotJob(type(game).__module__, "spellbook", level, d.actor, seed,
                  match.state.to_json())


def test_people_go_first_and_bot_only_games_leave_a_worker_free() -> None:
    async def run() -> tuple[BotPool, list[tuple[int, int]], dict[int, int]]:
        pool = BotPool(2, reserved=1, processes=False)
        try:
            futures = [pool.submit(_job(), people=False) for _ in range(3)]
            # bot-only games hold one worker at most: the other one waits for people
            running_now = dict(pool.running)
            futures.append(pool.submit(_job(), people=True))
            futures += [pool.submit(_job(), people=False)]
            futures.append(pool.submit(_job(), people=True))
            await asyncio.gather(*futures)
            return pool, list(pool.started), running_now
        finally:
            pool.shutdown()

    _pool, started, running_then = asyncio.run(run())
    assert running_then == {PEOPLE: 0, BOTS_ONLY: 1}
    # job 4 (people) started at once on the free worker; job 6 (people, queued behind
    # three bot-only jobs) was served before the bot-only jobs that waited longer
    assert started[:2] == [(1, BOTS_ONLY), (4, PEOPLE)]
    order = [seq for seq, _p in started]
    assert order.index(6) < order.index(2)
    assert sorted(order) == [1, 2, 3, 4, 5, 6]


def test_with_one_worker_people_still_go_first() -> None:
    async def run() -> list[tuple[int, int]]:
        pool = BotPool(1, processes=False)
        try:
            futures = [pool.submit(_job(), people=False) for _ in range(3)]
            futures.append(pool.submit(_job(), people=True))
            await asyncio.gather(*futures)
            return list(pool.started)
        finally:
            pool.shutdown()

    assert [seq for seq, _p in asyncio.run(run())] == [1, 4, 2, 3]


def test_bots_think_in_worker_processes_and_stay_deterministic() -> None:
    job = _job(seed=11, level="hard")
    game = get_game("spellbook")
    expected = make_bot("hard", game, job.seat, job.seed).choose(game.state_from_json(job.state))

    async def run() -> list[BotAnswer]:
        pool = BotPool(2, processes=True)
        try:
            return list(await asyncio.gather(pool.choose(job, people=True),
                                             pool.choose(job, people=False)))
        finally:
            pool.shutdown()

    answers = asyncio.run(run())
    assert [a.option for a in answers] == [expected, expected]
    assert all(a.pid != os.getpid() for a in answers)
    assert all(a.cpu > 0 for a in answers)


def test_the_server_runs_bot_moves_in_the_pool(make_client: Callable[..., TestClient]) -> None:
    client = make_client()
    hub = client.app.state.hub  # type: ignore[attr-defined]
    answers: list[tuple[BotJob, BotAnswer]] = []
    choose = hub.bots.choose

    async def spy(job: BotJob, *, people: bool) -> BotAnswer:
        answer: BotAnswer = await choose(job, people=people)
        answers.append((job, answer))
        return answer

    hub.bots.choose = spy
    g = create(client, [{"kind": "bot", "level": "greedy"}, {"kind": "human"}],
               first_player=0)
    with client.websocket_connect(f"/ws/{g['id']}?token={g['seats'][1]['token']}") as ws:
        state(ws, lambda m: m["actor"] == 1)
    assert answers
    room = hub.rooms[g["id"]]
    for _, answer in answers:
        assert answer.pid != os.getpid()  # not on the server process, so not its GIL
    # the choices are the seeded bot's: replay the stored game and ask again
    game = get_game("spellbook")
    match = Match(game, room.config, room.seed)
    for actor, option in room.match.history:
        d = match.state.decision()
        assert d is not None
        if actor != CHANCE:
            bot = make_bot("greedy", game, actor, bot_seed(room.seed, actor,
                                                           len(match.history)))
            assert bot.choose(match.state) == option
        match.step(option)


def test_bot_only_games_keep_to_their_cpu_share(
    make_client: Callable[..., TestClient],
) -> None:
    """A bot decision that took 100 CPU seconds: a bot-only game then waits (share 0.5:
    as long again); a game with people does not."""
    client = make_client(bot_game_share=0.5)
    hub = client.app.state.hub  # type: ignore[attr-defined]
    choose = hub.bots.choose

    async def costly(job: BotJob, *, people: bool) -> BotAnswer:
        answer: BotAnswer = await choose(job, people=people)
        return BotAnswer(answer.option, 100.0, answer.pid)

    hub.bots.choose = costly
    bots = create(client, BOTS)
    people = create(client, [{"kind": "bot", "level": "random"}] * 3 + [{"kind": "human"}],
                    first_player=0)
    with client.websocket_connect(f"/ws/{people['id']}?token={people['seats'][3]['token']}"
                                  ) as ws:
        state(ws, lambda m: m["actor"] == 3)  # three bot moves in a row, no waiting
    room = hub.rooms[bots["id"]]
    time.sleep(0.3)
    bot_moves = [by for by in room.by if by.startswith("bot:")]
    assert len(bot_moves) == 1, room.by
