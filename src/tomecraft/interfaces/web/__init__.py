"""Play in the browser: an ASGI server (FastAPI) holding every game, and a static page.

* :func:`create_app` builds the application (lobby REST API, ``/ws/{game_id}``,
  replays, the page); :func:`~tomecraft.interfaces.web.command.serve` runs it.
* The server is the only authority: it holds the true match of every game, checks every
  decision, stores it in SQLite before telling anyone, and sends each connection only
  what its seat may see. See ``docs/web.md``.
"""

from tomecraft.interfaces.web.app import create_app
from tomecraft.interfaces.web.settings import Settings

__all__ = ["Settings", "create_app"]
