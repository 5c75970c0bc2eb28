"""The WebSocket protocol's read pause (``wsflow``): reading stops only once several
client messages wait for the app, and starts again when the app has taken them all; a
burst of messages over a real connection is answered in full and in order."""

from __future__ import annotations

import asyncio
import json
from typing import Any

import pytest
from uvicorn.config import Config
from uvicorn.protocols.utils import ClientDisconnected
from uvicorn.protocols.websockets.websockets_sansio_impl import WebSocketsSansIOProtocol
from uvicorn.server import ServerState
from waits import WAIT, ws_connect
from websockets.protocol import State as WsState

from tomecraft.interfaces.web.command import WS_MAX_SIZE
from tomecraft.interfaces.web.wsflow import QUEUED_BEFORE_PAUSE, UTF8_TEXT, protocol

from .conftest import LiveServer
from .helpers import humans, post_json


class _Transport:
    """Counts the protocol's pauses and resumptions of reading."""

    def __init__(self) -> None:
        self.paused = False
        self.pauses = 0
        self.resumes = 0

    def pause_reading(self) -> None:
        self.paused = True
        self.pauses += 1

    def resume_reading(self) -> None:
        self.paused = False
        self.resumes += 1


async def _app(scope: Any, receive: Any, send: Any) -> None:  # never called here
    raise AssertionError("not called")


def _protocol(cls: type[WebSocketsSansIOProtocol]) -> tuple[Any, _Transport]:
    config = Config(_app, ws_max_size=WS_MAX_SIZE)
    proto = cls(config, ServerState(), {}, _loop=asyncio.get_running_loop())
    transport = _Transport()
    proto.transport = transport  # type: ignore[assignment]
    return proto, transport


def _message(proto: Any, text: str) -> None:
    """What uvicorn does with a whole text frame from the client."""
    proto.curr_msg_data_type = "text"
    proto.frames = [text.encode()]
    proto.send_receive_event_to_app()


def test_reading_pauses_only_once_several_messages_wait() -> None:
    async def run() -> tuple[list[bool], list[str], _Transport, _Transport]:
        ours, transport = _protocol(protocol())
        paused = []
        for i in range(QUEUED_BEFORE_PAUSE):
            _message(ours, f"m{i}")
            paused.append(transport.paused)
        got = [str((await ours.receive())["text"]) for _ in range(QUEUED_BEFORE_PAUSE)]
        # uvicorn's own: a pause after every message
        theirs, plain = _protocol(WebSocketsSansIOProtocol)
        _message(theirs, "x")
        return paused, got, transport, plain

    paused, got, transport, plain = asyncio.run(run())
    assert paused == [False] * (QUEUED_BEFORE_PAUSE - 1) + [True], paused
    assert got == [f"m{i}" for i in range(QUEUED_BEFORE_PAUSE)]  # all, in order
    # taken them all: reading goes on (one pause, one resumption, not one per message)
    assert (transport.pauses, transport.resumes, transport.paused) == (1, 1, False)
    assert plain.pauses == 1 and plain.paused  # what wsflow saves


def test_a_burst_of_messages_is_answered_in_order(live_server: LiveServer) -> None:
    g = post_json(live_server, "/api/games", {"game": "spellbook", "seats": humans(2)})
    count = 3 * QUEUED_BEFORE_PAUSE
    with ws_connect(f"{live_server.ws_base}/ws/{g['id']}") as ws:
        ws.send(json.dumps({"type": "hello", "token": g["seats"][0]["token"]}))
        for i in range(count):
            ws.send(json.dumps({"type": "ping", "t": i}))
        pongs: list[int] = []
        while len(pongs) < count:
            m = json.loads(ws.recv(timeout=WAIT))
            assert m["type"] in ("state", "pong", "presence"), m
            if m["type"] == "pong":
                pongs.append(m["t"])
    assert pongs == list(range(count))


class _Wire(_Transport):
    """Also keeps what the protocol writes to the socket."""

    def __init__(self) -> None:
        super().__init__()
        self.written = b""

    def write(self, data: bytes) -> None:
        self.written += data

    def is_closing(self) -> bool:
        return False

    def close(self) -> None:
        return None


def test_a_text_given_as_utf8_bytes_goes_out_as_one_text_frame_unchanged() -> None:
    """A state message is JSON in UTF-8 bytes: it goes out as a text frame (opcode 1) whose
    payload is those very bytes, with nothing decoded or encoded again."""
    payload = '{"prompt":"Wähle — 選擇"}'.encode()

    async def run() -> bytes:
        proto, _ = _protocol(protocol())
        wire = _Wire()
        proto.transport = wire
        proto.handshake_complete = True
        proto.conn.state = WsState.OPEN  # as after the opening handshake
        await proto.send({"type": "websocket.send", "text": payload})
        return wire.written

    written = asyncio.run(run())
    assert written[0] == 0x81  # FIN, text frame
    assert written[1] == len(payload) and written[2:] == payload  # unmasked, as it was


def test_the_app_learns_from_its_scope_that_bytes_are_taken() -> None:
    """``tomecraft web``'s protocol names :data:`UTF8_TEXT` among the scope's extensions
    (next to uvicorn's own), which is how a connection knows it may send bytes."""
    seen: dict[str, Any] = {}

    async def app(scope: Any, receive: Any, send: Any) -> None:
        seen.update(scope["extensions"])

    async def run() -> None:
        proto, _ = _protocol(protocol())
        proto.transport = _Wire()
        proto.app = app
        proto.scope = {"type": "websocket", "extensions": {"websocket.http.response": {}}}
        proto.handshake_complete = True
        await proto.run_asgi()

    asyncio.run(run())
    assert set(seen) == {UTF8_TEXT, "websocket.http.response"}


def test_a_closed_connection_refuses_bytes_as_uvicorn_refuses_text() -> None:
    async def run() -> None:
        proto, _ = _protocol(protocol())
        proto.transport = _Wire()
        proto.handshake_complete = True
        proto.disconnected = True
        await proto.send({"type": "websocket.send", "text": b"{}"})

    with pytest.raises(ClientDisconnected):
        asyncio.run(run())


def test_state_messages_reach_a_real_client_as_text(live_server: LiveServer) -> None:
    """Through ``tomecraft web`` (uvicorn with :func:`protocol`), the state messages, sent
    as UTF-8 bytes, are text frames to the client, their non-ASCII text intact."""
    g = post_json(live_server, "/api/games", {"game": "spellbook", "seats": humans(2)})
    with ws_connect(f"{live_server.ws_base}/ws/{g['id']}?lang=zh-TW") as ws:
        ws.send(json.dumps({"type": "hello", "token": g["seats"][0]["token"]}))
        while True:
            raw = ws.recv(timeout=WAIT)
            assert isinstance(raw, str), "a binary frame where a text frame was due"
            m = json.loads(raw)
            if m["type"] == "state" and m["seat"] == 0:
                break
    assert m["lang"] == "zh-TW" and any(ord(c) > 0x2E80 for c in raw)  # CJK text
