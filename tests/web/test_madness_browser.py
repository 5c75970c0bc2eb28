"""The Big Book of Madness in a real browser (Playwright driving Debian's Chromium).

A game is created through the lobby's form (built from the game's option schema:
difficulty, mode, one mage per seat), then a person plays it to the end beside a greedy
bot, clicking cards and places on the board where they are legal options and the option
buttons otherwise. The board fits a phone's width and never shows another seat's hand.
Skips without /usr/bin/chromium. With TOMECRAFT_SCREENSHOTS=1 the screenshots go to
docs/screenshots/ (lobby-madness.png; the board's pictures come from test_screenshots.py).
"""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import HUMAN_AND_TWO_BOTS, PHONE, new_page, open_lobby, play_moves, wait_turn
from waits import WAIT

from .conftest import LiveServer
from .helpers import JS_WAITS, needs_chromium, post_json

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, expect

pytestmark = needs_chromium

#: One move of the test player, inside the page: on two moves of three the first legal
#: card or place on the board (the first one in the page's order), otherwise the first
#: option button. Returns "board" or "button".
_STEP = """
  const board = document.querySelector("#board .md .pick");
  if (board && window.__moves % 3 !== 2) { board.click(); return "board"; }
  document.querySelector("#options button.opt").click();
  return "button";
"""

PLAY_TO_THE_END = """async () => {""" + JS_WAITS + """
  const counts = { board: 0, button: 0 };
  const body = document.body.dataset;
  window.__moves = 0;
  while (document.body.dataset.status !== "finished" && window.__moves < 2000) {
    if (document.body.dataset.yourTurn !== "1" || document.body.dataset.busy === "1") {
      await waitFor(() => (body.yourTurn === "1" && body.busy !== "1")
                          || body.status === "finished", "the player's turn or the end");
      continue;
    }
    const v = document.body.dataset.version;
    counts[(() => {""" + _STEP + """})()] += 1;
    window.__moves += 1;
    for (let i = 0; i < 600 && document.body.dataset.version === v; i++) await sleep(5);
  }
  return counts;
}"""


def _mage_choices(server: LiveServer) -> list[dict[str, Any]]:
    with urllib.request.urlopen(server.base + "/api/meta", timeout=WAIT) as r:
        meta = json.load(r)
    game = next(g for g in meta["games"] if g["name"] == "madness")
    spec = next(s for s in game["options"] if s["key"] == "mages")
    return list(spec["choices"])


def _no_other_hand(page: Page, seat: int) -> None:
    """Another seat's panel shows how many cards it holds, never the cards."""
    other = page.locator(f".md-seat[data-seat='{seat}']")
    expect(other.locator(".md-hand .md-card")).to_have_count(0)
    expect(other.locator(f"[data-testid=hand-count-{seat}]")).to_have_count(1)


def test_madness_from_the_lobby_form_to_the_end(browser: Browser, module_server: LiveServer,
                                                shots: Path) -> None:
    page, errors = open_lobby(browser, module_server)
    page.select_option("#game", "madness")
    # the form comes from the schema: no JSON anywhere, labels translated
    page.wait_for_selector("#opt-difficulty")
    assert page.locator("#options textarea").count() == 0
    expect(page.locator("#opt-row-difficulty label")).to_have_text("Difficulty")
    assert page.locator("#opt-difficulty option").count() == 3
    assert page.locator("#opt-mode option").count() == 3
    page.select_option("#opt-difficulty", json.dumps("I"))
    page.select_option("#opt-mages", json.dumps("__each__"))
    expect(page.locator("#opt-row-mages .opt-seats li")).to_have_count(2)
    mages = page.locator("#opt-mages-1 option").evaluate_all("os => os.map((o) => o.value)")
    page.select_option("#opt-mages-1", mages[-1])
    # a third seat gets its own mage list; removing it again leaves two
    page.click("#add-seat")
    expect(page.locator("#opt-row-mages .opt-seats li")).to_have_count(3)
    page.locator("#seats li").nth(2).locator("button").click()
    expect(page.locator("#opt-row-mages .opt-seats li")).to_have_count(2)
    page.locator("#seats li").nth(1).locator("select.seat-level").select_option("greedy")
    page.screenshot(path=str(shots / "lobby-madness.png"), full_page=True)
    page.click("#create-btn")
    page.wait_for_selector("#created a.play-link")
    assert page.inner_text("#create-error") == ""
    page.click("#created a.play-link")
    page.wait_for_selector(".md-seat .md-mage", state="attached")
    wait_turn(page)
    # the chosen mage sits on the second seat, named in the page's language
    assert json.loads(mages[-1]) == page.locator(".md-seat[data-seat='1'] .md-mage").get_attribute(
        "data-mage")
    expect(page.locator(".md-track .md-space")).to_have_count(5)
    expect(page.locator(".md-market .md-card")).to_have_count(8)
    expect(page.locator(".md-library .md-tcard")).to_have_count(4)
    assert page.locator(".md-grimoire .md-monster-name").inner_text()
    assert page.locator(".md-seat.you .md-spells .md-tcard .md-text").count() >= 4
    _no_other_hand(page, 1)
    # every card and chip says its element in words for screen readers
    labels = page.locator(".md-card").evaluate_all(
        "cs => cs.map((c) => c.getAttribute('aria-label'))")
    assert labels and all(label and label.strip() for label in labels)

    # a real mouse click on a board card that is a legal option
    pick = page.locator("#board .md .pick").first
    pick.wait_for()
    before = page.evaluate("document.body.dataset.version")
    pick.click()
    page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")
    wait_turn(page)

    counts = page.evaluate(PLAY_TO_THE_END)
    page.wait_for_selector("body[data-status='finished']", state="attached")
    assert counts["board"] > 0 and counts["button"] > 0
    expect(page.locator(".md-result")).to_have_count(1)
    page.locator("#result table.breakdown").wait_for()
    _no_other_hand(page, 1)
    assert errors == []
    page.context.close()


def test_madness_on_a_phone(browser: Browser, module_server: LiveServer) -> None:
    mages = [m["value"] for m in _mage_choices(module_server)][:3]
    g = post_json(module_server, "/api/games", {
        "game": "madness", "options": {"difficulty": "I", "mages": mages},
        "seats": HUMAN_AND_TWO_BOTS,
    })
    page, errors = new_page(browser, g["seats"][0]["url"], **PHONE)
    page.wait_for_selector(".md-seat .md-mage", state="attached")
    wait_turn(page)
    play_moves(page, "() => { window.__moves = 0; " + _STEP + " }", 6)
    expect(page.locator(".md-seat.you .md-mage")).to_have_count(1)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    for seat in (1, 2):
        _no_other_hand(page, seat)

    # the cards' names and texts follow the language switch
    page.select_option("#lang", "es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.locator(".md-library h3")).to_have_text("Biblioteca")
    # card names come from a second request: wait for them rather than read at once
    expect(page.locator(".md-seat.you .md-spells .md-name", has_text="Escarcha")).to_have_count(1)
    assert errors == []
    page.context.close()
