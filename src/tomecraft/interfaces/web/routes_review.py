"""The coach's routes: start the review of a finished game, follow its progress, read it.

``POST /api/games/{id}/review`` starts it (rate limited like the other changing calls;
once stored, it answers at once); ``GET /api/games/{id}/review`` says ``none``,
``running`` (with ``done`` of ``total`` decisions), ``failed`` or ``done`` with the
review in the page's language. A seat's ``token`` (a query parameter or the body) names
the viewer, who sees the labels of their own options where a game keeps them secret.
"""

from __future__ import annotations

from typing import Any

from fastapi import FastAPI, Request
from pydantic import BaseModel, Field

from tomecraft.interfaces.web.bodies import ApiError
from tomecraft.interfaces.web.reviews import Busy, ReviewService, review_json
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.routing import Server, lang_of


class ReviewBody(BaseModel):
    """What a review request may carry: the viewer's seat token (optional)."""

    token: str | None = Field(default=None, max_length=200)


def add_review_routes(app: FastAPI, srv: Server, reviews: ReviewService) -> None:
    """The coach's two routes (see the module's docstring)."""

    async def answer(room: Room, lang: str, token: str | None) -> dict[str, Any]:
        who = srv.viewer(room, token)
        rv = await reviews.stored(room.id)
        if rv is not None:
            return {"status": "done", "review": review_json(rv, room.match, lang, who)}
        progress = reviews.running.get(room.id)
        if progress is None:
            return {"status": "none"}
        if progress.error is not None:
            return {"status": "failed", "error": progress.error}
        return {"status": "running", "done": progress.done, "total": progress.total}

    @app.post("/api/games/{game_id}/review")
    async def start_review(game_id: str, request: Request,
                           body: ReviewBody | None = None) -> dict[str, Any]:
        srv.rest_limit(request)
        room = await srv.finished_room(game_id)
        token = body.token if body else None
        srv.viewer(room, token)  # a wrong token is refused before any work
        try:
            await reviews.start(room)
        except Busy:
            err = ApiError(503, "web-error-review-busy")
            err.headers["Retry-After"] = "10"
            raise err from None
        return await answer(room, lang_of(request), token)

    @app.get("/api/games/{game_id}/review")
    async def get_review(game_id: str, request: Request,
                         token: str | None = None) -> dict[str, Any]:
        room = await srv.finished_room(game_id)
        return await answer(room, lang_of(request), token)
