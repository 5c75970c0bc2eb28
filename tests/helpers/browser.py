"""What the browser tests share: Debian's Chromium (they skip without it), posting to a
live server, pages with their script errors collected, the phone and desktop contexts,
waiting for one's turn, playing moves from a script, and drawing a game's board module in
the page with a view made in Python."""

from __future__ import annotations

import json
import urllib.request
from pathlib import Path
from typing import TYPE_CHECKING, Any, Protocol

import pytest
from waits import WAIT, WAIT_MS

if TYPE_CHECKING:
    from playwright.sync_api import Browser, Page

    from tomecraft.core import State

#: Debian's Chromium, which the browser tests drive (they skip without it), and its flags.
CHROMIUM = Path("/usr/bin/chromium")
CHROMIUM_ARGS = [
    "--no-sandbox",
    "--disable-gpu",
    "--disable-background-networking",
    "--disable-component-update",
    "--disable-sync",
    "--no-first-run",
]
needs_chromium = pytest.mark.skipif(
    not CHROMIUM.exists(), reason="Debian's chromium is not installed at /usr/bin/chromium"
)

#: Browser context settings: a desktop window, and a phone (390 px wide, touch).
DESKTOP: dict[str, Any] = {"locale": "en-US", "viewport": {"width": 1280, "height": 900}}
PHONE: dict[str, Any] = {"locale": "en-US", "viewport": {"width": 390, "height": 844},
                         "device_scale_factor": 2, "is_mobile": True, "has_touch": True}

#: The seats of a game that a person plays against a random bot, and against two bots
#: (greedy, then random).
HUMAN_AND_BOT = [{"kind": "human"}, {"kind": "bot", "level": "random"}]
HUMAN_AND_TWO_BOTS = [{"kind": "human"}, {"kind": "bot", "level": "greedy"},
                      {"kind": "bot", "level": "random"}]

#: A page waits here until it is the player's turn (and the page is not busy) or the end.
YOUR_TURN_OR_END = "body[data-your-turn='1']:not([data-busy='1']), body[data-status='finished']"


class _Server(Protocol):
    """What :func:`post_json` needs of a live server (``tests/web/conftest.LiveServer``)."""

    base: str


def post_json(server: _Server, path: str, body: dict[str, Any]) -> dict[str, Any]:
    """POST ``body`` as JSON to a live server; its JSON answer."""
    req = urllib.request.Request(server.base + path, data=json.dumps(body).encode(),
                                 headers={"Content-Type": "application/json"})
    with urllib.request.urlopen(req, timeout=WAIT) as r:
        return dict(json.load(r))


#: JavaScript for ``page.evaluate`` scripts that wait in the page: ``sleep(ms)``, and
#: ``waitFor(condition, what)``, which throws (failing the test, naming ``what``) once the
#: condition has been false for :data:`waits.WAIT` (Playwright bounds no ``evaluate``).
JS_WAITS = f"""
  const sleep = (ms) => new Promise((r) => setTimeout(r, ms));
  const waitFor = async (cond, what) => {{
    const end = Date.now() + {WAIT_MS:.0f};
    while (!cond()) {{
      if (Date.now() > end) throw new Error(`waited {WAIT:g} s in the page for ${{what}}`);
      await sleep(5);
    }}
  }};
"""


def page_errors(page: Page) -> list[str]:
    """A list that collects the page's uncaught script errors from now on."""
    errs: list[str] = []
    page.on("pageerror", lambda e: errs.append(str(e)))
    return errs


def new_page(browser: Browser, url: str | None = None, **context: Any) -> tuple[Page, list[str]]:
    """A page in a fresh context (:data:`DESKTOP` unless ``context`` says otherwise) and
    the list of its script errors; at ``url`` if given. Close it with
    ``page.context.close()``."""
    page = browser.new_context(**{**DESKTOP, **context}).new_page()
    errors = page_errors(page)
    if url is not None:
        page.goto(url)
    return page, errors


