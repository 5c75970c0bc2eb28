"""The server's outer guards, applied to every request before the application reads it.

* **Client address.** ``X-Forwarded-For`` (and ``-Proto``) is believed only from the
  proxies named in ``Settings.trusted_proxies`` (addresses or networks; none by
  default): uvicorn's own proxy handling is turned off by ``serve``, so a client that
  writes the header itself gets no other address, and no other rate-limit bucket.
* **Requests per address.** Every HTTP request and WebSocket handshake spends one
  token of its address's bucket (``http_rate``, ``http_burst``); over it: ``429`` with
  ``Retry-After`` (a WebSocket handshake is refused, ``403``). Calls that cost more
  (changing something, rebuilding a game) spend the REST bucket as well (``app.py``).
* **Request bodies.** A body over ``max_body_bytes`` is refused with ``413`` before it
  is read: by its ``Content-Length``, and by counting the bytes of a streamed
  (chunked) body, which is cut off as soon as it passes the limit.
* **Validation errors** name the field and what is wrong with it, never the value
  sent (FastAPI's default answer quoted the whole input back).
"""

from __future__ import annotations

import json
from collections.abc import Awaitable, Callable, MutableMapping
from typing import Any

from fastapi import FastAPI, Request
from fastapi.exceptions import RequestValidationError
from fastapi.responses import JSONResponse

from tomecraft.i18n import msg
from tomecraft.interfaces.web.limits import ClientLimiter
from tomecraft.interfaces.web.texts import pick_language, render

Scope = MutableMapping[str, Any]
Message = MutableMapping[str, Any]
Receive = Callable[[], Awaitable[Message]]
Send = Callable[[Message], Awaitable[None]]
App = Callable[[Scope, Receive, Send], Awaitable[None]]

#: Most fields one validation error answer lists, and the longest field path shown.
MAX_FIELDS = 10
MAX_FIELD_TEXT = 80


def client_host(scope: Scope) -> str:
    """The client's address as the application sees it (after trusted proxies)."""
    client = scope.get("client")
    return str(client[0]) if client else ""


def _lang(scope: Scope) -> str:
    query = scope.get("query_string", b"").decode("latin-1")
    given = None
    for part in query.split("&"):
        if part.startswith("lang="):
            given = part[5:]
    accept = None
    for name, value in scope.get("headers", []):
        if name == b"accept-language":
            accept = value.decode("latin-1")
    return pick_language(given, accept)


async def send_error(send: Send, scope: Scope, status: int, key: str,
                     headers: dict[str, str] | None = None, **args: Any) -> None:
    """An error answer in the API's form (``{"detail", "code"}``), in the request's language."""
    body = json.dumps({"detail": render(msg(key, **args), _lang(scope)), "code": key},
                      ensure_ascii=False).encode("utf-8")
    raw = [
        (b"content-type", b"application/json"),
        (b"content-length", str(len(body)).encode()),
        (b"cache-control", b"no-store"),
        (b"x-content-type-options", b"nosniff"),
        (b"connection", b"close"),
    ]
    raw += [(k.lower().encode(), v.encode()) for k, v in (headers or {}).items()]
    await send({"type": "http.response.start", "status": status, "headers": raw})
    await send({"type": "http.response.body", "body": body})


class Guard:
    """ASGI middleware: the per-address request bucket and the body size limit."""

    def __init__(self, app: App, *, max_body: int, rate: float, burst: float) -> None:
        self.app = app
        self.max_body = max_body
        self.limiter = ClientLimiter(rate, burst)

    async def __call__(self, scope: Scope, receive: Receive, send: Send) -> None:
        kind = scope["type"]
        if kind not in ("http", "websocket"):
            await self.app(scope, receive, send)
            return
        wait = self.limiter.take(client_host(scope))
        if wait > 0:
            seconds = ClientLimiter.retry_after(wait)
            if kind == "websocket":
                await send({"type": "websocket.close", "code": 1008,
                            "reason": "rate-limited"})
                return
            await send_error(send, scope, 429, "web-error-busy",
                             {"Retry-After": str(seconds)}, seconds=seconds)
            return
        if kind == "websocket" or self.max_body <= 0:
            await self.app(scope, receive, send)
            return
        await self._limited(scope, receive, send)

    async def _limited(self, scope: Scope, receive: Receive, send: Send) -> None:
        limit = self.max_body
        for name, value in scope.get("headers", []):
            if name == b"content-length":
                try:
                    declared = int(value)
                except ValueError:
                    declared = limit + 1  # unreadable: refused rather than trusted
                if declared > limit:
                    await send_error(send, scope, 413, "web-error-body", limit=limit)
                    return
        seen = 0
        started = False
        refused = False

        async def counted() -> Message:
            nonlocal seen, refused
            if refused:
                return {"type": "http.disconnect"}
            message = await receive()
            if message["type"] == "http.request":
                seen += len(message.get("body", b""))
                if seen > limit:
                    # cut off: answer 413 now (unless the app already answered), and
                    # tell the application the client is gone
                    refused = True
                    if not started:
                        await send_error(send, scope, 413, "web-error-body", limit=limit)
                    return {"type": "http.disconnect"}
            return message

        async def watched(message: Message) -> None:
            nonlocal started
            if refused:
                return  # the 413 went out instead
            if message["type"] == "http.response.start":
                started = True
            await send(message)

        await self.app(scope, counted, watched)


def field_errors(exc: RequestValidationError) -> list[dict[str, str]]:
    """Each validation error as its field (the path, e.g. ``body.seats.0.kind``) and
    pydantic's message, without the value that was sent."""
    out: list[dict[str, str]] = []
    for err in exc.errors()[:MAX_FIELDS]:
        loc = ".".join(str(p) for p in err.get("loc", ()))
        out.append({"field": loc[:MAX_FIELD_TEXT], "message": str(err.get("msg", ""))[:200]})
    return out


def install(app: FastAPI, *, max_body: int, rate: float, burst: float,
            trusted_proxies: tuple[str, ...]) -> None:
    """Add the guards to ``app`` (outermost: the trusted proxies' addresses first, then
    the request bucket and body limit) and its validation error handler."""

    async def invalid(request: Request, exc: Exception) -> JSONResponse:
        assert isinstance(exc, RequestValidationError)
        errors = field_errors(exc)
        lang = pick_language(request.query_params.get("lang"),
                             request.headers.get("accept-language"))
        fields = ", ".join(e["field"] for e in errors) or "-"
        return JSONResponse(
            {"detail": render(msg("web-error-request", fields=fields), lang),
             "code": "web-error-request", "errors": errors},
            status_code=422,
        )

    app.add_exception_handler(RequestValidationError, invalid)
    app.add_middleware(Guard, max_body=max_body, rate=rate, burst=burst)
    if trusted_proxies:
        from uvicorn.middleware.proxy_headers import ProxyHeadersMiddleware

        app.add_middleware(ProxyHeadersMiddleware, trusted_hosts=list(trusted_proxies))
