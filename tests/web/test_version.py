"""The state version that ``decide`` and ``undo`` must name grows with every change of a
game, undos included, so a message sent for a state before an undo never matches again;
the count of undone decisions is stored with the game and survives a restart."""

from __future__ import annotations

import sqlite3
from collections.abc import Callable
from pathlib import Path

from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession

from tomecraft.games.spellbook import actions as A
from tomecraft.interfaces.web.store import DecisionRow, GameRow, Store, open_store, state_version

from .helpers import Message, create, humans, state, until


def _error(ws: WebSocketTestSession) -> Message:
    return until(ws, lambda m: m["type"] == "error")


def test_version_formula() -> None:
    assert state_version(0, 0) == 0
    assert state_version(3, 0) == 3
    # an undo of one decision: one fewer decision, one more undone: up by one
    assert state_version(2, 1) == state_version(3, 0) + 1
    # an undo of two decisions at once still goes up
    assert state_version(1, 2) > state_version(3, 0)


def test_decide_from_before_an_undo_is_refused(
    make_client: Callable[..., TestClient], db_url: str
) -> None:
    client = make_client()
    g = create(client, humans(2), first_player=0)
    gid, token = g["id"], g["seats"][0]["token"]
    store = open_store(db_url)
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        start = state(ws)
        assert start["version"] == 0
        ws.send_json({"type": "decide", "option": A.PASS, "version": 0})
        before_undo = state(ws, lambda x: x["version"] == 1)
        assert before_undo["can_undo"]
        ws.send_json({"type": "undo", "version": 1})
        undone = state(ws, lambda x: x["version"] > 1)
        assert undone["version"] == 2 and undone["view"] == start["view"]
        # the state before the first decision does not come back either
        ws.send_json({"type": "decide", "option": A.PASS, "version": 0})
        assert _error(ws)["code"] == "stale"
        # the same decision again: one decision stored, as before the undo
        ws.send_json({"type": "decide", "option": A.PASS, "version": 2})
        again = state(ws, lambda x: x["version"] == 3)
        assert len(store.decisions(gid)) == 1
        assert again["view"] == before_undo["view"]
        # a decision (or an undo) made for the state before the undo, delayed: refused
        option = again["options"][-1]["id"]
        ws.send_json({"type": "decide", "option": option, "version": before_undo["version"]})
        err = _error(ws)
        assert err["code"] == "stale" and "3" in err["message"]
        ws.send_json({"type": "undo", "version": before_undo["version"]})
        assert _error(ws)["code"] == "stale"
        assert len(store.decisions(gid)) == 1
        # the current version is accepted
        ws.send_json({"type": "decide", "option": option, "version": 3})
        state(ws, lambda x: x["version"] > 3)
    row = store.get_game(gid)
    assert row is not None and row.undone == 1
    store.close()


def test_version_survives_a_restart(make_client: Callable[..., TestClient]) -> None:
    first = make_client()
    g = create(first, humans(2), first_player=0)
    gid, token = g["id"], g["seats"][0]["token"]
    with first.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        state(ws)
        ws.send_json({"type": "decide", "option": A.PASS, "version": 0})
        state(ws, lambda x: x["version"] == 1)
        ws.send_json({"type": "undo", "version": 1})
        state(ws, lambda x: x["version"] == 2)
    first.__exit__(None, None, None)
    second = make_client()
    with second.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        m = state(ws)
        assert m["version"] == 2
        ws.send_json({"type": "decide", "option": A.PASS, "version": 0})
        assert _error(ws)["code"] == "stale"
        ws.send_json({"type": "decide", "option": A.PASS, "version": 2})
        state(ws, lambda x: x["version"] == 3)


def test_store_counts_undone_decisions(tmp_path: Path) -> None:
    store = Store(tmp_path / "g.sqlite3")
    store.create_game(GameRow("g1", "spellbook", {}, 1, [], "active", True, "en", 0.0, 0.0))
    store.add_decisions("g1", [DecisionRow(i, 0, 0, "human") for i in range(4)])
    store.delete_decisions_from("g1", 3)
    store.delete_decisions_from("g1", 1)
    row = store.get_game("g1")
    assert row is not None and row.undone == 3
    assert len(store.decisions("g1")) == 1
    store.close()


def test_old_database_file_gains_the_undone_column(tmp_path: Path) -> None:
    """A file written before the column existed opens, reads 0 and counts from there."""
    path = tmp_path / "old.sqlite3"
    db = sqlite3.connect(path)
    db.executescript(
        """
        CREATE TABLE games (id TEXT PRIMARY KEY, game TEXT NOT NULL, config TEXT NOT NULL,
            seed INTEGER NOT NULL, seats TEXT NOT NULL, status TEXT NOT NULL,
            listed INTEGER NOT NULL DEFAULT 1, lang TEXT NOT NULL DEFAULT 'en',
            created REAL NOT NULL, updated REAL NOT NULL);
        CREATE TABLE decisions (game_id TEXT NOT NULL REFERENCES games (id) ON DELETE CASCADE,
            idx INTEGER NOT NULL, actor INTEGER NOT NULL, option INTEGER NOT NULL,
            by TEXT NOT NULL, at REAL NOT NULL, PRIMARY KEY (game_id, idx));
        INSERT INTO games VALUES ('old', 'spellbook', '{}', 5, '[]', 'active', 1, 'en', 0, 0);
        INSERT INTO decisions VALUES ('old', 0, 0, 0, 'human', 0);
        """
    )
    db.commit()
    db.close()
    store = Store(path)
    row = store.get_game("old")
    assert row is not None and row.undone == 0
    store.delete_decisions_from("old", 0)
    row = store.get_game("old")
    assert row is not None and row.undone == 1
    store.close()
    again = Store(path)  # opening a migrated file again changes nothing
    row = again.get_game("old")
    assert row is not None and row.undone == 1
    again.close()
