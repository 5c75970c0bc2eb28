"""The pages: lobby, game, replay and tutorial (HTML), the favicon, the static files and
each game's board renderer."""

from __future__ import annotations

import re
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


def page_parts() -> dict[str, str]:
    """The pieces several pages share (``static/parts.html``: each follows a ``<!-- name -->``
    line), by name; the header's own ``{{brand}}`` and ``{{lang}}`` are already filled."""
    text = (STATIC / "parts.html").read_text(encoding="utf-8").split("\n", 1)[1]
    chunks = re.split(r"^<!-- ([a-z]+) -->\n", text, flags=re.M)[1:]
    names, texts = chunks[::2], chunks[1::2]
    parts = {name: chunk.rstrip("\n") for name, chunk in zip(names, texts, strict=True)}
    parts["header"] = _fill(parts["header"], parts)
    return parts


def _fill(text: str, parts: dict[str, str]) -> str:
    """``text`` with each ``{{name}}`` line replaced by the part ``name``."""
    return re.sub(r"^\{\{([a-z]+)\}\}$", lambda m: parts.get(m.group(1), m.group(0)), text,
                  flags=re.M)


def page_html(name: str) -> str:
    """The page ``name``: ``static/page.html`` (the head every page shares) around the
    page's own body (``static/<name>``, less its first line's comment, with the shared
    parts it names filled in), with the page's script in the head."""
    template = (STATIC / "page.html").read_text(encoding="utf-8")
    body = (STATIC / name).read_text(encoding="utf-8")
    if body.startswith("<!--"):
        body = body.split("\n", 1)[1]
    body = _fill(body.rstrip("\n"), page_parts())
    return template.replace("{{script}}", PAGES[name]).replace("{{body}}", body)


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
