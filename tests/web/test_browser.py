"""The page in a real browser (Playwright driving Debian's Chromium).

Skips when /usr/bin/chromium is missing (CI installs it, see .ci/run). With
TOMECRAFT_SCREENSHOTS=1 the screenshots go to docs/screenshots/ (how the ones in the
repository were made; the boards' own pictures come from test_screenshots.py); otherwise
to the test's temporary folder.
"""

from __future__ import annotations

from pathlib import Path

import pytest
from helpers.browser import PHONE, new_page, open_lobby

from tomecraft.core import get_game
from tomecraft.interfaces.web.texts import translator

from .conftest import LiveServer
from .helpers import JS_WAITS, needs_chromium, page_errors, post_json

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, expect

pytestmark = needs_chromium


#: Which listed option a test player takes: learn a spell if it can (at the highest level),
#: else draw 2, else store 1, else the first option that is not a pass. (SpellBook ids:
#: LEARN block 88-150, DRAW2 23, STORE1 24, PASS 0.) Games end in about 70 such moves.
_CHOOSE = """
  const ids = [...document.querySelectorAll("#options button.opt")]
    .map((b) => Number(b.dataset.option));
  const learn = ids.filter((i) => i >= 88 && i < 151);
  const id = learn.length ? learn[learn.length - 1]
    : ids.includes(23) ? 23 : ids.includes(24) ? 24 : (ids.find((i) => i !== 0) ?? ids[0]);
"""
CHOOSE_OPTION = "() => {" + _CHOOSE + "  return id;\n}"


PLAY_TO_THE_END = """async () => {""" + JS_WAITS + """
  const body = document.body.dataset;
  let moves = 0;
  while (body.status !== "finished" && moves < 400) {
    if (body.yourTurn !== "1") {
      await waitFor(() => body.yourTurn === "1" || body.status === "finished",
                    "the player's turn or the end");
      continue;
    }""" + _CHOOSE + """
    const v = body.version;
    document.querySelector(`#options button.opt[data-option="${id}"]`).click();
    moves += 1;
    await waitFor(() => body.version !== v, `an answer to move ${moves}`);
  }
  return moves;
}"""


def _version(page: Page) -> int:
    return int(page.evaluate("document.body.dataset.version || '-1'"))


def _play_one(page: Page) -> None:
    """Click one listed option (see CHOOSE_OPTION) and wait for the result."""
    before = _version(page)
    option = page.evaluate(CHOOSE_OPTION)
    page.locator(f"#options button.opt[data-option='{option}']").click()
    # (the page's CSP forbids eval, so no wait_for_function: selectors instead)
    page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")


def test_full_game_against_a_bot(browser: Browser, module_server: LiveServer, shots: Path) -> None:
    page, errors = open_lobby(browser, module_server)
    page.select_option("#game", "spellbook")
    page.locator("#seats li").nth(1).locator("select.seat-level").select_option("random")
    page.screenshot(path=str(shots / "lobby.png"), full_page=True)
    page.click("#create-btn")
    page.click("#created a.play-link")
    page.wait_for_selector(".sb")
    page.wait_for_selector("body[data-your-turn='1']")
    for _ in range(12):  # real mouse clicks on the listed option buttons
        _play_one(page)
        page.wait_for_selector("body[data-your-turn='1'], body[data-status='finished']",
                               state="attached")
    # The rest of the game: the same buttons, clicked from inside the page (one round trip
    # to the browser instead of several per move).
    moves = page.evaluate(PLAY_TO_THE_END)
    assert 0 < moves < 400
    result = page.locator("#result table.breakdown")
    result.wait_for()
    totals = result.locator("tr.total td").all_inner_texts()
    assert len(totals) == 2 and all(t.strip().isdigit() for t in totals)
    assert page.locator("#result .winner").inner_text()
    page.locator("#result").scroll_into_view_if_needed()
    page.screenshot(path=str(shots / "final-scores.png"), full_page=False)
    # the replay page steps through the finished game
    page.click("#result a[href^='/replay/']")
    page.wait_for_selector("body[data-ready='1']")
    page.click("#next")
    page.wait_for_selector("body[data-step='1']")
    page.click("#last")
    page.wait_for_selector("#result table.breakdown")
    page.screenshot(path=str(shots / "replay.png"), full_page=False)
    assert errors == []
    page.context.close()


