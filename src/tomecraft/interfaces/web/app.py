"""The ASGI application: lobby REST API, the game WebSocket, replays and the static page.

The server knows no game: games come from the registry, and a game that ships a
``web/`` folder next to its module (``board.js``, styles, optional ``locales/``) gets it
served under ``/games/<name>/`` for the page to draw its board; other games are drawn
from their generic board sections.
"""

from __future__ import annotations

import asyncio
import contextlib
import hmac
import json
import logging
import sys
from collections import OrderedDict
from collections.abc import AsyncIterator
from contextlib import asynccontextmanager
from pathlib import Path
from typing import Any, NamedTuple

from fastapi import FastAPI, Request, WebSocket
from fastapi.responses import FileResponse, JSONResponse, Response
from fastapi.staticfiles import StaticFiles
from starlette.websockets import WebSocketDisconnect

from tomecraft.bots import bot_names
from tomecraft.bots.levels import DEFAULT_LEVEL, default_level
from tomecraft.bots.levels import description as level_description
from tomecraft.bots.levels import rank as level_rank
from tomecraft.core import (
    GameDef,
    InvalidConfig,
    Match,
    State,
    TomecraftError,
    UnknownGame,
    game_names,
    get_game,
)
from tomecraft.core.local_files import forbid_local_files
from tomecraft.core.options import Choice, OptionSpec
from tomecraft.i18n import Msg, msg, register_catalog_dir
from tomecraft.interfaces import DEFAULT_GAME
from tomecraft.interfaces.web import guard
from tomecraft.interfaces.web.bodies import (
    CLOCK_MAX,
    CLOCK_MIN,
    ApiError,
    BotBody,
    CreateGame,
    JoinGame,
    MineBody,
    TokenBody,
    TutorialBody,
    bot_refused,
    option_refusal,
)
from tomecraft.interfaces.web.connection import Conn
from tomecraft.interfaces.web.gamelog import OPENING, LogEntry
from tomecraft.interfaces.web.hub import Hub
from tomecraft.interfaces.web.limits import ClientLimiter
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.seat import BOT, HUMAN, Seat, SeatRefused, SpectatorsFull
from tomecraft.interfaces.web.settings import Settings, replacing_level
from tomecraft.interfaces.web.startup import query_token
from tomecraft.interfaces.web.storage import ACTIVE, FINISHED, LIVE, PACES, TURN_BASED, GameRow
from tomecraft.interfaces.web.store import open_store
from tomecraft.interfaces.web.texts import (
    catalog,
    clear_caches,
    languages,
    load_catalogs,
    message_texts,
    pick_language,
    render,
    sections_json,
)
from tomecraft.interfaces.web.tokens import hash_token, new_token
from tomecraft.interfaces.web.wire import short

log = logging.getLogger("tomecraft.web")

STATIC = Path(__file__).parent / "static"
FAVICON = STATIC / "favicon.svg"
#: Deepest nesting of a client message (the protocol's messages are flat objects).
MAX_DEPTH = 4
#: WebSocket close code of a spectator refused by the caps (the reason says which).
SPECTATORS_FULL = 4429
#: The Content-Security-Policy of every page: only this origin, no inline scripts.
CSP = (
    "default-src 'self'; script-src 'self'; style-src 'self'; img-src 'self' data:; "
    "connect-src 'self' ws: wss:; frame-ancestors 'none'; base-uri 'none'; form-action 'self'"
)


def game_web_dir(game: GameDef) -> Path | None:
    """``<the game's package>/web`` if it holds a ``board.js`` renderer."""
    module = sys.modules.get(type(game).__module__)
    if module is None or module.__file__ is None:
        return None
    folder = Path(module.__file__).parent / "web"
    return folder if (folder / "board.js").is_file() else None


def _lang(request: Request, given: str | None = None) -> str:
    return pick_language(given or request.query_params.get("lang"),
                         request.headers.get("accept-language"))


