"""What the route groups of the app share (:class:`Server`): the hub, the store, the
settings, the REST rate limit, room lookups and seat links."""

from __future__ import annotations

from dataclasses import dataclass
from pathlib import Path
from typing import Any

from fastapi import Request

from tomecraft.interfaces.web.bodies import ApiError
from tomecraft.interfaces.web.hub import Hub
from tomecraft.interfaces.web.limits import ClientLimiter
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.settings import Settings
from tomecraft.interfaces.web.storage import FINISHED, GameStore
from tomecraft.interfaces.web.texts import pick_language


def lang_of(request: Request, given: str | None = None) -> str:
    """The language of a request: ``given``, else ``?lang=``, else ``Accept-Language``."""
    return pick_language(given or request.query_params.get("lang"),
                         request.headers.get("accept-language"))


@dataclass(slots=True)
class Server:
    """What the routes of one app share: the hub, its store and settings, the games'
    renderers, the REST rate limiter, and the lookups every route group makes."""

    hub: Hub
    store: GameStore
    settings: Settings
    #: game name -> its ``web/`` folder (``board.js``), for the games that draw their board
    renderers: dict[str, Path]
    limiter: ClientLimiter
    #: ``settings.public_url`` without its last slash (the links start with it), or "".
    base: str = ""

    def rest_limit(self, request: Request) -> None:
        """Per client address: REST calls that change something or may rebuild games
        (``/api/mine``, replays) are rate limited (429 with ``Retry-After``), on top of
        the bucket every request spends (``guard.py``)."""
        wait = self.limiter.take(request.client.host if request.client else "")
        if wait > 0:
            seconds = ClientLimiter.retry_after(wait)
            err = ApiError(429, "web-error-busy", seconds=seconds)
            err.headers["Retry-After"] = str(seconds)
            raise err

    def links(self, room: Room, seat: int, token: str) -> dict[str, Any]:
        """A seat's link: the token rides in the URL fragment, which browsers never send
        (so no access log or proxy sees it); the page moves it into session storage. The
        address is ``settings.public_url``, else none (a path): the ``Host`` header of
        the request is not trusted."""
        return {"seat": seat, "token": token, "url": f"{self.base}/game/{room.id}#token={token}"}

    async def get_room(self, game_id: str) -> Room:
        """The room of ``game_id`` (404 if there is none)."""
        if len(game_id) > 64:
            raise ApiError(404, "web-error-no-game")
        room = await self.hub.room(game_id)
        if room is None:
            raise ApiError(404, "web-error-no-game")
        return room

    async def finished_room(self, game_id: str) -> Room:
        """The room of a finished game (409 while it is not finished)."""
        room = await self.get_room(game_id)
        if room.status != FINISHED:
            raise ApiError(409, "web-error-not-finished")
        return room

    @staticmethod
    def seat_of(room: Room, token: str) -> int:
        """The seat ``token`` holds in ``room`` (403 if none)."""
        seat = room.seat_for_token(token)
        if seat is None:
            raise ApiError(403, "web-error-token")
        return seat

    @staticmethod
    def viewer(room: Room, token: str | None) -> int | None:
        """Whom a request carrying ``token`` speaks for in ``room``: the seat the token
        holds, or ``None`` (a spectator) without a token; a wrong token is 403."""
        return None if not token else Server.seat_of(room, token)
