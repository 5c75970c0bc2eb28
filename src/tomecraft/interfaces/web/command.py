"""``tomecraft serve``: run the web server (a Typer sub-app and a plain function).

The main CLI wires it in with ``app.add_typer(serve_app)`` or by calling :func:`serve`.
"""

from __future__ import annotations

import contextlib
import ipaddress
import logging
import os
import signal
from collections.abc import Callable
from pathlib import Path
from typing import Annotated, Any

import typer

from tomecraft.analysis.review import DEFAULT_SAMPLES
from tomecraft.interfaces.web.gcpolicy import GcPolicy
from tomecraft.interfaces.web.settings import Settings
from tomecraft.interfaces.web.startup import (
    DatabaseLock,
    StartupRefused,
    bind_socket,
    check_database,
    lock_database,
    redact_tokens_in_logs,
)
from tomecraft.interfaces.web.store import (
    UnsupportedDatabase,
    db_path_from_url,
    is_postgres_url,
)
from tomecraft.interfaces.web.wsflow import protocol as ws_protocol

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

    Raises :class:`StartupRefused` (and changes nothing) if another server holds the
    database, the port is taken, or the file is damaged or read-only.
    """
    import uvicorn

    from tomecraft.interfaces.web.app import create_app

    settings = Settings(
        seat_timeout=seat_timeout, bot_delay=bot_delay, rate=rate, burst=rate, **limits
    )
    logging.basicConfig(level=log_level.upper(), format="%(levelname)s %(name)s: %(message)s")
    # The operator's mistakes are refused before any game is touched: the database's lock
    # first (a second server on it changes nothing), then the port, then the file itself.
    # PostgreSQL: any number of servers share the database (leases, see docs/web.md), so
    # no lock and no file check; a database that cannot be reached is refused.
    shared = is_postgres_url(db)
    lock: DatabaseLock | None = None
    served = False
    app: Any = None
    if shared:
        path = os.fspath(db)  # type: ignore[arg-type]
    else:
        path = db_path_from_url(db)
        if path != ":memory:":
            path = str(Path(path).expanduser())
        lock = lock_database(path)
    try:
        sock = bind_socket(host, port)
        note = None if shared else check_database(path)
        if note:  # a fresh server: worth a line, not a warning
            logging.getLogger("tomecraft.web").info("%s", note)
        try:
            app = create_app(path, settings)
        except Exception as exc:
            if not shared:
                raise
            sock.close()
            raise StartupRefused(
                f"cannot open the PostgreSQL database: {str(exc).strip()}"
            ) from None
        config = uvicorn.Config(
            app,
            # X-Forwarded-For only from Settings.trusted_proxies (the app's guard):
            # uvicorn's own handling would believe any client on 127.0.0.1
            proxy_headers=False,
            ws_max_size=WS_MAX_SIZE,
            # reading pauses once several messages wait, not after each (wsflow)
            ws=ws_protocol(),
            ws_per_message_deflate=ws_compression,
            log_level=log_level,
        )
        redact_tokens_in_logs()
        server = uvicorn.Server(config)
        # no full garbage collection over every game in the middle of play (gcpolicy)
        gc_policy = GcPolicy()
        gc_policy.start()
        hangup = _stop_on_hangup(server)
        bound_host, bound_port = sock.getsockname()[:2]
        logging.getLogger("tomecraft.web").info(
            "the lobby is at http://%s:%d/ (Ctrl-C stops the server)",
            f"[{bound_host}]" if ":" in bound_host else bound_host, bound_port,
        )
        try:
            with contextlib.suppress(KeyboardInterrupt):  # Ctrl-C: a normal stop
                server.run(sockets=[sock])
        finally:
            gc_policy.stop()
            hangup()
        served = bool(server.started)
        if not served:
            raise SystemExit(3)  # the application failed to start (uvicorn's code)
    finally:
        if lock is not None:
            if app is not None:  # SQLite's connections first (see DatabaseLock.release)
                with contextlib.suppress(Exception):
                    app.state.store.close()
            lock.release(discard_new=not served)


#: Environment variable naming the trusted reverse proxies (comma-separated), used when
#: no ``--trusted-proxy`` is given.
TRUSTED_PROXIES_ENV = "TOMECRAFT_TRUSTED_PROXIES"
#: Defaults of the guard options (see :class:`Settings`).
GUARD_DEFAULTS = Settings()


def trusted_proxies(given: list[str] | None) -> tuple[str, ...]:
    """The proxies whose ``X-Forwarded-For`` is believed: the ``--trusted-proxy`` values
    (each may list several, comma-separated), else ``$TOMECRAFT_TRUSTED_PROXIES``, else
    none."""
    items = given if given else [os.environ.get(TRUSTED_PROXIES_ENV, "")]
    out = tuple(p.strip() for item in items for p in item.split(",") if p.strip())
    for p in out:
        try:
            ipaddress.ip_network(p, strict=False)
        except ValueError:
            raise StartupRefused(
                f"--trusted-proxy {p!r} is not an IP address or network (e.g. 127.0.0.1, "
                "10.0.0.0/8)"
            ) from None
    return out


def _stop_on_hangup(server: Any) -> Callable[[], None]:
    """SIGHUP (the terminal closed, or a supervisor's reload) stops the server like
    SIGTERM and SIGINT, which uvicorn handles: a graceful shutdown that stops the bot
    workers (the default action ended the process at once, leaving them running).
    Returns what puts the previous handler back."""
    if not hasattr(signal, "SIGHUP"):
        return lambda: None

    def stop(_sig: int, _frame: Any) -> None:
        server.should_exit = True

    try:
        before = signal.signal(signal.SIGHUP, stop)
    except ValueError:  # not the main thread: signals are not ours to handle
        return lambda: None

    def restore() -> None:
        signal.signal(signal.SIGHUP, before)

    return restore


def limit_settings(
    *, rest_rate: float, rest_burst: float, max_games: int, max_bot_games: int,
    unclaimed_ttl: float, bot_workers: int,
    http_rate: float = GUARD_DEFAULTS.http_rate, http_burst: float = GUARD_DEFAULTS.http_burst,
    max_body_bytes: int = GUARD_DEFAULTS.max_body_bytes,
    max_spectators: int = GUARD_DEFAULTS.max_spectators,
    max_spectators_per_address: int = GUARD_DEFAULTS.max_spectators_per_address,
    trusted_proxy: list[str] | None = None,
) -> dict[str, Any]:
    """The limit options of the `serve` command as :class:`Settings` fields."""
    return {
        "rest_rate": rest_rate,
        "rest_burst": rest_burst,
        "max_active_games": max_games,
        "max_bot_games": max_bot_games,
        "unclaimed_ttl": unclaimed_ttl or None,
        "bot_workers": bot_workers,
        "http_rate": http_rate,
        "http_burst": http_burst,
        "max_body_bytes": max_body_bytes,
        "max_spectators": max_spectators,
        "max_spectators_per_address": max_spectators_per_address,
        "trusted_proxies": trusted_proxies(trusted_proxy),
    }


serve_app = typer.Typer(help="Run the web server (lobby, games, replays).", add_completion=False)


# Typer declares each option as one Annotated parameter (help and default): the options
# are alike by shape, and each maps onto one Settings field below.
@serve_app.command("serve")
def serve_command(
    host: Annotated[str, typer.Option(help="Address to listen on.")] = DEFAULT_HOST,
    port: Annotated[int, typer.Option(help="TCP port.")] = DEFAULT_PORT,
    db: Annotated[
        str | None,
        typer.Option(help="SQLite file or sqlite:///path URL (default: user data folder), "
                          "or postgresql://user@host/dbname (several servers may share it)."),
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
    review_samples: Annotated[
        int, typer.Option(min=1, help="The coach's playouts per option of each reviewed "
                                      "decision (more: slower, surer reviews).")
    ] = DEFAULT_SAMPLES,
    hint_samples: Annotated[
        int, typer.Option(min=1, help="The coach's playouts per option when it values a "
                                      "hint (more: slower, surer hints).")
    ] = DEFAULT_SAMPLES,
    public_url: Annotated[
        str | None,
        typer.Option(help="Address people reach the server at, for the links it hands out "
                          "(default: links without an address)."),
    ] = None,
    lease_time: Annotated[
        float, typer.Option(help="PostgreSQL: seconds before another server takes over the "
                                 "games of a server that stopped answering.")
    ] = 10.0,
    http_rate: Annotated[
        float, typer.Option(help="Requests per second per client address, all of them (0: off).")
    ] = GUARD_DEFAULTS.http_rate,
    http_burst: Annotated[float, typer.Option(help="Burst of requests per address.")
                          ] = GUARD_DEFAULTS.http_burst,
    max_body_bytes: Annotated[
        int, typer.Option(help="Largest request body, bytes (larger: 413, unread).")
    ] = GUARD_DEFAULTS.max_body_bytes,
    max_spectators: Annotated[int, typer.Option(help="Most spectators per game.")
                              ] = GUARD_DEFAULTS.max_spectators,
    max_spectators_per_address: Annotated[
        int, typer.Option(help="Most spectator connections per client address.")
    ] = GUARD_DEFAULTS.max_spectators_per_address,
    trusted_proxy: Annotated[
        list[str] | None,
        typer.Option(help="A reverse proxy (address or network) whose X-Forwarded-For is "
                          f"believed; repeat for several (default: ${TRUSTED_PROXIES_ENV}, "
                          "else none).")
    ] = None,
    log_level: Annotated[
        str, typer.Option(help="Logging level: debug, info, warning or error.")
    ] = "info",
    ws_compression: Annotated[
        bool, typer.Option(help="Offer permessage-deflate on WebSockets (off: less CPU per "
                                "message).")
    ] = False,
) -> None:
    """Serve the web interface: open http://HOST:PORT/ in a browser."""
    try:
        if not is_postgres_url(db):
            db_path_from_url(db)
    except UnsupportedDatabase as exc:
        typer.echo(str(exc), err=True)
        raise typer.Exit(2) from None
    try:
        serve(
            host, port, db, seat_timeout=seat_timeout or None, bot_delay=bot_delay, rate=rate,
            **limit_settings(rest_rate=rest_rate, rest_burst=rest_burst, max_games=max_games,
                             max_bot_games=max_bot_games, unclaimed_ttl=unclaimed_ttl,
                             bot_workers=bot_workers, http_rate=http_rate,
                             http_burst=http_burst, max_body_bytes=max_body_bytes,
                             max_spectators=max_spectators,
                             max_spectators_per_address=max_spectators_per_address,
                             trusted_proxy=trusted_proxy),
            public_url=public_url, lease_ttl=lease_time, review_samples=review_samples,
            hint_samples=hint_samples, log_level=log_level, ws_compression=ws_compression,
        )
    except StartupRefused as exc:
        typer.echo(f"tomecraft serve: {exc}", err=True)
        raise typer.Exit(1) from None
