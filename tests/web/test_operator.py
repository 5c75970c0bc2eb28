"""The operator's mistakes (issue 8, item 5): two servers on one database, a busy port, a
damaged or read-only file, a failed attach, seat tokens in logs, caches and Host links."""

from __future__ import annotations

import json
import logging
import os
import socket
import sqlite3
import subprocess
import sys
import time
import urllib.request
from collections.abc import Callable
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from waits import WAIT, WaitTimeout, stop, wait_for_http, ws_connect

from tomecraft.interfaces.web.startup import (
    StartupRefused,
    TokenRedactor,
    check_database,
    lock_database,
    redact,
)

from .conftest import ROOT, LiveServer, free_port
from .helpers import create, humans, state, until


def _post(base: str, path: str, body: dict[str, Any]) -> dict[str, Any]:
    req = urllib.request.Request(
        base + path, data=json.dumps(body).encode(), headers={"Content-Type": "application/json"}
    )
    with urllib.request.urlopen(req, timeout=WAIT) as r:
        return dict(json.load(r))


def _server_cmd(db: Path, port: int, *extra: str) -> list[str]:
    return [sys.executable, "-m", "tomecraft.interfaces.web", "--host", "127.0.0.1",
            "--port", str(port), "--db", str(db), "--seat-timeout", "0", "--bot-delay", "0",
            *extra]


def _run_second(db: Path, port: int) -> subprocess.CompletedProcess[str]:
    """Start a server that must refuse to run: it has to exit by itself (bounded wait)."""
    return subprocess.run(_server_cmd(db, port), cwd=ROOT, capture_output=True, text=True,
                          timeout=WAIT, env=dict(os.environ, PYTHONUNBUFFERED="1"))


def _wait_for_actor(server: LiveServer, gid: str, actor: int) -> None:
    """Watch the game as a spectator until seat ``actor`` is to decide (bounded)."""
    deadline = time.monotonic() + WAIT
    with ws_connect(f"{server.ws_base}/ws/{gid}") as ws:
        ws.send(json.dumps({"type": "hello"}))
        while True:
            left = deadline - time.monotonic()
            if left <= 0:
                raise WaitTimeout(f"seat {actor} of game {gid} to be the one to decide", WAIT)
            m = json.loads(ws.recv(timeout=left))
            if m["type"] == "state" and m["actor"] == actor:
                return


def _snapshot(db: Path) -> list[Any]:
    with sqlite3.connect(db) as con:
        return [con.execute("SELECT * FROM games ORDER BY id").fetchall(),
                con.execute("SELECT * FROM decisions ORDER BY game_id, idx").fetchall()]


# -- one server per database ----------------------------------------------------------------
def test_second_server_on_the_same_database_exits_and_changes_nothing(tmp_path: Path) -> None:
    db = tmp_path / "games.sqlite3"
    first = LiveServer(db).start()
    try:
        # a game whose bot is to move: a second server that resumed it would advance it
        g = _post(first.base, "/api/games", {
            "game": "spellbook", "options": {"first_player": 1},
            "seats": [{"kind": "human"}, {"kind": "bot", "level": "random"}],
        })
        _wait_for_actor(first, g["id"], 0)  # the bot has moved; the game waits for seat 0
        before = _snapshot(db)
        for port in (free_port(), first.port):  # another port, then the same one
            second = _run_second(db, port)
            assert second.returncode != 0
            assert "already in use by another tomecraft server" in second.stderr
            assert f"process {first.proc.pid if first.proc else ''}" in second.stderr
            assert _snapshot(db) == before
        # the first server still serves its game, untouched
        with urllib.request.urlopen(f"{first.base}/api/games/{g['id']}", timeout=WAIT) as r:
            assert r.status == 200
    finally:
        first.stop()
    # the lock goes with the process: a new server starts on the same file
    again = LiveServer(db).start()
    again.kill9()
    LiveServer(db).start().stop()  # nor does kill -9 leave a stale lock


def test_lock_is_exclusive_within_and_across_processes(tmp_path: Path) -> None:
    db = str(tmp_path / "g.sqlite3")
    lock = lock_database(db)
    assert lock is not None
    with pytest.raises(StartupRefused, match=f"process {os.getpid()}"):
        lock_database(db)
    lock.release()
    lock_database(db)
    assert lock_database(":memory:") is None


def test_busy_port_is_refused_before_the_database_is_touched(tmp_path: Path) -> None:
    db = tmp_path / "fresh.sqlite3"
    with socket.socket() as busy:
        busy.bind(("127.0.0.1", 0))
        busy.listen()
        done = _run_second(db, busy.getsockname()[1])
    assert done.returncode != 0
    assert "cannot listen on 127.0.0.1:" in done.stderr and "--port" in done.stderr
    assert not db.exists()


