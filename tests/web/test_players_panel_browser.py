"""The players panel of a 4-seat game on a wide screen, in a real browser: every seat
shows whole (its heading and its last move, inside the panel), the panel does not scroll
inside, at 1280x900 and at 1920x1080, in every game; with a short turn panel (a prompt
of two lines at most over five one-line options at most) the side column does not
scroll either: at 1280x900, a Madness position found by seed holds the tallest such
panel.

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

from tomecraft.core import Decision, Match, get_game

from .conftest import LiveServer
from .helpers import needs_chromium, reach, store_match

pytest.importorskip("playwright")
from playwright.sync_api import Browser

pytestmark = needs_chromium

#: One move: the first option the page lists.
FIRST_OPTION = "() => document.querySelector('#options button.opt').click()"
BOTS = [{"kind": "bot", "level": "random"}] * 3
#: A short turn panel: this many options at most, each on one line, under a prompt of
#: two lines at most; the side column has room for it beside every other panel.
SHORT = 5
PROMPT_LINES = 2

#: How much the players panel hides (its scrollable overflow), and the whole page's; how
#: far a seat's recent lines reach past its row; the turn panel's lines.
GEOMETRY = """() => {
  const players = document.getElementById("players-box");
  const side = document.getElementById("side");
  const lines = (el) => {  // text lines of an element: its content height over its line height
    const s = getComputedStyle(el);
    const inner = el.clientHeight - parseFloat(s.paddingTop) - parseFloat(s.paddingBottom);
    return Math.round(inner / parseFloat(s.lineHeight));
  };
  const opts = [...document.querySelectorAll("#options button.opt")];
  return { hidden: players.scrollHeight - players.clientHeight,
           scrollHeight: players.scrollHeight, clientHeight: players.clientHeight,
           sideHidden: side.scrollHeight - side.clientHeight,
           recent: document.querySelectorAll("#players li[data-seat] ol.recent").length,
           shown: [...document.querySelectorAll("#players ol.recent li")]
             .filter((li) => li.offsetParent !== null).length,
           overhang: Math.max(0, ...[...document.querySelectorAll("#players ol.recent li")].map(
             (li) => li.getBoundingClientRect().right
               - document.getElementById("players").getBoundingClientRect().right)),
           options: opts.length, optionLines: opts.map(lines),
           promptLines: lines(document.getElementById("prompt")) };
}"""


#: A recent line longer than a seat's row (Madness narrates one when a mage is eliminated).
LONG = "Player 3 has lost their mind and is eliminated from the game, their cards set aside."


def _short(geo: dict[str, Any]) -> bool:
    """The turn panel is short (:data:`SHORT`, :data:`PROMPT_LINES`)."""
    return (geo["options"] <= SHORT and all(n == 1 for n in geo["optionLines"])
            and geo["promptLines"] <= PROMPT_LINES)


def _check_fits(geo: dict[str, Any]) -> None:
    """Every seat whole in a players panel that does not scroll, its recent lines inside
    its rows; the side column does not scroll beside a short turn panel."""
    assert geo["recent"] >= 2, f"the bots' moves never showed in the players panel: {geo}"
    assert geo["scrollHeight"] <= geo["clientHeight"] + 1, \
        f"the players panel scrolls inside (hides {geo['hidden']}px): {geo}"
    # with four seats, each other seat's last move (one line each)
    assert geo["shown"] == geo["recent"], geo
    assert geo["overhang"] <= 1, f"a seat's recent line reaches past the panel: {geo}"
    if _short(geo):  # a longer turn panel may make the column scroll, no less
        assert geo["sideHidden"] <= 1, f"the side column scrolls: {geo}"


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
    for _ in range(24):  # until the bots' recent moves are under their names, a short turn
        geo = page.evaluate(GEOMETRY)
        if (geo["recent"] >= 3 and _short(geo)) or page.evaluate(
                "document.body.dataset.status") == "finished":
            break
        play_moves(page, FIRST_OPTION, 1)
    geo = page.evaluate(GEOMETRY)
    page.screenshot(path=str(shots / f"players-4-{game}-{size[0]}.png"))
    assert _short(geo) or page.evaluate("document.body.dataset.status") == "finished", \
        f"24 moves and no short turn panel to check the side column beside: {geo}"
    _check_fits(geo)
    close_clean(page, errors)


def _tall_short_turn(m: Match, d: Decision) -> bool:
    """Seat 1 discards from five cards in another player's turn ("Your move (Player 3's
    turn) — Discard 1 card.": two lines), every other seat having moved."""
    return (d.actor == 0 and d.kind == "discard" and len(d.ids) == SHORT
            and {a for a, _ in m.history} >= {1, 2, 3}
            and m.state.to_json()["active"] != 0)


def test_the_tallest_short_turn_fits_the_side_column(browser: Browser, tmp_path: Path,
                                                     shots: Path) -> None:
    """A position pinned by seed, not reached by luck: the tallest short turn panel (two
    prompt lines over five one-line options) beside four seats at 1280x900."""
    db = tmp_path / "tall.sqlite3"
    config = get_game("madness").parse_config({"players": 4, "difficulty": "I"})
    # one person and three bots: the coach's Hint button shows, a row of controls
    game_id, tokens = store_match(db, reach("madness", config, "random", _tall_short_turn), 1)
    server = LiveServer(db).start()
    try:
        page, errors = new_page(browser, f"{server.base}/game/{game_id}#token={tokens[0]}")
        wait_turn(page)
        page.wait_for_function("document.querySelectorAll('#players ol.recent').length >= 3")
        geo = page.evaluate(GEOMETRY)
        page.screenshot(path=str(shots / "players-4-madness-1280-tall-turn.png"))
        assert (geo["options"], geo["promptLines"], set(geo["optionLines"])) == (
            SHORT, PROMPT_LINES, {1}), f"not the position looked for: {geo}"
        assert page.locator("#hint").is_visible(), "the turn panel has no row of controls"
        _check_fits(geo)
        # a recent line longer than its row is cut there (one line, inside the panel)
        page.evaluate("(text) => { document.querySelector('#players ol.recent li:last-child')"
                      ".textContent = text; }", LONG)
        _check_fits(page.evaluate(GEOMETRY))
        close_clean(page, errors)
    finally:
        server.stop()
