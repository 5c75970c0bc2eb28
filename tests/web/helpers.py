"""Helpers for the web tests: creating games, reading WebSocket messages until a condition.
What the browser tests share (Chromium, posting to a live server, page errors) is in
:mod:`helpers.browser`, named here too for the tests that import it from here."""

from __future__ import annotations

import contextlib
import queue
import threading
import time
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import TYPE_CHECKING, Any

from helpers.browser import CHROMIUM as CHROMIUM
from helpers.browser import CHROMIUM_ARGS as CHROMIUM_ARGS
from helpers.browser import JS_WAITS as JS_WAITS
from helpers.browser import needs_chromium as needs_chromium
from helpers.browser import page_errors as page_errors
from helpers.browser import post_json as post_json
from starlette.testclient import TestClient, WebSocketTestSession

if TYPE_CHECKING:
    from tomecraft.core import Decision, Match

Message = dict[str, Any]


def create(client: TestClient, seats: list[dict[str, Any]], **options: Any) -> Message:
    r = client.post("/api/games", json={"game": "spellbook", "options": options, "seats": seats})
    assert r.status_code == 201, r.text
    return dict(r.json())


def humans(n: int) -> list[dict[str, Any]]:
    return [{"kind": "human"} for _ in range(n)]


def until(ws: WebSocketTestSession, pred: Callable[[Message], bool], limit: int = 500) -> Message:
    """Read messages until ``pred`` holds (returns that message); fail after ``limit``."""
    for _ in range(limit):
        m = dict(ws.receive_json())
        if pred(m):
            return m
    raise AssertionError(f"no matching message within {limit} messages")


def state(ws: WebSocketTestSession, pred: Callable[[Message], bool] = lambda m: True) -> Message:
    return until(ws, lambda m: m["type"] == "state" and pred(m))


def catch_up(socks: dict[int, Any], latest: dict[int, Message],
             read: Callable[[Any, Callable[[Message], bool]], Message]) -> int:
    """Bring each seat's ``latest`` state up to the newest version any seat has seen,
    reading its socket with ``read(socket, condition)``; returns that version."""
    version = max(m["version"] for m in latest.values())
    for seat, ws in socks.items():
        if latest[seat]["version"] < version:
            latest[seat] = read(ws, lambda m, v=version: m["version"] >= v)
    return version


@contextlib.contextmanager
def two_seats(client: TestClient, g: Message) -> Iterator[
        tuple[dict[int, WebSocketTestSession], dict[int, Message]]]:
    """Seats 0 and 1 of the created game ``g`` connected and greeted with their tokens:
    the sockets by seat and each seat's first state."""
    with client.websocket_connect(f"/ws/{g['id']}") as a, \
            client.websocket_connect(f"/ws/{g['id']}") as b:
        socks = {0: a, 1: b}
        for i, ws in socks.items():
            ws.send_json({"type": "hello", "token": g["seats"][i]["token"]})
        yield socks, {i: state(ws, lambda m, i=i: m["seat"] == i) for i, ws in socks.items()}


def decide(socks: dict[int, WebSocketTestSession], latest: dict[int, Message], seat: int,
           option: int, version: int) -> None:
    """``seat`` takes ``option`` at ``version``; its ``latest`` state becomes the next one."""
    socks[seat].send_json({"type": "decide", "option": option, "version": version})
    latest[seat] = state(socks[seat], lambda x: x["version"] > version)


def my_turn(m: Message) -> bool:
    return m["type"] == "state" and bool(m["options"])


def walk(obj: Any) -> list[str]:
    """Every dict key in a JSON document (to look for fields that must never be sent)."""
    keys: list[str] = []
    if isinstance(obj, dict):
        for k, v in obj.items():
            keys.append(k)
            keys.extend(walk(v))
    elif isinstance(obj, list):
        for v in obj:
            keys.extend(walk(v))
    return keys


def reader(ws: Any) -> queue.Queue[Message]:
    """Messages of ``ws`` on a queue, read on a thread (so that a silent socket fails the
    test after a timeout instead of hanging it)."""
    q: queue.Queue[Message] = queue.Queue()

    def run() -> None:
        try:
            while True:
                q.put(dict(ws.receive_json()))
        except Exception:  # the socket closed: the test is over
            return

    threading.Thread(target=run, daemon=True).start()
    return q


def reach(game: str, config: dict[str, Any], level: str,
          found: Callable[[Match, Decision], bool], seeds: range = range(1, 60),
          moves: int = 400) -> Match:
    """The match of the first seed in ``seeds`` whose game, every seat played by a bot of
    ``level`` (seeded with it), comes within ``moves`` decisions to a player's decision that
    ``found`` accepts: stopped there, that decision to take. Chance is resolved as it
    comes; no forced decision is taken for a seat (its player takes it)."""
    from tomecraft.bots import make_bot
    from tomecraft.core import Match

    for seed in seeds:
        match = Match(game, config, seed=seed)
        bots = [make_bot(level, match.game, s, seed) for s in range(match.state.num_players)]
        for _ in range(moves):
            match.advance(forced=False)
            d = match.state.decision()
            if d is None:
                break
            if found(match, d):
                return match
            match.step(bots[d.actor].choose(match.state))
    raise AssertionError(f"no {game} game of seeds {seeds.start}-{seeds.stop - 1} "
                         f"({level} bots) comes to the decision looked for")


def store_match(db: Path, match: Match, people: int | None = None) -> tuple[str, list[str]]:
    """Write ``match`` (played in the test: its seed, config and decisions so far) into a
    new SQLite store at ``db`` as an active, unlisted, turn-based game, a person in each of
    its first ``people`` seats (all by default), a random bot in the others, for a
    :class:`LiveServer` started on ``db`` to open at that position (a person's decision:
    a server plays on from a chance or a bot's turn). Its id and the people's tokens, in
    seat order."""
    from tomecraft.core import CHANCE
    from tomecraft.interfaces.web.gamelog import BY_CHANCE, BY_HUMAN
    from tomecraft.interfaces.web.seat import Seat
    from tomecraft.interfaces.web.storage import ACTIVE, TURN_BASED, DecisionRow, GameRow
    from tomecraft.interfaces.web.store import Store
    from tomecraft.interfaces.web.tokens import hash_token, new_game_id, new_token

    n = match.state.num_players
    tokens = [new_token() for _ in range(n if people is None else people)]
    seats = [Seat(kind="human", token_hash=hash_token(tk), claimed=True).to_row()
             for tk in tokens] + [Seat("bot", "random").to_row() for _ in range(n - len(tokens))]
    now = time.time()
    game_id = new_game_id()
    store = Store(str(db))
    try:
        store.create_game(GameRow(id=game_id, game=match.game.name, config=match.config,
                                  seed=match.seed, seats=seats, status=ACTIVE, listed=False,
                                  lang="en", created=now, updated=now, pace=TURN_BASED))
        store.add_decisions(game_id, [
            DecisionRow(i, a, o, BY_CHANCE if a == CHANCE else BY_HUMAN)
            for i, (a, o) in enumerate(match.history)])
    finally:
        store.close()
    return game_id, tokens
