"""Wonder Book's board in a real browser (Playwright driving Debian's Chromium).

A person plays the tutorial chapter to its end beside a greedy bot, mostly by clicking the
board (zones, Wyrms, sparks, the dilemma's options) and the option buttons otherwise; the
board fits a phone's width. Skips without /usr/bin/chromium. With TOMECRAFT_SCREENSHOTS=1
the screenshots go to docs/screenshots/ (wonderbook-end.png; the board's pictures come from
test_screenshots.py).
"""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path

import pytest
from helpers.browser import (
    HUMAN_AND_TWO_BOTS,
    PHONE,
    board_model,
    game_view,
    new_page,
    open_lobby,
    play_moves,
    render_board_js,
    version,
    wait_change,
    wait_turn,
)
from waits import WAIT

from tomecraft.games.wonderbook import actions as A
from tomecraft.games.wonderbook.data import content

from .conftest import LiveServer
from .helpers import JS_WAITS, needs_chromium, post_json

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, expect

pytestmark = needs_chromium

#: Tutorial zones ranked by how close they are to the Paper Gate (5), through the balcony
#: (4, the Wyrms' vortex) and the hall (1): a test player walks up this ranking.
RANK = {5: 6, 4: 5, 1: 4, 0: 2, 2: 1, 3: 0}

#: One move of the test player, inside the page. Board first: a Wyrm it may attack or
#: target, the sparks of its zone, a zone ranked higher than its own; then the option
#: buttons: a dilemma's first choice, "hand it over", a reroll, else the first option that
#: is not a pass (end the turn when nothing on the board helps). Returns what it clicked.
_STEP = """
  const click = (el) => el.dispatchEvent(new MouseEvent("click", { bubbles: true }));
  const rank = RANK;
  const kind = document.querySelector(".wb").dataset.kind;
  const ids = [...document.querySelectorAll("#options button.opt")]
    .map((b) => Number(b.dataset.option));
  const wyrm = document.querySelector(".wb-wyrm-tok.pick");
  if (wyrm && ["action", "target", "stun"].includes(kind)) { click(wyrm); return "wyrm"; }
  const spark = document.querySelector(".wb-spark-tok.pick");
  if (spark) { click(spark); return "spark"; }
  const here = document.querySelector(".wb-zone.here");
  const mine = here ? rank[here.dataset.zone] : -1;
  const zones = [...document.querySelectorAll(".wb-zone.pick")]
    .sort((a, b) => rank[b.dataset.zone] - rank[a.dataset.zone]);
  const walking = kind === "action" || kind === "walk";
  if (zones.length && (!walking || rank[zones[0].dataset.zone] > mine)) {
    click(zones[0]); return "zone";
  }
  const choice = document.querySelector(".wb-choice.pick");
  if (choice && kind === "dilemma") { click(choice); return "choice"; }
  let id = kind === "reroll" ? 0 : ids.includes(YES) ? YES : null;
  if (id === null && (kind === "action" || kind === "walk")) id = 0;
  if (id === null) id = ids.find((i) => i !== 0) ?? ids[0];
  document.querySelector(`#options button.opt[data-option="${id}"]`).click();
  return "option";
""".replace("RANK", json.dumps(RANK)).replace("YES", str(A.YES))

STEP = "() => {" + _STEP + "}"

PLAY_TO_THE_END = """async () => {""" + JS_WAITS + """
  const step = () => {""" + _STEP + """};
  const body = document.body.dataset;
  let moves = 0;
  while (document.body.dataset.status !== "finished" && moves < 600) {
    if (document.body.dataset.yourTurn !== "1" || document.body.dataset.busy === "1") {
      await waitFor(() => (body.yourTurn === "1" && body.busy !== "1")
                          || body.status === "finished", "the player's turn or the end");
      continue;
    }
    const v = document.body.dataset.version;
    step();
    moves += 1;
    for (let i = 0; i < 400 && document.body.dataset.version === v; i++) await sleep(5);
  }
  return moves;
}"""


