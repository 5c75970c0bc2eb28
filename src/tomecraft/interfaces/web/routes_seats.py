"""The REST routes on a game's seats: its summary, join, leave, and a bot for a seat."""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import Response

from tomecraft.bots import bot_names
from tomecraft.interfaces.web.bodies import ApiError, BotBody, JoinGame, TokenBody, bot_refused
from tomecraft.interfaces.web.routing import Server
from tomecraft.interfaces.web.seat import BOT, HUMAN, SeatRefused
from tomecraft.interfaces.web.settings import replacing_level
from tomecraft.interfaces.web.storage import ACTIVE, TURN_BASED


def add_seat_routes(app: FastAPI, srv: Server) -> None:
    """A game's summary, joining an open seat, leaving one, and asking for a bot."""
    settings, rest_limit, get_room = srv.settings, srv.rest_limit, srv.get_room
    links, seat_of = srv.links, srv.seat_of

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
            level = await room.leave(seat)
        except SeatRefused as exc:
            raise ApiError(409, exc.key, **exc.args_) from None
        return {"id": room.id, "seat": seat, "left": True,
                "kind": HUMAN if level is None else BOT, "level": level}

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
