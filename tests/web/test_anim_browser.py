"""Moves travel, the last turn replays, the log groups (issue 26, section 3), in Chromium.

Each game's board gives its movable things a key and a place (``data-key``,
``data-place``); ``static/anim.js`` animates what changed place between two redraws
(``element.animate``, id ``tc-move``), and skips it with reduced motion. A spectator of a
bot-only game watches the bots (a server with a pause after each bot move, so each move is
its own state). Skips without /usr/bin/chromium.
"""

from __future__ import annotations

import itertools
import urllib.request
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from helpers.browser import HUMAN_AND_BOT, new_page, wait_turn

from .conftest import LiveServer
from .helpers import JS_WAITS, needs_chromium, post_json

pytest.importorskip("playwright")
from playwright.sync_api import Browser, Page, expect

pytestmark = needs_chromium

BOTS = [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]


@pytest.fixture(scope="module")
def server(tmp_path_factory: pytest.TempPathFactory) -> Iterator[LiveServer]:
    """A server that pauses after each bot move (as a real one does), so that a page gets
    each move in a state of its own."""
    srv = LiveServer(tmp_path_factory.mktemp("anim") / "live.sqlite3", bot_delay=0.35).start()
    yield srv
    srv.stop()


def _spectate(browser: Browser, server: LiveServer, game: str, **context: Any) -> Page:
    g = post_json(server, "/api/games", {"game": game, "options": {}, "seats": BOTS})
    page, _ = new_page(browser, g["spectate"], **context)
    page.wait_for_selector("body[data-version]", state="attached")
    return page


#: Before the page's own scripts: record each move's animation as it starts (what it
#: animates, and from where). Polling ``document.getAnimations()`` instead can miss a
#: 360 ms animation on a loaded machine, where frames come further apart than that.
RECORD_MOVES = """(() => {
  window.__tcMoves = [];
  const animate = Element.prototype.animate;
  Element.prototype.animate = function (frames, options) {
    const a = animate.call(this, frames, options);
    if (a.id === "tc-move") {
      const host = this.closest("[data-place]");
      window.__tcMoves.push({ duration: a.effect.getTiming().duration, key: this.dataset.key,
                              place: host ? host.dataset.place : null,
                              from: a.effect.getKeyframes()[0].transform });
    }
    return a;
  };
})();"""

#: In the page: wait for the first move's animation; what it animated (null if the game
#: ended first: a short game of random bots may move nothing a spectator sees).
CATCH_A_MOVE = """async () => {""" + JS_WAITS + """
  await waitFor(() => window.__tcMoves.length > 0 || document.body.dataset.status === "finished",
                "an animation of a move (id tc-move)");
  return window.__tcMoves.length ? window.__tcMoves[0] : null;
}"""


def _tok(key: str, count: int = 1) -> str:
    return f'<b data-key="{key}" data-count="{count}">{key}</b>'


def _places(**places: str) -> str:
    return "".join(f'<p data-place="{name}">{inner}</p>' for name, inner in places.items())


def _seat(seat: int, inner: str) -> str:
    return f'<section data-seat="{seat}">{inner}</section>'


#: Boards two by two: two tokens and another leave the altar for the pool, one more comes
#: from nowhere; a card of a stack of 3 in the hand goes to the discard pile; a card leaves
#: seat 0's discard pile as one arrives in seat 1's (two things, not a move).
PLAN_BOARDS = [
    _places(altar=_tok("t1") + _tok("t1") + _tok("t2"), pool=""),
    _places(altar=_tok("t1"), pool=_tok("t1") + _tok("t2") + _tok("t3")),
    _places(hand=_tok("c", 3), discard=_tok("c")),
    _places(hand=_tok("c", 2), discard=_tok("c", 2)),
    _seat(0, _places(d0=_tok("c"))) + _seat(1, _places(d1="")),
    _seat(0, _places(d0="")) + _seat(1, _places(d1=_tok("c"))),
]