class Replays:
    """Finished games stepped through for the replay page (a small LRU of rebuilt games)."""

    def __init__(self, size: int = 8) -> None:
        self.size = size
        self._games: OrderedDict[str, tuple[list[State], list[LogEntry]]] = OrderedDict()

    def holds(self, game_id: str) -> bool:
        """Whether ``game_id`` is rebuilt already (a step of it costs little)."""
        return game_id in self._games

    def get(self, room: Room) -> tuple[list[State], list[LogEntry]]:
        got = self._games.get(room.id)
        if got is not None:
            self._games.move_to_end(room.id)
            return got
        match = Match(room.game, room.config, room.seed)
        states = [match.state.clone()]
        entries = [LogEntry(OPENING, e.seat, e.msg) for e in match.opening]
        for step in match.replay_steps([[a, o] for a, o in room.match.history]):
            entries.extend(LogEntry(step.index, e.seat, e.msg) for e in step.events)
            states.append(match.state.clone())
        self._games[room.id] = (states, entries)
        while len(self._games) > self.size:
            self._games.popitem(last=False)
        return states, entries


def rendered(data: Any, lang: str) -> Any:
    """``data`` (JSON with :class:`~tomecraft.i18n.Msg` leaves) with every message
    rendered in ``lang``."""
    if isinstance(data, Msg):
        return render(data, lang)
    if isinstance(data, dict):
        return {k: rendered(v, lang) for k, v in data.items()}
    if isinstance(data, list | tuple):
        return [rendered(v, lang) for v in data]
    return data


def hands_on(game: GameDef) -> bool:
    """Whether the game's finished games may hand something on (it implements
    ``GameDef.carry_over``, a campaign)."""
    return type(game).carry_over is not GameDef.carry_over


def option_value_text(spec: OptionSpec, value: Any, lang: str) -> str:
    """One option's value as the lobby shows it: a choice's label, "Player N" for a
    seat, the labels of a per-seat list joined, or the value itself."""
    def label(v: Any, pool: tuple[Choice, ...]) -> str:
        for c in pool:
            if c.value == v:
                return render(c.label, lang)
        return str(v)

    if spec.type == "seat" and isinstance(value, int):
        return render(msg("core-seat", seat=value + 1), lang)
    if spec.type == "seats":
        if isinstance(value, list):
            return ", ".join(label(v, spec.choices) for v in value)
        return label(value, spec.alternatives)
    return label(value, spec.choices)


def option_texts(game: GameDef, config: dict[str, Any], lang: str) -> list[dict[str, str]]:
    """A game's options as set in ``config``, each as its label and value text in
    ``lang`` (from the game's option schema; options that do not apply to the game's
    number of players are left out), so no list shows raw option values."""
    players = config.get("players")
    out: list[dict[str, str]] = []
    for spec in game.option_schema():
        if spec.key not in config or (isinstance(players, int) and not spec.applies(players)):
            continue
        out.append({"key": spec.key, "label": render(spec.label, lang),
                    "value": option_value_text(spec, config[spec.key], lang)})
    return out


