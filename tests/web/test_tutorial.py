"""Tutorials in the browser: the REST calls that list and start them, and the page (the
lobby's link, the start page, the game page's panel that explains each step)."""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.browser import open_lobby
from starlette.testclient import TestClient

from tomecraft.core import Match, get_game
from tomecraft.interfaces.web.texts import translator

from .conftest import LiveServer
from .helpers import needs_chromium, state

SB = get_game("spellbook")
TUT = SB.tutorial()
assert TUT is not None


def test_the_tutorials_are_listed_with_their_title(client: TestClient) -> None:
    r = client.get("/api/tutorials?lang=de")
    assert r.status_code == 200
    got = r.json()["tutorials"]
    assert [t["game"] for t in got] == ["spellbook"]
    assert got[0]["title"] == translator("de")(TUT.title)
    assert got[0]["intro"] == translator("de")(TUT.intro)


def test_starting_a_tutorial_makes_an_unlisted_game_from_its_seed(client: TestClient) -> None:
    r = client.post("/api/tutorials/spellbook", json={"lang": "en"})
    assert r.status_code == 201, r.text
    data = r.json()
    gid, token = data["id"], data["token"]
    assert data["seat"] == TUT.learner == 0
    assert data["url"] == f"/game/{gid}#token={token}"
    assert data["steps"] == TUT.steps_json()
    info = client.get(f"/api/games/{gid}").json()
    assert [(s["kind"], s["level"]) for s in info["seats"]] == [("human", None), ("bot", "greedy")]
    assert gid not in {g["id"] for g in client.get("/api/games?status=open").json()["games"]}
    # the game is the tutorial's: the same opening as its config and seed give
    expected = Match(SB, SB.parse_config(TUT.config), TUT.seed).state.view(0)
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": token})
        m = state(ws, lambda m: m["seat"] == 0)
    assert m["view"] == expected
    assert m["view"]["decision"]["kind"] == "morning" and m["options"]


@pytest.mark.parametrize("name", ["nogame", "madness"])
def test_a_game_without_a_tutorial_is_refused(client: TestClient, name: str) -> None:
    r = client.post(f"/api/tutorials/{name}?lang=en", json={})
    assert r.status_code == 404
    assert r.json()["code"] == "web-error-no-tutorial"
    assert name in r.json()["detail"]


# -- in the browser ------------------------------------------------------------------------
pw = pytest.importorskip("playwright.sync_api")


@needs_chromium
def test_the_tutorial_from_the_lobby_explains_each_step(
    browser: pw.Browser, module_server: LiveServer, shots: Path
) -> None:
    t = translator("en")
    page, errors = open_lobby(browser, module_server)
    page.click("#tutorial-link")
    page.wait_for_selector("body.tutorial-page[data-ready='1']")
    page.click("#tutorials button[data-game='spellbook']")
    panel = page.locator("#tutorial")
    panel.wait_for()
    page.wait_for_selector("body[data-your-turn='1']")
    welcome = t(TUT.steps[0].text)
    pw.expect(panel.locator(".tutorial-text")).to_have_text(welcome)
    assert panel.get_attribute("data-when") == "morning"
    # a move: draw 2 tokens from the bag (option 23); the midday explanation follows
    before = page.evaluate("document.body.dataset.version")
    page.locator("#options button.opt[data-option='23']").click()
    page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")
    midday = next(s for s in TUT.steps if s.when == "midday")
    pw.expect(panel.locator(".tutorial-text")).to_have_text(t(midday.text))
    assert panel.get_attribute("data-when") == "midday"
    page.screenshot(path=str(shots / "tutorial.png"), full_page=False)
    # a language switch translates the same step; it does not move on
    page.select_option("#lang", "de")
    de = translator("de")
    pw.expect(panel.locator(".tutorial-text")).to_have_text(de(midday.text))
    # store 1 (option 24): the token choice explains the store, and the board still
    # shows midday as the phase in progress (issue 12: it said "evening")
    before = page.evaluate("document.body.dataset.version")
    page.locator("#options button.opt[data-option='24']").click()
    page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")
    store = next(s for s in TUT.steps if s.when == "store")
    pw.expect(panel.locator(".tutorial-text")).to_have_text(de(store.text))
    pw.expect(page.locator(".sb-phase[aria-current='step']")).to_contain_text(
        de("sb-phase-midday"))
    assert errors == []
    page.context.close()
