"""Every topic the server sends a player ("what it does / why not") has its element on the
browser board, in every game, at several moments of a game (issue 12, section 3): a greyed
element explains itself only if it carries the topic's ``data-topic``."""

from __future__ import annotations

from typing import Any

import pytest

from .conftest import LiveServer
from .helpers import needs_chromium, page_errors, post_json

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
NAMED = "#board [role=img], #board [role=button], #board button, #board [data-topic], #board [data-option]"


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


def _choose_first(page: Page) -> None:
    before = page.evaluate("document.body.dataset.version || '-1'")
    page.keyboard.press("1")
    page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")


@needs_chromium
@pytest.mark.parametrize(("game", "options"), GAMES)
def test_every_topic_has_its_element_on_the_board(
        browser: Browser, module_server: LiveServer, game: str, options: dict[str, Any]) -> None:
    g = post_json(module_server, "/api/games", {
        "game": game, "options": options,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}],
    })
    page = browser.new_page(viewport={"width": 1280, "height": 900}, locale="en-US")
    errors = page_errors(page)
    page.goto(g["seats"][0]["url"])
    seen: set[str] = set()
    for _ in range(MOMENTS):
        page.wait_for_selector("body[data-your-turn='1']", state="attached")
        keys, missing = _missing(page)
        assert keys, f"{game}: no topics in the Rules help list"
        assert not missing, f"{game}: topics with no board element: {missing}"
        unnamed = _unnamed(page)
        assert not unnamed, f"{game}: board elements without an accessible name: {unnamed}"
        seen.update(keys)
        _choose_first(page)
    assert len(seen) >= 4
    assert errors == []
    page.close()
