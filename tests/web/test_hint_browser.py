"""The coach's Hint button in a real browser (issue 24 section 2): there for a player
against bots, its answer highlighted in the option list with its chance of winning and counted in
the players list; absent in a game of two people unless the creator turned hints on in
the lobby (whose switch shows only for several people). Screenshot: ``game-hint.png``."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.browser import HUMAN_AND_BOT, new_page, open_lobby

from .conftest import LiveServer
from .helpers import needs_chromium, post_json

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, expect

pytestmark = needs_chromium

SEATED = "body[data-status='active'][data-seat]:not([data-seat=''])"


def _open_seats(browser: Browser, server: LiveServer, body: dict[str, object]) -> list[Page]:
    g = post_json(server, "/api/games", body)
    pages = []
    for s in g["seats"]:
        page, _errors = new_page(browser, s["url"])
        page.wait_for_selector(SEATED, state="attached")
        pages.append(page)
    return pages


def _on_turn(pages: list[Page]) -> Page:
    """The page of the seat that decides (waits for one)."""
    pages[0].wait_for_selector("body[data-version]", state="attached")
    for _ in range(40):
        for page in pages:
            if page.evaluate("document.body.dataset.yourTurn") == "1":
                return page
        pages[0].wait_for_timeout(250)
    raise AssertionError("neither seat's page shows its turn")


def test_hint_button_against_bots(browser: Browser, module_server: LiveServer,
                                  shots: Path) -> None:
    g = post_json(module_server, "/api/games", {"game": "spellbook", "seats": HUMAN_AND_BOT})
    page, errors = new_page(browser, g["seats"][0]["url"])
    page.wait_for_selector("body[data-your-turn='1']:not([data-busy='1'])", state="attached")
    hint = page.locator("#hint")
    expect(hint).to_be_visible()
    expect(hint).to_have_text("Hint")
    expect(page.locator("#hint-box")).to_be_hidden()
    hint.click()
    shown = page.locator("#hint-box[data-state='shown']")
    expect(shown).to_be_visible()
    picked = page.locator("#options button.opt.hinted")
    expect(picked).to_have_count(1)
    expect(picked.locator(".hint-tag")).to_contain_text("%")
    number = picked.locator("kbd.num").inner_text()
    expect(shown).to_contain_text(f"option {number}")
    # a competitive game: the chance of winning, and the rank-and-margin value as the standing
    expect(shown).to_contain_text("chance of winning")
    expect(shown).to_contain_text("standing")
    expect(page.locator("#players li.you .hints-used")).to_have_text("hints used: 1")
    page.screenshot(path=str(shots / "game-hint.png"), full_page=True)
    # the next decision: the highlight is gone until asked again
    version = page.evaluate("document.body.dataset.version")
    picked.click()
    page.wait_for_selector(f"body:not([data-version='{version}'])", state="attached")
    page.wait_for_selector("body[data-your-turn='1']:not([data-busy='1']), "
                           "body[data-status='finished']", state="attached")
    expect(page.locator("#options button.opt.hinted")).to_have_count(0)
    assert errors == []
    page.context.close()


def test_no_hint_button_for_two_people_unless_allowed(
    browser: Browser, module_server: LiveServer,
) -> None:
    # the lobby offers the switch only when several people play
    lobby, errors = open_lobby(browser, module_server)
    lobby.select_option("#game", "spellbook")
    expect(lobby.locator("#hints-row")).to_be_hidden()
    lobby.locator("#seats li").nth(1).locator("select.seat-kind").select_option("human")
    expect(lobby.locator("#hints-row")).to_be_visible()
    expect(lobby.locator("#hints-row")).to_contain_text("Allow hints for everyone")
    assert errors == []
    lobby.context.close()

    off = _open_seats(browser, module_server,
                      {"game": "spellbook", "seats": [{"kind": "human"}, {"kind": "human"}]})
    mover = _on_turn(off)
    expect(mover.locator("#options button.opt").first).to_be_visible()
    for page in off:
        expect(page.locator("#hint")).to_be_hidden()
        page.context.close()

    on = _open_seats(browser, module_server, {"game": "spellbook", "hints": True,
                                              "seats": [{"kind": "human"}, {"kind": "human"}]})
    mover = _on_turn(on)
    expect(mover.locator("#hint")).to_be_visible()
    for page in on:
        if page is not mover:
            expect(page.locator("#hint")).to_be_hidden()  # not its turn
        page.context.close()
