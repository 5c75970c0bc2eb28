"""The game connection, ``/ws/{game_id}``: the hello that takes a seat, spectator caps,
each client message read (size, JSON, depth, text) and handed to the room."""

from __future__ import annotations

import asyncio
import contextlib
import json
import logging
from typing import Any, NamedTuple

from fastapi import FastAPI, WebSocket
from starlette.websockets import WebSocketDisconnect

from tomecraft.i18n import msg
from tomecraft.interfaces.web import guard
from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.routing import Server
from tomecraft.interfaces.web.seat import SpectatorsFull
from tomecraft.interfaces.web.startup import query_token
from tomecraft.interfaces.web.texts import pick_language, render
from tomecraft.interfaces.web.tokens import hash_token

log = logging.getLogger("tomecraft.web")


#: Deepest nesting of a client message (the protocol's messages are flat objects).
MAX_DEPTH = 4
#: WebSocket close code of a spectator refused by the caps (the reason says which).
SPECTATORS_FULL = 4429


class Refusal(NamedTuple):
    """Why a client's message is refused: the message key, the error code, its args."""

    key: str
    code: str
    args: dict[str, Any]


def read_message(text: str, limit: int) -> dict[str, Any] | Refusal:
    """A client's text message as a JSON object, or why it is refused: over ``limit``
    bytes, not JSON (nesting too deep for the parser included), not an object, nested
    deeper than :data:`MAX_DEPTH`, or holding text that is not valid Unicode (a lone
    surrogate, which could not be sent back as UTF-8)."""
    try:
        size = len(text) if len(text) > limit else len(text.encode("utf-8"))
    except UnicodeEncodeError:
        return Refusal("web-error-text", "bad-text", {})
    if size > limit:
        return Refusal("web-error-size", "too-large", {"limit": limit})
    try:
        data = json.loads(text)
    except (ValueError, RecursionError):
        return Refusal("web-error-json", "bad-json", {})
    if not isinstance(data, dict):
        return Refusal("web-error-json", "bad-json", {})
    escapes = "\\u" in text  # lone surrogates can only come from \u escapes
    if not escapes and text.count("{") + text.count("[") <= MAX_DEPTH:
        return data  # too few brackets to nest deeper than the limit (a move, a hello)
    stack: list[tuple[Any, int]] = [(data, 1)]
    while stack:
        node, depth = stack.pop()
        if isinstance(node, dict | list):
            if depth > MAX_DEPTH:
                return Refusal("web-error-depth", "bad-json", {"limit": MAX_DEPTH})
            items = [*node.keys(), *node.values()] if isinstance(node, dict) else node
            stack.extend((x, depth + 1) for x in items)
        elif escapes and isinstance(node, str):
            try:
                node.encode("utf-8")
            except UnicodeEncodeError:
                return Refusal("web-error-text", "bad-text", {})
    return data


def add_ws_route(app: FastAPI, srv: Server) -> None:
    """``/ws/{game_id}``: the game connection (see docs/web.md, Protocol)."""
    hub, settings = srv.hub, srv.settings

    async def hello(room: Room, conn: Conn, data: dict[str, Any], first: bool) -> None:
        """``{"type": "hello", "token": ...}``, the connection's first message: it takes the
        token's seat (a wrong token closes the connection, 4403). Without a token, or
        from a connection that already has a seat or sent something before, it is
        refused."""
        token = data.get("token")
        if not first or conn.seat is not None:
            conn.error("web-error-hello", "bad-message")
            return
        if token is None:
            return  # a spectator saying hello
        seat = (
            room.seat_for_token(token)
            if isinstance(token, str) and 0 < len(token) <= 200 else None
        )
        if seat is None:
            conn.close_with("web-error-token", "bad-token", 4403)
            return
        await room.take_seat(conn, seat, hash_token(token))

    async def late_hello(ws: WebSocket, room: Room) -> tuple[int, str] | None:
        """A connection refused as a spectator may still be a player: its first message,
        within ``hello_grace`` seconds, a hello with a seat's token. The seat and token,
        else None."""
        try:
            message = await asyncio.wait_for(ws.receive(), settings.hello_grace)
        except (TimeoutError, WebSocketDisconnect, RuntimeError):
            return None
        text = message.get("text") if message.get("type") == "websocket.receive" else None
        data = read_message(text, settings.max_message_bytes) if text is not None else None
        if not isinstance(data, dict) or data.get("type") != "hello":
            return None
        token = data.get("token")
        if not isinstance(token, str) or not 0 < len(token) <= 200:
            return None
        seat = room.seat_for_token(token)
        return None if seat is None else (seat, token)

    @app.websocket("/ws/{game_id}")
    async def play(ws: WebSocket, game_id: str) -> None:
        lang = pick_language(ws.query_params.get("lang"), ws.headers.get("accept-language"))
        await ws.accept()

        async def refuse(key: str, code: str, ws_code: int, **args: Any) -> None:
            text = render(msg(key, **args), lang)
            await ws.send_text(json.dumps({"type": "error", "code": code, "message": text}))
            await ws.close(ws_code, code)

        room = await hub.room(game_id) if len(game_id) <= 64 else None
        if room is None:
            await refuse("web-error-no-game", "no-game", 4404)
            return
        # The token comes in the first message ({"type": "hello", "token": ...}); a
        # ?token= in the URL is still accepted (old clients), and hidden in the logs.
        token = query_token(ws.scope.get("query_string", b""))  # what the logs hide
        seat: int | None = None
        if token:
            seat = room.seat_for_token(token)
            if seat is None:
                await refuse("web-error-token", "bad-token", 4403)
                return
        addr = guard.client_host(ws.scope)
        conn = Conn(ws, room, seat, hash_token(token) if token and seat is not None else None,
                    lang, settings, addr)
        first = True
        try:
            try:
                await room.attach(conn)
            except SpectatorsFull as full:
                # over the spectator caps: still room for a player whose hello comes now
                late = await late_hello(ws, room)
                if late is None:
                    await refuse(full.key, full.code, SPECTATORS_FULL)
                    return
                seat, token = late
                conn = Conn(ws, room, seat, hash_token(token), lang, settings, addr)
                first = False
                await room.attach(conn)
        except Exception:  # the seat could not be claimed: the room is left as it was
            log.exception("game %s: a connection could not be attached", room.id)
            await refuse("web-error-attach", "internal", 1011)
            return
        conn.task = asyncio.create_task(conn.run_writer())
        try:
            while conn.kick is None:  # closing: read nothing more
                message = await ws.receive()
                if message["type"] == "websocket.disconnect":
                    break
                if conn.kick is not None or conn.over_rate():
                    continue
                text = message.get("text")
                if text is None:
                    conn.error("web-error-binary", "bad-message")
                    continue
                data = read_message(text, settings.max_message_bytes)
                if isinstance(data, Refusal):
                    conn.error(data.key, data.code, **data.args)
                    continue
                was_first, first = first, False
                try:
                    if data.get("type") == "hello":
                        await hello(room, conn, data, was_first)
                        continue
                    await room.handle(conn, data)
                except Exception:  # a bug must cost one answer, not the connection
                    log.exception("game %s: a message could not be handled", room.id)
                    conn.error("web-error-internal", "internal")
        except WebSocketDisconnect:
            pass
        finally:
            room.detach(conn)
            if conn.task is not None and not conn.task.done():
                if conn.kick is not None:
                    # let the last error and the close frame go out, for a while: a
                    # client that reads nothing is dropped all the same
                    with contextlib.suppress(Exception):
                        await asyncio.wait_for(asyncio.shield(conn.task), settings.close_grace)
                conn.task.cancel()
