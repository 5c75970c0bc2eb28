"""The coach's hints during play (issue 24): ``POST /api/games/{id}/hint``.

Rules:

* **Who**: only the seat that decides now, with its own token; a request without a
  token (a spectator) or with a wrong one is refused (403), another seat's turn is 409.
* **When**: hints are on in a game with one human seat (the others bots); in a game with
  several human seats only if its creator allowed them for everyone in the lobby
  (``hints`` of ``POST /api/games``). This is fixed when the game is created and stored
  with it (``games.hints``); a game without them refuses (403) saying why, and its page
  shows no Hint button.
* **What**: the option the ``hard`` search takes (:func:`tomecraft.analysis.review.hint`)
  and its value, computed on the bot pool with the games with people (a person waits),
  never on the event loop. The coach reads only the seat's view (its generator is
  seeded from that view), so the hint depends on nothing the seat cannot see; the
  answer names only the asking seat's own option, and goes to that request alone.
* **Recorded**: the decision index it was given for is stored (``hints`` table) before the
  answer is sent; it is in the game file's ``hints`` (the review marks those decisions)
  and every player sees how many hints each seat used (the seat list's ``hints``).

A hint is computed once per (game, version, seat): asking again, or twice at once, gets
the same answer without a second search. If the game moves on while the coach thinks
(the clock ran out, an undo), the hint is not shown (409) and not recorded.
"""

from __future__ import annotations

import asyncio
import logging
from collections import OrderedDict
from typing import Any

from fastapi import FastAPI, Request
from pydantic import BaseModel, Field

from tomecraft.analysis.review_document import figures_of
from tomecraft.bots import bot_names
from tomecraft.interfaces.web.bodies import ApiError
from tomecraft.interfaces.web.botpool import BotPool, HintJob
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.routing import Server, lang_of
from tomecraft.interfaces.web.seat import HUMAN
from tomecraft.interfaces.web.storage import ACTIVE, GameStore
from tomecraft.interfaces.web.texts import render

log = logging.getLogger("tomecraft.web")

#: The search level whose choice a hint shows.
HINT_LEVEL = "hard"
#: Answers kept for a second ask of the same decision (the newest ones).
KEEP = 256


class HintBody(BaseModel):
    """A hint request: the seat's token, and the version of the state it is for."""

    token: str | None = Field(default=None, max_length=200)
    version: int | None = None


class HintService:
    """Computes, records and remembers the hints of one server's games."""

    def __init__(self, store: GameStore, pool: BotPool, samples: int,
                 level: str = HINT_LEVEL) -> None:
        self.store = store
        self.pool = pool
        self.samples = samples
        self.level = level
        self._running: dict[tuple[str, int, int], asyncio.Future[dict[str, Any]]] = {}
        self._answers: OrderedDict[tuple[str, int, int], dict[str, Any]] = OrderedDict()

    def check(self, room: Room, seat: int, version: int | None) -> None:
        """Refuse (:class:`ApiError`) a hint ``seat`` may not have now."""
        if room.status != ACTIVE:
            raise ApiError(409, "web-error-over")
        if room.seats[seat].kind != HUMAN:
            raise ApiError(409, "web-error-replaced")
        if not room.hints_on:
            raise ApiError(403, "web-error-hints-off")
        if self.level not in bot_names(room.game):
            raise ApiError(409, "web-error-hint-none", game=room.game.name)
        if version is not None and version != room.pub_version:
            raise ApiError(409, "web-error-stale", given=version, now=room.pub_version)
        d = room.pub_state.decision()
        if d is None or d.actor != seat:
            raise ApiError(409, "web-error-hint-turn")

    async def ask(self, room: Room, seat: int, version: int | None,
                  lang: str) -> dict[str, Any]:
        """The coach's hint for ``seat``'s pending decision, recorded with the game: the
        answer of ``POST /api/games/{id}/hint`` (labels in ``lang``)."""
        self.check(room, seat, version)
        version = room.pub_version
        key = (room.id, version, seat)
        answer = self._answers.get(key)
        if answer is None:
            answer = await self._compute(room, seat, key)
        st = room.pub_state
        d = st.decision()
        if room.pub_version != version or room.status != ACTIVE or d is None:
            raise ApiError(409, "web-error-hint-stale")
        option = int(answer["option"])
        if option not in d.ids:
            log.error("game %s: the coach's hint %s is not an option", room.id, answer)
            raise ApiError(503, "web-error-hint-failed")
        index = room.pub_len
        if index not in room.hinted:
            try:
                await asyncio.to_thread(self.store.add_hint, room.id, index, seat)
            except Exception:
                log.exception("game %s: could not record a hint", room.id)
                raise ApiError(503, "web-error-hint-failed") from None
            room.hinted[index] = seat
            room.touch()  # the seat list counts it for everyone
        margin = answer["margin"]
        shown = figures_of(room.game, st)
        return {
            "id": room.id,
            "seat": seat,
            "version": version,
            # the decision it was given for (its index in the game file's decisions)
            "index": index,
            "option": option,
            # its place in the option list (1-based, as the page numbers them)
            "number": d.ids.index(option) + 1,
            "label": render(st.label(d, option), lang),
            "level": answer["level"],
            "value": round(float(answer["value"]), 4),
            "win": round(float(answer["win"]), 4),
            "margin": None if margin is None else round(float(margin), 2),
            # what the page shows: the chance of winning and/or the standing, and the
            # chance alone (None where the game's playouts give none)
            "figures": render(shown.text_of(float(answer["win"]), float(answer["value"])),
                              lang),
            "chance": round(float(answer["win"]), 4) if shown.chance else None,
            "hints": sum(1 for s in room.hinted.values() if s == seat),
        }

    async def _compute(self, room: Room, seat: int,
                       key: tuple[str, int, int]) -> dict[str, Any]:
        """Run the hint on the bot pool (one search per key, whoever asks)."""
        future = self._running.get(key)
        if future is None:
            job = HintJob(type(room.game).__module__, room.game.name,
                          room.pub_state.to_json(), seat, self.level, self.samples)
            future = self.pool.submit_hint(job)
            self._running[key] = future
            future.add_done_callback(lambda _f: self._running.pop(key, None))
        try:
            answer = dict(await asyncio.shield(future))
        except asyncio.CancelledError:
            raise
        except Exception:
            log.exception("game %s: the coach's hint failed", room.id)
            raise ApiError(503, "web-error-hint-failed") from None
        self._answers[key] = answer
        while len(self._answers) > KEEP:
            self._answers.popitem(last=False)
        return answer


def add_hint_routes(app: FastAPI, srv: Server, hints: HintService) -> None:
    """``POST /api/games/{id}/hint`` (see the module's docstring)."""

    @app.post("/api/games/{game_id}/hint")
    async def ask_hint(game_id: str, request: Request,
                       body: HintBody | None = None) -> dict[str, Any]:
        srv.rest_limit(request)
        room = await srv.get_room(game_id)
        seat = srv.viewer(room, body.token if body else None)
        if seat is None:
            raise ApiError(403, "web-error-hint-spectator")
        return await hints.ask(room, seat, body.version if body else None, lang_of(request))