def seat_texts(game: GameDef, config: dict[str, Any], seats: list[dict[str, Any]],
               lang: str) -> list[dict[str, Any]]:
    """Who sits where: each seat's name in ``lang``, its kind and bot level, claimed."""
    return [
        {"seat": i, "name": render(game.seat_label(config, i), lang), "kind": s["kind"],
         "level": s.get("level"), "claimed": bool(s.get("claimed", False))}
        for i, s in enumerate(seats)
    ]


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
    replays = Replays()
    limiter = ClientLimiter(settings.rest_rate, settings.rest_burst)

    def rest_limit(request: Request) -> None:
        """Per client address: REST calls that change something or may rebuild games
        (``/api/mine``, replays) are rate limited (429 with ``Retry-After``), on top of
        the bucket every request spends (``guard.py``)."""
        wait = limiter.take(request.client.host if request.client else "")
        if wait > 0:
            seconds = ClientLimiter.retry_after(wait)
            err = ApiError(429, "web-error-busy", seconds=seconds)
            err.headers["Retry-After"] = str(seconds)
            raise err

    @asynccontextmanager
    async def lifespan(_app: FastAPI) -> AsyncIterator[None]:
        await hub.start()
        try:
            yield
        finally:
            await hub.stop()

    app = FastAPI(title="tomecraft", lifespan=lifespan, docs_url=None, redoc_url=None)
    app.state.hub = hub
    app.state.store = store

    @app.exception_handler(ApiError)
    async def api_error(request: Request, exc: ApiError) -> JSONResponse:
        return JSONResponse(
            {"detail": render(exc.message, _lang(request)), "code": exc.message.key},
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

    # -- pages ---------------------------------------------------------------------------
    def page(name: str) -> FileResponse:
        return FileResponse(STATIC / name, media_type="text/html")

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> FileResponse:
        return page("index.html")

    @app.get("/game/{game_id}", include_in_schema=False)
    async def game_page(game_id: str) -> FileResponse:
        return page("game.html")

    @app.get("/replay/{game_id}", include_in_schema=False)
    async def replay_page(game_id: str) -> FileResponse:
        return page("replay.html")

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> FileResponse:
        """Browsers ask for /favicon.ico on their own: the same SVG the pages link."""
        return FileResponse(FAVICON, media_type="image/svg+xml")

    @app.get("/tutorial", include_in_schema=False)
    async def tutorial_page() -> FileResponse:
        return page("tutorial.html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    for name, folder in renderers.items():
        app.mount(f"/games/{name}", StaticFiles(directory=folder), name=f"game-{name}")

    # -- meta ----------------------------------------------------------------------------
    @app.get("/api/meta")
    async def meta(request: Request) -> dict[str, Any]:
        """The games (player counts, renderer, option schema with labels in the
        request's language), bot kinds and languages."""
        lang = _lang(request)
        games = []
        for name in game_names():
            g = get_game(name)
            games.append({
                "name": name,
                "min_players": g.min_players,
                "max_players": g.max_players,
                "renderer": name in renderers,
                "options": [spec.to_json(lambda m: render(m, lang)) for spec in g.option_schema()],
                # the bot kinds this game supports, weakest first (the lobby offers these)
                "bots": sorted(bot_names(g), key=lambda b: (level_rank(b), b)),
            })
        return {
            "games": games,
            "bots": bot_names(),
            "bot_levels": [
                {"name": b, "description": render(level_description(b), lang)}
                for b in sorted(bot_names(), key=lambda b: (level_rank(b), b))
            ],
            "default_bot": DEFAULT_LEVEL,
            "default_bots": {name: default_level(name) for name in game_names()},
            "default_game": DEFAULT_GAME,
            "languages": languages(),
            "lang": lang,
        }

    contents: OrderedDict[tuple[str, str, str], dict[str, Any]] = OrderedDict()

    @app.get("/api/games/{game_id}/content")
    async def game_content(game_id: str, request: Request) -> dict[str, Any]:
        """The game's public content (``GameDef.content_json``), texts in the request's
        language; the same for every game of one configuration, so it is cached."""
        room = await get_room(game_id)
        lang = _lang(request)
        key = (room.game.name, json.dumps(room.config, sort_keys=True), lang)
        got = contents.get(key)
        if got is None:
            got = contents[key] = rendered(room.game.content_json(room.config), lang)
            while len(contents) > 32:
                contents.popitem(last=False)
        else:
            contents.move_to_end(key)
        return {"lang": lang, "content": got}

    @app.get("/api/catalog")
    async def get_catalog(request: Request) -> dict[str, Any]:
        lang = _lang(request)
        return {"lang": lang, "messages": catalog(lang)}

    # -- lobby ---------------------------------------------------------------------------
    base = (settings.public_url or "").rstrip("/")

    def links(room: Room, seat: int, token: str) -> dict[str, Any]:
        """A seat's link: the token rides in the URL fragment, which browsers never send
        (so no access log or proxy sees it); the page moves it into session storage. The
        address is ``settings.public_url``, else none (a path): the ``Host`` header of
        the request is not trusted."""
        return {"seat": seat, "token": token, "url": f"{base}/game/{room.id}#token={token}"}

    @app.post("/api/games", status_code=201)
    async def create_game(body: CreateGame, request: Request) -> dict[str, Any]:
        rest_limit(request)
        lang = _lang(request, body.lang)
        try:
            game = get_game(body.game)
        except UnknownGame:
            raise ApiError(400, "web-error-game", game=body.game[:40],
                           allowed=", ".join(game_names())) from None
        pace = body.pace.strip().lower()
        if pace not in PACES:
            raise ApiError(400, "web-error-pace", given=short(body.pace), allowed=", ".join(PACES))
        takeover = body.takeover if body.takeover is not None else pace == LIVE
        if takeover and pace == TURN_BASED:
            raise ApiError(400, "web-error-takeover-turn")
        clock = body.clock
        if clock is not None:
            if pace == TURN_BASED:
                raise ApiError(400, "web-error-clock-turn")
            if not CLOCK_MIN <= clock <= CLOCK_MAX:
                raise ApiError(400, "web-error-clock", given=short(str(clock)),
                               min=CLOCK_MIN, max=CLOCK_MAX)
        n = len(body.seats)
        if not game.min_players <= n <= game.max_players:
            raise ApiError(400, "web-error-seat-count", n=n, min=game.min_players,
                           max=game.max_players)
        refused = option_refusal(body.options)
        if refused is not None:
            raise refused
        raw = dict(body.options)
        raw.setdefault("players", n)
        if body.follows is not None:
            before, record = await carried(body.follows)
            if before.game.name != game.name:
                raise ApiError(400, "web-error-follows-game", game=game.name,
                               other=before.game.name)
            raw["campaign"] = record
        if all(spec.kind == BOT for spec in body.seats):
            raw = game.bot_only_config(raw)  # its safeguards (never for a game with people)
        try:
            config = game.parse_config(raw)
            players = Match(game, config, 0).state.num_players
        except (InvalidConfig, TomecraftError) as exc:
            raise ApiError(400, "web-error-config", detail=str(exc)) from None
        if players != n:
            raise ApiError(400, "web-error-seat-count", n=n, min=players, max=players)
        known_bots = bot_names(game)
        seats: list[Seat] = []
        tokens: dict[int, str] = {}
        for i, spec in enumerate(body.seats):
            if spec.kind == BOT:
                level = (spec.level or default_level(game.name)).strip().lower()
                if level not in known_bots:
                    raise bot_refused(level, game)
                seats.append(Seat(BOT, level, None, True))
            elif spec.open:
                if not body.listed:
                    raise ApiError(400, "web-error-open-unlisted")
                seats.append(Seat(HUMAN, None, None, False, open=True))
            else:
                token = tokens[i] = new_token()
                seats.append(Seat(HUMAN, None, hash_token(token), False))
        if any(s.kind == HUMAN for s in seats):
            if hub.active_count() >= settings.max_active_games:
                raise ApiError(503, "web-error-full")
        elif hub.bot_game_count() >= settings.max_bot_games:
            raise ApiError(503, "web-error-bot-games", max=settings.max_bot_games)
        room = await hub.create(game, config, seats, lang, body.listed, pace=pace, clock=clock,
                                takeover=takeover)
        return {
            "id": room.id,
            "game": game.name,
            "config": config,
            "pace": pace,
            "clock": clock,
            "takeover": takeover,
            "seats": [
                {"seat": i, "kind": s.kind, "level": s.level, "open": s.open,
                 **({"token": tokens[i], "url": links(room, i, tokens[i])["url"]}
                    if i in tokens else {})}
                for i, s in enumerate(seats)
            ],
            "spectate": f"{base}/game/{room.id}",
        }

    # -- tutorials (sb-rules) -------------------------------------------------------------
    @app.get("/api/tutorials")
    async def list_tutorials(request: Request) -> dict[str, Any]:
        """The games that offer a tutorial (``GameDef.tutorial``), with its title and
        introduction in the request's language."""
        lang = _lang(request)
        out = []
        for name in game_names():
            tut = get_game(name).tutorial()
            if tut is not None:
                out.append({"game": name, "title": render(tut.title, lang),
                            "intro": render(tut.intro, lang)})
        return {"lang": lang, "tutorials": out}

    @app.post("/api/tutorials/{name}", status_code=201)
    async def start_tutorial(
        name: str, request: Request, body: TutorialBody | None = None
    ) -> dict[str, Any]:
        """Start a game's tutorial: a normal, unlisted game from the tutorial's config and
        seed, the learner's seat invited (its token and link in the answer), the others
        bots; the answer carries the steps (situation and message) for the page's panel."""
        rest_limit(request)
        lang = _lang(request, body.lang if body else None)
        try:
            game = get_game(name)
        except UnknownGame:
            raise ApiError(404, "web-error-no-tutorial", game=name[:40]) from None
        tut = game.tutorial()
        if tut is None:
            raise ApiError(404, "web-error-no-tutorial", game=name[:40])
        if hub.active_count() >= settings.max_active_games:
            raise ApiError(503, "web-error-full")
        token = new_token()
        seats = [
            Seat(HUMAN, None, hash_token(token), False) if level is None
            else Seat(BOT, level, None, True)
            for level in tut.seats
        ]
        config = game.parse_config(tut.config)
        room = await hub.create(game, config, seats, lang, listed=False, seed=tut.seed)
        return {
            "id": room.id,
            "game": game.name,
            **links(room, tut.learner, token),
            "steps": tut.steps_json(),
        }

    @app.get("/api/games")
    async def list_games(
        request: Request, status: str = "open", limit: int = 100
    ) -> dict[str, Any]:
        """Listed games with an open seat (``open``) or finished (``finished``); each
        with its seats' names (``names``: name, kind, bot level) and its options as
        texts (``options``) in the request's language."""
        lang = _lang(request)
        limit = max(1, min(limit, 500))
        out: list[dict[str, Any]] = []
        if status == "open":
            for room in sorted(hub.rooms.values(), key=lambda r: -r.created):
                if room.open_seats():
                    out.append({
                        **room.summary(),
                        "names": seat_texts(room.game, room.config, room.seat_rows(), lang),
                        "options": option_texts(room.game, room.config, lang),
                    })
                    if len(out) >= limit:
                        break
        elif status == "finished":
            rows = await asyncio.to_thread(store.games, FINISHED, limit)
            out = [finished_entry(r, lang) for r in rows if r.listed]
        else:
            raise ApiError(400, "web-error-status", given=status[:20])
        return {"games": out}

    async def carried(game_id: str) -> tuple[Room, dict[str, Any]]:
        """A finished game and the record it hands on (``GameDef.carry_over``); refused
        (409) while it is not finished or when it hands nothing on (a lost chapter, a
        game without a campaign). Finished games are public (their game file is served
        to anyone), so no token is asked."""
        room = await get_room(game_id)
        if room.status != FINISHED:
            raise ApiError(409, "web-error-not-finished")
        record = room.game.carry_over(room.pub_state)
        if record is None:
            raise ApiError(409, "web-error-no-carry")
        return room, record

    @app.get("/api/games/{game_id}/next")
    async def next_game(game_id: str, request: Request) -> dict[str, Any]:
        """What the next game of a finished game's campaign would be: the game, its
        seats (kinds and bot levels, for the lobby to start from) and the options the
        game picks with the carried record (``parse_config`` with ``campaign``: Wonder
        Book's next chapter), as values and as texts; the record itself stays on the
        server (``follows`` in ``POST /api/games`` takes it from the finished game)."""
        room, record = await carried(game_id)
        lang = _lang(request)
        game = room.game
        try:
            config = game.parse_config({"players": len(room.seats), "campaign": record})
        except (InvalidConfig, TomecraftError) as exc:
            raise ApiError(400, "web-error-config", detail=str(exc)) from None
        keys = {spec.key for spec in game.option_schema()}
        return {
            "id": room.id,
            "game": game.name,
            "players": len(room.seats),
            "seats": [{"kind": s.kind, "level": s.level} for s in room.seats],
            "options": {k: v for k, v in config.items() if k in keys},
            "texts": [o for o in option_texts(game, config, lang) if o["key"] in keys],
        }

    def finished_entry(r: GameRow, lang: str) -> dict[str, Any]:
        """A finished game for the lobby: who played (seat names, humans and bot levels)."""
        game = get_game(r.game)
        return {
            "id": r.id, "game": r.game, "config": r.config, "status": r.status,
            "created": r.created, "updated": r.updated, "pace": r.pace, "clock": r.clock,
            "seats": [{"seat": i, "kind": s["kind"], "level": s.get("level")}
                      for i, s in enumerate(r.seats)],
            "names": seat_texts(game, r.config, r.seats, lang),
            "options": option_texts(game, r.config, lang),
        }

    @app.post("/api/mine")
    async def my_games(body: MineBody, request: Request) -> dict[str, Any]:
        """"Your games": for each (game id, seat token) the browser keeps, the game as
        that seat sees it in the lobby (its seat, whether it is that seat's turn, the
        clock, who plays, status); ``gone: true`` for an unknown game or a token that no
        longer holds a seat (the same answer for both). Tokens come in the body, never in
        a URL. Rate limited like the changing calls (it may rebuild games)."""
        rest_limit(request)
        lang = _lang(request)
        out: list[dict[str, Any]] = []
        for entry in body.games:
            room = hub.rooms.get(entry.id)
            if room is None:
                row = await asyncio.to_thread(store.get_game, entry.id)
                if row is not None and (row.status == ACTIVE or (
                        row.status == FINISHED and hands_on(get_game(row.game)))):
                    room = await hub.room(entry.id)  # rebuilt: what it hands on
                elif row is not None:
                    out.append(stored_mine(row, entry.token, lang))
                    continue
            if room is None:
                out.append({"id": entry.id, "gone": True})
                continue
            seat = room.seat_for_token(entry.token)
            if seat is None:
                out.append({"id": entry.id, "gone": True})
                continue
            d = room.pub_state.decision()
            clock = room.clock_info()
            out.append({
                "id": room.id, "game": room.game.name, "seat": seat,
                "name": room.seat_name(seat, lang), "status": room.status,
                "your_turn": room.status == ACTIVE and d is not None and d.actor == seat
                and room.seats[seat].kind == HUMAN,  # not while a bot holds the seat
                "pace": room.pace, "clock": room.clock,
                "clock_left": clock["left"] if clock and clock["seat"] == seat else None,
                "updated": room.updated, "decisions": room.pub_len,
                # a finished game that hands a campaign record on to a next one
                "carries": room.status == FINISHED
                and room.game.carry_over(room.pub_state) is not None,
                "names": seat_texts(room.game, room.config, room.seat_rows(), lang),
                "options": option_texts(room.game, room.config, lang),
            })
        return {"games": out}

    def stored_mine(row: GameRow, token: str, lang: str) -> dict[str, Any]:
        """A finished or expired game of "your games", from its stored row (not rebuilt)."""
        h = hash_token(token)
        seat = next((i for i, s in enumerate(row.seats)
                     if s.get("token_hash") and hmac.compare_digest(str(s["token_hash"]), h)),
                    None)
        if seat is None:
            return {"id": row.id, "gone": True}
        entry = finished_entry(row, lang)
        return {
            **entry, "seat": seat, "name": entry["names"][seat]["name"],
            "your_turn": False, "clock_left": None, "carries": False,
        }

    async def get_room(game_id: str) -> Room:
        if len(game_id) > 64:
            raise ApiError(404, "web-error-no-game")
        room = await hub.room(game_id)
        if room is None:
            raise ApiError(404, "web-error-no-game")
        return room

    def seat_of(room: Room, token: str) -> int:
        seat = room.seat_for_token(token)
        if seat is None:
            raise ApiError(403, "web-error-token")
        return seat

    @app.get("/api/games/{game_id}")
    async def game_info(game_id: str) -> dict[str, Any]:
        return (await get_room(game_id)).summary()

    @app.post("/api/games/{game_id}/join")
    async def join(game_id: str, request: Request, body: JoinGame | None = None) -> dict[str, Any]:
        rest_limit(request)
        room = await get_room(game_id)
        try:
            seat, token = await room.join(body.seat if body else None)
        except SeatRefused as exc:
            raise ApiError(409, exc.key, **exc.args_) from None
        return {"id": room.id, **links(room, seat, token)}

    @app.post("/api/games/{game_id}/leave")
    async def leave(game_id: str, body: TokenBody, request: Request) -> dict[str, Any]:
        rest_limit(request)
        room = await get_room(game_id)
        seat = seat_of(room, body.token)
        try:
            await room.leave(seat)
        except SeatRefused as exc:
            raise ApiError(409, exc.key, **exc.args_) from None
        return {"id": room.id, "seat": seat, "left": True}

    @app.post("/api/games/{game_id}/seats/{seat}/bot")
    async def seat_bot(
        game_id: str, seat: int, body: BotBody, request: Request, response: Response
    ) -> dict[str, Any]:
        """A player of this game (a human seat's token) asks for a bot on ``seat``. A seat
        without an owner (never taken, or left) goes to the bot at once. A seat with an
        owner: never in a turn-based game; in a live game only while its player is absent
        on their own turn (:meth:`Room.absent`), and then at once if the creator let bots
        take over, else once every other connected human asked too (202 until then). The
        owner's link still works: opening it and asking takes the seat back."""
        rest_limit(request)
        room = await get_room(game_id)
        voter = seat_of(room, body.token)
        if room.seats[voter].kind != HUMAN:  # a seat a bot holds has no vote
            raise ApiError(403, "web-error-token")
        if not 0 <= seat < len(room.seats):
            raise ApiError(404, "web-error-no-seat")
        target = room.seats[seat]
        if target.kind != HUMAN:
            raise ApiError(409, "web-error-already-bot")
        if any(c.seat == seat for c in room.conns):
            raise ApiError(409, "web-error-seat-busy")
        if room.status != ACTIVE:
            raise ApiError(409, "web-error-over")
        level = (body.level or replacing_level(settings, room.game)).strip().lower()
        if level not in bot_names(room.game):
            raise bot_refused(level, room.game)
        if target.token_hash is not None and voter != seat:  # the seat has an owner
            if room.pace == TURN_BASED:
                raise ApiError(409, "web-error-seat-owned")
            if not room.absent(seat):
                timeout = settings.seat_timeout
                raise ApiError(409, "web-error-seat-not-absent",
                               seconds=0 if timeout is None else round(timeout))
            if not room.takeover:
                votes, needed = room.vote(seat, voter)
                if not needed <= votes:
                    response.status_code = 202
                    return {"id": room.id, "seat": seat, "kind": HUMAN,
                            "votes": len(votes & needed), "needed": len(needed)}
        await room.replace_with_bot(seat, level)
        return {"id": room.id, "seat": seat, "kind": BOT, "level": level}

    # -- files and replays ----------------------------------------------------------------
    async def finished_room(game_id: str) -> Room:
        room = await get_room(game_id)
        if room.status != FINISHED:
            raise ApiError(409, "web-error-not-finished")
        return room

    @app.get("/api/games/{game_id}/file")
    async def game_file(game_id: str) -> JSONResponse:
        room = await finished_room(game_id)
        name = f"{room.game.name}-{room.id}.json"
        return JSONResponse(
            room.game_file(), headers={"Content-Disposition": f'attachment; filename="{name}"'}
        )

    @app.get("/api/games/{game_id}/replay")
    async def replay(game_id: str, request: Request) -> dict[str, Any]:
        """A finished game's log and result (rebuilt, or from the small cache): rate
        limited like the changing calls."""
        rest_limit(request)
        room = await finished_room(game_id)
        lang = _lang(request)
        states, entries = await asyncio.to_thread(replays.get, room)
        known: set[str] = set()
        for st in states:  # the secret texts read in this game, by the end
            known |= st.known_messages(None)
        return {
            "id": room.id,
            "game": room.game.name,
            "lang": lang,
            "total": len(room.match.history),
            "renderer": room.game.name in renderers,
            "seats": [room.seat_name(i, lang) for i in range(len(room.seats))],
            "log": [{"i": e.index, "seat": e.seat, "text": e.text(room, lang)} for e in entries],
            "result": room.result(lang),
            "texts": message_texts(known, lang),
        }

    @app.get("/api/games/{game_id}/replay/{step}")
    async def replay_step(game_id: str, step: int, request: Request) -> dict[str, Any]:
        room = await finished_room(game_id)
        lang = _lang(request)
        if not replays.holds(room.id):
            rest_limit(request)  # a step of a game not in the cache rebuilds it
        states, _entries = await asyncio.to_thread(replays.get, room)
        if not 0 <= step < len(states):
            raise ApiError(404, "web-error-step", total=len(states) - 1)
        st = states[step]
        d = st.decision()
        out: dict[str, Any] = {
            "step": step,
            "total": len(states) - 1,
            "view": st.view(None),
            "actor": None if d is None else d.actor,
            "prompt": None if d is None else render(d.prompt, lang),
        }
        if room.game.name not in renderers:
            out["board"] = sections_json(st.board(None), lang)
        return out

    # -- the game connection --------------------------------------------------------------
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

    return app
