"""The lobby's REST side: live and turn-based games, the per-decision clock, "your games"
and the lists' seat names and option texts (web-lobby)."""

from __future__ import annotations

import sqlite3
import time
from collections.abc import Callable
from functools import partial
from pathlib import Path
from typing import Any

import pytest
from starlette.testclient import TestClient
from waits import GAME_WAIT, WAIT, wait_until

from tomecraft.bots import make_bot
from tomecraft.core import Match, get_game
from tomecraft.interfaces.web.seat import BOT, HUMAN, Seat
from tomecraft.interfaces.web.store import DecisionRow, GameRow, open_store
from tomecraft.interfaces.web.tokens import hash_token, new_token

from .helpers import Message, humans, state


def create_game(client: TestClient, seats: list[dict[str, Any]], **body: Any) -> Message:
    options = body.pop("options", {"first_player": 0})
    r = client.post("/api/games", json={"game": "spellbook", "options": options,
                                        "seats": seats, **body})
    assert r.status_code == 201, r.text
    return dict(r.json())


def newer(version: int, m: Message) -> bool:
    return int(m["version"]) > version


def wait_for(pred: Callable[[], bool], what: str, seconds: float = WAIT) -> None:
    wait_until(pred, what, seconds)


@pytest.mark.parametrize("pace", ["live", "turn-based"])
def test_a_gone_player_goes_to_a_bot_only_in_live_games(
    make_client: Callable[..., TestClient], db_url: str, pace: str
) -> None:
    """Live: a seat left alone for the seat timeout goes to a bot. Turn-based: it never
    does; the game waits for its player."""
    client = make_client(seat_timeout=0.2, sweep_interval=0.05)
    g = create_game(client, humans(2), pace=pace)
    assert g["pace"] == pace and g["clock"] is None
    gid, t0 = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": t0})
        m = state(ws, lambda x: x["seat"] == 0)
        assert m["pace"] == pace and m["clock"] is None

    def kinds() -> list[str]:
        return [s["kind"] for s in client.get(f"/api/games/{gid}").json()["seats"]]

    if pace == "live":
        wait_for(lambda: kinds()[0] == "bot", "a bot to take the gone player's seat")
    else:
        time.sleep(0.8)  # four times the timeout
        assert kinds() == ["human", "human"]
        info = client.get(f"/api/games/{gid}").json()
        assert info["pace"] == "turn-based" and info["decisions"] == 0
    row = open_store(db_url).get_game(gid)
    assert row is not None and row.pace == pace and row.clock is None


def test_pace_and_clock_are_stored_and_survive_a_restart(
    make_client: Callable[..., TestClient]
) -> None:
    first = make_client()
    turn = create_game(first, humans(2), pace="turn-based")
    clocked = create_game(first, humans(2), clock=45)
    first.__exit__(None, None, None)
    second = make_client()
    a = second.get(f"/api/games/{turn['id']}").json()
    b = second.get(f"/api/games/{clocked['id']}").json()
    assert (a["pace"], a["clock"]) == ("turn-based", None)
    assert (b["pace"], b["clock"]) == ("live", 45)


@pytest.mark.parametrize(
    ("body", "code"),
    [
        ({"pace": "slow"}, "web-error-pace"),
        ({"pace": "turn-based", "clock": 30}, "web-error-clock-turn"),
        ({"clock": 0}, "web-error-clock"),
        ({"clock": 10**9}, "web-error-clock"),
    ],
)
def test_bad_pace_or_clock_is_refused(client: TestClient, body: dict[str, Any], code: str) -> None:
    r = client.post("/api/games", json={"game": "spellbook", "seats": humans(2), **body})
    assert r.status_code == 400, r.text
    assert r.json()["code"] == code
    assert r.json()["detail"]  # a sentence saying what is allowed


def test_a_seat_whose_clock_runs_out_gets_a_bot_move(
    make_client: Callable[..., TestClient], db_url: str
) -> None:
    """Clock 1 s: seat 0 does not answer, so a bot decides for it (once, the seat stays a
    person's), stored as ``clock:<level>`` and narrated; the log line comes back after a
    restart, and the player cannot undo the bot's move."""
    client = make_client(sweep_interval=0.05)
    g = create_game(client, humans(2), clock=1)
    gid, t0 = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": t0})
        first = state(ws, lambda x: x["seat"] == 0 and bool(x["options"]))
        assert first["clock"]["seat"] == 0 and first["clock"]["seconds"] == 1
        # Time left is what remains when the message was built: under load the whole
        # second may have gone by before the first state arrives, so 0 is possible.
        assert 0 <= first["clock"]["left"] <= 1
        m = state(ws, lambda x: x["version"] > first["version"])
        assert m["seats"][0]["kind"] == "human" and m["seats"][0]["claimed"]
        assert not m["can_undo"]
        lines = [line["text"] for line in m["log"]]
        assert any("Out of time" in text for text in lines), lines
    by = [r.by for r in open_store(db_url).decisions(gid)]
    assert by[0].startswith("clock:"), by
    client.__exit__(None, None, None)
    again = make_client(sweep_interval=3600.0)  # a restart; no clock move meanwhile
    with again.websocket_connect(f"/ws/{gid}") as ws:
        m = state(ws)
        assert any("Out of time" in line["text"] for line in m["log"])