def _catch_a_move(page: Page, server: LiveServer, g: dict[str, Any],
                  errors: list[str]) -> dict[str, Any] | None:
    """Spectate ``g`` from the start; the first move's animation, or None if the game
    ended first. A timeout says what the page and the game were doing."""
    page.goto(g["spectate"])
    page.wait_for_selector("body[data-version]", state="attached")
    try:
        got: dict[str, Any] | None = page.evaluate(CATCH_A_MOVE)
    except Exception as exc:
        shown = page.evaluate("[document.body.dataset.version, document.body.dataset.status,"
                              " document.body.dataset.moves, document.body.dataset.movesSkipped]")
        with urllib.request.urlopen(f"{server.base}/api/games/{g['id']}", timeout=30) as r:
            info = r.read().decode()[:2000]
        log = server.log_path.read_text(errors="replace")[-3000:] if server.log_path else ""
        raise AssertionError(f"{exc}\npage (version, status, moves, skipped): {shown}\n"
                             f"page errors: {errors}\ngame: {info}\nserver log: {log}") from exc
    return got


@pytest.mark.parametrize("game", ["spellbook", "madness", "wonderbook"])
def test_a_bot_move_travels_on_the_board(browser: Browser, server: LiveServer, game: str) -> None:
    page, errors = new_page(browser)
    page.add_init_script(RECORD_MOVES)
    for _ in range(3):  # a game that ends before anything visible moves: another one
        g = post_json(server, "/api/games", {"game": game, "options": {}, "seats": BOTS})
        got = _catch_a_move(page, server, g, errors)
        if got is not None:
            break
    assert got is not None, "three games ended without a move a spectator sees"
    assert errors == [], errors
    assert 0 < got["duration"] < 400
    assert got["key"] and got["place"] is not None, got
    assert "translate(" in got["from"], got  # it starts where the thing was
    assert int(page.evaluate("document.body.dataset.moves || '0'")) >= 1
    page.context.close()


def test_reduced_motion_moves_nothing(browser: Browser, server: LiveServer) -> None:
    page = _spectate(browser, server, "spellbook", reduced_motion="reduce")
    # the page saw moves (and counted them as skipped) without animating any
    page.wait_for_selector("body[data-moves-skipped]:not([data-moves-skipped='0'])",
                           state="attached")
    seen = page.evaluate("""async () => {""" + JS_WAITS + """
      let any = false;
      const end = Date.now() + 1500;
      while (Date.now() < end) {
        any = any || document.getAnimations().some((a) => a.id.startsWith("tc-"));
        await sleep(10);
      }
      return { any, moves: document.body.dataset.moves || "0" };
    }""")
    assert seen == {"any": False, "moves": "0"}
    page.context.close()


def test_the_plan_pairs_what_left_with_what_arrived(browser: Browser, server: LiveServer) -> None:
    """anim.js's plan: per key, what stayed in its place stays; the rest travels in order;
    a stack (data-count) counts as several; the first drawing brings nothing in."""
    page, errors = new_page(browser, server.base + "/")
    got = page.evaluate("""async (html) => {
      const { measure, plan } = await import("/static/anim.js");
      const root = document.createElement("div");
      document.body.append(root);
      const draw = (h) => { root.innerHTML = h; return measure(root); };
      const [a, b, c, d, e, f] = html.map(draw);
      const p = plan(a, b);
      const q = plan(c, d);
      const r = plan(e, f);
      return {
        moves: p.moves.map(([f, t]) => [f.place, t.place, t.el.dataset.key]),
        arrivals: p.arrivals.map((t) => t.el.dataset.key),
        stack: q.moves.map(([f, t]) => [f.place, t.place]),
        first: plan(new Map(), b).arrivals.length,
        seats: [r.moves.length, r.arrivals.length],
      };
    }""", PLAN_BOARDS)
    assert got == {
        "moves": [["altar", "pool", "t1"], ["altar", "pool", "t2"]],
        "arrivals": ["t3"],
        "stack": [["hand", "discard"]],
        "first": 0,
        "seats": [0, 1],
    }
    assert errors == []
    page.context.close()


