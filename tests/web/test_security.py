"""Security rules of the web server: who may claim which seat, decisions tied to the state
version they answer, hostile messages, and content packs named by untrusted clients."""

from __future__ import annotations

import json
import os
import shutil
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.testclient import WebSocketTestSession
from waits import WAIT, ws_connect

from tomecraft.core import InvalidConfig, get_game
from tomecraft.core.local_files import LOCAL_FILES_ENV, allow_local_files, local_files_allowed
from tomecraft.games.madness.pack import DEFAULT_PACK
from tomecraft.games.spellbook import actions as A
from tomecraft.interfaces.web import Settings, create_app
from tomecraft.interfaces.web.store import open_store

from .conftest import LiveServer
from .helpers import Message, create, humans, my_turn, post_json, state


def _rows(db: str, gid: str) -> int:
    """Stored decisions of ``gid`` (SQLite or PostgreSQL)."""
    store = open_store(db)
    try:
        return len(store.decisions(gid))
    finally:
        store.close()


def _error(ws: WebSocketTestSession) -> Message:
    """The error answer to what was just sent (a ping marks the end of the answers, so a
    missing error fails at once instead of waiting)."""
    ws.send_json({"type": "ping", "t": "end"})
    errors: list[Message] = []
    while True:
        m = dict(ws.receive_json())
        if m["type"] == "pong" and m["t"] == "end":
            break
        if m["type"] == "error":
            errors.append(m)
    assert len(errors) == 1, errors
    return errors[0]


# -- seats: invited seats only through their link, join only on listed games' open seats --
def test_join_cannot_take_an_invited_seat(client: TestClient) -> None:
    g = create(client, humans(2), first_player=0)
    gid, t0 = g["id"], g["seats"][0]["token"]
    r = client.post(f"/api/games/{gid}/join", json={})
    assert r.status_code == 409, r.text
    r = client.post(f"/api/games/{gid}/join", json={"seat": 1})
    assert r.status_code == 409 and "link" in r.json()["detail"]
    assert client.get(f"/api/games/{gid}").json()["free"] == []
    assert client.get("/api/games").json()["games"] == []  # nothing to join: not listed
    # the invited player's link still works
    with client.websocket_connect(f"/ws/{gid}?token={t0}") as ws:
        assert state(ws)["seat"] == 0


def test_join_takes_only_open_seats_of_listed_games(client: TestClient) -> None:
    seats: list[dict[str, Any]] = [{"kind": "human"}, {"kind": "human", "open": True}]
    g = create(client, seats, first_player=0)
    gid = g["id"]
    assert "token" not in g["seats"][1] and g["seats"][1]["open"] is True
    assert "token" in g["seats"][0] and g["seats"][0]["open"] is False
    listed = client.get("/api/games").json()["games"]
    assert [x["id"] for x in listed] == [gid] and listed[0]["free"] == [1]
    assert client.post(f"/api/games/{gid}/join", json={"seat": 0}).status_code == 409
    joined = client.post(f"/api/games/{gid}/join", json={}).json()
    assert joined["seat"] == 1
    assert client.post(f"/api/games/{gid}/join", json={}).status_code == 409
    with client.websocket_connect(f"/ws/{gid}?token={joined['token']}") as ws:
        assert state(ws)["seat"] == 1
    with client.websocket_connect(f"/ws/{gid}?token={g['seats'][0]['token']}") as ws:
        assert state(ws)["seat"] == 0


def test_unlisted_games_cannot_be_joined(client: TestClient) -> None:
    r = client.post("/api/games", json={
        "game": "spellbook", "listed": False,
        "seats": [{"kind": "human"}, {"kind": "human", "open": True}],
    })
    assert r.status_code == 400 and "listed" in r.json()["detail"]
    r = client.post("/api/games", json={
        "game": "spellbook", "listed": False, "seats": humans(2),
    })
    gid = r.json()["id"]
    join = client.post(f"/api/games/{gid}/join", json={})
    assert join.status_code == 409 and "link" in join.json()["detail"]


def _learn_first(m: Message) -> int:
    ids: list[int] = [int(o["id"]) for o in m["options"]]
    learn = [i for i in ids if A.LEARN <= i < A.LEARN + 63]
    if learn:
        return learn[-1]
    for i in (A.DRAW2, A.STORE1):
        if i in ids:
            return i
    return next((i for i in ids if i != A.PASS), ids[0])


