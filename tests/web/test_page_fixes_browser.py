"""What a stranger found on the web pages (webfix), in a real browser: the players
panel's recent lines under a heading that names the seat, the game log on screen at
1280x900 (and at 390 px), the final table's headers and a co-op game's team figures,
Wonder Book's map legend and basic-action buttons, and every seat made in the lobby
kept under "Your games".

With TOMECRAFT_SCREENSHOTS=1 the screens it checks are written into docs/screenshots/
(see the ``shots`` fixture): page-fixes-*.png.
"""

from __future__ import annotations

from pathlib import Path
from typing import Any

import pytest
from helpers.browser import (
    DESKTOP,
    HUMAN_AND_TWO_BOTS,
    PHONE,
    close_clean,
    new_page,
    open_lobby,
    play_moves,
    post_json,
    version,
    wait_change,
    wait_turn,
)

from tomecraft.games.wonderbook import actions as A

from .conftest import LiveServer
from .helpers import needs_chromium
from .test_lobby_api import stored_wonderbook_game

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, expect

pytestmark = needs_chromium

#: One move: the first option the page lists.
FIRST_OPTION = "() => document.querySelector('#options button.opt').click()"

#: Where the game log and the side column are (a script for the page).
LOG_GEOMETRY = """() => {
  const side = document.getElementById("side");
  const list = document.getElementById("log");
  const s = side.getBoundingClientRect();
  const l = list.getBoundingClientRect();
  const end = list.lastElementChild.getBoundingClientRect();
  const players = document.getElementById("players-box");
  return { sideScrolls: side.scrollHeight - side.clientHeight, sideBottom: s.bottom,
           playersScroll: players.scrollHeight - players.clientHeight,
           listTop: l.top, listBottom: l.bottom, listHeight: list.clientHeight,
           endTop: end.top, endBottom: end.bottom, inner: innerHeight, lines: list.children.length,
           lineHeight: parseFloat(getComputedStyle(list.lastElementChild).lineHeight) };
}"""


def spellbook_with_bots(browser: Browser, server: LiveServer, **context: Any) -> Page:
    """A SpellBook game of a person and two bots, opened at the person's seat and played
    until both bots have lines under their names in the players panel."""
    g = post_json(server, "/api/games", {"game": "spellbook", "seats": HUMAN_AND_TWO_BOTS})
    page, _ = new_page(browser, g["seats"][0]["url"], **context)
    wait_turn(page)
    for _ in range(12):
        if page.locator("#players li[data-seat] ol.recent").count() >= 2:
            break
        play_moves(page, FIRST_OPTION, 1)
    expect(page.locator("#players li[data-seat] ol.recent")).to_have_count(2)
    return page


def test_recent_lines_do_not_repeat_the_heading_name(browser: Browser,
                                                     module_server: LiveServer,
                                                     shots: Path) -> None:
    """Under "Player 2 · bot (...)" the seat's recent lines say what it did, without the
    "Player 2: " the game log starts them with (the log keeps its names)."""
    page = spellbook_with_bots(browser, module_server, **DESKTOP)
    errors: list[str] = []
    for seat in (1, 2):
        name = f"Player {seat + 1}"
        lines = page.locator(f"#players li[data-seat='{seat}'] ol.recent li").all_inner_texts()
        assert lines, f"no recent lines under {name}"
        assert all(x.strip() and not x.startswith(f"{name}:") for x in lines), lines
    log = page.locator("#log li").all_inner_texts()
    assert any(x.startswith("Player 2: ") for x in log), log  # the log still names them
    page.locator("#players-box").screenshot(path=str(shots / "page-fixes-players.png"))
    close_clean(page, errors)


def test_the_game_log_is_on_screen_at_1280x900(browser: Browser, module_server: LiveServer,
                                               shots: Path) -> None:
    """At 1280x900 the side column does not scroll: the log's list shows at least eight
    lines, inside the window, with its newest line whole, and the players panel every
    seat (each seat's last two moves, one line each). At 390 px the log is a panel
    of the page, as wide as the screen, its newest line reachable."""
    page = spellbook_with_bots(browser, module_server, **DESKTOP)
    geo = page.evaluate(LOG_GEOMETRY)
    assert geo["sideScrolls"] <= 1, f"the side column scrolls by {geo['sideScrolls']}px: {geo}"
    assert geo["listBottom"] <= min(geo["sideBottom"], geo["inner"]) + 1, geo
    assert geo["listHeight"] >= 8 * geo["lineHeight"], f"the log shows too few lines: {geo}"
    assert geo["listTop"] - 1 <= geo["endTop"] and geo["endBottom"] <= geo["listBottom"] + 1, geo
    page.screenshot(path=str(shots / "page-fixes-log-1280.png"))
    assert geo["playersScroll"] <= 1, f"the players panel hides {geo['playersScroll']}px: {geo}"
    page.screenshot(path=str(shots / "page-fixes-log-1280.png"))
    page.context.close()

    page = spellbook_with_bots(browser, module_server, **PHONE)
    page.locator("#log li").last.scroll_into_view_if_needed()
    expect(page.locator("#log li").last).to_be_in_viewport()
    box = page.locator("#log-box").bounding_box()
    assert box is not None and box["x"] >= 0 and box["x"] + box["width"] <= 390, box
    height = page.evaluate("document.getElementById('log').clientHeight")
    assert height >= 150, f"the phone's log is {height}px tall"
    page.screenshot(path=str(shots / "page-fixes-log-phone.png"))
    page.context.close()


