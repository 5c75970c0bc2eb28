"""The players panel of a 4-seat game on a wide screen, in a real browser: every seat
shows whole (its heading and its last two moves), the panel does not scroll inside,
at 1280x900 and at 1920x1080, in every game.

With TOMECRAFT_SCREENSHOTS=1 the screens it checks are written into docs/screenshots/
(see the ``shots`` fixture): players-4-<game>-<width>.png.
"""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import close_clean, new_page, play_moves, post_json, wait_turn
from waits import WAIT

from .conftest import LiveServer
from .helpers import needs_chromium

pytest.importorskip("playwright")
from playwright.sync_api import Browser

pytestmark = needs_chromium

#: One move: the first option the page lists.
FIRST_OPTION = "() => document.querySelector('#options button.opt').click()"
BOTS = [{"kind": "bot", "level": "random"}] * 3
#: An option list this long or shorter leaves the side column room for every panel.
SHORT = 5

#: How much the players panel hides (its scrollable overflow), and the whole page's.
GEOMETRY = """() => {
  const players = document.getElementById("players-box");
  const side = document.getElementById("side");
  return { hidden: players.scrollHeight - players.clientHeight,
           scrollHeight: players.scrollHeight, clientHeight: players.clientHeight,
           sideHidden: side.scrollHeight - side.clientHeight,
           recent: document.querySelectorAll("#players li[data-seat] ol.recent").length,
           shown: [...document.querySelectorAll("#players ol.recent li")]
             .filter((li) => li.offsetParent !== null).length,
           options: document.querySelectorAll("#options button.opt").length };
}"""


def _options(server: LiveServer, game: str) -> dict[str, Any]:
    """The options of a 4-seat game without a setup choice (Madness: its mages given)."""
    if game != "madness":
        return {}
    with urllib.request.urlopen(server.base + "/api/meta", timeout=WAIT) as r:
        meta = json.load(r)
    spec = next(s for s in next(g for g in meta["games"] if g["name"] == "madness")["options"]
                if s["key"] == "mages")
    return {"difficulty": "I", "mages": [c["value"] for c in spec["choices"]][:4]}


@pytest.mark.parametrize("size", [(1280, 900), (1920, 1080)], ids=lambda s: f"{s[0]}x{s[1]}")
@pytest.mark.parametrize("game", ["spellbook", "madness", "wonderbook"])
def test_four_seats_fit_the_players_panel(browser: Browser, module_server: LiveServer,
                                          shots: Path, game: str,
                                          size: tuple[int, int]) -> None:
    g = post_json(module_server, "/api/games", {
        "game": game, "options": _options(module_server, game),
        "seats": [{"kind": "human"}, *BOTS]})
    page, errors = new_page(browser, g["seats"][0]["url"], locale="en-US",
                            viewport={"width": size[0], "height": size[1]})
    wait_turn(page)
    for _ in range(24):  # until the bots' recent moves are under their names, few options
        geo = page.evaluate(GEOMETRY)
        if (geo["recent"] >= 3 and geo["options"] <= SHORT) or page.evaluate(
                "document.body.dataset.status") == "finished":
            break
        play_moves(page, FIRST_OPTION, 1)
    geo = page.evaluate(GEOMETRY)
    page.screenshot(path=str(shots / f"players-4-{game}-{size[0]}.png"))
    assert geo["recent"] >= 2, f"the bots' moves never showed in the players panel: {geo}"
    assert geo["scrollHeight"] <= geo["clientHeight"] + 1, \
        f"the players panel scrolls inside (hides {geo['hidden']}px): {geo}"
    # with four seats, each other seat's last move (one line each)
    assert geo["shown"] == geo["recent"], geo
    if geo["options"] <= SHORT:  # a long option list may make the column scroll, no less
        assert geo["sideHidden"] <= 1, f"the side column scrolls: {geo}"
    close_clean(page, errors)
