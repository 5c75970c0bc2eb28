"""Helpers for the web tests: creating games, reading WebSocket messages until a condition,
and what the browser tests share (Chromium, posting to a live server, page errors)."""

from __future__ import annotations

import json
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

import pytest
from starlette.testclient import TestClient, WebSocketTestSession
from waits import WAIT, WAIT_MS

if TYPE_CHECKING:
    from playwright.sync_api import Page

    from .conftest import LiveServer

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


#: Debian's Chromium, which the browser tests drive (they skip without it), and its flags.
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
needs_chromium = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Debian's chromium is not installed at /usr/bin/chromium"
)


def post_json(server: LiveServer, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST ``body`` as JSON to a live server; its JSON answer."""
    req = urllib.request.Request(server.base + path, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=WAIT) as r:
        return dict(json.load(r))


#: JavaScript for ``page.evaluate`` scripts that wait in the page: ``sleep(ms)``, and
#: ``waitFor(condition, what)``, which throws (failing the test, naming ``what``) once the
#: condition has been false for :data:`waits.WAIT` (Playwright bounds no ``evaluate``).
JS_WAITS = f"""
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const waitFor = async (cond, what) => {{
    const end = Date.now() + {WAIT_MS:.0f};
    while (!cond()) {{
      if (Date.now() > end) throw new Error(`waited {WAIT:g} s in the page for ${{what}}`);
      await sleep(5);
    }}
  }};
"""


def page_errors(page: Page) -> list[str]:
    """A list that collects the page's uncaught script errors from now on."""
    errs: list[str] = []
    page.on("pageerror", lambda e: errs.append(str(e)))
    return errs
