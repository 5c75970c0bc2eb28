"""The boards' layout in a real browser (issue 26, section 3; Playwright driving Debian's
Chromium, skipped without it):

* Madness reads top to bottom: the monster and the invocation track at the top, the
  other seats folded to one line each (opened by a click, kept open across redraws), the
  viewer's prompt and hand at the bottom;
* the "changed" outline follows the board, not the options: a card that becomes a legal
  option, the turn counter and the active seat's tag are not changes;
* the pills of every game's status bar, and the page header's connection state, do not
  look like buttons (no border, ring, pointer or hover change), even when they changed;
* on a phone (390 px), Wonder Book's dice stay in sight while the player chooses the
  targets of a roll.
"""

from __future__ import annotations

import json
import re
import time
import urllib.request
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import HUMAN_AND_TWO_BOTS, PHONE, new_page, version, wait_turn
from waits import WAIT, WAIT_MS

from tomecraft.core import Match, get_game

from .conftest import LiveServer
from .helpers import JS_WAITS, needs_chromium, post_json, reach, store_match

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, expect

pytestmark = needs_chromium


def _madness(server: LiveServer,
             seats: list[dict[str, Any]] = HUMAN_AND_TWO_BOTS) -> dict[str, Any]:
    """A Madness game whose mages are given (no setup choice): its API answer."""
    with urllib.request.urlopen(server.base + "/api/meta", timeout=WAIT) as r:
        meta = json.load(r)
    game = next(g for g in meta["games"] if g["name"] == "madness")
    spec = next(s for s in game["options"] if s["key"] == "mages")
    mages = [c["value"] for c in spec["choices"]][: len(seats)]
    return post_json(server, "/api/games", {
        "game": "madness", "options": {"difficulty": "I", "mages": mages}, "seats": seats})


def _box(page: Page, selector: str) -> dict[str, float]:
    box = page.locator(selector).first.bounding_box()
    assert box is not None, f"{selector} is not drawn"
    return box


def _move(page: Page) -> None:
    """The first option of the list (not a board card: the test's own opened seat stays
    as it is), then the player's next turn."""
    before = version(page)
    page.locator("#options button.opt").first.click()
    page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")
    wait_turn(page)


# -- Madness reads top to bottom -------------------------------------------------------------
def test_madness_board_reads_top_to_bottom(browser: Browser, module_server: LiveServer) -> None:
    g = _madness(module_server)
    page, errors = new_page(browser, g["seats"][0]["url"])
    page.wait_for_selector(".md-seat.you .md-mage")
    wait_turn(page)
    grimoire, track = _box(page, ".md-grimoire"), _box(page, ".md-invocation")
    others, prompt = _box(page, ".md-others"), _box(page, "[data-testid=md-prompt]")
    hand = _box(page, ".md-seat.you .md-hand")
    # the group's threat at the top, the viewer's prompt and hand at the bottom
    assert grimoire["y"] + grimoire["height"] <= track["y"] + 1
    assert track["y"] + track["height"] <= others["y"]
    assert others["y"] + others["height"] <= prompt["y"]
    assert prompt["y"] + prompt["height"] <= hand["y"]
    assert page.locator("#board .md-track").count() == 1
    # "Your turn", or whose turn it is when the decision comes in another's (a discard)
    expect(page.locator("[data-testid=md-prompt]")).to_contain_text(
        re.compile(r"Your turn|Your move \(Player \d's turn\)"))
    # every other seat is one folded line: its cards are in the page, not on the screen
    folded = page.locator("details.md-other")
    expect(folded).to_have_count(2)
    for i in range(2):
        seat = folded.nth(i)
        if seat.locator(".pick").count():
            continue  # opened by the board: one of its cards is an option now
        assert seat.evaluate("(d) => d.open") is False
        box = seat.bounding_box()
        assert box is not None and box["height"] < 56, f"a folded seat is {box} high"
        assert not seat.locator(".md-spells").is_visible()
        assert seat.locator("[data-testid^=hand-count-]").is_visible()
    # the viewer opens a folded one: it stays open across the next states
    shut = [i for i in range(2) if not folded.nth(i).evaluate("(d) => d.open")]
    assert shut, "both other seats were opened by the board"
    target = folded.nth(shut[0])
    seat_no = target.get_attribute("data-seat")
    target.locator("summary").click()
    expect(target).to_have_attribute("open", "")
    assert page.locator(f"details.md-other[data-seat='{seat_no}'] .md-spells").is_visible()
    _move(page)
    opened = page.locator(f"details.md-other[data-seat='{seat_no}']")
    if page.evaluate("document.body.dataset.status") != "finished":
        assert opened.evaluate("(d) => d.open") is True, "the opened seat folded itself again"
        # the turn counter and the active seat's tag move every turn: never outlined
        assert page.locator(".md-turn.changed, .md-active.changed").count() == 0
    assert errors == []
    page.context.close()


