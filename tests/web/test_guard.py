"""Issue 25, resources: bounded request bodies, validation errors that quote nothing back,
a rate limit on every endpoint (replays and "your games" included) and X-Forwarded-For
believed only from configured proxies."""

from __future__ import annotations

import json
import os
import subprocess
import sys
import time
import urllib.error
import urllib.request
from collections.abc import Callable, Iterator
from pathlib import Path
from typing import Any

import pytest
from fastapi.testclient import TestClient
from starlette.websockets import WebSocketDisconnect
from waits import WAIT
from websockets.sync.client import connect

from tomecraft.interfaces.web.startup import query_token, redact

from .conftest import ROOT, LiveServer, free_port
from .helpers import create, humans, post_json

BOTS = [{"kind": "bot", "level": "random"}, {"kind": "bot", "level": "random"}]


def _call(client: TestClient, scope: dict[str, Any], chunks: list[bytes]) -> tuple[
        list[dict[str, Any]], int]:
    """Run one HTTP request through the app by hand: what it sent, and how many body
    chunks it read."""
    read = 0

    async def drive() -> list[dict[str, Any]]:
        nonlocal read
        sent: list[dict[str, Any]] = []

        async def receive() -> dict[str, Any]:
            nonlocal read
            if read < len(chunks):
                read += 1
                return {"type": "http.request", "body": chunks[read - 1],
                        "more_body": read < len(chunks)}
            return {"type": "http.disconnect"}

        async def send(message: dict[str, Any]) -> None:
            sent.append(message)

        await client.app(scope, receive, send)
        return sent

    assert client.portal is not None
    return client.portal.call(drive), read


def _scope(path: str, headers: list[tuple[bytes, bytes]]) -> dict[str, Any]:
    return {
        "type": "http", "method": "POST", "path": path, "raw_path": path.encode(),
        "root_path": "", "query_string": b"", "scheme": "http", "http_version": "1.1",
        "headers": [(b"host", b"testserver"), (b"content-type", b"application/json"),
                    *headers],
        "server": ("testserver", 80), "client": ("203.0.113.7", 5555),
        "asgi": {"version": "3.0"},
    }