def _version(page: Page) -> int:
    return int(page.evaluate("document.body.dataset.version || '-1'"))


def _wait_turn(page: Page) -> None:
    page.wait_for_selector(
        "body[data-your-turn='1']:not([data-busy='1']), body[data-status='finished']",
        state="attached")


def test_tutorial_to_the_end_by_clicking_the_board(browser: Browser, module_server: LiveServer,
                                                   shots: Path) -> None:
    page, errors = open_lobby(browser, module_server, viewport={"width": 1366, "height": 940})
    page.select_option("#game", "wonderbook")
    # the lobby offers Wonder Book's own options (chapter, difficulty)
    page.wait_for_selector("#opt-chapter")
    # one option per chapter of the original campaign
    assert page.locator("#opt-chapter option").count() == len(content().chapters)
    page.select_option("#opt-chapter", json.dumps("tutorial"))
    page.select_option("#opt-difficulty", json.dumps("normal"))
    page.locator("#seats li").nth(1).locator("select.seat-level").select_option("greedy")
    page.click("#create-btn")
    page.click("#created a.play-link")
    page.wait_for_selector(".wb svg.wb-map")
    wait_turn(page)
    # the map is drawn from the scene: six zones, dashed and solid borders, both heroes
    assert page.locator(".wb-zone").count() == 6
    assert page.locator(".wb-border.dashed").count() == 5
    assert page.locator(".wb-border.solid").count() == 2
    assert page.locator(".wb-hero-tok").count() == 2
    assert page.locator(".wb-hero").count() == 2
    assert page.locator("[data-testid=card] .wb-card-title").inner_text()
    assert page.locator("[data-testid=destiny] .wb-ico-destiny:not(.off)").count() == 5
    # the opening story (cards read during setup) is in the game log
    expect(page.locator("#log li", has_text="Card 1,")).to_have_count(1)

    # real mouse clicks for the first moves: a zone of the map when one is legal, else a
    # listed option (the lantern goes to a hero, the group picks who plays first...)
    clicked_zone = False
    for _ in range(30):
        if page.evaluate("document.body.dataset.status") == "finished":
            break
        before = version(page)
        zone = page.locator(".wb-zone.pick")
        if not clicked_zone and zone.count():
            label = zone.first.get_attribute("aria-label") or ""
            assert label.startswith("Move to") or label
            zone.first.click()
            clicked_zone = True
        else:
            page.evaluate(STEP)
        wait_change(page, before)
        wait_turn(page)
        if page.locator(".wb-wyrm-tok").count() and clicked_zone:
            break
    assert clicked_zone, "no zone of the map was ever a legal move"

    moves = page.evaluate(PLAY_TO_THE_END)
    assert 0 < moves < 600
    page.wait_for_selector("body[data-status='finished']", state="attached")
    # after a roll the board still draws its dice: every die rolled, the hits marked
    last = page.locator("[data-testid=last-roll]")
    expect(last).to_have_count(1)
    dice = last.locator(".wb-die").count()
    assert 1 <= dice <= A.MAX_DICE and last.locator(".wb-die.hit").count() <= dice
    end = page.locator(".wb-end")
    end.wait_for()
    assert end.inner_text()
    result = page.locator("#result table.breakdown")
    result.wait_for()
    assert page.locator("[data-testid=card] .wb-badge").inner_text()
    page.screenshot(path=str(shots / "wonderbook-end.png"), full_page=True)
    assert errors == []
    page.context.close()