#: In the page: draw the Madness board for the view ``m`` (content from the live game
#: ``m.id``) with no option, then with ``opts``, then with ``later`` (the same board a turn
#: later); the change outline's keys between each pair.
_CHANGES = """async ([m, opts, later]) => {""" + JS_WAITS + """
  const board = await import("/games/madness/board.js");
  const aids = await import("/static/aids.js");
  const root = document.createElement("div");
  document.body.append(root);
  const t = (key, args) => (args ? `${key}:${JSON.stringify(args)}` : key);
  const draw = (model, options) =>
    board.render(root, model, { t, options, decide() {}, seat: 0, lang: "en" });
  draw(m, []);
  await waitFor(() => root.querySelector(".md-seat .md-mage")
                      && !root.querySelector("[data-loading]"), "the Madness content");
  const bare = aids.snapshot(root);
  draw(m, opts);
  const offered = aids.snapshot(root);
  draw(later, opts);
  const next = aids.snapshot(root);
  return { options: aids.changedKeys(bare, offered), turn: aids.changedKeys(offered, next),
           picks: root.querySelectorAll(".pick").length };
}"""


def test_the_change_outline_follows_the_board_not_the_options(
        browser: Browser, module_server: LiveServer) -> None:
    g = _madness(module_server, [{"kind": "human"}, {"kind": "human"}])
    config = get_game("madness").parse_config(
        {"players": 2, "difficulty": "I", "mages": ["mirela", "lyra"]})
    match = Match("madness", config, seed=3)
    match.advance()
    d = match.state.decision()
    while d is not None and (d.actor != 0 or len(d.ids) < 3):
        match.step(d.ids[0])
        match.advance()
        d = match.state.decision()
    assert d is not None, "the game ended before the first seat had a choice of three"
    view = json.loads(json.dumps(match.state.view(0), default=str))
    model = {"view": view, "seat": 0, "seats": [], "version": 1, "id": g["id"]}
    later = json.loads(json.dumps(model))
    later["view"]["turn"] = int(view.get("turn") or 1) + 1
    later["view"]["active"] = 1 - int(view.get("active") or 0)
    opts = [{"id": o, "label": f"Option {o}"} for o in d.ids]
    page, errors = new_page(browser, f"{module_server.base}/game/{g['id']}")
    page.wait_for_selector(".md")
    got = page.evaluate(_CHANGES, [model, opts, later])
    assert got["picks"] > 0, "no card of the board became an option"
    assert got["options"] == [], "cards outlined as changed because they became options"
    assert got["turn"] == [], "the turn counter or the active seat outlined as a change"
    assert errors == []
    page.context.close()


# -- status pills are not buttons ------------------------------------------------------------
#: The status pills of each game's banner (spans, never buttons).
PILLS = {
    "spellbook": ".sb-status span:not(.sb-phases)",
    "madness": ".md-bar > span",
    "wonderbook": ".wb-meta > span.wb-pill",
}

_STYLE = """(els) => els.map((e) => {
  const s = getComputedStyle(e);
  return { text: e.textContent.trim().slice(0, 30), tag: e.tagName, cursor: s.cursor,
           border: s.borderTopWidth, borderStyle: s.borderTopStyle, shadow: s.boxShadow,
           outline: s.outlineStyle, background: s.backgroundColor };
})"""


def _pill_styles(page: Page, selector: str) -> list[dict[str, str]]:
    return list(page.locator(selector).evaluate_all(_STYLE))


def _not_buttons(styles: list[dict[str, str]], where: str) -> None:
    assert styles, f"{where}: no pill found"
    for s in styles:
        assert s["tag"] != "BUTTON", (where, s)
        assert s["cursor"] != "pointer", (where, s)
        assert s["border"] == "0px" or s["borderStyle"] == "none", (where, s)
        assert s["shadow"] == "none", (where, s)
        assert s["outline"] == "none", (where, s)


