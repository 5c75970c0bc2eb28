"""The coach on the server (issue 24): a finished game's review is computed on the bot
pool with progress, stored with the game (computed once, there after a restart), refused
while the game goes on, and never names a hidden option to someone who could not see it."""

from __future__ import annotations

import re
import time
from collections.abc import Callable
from dataclasses import replace
from typing import Any

import pytest
from fastapi.testclient import TestClient
from waits import WAIT

from tomecraft.analysis.review import assemble, plan, review
from tomecraft.bots import play_game
from tomecraft.core import Match, get_game
from tomecraft.games.madness.state import PUBLIC_KINDS
from tomecraft.i18n import msg
from tomecraft.interfaces.web.reviews import review_json

from .helpers import create, state


def _finished_bot_game(client: TestClient) -> str:
    g = create(client, [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}])
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        state(ws, lambda x: x["status"] == "finished")
    return str(g["id"])


def _wait_review(client: TestClient, gid: str) -> dict[str, Any]:
    deadline = time.monotonic() + 4 * WAIT
    seen_running = False
    while time.monotonic() < deadline:
        got = client.get(f"/api/games/{gid}/review").json()
        if got["status"] == "done":
            return {**got, "seen_running": seen_running}
        assert got["status"] == "running", got
        assert 0 <= got["done"] <= got["total"]
        seen_running = True
        time.sleep(0.2)
    raise AssertionError(f"the review of {gid} did not finish within {4 * WAIT} s")


def test_a_finished_game_is_reviewed_once_and_stored(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(review_samples=1)
    gid = _finished_bot_game(client)
    assert client.get(f"/api/games/{gid}/review").json() == {"status": "none"}
    started = client.post(f"/api/games/{gid}/review").json()
    assert started["status"] in ("running", "done")
    got = _wait_review(client, gid)
    rv = got["review"]
    doc = client.get(f"/api/games/{gid}/file").json()
    # a bot-only game: every seat is reviewed, every real choice of theirs
    assert rv["seats"] == [0, 1] and rv["samples"] == 1
    assert [d["index"] for d in rv["decisions"]] == plan(doc, [0, 1])
    for d in rv["decisions"]:
        assert d["grade"] in rv["grades"] and d["chosen"]["label"]
        assert 0.0 <= d["chosen"]["value"] <= d["best"]["value"] + 1e-9 or d["loss"] == 0
    assert {s["seat"] for s in rv["summaries"]} == {0, 1}
    assert len(rv["curve"]) == len(rv["decisions"])
    # a competitive game: the chance of winning is charted; the page reads both figures
    assert rv["measure"] == "chance"
    assert [c[2] for c in rv["curve"]] == [d["chosen"]["win"] for d in rv["decisions"]]
    for d in rv["decisions"]:
        v = d["chosen"]
        shown = re.fullmatch(r"chance of winning (\d+)%, standing (\d+)%", v["figures"])
        assert shown, v
        assert abs(int(shown[1]) - 100 * v["win"]) <= 0.51
        assert abs(int(shown[2]) - 100 * v["value"]) <= 0.51
    # asked again: the stored review, at once
    again = client.post(f"/api/games/{gid}/review").json()
    assert again["status"] == "done" and again["review"] == rv
    # another server run on the same database finds it stored
    other = make_client(review_samples=1)
    assert other.get(f"/api/games/{gid}/review").json()["review"] == rv


def test_a_wrong_token_is_refused(make_client: Callable[..., TestClient]) -> None:
    client = make_client(review_samples=1)
    gid = _finished_bot_game(client)
    r = client.post(f"/api/games/{gid}/review", json={"token": "not-a-token"})
    assert r.status_code == 403
    assert client.get(f"/api/games/{gid}/review").json() == {"status": "none"}


@pytest.fixture(scope="module")
def madness_review() -> tuple[Any, Match]:
    game = get_game("madness")
    match = play_game(game, {"players": 2}, ["greedy", "greedy"], 4)
    return review(match, samples=1, width=2), match


def test_secret_labels_are_named_only_to_their_seat(madness_review: tuple[Any, Match]) -> None:
    """Madness keeps option labels secret (cards in hand): a spectator reads "a hidden
    option" everywhere but for the decisions public at the table (a mage, a player
    chosen); seat 0 reads its own options and not seat 1's secret ones."""
    rv, match = madness_review
    hidden = "a hidden option"
    public = {d.index for d in rv.decisions if d.kind in PUBLIC_KINDS}
    assert public and len(public) < len(rv.decisions)  # the mages chosen, and more
    spectator = review_json(rv, match, "en", None)
    # co-operative: the team's chance of winning alone
    assert spectator["measure"] == "chance"
    assert all(d[k]["figures"].startswith("chance of winning") and "standing" not in
               d[k]["figures"] for d in spectator["decisions"] for k in ("chosen", "best"))
    labels = [d[k]["label"] for d in spectator["decisions"] for k in ("chosen", "best")
              if d["index"] not in public]
    assert labels and set(labels) == {hidden}
    assert all(hidden != d["chosen"]["label"] for d in spectator["decisions"]
               if d["index"] in public)
    seat0 = review_json(rv, match, "en", 0)
    for d in seat0["decisions"]:
        names = {d["chosen"]["label"], d["best"]["label"]}
        secret = d["seat"] != 0 and d["index"] not in public
        assert (names == {hidden}) if secret else (hidden not in names)
    # values and grades are the same for everyone
    strip = [(d["index"], d["grade"], d["chosen"]["value"]) for d in spectator["decisions"]]
    assert strip == [(d["index"], d["grade"], d["chosen"]["value"]) for d in seat0["decisions"]]
    # the why is read only by the seat that may read the options' names
    why = msg("review-why", effect=msg("mad-effect-cards", count=1))
    told = assemble(rv.game, rv.seats, rv.samples,
                    [replace(d, why=why) for d in rv.decisions], rv.cooperative)
    assert all(d["why"] is None for d in review_json(told, match, "en", None)["decisions"])
    mine = review_json(told, match, "en", 0)["decisions"]
    assert mine and all((d["why"] is not None) == (d["seat"] == 0) for d in mine)
    assert next(d["why"] for d in mine if d["seat"] == 0) == \
        "Why: right away, it would have gained 1 card."


def test_public_labels_are_named_to_everyone() -> None:
    game = get_game("spellbook")
    match = play_game(game, {"players": 2}, ["random", "random"], 4)
    rv = review(match, seats=[0], samples=1, width=2)
    spectator = review_json(rv, match, "en", None)
    assert "a hidden option" not in {d["chosen"]["label"] for d in spectator["decisions"]}
    why = msg("review-why", effect=msg("core-effect-points", points=3))
    told = assemble(rv.game, rv.seats, rv.samples,
                    [replace(d, why=why) for d in rv.decisions], rv.cooperative)
    whys = {d["why"] for d in review_json(told, match, "es", None)["decisions"]}
    assert whys == {"Por qué: de inmediato habría ganado 3 puntos."}
