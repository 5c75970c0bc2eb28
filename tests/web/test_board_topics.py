"""Every topic the server sends a player ("what it does / why not") has its element on the
browser board, in every game, at several moments of a game (issue 12, section 3): a greyed
element explains itself only if it carries the topic's ``data-topic``."""

from __future__ import annotations

import re
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import HUMAN_AND_BOT, new_page

from .conftest import LiveServer
from .helpers import needs_chromium, post_json

try:
    from playwright.sync_api import Browser, Page
except ImportError:  # pragma: no cover - the browser tests are skipped without it
    Browser = Page = Any  # type: ignore[misc,assignment]

#: Topics deliberately shown only in the Rules help list, with the reason.
LIST_ONLY: dict[str, str] = {
    "action:pass": "Madness: ending one's actions is an entry of the option list, not a thing "
    "on the table",
}
#: (game, options, second seat's bot) played by the test.
GAMES = [
    ("madness", {"first_player": 0}),
    ("wonderbook", {"lead": 0}),
]
#: Own decisions looked at per game.
MOMENTS = 6


def _missing(page: Page) -> tuple[list[str], list[str]]:
    """The topic keys in the Rules help list, and those without a board element."""
    keys: list[str] = page.evaluate(
        "[...document.querySelectorAll('#topics [data-topic-key]')].map((b) => b.dataset.topicKey)"
    )
    on_board: list[str] = page.evaluate(
        "[...document.querySelectorAll('#board [data-topic]')].map((e) => e.dataset.topic)"
    )
    return keys, [k for k in keys if k not in set(on_board) and k not in LIST_ONLY]


#: Board elements that carry information a screen reader must name.
NAMED = ("#board [role=img], #board [role=button], #board button, #board [data-topic], "
         "#board [data-option]")


def _unnamed(page: Page) -> list[str]:
    """Board elements in :data:`NAMED` with neither an aria-label nor text of their own."""
    found: list[str] = page.evaluate(
        """(sel) => [...document.querySelectorAll(sel)].filter((e) => {
            const label = (e.getAttribute('aria-label') || '').trim();
            const text = (e.textContent || '').trim();
            const titled = e.querySelector(':scope > title');
            return !label && !text && !titled;
        }).map((e) => e.outerHTML.slice(0, 120))""",
        NAMED,
    )
    return found


def _new_game(server: LiveServer, game: str, options: dict[str, Any]) -> dict[str, Any]:
    """A game of ``game`` where a person plays against a random bot."""
    return post_json(server, "/api/games", {"game": game, "options": options,
                                            "seats": HUMAN_AND_BOT})


def _choose_first(page: Page) -> None:
    before = page.evaluate("document.body.dataset.version || '-1'")
    page.keyboard.press("1")
    page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")


@needs_chromium
@pytest.mark.parametrize(("game", "options"), GAMES)
def test_every_topic_has_its_element_on_the_board(
        browser: Browser, module_server: LiveServer, game: str, options: dict[str, Any]) -> None:
    g = _new_game(module_server, game, options)
    page, errors = new_page(browser, g["seats"][0]["url"])
    seen: set[str] = set()
    for _ in range(MOMENTS):
        page.wait_for_selector("body[data-your-turn='1']", state="attached")
        # Madness draws its board once the pack's texts have come (until then a
        # [data-loading] line): the topic list is there before them
        page.wait_for_function("!document.querySelector('#board [data-loading]')")
        keys, missing = _missing(page)
        assert keys, f"{game}: no topics in the Rules help list"
        assert not missing, f"{game}: topics with no board element: {missing}"
        unnamed = _unnamed(page)
        assert not unnamed, f"{game}: board elements without an accessible name: {unnamed}"
        if game == "madness" and not seen:  # the mage choice: keyed by the mage's id
            mages: list[str] = page.evaluate(
                "[...document.querySelectorAll('#board .md-choose [data-topic]')]"
                ".map((e) => e.dataset.topic)")
            assert len(mages) >= 2 and all(
                k.startswith("mage:") and not k[5:].isdigit() and k in keys for k in mages
            ), mages
        seen.update(keys)
        _choose_first(page)
    assert len(seen) >= 4
    assert errors == []
    page.context.close()


@needs_chromium
@pytest.mark.parametrize(("game", "options"), GAMES)
def test_a_spectator_reads_the_prompt_as_the_players_question(
        browser: Browser, module_server: LiveServer, game: str, options: dict[str, Any]) -> None:
    """The prompt speaks to the deciding player ("your hand"): a spectator sees it quoted
    as that player's question, and Wonder Book's story card says it is read to the players."""
    g = _new_game(module_server, game, options)
    page, errors = new_page(browser, f"{module_server.base}/game/{g['id']}")
    page.wait_for_selector("#prompt .asked", state="attached")
    prompt = page.locator("#prompt").inner_text()
    assert re.fullmatch(r"Waiting for Player 1…\s*Player 1 is asked: “[^”]+”", prompt), prompt
    assert page.locator("#who").inner_text().startswith("Spectator")
    if game == "wonderbook":
        assert page.locator(".wb-story-read").inner_text() == "The story, as read to the players:"
    assert errors == []
    page.context.close()


@needs_chromium
@pytest.mark.parametrize(("game", "options"), GAMES)
def test_the_board_in_traditional_chinese(
        browser: Browser, module_server: LiveServer, shots: Path, game: str,
        options: dict[str, Any]) -> None:
    """A browser set to zh-TW gets the board, prompt and rules help in Chinese (the
    screenshot, <game>-zh-TW.png, is looked at for missing-glyph boxes)."""
    g = _new_game(module_server, game, options)
    page, errors = new_page(browser, g["seats"][0]["url"], locale="zh-TW")
    page.wait_for_selector("body[data-your-turn='1']", state="attached")
    page.wait_for_timeout(300)
    assert re.search(r"[\u4e00-\u9fff]", page.locator("#prompt").inner_text())
    assert re.search(r"[\u4e00-\u9fff]", page.locator("#board").inner_text())
    page.screenshot(path=str(shots / f"{game}-zh-TW.png"), full_page=False)
    assert errors == []
    page.context.close()
