"""Helpers for the web tests: creating games, reading WebSocket messages until a condition.
What the browser tests share (Chromium, posting to a live server, page errors) is in
:mod:`helpers.browser`, named here too for the tests that import it from here."""

from __future__ import annotations

import contextlib
import queue
import threading
from collections.abc import Callable, Iterator
from typing import Any

from helpers.browser import CHROMIUM as CHROMIUM
from helpers.browser import CHROMIUM_ARGS as CHROMIUM_ARGS
from helpers.browser import JS_WAITS as JS_WAITS
from helpers.browser import needs_chromium as needs_chromium
from helpers.browser import page_errors as page_errors
from helpers.browser import post_json as post_json
from starlette.testclient import TestClient, WebSocketTestSession

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