def close_clean(page: Page, errors: list[str]) -> None:
    """The end of a browser test: the page raised no script error; its context closed."""
    assert errors == []
    page.context.close()


def open_lobby(browser: Browser, server: _Server, **context: Any) -> tuple[Page, list[str]]:
    """:func:`new_page` at the server's lobby, once the lobby is ready."""
    page, errors = new_page(browser, server.base + "/", **context)
    page.wait_for_selector("body[data-ready='1']")
    return page, errors


def version(page: Page) -> str:
    """The page's state version ("-1" before the first state)."""
    return str(page.evaluate("document.body.dataset.version || '-1'"))


#: What the page shows of its state, for a wait that ran out (a script for the page).
PAGE_STATE = """() => ({
  body: { ...document.body.dataset },
  prompt: document.getElementById("prompt")?.textContent ?? null,
  options: document.querySelectorAll("#options button.opt").length,
  error: document.getElementById("error")?.textContent ?? null,
  conn: document.getElementById("conn")?.dataset.state ?? null,
})"""


def wait_turn(page: Page) -> None:
    """Wait until it is the player's turn (the page not busy) or the game is over; a wait
    that runs out fails with what the page shows (its state version, status, turn and
    busy marks, prompt, option count, error and connection)."""
    from playwright.sync_api import TimeoutError as PlaywrightTimeout

    try:
        page.wait_for_selector(YOUR_TURN_OR_END, state="attached")
    except PlaywrightTimeout as exc:
        try:
            shown = json.dumps(page.evaluate(PAGE_STATE))
        except Exception as err:  # the page itself is gone
            shown = f"(the page could not be read: {err})"
        raise AssertionError(f"waited {WAIT:g} s for the player's turn or the end "
                             f"({YOUR_TURN_OR_END}); the page shows {shown}") from exc


def wait_change(page: Page, before: str) -> None:
    """Wait until the page's state version is no longer ``before``."""
    page.wait_for_selector(f"body:not([data-version='{before}'])", state="attached")


def play_moves(page: Page, script: str, moves: int) -> None:
    """Up to ``moves`` moves, each made by evaluating ``script`` in the page, then waiting
    for the new state and the player's next turn; stops at the end of the game."""
    for _ in range(moves):
        if page.evaluate("document.body.dataset.status") == "finished":
            break
        before = version(page)
        page.evaluate(script)
        wait_change(page, before)
        wait_turn(page)


# -- a board module drawn in the page ------------------------------------------------------
def game_view(game: str, config: dict[str, Any], seed: int = 5,
              seat: int = 0) -> tuple[State, dict[str, Any]]:
    """A new match's state and ``seat``'s view of it, as JSON would carry it."""
    from tomecraft.core import Match

    st = Match(game, config, seed=seed).state
    return st, json.loads(json.dumps(st.view(seat), default=str))


def board_model(view: dict[str, Any], seat: int = 0) -> dict[str, Any]:
    """The model a board module's ``render`` takes for ``view`` (version 1, no seats)."""
    return {"view": view, "seat": seat, "seats": [], "version": 1}


def render_board_js(body: str, *, game: str = "wonderbook", params: str = "m",
                    options: str = "[]", decide: str = "decide() {}", before: str = "") -> str:
    """A ``page.evaluate`` script taking ``params`` (the model ``m``, maybe more) that
    imports ``game``'s board module, renders ``m`` into a fresh ``root`` element with
    ``t`` giving each text's key (and its arguments as JSON), the given options and
    ``decide``, then runs ``body`` (which returns what the test reads). ``before`` runs
    before the render."""
    return f"""async ({params}) => {{
      const board = await import("/games/{game}/board.js");
      const root = document.createElement("div");
      document.body.append(root);
      const t = (key, args) => (args ? `${{key}}:${{JSON.stringify(args)}}` : key);
      {before}
      board.render(root, m, {{ t, options: {options}, {decide}, seat: 0 }});
      {body}
    }}"""