# -- the database file ----------------------------------------------------------------------
def test_a_file_that_is_not_a_database_is_refused_unchanged(tmp_path: Path) -> None:
    db = tmp_path / "notes.sqlite3"
    db.write_bytes(b"these are my notes, not games\n" * 200)
    done = _run_second(db, free_port())
    assert done.returncode != 0
    assert "is damaged" in done.stderr and "backup" in done.stderr
    assert db.read_bytes() == b"these are my notes, not games\n" * 200


def test_quick_check_finds_a_damaged_database(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    with sqlite3.connect(db) as con:
        con.execute("CREATE TABLE games (id TEXT PRIMARY KEY, pad TEXT)")
        con.executemany("INSERT INTO games VALUES (?, ?)",
                        [(f"g{i:05d}", "x" * 200) for i in range(2000)])
    assert check_database(str(db)) is None
    data = bytearray(db.read_bytes())
    page = 4096
    for at in range(page * 3, page * 3 + page, 2):  # scribble over one b-tree page
        data[at] = 0x5A
    db.write_bytes(bytes(data))
    with pytest.raises(StartupRefused, match="is damaged"):
        check_database(str(db))


def test_read_only_database_is_refused(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    db = tmp_path / "g.sqlite3"
    sqlite3.connect(db).close()
    db.write_bytes(db.read_bytes())
    with sqlite3.connect(db) as con:
        con.execute("CREATE TABLE games (id TEXT)")
    real_access = os.access

    def no_write(path: Any, mode: int, **kw: Any) -> bool:
        return False if mode & os.W_OK else real_access(path, mode, **kw)

    monkeypatch.setattr(os, "access", no_write)
    with pytest.raises(StartupRefused, match="read-only"):
        check_database(str(db))


@pytest.mark.skipif(os.name != "posix" or os.geteuid() == 0, reason="root may write anything")
def test_read_only_file_is_refused_by_the_server(tmp_path: Path) -> None:
    db = tmp_path / "g.sqlite3"
    with sqlite3.connect(db) as con:
        con.execute("CREATE TABLE games (id TEXT)")
    db.chmod(0o444)
    done = _run_second(db, free_port())
    assert done.returncode != 0 and "read-only" in done.stderr


def test_an_empty_database_is_announced(tmp_path: Path) -> None:
    db = tmp_path / "new.sqlite3"
    assert "empty database" in (check_database(str(db)) or "")
    with sqlite3.connect(db) as con:
        con.execute("CREATE TABLE games (id TEXT)")
    assert "empty database" in (check_database(str(db)) or "")
    with sqlite3.connect(db) as con:
        con.execute("INSERT INTO games VALUES ('g1')")
    assert check_database(str(db)) is None
    assert check_database(":memory:") is None


# -- connections ----------------------------------------------------------------------------
def test_a_failed_attach_leaves_no_ghost_seat(
    make_client: Callable[..., TestClient], monkeypatch: pytest.MonkeyPatch
) -> None:
    client = make_client()
    g = create(client, humans(2))
    store = client.app.state.store  # type: ignore[attr-defined]

    def broken(*_a: Any, **_k: Any) -> None:
        raise sqlite3.OperationalError("disk I/O error")

    monkeypatch.setattr(store, "update_seats", broken)
    if hasattr(store, "update_seats_many"):  # seat claims are written in batches
        monkeypatch.setattr(store, "update_seats_many", broken)
    if hasattr(store, "swap_seats"):  # PostgreSQL writes seats by compare and set
        monkeypatch.setattr(store, "swap_seats", broken)
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        ws.send_json({"type": "hello", "token": g["seats"][0]["token"]})
        err = until(ws, lambda m: m["type"] == "error")
        assert err["code"] == "internal"
        with client.websocket_connect(f"/ws/{g['id']}") as other:  # nobody shows as seat 0
            m = state(other)
            assert not m["seats"][0]["connected"] and not m["seats"][0]["claimed"]
    with (
        pytest.raises(WebSocketDisconnect),
        client.websocket_connect(f"/ws/{g['id']}?token={g['seats'][1]['token']}") as ws,
    ):
        assert until(ws, lambda m: m["type"] == "error")["code"] == "internal"
        ws.receive_json()
    with client.websocket_connect(f"/ws/{g['id']}") as spectator:
        seats = state(spectator)["seats"]
        assert [s["connected"] for s in seats] == [False, False]
        assert [s["claimed"] for s in seats] == [False, False]
    room = client.app.state.hub.rooms[g["id"]]  # type: ignore[attr-defined]
    assert all(s.gone_since is None for s in room.seats)


def test_the_token_can_come_in_the_first_message(client: TestClient) -> None:
    g = create(client, humans(2), first_player=0)
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        ws.send_json({"type": "hello", "token": g["seats"][0]["token"]})
        m = state(ws, lambda m: m["seat"] == 0)
        assert m["options"] and m["seats"][0]["connected"] and m["seats"][0]["you"]
        ws.send_json({"type": "hello", "token": g["seats"][1]["token"]})  # only once
        assert until(ws, lambda m: m["type"] == "error")["code"] == "bad-message"
        ws.send_json({"type": "decide", "option": m["options"][0]["id"],
                      "version": m["version"]})
        assert state(ws, lambda s: s["version"] > m["version"])["seat"] == 0
    with client.websocket_connect(f"/ws/{g['id']}") as ws:
        ws.send_json({"type": "hello", "token": "not-a-token"})
        assert until(ws, lambda m: m["type"] == "error")["code"] == "bad-token"
        with pytest.raises(WebSocketDisconnect) as closed:
            for _ in range(10):
                ws.receive_json()
        assert closed.value.code == 4403
    with client.websocket_connect(f"/ws/{g['id']}") as ws:  # a spectator's hello
        ws.send_json({"type": "hello"})
        ws.send_json({"type": "ping", "t": 1})
        assert until(ws, lambda m: m["type"] in ("pong", "error"))["type"] == "pong"


def test_no_token_reaches_the_server_logs(tmp_path: Path) -> None:
    port = free_port()
    log_path = tmp_path / "server.log"
    with log_path.open("wb") as out:
        proc = subprocess.Popen(_server_cmd(tmp_path / "g.sqlite3", port, "--log-level", "info"),
                                cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
                                env=dict(os.environ, PYTHONUNBUFFERED="1"))
        try:
            server = LiveServer(tmp_path / "g.sqlite3", port=port)
            base = server.base
            wait_for_http(base + "/api/meta", "the web server (logging to a file)", proc)
            g = _post(base, "/api/games", {"game": "spellbook", "seats": humans(3)})
            tokens = [s["token"] for s in g["seats"]]
            # the page of an old-style link, an old client's URL, and the new protocol
            urllib.request.urlopen(f"{base}/game/{g['id']}?token={tokens[0]}",
                                   timeout=WAIT).close()
            with ws_connect(f"{server.ws_base}/ws/{g['id']}?token={tokens[1]}") as ws:
                assert json.loads(ws.recv(timeout=WAIT))["seat"] == 1
            with ws_connect(f"{server.ws_base}/ws/{g['id']}") as ws:
                ws.send(json.dumps({"type": "hello", "token": tokens[2]}))
                for _ in range(5):
                    m = json.loads(ws.recv(timeout=WAIT))
                    if m["type"] == "state" and m["seat"] == 2:
                        break
                else:
                    raise AssertionError("the hello was not answered with seat 2's state")
        finally:
            stop(proc)  # the server writes its last lines as it stops
    text = log_path.read_text()
    assert "GET /game/" in text and "WebSocket /ws/" in text  # the requests were logged
    assert "token=[hidden]" in text
    for token in tokens:
        assert token not in text


def test_redactor_hides_tokens_in_messages_and_arguments() -> None:
    assert redact("/ws/g1?lang=en&token=abc-DEF_123&x=1") == "/ws/g1?lang=en&token=[hidden]&x=1"
    record = logging.LogRecord("uvicorn.access", logging.INFO, __file__, 1,
                               '%s - "%s %s" %d', ("1.2.3.4", "GET", "/game/x?token=s3cret", 200),
                               None)
    assert TokenRedactor().filter(record)
    assert "s3cret" not in record.getMessage() and "token=[hidden]" in record.getMessage()


# -- pages and links ------------------------------------------------------------------------
def test_pages_are_not_cached(client: TestClient) -> None:
    for path in ("/", "/game/abc", "/replay/abc", "/api/meta"):
        assert client.get(path).headers["cache-control"] == "no-store", path


def test_links_do_not_trust_the_host_header(make_client: Callable[..., TestClient]) -> None:
    plain = make_client()
    r = plain.post("/api/games", json={"game": "spellbook", "seats": humans(2)},
                   headers={"Host": "evil.example"})
    g = r.json()
    assert "evil" not in json.dumps(g)
    assert g["seats"][0]["url"] == f"/game/{g['id']}#token={g['seats'][0]['token']}"
    public = make_client(public_url="https://games.example.org/")
    r = public.post("/api/games", json={"game": "spellbook", "seats": humans(2)},
                    headers={"Host": "evil.example"})
    g = r.json()
    assert g["seats"][1]["url"] == (
        f"https://games.example.org/game/{g['id']}#token={g['seats'][1]['token']}"
    )
    assert g["spectate"] == f"https://games.example.org/game/{g['id']}"
    open_game = create(public, [{"kind": "human", "open": True}, {"kind": "human"}])
    joined = public.post(f"/api/games/{open_game['id']}/join",
                         headers={"Host": "evil.example"}).json()
    assert joined["url"].startswith("https://games.example.org/game/")
