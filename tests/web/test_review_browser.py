"""The coach's review in the browser (issue 24): a finished game of each game opens its
review from the replay page, with the chart (a line per reviewed seat), the summary and
the list of decisions, whose links step the replay to that moment. Screenshots:
``docs/screenshots/review-<game>.png`` (1280 px) and ``review-phone.png`` (390 px)."""

from __future__ import annotations

import time
from collections.abc import Iterator
from pathlib import Path

import pytest
from helpers.browser import needs_chromium, page_errors
from waits import GAME_WAIT

from tomecraft.bots import play_game
from tomecraft.core import get_game
from tomecraft.interfaces.web.seat import Seat
from tomecraft.interfaces.web.storage import ACTIVE, DecisionRow, GameRow
from tomecraft.interfaces.web.store import Store

from .conftest import LiveServer

pytestmark = needs_chromium

GAMES = {
    "spellbook": {"set": "1"},
    "madness": {},
    "wonderbook": {"chapter": "tutorial"},
}


#: The coach's playouts per option in each game's test: enough in the two quick games for
#: the screenshots to show real grades (one playout grades nothing), one in Madness.
SAMPLES = {"spellbook": 3, "madness": 1, "wonderbook": 3}


@pytest.fixture
def review_server(tmp_path: Path, game: str) -> Iterator[LiveServer]:
    """A server whose database already holds a finished bot game of ``game`` (played
    here, in-process: a server plays a Madness game of bots much slower)."""
    db = tmp_path / "live.sqlite3"
    store = Store(db)
    gdef = get_game(game)
    match = play_game(gdef, gdef.parse_config({"players": 2, **GAMES[game]}),
                      ["random", "random"], 11)
    now = time.time()
    seats = [Seat("bot", "random").to_row() for _ in range(2)]
    store.create_game(GameRow(f"done-{game}", game, match.config, match.seed, seats,
                              ACTIVE, True, "en", now, now))
    store.add_decisions(f"done-{game}", [DecisionRow(i, a, o, "bot") for i, (a, o)
                                         in enumerate(match.history)], finished=True)
    store.close()
    server = LiveServer(db, extra=("--review-samples", str(SAMPLES[game]))).start()
    yield server
    server.stop()


@pytest.mark.parametrize("game", sorted(GAMES))
def test_a_finished_game_opens_its_review(browser: object, review_server: LiveServer,
                                          game: str, shots: Path) -> None:
    gid = f"done-{game}"
    page = browser.new_page(viewport={"width": 1280, "height": 900})  # type: ignore[attr-defined]
    errors = page_errors(page)
    page.goto(f"{review_server.base}/replay/{gid}#review")
    page.wait_for_selector("body[data-ready='1']", state="attached")
    page.wait_for_selector("body[data-review='done']", state="attached",
                           timeout=4 * GAME_WAIT * 1000)
    lines = page.locator(".review-chart polyline")
    assert lines.count() == 2  # a bot-only game: both seats reviewed
    assert page.locator(".review-seat").count() == 2
    assert "accuracy" in page.locator(".review-seat h3").first.inner_text()
    # the legend's keys take their lines' colours (the page's policy refuses style attributes)
    colours = page.eval_on_selector_all(
        ".review-legend span", "els => els.map((e) => getComputedStyle(e).color)")
    assert len(colours) == 2 and len(set(colours)) == 2, colours
    total = page.locator(".review-all li").count()
    assert total > 0
    first = page.locator(".review-all li a.review-jump").first
    href = first.get_attribute("href") or ""
    index = int(href.rsplit("-", 1)[1])
    page.locator(".review-all").first.evaluate("d => d.open = true")
    label = first.inner_text()  # "Move 36"
    assert label == f"Move {index + 1}", (label, index)
    first.click()
    page.wait_for_selector(f"body[data-step='{index}']", state="attached")
    # the replay names that move the same way (step 35 is the table before move 36)
    assert page.locator("#step").inner_text().startswith(f"{label} of "), (
        label, page.locator("#step").inner_text())
    page.screenshot(path=str(shots / f"review-{game}.png"), full_page=True)
    if game == "spellbook":
        page.set_viewport_size({"width": 390, "height": 844})
        page.locator("#review").scroll_into_view_if_needed()
        page.screenshot(path=str(shots / "review-phone.png"), full_page=False)
    assert not errors, errors