#: The result table's header cells: how many lines each takes (a script for the page).
HEAD_LINES = """() => [...document.querySelectorAll("#result thead th")]
  .filter((th) => th.textContent).map((th) => Math.round(th.getBoundingClientRect().height
                          / parseFloat(getComputedStyle(th).lineHeight)))"""


def test_final_table_headers_stay_on_one_line(browser: Browser, module_server: LiveServer,
                                              shots: Path) -> None:
    """A four-seat final table in the game page's side column: "Player 1" ... on one
    line each, not "Player / 1", and the table as wide as the column."""
    g = post_json(module_server, "/api/games", {"game": "spellbook", "seats": HUMAN_AND_TWO_BOTS})
    page, errors = new_page(browser, g["seats"][0]["url"], **DESKTOP)
    wait_turn(page)
    result = {"seats": [f"Player {i}" for i in range(1, 5)], "winners": [2], "team": False,
              "rows": [{"label": "Spells learned (points)", "values": [12, 9, 15, 7]},
                       {"label": "Familiar stored", "values": [4, 11, 3, 8]}],
              "totals": [16, 20, 18, 15], "total_label": None}
    page.evaluate("async (r) => (await import('/static/common.js'))"
                  ".renderResult(document.getElementById('result'), r)", result)
    lines = page.evaluate(HEAD_LINES)
    assert lines == [1, 1, 1, 1], f"header lines per seat: {lines}"
    wide = page.evaluate("(() => { const r = document.getElementById('result');"
                         " return r.scrollWidth - r.clientWidth; })()")
    assert wide <= 1, f"the table is {wide}px wider than its panel"
    page.locator("#result").screenshot(path=str(shots / "page-fixes-table.png"))
    close_clean(page, errors)


def test_coop_final_table_shows_the_team_once(browser: Browser, module_server: LiveServer,
                                              shots: Path) -> None:
    """A finished Wonder Book game (co-operative, two seats): its final table has one
    column, the team's, and each figure once; a co-op table with some per-seat rows
    (Madness's) shows those per seat and the team's rows once, across the seats."""
    gid, token = stored_wonderbook_game(str(module_server.db), "random", won=False)
    page, errors = new_page(browser, f"{module_server.base}/game/{gid}#token={token}", **DESKTOP)
    page.wait_for_selector("#result table.breakdown")
    heads = page.locator("#result thead th").all_inner_texts()
    assert heads == ["", "Team"], heads
    for row in page.locator("#result tbody tr").all():
        assert row.locator("td").count() == 1, row.inner_text()
    page.locator("#result").screenshot(path=str(shots / "page-fixes-coop-table.png"))
    madness: dict[str, Any] = {
        "seats": ["Player 1", "Player 2", "Player 3"], "winners": [], "team": True,
        "rows": [{"label": "Curses destroyed", "values": [2, 0, 1]},
                 {"label": "Curses left", "values": [3, 3, 3]}],
        "totals": [4, 4, 4], "total_label": "Rounds survived"}
    page.evaluate("async (r) => (await import('/static/common.js'))"
                  ".renderResult(document.getElementById('result'), r)", madness)
    rows = page.locator("#result tbody tr")
    assert rows.nth(0).locator("td").all_inner_texts() == ["2", "0", "1"]
    for i in (1, 2):
        cells = rows.nth(i).locator("td")
        assert cells.count() == 1 and cells.first.get_attribute("colspan") == "3"
    assert page.locator("#result thead th").all_inner_texts() == ["", *madness["seats"]]
    close_clean(page, errors)