def test_the_log_groups_repeated_lines_and_keeps_to_the_newest(
        browser: Browser, server: LiveServer) -> None:
    """Madness: every player draws a hand of 6, one card at a time: one line, "Drew 6
    cards.", never six "Drew a card." lines; the list shows its newest line."""
    page = _spectate(browser, server, "madness")
    # the server picks the seed, so which run of alike lines comes first varies: any
    # grouped line stands for several ("Drew 6 cards.", "... ×2"); tests/web/test_loggroup.py
    # checks the exact wording on a seeded game
    line = page.locator("#log li[data-n]").first
    expect(line).to_be_attached()
    assert int(line.get_attribute("data-n") or "0") >= 2
    texts = page.locator("#log li").all_inner_texts()
    assert not any(a == b for a, b in itertools.pairwise(texts)), texts
    page.wait_for_selector("#log li:nth-child(12)", state="attached")
    fit = page.evaluate("""() => { const l = document.getElementById("log");
      return l.scrollHeight - l.scrollTop - l.clientHeight; }""")
    assert fit < 4  # scrolled to its end
    expect(page.locator("#log li").last).to_be_in_viewport()  # not below the side's fold
    page.context.close()


def _replay_page(browser: Browser, server: LiveServer, shots: Path, **context: Any) -> Page:
    g = post_json(server, "/api/games", {"game": "spellbook", "options": {"first_player": 0},
                                         "seats": HUMAN_AND_BOT})
    page, errors = new_page(browser, g["seats"][0]["url"], **context)
    wait_turn(page)
    assert page.locator("#replay-turn").is_hidden()  # nothing happened yet
    # a whole day (morning, midday, evening, and whatever they ask: the seed is the
    # server's), then the bot's day
    for _ in range(16):
        before = page.evaluate("document.body.dataset.version")
        page.locator("#options button.opt").last.click()
        page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")
        wait_turn(page)
        if page.locator("#replay-turn").is_visible():
            break
    assert errors == []
    return page


def test_replay_the_last_turn(browser: Browser, server: LiveServer, shots: Path) -> None:
    page = _replay_page(browser, server, shots)
    button = page.locator("#replay-turn")
    expect(button).to_be_visible()
    steps = int(button.get_attribute("data-steps") or "0")
    assert steps >= 2
    live = page.locator("#board").inner_html()
    button.click()
    page.wait_for_selector("body[data-replaying='1'][data-replay-step='1']", state="attached")
    expect(page.locator("#replay")).to_be_visible()
    expect(page.locator("#options")).to_be_hidden()  # nothing to decide on an old board
    expect(page.locator("#replay .replay-where")).to_have_text(f"Replay: step 1 of {steps}")
    assert page.locator("#replay .replay-lines li").count() >= 1
    assert page.locator("#board button.pick").count() == 0
    page.screenshot(path=str(shots / "replay-turn.png"))
    page.locator("#replay .replay-next").click()
    page.wait_for_selector("body[data-replay-step='2']", state="attached")
    expect(page.locator("#replay .replay-where")).to_have_text(f"Replay: step 2 of {steps}")
    page.locator("#replay .replay-done").click()
    page.wait_for_selector("body[data-replaying='']", state="attached")
    expect(page.locator("#options button.opt").first).to_be_visible()
    assert page.locator("#board").inner_html() == live or page.locator("#board .sb").count() == 1
    # played by itself, it comes back to the game at its end
    button.click()
    page.wait_for_selector("body[data-replaying='1']", state="attached")
    page.wait_for_selector("body[data-replaying='']", state="attached")
    expect(page.locator("#options button.opt").first).to_be_visible()
    page.context.close()


def test_replay_on_a_phone(browser: Browser, server: LiveServer, shots: Path) -> None:
    from helpers.browser import PHONE

    page = _replay_page(browser, server, shots, **PHONE)
    page.locator("#replay-turn").click()
    page.wait_for_selector("body[data-replaying='1']", state="attached")
    page.locator("#replay .replay-play").click()  # pause
    expect(page.locator("#replay")).to_be_in_viewport()
    page.screenshot(path=str(shots / "replay-turn-phone.png"))
    page.locator("#replay .replay-done").click()
    page.context.close()
