"""The lobby's REST routes: what games there are, creating a game or a tutorial, the
lists of open and finished games, campaigns and "your games"."""

from __future__ import annotations

import asyncio
import hmac
import json
from collections import OrderedDict
from typing import Any

from fastapi import FastAPI, Request

from tomecraft.bots import bot_names
from tomecraft.bots.levels import DEFAULT_LEVEL, default_level
from tomecraft.bots.levels import description as level_description
from tomecraft.bots.levels import rank as level_rank
from tomecraft.core import InvalidConfig, Match, TomecraftError, UnknownGame, game_names, get_game
from tomecraft.interfaces import DEFAULT_GAME
from tomecraft.interfaces.web.bodies import (
    CLOCK_MAX,
    CLOCK_MIN,
    ApiError,
    CreateGame,
    MineBody,
    TutorialBody,
    bot_refused,
    option_refusal,
)
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.routing import Server, lang_of
from tomecraft.interfaces.web.seat import BOT, HUMAN, Seat
from tomecraft.interfaces.web.storage import ACTIVE, FINISHED, LIVE, PACES, TURN_BASED, GameRow
from tomecraft.interfaces.web.summaries import (
    finished_entry,
    hands_on,
    option_texts,
    rendered,
    seat_texts,
)
from tomecraft.interfaces.web.texts import catalog, languages, render
from tomecraft.interfaces.web.tokens import hash_token, new_token
from tomecraft.interfaces.web.wire import short


def add_lobby_routes(app: FastAPI, srv: Server) -> None:
    """``/api/meta``, the content and catalogue, creating games and tutorials, the game
    lists, campaigns (``/next``) and "your games" (``/api/mine``)."""
    hub, store, settings, renderers = srv.hub, srv.store, srv.settings, srv.renderers
    rest_limit, get_room, links = srv.rest_limit, srv.get_room, srv.links
    base = srv.base

    @app.get("/api/meta")
    async def meta(request: Request) -> dict[str, Any]:
        """The games (player counts, renderer, option schema with labels in the
        request's language), bot kinds and languages."""
        lang = lang_of(request)
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
                # each one's line in this game (it names only what this game has)
                "bot_descriptions": {
                    b: render(level_description(b, name), lang) for b in bot_names(g)
                },
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
        lang = lang_of(request)
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
        lang = lang_of(request)
        return {"lang": lang, "messages": catalog(lang)}

    @app.post("/api/games", status_code=201)
    async def create_game(body: CreateGame, request: Request) -> dict[str, Any]:
        rest_limit(request)
        lang = lang_of(request, body.lang)
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
                                takeover=takeover, hints=body.hints)
        return {
            "id": room.id,
            "game": game.name,
            "config": config,
            "pace": pace,
            "clock": clock,
            "takeover": takeover,
            "hints": room.hints_on,
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
        lang = lang_of(request)
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
        lang = lang_of(request, body.lang if body else None)
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
        lang = lang_of(request)
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
        lang = lang_of(request)
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

    @app.post("/api/mine")
    async def my_games(body: MineBody, request: Request) -> dict[str, Any]:
        """"Your games": for each (game id, seat token) the browser keeps, the game as
        that seat sees it in the lobby (its seat, whether it is that seat's turn, the
        clock, who plays, status); ``gone: true`` for an unknown game or a token that no
        longer holds a seat (the same answer for both). Tokens come in the body, never in
        a URL. Rate limited like the changing calls (it may rebuild games)."""
        rest_limit(request)
        lang = lang_of(request)
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
