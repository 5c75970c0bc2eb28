"""The pages: lobby, game, replay and tutorial (HTML), the favicon, the static files and
each game's board renderer."""

from __future__ import annotations

import sys
from pathlib import Path

from fastapi import FastAPI
from fastapi.responses import FileResponse, HTMLResponse
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


#: Each page's body (``static/<page>.html``) and its script (``static/<script>.js``).
PAGES = {"index.html": "lobby", "game.html": "game", "replay.html": "replay",
         "tutorial.html": "tutorial"}


def page_html(name: str) -> str:
    """The page ``name``: ``static/page.html`` (the head every page shares) around the
    page's own body (``static/<name>``, less its first line's comment), with the page's
    script in the head."""
    template = (STATIC / "page.html").read_text(encoding="utf-8")
    body = (STATIC / name).read_text(encoding="utf-8")
    if body.startswith("<!--"):
        body = body.split("\n", 1)[1]
    return template.replace("{{script}}", PAGES[name]).replace("{{body}}", body.rstrip("\n"))


def add_pages(app: FastAPI, renderers: dict[str, Path]) -> None:
    """The HTML pages, the favicon, ``/static`` and each renderer's ``/games/<name>``."""
    def page(name: str) -> HTMLResponse:
        return HTMLResponse(page_html(name))

    @app.get("/", include_in_schema=False)
    async def lobby_page() -> HTMLResponse:
        return page("index.html")

    @app.get("/game/{game_id}", include_in_schema=False)
    async def game_page(game_id: str) -> HTMLResponse:
        return page("game.html")

    @app.get("/replay/{game_id}", include_in_schema=False)
    async def replay_page(game_id: str) -> HTMLResponse:
        return page("replay.html")

    @app.get("/favicon.ico", include_in_schema=False)
    async def favicon() -> FileResponse:
        """Browsers ask for /favicon.ico on their own: the same SVG the pages link."""
        return FileResponse(FAVICON, media_type="image/svg+xml")

    @app.get("/tutorial", include_in_schema=False)
    async def tutorial_page() -> HTMLResponse:
        return page("tutorial.html")

    app.mount("/static", StaticFiles(directory=STATIC), name="static")
    for name, folder in renderers.items():
        app.mount(f"/games/{name}", StaticFiles(directory=folder), name=f"game-{name}")