def test_two_players_see_each_others_moves(browser: Browser, module_server: LiveServer,
                                          shots: Path) -> None:
    g = post_json(module_server, "/api/games", {
        "game": "spellbook", "options": {"first_player": 0},
        "seats": [{"kind": "human"}, {"kind": "human"}],
    })
    pages = []
    for seat in (0, 1):
        ctx = browser.new_context(viewport={"width": 1100, "height": 850})
        page = ctx.new_page()
        page.goto(g["seats"][seat]["url"])
        page.wait_for_selector(".sb")
        pages.append(page)
    a, b = pages
    assert "token=" not in a.url  # the secret is moved out of the address bar
    movers: set[int] = set()
    for _ in range(12):
        mover = a if a.evaluate("document.body.dataset.yourTurn") == "1" else b
        other = b if mover is a else a
        assert mover.evaluate("document.body.dataset.yourTurn") == "1"
        seat = int(mover.evaluate("document.body.dataset.seat"))
        _play_one(mover)
        v = _version(mover)
        other.wait_for_selector(f"body[data-version='{v}']", state="attached")
        movers.add(seat)
        bags = [p.locator("[data-testid=bag-count]").inner_text() for p in pages]
        assert bags[0] == bags[1]
    assert movers == {0, 1}
    lines = b.locator("#log li").all_inner_texts()
    assert any(line.startswith("Player 1:") for line in lines)
    assert any(line.startswith("Player 2:") for line in lines)
    # the other seat cannot act: it has no option buttons while it is not its turn
    waiting = b if a.evaluate("document.body.dataset.yourTurn") == "1" else a
    assert waiting.locator("#options button.opt").count() == 0
    for p in pages:
        p.context.close()


def test_language_switch_and_phone_layout(browser: Browser, module_server: LiveServer) -> None:
    # the browser's language picks the page's language
    ctx = browser.new_context(locale="de-DE", viewport={"width": 1100, "height": 800})
    page = ctx.new_page()
    page.goto(module_server.base + "/")
    page.wait_for_selector("body[data-ready='1']")
    assert page.locator("#new h2").inner_text() == "Neue Partie"
    ctx.close()

    g = post_json(module_server, "/api/games", {
        "game": "spellbook", "options": {"first_player": 0, "set": "1"},
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}],
    })
    page, errors = new_page(browser, g["seats"][0]["url"], **PHONE)
    page.wait_for_selector("body[data-your-turn='1']")
    _play_one(page)
    page.wait_for_selector("body[data-your-turn='1']")
    width = page.evaluate("document.documentElement.scrollWidth")
    assert width <= 390, f"the page scrolls sideways on a phone ({width}px)"
    assert page.locator("#log-box summary").inner_text() == "Game log"
    first_option = page.locator("#options button.opt").first.inner_text()
    assert page.locator("[data-spell='sacrifice'] .sb-spell-name").inner_text() == "Sacrifice"

    page.select_option("#lang", "es")
    expect(page.locator("html")).to_have_attribute("lang", "es")
    expect(page.locator("#log-box summary")).to_have_text("Registro de la partida")
    # server-side texts (option labels) follow the switch too
    expect(page.locator("#options button.opt").first).not_to_have_text(first_option)
    assert page.locator("header .lang span").inner_text() == "Idioma"
    assert errors == []
    get_game("spellbook")  # registers the SpellBook catalogues
    es = translator("es")
    if not es.has("sb-spell-sacrifice"):
        pytest.skip("the Spanish SpellBook catalogue (sb-spell-*) is not there yet")
    name = page.locator("[data-spell='sacrifice'] .sb-spell-name").inner_text()
    assert name == es("sb-spell-sacrifice") != "Sacrifice"
    page.context.close()


def test_a_double_click_sends_one_decision(browser: Browser, module_server: LiveServer) -> None:
    """After a click the options are disabled until the next state, and each decision
    carries the version it answers: two quick clicks on "skip" skip one phase only."""
    g = post_json(module_server, "/api/games", {
        "game": "spellbook", "options": {"first_player": 0},
        "seats": [{"kind": "human"}, {"kind": "human"}],
    })
    ctx = browser.new_context(viewport={"width": 1100, "height": 850})
    page = ctx.new_page()
    errors = page_errors(page)
    page.goto(g["seats"][0]["url"])
    page.wait_for_selector("body[data-your-turn='1'][data-version='0']")
    disabled = page.evaluate("""() => {
      const b = document.querySelector('#options button.opt[data-option="0"]');
      b.click();
      b.click();
      return [...document.querySelectorAll('#options button.opt')].every((x) => x.disabled);
    }""")
    assert disabled is True
    page.wait_for_selector("body[data-version='1'][data-your-turn='1']", state="attached")
    # the options are back, and no second decision follows
    page.wait_for_timeout(300)
    assert _version(page) == 1
    assert page.locator("#options button.opt").first.is_enabled()
    assert page.locator("#error").inner_text() == ""
    # Undo goes back exactly one step, once
    page.evaluate("() => { const u = document.getElementById('undo'); u.click(); u.click(); }")
    # (the version goes on growing: no decisions, one undone: 0 + 2 * 1)
    page.wait_for_selector("body[data-version='2']", state="attached")
    page.wait_for_timeout(300)
    assert _version(page) == 2 and page.locator("#error").inner_text() == ""
    assert errors == []
    ctx.close()
