"""A game of each game in the browser at 1280 px and at 390 px (a phone), a few moves in:
the pictures of docs/screenshots/ (issue 26, section 3). With TOMECRAFT_SCREENSHOTS=1
they are written there (``TOMECRAFT_SCREENSHOTS=1 pytest tests/web/test_screenshots.py``
refreshes them), else to the test's temporary folder; either way the pages are checked:
no script error, the board drawn, nothing wider than the phone.

| game | 1280 px (whole page) | 390 px (the phone's screen) |
| --- | --- | --- |
| SpellBook | game-board.png | phone-board.png |
| The Big Book of Madness | madness-board.png | madness-phone.png |
| Wonder Book | wonderbook-board.png | wonderbook-phone.png |
"""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import (
    DESKTOP,
    HUMAN_AND_BOT,
    HUMAN_AND_TWO_BOTS,
    PHONE,
    new_page,
    play_moves,
    wait_turn,
)
from waits import WAIT

from .conftest import LiveServer
from .helpers import needs_chromium, post_json
from .test_browser import CHOOSE_OPTION
from .test_madness_browser import _STEP as MADNESS_STEP
from .test_wonderbook_browser import STEP as WONDERBOOK_STEP

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page

pytestmark = needs_chromium

#: Per game: the board's root, one move of the test player (a script for the page), the
#: moves made at 1280 px and then at 390 px, and the two pictures.
GAMES: dict[str, tuple[str, str, int, int, str, str]] = {
    "spellbook": (".sb", "() => document.querySelector("
                  "`#options button.opt[data-option=\"${(" + CHOOSE_OPTION + ")()}\"]`).click()",
                  12, 2, "game-board.png", "phone-board.png"),
    "madness": (".md", "() => { window.__moves = (window.__moves || 0) + 1; " + MADNESS_STEP
                + " }", 6, 2, "madness-board.png", "madness-phone.png"),
    "wonderbook": (".wb", WONDERBOOK_STEP, 8, 2, "wonderbook-board.png", "wonderbook-phone.png"),
}


def _create(server: LiveServer, game: str) -> dict[str, Any]:
    if game == "madness":
        with urllib.request.urlopen(server.base + "/api/meta", timeout=WAIT) as r:
            meta = json.load(r)
        spec = next(s for g in meta["games"] if g["name"] == "madness"
                    for s in g["options"] if s["key"] == "mages")
        mages = [c["value"] for c in spec["choices"]][:3]
        body = {"options": {"difficulty": "I", "mages": mages}, "seats": HUMAN_AND_TWO_BOTS}
    elif game == "wonderbook":
        body = {"options": {"chapter": "tutorial"}, "seats": HUMAN_AND_TWO_BOTS}
    else:
        body = {"options": {"first_player": 0}, "seats": HUMAN_AND_BOT}
    return post_json(server, "/api/games", {"game": game, **body})


def _settle(page: Page) -> None:
    """The player's turn (or the end), and no change flashing any more."""
    wait_turn(page)
    page.wait_for_selector("#board .flash", state="detached")
    page.wait_for_timeout(200)


@pytest.mark.parametrize("game", sorted(GAMES))
def test_every_game_at_1280_and_390_px(browser: Browser, module_server: LiveServer, shots: Path,
                                       game: str) -> None:
    root, step, desk_moves, phone_moves, desk_png, phone_png = GAMES[game]
    g = _create(module_server, game)
    url = g["seats"][0]["url"]
    page, errors = new_page(browser, url, **DESKTOP)
    page.wait_for_selector(f"#board {root}")
    _settle(page)
    play_moves(page, step, desk_moves)
    _settle(page)
    page.screenshot(path=str(shots / desk_png), full_page=True)
    assert page.evaluate("document.documentElement.scrollWidth") <= 1280
    assert errors == []
    page.context.close()

    page, errors = new_page(browser, url, **PHONE)
    page.wait_for_selector(f"#board {root}")
    _settle(page)
    play_moves(page, step, phone_moves)
    _settle(page)
    page.evaluate("window.scrollTo(0, 0)")
    page.screenshot(path=str(shots / phone_png), full_page=False)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"{game}: the page scrolls sideways on a phone ({width}px)"
    assert errors == []
    page.context.close()
