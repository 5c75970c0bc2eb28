"""The game page handles its messages in the order they came (Playwright driving Debian's
Chromium; skips without it).

The page draws its first state once the game's board module has loaded. States that came
meanwhile used to wait for the module each on its own and resumed in whatever order the
browser settled those imports: an older state drawn last stayed on screen, so a page
opened while bots were moving could wait for ever for the player's turn (the Madness
screenshot and layout tests timed out so, now and then, on a loaded machine). Here the
board module is held back while the page receives several states (the test plays every
seat from its own connections), then let through: the page must show the newest state,
with the log in order.
"""

from __future__ import annotations

import contextlib
import json
import time
import urllib.request
from collections.abc import Iterator
from typing import Any

import pytest
from helpers.browser import new_page
from waits import WAIT, WaitTimeout, ws_connect

from .conftest import LiveServer
from .helpers import needs_chromium, post_json

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, Route, expect
from websockets.sync.client import ClientConnection

pytestmark = needs_chromium

#: States the page receives before its board module loads (with the old page, the newest
#: one came out drawn last about once in this many runs).
STATES = 8

#: Records, in the page, the version of every state message of a seat it receives (before
#: the page's own handler sees it).
RECORD_STATES = """
  window.__states = [];
  const Native = window.WebSocket;
  window.WebSocket = class extends Native {
    constructor(...args) {
      super(...args);
      this.addEventListener("message", (ev) => {
        const m = JSON.parse(ev.data);
        if (m.type === "state" && m.seat !== null) window.__states.push(m.version);
      });
    }
  };
"""


def _madness_for_three(server: LiveServer) -> dict[str, Any]:
    """A Madness game of three invited seats, mages given (no setup choice)."""
    with urllib.request.urlopen(server.base + "/api/meta", timeout=WAIT) as r:
        meta = json.load(r)
    game = next(g for g in meta["games"] if g["name"] == "madness")
    spec = next(s for s in game["options"] if s["key"] == "mages")
    mages = [c["value"] for c in spec["choices"]][:3]
    return post_json(server, "/api/games", {
        "game": "madness", "options": {"difficulty": "I", "mages": mages},
        "seats": [{"kind": "human"}] * 3})


def _state_after(ws: ClientConnection, version: int) -> dict[str, Any]:
    """The first state message of ``ws``'s seat newer than ``version`` (not the spectators'
    state that may come before the hello is answered)."""
    deadline = time.monotonic() + WAIT
    while (left := deadline - time.monotonic()) > 0:
        m = json.loads(ws.recv(timeout=left))
        assert m["type"] != "error", f"error from the server: {m}"
        if m["type"] == "state" and m["seat"] is not None and m["version"] > version:
            return dict(m)
    raise WaitTimeout(f"a state newer than version {version}", WAIT)


@contextlib.contextmanager
def _seats(server: LiveServer, g: dict[str, Any]) -> Iterator[list[ClientConnection]]:
    """A connection for every seat of ``g`` (its token sent first)."""
    with contextlib.ExitStack() as stack:
        socks = []
        for s in g["seats"]:
            ws = stack.enter_context(ws_connect(f"{server.ws_base}/ws/{g['id']}"))
            ws.send(json.dumps({"type": "hello", "token": s["token"]}))
            socks.append(ws)
        yield socks


def _received(page: Page, version: int) -> None:
    """Wait until the page's connection has received the state of ``version``."""
    page.wait_for_function("(v) => window.__states.includes(v)", arg=version)


def test_the_page_shows_the_newest_state_when_its_board_loads_late(
        browser: Browser, module_server: LiveServer) -> None:
    g = _madness_for_three(module_server)
    with _seats(module_server, g) as socks:
        states = [_state_after(ws, -1) for ws in socks]
        version = states[0]["version"]
        states = [s if s["version"] == version else _state_after(ws, version - 1)
                  for s, ws in zip(states, socks, strict=True)]
        page, errors = new_page(browser)
        held: list[Route] = []
        page.route("**/games/madness/board.js", lambda route: held.append(route))
        page.add_init_script(RECORD_STATES)
        page.goto(g["seats"][0]["url"])
        _received(page, version)
        # every seat moves in turn (the first option), the page receiving each new state,
        # while its board module is held back
        while len(page.evaluate("window.__states")) < STATES:
            actor = states[0]["actor"]
            assert states[0]["status"] == "active" and actor is not None and actor >= 0
            option = states[actor]["options"][0]["id"]
            socks[actor].send(json.dumps({"type": "decide", "option": option,
                                          "version": version}))
            states = [_state_after(ws, version) for ws in socks]
            version = states[0]["version"]
            assert all(s["version"] == version for s in states), "the seats disagree"
            _received(page, version)
        assert len(held) == 1, "the page asked for its board module once"
        held[0].continue_()
        expect(page.locator("body")).to_have_attribute("data-version", str(version))
        page.wait_for_selector("#board .md", state="attached")
        # the log lines came in order, so they are shown in order
        indices = [int(i) for i in page.locator("#log li").evaluate_all(
            "(lis) => lis.map((li) => li.dataset.i)")]
        assert indices == sorted(indices), indices
        assert errors == []
        page.context.close()