def test_leave_does_not_rewrite_a_finished_game(client: TestClient) -> None:
    g = create(client, [{"kind": "human"}, {"kind": "bot", "level": "random"}])
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        m = state(ws)
        for _ in range(600):
            if m["status"] == "finished":
                break
            if my_turn(m):
                ws.send_json({"type": "decide", "option": _learn_first(m),
                              "version": m["version"]})
            m = state(ws, lambda x: my_turn(x) or x["status"] == "finished")
        assert m["status"] == "finished"
    before = client.get(f"/api/games/{gid}").json()
    r = client.post(f"/api/games/{gid}/leave", json={"token": token})
    assert r.status_code == 409, r.text
    assert client.get(f"/api/games/{gid}").json()["seats"] == before["seats"]
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        assert state(ws)["seat"] == 0  # the link still opens the finished game


# -- decisions carry the version they answer ------------------------------------------------
def test_a_double_click_is_refused(client: TestClient, db_url: str) -> None:
    g = create(client, humans(2), first_player=0)
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        m = state(ws)
        assert m["version"] == 0 and A.PASS in [o["id"] for o in m["options"]]
        # two copies of "skip the morning" for version 0: the second must not skip midday
        ws.send_json({"type": "decide", "option": A.PASS, "version": 0})
        ws.send_json({"type": "decide", "option": A.PASS, "version": 0})
        err = _error(ws)
        assert err["code"] == "stale" and "0" in err["message"] and "1" in err["message"]
    assert _rows(db_url, gid) == 1


def test_undo_carries_the_version_too(client: TestClient, db_url: str) -> None:
    g = create(client, humans(2), first_player=0)
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        state(ws)
        ws.send_json({"type": "decide", "option": A.PASS, "version": 0})
        m = state(ws, lambda x: x["version"] == 1)
        assert m["can_undo"]
        ws.send_json({"type": "undo", "version": 0})
        assert _error(ws)["code"] == "stale"
        ws.send_json({"type": "undo"})
        assert _error(ws)["code"] == "bad-version"
        assert _rows(db_url, gid) == 1
        ws.send_json({"type": "undo", "version": 1})
        # no decisions left, one taken back: version 0 + 2 * 1 (it never repeats)
        state(ws, lambda x: x["version"] == 2)
        ws.send_json({"type": "undo", "version": 1})  # a second click on Undo
        assert _error(ws)["code"] == "stale"
    assert _rows(db_url, gid) == 0


@pytest.mark.parametrize("version", [None, "0", True, 0.0, [0]])
def test_decide_needs_a_whole_number_version(client: TestClient, db_url: str,
                                             version: Any) -> None:
    g = create(client, humans(2), first_player=0)
    gid, token = g["id"], g["seats"][0]["token"]
    body: dict[str, Any] = {"type": "decide", "option": A.PASS}
    if version is not None:
        body["version"] = version
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        state(ws)
        ws.send_json(body)
        err = _error(ws)
        assert err["code"] == "bad-version" and "version" in err["message"]
    assert _rows(db_url, gid) == 0


# -- hostile messages: an error answer, never a dead connection ---------------------------
HOSTILE = [
    '{"type": "decide", "option": ' + "9" * 300 + ', "version": 0}',
    '{"type": "decide", "option": 23, "version": ' + "9" * 300 + "}",
    '{"type": "decide", "option": -' + "9" * 300 + ', "version": 0}',
    "[" * 3000 + "]" * 3000,
    '{"a": ' * 3000 + "1" + "}" * 3000,
    '{"type": "\\ud800"}',
    '{"type": "ping", "t": "\\udfff"}',
    '{"type": "lang", "lang": "\\ud800"}',
    '{"type": "decide", "option": 23, "version": "\\ud800"}',
    '{"type": "ping", "t": ' + "9" * 300 + "}",
]


def test_hostile_messages_get_an_error_answer(client: TestClient, db_url: str) -> None:
    g = create(client, humans(2), first_player=0)
    gid, token = g["id"], g["seats"][0]["token"]
    with client.websocket_connect(f"/ws/{gid}?token={token}") as ws:
        state(ws)
        for i, payload in enumerate(HOSTILE):
            ws.send_text(payload)
            ws.send_text(json.dumps({"type": "ping", "t": i}))
            answers: list[str] = []
            while True:
                text = ws.receive_text()
                text.encode("utf-8")  # a lone surrogate here kills a real connection's writer
                answers.append(text)
                m = json.loads(text)
                if m["type"] == "pong" and m["t"] == i:
                    break
            replies = [json.loads(a) for a in answers]
            assert any(r["type"] in ("error", "pong") for r in replies[:-1]) or \
                payload.startswith('{"type": "ping"'), (payload[:40], replies)
            assert all(r.get("code") != "internal" for r in replies), replies
    assert _rows(db_url, gid) == 0


