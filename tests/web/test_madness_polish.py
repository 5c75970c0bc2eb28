"""The Big Book of Madness board: rough edges a stranger found in the browser (Playwright
driving Debian's Chromium, skipped without it):

* an element card that is a legal option (a button, outlined) keeps its letter inside
  the card, above the market pile's count, at a phone's width and a desktop's (the
  button's font brought the page's line height: the letter fell below the card);
* a decision of the viewer's in another player's turn (a monster's "each other player:
  discard 1 card", an action a Whisper grants) does not say "Your turn" while the status
  bar names the other player's turn: the board's prompt and the side panel both say
  "Your move (Player 2's turn)";
* the invocation track's numbers say what they are: the track's spaces, the marker
  moving one a turn.

With TOMECRAFT_SCREENSHOTS=1 the screenshots go to docs/screenshots/ (madness-cards-phone.png,
madness-cards-desktop.png, madness-track-phone.png, madness-other-turn.png).
"""

from __future__ import annotations

import json
import re
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import PHONE, new_page, version, wait_turn

from tomecraft.core import Decision, Match, State, get_game

from .conftest import LiveServer
from .helpers import JS_WAITS, needs_chromium, post_json

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page

pytestmark = needs_chromium

MAGES = ["mirela", "lyra"]


def _shot(page: Page, shots: Path, name: str, selector: str = "body") -> None:
    page.locator(selector).first.screenshot(path=str(shots / name))


def _view(seat: int, until: Callable[[Decision, State], bool]) -> tuple[dict[str, Any], Decision]:
    """``seat``'s view at the first decision of a seeded two-seat game where ``until``
    holds (the first option taken until then), and that decision."""
    config = get_game("madness").parse_config(
        {"players": 2, "difficulty": "I", "mages": MAGES})
    match = Match("madness", config, seed=3)
    match.advance()
    for _ in range(2000):
        d = match.state.decision()
        assert d is not None, "the game ended first"
        if until(d, match.state):
            return json.loads(json.dumps(match.state.view(seat), default=str)), d
        match.step(d.ids[0])
        match.advance()
    raise AssertionError("no such decision in 2000 steps")


#: In the page: draw the Madness board for ``m`` in a board of its own (the page's own
#: board hidden; its texts, its styles), with the options ``ids`` and those the content's
#: action blocks make of ``blocks`` ([block, offset] pairs); wait for the content.
_DRAW = """async ([m, ids, blocks]) => {""" + JS_WAITS + """
  const board = await import("/games/madness/board.js");
  const { t } = await import("/static/common.js");
  const r = await fetch(`/api/games/${encodeURIComponent(m.id)}/content?lang=en`);
  const A = (await r.json()).content.actions;
  const options = [...ids, ...blocks.map(([b, k]) => A[b] + k)]
    .map((id) => ({ id, label: `Option ${id}` }));
  const page = document.getElementById("board");
  let root = document.getElementById("test-board");
  if (!root) {
    root = document.createElement("div");
    root.id = "test-board";
    root.className = page.className;
    page.after(root);
  }
  page.hidden = true;
  board.render(root, { ...m, options }, { t, options, decide() {}, seat: m.seat, lang: "en" });
  await waitFor(() => root.querySelector(".md-seat .md-mage")
                      && !root.querySelector("[data-loading]"), "the Madness content");
  return options.length;
}"""

#: Per element card of the test board: its tag, the bottom of its box and of its letter,
#: and the top of its market pile's count (null outside the market).
_CARDS = """() => [...document.querySelectorAll("#test-board .md-card.md-k")].map((c) => {
  const count = c.closest(".md-pile-card")?.querySelector(".md-pile-count");
  return { tag: c.tagName, name: c.dataset.name, bottom: c.getBoundingClientRect().bottom,
           letter: c.querySelector(".md-letter").getBoundingClientRect().bottom,
           count: count ? count.getBoundingClientRect().top : null };
})"""


def _model(g: dict[str, Any], seat: int, view: dict[str, Any], prompt: str) -> dict[str, Any]:
    return {"id": g["id"], "view": view, "seat": seat, "version": 1, "status": "active",
            "actor": seat, "prompt": prompt,
            "seats": [{"seat": i, "name": f"Player {i + 1}"} for i in range(2)]}


@pytest.fixture
def madness(module_server: LiveServer) -> dict[str, Any]:
    """A two-person Madness game: its page serves the content the test board reads."""
    return post_json(module_server, "/api/games", {
        "game": "madness", "options": {"difficulty": "I", "mages": MAGES},
        "seats": [{"kind": "human"}, {"kind": "human"}]})


