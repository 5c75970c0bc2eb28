"""The ASGI application: lobby REST API, the game WebSocket, replays and the static page.

The server knows no game: games come from the registry, and a game that ships a
``web/`` folder next to its module (``board.js``, styles, optional ``locales/``) gets it
served under ``/games/<name>/`` for the page to draw its board; other games are drawn
from their generic board sections.

:func:`create_app` builds the app: the hub and store, the headers and guards of every
request, then the route groups, one module each: ``routes_pages`` (HTML, static files),
``routes_lobby`` (meta, create, lists, campaigns, "your games"), ``routes_seats``
(join, leave, a bot for a seat), ``routes_replay`` (game files, replays), ``routes_review``
(the coach's reviews), ``hints`` (the coach's hints) and ``routes_ws`` (the game
connection); they share a :class:`~.routing.Server`.
"""

from __future__ import annotations

from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse, Response

from tomecraft.core import game_names, get_game
from tomecraft.core.local_files import forbid_local_files
from tomecraft.i18n import register_catalog_dir
from tomecraft.interfaces.web import guard
from tomecraft.interfaces.web.bodies import ApiError
from tomecraft.interfaces.web.hints import HintService, add_hint_routes
from tomecraft.interfaces.web.hub import Hub
from tomecraft.interfaces.web.limits import ClientLimiter
from tomecraft.interfaces.web.reviews import ReviewService
from tomecraft.interfaces.web.routes_lobby import add_lobby_routes
from tomecraft.interfaces.web.routes_pages import add_pages, game_web_dir
from tomecraft.interfaces.web.routes_replay import add_replay_routes
from tomecraft.interfaces.web.routes_review import add_review_routes
from tomecraft.interfaces.web.routes_seats import add_seat_routes
from tomecraft.interfaces.web.routes_ws import add_ws_route
from tomecraft.interfaces.web.routing import Server, lang_of
from tomecraft.interfaces.web.settings import Settings
from tomecraft.interfaces.web.store import open_store
from tomecraft.interfaces.web.texts import clear_caches, load_catalogs, render

#: The Content-Security-Policy of every page: only this origin, no inline scripts.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
)



def create_app(db: str | Path | None = None, settings: Settings | None = None) -> FastAPI:
    """The web application; ``db`` is a SQLite path or ``sqlite:///`` URL (default: the
    user data folder) or a ``postgresql://`` URL (shared by several server processes).
    Game options may never name files of the server's machine (see
    :mod:`tomecraft.core.local_files`), whatever the environment says."""
    forbid_local_files()
    settings = settings or Settings()
    store = open_store(db)
    renderers: dict[str, Path] = {}
    for name in game_names():
        folder = game_web_dir(get_game(name))
        if folder is not None:
            renderers[name] = folder
            if (folder / "locales").is_dir():
                register_catalog_dir(folder / "locales")
    clear_caches()
    load_catalogs()
    hub = Hub(store, settings, set(renderers))
    reviews = ReviewService(store, hub.bots, settings.review_samples)
    hints = HintService(store, hub.bots, settings.hint_samples)
    srv = Server(hub, store, settings, renderers,
                 ClientLimiter(settings.rest_rate, settings.rest_burst),
                 (settings.public_url or "").rstrip("/"))

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        try:
            yield
        finally:
            reviews.shutdown()
            await hub.stop()

    app = FastAPI(title="tomecraft", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.hub = hub
    app.state.store = store
    app.state.reviews = reviews

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(
            {"detail": render(exc.message, lang_of(request)), "code": exc.message.key},
            status_code=exc.status,
            headers=exc.headers or None,
        )

    @app.middleware("http")
    async def headers(request: Request, call_next: Any) -> Response:
        response: Response = await call_next(request)
        response.headers.setdefault("Content-Security-Policy", CSP)
        response.headers.setdefault("Referrer-Policy", "no-referrer")
        response.headers.setdefault("X-Content-Type-Options", "nosniff")
        if not request.url.path.startswith(("/static/", "/games/")):
            # pages and API answers: a game page may hold a seat token (in its fragment,
            # in session storage); nothing of it is kept in a cache
            response.headers.setdefault("Cache-Control", "no-store")
        return response

    # every request: trusted proxies only, a bucket per address, bounded bodies (guard.py)
    guard.install(app, max_body=settings.max_body_bytes, rate=settings.http_rate,
                  burst=settings.http_burst, trusted_proxies=settings.trusted_proxies)

    add_pages(app, renderers)
    add_lobby_routes(app, srv)
    add_seat_routes(app, srv)
    add_replay_routes(app, srv)
    add_review_routes(app, srv, reviews)
    add_hint_routes(app, srv, hints)
    add_ws_route(app, srv)
    return app
