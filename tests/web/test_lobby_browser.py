"""The lobby in a real browser (web-lobby): option forms for every game and player count,
labels and Tab order, the phone width, the favicon, pace and clock, "your games".

With TOMECRAFT_SCREENSHOTS=1 it writes lobby.png, lobby-phone.png, lobby-created.png and
lobby-your-games.png into docs/screenshots/.
"""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import PHONE, close_clean, open_lobby
from waits import WAIT

from .conftest import LiveServer
from .helpers import needs_chromium
from .test_lobby_api import stored_wonderbook_game

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, expect

pytestmark = needs_chromium

#: Form controls of the lobby without an accessible name (a <label for>, a wrapping
#: <label>, aria-label or aria-labelledby): none is allowed.
UNLABELLED = """() => [...document.querySelectorAll("main select, main input, main textarea")]
  .filter((c) => !c.closest("[hidden]") && c.type !== "hidden")
  .filter((c) => !(c.labels && c.labels.length) && !c.getAttribute("aria-label")
                 && !c.getAttribute("aria-labelledby"))
  .map((c) => c.id || c.outerHTML.slice(0, 80))"""

#: Every visible control of the lobby's main part that a keyboard must reach.
CONTROLS = """() => [...document.querySelectorAll(
    "main a[href], main button, main select, main input")]
  .filter((c) => !c.disabled && c.getClientRects().length && !c.closest("[hidden]"))
  .map((c, i) => { c.dataset.tabProbe = String(i); return i; })"""


def meta(server: LiveServer) -> dict[str, Any]:
    with urllib.request.urlopen(server.base + "/api/meta?lang=en", timeout=WAIT) as r:
        return dict(json.load(r))


def set_seats(page: Page, n: int) -> None:
    while page.locator("#seats li").count() < n:
        page.click("#add-seat")
    while page.locator("#seats li").count() > n:
        page.locator("#seats li").last.locator("button").click()


def test_every_games_options_are_form_fields(browser: Browser, module_server: LiveServer,
                                             shots: Path) -> None:
    """For every game and player count: each option of the schema that applies is a
    labelled form field and the others are hidden (no solo options for several players,
    and the other way round); no JSON text anywhere in the lobby."""
    games = meta(module_server)["games"]
    assert {g["name"] for g in games} >= {"spellbook", "madness", "wonderbook"}
    page, errors = open_lobby(browser, module_server)
    for game in games:
        page.select_option("#game", game["name"])
        for n in range(game["min_players"], game["max_players"] + 1):
            set_seats(page, n)
            for spec in game["options"]:
                row = page.locator(f"#opt-row-{spec['key']}")
                applies = (not spec["solo_only"] or n == 1) and (
                    spec["players"] is None or n in spec["players"])
                if applies:
                    expect(row).to_be_visible()
                    control = page.locator(f"#opt-{spec['key']}")
                    expect(control).to_be_visible()
                    label = page.locator(f"label[for='opt-{spec['key']}']")
                    assert label.inner_text() == spec["label"]
                else:
                    expect(row).to_be_hidden()
            assert page.locator("#options textarea, #options input[type=text]").count() == 0
            assert page.evaluate(UNLABELLED) == []
        text = page.locator("main").inner_text()
        assert "{" not in text and "[" not in text, text  # no raw JSON or config shown
    # SpellBook: the solo difficulty only for one seat
    page.select_option("#game", "spellbook")
    set_seats(page, 1)
    expect(page.locator("#opt-difficulty")).to_be_visible()
    set_seats(page, 2)
    expect(page.locator("#opt-difficulty")).to_be_hidden()
    page.locator("#seats li").nth(1).locator("select.seat-level").select_option("random")
    page.screenshot(path=str(shots / "lobby.png"), full_page=True)
    close_clean(page, errors)


