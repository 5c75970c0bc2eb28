"""Wonder Book's chapter texts in a real browser (issue 25): the page's catalogue holds none,
yet the board shows the card being read, in the page's language, from the texts its state
messages carried; the replay page likewise. And the players list offers a bot only where
the seat rules allow it. Skips without /usr/bin/chromium."""

from __future__ import annotations

import pytest

import tomecraft.games.wonderbook.game  # noqa: F401  (registers its catalogue)
from tomecraft.i18n import Translator

from .conftest import LiveServer
from .helpers import needs_chromium, page_errors, post_json

pytest.importorskip("playwright")
from playwright.sync_api import Browser

pytestmark = needs_chromium


def test_the_board_reads_the_card_from_the_state_message(
    browser: Browser, module_server: LiveServer
) -> None:
    g = post_json(module_server, "/api/games", {
        "game": "wonderbook", "options": {"chapter": "one"}, "lang": "en",
        "seats": [{"kind": "human"}, {"kind": "human"}],
    })
    page = browser.new_page()
    errors = page_errors(page)
    url = g["seats"][0]["url"]  # the server knows its public address: a full link
    page.goto(url if url.startswith("http") else module_server.base + url)
    title = page.locator("[data-testid=card] .wb-card-title")
    title.wait_for()
    n = int(page.locator("[data-testid=card] .wb-card-n").inner_text())
    assert title.inner_text() == Translator("en")(f"wb-card-one-{n}")
    assert "wb-card-one" not in page.locator("#board").inner_text()
    catalogue = page.evaluate(
        "async () => Object.keys((await (await fetch('/api/catalog?lang=en')).json()).messages)")
    assert not [k for k in catalogue if k.startswith("wb-card-")]
    # the other seat's player never came, but is not absent long enough on its own
    # turn: no "let a bot play" button for a seat with an owner
    assert page.locator("#players button.replace").count() == 0
    page.select_option("#lang", "de")
    german = Translator("de")(f"wb-card-one-{n}")
    assert german != title.inner_text()
    page.wait_for_function(
        "(want) => document.querySelector('[data-testid=card] .wb-card-title').textContent"
        " === want", arg=german)
    assert errors == []
    page.context.close()
