"""``tomecraft serve``: run the web server (a Typer sub-app and a plain function).

The main CLI wires it in with ``app.add_typer(serve_app)`` or by calling :func:`serve`.
"""

from __future__ import annotations

import logging
from pathlib import Path
from typing import Annotated, Any

import typer

from tomecraft.interfaces.web.rooms import Settings
from tomecraft.interfaces.web.store import UnsupportedDatabase, db_path_from_url

DEFAULT_HOST = "127.0.0.1"
DEFAULT_PORT = 8765
#: Largest WebSocket frame uvicorn accepts at all; the app refuses anything over 8 KiB
#: with an error message, this only bounds memory.
WS_MAX_SIZE = 64 * 1024


def serve(
    host: str = DEFAULT_HOST,
    port: int = DEFAULT_PORT,
    db: str | Path | None = None,
    *,
    seat_timeout: float | None = 120.0,
    bot_delay: float = 0.4,
    rate: float = 20.0,
    log_level: str = "info",
    ws_compression: bool = False,
    **limits: Any,
) -> None:
    """Serve the lobby, games and replays on ``host:port`` until interrupted.

    ``db``: a SQLite file path or ``sqlite:///path`` URL; default
    ``<user data dir>/tomecraft/games.sqlite3``, created on first run.
    ``ws_compression``: offer permessage-deflate on WebSockets. Off by default: deflating
    every state message costs more server CPU than anything else per decision, for
    messages of a few KiB.
    ``limits``: more :class:`Settings` fields (``max_bot_games``, ``rest_rate``, ...).
    """
    import uvicorn

    from tomecraft.interfaces.web.app import create_app

    settings = Settings(
        seat_timeout=seat_timeout, bot_delay=bot_delay, rate=rate, burst=rate, **limits
    )
    app = create_app(db, settings)
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    uvicorn.run(
        app,
        host=host,
        port=port,
        ws_max_size=WS_MAX_SIZE,
        ws_per_message_deflate=ws_compression,
        log_level=log_level,
    )


def limit_settings(
    *, rest_rate: float, rest_burst: float, max_games: int, max_bot_games: int,
    unclaimed_ttl: float, bot_workers: int,
) -> dict[str, Any]:
    """The limit options of both command lines as :class:`Settings` fields."""
    return {
        "rest_rate": rest_rate,
        "rest_burst": rest_burst,
        "max_active_games": max_games,
        "max_bot_games": max_bot_games,
        "unclaimed_ttl": unclaimed_ttl or None,
        "bot_workers": bot_workers,
    }


serve_app = typer.Typer(help="Run the web server (lobby, games, replays).")


@serve_app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = DEFAULT_HOST,
    port: Annotated[int, typer.Option(help="TCP port.")] = DEFAULT_PORT,
    db: Annotated[
        str | None,
        typer.Option(help="SQLite file or sqlite:///path URL (default: user data folder)."),
    ] = None,
    seat_timeout: Annotated[
        float, typer.Option(help="Seconds before a gone player's seat goes to a bot (0: never).")
    ] = 120.0,
    bot_delay: Annotated[float, typer.Option(help="Pause after each bot move, seconds.")] = 0.4,
    rate: Annotated[
        float, typer.Option(help="WebSocket messages per second per connection.")
    ] = 20.0,
    rest_rate: Annotated[
        float, typer.Option(help="Changing REST calls per second per client address (0: off).")
    ] = 0.5,
    rest_burst: Annotated[float, typer.Option(help="Burst of changing REST calls.")] = 20.0,
    max_games: Annotated[
        int, typer.Option(help="Most unfinished games with people at once.")
    ] = 5000,
    max_bot_games: Annotated[
        int, typer.Option(help="Most unfinished bot-only games at once.")
    ] = 8,
    unclaimed_ttl: Annotated[
        float, typer.Option(help="Seconds before a game nobody holds a seat of expires (0: never).")
    ] = 1800.0,
    bot_workers: Annotated[
        int, typer.Option(help="Bot decisions computed at once (worker processes).")
    ] = 2,
) -> None:
    """Serve the web interface: open http://HOST:PORT/ in a browser."""
    try:
        db_path_from_url(db)
    except UnsupportedDatabase as exc:
        typer.echo(str(exc), err=True)
        raise typer.Exit(2) from None
    serve(
        host, port, db, seat_timeout=seat_timeout or None, bot_delay=bot_delay, rate=rate,
        **limit_settings(rest_rate=rest_rate, rest_burst=rest_burst, max_games=max_games,
                         max_bot_games=max_bot_games, unclaimed_ttl=unclaimed_ttl,
                         bot_workers=bot_workers),
    )