def test_every_lobby_control_is_reached_with_tab(browser: Browser,
                                                 module_server: LiveServer) -> None:
    page, errors = open_lobby(browser, module_server)
    page.select_option("#game", "madness")
    page.select_option("#opt-mages", "\"__each__\"")  # one mage select per seat too
    page.click("#create-btn")
    page.wait_for_selector("#created a.play-link")
    wanted = set(page.evaluate(CONTROLS))
    assert len(wanted) > 15
    page.locator("header .brand").focus()
    seen: set[int] = set()
    for _ in range(len(wanted) * 3):
        page.keyboard.press("Tab")
        probe = page.evaluate("document.activeElement && document.activeElement.dataset.tabProbe")
        if probe is not None:
            seen.add(int(probe))
        if seen == wanted:
            break
    missing = sorted(wanted - seen)
    assert not missing, page.evaluate(
        "(ids) => ids.map((i) => document.querySelector(`[data-tab-probe='${i}']`).outerHTML"
        ".slice(0, 90))", missing)
    assert page.evaluate(UNLABELLED) == []
    close_clean(page, errors)


def test_a_game_of_bots_only_gets_its_watch_link(browser: Browser,
                                                 module_server: LiveServer) -> None:
    page, errors = open_lobby(browser, module_server)
    page.select_option("#game", "spellbook")
    set_seats(page, 2)
    for i in range(2):
        page.locator("#seats li").nth(i).locator("select.seat-kind").select_option("bot")
    page.click("#create-btn")
    page.wait_for_selector("#created a.spectate-link")
    text = page.locator("#created").inner_text()
    assert "null" not in text and page.locator("#created a.play-link").count() == 0, text
    close_clean(page, errors)


def test_the_phone_lobby_fits_390_pixels(browser: Browser, module_server: LiveServer,
                                         shots: Path) -> None:
    page, errors = open_lobby(browser, module_server, **PHONE)
    for name in ("spellbook", "madness", "wonderbook"):
        page.select_option("#game", name)
        set_seats(page, 4)
        if name == "madness":
            page.select_option("#opt-mages", "\"__each__\"")
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"{name}: the lobby scrolls sideways on a phone ({width}px)"
    page.select_option("#game", "spellbook")
    set_seats(page, 2)
    page.screenshot(path=str(shots / "lobby-phone.png"), full_page=False)
    page.click("#create-btn")
    page.wait_for_selector("#created a.play-link")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"with the seat links the lobby scrolls sideways ({width}px)"
    close_clean(page, errors)


def test_a_favicon_on_every_page(browser: Browser, module_server: LiveServer) -> None:
    page, _errors = open_lobby(browser, module_server)
    svg = page.request.get(module_server.base + "/static/favicon.svg")
    assert svg.ok and svg.headers["content-type"].startswith("image/svg+xml")
    assert b"<svg" in svg.body()
    ico = page.request.get(module_server.base + "/favicon.ico")
    assert ico.ok and ico.body() == svg.body()
    for path in ("/", "/game/none", "/replay/none"):
        page.goto(module_server.base + path)
        icon = page.locator("link[rel='icon']")
        expect(icon).to_have_attribute("href", "/static/favicon.svg")
        expect(icon).to_have_attribute("type", "image/svg+xml")
    page.context.close()


def test_turn_based_game_shows_in_your_games(browser: Browser, module_server: LiveServer,
                                             shots: Path) -> None:
    """A turn-based game made in the lobby: its seat link opened, the lobby lists it under
    "Your games", marked when it is your turn."""
    page, errors = open_lobby(browser, module_server)
    expect(page.locator("#mine")).to_be_hidden()  # a fresh browser holds no seat
    page.select_option("#game", "spellbook")
    page.select_option("#pace", "turn-based")
    expect(page.locator("#clock-row")).to_be_hidden()  # no clock for turn-based games
    page.locator("#seats li").nth(1).locator("select.seat-level").select_option("random")
    page.click("#create-btn")
    page.click("#created a.play-link")
    page.wait_for_selector("body[data-your-turn='1']")
    expect(page.locator("#clock")).to_be_hidden()
    page.goto(module_server.base + "/")
    page.wait_for_selector("body[data-ready='1']")
    mine = page.locator("#mine-list li[data-your-turn='1']")
    expect(mine).to_have_count(1)
    assert "Your turn" in mine.inner_text() and "you are Player 1" in mine.inner_text()
    assert "Turn-based" in mine.inner_text()
    page.screenshot(path=str(shots / "lobby-your-games.png"), full_page=False)
    mine.locator("a.play").click()
    page.wait_for_selector("body[data-your-turn='1']")
    close_clean(page, errors)