@pytest.mark.parametrize("game", sorted(PILLS))
def test_status_pills_do_not_look_like_buttons(browser: Browser, module_server: LiveServer,
                                               game: str) -> None:
    if game == "madness":
        g = _madness(module_server)
    else:
        options = {"chapter": "tutorial"} if game == "wonderbook" else {"first_player": 0}
        g = post_json(module_server, "/api/games", {
            "game": game, "options": options, "seats": HUMAN_AND_TWO_BOTS[:2]})
    page, errors = new_page(browser, g["seats"][0]["url"])
    wait_turn(page)
    sel = "#board " + PILLS[game]
    page.wait_for_selector(sel)
    _not_buttons(_pill_styles(page, sel), game)
    # a pill that changed (outlined or flashing) still is no button
    page.locator(sel).evaluate_all("(els) => els.forEach((e) => e.classList.add('changed'))")
    _not_buttons(_pill_styles(page, sel), f"{game}, changed")
    page.locator(sel).evaluate_all(
        "(els) => els.forEach((e) => { e.classList.remove('changed'); e.classList.add('flash'); })")
    _not_buttons(_pill_styles(page, sel), f"{game}, flashing")
    # hovering one changes nothing
    first = page.locator(sel).first
    before = _pill_styles(page, sel)[0]
    first.hover()
    after = _pill_styles(page, sel)[0]
    # (its text may change meanwhile: the bots play on)
    assert {**after, "text": ""} == {**before, "text": ""}
    # the connection state in the page header is a dot and a word, not a green button
    conn = _pill_styles(page, "header.top .conn")
    _not_buttons(conn, "header")
    assert conn[0]["background"] in ("rgba(0, 0, 0, 0)", "transparent"), conn
    assert errors == []
    page.context.close()


# -- Wonder Book's dice on a phone -----------------------------------------------------------
def _target_game(db: Path) -> tuple[str, str]:
    """A stored Wonder Book game (two people, turn-based) whose first seat chooses the
    targets of a roll: the seed and the decisions are searched here (both seats played by
    greedy bots), then written to the database the server starts on. Its id and the first
    seat's token."""
    config = get_game("wonderbook").parse_config({"players": 2, "chapter": "tutorial"})
    match = reach("wonderbook", config, "greedy", lambda m, d: d.kind == "target" and d.actor == 0)
    game_id, tokens = store_match(db, match)
    return game_id, tokens[0]


_DICE_IN_SIGHT = """() => {
  const dice = document.querySelector("[data-testid=dice]");
  const r = dice.getBoundingClientRect();
  const die = dice.querySelector(".wb-die").getBoundingClientRect();
  const x = die.left + die.width / 2, y = die.top + die.height / 2;
  const top = document.elementFromPoint(x, y);
  return { top: r.top, bottom: r.bottom, height: innerHeight,
           covered: !(top && dice.contains(top)) };
}"""


def test_wonderbook_dice_stay_in_sight_on_a_phone(browser: Browser, tmp_path: Path,
                                                  shots: Path) -> None:
    db = tmp_path / "dice.sqlite3"
    game_id, token = _target_game(db)
    server = LiveServer(db).start()
    try:
        page, errors = new_page(browser, f"{server.base}/game/{game_id}#token={token}", **PHONE)
        page.wait_for_selector(".wb[data-kind='target'] .wb-wyrm-tok.pick", timeout=WAIT_MS)
        page.wait_for_selector("[data-testid=dice] .wb-die")
        # the player looks at the map to pick a Wyrm: its top, then its bottom in sight
        for where in ("start", "end"):
            page.evaluate("""(where) => {
              const map = document.querySelector(".wb-map").getBoundingClientRect();
              const turn = document.querySelector("#turn").getBoundingClientRect();
              const y = where === "start" ? map.top - 8
                : map.bottom - (innerHeight - turn.height) + 8;
              window.scrollBy(0, y);
            }""", where)
            page.wait_for_timeout(100)
            # moves that travel (static/anim.js) move the dice for up to 400 ms: measure
            # where they come to rest (polled from here: the page's CSP forbids the
            # string evaluation wait_for_function uses)
            settled = "() => document.getAnimations().every((a) => a.playState !== 'running')"
            deadline = time.monotonic() + 10
            while not page.evaluate(settled) and time.monotonic() < deadline:
                page.wait_for_timeout(50)
            got = page.evaluate(_DICE_IN_SIGHT)
            assert got["top"] >= 0 and got["bottom"] <= got["height"], (where, got)
            assert not got["covered"], f"the dice are covered ({where} of the map in sight)"
        wyrm = page.locator(".wb-wyrm-tok.pick").first.bounding_box()
        assert wyrm is not None and wyrm["y"] >= 0
        page.screenshot(path=str(shots / "wonderbook-phone-target.png"), full_page=False)
        width = page.evaluate("document.documentElement.scrollWidth")
        assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
        assert errors == []
        page.context.close()
    finally:
        server.stop()

