"""The pages: lobby, game, replay and tutorial (HTML), the favicon, the static files and
each game's board renderer."""

from __future__ import annotations

import sys
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse
from fastapi.staticfiles import StaticFiles

from tomecraft.core import GameDef

STATIC = Path(__file__).parent / "static"
FAVICON = STATIC / "favicon.svg"


def game_web_dir(game: GameDef) -> Path | None:
    """``<the game's package>/web`` if it holds a ``board.js`` renderer."""
    module = sys.modules.get(type(game).__module__)
    if module is None or module.__file__ is None:
        return None
    folder = Path(module.__file__).parent / "web"
    return folder if (folder / "board.js").is_file() else None


def add_pages(app: FastAPI, renderers: dict[str, Path]) -> None:
    """The HTML pages, the favicon, ``/static`` and each renderer's ``/games/<name>``."""
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