def test_a_game_with_several_of_your_seats_is_listed_once(browser: Browser,
                                                          module_server: LiveServer) -> None:
    """A game created with two invited seats (both links held by this browser) is one
    entry of "Your games", naming both seats, with a link for each."""
    page, errors = open_lobby(browser, module_server)
    page.select_option("#game", "spellbook")
    page.select_option("#pace", "turn-based")
    set_seats(page, 3)
    seats = page.locator("#seats li")
    seats.nth(0).locator("select.seat-kind").select_option("human")
    seats.nth(1).locator("select.seat-kind").select_option("human")
    seats.nth(2).locator("select.seat-kind").select_option("bot")
    page.click("#create-btn")
    expect(page.locator("#created a.play-link")).to_have_count(2)
    href = page.locator("#created a.play-link").first.get_attribute("href") or ""
    gid = href.split("/game/")[1].split("#")[0]
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    entry = page.locator(f"#mine-list li[data-id='{gid}']")
    expect(entry).to_have_count(1)
    text = entry.inner_text()
    assert "Player 1" in text and "Player 2" in text and "Player 3" not in text.split("·")[1]
    links = entry.locator("a.play")
    expect(links).to_have_count(2)
    assert sorted(links.nth(i).inner_text() for i in range(2)) == ["Play as Player 1",
                                                                   "Play as Player 2"]
    tokens = {links.nth(i).get_attribute("href") for i in range(2)}
    assert len(tokens) == 2 and all(f"/game/{gid}#token=" in (h or "") for h in tokens)
    close_clean(page, errors)


def test_the_game_page_shows_the_clock(browser: Browser, module_server: LiveServer) -> None:
    page, errors = open_lobby(browser, module_server)
    page.select_option("#game", "spellbook")
    page.select_option("#pace", "live")
    page.select_option("#clock", "600")
    page.locator("#seats li").nth(1).locator("select.seat-level").select_option("random")
    page.click("#create-btn")
    page.click("#created a.play-link")
    page.wait_for_selector("body[data-your-turn='1']")
    clock = page.locator("#clock")
    expect(clock).to_be_visible()
    assert "Your clock" in clock.inner_text() and "s left" in clock.inner_text()
    assert 590 <= int(clock.get_attribute("data-left") or "0") <= 600
    close_clean(page, errors)


def test_continue_a_campaign_from_your_games(browser: Browser,
                                            module_server: LiveServer) -> None:
    """A won Wonder Book chapter in "your games": "Continue the campaign" fills the form
    with the same game, its seats and the next chapter, and the game made carries the
    record."""
    gid, token = stored_wonderbook_game(str(module_server.db), "greedy", won=True)
    page, errors = open_lobby(browser, module_server)
    page.evaluate("([id, token]) => localStorage.setItem('tomecraft.mine',"
                  " JSON.stringify([{id, token, at: Date.now()}]))", [gid, token])
    page.reload()
    page.wait_for_selector("body[data-ready='1']")
    entry = page.locator(f"#mine-list li[data-id='{gid}']")
    assert "Finished" in entry.inner_text()
    entry.locator("button.continue").click()
    expect(page.locator("#follows")).to_be_visible()
    assert page.locator("#game").input_value() == "wonderbook"
    assert page.locator("#opt-chapter").input_value() == json.dumps("one")
    assert page.locator("#seats li").count() == 2
    page.click("#create-btn")
    href = page.locator("#created a.play-link").first.get_attribute("href") or ""
    new_id = href.split("/game/")[1].split("#")[0]
    with urllib.request.urlopen(f"{module_server.base}/api/games/{new_id}", timeout=WAIT) as r:
        config = json.load(r)["config"]
    assert config["chapter"] == "one" and "tutorial" in config["campaign"]["chapters"]
    expect(page.locator("#follows")).to_be_hidden()  # used once
    close_clean(page, errors)


def level_choices(page: Page, seat: int) -> list[str]:
    """The bot kinds the lobby offers for ``seat`` (from 0)."""
    select = page.locator("#seats li").nth(seat).locator("select.seat-level")
    return [str(v) for v in select.locator("option").evaluate_all("(os) => os.map((o) => o.value)")]