#: The map legend's samples: each sample's line colours, the wall's colour on the map,
#: and whether each sample shares a line with the words after it (a script for the page).
LEGEND = """() => {
  const keys = [...document.querySelectorAll(".wb-legend .wb-key-line")];
  return {
    wall: getComputedStyle(document.querySelector(".wb-border.solid")).stroke,
    samples: keys.map((k) => {
      const words = document.createRange();
      words.selectNodeContents(k.nextSibling);
      const w = words.getClientRects()[0];
      const r = k.getBoundingClientRect();
      const css = getComputedStyle(k);
      return { dashed: k.classList.contains("dashed"),
               ink: css.backgroundImage + " " + css.borderTopColor,
               together: Math.abs((w.top + w.bottom) / 2 - (r.top + r.bottom) / 2) < r.height + 4
                         && w.left >= r.right - 1 };
    }),
  };
}"""


#: Keeps what the page sends on its WebSocket (window.tcSent), for a test to read.
SENT = """window.tcSent = [];
const send = WebSocket.prototype.send;
WebSocket.prototype.send = function (data) {
  window.tcSent.push(JSON.parse(data));
  return send.call(this, data);
};"""


@pytest.mark.parametrize("context", [DESKTOP, PHONE], ids=["desktop", "phone"])
def test_wonderbook_legend_and_basic_actions(browser: Browser, module_server: LiveServer,
                                             shots: Path, context: dict[str, Any]) -> None:
    """The legend's wall sample is drawn in the walls' dark ink, and each sample stays on
    the line of its words (on a phone too). "Collect a spark" and "End the turn" in the
    banner are buttons: dimmed while not offered; offered, a click takes the action."""
    g = post_json(module_server, "/api/games", {
        "game": "wonderbook", "options": {"chapter": "tutorial"}, "seats": HUMAN_AND_TWO_BOTS})
    page, errors = new_page(browser, **context)
    page.add_init_script(SENT)
    page.goto(g["seats"][0]["url"])
    page.wait_for_selector(".wb svg.wb-map")
    wait_turn(page)
    legend = page.evaluate(LEGEND)
    assert len(legend["samples"]) == 2
    solid = next(s for s in legend["samples"] if not s["dashed"])
    assert legend["wall"] in solid["ink"], legend
    assert all(s["together"] for s in legend["samples"]), legend
    name = "phone" if context is PHONE else "desktop"
    page.locator(".wb-map-box").screenshot(path=str(shots / f"page-fixes-legend-{name}.png"))

    buttons = page.locator(".wb-status button.wb-basic")
    expect(buttons).to_have_count(2)
    assert buttons.all_inner_texts() == ["Collect a spark", "End the turn"]
    for _ in range(20):  # to a hero's turn, where "End the turn" is offered
        if page.locator(".wb-status button.wb-basic.can", has_text="End the turn").count():
            break
        assert page.locator(".wb-status button.wb-basic.topic-off").count() >= 1
        play_moves(page, FIRST_OPTION, 1)
    end = page.locator(".wb-status button.wb-basic.can", has_text="End the turn")
    expect(end).to_have_count(1)
    page.locator(".wb-status").screenshot(path=str(shots / f"page-fixes-banner-{name}.png"))
    before = version(page)
    end.click()
    wait_change(page, before)
    sent = page.evaluate("window.tcSent.filter((x) => x.type === 'decide')")
    assert sent[-1]["option"] == A.PASS, sent
    close_clean(page, errors)


#: Whether the lobby shows the seat link of a game not in the list given.
NEW_LINK = """(made) => {
  const a = document.querySelector("#created a.play-link");
  return !!a && !made.includes(a.getAttribute("href").split("/game/")[1].split("#")[0]);
}"""


def test_every_seat_made_in_the_lobby_stays_under_your_games(browser: Browser,
                                                            module_server: LiveServer) -> None:
    """Two games made one after the other in the lobby, their links never opened: both
    stay under "Your games", each with a link into its seat; a game left is no longer
    there."""
    page, errors = open_lobby(browser, module_server)
    made: list[str] = []
    page.select_option("#game", "spellbook")
    for _ in range(2):
        page.click("#create-btn")
        page.wait_for_function(NEW_LINK, arg=made)
        href = page.locator("#created a.play-link").first.get_attribute("href") or ""
        made.append(href.split("/game/")[1].split("#")[0])
    for gid in made:
        entry = page.locator(f"#mine-list li[data-id='{gid}']")
        expect(entry).to_have_count(1)
        assert "#token=" in (entry.locator("a.play").get_attribute("href") or "")
    # the first game's link, from "your games", opens its seat; leaving it forgets it
    page.locator(f"#mine-list li[data-id='{made[0]}'] a.play").click()
    wait_turn(page)
    page.once("dialog", lambda d: d.accept())
    page.click("#leave")
    page.wait_for_selector("body[data-ready='1']")
    expect(page.locator(f"#mine-list li[data-id='{made[1]}']")).to_have_count(1)
    expect(page.locator(f"#mine-list li[data-id='{made[0]}']")).to_have_count(0)
    close_clean(page, errors)