@pytest.mark.parametrize("width", ["phone", "desktop"])
def test_an_outlined_card_keeps_its_letter_inside(browser: Browser, module_server: LiveServer,
                                                  madness: dict[str, Any], width: str,
                                                  shots: Path) -> None:
    view, _ = _view(0, lambda d, st: d.actor == 0)
    kinds = [k for k, n in enumerate(view["seats"][0]["hand"]) if n]
    blocks = [["acquire", p] for p in range(len(view["market"]))] + [["card", k] for k in kinds]
    page, errors = new_page(browser, f"{module_server.base}/game/{madness['id']}",
                            **(PHONE if width == "phone" else {}))
    page.wait_for_selector("#board .md")
    page.evaluate(_DRAW, [_model(madness, 0, view, "Choose."), [], blocks])
    cards = page.evaluate(_CARDS)
    buttons = [c for c in cards if c["tag"] == "BUTTON"]
    assert len(buttons) >= len(view["market"]) + len(kinds), cards
    for c in cards:  # outlined (a button) or not: the letter is on the card
        assert c["letter"] <= c["bottom"] + 0.5, f"{width}: {c['name']}'s letter off the card: {c}"
        if c["count"] is not None:
            assert c["bottom"] <= c["count"] + 0.5, f"{width}: {c['name']} over its count: {c}"
    _shot(page, shots, f"madness-cards-{width}.png", "#test-board .md-shop")
    assert errors == []
    page.context.close()


def test_the_track_says_what_its_numbers_are(browser: Browser, module_server: LiveServer,
                                             madness: dict[str, Any], shots: Path) -> None:
    view, _ = _view(0, lambda d, st: d.actor == 0)
    page, errors = new_page(browser, f"{module_server.base}/game/{madness['id']}", **PHONE)
    page.wait_for_selector("#board .md")
    page.evaluate(_DRAW, [_model(madness, 0, view, "Choose."), [], []])
    spaces = [s.strip() for s in page.locator("#test-board .md-space-no").all_inner_texts()]
    assert [s.removesuffix(" ◆") for s in spaces] == [
        "Space 2", "Space 3", "Space 3", "Space 4", "Space 5"], spaces
    hint = page.locator("#test-board .md-invocation .md-hint").inner_text()
    assert "Each turn the marker moves one space" in hint and "space 3 holds two" in hint, hint
    _shot(page, shots, "madness-track-phone.png", "#test-board .md-invocation")
    assert errors == []
    page.context.close()


def _turn_name(page: Page, root: str) -> str:
    """The name the status bar's turn shows ("Turn 3: Player 2" -> "Player 2")."""
    return page.locator(f"{root} .md-turn").inner_text().split(":", 1)[1].strip()


def test_a_move_in_another_players_turn_says_whose_turn(
        browser: Browser, module_server: LiveServer, madness: dict[str, Any]) -> None:
    """The seeded game's first decision: the new monster has seat 0 discard a card in seat
    1's turn. The board's prompt follows the status bar."""
    view, d = _view(0, lambda d, st: d.actor == 0)
    assert view["active"] == 1, "the seeded game's first decision is no longer in seat 1's turn"
    page, errors = new_page(browser, f"{module_server.base}/game/{madness['id']}")
    page.wait_for_selector("#board .md")
    page.evaluate(_DRAW, [_model(madness, 0, view, "Discard 1 card."), list(d.ids), []])
    prompt = page.locator("#test-board [data-testid=md-prompt]").inner_text()
    assert _turn_name(page, "#test-board") == "Player 2"
    assert prompt.startswith("Your move (Player 2's turn) — Discard 1 card."), prompt
    assert "Your turn" not in prompt
    # in the viewer's own turn it is "Your turn"
    own, d = _view(0, lambda d, st: d.actor == 0 and st.view(0)["active"] == 0)
    page.evaluate(_DRAW, [_model(madness, 0, own, "Choose an action."), list(d.ids), []])
    prompt = page.locator("#test-board [data-testid=md-prompt]").inner_text()
    assert prompt.startswith("Your turn — Choose an action."), prompt
    assert errors == []
    page.context.close()


def test_the_side_panel_says_the_same_in_a_live_game(browser: Browser,
                                                     module_server: LiveServer,
                                                     shots: Path) -> None:
    """A person against a bot: at each decision of theirs the side panel's first words and
    the board's are the same, and "Your turn" only while the status bar names them; play
    on (first option) until a decision came in the bot's turn (a monster's or a curse's
    "each player")."""
    seen_other = False
    # The lobby draws each game's seed: a game may end (or run long) before a decision
    # falls in the bot's turn, so up to three games are tried.
    for _game in range(3):
        g = post_json(module_server, "/api/games", {
            "game": "madness", "options": {"difficulty": "I", "mages": MAGES},
            "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}]})
        page, errors = new_page(browser, g["seats"][0]["url"])
        for _ in range(150):
            wait_turn(page)
            if page.evaluate("document.body.dataset.status") == "finished":
                break
            side = page.locator("#prompt strong").inner_text()
            board = page.locator("#board [data-testid=md-prompt] b").inner_text()
            assert side == board, (side, board)
            name = _turn_name(page, "#board")
            if name == "Player 1":
                assert side == "Your turn", side
            else:
                assert side == f"Your move ({name}'s turn)", side
                seen_other = True
                _shot(page, shots, "madness-other-turn.png")
                break
            before = version(page)
            page.locator("#options button.opt").first.click()
            page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")
        if seen_other:
            break
        assert errors == []
        page.context.close()
    assert seen_other, "no decision of the person's came in the bot's turn in 3 games"
    assert re.search(r"Turn \d+: Player 2", page.locator("#board .md-turn").inner_text())
    assert errors == []
    page.context.close()