def test_hostile_messages_over_a_real_connection(live_server: LiveServer) -> None:
    g = post_json(live_server, "/api/games", {"game": "spellbook", "seats": humans(2)})
    url = f"{live_server.ws_base}/ws/{g['id']}?token={g['seats'][0]['token']}"
    with ws_connect(url) as ws:
        json.loads(ws.recv(timeout=WAIT))
        for i, payload in enumerate(HOSTILE):
            ws.send(payload)
            ws.send(json.dumps({"type": "ping", "t": i}))
            for _ in range(20):
                m = json.loads(ws.recv(timeout=WAIT))
                if m["type"] == "pong" and m["t"] == i:
                    break
            else:
                raise AssertionError(f"no pong after {payload[:40]!r}")


# -- content packs: the server takes bundled pack names only --------------------------------
def _madness(client: TestClient, pack: str) -> Any:
    return client.post("/api/games", json={
        "game": "madness", "options": {"pack": pack}, "seats": humans(2),
    })


def test_the_server_refuses_pack_paths(client: TestClient, tmp_path: Path) -> None:
    folder = tmp_path / "my-pack"
    shutil.copytree(DEFAULT_PACK, folder)
    for pack in (str(folder), ".", "/etc", "../original", "original/"):
        r = _madness(client, pack)
        assert r.status_code == 400, (pack, r.text)
        detail = r.json()["detail"]
        assert "original" in detail, detail  # says what is allowed
        assert str(Path.cwd()) not in detail and str(tmp_path) not in detail
    assert _madness(client, "original").status_code == 201


def test_the_server_refuses_pack_paths_even_if_allowed_around_it(
    db_path: Path, tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
) -> None:
    folder = tmp_path / "my-pack"
    shutil.copytree(DEFAULT_PACK, folder)
    monkeypatch.setenv(LOCAL_FILES_ENV, "1")
    with TestClient(create_app(db_path, Settings(seat_timeout=None))) as client:
        assert _madness(client, str(folder)).status_code == 400


def test_pack_paths_need_the_local_files_permission(tmp_path: Path) -> None:
    game = get_game("madness")
    folder = tmp_path / "my-pack"
    shutil.copytree(DEFAULT_PACK, folder)
    with pytest.raises(InvalidConfig, match="original"):
        game.parse_config({"players": 2, "pack": str(folder)})
    with allow_local_files():
        cfg = game.parse_config({"players": 2, "pack": str(folder)})
    assert cfg["pack"] == str(folder.resolve())
    assert game.parse_config({"players": 2, "pack": "original"})["players"] == 2



def test_the_command_line_may_name_a_pack_folder(tmp_path: Path,
                                                 monkeypatch: pytest.MonkeyPatch) -> None:
    """The machine's own user may play a pack of their own; the permission ends with the
    command (and ``serve`` never gets it)."""
    from typer.testing import CliRunner

    from tomecraft.interfaces.cli.app import app

    folder = tmp_path / "my-pack"
    shutil.copytree(DEFAULT_PACK, folder)
    monkeypatch.delenv(LOCAL_FILES_ENV, raising=False)
    runner = CliRunner(env={"TOMECRAFT_LANG": None, "COLUMNS": "100"})
    args = ["simulate", "madness", "--games", "1", "--players", "2", "--bots", "random",
            "--seed", "3", "--option", f"pack={folder}"]
    result = runner.invoke(app, args)
    assert result.exit_code == 0, result.output
    assert LOCAL_FILES_ENV not in os.environ
    seen: list[bool] = []

    def fake_serve(*_args: Any, **_kwargs: Any) -> None:
        seen.append(local_files_allowed())

    monkeypatch.setattr("tomecraft.interfaces.web.command.serve", fake_serve)
    result = runner.invoke(app, ["serve", "--port", "1"])
    assert result.exit_code == 0, result.output
    assert seen == [False]
