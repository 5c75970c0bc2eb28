"""The coach's hints in the web server (issue 24 section 2): only the seat to move asks,
with its own token; on in a game against bots, off with several people unless the
creator allowed them; computed on the bot pool from the seat's view only; recorded with
the game (there after a restart, in the game file, marked by the review)."""

from __future__ import annotations

import asyncio
import queue
import random
import re
import time
from collections.abc import Callable
from typing import Any

import pytest
from fastapi.testclient import TestClient
from waits import WAIT

from tomecraft.bots import make_bot
from tomecraft.core import Match, Rng, get_game
from tomecraft.interfaces.web.botpool import PEOPLE, BotPool, HintJob, run_hint_job

from .helpers import humans, my_turn, reader, state

SOLO = [{"kind": "human"}, {"kind": "bot", "level": "random"}]


def _create(client: TestClient, seats: list[dict[str, Any]], **body: Any) -> dict[str, Any]:
    r = client.post("/api/games", json={"game": "spellbook", "seats": seats, **body})
    assert r.status_code == 201, r.text
    return dict(r.json())


def _hint(client: TestClient, gid: str, **body: Any) -> Any:
    return client.post(f"/api/games/{gid}/hint", json=body)


def test_a_player_against_bots_gets_a_legal_hint(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(hint_samples=2)
    g = _create(client, SOLO)
    assert g["hints"] is True
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": token})
        m = state(ws, my_turn)
        assert m["hints"] is True and m["seats"][0]["hints"] == 0
        r = _hint(client, gid, token=token, version=m["version"])
        assert r.status_code == 200, r.text
        h = r.json()
        ids = [o["id"] for o in m["options"]]
        assert h["option"] in ids and h["number"] == ids.index(h["option"]) + 1
        assert h["label"] == m["options"][h["number"] - 1]["label"]
        assert h["level"] == "hard" and 0.0 <= h["value"] <= 1.0 and 0.0 <= h["win"] <= 1.0
        # two competing seats: the chance of winning and the standing, said
        assert h["chance"] == h["win"]
        shown = re.fullmatch(r"chance of winning (\d+)%, standing (\d+)%", h["figures"])
        assert shown, h
        assert abs(int(shown[1]) - 100 * h["win"]) <= 0.51
        assert abs(int(shown[2]) - 100 * h["value"]) <= 0.51
        assert h["version"] == m["version"] and h["index"] == m["version"]  # no undo yet
        assert h["hints"] == 1
        # every connection learns the count (not the option)
        seen = state(ws, lambda x: x["seats"][0]["hints"] == 1)
        assert seen["version"] == m["version"]
        # asked again for the same decision: the same answer, counted once
        again = _hint(client, gid, token=token, version=m["version"]).json()
        assert again == h
        # the answer is for the version on screen only
        stale = _hint(client, gid, token=token, version=m["version"] - 1)
        assert stale.status_code == 409 and stale.json()["code"] == "web-error-stale"


def test_refusals_say_why(client: TestClient) -> None:
    g = _create(client, SOLO)
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": token})
        state(ws, my_turn)
    spectator = _hint(client, gid)
    assert spectator.status_code == 403
    assert spectator.json()["code"] == "web-error-hint-spectator"
    assert "player" in spectator.json()["detail"]
    wrong = _hint(client, gid, token="not-a-token")
    assert wrong.status_code == 403 and wrong.json()["code"] == "web-error-token"
    assert _hint(client, "nope", token=token).status_code == 404
    de = client.post(f"/api/games/{gid}/hint?lang=de", json={})
    assert de.status_code == 403 and "Spieler" in de.json()["detail"]


def _two_people(client: TestClient, **body: Any) -> tuple[str, list[str], dict[str, Any]]:
    """A game of two people created with ``body``: its id, the seats' tokens and the
    first state seat 1 is sent (whether the creator allowed hints: ``hints``)."""
    made = _create(client, humans(2), **body)
    tokens = [s["token"] for s in made["seats"]]
    with client.websocket_connect(f"/ws/{made['id']}") as ws:
        ws.send_json({"type": "hello", "token": tokens[0]})
        m = state(ws, lambda x: x["seat"] == 0)
    assert made["hints"] is m["hints"]  # the page shows the button or not
    return made["id"], tokens, m


def test_two_people_have_no_hints_unless_the_creator_allowed_them(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(hint_samples=1)
    gid, tokens, m = _two_people(client)
    assert m["hints"] is False
    r = _hint(client, gid, token=tokens[m["actor"]], version=m["version"])
    assert r.status_code == 403 and r.json()["code"] == "web-error-hints-off"
    assert "lobby" in r.json()["detail"]

    gid, tokens, m = _two_people(client, hints=True)
    assert m["hints"] is True
    actor = m["actor"]
    r = _hint(client, gid, token=tokens[1 - actor], version=m["version"])
    assert r.status_code == 409 and r.json()["code"] == "web-error-hint-turn"
    r = _hint(client, gid, token=tokens[actor], version=m["version"])
    assert r.status_code == 200, r.text
    assert r.json()["seat"] == actor
    assert client.get(f"/api/games/{gid}").json()["hints"] is True


def _play_out(client: TestClient, gid: str, token: str, hint_at: int) -> dict[str, Any]:
    """Play seat 0 (random legal options) to the end, asking for a hint on its
    ``hint_at``-th decision; the final state message and the hint."""
    rng = random.Random(7)
    turns = 0
    hint: dict[str, Any] = {}
    deadline = time.monotonic() + 4 * WAIT
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": token})
        while time.monotonic() < deadline:
            m = state(ws, lambda x: my_turn(x) or x["status"] == "finished")
            if m["status"] == "finished":
                return {"final": m, "hint": hint}
            if turns == hint_at:
                r = _hint(client, gid, token=token, version=m["version"])
                assert r.status_code == 200, r.text
                hint = r.json()
            turns += 1
            option = rng.choice(m["options"])["id"]
            ws.send_json({"type": "decide", "option": option, "version": m["version"]})
    raise AssertionError(f"the game {gid} did not finish within {4 * WAIT} s")


def test_the_hint_is_stored_in_the_file_and_marked_by_the_review(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(hint_samples=1, review_samples=1)
    g = _create(client, SOLO)
    gid, token = g["id"], g["seats"][0]["token"]
    got = _play_out(client, gid, token, hint_at=2)
    hint, final = got["hint"], got["final"]
    assert final["seats"][0]["hints"] == 1 and final["seats"][1]["hints"] == 0
    doc = client.get(f"/api/games/{gid}/file").json()
    assert doc["hints"] == [hint["index"]]
    assert doc["decisions"][hint["index"]][0] == 0  # seat 0's decision
    Match.from_game_file(doc)  # still a valid game file
    # another server run on the same database still knows it
    other = make_client(hint_samples=1, review_samples=1)
    assert other.get(f"/api/games/{gid}/file").json()["hints"] == [hint["index"]]
    # the review marks that decision (and only that one)
    assert other.post(f"/api/games/{gid}/review").status_code == 200
    deadline = time.monotonic() + 4 * WAIT
    while time.monotonic() < deadline:
        rv = other.get(f"/api/games/{gid}/review").json()
        if rv["status"] == "done":
            break
        assert rv["status"] == "running", rv
        time.sleep(0.2)
    else:
        raise AssertionError(f"the review of {gid} did not finish within {4 * WAIT} s")
    hinted = [d["index"] for d in rv["review"]["decisions"] if d["hinted"]]
    assert hinted == [hint["index"]]
    assert rv["review"]["summaries"][0]["hints"] == 1


def test_a_hint_survives_a_restart_while_the_game_goes_on(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(hint_samples=1)
    g = _create(client, SOLO)
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": token})
        m = state(ws, my_turn)
        assert _hint(client, gid, token=token, version=m["version"]).status_code == 200
    again = make_client(hint_samples=1)
    with again.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": token})
        m = state(ws, lambda x: x["seat"] == 0)
        assert m["seats"][0]["hints"] == 1 and m["hints"] is True


def _madness_states() -> tuple[Any, Any, int]:
    """A Madness state some decisions in, and one with the hidden cards redrawn for the
    seat to move: equal views, different hidden cards."""
    game = get_game("madness")
    match = Match(game, game.parse_config({"players": 2}), 11)
    bots = [make_bot("random", game, s, 5 + s) for s in range(2)]
    for _ in range(12):
        list(match.advance())
        d = match.state.decision()
        assert d is not None
        match.step(bots[d.actor].choose(match.state))
    list(match.advance())
    d = match.state.decision()
    assert d is not None and d.actor >= 0
    other = match.state.resample_hidden(d.actor, Rng(99))
    return match.state, other, d.actor


def test_the_hint_depends_only_on_the_seat_s_view() -> None:
    state_a, state_b, seat = _madness_states()
    assert state_a.view(seat) == state_b.view(seat)
    assert state_a.to_json() != state_b.to_json()  # the hidden cards differ
    jobs = [HintJob("tomecraft.games.madness", "madness", st.to_json(), seat, "hard", 2)
            for st in (state_a, state_b)]
    assert run_hint_job(jobs[0]) == run_hint_job(jobs[1])


def test_hints_go_with_the_games_with_people() -> None:
    """A person waits for a hint: it takes a worker bot-only games may not have."""
    state_a, _b, seat = _madness_states()
    job = HintJob("tomecraft.games.madness", "madness", state_a.to_json(), seat, "easy", 1)

    async def run() -> tuple[dict[str, Any], list[tuple[int, int]]]:
        pool = BotPool(1, reserved=0, processes=False)
        try:
            answer = await asyncio.wait_for(pool.submit_hint(job), WAIT)
        finally:
            pool.shutdown()
        return answer, pool.started

    answer, started = asyncio.run(run())
    assert started == [(1, PEOPLE)]
    assert answer["level"] == "easy" and 0.0 <= answer["value"] <= 1.0


def test_hints_are_rate_limited(make_client: Callable[..., TestClient]) -> None:
    client = make_client(rest_rate=0.001, rest_burst=2.0)
    g = _create(client, SOLO)  # takes one of the two
    token = g["seats"][0]["token"]
    assert _hint(client, g["id"]).status_code == 403  # the second
    r = _hint(client, g["id"], token=token)
    assert r.status_code == 429 and r.headers["Retry-After"]


def test_an_older_database_gets_the_hints_and_keeps_the_rule(
    make_client: Callable[..., TestClient], db_path: Any,
) -> None:
    """A file made before hints: the column and table are added; its games (``hints``
    NULL) have hints when they have one human seat."""
    import sqlite3

    from tomecraft.interfaces.web.store import SCHEMA, Store

    old = SCHEMA.replace(",\n    hints INTEGER\n", "\n")
    start = old.index("CREATE TABLE IF NOT EXISTS hints")
    old = old[:start]  # the coach's tables come last (storage.coach_tables)
    assert "hints" not in old
    db = sqlite3.connect(db_path)
    db.executescript(old)
    db.close()
    Store(db_path).close()  # migrates
    db = sqlite3.connect(db_path)
    assert "hints" in {r[1] for r in db.execute("PRAGMA table_info(games)")}
    db.close()
    client = make_client()
    solo = _create(client, SOLO)["id"]
    pair = _create(client, humans(2), hints=True)["id"]
    db = sqlite3.connect(db_path)
    db.execute("UPDATE games SET hints = NULL")  # as an older server stored them
    db.commit()
    db.close()
    again = make_client()
    assert again.get(f"/api/games/{solo}").json()["hints"] is True
    assert again.get(f"/api/games/{pair}").json()["hints"] is False


def test_another_process_learns_of_a_hint(
    make_client: Callable[..., TestClient], store_kind: str,
) -> None:
    """PostgreSQL: a hint given by one server process is counted by the others (the
    notification makes them read the game's hints again), and is in their game file."""
    if store_kind != "postgres":
        pytest.skip("one SQLite server per file: nothing to learn from elsewhere")
    first = make_client(hint_samples=1)
    g = _create(first, SOLO)
    gid, token = g["id"], g["seats"][0]["token"]
    second = make_client(hint_samples=1)
    with second.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": token})
        m = state(ws, my_turn)
        got = reader(ws)
        r = _hint(first, gid, token=token, version=m["version"])
        assert r.status_code == 200, r.text
        deadline = time.monotonic() + WAIT
        while True:
            try:
                seen = got.get(timeout=max(0.01, deadline - time.monotonic()))
            except queue.Empty:
                raise AssertionError(
                    f"the second process did not count the hint within {WAIT} s") from None
            if seen["type"] == "state" and seen["seats"][0]["hints"] == 1:
                break
        assert seen["version"] == m["version"]
