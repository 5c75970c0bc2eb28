"""Finished games: their game file, and the replay page's log, result and steps (rebuilt
into a small cache)."""

from __future__ import annotations

import asyncio
from collections import OrderedDict
from typing import Any

from fastapi import FastAPI, Request
from fastapi.responses import JSONResponse

from tomecraft.core import Match, State
from tomecraft.interfaces.web.bodies import ApiError
from tomecraft.interfaces.web.gamelog import OPENING, Grants, LogEntry, log_lines
from tomecraft.interfaces.web.room import Room
from tomecraft.interfaces.web.routing import Server, lang_of
from tomecraft.interfaces.web.texts import message_texts, render, sections_json


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
        steps = match.replay_steps([[a, o] for a, o in room.match.history])
        grants = Grants()  # "an action granted by ...", as in the game's log
        for _, option in room.match.history:
            grants.before(match.state, option)
            step = next(steps)
            entries += grants.after([LogEntry(step.index, e.seat, e.msg) for e in step.events])
            states.append(match.state.clone())
        self._games[room.id] = (states, entries)
        while len(self._games) > self.size:
            self._games.popitem(last=False)
        return states, entries


def add_replay_routes(app: FastAPI, srv: Server) -> None:
    """A finished game's file, its replay (log and result) and each step of it."""
    renderers, rest_limit, finished_room = srv.renderers, srv.rest_limit, srv.finished_room
    replays = Replays()

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
        lang = lang_of(request)
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
            "log": log_lines(room, entries, 0, lang),  # grouped: "Drew 6 cards."
            "result": room.result(lang),
            "texts": message_texts(known, lang),
        }

    @app.get("/api/games/{game_id}/replay/{step}")
    async def replay_step(game_id: str, step: int, request: Request) -> dict[str, Any]:
        room = await finished_room(game_id)
        lang = lang_of(request)
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