def test_the_lobby_opens_on_spellbook_and_offers_each_games_own_bots(
        browser: Browser, module_server: LiveServer, shots: Path) -> None:
    """(issue 21) The lobby opens on the game the README names; each game's seats offer
    only the bot kinds that game supports (``store`` plays SpellBook only), and a kind
    chosen for one game goes back to the default in a game that does not support it;
    after "Create the game" the seat links are in view at 1280x900."""
    data = meta(module_server)
    kinds = {g["name"]: g["bots"] for g in data["games"]}
    page, errors = open_lobby(browser, module_server)
    assert page.locator("#game").input_value() == data["default_game"] == "spellbook"
    set_seats(page, 2)
    page.locator("#seats li").nth(1).locator("select.seat-kind").select_option("bot")
    assert level_choices(page, 1) == kinds["spellbook"] and "store" in kinds["spellbook"]
    page.locator("#seats li").nth(1).locator("select.seat-level").select_option("store")
    for name in ("madness", "wonderbook"):
        page.select_option("#game", name)
        assert level_choices(page, 1) == kinds[name] and "store" not in kinds[name], name
        level = page.locator("#seats li").nth(1).locator("select.seat-level").input_value()
        assert level == data["default_bots"][name], name
    page.select_option("#game", "spellbook")
    set_seats(page, 2)
    page.locator("#seats li").nth(1).locator("select.seat-kind").select_option("bot")
    page.click("#create-btn")
    link = page.locator("#created a.play-link").first
    link.wait_for(timeout=60_000)
    expect(link).to_be_in_viewport()
    expect(page.locator("#created a.spectate-link")).to_be_in_viewport()
    page.screenshot(path=str(shots / "lobby-created.png"), full_page=False)
    close_clean(page, errors)


#: Per visible select of the seats: the widest of its options' texts (in its own font),
#: and the room its box leaves for the text (its inner width less its padding and arrow).
SELECT_FIT = """() => {
  const ctx = document.createElement("canvas").getContext("2d");
  return [...document.querySelectorAll("#seats select")].filter((s) => s.getClientRects().length)
    .map((s) => {
      const cs = getComputedStyle(s);
      ctx.font = `${cs.fontWeight} ${cs.fontSize} ${cs.fontFamily}`;
      const text = Math.max(...[...s.options].map((o) => ctx.measureText(o.text).width));
      const room = s.clientWidth - parseFloat(cs.paddingLeft) - parseFloat(cs.paddingRight) - 16;
      const box = s.getBoundingClientRect();
      const seats = document.getElementById("seats").getBoundingClientRect();
      return { label: s.getAttribute("aria-label"), text, room,
               inside: box.right <= seats.right + 1 };
    });
}"""


@pytest.mark.parametrize("width", [390, 700, 1280])
def test_the_bot_level_fits_its_list(browser: Browser, module_server: LiveServer,
                                     width: int) -> None:
    """A stranger found the bot level's list cut off: it showed "medium — Medium, the
    default ("bot"): 150 iterations; ..." in a box far narrower. Each seat's lists show
    their whole text at a phone's width, a tablet's and a desktop's; the chosen level's
    description is the line under the seat, and follows the choice."""
    context = PHONE if width == 390 else {"viewport": {"width": width, "height": 900}}
    page, errors = open_lobby(browser, module_server, **context)
    set_seats(page, 2)
    page.locator("#seats li").nth(1).locator("select.seat-kind").select_option("bot")
    fits = page.evaluate(SELECT_FIT)
    assert any(f["label"].startswith("Bot level") for f in fits), fits
    for f in fits:
        assert f["text"] <= f["room"] and f["inside"], f"{width} px: {f}"
    descriptions = {b["name"]: b["description"] for b in meta(module_server)["bot_levels"]}
    about = page.locator("#seats li").nth(1).locator(".seat-level-about")
    level = page.locator("#seats li").nth(1).locator("select.seat-level")
    expect(about).to_have_text(descriptions[level.input_value()])
    level.select_option("random")
    expect(about).to_have_text(descriptions["random"])
    expect(page.locator("#seats li").nth(0).locator(".seat-level-about")).to_be_hidden()
    close_clean(page, errors)