def test_wonderbook_on_a_phone(browser: Browser, module_server: LiveServer) -> None:
    g = post_json(module_server, "/api/games", {
        "game": "wonderbook", "options": {"chapter": "tutorial"},
        "seats": HUMAN_AND_TWO_BOTS,
    })
    page, errors = new_page(browser, g["seats"][0]["url"], **PHONE)
    page.wait_for_selector(".wb svg.wb-map")
    wait_turn(page)
    play_moves(page, STEP, 8)
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    box = page.locator(".wb-map").bounding_box()
    assert box is not None and box["width"] <= 390 and box["width"] > 300
    assert page.locator(".wb-hero").count() == 3

    # the board's own words follow the language switch (catalogue texts by content id)
    page.select_option("#lang", "es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    with urllib.request.urlopen(module_server.base + "/api/catalog?lang=es", timeout=WAIT) as r:
        es = json.load(r)["messages"]
    assert es["wbw-heroes"] != "Heroes"
    expect(page.locator(".wb-chapter")).to_have_text(es["wb-chapter-tutorial"])
    expect(page.locator(".wb-heroes")).to_have_attribute("aria-label", es["wbw-heroes"])
    assert errors == []
    page.context.close()


def test_lobby_practice_checkbox_starts_a_later_chapter(browser: Browser,
                                                        module_server: LiveServer) -> None:
    """Chapters are played in order (L449): chapter two without chapter one's record is
    refused unless the lobby's practice box is ticked; the game made says it is practice."""
    page, errors = open_lobby(browser, module_server)
    page.select_option("#game", "wonderbook")
    page.select_option("#opt-chapter", json.dumps("two"))
    box = page.locator("#opt-practice")
    assert box.get_attribute("type") == "checkbox" and not box.is_checked()
    page.click("#create-btn")
    expect(page.locator("#create-error")).to_contain_text("practice")
    box.check()
    page.click("#create-btn")
    href = page.locator("#created a.play-link").first.get_attribute("href") or ""
    assert "/game/" in href
    with urllib.request.urlopen(
        module_server.base + "/api/games/" + href.split("/game/")[1].split("#")[0], timeout=10
    ) as r:
        config = json.load(r)["config"]
    assert config["chapter"] == "two" and config["practice"] is True
    page.goto(module_server.base + href if href.startswith("/") else href)
    pill = page.locator(".wb [data-testid=practice]")
    pill.wait_for()
    assert pill.inner_text() == "Practice game"
    assert errors == []
    page.context.close()


def test_board_draws_creatures_the_aura_and_the_chest(browser: Browser,
                                                      module_server: LiveServer) -> None:
    """No bundled chapter uses them yet, so a tutorial view is given a placed ally and
    enemy, the Dark Aura and a sealed chest, and the board module draws it in the page."""
    _, view = game_view("wonderbook", {"players": 2, "chapter": "tutorial"})
    z = view["table"]["map"]["zones"][0]["z"]
    view["table"]["creatures"] = [{"id": "pip", "kind": "ally", "max": 3},
                                  {"id": "ogre", "kind": "enemy", "max": 4}]
    view["creatures"] = [[z, 2], [z, 4]]
    view["aura"] = z
    view["table"]["chest"] = True
    view["chest_open"] = False
    page, errors = open_lobby(browser, module_server)
    got = page.evaluate(render_board_js("""
      const q = (sel) => [...root.querySelectorAll(sel)];
      return {
        creatures: q("[data-testid=creature]").map((g) => [g.getAttribute("class"),
          g.getAttribute("aria-label"), g.textContent]),
        aura: q("[data-testid=aura]").length,
        chest: q("[data-testid=chest]").map((x) => x.textContent),
      };
    """), board_model(view))
    assert got["aura"] == 1
    assert got["chest"] == ["wbw-chest-sealed"]
    kinds = [c[0] for c in got["creatures"]]
    assert kinds == ["wb-creature-tok ally", "wb-creature-tok enemy"], got
    assert "wb-creature-tutorial-pip" in got["creatures"][0][1] and "♥2" in got["creatures"][0][2]
    assert '"n":2' in got["creatures"][0][1] and '"max":3' in got["creatures"][0][1]
    assert errors == []
    page.context.close()


def test_board_draws_restrictions(browser: Browser, module_server: LiveServer) -> None:
    """No bundled chapter uses restrictions yet (issue 22 section 4 adds one), so a tutorial
    view is given a special rule in force that closes one zone, holds heroes in another,
    hurts on entering a third and forbids collecting; the board outlines those zones in
    red with their marks and lists the forbidden action."""
    _, view = game_view("wonderbook", {"players": 2, "chapter": "tutorial"})
    zs = [x["z"] for x in view["table"]["map"]["zones"]]
    assert len(zs) >= 3
    view["rules"] = [0]
    view["table"]["restrictions"] = {"no_enter": [zs[0]], "no_leave": [zs[1]], "hurt": [],
                                     "hurt_enter": [zs[2]], "forbid": ["collect"]}
    page, errors = open_lobby(browser, module_server)
    got = page.evaluate(render_board_js("""
      const q = (sel) => [...root.querySelectorAll(sel)];
      return {
        zones: q("[data-testid^=restrict-]").map((g) => [g.dataset.testid,
          g.getAttribute("class"), g.querySelector("text").textContent,
          g.getAttribute("aria-label")]),
        forbid: q("[data-testid=forbid] .wb-pill").map((x) => x.textContent),
      };
    """), board_model(view))
    by = {z[0]: z[1:] for z in got["zones"]}
    assert set(by) == {f"restrict-{z}" for z in zs[:3]}, got
    assert by[f"restrict-{zs[0]}"][:2] == ["wb-restrict closed", "X"]
    assert by[f"restrict-{zs[0]}"][2] == "wb-topic-no-enter"
    assert by[f"restrict-{zs[1]}"][:2] == ["wb-restrict", "#"]
    assert by[f"restrict-{zs[2]}"][:2] == ["wb-restrict", "~"]
    assert got["forbid"] == ["wb-forbid-collect"]
    assert errors == []
    page.context.close()


def test_board_offers_a_creature_as_a_target(browser: Browser, module_server: LiveServer) -> None:
    """An enemy with hearts offered as a target (option ``CREATURE + 1``) is a button on the
    board that decides that option; the ally, not offered, stays a picture."""
    _, view = game_view("wonderbook", {"players": 2, "chapter": "tutorial"})
    z = view["table"]["map"]["zones"][0]["z"]
    view["table"]["creatures"] = [{"id": "pip", "kind": "ally", "max": 3},
                                  {"id": "ogre", "kind": "enemy", "max": 4}]
    view["creatures"] = [[z, 2], [z, 4]]
    view["decision"] = {"actor": 0, "kind": "target"}
    page, errors = open_lobby(browser, module_server)
    got = page.evaluate(render_board_js("""
      const toks = [...root.querySelectorAll("[data-testid=creature]")];
      const out = toks.map((g) => [g.getAttribute("class"), g.getAttribute("role"),
                                   g.getAttribute("data-option")]);
      toks[1].dispatchEvent(new MouseEvent("click", { bubbles: true }));
      return { toks: out, decided };
    """, params="[m, id]", before="const decided = [];", options='[{ id, label: "Ogre (4)" }]',
        decide="decide(x) { decided.push(x); }"), [board_model(view), A.CREATURE + 1])
    assert got["toks"][0] == ["wb-creature-tok ally", "img", None]
    assert got["toks"][1] == ["wb-creature-tok enemy pick", "button", str(A.CREATURE + 1)]
    assert got["decided"] == [A.CREATURE + 1]
    assert errors == []
    page.context.close()


def test_board_draws_known_wyrm_order_and_a_hero_without_ability(
        browser: Browser, module_server: LiveServer) -> None:
    """Issue 22 section 3: Wyrm cards the table saw go on top of / under the deck are
    listed under the Wyrm counts, and a hero without an ability says so on its card (a
    tutorial view given both, drawn by the board module in the page)."""
    _, view = game_view("wonderbook", {"players": 2, "chapter": "tutorial"})
    view["table"]["wyrm_known"] = {"top": ["w-a", "w-b"], "bottom": ["w-c"]}
    view["table"]["heroes"][1]["no_ability"] = True
    view["table"]["heroes"][1]["abilities"] = []
    page, errors = open_lobby(browser, module_server)
    got = page.evaluate(render_board_js("""
      const q = (sel) => [...root.querySelectorAll(sel)].map((x) => x.textContent);
      return {
        top: q("[data-testid=wyrm-known-top]"),
        bottom: q("[data-testid=wyrm-known-bottom]"),
        none: [...root.querySelectorAll("[data-testid=no-ability]")]
          .map((x) => x.closest("[data-hero]").dataset.hero),
      };
    """), board_model(view))
    assert len(got["top"]) == 1 and "wbw-wyrm-known-top" in got["top"][0], got
    assert "wb-wyrm-w-a, wb-wyrm-w-b" in got["top"][0], got
    assert len(got["bottom"]) == 1 and "wb-wyrm-w-c" in got["bottom"][0], got
    assert got["none"] == ["1"], got
    assert errors == []
    page.context.close()


def test_board_lists_hearts_on_cards(browser: Browser, module_server: LiveServer) -> None:
    """Issue 22 section 3: hearts held by a chapter card are listed under the card in
    play (a tutorial view given a card holding 2 of 3 hearts, drawn in the page)."""
    _, view = game_view("wonderbook", {"players": 2, "chapter": "tutorial"})
    assert view["table"]["card_hearts"] == []
    page, errors = open_lobby(browser, module_server)
    script = render_board_js("""
      return [...root.querySelectorAll("[data-testid=card-hearts]")].map((x) => x.textContent);
    """)
    none = page.evaluate(script, board_model(view))
    assert none == []
    view["table"]["card_hearts"] = [{"n": 1, "hearts": 2, "max": 3}]
    got = page.evaluate(script, board_model(view))
    assert len(got) == 1 and got[0].startswith("wb-board-card-hearts"), got
    assert "wb-card-tutorial-1" in got[0] and '"hearts":2' in got[0] and '"max":3' in got[0], got
    assert errors == []
    page.context.close()


def test_board_draws_chapter_three(browser: Browser, module_server: LiveServer) -> None:
    """Chapter three as dealt (issue 22 section 4): the board draws its escort ally Wick and
    the Bramble Knight with their hearts, the Dark Aura in the Owl Hollow, and outlines the
    closed Black Mire and the Thorn Thicket that hurts on entering."""
    st, view = game_view("wonderbook", {"players": 2, "chapter": "three", "practice": True})
    zi = st.ch.zone_index  # type: ignore[attr-defined]
    page, errors = open_lobby(browser, module_server)
    got = page.evaluate(render_board_js("""
      const q = (sel) => [...root.querySelectorAll(sel)];
      return {
        creatures: q("[data-testid=creature]").map((g) => [g.getAttribute("class"),
          g.querySelector("text").textContent]),
        aura: q("[data-testid=aura]").length,
        zones: q("[data-testid^=restrict-]").map((g) => [g.dataset.testid,
          g.querySelector("text").textContent]),
      };
    """), board_model(view))
    assert sorted(got["creatures"]) == [["wb-creature-tok ally", "♥3"],
                                        ["wb-creature-tok enemy", "♥3"]]
    assert view["aura"] == zi["owl-hollow"] and got["aura"] == 1
    assert sorted(got["zones"]) == sorted([[f"restrict-{zi['black-mire']}", "X"],
                                           [f"restrict-{zi['thorn-thicket']}", "~"]])
    assert errors == []
    page.context.close()


def test_no_last_roll_before_any_roll(browser: Browser, module_server: LiveServer) -> None:
    """A stranger's report: "Hits on the last roll: 0" showed before anybody rolled. The
    board shows the last roll only once there is one (the table's ``last_roll``)."""
    _, view = game_view("wonderbook", {"players": 2, "chapter": "tutorial"})
    assert view["table"]["last_roll"] is None  # a fresh game: nothing rolled yet
    page, errors = open_lobby(browser, module_server)
    script = render_board_js("""
      return root.textContent.includes("wbw-last-roll")
        + ":" + root.querySelectorAll("[data-testid=last-roll]").length;
    """)
    assert page.evaluate(script, board_model(view)) == "false:0"
    view["table"]["last_roll"] = {"dice": 2, "hits": 1}
    assert page.evaluate(script, board_model(view)) == "true:1"
    assert errors == []
    page.context.close()