def test_no_clock_no_bot_move(make_client: Callable[..., TestClient]) -> None:
    """Without a clock the same wait changes nothing (the test above can fail)."""
    client = make_client(sweep_interval=0.05)
    g = create_game(client, humans(2))
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        ws.send_json({"type": "hello", "token": g["seats"][0]["token"]})
        m = state(ws, lambda x: x["seat"] == 0 and bool(x["options"]))
        assert m["clock"] is None
    time.sleep(1.3)
    assert client.get(f"/api/games/{g['id']}").json()["decisions"] == 0


def test_your_games_says_where_it_is_your_turn(make_client: Callable[..., TestClient]) -> None:
    client = make_client()
    g = create_game(client, humans(2), pace="turn-based")
    gid, t0, t1 = g["id"], g["seats"][0]["token"], g["seats"][1]["token"]
    r = client.post("/api/mine", json={"games": [
        {"id": gid, "token": t0},
        {"id": gid, "token": t1},
        {"id": gid, "token": "not-a-token"},
        {"id": "no-such-game", "token": t0},
    ]})
    assert r.status_code == 200, r.text
    a, b, bad, unknown = r.json()["games"]
    assert (a["seat"], a["your_turn"], a["name"], a["pace"]) == (0, True, "Player 1", "turn-based")
    assert (b["seat"], b["your_turn"], b["status"]) == (1, False, "active")
    assert bad == {"id": gid, "gone": True} and unknown == {"id": "no-such-game", "gone": True}
    assert [s["name"] for s in a["names"]] == ["Player 1", "Player 2"]
    # seat 0 plays its turn: then it is seat 1's
    with client.websocket_connect(f"/ws/{gid}") as ws:
        ws.send_json({"type": "hello", "token": t0})
        m = state(ws, lambda x: x["seat"] == 0 and bool(x["options"]))
        while m["actor"] == 0:
            before = int(m["version"])
            ws.send_json({"type": "decide", "option": m["options"][0]["id"],
                          "version": before})
            m = state(ws, partial(newer, before))
    a, b = client.post("/api/mine", json={"games": [
        {"id": gid, "token": t0}, {"id": gid, "token": t1}]}).json()["games"]
    assert not a["your_turn"] and b["your_turn"]


def test_your_games_reads_stopped_games_from_the_store(
    make_client: Callable[..., TestClient]
) -> None:
    """A game no longer held (expired, then a restart) is answered from its stored row."""
    first = make_client(unclaimed_ttl=0.2, sweep_interval=0.05)
    g = create_game(first, humans(2))
    wait_for(lambda: first.get(f"/api/games/{g['id']}").json()["status"] == "expired",
             "the game to expire")
    first.__exit__(None, None, None)
    second = make_client()
    got = second.post("/api/mine", json={"games": [
        {"id": g["id"], "token": g["seats"][1]["token"]}]}).json()["games"][0]
    assert (got["seat"], got["status"], got["your_turn"]) == (1, "expired", False)
    assert got["options"][0]["label"] == "Spell set"


def test_your_games_takes_at_most_fifty(client: TestClient) -> None:
    body = {"games": [{"id": f"g{i}", "token": "x"} for i in range(51)]}
    assert client.post("/api/mine", json=body).status_code == 422


def test_lists_say_who_plays_and_the_options_in_words(client: TestClient) -> None:
    """Open games: seat names, people and bots; finished games: who played (names and bot
    levels); options as their labels and values, never raw config."""
    g = create_game(client, [{"kind": "human", "open": True}, {"kind": "bot", "level": "easy"}],
                    options={"set": "2"})
    opened = next(x for x in client.get("/api/games?status=open").json()["games"]
                  if x["id"] == g["id"])
    assert [(s["name"], s["kind"], s["level"]) for s in opened["names"]] == [
        ("Player 1", "human", None), ("Player 2", "bot", "easy")]
    assert opened["options"] == [{"key": "set", "label": "Spell set", "value": "Set 2"}]
    es = client.get("/api/games?status=open&lang=es").json()["games"]
    assert next(x for x in es if x["id"] == g["id"])["names"][0]["name"] != "Player 1"

    done = create_game(client, [{"kind": "bot", "level": "random"}] * 2)
    wait_for(lambda: client.get(f"/api/games/{done['id']}").json()["status"] == "finished",
             "the bot game to finish", GAME_WAIT)
    fin = next(x for x in client.get("/api/games?status=finished").json()["games"]
               if x["id"] == done["id"])
    assert [(s["name"], s["kind"], s["level"]) for s in fin["names"]] == [
        ("Player 1", "bot", "random"), ("Player 2", "bot", "random")]