def test_a_body_over_the_limit_is_refused_before_it_is_read(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(max_body_bytes=4096)
    big = json.dumps({"games": [{"id": "x" * 60, "token": "y" * 190}] * 200})
    assert len(big) > 20_000
    # declared length: refused without reading a byte of it
    sent, read = _call(client, _scope("/api/mine", [(b"content-length", str(len(big)).encode())]),
                       [big.encode()])
    assert read == 0
    assert sent[0]["status"] == 413
    body = json.loads(sent[1]["body"])
    assert body["code"] == "web-error-body" and "4,096" in body["detail"]
    assert "yyyy" not in sent[1]["body"].decode()
    # streamed (no length): cut off once it passes the limit, the rest never read
    chunks = [big[i:i + 1000].encode() for i in range(0, len(big), 1000)]
    sent, read = _call(client, _scope("/api/mine", [(b"transfer-encoding", b"chunked")]), chunks)
    assert read <= 5 < len(chunks)
    statuses = [m["status"] for m in sent if m["type"] == "http.response.start"]
    assert statuses == [413]
    # through a real client, with and without a length
    r = client.post("/api/mine", content=big, headers={"Content-Type": "application/json"})
    assert r.status_code == 413 and r.json()["code"] == "web-error-body"

    def stream() -> Iterator[bytes]:
        yield from chunks

    r = client.post("/api/mine", content=stream(), headers={"Content-Type": "application/json"})
    assert r.status_code == 413
    # a body under the limit is served as before
    r = client.post("/api/mine", json={"games": [{"id": "nope", "token": "t"}]})
    assert r.status_code == 200 and r.json()["games"] == [{"id": "nope", "gone": True}]


def test_validation_errors_name_the_field_and_never_the_value(client: TestClient) -> None:
    secret = "S3CRET-" * 40
    r = client.post("/api/mine", json={"games": [{"id": secret, "token": secret}]})
    assert r.status_code == 422
    assert "S3CRET" not in r.text
    out = r.json()
    assert out["code"] == "web-error-request"
    assert {e["field"] for e in out["errors"]} == {"body.games.0.id", "body.games.0.token"}
    assert all(set(e) == {"field", "message"} for e in out["errors"])
    assert "body.games.0.id" in out["detail"]
    r = client.post("/api/games", json={"game": "spellbook", "seats": [{"kind": secret}]})
    assert r.status_code == 422 and "S3CRET" not in r.text
    r = client.post("/api/mine", content=b'{"games": [' + secret.encode(),
                    headers={"Content-Type": "application/json"})
    assert r.status_code == 422 and "S3CRET" not in r.text


def test_every_endpoint_spends_the_address_bucket(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(http_rate=0.01, http_burst=6)
    g = create(client, humans(2))  # 1
    for path in ("/api/meta", "/static/style.css", f"/api/games/{g['id']}", "/",
                 "/api/games"):  # 2-6
        assert client.get(path).status_code == 200, path
    for path in ("/api/meta", "/static/style.css", f"/api/games/{g['id']}/replay", "/"):
        r = client.get(path)
        assert r.status_code == 429, path
        assert r.json()["code"] == "web-error-busy" and int(r.headers["Retry-After"]) >= 1
    with pytest.raises(WebSocketDisconnect), client.websocket_connect(f"/ws/{g['id']}") as ws:
        ws.receive_json()
    # another address has a bucket of its own
    transport = client._transport  # type: ignore[attr-defined]
    before, transport.client = transport.client, ("198.51.100.4", 1234)
    try:
        assert client.get("/api/meta").status_code == 200
    finally:
        transport.client = before
    assert client.get("/api/meta").status_code == 429


def test_replays_and_your_games_spend_the_rest_bucket(
    make_client: Callable[..., TestClient],
) -> None:
    client = make_client(rest_rate=0.001, rest_burst=4)
    g = create(client, BOTS)  # 1
    deadline = time.monotonic() + WAIT
    while client.get(f"/api/games/{g['id']}").json()["status"] != "finished":
        assert time.monotonic() < deadline, f"the bot-only game did not finish in {WAIT:.0f} s"
        time.sleep(0.1)
    assert client.post("/api/mine", json={"games": []}).status_code == 200  # 2
    assert client.get(f"/api/games/{g['id']}/replay").status_code == 200  # 3: rebuilt
    for step in range(5):  # steps of a game in the replay cache cost nothing more
        assert client.get(f"/api/games/{g['id']}/replay/{step}").status_code == 200
    assert client.get(f"/api/games/{g['id']}/replay").status_code == 200  # 4
    r = client.get(f"/api/games/{g['id']}/replay")
    assert r.status_code == 429 and r.json()["code"] == "web-error-busy"
    assert client.post("/api/mine", json={"games": []}).status_code == 429
    assert client.get("/api/meta").status_code == 200  # cheap reads: their own bucket


# -- X-Forwarded-For -------------------------------------------------------------------------
def _create_as(server: LiveServer, forwarded: str) -> int:
    req = urllib.request.Request(
        server.base + "/api/games",
        data=json.dumps({"game": "spellbook", "seats": humans(2)}).encode(),
        headers={"Content-Type": "application/json", "X-Forwarded-For": forwarded})
    try:
        with urllib.request.urlopen(req, timeout=10) as r:
            return int(r.status)
    except urllib.error.HTTPError as err:
        return int(err.code)


@pytest.mark.parametrize("trusted", [False, True])
def test_forwarded_for_is_believed_only_from_trusted_proxies(tmp_path: Path,
                                                             trusted: bool) -> None:
    extra = ("--rest-burst", "3", *(("--trusted-proxy", "127.0.0.1") if trusted else ()))
    server = LiveServer(tmp_path / "g.sqlite3", rest_rate=0.001, extra=extra).start()
    try:
        # each create claims another client address
        codes = [_create_as(server, f"203.0.113.{i}") for i in range(8)]
    finally:
        server.stop()
    if trusted:  # the proxy's word is taken: eight clients, one call each
        assert codes == [201] * 8
    else:  # the header is the client's own: one address, burst of 3
        assert codes == [201] * 3 + [429] * 5


# -- tokens in URLs -------------------------------------------------------------------------
SPELLINGS = ["tok%65n", "%74oken", "t%6F%6B%65%6E", "TOKEN", "to%6Ben"]


def test_every_accepted_spelling_of_the_token_key_is_redacted() -> None:
    for key in SPELLINGS:
        line = f'1.2.3.4 - "GET /ws/g1?lang=en&{key}=s3cret-{key}&x=1 HTTP/1.1" 200'
        out = redact(line)
        assert "s3cret" not in out and f"{key}=[hidden]&x=1" in out, out
    # repeated keys: every one hidden, the last one is what the server reads
    line = '"WebSocket /ws/g1?token=first&tok%65n=second" [accepted]'
    assert redact(line) == '"WebSocket /ws/g1?token=[hidden]&tok%65n=[hidden]" [accepted]'
    assert query_token(b"token=first&tok%65n=second") == "second"
    # a value runs to the next "&", as the server reads it (";" and "#" included)
    assert "rest" not in redact("/ws/g?token=abc;rest#more&lang=en")
    # what the server does not read as the token is left alone
    assert query_token(b"tok%2565n=x&to+ken=y") is None
    assert redact("/ws/g?tok%2565n=x&lang=en") == "/ws/g?tok%2565n=x&lang=en"


def test_percent_encoded_token_keys_are_accepted_and_never_logged(tmp_path: Path) -> None:
    log_path = tmp_path / "server.log"
    port = free_port()
    with log_path.open("wb") as out:
        proc = subprocess.Popen(
            [sys.executable, "-m", "tomecraft.interfaces.web", "--host", "127.0.0.1",
             "--port", str(port), "--db", str(tmp_path / "g.sqlite3"), "--log-level", "info",
             "--seat-timeout", "0"],
            cwd=ROOT, stdout=out, stderr=subprocess.STDOUT,
            env=dict(os.environ, PYTHONUNBUFFERED="1"))
        try:
            server = LiveServer(tmp_path / "g.sqlite3", port=port)
            deadline = time.monotonic() + WAIT
            while True:
                assert proc.poll() is None, "the server exited"
                try:
                    urllib.request.urlopen(server.base + "/api/meta", timeout=1).close()
                    break
                except OSError:
                    assert time.monotonic() < deadline, "the server did not answer in 60 s"
                    time.sleep(0.1)
            g = post_json(server, "/api/games", {"game": "spellbook", "seats": humans(3)})
            tokens = [s["token"] for s in g["seats"]]
            for seat, query in ((0, f"tok%65n={tokens[0]}"),
                                (1, f"token=wrong-{tokens[2]}&%74oken={tokens[1]}")):
                with connect(f"{server.ws_base}/ws/{g['id']}?{query}") as ws:
                    assert json.loads(ws.recv(timeout=30))["seat"] == seat
            urllib.request.urlopen(
                f"{server.base}/game/{g['id']}?t%6F%6B%65%6E={tokens[2]}", timeout=10).close()
            time.sleep(0.5)
        finally:
            proc.terminate()
            proc.wait(30)
    text = log_path.read_text()
    assert "WebSocket /ws/" in text and "GET /game/" in text  # the requests were logged
    assert "tok%65n=[hidden]" in text and "%74oken=[hidden]" in text
    for token in tokens:
        assert token not in text