def stored_wonderbook_game(db: str, level: str, won: bool) -> tuple[str, str]:
    """A finished two-player Wonder Book tutorial written straight into the store: seat 0
    a person (its token is the answer's second item), seat 1 a bot; played by ``level``
    bots from the first seed whose result is ``won``."""
    game = get_game("wonderbook")
    config = game.parse_config({"players": 2, "chapter": "tutorial"})
    for seed in range(50):
        match = Match(game, config, seed)
        bots = [make_bot(level, game, seat, seed) for seat in range(2)]
        by: list[str] = []
        by += ["forced" if st.forced else "chance" for st in match.advance()]
        while not match.is_over():
            d = match.state.decision()
            assert d is not None
            match.step(bots[d.actor].choose(match.state))
            by.append("human" if d.actor == 0 else f"bot:{level}")
            by += ["forced" if st.forced else "chance" for st in match.advance()]
        if (game.carry_over(match.state) is not None) == won:
            break
    else:
        raise AssertionError(f"no {level} game with won={won}")
    token = new_token()
    seats = [Seat(HUMAN, None, hash_token(token), True).to_row(),
             Seat(BOT, level, None, True).to_row()]
    gid = f"wb{new_token()[:8]}".replace("-", "x").replace("_", "y")
    now = time.time()
    store = open_store(db)
    store.create_game(GameRow(gid, "wonderbook", config, seed, seats, "active", True, "en",
                              now, now))
    rows = [DecisionRow(i, a, o, by[i]) for i, (a, o) in enumerate(match.history)]
    store.add_decisions(gid, rows, finished=True)
    store.close()
    return gid, token


def test_a_won_chapter_continues_into_the_next(
    make_client: Callable[..., TestClient], db_url: str
) -> None:
    """"Your games" marks a won Wonder Book chapter as one that hands its campaign on;
    ``next`` says what follows (the next chapter); ``follows`` makes the new game carry
    the record, taken from the finished game on the server."""
    gid, token = stored_wonderbook_game(db_url, "greedy", won=True)
    client = make_client()
    got = client.post("/api/mine", json={"games": [{"id": gid, "token": token}]}).json()
    entry = got["games"][0]
    assert (entry["status"], entry["seat"], entry["carries"]) == ("finished", 0, True)
    nxt = client.get(f"/api/games/{gid}/next").json()
    assert nxt["game"] == "wonderbook" and nxt["players"] == 2
    assert nxt["options"]["chapter"] == "one"
    assert "campaign" not in nxt["options"]  # the record stays on the server
    assert [s["kind"] for s in nxt["seats"]] == ["human", "bot"]
    r = client.post("/api/games", json={
        "game": "wonderbook", "options": nxt["options"], "follows": gid,
        "seats": [{"kind": "human"}, {"kind": "bot", "level": "greedy"}]})
    assert r.status_code == 201, r.text
    config = r.json()["config"]
    assert config["chapter"] == "one" and "tutorial" in config["campaign"]["chapters"]
    # only a finished game of the same kind that hands something on
    wrong = client.post("/api/games", json={"game": "spellbook", "follows": gid,
                                            "seats": humans(2)})
    assert wrong.status_code == 400 and wrong.json()["code"] == "web-error-follows-game"
    active = client.post("/api/games", json={"game": "wonderbook", "follows": r.json()["id"],
                                             "seats": humans(2)})
    assert active.status_code == 409 and active.json()["code"] == "web-error-not-finished"


def test_a_lost_chapter_hands_nothing_on(
    make_client: Callable[..., TestClient], db_url: str
) -> None:
    gid, token = stored_wonderbook_game(db_url, "random", won=False)
    client = make_client()
    entry = client.post("/api/mine", json={"games": [{"id": gid, "token": token}]}).json()
    assert entry["games"][0]["carries"] is False
    r = client.get(f"/api/games/{gid}/next")
    assert r.status_code == 409 and r.json()["code"] == "web-error-no-carry"
    r = client.post("/api/games", json={"game": "wonderbook", "follows": gid,
                                        "seats": humans(2)})
    assert r.status_code == 409 and r.json()["code"] == "web-error-no-carry"


def test_an_older_sqlite_file_gets_pace_and_clock(tmp_path: Path) -> None:
    """A file made before games had a pace: the columns are added on opening, and its
    games are live games without a clock."""
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(
        "CREATE TABLE games (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL,"
        " seed INTEGER NOT NULL, seats TEXT NOT NULL, status TEXT NOT NULL,"
        " listed INTEGER NOT NULL DEFAULT 1, lang TEXT NOT NULL DEFAULT 'en',"
        " created REAL NOT NULL, updated REAL NOT NULL, undone INTEGER NOT NULL DEFAULT 0);"
        "INSERT INTO games VALUES ('old', 'spellbook', '{}', 1, '[]', 'active', 1, 'en',"
        " 0, 0, 0);"
    )
    db.commit()
    db.close()
    store = open_store(str(path))
    row = store.get_game("old")
    assert row is not None and (row.pace, row.clock) == ("live", None)
    store.create_game(GameRow("new", "spellbook", {}, 2, [], "active", True, "en", 0.0, 0.0,
                              pace="turn-based", clock=None))
    assert store.get_game("new").pace == "turn-based"  # type: ignore[union-attr]
    store.close()
